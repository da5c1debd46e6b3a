// The five museum example pages (www/museum.html, www/museum-pt.html, …) from one template,
// scripts/museum/template.html, and one set of texts per language, scripts/museum/texts.mjs.
// The pages are written into www/ and kept in git, so `trunk serve` and the release build copy
// them like any page; tests/unit/museum-pages.test.mjs fails when a page differs from what this
// script makes.
//
//   node scripts/museum-pages.mjs           writes the five pages
//   node scripts/museum-pages.mjs --check   exits 1, naming them, if a page is out of date
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "../www/js/i18n/index.js";
import { UNAVAILABLE } from "../www/js/embed/unavailable.js";
import TEXTS from "./museum/texts.mjs";

const ROOT = new URL("..", import.meta.url);
const TEMPLATE = readFileSync(new URL("scripts/museum/template.html", ROOT), "utf8");

/** The file of a language's page: museum.html for English, museum-<code>.html for the others. */
export const fileOf = (/** @type {string} */ lang) =>
  lang === "en" ? "museum.html" : `museum-${lang}.html`;

/** The page of `lang`, as HTML. @param {string} lang */
export function pageOf(lang) {
  const texts = /** @type {Record<string, string>} */ (TEXTS[lang]);
  const rtl = LANGUAGES.find((l) => l.code === lang)?.dir === "rtl";
  const languages = LANGUAGES.map(
    (l) =>
      `      <a href="${fileOf(l.code)}" hreflang="${l.code}" lang="${l.code}"` +
      `${l.dir ? ` dir="${l.dir}"` : ""}${l.code === lang ? ' aria-current="true"' : ""}><span class="lang-name">${l.name}</span></a>`,
  ).join("\n");
  const slots = {
    ...texts,
    lang,
    dir: rtl ? ' dir="rtl"' : "",
    languages,
    unavailable: UNAVAILABLE[/** @type {keyof typeof UNAVAILABLE} */ (lang)],
  };
  return TEMPLATE.replace(/\{\{([\w.]+)\}\}/g, (_, key) => {
    if (!(key in slots)) throw new Error(`museum-pages: no text "${key}" in ${lang}`);
    return slots[key];
  });
}

/** Each language's file and page. */
export const pages = () => LANGUAGES.map((l) => ({ file: fileOf(l.code), html: pageOf(l.code) }));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const stale = [];
  for (const { file, html } of pages()) {
    const url = new URL(`www/${file}`, ROOT);
    if (check) {
      if (readFileSync(url, "utf8") !== html) stale.push(file);
    } else writeFileSync(url, html);
  }
  if (stale.length) {
    console.error(
      `museum-pages: out of date: ${stale.join(", ")} (run node scripts/museum-pages.mjs)`,
    );
    process.exit(1);
  }
  if (!check) console.log("museum-pages: wrote the five museum pages");
}
