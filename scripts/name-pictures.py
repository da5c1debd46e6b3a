#!/usr/bin/env python3
"""The pictures of the four names the first screen shows in Kannada and Arabic script.

An English first visit shows the language picker's names ಕನ್ನಡ and العربية and the games' names
ಅಳಿಗುಳಿ ಮನೆ and المنقلة (www/js/i18n/index.js, www/js/lib/names.js). Rather than fetch a font of
each script for them, www/css/fonts.css draws each as a picture: the outlines of the Noto Sans
glyphs, shaped by HarfBuzz exactly as a browser shapes the text with that font (Kannada's
conjuncts, Arabic's joined letters right to left), in one SVG file used as a CSS mask over the
text's own colour (a file, not data: URLs in the stylesheet, which the site's Content-Security-
Policy would block). The text stays in the page for screen readers, find-in-page and copying;
forced colours show the text itself.

This script writes www/css/fonts/names.svg and the part of www/css/fonts.css between the lines
"name pictures: begin" and "name pictures: end". Its inputs are the fonts www/css/fonts.css
names (Debian's fonts-noto-core 20201225-1: `apt-get download fonts-noto-core`, `dpkg -x`) and
`pip install fonttools uharfbuzz` (4.68 and 0.57 made the files of the repository):

    python3 scripts/name-pictures.py /path/to/usr/share/fonts/truetype/noto

tests/unit/fonts.test.mjs checks that the pictures name the texts the page shows.
"""

import re
import sys
from pathlib import Path

import uharfbuzz as hb
from fontTools.pens.basePen import decomposeQuadraticSegment
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.ttLib import TTFont

# Each picture: the elements it replaces (js/views/shell.js, status.js and rules-text.js; the
# museum pages; js/embed/builder.js's links), the font, the text.
NAMES = [
    ("[lang=kn]>.lang-name", "NotoSansKannada-Regular.ttf", "ಕನ್ನಡ"),
    ("[lang=ar]>.lang-name", "NotoSansArabic-Regular.ttf", "العربية"),
    (":is(.game-script,.rules-native)[lang=kn]", "NotoSansKannada-Regular.ttf", "ಅಳಿಗುಳಿ ಮನೆ"),
    (":is(.game-script,.rules-native)[lang=ar]", "NotoSansArabic-Regular.ttf", "المنقلة"),
]
# Coordinates are whole units of 1/GRID em: 0.3 px at 60 px, where any rounding would show.
GRID = 200
# Where a line of text has its middle, in em above the baseline: (ascent - descent) / 2 of the
# system's sans-serif fonts (0.34-0.36 for DejaVu Sans, Roboto, Arial, San Francisco). A picture
# is centred on the middle of its element's line, so its baseline falls where the text's would.
MIDDLE = 0.35
# The elements the page draws bold (a weight of 600 or more): their pictures have an outline
# 1/24 em wide around the glyphs, as a browser emboldens a font that has no bold face (FreeType,
# for Chromium on Linux, makes the glyphs 1/24 em wider).
BOLD = ".lang-btn>.lang-name,[aria-current]>.lang-name,.kiosk-game .game-script"
STROKE = round(GRID / 24)
# Room between the pictures in the file, more than an element around a picture reaches.
GAP = 2 * GRID
WWW = Path(__file__).resolve().parent.parent / "www"
CSS, PICTURES = WWW / "css/fonts.css", WWW / "css/fonts/names.svg"


class PathData:
    """SVG path data with relative commands, whole numbers and no needless separators."""

    def __init__(self):
        self.out, self.last, self.x, self.y = [], "", 0, 0

    def command(self, letter, *values):
        text = "" if letter == self.last and letter not in "mM" else letter
        for v in values:
            if text and v >= 0 and text[-1].isdigit():
                text += " "
            elif not text and v >= 0 and self.out and self.out[-1][-1].isdigit():
                text += " "
            text += str(v)
        self.out.append(text)
        self.last = letter

    def move(self, x, y):
        self.command("m", x - self.x, y - self.y)
        self.x, self.y, self.start = x, y, (x, y)

    def line(self, x, y):
        if x == self.x and y == self.y:
            return
        if y == self.y:
            self.command("h", x - self.x)
        elif x == self.x:
            self.command("v", y - self.y)
        else:
            self.command("l", x - self.x, y - self.y)
        self.x, self.y = x, y

    def curve(self, c, p):
        self.command("q", c[0] - self.x, c[1] - self.y, p[0] - self.x, p[1] - self.y)
        self.x, self.y = p

    def close(self):
        self.out.append("z")
        self.last = "z"
        self.x, self.y = self.start

    def __str__(self):
        return "".join(self.out)


def picture(folder, font_file, text, offset):
    """One name's outlines, shaped, with the baseline at y = offset (y downwards), and its box
    (left, top, right, bottom), in units of 1/GRID em."""
    path = str(Path(folder) / font_file)
    font = hb.Font(hb.Face(hb.Blob.from_file_path(path)))
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    tt = TTFont(path)
    glyphs, order = tt.getGlyphSet(), tt.getGlyphOrder()
    scale = GRID / tt["head"].unitsPerEm

    # The glyphs' outlines where HarfBuzz places them (left to right, as drawn).
    contours, pen_x = [], 0
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        rec = DecomposingRecordingPen(glyphs)
        glyphs[order[info.codepoint]].draw(rec)
        dx, dy = pen_x + pos.x_offset, pos.y_offset
        at = lambda p, dx=dx, dy=dy: (
            round((p[0] + dx) * scale),
            offset - round((p[1] + dy) * scale),
        )
        contours += [(op, [None if p is None else at(p) for p in args]) for op, args in rec.value]
        pen_x += pos.x_advance

    # The box: the advance, and all the ink, bold too (the curves keep within their points).
    points = [p for _, pts in contours for p in pts if p]
    ink = STROKE // 2 + 1
    box = (
        min(0, min(x for x, _ in points) - ink),
        min(y for _, y in points) - ink,
        max(round(pen_x * scale), max(x for x, _ in points) + ink),
        max(y for _, y in points) + ink,
    )
    data = PathData()
    for op, pts in contours:
        if op == "moveTo":
            data.move(*pts[0])
        elif op == "lineTo":
            data.line(*pts[0])
        elif op == "qCurveTo":
            if pts[-1] is None:
                raise SystemExit(f"{font_file}: a contour without on-curve points")
            for c, p in decomposeQuadraticSegment(pts):  # implied points: halfway
                data.curve(c, (round(p[0]), round(p[1])))
        elif op == "curveTo":
            raise SystemExit(f"{font_file}: cubic outlines are not written")
        elif op in ("closePath", "endPath"):
            data.close()
    return str(data), box


def em(value):
    """A length of `value` units of 1/GRID em, in as few characters as it takes."""
    text = f"{value / GRID:.3f}".rstrip("0").rstrip(".")
    return re.sub(r"^(-?)0\.", r"\1.", text) + "em" if value else "0"


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    # The pictures one under another, GAP apart, each centred on the middle of its line; the
    # bold ones (drawn with an outline) beside them, BOLD_X to the right.
    paths, slots, y = [], [], 0
    for selector, font, text in NAMES:
        middle = y + GAP  # where the line's middle falls, the baseline MIDDLE em below
        path, (left, top, right, bottom) = picture(sys.argv[1], font, text, middle + round(MIDDLE * GRID))
        if left < 0:
            raise SystemExit(f"{text}: ink before the start of the text is not drawn")
        half = max(middle - top, bottom - middle)
        paths.append(path)
        slots.append((selector, text, middle, right, half))
        y = middle + half
    height = y + GAP
    bold_x = max(right for *_, right, _ in slots) + GAP
    width = 2 * bold_x
    drawn = "".join(f'<path d="{d}"/>' for d in paths)
    PICTURES.write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">'
        f'<g id="n">{drawn}</g>'
        f'<use href="#n" x="{bold_x}" stroke="#000" stroke-width="{STROKE}"/></svg>\n',
        encoding="utf-8",
    )
    # Each element is as tall as its line, its middle at 50%; its padding, taken back by its
    # margin, gives the picture room for the ink beyond a line of 1em.
    pad = em(max(0, max(half for *_, half in slots) - GRID // 2) + 1)
    shift = lambda v: f"+ {em(v)}" if v >= 0 else f"- {em(-v)}"
    rules = "\n".join(
        f"  /* {text} */\n  {selector}{{--y:calc(50% {shift(height / 2 - middle)});width:{em(right)}}}"
        for selector, text, middle, right, _ in slots
    )
    selectors = ",".join(selector for selector, _, _ in NAMES)
    mask = "url(fonts/names.svg) 0 var(--y)/var(--s) no-repeat"
    block = (
        "/* name pictures: begin (scripts/name-pictures.py writes this part) */\n"
        "@media (forced-colors: none) {\n"
        f"  :is({selectors}){{--s:{em(width)} {em(height)};display:inline-block;"
        f"padding-block:{pad};margin-block:-{pad};font-family:system-ui,sans-serif;"
        "white-space:nowrap;-webkit-text-fill-color:transparent;background:currentColor;"
        f"-webkit-mask:{mask};mask:{mask}}}\n"
        f"  :is({BOLD}){{-webkit-mask-position:-{em(bold_x)} var(--y);mask-position:-{em(bold_x)} var(--y)}}\n"
        f"{rules}\n}}\n"
        "/* name pictures: end */"
    )
    css = CSS.read_text(encoding="utf-8")
    css, found = re.subn(
        r"/\* name pictures: begin.*?/\* name pictures: end \*/", lambda _: block, css, flags=re.S
    )
    if not found:
        raise SystemExit(f"{CSS}: no 'name pictures: begin' … 'end' lines")
    CSS.write_text(css, encoding="utf-8")


if __name__ == "__main__":
    main()
