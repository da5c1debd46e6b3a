// English words of the analysis board (flow/modes/analysis.js, views/analysis.js), fetched when
// the board first shows. A sowing's worth is always the mover's: `n` is the seeds as a number
// (for plurals), `seeds` the same written for the language.
import { plurals } from "./index.js";

/** A count's form, as shown (views/analysis.js: at most 2 decimals). */
const count = plurals("en", { maximumFractionDigits: 2 });
/** @param {number} n @param {string} seeds */
const seedWord = (n, seeds) => count(n, { one: `${seeds} seed`, other: `${seeds} seeds` });
/** How far the search looked. @param {number} n */
const sowings = (n) => count(n, { one: `${n} sowing`, other: `${n} sowings` });

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
  "analysis.deeper": ({ depth }) => `Analysing deeper… ${sowings(depth)} ahead so far.`,
  "analysis.stopped": ({ depth }) => `Analysis stopped, ${sowings(depth)} ahead.`,
  "analysis.done": ({ depth }) => `Analysis finished, ${sowings(depth)} ahead.`,
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
  // The position editor (views/editor.js), opened from the board: {what} names a pit or a pile,
  // and each editor.why.<kind> says why the handle took a state for no position (KINDS in
  // views/editor.js).
  "analysis.edit": "Set up a position",
  "editor.title": "Position editor",
  "editor.game": "Game",
  "editor.row": "{player}'s row",
  "editor.closed": "closed",
  "editor.less": "One seed fewer: {what}",
  "editor.more": "One seed more: {what}",
  "editor.pile": "{player}'s pile",
  "editor.toMove": "To move",
  "editor.extra": "The player to move is owed an extra sowing",
  "editor.round": "Round",
  "editor.starter": "Round started by",
  "editor.total": "Seeds: {n} of {max}",
  "editor.legal": "A legal position.",
  "editor.over": "A legal position, in which the game is over.",
  "editor.text": "Position text (paste one to start from it)",
  "editor.analyse": "Analyse this position",
  "editor.paste": "Start from this text",
  "editor.start": "The game's start",
  "editor.empty": "Empty board",
  "editor.close": "Close the editor",
  "editor.why.tooManySeeds": "There are more seeds than the game has: take some away.",
  "editor.why.closedWithoutRounds": "Pits are closed only in a game played in rounds.",
  "editor.why.seedsInClosedPit": "A closed pit can hold no seeds.",
  "editor.why.closedNotAtRowEnd":
    "A row's closed pits must be its last pits, in the order of sowing.",
  "editor.why.wholeRowClosed": "A whole row can't be closed.",
  "editor.why.badRound":
    "Rounds count from 1, and only a game played in rounds goes past the first.",
  "editor.why.extraWithoutAliGuliMane": "An extra sowing is owed only in Ali Guli Mane.",
  "editor.why.extraWithoutSeeds": "An extra sowing can't be owed to a player with no seed to sow.",
  "editor.why.notAnEnding": "This game can't end that way.",
  "editor.why.unknownVariant": "The text names none of this board's games.",
  "editor.why.optionNotForVariant": "One of the options is not this game's.",
  "editor.why.badOption": "The text has an option this game does not take.",
  "editor.why.badPart": "Part of the text does not read as a position.",
  "editor.why.other": "This is not a position of the game.",
});
