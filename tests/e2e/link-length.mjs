// Prints the length of a game link that carries a 100-move Al-manqala game
// (docs/notation.md#game-links): random legal moves from a fixed seed, on the release build's
// wasm, encoded by the page's own lib/links.js. Run after `trunk build --release --offline`:
//
//   node tests/e2e/link-length.mjs
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MODULES } from "./harness.mjs";

// The release build's wasm and its glue, from its plain modules (see harness.mjs).
const glue = await import(new URL("mancala-heritage.js", MODULES));
glue.initSync({
  module: readFileSync(fileURLToPath(new URL("mancala-heritage_bg.wasm", MODULES))),
});
const { makeLink } = await import("../../www/js/lib/links.js");

const MOVES = 100;
const BASE = "https://museum.example.org/mancala/";

/** A small seeded generator (the numbers only pick moves; any would do). */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

for (let seed = 1; seed < 1000; seed += 1) {
  const next = random(seed);
  const g = new glue.Game("al-manqala", {});
  while (g.movesPlayed() < MOVES && !g.isOver()) {
    const legal = Array.from(g.legalMoves());
    g.play(legal[Math.floor(next() * legal.length)]);
  }
  if (g.movesPlayed() === MOVES && !g.isOver()) {
    const link = makeLink(BASE, g.record(), {
      notation: glue.Game,
      defaults: glue.Game.optionsOf("al-manqala"),
    });
    console.log(
      `a ${MOVES}-move Al-manqala game (random moves, seed ${seed}): a link of ${link.length} characters`,
    );
    console.log(link);
    process.exit(0);
  }
  g.free();
}
console.error(`no game of ${MOVES} moves found`);
process.exit(1);
