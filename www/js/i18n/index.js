// Words: a translator per language. A string may hold {name} slots; a function gets the vars.
// English is always here (every other language falls back to it); another language's
// words (xx.js) and rules texts (texts-xx.js) are fetched only when that language is shown.
import en from "./en.js";

/** The languages, in the order the page offers them, each named in its own words. */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "pt", name: "Português" },
  { code: "tr", name: "Türkçe" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "kn", name: "ಕನ್ನಡ" },
];

const CODES = LANGUAGES.map((l) => l.code);
const WORDS = { en };
const TEXTS = {};

/** Returns the language a tag such as "pt-PT" or "AR" asks for, or null if it is none of ours. */
export function langOf(tag) {
  const code = String(tag || "").toLowerCase().split(/[-_]/)[0];
  return CODES.includes(code) ? code : null;
}

/** Returns "rtl" for a language written right to left, else "ltr". */
export function dirOf(lang) {
  return LANGUAGES.find((l) => l.code === lang)?.dir || "ltr";
}

/** Fetches a language's words (once); resolves when translator(lang) speaks it. */
export async function loadWords(lang) {
  const code = langOf(lang) || "en";
  if (!WORDS[code]) WORDS[code] = (await import(`./${code}.js`)).default;
  return code;
}

/** Fetches a language's rules and heritage texts (once); resolves to them. */
export async function loadTexts(lang) {
  const code = langOf(lang) || "en";
  if (!TEXTS[code]) TEXTS[code] = (await import(`./texts-${code}.js`)).default;
  return TEXTS[code];
}

/** Returns t(key, vars) for a language; a missing key falls back to English, then to the key. */
export function translator(lang) {
  const table = WORDS[lang] || en;
  return function t(key, vars = {}) {
    const entry = key in table ? table[key] : en[key];
    if (entry === undefined) return key;
    if (typeof entry === "function") return entry(vars);
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
  };
}

/** Returns the key of the words for why a game ended: the game's own when it has them. */
export function reasonKey(reason, variant) {
  const own = `reason.${reason}.${variant}`;
  return own in en ? own : `reason.${reason}`;
}
