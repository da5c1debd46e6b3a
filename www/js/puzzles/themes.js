// The themes of the puzzles of each game, in the order the files and docs/puzzles.md#themes
// list them (src/ai/puzzle/themes.rs tags them). Their names and descriptions are the words
// "puzzles.theme.<id>" and "puzzles.about.<id>" (i18n/puzzle-history-xx.js).

/** Every theme id, in order. */
export const THEMES = /** @type {const} */ ([
  "saada-double",
  "relay-capture",
  "extra-sowing",
  "chain",
  "feeding",
  "refuse-feeding",
  "starving",
  "sacrifice",
  "endgame",
]);

/** The themes each game's puzzles may have. @type {{ [variant: string]: readonly string[] }} */
const OF = {
  "ali-guli-mane": [
    "saada-double",
    "relay-capture",
    "extra-sowing",
    "starving",
    "sacrifice",
    "endgame",
  ],
  "al-manqala": ["chain", "feeding", "starving", "sacrifice", "endgame"],
  "mangala-iv": [
    "relay-capture",
    "chain",
    "feeding",
    "refuse-feeding",
    "starving",
    "sacrifice",
    "endgame",
  ],
};

/**
 * Returns the theme ids of `variant`'s puzzles, in order (none for a game without puzzles).
 * @param {string} variant
 * @returns {readonly string[]}
 */
export function themesOf(variant) {
  return OF[variant] || [];
}
