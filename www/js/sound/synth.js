// The voices of the sound of seeds, synthesised into short buffers (no audio files):
//   a seed dropped  a soft wooden click, about 0.1 s; a fuller pit answers lower and longer,
//                   with the rattle of the seeds already in it
//   a capture       a low knock and a run of seeds poured into the store, about 0.5 s
//   the end         three soft notes of a wooden bar, falling, about 1.8 s
// Each click is drawn afresh with a little jitter in pitch, loudness and time from a small
// seeded generator, so a sowing never sounds mechanical. Every sound is one
// AudioBufferSourceNode started once (the browser tests count them: docs/testing.md).

/** @import { BoardView, Said, TraceEvent } from "../types.js" */

/**
 * A small seeded generator (mulberry32): returns numbers in [0, 1).
 * @param {number} seed
 */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds a damped sine (frequency Hz, amplitude, decay time s) starting at `at` seconds.
 * @param {Float32Array} data
 * @param {number} rate
 * @param {{ f: number, amp: number, tau: number, at?: number }} how
 */
function ring(data, rate, { f, amp, tau, at = 0 }) {
  const start = Math.floor(at * rate);
  const attack = 0.0012 * rate;
  const w = (2 * Math.PI * f) / rate;
  const end = Math.min(data.length, start + Math.ceil(tau * rate * 7));
  for (let i = start; i < end; i += 1) {
    const n = i - start;
    data[i] += amp * Math.min(1, n / attack) * Math.exp(-n / (tau * rate)) * Math.sin(w * n);
  }
}

/**
 * Adds a tick of bright noise (a seed touching wood or seed) at `at` seconds.
 * @param {Float32Array} data
 * @param {number} rate
 * @param {() => number} random
 * @param {{ amp: number, at?: number, tau?: number }} how
 */
function tick(data, rate, random, { amp, at = 0, tau = 0.0015 }) {
  const start = Math.floor(at * rate);
  const end = Math.min(data.length, start + Math.ceil(tau * rate * 6));
  let last = 0;
  for (let i = start; i < end; i += 1) {
    const noise = random() * 2 - 1;
    data[i] += amp * (noise - last) * 0.5 * Math.exp(-(i - start) / (tau * rate));
    last = noise;
  }
}

/** Scales the samples so the loudest is `peak`, and fades the last `fade` of them out (no
 * click where the buffer stops).
 * @param {Float32Array} data
 * @param {number} peak
 * @param {number} fade
 */
function finish(data, peak, fade) {
  let max = 0;
  for (const x of data) max = Math.max(max, Math.abs(x));
  if (max === 0) return;
  for (let i = 0; i < data.length; i += 1)
    data[i] *= (peak / max) * Math.min(1, (data.length - i) / fade);
}

/**
 * Creates the voices over an AudioContext: { play(event, view) }.
 * @param {AudioContext} ctx
 */
export function createVoices(ctx) {
  const random = generator(0x5eed);
  const rate = ctx.sampleRate;
  const out = ctx.createGain();
  out.gain.value = 0.7;
  out.connect(ctx.destination);
  /** @type {AudioBuffer | null} */
  let ending = null;

  /**
   * A buffer of `seconds` drawn by draw(samples), its loudest sample `peak`.
   * @param {number} seconds
   * @param {(samples: Float32Array) => void} draw
   * @param {number} peak
   */
  function buffer(seconds, draw, peak) {
    const b = ctx.createBuffer(1, Math.ceil(seconds * rate), rate);
    const data = b.getChannelData(0);
    draw(data);
    finish(data, peak, Math.ceil(seconds * rate * 0.2));
    return b;
  }

  /** Plays buffer b, `delay` seconds from now. @param {AudioBuffer} b */
  function start(b, delay = 0) {
    const source = ctx.createBufferSource();
    source.buffer = b;
    source.connect(out);
    source.start(ctx.currentTime + delay);
  }

  /** A seed dropped into a pit that now holds `seeds`. @param {number} seeds */
  function click(seeds) {
    const full = Math.min(1, Math.max(0, (seeds - 1) / 11));
    const pitch = 1150 * (1 - 0.3 * full) * (0.95 + 0.1 * random());
    const b = buffer(
      0.06 + 0.07 * full,
      (d) => {
        tick(d, rate, random, { amp: 0.5 });
        ring(d, rate, { f: pitch, amp: 1, tau: 0.012 + 0.016 * full });
        ring(d, rate, { f: pitch * 2.32, amp: 0.4, tau: 0.006 });
        ring(d, rate, { f: pitch * 0.52, amp: 0.15 + 0.5 * full, tau: 0.02 + 0.02 * full });
        // The seeds already there knock against each other.
        for (let k = Math.round(full * 3); k > 0; k -= 1) {
          const at = 0.01 + 0.04 * random();
          tick(d, rate, random, { amp: 0.2 + 0.15 * random(), at });
          ring(d, rate, { f: 2400 + 1200 * random(), amp: 0.15, tau: 0.004, at });
        }
      },
      (0.3 + 0.25 * full) * (0.85 + 0.3 * random()),
    );
    start(b, 0.012 * random());
  }

  /** Seeds taken into a store: a low knock, then the seeds poured in. @param {number} seeds */
  function capture(seeds) {
    const b = buffer(
      0.5,
      (d) => {
        ring(d, rate, { f: 310 * (0.95 + 0.1 * random()), amp: 1, tau: 0.05 });
        ring(d, rate, { f: 720, amp: 0.3, tau: 0.02 });
        for (let k = Math.min(20, 3 + seeds); k > 0; k -= 1) {
          const at = 0.04 + 0.36 * random() ** 1.6;
          tick(d, rate, random, { amp: 0.3 + 0.3 * random(), at });
          ring(d, rate, { f: 1400 + 1200 * random(), amp: 0.25, tau: 0.007, at });
        }
      },
      0.55,
    );
    start(b);
  }

  /** The end of the game: three soft notes of a wooden bar (A4, E4, A3), falling. */
  function end() {
    ending ||= buffer(
      1.8,
      (d) => {
        [440, 329.63, 220].forEach((f, i) => {
          const at = i * 0.2;
          const long = i === 2 ? 1.6 : 1;
          ring(d, rate, { f, amp: 1, tau: 0.35 * long, at });
          ring(d, rate, { f: f * 3.9, amp: 0.25, tau: 0.06, at });
          ring(d, rate, { f: f * 9.2, amp: 0.06, tau: 0.015, at });
        });
      },
      0.5,
    );
    start(ending);
  }

  return {
    /** @param {TraceEvent | Said} event @param {BoardView} [view] (for a drop) */
    play(event, view) {
      if (event.type === "drop") click(/** @type {BoardView} */ (view).pits[event.pit]);
      else if (event.type === "capture") capture(event.seeds);
      else if (event.type === "end") end();
    },
  };
}
