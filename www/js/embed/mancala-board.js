// <mancala-board>: the game as a custom element, for pages that would rather not use an
// iframe. One script tag, then as many elements as you like, each its own game:
//
//   <script type="module" src="/mancala/js/embed/mancala-board.js"></script>
//   <mancala-board variant="al-manqala" lang="pt"></mancala-board>
//
// Attributes (all optional, read when the element is connected): variant, lang,
// opponent=human|computer, level=beginner|intermediate|strong|master, theme=light|dark,
// rules=0|1, kiosk, idle=<minutes>, countdown=<seconds>, speed, sound (="1": the sound of the seeds),
// lesson=<variant> (its lesson opens at once).
// Changing `lang` later switches the language.
//
// The game lives in an open shadow root with the site's stylesheets linked into it, so
// the host page's styles don't reach in and ours don't leak out. It never saves (several
// boards on one page stay independent) and registers no service worker on the host.
import { mountGame } from "../mount.js";
import { readOptions } from "../options.js";

// The game's stylesheet (css/mancala.css, the one index.html and embed.html link) and the
// fonts' (URLs of this file, so the release build can point them at its hashed names).
const STYLES = new URL("../../css/mancala.css", import.meta.url);
const FONTS = new URL("../../css/fonts.css", import.meta.url);

/**
 * Links a stylesheet into the shadow root; resolves when it has loaded (or failed).
 * @param {ShadowRoot} shadow
 * @param {string} href
 */
function linkStyle(shadow, href) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
  shadow.append(link);
  return loaded;
}

/** Declares the bundled font in the host document, once: browsers ignore @font-face inside a
 * shadow root. */
function declareFonts() {
  const href = FONTS.href;
  const links = /** @type {NodeListOf<HTMLLinkElement>} */ (
    document.querySelectorAll("link[rel=stylesheet]")
  );
  if ([...links].some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

export class MancalaBoard extends HTMLElement {
  static observedAttributes = ["lang"];
  /** @type {ReturnType<typeof mountGame> | null | undefined} */
  game;
  starting = false;

  async connectedCallback() {
    if (this.game || this.starting) return;
    this.starting = true;
    const shadow = this.shadowRoot || this.attachShadow({ mode: "open" });
    shadow.replaceChildren();
    declareFonts();
    // Mount once the styles are in, so the game never shows unstyled.
    await linkStyle(shadow, STYLES.href);
    this.starting = false;
    if (!this.isConnected) return;
    const root = document.createElement("div");
    root.setAttribute("part", "game");
    shadow.append(root);
    const options = readOptions((name) => this.getAttribute(name), "variant");
    this.game = mountGame(root, { ...options, save: false });
    this.game.ready.then(
      () => {
        this.dataset.ready = "true";
      },
      () => {},
    );
  }

  disconnectedCallback() {
    if (!this.game) return;
    this.game.destroy();
    this.game = null;
    this.shadowRoot?.replaceChildren();
    delete this.dataset.ready;
  }

  /** @param {string} name @param {string | null} old @param {string | null} value */
  attributeChangedCallback(name, old, value) {
    if (name === "lang" && this.game && value && old !== value)
      this.game.setLang(value.toLowerCase().slice(0, 2));
  }
}

if (!customElements.get("mancala-board")) customElements.define("mancala-board", MancalaBoard);
