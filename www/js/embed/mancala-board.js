// <mancala-board>: the game as a custom element, for pages that would rather not use an
// iframe. One script tag, then as many elements as you like, each its own game:
//
//   <script type="module" src="/mancala/js/embed/mancala-board.js"></script>
//   <mancala-board variant="al-manqala" lang="pt"></mancala-board>
//
// Attributes (all optional, read when the element is connected): variant, lang,
// opponent=human|computer, level=beginner|intermediate|strong|master, theme=light|dark,
// rules=0|1, kiosk, idle=<minutes>, countdown=<seconds>, speed, sound (="1": the sound of the seeds),
// lesson=<variant> (its lesson opens at once), puzzle=daily|<id> (a puzzle, solved inside the
// element), mode=analysis with position=<position text> (that position on the analysis board),
// layout=facing (two people face to face across a
// table: North's words turn to North, each player's buttons on their own edge).
// voice (the words read aloud), stats (visitor counts on this device), staff (their staff view).
// Changing `lang` or `layout` later switches the language or the seating.
//
// From another origin (docs/embedding.md#from-another-origin): when the files' host sends CORS
// headers, everything loads from there and the computer's worker starts from a blob: URL
// (../ai/client.js). When something still fails (the stylesheet, the wasm), the element shows
// one sentence in the visitor's language (./unavailable.js) and carries data-unavailable; when
// this script itself is refused, the browser shows the element's own content instead, so the
// snippet puts that sentence inside the element.
//
// The game lives in an open shadow root with the site's stylesheets linked into it, so
// the host page's styles don't reach in and ours don't leak out. It never saves (several
// boards on one page stay independent) and registers no service worker on the host.
//
// Only this file and a small one load with the host page: the game's code, its stylesheet and
// its wasm are fetched once the element comes within a screen of the screen (for one on the
// first screen, once the host page has drawn it), so they never compete with the host page's
// first screen for the network or the processor.
import { showUnavailable, unavailableLang } from "./unavailable.js";

// The game's stylesheet (css/mancala.css, the one index.html and embed.html link) and the
// fonts' (URLs of this file, so the release build can point them at its hashed names).
const STYLES = new URL("../../css/mancala.css", import.meta.url);
const FONTS = new URL("../../css/fonts.css", import.meta.url);

/**
 * Resolves once the element is within a screen's height of the screen, as a browser loads an
 * iframe with loading="lazy": at once for one on the first screen (after the host page's first
 * frame), when scrolled near for one further down, never for one that is not shown.
 * @param {Element} element
 */
function nearScreen(element) {
  return new Promise((/** @type {(value?: unknown) => void} */ done) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        done();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
  });
}

/**
 * Links a stylesheet into the shadow root; resolves to whether it loaded.
 * @param {ShadowRoot} shadow
 * @param {string} href
 */
function linkStyle(shadow, href) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  /** @type {Promise<boolean>} */
  const loaded = new Promise((resolve) => {
    link.addEventListener("load", () => resolve(true), { once: true });
    link.addEventListener("error", () => resolve(false), { once: true });
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
  static observedAttributes = ["lang", "layout"];
  /** @type {ReturnType<typeof import("../mount.js").mountGame> | null | undefined} */
  game;
  starting = false;

  async connectedCallback() {
    if (this.game || this.starting) return;
    this.starting = true;
    const shadow = this.shadowRoot || this.attachShadow({ mode: "open" });
    shadow.replaceChildren();
    await nearScreen(this);
    if (!this.isConnected) {
      this.starting = false;
      return;
    }
    declareFonts();
    // Mount once the styles and the code are in, so the game never shows unstyled.
    const [styled, code] = await Promise.all([
      linkStyle(shadow, STYLES.href),
      import("../mount.js").catch(() => null),
    ]);
    this.starting = false;
    if (!this.isConnected) return;
    if (!styled || !code) return this.unavailable();
    const { mountGame, readOptions } = code;
    const root = document.createElement("div");
    root.setAttribute("part", "game");
    shadow.append(root);
    const options = readOptions((name) => this.getAttribute(name), "variant");
    this.game = mountGame(root, { ...options, save: false });
    this.game.ready.then(
      () => {
        this.dataset.ready = "true";
      },
      () => this.unavailable(),
    );
  }

  /** The game could not load (its stylesheet or its wasm): a sentence in its place. */
  unavailable() {
    this.game?.destroy();
    this.game = null;
    this.dataset.unavailable = "true";
    const lang = unavailableLang([
      this.getAttribute("lang"),
      this.closest("[lang]")?.getAttribute("lang"),
      ...(navigator.languages || [navigator.language]),
    ]);
    if (this.shadowRoot) showUnavailable(this.shadowRoot, lang);
  }

  disconnectedCallback() {
    if (!this.game) return;
    this.game.destroy();
    this.game = null;
    this.shadowRoot?.replaceChildren();
    delete this.dataset.ready;
    delete this.dataset.unavailable;
  }

  /** @param {string} name @param {string | null} old @param {string | null} value */
  attributeChangedCallback(name, old, value) {
    if (name === "lang" && this.game && value && old !== value)
      this.game.setLang(value.toLowerCase().slice(0, 2));
    if (name === "layout" && this.game && old !== value) this.game.setLayout(value);
  }
}

if (!customElements.get("mancala-board")) customElements.define("mancala-board", MancalaBoard);
