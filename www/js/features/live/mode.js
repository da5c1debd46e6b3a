// The live game on the board: a mode over the game in play (the controller's useMode), showing
// the match's own game (./protocol.js createMatch) and taking this seat's picks. A pick is never
// played here: it is signed and sent (./session.js), and the board moves only when the stream
// brings the move back and the match has checked and applied it, as it does for the other
// seat's moves. So both seats and every spectator show the one order the stream holds.
import { movesOnce, ownGameFlags, screenOf } from "../../flow/screen.js";

/**
 * @import { Effects, Machine, Trace } from "../../types.js"
 * @import { Core } from "../../flow/controller.js"
 * @import { Match } from "./protocol.js"
 */

/**
 * @param {{ m: Machine, core: Core, effects: Effects }} parts the controller's
 * @param {object} live
 * @param {Match} live.match
 * @param {0 | 1 | null} live.seat this page's seat (null: a spectator)
 * @param {(pit: number) => void} live.play sends this seat's move
 */
export function createLiveMode({ m, core, effects }, { match, seat, play }) {
  const movesAt = movesOnce();
  /** @type {Trace[]} */
  const queue = [];
  let drawing = false;
  let closed = false;
  /** A move sent and not yet back from the stream: no second pick meanwhile. */
  let sent = -1;

  const game = () => /** @type {import("../../types.js").Game} */ (match.game());
  const mine = () =>
    seat !== null && !match.over() && game().toMove() === match.playerOf(seat) && !drawing;

  /** Draws the moves the stream brought, one after the other. */
  async function draw() {
    if (drawing) return;
    drawing = true;
    while (queue.length && !closed) {
      const trace = /** @type {Trace} */ (queue.shift());
      const signal = core.newTurn();
      m.sowing = true;
      core.setPhase("animating");
      await effects.animate(trace, signal);
      m.sowing = false;
    }
    drawing = false;
    if (!closed) core.setPhase("idle");
  }

  return {
    /** In progress while the controller has it (useMode). */
    active: () => !closed,
    screen() {
      const g = game();
      const playable = mine() && sent !== g.movesPlayed() && m.phase === "idle";
      const flags = ownGameFlags(m, g, `live:${match.id}:${match.round()}`, playable, movesAt);
      const screen = screenOf(g, { ...flags, rounds: true, canHint: false, lesson: null });
      // This seat's row at the bottom (views/flip.js); a spectator sees South's.
      return seat === null ? screen : { ...screen, person: match.playerOf(seat) };
    },
    /** @param {number} pit */
    pick(pit) {
      const g = game();
      if (!mine() || sent === g.movesPlayed() || g.whyIllegal(pit) !== null) return;
      sent = g.movesPlayed();
      core.publish();
      play(pit);
    },
    /**
     * The match applied a message: a move (or the agreed division) is drawn, anything else
     * only shown. `animate` false while the stream replays what came before this page looked.
     * @param {Trace | undefined} trace
     * @param {boolean} animate
     */
    applied(trace, animate) {
      sent = -1;
      if (trace && animate) {
        queue.push(trace);
        draw();
      } else if (!drawing) core.publish();
    },
    /** The move sent was refused or never stored: this seat may pick again. */
    unsent() {
      sent = -1;
      core.publish();
    },
    close() {
      closed = true;
      queue.length = 0;
    },
  };
}

/** @typedef {ReturnType<typeof createLiveMode>} LiveMode */
