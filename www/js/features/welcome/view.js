// The welcome of a first visit ([data-welcome]): beside the board (under it on a phone), never
// over it, the game's name, what it is in one sentence, which row is the visitor's, and the
// ways to begin, each a button [data-welcome-choice]: "computer" (a game against the Beginner),
// "friend" (two people on this device), "lesson" (the game's lesson) and, where the page has
// puzzles, "puzzle" (the puzzle of the day).
//
// It is a region, not a modal dialog: the board stays playable beside it and the focus is never
// trapped (Tab walks out of it as from any other part of the page). It takes the focus only when
// a person reopens it from the header's button ([data-action=welcome]); Escape or its close
// button closes it, and the focus goes back to where it came from (the header's button, else the
// board).
//
// When it shows (./index.js decides: index.html, a first visit, nothing saved, no game link, no
// configured start) is remembered with the settings under "welcome": absent on a first visit,
// "seen" once it was dismissed or a choice taken, "played" once a person has sown; a device with
// "played" is no newcomer (the status line's row hint is for newcomers only).
import { h } from "../../lib/dom.js";
import { hasWords } from "../../i18n/index.js";

/** @import { Screen, Translate } from "../../types.js" */

/** The welcome's choices, in the order shown. */
export const CHOICES = /** @type {const} */ (["computer", "friend", "lesson", "puzzle"]);

/** @typedef {(typeof CHOICES)[number]} WelcomeChoice */

/**
 * Builds the welcome into the game's table (after the board and its panel) and returns its view.
 * @param {HTMLElement} root the game's element
 * @param {string} id the game's id prefix (for the heading's id)
 * @param {object} how
 * @param {() => Translate} how.t
 * @param {() => boolean} how.puzzles whether the page has puzzles (the "puzzle" choice)
 * @param {(variant: string) => boolean} how.ritual whether a game opens with the odd-or-even
 *   ritual, which decides the rows (the handle's Game.hasRitual)
 * @param {(choice: WelcomeChoice) => void} how.choose a choice was taken (the welcome is closed)
 * @param {() => void} how.closed the welcome was dismissed (its button or Escape)
 * @param {() => void} how.focusBoard
 */
export function createWelcomeView(root, id, { t, puzzles, ritual, choose, closed, focusBoard }) {
  const titleId = `${id}-welcome`;
  /** @param {WelcomeChoice} choice */
  const choice = (choice) =>
    h(
      "button",
      {
        type: "button",
        class: `btn welcome-choice${choice === "computer" ? " btn-primary" : ""}`,
        "data-welcome-choice": choice,
      },
      h("span", { class: "welcome-choice-name" }),
      h("span", { class: "welcome-choice-note" }),
    );
  const close = h("button", {
    type: "button",
    class: "welcome-close",
    "data-welcome-close": "",
    text: "×",
  });
  const section = h(
    "section",
    {
      id: `${id}-welcome-box`,
      class: "welcome",
      "data-welcome": "",
      "aria-labelledby": titleId,
      tabindex: "-1",
      hidden: true,
    },
    close,
    h("h2", { id: titleId, class: "welcome-title" }),
    h("p", { class: "welcome-what" }),
    h("p", { class: "welcome-row" }),
    h("div", { class: "welcome-choices" }, ...CHOICES.map(choice)),
  );
  const table = /** @type {HTMLElement} */ (root.querySelector(".table"));
  const moves = table.querySelector("[data-moves]");
  table.insertBefore(section, moves);
  /** @type {HTMLElement | null} */
  const opener = root.querySelector("[data-action=welcome]");
  /** @type {Screen | null} */
  let screen = null;
  /** Where the focus goes back to when the welcome closes. */
  let from = /** @type {HTMLElement | null} */ (null);

  /** @param {string} selector */
  const $ = (selector) => /** @type {HTMLElement} */ (section.querySelector(selector));

  function words() {
    if (!screen) return;
    const words = t();
    const variant = screen.variant;
    $(".welcome-title").textContent = words(`name.${variant}`);
    $(".welcome-what").textContent = words(`welcome.what.${variant}`);
    $(".welcome-row").textContent = words(ritual(variant) ? "welcome.row.ritual" : "welcome.row");
    for (const name of CHOICES) {
      const b = $(`[data-welcome-choice=${name}]`);
      /** @type {HTMLElement} */ (b.firstElementChild).textContent = words(`welcome.${name}`);
      // A game's own note first (Mangala IV against the computer takes a house rule).
      const note = [`welcome.${name}.note.${variant}`, `welcome.${name}.note`].find(hasWords);
      /** @type {HTMLElement} */ (b.lastElementChild).textContent = note ? words(note) : "";
    }
    close.setAttribute("aria-label", words("welcome.close"));
    close.title = words("welcome.close");
  }

  /** @param {boolean} open */
  function mark(open) {
    section.hidden = !open;
    opener?.setAttribute("aria-expanded", String(open));
    if (open) root.dataset.welcomeOpen = "true";
    else delete root.dataset.welcomeOpen;
  }

  function hide() {
    const focusWasIn = section.contains(root.ownerDocument.activeElement);
    mark(false);
    if (focusWasIn) {
      if (from) from.focus();
      else focusBoard();
    }
    from = null;
  }

  section.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target).closest("button");
    if (!target) return;
    if (target === close) {
      hide();
      closed();
      return;
    }
    const taken = /** @type {WelcomeChoice | undefined} */ (
      /** @type {HTMLElement} */ (target).dataset.welcomeChoice
    );
    if (!taken) return;
    from = null;
    mark(false);
    // A visitor who scrolled down to the welcome (a phone, a tablet face to face) is brought
    // back to the game's top, so the board and both players' edges are in view.
    if (root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: "start" });
    choose(taken);
  });
  section.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    hide();
    closed();
  });

  return {
    /** Shows the welcome; `focus`: it takes the focus (reopened by a person). */
    show(focus = false) {
      mark(true);
      words();
      if (focus) {
        const active = /** @type {HTMLElement | null} */ (root.ownerDocument.activeElement);
        from = active && root.contains(active) && active !== section ? active : null;
        section.focus();
      }
    },
    hide,
    get open() {
      return !section.hidden;
    },
    /** @param {Screen} next */
    render(next) {
      screen = next;
      $("[data-welcome-choice=puzzle]").hidden = !puzzles();
      if (!section.hidden) words();
    },
    element: section,
  };
}
