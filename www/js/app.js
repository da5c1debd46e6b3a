// index.html's entry. The page opens on the first screen the build wrote into it
// (scripts/prerender.mjs); the game's modules and the wasm are fetched once that screen has been
// painted, so they never compete with it for the network, and js/page.js then mounts the game,
// which takes it over.
// Where no copy shows (the debug build, a kiosk, a lesson…) the game loads at once. On a first
// visit it first opens the copies' welcome: the release's index.html loads this script with
// blocking="render" (scripts/prerender.mjs), so that happens before the first paint.

/**
 * Resolves once the page's first contentful paint has been presented, or half a second after
 * this script runs where none is reported (a hidden tab, an iframe out of view); at once in a
 * browser without paint timing.
 */
function painted() {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return Promise.resolve();
  /** @type {PerformanceObserver | undefined} */
  let observer;
  return new Promise((/** @type {(value?: unknown) => void} */ done) => {
    setTimeout(done, 500);
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) done();
    });
    observer.observe({ type: "paint", buffered: true });
  }).finally(() => observer?.disconnect());
}

/**
 * Shows that the game's files could not be fetched, instead of a copy that looks playable.
 * @param {any} error
 */
function failed(error) {
  for (const copy of document.querySelectorAll("[data-prerender]")) copy.remove();
  const note = document.createElement("p");
  note.className = "noscript";
  note.textContent = `The game could not load (${error.message}). Check the connection and reload the page.`;
  document.querySelector("[data-game-root]")?.replaceChildren(note);
}

/**
 * Whether the page will open with the welcome of a first visit (features/welcome/index.js decides
 * it for the live page, the same way): nothing of a game or of the welcome is saved on this
 * device, or the welcome was shown and neither closed nor followed by a sowing; and the link asks
 * for nothing but a game, a language and a speed (any other option may open something else, and
 * the page's own welcome then decides). Read from what the build writes on `<html>` (the prefix
 * of the saved settings and the games: scripts/prerender.mjs HTML_DATA).
 */
function firstVisit() {
  const { savePrefix, games } = document.documentElement.dataset;
  if (savePrefix === undefined || !games) return false;
  for (const name of new URLSearchParams(location.search).keys())
    if (!["game", "lang", "speed"].includes(name)) return false;
  try {
    const saved = (/** @type {string} */ name) => localStorage.getItem(savePrefix + name);
    const welcome = saved("welcome");
    if (welcome !== null) return welcome === "open";
    return saved("current") === null && games.split(" ").every((g) => saved(`game:${g}`) === null);
  } catch {
    return false;
  }
}

const copies = [...document.querySelectorAll("[data-prerender]")];
// The copies' welcome (closed in the HTML, so no one else ever sees it) opens for a first visit
// before the first paint (this script blocks rendering until it has run), where the game's own
// welcome will show once it takes over.
if (firstVisit())
  for (const copy of /** @type {HTMLElement[]} */ (copies)) {
    copy.querySelector(".welcome")?.removeAttribute("hidden");
    copy.dataset.welcomeOpen = "true";
  }
const shown = copies.some((copy) => getComputedStyle(copy).display !== "none");
(shown ? painted().catch(() => {}) : Promise.resolve())
  .then(() => {
    // The wasm's preload and the modules' (index.html's template), all fetched at once.
    const later = /** @type {HTMLTemplateElement | null} */ (
      document.querySelector("template[data-after-paint]")
    );
    if (later) document.head.append(later.content);
    return import("./page.js");
  })
  .catch(failed);
