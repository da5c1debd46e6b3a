// The saved game: how it started plus every action since, so a reload replays to the same game
// (undo history and a finished game included). One record per variant.
const PREFIX = "mancala-heritage:";

function storage() {
  try {
    const s = window.localStorage;
    const probe = `${PREFIX}probe`;
    s.setItem(probe, "1");
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

const store = storage();

/** Tells whether the browser keeps anything across a reload. */
export const canSave = Boolean(store);

/** Reads a setting (language, speed, current game). */
export function getSetting(name) {
  return store ? store.getItem(PREFIX + name) : null;
}

export function setSetting(name, value) {
  if (store) store.setItem(PREFIX + name, value);
}

/**
 * A record: { v: 1, variant, options, start, actions, seats, opponent, ritual? }.
 * start is a Game.state() when the game began from a position (a link), else null;
 * actions are pit numbers and "agree" (the Al-manqala agreed cycle); seats is
 * { south: "guesser" | "hider" } after the Mangala IV ritual; opponent is null for two
 * people, or { computer: 0 | 1, level } for the computer's seat and strength; ritual is
 * true while the Mangala IV ritual that opens the game is still to be played.
 */
export function newRecord(variant, options = {}, start = null, opponent = null) {
  return { v: 1, variant, options, start, actions: [], seats: null, opponent };
}

const LEVELS = ["beginner", "intermediate", "strong", "master"];

/** Tells whether `opponent` is a record's opponent: null, or { computer: 0 | 1, level }. */
export function isOpponent(opponent) {
  if (opponent === null || opponent === undefined) return true;
  return typeof opponent === "object" && (opponent.computer === 0 || opponent.computer === 1) && LEVELS.includes(opponent.level);
}

export function saveRecord(record) {
  if (store) store.setItem(`${PREFIX}game:${record.variant}`, JSON.stringify(record));
}

export function dropRecord(variant) {
  if (store) store.removeItem(`${PREFIX}game:${variant}`);
}

/** Returns the saved record of a variant: null when none, or throws when it can't be read. */
export function loadRecord(variant) {
  if (!store) return null;
  const text = store.getItem(`${PREFIX}game:${variant}`);
  if (text === null) return null;
  const record = JSON.parse(text);
  const ok =
    record && record.v === 1 && record.variant === variant && Array.isArray(record.actions) &&
    record.actions.every((a) => a === "agree" || Number.isInteger(a)) &&
    (record.options === undefined || (typeof record.options === "object" && record.options !== null)) &&
    isOpponent(record.opponent) &&
    (record.ritual === undefined || typeof record.ritual === "boolean");
  if (!ok) throw new Error("the saved game has an unknown shape");
  return record;
}

export { replay } from "./replay.js";
