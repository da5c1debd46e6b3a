// index.html's game, loaded by js/app.js once the first screen is painted: the game as the
// whole page. Reads share links (?game=…&state=…) and the
// embed options (?kiosk=1&idle=…, ?opponent=computer&level=…, ?lang=…, ?theme=…), mounts
// the game and registers the service worker that keeps the site for offline use.
import { mountGame, registerOffline } from "./mount.js";
import { readLink } from "./lib/links.js";
import { readOptions } from "./lib/options.js";

performance.mark("app-start");
const params = new URLSearchParams(location.search);
const link = readLink(location.search);
const options = readOptions((name) => params.get(name));
// A share link's game is read by the link; the other options apply as they are.
delete options.variant;
const root = /** @type {HTMLElement} */ (document.querySelector("[data-game-root]"));
if (options.kiosk) document.documentElement.dataset.kiosk = "true";
const game = mountGame(root, { ...options, page: true, link });

/** The first screen the build wrote into the page (scripts/prerender.mjs) gives way to the game
 * once it has drawn its own, in the same task, so no frame shows neither or both. */
const takeOver = () => {
  for (const copy of document.querySelectorAll("[data-prerender]")) copy.remove();
};

game.ready.then(() => {
  takeOver();
  if (link.game || link.state)
    history.replaceState(null, "", location.pathname + (link.instant ? "?speed=instant" : ""));
  requestAnimationFrame(() => {
    performance.mark("board-drawn");
    document.documentElement.dataset.ready = "true";
  });
  registerOffline(root);
}, takeOver);
