// The board as the screen state shows it: the position (with the last sowing's marks while
// it stays on the board), the hint's pit, data-viewing on a past position, and the sowings
// the controller asks to animate. The board itself is ../board/ (createBoard).

/** Creates the board's view over a board handle. */
export function createBoardView(board) {
  let key = null;
  let screen = null;
  let names = "";
  let playing = null;

  return {
    /** Shows `screen` on the board; `playerNames` label the piles, `playerRoles` say who plays. */
    render(next, t, playerNames, playerRoles) {
      screen = next;
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
      board.setHint(next.hint ? next.hint.pit : (next.lesson?.mark ?? null));
    },

    /** Animates a sowing to the position of the screen last rendered; aborting skips to its end. */
    async animate(trace, signal) {
      const skip = () => board.skip();
      signal.addEventListener("abort", skip, { once: true });
      playing = board.play(trace, screen.board);
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
