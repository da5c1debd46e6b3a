// Builds the Game that a saved-game record { variant, options?, start?, actions } describes, by
// playing its actions (pits, and "agree" for Al-manqala's agreed cycle) from its start; a bare
// Game.state() gives that position. Throws an Error naming the problem if any step fails.
// Shared by the saved game, the AI client and the AI worker.

/** Returns the Game that `game` (a saved-game record or a Game.state()) describes. */
export function replay(Game, game) {
  if (!game || typeof game !== "object") throw new Error("game must be a Game.state() or a saved-game record");
  if (!Array.isArray(game.actions)) return Game.fromState(game);
  const handle = game.start ? Game.fromState(game.start) : new Game(game.variant, game.options || {});
  try {
    for (const action of game.actions) {
      if (action === "agree") handle.agreeCycle();
      else handle.play(action);
    }
  } catch (e) {
    handle.free();
    throw e;
  }
  return handle;
}
