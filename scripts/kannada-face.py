#!/usr/bin/env python3
"""The Kannada text face, www/css/fonts/noto-sans-kannada-text.woff2: the glyphs the page's
Kannada text is drawn with, and no other.

A subset cut from the letters alone (pyftsubset --text) keeps every glyph the font's layout
rules can make from those letters: each conjunct and below-base form of every pair of them,
most of which no word of the page writes. This script shapes the text instead, as a browser does
(HarfBuzz, the font's own rules), and keeps the glyphs that shaping passes through, from the
letters to the last substitution, and only the layout rules among them.

The text: every run of Kannada letters (with ZWJ and ZWNJ) in the files of www/ (the words, the
rules, the lessons, the museum page, the names), and each of them followed by each run the
words write right after a value (`${player}ದವರು`, `{n}ನೇ`, `${pit}ಯಲ್ಲಿ`…), since a player's or
a pit's name joins such an ending into one word; and the dates the page has the browser write in
Kannada (Intl.DateTimeFormat: the puzzles' history, your games), as Node's Intl writes them for
every month. A browser shapes each run of the script apart (spaces, digits and Latin letters are
another font's), so the runs are what is shaped. Plus U+25CC, the dotted circle a shaper draws
under a mark that has no letter to sit on.

It then checks the result: each run shaped with the subset gives the same glyphs at the same
places as with the whole font, or the script stops without writing the file. Beside the face it
writes the syllables of the text it was cut for (a letter, the letters joined to it by a virama,
its vowel signs and marks), one a line, in tests/unit/kannada-syllables.txt: the unit test
tests/unit/fonts.test.mjs fails on a syllable of the page's text that is not in it, that is on a
word the face may not draw as the whole font does.

Its input is the font www/css/fonts.css names (Debian's fonts-noto-core 20201225-1:
`apt-get download fonts-noto-core`, `dpkg -x`), with `pip install fonttools brotli uharfbuzz`
(4.68 and 0.57 made the file of the repository):

    python3 scripts/kannada-face.py /path/to/usr/share/fonts/truetype/noto

Run it again when the words or the rules in Kannada change: tests/unit/fonts.test.mjs fails on a
letter the face lacks, and tests/e2e/languages.test.mjs on a letter drawn by another font.
"""

import io
import re
import subprocess
import sys
from pathlib import Path

import uharfbuzz as hb
from fontTools import subset
from fontTools.ttLib import TTFont

WWW = Path(__file__).resolve().parent.parent / "www"
OUT = WWW / "css/fonts/noto-sans-kannada-text.woff2"
SYLLABLES_OUT = WWW.parent / "tests/unit/kannada-syllables.txt"
FONT = "NotoSansKannada-Regular.ttf"
LETTERS = "\u0c80-\u0cff\u200c\u200d"
RUN = re.compile(f"[{LETTERS}]+")
# A run the words write right after a value: "}ದವರು" in `${player}ದವರು` or "{n}ನೇ".
ENDING = re.compile(f"}}([{LETTERS}]+)")
DOTTED_CIRCLE = 0x25CC
# A syllable (tests/unit/fonts.test.mjs finds them alike): a consonant with the consonants a
# virama (and a ZWJ or ZWNJ) joins to it, or an independent vowel; then its signs and marks.
CONSONANT = "\u0c95-\u0cb9\u0cde"
SYLLABLE = re.compile(
    f"(?:[{CONSONANT}](?:\u0ccd[\u200c\u200d]?[{CONSONANT}])*|[\u0c85-\u0c94\u0ce0\u0ce1])"
    "[\u0c81-\u0c83\u0cbc\u0cbe-\u0ccd\u0cd5\u0cd6\u200c\u200d]*"
)


def texts():
    """The runs to shape: every run in www/, and each followed by each ending."""
    source = "".join(
        path.read_text(encoding="utf-8")
        for path in sorted(WWW.rglob("*"))
        if path.suffix in (".js", ".html") and path.is_file()
    )
    runs = set(RUN.findall(source))
    endings = set(ENDING.findall(source))
    return sorted(runs | {run + ending for run in runs for ending in endings} | dates())


def dates():
    """The runs of the dates the page writes in Kannada: each month, morning and afternoon, with
    the options of www/js/views/puzzle-history.js and www/js/features/your-games/index.js."""
    script = """
      const formats = [
        { day: "numeric", month: "short", numberingSystem: "latn", timeZone: "UTC" },
        { dateStyle: "medium", timeStyle: "short", numberingSystem: "latn", timeZone: "UTC" },
      ].map((options) => new Intl.DateTimeFormat("kn", options));
      for (let month = 0; month < 12; month += 1)
        for (const hour of [3, 15])
          for (const format of formats)
            console.log(format.format(new Date(Date.UTC(2026, month, 5, hour, 30))));
    """
    written = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    return set(RUN.findall(written.stdout))


def shaper(data):
    """Shapes a text with the font in `data` (bytes): [(glyph name, advance, x, y offsets)],
    and every glyph the text passed through on the way (the set `seen`)."""
    font = hb.Font(hb.Face(hb.Blob(data)))
    order = TTFont(io.BytesIO(data)).getGlyphOrder()
    seen = set()

    def shape(text):
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        glyphs = [False]  # before the first table the buffer holds characters, then glyphs

        def message(text):
            glyphs[0] = glyphs[0] or text.startswith("start table")
            if glyphs[0]:
                seen.update(info.codepoint for info in buf.glyph_infos)
            return True

        buf.set_message_func(message)
        hb.shape(font, buf, {})
        seen.update(info.codepoint for info in buf.glyph_infos)
        return [
            (order[info.codepoint], pos.x_advance, pos.x_offset, pos.y_offset)
            for info, pos in zip(buf.glyph_infos, buf.glyph_positions)
        ]

    return shape, seen


def cut(data, glyphs, characters, names):
    """The subset of the font in `data`: these glyphs, the layout rules among them."""
    options = subset.Options()
    options.layout_closure = False
    options.hinting = False
    options.glyph_names = names
    options.flavor = None if names else "woff2"
    font = TTFont(io.BytesIO(data), recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(gids=sorted(glyphs), unicodes=sorted(characters))
    subsetter.subset(font)
    out = io.BytesIO()
    subset.save_font(font, out, options)
    return out.getvalue()


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    whole = (Path(sys.argv[1]) / FONT).read_bytes()
    runs = texts()
    shape, seen = shaper(whole)
    expected = {text: shape(text) for text in runs}
    characters = {ord(c) for text in runs for c in text} | {DOTTED_CIRCLE}
    shape_cut, _ = shaper(cut(whole, seen, characters, names=True))
    differ = [text for text in runs if shape_cut(text) != expected[text]]
    if differ:
        raise SystemExit(f"the subset shapes {len(differ)} runs otherwise, as {differ[:5]}")
    OUT.write_bytes(cut(whole, seen, characters, names=False))
    syllables = sorted({s for text in runs for s in SYLLABLE.findall(text)})
    SYLLABLES_OUT.write_text("".join(f"{s}\n" for s in syllables), encoding="utf-8")
    print(
        f"{OUT.relative_to(WWW.parent)}: {len(seen)} glyphs for {len(runs)} runs, "
        f"{OUT.stat().st_size} bytes"
    )


if __name__ == "__main__":
    main()
