// The board as the screen state shows it: the position (with the last sowing's marks while
// it stays on the board), the hint's pit, data-viewing on a past position, and the sowings
// the controller asks to animate. The board itself is ../board/ (createBoard).

/** @import { Board, Role, Screen, Trace, Translate } from "../types.js" */

/** Creates the board's view over a board handle. @param {Board} board */
export function createBoardView(board) {
  /** @type {string | null} */
  let key = null;
  /** @type {Screen | null} */
  let screen = null;
  let names = "";
  /** @type {Promise<void> | null} */
  let playing = null;
  /** @type {number | null} */
  let game = null; // the game in play last shown (Screen.game)

  return {
    /**
     * Shows `screen` on the board; `playerNames` label the piles, `playerRoles` say who plays.
     * @param {Screen} next
     * @param {Translate} t
     * @param {string[]} playerNames
     * @param {Role[]} playerRoles
     */
    render(next, t, playerNames, playerRoles) {
      screen = next;
      // Another game: the live region no longer speaks of the last one's last move.
      if (game !== null && next.game !== game) board.say("");
      game = next.game;
      const root = board.element;
      if (next.viewing !== null) {
        root.dataset.viewing = String(next.viewing);
        root.dataset.viewingLabel =
          next.phase === "replaying"
            ? t("status.replaying", { n: next.viewing + 1 })
            : t("review.past");
      } else {
        root.removeAttribute("data-viewing");
        root.removeAttribute("data-viewing-label");
      }
      const named = JSON.stringify([playerNames, playerRoles]) + t("player.0");
      if (named !== names) {
        names = named;
        board.setText(t, playerNames, playerRoles);
      }
      // A sowing draws its own way to `board`; the marks it leaves stay while its position shows.
      if (next.sowing) {
        key = next.positionKey;
        return;
      }
      board.set(next.board, { keepMarks: key === next.positionKey });
      key = next.positionKey;
      // A hint's pit, or the pit a lesson's step asks for.
      const mark = next.lesson?.mark;
      board.setHint(next.hint ? next.hint.pit : typeof mark === "number" ? mark : null);
    },

    /**
     * Animates a sowing to the position of the screen last rendered; aborting skips to its end.
     * @param {Trace} trace
     * @param {AbortSignal} signal
     */
    async animate(trace, signal) {
      const skip = () => board.skip();
      signal.addEventListener("abort", skip, { once: true });
      // The controller renders the screen of a sowing before it animates it.
      playing = board.play(trace, /** @type {Screen} */ (screen).board);
      try {
        await playing;
      } finally {
        signal.removeEventListener("abort", skip);
        playing = null;
      }
    },

    /** Resolves once no sowing is being drawn (one in progress jumps to its end). */
    async settle() {
      if (!board.busy) return;
      board.skip();
      if (playing) await playing;
    },
  };
}
