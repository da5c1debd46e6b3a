// Links that carry a game.
//
// A game link carries the whole record, so a friend opens the same game with its history and
// plays on ("send your move"):
//   ?game=<variant>&moves=<one character per action>[&options=…][&start=…][&seats=…]
// moves: each sowing as its pit's letter in the move notation (South's pits 13 … 7 are
// A … G, North's 0 … 6 are a … g), "=" for Al-manqala's agreed cycle; options (only those
// that differ from the game's defaults), start (a Game.state(), for a game begun at a
// position) and seats (the record's seats, when not two people without the ritual) are
// base64url of their JSON. &speed=instant turns animation off.
// A position link (older, still read): ?game=<variant>&state=<base64url JSON of Game.state()>.

/** @import { Action, GameClass, GameRecord, Opponent, OptionInfo, Variant } from "../types.js" */

/** The handle's notation of a pit and back (Game.letterOf, Game.pitOf).
 * @typedef {Pick<GameClass, "letterOf" | "pitOf">} Notation */

/** Encodes a value as base64url (no padding) of its JSON. @param {unknown} value */
export function encodeJson(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Decodes base64url JSON; throws an Error naming the problem and the parameter.
 * @param {string} text
 * @returns {any}
 */
export function decodeJson(text, name = "state") {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error(`the ${name} is not base64url`);
  let b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  while (b64.length % 4) b64 += "=";
  let binary;
  try {
    binary = atob(b64);
  } catch {
    throw new Error(`the ${name} is not base64url`);
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new Error(`the ${name} is not JSON`);
  }
}

/** A link's character for an action. @param {Notation} notation @param {Action} action */
const charOf = (notation, action) => (action === "agree" ? "=" : notation.letterOf(action));

/**
 * The action of a link's character `char`, move `i` of the link.
 * @param {Notation} notation
 * @param {string} char
 * @param {number} i
 * @returns {Action}
 */
function actionOf(notation, char, i) {
  if (char === "=") return "agree";
  try {
    return notation.pitOf(char);
  } catch {
    throw new Error(`move ${i + 1} of the link ("${char}") is not a pit's letter`);
  }
}

/**
 * Builds the link that opens `record` from the page at `base`; `defaults` are the game's
 * option defaults (Game.optionsOf), left out of the link; `notation` writes each pit (the Game
 * class).
 * @param {string | URL} base
 * @param {GameRecord} record
 * @param {{ notation: Notation, defaults?: OptionInfo[], instant?: boolean }} how
 */
export function makeLink(base, record, { notation, defaults = [], instant = false }) {
  const url = new URL(base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("game", record.variant);
  const options = Object.fromEntries(
    Object.entries(record.options || {}).filter(
      ([name, value]) => !defaults.some((o) => o.name === name && o.default === value),
    ),
  );
  if (Object.keys(options).length) url.searchParams.set("options", encodeJson(options));
  if (record.start) url.searchParams.set("start", encodeJson(record.start));
  const seats = record.seats || { computer: null, ritual: null };
  if (seats.computer || seats.ritual) url.searchParams.set("seats", encodeJson(seats));
  url.searchParams.set("moves", record.actions.map((a) => charOf(notation, a)).join(""));
  if (instant) url.searchParams.set("speed", "instant");
  return url.toString();
}

/**
 * Reads a link's parameters: { game, state, moves, options, start, seats, instant } (strings or
 * null).
 * @param {string} search
 */
export function readLink(search) {
  const params = new URLSearchParams(search);
  const get = (/** @type {string} */ name) => params.get(name);
  return {
    game: get("game"),
    state: get("state"),
    moves: get("moves"),
    options: get("options"),
    start: get("start"),
    seats: get("seats"),
    // A puzzle to show (flow/modes/puzzle.js): "daily" or a puzzle's id.
    puzzle: get("puzzle"),
    // A position to open on the analysis board (flow/modes/analysis.js): its position text.
    analysis: get("analysis"),
    // Its study's tree and the move shown (flow/study.js).
    study: get("study"),
    at: get("at"),
    instant: get("speed") === "instant",
  };
}

/** Tells whether a link opens a game (a record or a position) rather than only choosing one. */
export const opensGame = (/** @type {Partial<import("../types.js").Link>} */ link) =>
  Boolean(
    link &&
    ((link.state !== null && link.state !== undefined) ||
      (link.moves !== null && link.moves !== undefined)),
  );

/**
 * Returns the record a game link carries: a whole game, or (a position link) a game that
 * begins at its position, with `opponent` (null or { player, level }) as the computer's seat.
 * Throws an Error naming what is wrong with the link. `notation` reads each pit (the Game class).
 * @param {Partial<import("../types.js").Link>} link
 * @param {Notation} notation
 * @param {Opponent | null} [opponent]
 * @returns {GameRecord}
 */
export function recordOfLink(link, notation, opponent = null) {
  if (!link.game) throw new Error("no game named");
  if (link.moves !== null && link.moves !== undefined) {
    return {
      variant: /** @type {Variant} */ (link.game),
      options: link.options ? decodeJson(link.options, "options") : {},
      start: link.start ? decodeJson(link.start, "start") : null,
      actions: Array.from(link.moves, (char, i) => actionOf(notation, char, i)),
      seats: link.seats ? decodeJson(link.seats, "seats") : { computer: null, ritual: null },
    };
  }
  const state = decodeJson(/** @type {string} */ (link.state));
  if (!state || typeof state !== "object" || Array.isArray(state))
    throw new Error("the state is not an object");
  if (state.variant !== link.game) throw new Error(`the state is not a position of ${link.game}`);
  return {
    variant: /** @type {Variant} */ (link.game),
    options: state.options || {},
    start: state,
    actions: [],
    seats: { computer: opponent, ritual: null },
  };
}
