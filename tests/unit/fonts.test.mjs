// The bundled text fonts hold every Arabic and Kannada letter the translations use, so no word
// shows as empty boxes on a machine without those fonts. Plain Node: reads the cmap of each
// WOFF2 file (its tables are one Brotli stream; the cmap is never transformed).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { LANGUAGES } from "../../www/js/i18n/index.js";
import { NATIVE } from "../../www/js/lib/names.js";

const WWW = new URL("../../www/", import.meta.url);
const KNOWN_TAGS = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "name",
  "OS/2",
  "post",
  "cvt ",
  "fpgm",
  "glyf",
  "loca",
  "prep",
  "CFF ",
  "VORG",
  "EBDT",
  "EBLC",
  "gasp",
  "hdmx",
  "kern",
  "LTSH",
  "PCLT",
  "VDMX",
  "vhea",
  "vmtx",
  "BASE",
  "GDEF",
  "GPOS",
  "GSUB",
  "EBSC",
  "JSTF",
  "MATH",
  "CBDT",
  "CBLC",
  "COLR",
  "CPAL",
  "SVG ",
  "sbix",
  "acnt",
  "avar",
  "bdat",
  "bloc",
  "bsln",
  "cvar",
  "fdsc",
  "feat",
  "fmtx",
  "fvar",
  "gvar",
  "hsty",
  "just",
  "lcar",
  "mort",
  "morx",
  "opbd",
  "prop",
  "trak",
  "Zapf",
  "Silf",
  "Glat",
  "Gloc",
  "Feat",
  "Sill",
];

/** Reads a UIntBase128 at `at`; returns [value, next offset]. */
function base128(bytes, at) {
  let value = 0;
  for (let i = 0; i < 5; i += 1) {
    const b = bytes[at + i];
    value = value * 128 + (b & 0x7f);
    if (!(b & 0x80)) return [value, at + i + 1];
  }
  throw new Error("bad UIntBase128");
}

/** Returns the set of code points a WOFF2 font maps (cmap formats 4 and 12). */
function codePoints(file) {
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  assert.equal(view.getUint32(0), 0x774f4632, `${file} is WOFF2`);
  const tables = view.getUint16(12);
  let at = 48;
  let offset = 0;
  let cmap = null;
  for (let i = 0; i < tables; i += 1) {
    const flags = bytes[at];
    at += 1;
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = String.fromCharCode(...bytes.subarray(at, at + 4));
      at += 4;
    }
    let length;
    [length, at] = base128(bytes, at);
    const version = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version !== 3 : version !== 0;
    if (transformed) [length, at] = base128(bytes, at);
    if (tag === "cmap") cmap = { offset, length };
    offset += length;
  }
  const data = brotliDecompressSync(bytes.subarray(at, at + view.getUint32(20)));
  const t = new DataView(data.buffer, data.byteOffset + cmap.offset, cmap.length);
  const points = new Set();
  for (let i = 0; i < t.getUint16(2); i += 1) {
    const sub = t.getUint32(4 + i * 8 + 4);
    const format = t.getUint16(sub);
    if (format === 4) {
      const segs = t.getUint16(sub + 6) / 2;
      for (let s = 0; s < segs; s += 1) {
        const end = t.getUint16(sub + 14 + s * 2);
        const start = t.getUint16(sub + 16 + segs * 2 + s * 2);
        if (start === 0xffff) continue;
        for (let c = start; c <= end; c += 1) points.add(c);
      }
    } else if (format === 12) {
      for (let g = 0; g < t.getUint32(sub + 12); g += 1) {
        const start = t.getUint32(sub + 16 + g * 12);
        const end = t.getUint32(sub + 20 + g * 12);
        for (let c = start; c <= end; c += 1) points.add(c);
      }
    }
  }
  return points;
}

for (const [lang, font, range] of [
  ["ar", "noto-sans-arabic-text.woff2", /[\u0600-\u06ff]/u],
  ["kn", "noto-sans-kannada-text.woff2", /[\u0c80-\u0cff\u200c\u200d]/u],
]) {
  test(`${font} maps every letter of ${lang}.js, texts-${lang}.js, lessons/words-${lang}.js, museum-${lang}.html and the embed builder's`, () => {
    const points = codePoints(new URL(`css/fonts/${font}`, WWW));
    assert.ok(points.size > 20, `${font} maps ${points.size} code points`);
    const used = new Set();
    for (const file of [
      `js/i18n/${lang}.js`,
      `js/i18n/texts-${lang}.js`,
      `js/lessons/words-${lang}.js`,
      `museum-${lang}.html`,
      // The embed builder's words and the element's sentence when it cannot load: every
      // language's are in one file, and the builder draws them with the same text face.
      "js/embed/builder-words.js",
      "js/embed/unavailable.js",
    ]) {
      for (const c of readFileSync(new URL(file, WWW), "utf8")) if (range.test(c)) used.add(c);
    }
    const missing = [...used].filter((c) => !points.has(c.codePointAt(0)));
    assert.deepEqual(missing, [], `letters the font lacks (make it again: css/fonts.css)`);
  });
}

test("the Kannada face was cut for every syllable of the page's Kannada text", () => {
  // scripts/kannada-face.py keeps only the glyphs HarfBuzz makes of the text it shapes (each
  // conjunct and vowel sign as the page writes it), and lists that text's syllables in
  // kannada-syllables.txt: a syllable written since (a new conjunct, a vowel sign on another
  // letter) may be drawn otherwise than with the whole font until the face is cut again.
  // A syllable, as the script finds them: a consonant with those a virama (and a ZWJ or ZWNJ)
  // joins to it, or an independent vowel; then its signs and marks.
  const consonant = "[\\u0c95-\\u0cb9\\u0cde]";
  const syllable = new RegExp(
    `(?:${consonant}(?:\\u0ccd[\\u200c\\u200d]?${consonant})*|[\\u0c85-\\u0c94\\u0ce0\\u0ce1])` +
      "[\\u0c81-\\u0c83\\u0cbc\\u0cbe-\\u0ccd\\u0cd5\\u0cd6\\u200c\\u200d]*",
    "gu",
  );
  const cut = new Set(
    readFileSync(new URL("kannada-syllables.txt", import.meta.url), "utf8").split("\n"),
  );
  const written = new Set();
  for (const file of readdirSync(WWW, { recursive: true, encoding: "utf8" })) {
    if (!/\.(js|html)$/.test(file)) continue;
    for (const [s] of readFileSync(new URL(file, WWW), "utf8").matchAll(syllable)) written.add(s);
  }
  assert.ok(written.size > 300, `${written.size} syllables`);
  const missing = [...written].filter((s) => !cut.has(s));
  assert.deepEqual(missing, [], "syllables the face was not cut for (scripts/kannada-face.py)");
});

test("the names' pictures show the languages' and the games' own names", () => {
  // css/fonts.css draws the names a first screen shows in Arabic and Kannada as pictures from
  // css/fonts/names.svg, each rule under a comment naming its text (scripts/name-pictures.py
  // writes both): the text each picture replaces must be the one the page puts there.
  const css = readFileSync(new URL("css/fonts.css", WWW), "utf8");
  const pictures = Object.fromEntries(
    [...css.matchAll(/\/\* (\S[^*]*?) \*\/\n {2}(\S+?)\{--y:/g)].map(([, text, selector]) => [
      selector,
      text,
    ]),
  );
  const expected = /** @type {Record<string, string>} */ ({});
  for (const l of LANGUAGES.filter((l) => l.code === "ar" || l.code === "kn"))
    expected[`[lang=${l.code}]>.lang-name`] = l.name;
  for (const n of Object.values(NATIVE).filter((n) => n.lang === "ar" || n.lang === "kn"))
    expected[`:is(.game-script,.rules-native)[lang=${n.lang}]`] = n.text;
  assert.equal(Object.keys(expected).length, 4);
  assert.deepEqual(pictures, expected);
  const svg = readFileSync(new URL("css/fonts/names.svg", WWW), "utf8");
  assert.equal(svg.match(/<path /g)?.length, 4, "a path for each name");
});
