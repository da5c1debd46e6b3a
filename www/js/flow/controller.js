// The game flow, headless: one state machine over the Game handle, publishing one screen
// state (./screen.js) that the views render. It touches no DOM; what it needs from the page
// comes through `effects` (Effects in ../types.js), so it can be driven and tested without a
// board. Its state is one object, `m` (Machine in ../types.js: the phases and what moves
// between them are described there).
//
// The controller is built here from parts, each given what it needs as arguments: the core
// (below: publishing, the phase, the turn's cancellation, saving, the game in play), the turn
// loop (./turns.js), looking back (./review.js), the commands of a game in play (below),
// opening games (./opening.js), the review of a game (./critique.js), and the modes, each
// fetched the first time it starts (../lib/lazy.js). A part that must hear of a new game in play
// listens to the core (core.onGameChanged); a part that must start another's work gets that work
// as a callback.
//
// A mode (Mode in ../types.js; ./modes/) is a game of its own over the game in play: a lesson, a
// puzzle, the analysis board. The controller keeps them in one list, `modes`, and reaches the one in progress through
// it (`active()`): its screen, its picks and misses, its hint. Each also has commands of its own
// (the public `lesson`, `puzzle` and `analysis` below), which its view calls.
//
// One cancellation per turn: every step that waits (a search, a hint, an animation, a
// dialog, the ritual) gets the signal of the current turn's AbortController; whatever starts
// a new turn (a move, undo, a new game, looking back) aborts the old one first.
// store: the saved game (lib/storage.js, or nothing for embeds and kiosks).
import { textReady } from "../lib/text.js";
import { createSeating } from "./seating.js";
import { playFlags, screenOf, undoTarget } from "./screen.js";
import { createAi, hintFacts } from "../ai/client.js";
import { createTurns, failure } from "./turns.js";
import { createOpening } from "./opening.js";
import { createReview } from "./review.js";
import { lazy } from "../lib/lazy.js";

/**
 * @import { Ai, Effects, Game, GameClass, GameResult, Machine, Mode, MoveAnalysis,
 *   MoveEntry, Opponent, Phase, PlayerNumber, Screen, Store, Variant } from "../types.js"
 * @import { Lazy } from "../lib/lazy.js"
 */

/** How long a hint thinks. */
const HINT_MS = 1000;

/**
 * Creates the controller of one mounted game; see above.
 * @param {object} parts
 * @param {GameClass} parts.Game
 * @param {Effects} parts.effects
 * @param {Store} parts.store
 * @param {Opponent | null} [parts.opponent]
 * @param {boolean} [parts.ritualAtStart]
 * @param {Partial<import("./modes/puzzle.js").PuzzleSources>} [parts.puzzles] where the puzzles and
 *   the rating come from (default: the build's files, no storage) and their search
 * @param {Partial<import("./modes/analysis.js").AnalysisSources>} [parts.analyses] where the
 *   analysis board's analyses come from (default: the worker)
 * @param {number} [parts.attractDelayMs] the least time of a move in attract mode (a soak: 0)
 */
export function createController({
  Game,
  effects,
  store,
  opponent = null,
  ritualAtStart = true,
  puzzles = {},
  analyses = {},
  attractDelayMs,
}) {
  /** @type {Machine} */
  const m = {
    phase: "loading",
    session: "play",
    g: null,
    gameId: 0,
    games: 0,
    past: null,
    hint: null,
    sowing: false,
    opponent,
    lesson: null,
    critique: null,
    puzzle: null,
    analysis: null,
  };
  const seating = createSeating(attractDelayMs);
  /** Attract mode's end (kiosk.js). */
  const hooks = {
    /** @type {((result: GameResult | null) => void) | null} */ onEnd: null,
  };
  const core = createCore({ m, effects, store, seating, screen: () => screenNow() });
  const turns = createTurns({ Game, m, core, effects, seating, hooks, ended: afterEnd });
  const review = createReview({ m, core, effects, moves: core.moves, nextTurn: turns.nextTurn });
  const opening = createOpening({
    Game,
    m,
    core,
    effects,
    store,
    hooks,
    ritualAtStart,
    nextTurn: turns.nextTurn,
    closeReview: review.close,
  });
  const critique = lazy(async () =>
    (await import("./critique.js")).createCritique({
      m,
      core,
      effects,
      isHuman: seating.isHuman,
      view: review.view,
    }),
  );
  const lesson = lazy(async () =>
    (await import("./modes/lesson.js")).createLesson({
      Game,
      m,
      core,
      effects,
      store,
      ritualAtStart,
      nextTurn: turns.nextTurn,
      startNew: opening.startNew,
      closeReview: review.close,
    }),
  );
  /** @type {Ai | null} */
  let puzzleAi = null;
  const puzzle = lazy(async () =>
    (await import("./modes/puzzle.js")).createPuzzle({
      Game,
      m,
      core,
      effects,
      sources: {
        analyze: (record, options, signal) =>
          (puzzleAi ||= createAi()).analyze(record, options, signal),
        ...puzzles,
      },
      nextTurn: turns.nextTurn,
      closeReview: review.close,
      closeLesson: () => lesson.value?.close(),
      openRecord: (record) => opening.openRecord(() => record, "link"),
    }),
  );
  /** @type {Ai | null} */
  let analysisAi = null;
  const analysis = lazy(async () =>
    (await import("./modes/analysis.js")).createAnalysis({
      Game,
      m,
      core,
      effects,
      sources: {
        analyze: (record, options, signal) =>
          (analysisAi ||= createAi()).analyze(record, options, signal),
        ...analyses,
      },
      closeOthers: () => {
        review.close();
        for (const mode of modes) if (mode !== analysis) mode.value?.close();
      },
      nextTurn: turns.nextTurn,
    }),
  );
  /** The modes, the first one in progress taking the screen. @type {Lazy<Mode>[]} */
  const modes = [puzzle, lesson, analysis];
  /** A mode a page feature puts over the game in play (useMode): a live game. @type {Mode | null} */
  let outer = null;
  /** The mode in progress, if one is: a feature's, else the first of the list in progress. */
  const active = () => outer ?? modes.map((mode) => mode.value).find((mode) => mode?.active());
  core.onGameChanged((g) => {
    for (const mode of modes) mode.value?.close();
    critique.value?.follow(g);
  });

  /** The screen of the mode in progress, else of the game in play. */
  function screenNow() {
    const g = /** @type {Game} */ (m.g);
    const mode = active();
    // A feature's mode (a live game) is no game the analysis board may take over.
    if (mode) return outer ? { ...mode.screen(), analysable: false } : mode.screen();
    return screenOf(
      m.past ? m.past.g : g,
      playFlags(m, { isHuman: seating.isHuman, moves: core.moves }),
    );
  }

  /** The new-game dialog; its "lesson" choice starts the game's lesson. */
  async function newGameDialog(variant = /** @type {Game} */ (m.g).variant) {
    if ((await opening.newGameDialog(variant)) === "lesson") await startLesson(variant);
  }

  /** @param {Variant} variant */
  const startLesson = async (variant) => {
    puzzle.value?.close();
    return (await lesson()).commands.start(variant);
  };

  /** What the end dialog's choice leads to. @param {string} value */
  function afterEnd(value) {
    if (value === "new") newGameDialog();
    else if (value === "critique") critique().then((part) => part.start());
    else if (value === "puzzle") puzzleCommand("next")();
    else if (value === "rematch") opening.rematch();
  }

  /**
   * Calls `name` of the puzzle's commands; "start" and "next" (a puzzle of the game in play, with
   * none shown) fetch the puzzle's part first.
   * @param {keyof import("../types.js").PuzzleCommands} name
   */
  const puzzleCommand =
    (name) =>
    async (/** @type {any[]} */ ...args) => {
      const part = name === "start" || name === "next" ? await puzzle() : puzzle.value;
      return /** @type {any} */ (part?.commands[name])?.(...args);
    };

  const { commands, stopHint } = createCommands({ m, core, effects, seating, turns });
  /** Calls `name` of the lesson's commands once a lesson has been fetched. */
  const lessonCommand =
    (/** @type {"show" | "agree" | "next" | "leave" | "beginner"} */ name) => () =>
      lesson.value?.commands[name]();
  return {
    ...commands,
    open: opening.open,
    openRecord: opening.openRecord,
    openText: opening.openText,
    /** Attract mode begins when a kiosk's session ends: everything of that visitor goes. */
    attract: (
      /** @type {boolean} */ on,
      /** @type {Parameters<typeof opening.attract>[1]} */ how,
    ) => {
      if (on) puzzle.value?.forget();
      return opening.attract(on, how);
    },
    newGameDialog,
    startNew: opening.startNew,
    startWith: opening.startWith,
    view: review.view,
    step: review.step,
    replay: review.replay,
    replayStep: review.replayStep,
    pause: review.pause,
    backToGame: review.backToGame,
    /** "How did I play?": reviews the game so far (./critique.js); cancel, select a move, close. */
    critique: async () => (await critique()).start(),
    cancelCritique: () => critique.value?.cancel(),
    selectCritique: (/** @type {number} */ index) => critique.value?.select(index),
    closeCritique() {
      critique.value?.close();
      core.publish();
    },
    /** A lesson (./modes/lesson.js): start(variant), show, agree, next, leave, beginner. */
    lesson: {
      start: startLesson,
      show: lessonCommand("show"),
      agree: lessonCommand("agree"),
      next: lessonCommand("next"),
      leave: lessonCommand("leave"),
      beginner: lessonCommand("beginner"),
    },
    /**
     * A puzzle (./modes/puzzle.js): start("daily" | id[, variant]) → Promise<boolean>, next, retry,
     * solution, hint, continueGame, leave; `progress()` the player's rating and history.
     */
    puzzle: {
      start: /** @type {(ref: string, variant?: Variant) => Promise<boolean>} */ (
        puzzleCommand("start")
      ),
      next: /** @type {() => Promise<boolean>} */ (puzzleCommand("next")),
      retry: puzzleCommand("retry"),
      solution: puzzleCommand("solution"),
      hint: puzzleCommand("hint"),
      continueGame: puzzleCommand("continueGame"),
      leave: puzzleCommand("leave"),
      choose: (/** @type {{ themes?: string[], retryMissed?: boolean }} */ choice) =>
        puzzle.value?.commands.choose(choice),
      progress: () => puzzle.value?.commands.progress() ?? null,
    },
    /**
     * The analysis board (./modes/analysis.js): open(positionText?, link?) → Promise<boolean>
     * (the game in play with its moves when no text is given; a link's study with it), and,
     * once its part has come, the part's other commands (AnalysisCommands in ../types.js).
     * @returns {import("../types.js").AnalysisCommands}
     */
    get analysis() {
      return /** @type {any} */ ({
        ...analysis.value?.commands,
        /** @param {string} [text] @param {{ study?: string | null, at?: string | null }} [link] */
        open: async (text, link) => !outer && (await analysis()).commands.open(text, link),
        /** @param {Parameters<import("../types.js").AnalysisCommands["openStudy"]>[0]} study */
        openStudy: async (study) => !outer && (await analysis()).commands.openStudy(study),
      });
    },
    /** The hint: the game's, or the mode's that has its own (a puzzle's: what the sowing does,
     * not which it is). */
    hint() {
      const mode = active();
      return mode?.hint ? mode.hint() : commands.hint();
    },
    /** A person picked a pit on the board: a legal one is sown; in a mode, the mode's. */
    pick(/** @type {number} */ pit) {
      const mode = active();
      if (mode) return mode.pick(pit);
      commands.pick(pit);
    },
    /** A person picked a pit that can't be played (a lesson says why). */
    miss: (/** @type {number} */ pit) => active()?.miss?.(pit),
    /**
     * Calls fn(screen) now (if a game is open) and on every change; returns the unsubscriber.
     * @param {(screen: Screen) => void} fn
     */
    subscribe: core.subscribe,
    get screen() {
      return core.shown();
    },
    /** The record of the game in play, and (once the game file's module has come) its file. */
    record: () => /** @type {Game} */ (m.g).record(),
    toText: async () => (await textReady()).writeGame(/** @type {Game} */ (m.g).record()),
    optionsOf: (/** @type {Variant} */ variant) => Game.optionsOf(variant),
    /** The handle's class, for the facts it gives without a game (the notation, the rows). */
    Game,
    /**
     * Puts a mode made by `make` over the game in play (a page feature's: features/live/), which
     * shows its screen and takes the pits picked until `useMode(null)`; the game in play is left
     * as it was, and shows again after. `make` gets what a mode needs to draw its moves; the
     * mode is in progress until it is replaced (its `active` is not asked).
     * @param {((parts: { m: Machine, core: Core, effects: Effects }) => Mode) | null} make
     */
    async useMode(make) {
      await core.interrupt();
      review.close();
      for (const mode of modes) mode.value?.close();
      outer?.close();
      outer = make ? make({ m, core, effects }) : null;
      if (outer) core.setPhase("idle");
      else turns.nextTurn();
    },
    destroy() {
      core.newTurn();
      review.close();
      critique.value?.destroy();
      for (const mode of modes) mode.value?.close();
      outer?.close();
      puzzleAi?.cancel();
      analysisAi?.cancel();
      seating.cancel();
      stopHint();
      m.g?.free();
      m.g = null;
      core.clear();
    },
  };
}

/**
 * The core every part shares: publishing the screen (`screen()` builds it), the phase, the
 * turn's cancellation, saving, and the game in play, whose changes go to onGameChanged's
 * listeners; `moves()` is the move list of the game in play, fetched once per position.
 * @param {object} parts
 * @param {Machine} parts.m
 * @param {Effects} parts.effects
 * @param {Store} parts.store
 * @param {ReturnType<typeof createSeating>} parts.seating
 * @param {() => Screen} parts.screen
 */
function createCore({ m, effects, store, seating, screen }) {
  let turn = new AbortController();
  /** @type {Screen | null} */
  let shown = null;
  /** @type {Set<(screen: Screen) => void>} */
  const listeners = new Set();
  /** @type {((g: Game) => void)[]} */
  const gameListeners = [];
  /** @type {{ key: string, list: MoveEntry[] }} */
  let movesCache = { key: "", list: [] };

  const core = {
    publish() {
      if (!m.g) return;
      shown = screen();
      for (const fn of listeners) fn(shown);
    },
    shown: () => shown,
    /** @param {(screen: Screen) => void} fn */
    subscribe(fn) {
      listeners.add(fn);
      if (shown) fn(shown);
      return () => listeners.delete(fn);
    },
    clear: () => listeners.clear(),
    /** The signal of the turn in progress (aborted when another starts). */
    signal: () => turn.signal,
    /** @param {Phase} phase */
    setPhase(phase) {
      m.phase = phase;
      core.publish();
    },
    /** Aborts the turn in progress and returns the new turn's signal. */
    newTurn() {
      turn.abort();
      turn = new AbortController();
      return turn.signal;
    },
    /** Stops whatever runs (search, hint, dialog, animation), then waits for the board. */
    async interrupt() {
      const signal = core.newTurn();
      m.hint = null;
      if (["thinking", "hinting", "animating", "replaying"].includes(m.phase))
        core.setPhase(m.past ? "viewing" : "idle");
      await effects.settle();
      return signal;
    },
    save() {
      if (m.session === "play" && m.g) store.save(m.g.record());
    },
    /** The move list of the game in play (g.moves()), fetched again only when it has changed. */
    moves() {
      const g = /** @type {Game} */ (m.g);
      const key = `${m.gameId}:${g.movesPlayed()}`;
      if (movesCache.key !== key) movesCache = { key, list: Array.from(g.moves()) };
      return movesCache.list;
    },
    /** @param {(g: Game) => void} fn called with each new game in play */
    onGameChanged: (fn) => void gameListeners.push(fn),
    /** Puts `g` in play (freeing the game it replaces) and seats its players. @param {Game} g */
    useGame(g) {
      if (m.g !== g) m.games += 1;
      if (m.g && m.g !== g) m.g.free();
      m.g = g;
      m.gameId += 1;
      m.hint = null;
      for (const fn of gameListeners) fn(g);
      seating.use(g.seats(), m.session === "attract");
      core.save();
    },
  };
  return core;
}

/** @typedef {ReturnType<typeof createCore>} Core */

/**
 * A person's commands on the game in play (pick, undo, hint, agree), each allowed by the screen
 * shown; stopHint() cancels the hint's own search, if one was made.
 * @param {object} parts
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {ReturnType<typeof createSeating>} parts.seating
 * @param {ReturnType<typeof createTurns>} parts.turns
 */
function createCommands({ m, core, effects, seating, turns }) {
  /** @type {Ai | null} */
  let hintAi = null;
  const live = () => /** @type {Game} */ (m.g);
  const shown = () => core.shown();
  const commands = {
    /** A person picked a legal pit on the board. @param {number} pit */
    pick(pit) {
      const s = shown();
      if (s && s.board.legal.includes(pit)) turns.sow(pit);
    },

    /**
     * Takes back the last move a person made, with whatever the computer played after it.
     * `asker`: the player who asked at their own edge, where two people sit face to face; the
     * other player is asked first (the dialog "undo"), and only a player the screen allows
     * (undoBy) may ask. Against the computer nobody is asked.
     * @param {PlayerNumber} [asker]
     */
    async undo(asker) {
      const s = shown();
      if (!s?.canUndo) return;
      if (asker !== undefined && !s.seats.computer) {
        if (!s.undoBy[asker]) return;
        const signal = core.signal();
        const { value } = await effects.ask("undo", { asker }, signal);
        if (signal.aborted || value !== "agree" || !shown()?.canUndo) return;
      }
      await core.interrupt();
      const g = live();
      const keep = undoTarget(core.moves(), seating.isHuman);
      for (let n = g.movesPlayed(); keep >= 0 && n > keep; n -= 1) g.undo();
      core.useGame(g);
      turns.nextTurn();
    },

    /** Asks the search for the move the Master would play (shown until the next move). */
    async hint() {
      if (!shown()?.canHint) return;
      const signal = core.newTurn();
      core.setPhase("hinting");
      const ai = seating.computer() || (hintAi ||= createAi());
      let analysis;
      try {
        analysis = await ai.analyze(live().record(), { timeMs: HINT_MS }, signal);
      } catch (e) {
        return failure(core, effects, signal, e, "hint");
      }
      if (signal.aborted) return;
      const facts = hintFacts(analysis);
      // The hint's pit is one of the analysis's.
      const valueOf = (/** @type {number} */ pit) =>
        /** @type {MoveAnalysis} */ (analysis.find((a) => a.pit === pit)).value;
      m.hint = facts && { ...facts, value: valueOf(facts.pit) };
      core.setPhase("idle");
    },

    /** Al-manqala: the player to move says the seeds cycle; the other must agree. */
    async agree() {
      const s = shown();
      if (!s || !s.cycle.shown || !s.cycle.enabled) return;
      const signal = core.newTurn();
      const g = live();
      core.setPhase("asking");
      const { value } = await effects.ask("cycle", { mover: g.toMove() }, signal);
      if (signal.aborted) return;
      if (value !== "agree") return core.setPhase("idle");
      let trace;
      try {
        trace = g.agreeCycle();
      } catch (e) {
        return failure(core, effects, signal, e, "move");
      }
      core.save();
      // The equal division is drawn like a sowing.
      m.sowing = true;
      core.setPhase("animating");
      await effects.animate(trace, signal);
      m.sowing = false;
      if (signal.aborted) return;
      effects.say({ type: "end", result: g.result() });
      await turns.finish(signal);
    },
  };
  return { commands, stopHint: () => hintAi?.cancel() };
}
