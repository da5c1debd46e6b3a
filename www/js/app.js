// index.html's entry. The page opens on the first screen the build wrote into it
// (scripts/prerender.mjs); the game's modules and the wasm are fetched once that screen has been
// painted, so they never compete with it for the network, and js/page.js then mounts the game,
// which takes it over.
// Where no copy shows (the debug build, a kiosk, a lesson…) the game loads at once.

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

const copies = [...document.querySelectorAll("[data-prerender]")];
const shown = copies.some((copy) => getComputedStyle(copy).display !== "none");
(shown ? painted().catch(() => {}) : Promise.resolve())
  .then(() => {
    // The wasm's preload and the modules' (index.html's template), all fetched at once; of those
    // marked `data-for`, only the words of the language the page speaks (`<html lang>`, set
    // before the first paint by scripts/prerender.mjs INLINE) and, on a first visit (its copy's
    // welcome open: js/first-visit.js), what the game it opens starts with (Mangala IV's ritual).
    const later = /** @type {HTMLTemplateElement | null} */ (
      document.querySelector("template[data-after-paint]")
    );
    if (later) {
      const html = document.documentElement;
      const first = document.querySelector("[data-welcome-open]");
      const kept = `[data-for="${html.lang}"]${first ? `, [data-for="${html.dataset.opens}"]` : ""}`;
      for (const link of later.content.querySelectorAll(`[data-for]:not(${kept})`)) link.remove();
      document.head.append(later.content);
    }
    return import("./page.js");
  })
  .catch(failed);
