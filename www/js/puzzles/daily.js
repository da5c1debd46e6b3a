// The puzzle of the day: the same puzzle for every visitor of a game on a given local calendar
// date, worked out from the date alone (no server, works offline), and another one the next day.
// Each puzzle of the game gets a score from a hash of the day, the game and its id; the highest
// score wins (highest-random-weight choice). So the days are spread over the whole file, two
// neighbours in the file are no likelier on consecutive days than any two puzzles, and the order
// of the file does not matter: a longer file changes a day's puzzle only on the days one of the
// new puzzles wins.

/** @import { Puzzle } from "./types.js" */

/**
 * Returns the local calendar date of `date` as "YYYY-MM-DD" (a string of that shape is kept).
 * @param {Date | string} date
 */
export function dayOf(date) {
  if (typeof date === "string") return date;
  const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A 32-bit hash of a string (FNV-1a over its UTF-16 units, then murmur3's final mix so that
 * strings differing in one letter give unrelated numbers). Stable: the same on every browser.
 * @param {string} text
 * @returns {number} an unsigned 32-bit integer
 */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Returns the id of the puzzle of the day of game `variant` on the local date of `date`, among
 * `puzzles` (the game's file; puzzles of other games are passed over), or null when there is none.
 * @param {readonly Puzzle[]} puzzles
 * @param {string} variant
 * @param {Date | string} date a Date (its local calendar date counts) or "YYYY-MM-DD"
 * @returns {string | null}
 */
export function dailyId(puzzles, variant, date) {
  const day = dayOf(date);
  let best = null;
  let bestScore = -1;
  for (const puzzle of puzzles) {
    if (puzzle.variant !== variant) continue;
    const score = hash32(`${day}|${variant}|${puzzle.id}`);
    // Ties (rare) go to the smaller id, so the choice never depends on the file's order.
    if (score > bestScore || (score === bestScore && best !== null && puzzle.id < best)) {
      best = puzzle.id;
      bestScore = score;
    }
  }
  return best;
}
