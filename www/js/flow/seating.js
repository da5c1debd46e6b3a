// Who chooses the move of each seat: a person picks on the board; a computer seat
// (createComputer in ../ai/client.js: { kind: "computer", level, chooseMove(record, signal),
// analyze(record, options, signal), cancel() }) is asked by the controller when its turn comes.
import { createComputer } from "../ai/client.js";

/** @import { PlayerNumber, Seat, Seats } from "../types.js" */

/** @type {Seat} */
const HUMAN = Object.freeze({ kind: /** @type {const} */ ("human") });
/** How long the computer takes at least over a move: in a game, and playing itself in a kiosk. */
const COMPUTER_DELAY_MS = 500;
const ATTRACT_DELAY_MS = 1400;

/**
 * Creates the seating of a mounted game. use(seats, attract) seats the players of a record's
 * seats (GameRecord.seats, docs/game-api.md) — or, in attract mode, the computer on both
 * sides — and keeps the computer's worker while the seating stays the same, so an undo starts
 * no new worker.
 */
export function createSeating(attractDelayMs = ATTRACT_DELAY_MS) {
  let key = "";
  /** @type {Seat[]} */
  let kinds = [HUMAN, HUMAN];

  function cancel() {
    for (const seat of new Set(kinds)) if (seat.kind === "computer") seat.cancel();
  }

  return {
    /** @param {Seats | null} seats */
    use(seats, attract = false) {
      const computer = attract ? null : seats && seats.computer;
      const next = attract ? "attract" : JSON.stringify(computer || null);
      if (next === key) return;
      key = next;
      cancel();
      if (attract) {
        const both = createComputer({ level: "intermediate", delayMs: attractDelayMs });
        kinds = [both, both];
      } else {
        kinds = [HUMAN, HUMAN];
        if (computer)
          kinds[computer.player] = createComputer({
            level: computer.level,
            delayMs: COMPUTER_DELAY_MS,
          });
      }
    },
    /** @param {PlayerNumber} player */
    kindOf: (player) => kinds[player] || HUMAN,
    /** Tells whether a person picks the move of this player. @param {number} player */
    isHuman: (player) => (kinds[player] || HUMAN).kind === "human",
    /** The computer seat, if one plays. */
    computer: () =>
      /** @type {Extract<Seat, { kind: "computer" }> | null} */ (
        kinds.find((seat) => seat.kind === "computer") || null
      ),
    /** Stops the computer seats' searches and workers. */
    cancel,
  };
}
