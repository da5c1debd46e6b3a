// A puzzle, for the game flow (./controller.js): a position of www/puzzles/<variant>.json
// (docs/puzzles.md) played on a Game of the puzzle's own (Game.fromState), like a lesson's.
// The game in play is never touched — nor saved over — while a puzzle shows, and leaving
// returns to it. Its state is m.puzzle (PuzzleState in ../types.js); its screen is its game's,
// with the puzzle's flags (puzzleFlags below).
//
// A sowing of the line's plays with the usual animation, and the opponent's replies from the
// line follow by themselves; any other sowing plays too, then the search finds the opponent's
// best answer (the handle's analysis: nothing here re-derives a rule), which is played and put
// in words, and the solver may try again from where the wrong sowing was made or see the
// solution. The first attempt at a puzzle is rated (../puzzles/progress.js); the rating is kept
// in `storage` (localStorage on the site, null in embeds and kiosks: then only in memory).
import { movesOnce, ownGameFlags, screenOf } from "../screen.js";
import { message } from "../turns.js";
import { moveFacts } from "../../ai/client.js";
import { dailyId } from "../../puzzles/daily.js";
import { loadProgress, recordAttempt, saveProgress } from "../../puzzles/progress.js";
import { nextPuzzle } from "../../puzzles/pick.js";
import { LETTERS } from "../../puzzles/facts.js";
import { provisional } from "../../puzzles/rating.js";

/**
 * @import { Effects, GameClass, GameRecord, Level, Machine, MoveAnalysis,
 *   PlayerNumber, Puzzle, PuzzleState, Variant } from "../../types.js"
 * @import { ModeFlags } from "../screen.js"
 * @import { Core } from "../controller.js"
 */

/** The games with puzzles, by the letter their puzzles' ids start with (../../puzzles/facts.js). */
const PUZZLE_GAMES = /** @type {{ [letter: string]: Variant }} */ (
  Object.fromEntries(Object.entries(LETTERS).map(([variant, letter]) => [letter, variant]))
);

/** How long the search looks for the opponent's best answer, or for a hint. */
const THINK_MS = 700;

/** The folder of the puzzle files in the build (Trunk copies www/puzzles/ there). */
const FOLDER = new URL("../../../puzzles/", import.meta.url);

/**
 * Fetches a game's puzzle file (`puzzles/<variant>.json`) and checks its shape.
 * @param {Variant} variant
 * @returns {Promise<Puzzle[]>}
 */
export async function fetchPuzzles(variant) {
  const response = await fetch(new URL(`${variant}.json`, FOLDER));
  if (!response.ok) throw new Error(`puzzles/${variant}.json: ${response.status}`);
  return checkPuzzles(await response.json(), variant);
}

/**
 * Keeps the puzzles of a file's array that have the documented shape (a broken file is an
 * error; a broken entry is left out).
 * @param {unknown} list
 * @param {Variant} variant
 * @returns {Puzzle[]}
 */
export function checkPuzzles(list, variant) {
  if (!Array.isArray(list)) throw new Error(`puzzles/${variant}.json is not a list`);
  return list.filter(
    (p) =>
      p &&
      typeof p.id === "string" &&
      p.variant === variant &&
      p.state &&
      typeof p.state === "object" &&
      Array.isArray(p.line) &&
      p.line.length > 0 &&
      p.line.every((/** @type {unknown} */ pit) => Number.isInteger(pit)) &&
      ["win", "draw", "seeds"].includes(p.goal) &&
      Array.isArray(p.themes) &&
      typeof p.rating === "number",
  );
}

/**
 * The game a puzzle reference names: an id's by its first letter, the daily's the one given.
 * @param {string} ref
 * @param {Variant} current
 * @returns {Variant | null}
 */
export function gameOfRef(ref, current) {
  if (ref === "daily") return Object.values(PUZZLE_GAMES).includes(current) ? current : null;
  return PUZZLE_GAMES[ref.charAt(0)] || null;
}

/**
 * What the puzzle needs besides the controller's parts: where its files and the rating come
 * from, and the search (each may be replaced, as the tests do).
 * @typedef {object} PuzzleSources
 * @property {(variant: Variant) => Promise<Puzzle[]>} [load]
 * @property {Storage | null} [storage]
 * @property {() => Date} [now]
 * @property {(record: GameRecord, options: { timeMs: number }, signal: AbortSignal)
 *   => Promise<MoveAnalysis[]>} analyze
 */

/**
 * Creates a puzzle's part of the controller: its screen, the pits picked and its commands.
 * @param {object} parts
 * @param {GameClass} parts.Game
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {PuzzleSources} parts.sources
 * @param {() => Promise<void>} parts.nextTurn back to the game in play
 * @param {() => void} parts.closeReview
 * @param {() => void} parts.closeLesson
 * @param {(record: GameRecord) => Promise<boolean>} parts.openRecord
 */
export function createPuzzle({
  Game,
  m,
  core,
  effects,
  sources,
  nextTurn,
  closeReview,
  closeLesson,
  openRecord,
}) {
  const load = sources.load || fetchPuzzles;
  const storage = sources.storage ?? null;
  const now = sources.now || (() => new Date());
  /** The files fetched, per game (each once; a failed fetch is tried again next time). */
  /** @type {Map<Variant, Promise<Puzzle[]>>} */
  const files = new Map();
  /** The player's rating and history (../puzzles/progress.js), read once. */
  let progress = loadProgress(storage);
  /** The themes chosen and "retry the puzzles you missed" (the history view's choices). */
  let prefs = { themes: /** @type {string[]} */ ([]), retryMissed: false };
  /** The puzzle shown. */
  const on = () => /** @type {PuzzleState} */ (m.puzzle);

  /** @param {Variant} variant */
  function puzzlesOf(variant) {
    let file = files.get(variant);
    if (!file) {
      file = load(variant);
      files.set(variant, file);
      file.catch(() => files.delete(variant));
    }
    return file;
  }

  function close() {
    if (!m.puzzle) return;
    m.puzzle.g.free();
    m.puzzle = null;
    m.sowing = false;
  }

  /**
   * Shows `puzzle` (its state on a game of its own); `daily`: it is the puzzle of the day.
   * @param {Puzzle} puzzle
   */
  async function show(puzzle, daily = false) {
    const g = Game.fromState(puzzle.state);
    const solver = /** @type {PlayerNumber} */ (g.toMove());
    let steps;
    try {
      steps = solverSowings(Game, puzzle, solver);
    } catch (e) {
      g.free();
      throw e;
    }
    await core.interrupt();
    closeReview();
    closeLesson();
    close();
    m.puzzle = {
      puzzle,
      g,
      solver,
      steps,
      daily,
      key: (m.puzzle?.key ?? 0) + 1,
      at: 0,
      status: "solving",
      phase: "try",
      rated: false,
      refutation: null,
      hint: null,
      shown: false,
      change: null,
    };
    core.setPhase("idle");
  }

  /**
   * Rates the first attempt at the puzzle shown (once), keeps the rating, and says so.
   * @param {boolean} solved
   */
  function rate(solved) {
    const p = on();
    if (p.rated) return;
    p.rated = true;
    const before = progress.player.rating;
    const { id, variant, rating } = p.puzzle;
    progress = recordAttempt(progress, { id, variant, rating }, solved, now());
    if (storage) saveProgress(storage, progress);
    p.change = Math.round(progress.player.rating) - Math.round(before);
  }

  /**
   * Plays `pit` on the puzzle's game and animates it; false if it was not played (or the
   * puzzle changed meanwhile).
   * @param {number} pit
   * @param {AbortSignal} signal
   */
  async function playOne(pit, signal) {
    const p = on();
    let trace;
    try {
      trace = p.g.play(pit);
    } catch (e) {
      effects.notice("move", "notice.move", { why: message(e) });
      return false;
    }
    m.sowing = true;
    core.setPhase("animating");
    await effects.animate(trace, signal);
    m.sowing = false;
    return !signal.aborted && m.puzzle === p;
  }

  /**
   * After a sowing of the line's: the opponent's replies from the line, then the solver's
   * turn, or the end of the line (solved).
   * @param {AbortSignal} signal
   */
  async function followLine(signal) {
    const p = on();
    const { line } = p.puzzle;
    while (p.at < line.length && p.g.toMove() !== p.solver && !p.g.isOver()) {
      p.phase = "reply";
      core.setPhase("animating");
      await effects.beat(signal);
      if (signal.aborted || m.puzzle !== p) return;
      if (!(await playOne(line[p.at], signal))) return;
      p.at += 1;
    }
    if (p.at >= line.length || p.g.isOver()) {
      if (!p.shown) {
        rate(true);
        p.status = "solved";
      }
      p.phase = "done";
    } else p.phase = "try";
    core.setPhase("idle");
  }

  /**
   * A sowing that is not the line's: played, then the opponent's best answer found by the
   * search, played and put in words.
   * @param {number} pit
   * @param {AbortSignal} signal
   */
  async function refute(pit, signal) {
    const p = on();
    if (!(await playOne(pit, signal))) return;
    rate(false);
    p.status = "failed";
    p.phase = "refuting";
    const g = p.g;
    if (g.isOver()) p.refutation = { kind: "over", result: g.result() };
    else if (g.toMove() === p.solver) p.refutation = { kind: "short" };
    else {
      core.setPhase("thinking");
      /** @type {MoveAnalysis[]} */
      let analysis;
      try {
        analysis = await sources.analyze(g.record(), { timeMs: THINK_MS }, signal);
      } catch (e) {
        if (signal.aborted || m.puzzle !== p) return;
        effects.notice("computer", "notice.computer", { why: message(e) });
        analysis = [];
      }
      if (signal.aborted || m.puzzle !== p) return;
      const best = analysis.find((a) => a.best) || analysis[0];
      if (!best) p.refutation = { kind: "short" };
      else {
        p.refutation = {
          kind: "answer",
          player: /** @type {PlayerNumber} */ (g.toMove()),
          pit: best.pit,
          captures: best.captures,
          outcome: best.outcome ?? null,
        };
        if (!(await playOne(best.pit, signal))) return;
        if (!best.captures) p.refutation.then = leftBy(g, p.solver);
      }
    }
    p.phase = "refuted";
    core.setPhase("idle");
  }

  /**
   * What an answer that captured nothing leaves the solver: the game's end, or the most one
   * sowing of theirs captures now (the handle's `captures` of each sowing, from a one-sowing
   * analysis: seeds handed out at a game's end are no capture); null when the answer's player
   * sows again.
   * @param {PuzzleState["g"]} g
   * @param {PlayerNumber} solver
   */
  function leftBy(g, solver) {
    if (g.isOver()) return { kind: /** @type {const} */ ("over"), result: g.result() };
    if (g.toMove() !== solver) return null;
    const n = Math.max(0, ...g.analyze({ maxDepth: 1 }).map((move) => move.captures));
    return { kind: /** @type {const} */ ("best"), n };
  }

  /** Takes the puzzle's game back to `at` sowings of the line (its start: 0). */
  function backTo(/** @type {number} */ at) {
    const p = on();
    while (p.g.movesPlayed() > at) p.g.undo();
    p.at = at;
    p.refutation = null;
    p.hint = null;
    p.key += 1;
  }

  /** The pit a person may play now: the puzzle's turn, nothing drawn. */
  const trying = () => m.puzzle?.phase === "try" && m.phase === "idle";

  const commands = {
    /**
     * Shows a puzzle: "daily" (the puzzle of the day of `variant`, default the game in play's)
     * or an id; resolves false, with a notice, when it can't be found.
     * @param {string} ref
     * @param {Variant} [variant]
     */
    async start(ref, variant) {
      if (m.session !== "play" || !m.g) return false;
      const current = variant || m.puzzle?.puzzle.variant || m.g.variant;
      const game = typeof ref === "string" ? gameOfRef(ref, current) : null;
      try {
        if (!game) throw new Error(`no puzzle "${ref}"`);
        const puzzles = await puzzlesOf(game);
        const id = ref === "daily" ? dailyId(puzzles, game, now()) : ref;
        const puzzle = puzzles.find((p) => p.id === id);
        if (!puzzle) throw new Error(`no puzzle "${ref}"`);
        await show(puzzle, ref === "daily");
        return true;
      } catch (e) {
        effects.notice("bad-puzzle", "notice.badPuzzle", { why: message(e) });
        return false;
      }
    },

    /**
     * The next puzzle of the game shown (or in play): near the player's rating, not one played
     * lately.
     */
    async next() {
      if (m.session !== "play" || !m.g) return false;
      const variant = m.puzzle?.puzzle.variant || gameOfRef("daily", m.g.variant);
      const id = m.puzzle?.puzzle.id;
      if (!variant) return commands.start("daily");
      try {
        const puzzles = await puzzlesOf(variant);
        const puzzle =
          /** @type {Puzzle | null} */ (
            nextPuzzle(
              puzzles.filter((p) => p.id !== id),
              progress,
              { variant, ...prefs },
            )
          ) || puzzles.find((p) => p.id !== id);
        if (!puzzle) return false;
        await show(puzzle);
        return true;
      } catch (e) {
        effects.notice("bad-puzzle", "notice.badPuzzle", { why: message(e) });
        return false;
      }
    },

    /** "Try again": back to the position before the wrong sowing. */
    async retry() {
      const p = m.puzzle;
      if (!p || p.phase !== "refuted") return;
      await core.interrupt();
      backTo(p.at);
      p.status = "solving";
      p.phase = "try";
      // The first attempt's change was said with its miss; a solve now changes nothing.
      p.change = null;
      core.setPhase("idle");
    },

    /** "Show the solution": the whole line from the start, animated. */
    async solution() {
      const p = m.puzzle;
      if (!p || (p.phase !== "refuted" && p.phase !== "try")) return;
      const signal = await core.interrupt();
      if (!p.rated) rate(false);
      backTo(0);
      p.shown = true;
      p.status = "failed";
      p.phase = "showing";
      core.publish();
      const { line } = p.puzzle;
      while (p.at < line.length) {
        await effects.beat(signal);
        if (signal.aborted || m.puzzle !== p) return;
        if (!(await playOne(line[p.at], signal))) return;
        p.at += 1;
      }
      p.phase = "done";
      core.setPhase("idle");
    },

    /** A hint: what the line's sowing does (its facts), not which pit it is. */
    async hint() {
      const p = m.puzzle;
      if (!p || !trying()) return;
      const signal = core.newTurn();
      core.setPhase("hinting");
      let analysis;
      try {
        analysis = await sources.analyze(p.g.record(), { timeMs: THINK_MS }, signal);
      } catch (e) {
        if (signal.aborted || m.puzzle !== p) return;
        effects.notice("hint", "notice.hint", { why: message(e) });
        return core.setPhase("idle");
      }
      if (signal.aborted || m.puzzle !== p) return;
      const move = analysis.find((a) => a.pit === p.puzzle.line[p.at]);
      p.hint = move ? moveFacts(move) : [];
      core.setPhase("idle");
    },

    /** "Continue as a game": the final position against the computer (the solver plays). */
    async continueGame(/** @type {Level} */ level = m.opponent?.level || "intermediate") {
      const p = m.puzzle;
      if (!p || p.phase !== "done" || p.g.isOver()) return false;
      const start = p.g.state();
      /** @type {GameRecord} */
      const record = {
        variant: p.puzzle.variant,
        options: start.options || {},
        start,
        actions: [],
        seats: {
          computer: { player: /** @type {PlayerNumber} */ (1 - p.solver), level },
          ritual: null,
        },
      };
      return openRecord(record);
    },

    /** Leaves the puzzle: the game that was there comes back. */
    async leave() {
      if (!m.puzzle) return;
      await core.interrupt();
      close();
      nextTurn();
    },

    /** The history view's choices for the next puzzles. */
    choose(/** @type {{ themes?: string[], retryMissed?: boolean }} */ choice) {
      const { themes = prefs.themes, retryMissed = prefs.retryMissed } = choice;
      prefs = { themes, retryMissed };
      core.publish();
    },

    /** The player's puzzle progress (rating, history, missed ones). */
    progress: () => progress,
  };

  /**
   * Forgets the visitor: the rating, history and choices go back to what the device keeps
   * (nothing, where nothing is saved: a kiosk's session has ended).
   */
  function forget() {
    progress = loadProgress(storage);
    prefs = { themes: [], retryMissed: false };
  }

  return {
    /** Whether a puzzle is shown (its screen shows in place of the game's). */
    active: () => Boolean(m.puzzle),
    close,
    forget,
    commands,
    hint: commands.hint,
    /** The screen of the puzzle shown: its game's, with the puzzle's flags. */
    screen: () => screenOf(on().g, puzzleFlags(m, progress, prefs)),

    /** A person picked a legal pit: the line's sowing goes on with the line; another is refuted. */
    pick(/** @type {number} */ pit) {
      if (!trying()) return;
      const p = on();
      if (!Array.from(p.g.legalMoves()).includes(pit)) return;
      const signal = core.newTurn();
      p.hint = null;
      if (pit !== p.puzzle.line[p.at]) return void refute(pit, signal);
      p.phase = "sowing";
      playOne(pit, signal).then((played) => {
        if (!played) return;
        p.at += 1;
        return followLine(signal);
      });
    },
  };
}

/** The puzzle's move list, fetched once per position (its game and its key). */
const movesAt = movesOnce();

/**
 * The flags of a puzzle's screen: the puzzle, and nothing of the game in play.
 * @param {Machine} m a machine with a puzzle shown
 * @param {import("../../puzzles/types.js").Progress} progress
 * @param {{ themes: string[], retryMissed: boolean }} prefs
 * @returns {ModeFlags}
 */
export function puzzleFlags(m, progress, prefs) {
  const p = /** @type {PuzzleState} */ (m.puzzle);
  const trying = p.phase === "try" && m.phase === "idle";
  const { puzzle } = p;
  const flags = ownGameFlags(m, p.g, `puzzle:${p.key}`, trying, movesAt);
  return {
    ...flags,
    canHint: trying && !p.hint,
    lesson: null,
    puzzle: {
      id: puzzle.id,
      variant: puzzle.variant,
      goal: puzzle.goal,
      seeds: puzzle.seeds ?? null,
      themes: puzzle.themes,
      difficulty: puzzle.rating,
      solver: p.solver,
      daily: p.daily,
      key: p.key,
      status: p.status,
      phase: p.phase,
      step: flags
        .moves()
        .slice(0, p.at)
        .filter((e) => e.player === p.solver).length,
      steps: p.steps,
      refutation: p.refutation,
      hint: p.hint,
      shown: p.shown,
      rating: Math.round(progress.player.rating),
      provisional: provisional(progress.player),
      change: p.change,
      canContinue: p.phase === "done" && !p.g.isOver(),
      prefs,
    },
  };
}

/**
 * The number of the solver's sowings in a puzzle's line, read by playing the line on a game of
 * its own (an extra sowing or a pass makes two sowings of one player follow each other); throws
 * when the line can't be played.
 * @param {GameClass} Game
 * @param {Puzzle} puzzle
 * @param {PlayerNumber} solver
 */
function solverSowings(Game, puzzle, solver) {
  const g = Game.fromState(puzzle.state);
  try {
    let n = 0;
    for (const pit of puzzle.line) {
      if (g.toMove() === solver) n += 1;
      g.play(pit);
    }
    return n;
  } finally {
    g.free();
  }
}
