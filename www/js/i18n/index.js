// Words: a translator per language. A string may hold {name} slots; a function gets the vars.
import en from "./en.js";
import pt from "./pt.js";

export const LANGS = { en, pt };

/** Returns t(key, vars) for a language; a missing key falls back to English, then to the key. */
export function translator(lang) {
  const table = LANGS[lang] || en;
  return function t(key, vars = {}) {
    const entry = key in table ? table[key] : en[key];
    if (entry === undefined) return key;
    if (typeof entry === "function") return entry(vars);
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
  };
}
