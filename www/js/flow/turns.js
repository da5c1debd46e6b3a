// The turn loop of the game flow (./controller.js): whose turn it is, the computer's move,
// a sowing and its animation, a round's end, the game's end, Mangala IV's opening ritual.
// `c` is the controller's shared context.
import * as rec from "./record.js";

const aborted = (e) => e && e.name === "AbortError";
const message = (e) => (e && e.message ? e.message : String(e));

/** After a failed step of a turn: a notice (unless the turn was cancelled), and idle again. */
export function failure(c, signal, e, kind) {
  if (signal.aborted) return;
  if (!aborted(e)) c.effects.notice(kind, null, { why: message(e) });
  c.setPhase("idle");
}

/** The winner of the forced game from here (Game.foresee), or null for a draw or an error. */
export function foreseenWinner(g) {
  try {
    return g.foresee().winner ?? null;
  } catch {
    return null;
  }
}

/** Creates the turn loop (see above): nextTurn, sow, finish. */
export function createTurns(c) {
  const { m, effects } = c;

  /** Lets the seat whose turn it is move: a person picks on the board; a computer is asked. */
  async function nextTurn() {
    const signal = c.newTurn();
    const g = m.g;
    const seats = rec.seatsOf(g);
    if (seats.ritual === "pending" && m.session === "play" && rec.movesOf(g).length === 0)
      return runRitual(c, signal);
    if (g.isOver() || c.seating.isHuman(g.toMove())) return c.setPhase("idle");
    c.setPhase("thinking");
    let pit;
    try {
      pit = await c.seating.kindOf(g.toMove()).chooseMove(rec.recordOf(g), signal);
    } catch (e) {
      return failure(c, signal, e, "computer");
    }
    if (!signal.aborted) await sow(pit);
  }

  /** Plays a sowing in the game, animates it, then goes on to the next turn. */
  async function sow(pit) {
    const g = m.g;
    const before = { pits: Array.from(g.pits()), captured: Array.from(g.captured()) };
    let trace;
    try {
      trace = rec.play(g, pit);
    } catch (e) {
      return effects.notice("move", null, { why: message(e) });
    }
    const signal = c.newTurn();
    m.hint = null;
    c.save();
    c.hooks.captions?.begin(trace, before);
    m.sowing = true;
    c.setPhase("animating");
    await effects.animate(trace, signal);
    m.sowing = false;
    if (signal.aborted) return;
    const round = trace.events.find((e) => e.type === "round");
    if (round && m.session === "play") {
      c.setPhase("asking");
      await effects.ask("round", { round, toMove: g.toMove() }, signal);
      if (signal.aborted) return;
    }
    if (g.isOver()) await finish(signal);
    else nextTurn();
  }

  /** The game is over: the end dialog (or, in attract mode, the kiosk's pause). */
  async function finish(signal) {
    if (m.session === "attract") {
      c.setPhase("idle");
      c.hooks.onEnd?.(m.g.result());
      return;
    }
    c.setPhase("asking");
    const { value } = await effects.ask("end", { result: m.g.result() }, signal);
    if (signal.aborted) return;
    c.setPhase("idle");
    if (value === "new") c.newGameDialog();
    else if (value === "critique") c.critique.start();
  }

  return { nextTurn, sow, finish };
}

/** Mangala IV's opening ritual decides the rows (and, against the computer, its seat). */
async function runRitual(c, signal) {
  const { m, effects } = c;
  c.setPhase("ritual");
  const g = m.g;
  const { computer } = rec.seatsOf(g);
  const wantsSouth = () => foreseenWinner(g) !== 1;
  const result = await effects.ritual({ computer: Boolean(computer), wantsSouth }, signal);
  if (signal.aborted) return;
  const seats = { computer, ritual: result ? { south: result.south } : null };
  if (result && computer && result.computer)
    seats.computer = { ...computer, player: result.south === result.computer ? 0 : 1 };
  rec.setSeats(g, seats);
  c.seating.use(seats);
  c.save();
  if (result) effects.say({ type: "ritual", seats });
  c.nextTurn();
}
