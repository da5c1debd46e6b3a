// Every lesson step (www/js/lessons/lessons.js) against the rules core, in Node with the
// Node build of the wasm (./wasm.mjs): the step's position can be built, the action is legal, and what the
// step's words describe (`expect`, worked out by hand in the lessons' comments) is what the
// trace and the position after it show; every other legal pit does what the step's "wrong"
// words say. Then the words: every language has every step's words, and the numbers each
// says after a move are the numbers English says. Last, the controller runs a lesson headless
// over a game in play and leaves it untouched.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";
import { LESSONS } from "../../www/js/lessons/lessons.js";
import { LANGUAGES } from "../../www/js/i18n/index.js";

const { factsOf } = await import("../../www/js/flow/modes/lesson.js");

/** The endings' hand-outs are not the move's captures. */
const HANDOUTS = ["row", "starved", "division"];

/** What a move did, in the terms of a step's `expect`. */
function outcome(trace, g) {
  const ev = trace ? trace.events : [];
  const end = ev.find((e) => e.type === "end");
  const result = g.result();
  return {
    lift: ev.find((e) => e.type === "lift")?.seeds,
    relays: ev.filter((e) => e.type === "relay").map((e) => e.seeds),
    captures: ev
      .filter((e) => e.type === "capture" && e.player === trace.player && !HANDOUTS.includes(e.why))
      .map((e) => [e.pit, e.seeds]),
    extra: ev.some((e) => e.type === "extra"),
    end: end ? end.reason : g.isOver() ? result.reason : null,
    winner: result ? result.winner : undefined,
    piles: Array.from(g.captured()),
    pits: Array.from(g.pits()),
    reaches: trace
      ? ev.filter((e) => e.type === "drop" && e.pit < 7 !== (trace.player === 1)).length
      : 0,
  };
}

function check(step, got, where) {
  const e = step.expect;
  for (const key of ["lift", "relays", "captures", "extra", "end", "winner", "piles"]) {
    if (key in e) assert.deepEqual(got[key], e[key], `${where}: ${key}`);
  }
  for (const [pit, n] of Object.entries(e.after || {}))
    assert.equal(got.pits[pit], n, `${where}: pit ${pit} after`);
  if (e.reaches) assert.ok(got.reaches >= e.reaches, `${where}: reaches the other row`);
}

/** Plays pit on a copy of g; returns what it did. */
function tryPit(g, pit) {
  const copy = Game.fromState(g.state());
  try {
    return outcome(copy.play(pit), copy);
  } finally {
    copy.free();
  }
}

/** Walks a lesson through the core; returns each step's facts (the slots of its words). */
function walk(variant) {
  const facts = [];
  let g = null;
  for (const [i, step] of LESSONS[variant].entries()) {
    const where = `${variant} step ${i + 1} (${step.id})`;
    if (step.state === "previous") assert.ok(g, `${where}: a previous step to go on from`);
    else {
      g?.free();
      g = step.state === "start" ? new Game(variant) : Game.fromState(step.state);
      assert.equal(g.variant, variant, where);
    }
    assert.equal(g.isOver(), false, `${where}: the game goes on`);
    assert.equal(g.toMove(), 0, `${where}: the learner plays South`);
    const legal = Array.from(g.legalMoves());
    if (step.action === "ritual") {
      assert.equal(
        g.isForced(),
        true,
        `${where}: the traditional game, whose rows the ritual settles`,
      );
      assert.equal(g.moves().length, 0, `${where}: before the first move`);
      facts.push(null);
      continue;
    }
    if (step.action === "agree") {
      assert.equal(g.canAgree(), true, `${where}: the cycle may be agreed`);
      // The "chase forever" of its words: played out, the position comes back, nothing is taken.
      const copy = Game.fromState(g.state());
      let taken = 0;
      while (!copy.isOver()) {
        const moves = Array.from(copy.legalMoves());
        assert.equal(moves.length, 1, `${where}: each player has one move`);
        taken += copy
          .play(moves[0])
          .events.filter((e) => e.type === "capture" && e.why !== "division").length;
      }
      assert.equal(copy.result().reason, "cycle", `${where}: the seeds cycle`);
      assert.equal(taken, 0, `${where}: they never make 2`);
      copy.free();
      g.agreeCycle();
      const got = outcome(null, g);
      check(step, got, where);
      facts.push(factsOf(null, g));
      continue;
    }
    assert.ok(legal.includes(step.action), `${where}: pit ${step.action} is legal (${legal})`);
    for (const pit of legal.filter((p) => p !== step.action)) {
      const other = tryPit(g, pit);
      const o = step.others || {};
      if (step.any)
        check(
          step,
          {
            ...other,
            lift: step.expect.lift,
            relays: step.expect.relays,
            captures: step.expect.captures,
            pits: [],
          },
          `${where}, pit ${pit}`,
        );
      if ("captures" in o)
        assert.equal(
          other.captures.length > 0,
          o.captures,
          `${where}: pit ${pit} captures? (the wrong-pit words)`,
        );
      if ("end" in o)
        assert.equal(other.end, o.end, `${where}: pit ${pit} ends the game? (the wrong-pit words)`);
      if ("extra" in o) assert.equal(other.extra, o.extra, `${where}: pit ${pit} extra sowing?`);
    }
    const trace = g.play(step.action);
    check(step, outcome(trace, g), where);
    facts.push(factsOf(trace, g));
  }
  g?.free();
  return facts;
}

for (const variant of Object.keys(LESSONS)) {
  test(`${variant}: each lesson step's position, pit and outcome agree with the rules core`, () => {
    assert.ok(LESSONS[variant].length >= 5 && LESSONS[variant].length <= 8, "five to eight steps");
    const facts = walk(variant);
    // The words' numbers come from these facts; spot-check them against the hand working.
    if (variant === "ali-guli-mane")
      assert.deepEqual([facts[2].n, facts[3].n, facts[4].a, facts[4].b], [7, 2, 37, 33]);
    if (variant === "al-manqala")
      assert.deepEqual(
        [facts[0].last, facts[1].n, facts[2].n, facts[2].k, facts[4].got, facts[5].a],
        [6, 4, 8, 3, 5, 49],
      );
    if (variant === "mangala-iv")
      assert.deepEqual([facts[2].relay, facts[3].n, facts[3].k], [5, 14, 6]);
  });
}

const load = async (code) => (await import(`../../www/js/lessons/words-${code}.js`)).default;
const numbers = (text) => (text.match(/\d+/g) || []).map(Number);
/** The numbers a translation says are English's; it may say 1 and 2 in words (a dual). */
function sameNumbers(mine, theirs, where) {
  const want = numbers(theirs);
  for (const n of numbers(mine))
    assert.ok(want.includes(n), `${where}: ${n} is not in English's "${theirs}"`);
  for (const n of want.filter((x) => x > 2))
    assert.ok(numbers(mine).includes(n), `${where}: says ${n}, as English does`);
}

for (const { code } of LANGUAGES) {
  test(`${code}: the lessons' words — every step's, no other, with English's numbers`, async () => {
    const en = await load("en");
    const words = await load(code);
    assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort());
    assert.deepEqual(Object.keys(words.ui).sort(), Object.keys(en.ui).sort(), "ui");
    for (const [key, text] of Object.entries(words.ui)) {
      assert.ok(text.trim(), `ui.${key}`);
      assert.deepEqual(
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
        [...en.ui[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
        `ui.${key} slots`,
      );
    }
    for (const variant of Object.keys(LESSONS)) {
      const facts = walk(variant);
      const ids = LESSONS[variant].map((s) => s.id);
      const own = (table) =>
        Object.keys(table[variant])
          .filter((k) => typeof table[variant][k] === "object")
          .sort();
      assert.deepEqual(own(words), ids.slice().sort(), `${variant}: one entry per step`);
      assert.deepEqual(
        Object.keys(words[variant]).sort(),
        Object.keys(en[variant]).sort(),
        `${variant}: the game's own words`,
      );
      for (const [i, step] of LESSONS[variant].entries()) {
        const mine = words[variant][step.id];
        const theirs = en[variant][step.id];
        assert.deepEqual(
          Object.keys(mine).sort(),
          Object.keys(theirs).sort(),
          `${variant} ${step.id}: say, done, wrong, miss`,
        );
        for (const part of Object.keys(theirs)) {
          const say = (entry) => (typeof entry === "function" ? entry(facts[i] || {}) : entry);
          const text = say(mine[part]);
          assert.equal(typeof text, "string", `${variant} ${step.id} ${part}`);
          assert.ok(text.trim().length > 10, `${variant} ${step.id} ${part} says something`);
          assert.ok(
            text.length <= 330,
            `${variant} ${step.id} ${part} is short enough for a caption (${text.length})`,
          );
          sameNumbers(text, say(theirs[part]), `${variant} ${step.id} ${part}`);
        }
      }
    }
  });
}

// Arabic's adjective after a count agrees with it: two pits in a row are a dual
// («بيتين متتاليين»), 3 to 10 a plural («3 بيوت متتالية»), 11 and more a singular accusative.
test("ar: the Al-manqala chain lesson says 'in a row' in the form its number of pits takes", async () => {
  const done = (await load("ar"))["al-manqala"].chain.done;
  assert.match(done({ n: 4, k: 2 }), /أكلت 4 حبّات من بيتين متتاليين\./);
  assert.match(done({ n: 6, k: 3 }), /أكلت 6 حبّات من 3 بيوت متتالية\./);
  assert.match(done({ n: 30, k: 11 }), /أكلت 30 حبّة من 11 بيتًا متتاليًا\./);
});

test("the controller: a lesson is screen state over the game in play, which is never saved over", async () => {
  const { createController } = await import("../../www/js/flow/controller.js");
  const saves = [];
  let release = null;
  const effects = {
    animate: (trace, signal) =>
      new Promise((resolve) => {
        release = resolve;
        signal.addEventListener("abort", resolve, { once: true });
      }),
    settle: async () => {},
    beat: async () => {},
    ask: async () => ({ value: "close" }),
    ritual: async () => null,
    notice: () => {},
    say: () => {},
  };
  const store = {
    get: () => null,
    set: () => {},
    load: () => null,
    save: (r) => saves.push(r),
    drop: () => {},
  };
  const ctl = createController({ Game, effects, store });
  await ctl.open("ali-guli-mane");
  ctl.pick(10);
  release();
  await new Promise((ok) => setTimeout(ok, 0));
  const game = { pits: ctl.screen.board.pits, moves: ctl.screen.moves.length };
  const saved = saves.length;

  assert.equal(await ctl.lesson.start("ali-guli-mane"), true);
  const s = ctl.screen;
  assert.deepEqual(
    [s.lesson.variant, s.lesson.step, s.lesson.steps, s.lesson.phase, s.lesson.mark],
    ["ali-guli-mane", 1, 5, "try", 11],
  );
  assert.deepEqual(s.board.pits, LESSONS["ali-guli-mane"][0].state.pits);
  assert.deepEqual([s.canUndo, s.canHint, s.seats.computer], [false, false, null]);
  ctl.pick(12);
  assert.deepEqual(ctl.screen.lesson.wrong, { kind: "wrong", pit: 12 });
  assert.equal(ctl.screen.moves.length, 0, "a wrong pit plays nothing");
  ctl.miss(3);
  assert.equal(ctl.screen.lesson.wrong.kind, "notYours");
  ctl.pick(11);
  assert.deepEqual(
    [ctl.screen.phase, ctl.screen.lesson.phase, ctl.screen.sowing],
    ["animating", "sowing", true],
  );
  release();
  await new Promise((ok) => setTimeout(ok, 0));
  assert.deepEqual(
    [ctl.screen.phase, ctl.screen.lesson.phase, ctl.screen.lesson.wrong],
    ["idle", "done", null],
  );
  ctl.lesson.next();
  assert.equal(ctl.screen.lesson.step, 2);
  assert.equal(saves.length, saved, "nothing saved during the lesson");

  await ctl.lesson.leave();
  assert.equal(ctl.screen.lesson, null);
  assert.deepEqual({ pits: ctl.screen.board.pits, moves: ctl.screen.moves.length }, game);
  ctl.destroy();
});
