// Builds the API's plain objects from what the wasm handle hands over compactly (see
// src/wasm/trace.rs): a move's trace from a few 32-bit words, a list of pits from a bit set.
// One crossing per call instead of one per property is what makes `play` fast from JS.
//
// wasm-bindgen's glue imports this as a file of its own (snippets/…/src/wasm/decode.js),
// never as an inline script, so it runs under a strict Content-Security-Policy.

// The types are the handle's own (src/wasm/types.rs), from the .d.ts scripts/wasm-types writes.
/**
 * @import { PlayerNumber, Reason, Trace, TraceEvent, Why }
 *   from "../../target/types/mancala-heritage.js"
 */

// The names of reasons and capture rules, in the core's order, given once by the handle.
/** @type {Reason[]} */
let reasons = [];
/** @type {Why[]} */
let whys = [];

/**
 * Receives the core's names, `Reason::ALL` and `Why::ALL`, each list joined by commas.
 * @param {string} reasonNames
 * @param {string} whyNames
 */
export function setNames(reasonNames, whyNames) {
  reasons = /** @type {Reason[]} */ (reasonNames.split(","));
  whys = /** @type {Why[]} */ (whyNames.split(","));
}

/**
 * Returns the pits of a bit set (bit p for pit p), ascending, as a plain array.
 * @param {number} bits
 */
export function pitsOf(bits) {
  const pits = [];
  for (let pit = 0; bits !== 0; pit++, bits >>>= 1) {
    if (bits & 1) pits.push(pit);
  }
  return pits;
}

/**
 * Returns `{ player, events }` from the words of an encoded trace: the player, then events.
 * @param {Uint32Array | number[]} words
 * @returns {Trace}
 */
export function traceOf(words) {
  /** @type {TraceEvent[]} */
  const events = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    const pit = (w >>> 4) & 15;
    switch (w & 15) {
      case 0:
        events.push({ type: "lift", pit, seeds: (w >>> 8) & 255 });
        break;
      case 1:
        events.push({ type: "drop", pit });
        break;
      case 2:
        events.push({ type: "relay", pit, seeds: (w >>> 8) & 255 });
        break;
      case 3:
        events.push({ type: "saada", pit });
        break;
      case 4:
        events.push({
          type: "capture",
          pit,
          seeds: (w >>> 8) & 255,
          player: /** @type {PlayerNumber} */ ((w >>> 16) & 1),
          why: whys[w >>> 17],
        });
        break;
      case 5:
        events.push({ type: "extra" });
        break;
      case 6:
        events.push({ type: "pass", player: /** @type {PlayerNumber} */ (pit & 1) });
        break;
      case 7: {
        const more = words[++i];
        events.push({
          type: "round",
          number: w >>> 8,
          closed: pitsOf(more & 0x3fff),
          reason: reasons[pit],
          captured: [(more >>> 14) & 255, more >>> 22],
        });
        break;
      }
      default:
        events.push({ type: "end", reason: reasons[pit] });
    }
  }
  return { player: /** @type {PlayerNumber} */ (words[0]), events };
}
