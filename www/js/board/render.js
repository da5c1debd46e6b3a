// Rendering: builds the board's elements once inside its root and patches them from a view.
// Every visual state is a data attribute or a class; the look lives in the stylesheets.
import { TOP_ROW, BOTTOM_ROW, ownerOf, placeOf, screenRows } from "./view.js";

/** @import { BoardView } from "../types.js" */
/** @import { BoardWords } from "./index.js" */

/**
 * The centre of a pit or a pile, relative to the board's root, and its width.
 * @typedef {{ x: number, y: number, size: number }} Spot
 */

/**
 * The board's elements (buildBoard), and where they are once measured (measure).
 * @typedef {object} BoardDom
 * @property {HTMLElement} root
 * @property {HTMLElement} frame
 * @property {HTMLElement} grid
 * @property {HTMLElement[]} rows by player
 * @property {HTMLElement[]} pits by pit
 * @property {{ seeds: HTMLElement, count: HTMLElement, tag: HTMLElement }[]} parts by pit
 * @property {HTMLElement[]} piles by player
 * @property {{ seeds: HTMLElement, count: HTMLElement, name: HTMLElement, turn: HTMLElement }[]}
 *   pileParts by player
 * @property {HTMLElement} hand
 * @property {HTMLElement} handCount
 * @property {HTMLElement} banner
 * @property {HTMLElement} live
 * @property {Spot[]} [spots] by pit
 * @property {Spot[]} [pileSpots] by player
 */

/** The most seeds drawn in one pit or pile; the count is always written out. */
const MAX_DRAWN_PIT = 24;
const MAX_DRAWN_PILE = 40;

/**
 * @param {string} tag
 * @param {string} [className]
 * @param {{ [name: string]: string }} [attrs]
 */
function el(tag, className, attrs = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** @param {number} pit */
function buildPit(pit) {
  const node = el("div", "mb-pit", {
    role: "gridcell",
    "data-pit": String(pit),
    "data-seeds": "0",
    "data-owner": String(ownerOf(pit)),
    tabindex: "-1",
  });
  const cup = el("span", "mb-cup", { "aria-hidden": "true" });
  const seeds = el("span", "mb-seeds");
  cup.append(seeds);
  const count = el("span", "mb-count", { "aria-hidden": "true" });
  count.textContent = "0";
  const label = el("span", "mb-label", { "aria-hidden": "true" });
  label.textContent = String(placeOf(pit));
  const tag = el("span", "mb-tag", { "aria-hidden": "true" });
  node.append(cup, count, label, tag);
  return node;
}

/** @param {number} player */
function buildPile(player) {
  const node = el("div", "mb-pile", { "data-pile": String(player), "data-seeds": "0" });
  const name = el("span", "mb-pile-name");
  const turn = el("span", "mb-turn");
  const tray = el("span", "mb-tray", { "aria-hidden": "true" });
  const seeds = el("span", "mb-seeds");
  tray.append(seeds);
  const count = el("span", "mb-count");
  count.textContent = "0";
  node.append(name, turn, tray, count);
  return node;
}

/**
 * Builds the board's elements inside root and returns the handles the other parts use.
 * Nothing is looked up outside root, so several boards can share one page.
 * @param {HTMLElement} root
 * @returns {BoardDom}
 */
export function buildBoard(root) {
  root.classList.add("mb-board");
  root.dataset.bottom = "south";
  root.replaceChildren();
  const frame = el("div", "mb-frame");
  const grid = el("div", "mb-grid", { role: "grid" });
  const rows = [TOP_ROW, BOTTOM_ROW].map((order, i) => {
    const row = el("div", `mb-row mb-row--${i === 0 ? "top" : "bottom"}`, {
      role: "row",
      "data-player": String(i === 0 ? 1 : 0),
    });
    for (const pit of order) row.append(buildPit(pit));
    return row;
  });
  grid.append(...rows);
  const piles = [buildPile(0), buildPile(1)];
  frame.append(piles[1], grid, piles[0]);
  const hand = el("div", "mb-hand", { "aria-hidden": "true" });
  const handCount = el("span", "mb-hand-count");
  hand.append(handCount);
  const banner = el("div", "mb-banner", { "aria-hidden": "true" });
  const live = el("div", "mb-live", { "aria-live": "polite", "aria-atomic": "true" });
  root.append(frame, hand, banner, live);
  /** @type {HTMLElement[]} */
  const pits = new Array(14);
  const nodes = /** @type {NodeListOf<HTMLElement>} */ (grid.querySelectorAll("[data-pit]"));
  for (const node of nodes) pits[Number(node.dataset.pit)] = node;
  /** @param {HTMLElement} node @param {string} selector */
  const part = (node, selector) => /** @type {HTMLElement} */ (node.querySelector(selector));
  const parts = pits.map((node) => ({
    seeds: part(node, ".mb-seeds"),
    count: part(node, ".mb-count"),
    tag: part(node, ".mb-tag"),
  }));
  const pileParts = piles.map((node) => ({
    seeds: part(node, ".mb-seeds"),
    count: part(node, ".mb-count"),
    name: part(node, ".mb-pile-name"),
    turn: part(node, ".mb-turn"),
  }));
  rows.reverse(); // by player: South's (the bottom row), North's
  return {
    root,
    frame,
    grid,
    rows,
    pits,
    parts,
    piles,
    pileParts,
    hand,
    handCount,
    banner,
    live,
  };
}

/**
 * Draws `bottom`'s row at the bottom: the rows, their pits and the piles in screen order
 * (./view.js screenRows), so that the reading and tab order follow what is seen; the board's
 * root carries data-bottom="south|north" (css/board.css places the piles by it).
 * @param {BoardDom} dom
 * @param {import("../types.js").PlayerNumber} bottom
 */
export function orient(dom, bottom) {
  const side = bottom === 0 ? "south" : "north";
  if (dom.root.dataset.bottom === side) return;
  dom.root.dataset.bottom = side;
  const top = /** @type {0 | 1} */ (1 - bottom);
  screenRows(bottom).forEach((order, i) => {
    const row = dom.rows[i === 0 ? top : bottom];
    row.className = `mb-row mb-row--${i === 0 ? "top" : "bottom"}`;
    row.append(...order.map((pit) => dom.pits[pit]));
  });
  dom.grid.append(dom.rows[top], dom.rows[bottom]);
  dom.frame.append(dom.piles[top], dom.grid, dom.piles[bottom]);
  dom.spots = undefined;
}

/**
 * Makes a container hold exactly n drawn seeds (capped), touching only what changed.
 * @param {HTMLElement} container
 * @param {number} n
 * @param {number} cap
 */
function drawSeeds(container, n, cap) {
  const want = Math.min(n, cap);
  let have = container.childElementCount;
  while (have < want) {
    container.append(el("i", "mb-seed"));
    have += 1;
  }
  while (have > want) {
    container.lastElementChild?.remove();
    have -= 1;
  }
}

/** @param {HTMLElement} node @param {string} text */
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** @param {HTMLElement} node @param {string} name @param {string} value */
function setLabel(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** @param {HTMLElement} node @param {string} name @param {boolean} on */
function setAttr(node, name, on, value = "true") {
  if (on) {
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  } else if (node.hasAttribute(name)) {
    node.removeAttribute(name);
  }
}

/**
 * Patches the elements to show a view. `text` gives the words (names, labels). Without `prev`
 * (a position set, not a step drawn) every part is compared with what it shows: a count written
 * again would be a new text node, laid out again, in each of the 16 pits and piles.
 * @param {BoardDom} dom
 * @param {BoardView} view
 * @param {BoardWords} text
 * @param {BoardView | null} prev
 */
export function render(dom, view, text, prev = null) {
  const { root } = dom;
  if (!prev || prev.variant !== view.variant) root.dataset.variant = view.variant;
  if (!prev) dom.grid.setAttribute("aria-label", text.t("board"));
  root.dataset.toMove = String(view.toMove);
  setAttr(root, "data-over", view.over);
  setAttr(root, "data-forced", view.forcedPit !== null && view.legal.includes(view.forcedPit));
  const legal = new Set(view.legal);
  const closed = new Set(view.closed);
  const saada = new Set(view.marks.saada);
  const taken = new Set(view.marks.captured);
  for (let pit = 0; pit < 14; pit += 1) {
    const node = dom.pits[pit];
    const part = dom.parts[pit];
    const n = view.pits[pit];
    if (!prev || prev.pits[pit] !== n) {
      setLabel(node, "data-seeds", String(n));
      setText(part.count, String(n));
      drawSeeds(part.seeds, n, MAX_DRAWN_PIT);
    }
    const isLegal = legal.has(pit);
    const isClosed = closed.has(pit);
    const isSaada = saada.has(pit);
    const isHint = view.hint === pit;
    setAttr(node, "data-legal", isLegal);
    setAttr(node, "data-hint", isHint);
    setAttr(node, "data-closed", isClosed);
    setAttr(node, "data-saada", isSaada);
    setAttr(node, "data-captured", taken.has(pit));
    setAttr(node, "data-relay", view.marks.relay === pit);
    setAttr(node, "data-lifted", view.marks.lifted === pit);
    const isForced = isLegal && view.forcedPit === pit;
    setText(
      part.tag,
      isSaada
        ? text.t("mark.saada")
        : isClosed
          ? text.t("mark.closed")
          : isForced
            ? text.t("mark.forced")
            : isHint
              ? text.t("mark.hint")
              : "",
    );
    setLabel(
      node,
      "aria-label",
      text.pitLabel(pit, n, { legal: isLegal, closed: isClosed, saada: isSaada, hint: isHint }),
    );
    setLabel(node, "aria-disabled", isLegal ? "false" : "true");
  }
  for (const player of [0, 1]) {
    const node = dom.piles[player];
    const part = dom.pileParts[player];
    const n = view.captured[player];
    if (!prev || prev.captured[player] !== n) {
      setLabel(node, "data-seeds", String(n));
      setText(part.count, String(n));
      drawSeeds(part.seeds, n, MAX_DRAWN_PILE);
    }
    setText(part.name, text.playerName(player));
    const toMove = !view.over && view.toMove === player;
    setAttr(node, "data-turn", toMove);
    setText(part.turn, toMove ? text.t("toMoveMark") : "");
    setLabel(node, "aria-label", text.pileLabel(player, n, toMove));
  }
  renderHand(dom, view);
}

/**
 * Moves the hand over the pit it holds seeds above, or hides it.
 * @param {BoardDom} dom
 * @param {BoardView} view
 */
function renderHand(dom, view) {
  const { hand, handCount, root } = dom;
  if (!view.hand) {
    root.removeAttribute("data-hand");
    return;
  }
  const spot = dom.spots ? dom.spots[view.hand.pit] : null;
  if (spot) {
    hand.style.setProperty("--hx", `${spot.x}px`);
    hand.style.setProperty("--hy", `${spot.y}px`);
  }
  handCount.textContent = String(view.hand.seeds);
  root.dataset.hand = view.hand.seeds > 0 ? "full" : "empty";
}

/**
 * Measures the centre of every pit and pile relative to the root (for the hand and flights).
 * @param {BoardDom} dom
 */
export function measure(dom) {
  const base = dom.root.getBoundingClientRect();
  /** @param {Element} node */
  const centre = (node) => {
    const r = node.getBoundingClientRect();
    return {
      x: r.left - base.left + r.width / 2,
      y: r.top - base.top + r.height / 2,
      size: r.width,
    };
  };
  dom.spots = dom.pits.map(centre);
  dom.pileSpots = dom.piles.map((p) =>
    centre(/** @type {Element} */ (p.querySelector(".mb-tray"))),
  );
}
