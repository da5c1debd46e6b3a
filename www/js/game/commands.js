// What the buttons of a mounted game do (each names its command in data-action; a feature adds
// its own, game/features.js), the game tabs (data-game) and the language buttons (data-lang), and
// the keys: Escape skips a sowing; on the page, ← → Home End outside any field look back and forth.

/** @import { Controller, Mount, Screen, Settings, Variant, Views } from "../types.js"
 * @import { Features } from "./features.js" */

/**
 * What a core command is given: the controller, the core views, the button pressed, the lesson's
 * start.
 * @typedef {{ ctl: Controller, views: Views, target: HTMLElement,
 *   startLesson: (variant: Variant) => Promise<void> }} CommandContext
 */

/** @type {{ [action: string]: (on: CommandContext) => unknown }} */
const COMMANDS = {
  new: ({ ctl }) => ctl.newGameDialog(),
  undo: ({ ctl }) => ctl.undo(),
  hint: ({ ctl }) => ctl.hint(),
  sound: ({ views }) => views.sound.toggle(),
  flip: ({ views }) => {
    views.flip.toggle();
    views.rerender();
  },
  cycle: ({ ctl }) => ctl.agree(),
  critique: ({ ctl }) => ctl.critique(),
  analyse: ({ ctl, views }) => ctl.analysis.open().then((shown) => shown && views.analysis.focus()),
  share: ({ views }) => views.keep?.toggle(),
  rules: ({ views }) => views.rules.toggle(),
  "rules-close": ({ views }) => views.rules.toggle(false),
  puzzles: ({ ctl, views }) => ctl.puzzle.next().then((shown) => shown && views.puzzle.focus()),
  lesson: ({ ctl, target, startLesson }) =>
    startLesson(
      /** @type {Variant} */ (target.dataset.variant) || /** @type {Screen} */ (ctl.screen).variant,
    ),
};

/**
 * A lesson's start from a button (the rules panel, a feature): the panel makes room for the
 * board, the focus goes to the lesson.
 * @param {HTMLElement} root
 * @param {Pick<Views, "rules" | "lesson">} views
 * @param {() => Controller | null} ctl
 */
export const lessonStarter = (root, views, ctl) => async (/** @type {Variant} */ variant) => {
  const live = ctl();
  if (!live || !(await live.lesson.start(variant))) return;
  if (root.dataset.rulesOpen) await views.rules.toggle(false);
  views.lesson.focus();
};

/**
 * Listens for the clicks on the controls and for the keys; returns what removes the listeners.
 * @param {HTMLElement} root
 * @param {object} game
 * @param {Mount} game.o
 * @param {Settings} game.settings
 * @param {Views} game.views
 * @param {Features} game.features
 * @param {() => Controller | null} game.ctl
 * @param {(variant: Variant) => Promise<void>} game.startLesson
 */
export function listen(root, { o, settings, views, features, ctl, startLesson }) {
  /** @param {MouseEvent} e */
  function onClick(e) {
    const target = /** @type {Element} */ (e.target).closest("button");
    const live = ctl();
    if (!target || !live || !live.screen || live.screen.session === "attract") return;
    const action = target.dataset.action || "";
    if (target.dataset.game)
      live.open(/** @type {Variant} */ (target.dataset.game)).then(() => views.rules.refresh());
    else if (target.dataset.lang) {
      settings.setLang(target.dataset.lang);
      features.count("lang", { lang: target.dataset.lang });
    } else if (features.commands[action]) features.commands[action](target);
    else COMMANDS[action]?.({ ctl: live, views, target, startLesson });
  }
  /** @param {Event} event */
  function onKey(event) {
    const e = /** @type {KeyboardEvent} */ (event);
    if (e.key === "Escape" && views.board.busy) return views.board.skip();
    const quiet = e.target === document.body || e.target === root;
    if (!o.page || !o.moves || !quiet || e.altKey || e.ctrlKey || e.metaKey) return;
    /** @type {(() => void) | undefined} */
    const go = {
      ArrowLeft: () => views.on.step(-1),
      ArrowRight: () => views.on.step(1),
      Home: () => views.on.view(-1),
      End: () => views.on.backToGame(),
    }[e.key];
    if (!go) return;
    e.preventDefault();
    go();
  }
  const keyTarget = o.page ? document : root;
  root.addEventListener("click", onClick);
  keyTarget.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("click", onClick);
    keyTarget.removeEventListener("keydown", onKey);
  };
}
