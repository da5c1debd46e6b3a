// Player kinds: who chooses the move for each seat. A person picks on the board; a computer
// seat (createComputer in ./ai/client.js) is { kind: "computer", level,
// chooseMove(state, record?) → Promise<pit>, cancel(), analyze(game, options) } and is asked
// by mount.js when its turn comes.

export const HUMAN = Object.freeze({ kind: "human" });

/** Creates the seats of a game: seat 0 (South) and seat 1 (North). */
export function createSeats(kinds = [HUMAN, HUMAN]) {
  const seats = kinds.slice();
  return {
    kindOf: (player) => seats[player] || HUMAN,
    /** Tells whether a person picks the move of this player. */
    isHuman: (player) => (seats[player] || HUMAN).kind === "human",
  };
}
