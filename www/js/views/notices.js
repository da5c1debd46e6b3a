// Notices above the board: one per kind, each with a button to dismiss it.
import { h } from "../dialog.js";

/**
 * Shows a notice of `kind` (replacing the last one of that kind) with `text`. `detail`, the
 * engine's own message (English, for developers), is kept out of the visitor's words: it goes to
 * the notice's `data-why` and the console.
 * @param {HTMLElement} root
 * @param {import("../types.js").Translate} t
 * @param {string} kind
 * @param {string} text
 * @param {string} [detail]
 */
export function showNotice(root, t, kind, text, detail) {
  const box = /** @type {Element} */ (root.querySelector(".notices"));
  box.querySelector(`[data-notice="${kind}"]`)?.remove();
  const close = h("button", { type: "button", class: "btn btn-small", text: t("dismiss") });
  const item = h("div", { class: "notice", "data-notice": kind }, h("span", { text }), close);
  if (detail) {
    item.dataset.why = detail;
    console.warn(`${kind}: ${detail}`);
  }
  close.addEventListener("click", () => item.remove());
  box.append(item);
}
