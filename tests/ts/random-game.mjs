// docs/game-api.md's example: a random game through the package in pkg/ (run scripts/package first).
import { readFile } from "node:fs/promises";
import init, { Game } from "../../pkg/mancala-heritage.js";

await init({
  module_or_path: await readFile(new URL("../../pkg/mancala-heritage_bg.wasm", import.meta.url)),
});
const g = new Game("al-manqala");
while (!g.isOver()) {
  const moves = g.legalMoves();
  g.play(moves[Math.floor(Math.random() * moves.length)]);
}
console.log(JSON.stringify(g.result()));
