// A kiosk (a page feature, game/features.js; the kiosk option): once the first game is open, its
// code (./kiosk.js, with ./session.js) is fetched and takes over the idle screen: attract mode,
// the "Still there?" countdown, the visitor's session.
import { defaultOf } from "../../lib/options.js";
import { playerNames, resultLine } from "../../views/words.js";

/** @import { Controller, GameContext, Installed, Screen } from "../../types.js" */

/**
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install({ root, options, settings }) {
  /** @type {{ stop: () => void } | null} */
  let kiosk = null;
  let gone = false;
  return {
    /** @param {Controller} ctl */
    async ready(ctl) {
      const { startKiosk } = await import("./kiosk.js");
      if (gone) return;
      kiosk = startKiosk(root, {
        idleMinutes: options.idle ?? /** @type {number} */ (defaultOf("idle")),
        countdown: options.countdown ?? /** @type {number} */ (defaultOf("countdown")),
        pauseMs: options.soak ? 0 : undefined,
        subscribe: (fn) => ctl.subscribe(fn),
        screen: () => ctl.screen,
        t: () => settings.t,
        variant: () => /** @type {Screen} */ (ctl.screen).variant,
        lesson: (variant) => ctl.lesson.start(variant),
        puzzle: (variant) => ctl.puzzle.start("daily", variant),
        attract: (on, { onEnd } = {}) =>
          ctl.attract(on, {
            onEnd:
              onEnd &&
              ((result) => onEnd(resultLine(settings.t, result, playerNames(settings.t, null)))),
          }),
      });
    },
    destroy() {
      gone = true;
      kiosk?.stop();
    },
  };
}
