// The computer player: createComputer({ Game, level, delayMs }) returns a seat
// { kind: "computer", level, chooseMove(state) → Promise<pit> } (see players.js).
// Until the AI client (js/ai/client.js) is done, a placeholder plays. Swapping in the real
// AI is this one line:
export { createComputer } from "./embed/placeholder-ai.js";
