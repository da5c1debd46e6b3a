// Notices: a warning sits above the board, one per kind, with a button to dismiss it; a
// success ("Link copied.") is a toast pinned near the bottom of the window, over the page, so
// it moves nothing, and it goes by itself after a few seconds.
import { h } from "../lib/dom.js";

/** How long a success notice stays, in ms. */
export const SUCCESS_MS = 4000;

/**
 * Shows a notice of `kind` (replacing the last one of that kind) with `text`. `tone`
 * "success" (data-tone) makes it a toast that goes by itself. `detail`, the engine's own message
 * (English, for developers), is kept out of the visitor's words: it goes to the notice's
 * `data-why` and the console.
 * @param {HTMLElement} root
 * @param {import("../types.js").Translate} t
 * @param {string} kind
 * @param {string} text
 * @param {{ tone?: "warning" | "success", detail?: string }} [more]
 */
export function showNotice(root, t, kind, text, { tone = "warning", detail } = {}) {
  const success = tone === "success";
  const box = /** @type {Element} */ (root.querySelector(success ? ".toasts" : ".notices"));
  box.querySelector(`[data-notice="${kind}"]`)?.remove();
  if (success) {
    const item = h(
      "div",
      { class: "notice notice-success", "data-notice": kind, "data-tone": tone },
      h("span", { text }),
    );
    box.append(item);
    setTimeout(() => item.remove(), SUCCESS_MS);
    return;
  }
  const close = h("button", { type: "button", class: "btn btn-small", text: t("dismiss") });
  const item = h(
    "div",
    { class: "notice", "data-notice": kind, "data-tone": tone },
    h("span", { text }),
    close,
  );
  if (detail) {
    item.dataset.why = detail;
    console.warn(`${kind}: ${detail}`);
  }
  close.addEventListener("click", () => item.remove());
  box.append(item);
}

/**
 * Takes away the notice of `kind`, wherever it shows.
 * @param {HTMLElement} root
 * @param {string} kind
 */
export function dropNotice(root, kind) {
  for (const item of root.querySelectorAll(`[data-notice="${kind}"]`)) item.remove();
}
