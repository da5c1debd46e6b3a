// One full game — the board, its move list and its controls — mounted into any element:
//
//   const game = mountGame(element, options);
//
// index.html, embed.html and <mancala-board> all use this; everything stays inside
// `element` (no document-level ids or listeners unless `page` is set), so several games
// live on one page, each with its own Game handle. The options, each with its default, are
// MountOptions in lib/options.js (those a URL or an element can give are its OPTIONS).
//
// The returned handle: ready (a Promise: the first game is open), element, setLang(lang),
// setLayout(layout), destroy(), and what the page features provide (game/features.js), else
// nothing: speak(text, how) says `text` after what is being said, or at once with
// { interrupt: true }; count(event, fields) counts an event on this device.
// readOptions (lib/options.js) is passed on for <mancala-board>, which fetches this file alone
// to read its attributes and mount its game, and registerOffline (lib/offline.js) for index.html
// and embed.html, which register the service worker: so both are in the game's own file
// (scripts/bundle.mjs), not files of their own.
//
// This file only assembles the parts (docs/architecture.md): the options with their defaults, the
// shell of elements (views/shell.js), the saved settings (lib/storage.js), the settings
// (game/settings.js), the core views (game/views.js), the page features (game/features.js, the
// one list that names them), the commands and keys (game/commands.js), then boot
// (game/boot.js): the wasm, the controller (flow/controller.js) and the first game.
import { mountOptions } from "./lib/options.js";
import { storeFor } from "./lib/storage.js";
import { later } from "./lib/lazy.js";
import { buildShell } from "./views/shell.js";
import { createSettings } from "./game/settings.js";
import { createViews } from "./game/views.js";
import { FEATURES, featureHooks, startFeatures } from "./game/features.js";
import { listen, lessonStarter } from "./game/commands.js";
import { boot } from "./game/boot.js";

export { readOptions } from "./lib/options.js";
export { registerOffline } from "./lib/offline.js";

/** @import { Controller, Feature, MountOptions } from "./types.js" */

let mounted = 0;

/**
 * Mounts a game into element; see the options above.
 * @param {HTMLElement} element
 * @param {MountOptions} [options]
 * @param {readonly Feature[]} [list] the page features to choose from (a test gives its own)
 */
export function mountGame(element, options = {}, list = FEATURES) {
  mounted += 1;
  const root = element;
  const id = `mg${mounted}`;
  const o = mountOptions(options);
  buildShell(root, o, id);
  const store = storeFor(o);
  /** @type {ReturnType<typeof later<Controller>>} */
  const controller = later();
  const ctl = controller.get;
  const features = featureHooks();
  const settings = createSettings(root, o, options, store, (what) => views.changed(what));
  const views = createViews(root, { o, options, store, settings, features, ctl });
  const startLesson = lessonStarter(root, views, ctl);
  const game = { root, id, o, options, store, settings, views, ctl, startLesson };
  startFeatures(
    list,
    {
      ...game,
      controller: controller.promise,
      rerender: views.rerender,
      speak: features.speak,
      count: features.count,
    },
    features,
  );
  const unlisten = listen(root, { ...game, features });
  const ready = boot(root, { ...game, features, controller });
  return {
    ready,
    element: root,
    setLang: settings.setLang,
    setLayout: settings.setLayout,
    speak: features.speak,
    count: features.count,
    destroy() {
      features.destroy();
      ctl()?.destroy();
      unlisten();
      views.destroy();
      root.replaceChildren();
    },
  };
}
