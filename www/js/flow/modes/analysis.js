// The analysis board, for the game flow (../controller.js): a position on a Game of its own —
// a position text (Game.fromPositionText, docs/notation.md), or the record of the game in play,
// whose moves so far come with it — and every legal sowing's worth, from the handle's analysis
// (g.analyze with `lines`, docs/game-api.md#the-computer): nothing here re-derives a rule or a
// value. The analysis deepens by asking again with more time (STEPS_MS), each answer shown as it
// comes; it stops when every value is exact, when the last step is done, or when asked, and
// starts again on every change of position (a sowing played to explore, or taken back). The game
// in play is never touched — nor saved over — while the board shows, and closing returns to it.
// Its state is m.analysis (AnalysisState in ../../types.js); its screen is its game's, with the
// analysis's flags (analysisFlags below).
import { movesOnce, ownGameFlags, screenOf } from "../screen.js";
import { message } from "../turns.js";

/**
 * @import { AnalysisState, Effects, GameClass, GameRecord, Machine, MoveAnalysis }
 *   from "../../types.js"
 * @import { ModeFlags } from "../screen.js"
 * @import { Core } from "../controller.js"
 */

/**
 * The thinking time of each analysis of a position, in milliseconds: the first values come
 * quickly, each later answer from a longer search (with the proofs that the time allows).
 */
export const STEPS_MS = [200, 800, 2500, 6000];

/** How many of the best sowings get their line of play. */
export const LINES = 3;

/**
 * Where the analyses come from (the worker, through ../../ai/client.js; the tests give the
 * handle's own). Aborting `signal` drops the search in progress.
 * @typedef {object} AnalysisSources
 * @property {(record: GameRecord, options: { timeMs: number, lines: number }, signal: AbortSignal)
 *   => Promise<MoveAnalysis[]>} analyze
 */

/**
 * Creates the analysis board's part of the controller: its screen, the pits picked and its
 * commands.
 * @param {object} parts
 * @param {GameClass} parts.Game
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {AnalysisSources} parts.sources
 * @param {() => void} parts.closeOthers closes the review, a lesson and a puzzle
 * @param {() => Promise<void>} parts.nextTurn back to the game in play
 */
export function createAnalysis({ Game, m, core, effects, sources, closeOthers, nextTurn }) {
  /** The analyses of the position shown: aborted on every change of position. */
  let run = new AbortController();
  const on = () => /** @type {AnalysisState} */ (m.analysis);

  function stopRun() {
    run.abort();
    run = new AbortController();
    return run.signal;
  }

  function close() {
    if (!m.analysis) return;
    stopRun();
    m.analysis.g.free();
    m.analysis = null;
    m.sowing = false;
  }

  /**
   * Analyses the position shown, again and deeper at each step, until every value is exact,
   * the steps are done, or the position changes (the signal aborts).
   */
  async function deepen() {
    const a = on();
    const signal = stopRun();
    a.moves = null;
    a.step = 0;
    a.error = null;
    if (a.g.isOver()) {
      a.status = "over";
      return core.publish();
    }
    a.status = "thinking";
    core.publish();
    for (const timeMs of STEPS_MS) {
      let moves;
      try {
        moves = await sources.analyze(a.g.record(), { timeMs, lines: LINES }, signal);
      } catch (e) {
        if (signal.aborted || m.analysis !== a) return;
        a.status = "stopped";
        a.error = message(e);
        return core.publish();
      }
      if (signal.aborted || m.analysis !== a) return;
      a.moves = moves;
      a.step += 1;
      if (moves.every((mv) => mv.exact)) break;
      core.publish();
    }
    a.status = "done";
    core.publish();
  }

  /**
   * Shows game `g` (handed over: the board frees it) on the analysis board and analyses it.
   * @param {import("../../types.js").Game} g
   * @param {number} start the moves played before the study's position (the game's, kept)
   */
  async function show(g, start) {
    await core.interrupt();
    closeOthers();
    close();
    m.analysis = {
      g,
      start,
      key: (m.analysis?.key ?? 0) + 1,
      moves: null,
      step: 0,
      status: "thinking",
      error: null,
    };
    core.setPhase("idle");
    void deepen();
  }

  /** The board takes a sowing now: nothing animates. */
  const ready = () => Boolean(m.analysis) && m.phase === "idle";

  const commands = {
    /**
     * Opens the analysis board on a position text (docs/notation.md), or on the position shown
     * with the moves that led there when none is given (the game in play's, a past one of it
     * looked back at, a puzzle's start). Resolves false, with a notice giving the
     * handle's reason, when the text is not a position.
     * @param {string} [text]
     */
    async open(text) {
      if (m.session !== "play" || !m.g) return false;
      let g;
      try {
        // With no text, the position shown: a puzzle's start, else the game's position looked
        // back at or its last, with the moves that led there.
        g =
          text !== undefined
            ? Game.fromPositionText(text)
            : (m.puzzle?.g.at(0) ?? m.g.at(m.past ? m.past.index + 1 : m.g.movesPlayed()));
      } catch (e) {
        effects.notice("bad-position", "notice.badPosition", { why: message(e) });
        return false;
      }
      await show(g, text === undefined ? g.movesPlayed() : 0);
      return true;
    },
    /** Stops the analysis in progress; its last values stay. */
    stop() {
      if (m.analysis?.status !== "thinking") return;
      stopRun();
      m.analysis.status = "stopped";
      core.publish();
    },
    /** Analyses the position shown again, from the first step. */
    resume() {
      if (m.analysis && m.analysis.status !== "thinking") void deepen();
    },
    /** Takes the last sowing back (never past the study's start) and analyses again. */
    back() {
      const a = m.analysis;
      if (!a || !ready() || a.g.movesPlayed() <= 0) return;
      a.g.undo();
      a.start = Math.min(a.start, a.g.movesPlayed());
      void deepen();
    },
    /** Closes the board and goes back to the game in play. */
    async leave() {
      if (!m.analysis) return;
      await core.interrupt();
      close();
      core.publish();
      await nextTurn();
    },
  };

  /**
   * A person picked a pit: a legal sowing is played on the board's game, then analysed.
   * @param {number} pit
   */
  async function pick(pit) {
    const a = m.analysis;
    if (!a || !ready() || !Array.from(a.g.legalMoves()).includes(pit)) return;
    const signal = await core.interrupt();
    stopRun();
    let trace;
    try {
      trace = a.g.play(pit);
    } catch (e) {
      return effects.notice("move", "notice.move", { why: message(e) });
    }
    m.sowing = true;
    core.setPhase("animating");
    await effects.animate(trace, signal);
    m.sowing = false;
    if (m.analysis !== a) return;
    core.setPhase("idle");
    if (!signal.aborted) void deepen();
  }

  return {
    active: () => Boolean(m.analysis),
    commands,
    pick,
    close,
    screen: () => analysisScreen(m),
  };
}

const movesAt = movesOnce();

/**
 * The screen of the analysis board: its game's, any sowing playable while nothing animates,
 * with the analysis.
 * @param {Machine} m
 */
function analysisScreen(m) {
  return screenOf(/** @type {AnalysisState} */ (m.analysis).g, analysisFlags(m));
}

/**
 * @param {Machine} m
 * @returns {ModeFlags}
 */
export function analysisFlags(m) {
  const a = /** @type {AnalysisState} */ (m.analysis);
  const flags = ownGameFlags(m, a.g, `analysis:${a.key}`, m.phase === "idle", movesAt);
  return {
    ...flags,
    canHint: false,
    lesson: null,
    analysis: {
      key: a.key,
      status: a.status,
      step: a.step,
      steps: STEPS_MS.length,
      moves: a.moves,
      depth: a.moves?.[0]?.depth ?? 0,
      error: a.error,
      positionText: a.g.positionText(),
      start: a.start,
    },
  };
}
