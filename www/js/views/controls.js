// The control buttons as the screen state allows them: undo, hint, the agreed cycle.
// (New game, share, speed and rules are always there; game/commands.js wires their clicks.)

/** @import { Screen } from "../types.js" */

/**
 * Enables, disables, shows and hides the controls inside root for `screen`.
 * @param {HTMLElement} root
 * @param {Screen} screen
 */
export function renderControls(root, screen) {
  /** @param {string} name */
  const $ = (name) =>
    /** @type {HTMLButtonElement} */ (root.querySelector(`[data-action=${name}]`));
  $("undo").disabled = !screen.canUndo;
  const hint = $("hint");
  hint.hidden = screen.board.forced;
  hint.disabled = !screen.canHint;
  const cycle = $("cycle");
  cycle.hidden = !screen.cycle.shown;
  cycle.disabled = !screen.cycle.enabled;
}
