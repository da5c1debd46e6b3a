// The player's puzzles on the device (www/js/puzzles/progress.js): a round trip through a
// storage, corrupt and foreign values, a full storage, no storage (embeds), the missed list and
// the history's length.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  loadProgress,
  readProgress,
  saveProgress,
  recordAttempt,
  freshProgress,
  missedOf,
  KEY,
  HISTORY_LENGTH,
} from "../../www/js/puzzles/progress.js";
import { NEW_PLAYER } from "../../www/js/puzzles/rating.js";

/** A Storage stand-in: a Map; `full` makes setItem throw as a full localStorage does. */
function memory({ full = false } = {}) {
  const map = new Map();
  return {
    map,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem(key, value) {
      if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      map.set(key, String(value));
    },
  };
}

const EASY = { id: "q1", variant: "al-manqala", rating: 900 };
const HARD = { id: "q2", variant: "al-manqala", rating: 2100 };
const AGM = { id: "a7", variant: "ali-guli-mane", rating: 1500 };

test("the key is the page's prefix and 'puzzles'", () => {
  assert.equal(KEY, "mancala-heritage:puzzles");
});

test("nothing stored, or no storage: a fresh progress at 1500", () => {
  for (const storage of [memory(), null]) {
    const p = loadProgress(storage);
    assert.deepEqual(p, { player: { ...NEW_PLAYER }, history: [], missed: [] });
    assert.equal(readProgress(storage).discarded, false);
  }
  assert.equal(saveProgress(null, freshProgress()), false, "an embed keeps nothing");
});

test("recordAttempt: rated, kept by day only, pure", () => {
  const start = freshProgress();
  const copy = structuredClone(start);
  const p = recordAttempt(start, HARD, true, new Date(2026, 11, 2, 21, 30));
  assert.deepEqual(start, copy, "the progress given is left as it was");
  assert.ok(p.player.rating > 1500);
  assert.deepEqual(p.history, [
    {
      id: "q2",
      variant: "al-manqala",
      solved: true,
      rating: Math.round(p.player.rating),
      day: "2026-12-02",
    },
  ]);
  assert.deepEqual(p.missed, []);
});

test("a round trip through the storage keeps everything", () => {
  const storage = memory();
  let p = freshProgress();
  p = recordAttempt(p, EASY, false, "2026-12-01");
  p = recordAttempt(p, HARD, true, "2026-12-02");
  p = recordAttempt(p, AGM, false, "2026-12-02");
  assert.equal(saveProgress(storage, p), true);
  assert.deepEqual(JSON.parse(storage.map.get(KEY)).v, 1);
  assert.deepEqual(loadProgress(storage), p);
});

test("the missed list: a failure joins it once, a solve takes it out", () => {
  let p = freshProgress();
  p = recordAttempt(p, EASY, false, "2026-12-01");
  p = recordAttempt(p, AGM, false, "2026-12-01");
  p = recordAttempt(p, EASY, false, "2026-12-02");
  // Failed again: once only, now the most recently missed.
  assert.deepEqual(p.missed, ["a7", "q1"]);
  p = recordAttempt(p, EASY, true, "2026-12-03");
  assert.deepEqual(p.missed, ["a7"]);
  p = recordAttempt(p, HARD, true, "2026-12-03");
  assert.deepEqual(p.missed, ["a7"]);
  assert.deepEqual(
    p.history.map((a) => [a.id, a.solved]),
    [
      ["q1", false],
      ["a7", false],
      ["q1", false],
      ["q1", true],
      ["q2", true],
    ],
  );
});

test("the history keeps the last HISTORY_LENGTH attempts", () => {
  let p = freshProgress();
  for (let i = 0; i < HISTORY_LENGTH + 15; i++)
    p = recordAttempt(
      p,
      { id: `q${i.toString(36)}`, variant: "al-manqala", rating: 1500 },
      i % 2 === 0,
      "2026-12-02",
    );
  assert.equal(p.history.length, HISTORY_LENGTH);
  assert.equal(p.history[0].id, `q${(15).toString(36)}`);
  assert.equal(p.history.at(-1).id, `q${(HISTORY_LENGTH + 14).toString(36)}`);
});

test("corrupt or foreign values give a fresh progress, never an error", () => {
  const values = [
    "{",
    "null",
    "42",
    '"text"',
    "[]",
    "{}",
    '{"v":2,"player":{"rating":1500,"rd":350,"vol":0.06},"history":[],"missed":[]}',
    '{"v":1,"player":{"rating":"1500","rd":350,"vol":0.06}}',
    '{"v":1,"player":{"rating":1500,"rd":0,"vol":0.06}}',
    '{"v":1,"player":{"rating":1e999,"rd":100,"vol":0.06}}',
    '{"v":1,"player":null}',
  ];
  for (const value of values) {
    const storage = memory();
    storage.map.set(KEY, value);
    const { progress, discarded } = readProgress(storage);
    assert.deepEqual(progress, freshProgress(), value);
    assert.equal(discarded, true, value);
  }
  // A storage that throws on reading (a browser's SecurityError) is as good as none.
  const throwing = {
    getItem() {
      throw new DOMException("denied", "SecurityError");
    },
    setItem() {
      throw new DOMException("denied", "SecurityError");
    },
  };
  assert.deepEqual(loadProgress(throwing), freshProgress());
  assert.equal(saveProgress(throwing, freshProgress()), false);
});

test("bad attempts and missed ids are dropped, the good ones kept", () => {
  const storage = memory();
  const good = { id: "q1", variant: "al-manqala", solved: true, rating: 1510, day: "2026-12-01" };
  storage.map.set(
    KEY,
    JSON.stringify({
      v: 1,
      player: { rating: 1510, rd: 300, vol: 0.06 },
      history: [
        good,
        { ...good, solved: "yes" },
        { ...good, day: "2026-12-01T10:00:00Z" },
        { ...good, rating: null },
        { ...good, id: "<img>" },
        null,
        { ...good, id: "q2", extra: "dropped" },
      ],
      missed: ["q3", 4, "q3", "a9", "<b>"],
    }),
  );
  const { progress, discarded } = readProgress(storage);
  assert.equal(discarded, false);
  assert.deepEqual(progress.history, [good, { ...good, id: "q2" }]);
  assert.deepEqual(progress.missed, ["q3", "a9"]);
  assert.deepEqual(progress.player, { rating: 1510, rd: 300, vol: 0.06 });
});

test("a full storage loses the save, not the game", () => {
  const storage = memory({ full: true });
  const p = recordAttempt(freshProgress(), EASY, true, "2026-12-02");
  assert.equal(saveProgress(storage, p), false);
  assert.deepEqual(loadProgress(storage), freshProgress());
});

test("missedOf: the missed ids of one game, by the letter of their ids", () => {
  let p = freshProgress();
  p = recordAttempt(p, EASY, false, "2026-12-01");
  p = recordAttempt(p, AGM, false, "2026-12-01");
  p = recordAttempt(p, HARD, false, "2026-12-01");
  assert.deepEqual(missedOf(p, "al-manqala"), ["q1", "q2"]);
  assert.deepEqual(missedOf(p, "ali-guli-mane"), ["a7"]);
  assert.deepEqual(missedOf(p, "mangala-iv"), []);
  assert.deepEqual(missedOf(p, "chess"), []);
});
