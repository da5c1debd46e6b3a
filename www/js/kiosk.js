// Kiosk mode (kiosk=1): a gallery screen. mount.js imports this only for a kiosk.
//
// - No surprises on a touch screen: no pinch or double-tap zoom, no text selection, no
//   long-press menu, no link that leaves the kiosk (the share button is not built at all;
//   any other link out is stopped here).
// - Attract mode: after `idleMinutes` without a touch, the computer plays both sides
//   slowly while captions explain each rule as the trace shows it (a sowing, a relay, the
//   saada, a capture, an extra sowing, a pass, the end): the page's narration of a sowing
//   (narration.js, shown by views/narration.js in [data-narration], always on in attract
//   mode). A touch anywhere stops it and starts a fresh game for the visitor; idle again, and
//   attract mode returns.
import { h } from "./dialog.js";

/** @import { Translate, Variant } from "./types.js" */

/**
 * What a kiosk drives of its game (mount.js startKiosk).
 * @typedef {object} KioskGame
 * @property {number} idleMinutes
 * @property {() => Translate} t
 * @property {() => Variant} variant
 * @property {(variant: Variant) => Promise<boolean>} lesson
 * @property {(variant: Variant) => Promise<boolean>} puzzle the day's puzzle of the game
 * @property {(on: boolean, hooks?: { onEnd?: (resultText: string) => void }) => Promise<void>}
 *   attract
 */

/** Attract mode's parts (buildAttract).
 * @typedef {{ touch: HTMLElement, learn: HTMLElement, puzzle: HTMLElement, banner: HTMLElement,
 *   caption: HTMLElement }} AttractParts */

const ACTIVITY = ["pointerdown", "keydown", "wheel", "touchstart"];
const PAUSE_BETWEEN_GAMES_MS = 6000;

/**
 * Starts kiosk behaviour on a mounted game.
 * ctl: { idleMinutes, t() → translator, variant() → variant, attract(on, { onEnd }),
 *        lesson(variant) → starts the game's lesson, puzzle(variant) → shows its puzzle of the
 *        day }
 * Returns { stop(), attracting }.
 * @param {HTMLElement} root
 * @param {KioskGame} ctl
 */
export function startKiosk(root, ctl) {
  const caption = /** @type {HTMLElement} */ (root.querySelector("[data-narration]"));
  const parts = buildAttract(/** @type {HTMLElement} */ (root.querySelector(".mg-app")), caption);
  const { touch, learn, puzzle, banner } = parts;
  const idleMs = Math.max(1000, ctl.idleMinutes * 60000);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let attracting = false;
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let restart;

  function arm() {
    clearTimeout(timer);
    if (!attracting && !stopped) timer = setTimeout(begin, idleMs);
  }

  async function begin() {
    if (stopped) return;
    attracting = true;
    clearTimeout(restart);
    attractWords(parts, ctl.t());
    showAttract(parts, true);
    await ctl.attract(true, {
      onEnd: (resultText) => {
        if (resultText) caption.textContent = ctl.t()("attract.next", { result: resultText });
        restart = setTimeout(() => attracting && begin(), PAUSE_BETWEEN_GAMES_MS);
      },
    });
  }

  async function end() {
    attracting = false;
    clearTimeout(restart);
    showAttract(parts, false);
    await ctl.attract(false);
    arm();
  }

  function onActivity() {
    if (!attracting) arm();
  }

  /** @param {Event} e */
  function onTouch(e) {
    e.stopPropagation();
    end();
  }

  touch.addEventListener("click", onTouch);
  learn.addEventListener("click", async (e) => {
    e.stopPropagation();
    await end();
    await ctl.lesson(ctl.variant());
  });
  puzzle.addEventListener("click", async (e) => {
    e.stopPropagation();
    await end();
    await ctl.puzzle(ctl.variant());
  });
  for (const type of ACTIVITY)
    root.addEventListener(type, onActivity, { capture: true, passive: true });
  const unguard = guardKiosk(root);
  arm();

  return {
    get attracting() {
      return attracting;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(restart);
      for (const type of ACTIVITY) root.removeEventListener(type, onActivity, { capture: true });
      unguard();
      touch.remove();
      banner.remove();
    },
  };
}

/**
 * Builds attract mode's touch button and banner into the game; returns them with the captions.
 * @param {HTMLElement} app
 * @param {HTMLElement} caption
 * @returns {AttractParts}
 */
function buildAttract(app, caption) {
  // The whole game becomes one button while the computer plays; the invitation shows in
  // the controls' place, under the captions.
  const touch = h("button", {
    type: "button",
    class: "attract-touch",
    "data-attract-touch": "",
    hidden: true,
  });
  // "Learn in one minute", beside the invitation, starts the game's lesson instead.
  const learn = h("button", {
    type: "button",
    class: "btn attract-learn",
    "data-attract-lesson": "",
  });
  // "Puzzle of the day", beside it, shows the game's puzzle of the day (flow/puzzle.js).
  const puzzle = h("button", {
    type: "button",
    class: "btn attract-learn attract-puzzle",
    "data-attract-puzzle": "",
  });
  const banner = h(
    "div",
    { class: "attract-banner", hidden: true },
    h("span", { class: "attract-title", "aria-hidden": "true" }),
    h(
      "div",
      { class: "attract-actions" },
      h("span", { class: "attract-cta", "aria-hidden": "true" }),
      learn,
      puzzle,
    ),
  );
  app.append(touch);
  caption.after(banner);
  return { touch, learn, puzzle, banner, caption };
}

/**
 * Shows or hides attract mode's touch button, banner and captions; the captions start empty.
 * @param {AttractParts} parts
 * @param {boolean} on
 */
function showAttract({ touch, banner, caption }, on) {
  touch.hidden = !on;
  banner.hidden = !on;
  caption.hidden = !on;
  caption.textContent = "";
}

/**
 * Writes attract mode's words in the language of translator `t`.
 * @param {AttractParts} parts
 * @param {Translate} t
 */
function attractWords({ touch, learn, puzzle, banner }, t) {
  /** @type {Element} */ (banner.querySelector(".attract-title")).textContent = t("attract.title");
  /** @type {Element} */ (banner.querySelector(".attract-cta")).textContent = t("attract.touch");
  touch.setAttribute("aria-label", `${t("attract.touch")}. ${t("attract.title")}`);
  learn.textContent = t("lesson.learn");
  puzzle.textContent = t("kiosk.puzzle");
}

/**
 * Guards the kiosk on `root`: no zoom, no way out by a link, no long-press menu, full screen
 * on a touch. Returns a function that takes the guards off (the page stays unzoomable).
 * @param {HTMLElement} root
 */
function guardKiosk(root) {
  const doc = root.ownerDocument;
  // The page (index.html or embed.html) is the kiosk: no zoom on it at all.
  if (doc.documentElement.dataset.kiosk) lockViewport(doc);

  /** Keeps the visitor inside the kiosk: links out and the long-press menu do nothing. */
  /** @param {Event} e */
  function onClickGuard(e) {
    const target = /** @type {Element} */ (e.target);
    /** @type {HTMLAnchorElement | null} */
    const a = target.closest && target.closest("a[href]");
    if (!a) return;
    const url = new URL(a.href, doc.baseURI);
    const samePage =
      url.origin === location.origin && url.pathname === location.pathname && url.hash;
    if (!samePage || a.target) e.preventDefault();
  }
  const noMenu = (/** @type {Event} */ e) => e.preventDefault();

  /** Fills the screen on a touch (browsers allow it only from a gesture); a no-op when the
   * browser already runs full screen, as with `chromium --kiosk`. */
  function fullScreen() {
    const el = doc.documentElement;
    if (el.dataset.kiosk && !doc.fullscreenElement && el.requestFullscreen) {
      el.requestFullscreen().catch(() => {});
    }
  }

  root.addEventListener("click", onClickGuard, true);
  root.addEventListener("click", fullScreen, true);
  root.addEventListener("contextmenu", noMenu);
  return () => {
    root.removeEventListener("click", onClickGuard, true);
    root.removeEventListener("click", fullScreen, true);
    root.removeEventListener("contextmenu", noMenu);
  };
}

/**
 * No pinch or double-tap zoom on the kiosk's page (the stylesheet sets touch-action too).
 * @param {Document} doc
 */
function lockViewport(doc) {
  const meta = doc.querySelector('meta[name="viewport"]');
  if (meta)
    meta.setAttribute(
      "content",
      "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover",
    );
}
