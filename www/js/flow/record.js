// The game record, through the Game handle: the one module of the page that reads a game's
// history, seats and move list, builds a game from a record or a text, and asks the handle
// the facts the page must not re-derive (the forced pit, the agreed cycle, each game's
// options). Everything else calls these functions, never the handle's record methods.
//
// A record is the handle's GameRecord: { variant, options, start, actions, seats }.

/**
 * @import { Action, Game, GameClass, GameRecord, Options, Seats, Trace, Variant }
 *   from "../types.js"
 */

/**
 * Returns a new game of `variant` with `options`; throws an Error naming a bad option.
 * @param {GameClass} Game
 * @param {Variant} variant
 * @param {Options} [options]
 */
export function newGame(Game, variant, options = {}) {
  return new Game(variant, options);
}

/**
 * Returns the game a record describes; a broken record throws an Error naming the problem.
 * @param {GameClass} Game
 * @param {GameRecord} record
 */
export function fromRecord(Game, record) {
  return Game.fromRecord(record);
}

/**
 * Returns the game a game file describes; a text that doesn't parse says where and why.
 * @param {GameClass} Game
 * @param {string} text
 */
export function fromText(Game, text) {
  return Game.fromText(text);
}

/**
 * Returns the game after its first `n` actions, as a new handle (the caller frees it).
 * @param {GameClass} Game
 * @param {Game} g
 * @param {number} n
 */
export function gameAt(Game, g, n) {
  const record = recordOf(g);
  return fromRecord(Game, { ...record, actions: record.actions.slice(0, n) });
}

/**
 * @overload
 * @param {Game} g
 * @param {number} action a pit
 * @returns {Trace}
 */
/**
 * @overload
 * @param {Game} g
 * @param {Action} action
 * @returns {Trace | null}
 */
/**
 * Plays an action (a pit, or "agree"); returns the sowing's trace, or null for "agree".
 * @param {Game} g
 * @param {Action} action
 * @returns {Trace | null}
 */
export function play(g, action) {
  if (action !== "agree") return g.play(action);
  g.agreeCycle();
  return null;
}

/**
 * Takes back the last action (a sowing or the agreed cycle); returns the game to go on with.
 * @param {GameClass} Game
 * @param {Game} g
 */
export function undo(Game, g) {
  g.undo();
  return g;
}

/** @param {Game} g */
export const recordOf = (g) => g.record();
/** @param {Game} g */
export const movesOf = (g) => Array.from(g.moves());
/** @param {Game} g */
export const seatsOf = (g) => g.seats();
/** @param {Game} g @param {Seats} seats */
export const setSeats = (g, seats) => g.setSeats(seats);
/** @param {Game} g */
export const toText = (g) => g.toText();
/** @param {Game} g */
export const isForced = (g) => g.isForced();
/** @param {Game} g */
export const canAgree = (g) => g.canAgree();
/** @param {GameClass} Game @param {Variant} variant */
export const optionsOf = (Game, variant) => Game.optionsOf(variant);
