// A sowing's frames (issue 29: "a sowing's frames ≤ 16 ms after the first gesture"): plays a long
// Ali Guli Mane sowing (South's pit 10, 9 s at the normal speed) on the release build while
// Chrome traces the page's main thread, and measures its tasks and the gaps between its
// animation frames. scripts/budgets.mjs prints the figures as its third budget; run alone:
//
//   scripts/test build && nice -n 10 node scripts/sowing.mjs [--runs 3] [--fresh]
//     [--dist <folder>] [--profile] [--trace <file>]
//
// The runs share one browser, so only the first is a fresh browser's first sowing (a new profile,
// no service worker installed yet); `--fresh` starts a new browser for each run, so each is.
// The pit is pressed and released as a person does, 120 ms apart: the press is the page's first
// gesture, in a task of its own, where the sound makes its AudioContext (www/js/sound/index.js); the
// sowing is the click's task and every task after it until the board is no longer busy. The
// press's task is printed beside the figure, never counted in it. Each run prints the sowing's
// longest task, the number of tasks, the animation-frame gaps, and what ran in each task over
// 16 ms (scripts/trace.mjs: its time by kind, the scripts it entered, the long style
// recalculations and layouts; with --profile also the functions the sampling profiler saw most,
// which slows every task a little), and how long the service worker's thread was busy from the
// press to the sowing's end (an install fetching and storing the build's files, which on two
// cores takes the page's thread's time: www/js/lib/offline.js). Beside each task's length is how
// long the thread ran in it:
// on a loaded machine a task lasts far longer than it ran, so the tasks the thread ran longest
// in, and the number of layouts (and of those a script forced), are printed too. Printed, never
// asserted. `--dist target/release-modules` (the same build's plain modules, scripts/bundle.mjs)
// names the source's files and functions; `--trace <file>` keeps the last run's trace (Chrome
// DevTools' Performance panel opens it).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startServer, launchBrowser, openPage } from "../tests/e2e/harness.mjs";
import { median } from "./figures.mjs";
import {
  CATEGORIES,
  describeTask,
  detailLines,
  eventsOf,
  isTask,
  mainThread,
  profileSamples,
  spans,
  within,
  workerTime,
} from "./trace.mjs";

/** The budget of one task of a sowing (ms). */
export const BUDGET_MS = 16;
/** The categories of the figures: the timeline's events and what forced a layout. */
const TIMELINE = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
];

/**
 * Plays the sowing once in a new page of `context`, traced; its figures, and the tasks over the
 * budget described.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} url the server's
 * @param {{ profile?: boolean }} [how]
 */
export async function sowingFrames(context, url, { profile = false } = {}) {
  const { page, errors } = await openPage(context, `${url}?game=ali-guli-mane`, {
    viewport: { width: 1280, height: 800 },
  });
  await page.waitForSelector("html[data-ready]");
  const cdp = await context.newCDPSession(page);
  /** @type {any[]} */
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: (profile ? CATEGORIES : TIMELINE).join(","),
    transferMode: "ReportEvents",
  });
  // Rendering frames are measured in the page too: the gap between animation frames.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__gaps = [];
    let last = performance.now();
    const tick = (/** @type {number} */ t) => {
      w.__gaps.push(t - last);
      last = t;
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const pit = page.locator('[data-board-host] [data-pit="10"]');
  const box = await pit.boundingBox();
  if (!box) throw new Error("sowing: pit 10 is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const t0 = Date.now();
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
  await page.waitForSelector("[data-board-host][data-busy]");
  await page.waitForSelector("[data-board-host]:not([data-busy])", { timeout: 60000 });
  const sowingMs = Date.now() - t0;
  const gaps = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__stop = true;
    return /** @type {number[]} */ (w.__gaps.slice(2));
  });
  await cdp.send("Tracing.end");
  await done;
  if (errors.length) throw new Error(errors.join("\n"));
  // The next run starts the same game afresh: nothing of this one kept.
  await page.evaluate(() => localStorage.clear());
  await page.close();

  const main = mainThread(events, url);
  const tasks = spans(eventsOf(events, main)).filter(isTask);
  /** The first task that dispatched an event of `type`. @param {string} type */
  const taskOf = (type) =>
    tasks.find(
      (t) => within(t, (s) => s.name === "EventDispatch" && s.args.data?.type === type).length,
    );
  const press = taskOf("pointerdown");
  const click = taskOf("click");
  if (!press || !click) throw new Error("sowing: no press or click in the trace");
  const sowing = tasks.filter((t) => t.ts >= click.ts);
  const samples = profile ? profileSamples(events, main, url) : [];
  /** A task as printed: when (from the click), how long, what ran in it. */
  const described = (/** @type {import("./trace.mjs").Span} */ t) => ({
    at: (t.ts - click.ts) / 1000,
    ms: t.dur / 1000,
    cpu: t.cpu / 1000,
    ...describeTask(t, url, { samples }),
  });
  const longest = sowing.reduce((a, b) => (b.dur > a.dur ? b : a));
  const byRan = sowing.slice().sort((a, b) => b.cpu - a.cpu);
  const busiest = byRan[0];
  // The layouts, which a loaded machine does not change: how many, and how many a script forced.
  const layouts = sowing.flatMap((t) => within(t, (s) => s.name === "Layout"));
  const last = sowing[sowing.length - 1];
  const worker = workerTime(events, press.ts, last.ts + last.dur);
  return {
    sowingMs,
    longestTask: longest.dur / 1000,
    longestCpu: longest.cpu / 1000,
    busiest: described(busiest),
    /** The three tasks the thread ran longest in: [ran, at] in ms (at: from the click). */
    busiest3: byRan.slice(0, 3).map((t) => [t.cpu / 1000, (t.ts - click.ts) / 1000]),
    layouts: layouts.length,
    forced: layouts.filter((s) => s.args.beginData?.stackTrace?.length).length,
    tasks: sowing.length,
    press: described(press),
    over: sowing.filter((t) => t.dur / 1000 > BUDGET_MS).map(described),
    /** The service worker's thread from the press to the sowing's end: busy ms, or null. */
    workerBusy: worker && worker.busy / 1000,
    longestGap: Math.max(...gaps),
    medianGap: median(gaps),
    events,
  };
}

/** The lines that say what ran in each task over the budget. */
export function overLines(/** @type {Awaited<ReturnType<typeof sowingFrames>>} */ frames) {
  const head = (/** @type {typeof frames.press} */ t) =>
    `${t.ms.toFixed(1)} ms (ran ${t.cpu.toFixed(1)}) at ${t.at >= 0 ? "+" : ""}${t.at.toFixed(0)} ms: ${t.kinds}`;
  return [
    `the press before it (the first gesture, not counted): ${head(frames.press)}`,
    ...detailLines(frames.press).map((line) => `    ${line}`),
    ...frames.over.flatMap((t) => [
      `task ${head(t)}`,
      ...detailLines(t).map((line) => `    ${line}`),
    ]),
    `the tasks the thread ran longest in: ${frames.busiest3.map(([ran, at]) => `${ran.toFixed(1)} ms at +${at.toFixed(0)} ms`).join(", ")}; the first:`,
    `  ${head(frames.busiest)}`,
    ...detailLines(frames.busiest).map((line) => `    ${line}`),
  ];
}

/** The figures' line, as scripts/budgets.mjs prints it. */
export function figureLine(/** @type {Awaited<ReturnType<typeof sowingFrames>>} */ frames) {
  return (
    `sowing of ${frames.sowingMs} ms: longest main-thread task ${frames.longestTask.toFixed(1)} ms ` +
    `of ${frames.tasks}, ${frames.over.length} over ${BUDGET_MS} ms   budget ${BUDGET_MS} ms\n` +
    `  (the thread ran ${frames.longestCpu.toFixed(1)} ms of that task; the most it ran in one ` +
    `task: ${frames.busiest.cpu.toFixed(1)} ms. ${frames.layouts} layouts, ${frames.forced} forced by a ` +
    `script. Animation-frame gaps: median ` +
    `${frames.medianGap.toFixed(1)} ms, longest ${frames.longestGap.toFixed(1)} ms; the service ` +
    `worker's thread ${frames.workerBusy === null ? "idle" : `busy ${frames.workerBusy.toFixed(0)} ms`})`
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      dist: { type: "string" },
      profile: { type: "boolean", default: false },
      trace: { type: "string" },
      fresh: { type: "boolean", default: false },
    },
  });
  const root = resolve(values.dist ?? fileURLToPath(new URL("../dist", import.meta.url)));
  const server = await startServer({ root });
  let browser = await launchBrowser();
  try {
    const longest = [];
    for (let i = 0; i < Number(values.runs); i += 1) {
      if (values.fresh && i > 0) {
        await browser.close();
        browser = await launchBrowser();
      }
      const frames = await sowingFrames(browser.context, server.url, values);
      longest.push(frames.longestTask);
      if (values.trace) writeFileSync(values.trace, JSON.stringify({ traceEvents: frames.events }));
      console.log(`run ${i + 1}: ${figureLine(frames)}`);
      for (const line of overLines(frames)) console.log(`  ${line}`);
    }
    console.log(
      `longest task of each run: ${longest.map((t) => t.toFixed(1)).join(", ")} ms; median ${median(longest).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
