// Builds the API's plain objects from what the wasm handle hands over compactly (see
// src/wasm/trace.rs): a move's trace from a few 32-bit words, a list of pits from a bit set.
// One crossing per call instead of one per property is what makes `play` fast from JS.
//
// wasm-bindgen's glue imports this as a file of its own (snippets/…/src/wasm/decode.js),
// never as an inline script, so it runs under a strict Content-Security-Policy.

// The core's names, in its order, given once by the handle: the event kinds (`Event::KINDS`,
// whose index is a word's low 4 bits), the reasons and the capture rules.
let kinds = [];
let reasons = [];
let whys = [];

/** Receives the core's names, `Event::KINDS`, `Reason::ALL` and `Why::ALL`, each joined by commas. */
export function setNames(kindNames, reasonNames, whyNames) {
  kinds = kindNames.split(",");
  reasons = reasonNames.split(",");
  whys = whyNames.split(",");
}

/** Returns the pits of a bit set (bit p for pit p), ascending, as a plain array. */
export function pitsOf(bits) {
  const pits = [];
  for (let pit = 0; bits !== 0; pit++, bits >>>= 1) {
    if (bits & 1) pits.push(pit);
  }
  return pits;
}

/** Returns `{ player, events }` from the words of an encoded trace: the player, then events. */
export function traceOf(words) {
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
          player: (w >>> 16) & 1,
          why: whys[w >>> 17],
        });
        break;
      case "pass":
        events.push({ type, player: pit & 1 });
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
          winner: winner === 0 ? null : winner - 1,
        });
        break;
      }
      case "end":
        events.push({ type, reason: reasons[pit] });
        break;
      default:
        events.push({ type });
    }
  }
  return { player: words[0], events };
}
