// The board's view state (www/js/board/view.js) replays a trace event by event, knowing no
// rules: a sowing of Ali Guli Mane worked out by hand from docs/rules.md, checked after every
// event (the pits, the piles, the seeds in hand, the marks, the note), and that the rules core
// gives that very trace; then every sowing of seeded random games, whose replay must end on the
// game's own position.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";
import {
  viewFromSnapshot,
  applyEvent,
  startMove,
  settle,
  withHint,
} from "../../www/js/board/view.js";

/** The view after a whole trace, event by event, as the board's animation steps it. */
const applyTrace = (view, trace) => trace.events.reduce(applyEvent, startMove(view));

// South (player 0) to move; North holds pits 0 and 3, South pits 7, 10, 11 and 13; piles 10, 12.
//   North  0:3  1:0  2:0  3:4  4:0  5:0  6:0
//   South  7:2  8:0  9:0  10:1  11:1  12:0  13:2
// South sows pit 13 (2 seeds) into 12 and 11: the last seed makes pit 11 hold 2, and the next
// pit, 10, holds 1: a relay lifts it and drops it into 9. The next pit, 8, is empty: the saada.
// South takes the pit after it, 7 (2 seeds), and the one facing 7, pit 0 (3 seeds): 5 in all.
// South captured and still has seeds (pits 9, 11, 12): an extra sowing is owed.
const START = {
  variant: "ali-guli-mane",
  pits: [3, 0, 0, 4, 0, 0, 0, 2, 0, 0, 1, 1, 0, 2],
  captured: [10, 12],
  toMove: 0,
};
const TRACE = [
  { type: "lift", pit: 13, seeds: 2 },
  { type: "drop", pit: 12 },
  { type: "drop", pit: 11 },
  { type: "relay", pit: 10, seeds: 1 },
  { type: "drop", pit: 9 },
  { type: "saada", pit: 8 },
  { type: "capture", pit: 7, seeds: 2, player: 0 },
  { type: "capture", pit: 0, seeds: 3, player: 0 },
  { type: "extra" },
];
const snapshot = (over = {}) => ({
  ...START,
  legal: [7, 10, 11, 13],
  closed: [],
  over: false,
  ...over,
});

test("a sowing with a relay, a saada, two captures and an extra sowing, event by event", () => {
  const before = startMove(withHint(viewFromSnapshot(snapshot()), 13));
  assert.deepEqual([before.legal, before.hint, before.hand, before.note], [[], null, null, null]);
  // After each event: the pits that changed, the piles, the hand, the marks and the note.
  const want = [
    { pits: { 13: 0 }, hand: { pit: 13, seeds: 2 }, lifted: 13 },
    { pits: { 12: 1 }, hand: { pit: 12, seeds: 1 }, lifted: 13 },
    { pits: { 11: 2 }, hand: { pit: 11, seeds: 0 }, lifted: 13 },
    { pits: { 10: 0 }, hand: { pit: 10, seeds: 1 }, lifted: 10, relay: 10 },
    { pits: { 9: 1 }, hand: { pit: 9, seeds: 0 }, lifted: 10, relay: 10 },
    { hand: null, lifted: 10, relay: 10, saada: [8] },
    { pits: { 7: 0 }, piles: [12, 12], lifted: 10, relay: 10, saada: [8], taken: [7] },
    { pits: { 0: 0 }, piles: [15, 12], lifted: 10, relay: 10, saada: [8], taken: [7, 0] },
    { piles: [15, 12], lifted: null, relay: null, saada: [8], taken: [7, 0], note: "extra" },
  ];
  let view = before;
  const pits = START.pits.slice();
  TRACE.forEach((event, i) => {
    view = applyEvent(view, event);
    const w = want[i];
    for (const [pit, seeds] of Object.entries(w.pits || {})) pits[pit] = seeds;
    const where = `after event ${i + 1} (${event.type})`;
    assert.deepEqual(view.pits, pits, `${where}: pits`);
    assert.deepEqual(view.captured, w.piles || [10, 12], `${where}: piles`);
    assert.deepEqual(view.hand, w.hand ?? null, `${where}: hand`);
    assert.deepEqual(
      view.marks,
      { saada: w.saada || [], captured: w.taken || [], relay: w.relay ?? null, lifted: w.lifted },
      `${where}: marks`,
    );
    assert.deepEqual(view.note, w.note ? { type: w.note } : null, `${where}: note`);
  });
  assert.deepEqual(view.pits, [0, 0, 0, 4, 0, 0, 0, 0, 0, 1, 0, 2, 1, 0]);
  assert.deepEqual(applyTrace(withHint(viewFromSnapshot(snapshot()), 13), { events: TRACE }), view);
});

test("the hand-worked trace is the one the rules core gives", () => {
  const g = Game.fromState(START);
  const trace = g.play(13);
  assert.equal(trace.player, 0);
  assert.deepEqual(
    trace.events.map(({ type, pit, seeds, player }) =>
      Object.fromEntries(
        Object.entries({ type, pit, seeds, player }).filter(([, v]) => v !== undefined),
      ),
    ),
    TRACE,
  );
  assert.deepEqual(Array.from(g.pits()), [0, 0, 0, 4, 0, 0, 0, 0, 0, 1, 0, 2, 1, 0]);
  assert.deepEqual(Array.from(g.captured()), [15, 12]);
  assert.equal(g.toMove(), 0, "South sows again");
  g.free();
});

test("notes: a pass names the player, a round its number, the end its reason; a capture never goes below 0", () => {
  const view = viewFromSnapshot(snapshot());
  assert.deepEqual(applyEvent(view, { type: "pass", player: 1 }).note, { type: "pass", player: 1 });
  assert.deepEqual(applyEvent(view, { type: "round", number: 2, closed: [] }).note, {
    type: "round",
    number: 2,
  });
  assert.deepEqual(applyEvent(view, { type: "end", reason: "stuck" }).note, {
    type: "end",
    reason: "stuck",
  });
  // A drop with no seed in hand (a sowing shown from its middle) holds an empty hand.
  assert.deepEqual(applyEvent(view, { type: "drop", pit: 4 }).hand, { pit: 4, seeds: 0 });
  const taken = applyEvent(view, { type: "capture", pit: 3, seeds: 9, player: 1 });
  assert.deepEqual([taken.pits[3], taken.captured], [0, [10, 21]]);
  assert.deepEqual(applyEvent(view, { type: "unknown" }), { ...view, note: null });
});

test("settling on the game's snapshot keeps the saada and the captures, not the lift or the relay", () => {
  const after = applyTrace(viewFromSnapshot(snapshot()), { events: TRACE });
  const settled = settle(after, snapshot({ legal: [9, 11, 12], extraSowing: true }));
  assert.deepEqual(settled.marks, { saada: [8], captured: [7, 0], relay: null, lifted: null });
  assert.deepEqual([settled.legal, settled.hand, settled.note], [[9, 11, 12], null, null]);
});

/** A seeded pseudo-random number generator (mulberry32), so every run plays the same games. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

for (const variant of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
  test(`${variant}: replaying each sowing's trace gives the game's own position, in 20 games`, () => {
    const next = random(variant.length);
    for (let game = 0; game < 20; game += 1) {
      const g = new Game(variant);
      const look = () => ({ pits: Array.from(g.pits()), captured: Array.from(g.captured()) });
      let view = { ...look(), marks: { saada: [], captured: [], relay: null, lifted: null } };
      for (let ply = 0; ply < 300 && !g.isOver(); ply += 1) {
        const legal = Array.from(g.legalMoves());
        const trace = g.play(legal[Math.floor(next() * legal.length)]);
        view = applyTrace(view, trace);
        assert.deepEqual({ pits: view.pits, captured: view.captured }, look(), `ply ${ply + 1}`);
      }
      g.free();
    }
  });
}
