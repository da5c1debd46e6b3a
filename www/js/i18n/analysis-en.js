// English words of the analysis board (flow/modes/analysis.js, views/analysis.js), fetched when
// the board first shows. A sowing's worth is always the mover's: `n` is the seeds as a number
// (for plurals), `seeds` the same written for the language.
/** @param {number} n @param {string} seeds */
const seedWord = (n, seeds) => `${seeds} ${n === 1 ? "seed" : "seeds"}`;

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "analysis.title": "Analysis board",
  "analysis.move": "Pit {letter}",
  "analysis.win": ({ n, seeds }) => `wins by ${seedWord(n, seeds)}, proven`,
  "analysis.loss": ({ n, seeds }) => `loses by ${seedWord(n, seeds)}, proven`,
  "analysis.draw": "draws, proven",
  "analysis.ahead": ({ n, seeds }) => `about ${seedWord(n, seeds)} ahead`,
  "analysis.behind": ({ n, seeds }) => `about ${seedWord(n, seeds)} behind`,
  "analysis.even": "about even",
  "analysis.best": "best",
  "analysis.line": "Expected line: {line}",
  "analysis.thinking": "Analysing…",
  "analysis.deeper": "Analysing deeper… {depth} sowings ahead so far.",
  "analysis.stopped": "Analysis stopped, {depth} sowings ahead.",
  "analysis.done": "Analysis finished, {depth} sowings ahead.",
  "analysis.over": "The game is over in this position: there is no sowing to analyse.",
  "analysis.failed": "The analysis stopped because of an error.",
  "analysis.stop": "Stop",
  "analysis.resume": "Analyse again",
  "analysis.back": "Back a sowing",
  "analysis.leave": "Back to the game",
  "analysis.moves": "Moves explored",
  "analysis.start": "Start",
  "analysis.moveName": "Move {n}: {move}",
  "analysis.after": "After move {n}",
  "analysis.gaveUp": ({ grade, n, seeds }) => `${grade}, ${seedWord(n, seeds)} given up`,
  "analysis.variation": "variation",
  "analysis.comment": "Comment on this move",
  "analysis.commentStudy": "Comment on the study",
  "analysis.promote": "Make it the main line",
  "analysis.remove": "Delete from this move on",
  "analysis.export": "Export the study",
  "analysis.import": "Open a study file",
  "analysis.tooLong":
    "This study is too long for a link: the address keeps only the position shown. Export the study to share it.",
  "analysis.graph": "How the main line stands after each move: South above the line, North below",
  "analysis.graphAhead": ({ player, n, seeds }) => `${player} about ${seedWord(n, seeds)} ahead`,
  "analysis.graphEven": "about even",
});
