// The computer opponent's Web Worker: the search runs here, so the page never freezes while
// the computer thinks. It loads the same wasm module as the page (through ../wasm.js) and
// answers one request at a time. Start it as a module worker:
//
//   new Worker(new URL("./worker.js", import.meta.url), { type: "module" })
//
// (client.js does this; the page need not talk to the worker itself.)
//
// Protocol
// --------
// Request, page → worker:
//   { id, type, game, options }
//   id       any value, echoed in the reply (client.js uses 1, 2, 3, …)
//   type     "bestMove" | "analyze" | "foresee"
//   game     the game to think about: its record (g.record(), docs/game-api.md's GameRecord
//              { variant, options, start, actions, seats }), built again with
//              Game.fromRecord, so the search knows which positions already occurred.
//   options  for "bestMove": { level: "beginner"|"intermediate"|"strong"|"master", seed? }
//              or { timeMs?, maxDepth?, seed? }; for "analyze": { timeMs?, maxDepth?, lines? };
//              ignored by "foresee" (see Game.bestMove / analyze / foresee in src/wasm/ai.rs).
// Once, worker → page, when the wasm has started or failed to: { ready: true } or
//   { ready: false }: client.js waits a while for it and otherwise searches on the page's
//   thread (so a worker that cannot start never leaves the computer thinking forever).
// Reply, worker → page, exactly one per request, in the order of the requests:
//   { id, ok: true, result }   result: a pit (bestMove), the array of move analyses
//                              (analyze), or { winner, captured, reason, moves } (foresee)
//   { id, ok: false, error }   error: the message of the Error the handle threw
//
// Cancelling: a search can't be interrupted from outside while it runs, so the page cancels
// by terminating the worker (worker.terminate()) and starting a new one for the next request;
// client.js does exactly that. A new worker starts in a few milliseconds once the wasm file
// is in the browser's cache.

import { wasmReady } from "../lib/wasm.js";

/** @import { GameClass } from "../types.js" */
/** @import { Request } from "./client.js" */

/**
 * Answers one request with the result of the Game handle's method.
 * @param {GameClass} Game
 * @param {Request} request
 */
function answer(Game, { type, game, options }) {
  const handle = Game.fromRecord(game);
  try {
    switch (type) {
      case "bestMove":
        return handle.bestMove(options);
      case "analyze":
        return handle.analyze(options);
      case "foresee":
        return handle.foresee();
      default:
        throw new Error(
          `unknown request type ${JSON.stringify(type)}: expected "bestMove", "analyze" or "foresee"`,
        );
    }
  } finally {
    handle.free();
  }
}

// Requests wait for the wasm module in a queue, so replies keep the order of requests.
/** @type {Promise<{ Game: GameClass }>} */
let queue = wasmReady();
queue.then(
  () => self.postMessage({ ready: true }),
  () => self.postMessage({ ready: false }),
);

/** @param {any} e */
const messageOf = (e) => (e && e.message ? e.message : String(e));

self.addEventListener("message", (event) => {
  /** @type {Request & { id: unknown }} */
  const request = event.data || {};
  queue = queue.then(
    ({ Game }) => {
      try {
        self.postMessage({ id: request.id, ok: true, result: answer(Game, request) });
      } catch (e) {
        self.postMessage({
          id: request.id,
          ok: false,
          error: messageOf(e),
        });
      }
      return { Game };
    },
    /** @param {any} e */
    (e) => {
      self.postMessage({
        id: request.id,
        ok: false,
        error: `the WebAssembly module did not start: ${e && e.message ? e.message : e}`,
      });
      return Promise.reject(e);
    },
  );
});
