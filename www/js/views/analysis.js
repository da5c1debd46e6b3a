// The analysis board's box above the board (flow/modes/analysis.js): how far the analysis has
// gone, and one button per legal sowing of the position shown with what the handle's analysis
// says it is worth — "wins by N, proven", "draws, proven", "loses by N, proven", or the estimate
// in seeds — and the line the search expects; pressing one plays that sowing, to explore. Its
// controls stop the analysis (or start it again), go back a sowing, and go back to the game.
// While it shows, the game's element carries data-mode="analysis", and each sowing's button
// [data-analysis-pit="<pit>"] carries data-outcome (win | draw | loss, empty while not proven)
// and data-value (the seeds, for the mover): the contract of docs/testing.md. On the site the
// address holds ?analysis=<position text>, so a reload or a shared link opens the same position;
// once sowings have been explored, the position text of the study's start with its tree
// (&study=<tree>&at=<move shown>, flow/study.js), unless the tree is too long for a link. The
// tree of variations, its graph and its file are ./study.js's, at the end of the box.
// Its words (../i18n/analysis-<lang>.js) are fetched the first time it shows in a language.
import { h } from "../lib/dom.js";
import { wasmReady } from "../lib/wasm.js";
import { textReady } from "../lib/text.js";
import { loadMoreWords, hasMoreWords } from "../i18n/index.js";
import { createStudyView } from "./study.js";
import { LINK_MAX } from "../flow/study.js";

/** @import { AnalysisCommands, AnalysisScreen, MoveAnalysis, Screen, Translate } from "../types.js" */

/**
 * Creates the analysis board's view inside root (before the board). `on` holds its commands
 * and `pick`, the sowing of a pit; `letterOf` names a pit as the notation does.
 * @param {HTMLElement} root
 * @param {AnalysisCommands & { pick: (pit: number) => void }} on
 * @param {(pit: number) => string} letterOf
 * @param {{ address: boolean }} where `address`: keep the position in the page's address
 */
export function createAnalysisView(root, on, letterOf, { address }) {
  const parts = buildBox(root);
  const { box, list, buttons } = parts;
  const study = createStudyView(box, on, letterOf);
  box.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target);
    const sowing = /** @type {HTMLElement | null} */ (target.closest("[data-analysis-pit]"));
    if (sowing) return on.pick(Number(sowing.dataset.analysisPit));
    const action = /** @type {HTMLElement | null} */ (target.closest("[data-analysis-action]"))
      ?.dataset.analysisAction;
    if (action === "stop") on.stop();
    else if (action === "resume") on.resume();
    else if (action === "back") on.back();
    else if (action === "leave") on.leave();
    else if (action === "edit") void edit();
  });

  /** @type {{ screen: Screen, t: Translate, lang: string } | null} */
  let last = null;
  /** @type {number | null} */
  let shownKey = null;
  /** @type {import("./editor.js").Editor | null} */
  let editor = null;

  /** Opens the position editor (./editor.js, fetched now) on the position shown. */
  async function edit() {
    const [{ createEditor }, { Game }, Text] = await Promise.all([
      import("./editor.js"),
      wasmReady(),
      textReady(),
    ]);
    const text = last?.screen.analysis?.positionText;
    if (editor || !last || !text) return;
    editor = createEditor(box, list, { Game, Text, text, t: last.t, open: on.open }, (back) => {
      editor = null;
      if (back) buttons.edit.focus();
    });
  }

  /**
   * Keeps the study in the address while the board shows (on the site only): ?analysis=<text>,
   * with &study=<tree>&at=<move shown> once it has a tree; null takes them out.
   * @param {{ [name: string]: string } | null} study
   */
  function remember(study) {
    if (!address) return;
    const url = new URL(location.href);
    const names = ["analysis", "study", "at"];
    if (names.every((name) => (url.searchParams.get(name) ?? undefined) === study?.[name])) return;
    for (const name of names) url.searchParams.delete(name);
    for (const [name, value] of Object.entries(study ?? {})) url.searchParams.set(name, value);
    history.replaceState(history.state, "", url);
  }

  /** @param {Screen} screen @param {Translate} t @param {string} lang */
  function render(screen, t, lang) {
    last = { screen, t, lang };
    const s = screen.analysis;
    // The game's Analyse control opens the position shown: not while the board shows (the
    // review's and a finished puzzle's own controls are theirs to show).
    const analyse = /** @type {HTMLElement | null} */ (
      root.querySelector(".controls [data-action=analyse]")
    );
    if (analyse) analyse.hidden = Boolean(s) || screen.analysable === false;
    if (!s) {
      editor?.close();
      if (shownKey !== null) remember(null);
      box.hidden = true;
      shownKey = null;
      if (root.dataset.mode === "analysis") delete root.dataset.mode;
      return;
    }
    root.dataset.mode = "analysis";
    const { code, at, rootText } = s.study;
    const tooLong = code.length > LINK_MAX;
    remember(
      code && !tooLong
        ? { analysis: rootText, study: code, at: String(at) }
        : { analysis: s.positionText },
    );
    if (!hasMoreWords("analysis", lang)) {
      loadMoreWords("analysis", lang).then(
        () => last && last.lang === lang && render(last.screen, last.t, last.lang),
        () => {},
      );
      return;
    }
    // Digits 0–9 in every language, as the board draws them.
    const number = new Intl.NumberFormat(lang, {
      maximumFractionDigits: 2,
      numberingSystem: "latn",
    });
    parts.title.textContent = t("analysis.title");
    editor?.render(t);
    parts.status.textContent = statusWords(s, t);
    // A button keeps the keyboard's focus when the values under it change.
    const focused = /** @type {HTMLElement | null} */ (list.querySelector(":focus"))?.dataset
      .analysisPit;
    list.replaceChildren(
      ...(s.moves || []).map((m) =>
        moveItem(m, screen.sowing || screen.phase !== "idle", t, number),
      ),
    );
    if (focused)
      /** @type {HTMLElement | null} */ (
        list.querySelector(`[data-analysis-pit="${focused}"]`)
      )?.focus();
    const thinking = s.status === "thinking";
    buttons.stop.hidden = !thinking;
    buttons.resume.hidden = thinking || s.status === "over";
    buttons.back.disabled = s.study.atStart || screen.phase !== "idle";
    for (const [name, button] of Object.entries(buttons))
      button.textContent = t(`analysis.${name}`);
    study.render(s.study, t, number, {
      busy: screen.sowing || screen.phase !== "idle",
      tooLong,
      game: screen.variant,
    });
    box.hidden = false;
    if (shownKey !== s.key) {
      shownKey = s.key;
      box.focus();
    }

    /** @param {MoveAnalysis} m @param {boolean} busy @param {Translate} t @param {Intl.NumberFormat} number */
    function moveItem(m, busy, t, number) {
      const words = [
        t("analysis.move", { letter: letterOf(m.pit) }),
        worthWords(m, t, number),
        m.best ? t("analysis.best") : "",
      ].filter(Boolean);
      const line = m.line && m.line.length > 1 ? m.line.map(letterOf).join(" ") : "";
      return h(
        "li",
        {},
        h(
          "button",
          {
            type: "button",
            class: `btn analysis-move${m.best ? " is-best" : ""}`,
            "data-analysis-pit": String(m.pit),
            "data-outcome": m.outcome ?? "",
            "data-value": String(m.value),
            disabled: busy,
          },
          words.join(" — "),
        ),
        line ? h("span", { class: "analysis-line" }, t("analysis.line", { line })) : null,
      );
    }
  }

  return {
    render,
    focus: () => box.focus(),
  };
}

/**
 * What one sowing is worth, in words.
 * @param {MoveAnalysis} m @param {Translate} t @param {Intl.NumberFormat} number
 */
function worthWords(m, t, number) {
  const n = Math.abs(m.value);
  if (m.outcome === "win") return t("analysis.win", { n, seeds: number.format(n) });
  if (m.outcome === "loss") return t("analysis.loss", { n, seeds: number.format(n) });
  if (m.outcome === "draw") return t("analysis.draw");
  if (m.value > 0) return t("analysis.ahead", { n, seeds: number.format(n) });
  if (m.value < 0) return t("analysis.behind", { n, seeds: number.format(n) });
  return t("analysis.even");
}

/** How far the analysis has gone. @param {AnalysisScreen} s @param {Translate} t */
function statusWords(s, t) {
  if (s.status === "over") return t("analysis.over");
  if (s.error) return t("analysis.failed");
  const vars = { depth: s.depth, step: s.step, steps: s.steps };
  if (s.status === "thinking") return t(s.step ? "analysis.deeper" : "analysis.thinking", vars);
  if (s.status === "stopped") return t("analysis.stopped", vars);
  return t("analysis.done", vars);
}

/** Builds the box, before the board. @param {HTMLElement} root */
function buildBox(root) {
  const id = `${/** @type {Element} */ (root.querySelector("[data-status]")).id || "mg"}-analysis`;
  const title = h("h2", { id, class: "analysis-title" });
  const status = h("p", { class: "analysis-status", "data-analysis-status": "" });
  const list = h("ul", { class: "analysis-moves", "data-analysis-moves": "" });
  /** @param {string} action */
  const button = (action) =>
    /** @type {HTMLButtonElement} */ (
      h("button", { type: "button", class: "btn", "data-analysis-action": action })
    );
  const buttons = {
    stop: button("stop"),
    resume: button("resume"),
    back: button("back"),
    edit: button("edit"),
    leave: button("leave"),
  };
  const box = h(
    "section",
    {
      class: "analysis",
      "data-analysis-box": "",
      "aria-labelledby": id,
      tabindex: "-1",
      hidden: true,
    },
    h("header", { class: "analysis-head" }, title),
    h("div", { "aria-live": "polite" }, status),
    list,
    h("div", { class: "analysis-buttons" }, ...Object.values(buttons)),
  );
  /** @type {Element} */ (root.querySelector(".table")).before(box);
  return { box, title, status, list, buttons };
}
