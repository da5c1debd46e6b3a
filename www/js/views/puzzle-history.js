// The player's puzzles (docs/puzzles.md#the-players-rating-and-the-puzzle-of-the-day): the
// rating in words and as a small chart of its course, the solved and missed counts, the last
// attempts, and the choice of the next puzzles (the game's themes, or "Retry the ones I
// missed"). It knows no rules and keeps nothing: it shows a progress (puzzles/progress.js) and
// reports the choice the player makes. Its words are i18n/puzzle-history-xx.js, fetched with
// loadMoreWords("puzzle-history", lang) before it is first shown (or by itself when given `lang`).
//
// States, for the stylesheet (css/puzzle.css) and the tests:
// - .puzzle-history-empty on the root: no attempt yet (the chart and the list are hidden);
// - .puzzle-attempt-solved / .puzzle-attempt-missed on each attempt of the list;
// - .puzzle-chart-up / .puzzle-chart-down / .puzzle-chart-level on the chart: the rating's
//   change over the attempts drawn;
// - .puzzle-theme-on on a theme whose box is ticked; the themes' fieldset is disabled while
//   the missed ones are retried; .puzzle-retry-none when the game has no missed puzzle (its box
//   is disabled then).
import { h } from "../lib/dom.js";
import { loadMoreWords, hasMoreWords } from "../i18n/index.js";
import { themesOf } from "../puzzles/themes.js";
import { missedOf } from "../puzzles/progress.js";
import { NEW_PLAYER } from "../puzzles/rating.js";

/** @import { Translate } from "../types.js" */
/** @import { Progress, PuzzleChoice } from "../puzzles/types.js" */

/** How many attempts the chart draws at most (the newest). */
export const CHART_ATTEMPTS = 50;
/** How many attempts the list shows (the newest first). */
export const LIST_ATTEMPTS = 5;

const SVG = "http://www.w3.org/2000/svg";
/** The chart's drawing box: 0–W across (the attempts), 0–H down (the rating, high at the top). */
const W = 100;
const H = 40;

/** A number for each view, so that its ids are unique on the page. */
let views = 0;

/**
 * What the chart and the words say of a progress: the ratings drawn (the start, 1500, first
 * when the whole history is drawn), the rating now and its change over them.
 * @param {Progress} progress
 */
export function ratingCourse(progress) {
  const shown = progress.history.slice(-CHART_ATTEMPTS);
  const points = shown.map((a) => a.rating);
  // The history never lost an attempt if it has no more than the chart draws: it starts at 1500.
  if (progress.history.length <= CHART_ATTEMPTS) points.unshift(NEW_PLAYER.rating);
  const rating = Math.round(progress.player.rating);
  return { points, rating, change: shown.length ? rating - points[0] : 0, n: shown.length };
}

/**
 * The polyline's points for `ratings` in the chart's box: evenly across, scaled into a band of
 * at least 100 rating points so that a small change looks small.
 * @param {readonly number[]} ratings
 */
export function chartPoints(ratings) {
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const half = Math.max(50, (high - low) / 2) * 1.1;
  const middle = (low + high) / 2;
  const y = (/** @type {number} */ r) => ((middle + half - r) / (2 * half)) * H;
  const step = ratings.length > 1 ? W / (ratings.length - 1) : 0;
  return ratings.map((r, i) => [Number((i * step).toFixed(2)), Number(y(r).toFixed(2))]);
}

/**
 * Makes an SVG element with attributes.
 * @param {string} tag
 * @param {{ [name: string]: string }} attrs
 */
function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/**
 * Formats a day "YYYY-MM-DD" as the language writes a short date ("2 Dec"), with the digits
 * 0–9 as everywhere on the page; the day itself if the browser can't.
 * @param {string} day
 * @param {string} lang
 */
function dayWords(day, lang) {
  const [y, m, d] = day.split("-").map(Number);
  try {
    return new Intl.DateTimeFormat(lang, {
      day: "numeric",
      month: "short",
      numberingSystem: "latn",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(y, m - 1, d)));
  } catch {
    return day;
  }
}

/**
 * The options of the view.
 * @typedef {object} PuzzleHistoryOptions
 * @property {(choice: PuzzleChoice) => void} [onChoose] called when the player ticks or unticks
 *   a theme or "Retry the puzzles you missed", with the whole new choice (the game shown, the themes
 *   ticked in the game's order, retryMissed); pass it to puzzles/pick.js nextPuzzle.
 * @property {() => string} [lang] the language shown: the view then fetches its words itself
 *   when they are missing, and draws again once they arrive; dates follow it (without it, the
 *   nearest lang attribute).
 */

/**
 * Creates the history view inside `root` (an empty element, e.g. a <section>).
 * @param {HTMLElement} root
 * @param {Translate} t
 * @param {PuzzleHistoryOptions} [options]
 * @returns {{ render(progress: Progress, t: Translate, choice?: PuzzleChoice): void }}
 *   render draws `progress`, and the chooser of `choice`'s game (the last choice given when
 *   left out; no chooser before a choice is given)
 */
export function createPuzzleHistory(root, t, { onChoose = () => {}, lang } = {}) {
  const id = `puzzle-history-${++views}`;
  const title = h("h2", { class: "puzzle-history-title", text: t("puzzles.history") });
  const summary = h("p", { class: "puzzle-history-rating", id: `${id}-rating` });
  const chart = svg("svg", {
    class: "puzzle-chart",
    viewBox: `0 0 ${W} ${H}`,
    preserveAspectRatio: "none",
    role: "img",
    "aria-labelledby": summary.id,
  });
  const base = svg("line", { class: "puzzle-chart-base", x1: "0", x2: String(W) });
  const line = svg("polyline", { class: "puzzle-chart-line" });
  const dot = svg("path", { class: "puzzle-chart-now" });
  chart.append(base, line, dot);
  const solved = h("li", { class: "puzzle-count puzzle-count-solved" });
  const failed = h("li", { class: "puzzle-count puzzle-count-missed" });
  const none = h("p", { class: "puzzle-history-none" });
  const lastTitle = h("h3", { class: "puzzle-last-title" });
  const list = h("ol", { class: "puzzle-attempts" });
  const retryBox = h("input", { type: "checkbox", id: `${id}-retry`, "data-puzzle-retry": "" });
  const retryText = h("label", { for: retryBox.id });
  const retry = h("p", { class: "puzzle-retry" }, retryBox, retryText);
  const legend = h("legend", { class: "puzzle-themes-title" });
  const hint = h("p", { class: "puzzle-themes-hint", id: `${id}-hint` });
  const themeList = h("div", { class: "puzzle-theme-list" });
  const fieldset = h("fieldset", { class: "puzzle-themes" }, legend, hint, themeList);
  const chooser = h("div", { class: "puzzle-choose", hidden: true }, retry, fieldset);
  root.classList.add("puzzle-history");
  root.replaceChildren(
    title,
    summary,
    chart,
    h("ul", { class: "puzzle-counts" }, solved, failed),
    none,
    lastTitle,
    list,
    chooser,
  );

  /** @type {PuzzleChoice | null} */
  let choice = null;
  /** What the theme boxes were built for (game and language), so they are rebuilt only then. */
  let built = "";
  /** @type {[Progress, Translate] | null} */
  let last = null;

  /** The theme boxes, by theme id. */
  const themeBoxes = () =>
    /** @type {HTMLInputElement[]} */ ([...themeList.querySelectorAll("[data-puzzle-theme]")]);

  root.addEventListener("change", (e) => {
    const box = /** @type {HTMLElement} */ (e.target);
    if (!choice || !(box instanceof HTMLInputElement)) return;
    const themes = themeBoxes()
      .filter((b) => b.checked)
      .map((b) => /** @type {string} */ (b.dataset.puzzleTheme));
    choice = { variant: choice.variant, themes, retryMissed: retryBox.checked };
    showChoice();
    onChoose({ ...choice, themes: [...choice.themes] });
  });

  /** Shows the choice on the boxes. */
  function showChoice() {
    if (!choice) return;
    const on = new Set(choice.themes);
    for (const box of themeBoxes()) {
      box.checked = on.has(/** @type {string} */ (box.dataset.puzzleTheme));
      /** @type {HTMLElement} */ (box.parentElement).classList.toggle(
        "puzzle-theme-on",
        box.checked,
      );
    }
    retryBox.checked = choice.retryMissed;
    fieldset.disabled = choice.retryMissed;
  }

  /**
   * Builds the theme boxes of `variant` in the language of `t`.
   * @param {string} variant
   * @param {Translate} t
   */
  function buildThemes(variant, t) {
    themeList.replaceChildren(
      ...themesOf(variant).map((theme) => {
        const box = h("input", {
          type: "checkbox",
          id: `${id}-${theme}`,
          "data-puzzle-theme": theme,
          "aria-describedby": `${id}-${theme}-about ${hint.id}`,
        });
        return h(
          "div",
          { class: "puzzle-theme" },
          box,
          h("label", { for: box.id, text: t(`puzzles.theme.${theme}`) }),
          h("p", {
            class: "puzzle-theme-about",
            id: `${id}-${theme}-about`,
            text: t(`puzzles.about.${theme}`),
          }),
        );
      }),
    );
  }

  /**
   * Draws the chart of `points` (ratings), or hides it with fewer than two.
   * @param {number[]} points
   * @param {number} change
   */
  function drawChart(points, change) {
    chart.classList.toggle("puzzle-chart-up", change > 0);
    chart.classList.toggle("puzzle-chart-down", change < 0);
    chart.classList.toggle("puzzle-chart-level", change === 0);
    if (points.length < 2) {
      chart.setAttribute("hidden", "");
      return;
    }
    chart.removeAttribute("hidden");
    const xy = chartPoints(points);
    line.setAttribute("points", xy.map(([x, y]) => `${x},${y}`).join(" "));
    base.setAttribute("y1", String(xy[0][1]));
    base.setAttribute("y2", String(xy[0][1]));
    const [x, y] = xy[xy.length - 1];
    dot.setAttribute("d", `M${x} ${y}h0`);
  }

  /**
   * Draws `progress` and the chooser of the choice `next` (or of the last one).
   * @param {Progress} progress
   * @param {Translate} t
   * @param {PuzzleChoice} [next]
   */
  function render(progress, t, next) {
    last = [progress, t];
    if (next) choice = { ...next, themes: [...next.themes] };
    const language = lang ? lang() : root.closest("[lang]")?.getAttribute("lang") || "en";
    if (lang && !hasMoreWords("puzzle-history", language)) {
      loadMoreWords("puzzle-history", language).then(
        () => last && render(...last),
        () => {},
      );
      return;
    }
    const course = ratingCourse(progress);
    const empty = progress.history.length === 0;
    root.classList.toggle("puzzle-history-empty", empty);
    title.textContent = t("puzzles.history");
    summary.textContent = t("puzzles.rating", course);
    drawChart(empty ? [] : course.points, course.change);
    const won = progress.history.filter((a) => a.solved).length;
    solved.textContent = t("puzzles.solved", { n: won });
    failed.textContent = t("puzzles.failed", { n: progress.history.length - won });
    none.hidden = !empty;
    none.textContent = t("puzzles.none");
    lastTitle.hidden = empty;
    lastTitle.textContent = t("puzzles.last");
    list.replaceChildren(
      ...progress.history
        .slice(-LIST_ATTEMPTS)
        .reverse()
        .map((a) =>
          h("li", {
            class: `puzzle-attempt puzzle-attempt-${a.solved ? "solved" : "missed"}`,
            "data-puzzle-id": a.id,
            text: t("puzzles.attempt", {
              day: dayWords(a.day, language),
              game: t(`name.${a.variant}`),
              solved: a.solved,
              rating: a.rating,
            }),
          }),
        ),
    );
    chooser.hidden = !choice;
    if (!choice) return;
    // Rebuilt for another game or language, and once the language's words have arrived.
    const key = `${choice.variant}|${language}|${t("puzzles.themes")}`;
    if (key !== built) {
      buildThemes(choice.variant, t);
      built = key;
    }
    legend.textContent = t("puzzles.themes");
    hint.textContent = t("puzzles.themesHint");
    const missed = missedOf(progress, choice.variant).length;
    retryText.textContent = t("puzzles.retry", { n: missed });
    retryBox.disabled = missed === 0 && !choice.retryMissed;
    retry.classList.toggle("puzzle-retry-none", missed === 0);
    showChoice();
  }

  return { render };
}
