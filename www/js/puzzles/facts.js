// Written from the puzzle generator (src/ai/puzzle/generate.rs page_facts) by
//   cargo run --release --example puzzles -- --facts
// never by hand; tests/puzzles.rs checks it. The page needs these before any puzzle file
// has come.

/** The letter that starts the ids of each game's puzzles (docs/puzzles.md#the-files).
 * @type {{ [variant: string]: string }} */
export const LETTERS = {
  "ali-guli-mane": "a",
  "al-manqala": "q",
  "mangala-iv": "m",
};

/** Every theme id, in order (docs/puzzles.md#themes). */
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

/** The themes each game's puzzles may have, in order.
 * @type {{ [variant: string]: readonly string[] }} */
export const THEMES_OF = {
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
