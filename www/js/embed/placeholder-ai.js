// A stand-in computer player until the real AI (js/ai/client.js) takes its place in
// ../computer.js. It plays the legal pit that captures the most seeds right away (the first
// legal pit at level "beginner", or when no move captures), after a short pause so a
// person can follow. `Game` is the wasm Game class; the trial games are freed at once.

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates a computer seat; see ../computer.js. */
export function createComputer({ Game, level = "intermediate", delayMs = 500 } = {}) {
  return {
    kind: "computer",
    level,
    async chooseMove(state) {
      const legal = legalMoves(Game, state);
      if (!legal.length) throw new Error("the computer has no legal move");
      const best = level === "beginner" ? legal[0] : mostCapturing(Game, state, legal);
      await pause(delayMs);
      return best;
    },
  };
}

function legalMoves(Game, state) {
  const game = Game.fromState(state);
  try {
    return Array.from(game.legalMoves());
  } finally {
    game.free();
  }
}

function mostCapturing(Game, state, legal) {
  let best = legal[0];
  let bestGain = 0;
  for (const pit of legal) {
    const game = Game.fromState(state);
    try {
      const mover = game.toMove();
      const before = game.captured()[mover];
      game.play(pit);
      const gain = game.captured()[mover] - before;
      if (gain > bestGain) {
        best = pit;
        bestGain = gain;
      }
    } finally {
      game.free();
    }
  }
  return best;
}
