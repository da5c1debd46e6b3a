// The Mangala IV opening ritual, Tek mi, Çift mi?, played as a short scene in a panel.
// It decides who takes which row; South (pits 7–13) moves first.
//
// Against the computer the person first says whether they hide or guess; the computer
// plays the other part (it hides or guesses at random), and when the ritual lets it pick
// or assign the rows it takes the row that wins: `computer.wantsSouth()` tells it which
// (flow/turns.js answers from Game.foresee(), which plays the forced game out to its end).
import { h } from "../lib/dom.js";

/** @import { Translate } from "../types.js" */

/** @typedef {"guesser" | "hider"} Part */

/**
 * The scene's state: the pieces hidden, the guess, the computer's part (null between two
 * people) and whether the guess was right.
 * @typedef {{ hidden: number, guess: "odd" | "even" | null, computer: Part | null,
 *   right?: boolean }} RitualState
 */

/**
 * How the scene ends: the part that sits South, the computer's part, and how it went.
 * @typedef {{ south: Part, computer: Part | null, hidden: number, guess: "odd" | "even" | null,
 *   right?: boolean }} Ritual
 */

/** The computer's side of the scene: whether it wants to sit South.
 * @typedef {{ wantsSouth: () => boolean }} RitualComputer */

/** @param {Translate} t @param {number} pieces @param {boolean} open */
function fist(t, pieces, open) {
  const hand = h("div", {
    class: "fist",
    "data-open": open ? "true" : "false",
    role: "img",
    "aria-label": open ? t("ritual.reveal", { n: pieces }) : t("ritual.fist"),
  });
  if (open) for (let i = 0; i < pieces; i += 1) hand.append(h("span", { class: "fist-piece" }));
  return hand;
}

/**
 * Shows one step of the scene in panel, with the title and a skip button, and focuses its first
 * choice.
 * @param {HTMLElement} panel
 * @param {Translate} t
 * @param {() => void} onSkip
 * @param {string} step
 * @param {(Node | null)[]} body
 */
function showStep(panel, t, onSkip, step, body) {
  const skip = h("button", {
    type: "button",
    class: "btn btn-quiet",
    "data-ritual": "skip",
    text: t("ritual.skip"),
  });
  skip.addEventListener("click", onSkip);
  panel.replaceChildren(
    h(
      "div",
      { class: "ritual", "data-ritual-step": step },
      h("h2", { class: "ritual-title", text: t("ritual.title") }),
      ...body,
      h("div", { class: "ritual-foot" }, skip),
    ),
  );
  panel.hidden = false;
  /** @type {HTMLElement | null} */
  const first = panel.querySelector("[data-ritual]:not([data-ritual=skip])");
  if (first) first.focus();
}

/**
 * Makes one of the scene's choices: a button named `name` that calls onClick.
 * @param {string} name
 * @param {string} label
 * @param {() => void} onClick
 */
function button(name, label, onClick) {
  const b = h("button", {
    type: "button",
    class: "btn btn-primary",
    "data-ritual": name,
    text: label,
  });
  b.addEventListener("click", onClick);
  return b;
}

/**
 * Returns the reveal's question and buttons for the rows: the winner of the guess picks
 * them, or, when that is the computer, says which it takes. done(south) ends the scene.
 * @param {RitualState} state
 * @param {RitualComputer | null} computer
 * @param {Translate} t
 * @param {(south: Part) => void} done
 */
function pickRows(state, computer, t, done) {
  const chooser = state.right ? "guesser" : "hider";
  const part = state.computer;
  if (!part) {
    /** @param {boolean} bottom */
    const pick = (bottom) => () => done(bottom ? "guesser" : "hider");
    return [
      h("p", { class: "ritual-ask", text: t("ritual.pick", { role: t(`Role.${chooser}`) }) }),
      h(
        "div",
        { class: "ritual-row" },
        button("bottom", t("ritual.bottom"), pick(true)),
        button("top", t("ritual.top"), pick(false)),
      ),
    ];
  }
  /** @type {Part} */
  const person = part === "guesser" ? "hider" : "guesser";
  if (chooser === person) {
    // The person picks their own row.
    /** @param {boolean} bottom */
    const pick = (bottom) => () => done(bottom ? person : part);
    return [
      h("p", { class: "ritual-ask", text: t("ritual.youPick") }),
      h(
        "div",
        { class: "ritual-row" },
        button("bottom", t("ritual.youBottom"), pick(true)),
        button("top", t("ritual.youTop"), pick(false)),
      ),
    ];
  }
  // The computer picks: it has played the forced game out and takes the winning row.
  const south = /** @type {RitualComputer} */ (computer).wantsSouth();
  return [
    h("p", {
      class: "ritual-ask",
      "data-ritual-computer": south ? "bottom" : "top",
      text: t(south ? "ritual.computerBottom" : "ritual.computerTop"),
    }),
    h(
      "div",
      { class: "ritual-row" },
      button("play", t("ritual.play"), () => done(south ? part : person)),
    ),
  ];
}

/**
 * Plays the scene in panel. Resolves with { south: "guesser" | "hider", computer, hidden,
 * guess, right } — `computer` is the computer's part ("guesser" | "hider"), or null between
 * two people — or with null when the players skip it.
 * computer: null (two people) or { wantsSouth() → boolean }.
 * chooser(hidden, guess) → "guesser" | "hider": who chooses the rows (Game.ritualChooser).
 * @param {HTMLElement} panel
 * @param {Translate} t
 * @param {(hidden: 1 | 2, guess: "odd" | "even") => Part} chooser
 * @param {RitualComputer | null} [computer]
 * @returns {Promise<Ritual | null>}
 */
export function playRitual(panel, t, chooser, computer = null) {
  return new Promise((resolve) => {
    /** @type {RitualState} */
    const state = { hidden: 0, guess: null, computer: null };
    /** @param {Ritual | null} result */
    const finish = (result) => {
      panel.hidden = true;
      panel.replaceChildren();
      resolve(result);
    };
    /** @param {string} step @param {...(Node | null)} body */
    const frame = (step, ...body) => showStep(panel, t, () => finish(null), step, body);
    /** @param {Part} south */
    const done = (south) =>
      finish({
        south,
        computer: state.computer,
        hidden: state.hidden,
        guess: state.guess,
        right: state.right,
      });

    // ---- two people ----

    const hide = () =>
      frame(
        "hide",
        h("p", { text: t("ritual.intro") }),
        h("p", { class: "ritual-ask", text: t(state.computer ? "ritual.youHide" : "ritual.hide") }),
        h(
          "div",
          { class: "ritual-row" },
          button("hide-1", t("ritual.hide1"), () => {
            state.hidden = 1;
            afterHide();
          }),
          button("hide-2", t("ritual.hide2"), () => {
            state.hidden = 2;
            afterHide();
          }),
        ),
      );

    const guess = () =>
      frame(
        "guess",
        state.computer ? h("p", { text: t("ritual.computerHides") }) : null,
        fist(t, state.hidden, false),
        h("p", { class: "ritual-ask", text: t("ritual.guess") }),
        h(
          "div",
          { class: "ritual-row" },
          button("odd", t("ritual.odd"), () => {
            state.guess = "odd";
            reveal();
          }),
          button("even", t("ritual.even"), () => {
            state.guess = "even";
            reveal();
          }),
        ),
      );

    const reveal = () => {
      // Who chooses the rows after the guess is the core's decision (Game.ritualChooser).
      state.right =
        chooser(
          /** @type {1 | 2} */ (state.hidden),
          /** @type {"odd" | "even"} */ (state.guess),
        ) === "guesser";
      const result = [
        state.computer === "guesser"
          ? h("p", {
              class: "ritual-result",
              text: t("ritual.computerGuesses", { guess: t(`ritual.${state.guess}`) }),
            })
          : null,
        fist(t, state.hidden, true),
        h("p", {
          class: "ritual-result",
          text: `${t("ritual.reveal", { n: state.hidden })} ${t(state.right ? "ritual.right" : "ritual.wrong")}`,
        }),
      ];
      frame("reveal", ...result, ...pickRows(state, computer, t, done));
    };

    const afterHide = () => {
      if (state.computer !== "guesser") return guess();
      state.guess = Math.random() < 0.5 ? "odd" : "even";
      return reveal();
    };

    // ---- against the computer: the person chooses their part ----

    const parts = () =>
      frame(
        "parts",
        h("p", { text: t("ritual.intro") }),
        h("p", { class: "ritual-ask", text: t("ritual.yourPart") }),
        h(
          "div",
          { class: "ritual-row" },
          button("you-hide", t("ritual.iHide"), () => {
            state.computer = "guesser";
            hide();
          }),
          button("you-guess", t("ritual.iGuess"), () => {
            state.computer = "hider";
            state.hidden = Math.random() < 0.5 ? 1 : 2;
            guess();
          }),
        ),
      );

    if (computer) parts();
    else hide();
  });
}
