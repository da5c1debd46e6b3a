// Measures the budgets on the release build in dist/ and prints them (the byte budgets are
// scripts/limits.mjs's):
//   1. total transfer (HTML, CSS, JS, wasm, icon), gzipped          budget: <= 150 KB
//      for a visit in each language (what index.html fetches in it: the page, its rules panel
//      and a hint, which starts the computer's worker), and for the whole release beside it;
//      and the first visit (page load only: no rules panel, no hint) to index.html and to the
//      museum page in each language, as served: the .gz and the .br copies
//      (scripts/compress.mjs), or the file itself where it has none; the brotli figure (what a
//      browser is sent) is held to issue 29's budget: English <= 110 KB, every other <= 130 KB
//   2. time from navigation to the board drawn, headless Chromium  budget: <= 300 ms
//   3. longest main-thread task (a frame's work) during a sowing    budget: <= 16 ms
//      after the first gesture (scripts/sowing.mjs, which also runs it alone: the press that
//      starts the audio is printed beside it, and every task over the budget with what ran in it)
//   and the wasm alone, gzip -9                                     budget: <= 75 KB (issue 29)
//   and the game file's module (scripts/text-module), gzip -9       held at its figure
//   and the files index.html asks for once painted, to start the game   budget: <= 6 (asserted)
//   4. issue 21's puzzles: each game's puzzle file (puzzles/<variant>.json), gzip -9  <= 25 KB
//      (asserted); the puzzle files a first visit fetches (none; asserted); the time from a
//      click on "Puzzles" to the puzzle shown, its file already fetched  budget: <= 100 ms (printed)
// Every figure is printed. The byte counts, which depend on the build alone, are asserted: when
// the wasm, a visit or a first visit in one language or a puzzle file is over its budget, or a
// first visit fetches a puzzle file, the script exits with 1 after printing everything
// (`scripts/test budgets` runs it so, with BUDGETS_TRANSFER=1). The timings are printed, never
// asserted: a slow machine must not fail. With BUDGETS_ROWS set (scripts/budgets sets it), the
// figures are also kept for README.md's table (scripts/figures.mjs).
// BUDGETS_FILES=1 also lists each file a visit fetches, with its gzipped size (and, for a first
// visit, its brotli size). BUDGETS_DIST=<folder> measures another build than dist/;
// BUDGETS_TRANSFER=1 prints the transfer figures only (no timings).
import { existsSync, readFileSync } from "node:fs";
import { join, extname, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { startServer, launchBrowser, openPage } from "../tests/e2e/harness.mjs";
import { files } from "./files.mjs";
import { LANGS } from "../www/js/lib/options.js";
import { record, median } from "./figures.mjs";
import { sowingFrames, figureLine, overLines, BUDGET_MS as SOWING_BUDGET_MS } from "./sowing.mjs";
import {
  WASM as WASM_BUDGET,
  TEXT_WASM as TEXT_WASM_BUDGET,
  visitBudget,
  PUZZLE_FILE as PUZZLE_FILE_BUDGET,
  firstVisitBudget,
  AFTER_PAINT_FILES,
} from "./limits.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = process.env.BUDGETS_DIST || join(ROOT, "dist");
const RUNS = 8;

/** The budgets exceeded (the budgets, in bytes, are scripts/limits.mjs's). */
const over = [];
/** Notes `what` as over its budget when `bytes` > `budget`; returns the figure's mark. */
function check(what, bytes, budget) {
  if (bytes <= budget) return "";
  over.push(
    `${what}: ${kb(bytes)} (${bytes} B), over the budget of ${kb(budget)} by ${bytes - Math.floor(budget)} B`,
  );
  return " OVER";
}

function transfer(keep = () => true) {
  const byKind = {};
  let raw = 0;
  let gz = 0;
  for (const path of files(DIST).filter(keep)) {
    const body = readFileSync(path);
    const zipped = gzipSync(body, { level: 9 }).length;
    if (process.env.BUDGETS_FILES && keep.length)
      console.log(`    ${kb(zipped).padStart(8)}  ${relative(DIST, path)}`);
    const kind = extname(path).slice(1) || "other";
    byKind[kind] = (byKind[kind] || 0) + zipped;
    raw += body.length;
    gz += zipped;
  }
  return { raw, gz, byKind, count: files(DIST).filter(keep).length };
}

/**
 * The files of dist/ a visit in one language fetches: index.html in that language, its rules
 * panel opened and a hint asked for (the computer's worker and its wasm). Another language's
 * words, rules texts and text font are fetched only for that language.
 */
async function visit(context, url, lang) {
  const { page, errors } = await openPage(context, `${url}?lang=${lang}&speed=instant&rules=1`);
  await page.waitForSelector("html[data-ready]");
  await page.waitForSelector("[data-rules] h2");
  await page.click("[data-action=hint]");
  await page.waitForSelector("[data-board-host] [data-pit][data-hint]", { timeout: 20000 });
  const names = await page.evaluate(() => [
    location.href,
    ...performance.getEntriesByType("resource").map((r) => r.name),
  ]);
  const workers = page.workers().map((w) => w.url());
  if (errors.length) throw new Error(errors.join("\n"));
  await page.evaluate(() => localStorage.clear());
  await page.close();
  const fetched = new Set(
    [...names, ...workers].map((u) =>
      decodeURIComponent(new URL(u).pathname).replace(/\/$/, "/index.html"),
    ),
  );
  return transfer((path) => fetched.has(`/${relative(DIST, path).split("\\").join("/")}`));
}

/** The size a server sends for a file of dist/: its `ext` copy (.gz, .br), or the file itself. */
function served(path, ext) {
  return readFileSync(existsSync(`${path}.${ext}`) ? `${path}.${ext}` : path).length;
}

/**
 * Issue 12's first visit to `path` (index.html?lang=…, museum-….html): what the page and its
 * frames fetch while loading, until every game it loads is ready and the fonts it shows have come
 * — no rules panel, no hint. A true first visit: nothing saved, so index.html shows its welcome.
 * (The service worker's precache, fetched after, is not counted.) Resolves to { gz, br, count }: the bytes of the .gz and the .br copies the server sends.
 */
async function firstVisit(context, url, path) {
  const { page, errors } = await openPage(context, url + path, { firstVisit: true });
  // A museum page's own game is its iframe's; its <mancala-board>, further down, fetches its
  // game only when the visitor scrolls near it (not counted here, as the rules panel is not).
  if (!path.startsWith("museum"))
    await page.waitForSelector("html[data-ready]", { timeout: 20000 });
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame())
      await frame.waitForSelector("html[data-ready]", { timeout: 20000 });
  }
  const names = [];
  for (const frame of page.frames()) {
    names.push(
      ...(await frame.evaluate(async () => {
        await document.fonts.ready;
        return [location.href, ...performance.getEntriesByType("resource").map((r) => r.name)];
      })),
    );
  }
  if (errors.length) throw new Error(errors.join("\n"));
  await page.evaluate(() => localStorage.clear());
  await page.close();
  const fetched = new Set(
    names.map((u) => decodeURIComponent(new URL(u).pathname).replace(/\/$/, "/index.html")),
  );
  const list = files(DIST).filter((p) =>
    fetched.has(`/${relative(DIST, p).split("\\").join("/")}`),
  );
  const sizes = list.map((p) => ({
    name: relative(DIST, p),
    gz: served(p, "gz"),
    br: served(p, "br"),
  }));
  if (process.env.BUDGETS_FILES) {
    console.log(`  ${path}: gz / br`);
    for (const f of sizes)
      console.log(`    ${kb(f.gz).padStart(8)} ${kb(f.br).padStart(8)}  ${f.name}`);
  }
  return {
    gz: sizes.reduce((n, f) => n + f.gz, 0),
    br: sizes.reduce((n, f) => n + f.br, 0),
    count: sizes.length,
    puzzles: [...fetched].filter((name) => name.startsWith("/puzzles/")).length,
  };
}

/** Each game's puzzle file in dist/puzzles/, gzip -9: [[name, bytes]]. */
function puzzleFiles() {
  const folder = join(DIST, "puzzles");
  if (!existsSync(folder)) return [];
  return files(folder)
    .filter((path) => path.endsWith(".json"))
    .map((path) => [relative(DIST, path), gzipSync(readFileSync(path), { level: 9 }).length]);
}

/**
 * Opening a puzzle with its file already fetched: the time from a click on "Puzzles" to the
 * puzzle's mark on the game, RUNS times after a first opening that fetched the file.
 */
async function puzzleOpening(context, url) {
  const { page, errors } = await openPage(context, `${url}?game=al-manqala&speed=instant`);
  await page.waitForSelector("html[data-ready]");
  const once = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const mg = document.querySelector(".mg");
          const before = mg.dataset.puzzle || "";
          const t0 = performance.now();
          new MutationObserver((_, observer) => {
            if (mg.dataset.puzzle && mg.dataset.puzzle !== before) {
              observer.disconnect();
              resolve(performance.now() - t0);
            }
          }).observe(mg, { attributes: true, attributeFilter: ["data-puzzle"] });
          document.querySelector("[data-action=puzzles]").click();
        }),
    );
  await once();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await once());
  if (errors.length) throw new Error(errors.join("\n"));
  await page.evaluate(() => localStorage.clear());
  await page.close();
  return times;
}

/** Each language's budget from `of` (limits.mjs), with its goal where a ceiling holds it. */
const budgetsOf = (of) =>
  LANGS.map((lang) => {
    const { budget, goal } = of(lang);
    return `${lang} ${kb(budget)}${budget > goal ? ` (goal ${kb(goal)})` : ""}`;
  }).join(", ");
/** A budget for README.md's table: the goal, and the ceiling that holds it until it is met. */
const heldAt = ({ budget, goal }) =>
  budget > goal ? `${kb(goal)} (held at ${kb(budget)} until then)` : kb(goal);
/** A row of README.md's table (scripts/figures.mjs). */
const row = (figure, value, budget, within) => ({ figure, value, budget, within });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function boardDrawn(context, url) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { page, errors } = await openPage(context, `${url}?speed=instant`);
    await page.waitForSelector("html[data-ready]");
    const t = await page.evaluate(() => performance.getEntriesByName("board-drawn")[0].startTime);
    if (errors.length) throw new Error(errors.join("\n"));
    times.push(t);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  }
  return times;
}

const size = transfer();
const server = await startServer({ root: DIST });
const browser = await launchBrowser();
/** The figures for README.md's table (scripts/figures.mjs). */
const rows = [];
/** The largest of [label, bytes] pairs. */
const largest = (pairs) => pairs.reduce((a, b) => (b[1] > a[1] ? b : a));
try {
  const timed = !process.env.BUDGETS_TRANSFER;
  const drawn = timed && (await boardDrawn(browser.context, server.url));
  const frames = timed && (await sowingFrames(browser.context, server.url));
  const kinds = Object.entries(size.byKind)
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(", ");
  console.log(
    `transfer (gzip -9, all ${size.count} files of dist/): ${kb(size.gz)}  [${kinds}]; raw ${kb(size.raw)}`,
  );
  // The page's wasm, and the game file's module it fetches when first needed (js/lib/text.js).
  const wasmOf = (/** @type {RegExp} */ name) => {
    const path = files(DIST).find((p) => name.test(relative(DIST, p)));
    if (!path) throw new Error(`budgets: no ${name} in ${DIST}`);
    return gzipSync(readFileSync(path), { level: 9 }).length;
  };
  const wasm = wasmOf(/^mancala-heritage_bg(-[A-Z0-9]+)?\.wasm$/);
  const wasmOver = check("the wasm (gzip -9)", wasm, WASM_BUDGET);
  const textWasm = wasmOf(/^mancala-heritage-text_bg(-[A-Z0-9]+)?\.wasm$/);
  const textOver = check("the game file's wasm (gzip -9)", textWasm, TEXT_WASM_BUDGET);
  console.log(
    `wasm (gzip -9): ${kb(wasm)}   budget ${kb(WASM_BUDGET)}${wasmOver}; ` +
      `the game file's module: ${kb(textWasm)}   budget ${kb(TEXT_WASM_BUDGET)}${textOver}`,
  );
  rows.push(row("the wasm, gzip -9", kb(wasm), kb(WASM_BUDGET), !wasmOver));
  // What index.html asks for once painted: its template's files, of the words one language's
  // (not Mangala IV's ritual, asked for on that game's first visit only).
  const template = /<template data-after-paint>([\s\S]*?)<\/template>/.exec(
    readFileSync(join(DIST, "index.html"), "utf8"),
  );
  const afterPaint = [...(template?.[1] ?? "").matchAll(/<link\b[^>]*>/g)].filter(
    ([tag]) => !/data-for="(?!en")/.test(tag),
  ).length;
  const paintOver = afterPaint > AFTER_PAINT_FILES;
  if (paintOver)
    over.push(
      `index.html asks for ${afterPaint} files once painted, over the budget of ${AFTER_PAINT_FILES} (scripts/limits.mjs)`,
    );
  rows.push(
    row(
      "files index.html asks for once painted (the wasm, the game's modules, the words)",
      String(afterPaint),
      String(AFTER_PAINT_FILES),
      !paintOver,
    ),
  );
  console.log(
    `files index.html asks for once painted (the wasm, the game's modules, a language's words): ${afterPaint}   budget ${AFTER_PAINT_FILES}${paintOver ? " OVER" : ""}`,
  );
  rows.push(
    row("the game file's wasm module, gzip -9", kb(textWasm), kb(TEXT_WASM_BUDGET), !textOver),
  );
  const visits = [];
  const visitSizes = [];
  for (const lang of LANGS) {
    const { gz } = await visit(browser.context, server.url, lang);
    const { budget } = visitBudget(lang);
    visits.push(`${lang} ${kb(gz)}${check(`a visit in ${lang}`, gz, budget)}`);
    visitSizes.push([lang, gz]);
  }
  console.log(
    `  a visit in one language (index.html, its rules panel and a hint): ${visits.join(", ")}   budget ${budgetsOf(visitBudget)}`,
  );
  const [visitLang, visitMost] = largest(visitSizes);
  rows.push(
    row(
      `a visit with the rules and a hint, gzip -9, the largest (${visitLang})`,
      kb(visitMost),
      heldAt(visitBudget(visitLang)),
      visitMost <= visitBudget(visitLang).goal,
    ),
  );
  let puzzlesFetched = 0;
  for (const [label, pathOf] of [
    ["index.html", (lang) => `index.html?lang=${lang}`],
    ["museum.html", (lang) => (lang === "en" ? "museum.html" : `museum-${lang}.html`)],
  ]) {
    const firsts = [];
    const sizes = [];
    for (const lang of LANGS) {
      const v = await firstVisit(browser.context, server.url, pathOf(lang));
      const { budget } = firstVisitBudget(lang);
      const mark = check(`a first visit to ${pathOf(lang)} (brotli as served)`, v.br, budget);
      firsts.push(`${lang} ${kb(v.gz)} / ${kb(v.br)}${mark} (${v.count} files)`);
      sizes.push([lang, v.br]);
      puzzlesFetched += v.puzzles;
    }
    console.log(
      `  first visit to ${label} (page load only), gzip / brotli as served: ${firsts.join(", ")}   budget (brotli) ${budgetsOf(firstVisitBudget)}`,
    );
    const en = sizes.find(([lang]) => lang === "en")[1];
    const [otherLang, other] = largest(sizes.filter(([lang]) => lang !== "en"));
    for (const [lang, bytes, name] of [
      ["en", en, "English"],
      [otherLang, other, `the largest other language (${otherLang})`],
    ]) {
      rows.push(
        row(
          `first visit to ${label}, ${name}, brotli as served`,
          kb(bytes),
          heldAt(firstVisitBudget(lang)),
          bytes <= firstVisitBudget(lang).goal,
        ),
      );
    }
  }
  const puzzleSizes = puzzleFiles();
  const puzzleLines = puzzleSizes.map(
    ([name, bytes]) => `${name} ${kb(bytes)}${check(name, bytes, PUZZLE_FILE_BUDGET)}`,
  );
  console.log(
    `puzzle files (gzip -9): ${puzzleLines.join(", ") || "none in the build"}   budget ${kb(PUZZLE_FILE_BUDGET)} each`,
  );
  if (puzzleSizes.length) {
    const [name, bytes] = largest(puzzleSizes);
    rows.push(
      row(
        `a puzzle file, gzip -9, the largest (${name})`,
        kb(bytes),
        kb(PUZZLE_FILE_BUDGET),
        bytes <= PUZZLE_FILE_BUDGET,
      ),
    );
  }
  if (puzzlesFetched)
    over.push(`first visits fetched ${puzzlesFetched} puzzle files (budget: none)`);
  console.log(`  puzzle files fetched by the first visits above: ${puzzlesFetched}   budget 0`);
  if (timed) {
    const opening = await puzzleOpening(browser.context, server.url);
    console.log(
      `opening a puzzle (its file fetched before): median ${median(opening).toFixed(0)} ms, worst ${Math.max(...opening).toFixed(0)} ms of ${opening.length}   budget 100 ms`,
    );
    rows.push(
      row(
        "opening a puzzle, its file fetched before, median",
        `${median(opening).toFixed(0)} ms`,
        "100 ms",
        median(opening) <= 100,
      ),
    );
  }
  if (timed) {
    const warm = drawn.slice(1);
    console.log(
      `board drawn after navigation: median ${median(warm).toFixed(0)} ms, worst ${Math.max(...warm).toFixed(0)} ms of ${warm.length} loads; the browser's first (cold) load ${drawn[0].toFixed(0)} ms   budget 300 ms`,
    );
    console.log(figureLine(frames));
    for (const line of overLines(frames)) console.log(`  ${line}`);
    rows.push(
      row(
        "board drawn after navigation, median",
        `${median(warm).toFixed(0)} ms`,
        "300 ms",
        median(warm) <= 300,
      ),
      row(
        "longest main-thread task during a sowing",
        `${frames.longestTask.toFixed(1)} ms`,
        `${SOWING_BUDGET_MS} ms`,
        frames.longestTask <= SOWING_BUDGET_MS,
      ),
    );
  }
} finally {
  await browser.close();
  await server.close();
}
record(rows);
if (over.length) {
  console.error(`over budget:\n  ${over.join("\n  ")}`);
  process.exitCode = 1;
}
