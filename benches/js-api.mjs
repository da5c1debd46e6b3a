// Prints random-playout throughput through the JS `Game` API under Node, in moves per second:
// `new Game`, then `legalMoves` and `play` (which returns the full trace, plain objects) until
// `isOver` — what a program using the package pays, beside the core's own figure.
// Run with `scripts/bench-wasm`, which builds the module this imports.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { generator } from "./generator.mjs";

const require = createRequire(import.meta.url);
const { Game } = require(process.argv[2]);

/** Plays one random game through the API; returns its moves and trace events. */
function playout(variant, options, random) {
  const g = new Game(variant, options);
  let moves = 0;
  let events = 0;
  while (!g.isOver()) {
    const legal = g.legalMoves();
    events += g.play(legal[Math.floor(random() * legal.length)]).events.length;
    moves++;
  }
  g.free();
  return [moves, events];
}

for (const variant of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
  const options = variant === "mangala-iv" ? { freeChoice: true } : undefined;
  const random = generator(1);
  for (let i = 0; i < 200; i++) playout(variant, options, random); // warm up
  let games = 0,
    moves = 0,
    events = 0;
  const start = performance.now();
  while (performance.now() - start < 2000) {
    const [m, e] = playout(variant, options, random);
    games++;
    moves += m;
    events += e;
  }
  const seconds = (performance.now() - start) / 1000;
  const rate = (moves / seconds / 1e6).toFixed(2);
  const perMove = (events / moves).toFixed(1);
  console.log(
    `${variant.padEnd(14)} ${String(games).padStart(7)} games ${String(moves).padStart(10)} moves ${rate.padStart(8)} M moves/s (JS API, ${perMove} events a move)`,
  );
}
