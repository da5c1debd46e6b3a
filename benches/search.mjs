// Prints the search speed of the wasm build under Node, in nodes per second: Master-sized
// searches (800,000 nodes) from positions reached by random play. Compare with the last lines of
// `cargo bench --bench strength`. Build the module first:
//   cargo build --release --target wasm32-unknown-unknown --features bench
//   wasm-bindgen --target nodejs --out-dir target/wasm-bench target/wasm32-unknown-unknown/release/mancala_heritage.wasm
//   node benches/search.mjs "$PWD/target/wasm-bench/mancala_heritage.js"
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const require = createRequire(import.meta.url);
const { searchNodes } = require(process.argv[2]);
const NODES = 800_000;

for (const variant of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
  searchNodes(variant, 2, NODES, 1); // warm up
  let searches = 0,
    nodes = 0;
  const start = performance.now();
  while (performance.now() - start < 3000) {
    nodes += searchNodes(variant, 1, NODES, searches + 1);
    searches += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  const name = variant === "mangala-iv" ? "mangala-iv (free choice)" : variant;
  console.log(
    `  ${name.padEnd(26)} ${String(searches).padStart(4)} searches ${(nodes / seconds / 1e6).toFixed(2).padStart(6)} M nodes/s  (${((1000 * seconds) / searches).toFixed(0)} ms per Master search, wasm)`,
  );
}
