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

const LETTERS = "abcdefg";

/** Encodes a value as base64url (no padding) of its JSON. */
export function encodeJson(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Decodes base64url JSON; throws an Error naming the problem and the parameter. */
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

const letterOf = (action) =>
  action === "agree" ? "=" : action < 7 ? LETTERS[action] : LETTERS[13 - action].toUpperCase();

function actionOf(char, i) {
  if (char === "=") return "agree";
  const north = LETTERS.indexOf(char);
  if (north >= 0) return north;
  const south = LETTERS.indexOf(char.toLowerCase());
  if (south >= 0) return 13 - south;
  throw new Error(`move ${i + 1} of the link ("${char}") is not a pit's letter`);
}

/**
 * Builds the link that opens `record` from the page at `base`; `defaults` are the game's
 * option defaults (Game.optionsOf), left out of the link.
 */
export function makeLink(base, record, { defaults = [], instant = false } = {}) {
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
  const seats = record.seats || {};
  if (seats.computer || seats.ritual) url.searchParams.set("seats", encodeJson(seats));
  url.searchParams.set("moves", record.actions.map(letterOf).join(""));
  if (instant) url.searchParams.set("speed", "instant");
  return url.toString();
}

/** Reads a link's parameters: { game, state, moves, options, start, seats, instant } (strings or null). */
export function readLink(search) {
  const params = new URLSearchParams(search);
  const get = (name) => params.get(name);
  return {
    game: get("game"),
    state: get("state"),
    moves: get("moves"),
    options: get("options"),
    start: get("start"),
    seats: get("seats"),
    instant: get("speed") === "instant",
  };
}

/** Tells whether a link opens a game (a record or a position) rather than only choosing one. */
export const opensGame = (link) =>
  Boolean(
    link &&
    ((link.state !== null && link.state !== undefined) ||
      (link.moves !== null && link.moves !== undefined)),
  );

/**
 * Returns the record a game link carries: a whole game, or (a position link) a game that
 * begins at its position, with `opponent` (null or { player, level }) as the computer's seat.
 * Throws an Error naming what is wrong with the link.
 */
export function recordOfLink(link, opponent = null) {
  if (!link.game) throw new Error("no game named");
  if (link.moves !== null && link.moves !== undefined) {
    return {
      variant: link.game,
      options: link.options ? decodeJson(link.options, "options") : {},
      start: link.start ? decodeJson(link.start, "start") : null,
      actions: Array.from(link.moves, actionOf),
      seats: link.seats ? decodeJson(link.seats, "seats") : { computer: null, ritual: null },
    };
  }
  const state = decodeJson(link.state);
  if (!state || typeof state !== "object" || Array.isArray(state))
    throw new Error("the state is not an object");
  if (state.variant !== link.game) throw new Error(`the state is not a position of ${link.game}`);
  return {
    variant: link.game,
    options: state.options || {},
    start: state,
    actions: [],
    seats: { computer: opponent, ritual: null },
  };
}
