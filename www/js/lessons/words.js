// The lessons' words, one module per language (words-<lang>.js), each fetched the first time
// a lesson shows in that language; English stands in for a word a language lacks.
import { langOf } from "../i18n/index.js";

const WORDS = {};

/** Fetches a language's lesson words (once); resolves to the language's code. */
export async function loadLessonWords(lang) {
  const code = langOf(lang) || "en";
  if (!WORDS.en) WORDS.en = (await import("./words-en.js")).default;
  if (!WORDS[code]) WORDS[code] = (await import(`./words-${code}.js`)).default;
  return code;
}

/** Tells whether a language's lesson words have arrived. */
export const hasLessonWords = (lang) => Boolean(WORDS[langOf(lang) || "en"] && WORDS.en);

/** The entry at a path such as ["al-manqala", "chain", "done"] of one language's table. */
function entryOf(table, path) {
  let at = table;
  for (const part of path) at = at && typeof at === "object" ? at[part] : undefined;
  return typeof at === "string" || typeof at === "function" ? at : undefined;
}

/**
 * Returns lt(path, vars) for a loaded language: the words at `path` (an array of keys),
 * falling back to English, or null when neither has them.
 */
export function lessonTranslator(lang) {
  const table = WORDS[langOf(lang) || "en"] || WORDS.en;
  return function lt(path, vars = {}) {
    const entry = entryOf(table, path) ?? entryOf(WORDS.en, path);
    if (entry === undefined) return null;
    if (typeof entry === "function") return entry(vars);
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
  };
}
