// The themes of the puzzles of each game, in the order the files and docs/puzzles.md#themes
// list them (src/ai/puzzle/themes.rs tags them, and the generator writes them into ./facts.js).
// Their names and descriptions are the words "puzzles.theme.<id>" and "puzzles.about.<id>"
// (i18n/puzzle-history-xx.js).
import { THEMES_OF } from "./facts.js";

export { THEMES } from "./facts.js";

/**
 * Returns the theme ids of `variant`'s puzzles, in order (none for a game without puzzles).
 * @param {string} variant
 * @returns {readonly string[]}
 */
export function themesOf(variant) {
  return THEMES_OF[variant] || [];
}
