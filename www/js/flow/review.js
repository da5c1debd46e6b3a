// Looking back at the game: a past position shown ("viewing") and the game replayed from
// there with the sowing animation ("replaying"). The past position is a game of its own,
// built from the record, so the game in play is never touched; "back to the game" drops it.
// `c` is the controller's shared context (./controller.js).
import * as rec from "./record.js";

/** Creates looking back, the controller's `review` (see above). */
export function createReview(c) {
  const { Game, m } = c;
  const setPhase = (phase) => c.setPhase(phase);
  const interrupt = () => c.interrupt();
  const nextTurn = () => c.nextTurn();
  const last = () => rec.movesOf(m.g).length - 1;
  const canLook = () =>
    Boolean(m.g) &&
    m.session === "play" &&
    !m.lesson &&
    !["loading", "ritual", "asking"].includes(m.phase);

  /** Shows the position after action `index` (-1: the start). */
  function show(index) {
    const g = rec.gameAt(Game, m.g, index + 1);
    m.past?.g.free();
    m.past = { index, g };
  }

  function close() {
    m.past?.g.free();
    m.past = null;
    m.sowing = false;
  }

  /** Looks at the position after action `index`; the last action's is the game itself. */
  async function view(index) {
    if (!canLook()) return;
    if (index >= last()) return backToGame();
    await interrupt();
    show(Math.max(-1, index));
    setPhase("viewing");
  }

  /** Looks one action back (delta -1) or on (+1) from the position shown. */
  const step = (delta) => view((m.past ? m.past.index : last()) + delta);

  async function backToGame() {
    if (!m.past) return;
    await interrupt();
    close();
    nextTurn();
  }

  const { replay, replayStep, pause } = createReplay(c, {
    setPhase,
    interrupt,
    nextTurn,
    last,
    canLook,
    show,
    close,
  });
  return { view, step, backToGame, replay, replayStep, pause, close };
}

/** Replaying the game from the position shown, with createReview's helpers: replay, replayStep, pause. */
function createReplay(c, { setPhase, interrupt, nextTurn, last, canLook, show, close }) {
  const { m, effects } = c;

  /** Plays the next action on the past position, animated; resolves when it has been shown. */
  async function playOne(signal) {
    const { g } = m.past;
    const action = rec.movesOf(m.g)[m.past.index + 1].action;
    const trace = rec.play(g, action);
    m.past.index += 1;
    m.sowing = Boolean(trace);
    setPhase("replaying");
    if (trace) await effects.animate(trace, signal);
    m.sowing = false;
  }

  /** Replays the game from the position shown (from the start when none is) to its end. */
  async function replay() {
    if (!canLook() || last() < 0) return;
    const signal = await interrupt();
    if (!m.past) show(-1);
    setPhase("replaying");
    await effects.beat(signal);
    while (!signal.aborted && m.past.index < last()) {
      await playOne(signal);
      if (!signal.aborted) await effects.beat(signal);
    }
    if (signal.aborted) return;
    close();
    nextTurn();
  }

  /** Plays the action after the position shown, animated, and stops there. */
  async function replayStep() {
    if (!canLook() || !m.past) return;
    const signal = await interrupt();
    await playOne(signal);
    if (signal.aborted) return;
    if (m.past.index < last()) return setPhase("viewing");
    close();
    nextTurn();
  }

  /** Stops a replay at the position reached. */
  async function pause() {
    if (m.phase !== "replaying") return;
    await interrupt();
    setPhase("viewing");
  }

  return { replay, replayStep, pause };
}
