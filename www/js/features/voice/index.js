// The voice (a page feature, game/features.js): the header's button turns it on and off; the
// voice option first, then the choice kept (where the game saves), else off. Its code
// (./speech.js) is fetched the first time it is turned on. It provides the game's speak(text):
// a puzzle's goal and verdict, a kiosk's "still there?" (the event mancala:still-there on the
// game's element, said at once over whatever was being said).
import { lazy } from "../../lib/lazy.js";
import { showNotice } from "../../views/notices.js";

/** @import { GameContext, Installed } from "../../types.js" */

/**
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install({ root, o, store, settings, ctl }) {
  /** @type {ReturnType<typeof import("./speech.js").createVoice> | null} */
  let voice = null;
  const code = lazy(() => import("./speech.js"));
  const button = root.querySelector("[data-action=voice]");
  const kept = o.voice.given ? null : store.get("voice");
  let on = kept ? kept === "on" : o.voice.on;
  /** @param {"none" | "region" | null} what no voice of the language, or one of another region */
  const notice = (what) => {
    root.querySelector('.notices [data-notice="voice"]')?.remove();
    if (what) showNotice(root, settings.t, "voice", settings.t(`voice.${what}`));
  };
  async function setVoice(/** @type {boolean} */ now) {
    on = now;
    button?.setAttribute("aria-pressed", String(now));
    if (!now) {
      voice?.destroy();
      voice = null;
      return;
    }
    const { createVoice } = await code();
    if (!on || voice) return;
    voice = createVoice(root, {
      lang: () => settings.lang,
      notice,
      quiet: () => ctl()?.screen?.session === "attract",
    });
  }
  const onClick = () => {
    setVoice(!on);
    store.set("voice", on ? "on" : "off");
  };
  button?.addEventListener("click", onClick);
  if (on) setVoice(true);
  /** @param {Event} e */
  const onStill = (e) => {
    const text = /** @type {CustomEvent<{ text?: string }>} */ (e).detail?.text;
    if (text) voice?.speak(text, { interrupt: true });
  };
  root.addEventListener("mancala:still-there", onStill);
  /** @type {(() => void) | null} */
  let unfollow = null;
  return {
    provides: { speak: (text, how) => voice?.speak(text, how) },
    words: () => voice?.refresh(),
    ready(ctl) {
      let game = "";
      unfollow = ctl.subscribe((s) => {
        // A new game (or lesson step's game) drops what the voice still had to say.
        const now = s.positionKey.slice(0, s.positionKey.lastIndexOf(":"));
        if (game && now !== game) voice?.cancel();
        game = now;
      });
    },
    destroy() {
      unfollow?.();
      voice?.destroy();
      button?.removeEventListener("click", onClick);
      root.removeEventListener("mancala:still-there", onStill);
    },
  };
}
