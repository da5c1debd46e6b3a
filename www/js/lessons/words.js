// The lessons' words, one module per language (words-<lang>.js), each fetched the first time
// a lesson shows in that language; English stands in for a word a language lacks.
import { langOf } from "../i18n/index.js";
import { lazyEach } from "../lazy.js";

/** The lesson words by language: wordsOf(code)() fetches a language's once, .value holds them. */
const wordsOf = lazyEach(async (code) => (await import(`./words-${code}.js`)).default);

/** Fetches a language's lesson words and English's (once); resolves to the language's code. */
export async function loadLessonWords(lang) {
  const code = langOf(lang) || "en";
  await Promise.all([wordsOf("en")(), wordsOf(code)()]);
  return code;
}

/** Tells whether a language's lesson words have arrived. */
export const hasLessonWords = (lang) =>
  Boolean(wordsOf(langOf(lang) || "en").value && wordsOf("en").value);

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
  const table = wordsOf(langOf(lang) || "en").value || wordsOf("en").value;
  return function lt(path, vars = {}) {
    const entry = entryOf(table, path) ?? entryOf(wordsOf("en").value, path);
    if (entry === undefined) return null;
    if (typeof entry === "function") return entry(vars);
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
  };
}
