// The review of a game ("How did I play?", flow/critique.js) on the page: the button, the
// panel under the board (a progress bar with a stop button while the Master works; then a
// summary per player, the moves to look at and, for the move selected, what it did and the
// better move in the hint's words) and, on the board, the pit played (class mb-played) and
// the better one (mb-better) at the position before the selected move. The marks in the move
// list are ./moves.js's. Its words (i18n/critique-xx.js) are fetched when a review first shows.
import { h } from "../lib/dom.js";
import { loadMoreWords, hasMoreWords } from "../i18n/index.js";
import { doesWords, losing, moveWords } from "./hint.js";
import { placeOf } from "../board/view.js";
import { playerNames } from "./words.js";
import { GRADES } from "../flow/critique.js";

/** @import { Board, MoveFact, ReviewedMark, Screen, Translate } from "../types.js" */
/** @import { Looking } from "../types.js" */

/**
 * The sentences about reviewed move `mark` (see flow/critique.js gradeMove) for its player.
 * @param {Translate} t
 * @param {ReviewedMark} mark
 */
export function markWords(t, mark) {
  const does = doesWords(t, mark.playedFacts, losing(mark.playedFacts, mark.after));
  const played = t("critique.played", {
    n: mark.index + 1,
    move: t("hint.move", { place: placeOf(mark.played) }),
    place: placeOf(mark.played),
    what: does.length ? t("hint.does", { list: t("list", { items: does }) }) : "",
  });
  const n = Math.max(1, Math.round(mark.lost));
  const verdict = mark.forced ? t("critique.forced") : t(`critique.verdict.${mark.grade}`, { n });
  const slip = mark.slip ? ` ${t(`critique.slip.${mark.slip}`)}` : "";
  // A mark on a player's first move, gently: what it means, and what it does not.
  const first =
    mark.first && !mark.forced && !["best", "good"].includes(mark.grade)
      ? ` ${t("critique.firstMove")}`
      : "";
  const lines = [`${played} ${verdict}${slip}${first}`];
  if (mark.better !== null)
    lines.push(
      moveWords(
        t,
        // A better move has its facts and its value.
        {
          pit: mark.better,
          facts: /** @type {MoveFact[]} */ (mark.betterFacts),
          value: /** @type {number} */ (mark.before),
        },
        "critique.better",
      ),
    );
  return lines;
}

/**
 * Builds the panel for state `s`: the progress bar while the Master works, then the summary
 * per player, the moves to look at and the words for the move selected.
 * @param {Screen} s a screen with a review
 * @param {Translate} t
 */
function panel(s, t) {
  const review = /** @type {import("../types.js").CritiqueScreen} */ (s.critique);
  const names = playerNames(t, s);
  const title = h("h2", { class: "critique-title", tabindex: "-1", text: t("critique.title") });
  if (review.status === "running") {
    return [
      title,
      h(
        "p",
        { class: "critique-progress" },
        h("progress", {
          max: String(review.total),
          value: String(review.done),
          "aria-label": t("critique.progress"),
        }),
        h("span", {
          "data-critique-done": "",
          text: t("critique.running", { done: review.done, total: review.total }),
        }),
      ),
      h(
        "div",
        { class: "critique-buttons" },
        h("button", {
          type: "button",
          class: "btn btn-small",
          "data-critique": "cancel",
          text: t("critique.cancel"),
        }),
      ),
    ];
  }
  /** @type {HTMLElement[]} */
  const parts = [title];
  (review.summary || []).forEach((sum, player) => {
    if (!sum || !sum.moves) return;
    const turning =
      sum.turningPoint === null ? "" : ` ${t("critique.turning", { n: sum.turningPoint + 1 })}`;
    parts.push(
      h("p", {
        class: "critique-summary",
        "data-player": String(player),
        text:
          t("critique.summary", { player: names[player], moves: sum.moves, counts: sum.counts }) +
          turning,
      }),
    );
  });
  const notable = /** @type {ReviewedMark[]} */ (
    review.marks.filter((m) => m && ["inaccuracy", "mistake", "blunder"].includes(m.grade))
  );
  if (notable.length) {
    parts.push(
      h("p", { class: "critique-look", text: t("critique.look") }),
      h(
        "ul",
        { class: "critique-moves" },
        ...notable.map((m) => {
          // The grade's sign (CSS) is for the eye; the button's name is its words alone.
          const words = t("critique.entry", { n: m.index + 1, grade: t(`grade.${m.grade}`) });
          return h(
            "li",
            {},
            h("button", {
              type: "button",
              class: "btn btn-small",
              "data-critique-move": String(m.index),
              "data-grade": m.grade,
              "aria-pressed": String(review.selected === m.index),
              "aria-label": words,
              text: words,
            }),
          );
        }),
      ),
    );
  }
  // A move selected is a reviewed one.
  const selected =
    review.selected === null ? null : /** @type {ReviewedMark} */ (review.marks[review.selected]);
  parts.push(
    h(
      "div",
      { class: "critique-said", "aria-live": "polite", "data-critique-said": "" },
      ...(selected
        ? markWords(t, selected).map((line) => h("p", { text: line }))
        : [h("p", { class: "critique-pick", text: t("critique.pick") })]),
    ),
  );
  parts.push(
    h(
      "div",
      { class: "critique-buttons" },
      // The analysis board on the position shown: before the move selected, else the last
      // (game/commands.js's analyse, as the game's own control).
      review.status === "done"
        ? h("button", {
            type: "button",
            class: "btn btn-small",
            "data-action": "analyse",
            text: t("analysis.open"),
          })
        : null,
      h("button", {
        type: "button",
        class: "btn btn-small",
        "data-critique": "close",
        text: t("critique.close"),
      }),
    ),
  );
  return parts;
}

/**
 * Creates the review's view: `section` is its panel, `button` the "How did I play?" control,
 * `board` the board handle; `on` has critique(), cancelCritique(), closeCritique(),
 * selectCritique(index); `lang()` names the language shown and `rerender()` draws the screen
 * again once the review's words have arrived.
 * @param {HTMLElement} section
 * @param {HTMLButtonElement} button
 * @param {Board} board
 * @param {{ on: Looking, lang: () => string, rerender: () => unknown }} with
 */
export function createCritiqueView(section, button, board, { on, lang, rerender }) {
  let drawn = "";
  /** @type {string | null} */
  let status = null; // the review's status when last drawn
  /** @type {{ [kind: string]: string | null }} */
  const marked = { played: null, better: null };
  section.addEventListener("click", (e) => {
    const b = /** @type {Element} */ (e.target).closest("button");
    if (!b) return;
    if (b.dataset.critiqueMove) on.selectCritique(Number(b.dataset.critiqueMove));
    else if (b.dataset.critique === "cancel") on.cancelCritique();
    else if (b.dataset.critique === "close") on.closeCritique();
  });

  /**
   * Puts class mb-<kind> on `pit` of the board (null: on none), and on the pit played the class
   * of its grade (mb-grade-<grade>), whose colour its ring takes.
   * @param {"played" | "better"} kind
   * @param {number | null} pit
   * @param {string | null} [grade]
   */
  function mark(kind, pit, grade = null) {
    const key = pit === null ? null : `${pit}:${grade}`;
    if (marked[kind] === key) return;
    const pits = /** @type {NodeListOf<HTMLElement>} */ (
      board.element.querySelectorAll("[data-pit]")
    );
    for (const node of pits) {
      const here = Number(node.dataset.pit) === pit;
      node.classList.toggle(`mb-${kind}`, here);
      if (kind === "played")
        for (const g of GRADES) node.classList.toggle(`mb-grade-${g}`, here && g === grade);
    }
    marked[kind] = key;
  }

  return {
    /** @param {Screen} s @param {Translate} t */
    render(s, t) {
      const review = s.session === "play" ? s.critique : null;
      const covered = Boolean(
        review && review.status === "done" && review.marks.length === s.played,
      );
      button.hidden = !(s.canCritique || review?.status === "running") || covered;
      button.disabled = review?.status === "running";
      const selected = review?.selected ?? null;
      // A move selected is a reviewed one.
      const chosen =
        selected === null ? null : /** @type {ReviewedMark} */ (review?.marks[selected]);
      mark("played", chosen ? chosen.played : null, chosen ? chosen.grade : null);
      mark("better", chosen ? chosen.better : null);
      if (review && !hasMoreWords("critique", lang())) {
        loadMoreWords("critique", lang()).then(rerender, () => {});
        return;
      }
      section.hidden = !review;
      if (!review) {
        drawn = "";
        status = null;
        section.replaceChildren();
        return;
      }
      // Redrawn only when something shown changed, so a click or the focus is not lost.
      const key = JSON.stringify([
        lang(),
        review.status,
        selected,
        review.summary,
        playerNames(t, s),
      ]);
      if (key === drawn) {
        // While the Master works only the bar and its words change: nothing is rebuilt (the
        // stop button keeps the focus, and the page no layout).
        const bar = section.querySelector("progress");
        if (bar && Number(bar.value) !== review.done) {
          bar.value = review.done;
          /** @type {Element} */ (section.querySelector("[data-critique-done]")).textContent = t(
            "critique.running",
            {
              done: review.done,
              total: review.total,
            },
          );
        }
        return;
      }
      const active = /** @type {HTMLElement | null} */ (
        /** @type {Document | ShadowRoot} */ (section.getRootNode()).activeElement
      );
      const inside = section.contains(active);
      const refocus = inside && (active?.dataset.critiqueMove || active?.dataset.critique);
      // A review just asked for takes the focus from its button (or the dialog that offered it).
      const asked =
        status !== "running" &&
        review.status === "running" &&
        (active === button || !active || active === section.ownerDocument.body);
      const finished = status === "running" && review.status === "done";
      drawn = key;
      status = review.status;
      section.replaceChildren(...panel(s, t));
      const again =
        refocus &&
        /** @type {HTMLElement | null} */ (
          section.querySelector(`[data-critique-move="${refocus}"], [data-critique="${refocus}"]`)
        );
      if (again) again.focus({ preventScroll: true });
      else if (asked) focusOn(section, "[data-critique=cancel]");
      else if (inside || (finished && active === button)) focusOn(section, ".critique-title");
      // The summary, once there, is also said in the board's live region.
      if (finished)
        board.say(
          [...section.querySelectorAll(".critique-summary")].map((p) => p.textContent).join(" "),
        );
    },
  };
}

/** Focuses the element `selector` finds in `section` (it is there), without scrolling.
 * @param {HTMLElement} section
 * @param {string} selector */
const focusOn = (section, selector) =>
  /** @type {HTMLElement} */ (section.querySelector(selector)).focus({ preventScroll: true });
