// Prints random-playout throughput of the wasm build under Node, in moves per second.
// Run with `scripts/bench-wasm`, which builds the module this imports.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const require = createRequire(import.meta.url);
const { randomPlayouts } = require(process.argv[2]);

for (const variant of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
  randomPlayouts(variant, 200, 1); // warm up
  let games = 0,
    moves = 0;
  const start = performance.now();
  while (performance.now() - start < 2000) {
    moves += randomPlayouts(variant, 100, games + 1);
    games += 100;
  }
  const seconds = (performance.now() - start) / 1000;
  const rate = (moves / seconds / 1e6).toFixed(2);
  console.log(
    `${variant.padEnd(14)} ${String(games).padStart(7)} games ${String(moves).padStart(10)} moves ${rate.padStart(8)} M moves/s (wasm)`,
  );
}
