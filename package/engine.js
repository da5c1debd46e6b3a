// createEngine(): the engine's searches in a module worker (worker.js), behind promises, so a
// page never freezes while the computer thinks. A search can't be interrupted inside the
// worker, so cancelling one ends the worker; the requests still waiting go to a new one.
//
//   const engine = createEngine();
//   const pit = await engine.bestMove(game, { level: "strong" }, { signal });
//   engine.terminate();

/** Returns the Error a cancelled request rejects with: the signal's reason, or an AbortError. */
function aborted(signal) {
  return signal?.reason ?? new DOMException("the search was cancelled", "AbortError");
}

/** Returns the record of a game handle, or the record given. */
function recordOf(game) {
  return typeof game?.record === "function" ? game.record() : game;
}

/** Creates an engine; its worker starts with the first request. */
export function createEngine() {
  if (typeof Worker !== "function") {
    throw new Error(
      "createEngine needs Web Workers (a browser); elsewhere call the Game's methods",
    );
  }
  let worker = null;
  let nextId = 1;
  const pending = new Map(); // id → { message, resolve, reject }, in the order of the requests

  function start() {
    worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    worker.addEventListener("message", ({ data }) => {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if (data.ok) call.resolve(data.result);
      else call.reject(new Error(data.error));
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      const error = new Error(
        `the engine's worker did not start: ${event.message || "no reason given"}`,
      );
      stop();
      for (const call of drain()) call.reject(error);
    });
    for (const [id, call] of pending) worker.postMessage({ id, ...call.message });
  }

  function stop() {
    worker?.terminate();
    worker = null;
  }

  function drain() {
    const calls = [...pending.values()];
    pending.clear();
    return calls;
  }

  function request(type, game, options, signal) {
    if (signal?.aborted) return Promise.reject(aborted(signal));
    const id = nextId++;
    const message = { type, record: recordOf(game), options };
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        if (!pending.delete(id)) return;
        reject(aborted(signal));
        // The worker may be busy with this search: end it, and hand the rest to a new one.
        stop();
        if (pending.size > 0) start();
      };
      const settle = (done) => (value) => {
        signal?.removeEventListener("abort", onAbort);
        done(value);
      };
      pending.set(id, { message, resolve: settle(resolve), reject: settle(reject) });
      signal?.addEventListener("abort", onAbort, { once: true });
      if (worker) worker.postMessage({ id, ...message });
      else start();
    });
  }

  return {
    bestMove: (game, options, { signal } = {}) => request("bestMove", game, options, signal),
    analyze: (game, options, { signal } = {}) => request("analyze", game, options, signal),
    foresee: (game, { signal } = {}) => request("foresee", game, undefined, signal),
    /** Cancels every request: each rejects with an AbortError. */
    cancel() {
      stop();
      const error = aborted();
      for (const call of drain()) call.reject(error);
    },
    /** Ends the worker; requests still waiting reject as cancelled. Later requests start a new one. */
    terminate() {
      this.cancel();
    },
    get busy() {
      return pending.size > 0;
    },
  };
}
