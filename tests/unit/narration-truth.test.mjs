// The narration's words in the situations where a template used to say something false
// (issue 30): a Mangala IV sowing called forced under free choice, an end reason that spoke of
// seeds going round for ever where nothing forces them, "South (you)" where the status line says
// "you", "the 1 seed … sows them", and an Ali Guli Mane saada whose next pit is empty. Each test
// sets up its situation as a hand-worked trace and checks the words shown.
import { test } from "node:test";
import assert from "node:assert/strict";
import { STATE, EVENTS } from "./narrated-sowing.mjs";

const { captionsFor } = await import("../../www/js/features/narration/words.js");
const {
  translator,
  loadWords,
  reasonKey,
  LANGUAGES: ALL,
} = await import("../../www/js/i18n/index.js");
const LANGUAGES = ALL.map((l) => l.code);
const { playerNames, playerRoles } = await import("../../www/js/views/words.js");
for (const lang of LANGUAGES) await loadWords(lang);

/** South (player 0) plays the computer, which plays North. */
const VS_COMPUTER = {
  session: "play",
  seats: { computer: { player: 1, level: "beginner" }, ritual: null },
};

// Mangala IV, South's row 13 → 7 each with 1 seed but its pit 1 (pit 13) with 3: a sowing of pit
// 13 drops into 12, 11, 10 (each now 2)… the words only need the lift. Under the free-choice
// house rule (`forced` false, as in every Mangala IV puzzle) the same lift is a choice.
const M4 = [
  { type: "lift", pit: 13, seeds: 3 },
  { type: "drop", pit: 12 },
  { type: "drop", pit: 11 },
  { type: "drop", pit: 10 },
  { type: "end", reason: "cycle" },
];

for (const lang of LANGUAGES) {
  const t = translator(lang);
  const names = [t("player.0"), t("player.1")];
  const words = (forced) => [
    ...captionsFor({ player: 0, events: M4 }, { pits: Array(14).fill(1) }, names, "mangala-iv", t, {
      forced,
    }).values(),
  ];

  test(`${lang}: a free-choice Mangala IV sowing is not called forced, and its end is no endless loop`, () => {
    const free = words(false);
    const forced = words(true);
    // The lift: the forced words are those of `cap.lift.forced.mangala-iv`, the free ones the
    // plain lift of every game.
    assert.equal(
      forced[0],
      t("cap.lift.forced.mangala-iv", {
        player: names[0],
        pit: t("pitOf", { player: names[0], place: 1 }),
        n: 3,
      }),
    );
    assert.equal(
      free[0],
      t("cap.lift", { player: names[0], pit: t("pitOf", { player: names[0], place: 1 }), n: 3 }),
    );
    assert.notEqual(free[0], forced[0]);
    // The end: a third occurrence under free choice, a position come back when every move is
    // forced (docs/rules.md#mangala-iv-cycles).
    assert.equal(free.at(-1), t("cap.end", { reason: t("reason.cycle") }));
    assert.equal(forced.at(-1), t("cap.end", { reason: t("reason.cycle.forced") }));
    assert.equal(reasonKey("cycle", { variant: "mangala-iv", forced: false }), "reason.cycle");
    assert.equal(
      reasonKey("cycle", { variant: "ali-guli-mane", forced: false }),
      "reason.cycle.ali-guli-mane",
    );
  });

  test(`${lang}: against the computer the narration says "you" and "the computer", never "South"`, () => {
    const screenNames = playerNames(t, VS_COMPUTER);
    const roles = playerRoles(VS_COMPUTER);
    const said = [
      ...captionsFor({ player: 0, events: EVENTS }, STATE, screenNames, STATE.variant, t, {
        roles,
      }).values(),
    ];
    assert.equal(said.length, 7);
    const named = [
      ...captionsFor({ player: 0, events: EVENTS }, STATE, screenNames, STATE.variant, t).values(),
    ];
    said.forEach((words, i) => {
      assert.ok(!words.includes(t("player.0")), `${lang}: "${words}" names South`);
      // Not the words about a named player: the person forms.
      assert.notEqual(words, named[i]);
    });
    // The computer's pit and your own are told apart: the saada is at the computer's pit 2.
    assert.notEqual(
      t("pitOf", { who: "computer", player: screenNames[1], place: 2 }),
      t("pitOf", { who: "you", player: screenNames[0], place: 2 }),
    );
  });
}

test("en: the person forms of a sowing against the computer, as written by hand", () => {
  const t = translator("en");
  const names = playerNames(t, VS_COMPUTER);
  const roles = playerRoles(VS_COMPUTER);
  assert.deepEqual(
    [
      ...captionsFor({ player: 0, events: EVENTS }, STATE, names, STATE.variant, t, {
        roles,
      }).values(),
    ],
    [
      "You lift the 2 seeds of your pit 1 and sow them one by one, anticlockwise.",
      "Relay (pussa kanawa): the pit after the last seed, your pit 4, holds 2 seeds, so you lift them and sow on.",
      "Relay (pussa kanawa): the pit after the last seed, your pit 7, holds 1 seed, so you lift it and sow on.",
      "Saada: the pit after the last seed, the computer's pit 2, is empty, so the sowing stops. You take the seeds of the next pit and of the pit facing it.",
      "You take the 4 seeds of the computer's pit 3, the pit just beyond the empty one.",
      "You also take the 2 seeds of the pit facing it, your pit 5.",
      "You captured on the first sowing of your turn, so you sow once more.",
    ],
  );
});

// Ali Guli Mane, the computer (North) to move: its pit 4 (pit 3) holds 1 seed, which falls in
// pit 4 (empty before); next(4) = 5 is empty: the saada at 5 (North's pit 6). c = next(5) = 6
// is empty, so nothing is taken from it; opposite(6) = 7 (South's pit 7) holds 2: the computer
// takes those 2 alone. South's row is then empty: South passes.
const SAADA_EMPTY = [
  { type: "lift", pit: 3, seeds: 1 },
  { type: "drop", pit: 4 },
  { type: "saada", pit: 5 },
  { type: "capture", pit: 7, seeds: 2, player: 1, why: "facing" },
  { type: "pass", player: 0 },
];
const SAADA_PITS = [0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0];

test("en: a one-seed lift, and a saada whose next pit is empty, against the computer", () => {
  const t = translator("en");
  const said = [
    ...captionsFor(
      { player: 1, events: SAADA_EMPTY },
      { pits: SAADA_PITS },
      playerNames(t, VS_COMPUTER),
      "ali-guli-mane",
      t,
      {
        roles: playerRoles(VS_COMPUTER),
      },
    ).values(),
  ];
  assert.deepEqual(said, [
    "The computer lifts the only seed of its pit 4 and drops it into the next pit, anticlockwise.",
    "Saada: the pit after the last seed, the computer's pit 6, is empty, so the sowing stops. The computer takes the seeds of the next pit and of the pit facing it.",
    "The pit just beyond the empty one holds nothing, so the computer takes only the 2 seeds of the pit facing that one, your pit 7.",
    "You have no seed in your row and pass.",
  ]);
});

for (const lang of LANGUAGES) {
  test(`${lang}: a one-seed lift is not said with a plural, and a lone facing capture says no "also"`, () => {
    const t = translator(lang);
    const names = [t("player.0"), t("player.1")];
    const said = [
      ...captionsFor(
        { player: 1, events: SAADA_EMPTY },
        { pits: SAADA_PITS },
        names,
        "ali-guli-mane",
        t,
      ).values(),
    ];
    // The one-seed lift differs from the words of a 2-seed lift with its count changed.
    const two = t("cap.lift", {
      player: names[1],
      pit: t("pitOf", { player: names[1], place: 4 }),
      n: 2,
    });
    assert.notEqual(said[0], two.replace(/2/g, "1"));
    assert.equal(
      said[2],
      t("cap.take.facingAlone", {
        player: names[1],
        pit: t("pitOf", { player: names[0], place: 7 }),
        n: 2,
      }),
    );
    assert.notEqual(
      said[2],
      t("cap.take.facing", {
        player: names[1],
        pit: t("pitOf", { player: names[0], place: 7 }),
        n: 2,
      }),
    );
  });
}

test('the kiosk\'s "Still there?" says what really ends: the game, the lesson or the puzzle', () => {
  // features/kiosk/session.js passes `what` from the screen: a lesson's screen has `lesson`,
  // a puzzle's `puzzle`. English, as written by hand:
  const en = translator("en");
  assert.equal(en("still.count", { n: 3, what: "lesson" }), "The lesson ends in 3 seconds.");
  assert.equal(en("still.count", { n: 1, what: "puzzle" }), "The puzzle ends in 1 second.");
  assert.equal(en("still.touch", { what: "game" }), "Touch the screen to keep your game.");
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const said = ["game", "lesson", "puzzle"].map((what) => t("still.count", { n: 5, what }));
    assert.equal(new Set(said).size, 3, `${lang}: ${said.join(" | ")}`);
    assert.ok(!said.some((s) => s.includes("undefined")), said.join(" | "));
  }
});

test("en: North's forced lift is its row's rightmost pit on screen, as the status line says", () => {
  // Mangala IV, traditional: North's leftmost pit with seeds, seen from its seat, is pit 0
  // (its pit 1), drawn at the right end of the top row.
  const t = translator("en");
  const events = [
    { type: "lift", pit: 0, seeds: 2 },
    { type: "drop", pit: 1 },
    { type: "drop", pit: 2 },
  ];
  const said = captionsFor(
    { player: 1, events },
    { pits: Array(14).fill(1) },
    ["South", "North"],
    "mangala-iv",
    t,
    {
      forced: true,
    },
  );
  assert.equal(
    [...said.values()][0],
    "The move is forced: North's pit 1 is the rightmost pit of the row that holds seeds, so North lifts its 2 seeds and sows them one by one.",
  );
});
