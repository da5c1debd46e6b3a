// The puzzle flow without a page (www/js/flow/modes/puzzle.js through the controller): a puzzle of
// the project's files (www/puzzles/, re-proven by tests/puzzles.rs) shown over the game in
// play, its line followed (the opponent's replies played by themselves), a wrong sowing answered
// with the search's best reply, "Try again", "Show the solution", the hint, leaving, a broken
// reference, and the rating kept in the storage given.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game } from "./wasm.mjs";
import { keepsNothing } from "./stubs.mjs";

const { createController } = await import("../../www/js/flow/controller.js");
const { checkPuzzles } = await import("../../www/js/flow/modes/puzzle.js");
const { dailyId } = await import("../../www/js/puzzles/daily.js");
const { loadProgress } = await import("../../www/js/puzzles/progress.js");

/** The puzzles of a game, as the page's file has them. */
const fileOf = (variant) =>
  checkPuzzles(
    JSON.parse(readFileSync(new URL(`../../www/puzzles/${variant}.json`, import.meta.url))),
    variant,
  );
const byId = (id) =>
  fileOf({ a: "ali-guli-mane", q: "al-manqala", m: "mangala-iv" }[id[0]]).find((p) => p.id === id);

/** A Storage kept in a Map. */
function memoryStorage() {
  const map = new Map();
  return {
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

/**
 * A controller whose effects record what they were asked (animations end at once), whose
 * puzzles come from www/puzzles/, and whose search answers `answer(legal)` (default: the first
 * legal pit is best and captures 3).
 */
function harness({ storage = null, now = () => new Date(2026, 11, 2, 12), answer } = {}) {
  const log = { notices: [], traces: [], analyzed: 0 };
  const effects = {
    animate: async (trace) => void log.traces.push(trace),
    settle: async () => {},
    beat: async () => {},
    ask: async () => ({ value: "close" }),
    ritual: async () => null,
    notice: (kind) => log.notices.push(kind),
    say: () => {},
  };
  const store = keepsNothing();
  const analyze = async (record) => {
    log.analyzed += 1;
    const g = Game.fromRecord(record);
    const legal = Array.from(g.legalMoves());
    g.free();
    return (answer || defaultAnswer)(legal);
  };
  const ctl = createController({
    Game,
    effects,
    store,
    puzzles: { load: async (variant) => fileOf(variant), storage, now, analyze },
  });
  return { ctl, log };
}

/** The search's answer: every legal pit, the first best, capturing 3 seeds. */
const defaultAnswer = (legal) =>
  legal.map((pit, i) => ({
    pit,
    value: i === 0 ? 5 : 0,
    exact: false,
    outcome: null,
    captures: i === 0 ? 3 : 0,
    extraSowing: false,
    safeReplies: 1,
    best: i === 0,
  }));

/** Waits until the controller's pending steps (each a few promise turns) have run. */
const settled = () => new Promise((ok) => setTimeout(ok, 20));

/** The state after playing `pits` on a puzzle's position (a game of the test's own). */
function stateAfter(puzzle, pits) {
  const g = Game.fromState(puzzle.state);
  for (const pit of pits) g.play(pit);
  const { pits: after, captured } = g.state();
  g.free();
  return { pits: Array.from(after), captured: Array.from(captured) };
}

test("a one-sowing puzzle: shown over the game, solved by its sowing, rated once", async () => {
  const storage = memoryStorage();
  const { ctl, log } = harness({ storage });
  await ctl.open("al-manqala");
  const before = loadProgress(null);
  const q1 = byId("q1");
  assert.equal(await ctl.puzzle.start("q1"), true);
  const s = ctl.screen;
  assert.equal(s.puzzle.id, "q1");
  assert.equal(s.puzzle.status, "solving");
  assert.equal(s.puzzle.goal, "seeds");
  assert.equal(s.puzzle.seeds, 4);
  assert.deepEqual(s.board.pits, q1.state.pits, "the board shows the puzzle's position");
  assert.equal(s.toMove, 1, "North (player 1) is to move in q1");
  assert.equal(s.puzzle.solver, 1);
  assert.equal(s.canUndo, false);
  assert.ok(s.board.legal.includes(1));
  ctl.pick(1);
  await settled();
  assert.equal(ctl.screen.puzzle.status, "solved");
  assert.equal(ctl.screen.puzzle.phase, "done");
  assert.equal(log.traces.length, 1);
  assert.deepEqual(
    ctl.screen.moves.map((e) => e.action),
    [1],
    "the move list shows the line",
  );
  assert.equal(ctl.screen.board.legal.length, 0, "nothing to play once solved");
  const after = loadProgress(storage);
  assert.notEqual(
    after.player.rating,
    before.player.rating,
    "the solve moved the rating, and it was kept",
  );
  assert.equal(log.analyzed, 0, "a right sowing asks the search nothing");
  ctl.destroy();
});

test("a line: the opponent's reply follows by itself, then the solver's next sowing", async () => {
  const { ctl, log } = harness();
  await ctl.open("al-manqala");
  // q2: South sows pit 10, North's reply is pit 0, then South's pit 13 (docs/puzzles.md's line).
  assert.equal(await ctl.puzzle.start("q2"), true);
  assert.equal(ctl.screen.puzzle.steps, 2, "two of the line's three sowings are South's");
  ctl.pick(10);
  await settled();
  assert.equal(ctl.screen.puzzle.phase, "try");
  assert.equal(ctl.screen.puzzle.step, 1);
  assert.deepEqual(
    ctl.screen.moves.map((e) => e.action),
    [10, 0],
    "North's reply from the line was played",
  );
  assert.deepEqual(ctl.screen.board.pits, stateAfter(byId("q2"), [10, 0]).pits);
  ctl.pick(13);
  await settled();
  assert.equal(ctl.screen.puzzle.status, "solved");
  assert.equal(log.traces.length, 3);
  ctl.destroy();
});

test("a wrong sowing: the search's best answer is played and named; Try again; the solution", async () => {
  const storage = memoryStorage();
  const { ctl, log } = harness({ storage });
  await ctl.open("al-manqala");
  const q2 = byId("q2");
  await ctl.puzzle.start("q2");
  const wrong = ctl.screen.board.legal.find((pit) => pit !== 10);
  ctl.pick(wrong);
  await settled();
  const s = ctl.screen.puzzle;
  assert.equal(s.status, "failed");
  assert.equal(s.phase, "refuted");
  assert.equal(log.analyzed, 1);
  // The fake search says North's first legal pit is best and captures 3.
  const northLegal = (() => {
    const g = Game.fromState(q2.state);
    g.play(wrong);
    const legal = Array.from(g.legalMoves());
    g.free();
    return legal;
  })();
  assert.deepEqual(s.refutation, {
    kind: "answer",
    player: 1,
    pit: northLegal[0],
    captures: 3,
    outcome: null,
  });
  assert.deepEqual(ctl.screen.board.pits, stateAfter(q2, [wrong, northLegal[0]]).pits);
  const rated = loadProgress(storage);
  await ctl.puzzle.retry();
  assert.equal(ctl.screen.puzzle.status, "solving");
  assert.equal(ctl.screen.puzzle.phase, "try");
  assert.deepEqual(ctl.screen.board.pits, q2.state.pits, "back to the puzzle's position");
  assert.deepEqual(ctl.screen.moves, []);
  // A second wrong try is not rated again.
  ctl.pick(wrong);
  await settled();
  assert.deepEqual(
    loadProgress(storage).player.rating,
    rated.player.rating,
    "only the first attempt is rated",
  );
  await ctl.puzzle.solution();
  await settled();
  assert.equal(ctl.screen.puzzle.phase, "done");
  assert.equal(ctl.screen.puzzle.status, "failed");
  assert.equal(ctl.screen.puzzle.shown, true);
  assert.deepEqual(
    ctl.screen.moves.map((e) => e.action),
    q2.line,
  );
  ctl.destroy();
});

test("the hint says what the line's sowing does, from the search's facts of that pit", async () => {
  const { ctl } = harness({
    answer: (legal) =>
      defaultAnswer(legal).map((a) => (a.pit === 10 ? { ...a, captures: 6, best: false } : a)),
  });
  await ctl.open("al-manqala");
  await ctl.puzzle.start("q2");
  assert.equal(ctl.screen.canHint, true);
  await ctl.hint();
  assert.deepEqual(ctl.screen.puzzle.hint, [{ fact: "captures", seeds: 6 }]);
  assert.equal(ctl.screen.hint, null, "the game's hint (which names the pit) stays empty");
  assert.equal(ctl.screen.canHint, false);
  ctl.destroy();
});

test("a broken reference: false, a notice, and the game in play as it was", async () => {
  const { ctl, log } = harness();
  await ctl.open("ali-guli-mane");
  ctl.pick(7);
  await settled();
  for (const ref of ["zz9", "a", "", "q99999"]) {
    assert.equal(await ctl.puzzle.start(ref), false, ref);
  }
  assert.deepEqual(log.notices, ["bad-puzzle", "bad-puzzle", "bad-puzzle", "bad-puzzle"]);
  assert.equal(ctl.screen.puzzle, undefined);
  assert.equal(ctl.screen.variant, "ali-guli-mane");
  assert.equal(ctl.screen.played, 1, "the game in play keeps its move");
  ctl.destroy();
});

test("leaving a puzzle brings the game in play back; a new puzzle replaces the last", async () => {
  const { ctl } = harness();
  await ctl.open("al-manqala");
  ctl.pick(11);
  await settled();
  const pits = ctl.screen.board.pits;
  await ctl.puzzle.start("q1");
  await ctl.puzzle.start("m1");
  assert.equal(ctl.screen.puzzle.id, "m1");
  assert.equal(ctl.screen.variant, "mangala-iv");
  assert.equal(ctl.screen.options.freeChoice, true, "Mangala IV's puzzles use the free choice");
  await ctl.puzzle.leave();
  assert.equal(ctl.screen.puzzle, undefined);
  assert.equal(ctl.screen.variant, "al-manqala");
  assert.deepEqual(ctl.screen.board.pits, pits);
  ctl.destroy();
});

test("the puzzle of the day is the day's (daily.js) of the game in play, or of the one named", async () => {
  const now = () => new Date(2026, 11, 2, 9);
  const { ctl } = harness({ now });
  await ctl.open("ali-guli-mane");
  assert.equal(await ctl.puzzle.start("daily"), true);
  const day = dailyId(fileOf("ali-guli-mane"), "ali-guli-mane", now());
  assert.equal(ctl.screen.puzzle.id, day);
  assert.equal(ctl.screen.puzzle.daily, true);
  assert.equal(await ctl.puzzle.start("daily", "mangala-iv"), true);
  assert.equal(ctl.screen.puzzle.id, dailyId(fileOf("mangala-iv"), "mangala-iv", now()));
  ctl.destroy();
});

test("Continue as a game: the final position, the solver against the computer", async () => {
  const { ctl } = harness();
  await ctl.open("al-manqala");
  await ctl.puzzle.start("q1");
  ctl.pick(1);
  await settled();
  const final = ctl.screen.board.pits;
  assert.equal(ctl.screen.puzzle.canContinue, true);
  assert.equal(await ctl.puzzle.continueGame(), true);
  await settled();
  assert.equal(ctl.screen.puzzle, undefined);
  assert.deepEqual(ctl.screen.seats.computer, { player: 0, level: "intermediate" });
  assert.equal(ctl.screen.played, 0);
  assert.deepEqual(ctl.screen.board.pits, final, "the game starts where the line ended");
  assert.equal(ctl.screen.toMove, 0, "South, the computer, moves next");
  ctl.destroy();
});
