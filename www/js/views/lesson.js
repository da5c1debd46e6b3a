// A lesson's box above the board: the step (what to do, a kind word after a wrong pit, what
// happened), its progress, and its buttons (Show me, the seeds cycle, Next, Play the
// Beginner, Back to the game). The game's element carries data-lesson="<variant>:<step>"
// and data-lesson-phase while a lesson runs. The words (../lessons/words-<lang>.js) are
// fetched the first time a lesson shows in a language.
import { h } from "../lib/dom.js";
import { loadLessonWords, hasLessonWords, lessonTranslator } from "../lessons/words.js";

/**
 * @import { LessonCommands, LessonScreen, Screen, Translate } from "../types.js"
 */

/** @typedef {ReturnType<typeof lessonTranslator>} LessonTranslate */

/** @param {Element} node @param {string} name @param {string | null | undefined} value */
const mark = (node, name, value) =>
  value === null || value === undefined
    ? node.removeAttribute(name)
    : node.setAttribute(name, value);

/**
 * Creates the lesson's view inside root (before the board). `on` holds the lesson's commands
 * (show, agree, next, beginner, leave). Returns { render(screen, t, lang), focus() }.
 * @param {HTMLElement} root
 * @param {LessonCommands} on
 */
export function createLessonView(root, on) {
  const { box, title, count, dots, say, wrong, done, buttons } = buildBox(root);
  box.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target);
    const button = /** @type {HTMLElement | null} */ (target.closest("[data-lesson-action]"));
    const action = /** @type {Exclude<keyof LessonCommands, "start"> | undefined} */ (
      button?.dataset.lessonAction
    );
    if (action) on[action]?.();
  });

  /** @type {{ screen: Screen, t: Translate, lang: string } | null} */
  let last = null;
  /** @type {string | null} */
  let shownStep = null;

  /** @param {Screen} screen @param {Translate} t @param {string} lang */
  function render(screen, t, lang) {
    last = { screen, t, lang };
    const s = screen.lesson;
    if (!s) {
      box.hidden = true;
      shownStep = null;
      mark(root, "data-lesson", null);
      mark(root, "data-lesson-phase", null);
      return;
    }
    mark(root, "data-lesson", `${s.variant}:${s.step}`);
    mark(root, "data-lesson-phase", s.phase);
    if (!hasLessonWords(lang)) {
      loadLessonWords(lang).then(
        () => last && last.lang === lang && render(last.screen, last.t, last.lang),
      );
      return;
    }
    const lt = lessonTranslator(lang);
    const step = [s.variant, s.id];
    title.textContent = lt(["ui", "title"], { game: t(`name.${s.variant}`) });
    count.textContent = lt(["ui", "step"], { n: s.step, total: s.steps });
    dots.replaceChildren(
      ...Array.from({ length: s.steps }, (_, i) =>
        h("li", {
          class: "lesson-dot",
          "data-state": i + 1 < s.step ? "done" : i + 1 === s.step ? "now" : "later",
        }),
      ),
    );
    say.textContent = lt([...step, "say"]);

    const w = s.wrong && s.phase === "try" ? wrongWords(lt, s) : "";
    wrong.hidden = !w;
    wrong.textContent = w;
    mark(wrong, "data-kind", s.wrong ? s.wrong.kind : null);

    const over = s.phase === "done";
    done.hidden = !over;
    done.textContent = over ? doneWords(lt, t, s) : "";

    const trying = s.phase === "try";
    buttons.show.hidden = !trying || typeof s.action !== "number";
    buttons.agree.hidden = !trying || s.action !== "agree";
    buttons.next.hidden = !over || s.last;
    buttons.beginner.hidden = !over || !s.last;
    buttons.show.textContent = lt(["ui", "show"]);
    buttons.agree.textContent = t("cycle");
    buttons.next.textContent = lt(["ui", "next"]);
    buttons.beginner.textContent = lt(["ui", "beginner"]);
    buttons.leave.textContent = lt(["ui", "leave"]);

    const first = box.hidden;
    box.hidden = false;
    const key = `${s.variant}:${s.step}`;
    if (first || (key !== shownStep && box.contains(root.ownerDocument.activeElement)))
      box.focus({ preventScroll: first });
    shownStep = key;
  }

  return { render, focus: () => box.focus() };
}

/**
 * Builds the lesson's box before root's board; returns it with the parts render() fills in.
 * @param {HTMLElement} root
 */
function buildBox(root) {
  const id = `${/** @type {Element} */ (root.querySelector("[data-status]")).id || "mg"}-lesson`;
  const title = h("h2", { id, class: "lesson-title" });
  const count = h("span", { class: "lesson-count" });
  const dots = h("ol", { class: "lesson-dots", "aria-hidden": "true" });
  const say = h("p", { class: "lesson-say", "data-lesson-say": "" });
  const wrong = h("p", { class: "lesson-wrong", "data-lesson-wrong": "", hidden: true });
  const done = h("p", { class: "lesson-done", "data-lesson-done": "", hidden: true });
  /** @param {string} action */
  const button = (action, primary = false) =>
    h("button", {
      type: "button",
      class: `btn${primary ? " btn-primary" : ""}`,
      "data-lesson-action": action,
    });
  const buttons = {
    show: button("show"),
    agree: button("agree", true),
    next: button("next", true),
    beginner: button("beginner", true),
    leave: button("leave"),
  };
  const box = h(
    "section",
    { class: "lesson", "data-lesson-box": "", "aria-labelledby": id, tabindex: "-1", hidden: true },
    h("header", { class: "lesson-head" }, title, count, dots),
    h("div", { class: "lesson-words", "aria-live": "polite" }, say, wrong, done),
    h(
      "div",
      { class: "lesson-buttons" },
      buttons.show,
      buttons.agree,
      buttons.next,
      buttons.beginner,
      buttons.leave,
    ),
  );
  /** @type {Element} */ (root.querySelector(".table")).before(box);
  return { box, title, count, dots, say, wrong, done, buttons };
}

/**
 * The kind word after a wrong pit: the step's own, else the game's, else the lesson's.
 * @param {LessonTranslate} lt
 * @param {LessonScreen} s a step after a wrong pit
 */
function wrongWords(lt, s) {
  const { kind } = /** @type {{ kind: string }} */ (s.wrong);
  if (kind === "notYours" || kind === "empty") return lt(["ui", kind]);
  return lt([s.variant, s.id, kind]) ?? lt([s.variant, kind]) ?? lt(["ui", kind]);
}

/**
 * What the step's move did, and at the end of the lesson the offer of a game.
 * @param {LessonTranslate} lt
 * @param {Translate} t
 * @param {LessonScreen} s
 */
function doneWords(lt, t, s) {
  // After the ritual, who plays South (the page's own words); else the step's words.
  const parts = [
    s.ritual
      ? t(s.ritual === "you" ? "ritual.doneYouSouth" : "ritual.doneComputerSouth")
      : lt([s.variant, s.id, "done"], s.facts || {}),
  ];
  if (s.last) parts.push(lt(["ui", "finish"]));
  return parts.join(" ");
}
