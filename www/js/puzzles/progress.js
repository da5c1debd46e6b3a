// The player's puzzles as the device keeps them: the rating, the last attempts, the puzzles
// missed. One value in localStorage under "mancala-heritage:puzzles" (lib/storage.js's PREFIX), JSON:
// { v: 1, player, history, missed }. Only the day of an attempt is kept, no finer time, and
// nothing leaves the device. A missing, corrupt or foreign value gives a fresh progress; a
// storage that refuses the value (full, or private browsing) loses the save, never the game.
import { PREFIX } from "../lib/storage.js";
import { LETTERS } from "./facts.js";
import { NEW_PLAYER, rateAttempt, MAX_RD } from "./rating.js";
import { dayOf } from "./daily.js";

/** @import { Attempt, Progress, Puzzle } from "./types.js" */

/** The key of the progress in the storage. */
export const KEY = `${PREFIX}puzzles`;
/** How many attempts the history keeps (the oldest go first). */
export const HISTORY_LENGTH = 200;
/** How many missed puzzles are kept (the oldest go first). */
export const MISSED_LENGTH = 200;

/**
 * The part of the Storage interface used here (localStorage, or a stand-in in tests).
 * @typedef {Pick<Storage, "getItem" | "setItem">} StorageLike
 */

/** Returns a fresh progress: a new player, no attempts. @returns {Progress} */
export function freshProgress() {
  return { player: { ...NEW_PLAYER }, history: [], missed: [] };
}

/** @param {unknown} x @param {number} low @param {number} high */
const within = (x, low, high) =>
  typeof x === "number" && Number.isFinite(x) && x >= low && x <= high;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[a-z][0-9a-z]{0,11}$/;

/**
 * Tells whether `p` is a player: a rating, a deviation (up to MAX_RD) and a volatility.
 * @param {any} p
 * @returns {boolean}
 */
function isPlayer(p) {
  return (
    Boolean(p) && within(p.rating, -5000, 10000) && within(p.rd, 1, MAX_RD) && within(p.vol, 0, 1)
  );
}

/**
 * Tells whether `a` is an attempt as recordAttempt writes it.
 * @param {any} a
 * @returns {a is Attempt}
 */
function isAttempt(a) {
  return (
    Boolean(a) &&
    typeof a.id === "string" &&
    ID.test(a.id) &&
    typeof a.variant === "string" &&
    typeof a.solved === "boolean" &&
    within(a.rating, -5000, 10000) &&
    typeof a.day === "string" &&
    DAY.test(a.day)
  );
}

/**
 * Reads the progress kept in `storage`, and tells whether a stored value had to be discarded
 * (it was not a progress: the page may say so). Never throws.
 * @param {StorageLike | null} storage null when nothing may be kept (embeds)
 * @returns {{ progress: Progress, discarded: boolean }}
 */
export function readProgress(storage) {
  /** @type {string | null} */
  let text;
  try {
    text = storage ? storage.getItem(KEY) : null;
  } catch {
    text = null;
  }
  if (text === null) return { progress: freshProgress(), discarded: false };
  /** @type {any} */
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return { progress: freshProgress(), discarded: true };
  }
  if (!saved || saved.v !== 1 || !isPlayer(saved.player)) {
    return { progress: freshProgress(), discarded: true };
  }
  /** @type {Attempt[]} */
  const history = Array.isArray(saved.history) ? saved.history.filter(isAttempt) : [];
  /** @type {string[]} */
  const missed = Array.isArray(saved.missed)
    ? saved.missed.filter((/** @type {unknown} */ id) => typeof id === "string" && ID.test(id))
    : [];
  const { rating, rd, vol } = saved.player;
  return {
    progress: {
      player: { rating, rd, vol },
      history: history
        .slice(-HISTORY_LENGTH)
        .map(({ id, variant, solved, rating, day }) => ({ id, variant, solved, rating, day })),
      missed: [...new Set(missed)].slice(-MISSED_LENGTH),
    },
    discarded: false,
  };
}

/**
 * Returns the progress kept in `storage`, or a fresh one when there is none or it is corrupt.
 * Never throws. The page passes `canSave ? localStorage : null` (lib/storage.js); an embed, null.
 * @param {StorageLike | null} storage null when nothing may be kept (embeds)
 * @returns {Progress}
 */
export function loadProgress(storage) {
  return readProgress(storage).progress;
}

/**
 * Keeps `progress` in `storage`. Returns whether it was kept: false with no storage, or when
 * the storage refuses it (full); the game goes on either way.
 * @param {StorageLike | null} storage
 * @param {Progress} progress
 */
export function saveProgress(storage, progress) {
  if (!storage) return false;
  try {
    storage.setItem(KEY, JSON.stringify({ v: 1, ...progress }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns the progress after an attempt at `puzzle` (pure: `progress` is left as it was): the
 * player rated against the puzzle (./rating.js), the attempt at the end of the history (the
 * oldest dropped beyond HISTORY_LENGTH), and the puzzle added to the missed list when failed,
 * taken out of it when solved. Rate only the first try at a puzzle: "Try again" after a failure
 * is practice, not a second game.
 * @param {Progress} progress
 * @param {Pick<Puzzle, "id" | "variant" | "rating">} puzzle
 * @param {boolean} solved
 * @param {Date | string} date the attempt's date (only its local day is kept)
 * @returns {Progress}
 */
export function recordAttempt(progress, puzzle, solved, date) {
  const player = rateAttempt(progress.player, puzzle, solved);
  /** @type {Attempt} */
  const attempt = {
    id: puzzle.id,
    variant: puzzle.variant,
    solved,
    rating: Math.round(player.rating),
    day: dayOf(date),
  };
  const others = progress.missed.filter((id) => id !== puzzle.id);
  return {
    player,
    history: [...progress.history, attempt].slice(-HISTORY_LENGTH),
    missed: solved ? others : [...others, puzzle.id].slice(-MISSED_LENGTH),
  };
}

/**
 * Returns the ids of the missed puzzles of game `variant`, oldest first (an id starts with its
 * game's letter).
 * @param {Progress} progress
 * @param {string} variant
 */
export function missedOf(progress, variant) {
  const letter = LETTERS[variant];
  return letter ? progress.missed.filter((id) => id[0] === letter) : [];
}
