// "Explain each sowing" and the kiosk's captions (issue 23), in Node: the words of each event
// of a hand-worked Ali Guli Mane sowing (www/js/features/narration/words.js, one source for both), the pace at
// which words go to the live region, the move list holding back a sowing's result while it is
// drawn (views/moves.js shownEntries), and the newcomer's status line (views/status.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";
import { STATE, EVENTS, SAID } from "./narrated-sowing.mjs";

const { captionsFor, narrationFor, createPacer } =
  await import("../../www/js/features/narration/words.js");
const { translator, loadWords } = await import("../../www/js/i18n/index.js");
const { shownEntries } = await import("../../www/js/views/moves.js");
const { statusLine } = await import("../../www/js/views/status.js");
const { playerNames, playerRoles } = await import("../../www/js/views/words.js");
await loadWords("en");
await loadWords("ar");
await loadWords("tr");

test("the handle's trace of the hand-worked sowing is the one worked out", () => {
  const g = Game.fromState(STATE);
  const trace = g.play(13);
  assert.equal(trace.player, 0);
  assert.deepEqual(
    trace.events.map((e) => ({ ...e })),
    EVENTS,
  );
  g.free();
});

for (const lang of ["en", "ar"]) {
  test(`${lang}: each event of the sowing in words, in order (drops unsaid)`, () => {
    const t = translator(lang);
    const names = [t("player.0"), t("player.1")];
    const said = captionsFor({ player: 0, events: EVENTS }, STATE, names, STATE.variant, t);
    assert.deepEqual([...said.values()], SAID[lang]);
    assert.deepEqual(
      [...said.keys()].map((e) => e.type),
      ["lift", "relay", "relay", "saada", "capture", "capture", "extra"],
    );
  });
}

test("the words of a last drop use the count the board shows once it is drawn", () => {
  // Al-manqala: South sows its pit 13 (1 seed) into 12, which then holds 6: not 2 or 4.
  const t = translator("en");
  const events = [
    { type: "lift", pit: 13, seeds: 1 },
    { type: "drop", pit: 12 },
  ];
  const wordsAt = narrationFor({ player: 0, events }, ["South", "North"], "al-manqala", t);
  assert.equal(
    wordsAt(events[1], { pits: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 0] }),
    "The last seed made 6 in South's pit 2, not 2 or 4: nothing is taken.",
  );
  // An earlier drop says nothing.
  const two = [
    { type: "lift", pit: 13, seeds: 2 },
    { type: "drop", pit: 12 },
    { type: "drop", pit: 11 },
  ];
  const at = narrationFor({ player: 0, events: two }, ["South", "North"], "al-manqala", t);
  assert.equal(at(two[1], { pits: Array(14).fill(8) }), null);
});

test("the chain, a collected row and an equal division say why the seeds are taken", () => {
  const t = translator("tr");
  const names = [t("player.0"), t("player.1")];
  const events = [
    { type: "capture", pit: 4, seeds: 2, player: 0, why: "chain" },
    { type: "capture", pit: 8, seeds: 3, player: 0, why: "row" },
    { type: "capture", pit: 1, seeds: 5, player: 1, why: "division" },
  ];
  const wordsAt = narrationFor({ player: 0, events }, names, "al-manqala", t);
  const view = { pits: Array(14).fill(0) };
  assert.deepEqual(
    events.map((e) => wordsAt(e, view)),
    [
      "Zincir geriye doğru sürüyor: Kuzey'in 5. kuyusunda 2 taş var; Güney onları da alıyor.",
      "Güney, Güney'in 6. kuyusunda kalan 3 taşı hazinesine ekliyor.",
      "Eşit bölüşme: Kuzey, payına düşen yarı için Kuzey'in 2. kuyusundan 5 taş alıyor.",
    ],
  );
});

test("the live region gets the first words at once, then what came meanwhile at most once a gap", () => {
  let clock = 0;
  /** @type {{ at: number, fn: () => void }[]} */
  let timers = [];
  const said = [];
  const pacer = createPacer((words) => said.push([clock, words]), {
    gap: 2500,
    now: () => clock,
    later: (fn, ms) => {
      const timer = { at: clock + ms, fn };
      timers.push(timer);
      return timer;
    },
    cancel: (timer) => (timers = timers.filter((x) => x !== timer)),
  });
  const run = (until) => {
    for (;;) {
      const next = timers.filter((x) => x.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((x) => x !== next);
      clock = next.at;
      next.fn();
    }
    clock = until;
  };
  pacer.push("lift");
  run(10);
  assert.deepEqual(said, [[0, "lift"]]);
  // Three events within the gap: said together when it is over, not one by one.
  run(400);
  pacer.push("relay");
  run(900);
  pacer.push("relay again");
  run(1500);
  pacer.push("saada");
  run(2499);
  assert.equal(said.length, 1);
  run(2500);
  assert.deepEqual(said[1], [2500, "relay relay again saada"]);
  // A sowing's end drops what waits: its summary follows.
  run(3000);
  pacer.push("capture");
  pacer.drop();
  run(10000);
  assert.equal(said.length, 2);
});

test("the move list holds back a sowing's result while the sowing is drawn", () => {
  const entry = {
    player: 0,
    action: 13,
    notation: "A ×6 +",
    captured: 6,
    extra: true,
    passes: false,
    round: null,
    end: null,
  };
  const first = {
    player: 1,
    action: 2,
    notation: "c",
    captured: 0,
    extra: false,
    passes: false,
    round: null,
    end: null,
  };
  const letterOf = (pit) => (pit === 13 ? "A" : "?");
  const screen = (over) => ({ moves: [first, entry], sowing: false, viewing: null, ...over });
  const held = shownEntries(screen({ sowing: true }), letterOf);
  assert.equal(held[0], first);
  assert.deepEqual(
    { notation: held[1].notation, captured: held[1].captured, extra: held[1].extra },
    { notation: "A", captured: 0, extra: false },
  );
  assert.deepEqual(shownEntries(screen({}), letterOf), [first, entry], "shown whole once drawn");
  assert.deepEqual(
    shownEntries(screen({ sowing: true, viewing: 0 }), letterOf),
    [first, entry],
    "a replay looks at past moves",
  );
});

test("a newcomer's status line names the row to play", () => {
  const s = (seats, toMove = 0) => ({
    session: "play",
    phase: "idle",
    viewing: null,
    over: false,
    result: null,
    human: true,
    forcedPit: null,
    extraSowing: false,
    toMove,
    moves: [],
    seats,
  });
  const line = (lang, screen, row, bottom = 0) => {
    const t = translator(lang);
    return statusLine(t, screen, playerNames(t, screen), playerRoles(screen), row, bottom);
  };
  const against = s({ computer: { player: 1, level: "beginner" } });
  assert.equal(line("en", against, 0), "Your move: choose a pit in the bottom row");
  assert.equal(line("en", s({}), 0), "South to move: choose a pit in the bottom row");
  // The computer played South and moved first: the person plays North, whose row the page draws
  // at the bottom (data-bottom="north", views/flip.js); with the board turned back, on top.
  const north = s({ computer: { player: 0, level: "beginner" } }, 1);
  assert.equal(line("en", north, 1, 1), "Your move: choose a pit in the bottom row");
  assert.equal(line("en", north, 1, 0), "Your move: choose a pit in the top row");
  assert.equal(line("ar", against, 0), "دورك: اختر بيتًا من الصفّ السفلي");
  assert.equal(line("en", against, null), "Your move", "no row: the usual words");
});
