// Starts the wasm module. Trunk builds the crate to ../../mancala-heritage.js (wasm-bindgen's
// glue) and ../../mancala-heritage_bg.wasm, with fixed names and no loader of its own
// (Trunk.toml: filehash = false, inject_scripts = false), so every page, the
// <mancala-board> element and a worker load it the same way: from files, never from an
// inline script, which a strict Content-Security-Policy would block.
import init, * as bindings from "../../mancala-heritage.js";

/** @import { Bindings } from "../types.js" */

/** @type {Promise<Bindings> | null} */
let started = null;

/**
 * Resolves with the wasm exports (`{ Game, … }`); the module is started once per page.
 * @returns {Promise<Bindings>}
 */
export function wasmReady() {
  started ||= init({
    module_or_path: new URL("../../mancala-heritage_bg.wasm", import.meta.url),
  }).then(() => {
    // The page's tests build their own Game handles from here.
    /** @type {any} */ (globalThis).wasmBindings = bindings;
    return bindings;
  });
  return started;
}
