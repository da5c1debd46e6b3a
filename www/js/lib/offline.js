// Registers the service worker (../sw.js, scope: the site's root) that keeps the release
// build for offline use. index.html and embed.html call it once the game is up; the
// <mancala-board> element does not (a host page's own service worker stays its own).
//
// Its first install fetches and stores every file of the build: about 0.6 s of the
// browser's work (its network, storage and the worker's thread), which on two cores
// takes time from a sowing's frames. So the worker is registered only once the game's boards
// have been still (no sowing, no `data-busy`) for STILL_MS: a first move made at once is drawn
// first (issue 29; docs/measurements/2026-12-05.md, "A fresh browser's first sowing").

/** How long the boards stay still before the worker is registered (ms). */
const STILL_MS = 3000;

/**
 * Registers sw.js once the boards in `root` have been still for STILL_MS; a browser without
 * service workers, or a refusal, only loses offline use.
 * @param {Element} root the game's element
 */
export function registerOffline(root) {
  if (!("serviceWorker" in navigator)) return;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const register = () => {
    sowings.disconnect();
    navigator.serviceWorker.register(new URL("../../sw.js", import.meta.url)).catch((e) => {
      console.warn(`Offline use is not available: ${e && e.message ? e.message : e}`);
    });
  };
  // Each sowing's start or end starts the wait again.
  const wait = () => {
    clearTimeout(timer);
    if (!root.querySelector("[data-busy]")) timer = setTimeout(register, STILL_MS);
  };
  const sowings = new MutationObserver(wait);
  sowings.observe(root, { subtree: true, attributeFilter: ["data-busy"] });
  wait();
}
