// The shapes of the puzzles' data on the page (JSDoc types only): a puzzle as the files give it
// (docs/puzzles.md#the-files), the player's rating, the progress kept on the device, and the
// choice of the next puzzle.

/**
 * A puzzle of www/puzzles/<variant>.json (docs/puzzles.md#the-files).
 * @typedef {object} Puzzle
 * @property {string} id unique across the games, e.g. "a1d"
 * @property {string} variant the game, e.g. "ali-guli-mane"
 * @property {object} state the position, in Game.fromState's shape
 * @property {number[]} line the solution's sowings as pits, solver's first
 * @property {"win" | "draw" | "seeds"} goal
 * @property {number} [seeds] the N of a "seeds" goal
 * @property {string[]} themes theme ids (./themes.js)
 * @property {number} rating the puzzle's difficulty, about 500 to 2800
 */

/**
 * A player's Glicko-2 rating (./rating.js): rating and rating deviation on the usual scale,
 * and the volatility.
 * @typedef {{ rating: number, rd: number, vol: number }} Player
 */

/**
 * One attempt at a puzzle, as the progress keeps it: only the day, no finer time.
 * @typedef {object} Attempt
 * @property {string} id the puzzle's id
 * @property {string} variant the puzzle's game
 * @property {boolean} solved
 * @property {number} rating the player's rating after the attempt, rounded
 * @property {string} day the local date, "YYYY-MM-DD"
 */

/**
 * What the device keeps of the player's puzzles (./progress.js).
 * @typedef {object} Progress
 * @property {Player} player
 * @property {Attempt[]} history the last attempts, oldest first
 * @property {string[]} missed the ids of puzzles failed and not solved since, oldest first
 */

/**
 * The choice of the next puzzle (./pick.js nextPuzzle; the history view reports it).
 * @typedef {object} PuzzleChoice
 * @property {string} variant the game
 * @property {string[]} themes theme ids; empty: every theme
 * @property {boolean} retryMissed only the puzzles of the game the player missed
 */

export {};
