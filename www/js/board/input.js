// Input: pointer and keyboard on the board. It reports intentions; it decides nothing.
import { screenRows } from "./view.js";

/** @import { BoardDom } from "./render.js" */

/** The pit an event happened on, if any. @param {EventTarget | null} target */
const pitOf = (target) =>
  /** @type {HTMLElement | null} */ (/** @type {Element} */ (target).closest("[data-pit]"));

/**
 * A pit's row (0: the top one) and column on screen, in `rows` (./view.js screenRows).
 * @param {number[][]} rows
 * @param {number} pit
 * @returns {[number, number]}
 */
function locate(rows, pit) {
  for (let r = 0; r < 2; r += 1) {
    const c = rows[r].indexOf(pit);
    if (c >= 0) return [r, c];
  }
  return [1, 0];
}

/**
 * Wires pointer and keys on a board's grid.
 * onPick(pit) is called for a click, Enter or Space on a pit; onSkip() during an animation.
 * Returns { focusPit(pit), current(), destroy() }.
 * @param {BoardDom} dom
 * @param {{ isBusy: () => boolean, onPick: (pit: number) => void, onSkip: () => void }} on
 */
export function attachInput(dom, { isBusy, onPick, onSkip }) {
  let focused = 13;

  /** @param {number} pit @param {boolean} moveFocus */
  function setRoving(pit, moveFocus) {
    dom.pits[focused].setAttribute("tabindex", "-1");
    focused = pit;
    dom.pits[pit].setAttribute("tabindex", "0");
    if (moveFocus) dom.pits[pit].focus();
  }

  /** @param {MouseEvent} e */
  function onClick(e) {
    if (isBusy()) {
      onSkip();
      return;
    }
    const node = pitOf(e.target);
    if (!node || !dom.root.contains(node)) return;
    const pit = Number(node.dataset.pit);
    setRoving(pit, false);
    onPick(pit);
  }

  /** @param {KeyboardEvent} e */
  function onKey(e) {
    if (e.key === "Escape") {
      if (isBusy()) {
        e.preventDefault();
        onSkip();
      }
      return;
    }
    const node = pitOf(e.target);
    if (!node) return;
    // The arrows follow the screen, the board turned or not (data-bottom, ./render.js orient).
    const rows = screenRows(dom.root.dataset.bottom === "north" ? 1 : 0);
    let [r, c] = locate(rows, Number(node.dataset.pit));
    switch (e.key) {
      case "ArrowLeft":
        c = Math.max(0, c - 1);
        break;
      case "ArrowRight":
        c = Math.min(6, c + 1);
        break;
      case "ArrowUp":
        r = 0;
        break;
      case "ArrowDown":
        r = 1;
        break;
      case "Home":
        c = 0;
        break;
      case "End":
        c = 6;
        break;
      case "Enter":
      case " ":
        e.preventDefault();
        if (isBusy()) onSkip();
        else onPick(Number(node.dataset.pit));
        return;
      default:
        return;
    }
    e.preventDefault();
    setRoving(rows[r][c], true);
  }

  dom.root.addEventListener("click", onClick);
  dom.root.addEventListener("keydown", onKey);
  setRoving(focused, false);

  return {
    /**
     * Makes pit the one the Tab key reaches (and focuses it when asked).
     * @param {number} pit
     */
    focusPit(pit, moveFocus = false) {
      setRoving(pit, moveFocus);
    },
    current: () => focused,
    hasFocus: () =>
      dom.grid.contains(
        /** @type {Document | ShadowRoot} */ (dom.root.getRootNode()).activeElement,
      ),
    destroy() {
      dom.root.removeEventListener("click", onClick);
      dom.root.removeEventListener("keydown", onKey);
    },
  };
}
