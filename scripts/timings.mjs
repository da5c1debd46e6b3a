// Two of issue 29's timing budgets, measured in headless Chromium on the release build in dist/,
// served as production would serve it (the pre-compressed copies, a long cache:
// tests/e2e/harness.mjs startServer({ production: true })). Printed, never asserted: a loaded
// machine must not fail. Called by scripts/budgets (which keeps the figures for README.md's
// table, scripts/figures.mjs); usable alone after a release build, each part on its own:
//   scripts/test build && nice -n 10 node scripts/timings.mjs [ready] [narration]
//     [--runs 5] [--http2] [--dist <folder>] [--requests]
// (no part named: both). The server speaks HTTP/1.1, as the tests' does, where a browser opens
// at most six connections to a site, so that a page's requests beyond six wait for one to be
// free; --http2 serves the same files over HTTP/2 (TLS, a certificate of its own: every request
// on one connection), as most production hosts do. --dist measures another build than dist/.
// --requests prints, for each load of `ready`, what the page asked for: when, when the answer
// began, when it ended (ms since the navigation) and its bytes.
//   ready       the game ready to play on Lighthouse's slow 4G profile     budget: <= 1.5 s
//               index.html of each game (?game=…), a first visit (a new browser context: no
//               cache, nothing saved, so the welcome shows), with Lighthouse's mobile profile
//               applied in the browser as its `throttlingMethod: "devtools"` does: request
//               latency 562.5 ms, 1,474.56 kbps down, 675 kbps up, the CPU 4× slower, a 412×823
//               phone screen. The time from the navigation's start to the moment a legal pit of
//               the live game can be played: the copy the build wrote into the page
//               (scripts/prerender.mjs) is gone (it is inert) and a pit of the game's board is
//               marked legal and not aria-disabled (board/render.js). Median of `runs` loads per
//               game; the first contentful paint beside it. (Lighthouse's own, simulated, time to
//               interactive is printed by scripts/lighthouse.mjs.)
//   narration   the narration's first words after a sowing starts            budget: one frame
//               "Explain each sowing" turned on (its button, data-action=narrate), sowings at
//               the normal speed in a game for two: the time from the sowing's start (the board
//               marks itself data-busy as it draws the lifted pit) to the narration's first words
//               in [data-narration] (features/narration/view.js), and the animation frames
//               between the two (0: painted in the same frame). The first sowing after the button
//               is pressed (the button pressed, then a pit at once) is printed on its own: it
//               pays for whatever the narration fetches when turned on; then the median and
//               worst of `runs` more.
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { startServer, CHROMIUM_ARGS } from "../tests/e2e/harness.mjs";
import { record, median } from "./figures.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    http2: { type: "boolean", default: false },
    dist: { type: "string" },
    requests: { type: "boolean", default: false },
  },
});
const PARTS = positionals.length ? positionals : ["ready", "narration"];
for (const part of PARTS)
  if (!["ready", "narration"].includes(part)) throw new Error(`timings: no part "${part}"`);
const RUNS = Number(values.runs);
const HTTP2 = values.http2;
/** The protocol the server speaks, for the figures. */
const PROTOCOL = HTTP2 ? "HTTP/2" : "HTTP/1.1";
const GAMES = ["ali-guli-mane", "al-manqala", "mangala-iv"];
/** Lighthouse 12's mobile profile, slow 4G, as its devtools throttling applies it
 * (its throttling constants: RTT 150 ms × 3.75, 1.6 Mbps × 0.9, 750 kbps × 0.9). */
const SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuRate: 4,
};
const READY_BUDGET_MS = 1500;
/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;

const ms = (x) => `${Math.round(x)} ms`;

/**
 * Runs in the page before its scripts: notes in window.__playable the time (ms since the
 * navigation's start) at which a legal pit of the live game can first be played.
 */
function watchPlayable() {
  const playable = () =>
    !document.querySelector("[data-prerender]") &&
    document.querySelector(
      '[data-board-host] [data-pit][data-legal][aria-disabled="false"], [data-ritual]:not([data-ritual=skip]):enabled',
    );
  const observer = new MutationObserver(() => {
    if (!playable()) return;
    observer.disconnect();
    /** @type {any} */ (window).__playable = performance.now();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** One first visit to `url` on slow 4G; resolves to { playable, fcp } in ms. */
async function readyOnce(browser, url) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: HTTP2,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (err) => errors.push(err.message));
    await page.addInitScript(watchPlayable);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: Math.floor((SLOW_4G.downloadKbps * 1024) / 8),
      uploadThroughput: Math.floor((SLOW_4G.uploadKbps * 1024) / 8),
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuRate });
    await page.goto(url, { waitUntil: "load", timeout: 60000 });
    await page.waitForFunction(() => /** @type {any} */ (window).__playable !== undefined, null, {
      timeout: 60000,
    });
    if (errors.length) throw new Error(errors.join("\n"));
    const seen = await page.evaluate(() => ({
      playable: /** @type {any} */ (window).__playable,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      requests: performance
        .getEntriesByType("resource")
        .map((r) => /** @type {PerformanceResourceTiming} */ (r))
        .map((r) => [r.startTime, r.responseStart, r.responseEnd, r.transferSize, r.name]),
    }));
    if (values.requests) {
      console.log(
        `    ${url}: first paint ${ms(seen.fcp)}, ready ${ms(seen.playable)}; asked, answered, done, bytes:`,
      );
      for (const [start, answer, end, bytes, name] of seen.requests)
        console.log(
          `      ${ms(start).padStart(8)} ${ms(answer).padStart(8)} ${ms(end).padStart(8)} ${String(bytes).padStart(6)}  ${new URL(name).pathname}`,
        );
    }
    return seen;
  } finally {
    await context.close();
  }
}

async function ready(browser, url) {
  console.log(
    `the game ready to play (a legal pit enabled), a first visit on Lighthouse's slow 4G (latency ${SLOW_4G.latencyMs} ms, ` +
      `${SLOW_4G.downloadKbps.toFixed(2)} kbps down, ${SLOW_4G.uploadKbps} kbps up, CPU ${SLOW_4G.cpuRate}×), served over ${PROTOCOL}, ${RUNS} loads each:`,
  );
  const medians = [];
  for (const game of GAMES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await readyOnce(browser, `${url}index.html?game=${game}`));
    const playable = runs.map((r) => r.playable);
    const fcp = runs.map((r) => r.fcp);
    medians.push([game, median(playable)]);
    console.log(
      `  index.html?game=${game.padEnd(14)} median ${ms(median(playable))} (${ms(Math.min(...playable))}–${ms(Math.max(...playable))}: ` +
        `${playable.map(Math.round).join(", ")}); first contentful paint median ${ms(median(fcp))}   budget ${ms(READY_BUDGET_MS)}`,
    );
  }
  const [game, worst] = medians.reduce((a, b) => (b[1] > a[1] ? b : a));
  return [
    {
      figure: `the game ready to play on slow 4G (${PROTOCOL}), first visit, median, the longest (\`index.html?game=${game}\`)`,
      value: `${(worst / 1000).toFixed(2)} s`,
      budget: `${(READY_BUDGET_MS / 1000).toFixed(1)} s`,
      within: worst <= READY_BUDGET_MS,
    },
  ];
}

/**
 * Runs in the page: plays the legal pit of the player to move, with `narrate` first pressed when
 * asked, and resolves to { start, words, frames, click }: the sowing's start and the narration's
 * first words (ms since the navigation), the animation frames between them, and the click's time.
 * @param {boolean} narrate
 */
function sowOnce(narrate) {
  const board = /** @type {HTMLElement} */ (document.querySelector("[data-board-host]"));
  const caption = /** @type {HTMLElement} */ (document.querySelector("[data-narration]"));
  return new Promise((resolve, reject) => {
    let frame = 0;
    let counting = true;
    const tick = () => {
      frame += 1;
      if (counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    /** @type {{ start?: number, startFrame?: number, words?: number, wordsFrame?: number }} */
    const seen = {};
    const observer = new MutationObserver(() => {
      if (seen.start === undefined && board.dataset.busy) {
        seen.start = performance.now();
        seen.startFrame = frame;
      }
      if (seen.words === undefined && caption.textContent && !caption.hidden) {
        seen.words = performance.now();
        seen.wordsFrame = frame;
      }
      if (seen.start !== undefined && seen.words !== undefined) {
        observer.disconnect();
        clearTimeout(timer);
        counting = false;
        resolve({
          start: seen.start,
          words: seen.words,
          frames: /** @type {number} */ (seen.wordsFrame) - /** @type {number} */ (seen.startFrame),
          click,
        });
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      counting = false;
      reject(new Error(`timings: no sowing or no words within 20 s (${JSON.stringify(seen)})`));
    }, 20000);
    observer.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    if (narrate)
      /** @type {HTMLElement} */ (document.querySelector("[data-action=narrate]")).click();
    const pit = /** @type {HTMLElement} */ (
      board.querySelector('[data-pit][data-legal][aria-disabled="false"]')
    );
    const click = performance.now();
    pit.click();
  });
}

async function narration(browser, url) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: HTTP2,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (err) => errors.push(err.message));
    // A visitor who has sown before: no welcome, and the narration off until the button.
    await page.addInitScript(() => localStorage.setItem("mancala-heritage:welcome", "played"));
    await page.goto(`${url}index.html?game=ali-guli-mane`, { waitUntil: "load" });
    await page.waitForSelector("html[data-ready]");
    const pressed = await page.getAttribute("[data-action=narrate]", "aria-pressed");
    if (pressed !== "false")
      throw new Error(`timings: the narration is on before its button (${pressed})`);
    const sow = async (narrate) => {
      const r = await page.evaluate(sowOnce, narrate);
      await page.waitForSelector("[data-board-host]:not([data-busy])", { timeout: 60000 });
      return r;
    };
    const first = await sow(true);
    const after = [];
    for (let i = 0; i < RUNS; i += 1) after.push(await sow(false));
    if (errors.length) throw new Error(errors.join("\n"));
    const gap = (r) => r.words - r.start;
    const gaps = after.map(gap);
    const frames = after.map((r) => r.frames);
    console.log(
      `the narration's first words after a sowing starts ("Explain each sowing" on, normal speed), budget one frame (${FRAME_MS.toFixed(1)} ms):`,
    );
    console.log(
      `  the first sowing, the button pressed just before: ${gap(first).toFixed(1)} ms, ${first.frames} frames ` +
        `(the sowing started ${(first.start - first.click).toFixed(1)} ms after the click)`,
    );
    console.log(
      `  then ${after.length} sowings: median ${median(gaps).toFixed(1)} ms, worst ${Math.max(...gaps).toFixed(1)} ms; ` +
        `frames between them at most ${Math.max(...frames)}`,
    );
    const worst = Math.max(gap(first), ...gaps);
    const worstFrames = Math.max(first.frames, ...frames);
    return [
      {
        figure:
          "the narration's first words after a sowing starts, the worst (the first sowing included)",
        value: `${worst.toFixed(1)} ms, ${worstFrames} frames`,
        budget: "one frame",
        within: worstFrames <= 1 && worst <= FRAME_MS,
      },
    ];
  } finally {
    await context.close();
  }
}

const server = await startServer({
  production: true,
  http2: HTTP2,
  ...(values.dist ? { root: values.dist } : {}),
});
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: [...CHROMIUM_ARGS, ...(HTTP2 ? ["--ignore-certificate-errors"] : [])],
});
const rows = [];
try {
  if (PARTS.includes("ready")) rows.push(...(await ready(browser, server.url)));
  if (PARTS.includes("narration")) rows.push(...(await narration(browser, server.url)));
} finally {
  await browser.close();
  await server.close();
}
record(rows);
