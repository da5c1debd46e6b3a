// Words: a translator per language. A string may hold {name} slots; a function gets the vars.
// Each language's words (xx.js, English's too) and rules texts (texts-xx.js) are fetched only
// when that language is shown, so a page carries the words of its own language and no other.
// Every language has every key of en.js (tests/unit/i18n.test.mjs), so none needs English; a key
// a language lacks all the same falls back to English, fetched then (see translator).
import { lazyEach } from "../lib/lazy.js";

/** @import { Texts, Translate, WordEntry, WordTable, WordVars } from "../types.js" */

/** The languages, in the order the page offers them, each named in its own words. */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "pt", name: "Português" },
  { code: "tr", name: "Türkçe" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "kn", name: "ಕನ್ನಡ" },
];

const CODES = LANGUAGES.map((l) => l.code);
/**
 * Each language's words of the page (xx.js), named one by one: a template such as `./${file}.js`
 * would name every module of this folder, this one too, and the build would then keep this module
 * and what it imports in a file of their own (scripts/bundle.mjs). The other words (name-xx.js)
 * are named by `./${name}-${lang}.js` below, which names only files with a dash in their name.
 * @type {Record<string, () => Promise<any>>}
 */
const PAGE_WORDS = {
  en: () => import("./en.js"),
  pt: () => import("./pt.js"),
  tr: () => import("./tr.js"),
  ar: () => import("./ar.js"),
  kn: () => import("./kn.js"),
};
/** The modules of words asked for, by file (xx, texts-xx, name-xx): fileOf(file)() fetches one once, .value holds it. */
const fileOf = lazyEach(
  /** @param {string} file @returns {Promise<any>} */
  async (file) => {
    const dash = file.lastIndexOf("-");
    const name = file.slice(0, dash);
    const lang = file.slice(dash + 1);
    return (await (dash < 0 ? PAGE_WORDS[file]() : import(`./${name}-${lang}.js`))).default;
  },
);
/** The names of the words only some moments need (name-xx.js, e.g. critique-xx.js) asked for. */
/** @type {Set<string>} */
const MORE = new Set();

/**
 * Returns the language a tag such as "pt-PT" or "AR" asks for, or null if it is none of ours.
 * @param {unknown} tag
 */
export function langOf(tag) {
  const code = String(tag || "")
    .toLowerCase()
    .split(/[-_]/)[0];
  return CODES.includes(code) ? code : null;
}

/** Returns "rtl" for a language written right to left, else "ltr". @param {string} lang */
export function dirOf(lang) {
  return LANGUAGES.find((l) => l.code === lang)?.dir || "ltr";
}

/** @typedef {{ other: string, zero?: string, one?: string, two?: string, few?: string, many?: string }} Forms */

/**
 * Returns the picker of a count's words in the form `lang`'s grammar asks for, by the platform's
 * plural rules (Intl.PluralRules: zero, one, two, few, many or other, as the language has them):
 * `(n, forms)` gives the form of the count `n`, or `forms.other` when the language's form for it
 * is not given. A word file gives only the forms its language has, always `other`, and never the
 * rules. (Here, where the page's words are, so that no file of its own is fetched for it.)
 * @param {string} lang a language tag, e.g. "pt-PT" (European Portuguese counts 0 as many)
 * @param {Intl.PluralRulesOptions} [options] the digits `n` is shown with, when it may be a
 *   fraction (the form follows the number shown: "1.5 seeds")
 */
export function plurals(lang, options) {
  const rules = new Intl.PluralRules(lang, options);
  return (/** @type {number} */ n, /** @type {Forms} */ forms) =>
    forms[rules.select(n)] ?? forms.other;
}

/** Fetches a language's words (once); resolves when translator(lang) speaks it. @param {string} lang */
export async function loadWords(lang) {
  const code = langOf(lang) || "en";
  await fileOf(code)();
  return code;
}

/** Fetches a language's rules and heritage texts (once); resolves to them. */
export const loadTexts = (/** @type {string} */ lang) =>
  /** @type {Promise<Texts>} */ (fileOf(`texts-${langOf(lang) || "en"}`)());

/**
 * Fetches the words of `name` (./name-xx.js, a module of words that only some moments need)
 * in a language and in English, their fallback; resolves when translator(lang) speaks them.
 * @param {string} name
 * @param {string} lang
 */
export async function loadMoreWords(name, lang) {
  MORE.add(name);
  await Promise.all([fileOf(`${name}-en`)(), fileOf(`${name}-${langOf(lang) || "en"}`)()]);
}

/** Tells whether the words of `name` in `lang` have arrived (see loadMoreWords). */
export const hasMoreWords = (/** @type {string} */ name, /** @type {string} */ lang) =>
  Boolean(fileOf(`${name}-${langOf(lang) || "en"}`).value && fileOf(`${name}-en`).value);

/**
 * Looks a key up among a language's fetched words of moments (see loadMoreWords).
 * @param {string} lang
 * @param {string} key
 * @returns {WordEntry | undefined}
 */
function more(lang, key) {
  for (const name of MORE) {
    const words = fileOf(`${name}-${lang}`).value;
    if (words && key in words) return words[key];
  }
  return undefined;
}

/**
 * Returns t(key, vars) for a language, whose words loadWords(lang) fetches: nothing ("") until
 * they have come. A key the language lacks falls back to English: nothing until English's words
 * have come (asked for then, once), then English's from the next drawing on; a key no language
 * has gives itself.
 * @param {string} lang
 * @returns {Translate}
 */
export function translator(lang) {
  /** @param {string} key @param {WordVars} vars */
  return function t(key, vars = {}) {
    /** @type {WordTable | undefined} */
    const table = fileOf(lang).value;
    /** @type {WordTable | undefined} */
    const en = fileOf("en").value;
    const entry = table?.[key] ?? more(lang, key) ?? en?.[key] ?? more("en", key);
    if (entry === undefined && (!table || !en)) {
      if (table) fileOf("en")().catch(() => {});
      return "";
    }
    if (entry === undefined) return key;
    if (typeof entry === "function") return entry(vars);
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
  };
}

/**
 * Tells whether the page has words for `key` (a game's own words, say): asks the words fetched so
 * far, the shown language's (every language has every key of en.js) and the moments'. A view asks
 * this, not whether t(key) gives the key back, which would fetch English for a key none has.
 * @param {string} key
 */
export const hasWords = (key) =>
  CODES.some((code) => {
    const words = fileOf(code).value;
    return Boolean(words && key in words) || more(code, key) !== undefined;
  });

/**
 * Returns the key of the words for why a game ended: those of a game whose every move is forced
 * (`reason.<reason>.forced`: a position that comes back must loop for ever), else the game's
 * own (`reason.<reason>.<variant>`), else the common ones.
 * @param {string} reason
 * @param {{ variant: string, forced: boolean }} game `forced`: the handle's isForced()
 */
export function reasonKey(reason, { variant, forced }) {
  for (const key of [forced ? `reason.${reason}.forced` : "", `reason.${reason}.${variant}`])
    if (key && hasWords(key)) return key;
  return `reason.${reason}`;
}
