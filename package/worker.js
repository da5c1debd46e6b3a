// The engine's module worker, started by createEngine() (engine.js): it runs the searches off
// the page's thread. Each message { id, type, record, options } is answered by exactly one
// { id, ok: true, result } or { id, ok: false, error }, in the order the messages came.
import init, { Game } from "./mancala-heritage.js";

const ready = init();

/** Runs one request on a game rebuilt from its record (so repetitions are known). */
function answer({ type, record, options }) {
  const game = Game.fromRecord(record);
  try {
    if (type === "bestMove") return game.bestMove(options);
    if (type === "analyze") return game.analyze(options);
    if (type === "foresee") return game.foresee();
    throw new Error(
      `unknown request ${JSON.stringify(type)}: expected bestMove, analyze or foresee`,
    );
  } finally {
    game.free();
  }
}

self.addEventListener("message", async ({ data }) => {
  try {
    await ready;
    self.postMessage({ id: data.id, ok: true, result: answer(data) });
  } catch (e) {
    self.postMessage({ id: data.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
