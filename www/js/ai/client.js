// The computer opponent for the page: asks ./worker.js to search, so seeds keep moving and
// buttons keep answering while the computer thinks.
//
//   import { createAi, createComputer, hintFacts } from "./ai/client.js";
//
//   const ai = createAi();
//   const pit = await ai.bestMove(record, { level: "strong" }, signal);
//   const moves = await ai.analyze(record, { timeMs: 1000 });    // [{ pit, value, exact, … }]
//   ai.cancel();  // every pending promise rejects with an AbortError (so does aborting `signal`)
//
// `record` is the game's record (g.record(), GameRecord in docs/game-api.md), so the search
// also knows the positions that already occurred, for the repetition rule. See worker.js for
// the message protocol and Game.bestMove / analyze / foresee in src/wasm/ for the options and
// results.
//
// createComputer({ level, delayMs }) wraps this as a seat of ../flow/seating.js:
// { kind: "computer", level, chooseMove(record, signal) → Promise<pit>, analyze, cancel() }.

import { wasmReady } from "../lib/wasm.js";

/**
 * @import { AnalyzeOptions, Foresight, GameRecord, Level, MoveAnalysis, MoveFact, MoveOptions }
 *   from "../types.js"
 */

/**
 * A request to the search, as posted to the worker (see worker.js).
 * @typedef {{ type: "bestMove" | "analyze" | "foresee", game: GameRecord, options?: any }} Request
 */

/** Returns the Error a cancelled request rejects with. */
function cancelled() {
  const e = new Error("the computer's search was cancelled");
  e.name = "AbortError";
  return e;
}

/**
 * Runs a request on the page's thread, for a browser without module workers.
 * @param {Request} request
 * @param {AbortSignal} [signal]
 * @returns {Promise<any>}
 */
async function runInline({ type, game, options }, signal) {
  const { Game } = await wasmReady();
  // Requests queued together (a review's) let the page draw a frame between two searches,
  // and those cancelled meanwhile are not run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (signal && signal.aborted) throw cancelled();
  const handle = Game.fromRecord(game);
  try {
    if (type === "bestMove") return handle.bestMove(options);
    if (type === "analyze") return handle.analyze(options);
    return handle.foresee();
  } finally {
    handle.free();
  }
}

/** How long a new worker may take to start the wasm before the page's thread takes over. */
const START_TIMEOUT_MS = 10000;

/**
 * Starts the computer's module worker. A worker's script must come from the page's own origin:
 * when this module was loaded from another one (a museum's page with the files on a CDN,
 * docs/embedding.md#from-another-origin), the worker starts from a same-origin `blob:` URL
 * whose one line imports worker.js by its absolute URL (which needs the files' host to send
 * CORS headers, as the module itself did, and the page's policy to allow `worker-src blob:`).
 * @returns {Worker}
 */
function spawnWorker() {
  const url = new URL("./worker.js", import.meta.url);
  if (url.origin === location.origin) return new Worker(url, { type: "module" });
  const source = new Blob([`import ${JSON.stringify(url.href)};\n`], { type: "text/javascript" });
  const blob = URL.createObjectURL(source);
  try {
    return new Worker(blob, { type: "module" });
  } finally {
    // The worker has its script's URL already; the blob is no longer needed.
    setTimeout(() => URL.revokeObjectURL(blob), START_TIMEOUT_MS);
  }
}

/** Creates the computer opponent: one worker, started on the first request. */
export function createAi() {
  /** @type {Worker | null} */
  let worker = null;
  let inline = false; // no module workers in this browser: search on the page's thread
  let nextId = 1;
  /**
   * The requests waiting for an answer, by id.
   * @type {Map<number, { resolve: (value: any) => void, reject: (e: Error) => void,
   *   request: Request }>}
   */
  const pending = new Map();

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let startTimer;

  /** Answers every waiting request, and every later one, on the page's thread. */
  function fallBack() {
    clearTimeout(startTimer);
    worker?.terminate();
    worker = null;
    inline = true;
    const calls = [...pending.values()];
    pending.clear();
    for (const call of calls) runInline(call.request).then(call.resolve, call.reject);
  }

  function start() {
    let started;
    try {
      started = spawnWorker();
    } catch {
      // A browser without module workers, or a policy that forbids this one: the page's thread.
      return fallBack();
    }
    worker = started;
    // A worker that never says it is ready (a worker-src policy that blocks it quietly, a wasm
    // it cannot fetch) would leave the computer "thinking" forever: after START_TIMEOUT_MS the
    // page's thread takes over.
    startTimer = setTimeout(() => worker === started && fallBack(), START_TIMEOUT_MS);
    started.addEventListener("message", (event) => {
      const { id, ok, result, error, ready } = event.data || {};
      if (ready !== undefined) {
        clearTimeout(startTimer);
        if (!ready && worker === started) fallBack();
        return;
      }
      const call = pending.get(id);
      if (!call) return;
      pending.delete(id);
      if (ok) call.resolve(result);
      else call.reject(new Error(error));
    });
    // A worker that fails to load never answers: the requests it holds are answered on the
    // page's thread instead, and so are later ones.
    started.addEventListener("error", (event) => {
      event.preventDefault();
      if (worker === started) fallBack();
    });
  }

  /**
   * @param {Request["type"]} type
   * @param {GameRecord} game
   * @param {any} options
   * @param {AbortSignal} [signal]
   * @returns {Promise<any>}
   */
  function request(type, game, options, signal) {
    if (signal && signal.aborted) return Promise.reject(cancelled());
    /** @type {Request} */
    const message = { type, game: plain(game), options };
    /** @type {Promise<any>} */
    let answer;
    if (inline) answer = runInline(message, signal);
    else {
      if (!worker) start();
      const id = nextId++;
      answer = new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, request: message });
        worker?.postMessage({ id, ...message });
      });
    }
    if (!signal) return answer;
    signal.addEventListener("abort", cancel, { once: true });
    return answer.finally(() => signal.removeEventListener("abort", cancel));
  }

  /** Stops any search in progress; its promises reject with an AbortError. */
  function cancel() {
    clearTimeout(startTimer);
    if (worker) worker.terminate();
    worker = null;
    const calls = [...pending.values()];
    pending.clear();
    for (const call of calls) call.reject(cancelled());
  }

  return {
    /**
     * Resolves with the computer's move, a pit; `options` as for Game.bestMove.
     * @param {GameRecord} game
     * @param {MoveOptions} options
     * @param {AbortSignal} [signal]
     * @returns {Promise<number>}
     */
    bestMove: (game, options, signal) => request("bestMove", game, options, signal),
    /**
     * Resolves with every legal move's analysis; `options` as for Game.analyze.
     * @param {GameRecord} game
     * @param {AnalyzeOptions} [options]
     * @param {AbortSignal} [signal]
     * @returns {Promise<MoveAnalysis[]>}
     */
    analyze: (game, options = { timeMs: 1000 }, signal) =>
      request("analyze", game, options, signal),
    /**
     * Resolves with how a game of forced moves ends (the Mangala IV ritual).
     * @param {GameRecord} game
     * @param {AbortSignal} [signal]
     * @returns {Promise<Foresight>}
     */
    foresee: (game, signal) => request("foresee", game, undefined, signal),
    cancel,
    /** Tells whether a request is waiting for its answer. */
    get busy() {
      return pending.size > 0;
    },
  };
}

/**
 * Copies a record into plain data that can be posted to a worker.
 * @param {GameRecord} game
 * @returns {GameRecord}
 */
function plain(game) {
  return JSON.parse(JSON.stringify(game));
}

/** @param {number} ms @returns {Promise<void>} */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates a computer seat for ../flow/seating.js: `chooseMove(record, signal)` resolves with
 * the move of `level` no sooner than `delayMs` after it was asked (so a person can follow);
 * aborting `signal` or `cancel()` drops a search in progress. Each seat has its own seed, so
 * the Beginner's slips vary from game to game while staying reproducible within one.
 * @param {{ level?: Level, delayMs?: number, seed?: number }} [how]
 */
export function createComputer({ level = "intermediate", delayMs = 500, seed } = {}) {
  const ai = createAi();
  const seatSeed = seed ?? Math.floor(Math.random() * 2 ** 32);
  return {
    kind: /** @type {const} */ ("computer"),
    level,
    /** @param {GameRecord} record @param {AbortSignal} [signal] */
    async chooseMove(record, signal) {
      const started = performance.now();
      const pit = await ai.bestMove(record, { level, seed: seatSeed }, signal);
      const wait = delayMs - (performance.now() - started);
      if (wait > 0) await pause(wait);
      if (signal && signal.aborted) throw cancelled();
      return pit;
    },
    cancel: () => ai.cancel(),
    /** @param {GameRecord} record @param {AnalyzeOptions} options @param {AbortSignal} [signal] */
    analyze: (record, options, signal) => ai.analyze(record, options, signal),
  };
}

/**
 * Lists what a hint can say about one move of an analysis, as keys for the page's strings:
 *   [{ fact: "winsByForce" | "drawsByForce" | "losesByForce" | "captures" | "extraSowing" |
 *      "noSafeReply", seeds? }]
 * "captures" carries `seeds`; "winsByForce" carries `seeds` when the analysis has proven the
 * final margin (`exact`); "noSafeReply": every reply leaves the player a capture.
 * @param {MoveAnalysis} move
 */
export function moveFacts(move) {
  /** @type {MoveFact[]} */
  const facts = [];
  if (move.outcome === "win") {
    facts.push(move.exact ? { fact: "winsByForce", seeds: move.value } : { fact: "winsByForce" });
  } else if (move.outcome === "draw") facts.push({ fact: "drawsByForce" });
  else if (move.outcome === "loss") facts.push({ fact: "losesByForce" });
  if (move.captures > 0) facts.push({ fact: "captures", seeds: move.captures });
  if (move.extraSowing) facts.push({ fact: "extraSowing" });
  if (move.safeReplies === 0) facts.push({ fact: "noSafeReply" });
  return facts;
}

/**
 * Picks the recommended move of an analysis and what a hint can say about it: { pit, facts,
 * saves } — `saves`: the seeds it keeps over the next best move (null when it is the only one).
 * When the recommended move is not lost and every other move is proven to lose, the facts end
 * with "othersLose".
 * @param {MoveAnalysis[]} analysis
 */
export function hintFacts(analysis) {
  const best = analysis.find((m) => m.best) || analysis[0];
  if (!best) return null;
  const rest = analysis.filter((m) => m !== best);
  const others = rest.map((m) => m.value);
  const saves = others.length ? Math.max(0, best.value - Math.max(...others)) : null;
  const facts = moveFacts(best);
  if (rest.length && best.outcome !== "loss" && rest.every((m) => m.outcome === "loss")) {
    facts.push({ fact: "othersLose" });
  }
  return { pit: best.pit, facts, saves };
}
