// Compares builds of the wasm module on a busy machine: for each module given, random games
// through the JS `Game` API (moves per second) and Master-sized searches (nodes per second),
// counted per second of this process's CPU time (`process.cpuUsage`), which other programs on
// the machine disturb far less than the wall clock. Rounds alternate between the modules; it
// prints the median and the range of 5 rounds. Modules as `scripts/bench-wasm` builds them:
//   node benches/compare.mjs "$PWD/before/mancala_heritage.js" "$PWD/target/wasm-bench/mancala_heritage.js"
import { createRequire } from "node:module";
import { generator } from "./generator.mjs";

const require = createRequire(import.meta.url);
const modules = process.argv.slice(2).map((path) => [path, require(path)]);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Returns the JS API's moves per CPU-second in `variant`, over about 0.8 s. */
function api({ Game }, variant, seed) {
  const random = generator(seed);
  const play = () => {
    const g = new Game(variant);
    let moves = 0;
    while (!g.isOver()) {
      const legal = g.legalMoves();
      g.play(legal[Math.floor(random() * legal.length)]);
      moves++;
    }
    g.free();
    return moves;
  };
  for (let i = 0; i < 50; i++) play(); // warm up
  let moves = 0;
  const start = cpu();
  while (cpu() - start < 0.8) moves += play();
  return moves / (cpu() - start);
}

/** Returns the search's nodes per CPU-second in `variant`, over four Master-sized searches. */
function search({ searchNodes }, variant, seed) {
  searchNodes(variant, 1, 800_000, 99); // warm up
  let nodes = 0;
  const start = cpu();
  for (let s = 0; s < 4; s++) nodes += searchNodes(variant, 1, 800_000, seed * 4 + s);
  return nodes / (cpu() - start);
}

const figures = new Map();
for (let round = 0; round < 5; round++) {
  for (const [path, module] of modules) {
    for (const variant of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
      for (const [what, measure] of [
        ["JS API moves", api],
        ["search nodes", search],
      ]) {
        const key = `${path}\n  ${variant.padEnd(14)} ${what}`;
        if (!figures.has(key)) figures.set(key, []);
        figures.get(key).push(measure(module, variant, round + 1) / 1e6);
      }
    }
  }
}
let shown = "";
for (const [key, values] of figures) {
  const [path, line] = key.split("\n");
  if (path !== shown) console.log((shown = path));
  values.sort((a, b) => a - b);
  const f = (x) => x.toFixed(2);
  console.log(`${line} ${f(values[2])} M/CPU-s (${f(values[0])}–${f(values[4])})`);
}
