// One full game — the board, its move list and its controls — mounted into any element:
//
//   const game = mountGame(element, options);
//
// index.html, embed.html and <mancala-board> all use this; everything stays inside
// `element` (no document-level ids or listeners unless `page` is set), so several games
// live on one page, each with its own Game handle.
//
// options (every field optional; those a URL or an element can give, with their values and
// defaults, are OPTIONS in ./options.js, the list the embed builder offers too):
//   variant     "ali-guli-mane" | "al-manqala" | "mangala-iv" — the game to open
//               (default: the saved current game, else Ali Guli Mane)
//   lang        "en" | "pt" | "tr" | "ar" | "kn" (default: the saved language, else the
//               browser's when it is one of these, else English)
//   opponent    "human" (default: two people on one device) | "computer"
//   level       "beginner" | "intermediate" (default) | "strong" | "master"
//   first       "you" (default: the computer plays North) | "computer" (it plays South,
//               the seat that moves first): the opponent of a new game; a saved game keeps
//               its own, and the new-game dialog changes it
//   theme       "light" (default) | "dark": the surround of the board
//   rules       "button" (default in page mode) | "open" (the panel starts open) |
//               "none" (no rules panel; the default for embeds)
//   speed       "slow" | "normal" (default) | "fast" | "instant"
//   kiosk       true: full screen, large targets, no share button, attract mode
//   sound       true / false: the sound of the seeds (default: on in page mode, else off;
//               a kiosk shows no sound button unless it is true)
//   idle        minutes without a touch before a kiosk plays itself (default 2)
//   layout      "side" (default: the players side by side, facing the screen) | "facing" (face
//               to face across a table: North's words turn to North, each player's own
//               buttons on their edge; features/facing/view.js). The new-game dialog changes it
//               between two people, and a saving page keeps it.
//   countdown   seconds a kiosk's "Still there?" counts down before attract mode (default 30)
//   soak        true: a kiosk's attract mode at full speed, no pause (scripts/soak.mjs)
//   save        true: keep the game and settings in localStorage (default: page mode
//               and not kiosk). Embeds and kiosks never save, so boards don't clash.
//   moves       false: no move list nor looking back (default true, false in a kiosk)
//   header      { title, chooser, languages }: which parts of the header show
//               (default all in page mode; none for embeds, languages in a kiosk)
//   page        true: this game is the page (index.html): it sets the document's
//               title and language, reads game links and listens for keys anywhere
//   link        a game link's parameters (lib/links.js readLink), page mode
//   lesson      a variant: its lesson opens over the game (flow/modes/lesson.js)
//   voice       true: the words are spoken (features/voice/speech.js; default off, a header button in
//               page mode or when the option is given turns it on and off)
//   stats       true: the visitor counts on this device (features/stats/counts.js)
//   staff       true: the staff view of those counts above the game (features/stats/staff.js)
//   puzzle      "daily" or a puzzle's id: that puzzle shows over the game (flow/modes/puzzle.js);
//               one that can't be found gives a notice and the game
//
// The returned handle: ready (a Promise), setLang(lang), setLayout(layout), element, destroy(),
// speak(text), count(event, fields) (the same as ui.speak and ui.count below).
//
// The parts: flow/controller.js is the game flow (a state machine publishing one screen
// state); views/ render that state; this file builds them and connects them. `ui` is what
// they share: { lang, t, speed, ctl (the controller, once the wasm is in), kiosk, sound, scene
// (the import of a scene's code, once one has started), speak, count }.
// Hooks for any mode (a puzzle, a kiosk's overlay):
//   ui.speak(text, how)      says `text` in the voice and shows it under the board, when the voice
//                            is on (else nothing): a puzzle's goal and verdict, "still there?";
//                            after what is being said, or at once with { interrupt: true }
//   ui.count(event, fields)  counts an event of the visitor counts, when they are on (else
//                            nothing); the event names are listed in features/stats/tally.js
import { createBoard } from "./board/index.js";
import { PACE } from "./board/animate.js";
import { createSound } from "./sound/index.js";
import { translator, loadWords, langOf } from "./i18n/index.js";
import { wasmReady } from "./lib/wasm.js";
import * as saves from "./lib/storage.js";
import { opensGame, recordOfLink } from "./lib/links.js";
import { VARIANTS, SPEEDS, LEVELS, isOneOf, defaultOf } from "./lib/options.js";
import { createController } from "./flow/controller.js";
import { lazy } from "./lib/lazy.js";
import { buildShell } from "./views/shell.js";
import { applyWords, playerNames, playerRoles, resultLine, spokenEvent } from "./views/words.js";
import { renderStatus } from "./views/status.js";
import { renderControls } from "./views/controls.js";
import { showNotice, dropNotice } from "./views/notices.js";
import { createBoardView } from "./views/board.js";
import { createHintView } from "./views/hint.js";
import { createMovesView } from "./views/moves.js";
import { createReviewView } from "./views/review.js";
import { createKeepView } from "./views/keep.js";
import { createRulesPanel } from "./views/rules-panel.js";
import { askDialog } from "./views/dialogs.js";
import { createFacing } from "./features/facing/view.js";
import { LAYOUTS } from "./lib/options.js";
import { createNarrationView } from "./features/narration/view.js";
import { createWelcomeView } from "./features/welcome/view.js";

/**
 * @import { Controller, Effects, MountOptions, Opponent, PlayerNumber, Screen, Speed, Store,
 *   Translate, Variant } from "./types.js"
 * @import { WelcomeChoice } from "./features/welcome/view.js"
 */

/** The options of a mount, with their defaults (mountOptions).
 * @typedef {ReturnType<typeof mountOptions>} Mount */

/**
 * What the mounted game's parts share (see above).
 * @typedef {object} UI
 * @property {string} lang
 * @property {Translate} t
 * @property {Speed} speed
 * @property {Controller | null} ctl
 * @property {ReturnType<typeof import("./features/kiosk/kiosk.js").startKiosk> | null} kiosk
 * @property {ReturnType<typeof createSound> | null} sound
 * @property {Promise<typeof import("./views/ritual.js")>} [scene]
 * @property {"side" | "facing"} layout
 * @property {ReturnType<typeof createFacing> | null} facing
 * @property {(layout: unknown) => void} [setLayout]
 * @property {boolean} newcomer nobody has sown on this device yet (features/welcome/view.js)
 * @property {"on" | "off" | null} narrate "Explain each sowing" as chosen (null: not chosen)
 * @property {(text: string, how?: { interrupt?: boolean }) => void} speak
 * @property {(event: string, fields?: { [field: string]: unknown }) => void} count
 * @property {import("./lib/lazy.js").Lazy<ReturnType<typeof import("./features/stats/counts.js").createStats>>
 *   | null} tally the visitor counts' module, when they are on
 */

/**
 * Looking back, for the move list, the bar, the review and the keys: the controller's
 * commands, passed on once it has come.
 * @typedef {object} Looking
 * @property {(index: number) => void} view
 * @property {(delta: number) => void} step
 * @property {() => void} backToGame
 * @property {() => void} replay
 * @property {() => void} replayStep
 * @property {() => void} pause
 * @property {() => void} cancelCritique
 * @property {() => void} closeCritique
 * @property {(index: number) => void} selectCritique
 */

/** A view drawn from the screen (createViews).
 * @typedef {ReturnType<typeof createViews>} Views */

/** What a lesson's start touches of the views: the rules panel, the lesson's box.
 * @typedef {{ rules: { toggle: (force?: boolean) => Promise<void> },
 *   lesson: { focus: () => unknown } }} LessonViews */

let mounted = 0;

/** The options of a mount, with their defaults (see above). @param {MountOptions} options */
function mountOptions(options) {
  const page = Boolean(options.page);
  const kiosk = Boolean(options.kiosk);
  return {
    page,
    kiosk,
    soak: kiosk && Boolean(options.soak),
    save: options.save ?? (page && !kiosk),
    moves: options.moves ?? !kiosk,
    rules: options.rules || (page ? "button" : "none"),
    header: { title: page && !kiosk, chooser: page, languages: page || kiosk, ...options.header },
    sound: { on: options.sound ?? (page && !kiosk), button: !kiosk || options.sound === true },
    voice: {
      on: options.voice ?? false,
      given: options.voice !== undefined,
      button: page || options.voice !== undefined,
    },
    stats: Boolean(options.stats),
    staff: Boolean(options.staff),
  };
}

/**
 * The opponent of new games that options ask for: null (two people) or { player, level }.
 * @param {MountOptions} options
 * @returns {Opponent | null}
 */
function opponentOf(options) {
  if (options.opponent !== "computer") return null;
  return {
    player: options.first === "computer" ? 0 : 1,
    level: isOneOf(LEVELS, options.level)
      ? options.level
      : /** @type {import("./types.js").Level} */ (defaultOf("level")),
  };
}

/**
 * The saved game and settings, or nothing at all for embeds and kiosks.
 * @param {Mount} o
 * @returns {Store}
 */
function storeFor(o) {
  return {
    get: (name) => (o.save ? saves.getSetting(name) : null),
    set: (name, value) => o.save && saves.setSetting(name, value),
    load: (variant) => (o.save ? saves.loadRecord(variant) : null),
    save(record) {
      if (!o.save) return;
      saves.saveRecord(record);
      saves.setSetting("current", record.variant);
    },
    drop: (variant) => o.save && saves.dropRecord(variant),
  };
}

/**
 * The opponent last chosen in the new-game dialog (older pages kept { computer, level }).
 * @param {Store} store
 * @returns {Opponent | null}
 */
function savedOpponent(store) {
  try {
    const saved = JSON.parse(store.get("opponent") || "null");
    if (!saved || !isOneOf(LEVELS, saved.level)) return null;
    const player = saved.player ?? saved.computer;
    return player === 0 || player === 1 ? { player, level: saved.level } : null;
  } catch {
    return null;
  }
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
function lazyView(load, needs, before = () => {}) {
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

/**
 * Whether the sowings of a screen are explained ("Explain each sowing"): as chosen, and in a
 * lesson unless it was turned off.
 * @param {UI} ui
 * @param {Screen} s
 */
const narrating = (ui, s) =>
  s.session === "play" && (ui.narrate === "on" || (Boolean(s.lesson) && ui.narrate !== "off"));

/**
 * A newcomer's row to play (the owner of the pits they may play, from the handle), for the
 * status line; null when there is none to tell.
 * @param {UI} ui
 * @param {Screen} s
 * @returns {PlayerNumber | null}
 */
function newcomerRow(ui, s) {
  const quiet = s.session !== "play" || s.lesson || s.viewing !== null || s.phase !== "idle";
  if (!ui.newcomer || !ui.ctl || quiet || !s.human || s.over || s.forcedPit !== null) return null;
  return s.board.legal.length ? ui.ctl.Game.ownerOf(s.board.legal[0]) : null;
}

/**
 * Builds the board and the views inside root; returns them and render(screen).
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {UI} ui
 * @param {Variant} variant
 * @param {{ id: string, store: Store }} more the game's id prefix, the settings
 */
function createViews(root, o, ui, variant, { id, store }) {
  /** @param {string} selector */
  const $ = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  /** @type {NonNullable<import("./types.js").BoardConfig["onStep"]>} */
  const onStep = (event, view) => {
    narration.step(event, view);
    ui.sound?.play(event, view);
  };
  const board = createBoard($("[data-board-host]"), {
    t: ui.t,
    onMove: (pit) => {
      const shown = ui.ctl?.screen;
      if (shown) ui.tally?.().then((s) => s.picked(shown));
      ui.ctl?.pick(pit);
    },
    onMiss: (pit) => ui.ctl?.miss(pit),
    onStep,
  });
  const narration = createNarrationView(
    $("[data-narration]"),
    root.querySelector("[data-action=narrate]"),
    { t: () => ui.t, wanted: (s) => narrating(ui, s), say: (words) => board.say(words) },
  );
  // Looking back, for the move list, the bar and the keys (the controller comes with the wasm).
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
    on[name] = (/** @type {any[]} */ ...args) => /** @type {any} */ (ui.ctl)?.[name](...args);
  const v = {
    board,
    narration,
    on,
    boardView: createBoardView(board),
    hint: createHintView($("[data-hint-text]"), (words) => board.say(words)),
    rules: createRulesPanel(root, () => ({
      variant: ui.ctl?.screen?.variant || variant,
      lang: ui.lang,
      t: ui.t,
    })),
    moves: o.moves
      ? createMovesView($("[data-moves]"), on, (pit) => (ui.ctl ? ui.ctl.Game.letterOf(pit) : ""))
      : null,
    review: o.moves ? createReviewView($("[data-review-bar]"), on) : null,
    // The review of a game: its module comes when a review starts; its button shows before.
    critique: o.moves
      ? lazyView(
          async () =>
            (await import("./views/critique.js")).createCritiqueView(
              $("[data-critique-panel]"),
              /** @type {HTMLButtonElement} */ ($("[data-action=critique]")),
              board,
              {
                on,
                lang: () => ui.lang,
                rerender: () => ui.ctl?.screen && render(ui.ctl.screen),
              },
            ),
          (s) => s.session === "play" && s.critique,
          (s) => {
            $("[data-action=critique]").hidden = !s.canCritique;
          },
        )
      : null,
    /** @type {Effects["notice"]} */
    notice: (kind, key, vars = {}) =>
      showNotice(root, ui.t, kind, key ? ui.t(key, vars) : vars.why, {
        detail: key ? vars.why : undefined,
      }),
    // A lesson: its module comes when the first lesson starts.
    lesson: lazyView(
      async () =>
        (await import("./views/lesson.js")).createLessonView(
          root,
          /** @type {Controller} */ (ui.ctl).lesson,
        ),
      (s) => s.lesson,
    ),
    // A puzzle: its module comes when the first puzzle shows.
    puzzle: lazyView(
      async () =>
        (await import("./views/puzzle.js")).createPuzzleView(
          root,
          /** @type {Controller} */ (ui.ctl).puzzle,
        ),
      (s) => s.puzzle,
    ),
  };
  const ctl = () => /** @type {Controller} */ (ui.ctl);
  // The welcome of a first visit, on index.html only (its header button is built there).
  const welcome = root.querySelector("[data-action=welcome]")
    ? createWelcomeView(root, id, {
        t: () => ui.t,
        puzzles: () => Boolean(ui.ctl && "puzzle" in ui.ctl),
        choose: (choice) => welcomeChoice(root, ui, v, store, choice),
        closed: () => welcomed(ui, store, "seen"),
        focusBoard: () => board.focus(),
      })
    : null;
  const keep = o.kiosk
    ? null
    : createKeepView($("[data-keep-box]"), $("[data-action=share]"), {
        record: () => ctl().record(),
        toText: () => ctl().toText(),
        defaults: (name) => ctl().optionsOf(name),
        notation: () => ctl().Game,
        openText: (text) => ctl().openText(text),
        notice: (kind, key, tone) => showNotice(root, ui.t, kind, ui.t(key), { tone }),
        forget: () => dropNotice(root, "share"),
        instant: () => ui.speed === "instant",
      });
  /** @param {Screen} s */
  const render = (s) => {
    if (ui.newcomer && sownByPerson(s)) {
      welcomed(ui, store, "played");
      welcome?.hide();
    }
    welcome?.render(s);
    v.narration.render(s);
    renderStatus(root, s, ui.t, o.page, newcomerRow(ui, s));
    renderControls(root, s);
    v.boardView.render(s, ui.t, playerNames(ui.t, s), playerRoles(s));
    board.setSpeed(s.session === "attract" ? (o.soak ? "instant" : "slow") : ui.speed);
    v.hint.render(s, ui.t);
    v.moves?.render(s, ui.t);
    v.review?.render(s, ui.t);
    v.critique?.render(s, ui.t);
    keep?.render(s);
    v.lesson.render(s, ui.t, ui.lang);
    ui.facing?.render(s);
    v.puzzle.render(s, ui.t, ui.lang);
  };
  return { ...v, welcome, keep, render };
}

/**
 * What the controller needs from the page (see flow/controller.js).
 * @param {HTMLElement} root
 * @param {UI} ui
 * @param {Views} v
 * @returns {Effects}
 */
function createEffects(root, ui, v) {
  /** @param {string} selector */
  const $ = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const screen = () => /** @type {Screen} */ (/** @type {Controller} */ (ui.ctl).screen);
  return {
    async animate(trace, signal) {
      v.narration.begin(trace);
      try {
        await v.boardView.animate(trace, signal);
      } finally {
        v.narration.end();
      }
    },
    settle: () => v.boardView.settle(),
    beat: (signal) => pause(ui.speed === "instant" ? 0 : PACE[ui.speed] * 4, signal),
    async ask(kind, facts, signal) {
      const asked = askDialog(
        /** @type {HTMLDialogElement} */ ($("[data-dialog]")),
        () => ({ t: ui.t, screen: screen(), critique: Boolean(v.critique), layout: ui.layout }),
        kind,
        facts,
        signal,
      );
      // The dialog is open: face to face, it turns towards the player it concerns.
      const back = ui.facing?.asking(kind, facts);
      try {
        const choice = await asked;
        const layout = "layout" in choice ? choice.layout : null;
        if (choice.value === "start" && isOneOf(LAYOUTS, layout)) ui.setLayout?.(layout);
        return choice;
      } finally {
        back?.();
      }
    },
    notice: v.notice,
    // Words only: every sound comes with a trace's events (the agreed cycle's division too).
    say: (what) => v.board.say(spokenEvent(ui.t, what, playerNames(ui.t, screen()))),
    /** Mangala IV's ritual in the panel; an aborted turn takes it away (resolving null). */
    async ritual({ computer, wantsSouth, chooser }, signal) {
      // Its code arrives on first use; boot waits for it (ui.scene) when a game opens with it.
      ui.scene = import("./views/ritual.js");
      const { playRitual } = await ui.scene;
      const panel = $("[data-panel]");
      /** @type {Promise<null>} */
      const gone = new Promise((resolve) =>
        signal.addEventListener("abort", () => resolve(null), { once: true }),
      );
      const result = await Promise.race([
        playRitual(panel, ui.t, chooser, computer ? { wantsSouth } : null),
        gone,
      ]);
      if (signal.aborted) {
        panel.hidden = true;
        panel.replaceChildren();
      } else v.board.focus();
      return result;
    },
  };
}

/**
 * Whether a person has just sown in the game in play (its last sowing is being drawn).
 * @param {Screen} s
 */
function sownByPerson(s) {
  if (s.session !== "play" || s.lesson || s.phase !== "animating" || s.viewing !== null)
    return false;
  const last = s.moves[s.moves.length - 1];
  return Boolean(last) && (!s.seats.computer || s.seats.computer.player !== last.player);
}

/**
 * Remembers how far the welcome has gone (features/welcome/view.js): "seen" (closed, or a choice
 * taken), "played" (a person has sown: no more newcomer's words, and the welcome goes).
 * @param {UI} ui
 * @param {Store} store
 * @param {"seen" | "played"} how
 */
function welcomed(ui, store, how) {
  if (how === "played") {
    ui.newcomer = false;
    store.set("welcome", "played");
  } else if (store.get("welcome") !== "played") store.set("welcome", "seen");
}

/**
 * Whether the welcome is still due: shown before but neither dismissed nor followed by a
 * sowing ("open"), or a first visit (nothing saved on the device: no game, no welcome).
 * @param {Store} store
 */
function welcomeDue(store) {
  const state = store.get("welcome");
  if (!saves.canSave || state === "seen" || state === "played") return false;
  if (state === "open") return true;
  try {
    return store.get("current") === null && VARIANTS.every((variant) => !store.load(variant));
  } catch {
    return false;
  }
}

/**
 * Takes a welcome's choice: a game against the Beginner (a first game's level: see
 * docs/page.md), a game for two on this device, the lesson, the puzzle of the day.
 * @param {HTMLElement} root
 * @param {UI} ui
 * @param {LessonViews & { board: { focus: () => void } }} v
 * @param {Store} store
 * @param {WelcomeChoice} choice
 */
async function welcomeChoice(root, ui, v, store, choice) {
  const ctl = ui.ctl;
  welcomed(ui, store, "seen");
  if (!ctl?.screen) return;
  const variant = ctl.screen.variant;
  if (choice === "lesson") return lessonStarter(root, v)(ctl, variant);
  if (choice === "puzzle") {
    const puzzle = /** @type {{ puzzle?: { start: (which: string) => unknown } }} */ (ctl).puzzle;
    await puzzle?.start("daily");
  } else
    await ctl.startWith(variant, choice === "computer" ? { player: 1, level: "beginner" } : null);
  v.board.focus();
}

/**
 * A lesson's start from a button (the rules panel, the welcome): the panel makes room for the
 * board, the focus goes to the lesson.
 * @param {HTMLElement} root
 * @param {LessonViews} v
 */
const lessonStarter =
  (root, v) => async (/** @type {Controller} */ ctl, /** @type {Variant} */ variant) => {
    if (!(await ctl.lesson.start(variant))) return;
    if (root.dataset.rulesOpen) await v.rules.toggle(false);
    v.lesson.focus();
  };

/**
 * What a button's data-action does, given the controller, the page's state and views, the
 * button, the settings and the lesson's start (listen below).
 * @typedef {{ ctl: Controller, ui: UI, v: Views, target: HTMLElement, store: Store,
 *   startLesson: (ctl: Controller, variant: Variant) => Promise<void> }} CommandContext
 * @type {{ [action: string]: (on: CommandContext) => unknown }}
 */
const COMMANDS = {
  new: ({ ctl }) => ctl.newGameDialog(),
  undo: ({ ctl, ui, target }) => (ui.facing?.active ? ui.facing.undo(target) : ctl.undo()),
  hint: ({ ctl }) => ctl.hint(),
  sound: ({ ui }) => ui.sound?.toggle(),
  cycle: ({ ctl }) => ctl.agree(),
  critique: ({ ctl }) => ctl.critique(),
  share: ({ v }) => v.keep?.toggle(),
  narrate({ ctl, ui, v, store }) {
    const s = /** @type {Screen} */ (ctl.screen);
    ui.narrate = narrating(ui, s) ? "off" : "on";
    store.set("narrate", ui.narrate);
    v.render(s);
  },
  welcome: ({ v }) => (v.welcome?.open ? v.welcome.hide() : v.welcome?.show(true)),
  rules: ({ v }) => v.rules.toggle(),
  "rules-close": ({ v }) => v.rules.toggle(false),
  puzzles: ({ ctl, v }) => ctl.puzzle.next().then((shown) => shown && v.puzzle.focus()),
  lesson: ({ ctl, target, startLesson }) =>
    startLesson(
      ctl,
      /** @type {Variant} */ (target.dataset.variant) || /** @type {Screen} */ (ctl.screen).variant,
    ),
};

/** Clicks on the controls and keys: Escape skips a sowing; on the page, ← → Home End outside
 * any field look back and forth. Returns the function that removes the listeners.
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {UI} ui
 * @param {Views} v
 * @param {(lang: string) => Promise<void>} setLang
 * @param {Store} store
 */
function listen(root, o, ui, v, setLang, store) {
  const startLesson = lessonStarter(root, v);
  /** @param {MouseEvent} e */
  function onClick(e) {
    const target = /** @type {Element} */ (e.target).closest("button");
    const ctl = ui.ctl;
    if (!target || !ctl || !ctl.screen || ctl.screen.session === "attract") return;
    const command = COMMANDS[target.dataset.action || ""];
    if (target.dataset.game)
      ctl.open(/** @type {Variant} */ (target.dataset.game)).then(() => v.rules.refresh());
    else if (target.dataset.lang) {
      setLang(target.dataset.lang);
      ui.count("lang", { lang: target.dataset.lang });
    } else command?.({ ctl, ui, v, target, store, startLesson });
  }
  /** @param {Event} event */
  function onKey(event) {
    const e = /** @type {KeyboardEvent} */ (event);
    if (e.key === "Escape" && v.board.busy) return v.board.skip();
    const quiet = e.target === document.body || e.target === root;
    if (!o.page || !o.moves || !quiet || e.altKey || e.ctrlKey || e.metaKey) return;
    /** @type {(() => void) | undefined} */
    const go = {
      ArrowLeft: () => v.on.step(-1),
      ArrowRight: () => v.on.step(1),
      Home: () => v.on.view(-1),
      End: () => v.on.backToGame(),
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

/**
 * Mounts a game into element; see the options above.
 * @param {HTMLElement} element
 * @param {MountOptions} [options]
 */
export function mountGame(element, options = {}) {
  mounted += 1;
  const o = mountOptions(options);
  const root = element;
  const id = `mg${mounted}`;
  buildShell(root, o, id);
  root.dataset.theme = options.theme === "dark" ? "dark" : "light";
  if (o.kiosk) root.dataset.kiosk = "true";
  const store = storeFor(o);
  /** @type {UI} */
  const ui = {
    lang: "en",
    t: translator("en"),
    speed: "normal",
    ctl: null,
    kiosk: null,
    sound: null,
    layout: "side",
    facing: null,
    newcomer: false,
    narrate: null,
    speak: () => {},
    count: () => {},
    tally: null,
  };
  const kept = store.get("narrate");
  ui.narrate = kept === "on" || kept === "off" ? kept : null;
  const v = createViews(root, o, ui, options.variant || "ali-guli-mane", { id, store });
  ui.facing = createFacing(root, { t: () => ui.t, ctl: () => ui.ctl });
  // The sound: a sound=… option first, then the choice kept, then the default.
  const keptSound = options.sound === undefined ? store.get("sound") : null;
  const sound = createSound(root.querySelector("[data-action=sound]"), {
    on: o.sound.button && (keptSound ? keptSound === "on" : o.sound.on),
    remember: (on) => store.set("sound", on ? "on" : "off"),
    gestures: o.page ? document : root,
    quiet: () => ui.ctl?.screen?.session === "attract",
  });
  ui.sound = sound;
  const speedSelect = /** @type {HTMLSelectElement} */ (root.querySelector("[data-speed]"));

  /**
   * Shows another language once its words have arrived (each is fetched when first shown).
   * @param {string} lang
   */
  async function setLang(lang) {
    ui.lang = await loadWords(lang);
    ui.t = translator(ui.lang);
    store.set("lang", ui.lang);
    applyWords(root, ui.t, ui.lang, o.page);
    // The language's own text face (fonts.css), if it has one, before its words are drawn: a
    // face arriving later would reflow the text and move what follows it.
    if (document.fonts) {
      const style = getComputedStyle(root);
      await document.fonts
        .load(`${style.fontSize} ${style.fontFamily}`, ui.t("title"))
        .catch(() => {});
    }
    if (ui.ctl?.screen) v.render(ui.ctl.screen);
    v.rules.refresh();
    extras.words();
  }
  /** @param {unknown} speed */
  function setSpeed(speed, persist = true) {
    ui.speed = isOneOf(SPEEDS, speed) ? speed : "normal";
    speedSelect.value = ui.speed;
    if (ui.ctl?.screen?.session !== "attract") v.board.setSpeed(ui.speed);
    if (persist) store.set("speed", ui.speed);
  }
  /**
   * Seats the players side by side or face to face (features/facing/view.js).
   * @param {unknown} layout
   */
  function setLayout(layout, persist = true) {
    ui.layout = isOneOf(LAYOUTS, layout) ? layout : "side";
    ui.facing?.set(ui.layout);
    if (persist) store.set("layout", ui.layout);
    if (ui.ctl?.screen) v.render(ui.ctl.screen);
  }
  ui.setLayout = setLayout;
  setLayout(options.layout || store.get("layout"), false);
  const extras = startExtras(root, o, ui, store);
  const unlisten = listen(root, o, ui, v, setLang, store);
  speedSelect.addEventListener("change", () => setSpeed(speedSelect.value));
  const browserLang = (navigator.languages || [navigator.language]).map(langOf).find(Boolean);
  const words = setLang(options.lang || langOf(store.get("lang")) || browserLang || "en");
  setSpeed(
    options.link?.instant ? "instant" : options.speed || store.get("speed") || "normal",
    false,
  );
  /** @type {HTMLElement} */ (root.querySelector("[data-status]")).textContent = ui.t("loading");

  const ready = boot({ root, o, options, ui, v, store, words });
  ready.then(
    () => extras.follow(/** @type {Controller} */ (ui.ctl)),
    () => {},
  );
  return {
    ready,
    element: root,
    setLang,
    setLayout,
    speak: (/** @type {string} */ text, /** @type {{ interrupt?: boolean }} */ how) =>
      ui.speak(text, how),
    count: (/** @type {string} */ event, /** @type {{ [field: string]: unknown }} */ fields) =>
      ui.count(event, fields),
    destroy() {
      extras.destroy();
      ui.kiosk?.stop();
      ui.facing?.destroy();
      ui.ctl?.destroy();
      unlisten();
      sound.destroy();
      v.board.destroy();
      root.replaceChildren();
    },
  };
}

/**
 * The voice, the visitor counts and their staff view: each module is fetched only when its
 * option (or the voice button) asks for it. Sets ui.speak, ui.count and ui.tally; returns
 * words() (the language changed), follow(ctl) (the controller has come) and destroy().
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {UI} ui
 * @param {Store} store
 */
function startExtras(root, o, ui, store) {
  /** @type {ReturnType<typeof import("./features/voice/speech.js").createVoice> | null} */
  let voice = null;
  const voiceCode = lazy(() => import("./features/voice/speech.js"));
  const button = root.querySelector("[data-action=voice]");
  // The voice option first, then the choice kept (where the game saves), else off.
  const kept = o.voice.given ? null : store.get("voice");
  let voiceOn = kept ? kept === "on" : o.voice.on;
  /** @param {boolean} none */
  const notice = (none) => {
    root.querySelector('.notices [data-notice="voice"]')?.remove();
    if (none) showNotice(root, ui.t, "voice", ui.t("voice.none"));
  };
  async function setVoice(/** @type {boolean} */ on) {
    voiceOn = on;
    button?.setAttribute("aria-pressed", String(on));
    if (!on) {
      voice?.destroy();
      voice = null;
      return;
    }
    const { createVoice } = await voiceCode();
    if (!voiceOn || voice) return;
    voice = createVoice(root, {
      lang: () => ui.lang,
      notice,
      quiet: () => ui.ctl?.screen?.session === "attract",
    });
  }
  button?.addEventListener("click", () => {
    setVoice(!voiceOn);
    store.set("voice", voiceOn ? "on" : "off");
  });
  if (voiceOn) setVoice(true);
  ui.speak = (text, how) => voice?.speak(text, how);

  // The visitor counts: a session opens at a touch or a key, and ends when the page goes away
  // or a kiosk's attract mode starts (features/stats/counts.js watch). A kiosk that knows the idle
  // time-out's own moment (a "still there?" countdown reaching zero) may end it there:
  // ui.tally?.().then((s) => s.endSession()).
  const tally = o.stats
    ? lazy(async () => (await import("./features/stats/counts.js")).createStats())
    : null;
  ui.tally = tally;
  /** @param {(s: ReturnType<typeof import("./features/stats/counts.js").createStats>) => void} fn */
  const withTally = (fn) => tally?.().then(fn, () => {});
  ui.count = (event, fields) => withTally((s) => s.count(event, fields));
  const onActivity = () => withTally((s) => s.activity());
  const onHide = () => withTally((s) => s.endSession());
  if (tally) {
    for (const type of ["pointerdown", "keydown"])
      root.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener("pagehide", onHide);
    // A kiosk's "Still there?" reaching zero is the idle time-out: the session ends there.
    root.addEventListener("mancala:session-end", onHide);
  }
  // The kiosk's "Still there?" is said at once, over whatever was being said.
  /** @param {Event} e */
  const onStill = (e) => {
    const text = /** @type {CustomEvent<{ text?: string }>} */ (e).detail?.text;
    if (text) ui.speak(text, { interrupt: true });
  };
  root.addEventListener("mancala:still-there", onStill);

  /** @type {Promise<{ render: () => void }> | null} */
  const staff = o.staff
    ? import("./features/stats/staff.js").then(({ createStaffView }) =>
        createStaffView(root, { lang: () => ui.lang, t: () => ui.t }),
      )
    : null;
  /** @type {(() => void) | null} */
  let unfollow = null;
  return {
    words() {
      voice?.refresh();
      staff?.then((view) => view.render());
    },
    /** @param {Controller} ctl */
    follow(ctl) {
      let game = "";
      unfollow = ctl.subscribe((s) => {
        withTally((t) => t.watch(s));
        // A new game (or lesson step's game) drops what the voice still had to say.
        const now = s.positionKey.slice(0, s.positionKey.lastIndexOf(":"));
        if (game && now !== game) voice?.cancel();
        game = now;
      });
    },
    destroy() {
      unfollow?.();
      voice?.destroy();
      root.removeEventListener("pointerdown", onActivity, { capture: true });
      root.removeEventListener("keydown", onActivity, { capture: true });
      window.removeEventListener("pagehide", onHide);
      root.removeEventListener("mancala:session-end", onHide);
      root.removeEventListener("mancala:still-there", onStill);
    },
  };
}

/**
 * Starts the wasm and the controller, then opens the first game (a link's, the saved one, a new
 * one).
 * @param {{ root: HTMLElement, o: Mount, options: MountOptions, ui: UI, v: Views, store: Store,
 *   words: Promise<void> }} parts
 */
async function boot({ root, o, options, ui, v, store, words }) {
  let bindings;
  try {
    [bindings] = await Promise.all([wasmReady(), words]);
  } catch (e) {
    /** @type {HTMLElement} */ (root.querySelector("[data-status]")).textContent = ui.t(
      "loadFailed",
      {
        why: e instanceof Error && e.message ? e.message : String(e),
      },
    );
    throw e;
  }
  if (o.page) performance.mark("wasm-ready");
  // The first screen is built in a task of its own, not in the one that started the wasm.
  await new Promise((resolve) => setTimeout(resolve, 0));
  /** @type {Partial<import("./types.js").Link>} */
  const link = options.link || {};
  const opponent =
    options.opponent === undefined && !opensGame(link) ? savedOpponent(store) : opponentOf(options);
  // A first visit (index.html, nothing saved): the welcome shows once the game is open, unless
  // the page was asked for something of its own (a game link, a lesson, a puzzle, an opponent);
  // the first game explains its sowings (a setting from then on).
  const due = o.page && o.save && !o.kiosk && welcomeDue(store);
  ui.newcomer = due || store.get("welcome") === "seen";
  const welcome =
    due && !opensGame(link) && !options.lesson && !options.puzzle && options.opponent === undefined;
  if (welcome) store.set("welcome", "open");
  if (welcome && ui.narrate === null) {
    ui.narrate = "on";
    store.set("narrate", "on");
  }
  const ctl = createController({
    Game: bindings.Game,
    effects: createEffects(root, ui, v),
    store,
    opponent,
    ritualAtStart: !o.kiosk,
    // The puzzle rating is kept where the game is (the site), else only in memory.
    puzzles: { storage: o.save ? saves.keeping() : null },
    attractDelayMs: o.soak ? 0 : undefined,
  });
  ui.ctl = ctl;
  ctl.subscribe(v.render);
  if (o.save && !saves.canSave) v.notice("storage", "notice.storage");
  // A game link opens its game; a bad one gives a notice and the game saved (or a new one).
  const current = store.get("current");
  const fallback = options.variant || (isOneOf(VARIANTS, current) ? current : "ali-guli-mane");
  const known = !link.game || isOneOf(VARIANTS, link.game);
  if (!known) v.notice("bad-link", "notice.badLink", { why: `unknown game "${link.game}"` });
  const opened =
    known &&
    opensGame(link) &&
    (await ctl.openRecord(() => recordOfLink(link, bindings.Game, opponent), "link"));
  if (!opened)
    await ctl.open(
      known && link.game ? /** @type {Variant} */ (link.game) : options.lesson || fallback,
      !opensGame(link) && !o.kiosk,
    );
  // A first screen that opens with a scene (Mangala IV's ritual) is ready once the scene is
  // drawn: the effect awaited the same import first, so it has drawn it when this resumes.
  if (ui.scene) await ui.scene;
  if (options.lesson) await ctl.lesson.start(options.lesson);
  // A puzzle link (?puzzle=daily|<id>; the daily one of the game the link names, or shown).
  const puzzle = options.puzzle ?? link.puzzle;
  if (puzzle) await ctl.puzzle.start(puzzle);
  if (o.rules === "open") await v.rules.show();
  if (welcome) v.welcome?.show();
  root.dataset.ready = "true";
  if (o.kiosk) await startKiosk(root, options, ui);
}

/**
 * @param {HTMLElement} root
 * @param {MountOptions} options
 * @param {UI} ui
 */
async function startKiosk(root, options, ui) {
  const { startKiosk: start } = await import("./features/kiosk/kiosk.js");
  const ctl = /** @type {Controller} */ (ui.ctl);
  ui.kiosk = start(root, {
    idleMinutes: options.idle ?? /** @type {number} */ (defaultOf("idle")),
    countdown: options.countdown ?? /** @type {number} */ (defaultOf("countdown")),
    pauseMs: options.soak ? 0 : undefined,
    subscribe: (fn) => ctl.subscribe(fn),
    screen: () => ctl.screen,
    t: () => ui.t,
    variant: () => /** @type {Screen} */ (ctl.screen).variant,
    lesson: (variant) => ctl.lesson.start(variant),
    puzzle: (variant) => ctl.puzzle.start("daily", variant),
    attract: (on, { onEnd } = {}) =>
      ctl.attract(on, {
        onEnd: onEnd && ((result) => onEnd(resultLine(ui.t, result, playerNames(ui.t, null)))),
      }),
  });
}

/**
 * Waits `ms`, or less when the signal aborts.
 * @param {number} ms
 * @param {AbortSignal} signal
 * @returns {Promise<void>}
 */
const pause = (ms, signal) =>
  new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const id = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(id);
        resolve();
      },
      { once: true },
    );
  });
