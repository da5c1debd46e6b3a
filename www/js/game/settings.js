// The settings of a mounted game: its language (the words, fetched when first shown), the speed
// of its sowings and how the players sit (side by side, or face to face). Each is taken from the
// options first, then from what was kept (where the game saves), then from the default; a change
// is kept and then told to `changed(what)` (game/views.js redraws, the features hear of it).
import { translator, loadWords, langOf } from "../i18n/index.js";
import { SPEEDS, LAYOUTS, LEVELS, isOneOf } from "../lib/options.js";
import { applyWords } from "../views/words.js";

/** @import { Layout, Mount, MountOptions, Opponent, Speed, Store } from "../types.js" */

/**
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {MountOptions} options
 * @param {Store} store
 * @param {(what: "lang" | "speed" | "layout") => void} changed
 */
export function createSettings(root, o, options, store, changed) {
  const speedSelect = /** @type {HTMLSelectElement} */ (root.querySelector("[data-speed]"));
  const settings = {
    lang: "en",
    // Nothing until the first language's words have come (boot awaits them before drawing).
    t: translator(""),
    /** @type {Speed} */
    speed: "normal",
    /** @type {Layout} */
    layout: "side",
    /**
     * Shows another language once its words have arrived (each is fetched when first shown).
     * @param {string} lang
     */
    async setLang(lang) {
      settings.lang = await loadWords(lang);
      settings.t = translator(settings.lang);
      store.set("lang", settings.lang);
      applyWords(root, settings.t, settings.lang, o.page);
      // The language's own text face (fonts.css), if it has one, before its words are drawn: a
      // face arriving later would reflow the text and move what follows it.
      if (document.fonts) {
        const style = getComputedStyle(root);
        await document.fonts
          .load(`${style.fontSize} ${style.fontFamily}`, settings.t("title"))
          .catch(() => {});
      }
      changed("lang");
    },
    /** @param {unknown} speed */
    setSpeed(speed, persist = true) {
      settings.speed = isOneOf(SPEEDS, speed) ? speed : "normal";
      speedSelect.value = settings.speed;
      if (persist) store.set("speed", settings.speed);
      changed("speed");
    },
    /**
     * Seats the players side by side or face to face (the layout option).
     * @param {unknown} layout
     */
    setLayout(layout, persist = true) {
      settings.layout = isOneOf(LAYOUTS, layout) ? layout : "side";
      if (persist) store.set("layout", settings.layout);
      changed("layout");
    },
    /** The language's words, once they have come (the first language, asked for at once). */
    words: Promise.resolve(),
  };
  speedSelect.addEventListener("change", () => settings.setSpeed(speedSelect.value));
  const layout = options.layout || store.get("layout");
  settings.layout = isOneOf(LAYOUTS, layout) ? layout : "side";
  const speed = options.link?.instant ? "instant" : options.speed || store.get("speed");
  settings.speed = isOneOf(SPEEDS, speed) ? speed : "normal";
  speedSelect.value = settings.speed;
  const browserLang = (navigator.languages || [navigator.language]).map(langOf).find(Boolean);
  settings.words = settings.setLang(
    options.lang || langOf(store.get("lang")) || browserLang || "en",
  );
  return settings;
}

/**
 * The opponent last chosen in the new-game dialog (older pages kept { computer, level }).
 * @param {Store} store
 * @returns {Opponent | null}
 */
export function savedOpponent(store) {
  try {
    const saved = JSON.parse(store.get("opponent") || "null");
    if (!saved || !isOneOf(LEVELS, saved.level)) return null;
    const player = saved.player ?? saved.computer;
    return player === 0 || player === 1 ? { player, level: saved.level } : null;
  } catch {
    return null;
  }
}
