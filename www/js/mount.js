// One full game — the board and its small controls — mounted into any element:
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
//   idle        minutes without a touch before a kiosk plays itself (default 2)
//   save        true: keep the game and settings in localStorage (default: page mode
//               and not kiosk). Embeds and kiosks never save, so boards don't clash.
//   header      { title, chooser, languages }: which parts of the header show
//               (default all in page mode; none for embeds, languages in a kiosk)
//   page        true: this game is the page (index.html): it sets the document's
//               title and language, reads share links and listens for Escape anywhere
//   link        { game, state, instant } from a share link (page mode)
//
// The returned handle: ready (a Promise), setLang(lang), element, destroy().
//
// The computer (js/ai/client.js) thinks in a Web Worker, so the page keeps answering; while
// it thinks the game's element carries data-thinking. A new game or an undo cancels its
// search. The hint button asks the same search for the move the Master would play.
import { createBoard } from "./board/index.js";
import { applyEvent, startMove, viewFromSnapshot, ownerOf } from "./board/view.js";
import { translator, loadWords, langOf, dirOf, reasonKey, LANGUAGES } from "./i18n/index.js";
import { wasmReady } from "./wasm.js";
import * as saves from "./save.js";
import { makeLink, decodeState } from "./share.js";
import { createSeats, HUMAN } from "./players.js";
import { createAi, createComputer, hintFacts } from "./ai/client.js";
import { ask, h } from "./dialog.js";
import { VARIANTS, SPEEDS, LEVELS } from "./options.js";

const message = (e) => (e && e.message ? e.message : String(e));
const aborted = (e) => e && e.name === "AbortError";
/** How long a hint thinks, and how long the computer takes at least over a move. */
const HINT_MS = 1000;
const COMPUTER_DELAY_MS = 500;
const ATTRACT_DELAY_MS = 1400;
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const SCRIPTS = {
  "ali-guli-mane": { text: "ಅಳಿಗುಳಿ ಮನೆ", lang: "kn" },
  "al-manqala": { text: "المنقلة", lang: "ar", dir: "rtl" },
  "mangala-iv": { text: "Gaziantep", lang: "tr" },
};
/** The site's root (the folder of index.html), whatever page this module runs in. */
const SITE = new URL("../", import.meta.url);
let mounted = 0;

/** The opponent that options ask for: null (two people) or { computer: 0 | 1, level }. */
function opponentOf(options) {
  if (options.opponent !== "computer") return null;
  return { computer: options.first === "computer" ? 0 : 1, level: LEVELS.includes(options.level) ? options.level : "intermediate" };
}

/** Builds the game's elements inside root; see the options above. */
function buildShell(root, o, id) {
  const t = translator("en");
  const header = h("header", { class: "top", hidden: !(o.header.title || o.header.chooser || o.header.languages) },
    o.header.title ? h("h1", { class: "title" }, h("span", { "data-i18n": "title", text: t("title") })) : null,
    // A kiosk of one game names it for the passer-by.
    o.kiosk && !o.header.chooser ? h("h1", { class: "title kiosk-game", "data-kiosk-title": "" }) : null,
    o.header.chooser
      ? h("nav", { class: "games", "aria-label": t("chooseGame"), "data-i18n-label": "chooseGame" },
        ...VARIANTS.map((v) =>
          h("button", { type: "button", class: "game-tab", "data-game": v, "aria-pressed": "false" },
            h("span", { class: "game-name", "data-i18n": `name.${v}`, text: t(`name.${v}`) }),
            h("span", { class: "game-script", lang: SCRIPTS[v].lang, dir: SCRIPTS[v].dir, text: SCRIPTS[v].text }))))
      : null,
    o.header.languages
      ? h("div", { class: "lang", role: "group", "aria-label": t("language") },
        ...LANGUAGES.map((l) => h("button", { type: "button", class: "lang-btn", "data-lang": l.code, lang: l.code, title: l.name, "aria-pressed": String(l.code === "en"), text: l.code.toUpperCase() })))
      : null);
  const speed = h("label", { class: "speed" }, h("span", { "data-i18n": "speed" }),
    h("select", { "data-speed": "" }, ...SPEEDS.map((s) => h("option", { value: s, "data-i18n": `speed.${s}` }))));
  const controls = h("div", { class: "controls", role: "toolbar", "data-i18n-label": "controlsLabel" },
    h("button", { type: "button", class: "btn", "data-action": "new", "data-i18n": "new" }),
    h("button", { type: "button", class: "btn", "data-action": "undo", "data-i18n": "undo" }),
    h("button", { type: "button", class: "btn", "data-action": "hint", "data-i18n": "hint" }),
    h("button", { type: "button", class: "btn", "data-action": "cycle", "data-i18n": "cycle", hidden: true }),
    o.kiosk ? null : h("button", { type: "button", class: "btn", "data-action": "share", "data-i18n": "share" }),
    speed,
    o.rules === "none" ? null : h("button", { type: "button", class: "btn", "data-action": "rules", "aria-expanded": "false", "aria-controls": `${id}-rules`, "data-i18n": "rulesBtn" }));
  const play = h("section", { class: "play", "aria-labelledby": `${id}-status` },
    h("div", { class: "notices", role: "status", "aria-live": "polite" }),
    h("p", { id: `${id}-status`, class: "status", "data-status": "", text: t("loading") }),
    h("div", { class: "panel", "data-panel": "", hidden: true }),
    h("div", { class: "board-host", "data-board-host": "" }),
    h("p", { class: "caption", "data-caption": "", hidden: true }),
    h("p", { class: "hint", "data-hint-text": "", hidden: true }),
    controls,
    o.kiosk ? null : h("div", { class: "share-box", "data-share-box": "", hidden: true },
      h("label", {}, h("span", { "data-i18n": "shareLabel" }), h("input", { type: "text", readonly: true, "data-share-url": "" }))));
  const layout = h("main", { class: "layout" }, play,
    h("aside", { id: `${id}-rules`, class: "rules", "data-rules": "", hidden: true, tabindex: "-1" }));
  const dialog = h("dialog", { class: "dialog", "data-dialog": "", "aria-labelledby": `${id}-dialog-title` },
    h("form", { method: "dialog", class: "dialog-body", "data-dialog-body": "" }));
  const app = h("div", { class: "mg-app" }, header, layout, dialog);
  root.classList.add("mg");
  root.replaceChildren(app);
}

/** Mounts a game into element; see the options above. */
export function mountGame(element, options = {}) {
  mounted += 1;
  const id = `mg${mounted}`;
  const page = Boolean(options.page);
  const kiosk = Boolean(options.kiosk);
  const o = {
    page,
    kiosk,
    save: options.save ?? (page && !kiosk),
    rules: options.rules || (page ? "button" : "none"),
    header: { title: page && !kiosk, chooser: page, languages: page || kiosk, ...options.header },
  };
  const root = element;
  buildShell(root, o, id);
  root.dataset.theme = options.theme === "dark" ? "dark" : "light";
  if (kiosk) root.dataset.kiosk = "true";
  const $ = (selector) => root.querySelector(selector);
  const $$ = (selector) => root.querySelectorAll(selector);
  const store = {
    get: (name) => (o.save ? saves.getSetting(name) : null),
    set: (name, value) => o.save && saves.setSetting(name, value),
    load: (variant) => (o.save ? saves.loadRecord(variant) : null),
    save: (record) => {
      if (!o.save) return;
      saves.saveRecord(record);
      saves.setSetting("current", record.variant);
    },
    drop: (variant) => o.save && saves.dropRecord(variant),
  };

  const app = {
    Game: null,
    game: null,
    record: null,
    lang: "en",
    t: translator("en"),
    board: null,
    seats: createSeats(),
    speed: "normal",
    token: 0,
    playing: null,
    ritual: false,
    attract: false,
    captions: null,
    destroyed: false,
    // Who plays a new game: null (two people) or { computer: 0 | 1, level }; the game in
    // play keeps its own in app.record.opponent.
    opponent: opponentOf(options),
    seatsKey: "",
    movers: [], // the player who made each action of app.record, for undo
    moversOf: null,
    thinking: null, // the computer seat whose search is in progress
    hinting: null, // the search a hint waits for
    hintAi: null,
    hint: null, // the hint shown: { pit, facts }
  };

  // ---------- words ----------

  function applyWords() {
    const { t } = app;
    root.lang = app.lang;
    // Arabic mirrors the page's layout; the board keeps its own direction (board.css).
    root.dir = dirOf(app.lang);
    if (page) {
      document.documentElement.lang = app.lang;
      document.documentElement.dir = dirOf(app.lang);
      document.title = `${t("title")} — ${VARIANTS.map((v) => t(`name.${v}`)).join(", ")}`;
    }
    for (const n of $$("[data-i18n]")) n.textContent = t(n.dataset.i18n);
    // A game already named in its own script (Arabic, Kannada) shows that name once.
    for (const tab of $$(".game-tab")) tab.querySelector(".game-script").hidden = tab.querySelector(".game-script").textContent === tab.querySelector(".game-name").textContent;
    for (const n of $$("[data-i18n-label]")) n.setAttribute("aria-label", t(n.dataset.i18nLabel));
    for (const b of $$("[data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === app.lang));
    if ($(".lang")) $(".lang").setAttribute("aria-label", t("language"));
    if (app.board) app.board.setText(t, playerNames(), playerRoles());
    if (app.game) refresh();
    if (app.hint) hintText(hintWords(app.hint));
    else if (app.hinting) hintText(t("hint.thinking"));
    if ($("[data-rules]") && !$("[data-rules]").hidden) showRules();
  }

  /** Shows another language once its words have arrived. */
  async function setLang(lang) {
    const code = await loadWords(lang);
    if (app.destroyed) return;
    app.lang = code;
    app.t = translator(app.lang);
    store.set("lang", app.lang);
    applyWords();
  }

  function playerNames() {
    const { t, record } = app;
    const base = [t("player.0"), t("player.1")];
    if (app.attract) return base;
    const opponent = record && record.opponent;
    if (opponent) {
      const names = base.map((name) => `${name} (${t("role.you")})`);
      names[opponent.computer] = `${base[opponent.computer]} (${t("role.computer")})`;
      return names;
    }
    if (!record || !record.seats) return base;
    const south = record.seats.south;
    const north = south === "guesser" ? "hider" : "guesser";
    return [`${base[0]} (${t(`role.${south}`)})`, `${base[1]} (${t(`role.${north}`)})`];
  }

  /** Who plays each seat, for words that say "you" and "the computer": null for two people. */
  function playerRoles() {
    const opponent = !app.attract && app.record && app.record.opponent;
    if (!opponent) return [null, null];
    return [0, 1].map((p) => (p === opponent.computer ? "computer" : "you"));
  }

  // ---------- notices ----------

  function notice(kind, text) {
    const box = $(".notices");
    const old = box.querySelector(`[data-notice="${kind}"]`);
    if (old) old.remove();
    const close = h("button", { type: "button", class: "btn btn-small", text: app.t("dismiss") });
    const item = h("div", { class: "notice", "data-notice": kind }, h("span", { text }), close);
    close.addEventListener("click", () => item.remove());
    box.append(item);
  }

  // ---------- seats ----------

  /**
   * Seats the players of the game in play: two people, a person against the computer
   * (record.opponent), or in attract mode the computer on both sides. The seats (and the
   * computer's worker) are kept while they stay the same, so an undo starts no new worker.
   */
  function useSeats() {
    const opponent = app.record && app.record.opponent;
    const key = app.attract ? "attract" : JSON.stringify(opponent || null);
    if (key === app.seatsKey) return;
    app.seatsKey = key;
    dropSeats();
    if (app.attract) {
      const computer = createComputer({ level: "intermediate", delayMs: ATTRACT_DELAY_MS });
      app.seats = createSeats([computer, computer]);
    } else {
      const kinds = [HUMAN, HUMAN];
      if (opponent) kinds[opponent.computer] = createComputer({ level: opponent.level, delayMs: COMPUTER_DELAY_MS });
      app.seats = createSeats(kinds);
    }
  }

  /** Stops the computer seats' workers. */
  function dropSeats() {
    stopThinking();
    for (const seat of new Set([app.seats.kindOf(0), app.seats.kindOf(1)])) seat.cancel?.();
  }

  /** The game's computer seat, if one plays. */
  function computerSeat() {
    return [0, 1].map((p) => app.seats.kindOf(p)).find((seat) => seat.kind === "computer") || null;
  }

  /** Cancels the computer's search in progress, if any. */
  function stopThinking() {
    if (app.thinking) app.thinking.cancel?.();
    app.thinking = null;
    delete root.dataset.thinking;
  }

  // ---------- hints ----------

  function canHint() {
    const g = app.game;
    return Boolean(g) && !g.isOver() && !app.ritual && !app.attract && !isForced() && app.seats.isHuman(g.toMove());
  }

  /** Asks the search for the move the Master would play, marks its pit and says why. */
  async function showHint() {
    if (!canHint() || app.hinting) return;
    await waitIdle();
    if (!canHint() || app.hinting) return;
    clearHint();
    const ai = computerSeat() || (app.hintAi ||= createAi());
    const token = app.token;
    const moves = app.record.actions.length;
    app.hinting = ai;
    root.dataset.hinting = "true";
    hintText(app.t("hint.thinking"));
    refresh();
    let analysis;
    try {
      analysis = await ai.analyze(app.record, { timeMs: HINT_MS });
    } catch (e) {
      if (!aborted(e) && token === app.token) notice("hint", message(e));
      return;
    } finally {
      if (app.hinting === ai) {
        app.hinting = null;
        delete root.dataset.hinting;
        if (token === app.token) refresh();
      }
    }
    if (token !== app.token || moves !== app.record.actions.length) return;
    const hint = hintFacts(analysis);
    if (!hint) return hintText(null);
    const best = analysis.find((m) => m.pit === hint.pit);
    app.hint = { ...hint, value: best.value };
    app.board.setHint(app.hint.pit);
    const words = hintWords(app.hint);
    hintText(words);
    app.board.say(words);
  }

  /**
   * Puts the hint into words: the pit, what it does at once, and what it leads to — a
   * result proven by force, else the final margin the search expects.
   */
  function hintWords({ pit, facts, value }) {
    const { t } = app;
    const does = [];
    let leads = null;
    for (const f of facts) {
      if (f.fact === "captures") does.push(t("hint.captures", { n: f.seeds }));
      else if (f.fact === "extraSowing") does.push(t("hint.extraSowing"));
      else if (f.fact === "noSafeReply") does.push(t("hint.noSafeReply"));
      else leads = t(`hint.${f.fact}`);
    }
    const move = t("hint.move", { place: pit < 7 ? pit + 1 : 14 - pit });
    const what = does.length ? t("hint.does", { list: t("list", { items: does }) }) : leads ? "" : t("hint.strongest");
    if (!leads) {
      const n = Math.round(Math.abs(value));
      // An estimate within a seed or so says little: call it even.
      leads = n <= 1 ? t("hint.even") : t(value > 0 ? "hint.ahead" : "hint.behind", { n });
    }
    return `${t("hint.lead", { move, what })} ${leads}`;
  }

  /** Shows the hint's words under the board (null hides them). */
  function hintText(text) {
    const box = $("[data-hint-text]");
    box.hidden = !text;
    box.textContent = text || "";
  }

  /** Takes the hint away and stops a hint's search in progress. */
  function clearHint() {
    if (app.hinting) {
      app.hinting.cancel();
      app.hinting = null;
      delete root.dataset.hinting;
    }
    app.hint = null;
    app.board?.setHint(null);
    hintText(null);
  }

  // ---------- the game ----------

  function gameOptions() {
    return (app.game && app.game.state().options) || {};
  }

  function isForced() {
    return app.game.variant === "mangala-iv" && !gameOptions().freeChoice;
  }

  function snapshot() {
    const g = app.game;
    const state = g.state();
    return {
      variant: g.variant,
      pits: Array.from(g.pits()),
      captured: Array.from(g.captured()),
      toMove: g.toMove(),
      legal: app.ritual || !app.seats.isHuman(g.toMove()) ? [] : Array.from(g.legalMoves()),
      closed: Array.from(state.closed || []),
      over: g.isOver(),
      forced: isForced(),
    };
  }

  function save() {
    if (!app.attract) store.save(app.record);
  }

  /**
   * Replaces the game in play (freeing the old handle) and redraws everything; a search
   * in progress (the computer's or a hint's) is cancelled.
   */
  function useGame(game, record) {
    app.token += 1;
    stopThinking();
    clearHint();
    if (app.game && app.game !== game) app.game.free?.();
    app.game = game;
    app.record = record;
    if (app.moversOf !== record || app.movers.length !== record.actions.length) {
      app.movers = moversOf(record);
      app.moversOf = record;
    }
    useSeats();
    save();
    app.board.setText(app.t, playerNames(), playerRoles());
    app.board.set(snapshot());
    refresh();
  }

  function newGame(variant, opts = {}, opponent = null) {
    const record = saves.newRecord(variant, opts, null, opponent);
    return { game: new app.Game(variant, opts), record };
  }

  /** Replays a record to find who made each of its actions (for undo against the computer). */
  function moversOf(record) {
    const movers = [];
    if (!record.actions.length) return movers;
    const g = record.start ? app.Game.fromState(record.start) : new app.Game(record.variant, record.options || {});
    try {
      for (const action of record.actions) {
        movers.push(g.toMove());
        if (action === "agree") g.agreeCycle();
        else g.play(action);
      }
    } finally {
      g.free();
    }
    return movers;
  }

  /** The number of actions to keep so that undo takes back the last move a person made. */
  function undoTarget() {
    for (let i = app.movers.length - 1; i >= 0; i -= 1) if (app.seats.isHuman(app.movers[i])) return i;
    return -1;
  }

  function refresh() {
    const { t, game: g } = app;
    for (const b of $$("[data-game]")) b.setAttribute("aria-pressed", String(b.dataset.game === g.variant));
    root.dataset.variant = g.variant;
    if (page) document.body.dataset.variant = g.variant;
    const kioskTitle = $("[data-kiosk-title]");
    if (kioskTitle) {
      const script = SCRIPTS[g.variant];
      const place = t(`place.${g.variant}`);
      const parts = [h("span", { class: "game-name", text: t(`name.${g.variant}`) })];
      if (script.text !== place) parts.push(h("span", { class: "game-script", lang: script.lang, dir: script.dir, text: script.text }));
      parts.push(h("span", { class: "kiosk-place", text: place }));
      kioskTitle.replaceChildren(...parts);
    }
    const status = $("[data-status]");
    const names = playerNames();
    const state = g.state();
    let line;
    if (app.ritual) line = t("status.ritual");
    else if (g.isOver()) line = `${t("status.over")} — ${resultLine(g.result())}`;
    else if (!app.seats.isHuman(g.toMove())) line = t("status.thinking", { player: names[g.toMove()] });
    else if (isForced() && g.legalMoves().length === 1) {
      const pit = g.legalMoves()[0];
      const place = pit < 7 ? pit + 1 : 14 - pit;
      line = t("status.forced", { player: names[g.toMove()], pit: t("pitOf", { place, player: names[ownerOf(pit)] }) });
    } else if (state.extraSowing) line = t("status.extra", { player: names[g.toMove()] });
    else line = t("status.toMove", { player: names[g.toMove()] });
    const badges = [];
    if (state.round && (gameOptions().rounds || state.round > 1)) badges.push(t("status.round", { n: state.round }));
    if (g.variant === "mangala-iv" && gameOptions().start === "random") badges.push(t("status.random", { seed: gameOptions().seed }));
    if (g.variant === "mangala-iv" && gameOptions().freeChoice) badges.push(t("status.houseRule"));
    if (app.record.opponent && !app.attract && !isForced()) badges.push(t("status.level", { level: t(`level.${app.record.opponent.level}`) }));
    // Three dots that pulse while the computer thinks (shown by .mg[data-thinking]).
    const dots = h("span", { class: "thinking", "aria-hidden": "true" }, h("i"), h("i"), h("i"));
    status.replaceChildren(h("span", { class: "status-line", text: line }), dots, ...badges.map((b) => h("span", { class: "badge", text: b })));
    $("[data-action=undo]").disabled = undoTarget() < 0 || app.ritual || app.attract;
    const hint = $("[data-action=hint]");
    hint.hidden = isForced();
    hint.disabled = !canHint() || Boolean(app.hinting);
    // Against the computer there is no one to agree with: the repetition rule ends a cycle.
    const cycle = $("[data-action=cycle]");
    cycle.hidden = g.variant !== "al-manqala" || Boolean(app.record.opponent);
    cycle.disabled = g.isOver() || app.ritual || app.attract;
  }

  function resultLine(result) {
    if (!result) return "";
    const names = playerNames();
    return result.winner === null || result.winner === undefined ? app.t("end.draw") : app.t("end.winner", { player: names[result.winner] });
  }

  async function playPit(pit) {
    if (app.board.busy || app.ritual) return;
    const g = app.game;
    const before = snapshot();
    let trace;
    try {
      trace = g.play(pit);
    } catch (e) {
      notice("move", message(e));
      return;
    }
    clearHint();
    app.record.actions.push(pit);
    app.movers.push(trace.player);
    save();
    refresh();
    const token = app.token;
    if (app.captions) app.captions.begin(trace, before, playerNames());
    if (app.speed !== "instant" || app.attract) {
      const line = $("[data-status] .status-line");
      if (line) line.textContent = app.t("status.sowing", { player: playerNames()[trace.player] });
    }
    app.playing = app.board.play(trace, snapshot());
    await app.playing;
    app.playing = null;
    if (token !== app.token) return;
    refresh();
    const round = trace.events.find((e) => e.type === "round");
    if (round && !app.attract) await roundSummary(before, trace, round);
    if (token !== app.token) return;
    if (g.isOver()) {
      if (app.attract) app.onAttractEnd?.(resultLine(g.result()));
      else await showEnd();
    } else nextTurn();
  }

  /** Lets the seat whose turn it is move: a person picks on the board; a computer is asked. */
  async function nextTurn() {
    const g = app.game;
    if (g.isOver() || app.ritual || app.destroyed) return;
    const seat = app.seats.kindOf(g.toMove());
    if (seat.kind === "human") return;
    const token = app.token;
    app.thinking = seat;
    root.dataset.thinking = "true";
    let pit;
    try {
      pit = await seat.chooseMove(g.state(), app.record);
    } catch (e) {
      if (token === app.token && !aborted(e)) notice("computer", message(e));
      return;
    } finally {
      if (token === app.token) {
        app.thinking = null;
        delete root.dataset.thinking;
      }
    }
    if (token === app.token) await playPit(pit);
  }

  async function waitIdle() {
    if (app.board.busy) {
      app.board.skip();
      if (app.playing) await app.playing;
    }
  }

  /**
   * Takes back the last move a person made, and with it whatever the computer played after
   * it (its reply, or the search for one): between two people, one sowing.
   */
  async function undo() {
    stopThinking();
    await waitIdle();
    const keep = undoTarget();
    if (keep < 0) return;
    while (app.record.actions.length > keep) {
      if (!undoOne()) break;
    }
    nextTurn();
  }

  function undoOne() {
    const { record } = app;
    if (!record.actions.length) return false;
    const last = record.actions[record.actions.length - 1];
    if (last !== "agree" && app.game.undo()) {
      record.actions.pop();
      app.movers.pop();
      useGame(app.game, record);
      return true;
    }
    const shorter = { ...record, actions: record.actions.slice(0, -1) };
    try {
      useGame(saves.replay(app.Game, shorter), shorter);
      return true;
    } catch (e) {
      notice("move", message(e));
      return false;
    }
  }

  async function roundSummary(before, trace, round) {
    const { t } = app;
    let view = startMove(viewFromSnapshot(before));
    for (const e of trace.events) {
      if (e === round) break;
      view = applyEvent(view, e);
    }
    const [a, b] = view.captured;
    const names = playerNames();
    const closedBy = [0, 0];
    for (const pit of round.closed || []) closedBy[ownerOf(pit)] += 1;
    const content = [
      h("p", { class: "dialog-lead", text: a === b ? t("round.draw") : t("round.winner", { player: names[a > b ? 0 : 1] }) }),
      h("p", { "data-round-piles": "", text: t("end.piles", { p0: names[0], p1: names[1], a, b }) }),
      h("p", { text: t("round.next", { n: round.number, player: names[app.game.toMove()] }) }),
      h("ul", {}, ...[0, 1].map((p) => h("li", { text: t("round.closed", { player: names[p], n: closedBy[p] }) }))),
    ];
    await ask($("[data-dialog]"), { kind: "round", title: t("round.title", { n: round.number - 1 }), content, buttons: [{ value: "ok", label: t("round.ok"), primary: true }] });
  }

  async function showEnd() {
    const { t, game: g } = app;
    const result = g.result();
    if (!result) return;
    const names = playerNames();
    const [a, b] = Array.from(result.captured);
    const content = [
      h("p", { class: "dialog-lead", "data-winner": result.winner ?? "draw", text: resultLine(result) }),
      h("p", { "data-end-piles": "", text: t("end.piles", { p0: names[0], p1: names[1], a, b }) }),
      h("p", { "data-end-reason": result.reason, text: capital(t(reasonKey(result.reason, g.variant))) }),
    ];
    const token = app.token;
    const { value } = await ask($("[data-dialog]"), {
      kind: "end",
      title: t("end.title"),
      content,
      buttons: [
        { value: "new", label: t("end.new"), primary: true },
        { value: "close", label: t("end.close") },
      ],
    });
    if (value === "new" && token === app.token) await newGameDialog(g.variant);
  }

  async function agreeCycle() {
    await waitIdle();
    const { t, game: g } = app;
    if (g.variant !== "al-manqala" || g.isOver()) return;
    const names = playerNames();
    const mover = g.toMove();
    const { value } = await ask($("[data-dialog]"), {
      kind: "cycle",
      title: t("cycle"),
      content: [h("p", { text: t("cycle.ask", { mover: names[mover], other: names[1 - mover] }) })],
      buttons: [
        { value: "agree", label: t("cycle.agree"), primary: true },
        { value: "refuse", label: t("cycle.refuse") },
      ],
    });
    if (value !== "agree" || g !== app.game || g.isOver()) return;
    try {
      g.agreeCycle();
    } catch (e) {
      notice("move", message(e));
      return;
    }
    app.record.actions.push("agree");
    app.movers.push(mover);
    save();
    app.board.set(snapshot());
    app.board.say(`${t("say.end", { reason: t("reason.agreed") })} ${resultLine(g.result())}`);
    refresh();
    await showEnd();
  }

  // ---------- new games, variants, the ritual ----------

  async function newGameDialog(variant = app.game.variant) {
    await waitIdle();
    const { t } = app;
    const mangala = variant === "mangala-iv";
    const current = app.opponent;
    const content = [];
    const radio = (name, value, label, checked) =>
      h("label", { class: "check" }, h("input", { type: "radio", name, value, checked }), h("span", { text: label }));
    if (variant === "ali-guli-mane") {
      content.push(h("label", { class: "check" }, h("input", { type: "checkbox", name: "rounds" }), h("span", { text: t("opt.rounds") })));
    }
    const freeChoice = h("input", { type: "checkbox", name: "freeChoice" });
    const ritual = h("input", { type: "checkbox", name: "ritual", checked: true });
    const ritualLabel = h("label", { class: "check" }, ritual, h("span", { text: t("opt.ritual") }));
    if (mangala) {
      const seed = String(Math.floor(Math.random() * 1e6));
      content.push(
        h("fieldset", {},
          h("legend", { text: t("opt.start") }),
          radio("start", "uniform", t("opt.uniform"), true),
          radio("start", "random", t("opt.random"), false),
          h("label", { class: "field" }, h("span", { text: t("opt.seed") }), h("input", { type: "number", name: "seed", min: "0", max: "4294967295", step: "1", value: seed, inputmode: "numeric" }))),
        h("label", { class: "check house-rule" }, freeChoice, h("span", { text: t("opt.freeChoice") })),
      );
    }
    // The opponent: another person, or the computer at a level, you or it moving first.
    const opponent = h("fieldset", { "data-opponent": "" },
      h("legend", { text: t("opt.opponent") }),
      radio("opponent", "human", t("opt.human"), !current),
      radio("opponent", "computer", t("opt.computer"), Boolean(current)));
    const levelSelect = h("select", { name: "level" },
      ...LEVELS.map((l) => h("option", { value: l, selected: (current ? current.level : "intermediate") === l, text: t(`level.${l}`) })));
    const levelNote = h("span", { class: "dialog-note", "data-level-note": "" });
    const level = h("label", { class: "field", "data-level": "" }, h("span", { text: t("opt.level") }), levelSelect, levelNote);
    const first = h("fieldset", { "data-first": "" },
      h("legend", { text: t("opt.first") }),
      radio("first", "you", t("opt.firstYou"), !current || current.computer !== 0),
      radio("first", "computer", t("opt.firstComputer"), Boolean(current) && current.computer === 0));
    const forcedNote = mangala ? h("p", { class: "dialog-note", "data-forced-note": "", text: t("opt.forcedNote") }) : null;
    content.push(opponent, level, first, mangala ? ritualLabel : null, forcedNote);
    // Traditional Mangala IV has no choice to make but the ritual's: against the computer the
    // ritual is played (it may win the choice of rows); with the house rule, level and first
    // move are chosen as in the other games.
    const update = () => {
      const computer = opponent.querySelector("input[value=computer]").checked;
      const choices = !mangala || freeChoice.checked;
      ritual.disabled = computer && !choices;
      if (ritual.disabled) ritual.checked = true;
      ritualLabel.hidden = computer && choices;
      level.hidden = !computer || !choices;
      first.hidden = !computer || !choices;
      if (forcedNote) forcedNote.hidden = !computer || choices;
      levelNote.textContent = t(`levelNote.${levelSelect.value}`);
    };
    for (const input of [freeChoice, levelSelect, ...opponent.querySelectorAll("input")]) input.addEventListener("change", update);
    update();
    const token = app.token;
    const { value, form } = await ask($("[data-dialog]"), {
      kind: "new",
      title: t("newTitle", { game: t(`name.${variant}`) }),
      content: content.filter(Boolean),
      buttons: [
        { value: "start", label: t("start"), primary: true },
        { value: "cancel", label: t("cancel") },
      ],
    });
    if (value !== "start" || token !== app.token) return;
    const opts = {};
    if (variant === "ali-guli-mane" && form.rounds) opts.rounds = true;
    if (mangala) {
      if (form.start === "random") {
        opts.start = "random";
        opts.seed = Math.max(0, Math.min(4294967295, Math.floor(Number(form.seed) || 0)));
      }
      if (freeChoice.checked) opts.freeChoice = true;
    }
    const choices = !mangala || Boolean(opts.freeChoice);
    const chosen = form.opponent === "computer"
      ? { computer: choices && form.first === "computer" ? 0 : 1, level: LEVELS.includes(form.level) ? form.level : "intermediate" }
      : null;
    app.opponent = chosen;
    store.set("opponent", JSON.stringify(chosen));
    await startNew(variant, opts, mangala && ritual.checked && !ritualLabel.hidden, chosen);
  }

  async function startNew(variant, opts, ritual, opponent = app.opponent) {
    let fresh;
    try {
      fresh = newGame(variant, opts, opponent);
    } catch (e) {
      notice("options", message(e));
      return;
    }
    cancelRitual();
    app.ritual = ritual;
    // Saved with the game, so that a reload during the ritual shows it again.
    if (ritual) fresh.record.ritual = true;
    useGame(fresh.game, fresh.record);
    if (ritual) runRitual();
    else nextTurn();
  }

  /** The winner of the forced game from here (Game.foresee), or null for a draw or an error. */
  function foreseenWinner() {
    try {
      const { winner } = app.game.foresee();
      return winner ?? null;
    } catch {
      return null;
    }
  }

  async function runRitual() {
    app.ritual = true;
    app.board.set(snapshot());
    refresh();
    const token = app.token;
    const { playRitual } = await import("./ritual.js");
    if (token !== app.token) return;
    const opponent = app.record.opponent;
    // Against the computer, it takes the row that wins the forced game (South on a draw).
    const computer = opponent ? { wantsSouth: () => foreseenWinner() !== 1 } : null;
    const result = await playRitual($("[data-panel]"), app.t, computer);
    if (token !== app.token) return;
    app.ritual = false;
    delete app.record.ritual;
    save();
    if (result) {
      app.record.seats = { south: result.south };
      if (opponent && result.computer) app.record.opponent = { ...opponent, computer: result.south === result.computer ? 0 : 1 };
      useSeats();
      save();
      app.board.setText(app.t, playerNames(), playerRoles());
      const names = playerNames();
      const done = opponent
        ? app.t(app.record.opponent.computer === 0 ? "ritual.doneComputerSouth" : "ritual.doneYouSouth")
        : app.t("ritual.done", { south: app.t(`Role.${result.south}`), north: app.t(`Role.${result.south === "guesser" ? "hider" : "guesser"}`) });
      app.board.say(`${done} ${app.t("say.toMove", { player: names[0] })}`);
    }
    app.board.set(snapshot());
    refresh();
    app.board.focus();
    nextTurn();
  }

  function cancelRitual() {
    const panel = $("[data-panel]");
    panel.hidden = true;
    panel.replaceChildren();
    app.ritual = false;
  }

  /** Opens a variant: its saved game if there is one that replays, else a new game. */
  async function openVariant(variant) {
    await waitIdle();
    cancelRitual();
    let record = null;
    try {
      record = store.load(variant);
      if (record) {
        useGame(saves.replay(app.Game, record), record);
        // A reload while the Mangala IV ritual was showing: it starts again.
        if (record.ritual && record.actions.length === 0 && !kiosk) runRitual();
        else nextTurn();
        return;
      }
    } catch {
      store.drop(variant);
      notice("bad-save", app.t("notice.badSave"));
    }
    await startNew(variant, {}, variant === "mangala-iv" && !kiosk);
  }

  /** Opens the position of a share link; a bad link gives a notice and a new game. */
  async function openLink(link) {
    const variant = VARIANTS.includes(link.game) ? link.game : null;
    try {
      if (!link.game) throw new Error("no game named");
      if (!variant) throw new Error(`unknown game "${link.game}"`);
      if (link.state) {
        const state = decodeState(link.state);
        if (!state || typeof state !== "object" || Array.isArray(state)) throw new Error("the state is not an object");
        if (state.variant !== variant) throw new Error(`the state is not a position of ${variant}`);
        const game = app.Game.fromState(state);
        useGame(game, saves.newRecord(variant, {}, game.state(), app.opponent));
      } else {
        const fresh = newGame(variant, {}, app.opponent);
        useGame(fresh.game, fresh.record);
      }
      nextTurn();
    } catch (e) {
      notice("bad-link", app.t("notice.badLink", { why: message(e) }));
      await startNew(variant || "ali-guli-mane", {}, false);
    }
  }

  // ---------- attract mode (kiosk) ----------

  /** Closes the open dialog, if any (its promise resolves as a cancel). */
  function closeDialog() {
    const dialog = $("[data-dialog]");
    if (dialog.open) dialog.close("cancel");
  }

  /** Starts or stops the computer playing itself; either way a fresh game begins. */
  async function setAttract(on, { captions = null, onEnd = null } = {}) {
    app.token += 1;
    await waitIdle();
    closeDialog();
    cancelRitual();
    app.attract = on;
    app.captions = on ? captions : null;
    app.onAttractEnd = on ? onEnd : null;
    if (on) root.dataset.attract = "true";
    else delete root.dataset.attract;
    app.board.setSpeed(on ? "slow" : app.speed);
    const fresh = newGame(app.game.variant, {}, on ? null : app.opponent);
    useGame(fresh.game, fresh.record);
    nextTurn();
  }

  // ---------- controls ----------

  function setSpeed(speed, persist = true) {
    app.speed = SPEEDS.includes(speed) ? speed : "normal";
    $("[data-speed]").value = app.speed;
    if (app.board && !app.attract) app.board.setSpeed(app.speed);
    if (persist) store.set("speed", app.speed);
  }

  function share() {
    const url = makeLink(SITE.href, app.game.variant, app.game.state(), { instant: app.speed === "instant", opponent: app.record.opponent });
    const box = $("[data-share-box]");
    const input = $("[data-share-url]");
    input.value = url;
    box.hidden = false;
    input.focus();
    input.select();
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(url).then(() => notice("share", app.t("copied")), () => {});
    }
  }

  /** Opens the rules and heritage panel; its texts are loaded the first time. */
  async function showRules() {
    const aside = $("[data-rules]");
    const { renderRules } = await import("./rules.js");
    await renderRules(aside, app.game ? app.game.variant : options.variant || "ali-guli-mane", app.lang, app.t);
    aside.hidden = false;
    $("[data-action=rules]").setAttribute("aria-expanded", "true");
    root.dataset.rulesOpen = "true";
  }

  async function toggleRules(force) {
    const aside = $("[data-rules]");
    const open = force ?? aside.hidden;
    if (open) {
      await showRules();
      aside.focus();
    } else {
      aside.hidden = true;
      $("[data-action=rules]").setAttribute("aria-expanded", "false");
      delete root.dataset.rulesOpen;
      $("[data-action=rules]").focus();
    }
  }

  function onClick(e) {
    const target = e.target.closest("button");
    if (!target || !app.game || app.attract) return;
    if (target.dataset.game) {
      openVariant(target.dataset.game).then(() => {
        if (!$("[data-rules]").hidden) showRules();
      });
    } else if (target.dataset.lang) setLang(target.dataset.lang);
    else if (target.dataset.action === "new") newGameDialog();
    else if (target.dataset.action === "undo") undo();
    else if (target.dataset.action === "hint") showHint();
    else if (target.dataset.action === "cycle") agreeCycle();
    else if (target.dataset.action === "share") share();
    else if (target.dataset.action === "rules") toggleRules();
    else if (target.dataset.action === "rules-close") toggleRules(false);
  }

  function onKey(e) {
    if (e.key === "Escape" && app.board && app.board.busy) app.board.skip();
  }

  const keyTarget = page ? document : root;
  root.addEventListener("click", onClick);
  keyTarget.addEventListener("keydown", onKey);
  $("[data-speed]").addEventListener("change", (e) => setSpeed(e.target.value));

  // ---------- start ----------

  async function boot() {
    const savedLang = store.get("lang");
    const browserLang = (navigator.languages || [navigator.language]).map(langOf).find(Boolean);
    app.lang = await loadWords(options.lang || langOf(savedLang) || browserLang || "en");
    app.t = translator(app.lang);
    setSpeed(options.link?.instant ? "instant" : options.speed || store.get("speed") || "normal", false);
    app.board = createBoard($("[data-board-host]"), {
      t: app.t,
      speed: app.speed,
      onMove: (pit) => playPit(pit),
      onStep: (event) => app.captions?.step(event),
    });
    applyWords();
    $("[data-status]").textContent = app.t("loading");
    let bindings;
    try {
      bindings = await wasmReady();
    } catch (e) {
      $("[data-status]").textContent = app.t("loadFailed", { why: message(e) });
      throw e;
    }
    if (page) performance.mark("wasm-ready");
    app.Game = bindings.Game;
    if (options.opponent === undefined && !options.link?.state) {
      // The opponent last chosen in the new-game dialog (page mode keeps it).
      try {
        const saved = JSON.parse(store.get("opponent") || "null");
        if (saves.isOpponent(saved)) app.opponent = saved || null;
      } catch {
        // an unreadable setting: two people
      }
    }
    if (o.save && !saves.canSave) notice("storage", app.t("notice.storage"));
    const link = options.link || {};
    if (link.game || link.state) {
      await openLink(link);
    } else {
      const current = store.get("current");
      await openVariant(options.variant || (VARIANTS.includes(current) ? current : "ali-guli-mane"));
    }
    if (o.rules === "open") await showRules();
    root.dataset.ready = "true";
    if (kiosk) {
      const { startKiosk } = await import("./kiosk.js");
      app.kiosk = startKiosk(root, {
        idleMinutes: options.idle ?? 2,
        t: () => app.t,
        variant: () => app.game.variant,
        attract: setAttract,
      });
    }
  }

  const ready = boot();
  return {
    ready,
    element: root,
    setLang,
    destroy() {
      app.destroyed = true;
      app.token += 1;
      app.kiosk?.stop();
      clearHint();
      dropSeats();
      app.hintAi?.cancel();
      root.removeEventListener("click", onClick);
      keyTarget.removeEventListener("keydown", onKey);
      app.board?.destroy();
      app.game?.free?.();
      app.game = null;
      root.replaceChildren();
    },
  };
}
