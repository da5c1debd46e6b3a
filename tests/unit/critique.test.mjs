// The grading of "How did I play?" (www/js/flow/critique.js) on analyses made up by hand (the
// fields of Game.analyze): the grade by the seeds given up, a proven result let slip, the
// summary and its turning point. The review in the page: tests/e2e/critique.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./wasm.mjs"; // critique.js reaches www/js/lib/wasm.js (through the computer's client)

const { gradeMove, gradeOf, summaryOf } = await import("../../www/js/flow/critique.js");

const move = (pit, value, { outcome = null, best = false, captures = 0 } = {}) => ({
  pit,
  value,
  exact: outcome !== null,
  outcome,
  captures,
  extraSowing: false,
  safeReplies: null,
  best,
});

test("grades: the seeds given up against the best move, by docs/page.md's thresholds", () => {
  assert.deepEqual([0, 0.49, 0.5, 1.99, 2, 3.99, 4, 7.99, 8, 30].map(gradeOf), [
    "best",
    "best",
    "good",
    "good",
    "inaccuracy",
    "inaccuracy",
    "mistake",
    "mistake",
    "blunder",
    "blunder",
  ]);
  const analysis = [
    move(7, 3.5),
    move(8, 6, { best: true, captures: 4 }),
    move(9, 0.5),
    move(10, -3),
  ];
  assert.equal(gradeMove(analysis, 8).grade, "best");
  assert.equal(gradeMove(analysis, 8).better, null);
  const seven = gradeMove(analysis, 7);
  assert.deepEqual([seven.grade, seven.lost, seven.better], ["inaccuracy", 2.5, 8]);
  assert.deepEqual(seven.betterFacts, [{ fact: "captures", seeds: 4 }]);
  assert.equal(gradeMove(analysis, 9).grade, "mistake");
  assert.equal(gradeMove(analysis, 10).grade, "blunder");
});

test("grades: a forced win let slip is at least a mistake, a proven loss a blunder", () => {
  // A win by 2 against a draw gives up only 2 seeds, yet the result changed.
  const slipped = gradeMove(
    [move(1, 2, { outcome: "win", best: true }), move(2, 0, { outcome: "draw" })],
    2,
  );
  assert.deepEqual([slipped.grade, slipped.slip], ["mistake", "win"]);
  const lost = gradeMove(
    [move(1, 0, { outcome: "draw", best: true }), move(2, -1, { outcome: "loss" })],
    2,
  );
  assert.deepEqual([lost.grade, lost.slip], ["blunder", "draw"]);
  // Two proven wins: no slip, graded by seeds alone.
  const smaller = gradeMove(
    [move(1, 9, { outcome: "win", best: true }), move(2, 8, { outcome: "win" })],
    2,
  );
  assert.deepEqual([smaller.grade, smaller.slip], ["good", null]);
  // An unproven move is never said to have slipped.
  assert.equal(gradeMove([move(1, 3, { outcome: "win", best: true }), move(2, 1)], 2).slip, null);
});

test("the summary: counts per grade, and the turning point is the costliest move from winning to losing", () => {
  const mark = (index, grade, lost, before, after, outcomes = [null, null]) => ({
    index,
    grade,
    lost,
    before,
    after,
    outcomes,
  });
  // docs/page.md: winning is an expected margin of +2 seeds or more (TURN), losing −2 or less.
  const sum = summaryOf([
    mark(0, "inaccuracy", 3, 0.5, -2.5), // a level game slipping behind (a first move): not one
    mark(2, "mistake", 5, 6, 1), // still ahead after it
    mark(4, "inaccuracy", 3, 2, -1), // winning to level: not the opponent's game yet
    mark(6, "mistake", 5, 3, -2), // winning to losing
    mark(8, "blunder", 9, 4, -5), // winning to losing, and costlier: the turning point
    mark(10, "blunder", 12, -9, -21), // already behind
  ]);
  assert.deepEqual(sum.counts, { best: 0, good: 0, inaccuracy: 2, mistake: 2, blunder: 2 });
  assert.equal(sum.moves, 6);
  assert.equal(sum.turningPoint, 8);
  assert.equal(summaryOf([mark(0, "good", 1, 0, -1)]).turningPoint, null);
  // Level to far behind is a costly move, yet no side was winning before it.
  assert.equal(summaryOf([mark(0, "blunder", 9, 0.5, -8.5)]).turningPoint, null);
  // Proven results rule over estimates: a win let slip to a draw is no turn; to a loss it is; a
  // drawn game lost was not a winning one.
  assert.equal(summaryOf([mark(3, "mistake", 2, 2, 0, ["win", "draw"])]).turningPoint, null);
  assert.equal(summaryOf([mark(3, "blunder", 4, 1, -1, ["win", "loss"])]).turningPoint, 3);
  assert.equal(summaryOf([mark(3, "blunder", 9, 0, -9, ["draw", "loss"])]).turningPoint, null);
  assert.equal(summaryOf([mark(3, "blunder", 9, 0, -9, ["loss", "loss"])]).turningPoint, null);
});
