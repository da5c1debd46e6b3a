// The rules and heritage panel beside the game; its texts (views/rules-text.js) load the first time.

/**
 * Creates the panel's view: show(), toggle(force), refresh() (after a change of game or
 * language).
 * @param {HTMLElement} root
 * @param {() => { variant: string, lang: string, t: import("../types.js").Translate }} words
 */
export function createRulesPanel(root, words) {
  const aside = /** @type {HTMLElement} */ (root.querySelector("[data-rules]"));
  /** @type {HTMLElement | null} */
  const button = root.querySelector("[data-action=rules]");

  async function show() {
    const { renderRules } = await import("./rules-text.js");
    const { variant, lang, t } = words();
    await renderRules(aside, variant, lang, t);
    aside.hidden = false;
    button?.setAttribute("aria-expanded", "true");
    root.dataset.rulesOpen = "true";
  }

  return {
    show,
    /** @param {boolean} [force] */
    async toggle(force) {
      const open = force ?? aside.hidden;
      if (open) {
        await show();
        aside.focus();
        return;
      }
      aside.hidden = true;
      button?.setAttribute("aria-expanded", "false");
      delete root.dataset.rulesOpen;
      button?.focus();
    },
    refresh() {
      if (!aside.hidden) return show();
      return null;
    },
  };
}
