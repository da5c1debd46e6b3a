// The analysis board, for the game flow (../controller.js): a position on a Game of its own —
// a position text (read by the game file's module, ../../lib/text.js, fetched as the board
// first opens; docs/notation.md), or the record of the game in play,
// whose moves so far come with it — and every legal sowing's worth, from the handle's analysis
// (g.analyze with `lines`, docs/game-api.md#the-computer): nothing here re-derives a rule or a
// value. The analysis deepens by asking again with more time (STEPS_MS), each answer shown as it
// comes; it stops when every value is exact, when the last step is done, or when asked, and
// starts again on every change of position (a sowing played to explore, or another move of the
// tree shown). The game in play is never touched — nor saved over — while the board shows, and
// closing returns to it.
// The sowings played to explore make a tree of variations (../tree.js) from the study's start:
// the board shows one node of it, and moving about the tree (the move list, the arrow keys)
// shows another. Each node's analysis is kept, so that each move is marked with the seeds it
// gave up against the best (../critique.js gradeMove, the review's grades), and the main line's
// positions, once the position shown is analysed, are analysed too for the evaluation graph.
// The study is read from and written to a game file and a link by ../study.js.
// Its state is m.analysis (AnalysisState in ../../types.js); its screen is its game's, with the
// analysis's flags (analysisFlags below).
import { movesOnce, ownGameFlags, screenOf } from "../screen.js";
import { message } from "../turns.js";
import { gradeMove } from "../critique.js";
import * as trees from "../tree.js";
import { gameAt, indexOf, readStudy, readTreeCode, treeCode, writeStudy } from "../study.js";
import { textNow, textReady } from "../../lib/text.js";

/**
 * @import { AnalysisState, Effects, GameClass, GameRecord, Machine, MoveAnalysis, StudyMove }
 *   from "../../types.js"
 * @import { Tree, TreeNode } from "../tree.js"
 * @import { ModeFlags } from "../screen.js"
 * @import { Core } from "../controller.js"
 */

/**
 * The thinking time of each analysis of a position, in milliseconds: the first values come
 * quickly, each later answer from a longer search (with the proofs that the time allows).
 */
export const STEPS_MS = [100, 800, 2500, 6000];

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
    const node = a.tree.current;
    a.moves = a.values.get(node.id)?.moves ?? null;
    a.step = 0;
    a.error = null;
    if (a.g.isOver()) {
      a.status = "over";
      core.publish();
      return fill(a, signal);
    }
    a.status = "thinking";
    core.publish();
    const mover = a.g.toMove();
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
      keep(a, node, moves, mover, a.step);
      if (moves.every((mv) => mv.exact)) break;
      core.publish();
    }
    a.status = "done";
    core.publish();
    await fill(a, signal);
  }

  /**
   * Keeps a node's analysis, unless one from a deeper search is kept already.
   * @param {AnalysisState} a @param {TreeNode} node @param {MoveAnalysis[]} moves
   * @param {import("../../types.js").PlayerNumber} mover @param {number} step
   */
  function keep(a, node, moves, mover, step) {
    if ((a.values.get(node.id)?.step ?? 0) <= step) a.values.set(node.id, { moves, mover, step });
  }

  /**
   * Analyses, briefly, the main line's positions not analysed yet, for the evaluation graph
   * and the moves' marks; each answer is shown as it comes. The signal stops it.
   * @param {AnalysisState} a @param {AbortSignal} signal
   */
  async function fill(a, signal) {
    for (const node of trees.mainLine(a.tree)) {
      if (a.values.has(node.id)) continue;
      const g = gameAt(Game, a.root, trees.pathOf(node));
      try {
        if (g.isOver()) continue;
        const mover = g.toMove();
        const moves = await sources.analyze(g.record(), { timeMs: STEPS_MS[0], lines: 1 }, signal);
        if (signal.aborted || m.analysis !== a) return;
        keep(a, node, moves, mover, 1);
        core.publish();
      } catch {
        return;
      } finally {
        g.free();
      }
    }
  }

  /**
   * Shows a study on the analysis board: its start `root`, its tree, the node current shown.
   * @param {GameRecord} root
   * @param {Tree} tree
   */
  async function show(root, tree) {
    const rootText = (await textReady()).writePosition({ ...root, actions: [] });
    const g = gameAt(Game, root, trees.pathOf(tree.current));
    await core.interrupt();
    closeOthers();
    close();
    m.analysis = {
      g,
      root,
      rootText,
      tree,
      values: new Map(),
      key: (m.analysis?.key ?? 0) + 1,
      moves: null,
      step: 0,
      status: "thinking",
      error: null,
    };
    core.setPhase("idle");
    void deepen();
  }

  /**
   * Shows the tree's current node on the board (no animation) and analyses it.
   * @param {AnalysisState} a
   */
  async function showCurrent(a) {
    await core.interrupt();
    if (m.analysis !== a) return;
    const g = gameAt(Game, a.root, trees.pathOf(a.tree.current));
    a.g.free();
    a.g = g;
    core.setPhase("idle");
    void deepen();
  }

  /**
   * Calls `change` on the tree when the board shows; shows its current node again when
   * `change` says the tree changed.
   * @param {(tree: Tree, a: AnalysisState) => boolean} change
   */
  function change(change) {
    const a = m.analysis;
    if (!a) return;
    const was = a.tree.current;
    if (!change(a.tree, a)) return;
    if (a.tree.current !== was) void showCurrent(a);
    else core.publish();
  }

  /** The tree's node `id`, or the current one. @param {Tree} tree @param {number} [id] */
  const nodeOf = (tree, id) => (id === undefined ? tree.current : trees.find(tree, id));

  /** The board takes a sowing now: nothing animates. */
  const ready = () => Boolean(m.analysis) && m.phase === "idle";

  const commands = {
    /**
     * Opens the analysis board on a position text (docs/notation.md), or on the position shown
     * with the moves that led there, as the main line, when none is given (the game in play's,
     * a past one of it looked back at, a puzzle's start). Resolves false, with a notice giving
     * the handle's reason, when the text is not a position. With a link's `study` (and `at`),
     * the study explored from that position (../study.js).
     * @param {string} [text]
     * @param {{ study?: string | null, at?: string | null }} [link]
     */
    async open(text, link) {
      if (text !== undefined && link?.study)
        return commands.openStudy({ text, code: link.study, at: Number(link.at) || 0 });
      if (m.session !== "play" || !m.g) return false;
      const Text = await textReady();
      let g;
      try {
        // With no text, the position shown: a puzzle's start, else the game's position looked
        // back at or its last, with the moves that led there.
        g =
          text !== undefined
            ? Game.fromRecord(Text.readPosition(text))
            : (m.puzzle?.g.at(0) ?? m.g.at(m.past ? m.past.index + 1 : m.g.movesPlayed()));
      } catch (e) {
        effects.notice("bad-position", "notice.badPosition", { why: message(e) });
        return false;
      }
      const record = g.record();
      g.free();
      const tree = trees.createTree();
      tree.current = trees.addLine(tree, record.actions);
      await show({ ...record, actions: [] }, tree);
      return true;
    },
    /**
     * Opens a study: a game file (with variations and comments, ../study.js), or a link's
     * position text with its tree (`code`) and the index of the move shown (`at`). Resolves
     * false, with a notice giving the reason, when it does not read.
     * @param {{ file: string } | { text: string, code: string, at?: number }} study
     */
    async openStudy(study) {
      if (m.session !== "play" || !m.g) return false;
      const Text = await textReady();
      let read;
      try {
        if ("file" in study) read = readStudy(Text, study.file);
        else {
          const root = Text.readPosition(study.text);
          read = { root, tree: readTreeCode(Game, root, study.code, study.at) };
        }
      } catch (e) {
        effects.notice("bad-position", "notice.badPosition", { why: message(e) });
        return false;
      }
      await show(read.root, read.tree);
      return true;
    },
    /** The study as a game file (../study.js), or null when none shows. */
    file: () => (m.analysis ? writeStudy(textNow(), m.analysis.root, m.analysis.tree) : null),
    /**
     * Moves about the tree (../tree.js go): back, forward, start, end, up, down.
     * @param {"back" | "forward" | "start" | "end" | "up" | "down"} where
     */
    go: (where) => change((tree) => trees.go(tree, where)),
    /** Shows node `id`. @param {number} id */
    goTo: (id) =>
      change((tree) => {
        const node = trees.find(tree, id);
        if (!node || node === tree.current) return false;
        tree.current = node;
        return true;
      }),
    /** Makes node `id`'s line (the current one's if none) the main line. @param {number} [id] */
    promote: (id) =>
      change((tree) => {
        const node = nodeOf(tree, id);
        return Boolean(node && trees.promote(node));
      }),
    /** Deletes node `id` (the current one if none) and what follows it. @param {number} [id] */
    remove: (id) =>
      change((tree, a) => {
        const node = nodeOf(tree, id);
        if (!node || !trees.remove(tree, node)) return false;
        for (const gone of [node, ...trees.inOrder(node)]) a.values.delete(gone.id);
        return true;
      }),
    /** Sets the comment on the move shown (on the study, at its start). @param {string} text */
    comment: (text) =>
      change((tree) => {
        tree.current.comment = text.trim();
        return true;
      }),
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
    /** Goes back a sowing, to the position before it (the sowing stays in the tree). */
    back() {
      change((tree) => trees.go(tree, "back"));
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
    trees.play(a.tree, pit);
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
    screen: () => analysisScreen(m, Game),
  };
}

const movesAt = movesOnce();

/**
 * The screen of the analysis board: its game's, any sowing playable while nothing animates,
 * with the analysis.
 * @param {Machine} m
 * @param {GameClass} Game
 */
function analysisScreen(m, Game) {
  return screenOf(/** @type {AnalysisState} */ (m.analysis).g, analysisFlags(m, Game));
}

/**
 * @param {Machine} m
 * @param {GameClass} Game
 * @returns {ModeFlags}
 */
export function analysisFlags(m, Game) {
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
      positionText: textNow().writePosition(a.g.record()),
      study: studyOf(a, Game),
    },
  };
}

/**
 * The study as the screen shows it: each move of the tree in the file's order with its mark
 * (../critique.js gradeMove, from its position's analysis), the main line's values for the
 * graph (South's, in seeds), and what a link needs.
 * @param {AnalysisState} a
 * @param {GameClass} Game
 * @returns {import("../../types.js").StudyScreen}
 */
function studyOf(a, Game) {
  const { tree } = a;
  /** @type {StudyMove[]} */
  const moves = trees.inOrder(tree.root).map((node) => {
    const parent = /** @type {TreeNode} */ (node.parent);
    const before = a.values.get(parent.id);
    let mark = null;
    if (before && typeof node.action === "number" && before.moves.length > 1)
      try {
        const { grade, lost } = gradeMove(before.moves, node.action);
        mark = { grade, lost };
      } catch {
        mark = null;
      }
    return {
      id: node.id,
      action: /** @type {import("../../types.js").Action} */ (node.action),
      number: trees.depthOf(node),
      parent: parent.id,
      first: parent.children[0] === node,
      variations: node.children.length - 1,
      main: trees.isMain(node),
      comment: node.comment,
      mark,
    };
  });
  const graph = trees.mainLine(tree).map((node) => {
    const v = a.values.get(node.id);
    if (!v || !v.moves.length) return null;
    const best = v.moves.find((mv) => mv.best) ?? v.moves[0];
    return { id: node.id, value: v.mover === 0 ? best.value : -best.value };
  });
  return {
    moves,
    current: tree.current.id,
    comment: tree.current.comment,
    isMain: trees.isMain(tree.current),
    atStart: tree.current === tree.root,
    graph,
    rootText: a.rootText,
    code: treeCode(Game, tree),
    at: indexOf(tree),
  };
}
