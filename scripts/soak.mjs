// A kiosk that runs all day (issue 22): a soak run of attract mode on the release build in dist/
// (build it first: scripts/test build), printing what would show a leak.
//
//   node scripts/soak.mjs                    500 games, or 30 minutes, whichever comes first
//   SOAK_GAMES=100 SOAK_MINUTES=10 node scripts/soak.mjs
//
// index.html?kiosk=1&soak=1 plays attract mode at the instant speed with no pause between games
// and no least time per move (the computer's search is the real one, at its attract level).
// Every SWITCH games the script touches the screen, as a visitor would (a visitor's session),
// opens the next game's tab (every game in turn) and now and then another language, and leaves
// the kiosk alone: "Still there?" counts down (countdown=1) and attract mode returns.
//
// After a warm-up it samples, after a forced garbage collection (Chrome's DevTools protocol):
// the JS heap in use, the DOM's nodes and event listeners, the page's workers, and the audio
// contexts and nodes the page made (a stub counts them; attract mode is silent). Every sample is
// taken in the same state, so two samples differ only by what the page kept: a visitor has just
// touched the screen and opened the first game in English (its starting board, an empty move
// list, nothing moving); mid-game the board's seeds and the move list alone move the count of
// nodes by hundreds. It prints each
// sample, the rate of games, and checks the bounds below; an error in the page, or a figure over
// its bound, exits with 1 after printing everything.
import { startServer, launchBrowser, openPage } from "../tests/e2e/harness.mjs";
import { VARIANTS } from "../www/js/lib/options.js";
import { LANGS } from "../www/js/lib/options.js";

const GAMES = Number(process.env.SOAK_GAMES || 500);
const MINUTES = Number(process.env.SOAK_MINUTES || 30);
const SWITCH = 5;
const WARM_UP = 10;
const SAMPLE_EVERY = 25;
/** The bounds: the heap may grow by at most this much over the warm-up's sample; the DOM's
 * nodes and listeners, the workers and the audio contexts not at all (a small allowance for
 * nodes: a caption's text node, a notice). */
const HEAP_BOUND = 2 * 1024 * 1024;
const NODES_BOUND = 50;
const LISTENERS_BOUND = 10;

/** Counts, in the page, the audio contexts and nodes it makes. */
function countAudio() {
  const Real = window.AudioContext;
  if (!Real) return;
  window.__audio = { contexts: 0, nodes: 0 };
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.__audio.contexts += 1;
      for (const name of [
        "createBufferSource",
        "createGain",
        "createOscillator",
        "createBiquadFilter",
      ]) {
        const make = this[name].bind(this);
        this[name] = (...a) => {
          window.__audio.nodes += 1;
          return make(...a);
        };
      }
    }
  };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const server = await startServer();
const browser = await launchBrowser();
try {
  await browser.context.addInitScript(countAudio);
  const { page, errors } = await openPage(
    browser.context,
    `${server.url}index.html?kiosk=1&soak=1&sound=1&idle=0.05&countdown=1&game=${VARIANTS[0]}`,
    { viewport: { width: 1920, height: 1080 } },
  );
  await page.waitForSelector("html[data-ready]", { timeout: 30000 });
  const cdp = await page.context().newCDPSession(page);
  // Each game's end, as the board marks it (data-over appears).
  await page.evaluate(() => {
    window.__games = 0;
    const host = document.querySelector("[data-board-host]");
    let over = false;
    new MutationObserver(() => {
      const now = Boolean(host.querySelector("[data-over]") || host.matches("[data-over]"));
      const attract = Boolean(document.querySelector(".mg[data-attract]"));
      if (now && !over && attract) window.__games += 1;
      over = now;
    }).observe(host, { attributes: true, subtree: true, attributeFilter: ["data-over"] });
  });
  const games = () => page.evaluate(() => window.__games);

  /** A visitor: a touch, a game's tab, and a language when given; then the board at rest. */
  const touch = (/** @type {{ variant: string, lang: string | null }} */ to) =>
    page.evaluate(async ({ variant, lang }) => {
      /** @type {HTMLElement} */ (document.querySelector(".attract-touch")).click();
      await new Promise((resolve) => {
        const check = () =>
          document.querySelector(".mg[data-attract]") ? setTimeout(check, 10) : resolve(null);
        check();
      });
      /** @type {HTMLElement} */ (document.querySelector(`[data-game=${variant}]`)).click();
      if (lang) /** @type {HTMLElement} */ (document.querySelector(`[data-lang=${lang}]`)).click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, to);
  /** Whether the visitor's game is still at rest: no attract mode, no "Still there?". */
  const atRest = () =>
    page.evaluate(() => !document.querySelector(".mg[data-attract], [data-still-there]"));

  async function sample() {
    await page.waitForSelector(".mg[data-attract]", { timeout: 30000 });
    await touch({ variant: VARIANTS[0], lang: "en" });
    const taken = await measure();
    // The idle clock (3 s) ran out while measuring, on a slow machine: measure again.
    if (!(await atRest())) return sample();
    await page.waitForSelector(".mg[data-attract]", { timeout: 30000 });
    return taken;
  }

  async function measure() {
    await cdp.send("HeapProfiler.collectGarbage");
    const heap = await cdp.send("Runtime.getHeapUsage");
    const dom = await cdp.send("Memory.getDOMCounters");
    const audio = await page.evaluate(() => window.__audio || { contexts: 0, nodes: 0 });
    return {
      games: await games(),
      heap: heap.usedSize,
      nodes: dom.nodes,
      listeners: dom.jsEventListeners,
      documents: dom.documents,
      workers: page.workers().length,
      audio,
    };
  }
  const line = (s) =>
    `${String(s.games).padStart(5)} games  heap ${mb(s.heap)}  nodes ${s.nodes}  listeners ${s.listeners}  documents ${s.documents}  workers ${s.workers}  audio ${s.audio.contexts} contexts / ${s.audio.nodes} nodes`;

  const started = Date.now();
  const deadline = started + MINUTES * 60000;
  let switches = 0;
  let base = null;
  let last = null;
  let nextSample = WARM_UP;
  let nextSwitch = SWITCH;
  await page.waitForSelector(".mg[data-attract]", { timeout: 30000 });
  console.log(`soak: up to ${GAMES} games or ${MINUTES} minutes, games and languages in turn`);
  while (Date.now() < deadline) {
    const n = await games();
    if (n >= GAMES) break;
    if (n >= nextSwitch) {
      // A visitor: touch, the next game's tab, now and then a language; then left alone.
      switches += 1;
      nextSwitch = n + SWITCH;
      // In one go in the page, so a loaded machine's slowness never races the idle time.
      await touch({
        variant: VARIANTS[switches % VARIANTS.length],
        lang: switches % 3 === 0 ? LANGS[(switches / 3) % LANGS.length] : null,
      });
      await page.waitForSelector(".mg[data-attract]", { timeout: 30000 });
    }
    if (n >= nextSample) {
      nextSample = n + SAMPLE_EVERY;
      last = await sample();
      base ||= last;
      console.log(line(last));
    }
    await page.waitForTimeout(250);
  }
  const minutes = (Date.now() - started) / 60000;
  last = await sample();
  base ||= last;
  console.log(line(last));
  console.log(
    `${last.games} games in ${minutes.toFixed(1)} min: ${(last.games / minutes).toFixed(1)} games a minute; ${switches} visitor sessions (game tabs in turn, a language every third)`,
  );
  const growth = {
    heap: last.heap - base.heap,
    nodes: last.nodes - base.nodes,
    listeners: last.listeners - base.listeners,
  };
  console.log(
    `growth since the warm-up's sample: heap ${mb(growth.heap)} (bound ${mb(HEAP_BOUND)}), nodes ${growth.nodes} (bound ${NODES_BOUND}), listeners ${growth.listeners} (bound ${LISTENERS_BOUND}), workers ${base.workers} → ${last.workers}, audio contexts ${base.audio.contexts} → ${last.audio.contexts}`,
  );
  const over = [];
  if (growth.heap > HEAP_BOUND) over.push("heap");
  if (growth.nodes > NODES_BOUND) over.push("nodes");
  if (growth.listeners > LISTENERS_BOUND) over.push("listeners");
  if (last.workers > Math.max(1, base.workers)) over.push("workers");
  if (last.audio.contexts > base.audio.contexts) over.push("audio contexts");
  if (last.games < GAMES) console.log(`(stopped after ${MINUTES} minutes, before ${GAMES} games)`);
  if (errors.length) console.error(`errors:\n  ${errors.join("\n  ")}`);
  else console.log("no error in the page");
  if (over.length) console.error(`over the bound: ${over.join(", ")}`);
  if (errors.length > 0 || over.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
