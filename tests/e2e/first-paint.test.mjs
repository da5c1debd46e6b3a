// The first paint (issue 12): the release's index.html holds each game's first screen, written
// by scripts/prerender.mjs, so the board shows before any JavaScript or wasm has run; the page
// then takes it over without a visible jump. Checked here: the HTML as served (JavaScript off)
// holds each game's starting board, worked out from docs/rules.md; with scripts on but no module
// loaded, the first paint shows the game the URL asks for and looks exactly like the live page
// once it has taken over (nothing is painted before every copy is parsed); and after the
// take-over no layout shift was recorded and the board is where the first paint put it, in
// every language, on a phone and on a desktop screen. The
// copies are in English: a page that will speak another language draws none of their words at
// the first paint (issue 22), only the board's numbers.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer, openPage, artifactsDir, CHROMIUM_ARGS } from "./harness.mjs";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const LANGS = ["en", "pt", "tr", "ar", "kn"];

// The starting boards, from docs/rules.md: 14 pits in every game; Ali Guli Mane starts with 5
// seeds in every pit (70), Al-manqala and Mangala IV with 7 (98). Player 0 (South, the
// bottom row) moves first: in Ali Guli Mane and Al-manqala from any non-empty pit of their
// row, so all 7 bottom pits are playable; Mangala IV begins with the opening ritual (Tek mi,
// Çift mi?) before the first move, so no pit is playable yet and the ritual's scene shows.
const START = {
  "ali-guli-mane": { seeds: 5, legal: 7, ritual: false },
  "al-manqala": { seeds: 7, legal: 7, ritual: false },
  "mangala-iv": { seeds: 7, legal: 0, ritual: true },
};
const GAMES = Object.keys(START);

const env = { server: null, browser: null };

before(async () => {
  env.server = await startServer();
  env.browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
});

after(async () => {
  await env.browser?.close();
  await env.server?.close();
});

/** A fresh context (no saved game, no service worker) for one check. */
async function context(options = {}, init = null) {
  const ctx = await env.browser.newContext(options);
  if (init) await ctx.addInitScript(init);
  return ctx;
}

/** The page's first paint: the inline script runs, but no module and no wasm ever arrive. */
async function firstPaint(path, viewport) {
  const ctx = await context({ viewport });
  const page = await ctx.newPage();
  await page.route(/\.(m?js|wasm)(\?|$)/, (route) => route.abort());
  await page.goto(env.server.url + path, { waitUntil: "load" });
  // The faces the first paint used (css/fonts.css), whether fetched or found on the machine.
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => face.family.replace(/"/g, ""));
  });
  const shown = await page.evaluate(() => {
    const copies = [...document.querySelectorAll("[data-prerender]")].filter(
      (n) => getComputedStyle(n).display !== "none",
    );
    // The texts of a copy that the first paint draws: those whose element is visible and whose
    // letters are filled with a colour that is not fully transparent.
    const seen = (/** @type {string} */ colour) => !/^(transparent|rgba\(.*,\s*0\))$/.test(colour);
    const drawnText = (/** @type {Element} */ copy) => {
      const texts = [];
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        const style = getComputedStyle(node.parentElement);
        if (
          text &&
          style.visibility === "visible" &&
          seen(style.color) &&
          seen(style.webkitTextFillColor)
        )
          texts.push(text);
      }
      return texts;
    };
    return {
      games: copies.map((n) => n.dataset.prerender),
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      board: copies[0]?.querySelector(".mb-frame").getBoundingClientRect().toJSON(),
      words: copies.flatMap(drawnText),
    };
  });
  const shot = await page.screenshot();
  await ctx.close();
  return { ...shown, fonts: fonts.sort(), shot };
}

/** Records every layout shift from the start of the page (an init script, before the page's own). */
function recordShifts() {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.layoutShifts.push({
        value: entry.value,
        nodes: entry.sources.map((s) => s.node?.className || "?"),
      });
  }).observe({ type: "layout-shift", buffered: true });
}

/** The live page after it has taken over: its shifts, its board's place and a screenshot. */
async function live(path, viewport) {
  const ctx = await context({ viewport }, recordShifts);
  const { page, errors } = await openPage(ctx, env.server.url + path);
  await page.waitForSelector("html[data-ready]", { timeout: 20000 });
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => ({
    copies: document.querySelectorAll("[data-prerender]").length,
    shifts: window.layoutShifts,
    board: document.querySelector("[data-game-root] .mb-frame").getBoundingClientRect().toJSON(),
  }));
  const shot = await page.screenshot();
  await ctx.close();
  assert.deepEqual(errors, []);
  return { ...state, shot };
}

test("the HTML as served holds each game's starting board (JavaScript off)", async () => {
  const ctx = await context({ javaScriptEnabled: false, viewport: PHONE });
  const page = await ctx.newPage();
  await page.goto(env.server.url + "index.html?game=al-manqala", { waitUntil: "load" });
  for (const game of GAMES) {
    const copy = await page.evaluate((game) => {
      const root = document.querySelector(`[data-prerender="${game}"]`);
      const rows = [...root.querySelectorAll(".mb-row")];
      const pits = (row) =>
        [...row.querySelectorAll(".mb-pit")].map((p) => ({
          count: p.querySelector(".mb-count").textContent,
          drawn: p.querySelectorAll(".mb-seed").length,
          legal: p.hasAttribute("data-legal"),
        }));
      return {
        inert: root.inert,
        variant: root.querySelector(".mb-board").dataset.variant,
        top: pits(rows[0]),
        bottom: pits(rows[1]),
        piles: [...root.querySelectorAll(".mb-pile .mb-count")].map((c) => c.textContent),
        ritual: Boolean(root.querySelector(".ritual")),
        hooks: root.querySelectorAll(
          "[data-pit], [data-board-host], [data-game], [data-ritual-step], [id]",
        ).length,
      };
    }, game);
    const { seeds, legal, ritual } = START[game];
    assert.equal(copy.inert, true, `${game}: the copy is inert`);
    assert.equal(copy.variant, game);
    assert.equal(copy.top.length + copy.bottom.length, 14, `${game}: 14 pits`);
    for (const pit of [...copy.top, ...copy.bottom])
      assert.deepEqual(
        [pit.count, pit.drawn],
        [String(seeds), seeds],
        `${game}: ${seeds} seeds in every pit`,
      );
    assert.deepEqual(copy.piles, ["0", "0"], `${game}: both piles empty`);
    assert.equal(
      copy.bottom.filter((p) => p.legal).length,
      legal,
      `${game}: South's playable pits`,
    );
    assert.equal(copy.top.filter((p) => p.legal).length, 0, `${game}: North waits`);
    assert.equal(copy.ritual, ritual, `${game}: the ritual's scene`);
    assert.equal(copy.hooks, 0, `${game}: no hook for scripts or tests in the copy`);
  }
  // A browser paints nothing before the last copy is parsed: the head asks it to wait for an
  // element that comes after every copy (a copy painted in part moves when its rest arrives).
  const expect = await page.evaluate(() => {
    const link = document.querySelector('head link[rel="expect"][blocking="render"]');
    const mark = link && document.getElementById(new URL(link.href).hash.slice(1));
    const copies = [...document.querySelectorAll("[data-prerender]")];
    return {
      mark: Boolean(mark),
      after: copies.every(
        (copy) => mark && copy.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    };
  });
  assert.deepEqual(expect, { mark: true, after: true }, "the first paint waits for the copies");
  // No script ran: the default game's copy shows, with the note, and the page's own element is hidden.
  const shown = await page.evaluate(() => ({
    games: [...document.querySelectorAll("[data-prerender]")]
      .filter((n) => getComputedStyle(n).display !== "none")
      .map((n) => n.dataset.prerender),
    note: document.querySelector(".noscript")?.getBoundingClientRect().height > 0,
    root: getComputedStyle(document.querySelector("[data-game-root]")).display,
  }));
  assert.deepEqual(shown, { games: ["ali-guli-mane"], note: true, root: "none" });
  await page.screenshot({ path: join(artifactsDir(), "first-paint-noscript.png"), fullPage: true });
  await ctx.close();
});

test("the first paint shows the game the URL asks for, exactly as the page then draws it, and nothing shifts", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const game of GAMES) {
      const path = `index.html?game=${game}`;
      const first = await firstPaint(path, viewport);
      assert.deepEqual(first.games, [game]);
      for (const words of ["New game", "Moves", "Rules & heritage"])
        assert.ok(first.words.includes(words), `${game}: the English copy shows "${words}"`);
      const after = await live(path, viewport);
      assert.equal(after.copies, 0, "the copies are gone once the page has taken over");
      assert.deepEqual(after.shifts, [], `${game} at ${viewport.width} px: no layout shift`);
      const name = `first-paint-${game}-${viewport.width}`;
      if (!first.shot.equals(after.shot)) {
        writeFileSync(join(artifactsDir(), `${name}-first.png`), first.shot);
        writeFileSync(join(artifactsDir(), `${name}-live.png`), after.shot);
      }
      assert.ok(
        first.shot.equals(after.shot),
        `${game} at ${viewport.width} px: the first paint and the live page differ (see ${name}-*.png)`,
      );
    }
  }
});

test("the page takes over with no layout shift and the board where it was, in every language", async () => {
  // English at both widths is the test above; here every other language on a phone, and right
  // to left on a desktop too.
  const cases = [
    ...GAMES.flatMap((game) =>
      LANGS.filter((lang) => lang !== "en").map((lang) => ({ game, lang, viewport: PHONE })),
    ),
    ...GAMES.map((game) => ({ game, lang: "ar", viewport: DESKTOP })),
  ];
  for (const { game, lang, viewport } of cases) {
    const path = `index.html?game=${game}&lang=${lang}`;
    const where = `${game}, ${lang}, ${viewport.width} px`;
    const first = await firstPaint(path, viewport);
    assert.deepEqual(first.games, [game], where);
    assert.equal(
      first.dir,
      lang === "ar" ? "rtl" : "",
      `${where}: the copy is laid out in the page's direction`,
    );
    assert.equal(
      first.lang,
      lang,
      `${where}: <html lang> is the page's language from the first paint`,
    );
    // The copy loads no bundled font in any language: its words are English and not drawn
    // (below), and the names it shows in Kannada and Arabic script (the games' and the
    // languages') are pictures that need none (css/fonts.css).
    assert.deepEqual(first.fonts, [], `${where}: the faces the first paint loads`);
    // The copy's words are English: none is drawn (no letter of any script), while the board's
    // seed counts and pit numbers, the same digits in every language, are.
    assert.deepEqual(
      first.words.filter((text) => /\p{L}/u.test(text)),
      [],
      `${where}: no word of the English copy is drawn`,
    );
    assert.ok(
      first.words.filter((text) => /^\d+$/.test(text)).length >= 14 * 2 + 2,
      `${where}: the seed counts and pit numbers are drawn`,
    );
    const after = await live(path, viewport);
    assert.deepEqual(after.shifts, [], `${where}: no layout shift`);
    assert.deepEqual(
      after.board,
      first.board,
      `${where}: the board stays where the first paint put it`,
    );
  }
});

test("the game's files are fetched after the first screen is painted, and the game then takes over", async () => {
  // js/app.js waits for the first contentful paint before it adds the wasm's and the modules'
  // preloads and imports js/page.js, so nothing competes with the first screen for the network.
  const ctx = await context({ viewport: PHONE });
  const { page, errors } = await openPage(ctx, env.server.url + "index.html?game=al-manqala");
  await page.waitForSelector("html[data-ready]", { timeout: 20000 });
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0].startTime;
    const fetched = performance
      .getEntriesByType("resource")
      .filter((r) => /\.wasm$|\/js\/(page|chunk)-/.test(r.name));
    return {
      fcp,
      early: fetched.filter((r) => r.startTime < fcp).map((r) => r.name),
      count: fetched.length,
      copies: document.querySelectorAll("[data-prerender]").length,
    };
  });
  await ctx.close();
  assert.deepEqual(errors, []);
  assert.ok(timing.count > 2, "the wasm and the game's modules were fetched");
  assert.deepEqual(
    timing.early,
    [],
    "nothing of the game was fetched before the first contentful paint",
  );
  assert.equal(timing.copies, 0, "the game took over from the copy");
});

test("the words of the page's language come with the game's modules, and no other language's words", async () => {
  // js/app.js keeps, of the template's links marked data-for (scripts/bundle.mjs), the words of
  // <html lang>: their fetch starts before js/page.js runs (its `app-start` mark; it runs once
  // every module it imports has come), so they need no round trip of their own after it.
  const ctx = await context({ viewport: PHONE });
  const { page, errors } = await openPage(
    ctx,
    `${env.server.url}index.html?game=al-manqala&lang=pt`,
  );
  await page.waitForSelector("html[data-ready]", { timeout: 20000 });
  const seen = await page.evaluate(() => ({
    start: performance.getEntriesByName("app-start")[0].startTime,
    fetched: performance
      .getEntriesByType("resource")
      .map((r) => ({ name: new URL(r.name).pathname, at: r.startTime })),
  }));
  await ctx.close();
  assert.deepEqual(errors, []);
  const of = (/** @type {RegExp} */ re) => seen.fetched.filter((r) => re.test(r.name));
  const words = of(/^\/js\/pt-[A-Z0-9]{8}\.js$/);
  assert.equal(words.length, 1, "the Portuguese words were fetched once");
  assert.ok(words[0].at < seen.start, "the words were asked for before js/page.js ran");
  assert.deepEqual(of(/^\/js\/(en|tr|ar|kn)-[A-Z0-9]{8}\.js$/), [], "no other language's words");
});

test("Mangala IV's ritual comes with the game's modules on its first visit, and only there", async () => {
  // js/app.js keeps the template's ritual (marked data-for="mangala-iv", scripts/bundle.mjs) only
  // on a first visit (its copy's welcome open: js/first-visit.js) to Mangala IV, which opens
  // with the ritual: its fetch then starts before js/page.js runs (`app-start`), not one round
  // trip after the game's modules.
  /** @param {string} game @param {boolean} firstVisit */
  const visit = async (game, firstVisit) => {
    const ctx = await context({ viewport: PHONE });
    const { page, errors } = await openPage(ctx, `${env.server.url}index.html?game=${game}`, {
      firstVisit,
    });
    await page.waitForSelector("html[data-ready]", { timeout: 20000 });
    const seen = await page.evaluate(() => ({
      start: performance.getEntriesByName("app-start")[0].startTime,
      preloaded: document.querySelectorAll('link[data-for="mangala-iv"]').length,
      ritual: performance
        .getEntriesByType("resource")
        .filter((r) => /\/js\/ritual-[A-Z0-9]{8}\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    await ctx.close();
    assert.deepEqual(errors, []);
    return seen;
  };
  const first = await visit("mangala-iv", true);
  assert.equal(first.preloaded, 1, "a first visit to Mangala IV preloads its ritual");
  assert.equal(first.ritual.length, 1, "the ritual was fetched once");
  assert.ok(first.ritual[0] < first.start, "the ritual was asked for before js/page.js ran");
  // A visitor who has played before: no preload (the ritual still comes when the game opens
  // with it, as before).
  assert.equal((await visit("mangala-iv", false)).preloaded, 0, "a later visit");
  const other = await visit("al-manqala", true);
  assert.equal(other.preloaded, 0, "a first visit to another game");
  assert.deepEqual(other.ritual, [], "which never fetches the ritual");
});
