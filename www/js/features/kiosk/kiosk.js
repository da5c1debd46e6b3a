// Kiosk mode (kiosk=1): a gallery screen. ./index.js imports this only for a kiosk.
//
// - No surprises on a touch screen: no pinch or double-tap zoom, no text selection, no
//   long-press menu, no link that leaves the kiosk (the share button is not built at all;
//   any other link out is stopped here).
// - Attract mode: after `idleMinutes` without a touch, the computer plays both sides
//   slowly while captions explain each rule as the trace shows it (a sowing, a relay, the
//   saada, a capture, an extra sowing, a pass, the end): the page's narration of a sowing
//   (features/narration/words.js, shown by features/narration/view.js in [data-narration], always on in attract
//   mode). A touch anywhere stops it and starts a fresh game for the visitor; idle again, and
//   attract mode returns.
// - A visitor's session (features/kiosk/session.js): the idle clock runs only while the board waits
//   for the visitor; "Still there?" with a countdown before a visitor's session ends (then the
//   event "mancala:session-end" on the game's element); "Start a new game?" before "New game"
//   or another game's tab ends a game under way; "please wait" beyond 3 s.
import { h } from "../../lib/dom.js";
import {
  createIdleClock,
  createPleaseWait,
  createRestartQuestion,
  gameUnderWay,
} from "./session.js";

/** @import { Screen, Translate, Variant } from "../../types.js" */

/**
 * What a kiosk drives of its game (./index.js).
 * @typedef {object} KioskGame
 * @property {number} idleMinutes
 * @property {number} [countdown] seconds the "Still there?" overlay counts down (default 30)
 * @property {(fn: (screen: Screen) => void) => unknown} subscribe the controller's screens
 * @property {() => Screen | null} screen the screen shown
 * @property {(how: { reason: "idle" }) => void} [onSessionEnd] a visitor's session ended by the
 *   countdown (also the event "mancala:session-end" on the game's element, with that detail)
 * @property {() => Translate} t
 * @property {() => Variant} variant
 * @property {number} [pauseMs] between two games of attract mode (default 6 s)
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
 * Starts kiosk behaviour on a mounted game (ctl: KioskGame above).
 * Returns { stop(), attracting }.
 * @param {HTMLElement} root
 * @param {KioskGame} ctl
 */
export function startKiosk(root, ctl) {
  const caption = /** @type {HTMLElement} */ (root.querySelector("[data-narration]"));
  const parts = buildAttract(/** @type {HTMLElement} */ (root.querySelector(".mg-app")), caption);
  const { touch, learn, puzzle, banner } = parts;
  const idleMs = Math.max(1000, ctl.idleMinutes * 60000);
  let attracting = false;
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let restart;
  const clock = createIdleClock(root, {
    idleMs,
    countdown: ctl.countdown ?? 30,
    t: ctl.t,
    expire(asked) {
      if (asked) {
        ctl.onSessionEnd?.({ reason: "idle" });
        root.dispatchEvent(
          new CustomEvent("mancala:session-end", {
            bubbles: true,
            composed: true,
            detail: { reason: "idle" },
          }),
        );
      }
      begin();
    },
  });
  const question = createRestartQuestion(root);
  const wait = createPleaseWait(root, ctl.t);
  const unsubscribe = ctl.subscribe((s) => {
    clock.screen(s);
    wait.screen(s);
  });

  async function begin() {
    if (stopped) return;
    attracting = true;
    clock.stop();
    question.close();
    clearTimeout(restart);
    attractWords(parts, ctl.t());
    showAttract(parts, true);
    // A keypad's Enter starts a game: the focus waits on the touch-to-play button.
    touch.focus({ preventScroll: true });
    await ctl.attract(true, {
      onEnd: (resultText) => {
        if (resultText) caption.textContent = ctl.t()("attract.next", { result: resultText });
        restart = setTimeout(() => attracting && begin(), ctl.pauseMs ?? PAUSE_BETWEEN_GAMES_MS);
      },
    });
  }

  async function end() {
    attracting = false;
    clearTimeout(restart);
    showAttract(parts, false);
    await ctl.attract(false);
    clock.start(true);
  }

  function onActivity() {
    if (!attracting) clock.touch();
  }

  /** @param {Event} e */
  function onTouch(e) {
    e.stopPropagation();
    end();
  }

  // "New game", and another game's tab, ask first while a visitor's game is under way; Yes
  // clicks the button again, past this question.
  let asked = false;
  /** @param {Event} e */
  async function onRestart(e) {
    const button = /** @type {Element} */ (e.target).closest?.("button");
    const s = ctl.screen();
    if (asked || attracting || !button || !s || !gameUnderWay(s)) return;
    const tab = button.getAttribute("data-game");
    if (button.getAttribute("data-action") !== "new" && !(tab && tab !== s.variant)) return;
    e.stopPropagation();
    e.preventDefault();
    if (!(await question.ask(ctl.t()))) return;
    asked = true;
    /** @type {HTMLElement} */ (button).click();
    asked = false;
  }

  touch.addEventListener("click", onTouch);
  learn.addEventListener("click", async (e) => {
    e.stopPropagation();
    await end();
    await clock.hold(wait.during(ctl.lesson(ctl.variant())));
  });
  puzzle.addEventListener("click", async (e) => {
    e.stopPropagation();
    await end();
    await ctl.puzzle(ctl.variant());
  });
  for (const type of ACTIVITY)
    root.addEventListener(type, onActivity, { capture: true, passive: true });
  root.addEventListener("click", onRestart, true);
  const unguard = guardKiosk(root);
  clock.start(false);

  return {
    get attracting() {
      return attracting;
    },
    stop() {
      stopped = true;
      clearTimeout(restart);
      clock.destroy();
      question.destroy();
      wait.destroy();
      if (typeof unsubscribe === "function") unsubscribe();
      for (const type of ACTIVITY) root.removeEventListener(type, onActivity, { capture: true });
      root.removeEventListener("click", onRestart, true);
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
  // "Puzzle of the day", beside it, shows the game's puzzle of the day (flow/modes/puzzle.js).
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
 * on a touch. Returns a function that takes the guards off.
 * @param {HTMLElement} root
 */
function guardKiosk(root) {
  const doc = root.ownerDocument;
  // The page (index.html or embed.html) is the kiosk: the whole screen, to its edges.
  if (doc.documentElement.dataset.kiosk) coverScreen(doc);

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
 * The kiosk's page covers the screen to its edges. A touch's pinch or double tap zooms nothing
 * (the stylesheet's touch-action: pan-y, and a browser run with --disable-pinch); the viewport
 * itself forbids no zoom (WCAG 1.4.4, which axe-core checks: user-scalable=no would fail it).
 * @param {Document} doc
 */
function coverScreen(doc) {
  const meta = doc.querySelector('meta[name="viewport"]');
  if (meta) meta.setAttribute("content", "width=device-width, initial-scale=1, viewport-fit=cover");
}
