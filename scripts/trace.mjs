// Reading a Chrome performance trace (the events of Tracing.dataCollected, or of
// browser.stopTracing()'s file): the page's main thread, its tasks as a forest of spans, and what
// ran in a task — its time by kind, the scripts it entered, the long style recalculations and
// layouts with the script that forced them and the fonts they looked up, the functions the
// sampling profiler saw most.
// scripts/startup-trace.mjs (a page's start-up) and scripts/sowing.mjs (a sowing's frames) read
// their traces with it. `origin` is the server's URL: a file of the page is named without it.

/** The categories that give every detail below (the sampling profiler's included). */
export const CATEGORIES = [
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
  // FontCache::GetFontPlatformData: a font asked for, a family at a size and weight (layouts).
  "fonts",
];

/**
 * A span of a thread's time: when it began and how long it lasted (µs), and the thread's own
 * time in it, `cpu` (µs; the time the thread ran, where the trace gives it, else `dur`): on a
 * loaded machine a task may last far longer than it ran.
 * @typedef {{ name: string, ts: number, dur: number, cpu: number, args: any, children: Span[],
 *   depth: number }} Span
 * @typedef {{ ts: number, frame: string }} Sample
 */

/** Whether a span is one of the thread's tasks. @param {Span} s */
export const isTask = (s) => s.name === "RunTask" || s.name === "ThreadControllerImpl::RunTask";

/** A duration in µs (the trace's unit) as printed: whole ms. @param {number} us */
const ms = (us) => `${Math.round(us / 1000)} ms`;

/** A file's name as printed: its path under the server, without the origin. */
const short = (/** @type {string} */ url, /** @type {string} */ origin) =>
  (url || "").replace(origin, "");

/**
 * The page's main thread ("pid:tid"): of the renderers' main threads, the one whose events name
 * the page's own files most.
 * @param {any[]} events
 * @param {string} origin
 */
export function mainThread(events, origin) {
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
    if (mains.has(key) && String(url).startsWith(origin)) ours.set(key, (ours.get(key) ?? 0) + 1);
  }
  const main = [...ours].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error("no renderer thread ran the page's scripts");
  return main;
}

/** The events of one thread ("pid:tid"). @param {any[]} events @param {string} thread */
export const eventsOf = (events, thread) => events.filter((e) => `${e.pid}:${e.tid}` === thread);

/**
 * The service worker's thread (its install fetches and stores the build's files) between `from`
 * and `to` (µs): when its first task starts and how long its tasks last, or null if none ran.
 * @param {any[]} events
 * @param {number} from
 * @param {number} to
 */
export function workerTime(events, from, to) {
  const workers = new Set(
    events
      .filter(
        (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "ServiceWorker thread",
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) =>
      workers.has(`${e.pid}:${e.tid}`) && e.ph === "X" && isTask(e) && e.ts >= from && e.ts < to,
  );
  if (!tasks.length) return null;
  return {
    start: Math.min(...tasks.map((e) => e.ts)),
    busy: tasks.reduce((sum, e) => sum + e.dur, 0),
  };
}

/** A thread's complete events (X, and B/E pairs) as a forest of spans, by start. */
export function spans(/** @type {any[]} */ mine) {
  /** @type {Span[]} */
  const all = [];
  /** @type {Map<string, any[]>} */
  const open = new Map();
  for (const e of [...mine].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === "X" && e.dur !== undefined)
      all.push(span(e.name, e.ts, e.dur, e.tdur ?? e.dur, e.args));
    else if (e.ph === "B") open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === "E") {
      const begun = open.get(e.name)?.pop();
      if (begun) {
        const cpu = e.tts !== undefined && begun.tts !== undefined ? e.tts - begun.tts : undefined;
        const dur = e.ts - begun.ts;
        all.push(span(e.name, begun.ts, dur, cpu ?? dur, { ...begun.args, ...e.args }));
      }
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
  /** @type {number} */ cpu,
  args,
) {
  return { name, ts, dur, cpu, args: args ?? {}, children: [], depth: 0 };
}

/** Every span under `s` (itself included) that `keep` keeps. @param {Span} s */
export function within(s, /** @type {(s: Span) => boolean} */ keep) {
  /** @type {Span[]} */
  const found = [];
  const walk = (/** @type {Span} */ x) => {
    if (keep(x)) found.push(x);
    for (const c of x.children) walk(c);
  };
  walk(s);
  return found;
}

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

/**
 * What ran in a task: its self time by kind, its script entries, its long style recalculations
 * and layouts, the functions sampled most in it (with `samples`, profileSamples's).
 * @param {Span} task
 * @param {string} origin
 * @param {{ samples?: Sample[], least?: number }} [how] least: the shortest entry, layout or
 *   function listed (µs; 2 ms by default, 5 ms for a layout)
 */
export function describeTask(task, origin, { samples = [], least = 2000 } = {}) {
  return {
    kinds: kinds(task),
    entries: entries(task, origin, least),
    layouts: layouts(task, origin, Math.max(least, 5000)),
    functions: topFunctions(samples, task, least),
  };
}

/** describeTask's findings as lines to print under the task's own. */
export function detailLines(/** @type {ReturnType<typeof describeTask>} */ found) {
  return [
    ...found.entries.map((line) => `enters ${line}`),
    ...found.layouts,
    ...(found.functions.length ? [`most seen: ${found.functions.join("; ")}`] : []),
  ];
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

/** The outermost script entries of a task, summed by what they name, the longest first. */
function entries(
  /** @type {Span} */ task,
  /** @type {string} */ origin,
  /** @type {number} */ least,
) {
  /** @type {Map<string, number>} */
  const by = new Map();
  const walk = (/** @type {Span} */ s) => {
    if (ENTRIES.has(s.name)) {
      const data = s.args.data ?? {};
      const file = short(data.url ?? s.args.fileName ?? "", origin);
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
    .filter(([, us]) => us >= least)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([label, us]) => `${label}: ${ms(us)}`);
}

/** A task's style recalculations and layouts of `least` µs or more: their size, and the script
 * that forced one (its stack's top frame), if a script did. */
function layouts(
  /** @type {Span} */ task,
  /** @type {string} */ origin,
  /** @type {number} */ least,
) {
  return within(
    task,
    (s) => (s.name === "Layout" || s.name === "UpdateLayoutTree") && s.dur >= least,
  ).map((s) => {
    const begin = s.args.beginData ?? {};
    const size =
      s.name === "Layout"
        ? `${begin.dirtyObjects ?? "?"} of ${begin.totalObjects ?? "?"} objects`
        : `${s.args.elementCount ?? "?"} elements`;
    const frame = (begin.stackTrace ?? s.args.data?.stackTrace ?? [])[0];
    const forced = frame
      ? `, forced by ${frame.functionName || "(top level)"} ${short(frame.url, origin)}:${frame.lineNumber}`
      : "";
    // The fonts the layout asked the font cache for (FontCache::GetFontPlatformData: a family
    // at a size and weight; one inside another is counted once).
    /** @type {Span[]} */
    const fonts = [];
    const walk = (/** @type {Span} */ x) => {
      if (x.name === "FontCache::GetFontPlatformData") fonts.push(x);
      else for (const c of x.children) walk(c);
    };
    walk(s);
    const looked = fonts.length
      ? `, ${fonts.length} fonts looked up (${ms(fonts.reduce((sum, f) => sum + f.dur, 0))})`
      : "";
    return `${s.name === "Layout" ? "layout" : "style"} ${ms(s.dur)}: ${size}${forced}${looked}`;
  });
}

/**
 * The sampling profiler's samples on the thread `main` (its Profile event and the chunks of that
 * profile, which come from a thread of its own in the same process): [{ ts, frame }] where frame
 * is the deepest frame of the page's own files (or the deepest frame's name: "(garbage
 * collector)", a native…).
 * @param {any[]} events
 * @param {string} main
 * @param {string} origin
 */
export function profileSamples(events, main, origin) {
  const pid = main.split(":")[0];
  /** @type {Map<string, { start: number, nodes: Map<number, any> }>} */
  const profiles = new Map();
  /** @type {Sample[]} */
  const samples = [];
  for (const e of events) {
    if (String(e.pid) !== pid) continue;
    if (e.name === "Profile" && `${e.pid}:${e.tid}` === main)
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
      samples.push({ ts: profile.start, frame: frameOf(profile.nodes, ids[i], origin) });
    }
  }
  return samples;
}

/** @param {Map<number, any>} nodes @param {number} id @param {string} origin */
function frameOf(nodes, id, origin) {
  let node = nodes.get(id);
  const deepest = node?.callFrame?.functionName || "(unknown)";
  while (node) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame ?? {};
    if (url && String(url).startsWith(origin))
      return `${functionName || "(top level)"} ${short(url, origin)}:${lineNumber + 1}:${columnNumber + 1}`;
    node = nodes.get(node.parent);
  }
  return deepest;
}

/** The functions seen most in a task's samples (≥ `least` µs each), with their share in ms. */
function topFunctions(
  /** @type {Sample[]} */ samples,
  /** @type {Span} */ task,
  /** @type {number} */ least,
) {
  const inside = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
  if (!inside.length) return [];
  const each = task.dur / inside.length;
  /** @type {Map<string, number>} */
  const by = new Map();
  for (const s of inside) by.set(s.frame, (by.get(s.frame) ?? 0) + 1);
  return [...by]
    .map(([frame, n]) => /** @type {[string, number]} */ ([frame, n * each]))
    .filter(([frame, us]) => us >= least && frame !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([frame, us]) => `${frame} ${ms(us)}`);
}
