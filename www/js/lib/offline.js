// Registers the service worker (../sw.js, scope: the site's root) that keeps the release
// build for offline use. index.html and embed.html call it once the game is up; the
// <mancala-board> element does not (a host page's own service worker stays its own).

/** Registers sw.js; a browser without service workers, or a refusal, only loses offline use. */
export function registerOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(new URL("../../sw.js", import.meta.url)).catch((e) => {
    console.warn(`Offline use is not available: ${e && e.message ? e.message : e}`);
  });
}
