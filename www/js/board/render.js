// Rendering: builds the board's elements once inside its root and patches them from a view.
// Every visual state is a data attribute or a class; the look lives in the stylesheets.
import { TOP_ROW, BOTTOM_ROW, ownerOf, placeOf } from "./view.js";

/** The most seeds drawn in one pit or pile; the count is always written out. */
const MAX_DRAWN_PIT = 24;
const MAX_DRAWN_PILE = 40;

function el(tag, className, attrs = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

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
 */
export function buildBoard(root) {
  root.classList.add("mb-board");
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
  const pits = new Array(14);
  for (const node of grid.querySelectorAll("[data-pit]")) pits[Number(node.dataset.pit)] = node;
  const parts = pits.map((node) => ({
    seeds: node.querySelector(".mb-seeds"),
    count: node.querySelector(".mb-count"),
    tag: node.querySelector(".mb-tag"),
  }));
  const pileParts = piles.map((node) => ({
    seeds: node.querySelector(".mb-seeds"),
    count: node.querySelector(".mb-count"),
    name: node.querySelector(".mb-pile-name"),
    turn: node.querySelector(".mb-turn"),
  }));
  return { root, frame, grid, pits, parts, piles, pileParts, hand, handCount, banner, live };
}

/** Makes a container hold exactly n drawn seeds (capped), touching only what changed. */
function drawSeeds(container, n, cap) {
  const want = Math.min(n, cap);
  let have = container.childElementCount;
  while (have < want) {
    container.append(el("i", "mb-seed"));
    have += 1;
  }
  while (have > want) {
    container.lastElementChild.remove();
    have -= 1;
  }
}

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function setLabel(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

function setAttr(node, name, on, value = "true") {
  if (on) {
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  } else if (node.hasAttribute(name)) {
    node.removeAttribute(name);
  }
}

/** Patches the elements to show a view. `text` gives the words (names, labels). */
export function render(dom, view, text, prev = null) {
  const { root } = dom;
  if (!prev || prev.variant !== view.variant) root.dataset.variant = view.variant;
  if (!prev) dom.grid.setAttribute("aria-label", text.t("board"));
  root.dataset.toMove = String(view.toMove);
  setAttr(root, "data-over", view.over);
  setAttr(root, "data-forced", view.forced && view.legal.length === 1);
  const legal = new Set(view.legal);
  const closed = new Set(view.closed);
  const saada = new Set(view.marks.saada);
  const taken = new Set(view.marks.captured);
  for (let pit = 0; pit < 14; pit += 1) {
    const node = dom.pits[pit];
    const part = dom.parts[pit];
    const n = view.pits[pit];
    if (!prev || prev.pits[pit] !== n) {
      node.dataset.seeds = String(n);
      part.count.textContent = String(n);
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
    const isForced = isLegal && view.forced && view.legal.length === 1;
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
      node.dataset.seeds = String(n);
      part.count.textContent = String(n);
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

/** Moves the hand over the pit it holds seeds above, or hides it. */
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

/** Measures the centre of every pit and pile relative to the root (for the hand and flights). */
export function measure(dom) {
  const base = dom.root.getBoundingClientRect();
  const centre = (node) => {
    const r = node.getBoundingClientRect();
    return {
      x: r.left - base.left + r.width / 2,
      y: r.top - base.top + r.height / 2,
      size: r.width,
    };
  };
  dom.spots = dom.pits.map(centre);
  dom.pileSpots = dom.piles.map((p) => centre(p.querySelector(".mb-tray")));
}
