// Keep and share: the game's link (the whole record, so a friend opens the same game and
// plays on), the game as text (copy, download), and a game file or pasted text to open.
import { makeLink } from "../lib/links.js";
import { textReady } from "../lib/text.js";

/** The site's root (the folder of index.html), whatever page this module runs in. */
const SITE = new URL("../../", import.meta.url);

/** @import { OptionInfo, Variant } from "../types.js" */

/**
 * What the box asks of the game.
 * @typedef {object} KeepGame
 * @property {() => import("../types.js").GameRecord} record
 * @property {() => Promise<string>} toText the game's file (the game file's module is fetched
 *   as the box opens, so that it has come by the time Copy or Download is pressed)
 * @property {(variant: Variant) => OptionInfo[]} defaults
 * @property {(text: string) => Promise<boolean>} openText
 * @property {(kind: string, key: string, tone: "success" | "warning") => void} notice a notice
 *   (kind "share"): a success, or a warning that stays (the clipboard refused)
 * @property {() => void} forget takes that notice away
 * @property {() => boolean} instant
 * @property {() => import("../lib/links.js").Notation} notation the notation of the pits (Game)
 */

/**
 * Creates the keep-and-share box inside `box`. `on`: { record(), toText(), defaults(variant),
 * openText(text) → Promise<boolean>, notice(kind, key), forget(), instant() }. The box and its
 * notice close when another game is put in play (screen.game).
 * @param {HTMLElement} box
 * @param {HTMLElement} button the Share button that opens it
 * @param {KeepGame} on
 */
export function createKeepView(box, button, on) {
  const url = /** @type {HTMLInputElement} */ (box.querySelector("[data-share-url]"));
  const text = /** @type {HTMLTextAreaElement} */ (box.querySelector("[data-keep-text]"));
  const file = /** @type {HTMLInputElement} */ (box.querySelector("[data-keep-file]"));

  /**
   * Copies `value` (the text of `field`) and says so with `key`'s notice. A clipboard that
   * refuses (a cross-origin iframe without allow="clipboard-write", a denied permission, a page
   * that is not a secure context) leaves the value selected in its field and says to copy it
   * from there by hand (`refused`'s notice), instead of failing silently.
   * @param {HTMLInputElement | HTMLTextAreaElement} field
   * @param {string} key
   * @param {string} refused
   */
  const copy = (field, key, refused) => {
    const byHand = () => {
      field.focus();
      field.select();
      on.notice("share", refused, "warning");
    };
    if (!navigator.clipboard || !window.isSecureContext) return byHand();
    navigator.clipboard
      .writeText(field.value)
      .then(() => on.notice("share", key, "success"), byHand);
  };

  function fill() {
    const record = on.record();
    url.value = makeLink(SITE.href, record, {
      notation: on.notation(),
      defaults: on.defaults(record.variant),
      instant: on.instant(),
    });
  }

  async function download() {
    const record = on.record();
    const blob = new Blob([await on.toText()], { type: "text/plain;charset=utf-8" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${record.variant}-${new Date().toISOString().slice(0, 10)}.txt`;
    a.hidden = true;
    box.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  box.addEventListener("click", async (e) => {
    const target = /** @type {Element} */ (e.target);
    const what = /** @type {HTMLElement | null} */ (target.closest("[data-keep]"))?.dataset.keep;
    if (what === "copy") {
      text.value = await on.toText();
      text.select();
      copy(text, "keep.copied", "keep.copyRefused");
    } else if (what === "download") download();
    else if (what === "open" && text.value.trim()) on.openText(text.value);
  });
  file.addEventListener("change", async () => {
    const chosen = file.files && file.files[0];
    file.value = "";
    if (chosen) on.openText(await chosen.text());
  });

  /** @type {number | null} */
  let game = null; // the game the box was last drawn for

  /** Shows or hides the box; shown, its link is the game's now and is copied. */
  function toggle(open = box.hidden) {
    box.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (!open) return;
    textReady().catch(() => {}); // a fetch that fails is tried again when Copy or Download asks
    fill();
    url.focus();
    url.select();
    copy(url, "copied", "copy.refused");
  }

  return {
    toggle,
    /**
     * Keeps the link up to date while the box is open; another game closes it.
     * @param {import("../types.js").Screen} screen
     */
    render(screen) {
      const changed = game !== null && screen.game !== game;
      game = screen.game;
      if (changed) {
        on.forget();
        if (!box.hidden) toggle(false);
      } else if (!box.hidden) fill();
    },
  };
}
