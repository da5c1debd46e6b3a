// The position editor's pure part (www/js/views/editor.js): a draft and the state the handle is
// given for it, the seeds' total, the handle's verdict, and the sentence for each kind of
// position the handle refuses — one in each of the five languages for every kind the handle
// names (its .d.ts, made from the core's lists), the general one for any other Error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game } from "./wasm.mjs";

const { stateOf, draftOf, seedsOf, verdictOf, whyKey } =
  await import("../../www/js/views/editor.js");

const LANGS = ["en", "pt", "tr", "ar", "kn"];
const words = Object.fromEntries(
  await Promise.all(
    LANGS.map(async (l) => [l, (await import(`../../www/js/i18n/analysis-${l}.js`)).default]),
  ),
);

/** The names of a union the handle's types declare. */
function union(name) {
  const dts = readFileSync(
    new URL("../../target/wasm-node/mancala_heritage.d.ts", import.meta.url),
    "utf8",
  );
  const line = dts.match(new RegExp(`export type ${name} = (.*);`));
  assert.ok(line, `${name} in the .d.ts`);
  return [...line[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

test("every kind the handle names has its sentence in the five languages", () => {
  const kinds = [...union("SetupErrorKind"), ...union("PositionTextErrorKind")];
  assert.ok(kinds.includes("tooManySeeds") && kinds.includes("badPart"));
  for (const lang of LANGS)
    for (const kind of [...kinds, "other"]) {
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
    const verdict = verdictOf(Game, d);
    assert.deepEqual(verdict, { legal: true, text: g.positionText(), over: false });
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
  const agm = Game.fromPositionText(text);
  const d = draftOf(agm.state());
  agm.free();
  assert.deepEqual(
    d.closed.sort((a, b) => a - b),
    [6, 7, 8, 9],
  );
  assert.equal(d.round, 3);
  assert.equal(d.roundStarter, 0);
  assert.equal(d.extraSowing, true);
  assert.deepEqual(verdictOf(Game, d), { legal: true, text, over: false });
});

test("a draft that is no position: the handle's kind, and its sentence's key", () => {
  const g = new Game("al-manqala");
  const d = draftOf(g.state());
  g.free();
  d.pits[13] += 1; // 99 seeds of 98
  const verdict = verdictOf(Game, d);
  assert.equal(verdict.legal, false);
  const known = (/** @type {string} */ key) => key in words.en;
  assert.equal(whyKey(verdict.error, known), "editor.why.tooManySeeds");
  // An Error without a kind, or with one the words do not know: the general sentence.
  assert.equal(whyKey(new Error("state.pits[3]: …"), known), "editor.why.other");
  assert.equal(
    whyKey(Object.assign(new Error("?"), { kind: "newKind" }), known),
    "editor.why.other",
  );
  assert.equal(whyKey(null, known), "editor.why.other");
});
