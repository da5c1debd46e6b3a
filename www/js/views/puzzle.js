// A puzzle's box above the board: its title, who plays and the goal, the verdict after each
// sowing (the opponent's best answer after a wrong one), the hint's words, the player's rating,
// and its buttons (Try again, Show the solution, Next puzzle, Continue as a game, Back to the
// game) with the puzzle's link once it is over. The game's element carries data-puzzle="<id>"
// and data-puzzle-state (solving | solved | failed) while a puzzle shows, and
// data-puzzle-phase (flow/modes/puzzle.js PuzzlePhase). The words (../i18n/puzzle-<lang>.js) are
// fetched the first time a puzzle shows in a language; the box's words are a live region, so
// the goal and each verdict are announced (each sowing is, by the board).
import { h } from "../lib/dom.js";
import { loadMoreWords, hasMoreWords } from "../i18n/index.js";
import { placeOf } from "../board/view.js";
import { doesWords } from "./hint.js";
import { playerNames } from "./words.js";

/** @import { PuzzleCommands, PuzzleScreen, Screen, Translate } from "../types.js" */

/** The site's folder, for the puzzle's link (this file is js/views/puzzle.js). */
const SITE = new URL("../../", import.meta.url);

/** @param {Element} node @param {string} name @param {string | null | undefined} value */
const mark = (node, name, value) =>
  value === null || value === undefined
    ? node.removeAttribute(name)
    : node.setAttribute(name, value);

/** The link that opens puzzle `id` on the site. @param {string} id */
export const puzzleLink = (id) => {
  const url = new URL("index.html", SITE);
  url.searchParams.set("puzzle", id);
  return url.toString();
};

/**
 * Creates the puzzle's view inside root (before the board). `on` holds the puzzle's commands.
 * Returns { render(screen, t, lang), focus() }.
 * @param {HTMLElement} root
 * @param {PuzzleCommands} on
 */
export function createPuzzleView(root, on) {
  const parts = buildBox(root);
  const { box, buttons } = parts;
  box.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target);
    const button = /** @type {HTMLElement | null} */ (target.closest("[data-puzzle-action]"));
    const action = /** @type {keyof typeof ACTIONS | undefined} */ (button?.dataset.puzzleAction);
    if (action) ACTIONS[action](on);
  });
  parts.link.addEventListener("focus", () => parts.link.select());

  /** @type {{ screen: Screen, t: Translate, lang: string } | null} */
  let last = null;
  /** The history view (./puzzle-history.js), once it has been opened. */
  /** @type {ReturnType<typeof import("./puzzle-history.js").createPuzzleHistory> | null} */
  let history = null;

  /**
   * Shows the player's puzzles and the choice of the next ones below the box (its module is
   * fetched the first time).
   * @param {PuzzleScreen} s @param {Translate} t @param {string} lang
   */
  async function showHistory(s, t, lang) {
    if (!history) {
      const { createPuzzleHistory } = await import("./puzzle-history.js");
      history ||= createPuzzleHistory(parts.history, t, {
        onChoose: (choice) => on.choose?.(choice),
        lang: () => last?.lang || lang,
      });
    }
    const progress = on.progress?.();
    if (progress) history.render(progress, t, { variant: s.variant, ...s.prefs });
  }
  box.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target);
    if (!target.closest("[data-puzzle-history-toggle]") || !last?.screen.puzzle) return;
    parts.history.hidden = !parts.history.hidden;
    render(last.screen, last.t, last.lang);
  });
  /** @type {string | null} */
  let shownKey = null;

  /** @param {Screen} screen @param {Translate} t @param {string} lang */
  function render(screen, t, lang) {
    last = { screen, t, lang };
    const s = screen.puzzle;
    if (!s) {
      box.hidden = true;
      shownKey = null;
      for (const name of ["data-puzzle", "data-puzzle-state", "data-puzzle-phase"])
        mark(root, name, null);
      return;
    }
    mark(root, "data-puzzle", s.id);
    mark(root, "data-puzzle-state", s.status);
    mark(root, "data-puzzle-phase", s.phase);
    if (!hasMoreWords("puzzle", lang) || !hasMoreWords("puzzle-history", lang)) {
      Promise.all([loadMoreWords("puzzle", lang), loadMoreWords("puzzle-history", lang)]).then(
        () => last && last.lang === lang && render(last.screen, last.t, last.lang),
      );
      return;
    }
    const names = playerNames(t, screen);
    parts.title.textContent = t(s.daily ? "puzzle.daily" : "puzzle.title");
    parts.meta.textContent = t("puzzle.meta", { id: s.id, n: s.difficulty });
    // Whose side and turn while the puzzle is played; once it is over, the goal alone.
    parts.goal.textContent =
      s.phase === "done"
        ? goalWords(t, s)
        : `${t("puzzle.play", { player: names[s.solver] })} ${goalWords(t, s)}`;
    parts.step.hidden = s.steps < 2;
    // While the opponent answers, the count stays on the sowing just made.
    parts.step.textContent = t("puzzle.step", {
      n: Math.min(s.phase === "reply" ? Math.max(s.step, 1) : s.step + 1, s.steps),
      total: s.steps,
    });
    const verdict = verdictWords(t, screen, s, names);
    parts.verdict.hidden = !verdict;
    parts.verdict.textContent = verdict;
    mark(parts.verdict, "data-kind", verdict ? s.phase : null);
    const hint = s.hint && s.phase === "try" ? hintWords(t, s) : "";
    parts.hint.hidden = !hint;
    parts.hint.textContent = hint;
    const rated = s.change !== null && ["refuted", "done"].includes(s.phase);
    parts.rating.textContent = [
      t("puzzle.rating", { n: s.rating }),
      rated ? t("puzzle.change", { n: s.change }) : "",
      s.provisional ? t("puzzle.provisional") : "",
    ]
      .filter(Boolean)
      .join(" ");

    const over = s.phase === "done";
    buttons.retry.hidden = s.phase !== "refuted";
    buttons.solution.hidden = s.phase !== "refuted";
    buttons.next.hidden = !over;
    buttons.continue.hidden = !s.canContinue;
    buttons.analyse.hidden = !over;
    parts.share.hidden = !over;
    parts.link.value = puzzleLink(s.id);
    for (const [name, button] of Object.entries(buttons))
      button.textContent = t(
        { history: "puzzles.history", analyse: "analysis.open" }[name] ?? `puzzle.${name}`,
      );
    parts.linkLabel.textContent = t("puzzle.link");
    buttons.history.setAttribute("aria-expanded", String(!parts.history.hidden));
    if (!parts.history.hidden) showHistory(s, t, lang);

    const first = box.hidden;
    box.hidden = false;
    const key = `${s.id}:${s.key}`;
    if (first || (key !== shownKey && box.contains(root.ownerDocument.activeElement)))
      box.focus({ preventScroll: first });
    shownKey = key;
  }

  return { render, focus: () => box.focus() };
}

/** What each button does. */
const ACTIONS = {
  retry: (/** @type {PuzzleCommands} */ on) => on.retry(),
  solution: (/** @type {PuzzleCommands} */ on) => on.solution(),
  next: (/** @type {PuzzleCommands} */ on) => on.next(),
  continue: (/** @type {PuzzleCommands} */ on) => on.continueGame(),
  leave: (/** @type {PuzzleCommands} */ on) => on.leave(),
};

/** The goal in words. @param {Translate} t @param {PuzzleScreen} s */
export function goalWords(t, s) {
  return t(`puzzle.goal.${s.goal}`, { n: s.seeds ?? 0 });
}

/**
 * What the last sowing did, for the puzzle: right and the reply coming, the opponent's best
 * answer to a wrong one, solved.
 * @param {Translate} t
 * @param {Screen} screen
 * @param {PuzzleScreen} s
 * @param {string[]} names
 */
export function verdictWords(t, screen, s, names) {
  const other = names[1 - s.solver];
  if (s.phase === "reply") return t("puzzle.reply", { player: other });
  if (s.phase === "refuting") return t("puzzle.thinking");
  if (s.phase === "refuted") return refutationWords(t, s, names);
  if (s.phase === "done") return t(s.shown ? "puzzle.shown" : "puzzle.solved");
  if (s.phase === "try" && s.step > 0) return t("puzzle.good", { player: other });
  return "";
}

/**
 * Why a wrong sowing fails, from the search's answer (flow/modes/puzzle.js Refutation).
 * @param {Translate} t
 * @param {PuzzleScreen} s
 * @param {string[]} names
 */
export function refutationWords(t, s, names) {
  const r = s.refutation;
  if (!r || r.kind === "short") return t("puzzle.short");
  // The game's end said in the verdict's own sentence (a draw, or who wins), not a result line.
  /** @param {{ winner?: number | null } | null | undefined} result */
  const winnerOf = (result) =>
    result?.winner === null || result?.winner === undefined ? "" : names[result.winner];
  if (r.kind === "over") return t("puzzle.over", { player: winnerOf(r.result) });
  const about = { player: names[r.player], place: placeOf(r.pit), n: r.captures };
  const then = r.captures ? null : r.then;
  const words = [
    then?.kind === "over"
      ? t("puzzle.answer.ends", { ...about, winner: winnerOf(then.result) })
      : then?.kind === "best"
        ? t("puzzle.answer.leaves", { ...about, most: then.n })
        : t("puzzle.answer", about),
  ];
  if (r.outcome === "win") words.push(t("puzzle.answer.win", { player: names[r.player] }));
  else if (r.outcome === "draw" && s.goal === "win") words.push(t("puzzle.answer.draw"));
  return words.join(" ");
}

/** The hint: what the sowing does, in the hint's words, never which pit it is.
 * @param {Translate} t @param {PuzzleScreen} s */
export function hintWords(t, s) {
  const does = doesWords(t, s.hint || []);
  return does.length
    ? t("puzzle.hint", { list: t("list", { items: does }) })
    : t("puzzle.hintQuiet");
}

/**
 * Builds the puzzle's box before root's board; returns it with the parts render() fills in.
 * @param {HTMLElement} root
 */
function buildBox(root) {
  const id = `${/** @type {Element} */ (root.querySelector("[data-status]")).id || "mg"}-puzzle`;
  const title = h("h2", { id, class: "puzzle-title" });
  const meta = h("span", { class: "puzzle-meta" });
  const rating = h("span", { class: "puzzle-rating", "data-puzzle-rating": "" });
  const goal = h("p", { class: "puzzle-goal", "data-puzzle-goal": "" });
  const step = h("p", { class: "puzzle-step", hidden: true });
  const verdict = h("p", { class: "puzzle-verdict", "data-puzzle-verdict": "", hidden: true });
  const hint = h("p", { class: "puzzle-hint", "data-puzzle-hint": "", hidden: true });
  /** @param {string} action */
  const button = (action, primary = false) =>
    h("button", {
      type: "button",
      class: `btn${primary ? " btn-primary" : ""}`,
      "data-puzzle-action": action,
    });
  const buttons = {
    retry: button("retry", true),
    solution: button("solution"),
    next: button("next", true),
    continue: button("continue"),
    // The analysis board on the puzzle's start (game/commands.js's analyse).
    analyse: h("button", { type: "button", class: "btn", "data-action": "analyse" }),
    history: h("button", {
      type: "button",
      class: "btn",
      "data-puzzle-history-toggle": "",
      "aria-expanded": "false",
      "aria-controls": `${id}-history`,
    }),
    leave: button("leave"),
  };
  const history = h("section", { id: `${id}-history`, class: "puzzle-history-box", hidden: true });
  const linkLabel = h("span");
  const link = /** @type {HTMLInputElement} */ (
    h("input", { type: "text", readonly: true, "data-puzzle-link": "" })
  );
  const share = h("label", { class: "field puzzle-share", hidden: true }, linkLabel, link);
  const box = h(
    "section",
    { class: "puzzle", "data-puzzle-box": "", "aria-labelledby": id, tabindex: "-1", hidden: true },
    h("header", { class: "puzzle-head" }, title, meta, rating),
    h("div", { class: "puzzle-words", "aria-live": "polite" }, goal, step, verdict, hint),
    h(
      "div",
      { class: "puzzle-buttons" },
      buttons.retry,
      buttons.solution,
      buttons.next,
      buttons.continue,
      buttons.analyse,
      buttons.history,
      buttons.leave,
    ),
    share,
    history,
  );
  /** @type {Element} */ (root.querySelector(".table")).before(box);
  return {
    box,
    title,
    meta,
    rating,
    goal,
    step,
    verdict,
    hint,
    buttons,
    share,
    link,
    linkLabel,
    history,
  };
}
