// No English on a translated page (issue 30): every word the page can show — its labels, its
// notices, the narration, the puzzles' and the review's words, the embed builder's labels — is
// rendered in each language but English, with sample slots, and scanned for English words left
// in it. Portuguese and Turkish are written in Latin letters too, so they are searched for
// common English words; Arabic and Kannada for any Latin word outside the names they keep (the
// ritual's Tek mi, Çift mi?, pussa kanawa, the numeral IV, a puzzle's "daily").
import { test } from "node:test";
import assert from "node:assert/strict";
import { LANGUAGES } from "../../www/js/i18n/index.js";
import { BUILDER_WORDS } from "../../www/js/embed/builder-words.js";
import { OFFERED } from "../../www/js/lib/options.js";

const TABLES = ["", "critique-", "puzzle-", "puzzle-history-"];
const table = async (prefix, code) =>
  (await import(`../../www/js/i18n/${prefix}${code}.js`)).default;

/** Sample slots: numbers for counts, empty words for names (they are the language's own), and
 * the kiosk's `what` ("game", "lesson", "puzzle": a key, not words). */
const NUMBERS = new Set(["n", "a", "b", "p0", "p1", "seed", "place", "left", "moves", "value"]);
/** @param {string} key */
const vars = (key) =>
  new Proxy(
    {},
    {
      get(_, slot) {
        if (slot === "who") return undefined;
        if (slot === "what") return key.startsWith("still.") ? "game" : "";
        if (slot === "items") return [];
        return NUMBERS.has(String(slot)) ? 2 : "";
      },
      has: () => true,
    },
  );
/** The words of `key`, its {slots} left out. @param {any} entry @param {string} key */
const render = (entry, key) =>
  (typeof entry === "function" ? entry(vars(key)) : String(entry)).replace(/\{\w+\}/g, "");

/** English words that are no words of Portuguese or Turkish. */
const ENGLISH =
  /\b(the|and|could|not|game|move|moves|seeds?|pits?|your|you|with|this|that|was|is|are|from|board|player|computer|link|page|try|again|wins?|draw|open|opened|shown|instead|puzzle|lesson|round|rules)\b/i;
/** The Latin words Arabic and Kannada keep. */
const KEPT = /Tek mi, Çift mi\??|Tek|Çift|pussa kanawa|\bIV\b|daily|Mangala|iframe|wss:\/\/|id\b/g;

/** @param {string} code @param {string} text */
function english(code, text) {
  if (code === "pt" || code === "tr") return text.match(ENGLISH)?.[0] ?? null;
  return text.replace(KEPT, "").match(/[A-Za-z]{2,}/)?.[0] ?? null;
}

for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
  test(`${code}: no English word in any word the page can show`, async () => {
    const found = [];
    for (const prefix of TABLES) {
      const en = await table(prefix, "en");
      const words = await table(prefix, code);
      for (const key of Object.keys(en)) {
        if (!(key in words)) continue;
        const text = render(words[key], key);
        const word = english(code, text);
        if (word) found.push(`${prefix}${code}.js ${key}: "${word}" in ${text}`);
      }
    }
    const builder = BUILDER_WORDS[code];
    for (const spec of OFFERED) {
      if (!(spec.name in builder)) found.push(`builder: no label for the option "${spec.name}"`);
    }
    for (const [key, text] of Object.entries(builder)) {
      const word = english(code, text.replace(/\{\w+\}/g, ""));
      if (word) found.push(`builder ${key}: "${word}" in ${text}`);
    }
    assert.deepEqual(found, []);
  });
}

test("no notice shows the engine's or the browser's message: no word takes a `why`, every notice a key", async () => {
  // The engine's messages are English, for developers: showNotice (views/notices.js) puts them
  // in data-why and the console; a word that printed {why} would show them to the visitor.
  for (const { code } of LANGUAGES) {
    for (const prefix of TABLES) {
      const words = await table(prefix, code);
      for (const [key, entry] of Object.entries(words)) {
        let read = false;
        const spy = new Proxy(vars(key), {
          get: (target, slot) => ((read ||= slot === "why"), Reflect.get(target, slot)),
        });
        // A word that needs a real name to run (capitalising it) has read its slots by then.
        if (typeof entry === "function")
          try {
            entry(spy);
          } catch {
            /* the slots read before the throw are noted */
          }
        else read = String(entry).includes("{why}");
        assert.ok(!read, `${prefix}${code}.js ${key} shows {why}`);
      }
    }
  }
  // The flow asks for notices by key: none passes null (the engine's message as the words).
  const { readdirSync, readFileSync } = await import("node:fs");
  const dirs = ["flow", "flow/modes", "views", "features/kiosk", "features/voice"];
  for (const dir of dirs) {
    const url = new URL(`../../www/js/${dir}/`, import.meta.url);
    for (const file of readdirSync(url).filter((f) => f.endsWith(".js"))) {
      const source = readFileSync(new URL(file, url), "utf8");
      assert.doesNotMatch(source, /notice\([^)]*,\s*null\s*,/, `${dir}/${file}`);
    }
  }
});
