// What the puzzle history (www/js/views/puzzle-history.js) says and draws of a progress, without
// a page: the ratings the chart draws and the change the words give, and the chart's points.
// The view itself in a browser: tests/e2e/puzzle-history.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ratingCourse, chartPoints, CHART_ATTEMPTS } from "../../www/js/views/puzzle-history.js";
import { freshProgress } from "../../www/js/puzzles/progress.js";

const attempt = (rating, solved = true) => ({
  id: "q1",
  variant: "al-manqala",
  solved,
  rating,
  day: "2026-12-02",
});

test("no attempt: 1500, no change", () => {
  assert.deepEqual(ratingCourse(freshProgress()), {
    points: [1500],
    rating: 1500,
    change: 0,
    n: 0,
  });
});

test("a short history is drawn from the start, 1500", () => {
  const progress = {
    player: { rating: 1561.6, rd: 200, vol: 0.06 },
    history: [attempt(1620), attempt(1580, false), attempt(1562, false)],
    missed: [],
  };
  // 1500 → 1620 → 1580 → 1562: the rating now, rounded, 1562; up 62 over 3 puzzles.
  assert.deepEqual(ratingCourse(progress), {
    points: [1500, 1620, 1580, 1562],
    rating: 1562,
    change: 62,
    n: 3,
  });
});

test("a long history: the last CHART_ATTEMPTS, the change from the first of them", () => {
  const history = Array.from({ length: CHART_ATTEMPTS + 10 }, (_, i) => attempt(1400 + i));
  const last = 1400 + CHART_ATTEMPTS + 9;
  const course = ratingCourse({ player: { rating: last, rd: 60, vol: 0.06 }, history, missed: [] });
  assert.equal(course.points.length, CHART_ATTEMPTS);
  assert.equal(course.points[0], 1410);
  assert.equal(course.change, last - 1410);
  assert.equal(course.n, CHART_ATTEMPTS);
});

test("the chart's points: across 0–100, the highest rating at the top, a small change small", () => {
  // 1500 and 1600: a band of at least 100 points (±55 around 1550 with the margin), so
  // 1500 is at (1605 - 1500) / 110 × 40 = 38.18 and 1600 at 5 / 110 × 40 = 1.82.
  assert.deepEqual(chartPoints([1500, 1600]), [
    [0, 38.18],
    [100, 1.82],
  ]);
  // A change of 10 stays near the middle (20): 1500 at 21.82, 1510 at 18.18.
  assert.deepEqual(chartPoints([1500, 1510, 1505]), [
    [0, 21.82],
    [50, 18.18],
    [100, 20],
  ]);
});
