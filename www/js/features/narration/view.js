// "Explain each sowing": while the board animates a sowing, the words of the moment
// (features/narration/words.js) in [data-narration] under the board, set as the board draws each event (its
// onStep), and sent at a screen reader's pace to the board's live region. In a kiosk's attract
// mode the same element holds its captions. The button (data-action="narrate", aria-pressed)
// turns it on and off; ./index.js keeps the choice with the settings.
import { narrationFor, createPacer } from "./words.js";
import { playerNames, playerRoles } from "../../views/words.js";

/** @import { BoardView, Screen, Trace, TraceEvent, Translate } from "../../types.js" */

/**
 * Creates the narration's view over its element and button (built by ./shell.js).
 * @param {HTMLElement} element [data-narration]
 * @param {HTMLButtonElement | null} button [data-action=narrate]
 * @param {object} how
 * @param {() => Translate} how.t
 * @param {(screen: Screen) => boolean} how.wanted whether a screen's sowings are explained
 * @param {(words: string) => void} how.say the board's live region
 * @param {() => import("../../types.js").PlayerNumber} how.bottom whose row is drawn at the
 *   bottom (views/flip.js)
 */
export function createNarrationView(element, button, { t, wanted, say, bottom }) {
  /** @type {Screen | null} */
  let screen = null;
  /** @type {((event: TraceEvent, view: BoardView) => string | null) | null} */
  let wordsAt = null;
  /** What is shown: the game, and the puzzle if one is. */
  /** What shows: the game, and the puzzle if one does (its words go when that changes). */
  let showing = "";
  const pacer = createPacer(say);
  const active = () => Boolean(screen && (screen.session === "attract" || wanted(screen)));

  return {
    /** @param {Screen} next */
    render(next) {
      // Another game, or another puzzle: the words of the last one go.
      const shows = `${next.variant}|${next.puzzle ? `${next.puzzle.id}:${next.puzzle.key}` : ""}`;
      if (screen && shows !== showing) element.textContent = "";
      screen = next;
      showing = shows;
      const on = active();
      element.hidden = !on;
      button?.setAttribute("aria-pressed", String(wanted(next)));
    },

    /** A sowing is about to be drawn. @param {Trace} trace */
    begin(trace) {
      pacer.drop();
      wordsAt = null;
      if (!screen || !active()) return;
      const names = playerNames(t(), screen);
      wordsAt = narrationFor(trace, names, screen.variant, t(), {
        roles: playerRoles(screen),
        forced: screen.board.forced,
        bottom: bottom(),
      });
      element.textContent = "";
    },

    /** The board has drawn `event`. @param {TraceEvent} event @param {BoardView} view */
    step(event, view) {
      const words = wordsAt?.(event, view);
      if (!words) return;
      element.textContent = words;
      // Attract mode is for the eyes; play also speaks.
      if (screen?.session === "play") pacer.push(words);
    },

    /** The sowing's drawing is over (the board says its own summary). */
    end() {
      wordsAt = null;
      pacer.drop();
    },
  };
}
