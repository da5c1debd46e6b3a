// What runs on the page's main thread at start-up (issue 29, "Find the long tasks"): loads each
// game's index.html and museum.html as a first visit (a fresh profile, as Lighthouse does), with
// the CPU throttled 4× (Lighthouse's mobile profile) through the DevTools protocol, records a
// Chrome performance trace from the navigation until a few seconds after the page is ready
// (html[data-ready]; on the museum page, its iframe's) and prints every main-thread task
// over 20 ms with what ran in it: its time by kind (script, compile, wasm, style, layout, paint,
// HTML, GC), the scripts it entered (FunctionCall, EvaluateScript, v8.evaluateModule,
// v8.compile… with their file and function) and the functions the sampling profiler saw most
// (self time); then the blocking time as TBT sums it (each task's time over 50 ms), from the
// navigation and from the first contentful paint. Printed, never asserted. Not a test;
// docs/measurements/ keeps its figures. The trace is read with scripts/trace.mjs.
//
//   scripts/test build && nice -n 10 node scripts/startup-trace.mjs [--runs 3] [--rate 4]
//     [--after 3000] [--page museum.html] [--dist target/release-modules]
//
// It serves dist/ (the release build) as production would (scripts/lighthouse.mjs): the .br
// copies with Content-Encoding and a long cache. Each page is loaded `runs` times, each in a new
// browser context; each run's blocking time is printed and the tasks of the run with the median
// one are listed. The release's modules are minified, so a function's name is rarely telling:
// with --dist target/release-modules (the same build's plain modules, not bundled,
// scripts/bundle.mjs) the names and files are the source's, at the cost of more requests.
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { startServer, CHROMIUM_ARGS } from "../tests/e2e/harness.mjs";
import {
  CATEGORIES,
  describeTask,
  detailLines,
  eventsOf,
  isTask,
  mainThread,
  profileSamples,
  spans,
  workerTime,
} from "./trace.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    rate: { type: "string", default: "4" },
    after: { type: "string", default: "3000" },
    page: { type: "string", multiple: true },
    dist: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const RATE = Number(values.rate);
const AFTER_MS = Number(values.after);
const PAGES = values.page ?? [
  "index.html?game=ali-guli-mane",
  "index.html?game=al-manqala",
  "index.html?game=mangala-iv",
  "museum.html",
];
/** A task at least this long is listed (ms). */
const LISTED_MS = 20;

const server = await startServer({
  production: true,
  ...(values.dist ? { root: resolve(values.dist) } : {}),
});
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: CHROMIUM_ARGS.filter((f) => f !== "--headless"),
  headless: true,
});

try {
  console.log(
    `Main-thread tasks at start-up, first visit, CPU ${RATE}× slower, release build served with` +
      ` its .br copies${values.dist ? ` (from ${values.dist})` : ""}; ${RUNS} runs a page,` +
      ` tasks over ${LISTED_MS} ms of the median run up to ${AFTER_MS} ms after ready:`,
  );
  for (const path of PAGES) {
    /** @type {ReturnType<typeof analyse>[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await traceRun(path));
    const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    console.log(`\n${path}`);
    console.log(
      `  blocking time (sum of task − 50 ms), each run: ${runs
        .map((r) => `${Math.round(r.tbt)} ms (from FCP ${Math.round(r.tbtAfterFcp)})`)
        .join(", ")}`,
    );
    console.log(
      `  median run: FCP ${ms(median.fcp)}, ready ${ms(median.ready)}, ${median.long.length} tasks over ${LISTED_MS} ms, ${median.count50} over 50 ms`,
    );
    const { worker } = median;
    console.log(
      worker
        ? `  service worker's thread: first task ${ms(worker.start)} after ready, busy ${ms(worker.busy)} in the window`
        : "  service worker's thread: none in the window",
    );
    for (const task of median.long) {
      console.log(
        `  ${ms(task.start).padStart(8)} +${ms(task.dur).padEnd(8)} ${task.kinds}` +
          (task.start > median.ready ? "  (after ready)" : ""),
      );
      for (const line of detailLines(task)) console.log(`      ${line}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

/** @param {number} value in ms */
function ms(value) {
  return `${Math.round(value)} ms`;
}

/** Loads `path` once in a new context, traced; the trace's figures (analyse). */
async function traceRun(/** @type {string} */ path) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.url}${path}`, { waitUntil: "load" });
    // Waited for in the page, by an observer that marks the moment, and the museum's iframe (in
    // the page's HTML) looked up once: Playwright's own polling would add tasks of its own to the
    // thread measured. The museum's game on its first screen is its iframe's (its
    // <mancala-board>, further down, fetches its game only when scrolled near).
    const where = path.startsWith("museum") ? await (await page.$("iframe"))?.contentFrame() : page;
    if (!where) throw new Error(`${path}: no iframe`);
    await where.evaluate(
      (selector) =>
        new Promise((resolve) => {
          const check = () => {
            if (!document.querySelector(selector)) return;
            performance.mark("startup-trace:ready");
            observer.disconnect();
            resolve(undefined);
          };
          const observer = new MutationObserver(check);
          observer.observe(document, { subtree: true, attributeFilter: ["data-ready"] });
          check();
        }),
      "html[data-ready]",
    );
    await page.waitForTimeout(AFTER_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return analyse(trace.traceEvents ?? trace);
  } finally {
    await context.close();
  }
}

/** The main thread's tasks and what ran in them. @param {any[]} events */
function analyse(events) {
  const main = mainThread(events, server.url);
  const mine = eventsOf(events, main);

  const navigation = mine.find(
    (e) =>
      e.name === "navigationStart" &&
      String(e.args?.data?.documentLoaderURL).startsWith(server.url),
  )?.ts;
  const mark = mine.find((e) => e.name === "startup-trace:ready")?.ts;
  if (navigation === undefined || mark === undefined)
    throw new Error("no navigation or ready mark");
  const fcpEvent = mine.find((e) => e.name === "firstContentfulPaint" && e.ts >= navigation);
  const fcp = fcpEvent ? fcpEvent.ts : navigation;
  const end = mark + AFTER_MS * 1000;

  const roots = spans(mine);
  const samples = profileSamples(events, main, server.url);
  const tasks = roots.filter((s) => isTask(s) && s.ts >= navigation && s.ts < end);
  const blocking = (/** @type {import("./trace.mjs").Span} */ t, from = navigation) => {
    const start = Math.max(t.ts, from);
    const dur = (t.ts + t.dur - start) / 1000;
    return t.ts + t.dur > from ? Math.max(0, dur - 50) : 0;
  };
  const long = tasks
    .filter((t) => t.dur / 1000 > LISTED_MS)
    .map((t) => ({
      start: (t.ts - navigation) / 1000,
      dur: t.dur / 1000,
      ...describeTask(t, server.url, { samples }),
    }));
  const sw = workerTime(events, 0, end);
  const worker = sw ? { start: (sw.start - mark) / 1000, busy: sw.busy / 1000 } : null;
  return {
    worker,
    tbt: tasks.reduce((sum, t) => sum + blocking(t), 0),
    tbtAfterFcp: tasks.reduce((sum, t) => sum + blocking(t, fcp), 0),
    fcp: (fcp - navigation) / 1000,
    ready: (mark - navigation) / 1000,
    count50: tasks.filter((t) => t.dur / 1000 > 50).length,
    long,
  };
}
