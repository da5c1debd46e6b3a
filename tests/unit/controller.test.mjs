// The game flow without a page: the controller (www/js/flow/controller.js) driven in Node
// with the Node build of the wasm (./wasm.mjs) and effects of our own (no board, no dialog),
// checking its states, its one cancellation per turn and looking back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";
import { keepsNothing } from "./stubs.mjs";

const { createController } = await import("../../www/js/flow/controller.js");

/** A controller with effects that record what they were asked; `animate` waits for `release()`. */
function harness({ answers = {} } = {}) {
  const log = { phases: [], notices: [], asked: [], aborted: 0, traces: [] };
  let release = null;
  const effects = {
    animate: (trace, signal) =>
      new Promise((resolve) => {
        log.traces.push(trace);
        release = resolve;
        signal.addEventListener(
          "abort",
          () => {
            log.aborted += 1;
            resolve();
          },
          { once: true },
        );
      }),
    settle: async () => {},
    beat: async () => {},
    ask: async (kind) => {
      log.asked.push(kind);
      return { value: answers[kind] || "close" };
    },
    ritual: async () => null,
    notice: (kind) => log.notices.push(kind),
    say: () => {},
  };
  const saved = new Map();
  const store = {
    get: () => null,
    set: () => {},
    load: (v) => saved.get(v) || null,
    save: (r) => saved.set(r.variant, r),
    drop: (v) => saved.delete(v),
  };
  const ctl = createController({ Game, effects, store });
  ctl.subscribe((s) => {
    if (log.phases[log.phases.length - 1] !== s.phase) log.phases.push(s.phase);
  });
  const settled = async () => {
    while (release) {
      const r = release;
      release = null;
      r();
      await new Promise((ok) => setTimeout(ok, 0));
    }
  };
  return { ctl, log, saved, settled };
}

test("a sowing: idle → animating → idle, the record saved, the move listed", async () => {
  const { ctl, log, saved, settled } = harness();
  await ctl.open("al-manqala");
  assert.equal(ctl.screen.phase, "idle");
  assert.deepEqual(ctl.screen.board.legal, [7, 8, 9, 10, 11, 12, 13]);
  ctl.pick(11);
  assert.equal(ctl.screen.phase, "animating");
  assert.deepEqual(ctl.screen.board.legal, [], "nothing to play while a sowing is drawn");
  await settled();
  assert.equal(ctl.screen.phase, "idle");
  assert.deepEqual(log.phases, ["idle", "animating", "idle"]);
  assert.deepEqual(saved.get("al-manqala").actions, [11]);
  // Pit 11 is South's third from South's left: "C"; 7 seeds into 10 … 7 and 0 … 2, pit 2
  // holds 8: nothing taken.
  assert.deepEqual(
    ctl.screen.moves.map((m) => m.notation),
    ["C"],
  );
  ctl.destroy();
});

test("one cancellation per turn: undo during a sowing aborts its animation and takes it back", async () => {
  const { ctl, log, saved } = harness();
  await ctl.open("al-manqala");
  ctl.pick(11);
  assert.equal(ctl.screen.phase, "animating");
  await ctl.undo();
  assert.equal(log.aborted, 1, "the sowing's animation was aborted");
  assert.equal(ctl.screen.phase, "idle");
  assert.deepEqual(ctl.screen.moves, []);
  assert.deepEqual(saved.get("al-manqala").actions, []);
  ctl.destroy();
});

test("looking back: a past position has no legal pit; a pick there plays nothing; back to the game", async () => {
  const { ctl, settled } = harness();
  await ctl.open("al-manqala");
  for (const pit of [11, 2]) {
    ctl.pick(pit);
    await settled();
  }
  await ctl.view(0);
  assert.equal(ctl.screen.phase, "viewing");
  assert.equal(ctl.screen.viewing, 0);
  assert.equal(ctl.screen.current, 0);
  assert.deepEqual(ctl.screen.board.legal, []);
  assert.equal(ctl.screen.board.toMove, 1, "after South's first move North is to move");
  ctl.pick(12);
  assert.equal(ctl.screen.moves.length, 2, "no move is played on a past position");
  await ctl.step(-1);
  assert.equal(ctl.screen.viewing, -1);
  await ctl.step(1);
  await ctl.step(1);
  assert.equal(ctl.screen.viewing, null, "one step past the last move is the game itself");
  assert.equal(ctl.screen.phase, "idle");
  assert.deepEqual(ctl.screen.board.legal.length > 0, true);
  ctl.destroy();
});

test("a broken record opens nothing and says so; the game in play stays", async () => {
  const { ctl, log, settled } = harness();
  await ctl.open("al-manqala");
  ctl.pick(11);
  await settled();
  const opened = await ctl.openRecord(() => ({
    variant: "al-manqala",
    options: {},
    start: null,
    actions: [0],
    seats: { computer: null, ritual: null },
  }));
  assert.equal(opened, false);
  assert.deepEqual(log.notices, ["bad-link"]);
  assert.deepEqual(
    ctl.screen.moves.map((m) => m.action),
    [11],
  );
  ctl.destroy();
});

test("the agreed cycle: the equal division is animated like a sowing, then the end", async () => {
  const { ctl, log, settled } = harness({ answers: { cycle: "agree" } });
  await ctl.open("al-manqala");
  const agreed = ctl.agree();
  await new Promise((ok) => setTimeout(ok, 0));
  assert.deepEqual([ctl.screen.phase, ctl.screen.sowing], ["animating", true]);
  await settled();
  await agreed;
  // docs/rules.md#equal-division: 98 seeds at the start, 49 owed to each, taken from their own
  // row first: South's 7 pits 7 … 13 and North's 0 … 6, 7 seeds each; then the end.
  const [trace] = log.traces;
  const captures = trace.events.filter((e) => e.type === "capture");
  const taken = (player) =>
    captures
      .filter((e) => e.player === player)
      .map((e) => [e.pit, e.seeds, e.why])
      .sort((a, b) => a[0] - b[0]);
  const row = (from) => Array.from({ length: 7 }, (_, i) => [from + i, 7, "division"]);
  assert.deepEqual(taken(0), row(7));
  assert.deepEqual(taken(1), row(0));
  assert.deepEqual(trace.events.at(-1), { type: "end", reason: "agreed" });
  assert.deepEqual(log.asked, ["cycle", "end"]);
  assert.deepEqual(ctl.screen.result.captured, [49, 49]);
  assert.equal(ctl.screen.played, 1);
  ctl.destroy();
});

test("the move list crosses the boundary once per position of the game in play", async () => {
  const { ctl, settled } = harness();
  const moves = Game.prototype.moves;
  let fetched = 0;
  Game.prototype.moves = function (...args) {
    fetched += 1;
    return moves.apply(this, args);
  };
  try {
    await ctl.open("al-manqala");
    for (const pit of [11, 2]) {
      ctl.pick(pit);
      await settled();
    }
    const before = fetched;
    assert.ok(before <= 3, `one list per position at most (the start, and after each move)`);
    await ctl.view(0);
    await ctl.step(-1);
    let over = false;
    ctl.replay().then(() => (over = true));
    while (!over) {
      await settled();
      await new Promise((ok) => setTimeout(ok, 0));
    }
    assert.equal(ctl.screen.viewing, null, "the replay ends in the game");
    assert.equal(ctl.screen.moves.length, 2);
    assert.equal(fetched, before, "looking back and replaying fetch no list again");
  } finally {
    Game.prototype.moves = moves;
    ctl.destroy();
  }
});

test("screen.game names the game in play: another game changes it, an undo or a move does not", async () => {
  const { ctl, settled } = harness();
  await ctl.open("al-manqala");
  const first = ctl.screen.game;
  ctl.pick(11);
  await settled();
  assert.equal(ctl.screen.game, first, "a move");
  await ctl.undo();
  assert.equal(ctl.screen.game, first, "an undo");
  await ctl.open("ali-guli-mane");
  assert.notEqual(ctl.screen.game, first, "another game");
  ctl.destroy();
});

test("face to face, undo(asker) asks the other player; only the last mover may ask", async () => {
  // Two people, Al-manqala: South (0) moves first and sows pit 11 (7 seeds into 10 … 7 and
  // 0 … 2, nothing taken, as above); North is then to move, South is the last mover.
  // Effects that draw nothing and answer the undo question with `answer`, recording it.
  const asked = [];
  let answer = "refuse";
  const effects = {
    animate: async () => {},
    settle: async () => {},
    beat: async () => {},
    ask: async (kind, facts) => {
      asked.push({ kind, ...facts });
      return { value: answer };
    },
    ritual: async () => null,
    notice: () => {},
    say: () => {},
  };
  const store = keepsNothing();
  const two = createController({ Game, effects, store });
  const idle = async () => {
    while (two.screen.phase !== "idle") await new Promise((ok) => setTimeout(ok, 0));
  };
  await two.open("al-manqala");
  two.pick(11);
  await idle();
  assert.equal(two.screen.toMove, 1);
  assert.deepEqual(two.screen.undoBy, [true, false], "South moved last: only South may ask");

  await two.undo(1);
  assert.deepEqual(asked, [], "North did not move last: nobody is asked, nothing taken back");
  assert.equal(two.screen.played, 1);

  await two.undo(0);
  assert.deepEqual(asked, [{ kind: "undo", asker: 0 }], "North is asked");
  assert.equal(two.screen.played, 1, "refused: the move stays");

  answer = "agree";
  await two.undo(0);
  assert.equal(asked.length, 2);
  assert.equal(two.screen.played, 0, "agreed: taken back");
  assert.equal(two.screen.toMove, 0);

  // Side by side (no asker), the undo takes back at once.
  two.pick(11);
  await idle();
  assert.equal(two.screen.played, 1);
  await two.undo();
  assert.equal(asked.length, 2, "nobody asked");
  assert.equal(two.screen.played, 0);
  two.destroy();
});
