// The puzzle mode's words (www/js/i18n/puzzle-xx.js, fetched when a puzzle first shows): every
// language has English's keys, no other, each using only the slots the page passes, and each
// gives words; the page's own puzzle words (en.js's block) are checked by i18n.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LANGUAGES, translator, loadMoreWords } from "../../www/js/i18n/index.js";

const CODES = LANGUAGES.map((l) => l.code);
/** The slots views/puzzle.js passes, with sample values. */
const SAMPLE = {
  n: 3,
  total: 3,
  id: "q2",
  player: "North",
  place: 4,
  result: "North wins",
  winner: "North",
  list: "x",
  most: 2,
};

/** The slots an entry reads (a string's {name}s, or the vars a function reads). */
function slots(entry) {
  if (typeof entry === "string") return [...entry.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const seen = new Set();
  entry(
    new Proxy(SAMPLE, {
      get: (target, key) => {
        seen.add(String(key));
        return target[key];
      },
    }),
  );
  return [...seen];
}

const en = (await import("../../www/js/i18n/puzzle-en.js")).default;

for (const code of CODES) {
  test(`${code}: every word of puzzle-en.js, no other, with the page's slots`, async () => {
    const words = (await import(`../../www/js/i18n/puzzle-${code}.js`)).default;
    assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      for (const slot of slots(words[key]))
        assert.ok(slot in SAMPLE, `${code} ${key} reads {${slot}}, which the page does not pass`);
      for (const n of [0, 1, 2, 5, 11]) {
        const said = typeof words[key] === "function" ? words[key]({ ...SAMPLE, n }) : words[key];
        assert.ok(typeof said === "string" && said.trim().length > 0, `${code} ${key} (n=${n})`);
        assert.ok(!/undefined|NaN|\{\w+\}/.test(said), `${code} ${key}: ${said}`);
      }
    }
    await loadMoreWords("puzzle", code);
    assert.equal(translator(code)("puzzle.daily"), words["puzzle.daily"]);
  });
}

test("the English refutation names the player, the seeds and the pit", () => {
  assert.equal(
    en["puzzle.answer"]({ player: "North", place: 3, n: 9 }),
    "Not this one: North then sows pit 3 and captures 9 seeds.",
  );
  assert.equal(
    en["puzzle.answer"]({ player: "South", place: 6, n: 0 }),
    "Not this one: South answers from pit 6, and the goal is out of reach.",
  );
  assert.equal(
    en["puzzle.goal.seeds"]({ n: 1 }),
    "Win at least 1 seed more than your opponent wins back.",
  );
});

test("a wrong sowing that ends the game says how in one sentence: no capitalised result inside it", async () => {
  // The search's answer "over": the wrong sowing ends the game, drawn or won by North. The
  // verdict used to embed the end dialog's line ("it ends the game — A draw.").
  const { refutationWords } = await import("../../www/js/views/puzzle.js");
  const { loadWords } = await import("../../www/js/i18n/index.js");
  for (const { code } of LANGUAGES) {
    await loadWords(code);
    await loadMoreWords("puzzle", code);
    const t = translator(code);
    const names = [t("player.0"), t("player.1")];
    const verdict = (winner) =>
      refutationWords(
        t,
        /** @type {any} */ ({ refutation: { kind: "over", result: { winner } } }),
        names,
      );
    const draw = verdict(null);
    const won = verdict(1);
    // No sentence of its own after a dash, and no capital letter inside the sentence.
    assert.ok(!draw.includes("—") && !/. \p{Lu}/u.test(draw.slice(1)), `${code}: ${draw}`);
    assert.notEqual(draw, won);
    assert.ok(won.includes(code === "kn" ? "ಉತ್ತರದವರು" : t("player.1")), `${code}: ${won}`);
    // One sentence: a single full stop, at the end.
    assert.equal(draw.split(/[.]/).length, 2, `${code}: ${draw}`);
  }
});

test("an answer that captures nothing says what it leaves the solver (issue 31)", async () => {
  const { refutationWords } = await import("../../www/js/views/puzzle.js");
  await loadMoreWords("puzzle", "en");
  const t = translator("en");
  const names = ["South", "North"];
  /** A refuted puzzle's screen with North's answer from pit 2 (its place 3), taking nothing. */
  const refuted = (then) => ({
    goal: "win",
    refutation: { kind: "answer", player: 1, pit: 2, captures: 0, outcome: null, then },
  });
  assert.equal(
    refutationWords(t, refuted({ kind: "best", n: 0 }), names),
    "Not this one: North answers from pit 3, and after it no sowing of yours captures anything.",
  );
  assert.equal(
    refutationWords(t, refuted({ kind: "best", n: 4 }), names),
    "Not this one: North answers from pit 3; after it your best sowing captures only 4 seeds, and the goal is out of reach.",
  );
  // An answer that ends the game says how in the same sentence, no result line after a dash.
  assert.equal(
    refutationWords(t, refuted({ kind: "over", result: { winner: null } }), names),
    "Not this one: North answers from pit 3, and that ends the game in a draw.",
  );
  assert.equal(
    refutationWords(t, refuted({ kind: "over", result: { winner: 1 } }), names),
    "Not this one: North answers from pit 3, and that ends the game: North wins.",
  );
  // North sowing again (an extra sowing): nothing more to say than the goal out of reach.
  assert.equal(
    refutationWords(t, refuted(null), names),
    "Not this one: North answers from pit 3, and the goal is out of reach.",
  );
});
