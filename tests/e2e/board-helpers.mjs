// Helpers shared by the board's browser tests: read the board's test contract from the DOM,
// rebuild the same game with a Game handle of our own, build share links.
import { after, before } from "node:test";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { startServer, launchBrowser, openPage, artifactsDir } from "./harness.mjs";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

/** Starts one server and one browser for a test file; returns an object filled in before(). */
export function useBrowser() {
  const env = { server: null, browser: null, url: "" };
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
    env.url = env.server.url;
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Opens the page (a fresh tab; storage is shared by the browser profile) and waits for the board. */
export async function open(env, query = "", viewport = DESKTOP) {
  const { page, errors } = await openPage(env.browser.context, env.url + query, { viewport });
  await page.waitForSelector("html[data-ready]", { timeout: 15000 });
  return { page, errors };
}

/** Clears the saved games and settings of the page's origin. */
export async function clearStorage(env) {
  const { page } = await openPage(env.browser.context, env.url + "?speed=instant");
  // Once the page has opened its game (and saved it), or its save would come after the clearing.
  await page.waitForSelector("html[data-ready]", { timeout: 15000 });
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

/**
 * Waits until the <mancala-board> that `selector` names is ready, scrolled into view first: an
 * element fetches its game only when it comes near the screen (www/js/embed/mancala-board.js).
 */
export async function elementReady(page, selector = "mancala-board", timeout = 15000) {
  await page.evaluate((s) => document.querySelector(s)?.scrollIntoView(), selector);
  await page.waitForSelector(`${selector}[data-ready]`, { timeout });
}

/**
 * Reads the test contract from the DOM of a page or frame. `host` names an element whose
 * (open) shadow root holds the board, such as "mancala-board"; without it, the document.
 */
export function readBoard(page, host = null) {
  return page.evaluate(boardInPage, host);
}

/**
 * Runs in the page (any engine: playwright's evaluate, WebDriver's executeScript): the test
 * contract read from the DOM, as `readBoard` gives it.
 */
export function boardInPage(host) {
  const scope = host ? document.querySelector(host).shadowRoot : document;
  const root = scope.querySelector("[data-board-host]");
  const pits = [];
  const flagged = (name) =>
    [...root.querySelectorAll(`[data-pit][${name}]`)]
      .map((n) => Number(n.dataset.pit))
      .sort((a, b) => a - b);
  for (let i = 0; i < 14; i += 1)
    pits.push(Number(root.querySelector(`[data-pit="${i}"]`).dataset.seeds));
  const piles = [0, 1].map((p) => Number(root.querySelector(`[data-pile="${p}"]`).dataset.seeds));
  return {
    variant: root.dataset.variant,
    toMove: Number(root.dataset.toMove),
    busy: root.dataset.busy === "true",
    over: root.dataset.over === "true",
    pits,
    piles,
    legal: flagged("data-legal"),
    saada: flagged("data-saada"),
    captured: flagged("data-captured"),
    closed: flagged("data-closed"),
  };
}

/** Waits until no animation runs. */
export async function idle(page) {
  await page.waitForSelector("[data-board-host]:not([data-busy])", { timeout: 20000 });
}

/**
 * Builds a game with our own Game handle in the page (new game or from a state),
 * plays the moves, and returns what the board must show.
 */
export function expected(page, { variant, options, state, moves = [] }) {
  return page.evaluate(expectedInPage, { variant, options, state, moves });
}

/** Runs in the page (any engine): what `expected` gives, from the page's `window.wasmBindings`. */
export function expectedInPage({ variant, options, state, moves = [] }) {
  const { Game } = window.wasmBindings;
  const g = state ? Game.fromState(state) : new Game(variant, options || {});
  for (const m of moves) g.play(m);
  const out = {
    pits: Array.from(g.pits()),
    piles: Array.from(g.captured()),
    toMove: g.toMove(),
    legal: Array.from(g.legalMoves()),
    over: g.isOver(),
  };
  g.free();
  return out;
}

/** The board's counts, turn and legal pits, as `expected` gives them. */
export async function shown(page, host = null) {
  const b = await readBoard(page, host);
  return { pits: b.pits, piles: b.piles, toMove: b.toMove, legal: b.legal, over: b.over };
}

/** Encodes a state as the share link's base64url JSON. */
export function encodeState(state) {
  return Buffer.from(JSON.stringify(state)).toString("base64url");
}

export function linkTo(state, extra = "&speed=instant") {
  return `?game=${state.variant}&state=${encodeState(state)}${extra}`;
}

// An Al-manqala ending (the review, the voice, the counts and the rough edges play it), worked out by hand from docs/rules.md. South (player 0) to move, piles
// South 46, North 41 (98 seeds with the 11 on the board); pits (index: seeds):
//   North  0:2  1:2  2:2  3:1  4:0  5:0  6:0
//   South  7:3  8:1  9–13: 0
// South may sow pit 8 or pit 7 (its only seeds).
// - Pit 8 ("F", 1 seed) drops it into pit 7, which then holds 4: South takes 4; the pit
//   before 7 in sowing order is 8, just emptied, so the capture stops. South's pile is 50:
//   the game ends at once and South wins 50–41, by 9. No move can do better: it is the best.
// - Pit 7 ("G", 3 seeds) sows pits 0, 1, 2 (now 3, 3, 3); pit 2 holds 3, not 2 or 4, so
//   nothing is taken. North then sows pit 0 ("a", 3 seeds) into 1, 2, 3, which hold 4, 4, 2:
//   the last seed made 2 in pit 3, so North takes 2, then backwards 4 (pit 2) and 4 (pit 1),
//   and stops at pit 0, emptied — a capture of 10. North's pile is 51: North wins at once,
//   by 5 at least for North (it may choose better still). So pit 7 loses by force, and gives
//   up at least 9 + 5 = 14 seeds against pit 8: a blunder (8 seeds or more), and a forced
//   win let slip. Both lines end the game, so the review's proofs settle them exactly.
export const ENDING = {
  variant: "al-manqala",
  pits: [2, 2, 2, 1, 0, 0, 0, 3, 1, 0, 0, 0, 0, 0],
  captured: [46, 41],
  toMove: 0,
  options: {},
};
/** The link of the ending with `moves` (link letters), against the Master as North or between two people. */
export const endingLink = (moves, computer = true) =>
  `?game=al-manqala&start=${encodeState(ENDING)}&moves=${moves}&speed=instant` +
  (computer
    ? `&seats=${encodeState({ computer: { player: 1, level: "master" }, ritual: null })}`
    : "");

/**
 * How many times the page fetched the stylesheet css/<name>.css (its hashed name in the release
 * build): a feature's or a mode's, fetched when it first shows (www/js/lib/styles.js).
 */
export const stylesheetFetches = (page, name) =>
  page.evaluate(
    (name) =>
      performance
        .getEntriesByType("resource")
        .filter((r) => new RegExp(`/css/${name}(-[A-Z0-9]{8})?\\.css$`).test(r.name)).length,
    name,
  );

export async function screenshot(page, name) {
  await page.screenshot({ path: join(artifactsDir(), `${name}.png`), fullPage: true });
}

/** Closes the Mangala IV ritual if it is showing. */
export async function skipRitual(page) {
  const skip = page.locator("[data-ritual=skip]");
  if (await skip.count()) await skip.click();
}

/** Runs axe-core in the page; returns its serious and critical violations, one line each. */
export async function seriousViolations(page) {
  await page.addScriptTag({
    content: readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
  });
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document);
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
  });
}

/**
 * Plays a seeded random game of `variant` with the page's own Game handle (at most `max`
 * sowings, or to its end) and returns its moves as a link's letters (`?moves=`).
 */
export function randomGameLetters(page, variant, max = Infinity, seed = 7) {
  return page.evaluate(
    async ({ variant, max, seed }) => {
      const { Game } = window.wasmBindings;
      const g = new Game(variant, {});
      const letters = [];
      while (letters.length < max && !g.isOver()) {
        const legal = Array.from(g.legalMoves());
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const pit = legal[seed % legal.length];
        g.play(pit);
        letters.push(pit < 7 ? "abcdefg"[pit] : "abcdefg"[13 - pit].toUpperCase());
      }
      g.free();
      return letters.join("");
    },
    { variant, max: max === Infinity ? 1e9 : max, seed },
  );
}

/**
 * Opens a long Al-manqala game between two people (60 sowings of a seeded random game, as a
 * link) and starts "How did I play?" on it; resolves to { page, errors } once the review's
 * progress shows.
 */
export async function openReviewing(env) {
  const first = await open(env, "?game=al-manqala&speed=instant");
  const moves = await randomGameLetters(first.page, "al-manqala", 60);
  await first.page.close();
  const opened = await open(env, `?game=al-manqala&moves=${moves}&speed=instant`);
  await opened.page.click("[data-action=critique]");
  await opened.page.waitForSelector("[data-critique-panel] progress");
  return opened;
}

// The analysis board (analysis.test.mjs, editor.test.mjs).

/** The sowings on the board's box: { pit: [outcome, value] }. */
export const shownWorth = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("[data-analysis-pit]")].map((b) => [
        b.dataset.analysisPit,
        [b.dataset.outcome, Number(b.dataset.value)],
      ]),
    ),
  );

/** Waits until the analysis of the position shown has ended (finished or stopped). */
export const analysed = (page) =>
  page.waitForFunction(
    () => {
      const status = document.querySelector("[data-analysis-status]");
      return (
        document.querySelector(".mg")?.dataset.mode === "analysis" &&
        document.querySelectorAll("[data-analysis-pit]").length > 0 &&
        !/…/.test(status?.textContent || "…")
      );
    },
    undefined,
    { timeout: 30000 },
  );

/**
 * The handle's own analysis of a position text, in the page (every line to the end), once the
 * analysis board has fetched the game file's module (js/lib/text.js).
 */
export const handleWorth = (page, text) =>
  page.evaluate((text) => {
    const record = window.textBindings.readPosition(text);
    const g = window.wasmBindings.Game.fromRecord(record);
    const moves = g.analyze({ maxDepth: 20 });
    g.free();
    return Object.fromEntries(moves.map((m) => [String(m.pit), [m.outcome ?? "", m.value]]));
  }, text);
