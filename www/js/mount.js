// One full game — the board, its move list and its controls — mounted into any element:
//
//   const game = mountGame(element, options);
//
// index.html, embed.html and <mancala-board> all use this; everything stays inside
// `element` (no document-level ids or listeners unless `page` is set), so several games
// live on one page, each with its own Game handle.
//
// options (every field optional):
//   variant     "ali-guli-mane" | "al-manqala" | "mangala-iv" — the game to open
//               (default: the saved current game, else Ali Guli Mane)
//   lang        "en" | "pt" (default: the saved language, else the browser's)
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
//   idle        minutes without a touch before a kiosk plays itself (default 2)
//   save        true: keep the game and settings in localStorage (default: page mode
//               and not kiosk). Embeds and kiosks never save, so boards don't clash.
//   moves       false: no move list nor looking back (default true, false in a kiosk)
//   header      { title, chooser, languages }: which parts of the header show
//               (default all in page mode; none for embeds, languages in a kiosk)
//   page        true: this game is the page (index.html): it sets the document's
//               title and language, reads game links and listens for keys anywhere
//   link        a game link's parameters (share.js readLink), page mode
//
// The returned handle: ready (a Promise), setLang(lang), element, destroy().
//
// The parts: flow/controller.js is the game flow (a state machine publishing one screen
// state); views/ render that state; this file builds them and connects them.
import { createBoard } from "./board/index.js";
import { PACE } from "./board/animate.js";
import { translator } from "./i18n/index.js";
import { wasmReady } from "./wasm.js";
import * as saves from "./save.js";
import { opensGame, recordOfLink, decodeJson } from "./share.js";
import { VARIANTS, SPEEDS, LEVELS } from "./options.js";
import { createController } from "./flow/controller.js";
import { buildShell } from "./views/shell.js";
import { applyWords, playerNames, resultLine, spokenEvent } from "./views/words.js";
import { renderStatus } from "./views/status.js";
import { renderControls } from "./views/controls.js";
import { showNotice } from "./views/notices.js";
import { createBoardView } from "./views/board.js";
import { createHintView } from "./views/hint.js";
import { createMovesView } from "./views/moves.js";
import { createReviewView } from "./views/review.js";
import { createKeepView } from "./views/keep.js";
import { createRulesPanel } from "./views/rules-panel.js";
import { askDialog } from "./views/dialogs.js";

let mounted = 0;

/** The options of a mount, with their defaults (see above). */
function mountOptions(options) {
  const page = Boolean(options.page);
  const kiosk = Boolean(options.kiosk);
  return {
    page,
    kiosk,
    save: options.save ?? (page && !kiosk),
    moves: options.moves ?? !kiosk,
    rules: options.rules || (page ? "button" : "none"),
    header: { title: page && !kiosk, chooser: page, languages: page || kiosk, ...options.header },
  };
}

/** The opponent of new games that options ask for: null (two people) or { player, level }. */
function opponentOf(options) {
  if (options.opponent !== "computer") return null;
  return { player: options.first === "computer" ? 0 : 1, level: LEVELS.includes(options.level) ? options.level : "intermediate" };
}

/** The saved game and settings, or nothing at all for embeds and kiosks. */
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

/** The opponent last chosen in the new-game dialog (older pages kept { computer, level }). */
function savedOpponent(store) {
  try {
    const saved = JSON.parse(store.get("opponent") || "null");
    if (!saved || !LEVELS.includes(saved.level)) return null;
    const player = saved.player ?? saved.computer;
    return player === 0 || player === 1 ? { player, level: saved.level } : null;
  } catch {
    return null;
  }
}

/** Mounts a game into element; see the options above. */
export function mountGame(element, options = {}) {
  mounted += 1;
  const id = `mg${mounted}`;
  const o = mountOptions(options);
  const root = element;
  buildShell(root, o, id);
  root.dataset.theme = options.theme === "dark" ? "dark" : "light";
  if (o.kiosk) root.dataset.kiosk = "true";
  const $ = (selector) => root.querySelector(selector);
  const store = storeFor(o);
  const ui = { lang: "en", t: translator("en"), speed: "normal", ctl: null, kiosk: null };
  const screen = () => ui.ctl && ui.ctl.screen;
  const notice = (kind, key, vars = {}) => showNotice(root, ui.t, kind, key ? ui.t(key, vars) : vars.why);

  const board = createBoard($("[data-board-host]"), {
    t: ui.t,
    onMove: (pit) => ui.ctl?.pick(pit),
    onStep: (event) => ui.ctl?.onStep(event),
  });
  const boardView = createBoardView(board);
  const hintView = createHintView($("[data-hint-text]"), (words) => board.say(words));
  const rules = createRulesPanel(root, () => ({ variant: screen()?.variant || options.variant || "ali-guli-mane", lang: ui.lang, t: ui.t }));
  // Looking back, for the move list, the bar and the keys (the controller comes with the wasm).
  const on = {
    view: (index) => ui.ctl?.view(index),
    step: (delta) => ui.ctl?.step(delta),
    backToGame: () => ui.ctl?.backToGame(),
    replay: () => ui.ctl?.replay(),
    replayStep: () => ui.ctl?.replayStep(),
    pause: () => ui.ctl?.pause(),
  };
  const movesView = o.moves ? createMovesView($("[data-moves]"), on) : null;
  const reviewView = o.moves ? createReviewView($("[data-review-bar]"), on) : null;
  const keepView = o.kiosk ? null : createKeepView($("[data-keep-box]"), $("[data-action=share]"), {
    record: () => ui.ctl.record(),
    toText: () => ui.ctl.toText(),
    defaults: (variant) => ui.ctl.optionsOf(variant),
    openText: (text) => ui.ctl.openText(text),
    notice: (kind, key) => notice(kind, key),
    instant: () => ui.speed === "instant",
  });

  /** Renders a screen state in every view. */
  function render(s) {
    const names = playerNames(ui.t, s);
    renderStatus(root, s, ui.t, o.page);
    renderControls(root, s);
    boardView.render(s, ui.t, names);
    board.setSpeed(s.session === "attract" ? "slow" : ui.speed);
    hintView.render(s, ui.t);
    movesView?.render(s, ui.t);
    reviewView?.render(s, ui.t);
    keepView?.render();
  }

  function setLang(lang) {
    ui.lang = lang === "pt" ? "pt" : "en";
    ui.t = translator(ui.lang);
    store.set("lang", ui.lang);
    applyWords(root, ui.t, ui.lang, o.page);
    if (screen()) render(screen());
    rules.refresh();
  }

  function setSpeed(speed, persist = true) {
    ui.speed = SPEEDS.includes(speed) ? speed : "normal";
    $("[data-speed]").value = ui.speed;
    if (screen()?.session !== "attract") board.setSpeed(ui.speed);
    if (persist) store.set("speed", ui.speed);
  }

  /** What the controller needs from the page: see flow/controller.js. */
  const effects = {
    animate: (trace, signal) => boardView.animate(trace, signal),
    settle: () => boardView.settle(),
    beat: (signal) => pause(ui.speed === "instant" ? 0 : PACE[ui.speed] * 4, signal),
    ask: (kind, facts, signal) => askDialog($("[data-dialog]"), () => ({ t: ui.t, screen: screen() }), kind, facts, signal),
    ritual: (seat, signal) => playRitual(seat, signal),
    notice,
    say: (what) => board.say(spokenEvent(ui.t, what, playerNames(ui.t, screen()))),
  };

  /** Mangala IV's ritual in the panel; an aborted turn takes it away (resolving null). */
  async function playRitual({ computer, wantsSouth }, signal) {
    const { playRitual: play } = await import("./ritual.js");
    const panel = $("[data-panel]");
    const gone = new Promise((resolve) => signal.addEventListener("abort", () => resolve(null), { once: true }));
    const result = await Promise.race([play(panel, ui.t, computer ? { wantsSouth } : null), gone]);
    if (signal.aborted) {
      panel.hidden = true;
      panel.replaceChildren();
    } else board.focus();
    return result;
  }

  function onClick(e) {
    const target = e.target.closest("button");
    const ctl = ui.ctl;
    if (!target || !ctl || !screen() || screen().session === "attract") return;
    const action = target.dataset.action;
    if (target.dataset.game) ctl.open(target.dataset.game).then(() => rules.refresh());
    else if (target.dataset.lang) setLang(target.dataset.lang);
    else if (action === "new") ctl.newGameDialog();
    else if (action === "undo") ctl.undo();
    else if (action === "hint") ctl.hint();
    else if (action === "cycle") ctl.agree();
    else if (action === "share") keepView.toggle();
    else if (action === "rules") rules.toggle();
    else if (action === "rules-close") rules.toggle(false);
  }

  /** Escape skips a sowing; on the page, ← → Home End outside any field look back and forth. */
  function onKey(e) {
    if (e.key === "Escape" && board.busy) return board.skip();
    const quiet = !e.target.closest || e.target === document.body || e.target === root;
    if (!o.page || !o.moves || !quiet || e.altKey || e.ctrlKey || e.metaKey) return;
    const go = { ArrowLeft: () => on.step(-1), ArrowRight: () => on.step(1), Home: () => on.view(-1), End: () => on.backToGame() }[e.key];
    if (!go) return;
    e.preventDefault();
    go();
  }

  const keyTarget = o.page ? document : root;
  root.addEventListener("click", onClick);
  keyTarget.addEventListener("keydown", onKey);
  $("[data-speed]").addEventListener("change", (e) => setSpeed(e.target.value));

  async function boot() {
    const browserLang = (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
    setLang(options.lang || store.get("lang") || browserLang);
    setSpeed(options.link?.instant ? "instant" : options.speed || store.get("speed") || "normal", false);
    $("[data-status]").textContent = ui.t("loading");
    let bindings;
    try {
      bindings = await wasmReady();
    } catch (e) {
      $("[data-status]").textContent = ui.t("loadFailed", { why: e && e.message ? e.message : String(e) });
      throw e;
    }
    if (o.page) performance.mark("wasm-ready");
    const link = options.link || {};
    const opponent = options.opponent === undefined && !opensGame(link) ? savedOpponent(store) : opponentOf(options);
    ui.ctl = createController({ Game: bindings.Game, effects, store, opponent, ritualAtStart: !o.kiosk });
    ui.ctl.subscribe(render);
    if (o.save && !saves.canSave) notice("storage", "notice.storage");
    const current = store.get("current");
    const fallback = options.variant || (VARIANTS.includes(current) ? current : "ali-guli-mane");
    // A game link opens its game; a bad one gives a notice and the game saved (or a new one).
    const known = !link.game || VARIANTS.includes(link.game);
    if (!known) notice("bad-link", "notice.badLink", { why: `unknown game "${link.game}"` });
    const opened = known && opensGame(link) && (await ui.ctl.openRecord(() => linkRecord(link, opponent), "link"));
    if (!opened) await ui.ctl.open(known && link.game ? link.game : fallback, !opensGame(link) && !o.kiosk);
    if (o.rules === "open") await rules.show();
    root.dataset.ready = "true";
    if (o.kiosk) await startKiosk();
  }

  async function startKiosk() {
    const { startKiosk: start } = await import("./kiosk.js");
    ui.kiosk = start(root, {
      idleMinutes: options.idle ?? 2,
      t: () => ui.t,
      variant: () => screen().variant,
      attract: (on, { captions, onEnd } = {}) =>
        ui.ctl.attract(on, { captions, onEnd: onEnd && ((result) => onEnd(resultLine(ui.t, result, playerNames(ui.t, null)))) }),
    });
  }

  const ready = boot();
  return {
    ready,
    element: root,
    setLang,
    destroy() {
      ui.kiosk?.stop();
      ui.ctl?.destroy();
      root.removeEventListener("click", onClick);
      keyTarget.removeEventListener("keydown", onKey);
      board.destroy();
      root.replaceChildren();
    },
  };
}

/** The record a game link carries: a whole game, or (an older link) a position to play on from. */
function linkRecord(link, opponent) {
  if (!link.game) throw new Error("no game named");
  if (link.moves !== null && link.moves !== undefined) return recordOfLink(link);
  const state = decodeJson(link.state);
  if (!state || typeof state !== "object" || Array.isArray(state)) throw new Error("the state is not an object");
  if (state.variant !== link.game) throw new Error(`the state is not a position of ${link.game}`);
  return { variant: link.game, options: state.options || {}, start: state, actions: [], seats: { computer: opponent, ritual: null } };
}

const pause = (ms, signal) =>
  new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const id = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(id);
      resolve();
    }, { once: true });
  });
