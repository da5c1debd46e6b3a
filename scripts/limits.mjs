// The byte budgets, in one place: scripts/budgets.mjs and scripts/package-budgets.mjs assert
// them (and `scripts/test budgets` runs both). KB here are 1,024 bytes.

/** The wasm, gzip -9: the page's and the engine package's (issue 29: 75 KB, held there). */
export const WASM = 75 * 1024;

/** A visit in one language: index.html, its rules panel opened and a hint (issue 3). */
export const VISIT = 150 * 1024;

/** Each game's puzzle file, gzip -9 (issue 21). */
export const PUZZLE_FILE = 25 * 1024;

/** The engine package as npm would publish it, `npm pack` (issue 24). */
export const PACKED = 150 * 1024;
