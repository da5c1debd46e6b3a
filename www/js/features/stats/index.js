// The visitor counts on this device and their staff view (a page feature, game/features.js; the
// stats and staff options). The counts' code (./counts.js) is fetched when the counts are on, the
// staff view's (./staff.js) when it is (its stylesheet, css/staff.css, comes with this module:
// game/features.js). A session opens at a touch or a key, and ends when the
// page goes away, a kiosk's attract mode starts (./counts.js watch) or a kiosk's "Still there?"
// reaches zero (the event mancala:session-end on the game's element: the idle time-out). It
// provides the game's count(event, fields); the event names are listed in ./tally.js.
import { lazy } from "../../lib/lazy.js";

/** @import { GameContext, Installed } from "../../types.js" */

/**
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install({ root, o, settings }) {
  const tally = o.stats ? lazy(async () => (await import("./counts.js")).createStats()) : null;
  /** @param {(s: ReturnType<typeof import("./counts.js").createStats>) => void} fn */
  const withTally = (fn) => tally?.().then(fn, () => {});
  const onActivity = () => withTally((s) => s.activity());
  const onHide = () => withTally((s) => s.endSession());
  if (tally) {
    for (const type of ["pointerdown", "keydown"])
      root.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener("pagehide", onHide);
    root.addEventListener("mancala:session-end", onHide);
  }
  /** @type {Promise<{ render: () => void }> | null} */
  const staff = o.staff
    ? import("./staff.js").then(({ createStaffView }) =>
        createStaffView(root, { lang: () => settings.lang, t: () => settings.t }),
      )
    : null;
  /** @type {(() => void) | null} */
  let unfollow = null;
  return {
    provides: { count: (event, fields) => withTally((s) => s.count(event, fields)) },
    picked: (pit, s) => withTally((t) => t.picked(s)),
    words: () => staff?.then((view) => view.render()),
    ready(ctl) {
      if (tally) unfollow = ctl.subscribe((s) => withTally((t) => t.watch(s)));
    },
    destroy() {
      unfollow?.();
      root.removeEventListener("pointerdown", onActivity, { capture: true });
      root.removeEventListener("keydown", onActivity, { capture: true });
      window.removeEventListener("pagehide", onHide);
      root.removeEventListener("mancala:session-end", onHide);
    },
  };
}
