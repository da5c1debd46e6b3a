// The page: wires the Game handle, the board, the controls, the panels and the saved game.
import { createBoard } from "./board/index.js";
import { applyEvent, startMove, viewFromSnapshot, ownerOf } from "./board/view.js";
import { translator } from "./i18n/index.js";
import { wasmReady } from "./wasm.js";
import * as saves from "./save.js";
import { readLink, makeLink, decodeState } from "./share.js";
import { createSeats } from "./players.js";
import { ask, h } from "./dialog.js";

const VARIANTS = ["ali-guli-mane", "al-manqala", "mangala-iv"];
const SPEEDS = ["slow", "normal", "fast", "instant"];
const $ = (selector) => document.querySelector(selector);
const message = (e) => (e && e.message ? e.message : String(e));
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

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
};

// ---------- words ----------

function applyWords() {
  const { t } = app;
  document.documentElement.lang = app.lang;
  document.title = `${t("title")} — ${VARIANTS.map((v) => t(`name.${v}`)).join(", ")}`;
  for (const n of document.querySelectorAll("[data-i18n]")) n.textContent = t(n.dataset.i18n);
  for (const n of document.querySelectorAll("[data-i18n-label]")) n.setAttribute("aria-label", t(n.dataset.i18nLabel));
  for (const b of document.querySelectorAll("[data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === app.lang));
  $(".lang").setAttribute("aria-label", t("language"));
  if (app.board) app.board.setText(t, playerNames());
  if (app.game) refresh();
  if (!$("[data-rules]").hidden) showRules();
}

function setLang(lang) {
  app.lang = lang === "pt" ? "pt" : "en";
  app.t = translator(app.lang);
  saves.setSetting("lang", app.lang);
  applyWords();
}

function playerNames() {
  const { t, record } = app;
  const base = [t("player.0"), t("player.1")];
  if (!record || !record.seats) return base;
  const south = record.seats.south;
  const north = south === "guesser" ? "hider" : "guesser";
  return [`${base[0]} (${t(`role.${south}`)})`, `${base[1]} (${t(`role.${north}`)})`];
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

// ---------- the game ----------

function options() {
  return (app.game && app.game.state().options) || {};
}

function isForced() {
  return app.game.variant === "mangala-iv" && !options().freeChoice;
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
  saves.saveRecord(app.record);
  saves.setSetting("current", app.record.variant);
}

/** Replaces the game in play (freeing the old handle) and redraws everything. */
function useGame(game, record) {
  app.token += 1;
  if (app.game && app.game !== game) app.game.free?.();
  app.game = game;
  app.record = record;
  save();
  app.board.setText(app.t, playerNames());
  app.board.set(snapshot());
  refresh();
}

function newGame(variant, opts = {}) {
  const record = saves.newRecord(variant, opts);
  return { game: new app.Game(variant, opts), record };
}

function refresh() {
  const { t, game: g } = app;
  for (const b of document.querySelectorAll("[data-game]")) {
    b.setAttribute("aria-pressed", String(b.dataset.game === g.variant));
  }
  document.body.dataset.variant = g.variant;
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
  if (state.round && (options().rounds || state.round > 1)) badges.push(t("status.round", { n: state.round }));
  if (g.variant === "mangala-iv" && options().start === "random") badges.push(t("status.random", { seed: options().seed }));
  if (g.variant === "mangala-iv" && options().freeChoice) badges.push(t("status.houseRule"));
  status.replaceChildren(h("span", { class: "status-line", text: line }), ...badges.map((b) => h("span", { class: "badge", text: b })));
  $("[data-action=undo]").disabled = app.record.actions.length === 0 || app.ritual;
  const cycle = $("[data-action=cycle]");
  cycle.hidden = g.variant !== "al-manqala";
  cycle.disabled = g.isOver() || app.ritual;
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
  app.record.actions.push(pit);
  save();
  const token = app.token;
  app.playing = app.board.play(trace, snapshot());
  await app.playing;
  app.playing = null;
  if (token !== app.token) return;
  refresh();
  const round = trace.events.find((e) => e.type === "round");
  if (round) await roundSummary(before, trace, round);
  if (token !== app.token) return;
  if (g.isOver()) await showEnd();
  else nextTurn();
}

/** Lets the seat whose turn it is move: a person picks on the board; a computer is asked. */
async function nextTurn() {
  const g = app.game;
  if (g.isOver() || app.ritual) return;
  const seat = app.seats.kindOf(g.toMove());
  if (seat.kind === "human") return;
  const token = app.token;
  const pit = await seat.chooseMove(g.state());
  if (token === app.token) await playPit(pit);
}

async function waitIdle() {
  if (app.board.busy) {
    app.board.skip();
    if (app.playing) await app.playing;
  }
}

async function undo() {
  await waitIdle();
  const { record } = app;
  if (!record.actions.length) return;
  const last = record.actions[record.actions.length - 1];
  if (last !== "agree" && app.game.undo()) {
    record.actions.pop();
    useGame(app.game, record);
    return;
  }
  const shorter = { ...record, actions: record.actions.slice(0, -1) };
  try {
    useGame(saves.replay(app.Game, shorter), shorter);
  } catch (e) {
    notice("move", message(e));
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
    h("p", { "data-end-reason": result.reason, text: capital(t(`reason.${result.reason}`)) }),
  ];
  const { value } = await ask($("[data-dialog]"), {
    kind: "end",
    title: t("end.title"),
    content,
    buttons: [
      { value: "new", label: t("end.new"), primary: true },
      { value: "close", label: t("end.close") },
    ],
  });
  if (value === "new") await newGameDialog(g.variant);
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
  if (value !== "agree") return;
  try {
    g.agreeCycle();
  } catch (e) {
    notice("move", message(e));
    return;
  }
  app.record.actions.push("agree");
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
  const content = [];
  if (variant === "ali-guli-mane") {
    content.push(h("label", { class: "check" }, h("input", { type: "checkbox", name: "rounds" }), h("span", { text: t("opt.rounds") })));
  }
  if (variant === "mangala-iv") {
    const seed = String(Math.floor(Math.random() * 1e6));
    content.push(
      h("fieldset", {},
        h("legend", { text: t("opt.start") }),
        h("label", { class: "check" }, h("input", { type: "radio", name: "start", value: "uniform", checked: true }), h("span", { text: t("opt.uniform") })),
        h("label", { class: "check" }, h("input", { type: "radio", name: "start", value: "random" }), h("span", { text: t("opt.random") })),
        h("label", { class: "field" }, h("span", { text: t("opt.seed") }), h("input", { type: "number", name: "seed", min: "0", max: "4294967295", step: "1", value: seed, inputmode: "numeric" }))),
      h("label", { class: "check" }, h("input", { type: "checkbox", name: "ritual", checked: true }), h("span", { text: t("opt.ritual") })),
      h("label", { class: "check house-rule" }, h("input", { type: "checkbox", name: "freeChoice" }), h("span", { text: t("opt.freeChoice") })),
    );
  }
  const { value, form } = await ask($("[data-dialog]"), {
    kind: "new",
    title: t("newTitle", { game: t(`name.${variant}`) }),
    content,
    buttons: [
      { value: "start", label: t("start"), primary: true },
      { value: "cancel", label: t("cancel") },
    ],
  });
  if (value !== "start") return;
  const opts = {};
  if (variant === "ali-guli-mane" && form.rounds) opts.rounds = true;
  if (variant === "mangala-iv") {
    if (form.start === "random") {
      opts.start = "random";
      opts.seed = Math.max(0, Math.min(4294967295, Math.floor(Number(form.seed) || 0)));
    }
    if (form.freeChoice) opts.freeChoice = true;
  }
  await startNew(variant, opts, variant === "mangala-iv" && Boolean(form.ritual));
}

async function startNew(variant, opts, ritual) {
  let fresh;
  try {
    fresh = newGame(variant, opts);
  } catch (e) {
    notice("options", message(e));
    return;
  }
  app.ritual = ritual;
  useGame(fresh.game, fresh.record);
  if (ritual) runRitual();
}

async function runRitual() {
  app.ritual = true;
  app.board.set(snapshot());
  refresh();
  const token = app.token;
  const { playRitual } = await import("./ritual.js");
  if (token !== app.token) return;
  const result = await playRitual($("[data-panel]"), app.t);
  if (token !== app.token) return;
  app.ritual = false;
  if (result) {
    app.record.seats = { south: result.south };
    save();
    app.board.setText(app.t, playerNames());
    const names = playerNames();
    app.board.say(app.t("ritual.done", { south: app.t(`Role.${result.south}`), north: app.t(`Role.${result.south === "guesser" ? "hider" : "guesser"}`) }) + ` ${app.t("say.toMove", { player: names[0] })}`);
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
    record = saves.loadRecord(variant);
    if (record) {
      useGame(saves.replay(app.Game, record), record);
      return;
    }
  } catch {
    saves.dropRecord(variant);
    notice("bad-save", app.t("notice.badSave"));
  }
  await startNew(variant, {}, variant === "mangala-iv");
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
      useGame(game, saves.newRecord(variant, {}, game.state()));
    } else {
      const fresh = newGame(variant, {});
      useGame(fresh.game, fresh.record);
    }
  } catch (e) {
    notice("bad-link", app.t("notice.badLink", { why: message(e) }));
    await startNew(variant || "ali-guli-mane", {}, false);
  }
}

// ---------- controls ----------

function setSpeed(speed, persist = true) {
  app.speed = SPEEDS.includes(speed) ? speed : "normal";
  $("[data-speed]").value = app.speed;
  if (app.board) app.board.setSpeed(app.speed);
  if (persist) saves.setSetting("speed", app.speed);
}

function share() {
  const url = makeLink(location.href, app.game.variant, app.game.state(), { instant: app.speed === "instant" });
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
  renderRules(aside, app.game ? app.game.variant : "ali-guli-mane", app.lang, app.t);
  aside.hidden = false;
  $("[data-action=rules]").setAttribute("aria-expanded", "true");
  document.body.dataset.rulesOpen = "true";
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
    delete document.body.dataset.rulesOpen;
    $("[data-action=rules]").focus();
  }
}

function wireControls() {
  document.addEventListener("click", (e) => {
    const target = e.target.closest("button");
    if (!target || !app.game) return;
    if (target.dataset.game) {
      openVariant(target.dataset.game).then(() => {
        if (!$("[data-rules]").hidden) showRules();
      });
    } else if (target.dataset.lang) setLang(target.dataset.lang);
    else if (target.dataset.action === "new") newGameDialog();
    else if (target.dataset.action === "undo") undo();
    else if (target.dataset.action === "cycle") agreeCycle();
    else if (target.dataset.action === "share") share();
    else if (target.dataset.action === "rules") toggleRules();
    else if (target.dataset.action === "rules-close") toggleRules(false);
  });
  $("[data-speed]").addEventListener("change", (e) => setSpeed(e.target.value));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && app.board && app.board.busy) app.board.skip();
  });
}

// ---------- start ----------

async function boot() {
  performance.mark("app-start");
  const link = readLink(location.search);
  const savedLang = saves.getSetting("lang");
  app.lang = savedLang || ((navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en");
  app.t = translator(app.lang);
  setSpeed(link.instant ? "instant" : saves.getSetting("speed") || "normal", false);
  app.board = createBoard($("[data-board-host]"), {
    t: app.t,
    speed: app.speed,
    onMove: (pit) => playPit(pit),
  });
  applyWords();
  $("[data-status]").textContent = app.t("loading");
  wireControls();
  let bindings;
  try {
    bindings = await wasmReady();
  } catch (e) {
    $("[data-status]").textContent = app.t("loadFailed", { why: message(e) });
    return;
  }
  performance.mark("wasm-ready");
  app.Game = bindings.Game;
  if (!saves.canSave) notice("storage", app.t("notice.storage"));
  if (link.game || link.state) {
    await openLink(link);
    history.replaceState(null, "", location.pathname + (link.instant ? "?speed=instant" : ""));
  } else {
    const current = saves.getSetting("current");
    await openVariant(VARIANTS.includes(current) ? current : "ali-guli-mane");
  }
  requestAnimationFrame(() => {
    performance.mark("board-drawn");
    document.documentElement.dataset.ready = "true";
  });
}

boot();
