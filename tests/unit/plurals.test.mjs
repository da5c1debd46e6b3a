// Counts take the form their language's grammar asks for, through the platform's plural rules
// (www/js/i18n/index.js plurals): the expected words are each language's own, worked out by hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import { plurals, translator, loadWords } from "../../www/js/i18n/index.js";

test("a form the language has is picked by its rules; a form not given falls back to other", () => {
  const ar = plurals("ar");
  const forms = { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" };
  // Arabic: 0 zero, 1 one, 2 two, 3–10 few (and 103–110), 11–99 many, 100–102 other.
  const arabic = [0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map((n) => ar(n, forms));
  assert.deepEqual(arabic, [
    "zero",
    "one",
    "two",
    "few",
    "few",
    "many",
    "many",
    "other",
    "other",
    "few",
  ]);
  assert.equal(ar(11, { one: "one", other: "other" }), "other");
  // European Portuguese says "0 sementes" (the Brazilian rules would count 0 as one).
  assert.equal(plurals("pt-PT")(0, { one: "1 semente", other: "0 sementes" }), "0 sementes");
});

test("each language's counts in its own grammar", async () => {
  for (const lang of ["en", "pt", "tr", "ar", "kn"]) await loadWords(lang);
  const say = (lang, key, vars) => translator(lang)(key, vars);
  assert.equal(say("en", "review.now", { n: 1 }), "1 move played");
  assert.equal(say("en", "review.now", { n: 12 }), "12 moves played");
  assert.equal(say("pt", "review.now", { n: 1 }), "1 jogada feita");
  assert.equal(say("pt", "review.now", { n: 0 }), "0 jogadas feitas");
  // Arabic: one, the dual, 3–10 with the plural, 11–99 with the singular (accusative
  // tamyiz, written here without its case ending), and 103 as 3.
  assert.equal(say("ar", "review.now", { n: 1 }), "لُعبت نقلة واحدة");
  assert.equal(say("ar", "review.now", { n: 2 }), "لُعبت نقلتان");
  assert.equal(say("ar", "review.now", { n: 7 }), "لُعبت 7 نقلات");
  assert.equal(say("ar", "review.now", { n: 11 }), "لُعبت 11 نقلة");
  assert.equal(say("ar", "review.now", { n: 103 }), "لُعبت 103 نقلات");
  // Turkish: the noun after a numeral stays singular ("3 aktarma"); one relay names no count.
  assert.equal(say("tr", "say.relays", { n: 1, pits: "X" }), "Aktarma: X.");
  assert.equal(say("tr", "say.relays", { n: 3, pits: "X" }), "3 aktarma: X.");
  // Kannada: the noun takes its plural after numerals above one.
  assert.equal(say("kn", "review.now", { n: 1 }), "1 ನಡೆ ಆಡಲಾಗಿದೆ");
  assert.equal(say("kn", "review.now", { n: 4 }), "4 ನಡೆಗಳನ್ನು ಆಡಲಾಗಿದೆ");
  // Kannada's "one" also covers 0 (CLDR: i = 0 or n = 1), so its form must name the count, never
  // a written "1" (which printed "1" for 0).
  assert.equal(say("kn", "still.count", { n: 0, what: "game" }), "0 ಸೆಕೆಂಡಿನಲ್ಲಿ ಆಟ ಮುಗಿಯುತ್ತದೆ.");
  assert.equal(say("kn", "moves.captures", { n: 0 }), "0 ಕಾಳನ್ನು ಪಡೆಯುತ್ತಾರೆ");
});
