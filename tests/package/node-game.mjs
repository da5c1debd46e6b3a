import { Game } from "mancala-heritage";

const g = new Game("al-manqala");
while (!g.isOver()) {
  const moves = g.legalMoves();
  g.play(moves[Math.floor(Math.random() * moves.length)]);
}
console.log(JSON.stringify(g.result())); // {"winner":0,"captured":[50,40],"reason":"fifty"}
