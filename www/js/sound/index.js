// The sound of seeds: the switch (the sound button, remembered where the game saves its
// settings), the browser's rule that nothing plays before a person's gesture, and the one
// AudioContext. The sounds themselves (./synth.js, synthesised, no audio files) load only
// where the sound is on (at once, so the first sowing after a gesture is heard in full).
//
// createSound(button, config) → { play(event, view), toggle(), destroy() }
//   button     the sound button (aria-pressed="true" while the sound is on), or null
//   on         whether the sound starts on
//   remember   remember(on): keeps the choice
//   gestures   the node whose pointer and key gestures unlock the audio (document or the game)
//   quiet()    true while nothing may play (a kiosk's attract mode)
// play(event, view) sounds one event of a trace as the board draws it: a click for a
// `drop` (fuller as `view.pits[event.pit]` grows), a `capture`, the `end`.

// The context is made at the first gesture that lets it start: a mouse's pointerdown or a
// keydown — its own task, before the click that picks a pit, so that click (the first move)
// stays short — else a touch's pointerup or touchend; the later ones resume it if need be.
/** @import { BoardView, Said, TraceEvent } from "../types.js" */

const GESTURES = ["pointerdown", "keydown", "pointerup", "touchend", "click"];
/** Tells whether the page may start audio now (no userActivation API: every gesture may). */
const activated = () => /** @type {any} */ (globalThis.navigator)?.userActivation?.isActive ?? true;

/**
 * Creates the sound of one game; see above.
 * @param {Element | null} button
 * @param {object} config
 * @param {boolean} config.on
 * @param {(on: boolean) => void} [config.remember]
 * @param {Node} config.gestures
 * @param {() => boolean} [config.quiet]
 */
export function createSound(button, { on, remember = () => {}, gestures, quiet = () => false }) {
  /** @type {typeof AudioContext | undefined} */
  const Context = globalThis.AudioContext || /** @type {any} */ (globalThis).webkitAudioContext;
  /** @type {AudioContext | null} */
  let ctx = null;
  /** @type {ReturnType<typeof import("./synth.js").createVoices> | null} */
  let voices = null;
  /** @type {Promise<typeof import("./synth.js")> | null} */
  let loading = null;

  function show() {
    if (button) button.setAttribute("aria-pressed", String(on));
  }

  /** Loads the voices' code (it plays nothing). */
  const load = () => (loading ||= import("./synth.js"));

  /** In a gesture: makes (or resumes) the AudioContext, and the voices over it. */
  function wake() {
    if (!on || !Context) return;
    if (!ctx) {
      ctx = new Context();
      load().then(({ createVoices }) => {
        if (ctx) voices = createVoices(ctx);
      });
    }
    if (ctx.state === "suspended") ctx.resume();
  }

  // Only a person's own gesture counts, never an event a script made.
  const onGesture = (/** @type {Event} */ e) => e.isTrusted && activated() && wake();
  for (const type of GESTURES) gestures.addEventListener(type, onGesture, true);
  show();
  if (on && Context) load();

  return {
    /**
     * @param {TraceEvent | Said} event
     * @param {BoardView} [view] the board as the event left it (for a drop)
     */
    play(event, view) {
      if (on && voices && ctx?.state === "running" && !quiet()) voices.play(event, view);
    },

    /** Turns the sound on or off (a click on the button: a gesture, so it may start the audio). */
    toggle() {
      on = !on;
      show();
      remember(on);
      if (on) wake();
      else if (ctx && ctx.state === "running") ctx.suspend();
    },

    destroy() {
      for (const type of GESTURES) gestures.removeEventListener(type, onGesture, true);
      if (ctx) ctx.close();
      ctx = null;
      voices = null;
    },
  };
}
