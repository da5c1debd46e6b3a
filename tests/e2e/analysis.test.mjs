// The analysis board on the page (issue 33; the contract is in docs/testing.md): a proven Ali
// Guli Mane position opened by its link shows every sowing's proven outcome and value — the
// handle's, and the ones worked out by hand — and keeps its position in the address over a
// reload; a keyboard-only session plays a sowing from the board's buttons, takes it back and
// goes back to the game; a tree of variations round-trips through the exported file and the
// link, and the keys move about it; the "Analyse" control opens the game in play; a text that is not a
// position leaves the game with a notice in the visitor's language; a first visit fetches none
// of the board's code or words; Arabic on a phone, axe clean; embed.html?mode=analysis and
// <mancala-board mode="analysis"> open a position on it, the address of the embed untouched.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  seriousViolations,
  screenshot,
  PHONE,
  DESKTOP,
  shownWorth,
  analysed,
  handleWorth,
  elementReady,
} from "./board-helpers.mjs";
import { openPage } from "./harness.mjs";

const env = useBrowser();

/**
 * Ali Guli Mane, South to move, piles 33–34, one seed in each of South's pits 7, 10 and 13,
 * North's row empty (src/ai/search.rs, Searcher::analyze's example, worked out by hand): 10 and
 * 13 each capture one seed at the saada and win 36–34 with the extra sowing; after 7 every
 * sowing is forced and South loses 33–37.
 */
const PROVEN = "ali-guli-mane south 1 0 0 1 0 0 1, north 0 0 0 0 0 0 0, piles 33 34, south to move";
const HAND = { 7: ["loss", -4], 10: ["win", 2], 13: ["win", 2] };

test("a proven position's link: every sowing proven, the handle's values, kept over a reload", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?analysis=${encodeURIComponent(PROVEN)}&speed=instant`);
  await analysed(page);
  const worth = await shownWorth(page);
  assert.deepEqual(worth, await handleWorth(page, PROVEN), "the values shown are the handle's");
  assert.deepEqual(worth, HAND, "and the ones worked out by hand");
  assert.equal(new URL(page.url()).searchParams.get("analysis"), PROVEN);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  await analysed(page);
  assert.deepEqual(await shownWorth(page), HAND, "a reload opens the same position");
  assert.deepEqual(errors, []);
  await page.close();
});

test("keyboard only: a sowing played from its button, back a sowing, then back to the game", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?analysis=${encodeURIComponent(PROVEN)}&speed=instant`);
  await analysed(page);
  // The box takes the focus when it opens; Tab reaches the first sowing (pit 7).
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.analysisPit), "7");
  await page.keyboard.press("Enter");
  // After 7 North's one seed is in pit 0, its only sowing, which wins by 4 (the forced line).
  await page.waitForFunction(
    () => document.querySelector("[data-analysis-pit]")?.dataset.analysisPit === "0",
  );
  await analysed(page);
  assert.deepEqual(await shownWorth(page), { 0: ["win", 4] });
  // The address keeps the study: its start, the sowing explored (7 is G), the move shown.
  const params = () => Object.fromEntries(new URL(page.url()).searchParams);
  assert.equal(params().analysis, PROVEN);
  assert.equal(params().study, "G");
  assert.equal(params().at, "1");
  await page.focus('[data-analysis-action="back"]');
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("at") === "0");
  await analysed(page);
  assert.deepEqual(await shownWorth(page), HAND);
  await page.focus('[data-analysis-action="leave"]');
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.mode);
  assert.equal(new URL(page.url()).searchParams.get("analysis"), null);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Al-manqala's start: seven seeds in every pit, South to move; every sowing is legal. */
const START = "al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move";

/** The study's move list: each move's text, whether it is on the main line, the one shown. */
const studyMoves = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-study-moves] [data-node]")].map(
      (b) =>
        `${b.textContent}${b.dataset.main === "false" ? " (variation)" : ""}` +
        `${b.getAttribute("aria-current") ? " *" : ""}`,
    ),
  );

/** Plays the sowing of `pit` from the analysis box and waits for its analysis. */
async function sow(page, pit) {
  const before = page.url();
  await page.click(`[data-analysis-pit="${pit}"]`);
  await page.waitForFunction((before) => location.href !== before, before);
  await analysed(page);
}

test("a tree of variations round-trips through the exported file and the link", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?analysis=${encodeURIComponent(START)}&speed=instant`);
  await analysed(page);
  await sow(page, 13); // A
  await page.waitForSelector('[data-analysis-pit="0"]');
  await sow(page, 0); // a
  await page.click('[data-study-moves] [data-node="0"]'); // back to the start
  await page.waitForFunction(() => new URL(location.href).searchParams.get("at") === "0");
  await analysed(page);
  await sow(page, 12); // B: a variation of A
  const tree = ["Start", "1. A", "1. B (variation) *", "2. a"];
  assert.deepEqual(await studyMoves(page), tree);
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get("analysis"), START);
  assert.equal(params.get("study"), "A(B)a");
  assert.equal(params.get("at"), "2");
  // Each move explored from an analysed position has its grade.
  await page.waitForFunction(
    () => document.querySelectorAll("[data-study-moves] [data-review]").length === 3,
  );
  // Export: the file has the variation after the move it is an alternative to.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.click('[data-study="export"]'),
  ]);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  const file = readFileSync(path, "utf8");
  assert.match(file, /^\[Variant "al-manqala"\]\n/);
  assert.match(file, /\n1\. A[^(]* \(1\. B[^)]*\) 2\. a/);
  // The link opens the same study, the same move shown.
  const again = await open(env, new URL(page.url()).search);
  await analysed(again.page);
  assert.deepEqual(await studyMoves(again.page), tree);
  // The file opens the same study (its start shown).
  await again.page.setInputFiles("[data-study-file]", path);
  await again.page.waitForFunction(() => new URL(location.href).searchParams.get("at") === "0");
  assert.deepEqual(await studyMoves(again.page), ["Start *", "1. A", "1. B (variation)", "2. a"]);
  assert.deepEqual(again.errors, []);
  await again.page.close();
  assert.deepEqual(errors, []);
  await screenshot(page, "analysis-study-desktop");
  await page.close();
});

test("keys on the move list: back and on, between variations, start and end", async () => {
  await clearStorage(env);
  // The study of the test above: A a, and B a variation of A; B shown.
  const { page, errors } = await open(
    env,
    `?analysis=${encodeURIComponent(START)}&study=${encodeURIComponent("A(B)a")}&at=2&speed=instant`,
    PHONE,
  );
  await analysed(page);
  const shown = () =>
    page.evaluate(() =>
      document.activeElement?.closest("[data-study-moves]")
        ? document.activeElement.textContent
        : null,
    );
  await page.focus('[data-study-moves] [aria-current="true"]');
  assert.equal(await shown(), "1. B");
  const press = async (key, expected) => {
    await page.keyboard.press(key);
    await page.waitForFunction(
      (text) =>
        document.querySelector('[data-study-moves] [aria-current="true"]')?.textContent === text,
      expected,
    );
    assert.equal(await shown(), expected, `${key}: the focus follows the move shown`);
  };
  await press("ArrowUp", "1. A");
  await press("ArrowRight", "2. a");
  await press("ArrowLeft", "1. A");
  await press("ArrowDown", "1. B");
  await press("Home", "Start");
  await press("End", "2. a");
  assert.equal(new URL(page.url()).searchParams.get("at"), "3");
  await screenshot(page, "analysis-study-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the Analyse control opens the game in play; nothing of the board is fetched before", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?game=al-manqala&speed=instant`);
  const fetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => r.name)
        .filter((name) => /analysis[^/]*\.(js|css)$/.test(name)),
    );
  assert.deepEqual(await fetched(), [], "a first visit fetches none of the board's code");
  await page.click("[data-action=analyse]");
  await page.waitForSelector(".mg[data-mode=analysis] [data-analysis-pit]", { timeout: 15000 });
  assert.ok((await fetched()).length > 0, "the board's code comes when it opens");
  // With its stylesheet (css/analysis.css), which styles the box when it is drawn.
  assert.equal((await fetched()).filter((name) => name.endsWith(".css")).length, 1);
  assert.equal(
    await page.$eval(".analysis-buttons", (n) => getComputedStyle(n).display),
    "flex",
    "the box's buttons in a row",
  );
  assert.equal(await page.locator("[data-action=analyse]").isHidden(), true, "not while it shows");
  // Al-manqala's start: South may sow any of its seven pits, each with a value.
  const worth = await shownWorth(page);
  assert.deepEqual(Object.keys(worth).sort(), ["10", "11", "12", "13", "7", "8", "9"]);
  assert.ok(Object.values(worth).every(([, value]) => Number.isFinite(value)));
  await page.click('[data-analysis-action="stop"]').catch(() => {});
  assert.deepEqual(errors, []);
  await page.close();
});

test("a text that is not a position: the game, and a notice in the visitor's language", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?analysis=nonsense&lang=pt&speed=instant`);
  await page.waitForSelector('[data-notice="bad-position"]');
  const notice = await page.locator('[data-notice="bad-position"]').innerText();
  assert.ok(notice.includes("Não foi possível abrir esta posição"), notice);
  assert.equal(await page.evaluate(() => document.querySelector(".mg").dataset.mode ?? null), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test("Arabic on a phone: the board's words, right to left, within the screen, axe clean", async () => {
  await clearStorage(env);
  const { page, errors } = await open(
    env,
    `?analysis=${encodeURIComponent(PROVEN)}&study=${encodeURIComponent("A(D)")}&at=0&lang=ar&speed=instant`,
    PHONE,
  );
  await analysed(page);
  // Right to left, the next move is to the left: ← goes on along the line.
  await page.focus('[data-study-moves] [aria-current="true"]');
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("at") === "1");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("at") === "0");
  await analysed(page);
  const box = await page.evaluate(() => {
    const el = document.querySelector("[data-analysis-box]");
    const rect = el.getBoundingClientRect();
    return {
      dir: getComputedStyle(el).direction,
      right: rect.right,
      width: document.documentElement.clientWidth,
      title: el.querySelector("h2").textContent,
      win: el.querySelector('[data-analysis-pit="13"]').textContent,
    };
  });
  assert.equal(box.dir, "rtl");
  assert.ok(box.right <= box.width + 1, `the box fits the screen: ${box.right} > ${box.width}`);
  assert.equal(box.title, "لوح التحليل");
  // 13 wins by 2 seeds, proven: the dual after «بفارق», digits 0–9 as on the board.
  assert.ok(box.win.includes("فوز مؤكَّد بفارق حبّتين"), box.win);
  assert.deepEqual(await seriousViolations(page), []);
  await screenshot(page, "analysis-ar-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

/** The sowings on a shadow root's analysis box: { pit: [outcome, value] }. */
const shownWorthIn = (page, host) =>
  page.evaluate(
    (host) =>
      Object.fromEntries(
        [...document.querySelector(host).shadowRoot.querySelectorAll("[data-analysis-pit]")].map(
          (b) => [b.dataset.analysisPit, [b.dataset.outcome, Number(b.dataset.value)]],
        ),
      ),
    host,
  );

test("embed.html?mode=analysis&position=… opens the position on the analysis board", async () => {
  await clearStorage(env);
  const url = `${env.url}embed.html?mode=analysis&position=${encodeURIComponent(PROVEN)}&speed=instant`;
  const { page, errors } = await openPage(env.browser.context, url, { viewport: DESKTOP });
  await analysed(page);
  assert.deepEqual(await shownWorth(page), HAND);
  assert.equal(page.url(), url, "an embed keeps its study in the URL it was given");
  assert.deepEqual(errors, []);
  await page.close();
});

test('<mancala-board mode="analysis" position="…"> opens the position on the analysis board', async () => {
  await clearStorage(env);
  const { page, errors } = await openPage(env.browser.context, `${env.url}museum.html`, {
    viewport: DESKTOP,
  });
  await elementReady(page);
  await page.evaluate((text) => {
    const board = document.createElement("mancala-board");
    board.id = "studying";
    board.setAttribute("mode", "analysis");
    board.setAttribute("position", text);
    board.setAttribute("speed", "instant");
    document.body.append(board);
  }, PROVEN);
  await elementReady(page, "#studying");
  await page.waitForFunction(
    () => {
      const root = document.querySelector("#studying")?.shadowRoot;
      const mg = root?.querySelector(".mg");
      const status = root?.querySelector("[data-analysis-status]");
      return (
        mg?.dataset.mode === "analysis" &&
        root.querySelectorAll("[data-analysis-pit]").length > 0 &&
        !/…/.test(status?.textContent || "…")
      );
    },
    undefined,
    { timeout: 30000 },
  );
  assert.deepEqual(await shownWorthIn(page, "#studying"), HAND);
  assert.deepEqual(errors, []);
  await page.close();
});
