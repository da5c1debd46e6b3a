// The game record, through the Game handle: the one module of the page that reads a game's
// history, seats and move list, builds a game from a record or a text, and asks the handle
// the facts the page must not re-derive (the forced pit, the agreed cycle, each game's
// options). Everything else calls these functions, never the handle's record methods.
//
// A record is CONTRACT.md's GameRecord: { variant, options, start, actions, seats }.
// The handle states all of it once the core's record has landed; until then (no
// Game.fromRecord) ./record-interim.js keeps it beside each handle.
import * as interim from "./record-interim.js";

const core = (Game) => typeof Game.fromRecord === "function";
const coreHandle = (g) => typeof g.record === "function";

/** Returns a new game of `variant` with `options`; throws an Error naming a bad option. */
export function newGame(Game, variant, options = {}) {
  const g = new Game(variant, options);
  return core(Game) ? g : interim.track(g, { variant, options: g.state().options || {} });
}

/** Returns the game a record describes; a broken record throws an Error naming the problem. */
export function fromRecord(Game, record) {
  return core(Game) ? Game.fromRecord(record) : interim.fromRecord(Game, record);
}

/** Returns the game a game file describes; a text that doesn't parse says where and why. */
export function fromText(Game, text) {
  return core(Game) ? Game.fromText(text) : interim.fromText(Game, text);
}

/** Returns the game after its first `n` actions, as a new handle (the caller frees it). */
export function gameAt(Game, g, n) {
  const record = recordOf(g);
  return fromRecord(Game, { ...record, actions: record.actions.slice(0, n) });
}

/** Plays an action (a pit, or "agree"); returns the sowing's trace, or null for "agree". */
export function play(g, action) {
  if (coreHandle(g)) {
    if (action !== "agree") return g.play(action);
    g.agreeCycle();
    return null;
  }
  return interim.play(g, action);
}

/** Takes back the last action; returns the game to go on with (the same handle or a new one). */
export function undo(Game, g) {
  if (!coreHandle(g)) return interim.undo(Game, g);
  if (g.undo()) return g;
  // An action the handle can't take back (or none): the game one action shorter, from its record.
  const record = g.record();
  if (!record.actions.length) return g;
  record.actions.pop();
  const shorter = Game.fromRecord(record);
  g.free();
  return shorter;
}

export const recordOf = (g) => (coreHandle(g) ? g.record() : interim.record(g));
export const movesOf = (g) => Array.from(coreHandle(g) ? g.moves() : interim.moves(g));
export const seatsOf = (g) => (coreHandle(g) ? g.seats() : interim.seats(g));
export const setSeats = (g, seats) => (coreHandle(g) ? g.setSeats(seats) : interim.setSeats(g, seats));
export const toText = (g) => (coreHandle(g) ? g.toText() : interim.toText(g));
export const isForced = (g) => g.isForced();
export const canAgree = (g) => g.canAgree();
export const optionsOf = (Game, variant) => Game.optionsOf(variant);
