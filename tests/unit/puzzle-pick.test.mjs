// The next puzzle (www/js/puzzles/pick.js) on small files made up for each case: near the
// player's rating, not one played lately, only the chosen themes, and the missed ones to retry.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { nextPuzzle, WINDOW } from "../../www/js/puzzles/pick.js";
import { freshProgress, recordAttempt } from "../../www/js/puzzles/progress.js";

/** A puzzle of Al-manqala with an id, a rating and themes (the rest does not matter here). */
const puzzle = (id, rating, themes = [], variant = "al-manqala") => ({
  id,
  variant,
  state: {},
  line: [0],
  goal: "seeds",
  seeds: 4,
  themes,
  rating,
});
/** A progress whose player is at `rating`, having tried the ids of `played` (solved). */
function progressAt(rating, played = [], missed = []) {
  return {
    player: { rating, rd: 80, vol: 0.06 },
    history: played.map((id) => ({
      id,
      variant: "al-manqala",
      solved: true,
      rating,
      day: "2026-12-01",
    })),
    missed,
  };
}
/** random() giving the values in turn. */
const randoms =
  (...values) =>
  () =>
    values.shift() ?? 0;

const FILE = [
  puzzle("q0", 700, ["chain"]),
  puzzle("q1", 1180, ["feeding"]),
  puzzle("q2", 1450, ["chain", "endgame"]),
  puzzle("q3", 1520, []),
  puzzle("q4", 1590, ["starving"]),
  puzzle("q5", 2300, ["chain"]),
  puzzle("a0", 1500, ["saada-double"], "ali-guli-mane"),
];

test("near the rating: one of those within the window, chosen by random()", () => {
  // At 1500 the first window (±100) holds q2 (1450), q3 (1520), q4 (1590); the Ali Guli Mane
  // puzzle at 1500 is another game's.
  const choice = { variant: "al-manqala" };
  assert.equal(WINDOW, 100);
  const ids = [0, 0.34, 0.67, 0.99].map(
    (r) => nextPuzzle(FILE, progressAt(1500), { ...choice, random: () => r }).id,
  );
  assert.deepEqual(ids, ["q2", "q3", "q4", "q4"]);
});

test("the window widens until it holds a puzzle", () => {
  // At 1000: nothing within 100; within 200 q1 (1180, 180 away); q0 (300 away) needs 400.
  assert.equal(
    nextPuzzle(FILE, progressAt(1000), { variant: "al-manqala", random: () => 0.9 }).id,
    "q1",
  );
  // At 2600: q5 (2300) is 300 away, the window of 400 holds it alone.
  assert.equal(nextPuzzle(FILE, progressAt(2600), { variant: "al-manqala" }).id, "q5");
});

test("not one played lately", () => {
  // q2, q3 and q4 are the near ones; q2 and q3 were played: q4 whatever random() says.
  for (const r of [0, 0.5, 0.99])
    assert.equal(
      nextPuzzle(FILE, progressAt(1500, ["q2", "q3"]), { variant: "al-manqala", random: () => r })
        .id,
      "q4",
    );
  // All six played, all among the last RECENT (20) attempts: only the last one, q5, stays out,
  // and near 1500 are q2, q3 and q4.
  const all = ["q0", "q1", "q2", "q3", "q4", "q5"];
  const got = new Set();
  for (let r = 0; r < 1; r += 0.05)
    got.add(nextPuzzle(FILE, progressAt(1500, all), { variant: "al-manqala", random: () => r }).id);
  assert.deepEqual([...got].sort(), ["q2", "q3", "q4"]);
  // All six played long ago (30 attempts at other puzzles since): the window's may come back.
  const others = Array.from({ length: 30 }, (_, i) => `a${i}`);
  const long = progressAt(1500, [...all, ...others]);
  assert.ok(
    ["q2", "q3", "q4"].includes(nextPuzzle(FILE, long, { variant: "al-manqala" }).id),
    "from the window once more",
  );
});

test("themes: only puzzles with one of the chosen themes; none chosen is all", () => {
  const at1500 = progressAt(1500);
  // chain: q0 (700), q2 (1450), q5 (2300); near 1500: q2.
  assert.equal(nextPuzzle(FILE, at1500, { variant: "al-manqala", themes: ["chain"] }).id, "q2");
  // feeding or starving: q1 (1180, 320 away) and q4 (1590, 90 away): q4.
  assert.equal(
    nextPuzzle(FILE, at1500, { variant: "al-manqala", themes: ["feeding", "starving"] }).id,
    "q4",
  );
  // chain, q2 played: q0 is 800 away, q5 800 away: the window of 800 holds both.
  const seen = [0, 0.99].map(
    (r) =>
      nextPuzzle(FILE, progressAt(1500, ["q2"]), {
        variant: "al-manqala",
        themes: ["chain"],
        random: () => r,
      }).id,
  );
  assert.deepEqual(seen, ["q0", "q5"]);
  // A theme no puzzle of the game has: none.
  assert.equal(nextPuzzle(FILE, at1500, { variant: "al-manqala", themes: ["saada-double"] }), null);
});

test("retry missed: the game's missed puzzles, longest missed first, not the one just tried", () => {
  const progress = progressAt(1500, ["q1"], ["q5", "a0", "q1"]);
  // q5 was missed first and is of this game.
  assert.equal(nextPuzzle(FILE, progress, { variant: "al-manqala", retryMissed: true }).id, "q5");
  assert.equal(
    nextPuzzle(FILE, progress, { variant: "ali-guli-mane", retryMissed: true }).id,
    "a0",
  );
  // Only q1 left, the one just tried: it comes back rather than nothing.
  assert.equal(
    nextPuzzle(FILE, progressAt(1500, ["q1"], ["q1"]), { variant: "al-manqala", retryMissed: true })
      .id,
    "q1",
  );
  assert.equal(
    nextPuzzle(FILE, progressAt(1500), { variant: "al-manqala", retryMissed: true }),
    null,
  );
});

test("retry missed through recordAttempt: solving a missed puzzle takes it off the list", () => {
  let p = freshProgress();
  p = recordAttempt(p, FILE[2], false, "2026-12-01");
  p = recordAttempt(p, FILE[4], false, "2026-12-01");
  const choice = { variant: "al-manqala", retryMissed: true };
  assert.equal(nextPuzzle(FILE, p, choice).id, "q2");
  p = recordAttempt(p, FILE[2], true, "2026-12-02");
  assert.equal(nextPuzzle(FILE, p, choice).id, "q4");
  p = recordAttempt(p, FILE[4], true, "2026-12-02");
  assert.equal(nextPuzzle(FILE, p, choice), null);
});

test("the real files: a new player gets puzzles near 1500, a strong one harder ones", () => {
  for (const variant of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
    const puzzles = JSON.parse(
      readFileSync(new URL(`../../www/puzzles/${variant}.json`, import.meta.url), "utf8"),
    );
    const draw = (rating) => {
      const p = { ...freshProgress(), player: { rating, rd: 100, vol: 0.06 } };
      return nextPuzzle(puzzles, p, { variant, random: randoms(0.5) });
    };
    const low = draw(900);
    const high = draw(2200);
    assert.equal(low.variant, variant);
    assert.ok(low.rating < high.rating, `${variant}: ${low.rating} then ${high.rating}`);
  }
});
