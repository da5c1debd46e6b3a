// The game file's and the position text's reader and writer (docs/notation.md): a wasm module
// of their own (src/wasm/text.rs, built by scripts/text-module beside the page's wasm), which
// the page's wasm leaves out because no first visit needs them. It is fetched and started when
// first asked for: by a game file opened or kept, the analysis board (whose links and studies are
// position texts and files), the position editor, Your games' studies. Once textReady() has
// resolved, textNow() gives it at once, so the code that needs it stays synchronous.
//
// Its functions take and give a game's record (the handle's `record()`, `Game.fromRecord`):
//   readGame(file) → record        writeGame(record) → file
//   readPosition(text) → record    writePosition(record) → the text of the position reached
// An error is thrown as the handle's are, its message saying the line and column or the field.
import { lazy } from "./lazy.js";

/** @typedef {typeof import("../../mancala-heritage-text.js")} TextModule */

/**
 * Resolves with the module's functions; it is fetched and started once per page (a failed fetch
 * is tried again when next asked).
 * @type {import("./lazy.js").Lazy<TextModule>}
 */
export const textReady = lazy(async () => {
  const text = await import("../../mancala-heritage-text.js");
  await text.default({
    module_or_path: new URL("../../mancala-heritage-text_bg.wasm", import.meta.url),
  });
  // The page's tests read positions with it from here, as they build Games from wasm.js's.
  /** @type {any} */ (globalThis).textBindings = text;
  return text;
});

/**
 * The module's functions, once textReady() has resolved; before, an Error (a caller that
 * forgot to wait is a bug, not a state to show).
 * @returns {TextModule}
 */
export function textNow() {
  if (!textReady.value) throw new Error("text.js: textReady() has not resolved yet");
  return textReady.value;
}
