// What runs on the page's main thread at start-up (issue 29, "Find the long tasks"): loads each
// game's index.html and museum.html as a first visit (a fresh profile, as Lighthouse does), with
// the CPU throttled 4× (Lighthouse's mobile profile) through the DevTools protocol, records a
// Chrome performance trace from the navigation until a few seconds after the page is ready
// (html[data-ready]; the museum's mancala-board[data-ready]) and prints every main-thread task
// over 20 ms with what ran in it: its time by kind (script, compile, wasm, style, layout, paint,
// HTML, GC), the scripts it entered (FunctionCall, EvaluateScript, v8.evaluateModule,
// v8.compile… with their file and function) and the functions the sampling profiler saw most
// (self time); then the blocking time as TBT sums it (each task's time over 50 ms), from the
// navigation and from the first contentful paint. Printed, never asserted. Not a test;
// docs/measurements/ keeps its figures.
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

const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-devtools.timeline.stack",
  "v8",
  "v8.execute",
  "v8.wasm",
  "disabled-by-default-v8.compile",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
];

/** The kind of time an event's self time is counted as (null: its parent's). */
function kindOf(/** @type {string} */ name) {
  if (/wasm/i.test(name)) return "wasm";
  if (/^(v8\.compile|v8\.compileModule|V8\.Compile|v8\.parseOnBackground|v8\.produce)/.test(name))
    return "compile";
  if (/GC|gc/.test(name) && !/Script/.test(name)) return "gc";
  if (
    name === "UpdateLayoutTree" ||
    name === "RecalculateStyles" ||
    name === "ParseAuthorStyleSheet"
  )
    return "style";
  if (name === "Layout") return "layout";
  if (/^(Paint|PrePaint|Layerize|Commit|PaintImage|UpdateLayer|CompositeLayers)$/.test(name))
    return "paint";
  if (name === "ParseHTML") return "html";
  if (
    /^(EvaluateScript|FunctionCall|v8\.evaluateModule|v8\.run|V8\.Execute|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|v8\.callFunction|XHRReadyStateChange)$/.test(
      name,
    )
  )
    return "script";
  return null;
}

/** The events that enter a script, with what they name (file:function). */
const ENTRIES = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "v8.compile",
  "v8.compileModule",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
  "EventDispatch",
  "RunMicrotasks",
]);

const server = await startServer({
  production: true,
  ...(values.dist ? { root: resolve(values.dist) } : {}),
});
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: CHROMIUM_ARGS.filter((f) => f !== "--headless"),
  headless: true,
});
/** A file's name as printed: its path under the server, without the origin. */
const short = (/** @type {string} */ url) => (url || "").replace(server.url, "");

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
      for (const line of task.entries) console.log(`      enters ${line}`);
      for (const line of task.layouts) console.log(`      ${line}`);
      if (task.functions.length) console.log(`      most seen: ${task.functions.join("; ")}`);
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
    // Waited for in the page, by an observer that marks the moment (Playwright's own polling
    // would add tasks of its own to the thread measured).
    await page.evaluate(
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
      path.startsWith("museum") ? "mancala-board[data-ready]" : "html[data-ready]",
    );
    await page.waitForTimeout(AFTER_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return analyse(trace.traceEvents ?? trace);
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ name: string, ts: number, dur: number, args: any, children: Span[],
 *   depth: number }} Span
 */

/** The main thread's tasks and what ran in them. @param {any[]} events */
function analyse(events) {
  // The page's main thread: the renderer main thread that ran the most of our scripts.
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  /** @type {Map<string, number>} */
  const ours = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const url = e.args?.data?.url ?? e.args?.fileName ?? "";
    if (mains.has(key) && String(url).startsWith(server.url))
      ours.set(key, (ours.get(key) ?? 0) + 1);
  }
  const main = [...ours].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error("no renderer thread ran the page's scripts");
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main);

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
  // The sampling profiler's chunks come from a thread of its own in the same process.
  const pid = main.split(":")[0];
  const samples = profileSamples(
    events.filter(
      (e) =>
        String(e.pid) === pid &&
        ((e.name === "Profile" && `${e.pid}:${e.tid}` === main) || e.name === "ProfileChunk"),
    ),
  );
  const tasks = roots.filter(
    (s) =>
      (s.name === "RunTask" || s.name === "ThreadControllerImpl::RunTask") &&
      s.ts >= navigation &&
      s.ts < end,
  );
  const blocking = (/** @type {Span} */ t, from = navigation) => {
    const start = Math.max(t.ts, from);
    const dur = (t.ts + t.dur - start) / 1000;
    return t.ts + t.dur > from ? Math.max(0, dur - 50) : 0;
  };
  const long = tasks
    .filter((t) => t.dur / 1000 > LISTED_MS)
    .map((t) => ({
      start: (t.ts - navigation) / 1000,
      dur: t.dur / 1000,
      kinds: kinds(t),
      entries: entries(t),
      layouts: layouts(t),
      functions: topFunctions(samples, t),
    }));
  // The service worker's thread (its install fetches and stores the build's files): when it
  // starts and how busy it is, up to the end of the window.
  const workers = new Set(
    events
      .filter(
        (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "ServiceWorker thread",
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const swTasks = events.filter(
    (e) =>
      workers.has(`${e.pid}:${e.tid}`) &&
      e.ph === "X" &&
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") &&
      e.ts < end,
  );
  const worker = swTasks.length
    ? {
        start: (Math.min(...swTasks.map((e) => e.ts)) - mark) / 1000,
        busy: swTasks.reduce((sum, e) => sum + e.dur, 0) / 1000,
      }
    : null;
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

/** The thread's complete events (X, and B/E pairs) as a forest of spans, by start. */
function spans(/** @type {any[]} */ mine) {
  /** @type {Span[]} */
  const all = [];
  /** @type {Map<string, any[]>} */
  const open = new Map();
  for (const e of [...mine].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === "X" && e.dur !== undefined) all.push(span(e.name, e.ts, e.dur, e.args));
    else if (e.ph === "B") open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === "E") {
      const begun = open.get(e.name)?.pop();
      if (begun) all.push(span(e.name, begun.ts, e.ts - begun.ts, { ...begun.args, ...e.args }));
    }
  }
  // Longest first among those starting together, so a parent comes before its children.
  all.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {Span[]} */
  const roots = [];
  /** @type {Span[]} */
  const stack = [];
  for (const s of all) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= s.ts)
      stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      s.depth = parent.depth + 1;
      parent.children.push(s);
    } else roots.push(s);
    stack.push(s);
  }
  return roots;
}

/** @returns {Span} */
function span(
  /** @type {string} */ name,
  /** @type {number} */ ts,
  /** @type {number} */ dur,
  args,
) {
  return { name, ts, dur, args: args ?? {}, children: [], depth: 0 };
}

/** A task's self time by kind, the largest first ("script 80, style 12, …" in ms). */
function kinds(/** @type {Span} */ task) {
  /** @type {Record<string, number>} */
  const by = {};
  const walk = (/** @type {Span} */ s, /** @type {string} */ inherited) => {
    // Time outside any known kind is named by its event (RunTask alone: uninstrumented work).
    const kind = kindOf(s.name) ?? (inherited === "other" ? s.name : inherited);
    const self = s.dur - s.children.reduce((sum, c) => sum + c.dur, 0);
    by[kind] = (by[kind] ?? 0) + Math.max(0, self);
    for (const c of s.children) walk(c, kind);
  };
  walk(task, "other");
  by.other = (by.other ?? 0) + (by.RunTask ?? 0);
  delete by.RunTask;
  return Object.entries(by)
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`)
    .join(", ");
}

/** The outermost script entries of a task, summed by what they name, the longest first (≥ 2 ms). */
function entries(/** @type {Span} */ task) {
  /** @type {Map<string, number>} */
  const by = new Map();
  const walk = (/** @type {Span} */ s) => {
    if (ENTRIES.has(s.name)) {
      const data = s.args.data ?? {};
      const file = short(data.url ?? s.args.fileName ?? "");
      const fn = data.functionName ? ` ${data.functionName}` : "";
      const what = data.type ? ` ${data.type}` : "";
      const label = `${s.name}${what}${file ? ` ${file}` : ""}${fn}`;
      by.set(label, (by.get(label) ?? 0) + s.dur);
      // A compile or a microtask run inside an entry is listed too: it says what the time was.
      for (const c of s.children) if (/compile|Microtasks|wasm/i.test(c.name)) walk(c);
      return;
    }
    if (/wasm/i.test(s.name)) {
      by.set(s.name, (by.get(s.name) ?? 0) + s.dur);
      return;
    }
    for (const c of s.children) walk(c);
  };
  walk(task);
  return [...by]
    .filter(([, us]) => us >= 2000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([label, us]) => `${label}: ${Math.round(us / 1000)} ms`);
}

/** A task's style recalculations and layouts of 5 ms or more: their size, and the script that
 * forced one (its stack's top frame), if a script did. */
function layouts(/** @type {Span} */ task) {
  /** @type {string[]} */
  const lines = [];
  const walk = (/** @type {Span} */ s) => {
    if ((s.name === "Layout" || s.name === "UpdateLayoutTree") && s.dur >= 5000) {
      const begin = s.args.beginData ?? {};
      const size =
        s.name === "Layout"
          ? `${begin.dirtyObjects ?? "?"} of ${begin.totalObjects ?? "?"} objects`
          : `${s.args.elementCount ?? "?"} elements`;
      const frame = (begin.stackTrace ?? s.args.data?.stackTrace ?? [])[0];
      const forced = frame
        ? `, forced by ${frame.functionName || "(top level)"} ${short(frame.url)}:${frame.lineNumber}`
        : "";
      lines.push(
        `${s.name === "Layout" ? "layout" : "style"} ${ms(s.dur / 1000)}: ${size}${forced}`,
      );
    }
    for (const c of s.children) walk(c);
  };
  walk(task);
  return lines;
}

/**
 * The sampling profiler's samples on the thread (its Profile event and the chunks of that
 * profile): [{ ts, frame }] where frame is the deepest
 * frame of our own files (or the deepest frame's name: "(garbage collector)", a native…).
 */
function profileSamples(/** @type {any[]} */ mine) {
  /** @type {Map<string, { start: number, nodes: Map<number, any> }>} */
  const profiles = new Map();
  /** @type {{ ts: number, frame: string }[]} */
  const samples = [];
  for (const e of mine) {
    if (e.name === "Profile")
      profiles.set(e.id, { start: e.args.data.startTime, nodes: new Map() });
    if (e.name !== "ProfileChunk") continue;
    const profile = profiles.get(e.id);
    if (!profile) continue;
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      profile.start += deltas[i] ?? 0;
      samples.push({ ts: profile.start, frame: frameOf(profile.nodes, ids[i]) });
    }
  }
  return samples;
}

/** @param {Map<number, any>} nodes @param {number} id */
function frameOf(nodes, id) {
  let node = nodes.get(id);
  const deepest = node?.callFrame?.functionName || "(unknown)";
  while (node) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame ?? {};
    if (url && String(url).startsWith(server.url))
      return `${functionName || "(top level)"} ${short(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    node = nodes.get(node.parent);
  }
  return deepest;
}

/** The functions seen most in a task's samples (≥ 2 ms each), with their share in ms. */
function topFunctions(
  /** @type {{ ts: number, frame: string }[]} */ samples,
  /** @type {Span} */ task,
) {
  const inside = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
  if (!inside.length) return [];
  const each = task.dur / inside.length;
  /** @type {Map<string, number>} */
  const by = new Map();
  for (const s of inside) by.set(s.frame, (by.get(s.frame) ?? 0) + 1);
  return [...by]
    .map(([frame, n]) => /** @type {[string, number]} */ ([frame, n * each]))
    .filter(([frame, us]) => us >= 2000 && frame !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([frame, us]) => `${frame} ${Math.round(us / 1000)} ms`);
}
