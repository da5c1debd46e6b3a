// "How did I play?": the review of a game. The Master's analysis (Game.analyze, in the
// computer's worker, ../ai/worker.js) looks at the position before every move a person made
// and grades the move by the seeds it gave up against the best move there; where a result
// is proven by force (always in Ali Guli Mane), a move that turned a forced win into less,
// or a drawn position into a loss, says so. (./review.js is something else: looking back at
// past positions. Selecting a reviewed move uses it to show the position before the move.)
//
// The review is part of the controller's state (m.critique, shown as screen.critique by
// ./screen.js critiqueScreen), so it survives a language switch; it runs beside the game, with
// its own worker and its own cancellation, so the board, the computer and looking back go on
// while it works. A new game, another game opened or an undo of a move it reviewed drops it;
// moves played after it keep its marks.
import { createAi, moveFacts } from "../ai/client.js";

/**
 * @import { Ai, Effects, Game, GameRecord, Grade, Machine, Mark, MoveAnalysis, MoveEntry,
 *   PlayerNumber, Critique, Summary } from "../types.js"
 * @import { Core } from "./controller.js"
 */

/**
 * The grades, from the best; a move-list entry of a person's move carries one as data-review.
 * @type {Grade[]}
 */
export const GRADES = ["best", "good", "inaccuracy", "mistake", "blunder"];

/**
 * The seeds a move may give up against the best move and still be graded so (docs/page.md,
 * "How did I play?"): under half a seed it is as good as the best; from 8 seeds it is a blunder.
 */
export const GIVES_UP = { good: 0.5, inaccuracy: 2, mistake: 4, blunder: 8 };

/**
 * How long the analysis thinks about each position, in ms: about the Master's 800,000 nodes
 * on a desktop in Al-manqala and Mangala IV, so a 100-sowing game takes under 30 s; in Ali
 * Guli Mane the Master's full second, so that its proofs (which end the search early, once
 * every move is solved) settle each mark exactly.
 * @type {{ [variant: string]: number }}
 */
export const THINK_MS = { "ali-guli-mane": 1000, "al-manqala": 200, "mangala-iv": 200 };

/** The words of an error, for a notice. @param {any} e */
const message = (e) => (e && e.message ? e.message : String(e));

/** @param {Grade} a @param {Grade} b */
const worse = (a, b) => GRADES[Math.max(GRADES.indexOf(a), GRADES.indexOf(b))];

/**
 * Returns the grade of a move that gave up `lost` seeds.
 * @param {number} lost
 * @returns {Grade}
 */
export function gradeOf(lost) {
  if (lost >= GIVES_UP.blunder) return "blunder";
  if (lost >= GIVES_UP.mistake) return "mistake";
  if (lost >= GIVES_UP.inaccuracy) return "inaccuracy";
  if (lost >= GIVES_UP.good) return "good";
  return "best";
}

/**
 * Grades the move `pit` played where `analysis` (Game.analyze's result for that position) was
 * found. Returns { grade, lost, slip, played, better, playedFacts, betterFacts, before, after,
 * outcomes, proven }:
 * `lost` the seeds given up against the best move (never below 0), `slip` "win" when the best
 * move won by force and this one did not, "draw" when the best held a draw by force and this
 * one loses, else null — a slipped win is at least a mistake, a slip to a loss a blunder;
 * `better` the best move's pit when this one was not as good (else null); `before` / `after`
 * the mover's expected margin with the best move and with this one, in seeds, and `outcomes`
 * their results proven by force ("win" | "draw" | "loss" | null each); the facts as
 * hintFacts gives them (../ai/client.js), for the hint's words; `proven`: the result of both
 * moves is proven by force (always so in Ali Guli Mane once its proofs finish in time).
 * @param {MoveAnalysis[]} analysis
 * @param {number} pit
 * @returns {Mark}
 */
export function gradeMove(analysis, pit) {
  const played = analysis.find((m) => m.pit === pit);
  if (!played) throw new Error(`pit ${pit} is not among the analysed moves`);
  const best = analysis.find((m) => m.best) || played;
  const lost = best === played ? 0 : Math.max(0, best.value - played.value);
  /** @type {Mark["slip"]} */
  let slip = null;
  if (best.outcome === "win" && (played.outcome === "draw" || played.outcome === "loss"))
    slip = "win";
  else if (best.outcome === "draw" && played.outcome === "loss") slip = "draw";
  let grade = gradeOf(lost);
  if (slip) grade = worse(grade, played.outcome === "loss" ? "blunder" : "mistake");
  return {
    grade,
    lost,
    slip,
    played: pit,
    better: grade === "best" ? null : best.pit,
    playedFacts: moveFacts(played),
    betterFacts: grade === "best" ? null : moveFacts(best),
    before: best.value,
    after: played.value,
    outcomes: [best.outcome, played.outcome],
    proven: Boolean(best.outcome && played.outcome),
  };
}

/**
 * The mark of a move that had no other choice.
 * @param {number} pit
 * @returns {Mark}
 */
const forcedMark = (pit) => ({
  grade: "best",
  lost: 0,
  slip: null,
  played: pit,
  better: null,
  playedFacts: [],
  betterFacts: null,
  before: null,
  after: null,
  outcomes: [null, null],
  proven: true,
  forced: true,
});

/**
 * How far an expected margin must lean to one side for the game to count as that side's:
 * the turning point crosses from the player's winning (+TURN or more) to the opponent's (−TURN
 * or less), so a slip in a level game (a first move from the usual start) is not one.
 */
export const TURN = 2;

/**
 * Sums up one player's marks: { counts: { best, good, … }, moves, turningPoint } — the
 * turning point is the index of the costliest move (an inaccuracy or worse) that turned the
 * player's winning game into the opponent's: a win proven by force before it and a loss after
 * it; where unproven, an expected margin of +TURN seeds or more before it and −TURN or less
 * after it. Null when no move did that.
 * @param {Mark[]} marks
 * @returns {Summary}
 */
export function summaryOf(marks) {
  const counts = Object.fromEntries(GRADES.map((g) => [g, 0]));
  /** @type {number | null} */
  let turningPoint = null;
  let costliest = 0;
  for (const mark of marks) {
    counts[mark.grade] += 1;
    if (mark.grade === "best" || mark.grade === "good" || mark.forced) continue;
    const [best, played] = mark.outcomes;
    const wasWinning = best ? best === "win" : /** @type {number} */ (mark.before) >= TURN;
    const isLosing = played ? played === "loss" : /** @type {number} */ (mark.after) <= -TURN;
    if (wasWinning && isLosing && mark.lost >= costliest) {
      costliest = mark.lost;
      turningPoint = mark.index ?? null;
    }
  }
  return { counts, moves: marks.length, turningPoint };
}

/**
 * Tells whether `record` continues `reviewed`: the same game, with the same first actions.
 * @param {GameRecord} record
 * @param {GameRecord} reviewed
 */
function continues(record, reviewed) {
  /** @param {unknown} a @param {unknown} b */
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  return (
    record.variant === reviewed.variant &&
    same(record.options, reviewed.options) &&
    same(record.start, reviewed.start) &&
    reviewed.actions.every((a, i) => record.actions[i] === a)
  );
}

/**
 * Creates the review of a game (see above), the controller's `critique` part.
 * @param {object} parts
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {(player: PlayerNumber) => boolean} parts.isHuman
 * @param {(index: number) => Promise<void>} parts.view looks at the position after action index
 */
export function createCritique({ m, core, effects, isHuman, view }) {
  /** @type {Ai | null} */
  let ai = null;
  /** @type {AbortController | null} */
  let run = null; // the AbortController of the review in progress

  /** Drops the review (cancelling one in progress). */
  function close() {
    run?.abort();
    run = null;
    m.critique = null;
  }

  /** Reviews every move a person made in the game in play so far. */
  async function start() {
    if (!m.g || run) return;
    const g = m.g;
    const record = g.record();
    const moves = core.moves();
    const people = moves.map((entry) => entry.action !== "agree" && isHuman(entry.player));
    if (!people.some(Boolean)) return;
    close();
    run = new AbortController();
    const { signal } = run;
    /** @type {(Mark | null)[]} */
    const marks = moves.map(() => null);
    /** @type {Critique} */
    const review = {
      record,
      status: "running",
      done: 0,
      total: people.filter(Boolean).length,
      marks,
      summary: null,
      selected: null,
    };
    m.critique = review;
    core.publish();
    ai ||= createAi();
    const asked = askAll(g, ai, { record, moves, people }, signal);
    try {
      for (const { i, answer } of asked) {
        const mark = answer
          ? gradeMove(await answer, /** @type {number} */ (moves[i].action))
          : forcedMark(/** @type {number} */ (moves[i].action));
        if (signal.aborted) break;
        // A player's first move of a game from the variant's own start (not a set position).
        const first = !record.start && !moves.slice(0, i).some((e) => e.player === moves[i].player);
        marks[i] = { ...mark, index: i, player: moves[i].player, first };
        review.done += 1;
        core.publish();
      }
    } catch (e) {
      if (!signal.aborted) {
        close();
        effects.notice("critique", "notice.critique", { why: message(e) });
      }
    } finally {
      if (run?.signal === signal) run = null;
    }
    if (m.critique !== review) return core.publish();
    const computer = record.seats?.computer;
    review.summary = [0, 1].map((p) =>
      computer && computer.player === p
        ? null
        : summaryOf(/** @type {Mark[]} */ (marks.filter((k) => k && k.player === p))),
    );
    review.status = "done";
    core.publish();
  }

  /** Stops a review in progress; nothing of it is kept. */
  function cancel() {
    if (!run) return;
    close();
    core.publish();
  }

  /**
   * Keeps the review while the game in play continues the one reviewed, else drops it.
   * @param {Game} g
   */
  function follow(g) {
    if (m.critique && !continues(g.record(), m.critique.record)) close();
  }

  /** Closes the review and its worker for good. */
  function destroy() {
    close();
    ai?.cancel();
  }

  /**
   * Shows the position before reviewed move `index`, with the move played and the better one.
   * @param {number} index
   */
  async function select(index) {
    const review = m.critique;
    if (!review || review.status !== "done" || !review.marks[index]) return;
    await view(index - 1);
    if (m.critique !== review || !m.past || m.past.index !== index - 1) return;
    review.selected = index;
    core.publish();
  }

  return { start, cancel, select, close, follow, destroy };
}

/**
 * Asks `ai` for the analysis of the position before each move a person made (`people[i]`) in
 * the game `g`, whose record is `record`; returns [{ i, answer }], answer null for a
 * position with one legal move.
 * @param {Game} g
 * @param {Ai} ai
 * @param {{ record: GameRecord, moves: MoveEntry[], people: boolean[] }} game
 * @param {AbortSignal} signal
 */
function askAll(g, ai, { record, moves, people }, signal) {
  // Every position is asked for at once, so the worker goes from one to the next without a
  // pause; it answers in order. A position with one legal move needs no analysis.
  const options = { timeMs: THINK_MS[record.variant] };
  /** @type {{ i: number, answer: Promise<MoveAnalysis[]> | null }[]} */
  const asked = [];
  const walk = g.at(0);
  try {
    moves.forEach((entry, i) => {
      if (people[i]) {
        const forced = walk.legalMoves().length === 1;
        const answer = forced
          ? null
          : ai.analyze({ ...record, actions: record.actions.slice(0, i) }, options, signal);
        answer?.catch(() => {}); // a cancelled review drops the answers it no longer waits for
        asked.push({ i, answer });
      }
      if (entry.action === "agree") walk.agreeCycle();
      else walk.play(entry.action);
    });
  } finally {
    walk.free();
  }
  return asked;
}
