// The package from CommonJS: Node 20.19+ and 22.12+ require an ES module without top-level
// await, which the Node entry is. Plays an Ali Guli Mane game to its end.
const { Game } = require("mancala-heritage");

const g = new Game("ali-guli-mane");
while (!g.isOver()) g.play(g.legalMoves()[0]);
console.log(JSON.stringify(g.result()));
