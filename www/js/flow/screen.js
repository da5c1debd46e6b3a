// The screen state: one plain object, built from the controller's state and the Game handle,
// that every view renders. Nothing here is a rule: each fact is the handle's.
import * as rec from "./record.js";

/** The number of actions to keep so that undo takes back the last move a person made (-1: none). */
export function undoTarget(moves, seating) {
  for (let i = moves.length - 1; i >= 0; i -= 1) if (seating.isHuman(moves[i].player)) return i;
  return -1;
}

/**
 * Returns the screen of machine state `m` ({ phase, session, g, gameId, past, hint }):
 *   phase, session        the machine's state ("idle", "animating", "thinking", "hinting",
 *                         "ritual", "asking", "viewing", "replaying", "loading") and
 *                         "play" | "attract"
 *   board                 the snapshot the board shows (board/index.js); no legal pit unless
 *                         a person may move now
 *   positionKey           names the position shown (the game and the index of its last action)
 *   sowing                true while the board animates a sowing to `board`
 *   moves, current        the move list (g.moves()) and the index of the last action on the
 *                         board (-1: the start); viewing: that index while a past position
 *                         shows, else null
 *   seats, options, toMove, over, result, extraSowing, round, forcedPit, level
 *   canUndo, canHint, hint, cycle { shown, enabled }
 *   critique              the review of the game (./critique.js), or null; canCritique:
 *                         "How did I play?" may start (a person has moved, moves are choices)
 *   lesson                while a lesson runs, its step (./lesson.js), and the rest is its game's
 * `critique` and `lesson` are the controller's parts (./controller.js): their screen() gives the
 * review's screen, and the lesson's over the game in play's.
 */
export function screenOf(m, seating, { critique, lesson }) {
  const live = m.g;
  const g = m.past ? m.past.g : live;
  const moves = rec.movesOf(live);
  const current = m.past ? m.past.index : moves.length - 1;
  const seats = rec.seatsOf(live);
  const state = g.state();
  const over = g.isOver();
  const toMove = g.toMove();
  const play = m.session === "play" && !m.past;
  const human = seating.isHuman(toMove);
  const legal = Array.from(g.legalMoves());
  const forced = rec.isForced(g);
  const playable = play && (m.phase === "idle" || m.phase === "hinting") && human && !over;
  const screen = {
    phase: m.phase,
    session: m.session,
    variant: g.variant,
    options: state.options || {},
    seats,
    board: {
      variant: g.variant,
      pits: Array.from(g.pits()),
      captured: Array.from(g.captured()),
      toMove,
      legal: playable ? legal : [],
      closed: Array.from(state.closed || []),
      over,
      forced,
    },
    positionKey: `${m.gameId}:${current}`,
    sowing: m.sowing,
    moves,
    current,
    viewing: m.past ? m.past.index : null,
    toMove,
    human,
    over,
    result: g.result(),
    extraSowing: Boolean(state.extraSowing),
    round: state.round || null,
    forcedPit: forced && legal.length === 1 ? legal[0] : null,
    level: seats.computer && m.session === "play" ? seats.computer.level : null,
    canUndo:
      play &&
      ["idle", "thinking", "hinting", "animating"].includes(m.phase) &&
      undoTarget(moves, seating) >= 0,
    canHint: playable && m.phase === "idle" && !forced,
    hint: m.hint,
    cycle: {
      shown: !seats.computer && rec.canAgree(live),
      enabled: playable && m.phase === "idle",
    },
    critique: critique.screen(),
    canCritique:
      m.session === "play" &&
      !forced &&
      m.critique?.status !== "running" &&
      !["loading", "ritual"].includes(m.phase) &&
      moves.some((e) => e.action !== "agree" && seating.isHuman(e.player)),
    lesson: null,
  };
  return m.lesson ? lesson.screen(screen) : screen;
}
