// Waits for Trunk's loader to start the wasm module and returns its exports.

/** Resolves with the wasm exports (`{ Game, … }`) once Trunk has started them. */
export function wasmReady(timeoutMs = 15000) {
  if (window.wasmBindings) return Promise.resolve(window.wasmBindings);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the WebAssembly module did not start")), timeoutMs);
    window.addEventListener(
      "TrunkApplicationStarted",
      () => {
        clearTimeout(timer);
        resolve(window.wasmBindings);
      },
      { once: true },
    );
  });
}
