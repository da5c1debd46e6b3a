// The five museum example pages (www/museum.html and its four translations) come from one template and one set of texts
// per language (scripts/museum-pages.mjs): each page on disk is what the script makes, the five
// have the same structure, and each carries its own language's texts and passes its language
// to its games.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseHTML } from "linkedom";
import { pages, fileOf } from "../../scripts/museum-pages.mjs";
import TEXTS from "../../scripts/museum/texts.mjs";
import { LANGUAGES } from "../../www/js/i18n/index.js";
import { UNAVAILABLE } from "../../www/js/embed/unavailable.js";

const read = (/** @type {string} */ file) =>
  readFileSync(new URL(`../../www/${file}`, import.meta.url), "utf8");

/** The page's structure: every element but the inline ones inside a text, with its tag, id,
 * class and the attributes that don't depend on the language. */
function skeleton(/** @type {string} */ html) {
  const { document } = parseHTML(html);
  const inline = new Set(["I", "SPAN", "BR", "B", "EM"]);
  return [...document.querySelectorAll("*")]
    .filter((el) => !inline.has(el.tagName))
    .map((el) => {
      const keep = ["id", "class", "variant", "opponent", "level", "aria-labelledby", "rel", "type"]
        .filter((name) => el.hasAttribute(name))
        .map((name) => `${name}=${el.getAttribute(name)}`);
      return `${el.tagName.toLowerCase()}[${keep.join(" ")}]`;
    });
}

test("each museum page is exactly what scripts/museum-pages.mjs makes of the template", () => {
  const made = pages();
  assert.deepEqual(
    made.map((p) => p.file),
    ["museum.html", "museum-pt.html", "museum-tr.html", "museum-ar.html", "museum-kn.html"],
  );
  for (const { file, html } of made)
    assert.equal(read(file), html, `${file} is out of date: run node scripts/museum-pages.mjs`);
});

test("the pages set no relay, and their comment says where a museum's relay goes", () => {
  for (const { code } of LANGUAGES) {
    const html = read(fileOf(code));
    const { document } = parseHTML(html);
    assert.doesNotMatch(document.querySelector("iframe").getAttribute("src"), /relay=/, code);
    assert.equal(document.querySelector("mancala-board").hasAttribute("relay"), false, code);
    assert.match(html, /<!--[^]*&amp;relay=wss:\/\/[^]*relay="wss:\/\/[^]*connect-src[^]*-->/);
  }
});

test("the five pages have the same structure", () => {
  const english = skeleton(read("museum.html"));
  assert.ok(english.length > 30);
  for (const { code } of LANGUAGES) assert.deepEqual(skeleton(read(fileOf(code))), english, code);
});

test("each page speaks its language, and so do its games and links", () => {
  for (const { code, dir } of LANGUAGES) {
    const { document } = parseHTML(read(fileOf(code)));
    const html = document.documentElement;
    assert.equal(html.getAttribute("lang"), code);
    assert.equal(html.getAttribute("dir"), dir === "rtl" ? "rtl" : null, `${code}: direction`);
    assert.match(document.querySelector("iframe").getAttribute("src"), new RegExp(`lang=${code}&`));
    const element = document.querySelector("mancala-board");
    assert.equal(element.getAttribute("lang"), code);
    // The sentence for a refused script is the element's own content.
    assert.equal(element.textContent.trim(), UNAVAILABLE[code]);
    const texts = TEXTS[code];
    assert.equal(document.querySelector("h1").innerHTML, texts.h1);
    assert.equal(document.querySelector(".lede").innerHTML, texts.lede);
    assert.equal(document.querySelector("title").textContent, texts.title);
    // Each text differs from English's (no English left in another language's page).
    if (code !== "en")
      for (const key of ["lede", "agm.p1", "am.p2", "m4.p1", "footer", "builder"])
        assert.notEqual(texts[key], TEXTS.en[key], `${code}: ${key}`);
    const current = document.querySelectorAll(".museum-langs [aria-current]");
    assert.deepEqual(
      [...current].map((a) => a.getAttribute("hreflang")),
      [code],
    );
    assert.equal(
      document.querySelector('a[href^="embed-builder.html"]').getAttribute("href"),
      `embed-builder.html?lang=${code}`,
    );
  }
});

test("every language has the same texts", () => {
  const keys = Object.keys(TEXTS.en).sort();
  for (const { code } of LANGUAGES) assert.deepEqual(Object.keys(TEXTS[code]).sort(), keys, code);
});

test("the two-player Ali Guli Mane line tells each player to play their own row, in every language", () => {
  // The page's Ali Guli Mane is for two people on one screen: the friend plays the top row, so
  // "touch a pit in the bottom row" alone would be false for one of them (issue 30). Each
  // language's line names a player's own row, in its own words.
  const own = {
    en: "your own row",
    pt: "sua própria fileira",
    tr: "kendi tarafındaki",
    ar: "من صفّه",
    kn: "ತಮ್ಮ ಸಾಲಿನ",
  };
  for (const { code } of LANGUAGES) {
    const line = TEXTS[code]["agm.how"];
    assert.ok(line.includes(own[code]), `${code}: ${line}`);
  }
});
