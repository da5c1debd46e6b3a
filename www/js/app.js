// index.html's entry. The page opens on the first screen the build wrote into it
// (scripts/prerender.mjs); the game's modules and the wasm are fetched once that screen has been
// painted, so they never compete with it for the network, and js/page.js then mounts the game,
// which takes it over.
// Where no copy shows (the debug build, a kiosk, a lesson…) the game loads at once.

/**
 * Resolves once the page's first contentful paint has been presented, or after half a second
 * where none comes (a hidden tab, an iframe out of view, a browser without paint timing).
 */
function painted() {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return Promise.resolve();
  let observer;
  return new Promise((done) => {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) done();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(done, 500);
  }).finally(() => observer.disconnect());
}

const copies = [...document.querySelectorAll("[data-prerender]")];
const shown = copies.some((copy) => getComputedStyle(copy).display !== "none");
(shown ? painted() : Promise.resolve()).then(() => {
  // The wasm's preload and the modules' (index.html's template), all fetched at once.
  const later = document.querySelector("template[data-after-paint]");
  if (later) document.head.append(later.content);
  return import("./page.js");
});
