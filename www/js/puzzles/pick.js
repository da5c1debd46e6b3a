// The next puzzle: one of the chosen game and themes, near the player's rating, not played
// lately; or, to retry the ones missed, the longest-missed puzzle of the game.

/** @import { Progress, Puzzle } from "./types.js" */

/** Half the width of the first rating window around the player's rating; it doubles while empty. */
export const WINDOW = 100;
/** When every puzzle that fits has been played, the ones of the last RECENT attempts still wait. */
export const RECENT = 20;

/**
 * Returns the next puzzle, or null when none fits (no puzzle of the game has a chosen theme, or
 * none was missed). Deterministic given its inputs and `random`.
 *
 * - `retryMissed`: the puzzles of the game in the missed list (solved ones have left it), the
 *   longest missed first, skipping the one just tried while another waits.
 * - Otherwise: the puzzles with a chosen theme (none chosen: all), left out those of the
 *   history (or, when that leaves none, those of its last RECENT attempts; at worst only the
 *   last one); among them, one at random within WINDOW of the player's rating, the window
 *   doubling until it holds one.
 * @param {readonly Puzzle[]} puzzles the game's puzzles (others are passed over)
 * @param {Progress} progress
 * @param {{ variant: string, themes?: readonly string[], retryMissed?: boolean,
 *   random?: () => number }} choice `random` in [0, 1) (Math.random unless given)
 * @returns {Puzzle | null}
 */
export function nextPuzzle(puzzles, progress, choice) {
  const { variant, themes = [], retryMissed = false, random = Math.random } = choice;
  const last = progress.history.length ? progress.history[progress.history.length - 1].id : null;
  const ofGame = puzzles.filter((p) => p.variant === variant);
  if (retryMissed) {
    const byId = new Map(ofGame.map((p) => [p.id, p]));
    const missed = /** @type {Puzzle[]} */ (
      progress.missed.map((id) => byId.get(id)).filter(Boolean)
    );
    return missed.find((p) => p.id !== last) || missed[0] || null;
  }
  const fitting = themes.length
    ? ofGame.filter((p) => p.themes.some((theme) => themes.includes(theme)))
    : ofGame;
  if (!fitting.length) return null;
  const ids = progress.history.map((a) => a.id);
  let pool = unplayed(fitting, ids);
  if (!pool.length) pool = unplayed(fitting, ids.slice(-RECENT));
  if (!pool.length) pool = unplayed(fitting, ids.slice(-1));
  if (!pool.length) pool = fitting;
  const target = progress.player.rating;
  let near = pool;
  // The window stops doubling once it spans every rating (and for a rating that is no number).
  for (let width = WINDOW; width <= 10000; width *= 2) {
    const within = pool.filter((p) => Math.abs(p.rating - target) <= width);
    if (within.length) {
      near = within;
      break;
    }
  }
  const index = Math.floor(random() * near.length);
  return near[Math.min(near.length - 1, Math.max(0, index || 0))];
}

/**
 * The puzzles of `puzzles` whose ids are not in `ids`.
 * @param {readonly Puzzle[]} puzzles
 * @param {readonly string[]} ids
 */
function unplayed(puzzles, ids) {
  const played = new Set(ids);
  return puzzles.filter((p) => !played.has(p.id));
}
