// Your side at the bottom: whose row the board draws at the bottom, and the "turn the board"
// button (data-action="flip") that turns it half a turn.
//
// - A person playing North against the computer, or in a live game, sees North's row at the
//   bottom; otherwise South's is. The button turns the board from there, for anyone; the turn holds until the
//   seats change (a new game, a rematch that swaps the sides), when the person's side is at the
//   bottom again.
// - A lesson keeps the learner's row (South's) at the bottom, as its words say; so does Mangala
//   IV's ritual, whose choices are "the bottom row (moves first)" and "the top row"; face to face
//   the board lies between the players with South at the bottom (features/facing/); a kiosk's
//   attract mode plays itself. There the button is hidden.
// - The game's element carries data-bottom="south|north"; the board turns its rows and piles
//   (board.setBottom, ../board/render.js orient); the words that say "bottom", "top",
//   "leftmost" or "rightmost" read data-bottom (./status.js, features/narration/view.js).

/** @import { Board, Layout, PlayerNumber, Screen } from "../types.js" */

/**
 * The player whose row is drawn at the bottom of `root` (data-bottom): 0 South, 1 North.
 * @param {Element} root
 * @returns {PlayerNumber}
 */
export const bottomOf = (root) =>
  /** @type {HTMLElement} */ (root).dataset.bottom === "north" ? 1 : 0;

/**
 * Creates the turn of the board of `root`: render(s, layout) before the other views (it sets
 * data-bottom, which the words read), toggle() for the button.
 * @param {HTMLElement} root
 * @param {Board} board
 */
export function createFlip(root, board) {
  let turned = false;
  /** The person's side the last screen had, which a change of seats resets the turn to. */
  let own = /** @type {PlayerNumber} */ (0);
  /** Whether the button may turn the board on the screen shown. */
  let free = false;

  /**
   * @param {Screen} s
   * @param {Layout} layout
   */
  function render(s, layout) {
    free = s.session === "play" && layout !== "facing" && !s.lesson && s.phase !== "ritual";
    const computer = s.puzzle || s.analysis ? null : s.seats.computer;
    /** @type {PlayerNumber} */
    const person = s.person ?? (computer && computer.player === 0 ? 1 : 0);
    if (person !== own) turned = false;
    own = person;
    /** @type {PlayerNumber} */
    const bottom = !free ? 0 : turned ? /** @type {PlayerNumber} */ (1 - person) : person;
    root.dataset.bottom = bottom === 1 ? "north" : "south";
    board.setBottom(bottom);
    const button = /** @type {HTMLButtonElement | null} */ (
      root.querySelector("[data-action=flip]")
    );
    if (button) {
      button.hidden = !free;
      button.setAttribute("aria-pressed", String(bottom === 1));
    }
  }

  return {
    render,
    /** Turns the board half a turn (the screen is then drawn again). */
    toggle() {
      if (free) turned = !turned;
    },
  };
}
