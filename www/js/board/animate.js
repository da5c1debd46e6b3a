// Animation: plays a move's trace step by step at a steady pace, over the pure view.
import { applyEvent, startMove } from "./view.js";

/** Milliseconds per dropped seed at each speed; every other step is a multiple of it. */
export const PACE = { slow: 400, normal: 180, fast: 70, instant: 0 };

/** How many drops' time each kind of step takes. */
const WEIGHT = {
  lift: 1.6,
  relay: 2.2,
  drop: 1,
  saada: 2.4,
  capture: 2.6,
  extra: 4,
  pass: 4,
  round: 4,
  end: 2,
};

/**
 * Creates an animator over a board's elements.
 * draw(view) patches the elements; effects are extra flourishes (flying seeds, banners).
 */
export function createAnimator(dom, { draw, speed, reducedMotion, words, onStep = () => {} }) {
  let skipping = false;
  let wake = null;

  function wait(ms) {
    if (skipping || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const id = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(id);
        wake = null;
        resolve();
      };
    });
  }

  function fly(from, to, seeds) {
    if (reducedMotion() || !dom.spots) return;
    const a = dom.spots[from];
    const b = dom.pileSpots[to];
    const flyer = document.createElement("span");
    flyer.className = "mb-flyer";
    flyer.setAttribute("aria-hidden", "true");
    flyer.textContent = String(seeds);
    flyer.style.setProperty("--fx", `${a.x}px`);
    flyer.style.setProperty("--fy", `${a.y}px`);
    dom.root.append(flyer);
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        flyer.style.setProperty("--fx", `${b.x}px`);
        flyer.style.setProperty("--fy", `${b.y}px`);
        flyer.classList.add("is-flying");
      });
    });
    setTimeout(() => flyer.remove(), 900);
  }

  function showBanner(text) {
    dom.banner.textContent = text;
    if (text) dom.root.dataset.banner = "true";
    else dom.root.removeAttribute("data-banner");
  }

  /** Plays the trace from view; resolves with the view after the last event. */
  async function run(view, trace) {
    skipping = speed() === "instant";
    let current = startMove(view);
    draw(current);
    const pace = PACE[speed()] ?? PACE.normal;
    dom.root.style.setProperty("--step", `${pace}ms`);
    for (const event of trace.events) {
      current = applyEvent(current, event);
      if (skipping) continue;
      draw(current);
      onStep(event, current);
      if (event.type === "drop") {
        const seed = dom.parts[event.pit].seeds.lastElementChild;
        if (seed) seed.classList.add("is-dropping");
      } else if (event.type === "capture") {
        fly(event.pit, event.player, event.seeds);
      }
      const words_ = current.note ? words(current.note) : "";
      if (words_) showBanner(words_);
      await wait(pace * (WEIGHT[event.type] ?? 1));
      if (words_) showBanner("");
    }
    showBanner("");
    skipping = false;
    return current;
  }

  return {
    run,
    /** Jumps to the end of the move being played. */
    skip() {
      skipping = true;
      if (wake) wake();
    },
  };
}
