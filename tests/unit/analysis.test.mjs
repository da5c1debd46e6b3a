// The analysis board without a page (www/js/flow/modes/analysis.js through the controller):
// a position text opened on a game of its own, every legal sowing's worth from the handle's own
// analysis (the test hands the controller g.analyze in place of the worker), a sowing played to
// explore and taken back (each a new analysis), stopping, a text that is not a position, the
// game in play opened with its moves and left untouched, and the tree of variations explored
// (moving about it, promoting, deleting, the moves' grades, a comment, its file read back).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";
import { keepsNothing } from "./stubs.mjs";

const { createController } = await import("../../www/js/flow/controller.js");
const { STEPS_MS } = await import("../../www/js/flow/modes/analysis.js");

/**
 * Ali Guli Mane, South (player 0) to move, piles 33–34, one seed in each of pits 7, 10 and 13,
 * North's row empty: worked out by hand in src/ai/search.rs (Searcher::analyze's example) and
 * src/ai/lines.rs. 13 and 10 each capture one seed at the saada and win 36–34 with the extra
 * sowing; after 7 every sowing is forced and South loses 33–37.
 */
const PROVEN = "ali-guli-mane south 1 0 0 1 0 0 1, north 0 0 0 0 0 0 0, piles 33 34, south to move";

/**
 * A controller whose effects record what they were asked (animations end at once) and whose
 * analyses are the handle's, 8 sowings deep (`hang`: they never end until aborted).
 */
function harness({ hang = false } = {}) {
  const log = { notices: [], traces: [], asked: [] };
  const effects = {
    animate: async (trace) => void log.traces.push(trace),
    settle: async () => {},
    beat: async () => {},
    ask: async () => ({ value: "close" }),
    ritual: async () => null,
    notice: (kind, key, vars) => log.notices.push({ kind, key, vars }),
    say: () => {},
  };
  const store = keepsNothing();
  const analyze = (record, options, signal) => {
    log.asked.push({ record, options });
    if (hang)
      return new Promise((_, reject) =>
        signal.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    const g = Game.fromRecord(record);
    try {
      return Promise.resolve(g.analyze({ maxDepth: 8, lines: options.lines }));
    } finally {
      g.free();
    }
  };
  const ctl = createController({ Game, effects, store, analyses: { analyze } });
  return { ctl, log };
}

const settled = () => new Promise((ok) => setTimeout(ok, 30));

/** The analysis on screen, by pit: [outcome, value, line]. */
const worth = (s) =>
  Object.fromEntries(s.analysis.moves.map((m) => [m.pit, [m.outcome, m.value, m.line]]));

test("a proven Ali Guli Mane position: every sowing's proven outcome, value and line", async () => {
  const { ctl, log } = harness();
  await ctl.open("al-manqala");
  assert.equal(await ctl.analysis.open(PROVEN), true);
  await settled();
  const s = ctl.screen;
  assert.equal(s.variant, "ali-guli-mane");
  assert.deepEqual(s.board.legal, [7, 10, 13], "every legal sowing may be played to explore");
  assert.equal(s.analysis.positionText, PROVEN);
  assert.deepEqual(worth(s), {
    7: ["loss", -4, [7, 0, 1, 13, 2, 3]],
    10: ["win", 2, [10, 9]],
    13: ["win", 2, [13, 12]],
  });
  // Every value exact after the first analysis: no deeper one is asked for.
  assert.equal(s.analysis.status, "done");
  assert.equal(log.asked.length, 1);
  assert.deepEqual(log.asked[0].options, { timeMs: STEPS_MS[0], lines: 3 });
});

test("a sowing played explores; taking it back analyses the position again", async () => {
  const { ctl, log } = harness();
  await ctl.open("al-manqala");
  await ctl.analysis.open(PROVEN);
  await settled();
  ctl.pick(7);
  await settled();
  assert.equal(log.traces.length, 1, "the sowing is drawn");
  // After 7 North's one seed is in pit 0: its only sowing, proven lost (the forced line).
  const after = ctl.screen;
  assert.deepEqual(after.board.legal, [0]);
  assert.equal(after.toMove, 1);
  assert.deepEqual(worth(after), { 0: ["win", 4, [0, 1, 13, 2, 3]] });
  assert.equal(log.asked.length, 2);
  // The graph of the main line, South's margin: +2 at the start (13 or 10 wins 36–34), then
  // −4 after 7 (South loses 33–37).
  assert.deepEqual(
    after.analysis.study.graph.map((p) => p.value),
    [2, -4],
  );
  ctl.analysis.back();
  await settled();
  assert.equal(ctl.screen.analysis.positionText, PROVEN);
  assert.equal(log.asked.length, 3);
  assert.deepEqual(Object.keys(worth(ctl.screen)), ["7", "10", "13"]);
  // Nothing before the study's start to take back.
  ctl.analysis.back();
  await settled();
  assert.equal(log.asked.length, 3);
});

test("stop keeps the board and ends the analysis; resume starts it again", async () => {
  const { ctl, log } = harness({ hang: true });
  await ctl.open("al-manqala");
  await ctl.analysis.open(PROVEN);
  await settled();
  assert.equal(ctl.screen.analysis.status, "thinking");
  assert.equal(ctl.screen.analysis.moves, null);
  ctl.analysis.stop();
  await settled();
  assert.equal(ctl.screen.analysis.status, "stopped");
  assert.equal(ctl.screen.analysis.error, null, "a stop is not an error");
  ctl.analysis.resume();
  await settled();
  assert.equal(ctl.screen.analysis.status, "thinking");
  assert.equal(log.asked.length, 2);
});

test("a text that is not a position is refused with the handle's reason", async () => {
  const { ctl, log } = harness();
  await ctl.open("al-manqala");
  assert.equal(await ctl.analysis.open("ali-guli-mane south 1 2 3"), false);
  assert.equal(ctl.screen.analysis ?? null, null, "the game in play stays");
  assert.equal(log.notices.length, 1);
  assert.equal(log.notices[0].key, "notice.badPosition");
  assert.match(log.notices[0].vars.why, /position text/);
});

test("the game in play opens with its moves, and leaving goes back to it untouched", async () => {
  const { ctl } = harness();
  await ctl.open("al-manqala");
  ctl.pick(7);
  await settled();
  const before = await ctl.toText();
  assert.equal(await ctl.analysis.open(), true);
  await settled();
  const s = ctl.screen;
  assert.deepEqual(
    s.analysis.study.moves.map((mv) => [mv.action, mv.main]),
    [[7, true]],
    "the game's one move comes with it, as the main line",
  );
  assert.equal(s.analysis.study.current, s.analysis.study.moves[0].id, "shown after it");
  assert.equal(s.played, 1);
  assert.deepEqual(
    s.analysis.moves.map((m) => m.pit),
    s.board.legal,
    "every legal sowing has its value",
  );
  ctl.pick(s.board.legal[0]);
  await settled();
  assert.equal(ctl.screen.played, 2);
  await ctl.analysis.leave();
  assert.equal(ctl.screen.analysis ?? null, null);
  assert.equal(await ctl.toText(), before, "the game in play is as it was");
});

test("sowings explored make a tree: a variation, moving about it, promoting, deleting", async () => {
  const { ctl } = harness();
  await ctl.open("al-manqala");
  await ctl.analysis.open(PROVEN);
  await settled();
  ctl.pick(13);
  await settled();
  ctl.analysis.go("start");
  await settled();
  assert.equal(ctl.screen.analysis.positionText, PROVEN, "back at the start");
  ctl.pick(10);
  await settled();
  const study = () => ctl.screen.analysis.study;
  assert.deepEqual(
    study().moves.map((mv) => [mv.action, mv.main, mv.first]),
    [
      [13, true, true],
      [10, false, false],
    ],
    "10 is a variation of 13, the main line's first move",
  );
  // 13 and 10 each win 36–34 (the file's PROVEN, worked out by hand): both as good as the best.
  assert.deepEqual(
    study().moves.map((mv) => mv.mark?.grade),
    ["best", "best"],
  );
  assert.equal(study().code, "A(D)", "the link: 13 is A, 10 is D");
  ctl.analysis.go("up");
  await settled();
  assert.equal(study().current, study().moves[0].id, "up: to 13, the variation before");
  ctl.analysis.promote(study().moves[1].id);
  assert.deepEqual(
    study().moves.map((mv) => mv.action),
    [10, 13],
    "10's line is the main line now",
  );
  ctl.analysis.go("start");
  await settled();
  ctl.pick(7);
  await settled();
  // 7 loses 33–37 where the best wins 36–34: 6 seeds given up, and a proven win let slip.
  const seven = study().moves.find((mv) => mv.action === 7);
  assert.deepEqual(seven.mark, { grade: "blunder", lost: 6 });
  ctl.analysis.comment("  gives the win away ");
  assert.equal(study().comment, "gives the win away");
  const file = ctl.analysis.file();
  assert.match(file, /\(1\. G[^)]*\{gives the win away\}\)/, "the comment follows its move");
  assert.match(file, /\n1\. D[^(]* \(1\. A[^)]*\) \(1\. G[^)]*\)\n$/);
  ctl.analysis.remove();
  await settled();
  assert.equal(study().moves.length, 2, "7 deleted");
  assert.equal(study().atStart, true, "the board goes back to where 7 was played");
  assert.ok(await ctl.analysis.openStudy({ file }), "the file opens as a study");
  await settled();
  assert.deepEqual(
    study().moves.map((mv) => mv.action),
    [10, 13, 7],
  );
  assert.equal(ctl.analysis.file(), file, "and is written back the same");
});
