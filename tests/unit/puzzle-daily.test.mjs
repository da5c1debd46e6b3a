// The puzzle of the day (www/js/puzzles/daily.js): the same id for the same date and game,
// whatever the order of the file or the run; another one the next day on most days; spread
// over the whole file rather than walking it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dailyId, dayOf, hash32 } from "../../www/js/puzzles/daily.js";

const file = (variant) =>
  JSON.parse(readFileSync(new URL(`../../www/puzzles/${variant}.json`, import.meta.url), "utf8"));
const VARIANTS = ["ali-guli-mane", "al-manqala", "mangala-iv"];

/** The "YYYY-MM-DD" of the day `n` days after 2026-01-01 (in UTC, only to name the days). */
const nth = (n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

test("dayOf: the local calendar date, zero-padded", () => {
  // new Date(y, m, d, h) is local time: late in the evening is still the same day.
  assert.equal(dayOf(new Date(2026, 0, 5, 23, 59)), "2026-01-05");
  assert.equal(dayOf(new Date(2026, 11, 31, 0, 1)), "2026-12-31");
  assert.equal(dayOf("2026-03-04"), "2026-03-04");
});

test("hash32: stable numbers (the same on every run and browser)", () => {
  // FNV-1a (offset basis 0x811c9dc5, prime 0x01000193), then murmur3's final mix: the numbers
  // below come from a separate implementation of those published steps (a few lines of Python
  // written for this test), so a change of the function, and of every day's puzzle, shows.
  assert.equal(hash32(""), 2872998923);
  assert.equal(hash32("a"), 444641715);
  assert.equal(hash32("2026-12-02|mangala-iv|m3"), 2768952261);
  assert.notEqual(hash32("2026-01-01|al-manqala"), hash32("2026-01-02|al-manqala"));
  for (const text of ["", "a", "2026-12-02|mangala-iv|m3"]) {
    const h = hash32(text);
    assert.ok(Number.isInteger(h) && h >= 0 && h < 2 ** 32, `${text}: ${h}`);
  }
});

for (const variant of VARIANTS) {
  const puzzles = file(variant);

  test(`${variant}: the same puzzle all day, for any time and any order of the file`, () => {
    const morning = dailyId(puzzles, variant, new Date(2026, 11, 2, 0, 0, 1));
    const evening = dailyId(puzzles, variant, new Date(2026, 11, 2, 23, 59, 59));
    assert.ok(puzzles.some((p) => p.id === morning));
    assert.equal(evening, morning);
    assert.equal(dailyId(puzzles, variant, "2026-12-02"), morning);
    assert.equal(dailyId([...puzzles].reverse(), variant, "2026-12-02"), morning);
  });

  test(`${variant}: another puzzle the next day on most days, spread over the file`, () => {
    const index = new Map(puzzles.map((p, i) => [p.id, i]));
    const days = Array.from({ length: 366 }, (_, n) => dailyId(puzzles, variant, nth(n)));
    let same = 0;
    let near = 0;
    for (let n = 1; n < days.length; n++) {
      if (days[n] === days[n - 1]) same++;
      if (Math.abs(index.get(days[n]) - index.get(days[n - 1])) <= 2) near++;
    }
    // With about 400 puzzles, a repeat on consecutive days has a chance of 1 in 400 a day, and
    // neighbours within 2 places about 1 in 80: a walk through the file would have all 365.
    assert.ok(same <= 5, `${same} days repeat the day before`);
    assert.ok(near <= 20, `${near} days take a neighbour of the day before`);
    // Over a year most puzzles of the file come up, and none much more than the others.
    const counts = new Map();
    for (const id of days) counts.set(id, (counts.get(id) || 0) + 1);
    assert.ok(counts.size > 200, `${counts.size} different puzzles in a year`);
    assert.ok(Math.max(...counts.values()) <= 6);
    // The first and last thirds of the file both have their days.
    const third = puzzles.length / 3;
    assert.ok(days.some((id) => index.get(id) < third));
    assert.ok(days.some((id) => index.get(id) >= 2 * third));
  });
}

test("the puzzles of 2 and 3 December 2026, as the separate implementation chose them", () => {
  // The same Python: the highest hash of "YYYY-MM-DD|variant|id" over each file as it is now
  // (a new run of the generator that changes the files changes these days: check them again).
  const expected = {
    "ali-guli-mane": ["a3f", "ac0"],
    "al-manqala": ["q1c", "q3f"],
    "mangala-iv": ["m20", "m36"],
  };
  for (const variant of VARIANTS) {
    const ids = ["2026-12-02", "2026-12-03"].map((day) => dailyId(file(variant), variant, day));
    assert.deepEqual(ids, expected[variant], variant);
  }
});

test("each game has its own puzzle of the day; puzzles of other games are passed over", () => {
  const all = VARIANTS.flatMap(file);
  for (const variant of VARIANTS) {
    const id = dailyId(all, variant, "2026-12-02");
    assert.equal(all.find((p) => p.id === id).variant, variant);
    assert.equal(id, dailyId(file(variant), variant, "2026-12-02"));
  }
  assert.equal(dailyId([], "al-manqala", "2026-12-02"), null);
  assert.equal(dailyId(file("al-manqala"), "ali-guli-mane", "2026-12-02"), null);
});

test("a new puzzle in the file changes the day's puzzle only when it wins the day", () => {
  const puzzles = file("al-manqala");
  const fewer = puzzles.slice(0, -50);
  let changed = 0;
  for (let n = 0; n < 100; n++) {
    const before = dailyId(fewer, "al-manqala", nth(n));
    const after = dailyId(puzzles, "al-manqala", nth(n));
    if (after !== before) {
      changed++;
      assert.ok(
        puzzles.slice(-50).some((p) => p.id === after),
        `${nth(n)}: ${after}`,
      );
    }
  }
  // 50 new among about 420: the new ones win about one day in eight.
  assert.ok(changed < 30, `${changed} of 100 days changed`);
});
