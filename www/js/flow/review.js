// Looking back at the game: a past position shown ("viewing") and the game replayed from
// there with the sowing animation ("replaying"). The past position is a game of its own
// (g.at(n)), so the game in play is never touched; "back to the game" drops it.

/**
 * @import { Effects, Game, Machine, MoveEntry } from "../types.js"
 * @import { Core } from "./controller.js"
 */

/**
 * Creates looking back (see above).
 * @param {object} parts
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {() => MoveEntry[]} parts.moves the game in play's move list
 * @param {() => Promise<void>} parts.nextTurn
 */
export function createReview({ m, core, effects, moves, nextTurn }) {
  const live = () => /** @type {Game} */ (m.g);
  const last = () => live().movesPlayed() - 1;
  const past = () => /** @type {NonNullable<Machine["past"]>} */ (m.past);
  const canLook = () =>
    Boolean(m.g) &&
    m.session === "play" &&
    !m.lesson &&
    !m.puzzle &&
    !["loading", "ritual", "asking"].includes(m.phase);

  /** Shows the position after action `index` (-1: the start). @param {number} index */
  function show(index) {
    const g = live().at(index + 1);
    m.past?.g.free();
    m.past = { index, g };
  }

  function close() {
    m.past?.g.free();
    m.past = null;
    m.sowing = false;
  }
  core.onGameChanged(close);

  /**
   * Looks at the position after action `index`; the last action's is the game itself.
   * @param {number} index
   */
  async function view(index) {
    if (!canLook()) return;
    if (index >= last()) return backToGame();
    await core.interrupt();
    show(Math.max(-1, index));
    core.setPhase("viewing");
  }

  async function backToGame() {
    if (!m.past) return;
    await core.interrupt();
    close();
    nextTurn();
  }

  /**
   * Plays the next action on the past position, animated (a sowing, or the agreed cycle's
   * division); resolves when it has been shown.
   * @param {AbortSignal} signal
   */
  async function playOne(signal) {
    const { g } = past();
    const { action } = moves()[past().index + 1];
    const trace = action === "agree" ? g.agreeCycle() : g.play(action);
    past().index += 1;
    m.sowing = true;
    core.setPhase("replaying");
    await effects.animate(trace, signal);
    m.sowing = false;
  }

  return {
    view,
    /** Looks one action back (delta -1) or on (+1) from the position shown. */
    step: (/** @type {number} */ delta) => view((m.past ? m.past.index : last()) + delta),
    backToGame,
    close,

    /** Replays the game from the position shown (from the start when none is) to its end. */
    async replay() {
      if (!canLook() || last() < 0) return;
      const signal = await core.interrupt();
      if (!m.past) show(-1);
      core.setPhase("replaying");
      await effects.beat(signal);
      while (!signal.aborted && past().index < last()) {
        await playOne(signal);
        if (!signal.aborted) await effects.beat(signal);
      }
      if (signal.aborted) return;
      close();
      nextTurn();
    },

    /** Plays the action after the position shown, animated, and stops there. */
    async replayStep() {
      if (!canLook() || !m.past) return;
      const signal = await core.interrupt();
      await playOne(signal);
      if (signal.aborted) return;
      if (past().index < last()) return core.setPhase("viewing");
      close();
      nextTurn();
    },

    /** Stops a replay at the position reached. */
    async pause() {
      if (m.phase !== "replaying") return;
      await core.interrupt();
      core.setPhase("viewing");
    },
  };
}
