// Input: pointer and keyboard on the board. It reports intentions; it decides nothing.
import { TOP_ROW, BOTTOM_ROW } from "./view.js";

const ROWS = [TOP_ROW, BOTTOM_ROW];

function locate(pit) {
  for (let r = 0; r < 2; r += 1) {
    const c = ROWS[r].indexOf(pit);
    if (c >= 0) return [r, c];
  }
  return [1, 0];
}

/**
 * Wires pointer and keys on a board's grid.
 * onPick(pit) is called for a click, Enter or Space on a pit; onSkip() during an animation.
 * Returns { focusPit(pit), current(), destroy() }.
 */
export function attachInput(dom, { isBusy, onPick, onSkip }) {
  let focused = 13;

  function setRoving(pit, moveFocus) {
    dom.pits[focused].setAttribute("tabindex", "-1");
    focused = pit;
    dom.pits[pit].setAttribute("tabindex", "0");
    if (moveFocus) dom.pits[pit].focus();
  }

  function onClick(e) {
    if (isBusy()) {
      onSkip();
      return;
    }
    const node = e.target.closest("[data-pit]");
    if (!node || !dom.root.contains(node)) return;
    const pit = Number(node.dataset.pit);
    setRoving(pit, false);
    onPick(pit);
  }

  function onKey(e) {
    if (e.key === "Escape") {
      if (isBusy()) {
        e.preventDefault();
        onSkip();
      }
      return;
    }
    const node = e.target.closest("[data-pit]");
    if (!node) return;
    let [r, c] = locate(Number(node.dataset.pit));
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
    setRoving(ROWS[r][c], true);
  }

  dom.root.addEventListener("click", onClick);
  dom.root.addEventListener("keydown", onKey);
  setRoving(focused, false);

  return {
    /** Makes pit the one the Tab key reaches (and focuses it when asked). */
    focusPit(pit, moveFocus = false) {
      setRoving(pit, moveFocus);
    },
    current: () => focused,
    hasFocus: () => dom.grid.contains(dom.root.getRootNode().activeElement),
    destroy() {
      dom.root.removeEventListener("click", onClick);
      dom.root.removeEventListener("keydown", onKey);
    },
  };
}
