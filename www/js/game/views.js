// The core views of a mounted game, in one list: the board (with the seeds' sound), the status
// line and the controls, the hint, the move list and looking back, the review of a game, the
// game file, the turn of the board (whose row is at the bottom), the rules panel, a lesson's and a puzzle's boxes, and the notices. render(screen)
// draws each from the controller's screen, the features' own hooks around them
// (game/features.js: `status` before, `render` after). A view that only some screens need is
// fetched the first time one does (lazyView).
import { createBoard } from "../board/index.js";
import { createSound } from "../sound/index.js";
import { lazy } from "../lib/lazy.js";
import { withStylesheet } from "../lib/styles.js";
import { playerNames, playerRoles } from "../views/words.js";
import { renderStatus } from "../views/status.js";
import { renderControls } from "../views/controls.js";
import { showNotice, dropNotice } from "../views/notices.js";
import { createBoardView } from "../views/board.js";
import { createFlip } from "../views/flip.js";
import { createHintView } from "../views/hint.js";
import { createMovesView } from "../views/moves.js";
import { createReviewView } from "../views/review.js";
import { createKeepView } from "../views/keep.js";
import { createRulesPanel } from "../views/rules-panel.js";

/**
 * @import { Board, Controller, Effects, Looking, Mount, MountOptions, Screen, Settings, Store,
 *   Views } from "../types.js"
 * @import { Features } from "./features.js"
 */

/**
 * Builds the board and the core views inside root.
 * @param {HTMLElement} root
 * @param {object} game
 * @param {Mount} game.o
 * @param {MountOptions} game.options
 * @param {Store} game.store
 * @param {Settings} game.settings
 * @param {Features} game.features
 * @param {() => Controller | null} game.ctl the controller, once it has come
 */
export function createViews(root, { o, options, store, settings, features, ctl }) {
  const $ = finder(root);
  const board = createBoard($("[data-board-host]"), {
    t: settings.t,
    onMove: (pit) => {
      const shown = ctl()?.screen;
      if (shown) features.picked(pit, shown);
      ctl()?.pick(pit);
    },
    onMiss: (pit) => ctl()?.miss(pit),
    onStep: (event, view) => {
      features.step(event, view);
      sound.play(event, view);
    },
  });
  board.setSpeed(settings.speed);
  const sound = soundOf(root, o, options, store, ctl);
  const on = looking(ctl);
  const rules = createRulesPanel(root, () => ({
    variant: ctl()?.screen?.variant || options.variant || "ali-guli-mane",
    lang: settings.lang,
    t: settings.t,
  }));
  const v = {
    board,
    sound,
    on,
    rules,
    boardView: createBoardView(board),
    flip: createFlip(root, board),
    hint: createHintView($("[data-hint-text]"), (words) => board.say(words)),
    moves: o.moves
      ? createMovesView($("[data-moves]"), on, (pit) => ctl()?.Game.letterOf(pit) ?? "")
      : null,
    review: o.moves ? createReviewView($("[data-review-bar]"), on) : null,
    /** @type {Effects["notice"]} */
    notice: (kind, key, vars = {}) =>
      showNotice(root, settings.t, kind, key ? settings.t(key, vars) : vars.why, {
        detail: key ? vars.why : undefined,
      }),
    keep: o.keep ? keepView(root, settings, ctl) : null,
    ...modeViews(root, o, settings, { board, on, ctl, rerender: () => rerender() }),
  };
  const render = drawing(root, o, settings, features, v);
  const rerender = () => {
    const s = ctl()?.screen;
    if (s) render(s);
  };
  return {
    ...v,
    render,
    rerender,
    /**
     * A setting changed (game/settings.js): the features hear of it, the screen is drawn again.
     * @param {"lang" | "speed" | "layout"} what
     */
    changed(what) {
      if (what === "layout") features.layout(settings.layout);
      if (what === "speed") {
        if (ctl()?.screen?.session !== "attract") board.setSpeed(settings.speed);
        return;
      }
      rerender();
      if (what === "lang") {
        rules.refresh();
        features.words();
      }
    },
    destroy() {
      sound.destroy();
      board.destroy();
    },
  };
}

/**
 * Draws a screen: the features' `status` first (a row the status line names), then each core view in
 * order, then the features' `render`.
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {Settings} settings
 * @param {Features} features
 * @param {Omit<Views, "render" | "rerender" | "changed" | "destroy">} v
 */
function drawing(root, o, settings, features, v) {
  return (/** @type {Screen} */ s) => {
    const t = settings.t;
    // Whose row is at the bottom first: the status line's words say where rows are.
    v.flip.render(s, settings.layout);
    renderStatus(root, s, t, o.page, features.status(s));
    renderControls(root, s);
    v.boardView.render(s, t, playerNames(t, s), playerRoles(s));
    v.board.setSpeed(s.session === "attract" ? (o.soak ? "instant" : "slow") : settings.speed);
    v.hint.render(s, t);
    v.moves?.render(s, t);
    v.review?.render(s, t);
    v.critique?.render(s, t);
    v.keep?.render(s);
    v.lesson.render(s, t, settings.lang);
    v.puzzle.render(s, t, settings.lang);
    v.analysis.render(s, t, settings.lang);
    features.render(s);
  };
}

/** @param {HTMLElement} root */
const finder = (root) => (/** @type {string} */ selector) =>
  /** @type {HTMLElement} */ (root.querySelector(selector));

/**
 * The sound of the seeds: a sound=… option first, then the choice kept, then the default.
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {MountOptions} options
 * @param {Store} store
 * @param {() => Controller | null} ctl
 */
function soundOf(root, o, options, store, ctl) {
  const kept = options.sound === undefined ? store.get("sound") : null;
  return createSound(root.querySelector("[data-action=sound]"), {
    on: o.sound.button && (kept ? kept === "on" : o.sound.on),
    remember: (on) => store.set("sound", on ? "on" : "off"),
    gestures: o.page ? document : root,
    quiet: () => ctl()?.screen?.session === "attract",
  });
}

/**
 * Looking back, for the move list, the bar and the keys (the controller comes with the wasm).
 * @param {() => Controller | null} ctl
 */
function looking(ctl) {
  const on = /** @type {Looking} */ ({});
  for (const name of /** @type {(keyof Looking)[]} */ ([
    "view",
    "step",
    "backToGame",
    "replay",
    "replayStep",
    "pause",
    "cancelCritique",
    "closeCritique",
    "selectCritique",
  ]))
    on[name] = (/** @type {any[]} */ ...args) => /** @type {any} */ (ctl())?.[name](...args);
  return on;
}

/**
 * The game file and the link (the share button's box).
 * @param {HTMLElement} root
 * @param {Settings} settings
 * @param {() => Controller | null} ctl
 */
function keepView(root, settings, ctl) {
  const $ = finder(root);
  const live = () => /** @type {Controller} */ (ctl());
  return createKeepView($("[data-keep-box]"), $("[data-action=share]"), {
    record: () => live().record(),
    toText: () => live().toText(),
    defaults: (name) => live().optionsOf(name),
    notation: () => live().Game,
    openText: (text) => live().openText(text),
    notice: (kind, key, tone) => showNotice(root, settings.t, kind, settings.t(key), { tone }),
    forget: () => dropNotice(root, "share"),
    instant: () => settings.speed === "instant",
  });
}

/**
 * The views whose modules come when first needed: the review of a game (its button shows
 * before), a lesson's box, a puzzle's box, the analysis board's box (all but the lesson's each
 * with its stylesheet: lib/styles.js).
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {Settings} settings
 * @param {{ board: Board, on: Looking, ctl: () => Controller | null, rerender: () => void }} more
 */
function modeViews(root, o, settings, { board, on, ctl, rerender }) {
  const $ = finder(root);
  const live = () => /** @type {Controller} */ (ctl());
  return {
    critique: o.moves
      ? lazyView(
          async () =>
            (
              await withStylesheet(
                root,
                new URL("../../css/critique.css", import.meta.url),
                import("../views/critique.js"),
              )
            ).createCritiqueView(
              $("[data-critique-panel]"),
              /** @type {HTMLButtonElement} */ ($("[data-action=critique]")),
              board,
              { on, lang: () => settings.lang, rerender },
            ),
          (s) => s.session === "play" && s.critique,
          (s) => {
            $("[data-action=critique]").hidden = !s.canCritique;
          },
        )
      : null,
    lesson: lazyView(
      async () => (await import("../views/lesson.js")).createLessonView(root, live().lesson),
      (s) => s.lesson,
    ),
    puzzle: lazyView(
      async () =>
        (
          await withStylesheet(
            root,
            new URL("../../css/puzzle.css", import.meta.url),
            import("../views/puzzle.js"),
          )
        ).createPuzzleView(root, live().puzzle),
      (s) => s.puzzle,
    ),
    analysis: lazyView(
      async () =>
        (
          await withStylesheet(
            root,
            new URL("../../css/analysis.css", import.meta.url),
            import("../views/analysis.js"),
          )
        ).createAnalysisView(
          root,
          { ...live().analysis, pick: (pit) => live().pick(pit) },
          (pit) => live().Game.letterOf(pit),
          { address: o.page },
        ),
      (s) => s.analysis,
      // Before the board's module has come: its control hides over a live game all the same.
      (s) => {
        const analyse = /** @type {HTMLElement | null} */ (
          root.querySelector(".controls [data-action=analyse]")
        );
        if (analyse) analyse.hidden = s.analysable === false;
      },
    ),
  };
}

/**
 * A view whose module is fetched the first time a screen needs it (`needs(screen)`), so a
 * visit that never shows it never fetches it; until then `before(screen)` draws what shows
 * without it. `load()` resolves to the view ({ render(screen, …), focus?() }).
 * @template {any[]} A
 * @param {() => Promise<{ render: (screen: Screen, ...more: A) => void, focus?: () => void }>} load
 * @param {(screen: Screen) => unknown} needs
 * @param {(screen: Screen) => void} [before]
 */
export function lazyView(load, needs, before = () => {}) {
  const view = lazy(load);
  /** @type {[Screen, ...A] | null} */
  let last = null;
  /** @type {Promise<void> | null} */
  let pending = null;
  return {
    /** @param {[Screen, ...A]} args */
    render(...args) {
      last = args;
      if (view.value) return view.value.render(...args);
      if (!needs(args[0])) return before(args[0]);
      // On arrival it draws the last screen asked for, once; after a failed fetch, the next
      // render tries again.
      pending ||= view()
        .then(
          (made) => made.render(.../** @type {[Screen, ...A]} */ (last)),
          () => {},
        )
        .finally(() => (pending = null));
    },
    focus: () => (view.value ? view.value.focus?.() : pending?.then(() => view.value?.focus?.())),
  };
}
