// The analysis board's study (flow/tree.js, flow/study.js), inside its box (./analysis.js): the
// move list of the tree — the main line, each variation indented after the move it is an
// alternative to, each move marked with the review's grade (the seeds it gave up against the
// best sowing, flow/critique.js) in the review's signs and colours — the evaluation graph of the
// main line, the comment on the move shown, and the controls: make a variation the main line,
// delete from a move on, export the study's game file (a download), open one.
// Keys, on the move list: ← / → one move back / on along the line (mirrored right to left),
// ↑ / ↓ the variation before / after the move shown, Home / End the study's start / the line's end.
// Its rules of style come with it (a stylesheet built here and adopted by the page or the
// element's shadow root), so a first visit fetches none of it.
import { h } from "../lib/dom.js";

/** @import { StudyMove, StudyScreen, Translate } from "../types.js" */

const SVG = "http://www.w3.org/2000/svg";

/**
 * The graph's drawing box: its width per move, its height, the margin it shows at most, and its
 * least width (a short line's moves spread over it).
 */
const GRAPH = { step: 8, height: 40, cap: 12, least: 160 };

const STYLE = `
.study { display: grid; gap: 0.5em; }
.study-title { margin: 0; font-size: 1em; }
.study-moves { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.2em 0.35em;
  max-height: 12em; overflow-y: auto; padding: 0.2em; }
.study-move { direction: ltr; font: inherit; padding: 0.1em 0.35em; border: 1px solid transparent;
  border-radius: 0.3em; background: none; color: inherit; cursor: pointer; unicode-bidi: isolate; }
.study-move[aria-current="true"] { border-color: var(--accent); background: var(--accent);
  color: var(--accent-ink, #fff); }
.study-move:focus-visible { outline: 3px solid var(--focus, var(--accent)); outline-offset: 1px; }
.study-move[data-review]::after { margin-inline-start: 0.15em; font-weight: 700; }
.study-move[data-review="best"]::after { content: "★"; color: var(--grade-best); }
.study-move[data-review="good"]::after { content: "✓"; color: var(--grade-good); }
.study-move[data-review="inaccuracy"]::after { content: "?!"; color: var(--grade-inaccuracy); }
.study-move[data-review="mistake"]::after { content: "?"; color: var(--grade-mistake); }
.study-move[data-review="blunder"]::after { content: "??"; color: var(--grade-blunder); }
.study-move[aria-current="true"][data-review]::after { color: inherit; }
.study-variation { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 0.2em 0.35em;
  margin-inline-start: 1em; padding-inline-start: 0.5em; font-size: 0.92em;
  border-inline-start: 2px solid var(--ink-soft); }
.study-comment-text { color: var(--ink-soft); font-style: italic; }
.study-graph { margin: 0; }
.study-graph svg { display: block; width: 100%; height: auto; max-height: 5em; }
.mg[dir="rtl"] .study-graph svg { transform: scaleX(-1); }
.study-graph .axis { stroke: var(--ink-soft); stroke-width: 0.5; }
.study-graph .area { fill: var(--ink-soft); opacity: 0.35; }
.study-graph .point { fill: var(--ink); cursor: pointer; }
.study-graph .point.is-current { fill: var(--accent); }
.study-graph .point:focus { outline: none; stroke: var(--accent); stroke-width: 2; }
.study-note { margin: 0; color: var(--ink-soft); font-size: 0.9em; }
.study-comment { display: grid; gap: 0.2em; }
.study-comment textarea { font: inherit; min-height: 2.6em; }
.study-buttons { display: flex; flex-wrap: wrap; gap: 0.5em; }
`;

/** The documents and shadow roots that have the study's style. @type {WeakSet<Node>} */
const styled = new WeakSet();

/** Adopts the study's rules of style in the document or shadow root of `el`, once. */
function adoptStyle(/** @type {Element} */ el) {
  const where = /** @type {Document | ShadowRoot} */ (el.getRootNode());
  if (styled.has(where) || !("adoptedStyleSheets" in where)) return;
  styled.add(where);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  where.adoptedStyleSheets = [...where.adoptedStyleSheets, sheet];
}

/**
 * The study's commands, as the controller's analysis board has them.
 * @typedef {object} StudyCommands
 * @property {(where: "back" | "forward" | "start" | "end" | "up" | "down") => void} go
 * @property {(id: number) => void} goTo
 * @property {(id?: number) => void} promote
 * @property {(id?: number) => void} remove
 * @property {(text: string) => void} comment
 * @property {() => string | null} file
 * @property {(study: { file: string }) => Promise<boolean>} openStudy
 */

/** The keys of the move list, left to right; `rtl` mirrors ← and →. */
const KEYS = {
  ArrowLeft: "back",
  ArrowRight: "forward",
  ArrowUp: "up",
  ArrowDown: "down",
  Home: "start",
  End: "end",
};

/**
 * Builds the study's part at the end of `parent` (the analysis board's box).
 * @param {HTMLElement} parent
 * @param {StudyCommands} on
 * @param {(pit: number) => string} letterOf
 */
export function createStudyView(parent, on, letterOf) {
  adoptStyle(parent);
  const id = `${parent.id || "mg-analysis"}-study`;
  const title = h("h3", { id, class: "study-title" });
  const moves = h("div", { class: "study-moves", role: "group", "data-study-moves": "" });
  moves.setAttribute("aria-labelledby", id);
  const graph = h("figure", { class: "study-graph", "data-study-graph": "" });
  const note = h("p", { class: "study-note", "data-study-note": "", hidden: true });
  const comment = /** @type {HTMLTextAreaElement} */ (
    h("textarea", { "data-study-comment": "", rows: "2" })
  );
  const commentLabel = h("span");
  /** @param {string} action */
  const button = (action) =>
    /** @type {HTMLButtonElement} */ (
      h("button", { type: "button", class: "btn btn-small", "data-study": action })
    );
  const buttons = {
    promote: button("promote"),
    remove: button("remove"),
    export: button("export"),
    import: button("import"),
  };
  const file = /** @type {HTMLInputElement} */ (
    h("input", { type: "file", accept: ".txt,text/plain", hidden: true, "data-study-file": "" })
  );
  parent.append(
    h(
      "section",
      { class: "study", "data-study": "" },
      title,
      moves,
      graph,
      h("label", { class: "study-comment" }, commentLabel, comment),
      h("div", { class: "study-buttons" }, ...Object.values(buttons), file),
      note,
    ),
  );

  /** The game's name, for the file's name. */
  let variant = "";
  /** Whether the move list had the keyboard's focus when it was last drawn. */
  let keep = false;

  parent.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target);
    const node = /** @type {HTMLElement | SVGElement | null} */ (target.closest("[data-node]"));
    if (node) return on.goTo(Number(node.dataset.node));
    const action = /** @type {HTMLElement | null} */ (target.closest("[data-study]"))?.dataset
      .study;
    if (action === "promote") on.promote();
    else if (action === "remove") on.remove();
    else if (action === "export") download();
    else if (action === "import") file.click();
  });
  moves.addEventListener("keydown", (e) => {
    let where = KEYS[/** @type {keyof typeof KEYS} */ (e.key)];
    if (!where || e.altKey || e.ctrlKey || e.metaKey) return;
    const rtl = getComputedStyle(moves).direction === "rtl";
    if (rtl && where === "back") where = "forward";
    else if (rtl && where === "forward") where = "back";
    e.preventDefault();
    keep = true;
    on.go(/** @type {Parameters<StudyCommands["go"]>[0]} */ (where));
  });
  moves.addEventListener("focusin", () => (keep = true));
  moves.addEventListener("focusout", (e) => {
    if (!moves.contains(/** @type {Node | null} */ (e.relatedTarget))) keep = false;
  });
  comment.addEventListener("change", () => on.comment(comment.value));
  file.addEventListener("change", async () => {
    const chosen = file.files && file.files[0];
    file.value = "";
    if (chosen) on.openStudy({ file: await chosen.text() });
  });

  function download() {
    const text = on.file();
    if (text === null) return;
    const blob = new Blob([text], { type: "text/plain;charset=utf-8" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${variant}-study-${new Date().toISOString().slice(0, 10)}.txt`;
    a.hidden = true;
    parent.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  /**
   * Draws the study.
   * @param {StudyScreen} s
   * @param {Translate} t
   * @param {Intl.NumberFormat} number
   * @param {{ busy: boolean, tooLong: boolean, game: string }} how `busy`: a sowing is drawn;
   *   `tooLong`: the study is too long for a link; `game`: its variant
   */
  function render(s, t, number, { busy, tooLong, game }) {
    variant = game;
    title.textContent = t("analysis.moves");
    const name = (/** @type {StudyMove} */ m) => moveName(m, t, number, letterOf);
    /** @type {Map<number, StudyMove[]>} */
    const after = new Map();
    for (const m of s.moves) after.set(m.parent, [...(after.get(m.parent) ?? []), m]);
    /** @param {StudyMove} m */
    const moveButton = (m) =>
      h(
        "button",
        {
          type: "button",
          class: "study-move",
          "data-node": String(m.id),
          "data-main": m.main ? "true" : "false",
          "data-review": m.mark ? m.mark.grade : null,
          "aria-current": m.id === s.current ? "true" : null,
          "aria-label": name(m),
          tabindex: m.id === s.current ? "0" : "-1",
        },
        `${number.format(m.number)}. ${m.action === "agree" ? "=" : letterOf(Number(m.action))}`,
      );
    /**
     * The line that begins with `first`, each variation of one of its moves in a block after it.
     * @param {StudyMove} first
     * @returns {(Node)[]}
     */
    const line = (first) => {
      /** @type {Node[]} */
      const out = [];
      for (let m = /** @type {StudyMove | undefined} */ (first); m; m = after.get(m.id)?.[0]) {
        out.push(moveButton(m));
        if (m.comment) out.push(h("span", { class: "study-comment-text", text: m.comment }));
        if (!m.first) continue;
        for (const v of (after.get(m.parent) ?? []).slice(1))
          out.push(h("div", { class: "study-variation", role: "group" }, ...line(v)));
      }
      return out;
    };
    const start = h(
      "button",
      {
        type: "button",
        class: "study-move",
        "data-node": "0",
        "aria-current": s.atStart ? "true" : null,
        tabindex: s.atStart ? "0" : "-1",
      },
      t("analysis.start"),
    );
    const first = after.get(0)?.[0];
    // Drawing again takes the focused button away (focusout): the focus goes to the move shown.
    const refocus = keep;
    moves.replaceChildren(start, ...(first ? line(first) : []));
    const current = /** @type {HTMLElement | null} */ (moves.querySelector("[aria-current]"));
    if (refocus && current) {
      keep = true;
      current.focus({ preventScroll: true });
      current.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
    graph.replaceChildren(...drawGraph(s, t, number));
    if (document.activeElement !== comment) comment.value = s.comment;
    commentLabel.textContent = t(s.atStart ? "analysis.commentStudy" : "analysis.comment");
    buttons.promote.hidden = s.isMain;
    buttons.remove.hidden = s.atStart;
    for (const [key, b] of Object.entries(buttons)) {
      b.textContent = t(`analysis.${key}`);
      b.disabled = busy && key !== "export";
    }
    note.hidden = !tooLong;
    note.textContent = tooLong ? t("analysis.tooLong") : "";
  }

  return { render };
}

/**
 * A move's name for a screen reader: its number, its letter, and its grade with the seeds it
 * gave up.
 * @param {StudyMove} m @param {Translate} t @param {Intl.NumberFormat} number
 * @param {(pit: number) => string} letterOf
 */
function moveName(m, t, number, letterOf) {
  const move = m.action === "agree" ? "=" : letterOf(Number(m.action));
  const words = [t("analysis.moveName", { n: number.format(m.number), move })];
  if (m.mark) {
    const n = Math.max(1, Math.round(m.mark.lost));
    words.push(
      m.mark.grade === "best"
        ? t("grade.best")
        : t("analysis.gaveUp", { grade: t(`grade.${m.mark.grade}`), n, seeds: number.format(n) }),
    );
  }
  if (!m.main) words.push(t("analysis.variation"));
  return words.join(", ");
}

/**
 * The graph of the main line: one point per position analysed, South's expected margin up
 * (capped at GRAPH.cap seeds), North's down; each point names its move and shows it when
 * pressed. Right to left, the moves run from the right as the page does.
 * @param {StudyScreen} s @param {Translate} t @param {Intl.NumberFormat} number
 * @returns {Node[]}
 */
function drawGraph(s, t, number) {
  const points = s.graph;
  if (points.length < 2 || points.every((p) => p === null)) return [];
  const step = Math.max(GRAPH.step, GRAPH.least / (points.length - 1));
  const width = step * (points.length - 1);
  const mid = GRAPH.height / 2;
  const y = (/** @type {number} */ v) =>
    mid - (Math.max(-GRAPH.cap, Math.min(GRAPH.cap, v)) / GRAPH.cap) * (mid - 3);
  /** @param {string} tag @param {{ [name: string]: string }} attrs */
  const el = (tag, attrs) => {
    const n = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
    return n;
  };
  const svg = el("svg", {
    viewBox: `-4 0 ${width + 8} ${GRAPH.height}`,
    role: "group",
    "aria-label": t("analysis.graph"),
  });
  const known = points.flatMap((p, i) => (p ? [[i * step, y(p.value)]] : []));
  svg.append(el("line", { class: "axis", x1: "0", x2: String(width), y1: `${mid}`, y2: `${mid}` }));
  if (known.length > 1)
    svg.append(
      el("polygon", {
        class: "area",
        points: [
          `${known[0][0]},${mid}`,
          ...known.map(([x, v]) => `${x},${v}`),
          `${known[known.length - 1][0]},${mid}`,
        ].join(" "),
      }),
    );
  points.forEach((p, i) => {
    if (!p) return;
    // The number shown, to a tenth, picks the words' form: "1 seed", never "1 seeds" for 0.97.
    const n = Math.round(Math.abs(p.value) * 10) / 10;
    const seeds = number.format(n);
    const worth =
      Math.round(n) === 0
        ? t("analysis.graphEven")
        : t("analysis.graphAhead", { player: t(`player.${p.value > 0 ? 0 : 1}`), n, seeds });
    const dot = el("circle", {
      class: `point${p.id === s.current ? " is-current" : ""}`,
      cx: String(i * step),
      cy: String(y(p.value)),
      r: "2.6",
      role: "button",
      tabindex: "-1",
      "data-node": String(p.id),
      "aria-label": `${i ? t("analysis.after", { n: number.format(i) }) : t("analysis.start")}: ${worth}`,
    });
    svg.append(dot);
  });
  return [svg];
}
