// The lessons: for each game, a few steps set on positions made for them (Game.fromState).
// Each step says one thing (its words are in ./words-<lang>.js under the same id), the
// learner plays the step's action and watches the rule happen. Nothing here is a rule: the
// handle plays every move, and tests/unit/lesson-positions.test.mjs checks each step below
// against the rules core — the action is legal, and `expect` (worked out by hand from
// docs/rules.md, in the comments) is what the trace and the position after it show.
//
// A step: {
//   id        its words' key
//   state     the position (Game.fromState), or "previous": go on from the previous step's end,
//             or "start": the game's own start
//   action    the pit the learner must sow, "agree" (Al-manqala's agreed cycle, a button of
//             the lesson) or "ritual" (Mangala IV's odd-or-even scene)
//   any       true: any legal pit will do (`action` is the one "Show me" plays)
//   mark      true: the pit is ringed on the board; false: the learner finds it
//   expect    what the action does (checked by the test): lift (seeds lifted), relays (the
//             seeds of each relay), captures ([pit, seeds] the mover takes, in order), extra
//             (an extra sowing follows), end (the reason the game ends, or null), winner,
//             piles (after), after ({ pit: seeds } after the move), reaches (seeds dropped
//             into the other row)
//   others    what every other legal pit does instead (the "wrong pit" words say so):
//             captures (false: nothing; true: something), end, extra
// }
// Boards below: pits[0..6] is North's row (pit 0 is North's place 1), pits[7..13] South's
// (pit 13 is South's place 1, at the far left). Sowing runs 13 → 7 → 0 → 6 → 13.

/** @import { LessonStep, StateInput } from "../types.js" */

/**
 * Builds the 14 pits from South's row as seen (places 1–7, pits 13…7) and North's in its
 * own order (places 1–7, pits 0…6).
 * @param {number[]} south
 * @param {number[]} north
 */
const board = (south, north) => [...north, ...south.slice().reverse()];

/**
 * @param {number[]} south
 * @param {number[]} north
 * @param {[number, number]} captured
 * @param {Partial<StateInput>} [extra]
 * @returns {StateInput}
 */
const agm = (south, north, captured, extra = {}) => ({
  variant: "ali-guli-mane",
  pits: board(south, north),
  captured,
  toMove: 0,
  ...extra,
});
/** @param {number[]} south @param {number[]} north @param {[number, number]} captured @returns {StateInput} */
const amq = (south, north, captured) => ({
  variant: "al-manqala",
  pits: board(south, north),
  captured,
  toMove: 0,
});
/** @param {number[]} south @param {number[]} north @param {[number, number]} captured @returns {StateInput} */
const m4 = (south, north, captured) => ({
  variant: "mangala-iv",
  pits: board(south, north),
  captured,
  toMove: 0,
});

/** @type {{ [variant: string]: LessonStep[] }} */
export const LESSONS = {
  "ali-guli-mane": [
    // 70 seeds: 8 + 15 on the board, piles 24 + 23. Pit 11 (place 3) holds 3: they drop into
    // 10, 9, 8. next(8) = 7 is empty: the saada. c = next(7) = 0 and opposite(0) = 7 are
    // both empty, so nothing is taken; no capture, no extra sowing.
    {
      id: "sow",
      state: agm([1, 4, 3, 0, 0, 0, 0], [0, 2, 3, 4, 1, 2, 3], [24, 23]),
      action: 11,
      mark: true,
      expect: { lift: 3, relays: [], captures: [], extra: false, end: null },
    },
    // 70: 8 + 9 on the board, piles 27 + 26. Pit 9 (place 5) holds 2: drops into 8, 7.
    // next(7) = 0 holds 3: relay, lift 3, drop into 1, 2, 3. next(3) = 4 is empty: saada.
    // c = 5 (empty) and opposite(5) = 12 (empty): nothing taken.
    {
      id: "relay",
      state: agm([2, 0, 1, 3, 2, 0, 0], [3, 1, 2, 1, 0, 0, 2], [27, 26]),
      action: 9,
      mark: true,
      expect: { lift: 2, relays: [3], captures: [], extra: false, end: null },
    },
    // 70: 11 + 12 on the board, piles 25 + 22. Pit 7 (place 7) holds 3: drops into 0, 1, 2.
    // next(2) = 3 is empty: saada. c = next(3) = 4 holds 3, opposite(4) = 11 holds 4: South
    // takes 3 + 4 = 7 and, having captured on the first sowing with seeds left, sows again.
    {
      id: "saada",
      state: agm([2, 0, 4, 1, 0, 1, 3], [2, 3, 1, 0, 3, 2, 1], [25, 22]),
      action: 7,
      mark: true,
      expect: {
        lift: 3,
        relays: [],
        captures: [
          [4, 3],
          [11, 4],
        ],
        extra: true,
        end: null,
      },
    },
    // Goes on: South (13: 2, 10: 1, 8: 1) sows again. Pit 8: 1 seed into 7; next(7) = 0
    // holds 3: relay into 1, 2, 3; next(3) = 4 was emptied by the capture: saada;
    // c = 5 holds 2, opposite(5) = 12 is empty: South takes 2. The second sowing earns no
    // third: North moves next. Pits 10 and 13 relay into the same run and take the same 2.
    {
      id: "extra",
      state: "previous",
      action: 8,
      any: true,
      mark: false,
      expect: { lift: 1, relays: [3], captures: [[5, 2]], extra: false, end: null },
      others: { captures: true, extra: false },
    },
    // 70: 10 on the board (South's only), piles 27 + 33. Pit 12 (place 2) holds 1: into 11.
    // next(11) = 10 is empty: saada; c = 9 and opposite(9) = 2 are empty: nothing taken.
    // North, to move, has no seed: the game ends (stuck). South adds the 4 + 1 + 2 + 3 = 10
    // seeds of their row: 37 to 33, South wins. Every other pit sends seeds to North's row
    // (13 relays on through 8; 8 and 7 reach pit 0), so the game goes on after them.
    {
      id: "end",
      state: agm([4, 1, 0, 0, 0, 2, 3], [0, 0, 0, 0, 0, 0, 0], [27, 33]),
      action: 12,
      mark: true,
      expect: {
        lift: 1,
        relays: [],
        captures: [],
        extra: false,
        end: "stuck",
        winner: 0,
        piles: [37, 33],
      },
      others: { end: null },
    },
  ],
  "al-manqala": [
    // 98: 18 + 26 on the board, piles 30 + 24. Pit 9 (place 5) holds 6: drops into 8, 7, 0,
    // 1, 2, 3. Pit 3 held 5 and now 6: not 2 or 4, nothing taken; no relay in Al-manqala.
    {
      id: "lap",
      state: amq([3, 5, 1, 0, 6, 2, 1], [4, 6, 1, 5, 2, 0, 8], [30, 24]),
      action: 9,
      mark: true,
      expect: { lift: 6, relays: [], captures: [], end: null, after: { 3: 6 } },
    },
    // 98: 11 + 20 on the board, piles 31 + 36. Pit 8 (place 6) holds 6: into 7, 0, 1, 2, 3,
    // 4; pit 4 held 3, now 4: taken; prev(4) = 3 now holds 1: the chain stops. Others:
    // 13 (1) makes 12 hold 3; 12 (2) makes 10 hold 3; 10 (2) makes 8 hold 7: no capture.
    {
      id: "capture",
      state: amq([1, 2, 0, 2, 0, 6, 0], [3, 5, 1, 0, 3, 7, 1], [31, 36]),
      action: 8,
      mark: false,
      expect: { lift: 6, relays: [], captures: [[4, 4]], end: null },
      others: { captures: false },
    },
    // 98: 19 + 18 on the board, piles 32 + 29. Pit 9 (place 5) holds 5: into 8, 7, 0, 1, 2.
    // Now 2 holds 2 (taken), 1 holds 4 (taken), 0 holds 2 (taken), 7 holds 3: the chain
    // stops, and 8, just behind it, keeps its 2. South takes 8.
    {
      id: "chain",
      state: amq([0, 6, 0, 5, 5, 1, 2], [1, 3, 1, 0, 6, 5, 2], [32, 29]),
      action: 9,
      mark: true,
      expect: {
        lift: 5,
        relays: [],
        captures: [
          [2, 2],
          [1, 4],
          [0, 2],
        ],
        end: null,
        after: { 7: 3, 8: 2 },
      },
    },
    // 98: 11 on the board (South's only), piles 40 + 47. North's row is empty: only a pit
    // that reaches it is legal. 13 (3) stops at 10, 10 (1) at 9, 9 (2) at 7; 11 (5) drops
    // into 10, 9, 8, 7 and pit 0: it alone is legal. Pit 0 then holds 1: nothing taken.
    {
      id: "feed",
      state: amq([3, 0, 5, 1, 2, 0, 0], [0, 0, 0, 0, 0, 0, 0], [40, 47]),
      action: 11,
      mark: false,
      expect: { lift: 5, relays: [], captures: [], end: null, reaches: 1 },
    },
    // 98: 7 on the board, piles 44 + 47. Pit 7 (place 7) holds 1: into pit 0, which now
    // holds 2: taken; prev(0) = 7 is empty: stop. North's row is empty: North passes. South
    // (13: 1, 12: 2, 11: 2) can't reach North's row, so the game ends and North takes the 5
    // seeds left: South 44 + 2 = 46, North 47 + 5 = 52, North wins. Other pits take nothing.
    {
      id: "starve",
      state: amq([1, 2, 2, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0, 0], [44, 47]),
      action: 7,
      mark: true,
      expect: {
        lift: 1,
        relays: [],
        captures: [[0, 2]],
        end: "starved",
        winner: 1,
        piles: [46, 52],
      },
      others: { end: null },
    },
    // 98: 2 on the board, piles 48 + 48. One seed in pit 10 (South's place 4), one in pit 3
    // facing it. Each player has one move, one pit on, so the two seeds stay seven pits
    // apart and never make 2: the same position returns every 14 moves (the test plays it
    // out). Agreeing divides the board: 1 each, 49 to 49, a draw.
    {
      id: "cycle",
      state: amq([0, 0, 0, 1, 0, 0, 0], [0, 0, 0, 1, 0, 0, 0], [48, 48]),
      action: "agree",
      mark: false,
      expect: { end: "agreed", winner: null, piles: [49, 49] },
    },
  ],
  "mangala-iv": [
    // 98: 8 + 13 on the board, piles 38 + 39. South's leftmost pit with seeds is 11 (place 3),
    // 2 seeds: into 10 and 9. Pit 9 was empty and now holds 1: the move ends.
    {
      id: "forced",
      state: m4([0, 0, 2, 3, 0, 1, 2], [3, 1, 2, 0, 4, 1, 2], [38, 39]),
      action: 11,
      mark: false,
      expect: { lift: 2, relays: [], captures: [], end: null, after: { 9: 1 } },
    },
    // 98: 7 + 12 on the board, piles 40 + 39. Leftmost is 13 (place 1), 1 seed: into 12,
    // which now holds 3: relay, lift 3 into 11, 10, 9; pit 9 was empty: the move ends.
    {
      id: "relay3",
      state: m4([1, 2, 0, 0, 0, 3, 1], [2, 0, 4, 1, 3, 0, 2], [40, 39]),
      action: 13,
      mark: false,
      expect: { lift: 1, relays: [3], captures: [], end: null, after: { 9: 1 } },
    },
    // 98: 9 + 11 on the board, piles 38 + 40. Leftmost is 12 (place 2), 2 seeds: into 11 and
    // 10, which now holds 5: relay, lift 5 into 9, 8, 7, 0, 1; pit 1 was empty: the move ends.
    {
      id: "relay5",
      state: m4([0, 2, 0, 4, 0, 2, 1], [3, 0, 2, 2, 1, 3, 0], [38, 40]),
      action: 12,
      mark: false,
      expect: { lift: 2, relays: [5], captures: [], end: null, after: { 1: 1 } },
    },
    // 98: 11 + 10 on the board, piles 37 + 40. Leftmost is 13 (place 1), 3 seeds: into 12
    // (now 2), 11 (now 4), 10 (now 2). The last seed made 2 in 10: capture. The chain: 10, 11
    // (4), 12 (2); 13 is empty: stop. South takes each and the pit facing it: 10 (2) and 3 (2),
    // 11 (4) and 4 (1), 12 (2) and 5 (3): 14 seeds.
    {
      id: "chain",
      state: m4([3, 1, 3, 1, 0, 2, 1], [2, 0, 1, 2, 1, 3, 1], [37, 40]),
      action: 13,
      mark: false,
      expect: {
        lift: 3,
        relays: [],
        captures: [
          [10, 2],
          [3, 2],
          [11, 4],
          [4, 1],
          [12, 2],
          [5, 3],
        ],
        end: null,
      },
    },
    // The odd-or-even ritual on the game's own start: the scene decides the rows.
    { id: "ritual", state: "start", action: "ritual", mark: false, expect: {} },
  ],
};
