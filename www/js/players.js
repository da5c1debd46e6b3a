// Player kinds: who chooses the move for each seat. Only people play for now; a computer
// seat is { kind: "computer", chooseMove(state) -> Promise<pit> } and plugs in here.

export const HUMAN = Object.freeze({ kind: "human" });

/** Creates the seats of a game: seat 0 (South) and seat 1 (North). */
export function createSeats(kinds = [HUMAN, HUMAN]) {
  const seats = kinds.slice();
  return {
    kindOf: (player) => seats[player] || HUMAN,
    set(player, kind) {
      seats[player] = kind;
    },
    /** Tells whether a person picks the move of this player. */
    isHuman: (player) => (seats[player] || HUMAN).kind === "human",
  };
}
