// The live game's words (www/js/features/live/words.js): every language has every English key and
// no other, each with the same {slots}; and a word is filled in as the page asks.
import { test } from "node:test";
import assert from "node:assert/strict";
import { WORDS, liveWords } from "../../www/js/features/live/words.js";

const slots = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test("each language has exactly English's words, with the same slots", () => {
  const keys = Object.keys(WORDS.en).sort();
  assert.deepEqual(Object.keys(WORDS).sort(), ["ar", "en", "kn", "pt", "tr"]);
  for (const [lang, table] of Object.entries(WORDS)) {
    assert.deepEqual(Object.keys(table).sort(), keys, lang);
    for (const key of keys) {
      assert.deepEqual(slots(table[key]), slots(WORDS.en[key]), `${lang} ${key}`);
      assert.ok(table[key].trim().length > 0, `${lang} ${key}`);
    }
  }
});

test("a word's slots are filled in; an unknown language speaks English", () => {
  assert.equal(
    liveWords("en")("refused", { why: "sent before" }),
    "A message from the relay was refused (sent before); the game is unchanged.",
  );
  assert.equal(liveWords("xx")("resign"), "Resign");
  assert.equal(liveWords("pt")("resign"), "Desistir");
});
