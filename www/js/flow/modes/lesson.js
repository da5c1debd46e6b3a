// A lesson, for the game flow (./controller.js): the steps of ../lessons/lessons.js played on
// a Game of the lesson's own, built for each step (Game.fromState). The game in play is
// never touched — nor saved over — while a lesson runs, and leaving returns to it. Its state is
// m.lesson (LessonState in ../types.js); its screen is its game's, with the lesson's flags.
import { foreseenWinner, message } from "../turns.js";
import { movesOnce, ownGameFlags, screenOf } from "../screen.js";
import { LESSONS } from "../../lessons/lessons.js";

/**
 * @import { Effects, Game, GameClass, LessonFacts, LessonState, LessonStep, Machine, Store,
 *   Trace, Variant } from "../../types.js"
 * @import { ModeFlags } from "../screen.js"
 * @import { Core } from "../controller.js"
 */

/** The lessons, per game. */
const lessons = () => /** @type {{ [variant: string]: LessonStep[] }} */ (LESSONS);

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

/** The lesson's word for why a pit can't be played (g.whyIllegal's kind). */
const MISSED = /** @type {{ [why: string]: string }} */ ({
  notYourPit: "notYours",
  emptyPit: "empty",
});

/**
 * Creates a lesson's part of the controller: its screen, the pits picked and its commands.
 * @param {object} parts
 * @param {GameClass} parts.Game
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {Store} parts.store
 * @param {boolean} parts.ritualAtStart
 * @param {() => Promise<void>} parts.nextTurn back to the game in play
 * @param {(variant: Variant, options?: object, ritual?: boolean) => boolean} parts.startNew
 * @param {() => void} parts.closeReview
 */
export function createLesson(parts) {
  const { m, core } = parts;
  /** The lesson in progress, where one is. */
  const on = () => /** @type {LessonState & { g: Game }} */ (m.lesson);
  const steps = lessonSteps(parts);
  return {
    /** Whether a lesson is in progress (its screen shows in place of the game's). */
    active: () => Boolean(m.lesson),
    close: steps.close,
    /** The screen of the lesson in progress: its game's, with the lesson's flags. */
    screen: () => screenOf(on().g, lessonFlags(m)),

    /** A person picked a legal pit: the step's pit (or any, when any will do) is sown. */
    pick(/** @type {number} */ pit) {
      if (!trying(m)) return;
      const l = on();
      const step = stepOf(l);
      if (typeof step.action === "number" && (step.any || pit === step.action)) {
        steps.sow(pit);
        return;
      }
      l.wrong = { kind: "wrong", pit };
      core.publish();
    },

    /** A person picked a pit that can't be played: a kind word on why. */
    miss(/** @type {number} */ pit) {
      if (!trying(m)) return;
      const l = on();
      const why = l.g.whyIllegal(pit);
      l.wrong = { kind: (why && MISSED[why]) || "miss", pit };
      core.publish();
    },

    commands: lessonCommands(parts, steps),
  };
}

/** The step of lesson `l` in progress. */
const stepOf = (/** @type {LessonState} */ l) => lessons()[l.variant][l.index];

/** Tells whether the learner may act on the step now. */
const trying = (/** @type {Machine} */ m) => m.lesson?.phase === "try" && m.phase === "idle";

/**
 * The lesson's steps on its own game: enter a step, sow, agree, the ritual; close the lesson.
 * @param {Parameters<typeof createLesson>[0]} parts
 */
function lessonSteps({ Game, m, core, effects }) {
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
      g = step.state === "start" ? new Game(l.variant, {}) : Game.fromState(step.state);
      l.g?.free();
    }
    l.index = index;
    l.g = g;
    l.key += 1;
    l.phase = "try";
    l.wrong = l.facts = l.ritual = null;
    if (step.action === "ritual") {
      ritual();
      return;
    }
    core.newTurn();
    core.setPhase("idle");
  }

  /** Sows `pit` in the lesson's game and animates it; then says what happened. */
  async function sow(/** @type {number} */ pit) {
    const l = played();
    let trace;
    try {
      trace = l.g.play(pit);
    } catch (e) {
      return effects.notice("move", "notice.move", { why: message(e) });
    }
    const signal = core.newTurn();
    l.phase = "sowing";
    l.wrong = null;
    m.sowing = true;
    core.setPhase("animating");
    await effects.animate(trace, signal);
    if (m.lesson !== l) return;
    m.sowing = false;
    l.phase = "done";
    l.facts = factsOf(trace, l.g);
    core.setPhase("idle");
  }

  /** Al-manqala's agreed cycle, played from the lesson's button. */
  function agree() {
    const l = played();
    l.g.agreeCycle();
    l.phase = "done";
    l.wrong = null;
    l.facts = factsOf(null, l.g);
    core.setPhase("idle");
  }

  /** Mangala IV's odd-or-even scene against the computer, which reads the forced game out. */
  async function ritual() {
    const l = played();
    const signal = core.newTurn();
    l.phase = "ritual";
    core.setPhase("ritual");
    const g = l.g;
    const result = await effects.ritual(
      { computer: true, wantsSouth: () => foreseenWinner(g) !== 1, chooser: Game.ritualChooser },
      signal,
    );
    if (signal.aborted || m.lesson !== l) return;
    l.ritual = result ? (result.south === result.computer ? "computer" : "you") : null;
    l.phase = "done";
    core.setPhase("idle");
  }

  return { close, enter, sow, agree, ritual };
}

/**
 * The lesson's commands (the controller's `lesson`): start, show, agree, next, leave, beginner.
 * @param {Parameters<typeof createLesson>[0]} parts
 * @param {ReturnType<typeof lessonSteps>} steps
 */
function lessonCommands(
  { Game, m, core, store, ritualAtStart, nextTurn, startNew, closeReview },
  { close, enter, sow, agree },
) {
  return {
    /** Starts the lesson of `variant` over the game in play (which stays as it is). */
    async start(/** @type {Variant} */ variant) {
      if (!lessons()[variant] || m.session !== "play" || !m.g) return false;
      await core.interrupt();
      closeReview();
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
      await core.interrupt();
      close();
      nextTurn();
    },
    /** Ends the lesson with a new game against the Beginner (the learner plays South). */
    async beginner() {
      if (!m.lesson) return;
      const { variant } = m.lesson;
      await core.interrupt();
      close();
      m.opponent = { player: 1, level: "beginner" };
      store.set("opponent", JSON.stringify(m.opponent));
      startNew(variant, {}, ritualAtStart && Game.hasRitual(variant));
    },
  };
}

/** The lesson's move list, fetched once per position (its game and its key). */
const movesAt = movesOnce();

/**
 * The flags of a lesson's screen: its step, and nothing of the game in play.
 * @param {Machine} m a machine with a lesson in progress
 * @returns {ModeFlags}
 */
export function lessonFlags(m) {
  const l = /** @type {LessonState & { g: Game }} */ (m.lesson);
  const steps = lessons()[l.variant];
  const step = steps[l.index];
  const trying = l.phase === "try" && m.phase === "idle";
  return {
    ...ownGameFlags(m, l.g, `lesson:${l.key}`, trying, movesAt),
    canHint: false,
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
