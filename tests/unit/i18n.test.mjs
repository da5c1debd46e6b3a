// Every language has every word of English, no more, with the same slots; and every
// language's rules and heritage texts have the same shape as English's. Plain Node: the
// word files are ES modules with no DOM in them.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  LANGUAGES,
  translator,
  loadWords,
  loadTexts,
  loadMoreWords,
  langOf,
  dirOf,
} from "../../www/js/i18n/index.js";

const CODES = LANGUAGES.map((l) => l.code);
const load = async (code) => (await import(`../../www/js/i18n/${code}.js`)).default;

/** Sample values for the slots a word may use. */
const SAMPLE = { n: 2, items: ["a", "b", "c"], seed: 7, place: 3, a: 30, b: 40 };

/** Vars for a word that has every slot, noting in `seen` the slots it reads. */
function sample(seen = new Set()) {
  return new Proxy(
    {},
    {
      get(_, key) {
        if (typeof key === "string") seen.add(key);
        return key in SAMPLE ? SAMPLE[key] : key === "who" ? undefined : `<${String(key)}>`;
      },
      has: () => true,
    },
  );
}

/** The slots an entry uses: {name}s of a string, or the vars a function reads. */
function slots(entry) {
  if (typeof entry === "string") return [...entry.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const seen = new Set();
  entry(sample(seen));
  return [...seen].sort();
}

test("the languages: five, English first, Arabic right to left", () => {
  assert.deepEqual(CODES, ["en", "pt", "tr", "ar", "kn"]);
  assert.equal(dirOf("ar"), "rtl");
  for (const code of ["en", "pt", "tr", "kn"]) assert.equal(dirOf(code), "ltr");
  assert.equal(langOf("pt-PT"), "pt");
  assert.equal(langOf("TR"), "tr");
  assert.equal(langOf("ar-PS"), "ar");
  assert.equal(langOf("kn_IN"), "kn");
  assert.equal(langOf("de"), null);
  assert.equal(langOf(undefined), null);
});

for (const code of CODES.filter((c) => c !== "en")) {
  test(`${code}: every key of en.js, no other, each with English's slots`, async () => {
    const en = await load("en");
    const words = await load(code);
    assert.deepEqual(
      Object.keys(words).filter((k) => !(k in en)),
      [],
      "keys English does not have",
    );
    assert.deepEqual(
      Object.keys(en).filter((k) => !(k in words)),
      [],
      "keys missing",
    );
    for (const key of Object.keys(en)) {
      assert.deepEqual(slots(words[key]), slots(en[key]), `the slots of ${key}`);
      // A game's own caption asked for without its slots (kiosk.js asks so whether the game
      // has its own words) still gives words rather than throwing.
      if (/^cap\.\w+\.[a-z-]+$/.test(key) && typeof words[key] === "function")
        assert.equal(typeof words[key]({}), "string", `${key} without vars`);
      const said = typeof words[key] === "function" ? words[key](sample()) : words[key];
      assert.equal(typeof said, "string", `${key} gives words`);
      assert.ok(said.trim().length > 0, `${key} is not empty`);
    }
  });

  test(`${code}: the words about you, the computer and a named player all differ`, async () => {
    await loadWords(code);
    const t = translator(code);
    for (const key of [
      "pitOf",
      "pileOf",
      "say.sow",
      "say.capture",
      "say.extra",
      "say.pass",
      "say.toMove",
      "note.pass",
      "status.toMove",
      "status.forced",
      "status.extra",
      "status.thinking",
      "status.sowing",
      "end.winner",
      "round.winner",
      "round.next",
      "round.closed",
      "moves.pass",
    ]) {
      const vars = { player: t("player.1"), place: 5, n: 6, pits: "x", pit: "x" };
      const said = ["you", "computer", undefined].map((who) => t(key, { ...vars, who }));
      assert.equal(new Set(said).size, 3, `${key}: ${said.join(" | ")}`);
      assert.ok(said[2].includes(t("player.1").slice(0, 4)), `${key} names the player: ${said[2]}`);
    }
  });

  test(`${code}: the rules and heritage texts have English's shape`, async () => {
    const en = await loadTexts("en");
    const texts = await loadTexts(code);
    assert.deepEqual(Object.keys(texts), Object.keys(en));
    for (const variant of Object.keys(en)) {
      for (const part of ["rules", "heritage"]) {
        const shape = (blocks) =>
          blocks.map(([kind, body]) => (kind === "ul" ? `ul${body.length}` : kind));
        assert.deepEqual(
          shape(texts[variant][part]),
          shape(en[variant][part]),
          `${variant} ${part}`,
        );
        for (const [, body] of texts[variant][part]) {
          for (const line of [body].flat())
            assert.ok(line.trim().length > 0, `${variant} ${part}: an empty block`);
        }
      }
    }
  });
}

for (const code of CODES) {
  test(`${code}: the Al-manqala rules name the cycle button as the page labels it`, async () => {
    await loadWords(code);
    const rules = (await loadTexts(code))["al-manqala"].rules
      .flatMap(([, body]) => [body].flat())
      .join(" ");
    assert.ok(rules.includes(translator(code)("cycle")), translator(code)("cycle"));
  });
}

test("the English words say who plays: you, the computer, or the seat", () => {
  const t = translator("en");
  assert.equal(
    t("say.sow", { who: "you", player: "South", place: 3, n: 6 }),
    "You sow your pit 3 (6 seeds).",
  );
  assert.equal(
    t("say.sow", { who: "computer", player: "North", place: 5, n: 1 }),
    "The computer sows its pit 5 (1 seed).",
  );
  assert.equal(t("say.sow", { player: "South", place: 3, n: 6 }), "South sows pit 3 (6 seeds).");
  assert.equal(t("pitOf", { who: "computer", player: "North", place: 2 }), "the computer's pit 2");
});

// — words of moments (name-xx.js, fetched by loadMoreWords): the review of a game —
/** The slots the page passes to a word of a moment beyond English's own (a case another language needs). */
const EXTRA_SLOTS = { "critique.played": ["place"] };
for (const [file, name] of [
  ["critique", "critique"],
  ["puzzle-history", "puzzles"],
  ["analysis", "analysis"],
]) {
  for (const code of CODES.filter((c) => c !== "en")) {
    test(`${code}: every word of ${file}-en.js, no other, each using only the slots the page passes`, async () => {
      const en = (await import(`../../www/js/i18n/${file}-en.js`)).default;
      const words = (await import(`../../www/js/i18n/${file}-${code}.js`)).default;
      assert.deepEqual(Object.keys(words), Object.keys(en));
      for (const key of Object.keys(en)) {
        const passed = [...slots(en[key]), ...(EXTRA_SLOTS[key] || [])];
        for (const slot of slots(words[key]))
          assert.ok(passed.includes(slot), `${key} uses {${slot}}`);
        const said = typeof words[key] === "function" ? words[key](sample()) : words[key];
        assert.ok(typeof said === "string" && said.trim().length > 0, `${key} gives words`);
      }
      await loadMoreWords(file, code);
      assert.equal(translator(code)(`${name}.title`), words[`${name}.title`]);
    });
  }
}
