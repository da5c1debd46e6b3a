// A page in another language fetches its own words (i18n/xx.js) and not English's: nothing of
// the page needs en.js to speak Kannada, and before a language's words have come its translator
// says nothing, never a raw key (www/js/i18n/index.js). No other module of this file loads en.js.
import { test } from "node:test";
import assert from "node:assert/strict";
import { translator, loadWords, reasonKey } from "../../www/js/i18n/index.js";

test("before its words have come, a language says nothing, not the key", () => {
  assert.equal(translator("kn")("title"), "");
  assert.equal(translator("en")("loading"), "");
});

test("a Kannada page speaks from kn.js alone; English stays unfetched", async () => {
  await loadWords("kn");
  const kn = (await import("../../www/js/i18n/kn.js")).default;
  const t = translator("kn");
  assert.equal(t("title"), kn.title);
  // The game's own words for a repeated position (Ali Guli Mane's), found without English.
  assert.equal(
    reasonKey("cycle", { variant: "ali-guli-mane", forced: false }),
    "reason.cycle.ali-guli-mane",
  );
  assert.equal(reasonKey("cycle", { variant: "mangala-iv", forced: false }), "reason.cycle");
  assert.equal(reasonKey("cycle", { variant: "mangala-iv", forced: true }), "reason.cycle.forced");
  // Every key of kn.js is Kannada's own: English's translator has nothing (en.js never came).
  assert.equal(translator("en")("title"), "");
});

test("a key the language lacks asks for English, and says English's words once they come", async () => {
  const t = translator("kn");
  assert.equal(t("no.such.key"), "");
  // The lookup itself asked for en.js: it arrives with no loadWords("en").
  for (let i = 0; i < 100 && !translator("en")("title"); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const en = (await import("../../www/js/i18n/en.js")).default;
  assert.equal(translator("en")("title"), en.title);
  // A key no language has gives itself (a mistake the tests above catch), once English is here.
  assert.equal(t("no.such.key"), "no.such.key");
});
