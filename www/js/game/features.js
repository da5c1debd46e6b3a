// The page features, the one list that names them (docs/architecture.md, "Where a feature plugs
// in"): each is a folder features/<name>/ whose index.js has install(game), given what a mounted
// game offers (GameContext in ../types.js) and returning its hooks (Installed). A mount has the
// features its options want; the hooks of those installed at once run in the order of the list,
// and a feature fetched later runs after them. The welcome comes before the narration: on a first
// visit it turns the narration on before the narration reads it.
// A feature not on the first screen is fetched when first needed: its `load` is an import(), and
// its `until` (if any) stands in for it until then, calling `fetch` when it is needed; one that
// joins after the game is ready gets `ready` and the screen shown (featureHooks' add). The
// welcome and the narration are on a first visit's first screen (the welcome turns the narration
// on), so they come with the page. A feature with a stylesheet of its own (the facing layout's, the
// kiosk's) fetches it in its `load`, beside its module, and installs once both have come (lib/styles.js).
import * as welcome from "../features/welcome/index.js";
import * as narration from "../features/narration/index.js";
import { withStylesheet } from "../lib/styles.js";

/** @import { Controller, Feature, FeatureModule, GameContext, Installed, Screen } from "../types.js" */

/** @type {readonly Feature[]} */
export const FEATURES = [
  { name: "welcome", wanted: (o) => o.page && !o.kiosk, load: () => welcome },
  { name: "narration", wanted: () => true, load: () => narration },
  {
    name: "facing",
    wanted: () => true,
    load: ({ root }) =>
      withStylesheet(
        root,
        new URL("../../css/facing.css", import.meta.url),
        import("../features/facing/index.js"),
      ),
    // Fetched when the layout is face to face, from the start or once chosen. From the start, the
    // game is ready once it has come: index.html's first screen gives way to a game already face
    // to face, which then never moves.
    until({ settings }, fetch) {
      const start = settings.layout === "facing" ? fetch() : null;
      return {
        layout: (layout) => void (layout === "facing" && fetch()),
        ready: () => start,
        destroy() {},
      };
    },
  },
  {
    name: "voice",
    wanted: (o) => o.voice.on || o.voice.button,
    load: () => import("../features/voice/index.js"),
    // Fetched when the voice is on from the start (the option, else the choice kept), or at the
    // first press of its button, which it then takes (the press passed on once it has come).
    until({ root, o, store }, fetch) {
      const button = root.querySelector("[data-action=voice]");
      const onClick = () => {
        button?.removeEventListener("click", onClick);
        fetch().then(() => /** @type {HTMLElement} */ (button).click());
      };
      const kept = o.voice.given ? null : store.get("voice");
      if (kept ? kept === "on" : o.voice.on) fetch();
      else button?.addEventListener("click", onClick);
      return { destroy: () => button?.removeEventListener("click", onClick) };
    },
  },
  {
    name: "stats",
    wanted: (o) => o.stats || o.staff,
    // The staff view's stylesheet with it, when it shows.
    load: ({ root, o }) =>
      o.staff
        ? withStylesheet(
            root,
            new URL("../../css/staff.css", import.meta.url),
            import("../features/stats/index.js"),
          )
        : import("../features/stats/index.js"),
  },
  {
    name: "kiosk",
    wanted: (o) => o.kiosk,
    load: ({ root }) =>
      withStylesheet(
        root,
        new URL("../../css/kiosk.css", import.meta.url),
        import("../features/kiosk/index.js"),
      ),
    // On from the start, fetched at once: its game stays hidden until its stylesheet has come
    // (css/game.css), and is ready once both have come, so a kiosk never shows unstyled.
    until(_game, fetch) {
      const start = fetch();
      return { ready: () => start, destroy() {} };
    },
  },
  // Live games through the host's relay: fetched only when a relay is set (docs/live.md).
  {
    name: "live",
    wanted: (o) => o.relay !== null,
    load: () => import("../features/live/index.js"),
  },
  // Your games (docs/page.md): fetched at once when some are kept, else at the first end of a
  // game, which it is then handed to keep; from then on it hears each end itself. A live game's
  // end (`mancala:game-end` on the root, docs/live.md) is handed to it each time.
  {
    name: "your-games",
    wanted: (o) => o.save,
    load: () => import("../features/your-games/index.js"),
    until({ root, store }, fetch) {
      let joined = /** @type {unknown} */ (store.get("games") && fetch());
      /** @param {unknown} facts */
      const end = (facts) => fetch().then((f) => f?.asking?.("end", facts));
      // Only a page that saves has it, and its game lasts as long as the page: kept listening.
      root.addEventListener("mancala:game-end", (e) => end(/** @type {CustomEvent} */ (e).detail));
      return {
        asking: (kind, facts) => (kind === "end" && !joined && (joined = end(facts)), () => {}),
        destroy() {},
      };
    },
  },
];

/**
 * The hooks of the installed features, each called on every feature that has it, in the list's
 * order; none installed yet (startFeatures installs them). The core views, the effects, the
 * commands and boot call these.
 */
export function featureHooks() {
  /** @type {Installed[]} */
  const installed = [];
  /** @type {NonNullable<Installed["provides"]>} */
  const provided = {};
  /**
   * @template {keyof Installed} K
   * @param {K} name
   * @returns {NonNullable<Installed[K]>[]}
   */
  const each = (name) => /** @type {any[]} */ (installed.map((f) => f[name]).filter(Boolean));
  /** @param {(() => void)[]} ends */
  const all = (ends) => () => ends.forEach((end) => end());
  let gone = false;
  /** @type {Controller | null} the controller once `ready` has been called */
  let readied = null;
  /** @type {Screen | null} the screen drawn last, for a feature that joins after it */
  let drawn = null;
  return {
    installed,
    /** What a feature's `commands` add to the buttons' (game/commands.js). */
    commands: /** @type {{ [action: string]: (target: HTMLElement) => unknown }} */ ({}),
    /**
     * Adds a feature's hooks; one that joins once the game is ready is readied, and one that
     * joins after a screen was drawn (the game ready or not: Mangala IV's ritual comes first) is
     * given the screen shown. Gives the hooks back (none once the game is gone).
     * @param {Installed} hooks
     */
    add(hooks) {
      if (gone) return void hooks.destroy();
      installed.push(hooks);
      Object.assign(this.commands, hooks.commands);
      Object.assign(provided, hooks.provides);
      if (readied) hooks.ready?.(readied);
      const shown = readied?.screen ?? drawn;
      if (shown) hooks.render?.(shown);
      return hooks;
    },
    /** @param {Screen} s */
    status(s) {
      let row = null;
      for (const status of each("status")) row = status(s) ?? row;
      return /** @type {import("../types.js").PlayerNumber | null} */ (row);
    },
    /** @param {Screen} s */
    render(s) {
      drawn = s;
      each("render").forEach((render) => render(s));
    },
    /** @param {import("../types.js").Trace} trace */
    sowing: (trace) => all(each("sowing").map((sowing) => sowing(trace))),
    /** @type {NonNullable<Installed["step"]>} */
    step: (e, view) => each("step").forEach((step) => step(e, view)),
    /** @param {string} kind @param {unknown} facts */
    asking: (kind, facts) => all(each("asking").map((asking) => asking(kind, facts))),
    /** @param {number} pit @param {Screen} s */
    picked: (pit, s) => each("picked").forEach((picked) => picked(pit, s)),
    words: () => each("words").forEach((words) => words()),
    /** @param {import("../types.js").Layout} layout */
    layout: (layout) => each("layout").forEach((set) => set(layout)),
    /** @param {Controller} ctl */
    ready(/** @type {Controller} */ ctl) {
      readied = ctl;
      return Promise.all(each("ready").map((ready) => ready(ctl)));
    },
    /** @type {GameContext["speak"]} */
    speak: (text, how) => provided.speak?.(text, how),
    /** @type {GameContext["count"]} */
    count: (event, fields) => provided.count?.(event, fields),
    destroy() {
      gone = true;
      installed.forEach((f) => f.destroy());
    },
  };
}

/** @typedef {ReturnType<typeof featureHooks>} Features */

/**
 * Installs the features of `list` that the mount wants into `features` (featureHooks), each
 * given `game`: at once, or, for one with `until`, its stand-in until it is first needed; a
 * feature whose module is fetched joins once it has come.
 * @param {readonly Feature[]} list
 * @param {GameContext} game
 * @param {Features} features
 */
export function startFeatures(list, game, features) {
  for (const feature of list) {
    if (!feature.wanted(game.o)) continue;
    /** Installs the module, and gives its hooks. @param {FeatureModule} m */
    const install = (m) => features.add(m.install(game));
    /** A fetched feature that cannot come (offline) or start leaves the game as it is, and says
     * why in the console. @param {unknown} error */
    const failed = (error) => console.warn(`the ${feature.name} feature could not start:`, error);
    /** @type {Promise<Installed | void> | null} */
    let fetched = null;
    const fetch = () =>
      (fetched ??= Promise.resolve(feature.load(game)).then(install).catch(failed));
    if (feature.until) features.add(feature.until(game, fetch));
    else {
      const module = feature.load(game);
      if (module instanceof Promise) module.then(install).catch(failed);
      else install(module);
    }
  }
  return features;
}
