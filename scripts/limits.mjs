// The byte budgets, in one place: scripts/budgets.mjs and scripts/package-budgets.mjs assert
// them (and `scripts/test budgets` runs both). KB here are 1,024 bytes.

/**
 * The page's wasm, gzip -9 (issue 29's budget): the Game handle without the game file's and the
 * position text's reader and writer, which are a module of their own (below).
 */
export const WASM = 75 * 1024;

/**
 * The game file's module (scripts/text-module), gzip -9, which the page fetches only when a
 * file, a study or a position text is first read or written: held at its first figure, rounded
 * up to 0.1 KB (docs/measurements/2026-12-05.md, "The game file's own module"), so that any
 * growth is seen. Raised once to 50.9 KB: with the endgame solver's pending positions (issue 32)
 * this module, whose own code didn't change, came out 14 bytes larger raw and 117 by gzip
 * (docs/measurements/2026-12-05-endgames.md).
 */
export const TEXT_WASM = 50.9 * 1024;

/**
 * The engine package's wasm, gzip -9: the whole handle, the game file included (its Game reads
 * and writes files synchronously, as the package's API has always done). Issue 29's 75 KB is the
 * page's; the package's is held at its figure after the endgame solver (issue 32), the analysis
 * board's lines (issue 33), the match's round-cycle rule (issue 30), and the solver's pending
 * proofs and positions and the levels' solve of the best move (issue 32, +1.6 KB;
 * docs/measurements/2026-12-05-endgames.md), rounded up to 0.1 KB.
 */
export const PACKAGE_WASM = 78.2 * 1024;

/**
 * The files index.html asks for once its first screen is painted, to start the game (the
 * template of its <head> that scripts/bundle.mjs fills: the wasm, the game's modules, the page
 * language's words; Mangala IV's ritual too on that game's first visit, not counted here). On
 * Lighthouse's slow 4G each file waits 562.5 ms for its answer, and over HTTP/1.1 a browser asks
 * a site for six at once: six come in one round trip, a seventh in a second. The game's modules
 * were 18 files until bundle.mjs kept them one; a module split off the game by an import shows
 * here.
 */
export const AFTER_PAINT_FILES = 6;

/** Each game's puzzle file, gzip -9 (issue 21). */
export const PUZZLE_FILE = 25 * 1024;

/** The engine package as npm would publish it, `npm pack` (issue 24). */
export const PACKED = 150 * 1024;

/**
 * Until a budget below is met in a language, that language's latest measured figure (rounded up
 * to 0.1 KB) is its ceiling: `scripts/test budgets` then fails on any growth, and the ceiling
 * comes down (or goes) as the page is made lighter. The figures (the last, in the afternoon:
 * the game file's reader and writer out of the page's wasm, −10.7 KB on every first visit; the
 * first screen's Arabic and Kannada names drawn as pictures instead of two fetched font subsets,
 * −4.7 KB in English; the stylesheets of the facing layout, the puzzles, the analysis board and
 * the staff view fetched with them, −1.1 KB; English's words fetched only by English pages,
 * about −5.7 KB on every other language's first visit and −6.5 KB gzip -9 on its visit; the
 * Kannada text face cut to the glyphs its text is drawn with, −2.7 KB on a Kannada visit; the
 * kiosk's and the review's stylesheets fetched with them, −0.8 KB on every first visit) are in
 * docs/measurements/2026-12-05.md. Every first visit and every visit is now within its budget:
 * none is held.
 */
const held = (goal, ceiling) => ({ goal, budget: Math.max(goal, ceiling || 0) });
const KB = 1024;

/** A visit in one language: index.html, its rules panel opened and a hint (issue 3), gzip -9. */
const VISIT = 150 * KB;

/** A visit's budget, the same in every language: { budget (asserted), goal }. */
export const visitBudget = () => held(VISIT);

/**
 * A first visit as served to a browser (the .br copies: scripts/compress.mjs), to index.html and
 * to the museum page, in one language: issue 29's goal is 110 KB in English and 130 KB in every
 * other language.
 */
const FIRST_VISIT = { en: 110 * KB, other: 130 * KB };

/** The first visit's budget in `lang`: { budget (asserted), goal (issue 29's) }. */
export const firstVisitBudget = (lang) => held(lang === "en" ? FIRST_VISIT.en : FIRST_VISIT.other);
