// "Explain each sowing" (a page feature, game/features.js): the narration's view (./view.js)
// under the board, its button (data-action="narrate"), and the choice kept with the settings
// under "narrate" ("on" | "off"; absent: not chosen). A lesson explains its sowings unless the
// narration was turned off.
import { bottomOf } from "../../views/flip.js";
import { createNarrationView } from "./view.js";

/** @import { GameContext, Installed, Screen } from "../../types.js" */

/**
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install({ root, store, settings, views, ctl, rerender }) {
  const kept = store.get("narrate");
  /** @type {"on" | "off" | null} */
  let narrate = kept === "on" || kept === "off" ? kept : null;
  /** Whether the sowings of a screen are explained. @param {Screen} s */
  const narrating = (s) =>
    s.session === "play" && (narrate === "on" || (Boolean(s.lesson) && narrate !== "off"));
  const view = createNarrationView(
    /** @type {HTMLElement} */ (root.querySelector("[data-narration]")),
    root.querySelector("[data-action=narrate]"),
    {
      t: () => settings.t,
      wanted: narrating,
      say: (words) => views.board.say(words),
      bottom: () => bottomOf(root),
    },
  );
  return {
    render: view.render,
    sowing(trace) {
      view.begin(trace);
      return view.end;
    },
    step: view.step,
    commands: {
      narrate() {
        const s = ctl()?.screen;
        if (!s) return;
        narrate = narrating(s) ? "off" : "on";
        store.set("narrate", narrate);
        rerender();
      },
    },
    destroy() {},
  };
}
