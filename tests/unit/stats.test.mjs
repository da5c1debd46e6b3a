// The visitor counts' pure logic (www/js/features/stats/tally.js), the counter over a storage
// (www/js/features/stats/counts.js) with a clock of the test's own, and the staff view's words in every
// language (www/js/features/stats/words.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  emptyTally,
  addEvent,
  readTally,
  toCSV,
  tables,
  lengthBucket,
  dayOf,
} from "../../www/js/features/stats/tally.js";
import { createStats, KEY } from "../../www/js/features/stats/counts.js";
import { STAFF_WORDS } from "../../www/js/features/stats/words.js";

const DAY = "2026-12-02";

test("each event lands in its table, and the day's counts", () => {
  const t = emptyTally();
  addEvent(t, "session.start", {}, DAY);
  addEvent(t, "session.start", {}, "2026-12-03");
  addEvent(t, "game.start", { game: "al-manqala", level: "beginner" }, DAY);
  addEvent(t, "game.start", { game: "al-manqala", level: "beginner" }, DAY);
  addEvent(t, "game.finish", { game: "al-manqala", level: "beginner" }, DAY);
  addEvent(t, "game.start", { game: "mangala-iv", level: "people" }, DAY);
  addEvent(t, "lesson.start", { game: "ali-guli-mane" }, DAY);
  addEvent(t, "lesson.step", { game: "ali-guli-mane", step: 1 }, DAY);
  addEvent(t, "lesson.step", { game: "ali-guli-mane", step: 2 }, DAY);
  addEvent(t, "lesson.start", { game: "ali-guli-mane" }, DAY);
  addEvent(t, "lesson.step", { game: "ali-guli-mane", step: 1 }, DAY);
  addEvent(t, "puzzle.try", { puzzle: "agm-1" }, DAY);
  addEvent(t, "puzzle.solve", { puzzle: "agm-1" }, DAY);
  addEvent(t, "lang", { lang: "pt" }, DAY);
  addEvent(t, "lang", { lang: "pt" }, DAY);
  addEvent(t, "attract.interrupt", {}, DAY);
  addEvent(t, "session.end", { minutes: 0.5 }, DAY);
  addEvent(t, "session.end", { minutes: 12 }, DAY);
  assert.equal(t.since, DAY);
  assert.deepEqual(t.days[DAY], {
    sessions: 1,
    games: 3,
    finished: 1,
    lessons: 2,
    puzzles: 1,
    interrupts: 1,
  });
  assert.equal(t.days["2026-12-03"].sessions, 1);
  assert.deepEqual(t.games, {
    "al-manqala beginner": { started: 2, finished: 1 },
    "mangala-iv people": { started: 1, finished: 0 },
  });
  // Two lessons reached step 1, one reached step 2.
  assert.deepEqual(t.lessons["ali-guli-mane"], { started: 2, finished: 0, steps: [2, 1] });
  assert.deepEqual(t.puzzles["agm-1"], { tried: 1, solved: 1 });
  assert.deepEqual(t.langs, { pt: 2 });
  // 0.5 min is in [0, 1), 12 min in [10, 30).
  assert.deepEqual(t.lengths, [1, 0, 0, 1, 0]);
});

test("unknown events and bad fields change nothing", () => {
  const t = emptyTally();
  addEvent(t, "visitor.name", { name: "Ada" }, DAY);
  addEvent(t, "game.start", { game: "ali guli", level: "beginner" }, DAY);
  addEvent(t, "game.start", { game: "al-manqala" }, DAY);
  addEvent(t, "lesson.step", { game: "al-manqala", step: 0 }, DAY);
  addEvent(t, "lesson.step", { game: "al-manqala", step: 2.5 }, DAY);
  addEvent(t, "lang", { lang: "<script>" }, DAY);
  addEvent(t, "session.end", { minutes: "long" }, DAY);
  addEvent(t, "session.start", {}, "2 December");
  assert.deepEqual(t, emptyTally());
});

test("session lengths: the buckets' edges", () => {
  assert.equal(lengthBucket(0), 0);
  assert.equal(lengthBucket(0.99), 0);
  assert.equal(lengthBucket(1), 1);
  assert.equal(lengthBucket(2.99), 1);
  assert.equal(lengthBucket(3), 2);
  assert.equal(lengthBucket(10), 3);
  assert.equal(lengthBucket(30), 4);
  assert.equal(lengthBucket(600), 4);
  assert.equal(lengthBucket(-1), 0);
});

test("the day is the device's own date, nothing finer", () => {
  assert.equal(dayOf(new Date(2026, 0, 5, 23, 59, 59)), "2026-01-05");
  assert.equal(dayOf(new Date(2026, 11, 31, 0, 0, 1)), "2026-12-31");
});

test("a kept tally reads back; a broken one gives an empty tally, broken parts are dropped", () => {
  const t = emptyTally();
  addEvent(t, "game.start", { game: "al-manqala", level: "master" }, DAY);
  addEvent(t, "lesson.step", { game: "al-manqala", step: 3 }, DAY);
  assert.deepEqual(readTally(JSON.stringify(t)), t);
  assert.deepEqual(readTally(null), emptyTally());
  assert.deepEqual(readTally("{not json"), emptyTally());
  assert.deepEqual(readTally('{"version":2}'), emptyTally());
  assert.deepEqual(readTally("[]"), emptyTally());
  const mixed = readTally(
    JSON.stringify({
      version: 1,
      since: "yesterday",
      days: { [DAY]: { sessions: 2, games: -1, finished: "3" }, today: { sessions: 1 } },
      games: { "al-manqala beginner": { started: 1, finished: 1.5 }, "a b c": { started: 1 } },
      langs: { tr: 4, "": 1 },
      lengths: [1, 2],
    }),
  );
  assert.equal(mixed.since, null);
  assert.deepEqual(mixed.days, {
    [DAY]: { sessions: 2, games: 0, finished: 0, lessons: 0, puzzles: 0, interrupts: 0 },
  });
  assert.deepEqual(mixed.games, { "al-manqala beginner": { started: 1, finished: 0 } });
  assert.deepEqual(mixed.langs, { tr: 4 });
  assert.deepEqual(mixed.lengths, [1, 2, 0, 0, 0]);
});

test("the CSV: each table under its name, the rows sorted", () => {
  const t = emptyTally();
  addEvent(t, "session.start", {}, "2026-12-03");
  addEvent(t, "session.start", {}, DAY);
  addEvent(t, "game.start", { game: "mangala-iv", level: "people" }, DAY);
  addEvent(t, "game.start", { game: "al-manqala", level: "strong" }, DAY);
  addEvent(t, "lang", { lang: "kn" }, DAY);
  addEvent(t, "session.end", { minutes: 4 }, DAY);
  assert.equal(
    toCSV(t),
    [
      "# days",
      "day,sessions,games,finished,lessons,puzzles,interrupts",
      "2026-12-02,1,2,0,0,0,0",
      "2026-12-03,1,0,0,0,0,0",
      "",
      "# games",
      "game,level,started,finished",
      "al-manqala,strong,1,0",
      "mangala-iv,people,1,0",
      "",
      "# lessons",
      "game,started,finished,steps",
      "",
      "# puzzles",
      "puzzle,tried,solved",
      "",
      "# langs",
      "lang,chosen",
      "kn,1",
      "",
      "# lengths",
      "minutes,sessions",
      "0-1,0",
      "1-3,0",
      "3-10,1",
      "10-30,0",
      "30+,0",
      "",
    ].join("\n"),
  );
  assert.deepEqual(
    tables(t).map((x) => x.name),
    ["days", "games", "lessons", "puzzles", "langs", "lengths"],
  );
});

/** A storage of the test's own; `full` makes every setItem throw, as a full storage does. */
function memoryStorage(full = false) {
  /** @type {Map<string, string>} */
  const data = new Map();
  return {
    data,
    getItem: (/** @type {string} */ k) => data.get(k) ?? null,
    setItem(/** @type {string} */ k, /** @type {string} */ v) {
      if (full) throw new DOMException("full", "QuotaExceededError");
      data.set(k, v);
    },
    removeItem: (/** @type {string} */ k) => void data.delete(k),
  };
}

/** A screen with only what the counter reads. */
const screen = (/** @type {any} */ over) => ({
  session: "play",
  positionKey: "1:0",
  variant: "al-manqala",
  level: null,
  seats: { computer: null },
  over: false,
  lesson: null,
  viewing: null,
  played: 0,
  ...over,
});

test("the counter: sessions from the first to the last touch, games, lessons, attract", () => {
  const storage = memoryStorage();
  let clock = new Date(2026, 11, 2, 10, 0, 0).getTime();
  const stats = createStats({ storage: () => /** @type {any} */ (storage), now: () => clock });
  stats.watch(screen({}));
  stats.activity();
  clock += 90_000;
  stats.activity();
  // A person's first move starts the game; the second is the same game.
  stats.picked(screen({ positionKey: "1:-1" }));
  stats.picked(screen({ positionKey: "1:0", played: 1 }));
  stats.watch(screen({ positionKey: "1:40", over: true }));
  stats.watch(screen({ positionKey: "1:40", over: true }));
  // A lesson: steps 1 and 2, then left.
  const lesson = (/** @type {number} */ step) => ({ variant: "ali-guli-mane", step, last: false });
  stats.watch(screen({ positionKey: "lesson:a:0", lesson: lesson(1) }));
  stats.watch(screen({ positionKey: "lesson:a:1", lesson: lesson(1) }));
  stats.watch(screen({ positionKey: "lesson:b:0", lesson: lesson(2) }));
  stats.watch(screen({ positionKey: "2:-1" }));
  // Idle: attract mode starts (the session ends: 90 s from first to last touch), then a touch.
  clock += 120_000;
  stats.watch(screen({ positionKey: "3:-1", session: "attract" }));
  stats.watch(screen({ positionKey: "4:-1" }));
  const t = readTally(storage.data.get(KEY) ?? null);
  const day = dayOf(new Date(clock));
  assert.deepEqual(t.days[day], {
    sessions: 1,
    games: 1,
    finished: 1,
    lessons: 1,
    puzzles: 0,
    interrupts: 1,
  });
  // Two people (no computer seat): the level "people"; the end counted once.
  assert.deepEqual(t.games, { "al-manqala people": { started: 1, finished: 1 } });
  assert.deepEqual(t.lessons["ali-guli-mane"].steps, [1, 1]);
  // 1.5 minutes: the [1, 3) bucket.
  assert.deepEqual(t.lengths, [0, 1, 0, 0, 0]);
  stats.reset();
  assert.equal(storage.data.has(KEY), false);
});

test("the counter: a puzzle shown is tried once, solved once, a retry is no new try", () => {
  const storage = memoryStorage();
  const stats = createStats({ storage: () => /** @type {any} */ (storage) });
  const puzzle = (/** @type {string} */ id, /** @type {string} */ status) => ({ id, status });
  stats.watch(screen({ positionKey: "puzzle:1:0", puzzle: puzzle("q1", "solving") }));
  stats.watch(screen({ positionKey: "puzzle:1:1", puzzle: puzzle("q1", "failed") }));
  // "Try again": the same puzzle, solving again, then solved (and drawn twice).
  stats.watch(screen({ positionKey: "puzzle:2:0", puzzle: puzzle("q1", "solving") }));
  stats.watch(screen({ positionKey: "puzzle:2:3", puzzle: puzzle("q1", "solved") }));
  stats.watch(screen({ positionKey: "puzzle:2:3", puzzle: puzzle("q1", "solved") }));
  // The next puzzle, left unsolved.
  stats.watch(screen({ positionKey: "puzzle:3:0", puzzle: puzzle("q2", "solving") }));
  const t = readTally(storage.data.get(KEY) ?? null);
  assert.deepEqual(t.puzzles, { q1: { tried: 1, solved: 1 }, q2: { tried: 1, solved: 0 } });
});

test("a full storage loses the counts and throws nothing", () => {
  const storage = memoryStorage(true);
  const stats = createStats({ storage: () => /** @type {any} */ (storage) });
  stats.activity();
  stats.count("lang", { lang: "ar" });
  stats.endSession();
  assert.equal(storage.data.size, 0);
  assert.deepEqual(stats.read(), emptyTally());
  const none = createStats({ storage: () => null });
  none.count("attract.interrupt");
  assert.deepEqual(none.read(), emptyTally());
});

test("the staff view's words: every language has every English key, and no other", () => {
  const keys = Object.keys(STAFF_WORDS.en).sort();
  for (const lang of ["pt", "tr", "ar", "kn"]) {
    assert.deepEqual(Object.keys(STAFF_WORDS[lang]).sort(), keys, lang);
    for (const key of keys)
      assert.equal(typeof STAFF_WORDS[lang][key], typeof STAFF_WORDS.en[key], `${lang} ${key}`);
  }
});
