// A visitor's session on a kiosk (kiosk.js), whatever it plays — a game, a lesson, or any mode
// the controller runs in its play session:
//
// - The idle clock. It runs only while the board waits for the visitor: the controller's
//   session is "play" and its phase one of WAITING, with no sowing being drawn (never during a
//   sowing, the computer's thinking or a hint's). It starts again from zero each time the board
//   starts waiting, and at each touch or key.
// - "Still there?". When the clock runs out and someone has played since the session began, a
//   full-screen overlay asks whether they are still playing, with a countdown (the game's element
//   carries data-still-there="<whole seconds left>"); any touch or key keeps the game; at zero the
//   session ends, and with it the game, lesson or puzzle under way (the overlay says which). Nobody played (the kiosk has just started, or attract mode has just been left
//   by "Learn in one minute"… and nothing since): the session ends without asking.
// - "Start a new game?": an alertdialog asked before something ends a visitor's game under way.
// - "Please wait": shown when the computer's thinking, or a lesson's loading, takes over 3 s.
import { h } from "../../lib/dom.js";
import { ask } from "../../views/dialog.js";

/** @import { Phase, Screen, Translate } from "../../types.js" */
/** What a session's end ends. @typedef {"game" | "lesson" | "puzzle"} StillWhat */

/** The controller's phases in which the board waits for the visitor (flow/controller.js). */
const WAITING = new Set(/** @type {Phase[]} */ (["idle", "asking", "viewing", "ritual"]));
/** The phases in which the visitor waits for the page, told "please wait" after WAIT_MS. */
const BUSY = new Set(/** @type {Phase[]} */ (["loading", "thinking", "hinting"]));
export const WAIT_MS = 3000;

/** Tells whether the board waits for the visitor on this screen. @param {Screen} s */
export const waitsForVisitor = (s) => s.session === "play" && WAITING.has(s.phase) && !s.sowing;

/** Tells whether a visitor's game is under way (something would be lost by ending it). */
export const gameUnderWay = (/** @type {Screen} */ s) =>
  s.session === "play" && !s.lesson && s.played > 0 && !s.over;

let dialogs = 0;

/**
 * The idle clock of a visitor's session, and its "Still there?" overlay.
 * `expire(visited)` is called when the session ends by idleness (`visited`: someone played in
 * it, and the countdown ran out); the kiosk then starts attract mode.
 * @param {HTMLElement} root the game's element
 * @param {object} how
 * @param {number} how.idleMs
 * @param {number} how.countdown seconds
 * @param {() => Translate} how.t
 * @param {(visited: boolean) => void} how.expire
 */
export function createIdleClock(root, { idleMs, countdown, t, expire }) {
  const overlay = stillThereOverlay(root);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let ticker;
  let running = false;
  let held = 0;
  let waiting = false;
  let visited = false;
  let key = "";
  let left = 0;
  /** What the session's end would end, for the overlay's words. @type {StillWhat} */
  let what = "game";

  function restart() {
    clearTimeout(timer);
    if (running && waiting && !held && !overlay.dialog.open) timer = setTimeout(timeUp, idleMs);
  }

  function timeUp() {
    if (!visited) return finish(false);
    left = Math.max(1, Math.round(countdown));
    overlay.show(t(), left, what);
    root.dataset.stillThere = String(left);
    // For a voice or a tally: the seconds, and the overlay's words in the page's language.
    const words = t();
    const text = [
      words("still.title"),
      words("still.count", { n: left, what }),
      words("still.touch", { what }),
    ];
    root.dispatchEvent(
      new CustomEvent("mancala:still-there", {
        bubbles: true,
        composed: true,
        detail: { left, text: text.join(" ") },
      }),
    );
    ticker = setInterval(() => {
      left -= 1;
      if (left <= 0) return finish(true);
      root.dataset.stillThere = String(left);
      overlay.count(t(), left, what);
    }, 1000);
  }

  /** Hides the overlay; the clock starts again if the board waits. */
  function keep() {
    clearInterval(ticker);
    delete root.dataset.stillThere;
    overlay.hide();
    restart();
  }

  /** @param {boolean} asked the countdown ran out */
  function finish(asked) {
    clearInterval(ticker);
    delete root.dataset.stillThere;
    overlay.hide();
    running = false;
    visited = false;
    expire(asked);
  }

  overlay.onKeep(keep);

  return {
    /** The controller published a screen. @param {Screen} s */
    screen(s) {
      const now = waitsForVisitor(s);
      what = s.lesson ? "lesson" : s.puzzle ? "puzzle" : "game";
      const next = `${s.phase}|${s.sowing}|${s.positionKey}|${s.lesson ? s.lesson.step : ""}`;
      if (now === waiting && next === key) return;
      waiting = now;
      key = next;
      if (!waiting && overlay.dialog.open) keep();
      restart();
    },
    /** A touch or a key in the game (the overlay handles its own). */
    touch() {
      if (!running || overlay.dialog.open) return;
      visited = true;
      restart();
    },
    /**
     * Holds the clock while `work` runs (the visitor waits for the page: a lesson loading).
     * @template T
     * @param {Promise<T>} work
     */
    async hold(work) {
      held += 1;
      restart();
      try {
        return await work;
      } finally {
        held -= 1;
        restart();
      }
    },
    /** A visitor's session begins (`visited`: by the visitor's own touch). */
    start(visitedNow = false) {
      running = true;
      visited = visitedNow;
      restart();
    },
    /** No session (attract mode, or the kiosk stopped). */
    stop() {
      running = false;
      clearTimeout(timer);
      clearInterval(ticker);
      delete root.dataset.stillThere;
      overlay.hide();
    },
    destroy() {
      this.stop();
      overlay.dialog.remove();
    },
  };
}

/**
 * The "Still there?" overlay: a modal <dialog role="alertdialog"> over the whole screen, so any
 * touch lands on it; a touch, or a key let go, keeps the game.
 * @param {HTMLElement} root
 */
function stillThereOverlay(root) {
  dialogs += 1;
  const id = `mg-still-${dialogs}`;
  const title = h("h2", { id: `${id}-title`, class: "still-title" });
  const number = h("p", { class: "still-number", "aria-hidden": "true", "data-still-count": "" });
  const says = h("p", { id: `${id}-says`, class: "still-says" });
  const touch = h("p", { class: "still-touch" });
  const button = h("button", {
    type: "button",
    class: "btn btn-primary still-keep",
    "data-still-keep": "",
  });
  const dialog = h(
    "dialog",
    {
      class: "still-there",
      role: "alertdialog",
      "aria-labelledby": title.id,
      "aria-describedby": says.id,
      "data-still-there-box": "",
    },
    h("div", { class: "still-card" }, title, number, says, touch, button),
  );
  /** @type {HTMLElement} */ (root.querySelector(".mg-app") || root).append(dialog);
  /** @type {() => void} */
  let kept = () => {};
  let pressed = false;
  // A key keeps the game when it is let go, so its press acts on nothing under the overlay.
  dialog.addEventListener("keydown", (e) => {
    if (e.key === "Tab") return;
    e.preventDefault();
    pressed = true;
  });
  dialog.addEventListener("keyup", () => pressed && kept());
  dialog.addEventListener("cancel", (e) => {
    e.preventDefault();
    pressed = true;
  });
  dialog.addEventListener("click", () => kept());
  /** @param {Translate} t @param {number} left @param {StillWhat} what */
  const count = (t, left, what) => {
    number.textContent = String(left);
    says.textContent = t("still.count", { n: left, what });
  };
  return {
    dialog,
    /** @param {() => void} fn */
    onKeep: (fn) => (kept = fn),
    count,
    /** @param {Translate} t @param {number} left @param {StillWhat} what */
    show(t, left, what) {
      title.textContent = t("still.title");
      touch.textContent = t("still.touch", { what });
      button.textContent = t("still.keep");
      count(t, left, what);
      pressed = false;
      if (!dialog.open) dialog.showModal();
      button.focus();
    },
    hide() {
      pressed = false;
      if (dialog.open) dialog.close();
    },
  };
}

/**
 * Asks "Start a new game? This game will end." in a <dialog role="alertdialog"> of its own;
 * resolves true for Yes. close() answers No (attract mode is starting).
 * @param {HTMLElement} root
 */
export function createRestartQuestion(root) {
  dialogs += 1;
  const id = `mg-restart-${dialogs}`;
  const dialog = h(
    "dialog",
    {
      class: "dialog kiosk-ask",
      role: "alertdialog",
      "aria-labelledby": `${id}-title`,
      "aria-describedby": `${id}-says`,
    },
    h("form", { method: "dialog", class: "dialog-body" }),
  );
  /** @type {HTMLElement} */ (root.querySelector(".mg-app") || root).append(dialog);
  return {
    dialog,
    /** @param {Translate} t */
    async ask(t) {
      if (dialog.open) return false;
      const { value } = await ask(dialog, {
        kind: "restart",
        title: t("restart.title"),
        content: [h("p", { id: `${id}-says`, class: "dialog-lead", text: t("restart.says") })],
        buttons: [
          { value: "yes", label: t("restart.yes"), primary: true },
          { value: "no", label: t("restart.no") },
        ],
      });
      return value === "yes";
    },
    close: () => dialog.open && dialog.close("no"),
    destroy: () => dialog.remove(),
  };
}

/**
 * "Please wait": a status line under the game's status, written when the computer thinks, or a
 * lesson loads, for more than WAIT_MS.
 * @param {HTMLElement} root
 * @param {() => Translate} t
 */
export function createPleaseWait(root, t) {
  const line = h("p", { class: "kiosk-wait", role: "status", "data-wait": "" });
  /** @type {HTMLElement} */ (root.querySelector("[data-status]")).after(line);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let busy = 0;
  let phaseBusy = false;
  const update = () => {
    if (busy > 0 || phaseBusy) {
      timer ??= setTimeout(() => (line.textContent = t()("wait")), WAIT_MS);
    } else {
      clearTimeout(timer);
      timer = undefined;
      line.textContent = "";
    }
  };
  return {
    /** @param {Screen} s */
    screen(s) {
      phaseBusy = s.session === "play" && BUSY.has(s.phase);
      update();
    },
    /**
     * Says "please wait" if `work` takes over WAIT_MS; resolves with its result.
     * @template T
     * @param {Promise<T>} work
     */
    async during(work) {
      busy += 1;
      update();
      try {
        return await work;
      } finally {
        busy -= 1;
        update();
      }
    },
    destroy() {
      clearTimeout(timer);
      line.remove();
    },
  };
}
