// The game record, through the Game handle: the one module of the page that reads a game's
// history, seats and move list, builds a game from a record or a text, and asks the handle
// the facts the page must not re-derive (the forced pit, the agreed cycle, each game's
// options). Everything else calls these functions, never the handle's record methods.
//
// A record is the handle's GameRecord: { variant, options, start, actions, seats }.

/** Returns a new game of `variant` with `options`; throws an Error naming a bad option. */
export function newGame(Game, variant, options = {}) {
  return new Game(variant, options);
}

/** Returns the game a record describes; a broken record throws an Error naming the problem. */
export function fromRecord(Game, record) {
  return Game.fromRecord(record);
}

/** Returns the game a game file describes; a text that doesn't parse says where and why. */
export function fromText(Game, text) {
  return Game.fromText(text);
}

/** Returns the game after its first `n` actions, as a new handle (the caller frees it). */
export function gameAt(Game, g, n) {
  const record = recordOf(g);
  return fromRecord(Game, { ...record, actions: record.actions.slice(0, n) });
}

/** Plays an action (a pit, or "agree"); returns the sowing's trace, or null for "agree". */
export function play(g, action) {
  if (action !== "agree") return g.play(action);
  g.agreeCycle();
  return null;
}

/** Takes back the last action (a sowing or the agreed cycle); returns the game to go on with. */
export function undo(Game, g) {
  g.undo();
  return g;
}

export const recordOf = (g) => g.record();
export const movesOf = (g) => Array.from(g.moves());
export const seatsOf = (g) => g.seats();
export const setSeats = (g, seats) => g.setSeats(seats);
export const toText = (g) => g.toText();
export const isForced = (g) => g.isForced();
export const canAgree = (g) => g.canAgree();
export const optionsOf = (Game, variant) => Game.optionsOf(variant);
