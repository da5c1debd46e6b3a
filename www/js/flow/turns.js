// The turn loop of the game flow (./controller.js): whose turn it is, the computer's move,
// a sowing and its animation, a round's end, the game's end, Mangala IV's opening ritual.

import { rematchOf } from "./rematch.js";

/**
 * @import { Computer, Effects, Game, GameClass, GameResult, Machine } from "../types.js"
 * @import { Core } from "./controller.js"
 */

/** @param {any} e */
const aborted = (e) => e && e.name === "AbortError";
/** The words of an error, for a notice. @param {any} e */
export const message = (e) => (e && e.message ? e.message : String(e));

/**
 * After a failed step of a turn: a notice (unless the turn was cancelled), and idle again.
 * @param {Pick<Core, "setPhase">} core
 * @param {Pick<Effects, "notice">} effects
 * @param {AbortSignal} signal
 * @param {unknown} e
 * @param {string} kind
 */
export function failure(core, effects, signal, e, kind) {
  if (signal.aborted) return;
  if (!aborted(e)) effects.notice(kind, `notice.${kind}`, { why: message(e) });
  core.setPhase("idle");
}

/**
 * The winner of the forced game from here (Game.foresee), or null for a draw or an error.
 * @param {Game} g
 */
export function foreseenWinner(g) {
  try {
    return g.foresee().winner ?? null;
  } catch {
    return null;
  }
}

/**
 * Creates the turn loop (see above): nextTurn, sow, finish. `ended(value)` is told the end
 * dialog's choice ("new", "critique", …).
 * @param {object} parts
 * @param {GameClass} parts.Game
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {ReturnType<typeof import("./seating.js").createSeating>} parts.seating
 * @param {{ onEnd: ((result: GameResult | null) => void) | null }} parts.hooks
 * @param {(value: string) => void} parts.ended
 */
export function createTurns({ Game, m, core, effects, seating, hooks, ended }) {
  /** Lets the seat whose turn it is move: a person picks on the board; a computer is asked. */
  async function nextTurn() {
    const signal = core.newTurn();
    const g = /** @type {Game} */ (m.g);
    if (g.seats().ritual === "pending" && m.session === "play" && g.movesPlayed() === 0)
      return runRitual(signal);
    if (g.isOver() || seating.isHuman(g.toMove())) return core.setPhase("idle");
    core.setPhase("thinking");
    let pit;
    try {
      const seat = /** @type {Computer} */ (seating.kindOf(g.toMove()));
      pit = await seat.chooseMove(g.record(), signal);
    } catch (e) {
      return failure(core, effects, signal, e, "computer");
    }
    if (!signal.aborted) await sow(pit);
  }

  /** Plays a sowing in the game, animates it, then goes on to the next turn. @param {number} pit */
  async function sow(pit) {
    const g = /** @type {Game} */ (m.g);
    let trace;
    try {
      trace = g.play(pit);
    } catch (e) {
      return effects.notice("move", "notice.move", { why: message(e) });
    }
    const signal = core.newTurn();
    m.hint = null;
    core.save();
    m.sowing = true;
    core.setPhase("animating");
    await effects.animate(trace, signal);
    m.sowing = false;
    if (signal.aborted) return;
    const round = trace.events.find((e) => e.type === "round");
    if (round && m.session === "play") {
      core.setPhase("asking");
      // The pits the last round closed, per player.
      const closedBy = [0, 1].map(
        (p) => round.closed.filter((pit) => Game.ownerOf(pit) === p).length,
      );
      await effects.ask("round", { round, toMove: g.toMove(), closedBy }, signal);
      if (signal.aborted) return;
    }
    if (g.isOver()) await finish(signal);
    else nextTurn();
  }

  /**
   * The game is over: the end dialog (or, in attract mode, the kiosk's pause).
   * @param {AbortSignal} signal
   */
  async function finish(signal) {
    const result = /** @type {Game} */ (m.g).result();
    if (m.session === "attract") {
      core.setPhase("idle");
      hooks.onEnd?.(result);
      return;
    }
    core.setPhase("asking");
    // The rematch's kind, so its button says what it does (./rematch.js).
    const rematch = rematchOf(Game, /** @type {Game} */ (m.g)).kind;
    const { value } = await effects.ask("end", { result, rematch }, signal);
    if (signal.aborted) return;
    core.setPhase("idle");
    ended(value);
  }

  /**
   * Mangala IV's opening ritual decides the rows (and, against the computer, its seat).
   * @param {AbortSignal} signal
   */
  async function runRitual(signal) {
    core.setPhase("ritual");
    const g = /** @type {Game} */ (m.g);
    const { computer } = g.seats();
    const wantsSouth = () => foreseenWinner(g) !== 1;
    const result = await effects.ritual(
      { computer: Boolean(computer), wantsSouth, chooser: Game.ritualChooser },
      signal,
    );
    if (signal.aborted) return;
    const seats = { computer, ritual: result ? { south: result.south } : null };
    if (result && computer && result.computer)
      seats.computer = { ...computer, player: result.south === result.computer ? 0 : 1 };
    g.setSeats(seats);
    seating.use(seats);
    core.save();
    if (result) effects.say({ type: "ritual", seats });
    nextTurn();
  }

  return { nextTurn, sow, finish };
}
