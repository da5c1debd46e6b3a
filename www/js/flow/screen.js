// The screen state: one plain object that every view renders, built by one function
// (screenOf) from a game and the flags of the mode showing it (play and looking back:
// playFlags below; a lesson: ./lesson.js lessonFlags). Nothing here is a rule: each fact of
// the game is the handle's. A new mode (a puzzle) adds its own flags to ModeFlags and Screen.

/**
 * @import { CritiqueScreen, Game, Machine, MoveEntry, PlayerNumber, Screen, Seats }
 *   from "../types.js"
 */

/**
 * What a mode says beside its game (the rest of the screen is the game's): see Screen in
 * ../types.js for each field. `playable`: a person may pick a pit now (else no pit is legal on
 * the board); `moves`: the move list, fetched only when a view reads it; `rows`: the game's
 * closed pits and round are shown (a lesson shows none).
 * @typedef {object} ModeFlags
 * @property {Screen["phase"]} phase
 * @property {Screen["session"]} session
 * @property {string} positionKey
 * @property {number} game
 * @property {boolean} sowing
 * @property {boolean} playable
 * @property {Seats} seats
 * @property {() => MoveEntry[]} moves
 * @property {number} played
 * @property {number} current
 * @property {number | null} viewing
 * @property {boolean} human
 * @property {Screen["level"]} level
 * @property {boolean} canUndo
 * @property {Screen["undoBy"]} undoBy
 * @property {boolean} canHint
 * @property {Screen["hint"]} hint
 * @property {Screen["cycle"]} cycle
 * @property {CritiqueScreen | null} critique
 * @property {boolean} canCritique
 * @property {Screen["lesson"]} lesson
 * @property {Screen["puzzle"]} [puzzle]
 * @property {Screen["analysis"]} [analysis]
 * @property {boolean} rounds
 */

/**
 * Returns the screen of game `g` shown by a mode with `flags`.
 * @param {Game} g
 * @param {ModeFlags} flags
 * @returns {Screen}
 */
export function screenOf(g, flags) {
  const { moves, playable, rounds, ...mode } = flags;
  const state = g.state();
  const over = g.isOver();
  const legal = Array.from(g.legalMoves());
  const forced = g.isForced();
  // The forced pit is the one legal pit when the rules leave no choice.
  const forcedPit = forced && legal.length === 1 ? legal[0] : null;
  return {
    ...mode,
    variant: g.variant,
    options: state.options || {},
    board: {
      variant: g.variant,
      pits: Array.from(state.pits),
      captured: Array.from(state.captured),
      toMove: state.toMove,
      legal: playable ? legal : [],
      closed: rounds ? Array.from(state.closed || []) : [],
      over,
      forced,
      forcedPit,
    },
    get moves() {
      return moves();
    },
    toMove: state.toMove,
    over,
    result: g.result(),
    extraSowing: Boolean(state.extraSowing),
    round: (rounds && state.round) || null,
    forcedPit,
  };
}

/**
 * The number of actions to keep so that undo takes back the last move a person made (-1: none).
 * @param {MoveEntry[]} moves
 * @param {(player: PlayerNumber) => boolean} isHuman
 */
export function undoTarget(moves, isHuman) {
  for (let i = moves.length - 1; i >= 0; i -= 1) if (isHuman(moves[i].player)) return i;
  return -1;
}

/**
 * The flags of the game in play, or of a past position of it looked at (m.past).
 * @param {Machine} m a machine with a game in play
 * @param {object} facts
 * @param {(player: PlayerNumber) => boolean} facts.isHuman
 * @param {() => MoveEntry[]} facts.moves the game in play's move list (cached per position)
 * @returns {ModeFlags}
 */
export function playFlags(m, { isHuman, moves }) {
  const live = /** @type {Game} */ (m.g);
  const g = m.past ? m.past.g : live;
  const played = live.movesPlayed();
  const current = m.past ? m.past.index : played - 1;
  const seats = live.seats();
  const toMove = g.toMove();
  const over = g.isOver();
  const play = m.session === "play" && !m.past;
  const human = isHuman(toMove);
  const playable = play && (m.phase === "idle" || m.phase === "hinting") && human && !over;
  const forced = g.isForced();
  const canUndo =
    play &&
    ["idle", "thinking", "hinting", "animating"].includes(m.phase) &&
    played > 0 &&
    undoTarget(moves(), isHuman) >= 0;
  // Between two people a player takes back their own last move, on a still board (the other is
  // asked first); against the computer the person undoes whenever the game allows it.
  const still = m.phase === "idle" || m.phase === "hinting";
  const lastMover = canUndo ? moves()[moves().length - 1].player : null;
  const undoBy = /** @type {[boolean, boolean]} */ (
    [0, 1].map((p) => canUndo && (Boolean(seats.computer) || (still && lastMover === p)))
  );
  return {
    phase: m.phase,
    session: m.session,
    positionKey: `${m.gameId}:${current}`,
    game: m.games,
    sowing: m.sowing,
    playable,
    seats,
    moves,
    played,
    current,
    viewing: m.past ? m.past.index : null,
    human,
    level: seats.computer && m.session === "play" ? seats.computer.level : null,
    canUndo,
    undoBy,
    canHint: playable && m.phase === "idle" && !forced,
    hint: m.hint,
    cycle: {
      shown: !seats.computer && live.canAgree(),
      enabled: playable && m.phase === "idle",
    },
    critique: critiqueScreen(m),
    canCritique:
      m.session === "play" &&
      !forced &&
      m.critique?.status !== "running" &&
      !["loading", "ritual"].includes(m.phase) &&
      played > 0 &&
      moves().some((e) => e.action !== "agree" && isHuman(e.player)),
    lesson: null,
    rounds: true,
  };
}

/**
 * The review of a game (./critique.js) as the screen shows it; the selection only while its
 * position shows.
 * @param {Machine} m
 * @returns {CritiqueScreen | null}
 */
export function critiqueScreen(m) {
  const review = m.critique;
  if (!review) return null;
  const showing = review.selected !== null && m.past && m.past.index === review.selected - 1;
  return {
    status: review.status,
    done: review.done,
    total: review.total,
    marks: review.marks,
    summary: review.summary,
    selected: showing ? review.selected : null,
  };
}

/**
 * The flags every mode with a game of its own shares (a lesson, a puzzle, the analysis board): that game's position
 * and moves, the game in play left where it was, and none of a game's own controls (no undo, no
 * hint shown, no cycle, no review: the review is the game in play's). The mode adds its own
 * `canHint` and its `lesson` or `puzzle`.
 * @param {Machine} m
 * @param {Game} g the mode's own game
 * @param {string} key the mode's key ("lesson:…", "puzzle:…"), naming its position with the moves played
 * @param {boolean} playable
 * @param {ReturnType<typeof movesOnce>} movesAt the mode's move-list cache
 */
export function ownGameFlags(m, g, key, playable, movesAt) {
  const played = g.movesPlayed();
  const positionKey = `${key}:${played}`;
  return {
    phase: m.phase,
    session: m.session,
    positionKey,
    game: m.games,
    sowing: m.sowing,
    playable,
    seats: { computer: null, ritual: null },
    moves: () => movesAt(g, positionKey),
    played,
    current: played - 1,
    viewing: null,
    human: true,
    level: null,
    canUndo: false,
    undoBy: /** @type {[boolean, boolean]} */ ([false, false]),
    hint: null,
    cycle: { shown: false, enabled: false },
    critique: null,
    canCritique: false,
    rounds: false,
  };
}

/**
 * A mode's move list, fetched once per position: movesAt(g, key) asks game `g` for its moves
 * only when `g` or the position's `key` changed since the last call.
 * @returns {(g: Game, key: string) => MoveEntry[]}
 */
export function movesOnce() {
  /** @type {{ g: Game | null, key: string, list: MoveEntry[] }} */
  let shown = { g: null, key: "", list: [] };
  return (g, key) => {
    if (shown.g !== g || shown.key !== key) shown = { g, key, list: Array.from(g.moves()) };
    return shown.list;
  };
}
