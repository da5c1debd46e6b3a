// The lessons' words in English (../lessons/lessons.js holds the steps; each step's words
// go under its id: say = what to do, done = what happened, wrong = another legal pit,
// miss = a pit that can't be played). Slots come from the handle's trace: n (seeds taken),
// k (pits taken from), relay (seeds lifted by the relay), last (seeds in the last seed's
// pit), got (seeds the other player took), a and b (South's and North's piles after).
import { plurals } from "../i18n/index.js";

const forms = plurals("en");
/** @param {number} n */
const seeds = (n) => forms(n, { one: "1 seed", other: `${n} seeds` });

export default /** @satisfies {import("../types.js").LessonWords} */ ({
  ui: {
    title: "Learn {game}",
    step: "Step {n} of {total}",
    show: "Show me",
    next: "Next",
    leave: "Back to the game",
    beginner: "Play the Beginner",
    finish: "That is the whole game. Try it against the Beginner, the gentlest computer player.",
    notYours: "That pit is North's. You play South, the bottom row.",
    empty: "That pit is empty: choose one that holds seeds.",
    wrong: "You could play that pit, but this step is about the ringed one: sow it.",
    miss: "That pit can't be played now.",
  },
  "ali-guli-mane": {
    sow: {
      say: "You play South, the bottom row. To sow, lift every seed of a pit and drop them one by one into the pits that follow: along your row to the right, then along North's row to the left. Sow the ringed pit.",
      done: "One seed into each pit. The pit after your last seed was empty, so the sowing stopped: that empty pit is the saada, marked on the board.",
    },
    relay: {
      say: "When your last seed lands, look at the next pit. If it holds seeds, lift them all and sow on: this relay is called pussa kanawa. Sow the ringed pit.",
      done: ({ relay }) =>
        `The pit after your last seed held ${seeds(relay)}: you lifted them and sowed on, until the pit after the last seed was empty.`,
    },
    saada: {
      say: "When the pit after your last seed is empty, it is the saada and the sowing stops. You take the seeds of the pit just beyond it and of the pit facing that one. Sow the ringed pit.",
      done: ({ n }) =>
        `Saada! You took ${seeds(n)}: the pit beyond the empty one and the pit facing it. You captured with the first sowing of your turn, so you sow again.`,
    },
    extra: {
      say: "Your extra sowing: choose any pit of your row. It captures at its saada too, but it never earns a third sowing.",
      done: ({ n }) =>
        `You took ${seeds(n)} more. That was your second sowing, so now it is North's turn.`,
    },
    end: {
      say: "North's row is empty. The game ends when the player to move has no seed in their row. Sow the ringed pit: its seed stays in your row.",
      wrong:
        "That sowing would send seeds into North's row, and North could play on. Sow the ringed pit.",
      done: ({ a, b }) =>
        `North has no seed to move: the game is over. Each player adds the seeds left in their own row to their pile, and the bigger pile wins: ${a} to ${b}.`,
    },
  },
  "al-manqala": {
    lap: {
      say: "You play South, the bottom row. Lift all the seeds of a pit and sow them one by one into the pits that follow, anticlockwise, North's row included. The move ends when your hand is empty: there is no relay. Sow the ringed pit.",
      done: ({ last }) =>
        `Your last seed made ${last} in its pit. That is not 2 or 4, so nothing is taken, and it is North's turn.`,
    },
    capture: {
      say: "If your last seed makes 2 or 4 in its pit, in either row, you take those seeds. One of your pits does that here: find it.",
      wrong: "Not that one: its last seed would not make 2 or 4. Count the seeds and try again.",
      done: ({ n }) => `Your last seed made ${n}: you took them.`,
    },
    chain: {
      say: "After a capture, look at the pit before it: if it holds 2 or 4 too, take those as well, and go on backwards. The chain stops at the first pit holding any other number. Sow the ringed pit.",
      done: ({ n, k }) =>
        `You took ${seeds(n)} from ${k} pits in a row. The chain stopped at a pit holding 3, so the 2 seeds in the pit behind it stay.`,
    },
    feed: {
      say: "North's row is empty. Then you must play a pit that drops at least one seed into North's row. Find it.",
      miss: "That pit can't reach North's row. Look for one with enough seeds to get there.",
      done: "Your sowing reached North's row, so North can play again.",
    },
    starve: {
      say: "If your opponent's row is empty and none of your pits can reach it, the game ends and your opponent takes every seed left. The ringed pit takes North's last seeds: watch what follows.",
      wrong:
        "That pit would leave North a seed and the game would go on. Sow the ringed pit to see the rule.",
      done: ({ got, a, b }) =>
        `North had no seed and passed, and none of your pits could reach North's row. So North took the ${seeds(got)} left and wins, ${b} to ${a}.`,
    },
    cycle: {
      say: "Two lone seeds face each other. Each moves one pit a turn, so they can never meet to make 2: they would chase each other for ever. When both players agree, press the button below: the seeds on the board are divided equally.",
      wrong:
        "You could sow it, but the two seeds would only go round and round. Press the button below.",
      done: ({ a, b }) =>
        `Each of you took one seed: ${a} to ${b}, a draw. The same happens by itself when the same position occurs for the third time.`,
    },
  },
  "mangala-iv": {
    miss: "In Mangala IV you have no choice: sow your leftmost pit that holds seeds.",
    forced: {
      say: "You play South, the bottom row. In Mangala IV every move is forced: you lift your leftmost pit that holds seeds. Find it and sow it.",
      done: "Your last seed fell into an empty pit, so the move ends.",
    },
    relay3: {
      say: "If your last seed makes 3 in its pit, lift all 3 and sow on. Sow your leftmost pit.",
      done: "The last seed made 3: you lifted them and sowed on, until a seed fell into an empty pit.",
    },
    relay5: {
      say: "The same when your last seed makes 5 or more: lift them all and sow on. Sow your leftmost pit.",
      done: ({ relay }) =>
        `The last seed made ${relay}: another relay, which ended in an empty pit of North's row.`,
    },
    chain: {
      say: "If your last seed makes 2 or 4, you capture and the move ends. You take the seeds of that pit, of the unbroken run of 2s and 4s going back from it, and of the pits facing them all. Sow your leftmost pit.",
      done: ({ n, k }) =>
        `You took ${seeds(n)} from ${k} pits: each pit of the chain and the pit facing it.`,
    },
    ritual: {
      say: "Before the first move, one player hides one or two pieces in a fist and the other guesses odd or even. A right guess chooses the rows; a wrong one lets the hider assign them. South moves first. Try it against the computer.",
      done: "The rows are settled, and South moves first.",
    },
  },
});
