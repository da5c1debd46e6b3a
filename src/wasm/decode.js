// Builds the API's plain objects from what the wasm handle hands over compactly (see
// src/wasm/trace.rs): a move's trace from a few 32-bit words, a list of pits from a bit set.
// One crossing per call instead of one per property is what makes `play` fast from JS.
//
// wasm-bindgen's glue imports this as a file of its own (snippets/…/src/wasm/decode.js),
// never as an inline script, so it runs under a strict Content-Security-Policy.

// The types are the handle's own, from the .d.ts scripts/wasm-types writes.
/**
 * @import { EventKind, PlayerNumber, Reason, Trace, TraceEvent, Why }
 *   from "../../target/types/mancala-heritage.js"
 */

// The core's names, in its order, given once by the handle: the event kinds (`Event::KINDS`,
// whose index is a word's low 4 bits), the reasons and the capture rules.
/** @type {EventKind[]} */
let kinds = [];
/** @type {Reason[]} */
let reasons = [];
/** @type {Why[]} */
let whys = [];

/**
 * Receives the core's names, `Event::KINDS`, `Reason::ALL` and `Why::ALL`, each joined by commas.
 * @param {string} kindNames
 * @param {string} reasonNames
 * @param {string} whyNames
 */
export function setNames(kindNames, reasonNames, whyNames) {
  kinds = /** @type {EventKind[]} */ (kindNames.split(","));
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
 * @param {Uint32Array} words
 * @returns {Trace}
 */
export function traceOf(words) {
  /** @type {TraceEvent[]} */
  const events = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    const type = kinds[w & 15];
    const pit = (w >>> 4) & 15;
    switch (type) {
      case "lift":
      case "relay":
        events.push({ type, pit, seeds: (w >>> 8) & 255 });
        break;
      case "drop":
      case "saada":
        events.push({ type, pit });
        break;
      case "capture":
        events.push({
          type,
          pit,
          seeds: (w >>> 8) & 255,
          player: /** @type {PlayerNumber} */ ((w >>> 16) & 1),
          why: whys[w >>> 17],
        });
        break;
      case "pass":
        events.push({ type, player: /** @type {PlayerNumber} */ (pit & 1) });
        break;
      case "round": {
        const more = words[++i];
        const winner = more >>> 30;
        events.push({
          type,
          number: w >>> 8,
          closed: pitsOf(more & 0x3fff),
          reason: reasons[pit],
          captured: [(more >>> 14) & 255, (more >>> 22) & 255],
          winner: winner === 0 ? null : /** @type {PlayerNumber} */ (winner - 1),
        });
        break;
      }
      case "end":
        events.push({ type, reason: reasons[pit] });
        break;
      default:
        events.push({ type: "extra" });
    }
  }
  return { player: /** @type {PlayerNumber} */ (words[0]), events };
}
