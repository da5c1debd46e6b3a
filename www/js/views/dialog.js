// A small modal helper over one <dialog>: a title, some content, buttons; resolves with the choice.
import { h } from "../lib/dom.js";

/**
 * A button of a dialog.
 * @typedef {{ value: string, label: string, primary?: boolean, action?: string }} Button
 * (`action`: the button's data-action, a hook for tests and scripts; the dialog's answer is
 * still its value)
 */

/**
 * Shows the dialog; buttons are [{ value, label, primary }]. Resolves with the value of the
 * button pressed (or "cancel" for Escape), and with the form's data under `.form`.
 * @param {HTMLDialogElement} dialog
 * @param {{ title: string, content?: Node[], buttons: Button[], kind?: string }} what
 * @returns {Promise<{ value: string, form: { [name: string]: FormDataEntryValue } }>}
 */
export function ask(dialog, { title, content = [], buttons, kind = "" }) {
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector("form"));
  dialog.dataset.kind = kind;
  const heading = h("h2", { id: dialog.getAttribute("aria-labelledby") || null, text: title });
  const row = h("div", { class: "dialog-buttons" });
  for (const b of buttons) {
    row.append(
      h("button", {
        class: b.primary ? "btn btn-primary" : "btn",
        value: b.value,
        "data-choice": b.value,
        "data-action": b.action ?? null,
        text: b.label,
      }),
    );
  }
  form.replaceChildren(heading, ...content, row);
  return new Promise((resolve) => {
    const done = () => {
      const value = dialog.returnValue || "cancel";
      const data = Object.fromEntries(new FormData(form));
      resolve({ value, form: data });
    };
    dialog.addEventListener("close", done, { once: true });
    dialog.returnValue = "";
    dialog.showModal();
    /** @type {HTMLElement | null} */
    const primary = row.querySelector(".btn-primary") || row.querySelector("button");
    if (primary) primary.focus();
  });
}
