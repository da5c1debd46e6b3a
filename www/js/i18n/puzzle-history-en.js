// English words of the puzzles (the history, the rating, the themes; views/puzzle-history.js),
// fetched with loadMoreWords("puzzle-history", lang) when puzzles are first shown. The themes are those
// of docs/puzzles.md#themes, described as what the solution's sowings do, in docs/rules.md's
// terms; the player is "you", the solver.
import { plurals } from "./index.js";

const forms = plurals("en");

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "puzzles.title": "Puzzles",
  "puzzles.history": "Your puzzles",
  "puzzles.rating": ({ rating, change, n }) => {
    if (!n) return `Your puzzle rating: ${rating}. Every puzzle you try moves it.`;
    const moved = change > 0 ? `up ${change}` : change < 0 ? `down ${-change}` : "no change";
    const over = forms(n, { one: "on your last puzzle", other: `over your last ${n} puzzles` });
    return `Your puzzle rating: ${rating}, ${moved} ${over}.`;
  },
  "puzzles.solved": "Solved: {n}",
  "puzzles.failed": "Missed: {n}",
  "puzzles.none": "You have not tried a puzzle yet.",
  "puzzles.last": "Your last puzzles",
  "puzzles.attempt": ({ day, game, solved, rating }) =>
    `${day}, ${game}: ${solved ? "solved" : "missed"}, rating ${rating}`,
  "puzzles.themes": "Themes",
  "puzzles.themesHint": "Tick none for puzzles of every theme.",
  "puzzles.retry": ({ n }) => `Retry the puzzles you missed (${n})`,
  "puzzles.discarded": "Your puzzle progress could not be read, so it starts afresh.",

  "puzzles.theme.saada-double": "Double saada",
  "puzzles.about.saada-double":
    "At your saada you win seeds from both pits: the one just beyond it and the one facing that one.",
  "puzzles.theme.relay-capture": "Relay to a capture",
  "puzzles.about.relay-capture": "One of your sowings relays twice or more, then captures.",
  "puzzles.theme.extra-sowing": "Extra sowing",
  "puzzles.about.extra-sowing":
    "A capture earns you a second sowing, and the solution goes on with it.",
  "puzzles.theme.chain": "Chain of 2s and 4s",
  "puzzles.about.chain": "One sowing captures a run of three pits or more, each holding 2 or 4.",
  "puzzles.theme.feeding": "Feeding",
  "puzzles.about.feeding":
    "Your opponent's row is empty and you sow seeds into it (in Al-manqala you must).",
  "puzzles.theme.refuse-feeding": "Refusing to feed",
  "puzzles.about.refuse-feeding":
    "In Mangala IV: your opponent's row is empty and you leave it empty, so they must pass.",
  "puzzles.theme.starving": "Starving",
  "puzzles.about.starving": "One of your sowings leaves your opponent's row empty.",
  "puzzles.theme.sacrifice": "Sacrifice",
  "puzzles.about.sacrifice":
    "You give seeds away first: after your opponent's first reply, the piles stand worse for you than at the start.",
  "puzzles.theme.endgame": "Endgame",
  "puzzles.about.endgame": "The solution ends the game.",
});
