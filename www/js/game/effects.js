// What the controller needs from the page (Effects in ../types.js; flow/controller.js): the
// sowings drawn on the board, the pauses between moves, the dialogs (their module fetched when
// one is first asked), the notices, the words of the board's live region and Mangala IV's ritual.
// The features hear of a sowing (`sowing`) and of a dialog (`asking`) through their hooks
// (game/features.js).
import { PACE } from "../board/animate.js";
import { LAYOUTS, isOneOf } from "../lib/options.js";
import { playerNames, spokenEvent } from "../views/words.js";

/**
 * @import { Controller, Effects, Screen, Settings, Views } from "../types.js"
 * @import { Features } from "./features.js"
 */

/**
 * The effects of one mounted game; `scene()` is the import of the ritual's code once a ritual
 * has started (boot waits for it when the first game opens with one), else null.
 * @param {HTMLElement} root
 * @param {object} game
 * @param {Settings} game.settings
 * @param {Views} game.views
 * @param {Features} game.features
 * @param {() => Controller | null} game.ctl
 * @returns {{ effects: Effects, scene: () => Promise<unknown> | null }}
 */
export function createEffects(root, { settings, views, features, ctl }) {
  /** @param {string} selector */
  const $ = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const screen = () => /** @type {Screen} */ (/** @type {Controller} */ (ctl()).screen);
  /** @type {Promise<typeof import("../views/ritual.js")> | null} */
  let scene = null;
  /** @type {Effects} */
  const effects = {
    async animate(trace, signal) {
      const end = features.sowing(trace);
      try {
        await views.boardView.animate(trace, signal);
      } finally {
        end();
      }
    },
    settle: () => views.boardView.settle(),
    beat: (signal) => pause(settings.speed === "instant" ? 0 : PACE[settings.speed] * 4, signal),
    async ask(kind, facts, signal) {
      // The dialogs' code (the new-game form's among it) comes when a dialog is first asked: a
      // first screen shows none. One that cannot come (offline, before the site was kept) asks
      // nothing, as a closed dialog.
      let dialogs;
      try {
        dialogs = await import("../views/dialogs.js");
      } catch (error) {
        console.warn("the dialogs could not be fetched:", error);
        return { value: "cancel" };
      }
      if (signal.aborted) return { value: "cancel" };
      const asked = dialogs.askDialog(
        /** @type {HTMLDialogElement} */ ($("[data-dialog]")),
        () => ({
          t: settings.t,
          screen: screen(),
          critique: Boolean(views.critique),
          layout: settings.layout,
        }),
        kind,
        facts,
        signal,
      );
      // The dialog is open: a feature may turn it (face to face, towards the player it concerns).
      const back = features.asking(kind, facts);
      try {
        const choice = await asked;
        const layout = "layout" in choice ? choice.layout : null;
        if (choice.value === "start" && isOneOf(LAYOUTS, layout)) settings.setLayout(layout);
        return choice;
      } finally {
        back();
      }
    },
    notice: views.notice,
    // Words only: every sound comes with a trace's events (the agreed cycle's division too).
    say: (what) =>
      views.board.say(spokenEvent(settings.t, what, playerNames(settings.t, screen()))),
    /** Mangala IV's ritual in the panel; an aborted turn takes it away (resolving null). */
    async ritual({ computer, wantsSouth, chooser }, signal) {
      // Its code arrives on first use; boot waits for it (scene) when a game opens with it.
      scene = import("../views/ritual.js");
      const { playRitual } = await scene;
      const panel = $("[data-panel]");
      /** @type {Promise<null>} */
      const gone = new Promise((resolve) =>
        signal.addEventListener("abort", () => resolve(null), { once: true }),
      );
      const result = await Promise.race([
        playRitual(panel, settings.t, chooser, computer ? { wantsSouth } : null),
        gone,
      ]);
      if (signal.aborted) {
        panel.hidden = true;
        panel.replaceChildren();
      } else views.board.focus();
      return result;
    },
  };
  return { effects, scene: () => scene };
}

/**
 * Waits `ms`, or less when the signal aborts.
 * @param {number} ms
 * @param {AbortSignal} signal
 * @returns {Promise<void>}
 */
export const pause = (ms, signal) =>
  new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const id = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(id);
        resolve();
      },
      { once: true },
    );
  });
