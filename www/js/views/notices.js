// Notices above the board: one per kind, each with a button to dismiss it.
import { h } from "../dialog.js";

/**
 * Shows a notice of `kind` (replacing the last one of that kind) with `text`.
 * @param {HTMLElement} root
 * @param {import("../types.js").Translate} t
 * @param {string} kind
 * @param {string} text
 */
export function showNotice(root, t, kind, text) {
  const box = /** @type {Element} */ (root.querySelector(".notices"));
  box.querySelector(`[data-notice="${kind}"]`)?.remove();
  const close = h("button", { type: "button", class: "btn btn-small", text: t("dismiss") });
  const item = h("div", { class: "notice", "data-notice": kind }, h("span", { text }), close);
  close.addEventListener("click", () => item.remove());
  box.append(item);
}
