// The analysis board's first values (issue 33: ≤ 300 ms after a position changes, Al-manqala's
// start, a mid-range phone): prints, for each change of position, the time from the press that
// changes it to the first values of the new position on screen — every legal sowing's
// [data-analysis-pit] button with its data-value (docs/testing.md) — and the long tasks (over
// 50 ms) the page's thread had meanwhile. Not a test; docs/measurements/ keeps its figures.
//
//   scripts/test build && node scripts/first-values.mjs [--runs 10] [--rate 4]
//
// It serves dist/ (the release build) as the e2e tests do, opens the analysis board on
// Al-manqala's start in headless Chromium at a phone's size, with its CPU throttled `rate` times
// (4: Lighthouse's mobile profile, as scripts/lighthouse.mjs) through the DevTools protocol, which
// slows the page's thread fully and the analysis worker only partly. Each run, on a fresh page
// (the board keeps every position's analysis, so only positions not seen before are timed),
// plays South's pit 13 to explore, then North's first legal sowing, and times each change: from
// the press to the new position's values on screen. The animation is
// instant (speed=instant), so what is timed is the page, the worker and its first analysis
// (flow/modes/analysis.js STEPS_MS[0], 100 ms).
import { parseArgs } from "node:util";
import { startServer, launchBrowser, openPage } from "../tests/e2e/harness.mjs";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "10" }, rate: { type: "string", default: "4" } },
});
const RUNS = Number(values.runs);
const RATE = Number(values.rate);
const START = "al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move";

const server = await startServer();
const browser = await launchBrowser();
const START_URL = `${server.url}?analysis=${encodeURIComponent(START)}&speed=instant`;
const { page } = await openPage(browser.context, START_URL, {
  viewport: { width: 412, height: 915 },
});
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });

// In the page: the long tasks, and a timer started by a press that ends when the values of the
// new position are on screen: every legal sowing of another position than the one pressed in
// has its value (the list of sowings changes with the position, the mover's row with it).
const install = () =>
  page.evaluate(() => {
    const w = /** @type {any} */ (globalThis);
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: "longtask", buffered: false });
    w.timeToValues = (/** @type {string} */ selector) =>
      new Promise((done) => {
        const list = /** @type {Element} */ (document.querySelector("[data-analysis-moves]"));
        const pits = () =>
          [...list.querySelectorAll("[data-analysis-pit]")]
            .map((b) => b.getAttribute("data-analysis-pit"))
            .join();
        const before = pits();
        const watch = new MutationObserver(() => {
          const now = pits();
          const waiting = list.querySelectorAll("[data-analysis-pit]:not([data-value])").length;
          if (now && now !== before && !waiting) {
            watch.disconnect();
            // The values are in the DOM: the next frame puts them on screen.
            requestAnimationFrame(() => done(performance.now() - started));
          }
        });
        watch.observe(list, { childList: true, subtree: true, attributes: true });
        const started = performance.now();
        /** @type {HTMLElement} */ (document.querySelector(selector)).click();
      });
  });

/** The analysis of the position shown has ended (finished or stopped). */
const settled = () =>
  page.waitForFunction(
    () => !/…/.test(document.querySelector("[data-analysis-status]")?.textContent || "…"),
    undefined,
    { timeout: 120000 },
  );

const times = { sowing: /** @type {number[]} */ ([]), reply: /** @type {number[]} */ ([]) };
let longest = 0;
let long = 0;
for (let run = 0; run < RUNS; run += 1) {
  // Each run on a fresh page: the board keeps every position's analysis, so a position seen
  // before would show its values at once, and only new positions are timed.
  // (Not a reload: the address then holds the study explored, not the start.)
  if (run > 0) await page.goto(START_URL);
  await page.waitForSelector("[data-analysis-pit][data-value]", { timeout: 30000 });
  await install();
  await settled();
  await page.evaluate(() => {
    /** @type {any} */ (globalThis).longTasks = [];
  });
  times.sowing.push(
    await page.evaluate(() =>
      /** @type {any} */ (globalThis).timeToValues('[data-analysis-pit="13"]'),
    ),
  );
  await settled();
  times.reply.push(
    await page.evaluate(() => /** @type {any} */ (globalThis).timeToValues("[data-analysis-pit]")),
  );
  await settled();
  const tasks = await page.evaluate(() => /** @type {any} */ (globalThis).longTasks);
  long += tasks.length;
  longest = Math.max(longest, ...tasks, 0);
}
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
await browser.close();
await server.close();

/** @param {number[]} list @param {number} p */
const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.ceil((p / 100) * list.length) - 1];
console.log(`First values after a change of position, Al-manqala, ${RATE}× CPU, ${RUNS} runs:`);
for (const [name, list] of Object.entries(times))
  console.log(
    `  ${name === "reply" ? "then North's first sowing" : "South's pit 13 played   "}: median ${pct(list, 50).toFixed(0)} ms, worst ${Math.max(...list).toFixed(0)} ms`,
  );
console.log(
  `  long tasks on the page's thread (over 50 ms) while it analysed: ${long}, the longest ${longest.toFixed(0)} ms`,
);
