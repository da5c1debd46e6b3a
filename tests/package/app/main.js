// The example app of tests/package/: the same source built by Vite, esbuild and webpack from
// the package installed out of its tarball. It plays an Al-manqala game to its end (South's
// moves from the worker helper, North's from a seeded generator), then asks the worker for an
// analysis, cancels a long one, and reads a position text back; the page's test reads the report.
import { Game } from "mancala-heritage";
import { createEngine } from "mancala-heritage/engine";

const engine = createEngine();
const report = {};

/** Returns the name and message of the error a promise rejects with, or "resolved". */
async function rejection(promise) {
  try {
    await promise;
    return "resolved";
  } catch (e) {
    return `${e.name}: ${e.message}`;
  }
}

async function playGame() {
  const g = new Game("al-manqala");
  let seed = 7;
  let moves = 0;
  while (!g.isOver()) {
    let pit;
    if (g.toMove() === 0) pit = await engine.bestMove(g, { maxDepth: 2 });
    else {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const legal = g.legalMoves();
      pit = legal[seed % legal.length];
    }
    g.play(pit);
    moves += 1;
  }
  report.game = { moves, result: g.result() };
  report.overError = await rejection(engine.bestMove(g, { maxDepth: 2 }));
}

async function analyzeAndCancel() {
  const start = new Game("ali-guli-mane");
  const analysis = await engine.analyze(start, { maxDepth: 3 });
  report.analysis = {
    moves: analysis.map((m) => m.pit),
    best: analysis.filter((m) => m.best).length,
  };
  // A search of up to a minute, cancelled after 100 ms: it rejects at once, and the engine
  // answers the next request from a new worker.
  const controller = new AbortController();
  const long = engine.analyze(
    new Game("mangala-iv", { freeChoice: true }),
    { timeMs: 60000 },
    {
      signal: controller.signal,
    },
  );
  const started = performance.now();
  setTimeout(() => controller.abort(), 100);
  report.cancelled = await rejection(long);
  report.cancelMs = Math.round(performance.now() - started);
  report.afterCancel = await engine.bestMove(start.record(), { level: "beginner", seed: 1 });
  const both = [engine.analyze(start, { timeMs: 60000 }), engine.foresee(start)];
  engine.cancel();
  report.cancelAll = await Promise.all(both.map(rejection));
}

function positionText() {
  const text =
    "ali-guli-mane+rounds south 6 0 4 3 x x x, north 0 9 1 2 0 0 x, piles 31 14, north to move, extra, round 3 started by south";
  const g = Game.fromPositionText(text);
  report.positionText = Game.fromState(g.state()).positionText() === text;
  try {
    Game.fromPositionText("al-manqala south 7 7 7, north 7 7 7 7 7 7 7, south to move");
    report.badPositionText = "no error";
  } catch (e) {
    report.badPositionText = `${e instanceof Error}: ${e.message}`;
  }
}

try {
  await playGame();
  await analyzeAndCancel();
  positionText();
  report.done = true;
} catch (e) {
  report.error = `${e.name}: ${e.message}`;
}
engine.terminate();
document.querySelector("#report").textContent = JSON.stringify(report, null, 2);
document.body.dataset.done = "yes";
