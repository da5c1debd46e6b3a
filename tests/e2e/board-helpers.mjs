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
