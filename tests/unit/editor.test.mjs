// The position editor's pure part (www/js/views/editor.js): a draft and the state the handle is
// given for it, the seeds' total, the handle's verdict, and the kind of each refusal of the
// handle, made through the handle, with its sentence in each of the five languages (the general
// one for any other Error).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, Text } from "./wasm.mjs";

const { stateOf, draftOf, seedsOf, verdictOf, whyKey, kindOf, KINDS } =
  await import("../../www/js/views/editor.js");

const LANGS = ["en", "pt", "tr", "ar", "kn"];
const words = Object.fromEntries(
  await Promise.all(
    LANGS.map(async (l) => [l, (await import(`../../www/js/i18n/analysis-${l}.js`)).default]),
  ),
);

/** Returns the Error the handle throws for `make()`. */
function thrown(make) {
  try {
    make();
  } catch (e) {
    return e;
  }
  assert.fail("the handle took it");
}

const state = (fields) => ({
  pits: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
  captured: [0, 0],
  toMove: 0,
  ...fields,
});
const START = "al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, south to move";

test("each kind of the handle's refusal is named, and said in the five languages", () => {
  // Each breaks one rule of a position (docs/rules.md), worked out by hand: 8 × 7 + 7 × 7 = 105
  // seeds on Al-manqala's board of 98; a closed pit without rounds; pit 4 closed holding 2;
  // North's closed pit c (2) before open ones; all of South's pits closed; round 2 without
  // rounds; an extra sowing in Al-manqala, and one owed to North, whose row is empty; Al-manqala
  // never ends with a player stuck; an option of Ali Guli Mane on Al-manqala.
  const agm = "ali-guli-mane";
  const rounds = { rounds: true };
  const made = {
    tooManySeeds: state({
      variant: "al-manqala",
      pits: [8, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7],
    }),
    closedWithoutRounds: state({ variant: agm, closed: [6] }),
    seedsInClosedPit: state({
      variant: agm,
      pits: [0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      closed: [4, 5, 6],
      options: rounds,
    }),
    closedNotAtRowEnd: state({ variant: agm, closed: [2], options: rounds }),
    wholeRowClosed: state({
      variant: agm,
      pits: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      toMove: 1,
      closed: [7, 8, 9, 10, 11, 12, 13],
      options: rounds,
    }),
    badRound: state({ variant: agm, round: 2 }),
    extraWithoutAliGuliMane: state({ variant: "al-manqala", extraSowing: true }),
    extraWithoutSeeds: state({
      variant: agm,
      pits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      toMove: 1,
      extraSowing: true,
    }),
    notAnEnding: state({ variant: "al-manqala", ended: "stuck" }),
    optionNotForVariant: state({ variant: "al-manqala", options: rounds }),
  };
  const texts = {
    badOption: START.replace("al-manqala", "al-manqala+rounds"),
    badPart: START.replace("south 7 7 7", "south 7 q 7"),
    unknownVariant: START.replace("al-manqala", "mancala"),
  };
  const errors = {
    ...Object.fromEntries(
      Object.entries(made).map(([kind, s]) => [kind, thrown(() => Game.fromState(s))]),
    ),
    ...Object.fromEntries(
      Object.entries(texts).map(([kind, t]) => [kind, thrown(() => Text.readPosition(t))]),
    ),
  };
  for (const [kind, error] of Object.entries(errors))
    assert.equal(kindOf(error), kind, `${kind}: ${error.message}`);
  // Every kind the editor names is made above, and has its sentence in every language.
  assert.deepEqual(KINDS.map(([kind]) => kind).sort(), Object.keys(errors).sort());
  for (const lang of LANGS)
    for (const kind of [...Object.keys(errors), "other"]) {
      const sentence = words[lang][`editor.why.${kind}`];
      assert.equal(typeof sentence, "string", `${lang}: editor.why.${kind}`);
      assert.ok(sentence.length > 5, `${lang}: editor.why.${kind}`);
    }
  // Every language has every key of the English editor.
  const keys = Object.keys(words.en).filter((k) => k.startsWith("editor."));
  for (const lang of LANGS)
    assert.deepEqual(
      keys.filter((k) => !(k in words[lang])),
      [],
      lang,
    );
});

test("a draft of each game's start gives back its state, and the total of its seeds", () => {
  // Ali Guli Mane: 14 pits of 5 = 70; Al-manqala 14 of 7 = 98; Mangala IV 14 of 7 = 98
  // (docs/rules.md).
  const totals = { "ali-guli-mane": 70, "al-manqala": 98, "mangala-iv": 98 };
  for (const variant of Game.variants()) {
    const g = new Game(variant);
    const d = draftOf(g.state());
    assert.equal(seedsOf(d), totals[variant]);
    const verdict = verdictOf(Game, Text, d);
    assert.deepEqual(verdict, { legal: true, text: Text.writePosition(g.record()), over: false });
    g.free();
  }
});

test("only Ali Guli Mane's state carries the extra sowing, the closed pits and the round", () => {
  const g = new Game("al-manqala");
  const state = stateOf(draftOf(g.state()));
  g.free();
  assert.deepEqual(Object.keys(state).sort(), ["captured", "options", "pits", "toMove", "variant"]);
  const text =
    "ali-guli-mane+rounds south 6 0 4 3 x x x, north 0 9 1 2 0 0 x, piles 31 14, north to move, extra, round 3 started by south";
  const agm = Game.fromRecord(Text.readPosition(text));
  const d = draftOf(agm.state());
  agm.free();
  assert.deepEqual(
    d.closed.sort((a, b) => a - b),
    [6, 7, 8, 9],
  );
  assert.equal(d.round, 3);
  assert.equal(d.roundStarter, 0);
  assert.equal(d.extraSowing, true);
  assert.deepEqual(verdictOf(Game, Text, d), { legal: true, text, over: false });
});

test("a draft that is no position: the handle's kind, and its sentence's key", () => {
  const g = new Game("al-manqala");
  const g0 = g.state();
  const d = draftOf(g0);
  g.free();
  d.pits[13] += 1; // 99 seeds of 98
  const verdict = verdictOf(Game, Text, d);
  assert.equal(verdict.legal, false);
  assert.equal(whyKey(verdict.error), "editor.why.tooManySeeds");
  // A value the handle does not read as a state at all: the general sentence.
  const unread = thrown(() => Game.fromState({ ...g0, pits: [...g0.pits.slice(1), 120] }));
  assert.equal(kindOf(unread), null, unread.message);
  assert.equal(whyKey(unread), "editor.why.other");
  assert.equal(whyKey(null), "editor.why.other");
});
