// The game flow, headless: one state machine over the Game handle, publishing one screen
// state (./screen.js) that the views render. It touches no DOM; what it needs from the page
// comes through `effects` (below), so it can be driven and tested without a board.
//
// States (screen.phase) and what moves between them:
//   loading    → idle | thinking | ritual            a game is opened (saved, link, file, new)
//   idle       → animating                          a person plays a legal pit
//              → hinting → idle                     the hint's search
//              → asking → idle | animating …        a dialog: new game, the agreed cycle
//              → viewing ⇄ replaying                looking back at the game
//   thinking   → animating                          the computer chose its move
//   animating  → asking (a round's end, the end) → idle | thinking
//   ritual     → idle | thinking                    Mangala IV's opening ritual is over
//   viewing    → idle | thinking                    back to the game
// A lesson (./lesson.js) plays its own game over the game in play, in the same phases
// (idle, animating, ritual); screen.lesson is set while it runs. The lessons and the review of
// a game (./critique.js) are fetched when first started (fetchedOnUse, below).
// The session is "play", or "attract" (a kiosk's computer playing both sides).
//
// One cancellation per turn: every step that waits (a search, a hint, an animation, a
// dialog, the ritual) gets the signal of the current turn's AbortController; whatever starts
// a new turn (a move, undo, a new game, looking back) aborts the old one first.
//
// effects: {
//   animate(trace, signal) → Promise       the board plays a sowing (skips on abort)
//   settle() → Promise                     resolves when no sowing is being drawn
//   beat(signal) → Promise                 the pause between two sowings of a replay
//   ask(kind, facts, signal) → Promise<{ value, … }>   a dialog: "round" | "end" | "cycle" | "new"
//   ritual({ computer, wantsSouth }, signal) → Promise<result | null>   ../ritual.js
//   notice(kind, key, vars)                a notice (key null: vars.why is the text)
//   say(what)                              words for the board's live region
// }
// store: the saved game (save.js, or nothing for embeds and kiosks).
//
// The machine's parts share one context `c` (state `m`, transitions, effects): ./turns.js is
// the turn loop, ./opening.js opens games, ./review.js looks back; this file holds the state,
// the cancellation (createCore), the commands of a game in play (createCommands) and the
// controller's public object (facadeOf).
import * as rec from "./record.js";
import { createSeating } from "./seating.js";
import { screenOf, undoTarget } from "./screen.js";
import { createAi, hintFacts } from "../ai/client.js";
import { createTurns, failure } from "./turns.js";
import { createOpening } from "./opening.js";
import { createReview } from "./review.js";
import { lazy } from "../lazy.js";

/** How long a hint thinks. */
const HINT_MS = 1000;

/** Creates the controller of one mounted game; see above. */
export function createController({ Game, effects, store, opponent = null, ritualAtStart = true }) {
  const m = {
    phase: "loading",
    session: "play",
    g: null,
    gameId: 0,
    past: null,
    hint: null,
    sowing: false,
    opponent,
  };
  const c = {
    Game,
    m,
    effects,
    store,
    ritualAtStart,
    seating: createSeating(),
    hooks: { captions: null, onEnd: null },
  };
  const shown = { screen: null, listeners: new Set() };
  Object.assign(c, createCore(c, shown));
  Object.assign(c, createTurns(c));
  Object.assign(c, createOpening(c));
  c.review = createReview(c);
  Object.assign(c, fetchedOnUse(c));
  const { commands, stopHint } = createCommands(c, shown);
  return facadeOf(c, shown, commands, stopHint);
}

/**
 * The transitions every part shares: publishing the screen (to `shown.listeners`, kept as
 * `shown.screen`), the phase, the turn's cancellation, saving, and the game in play.
 */
function createCore(c, shown) {
  const { m, effects, store } = c;
  let turn = new AbortController();
  return {
    publish: () => {
      if (!m.g) return;
      shown.screen = screenOf(m, c.seating, c);
      for (const fn of shown.listeners) fn(shown.screen);
    },
    setPhase: (phase) => {
      m.phase = phase;
      c.publish();
    },
    /** Aborts the turn in progress and returns the new turn's signal. */
    newTurn: () => {
      turn.abort();
      turn = new AbortController();
      return turn.signal;
    },
    /** Stops whatever runs (search, hint, dialog, animation), then waits for the board. */
    interrupt: async () => {
      const signal = c.newTurn();
      m.hint = null;
      if (["thinking", "hinting", "animating", "replaying"].includes(m.phase))
        c.setPhase(m.past ? "viewing" : "idle");
      await effects.settle();
      return signal;
    },
    save: () => m.session === "play" && m.g && store.save(rec.recordOf(m.g)),
    /** Puts `g` in play (freeing the game it replaces) and seats its players. */
    useGame: (g) => {
      c.review.close();
      c.lesson.close();
      if (m.g && m.g !== g) m.g.free();
      m.g = g;
      c.critique.follow(g);
      m.gameId += 1;
      m.hint = null;
      c.seating.use(rec.seatsOf(g), m.session === "attract");
      c.save();
    },
  };
}

/**
 * A person's commands on the game in play (pick, undo, hint, agree), each allowed by the screen
 * shown; stopHint() cancels the hint's own search, if one was made.
 */
function createCommands(c, shown) {
  const { Game, m, effects } = c;
  let hintAi = null;
  const commands = {
    /** A person picked a legal pit on the board. */
    pick(pit) {
      if (m.lesson) return c.lesson.pick(pit);
      if (shown.screen && shown.screen.board.legal.includes(pit)) c.sow(pit);
    },

    /** Takes back the last move a person made, with whatever the computer played after it. */
    async undo() {
      if (!shown.screen || !shown.screen.canUndo) return;
      await c.interrupt();
      let g = m.g;
      const keep = undoTarget(rec.movesOf(g), c.seating);
      for (let n = rec.movesOf(g).length; keep >= 0 && n > keep; n -= 1) g = rec.undo(Game, g);
      c.useGame(g);
      c.nextTurn();
    },

    /** Asks the search for the move the Master would play (shown until the next move). */
    async hint() {
      if (!shown.screen || !shown.screen.canHint) return;
      const signal = c.newTurn();
      c.setPhase("hinting");
      const ai = c.seating.computer() || (hintAi ||= createAi());
      let analysis;
      try {
        analysis = await ai.analyze(rec.recordOf(m.g), { timeMs: HINT_MS }, signal);
      } catch (e) {
        return failure(c, signal, e, "hint");
      }
      if (signal.aborted) return;
      const facts = hintFacts(analysis);
      m.hint = facts && { ...facts, value: analysis.find((a) => a.pit === facts.pit).value };
      c.setPhase("idle");
    },

    /** Al-manqala: the player to move says the seeds cycle; the other must agree. */
    async agree() {
      if (!shown.screen || !shown.screen.cycle.shown || !shown.screen.cycle.enabled) return;
      const signal = c.newTurn();
      const g = m.g;
      c.setPhase("asking");
      const { value } = await effects.ask("cycle", { mover: g.toMove() }, signal);
      if (signal.aborted) return;
      if (value !== "agree") return c.setPhase("idle");
      try {
        rec.play(g, "agree");
      } catch (e) {
        return failure(c, signal, e, "move");
      }
      c.save();
      effects.say({ type: "end", result: g.result() });
      await c.finish(signal);
    },
  };
  return { commands, stopHint: () => hintAi?.cancel() };
}

/** Builds the controller's public object: every command, and the subscription to the screen. */
function facadeOf(c, shown, commands, stopHint) {
  const { Game, m } = c;
  const { view, step, replay, replayStep, pause, backToGame } = c.review;
  const { open, openRecord, openText, attract, newGameDialog, startNew } = c;
  return {
    ...commands,
    open,
    openRecord,
    openText,
    attract,
    newGameDialog,
    startNew,
    view,
    step,
    replay,
    replayStep,
    pause,
    backToGame,
    /** "How did I play?": reviews the game so far (./critique.js); cancel, select a move, close. */
    critique: () => c.critique.start(),
    cancelCritique: () => c.critique.cancel(),
    selectCritique: (index) => c.critique.select(index),
    closeCritique() {
      c.critique.close();
      c.publish();
    },
    /** A lesson (./lesson.js): start(variant), show, agree, next, leave, beginner. */
    lesson: c.lesson.commands,
    /** A person picked a pit that can't be played (a lesson says why). */
    miss: (pit) => c.lesson.miss(pit),
    /** Calls fn(screen) now (if a game is open) and on every change; returns the unsubscriber. */
    subscribe(fn) {
      shown.listeners.add(fn);
      if (shown.screen) fn(shown.screen);
      return () => shown.listeners.delete(fn);
    },
    get screen() {
      return shown.screen;
    },
    /** The record of the game in play, and the same as a game file's text. */
    record: () => rec.recordOf(m.g),
    toText: () => rec.toText(m.g),
    optionsOf: (variant) => rec.optionsOf(Game, variant),
    /** For attract-mode captions: each event as the board shows it. */
    onStep: (event) => c.hooks.captions?.step(event),
    destroy() {
      c.newTurn();
      c.review.close();
      c.critique.destroy();
      c.lesson.close();
      c.seating.cancel();
      stopHint();
      m.g?.free();
      m.g = null;
      shown.listeners.clear();
    },
  };
}

/**
 * The review of a game (./critique.js) and the lessons (./lesson.js), each fetched the first time
 * it starts, so a visit that never asks for them never fetches them. Until then none runs: their
 * other commands have nothing to do and their screens are empty.
 */
function fetchedOnUse(c) {
  const critique = lazy(async () => (await import("./critique.js")).createCritique(c));
  const lesson = lazy(async () => (await import("./lesson.js")).createLesson(c));
  /** Methods `names` that pass their calls on to part() once it has arrived; until then they do nothing. */
  const forward = (part, names) =>
    Object.fromEntries(names.map((name) => [name, (...args) => part()?.[name](...args)]));
  return {
    critique: {
      start: async () => (await critique()).start(),
      ...forward(() => critique.value, ["cancel", "select", "close", "follow", "destroy"]),
      screen: () => critique.value?.screen() ?? null,
    },
    lesson: {
      ...forward(() => lesson.value, ["close", "pick", "miss"]),
      screen: (base) => (lesson.value ? lesson.value.screen(base) : base),
      commands: {
        start: async (variant) => (await lesson()).commands.start(variant),
        ...forward(() => lesson.value?.commands, ["show", "agree", "next", "leave", "beginner"]),
      },
    },
  };
}
