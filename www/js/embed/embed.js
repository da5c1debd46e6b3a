// embed.html: the game without the site's header, for an <iframe> on another page.
// URL parameters: game, lang, opponent=human|computer, level=beginner|intermediate|strong|
// master, theme=light|dark, rules=0|1, kiosk=1, idle=<minutes>, speed, sound=1,
// lesson=<variant> (that game's lesson opens at once), puzzle=daily|<id> (a puzzle, solved
// inside the embed; nothing is saved), mode=analysis&position=<position text> (that position on
// the analysis board), layout=facing (face to face), voice=1, stats=1, staff=1
// (docs/embedding.md).
// It tells the host page its height on every change of size:
//   parent.postMessage({ type: "mancala:height", height }, "*")
// so a few lines on the host can fit the iframe to the game (docs/embedding.md).
import { mountGame, registerOffline } from "../mount.js";
import { readOptions } from "../lib/options.js";

// The game is built in a task of its own, after the one that ran this module. A module script
// runs when the parser ends, and the browser then lays the page out in that same task: with the
// game already built, its first layout (every font size of its text resolved for the first time)
// and the building would add up to one long task (29 ms unthrottled here, over 100 ms at 4×
// CPU), on museum.html after its first paint (docs/measurements/2026-12-05.md, "museum.html's
// blocking time").
await new Promise((resolve) => setTimeout(resolve, 0));

const params = new URLSearchParams(location.search);
const options = readOptions((name) => params.get(name));
const root = /** @type {HTMLElement} */ (document.querySelector("[data-game-root]"));
if (options.kiosk) document.documentElement.dataset.kiosk = "true";
const game = mountGame(root, options);

/**
 * Posts the game's height to the host page whenever it changes: first when the page is first
 * laid out (a resize observer reports every element once, after the layout, so the height is
 * never asked for before, which would lay the page out inside this module's first task).
 */
function postHeight() {
  if (window.parent === window) return;
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "mancala:height", height }, "*");
  }).observe(root);
}

/** The page speaks the game's language: `<html lang dir>` follow the game's element. */
function followLang() {
  const html = document.documentElement;
  const copy = () => {
    if (root.lang) html.lang = root.lang;
    html.dir = root.dir || "ltr";
  };
  new MutationObserver(copy).observe(root, { attributes: true, attributeFilter: ["lang", "dir"] });
  copy();
}

postHeight();
followLang();
game.ready.then(
  () => {
    document.documentElement.dataset.ready = "true";
    registerOffline(root);
  },
  () => {},
);
