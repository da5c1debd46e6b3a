// English words of the puzzles (flow/modes/puzzle.js, views/puzzle.js), fetched when a puzzle first
// shows. A pit is named by its place (1 to 7 from its owner's left), as the hint names it; the
// hint's facts are the hint's own words (hint.captures … in en.js).
import { plurals } from "./index.js";

const forms = plurals("en");
/** @param {number} n */
const seeds = (n) => forms(n, { one: "1 seed", other: `${n} seeds` });

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "puzzle.title": "Puzzle",
  "puzzle.daily": "Puzzle of the day",
  "puzzle.meta": ({ id, n }) => `${id} · difficulty ${n}`,
  "puzzle.play": ({ player }) => `You play ${player}, and it is your move.`,
  "puzzle.goal.win": "Find the sowing that wins by force.",
  "puzzle.goal.draw": "Save the game: find the one sowing that still holds a draw.",
  "puzzle.goal.seeds": ({ n }) => `Win at least ${seeds(n)} more than your opponent wins back.`,
  "puzzle.step": ({ n, total }) => `Sowing ${n} of ${total}`,
  "puzzle.good": ({ player }) => `Right. ${player} has answered; find your next sowing.`,
  "puzzle.reply": ({ player }) => `Right. Now ${player} answers…`,
  "puzzle.thinking": "Not this one. Finding your opponent's best answer…",
  "puzzle.answer": ({ player, place, n }) =>
    n > 0
      ? `Not this one: ${player} then sows pit ${place} and captures ${seeds(n)}.`
      : `Not this one: ${player} answers from pit ${place}, and the goal is out of reach.`,
  "puzzle.answer.ends": ({ player, place, winner }) =>
    winner
      ? `Not this one: ${player} answers from pit ${place}, and that ends the game: ${winner} wins.`
      : `Not this one: ${player} answers from pit ${place}, and that ends the game in a draw.`,
  "puzzle.answer.leaves": ({ player, place, most }) =>
    most > 0
      ? `Not this one: ${player} answers from pit ${place}; after it your best sowing captures only ${seeds(most)}, and the goal is out of reach.`
      : `Not this one: ${player} answers from pit ${place}, and after it no sowing of yours captures anything.`,
  "puzzle.answer.win": ({ player }) => `From here ${player} wins by force.`,
  "puzzle.answer.draw": "From here the best you can get is a draw.",
  "puzzle.over": ({ player }) =>
    player
      ? `Not this one: it ends the game, and ${player} wins.`
      : "Not this one: it ends the game in a draw.",
  "puzzle.short": "Not this one: this sowing does not reach the goal.",
  "puzzle.solved": "Solved! The move list shows the whole line.",
  "puzzle.shown": "That is the solution: the move list shows the whole line.",
  "puzzle.rating": ({ n }) => `Your puzzle rating: ${n}`,
  "puzzle.change": ({ n }) => (n >= 0 ? `(+${n})` : `(−${-n})`),
  "puzzle.provisional": "— provisional: a new rating moves fast at first",
  "puzzle.status.solved": "Puzzle solved",
  "puzzle.status.shown": "The puzzle's solution",
  "puzzle.hint": ({ list }) => `Hint: the sowing you are looking for ${list}.`,
  "puzzle.hintQuiet":
    "Hint: the sowing you need takes nothing at once; think about what it leaves your opponent.",
  "puzzle.retry": "Try again",
  "puzzle.solution": "Show the solution",
  "puzzle.next": "Next puzzle",
  "puzzle.continue": "Continue as a game",
  "puzzle.leave": "Back to the game",
  "puzzle.link": "Link to this puzzle",
});
