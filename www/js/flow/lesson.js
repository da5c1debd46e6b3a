// A lesson, for the game flow (./controller.js): the steps of ../lessons/lessons.js played on
// a Game of the lesson's own, built for each step (Game.fromState). The game in play is
// never touched — nor saved over — while a lesson runs, and leaving returns to it.
//
// m.lesson: { variant, index (the step, from 0), g, key (changes with each step), phase, wrong,
// facts, ritual }; phase: "try" (the learner's turn) → "sowing" (the board animates) →
// "done" (what happened, in words; Next) — or "ritual" (Mangala IV's scene) → "done".
// The screen of a lesson (lessonScreen) is the screen of its game, with `lesson` set.
// `c` is the controller's shared context.
import * as rec from "./record.js";
import { foreseenWinner } from "./turns.js";
import { ownerOf } from "../board/view.js";

/**
 * @import { Ctx, Game, LessonFacts, LessonState, LessonStep, Machine, Screen, Trace }
 *   from "../types.js"
 */

/**
 * The lessons (../lessons/lessons.js), fetched when the first lesson starts.
 * @type {{ [variant: string]: LessonStep[] } | null}
 */
let LESSONS = null;

/** The lessons, once a lesson has started. */
const lessons = () => /** @type {{ [variant: string]: LessonStep[] }} */ (LESSONS);

/** The words of an error, for a notice. @param {any} e */
const message = (e) => (e && e.message ? e.message : String(e));

/**
 * What a move did, read from its trace and the game after it: the slots of the "done" words.
 * @param {Trace | null} trace
 * @param {Game} g
 * @returns {LessonFacts}
 */
export function factsOf(trace, g) {
  const pits = Array.from(g.pits());
  const [a, b] = Array.from(g.captured());
  const facts = { a, b, n: 0, k: 0, got: 0, relay: 0, last: 0 };
  if (!trace) return facts;
  for (const e of trace.events) {
    if (e.type === "capture" && e.player === trace.player) {
      facts.n += e.seeds;
      facts.k += 1;
    } else if (e.type === "capture") facts.got += e.seeds;
    else if (e.type === "relay" && !facts.relay) facts.relay = e.seeds;
  }
  const lastDrop = trace.events.filter((e) => e.type === "drop").pop();
  if (lastDrop) facts.last = pits[lastDrop.pit];
  return facts;
}

/**
 * Creates a lesson's part of the controller: its screen, the pits picked and its commands.
 * @param {Ctx} c
 * @returns {import("../types.js").LessonPart}
 */
export function createLesson(c) {
  /** The lesson in progress, where one is. */
  const on = () => /** @type {LessonState & { g: Game }} */ (c.m.lesson);
  const { m } = c;
  const steps = lessonSteps(c);
  return {
    close: steps.close,
    /** The screen of the lesson over `base`, the game in play's (see lessonScreen). */
    screen: (base) => lessonScreen(base, m),

    /** A person picked a legal pit: the step's pit (or any, when any will do) is sown. */
    pick(pit) {
      if (!trying(m)) return;
      const l = on();
      const step = stepOf(l);
      if (typeof step.action === "number" && (step.any || pit === step.action)) {
        steps.sow(pit);
        return;
      }
      l.wrong = { kind: "wrong", pit };
      c.publish();
    },

    /** A person picked a pit that can't be played: a kind word on why. */
    miss(pit) {
      if (!trying(m)) return;
      const l = on();
      const kind =
        ownerOf(pit) !== l.g.toMove() ? "notYours" : l.g.pits()[pit] === 0 ? "empty" : "miss";
      l.wrong = { kind, pit };
      c.publish();
    },

    commands: lessonCommands(c, steps),
  };
}

/** The step of lesson `l` in progress. */
const stepOf = (/** @type {LessonState} */ l) => lessons()[l.variant][l.index];

/** Tells whether the learner may act on the step now. */
const trying = (/** @type {Machine} */ m) => m.lesson?.phase === "try" && m.phase === "idle";

/**
 * The lesson's steps on its own game: enter a step, sow, agree, the ritual; close the lesson.
 * @param {Ctx} c
 */
function lessonSteps(c) {
  const { Game, m, effects } = c;
  /** The lesson in progress. */
  const on = () => /** @type {LessonState} */ (m.lesson);
  /** The lesson in progress, once its step has its game. */
  const played = () => /** @type {LessonState & { g: Game }} */ (m.lesson);

  function close() {
    if (!m.lesson) return;
    m.lesson.g?.free();
    m.lesson = null;
    m.sowing = false;
  }

  /** Sets up step `index` of the lesson in progress. @param {number} index */
  function enter(index) {
    const l = on();
    const step = lessons()[l.variant][index];
    let g = l.g;
    if (step.state !== "previous") {
      g = step.state === "start" ? rec.newGame(Game, l.variant) : Game.fromState(step.state);
      l.g?.free();
    }
    Object.assign(l, {
      index,
      g,
      key: l.key + 1,
      phase: "try",
      wrong: null,
      facts: null,
      ritual: null,
    });
    if (step.action === "ritual") {
      ritual();
      return;
    }
    c.newTurn();
    c.setPhase("idle");
  }

  /** Sows `pit` in the lesson's game and animates it; then says what happened. */
  async function sow(/** @type {number} */ pit) {
    const l = played();
    let trace;
    try {
      trace = rec.play(l.g, pit);
    } catch (e) {
      return effects.notice("move", null, { why: message(e) });
    }
    const signal = c.newTurn();
    Object.assign(l, { phase: "sowing", wrong: null });
    m.sowing = true;
    c.setPhase("animating");
    await effects.animate(trace, signal);
    if (m.lesson !== l) return;
    m.sowing = false;
    Object.assign(l, { phase: "done", facts: factsOf(trace, l.g) });
    c.setPhase("idle");
  }

  /** Al-manqala's agreed cycle, played from the lesson's button. */
  function agree() {
    const l = played();
    rec.play(l.g, "agree");
    Object.assign(l, { phase: "done", wrong: null, facts: factsOf(null, l.g) });
    c.setPhase("idle");
  }

  /** Mangala IV's odd-or-even scene against the computer, which reads the forced game out. */
  async function ritual() {
    const l = played();
    const signal = c.newTurn();
    l.phase = "ritual";
    c.setPhase("ritual");
    const g = l.g;
    const result = await effects.ritual(
      { computer: true, wantsSouth: () => foreseenWinner(g) !== 1 },
      signal,
    );
    if (signal.aborted || m.lesson !== l) return;
    l.ritual = result ? (result.south === result.computer ? "computer" : "you") : null;
    l.phase = "done";
    c.setPhase("idle");
  }

  return { close, enter, sow, agree, ritual };
}

/**
 * The lesson's commands (the controller's `lesson`): start, show, agree, next, leave, beginner.
 * @param {Ctx} c
 * @param {ReturnType<typeof lessonSteps>} steps
 * @returns {import("../types.js").LessonCommands}
 */
function lessonCommands(c, { close, enter, sow, agree }) {
  const { m, store } = c;
  return {
    /** Starts the lesson of `variant` over the game in play (which stays as it is). */
    async start(variant) {
      LESSONS ??= (await import("../lessons/lessons.js")).LESSONS;
      if (!LESSONS[variant] || m.session !== "play" || !m.g) return false;
      await c.interrupt();
      c.review.close();
      close();
      m.lesson = { variant, index: 0, g: null, key: 0 };
      enter(0);
      return true;
    },
    /** "Show me": plays the step's action for the learner. */
    show() {
      if (!trying(m)) return;
      const { action } = stepOf(/** @type {LessonState} */ (m.lesson));
      if (action === "agree") agree();
      else if (typeof action === "number") sow(action);
    },
    /** The step's button (Al-manqala's "the seeds cycle"). */
    agree() {
      if (trying(m) && stepOf(/** @type {LessonState} */ (m.lesson)).action === "agree") agree();
    },
    next() {
      const l = m.lesson;
      if (!l || l.phase !== "done" || l.index + 1 >= lessons()[l.variant].length) return;
      enter(l.index + 1);
    },
    /** Leaves the lesson: the game that was there comes back. */
    async leave() {
      if (!m.lesson) return;
      await c.interrupt();
      close();
      c.nextTurn();
    },
    /** Ends the lesson with a new game against the Beginner (the learner plays South). */
    async beginner() {
      if (!m.lesson) return;
      const { variant } = m.lesson;
      await c.interrupt();
      close();
      m.opponent = { player: 1, level: "beginner" };
      store.set("opponent", JSON.stringify(m.opponent));
      c.startNew(variant, {}, variant === "mangala-iv" && c.ritualAtStart);
    },
  };
}

/**
 * The screen of a lesson: `screen` (the game in play's) with the lesson's game and step.
 * @param {Screen} screen
 * @param {Machine} m a machine with a lesson in progress
 * @returns {Screen}
 */
export function lessonScreen(screen, m) {
  const l = /** @type {LessonState & { g: Game }} */ (m.lesson);
  const { g } = l;
  const steps = lessons()[l.variant];
  const step = steps[l.index];
  const state = g.state();
  const legal = Array.from(g.legalMoves());
  const forced = rec.isForced(g);
  const over = g.isOver();
  const moves = rec.movesOf(g);
  const trying = l.phase === "try" && m.phase === "idle";
  return {
    ...screen,
    variant: l.variant,
    options: state.options || {},
    seats: { computer: null, ritual: null },
    board: {
      variant: l.variant,
      pits: Array.from(g.pits()),
      captured: Array.from(g.captured()),
      toMove: g.toMove(),
      legal: trying ? legal : [],
      closed: [],
      over,
      forced,
    },
    positionKey: `lesson:${l.key}:${moves.length}`,
    sowing: m.sowing,
    moves,
    current: moves.length - 1,
    viewing: null,
    toMove: g.toMove(),
    human: true,
    over,
    result: g.result(),
    extraSowing: Boolean(state.extraSowing),
    round: null,
    forcedPit: forced && legal.length === 1 ? legal[0] : null,
    level: null,
    canUndo: false,
    canHint: false,
    hint: null,
    cycle: { shown: false, enabled: false },
    // The review of a game (./critique.js, when it comes) is the game in play's, not a lesson's.
    critique: null,
    canCritique: false,
    lesson: {
      variant: l.variant,
      step: l.index + 1,
      steps: steps.length,
      id: step.id,
      action: step.action,
      mark: trying && step.mark ? step.action : null,
      phase: l.phase,
      wrong: l.wrong,
      facts: l.facts,
      ritual: l.ritual,
      last: l.index === steps.length - 1,
    },
  };
}
