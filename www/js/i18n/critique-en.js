// English words of the review of a game ("How did I play?", flow/critique.js), fetched when a
// review is first shown. The move played and the better one are named with the hint's words
// (hint.move, hint.does, hint.captures … in en.js), and the review speaks to the player who
// made the move, as the hint does. critique.played also gets `place` (the pit's number), for
// languages whose sentence needs the pit in another case than hint.move gives.
import { plurals } from "./index.js";

const forms = plurals("en");
/** @param {number} n */
const seeds = (n) => forms(n, { one: "1 seed", other: `${n} seeds` });
/** @param {number} n @param {string} one @param {string} many */
const count = (n, one, many) => `${n} ${forms(n, { one, other: many })}`;
/** @param {string[]} items */
const list = (items) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "critique.title": "How did you play?",
  "critique.running": ({ done, total }) =>
    `The Master is looking over the moves one by one: ${done} of ${total}.`,
  "critique.progress": "Review of the game",
  "critique.cancel": "Stop the review",
  "critique.close": "Close the review",
  "critique.summary": ({ player, moves, counts }) => {
    const parts = [];
    if (counts.best) parts.push(count(counts.best, "best move", "best moves"));
    if (counts.good) parts.push(count(counts.good, "good move", "good moves"));
    if (counts.inaccuracy) parts.push(count(counts.inaccuracy, "inaccuracy", "inaccuracies"));
    if (counts.mistake) parts.push(count(counts.mistake, "mistake", "mistakes"));
    if (counts.blunder) parts.push(count(counts.blunder, "blunder", "blunders"));
    const clean = !counts.inaccuracy && !counts.mistake && !counts.blunder;
    return `${player}, ${count(moves, "move", "moves")}: ${list(parts)}.${clean ? " Not a single slip." : ""}`;
  },
  "critique.turning": "The turning point: move {n}.",
  "critique.look": "Moves to look at",
  "critique.entry": "Move {n}: {grade}",
  "critique.pick":
    "Select a marked move to see the position before it, with the move played and the better one.",
  "critique.played": ({ n, move, what }) =>
    `Move ${n}: you played ${move}${what ? ` — ${what}` : ""}.`,
  "critique.verdict.best": "The best move here.",
  "critique.verdict.good": ({ n }) => `A good move, about ${seeds(n)} short of the best.`,
  "critique.verdict.inaccuracy": ({ n }) => `An inaccuracy: it gave up about ${seeds(n)}.`,
  "critique.verdict.mistake": ({ n }) => `A mistake: it gave up about ${seeds(n)}.`,
  "critique.verdict.blunder": ({ n }) => `A blunder: it gave up about ${seeds(n)}.`,
  "critique.forced": "It was the only move.",
  "critique.slip.win": "This let a forced win slip.",
  "critique.slip.draw": "This lost a drawn position.",
  "critique.better": ({ move, what }) => `Better: ${move}${what ? ` — ${what}` : ""}.`,
  // — a mark on a first move, said gently —
  "critique.firstMove":
    "Marks on a first move are common: from the very start the Master sees much further ahead than a person can. Take it as a pointer to a stronger opening, not as a fault.",
});
