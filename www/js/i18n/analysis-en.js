// English words of the analysis board (flow/modes/analysis.js, views/analysis.js), fetched when
// the board first shows. A sowing's worth is always the mover's: `n` is the seeds as a number
// (for plurals), `seeds` the same written for the language.
import { plurals } from "./plural.js";

/** A count's form, as shown (views/analysis.js: at most 2 decimals). */
const count = plurals("en", { maximumFractionDigits: 2 });
/** @param {number} n @param {string} seeds */
const seedWord = (n, seeds) => count(n, { one: `${seeds} seed`, other: `${seeds} seeds` });

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
  "analysis.back": "Take back a sowing",
  "analysis.leave": "Back to the game",
});
