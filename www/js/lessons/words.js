// The lessons' words, one module per language (words-<lang>.js), each fetched the first time
// a lesson shows in that language; English stands in for a word a language lacks.
import { langOf } from "../i18n/index.js";
import { lazyEach } from "../lib/lazy.js";

/** @import { LessonWords, WordEntry, WordVars } from "../types.js" */

/** The lesson words by language: wordsOf(code)() fetches a language's once, .value holds them. */
const wordsOf = lazyEach(
  /** @param {string} code @returns {Promise<LessonWords>} */
  async (code) => (await import(`./words-${code}.js`)).default,
);

/**
 * Fetches a language's lesson words and English's (once); resolves to the language's code.
 * @param {string} lang
 */
export async function loadLessonWords(lang) {
  const code = langOf(lang) || "en";
  await Promise.all([wordsOf("en")(), wordsOf(code)()]);
  return code;
}

/** Tells whether a language's lesson words have arrived. */
export const hasLessonWords = (/** @type {string} */ lang) =>
  Boolean(wordsOf(langOf(lang) || "en").value && wordsOf("en").value);

/**
 * The entry at a path such as ["al-manqala", "chain", "done"] of one language's table.
 * @param {LessonWords | undefined} table
 * @param {string[]} path
 * @returns {WordEntry | undefined}
 */
function entryOf(table, path) {
  /** @type {WordEntry | LessonWords | undefined} */
  let at = table;
  for (const part of path) at = at && typeof at === "object" ? at[part] : undefined;
  return typeof at === "string" || typeof at === "function" ? at : undefined;
}

/**
 * Returns lt(path, vars) for a loaded language: the words at `path` (an array of keys),
 * falling back to English, or null when neither has them.
 * @param {string} lang
 * @returns {(path: string[], vars?: WordVars) => string | null}
 */
export function lessonTranslator(lang) {
  const table = wordsOf(langOf(lang) || "en").value || wordsOf("en").value;
  /** @param {string[]} path @param {WordVars} vars */
  return function lt(path, vars = {}) {
    const entry = entryOf(table, path) ?? entryOf(wordsOf("en").value, path);
    if (entry === undefined) return null;
    if (typeof entry === "function") return entry(vars);
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
  };
}
