// The cross-browser subset of the browser tests, for one engine over WebDriver (engines.mjs):
// every game played by keys and clicks, a shared link, the computer's move, the saved game after
// a reload, the move list, and the offline reload where the engine has service workers.
//
// The page is the release build in dist/, served by tests/e2e/harness.mjs's server with the
// docs/embedding.md's Content-Security-Policy from a copy into which errors.js is linked first in every
// page: WebDriver has no console of its own in every engine, so the copy records each uncaught
// error, unhandled rejection, failed resource, console.error, worker error and policy violation
// in sessionStorage (it survives reloads); each test expects none.
//
// Positions after the first moves are worked out by hand from docs/rules.md (see HAND); the moves
// after them are checked against a Game of the test's own (window.wasmBindings in the page).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { By, Key } from "selenium-webdriver";
import { startServer, artifactsDir, documentedPolicy } from "../e2e/harness.mjs";
import { boardInPage, expectedInPage } from "../e2e/board-helpers.mjs";
import { launchEngine } from "./engines.mjs";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const HERE = fileURLToPath(new URL(".", import.meta.url));
const ERRORS_KEY = "cross-errors";
/** How long a page may take to show its board (a loaded 2-core machine, a cold engine). */
const READY_MS = 30000;
/** Served with the strict policy docs/embedding.md gives a museum's server (errors.js is a file of 'self'). */
const HEADERS = { "Content-Security-Policy": documentedPolicy() };

/**
 * What the board must show after the first move of each game, worked out by hand from docs/rules.md
 * (pits 0–6 North's, 7–13 South's; sowing order 13 → 7, 0 → 6, 13).
 */
const HAND = {
  // Ali Guli Mane, 5 everywhere; South sows 13: 12 11 10 9 8 → 6 each; after 8 comes 7 (5): relay,
  // 7 → 0 1 2 3 4 (6 each); after 4 comes 5 (5): relay, 5 → 6 (6) 13 (1) 12 11 10 (7 each); after
  // 10 comes 9 (6): relay, 9 → 8 (7) 7 (1) 0 1 2 3 (7 each); after 3 comes 4 (6): relay,
  // 4 → 5 (1) 6 (7) 13 (2) 12 11 10 (8 each); after 10 comes 9, empty: saada. South takes
  // next(9) = 8 (7) and its opposite 1 (7): 14, and sows again (South still to move).
  "ali-guli-mane": {
    move: 13,
    pits: [7, 0, 7, 7, 0, 1, 7, 1, 0, 0, 8, 8, 8, 2],
    piles: [14, 0],
    toMove: 0,
    legal: [7, 10, 11, 12, 13],
  },
  // Al-manqala, 7 everywhere; South sows 13: 12 11 10 9 8 7 0 → 8 each; the last seed makes 8
  // in pit 0, not 2 or 4: no capture. North may sow any pit.
  "al-manqala": {
    move: 13,
    pits: [8, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 0],
    piles: [0, 0],
    toMove: 1,
    legal: [0, 1, 2, 3, 4, 5, 6],
  },
  // Mangala IV, 7 everywhere; South's leftmost pit 13 is forced: 12 … 7 and 0 → 8 each; 0 holds 8
  // (≥ 5): relay, 0 → 1 … 6 (8 each) 13 (1) 12 (9); relay, 12 → 11 10 9 8 7 (9 each) 0 (1)
  // 1 2 3 (9 each); relay, 3 → 4 5 6 (9 each) 13 (2) 12 (1) 11 10 9 8 (10 each); relay, 8 → 7 (10)
  // 0 (2) 1 2 (10) 3 (1) 4 5 6 (10) 13 (3) 12 (2): 2 seeds, a capture; prev(12) = 13 holds 3, so
  // the chain is 12 alone: South takes 12 (2) and its opposite 5 (10). North's forced pit is 0.
  "mangala-iv": {
    move: 13,
    pits: [2, 10, 10, 1, 10, 0, 10, 10, 0, 10, 10, 10, 0, 3],
    piles: [12, 0],
    toMove: 1,
    legal: [0],
  },
};

/**
 * A shared link: Al-manqala, "A" (South's leftmost pit, 13) as above, then "f" (North's pit 6
 * from North's left, pit 5): 6 (8) 13 (1) 12 11 10 9 8 (9 each); 9 in pit 8: no capture.
 */
const LINK = {
  query: "?game=al-manqala&moves=Af&speed=instant",
  pits: [8, 7, 7, 7, 7, 0, 8, 8, 9, 9, 9, 9, 9, 1],
  piles: [0, 0],
  toMove: 0,
  legal: [7, 8, 9, 10, 11, 12, 13],
};

/** The board's counts, turn and legal pits (the test contract, as `expected` gives them). */
const facts = ({ pits, piles, toMove, legal }) => ({ pits, piles, toMove, legal });

/** Every legal move after `moves` and the position it leads to, from our own Game. */
function successorsInPage({ variant, moves }) {
  const { Game } = window.wasmBindings;
  const g = new Game(variant, {});
  for (const m of moves) g.play(m);
  const out = Array.from(g.legalMoves()).map((move) => {
    const next = new Game(variant, {});
    for (const m of moves) next.play(m);
    next.play(move);
    const facts = {
      move,
      pits: Array.from(next.pits()),
      piles: Array.from(next.captured()),
      toMove: next.toMove(),
    };
    next.free();
    return facts;
  });
  g.free();
  return out;
}

/** The move list as shown: each entry's `data-move` and `aria-current`. */
function moveListInPage() {
  return [...document.querySelectorAll("[data-move]")].map((n) => ({
    move: n.dataset.move,
    current: n.getAttribute("aria-current"),
  }));
}

/** Registers the suite for one engine ("firefox" or "webkit") in the calling test file. */
export function crossSuite(key) {
  const env = { dir: "", server: null, engine: null, driver: null, url: "" };

  before(async () => {
    env.dir = mkdtempSync(join(tmpdir(), `mancala-cross-${key}-`));
    cpSync(join(REPO, "dist"), env.dir, { recursive: true });
    writeFileSync(join(env.dir, "cross-errors.js"), readFileSync(join(HERE, "errors.js")));
    for (const name of readdirSync(env.dir).filter((n) => n.endsWith(".html"))) {
      const html = readFileSync(join(env.dir, name), "utf8");
      assert.match(html, /<head>/, name);
      writeFileSync(
        join(env.dir, name),
        html.replace("<head>", '<head>\n<script src="cross-errors.js"></script>'),
      );
    }
    // The service worker's list of files (and its hash) must include the recorder.
    execFileSync("node", [join(REPO, "scripts", "sw-build.mjs"), env.dir, "release"]);
    env.server = await startServer({ root: env.dir, headers: HEADERS });
    env.url = env.server.url;
    env.engine = await launchEngine(key);
    env.driver = env.engine.driver;
    const caps = await env.driver.getCapabilities();
    console.log(
      `# ${env.engine.engine.name} ${caps.get("browserVersion")}, processes ${env.engine.pids.join(", ")} (stopped by PID at the end), serving ${env.url}`,
    );
  });

  after(async () => {
    await env.engine?.close();
    await env.server?.close();
    if (env.dir) rmSync(env.dir, { recursive: true, force: true });
  });

  const run = (fn, ...args) => env.driver.executeScript(fn, ...args);

  /** Polls `fn` in the page until it returns something truthy; fails after `timeout` ms. */
  async function until(fn, arg = null, timeout = 15000, what = fn.name) {
    const end = Date.now() + timeout;
    for (;;) {
      const value = await run(fn, arg).catch(() => null);
      if (value) return value;
      if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
      await new Promise((ok) => setTimeout(ok, 50));
    }
  }
  const isReady = () => document.documentElement.hasAttribute("data-ready");
  const isIdle = () => {
    const root = document.querySelector("[data-board-host]");
    return root && !root.hasAttribute("data-busy");
  };

  /** Opens `query` on the page's origin and waits for the board. */
  async function open(query) {
    await env.driver.get(env.url + query);
    await until(isReady, null, READY_MS, "html[data-ready]");
    await until(isIdle);
  }

  /** Starts with no saved game and no recorded error. */
  async function fresh(query) {
    await env.driver.get(env.url + "?speed=instant");
    await until(isReady, null, READY_MS, "html[data-ready]");
    await run(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await open(query);
    // Mangala IV opens with its ritual: skip it (South, pits 7–13, moves first).
    const skip = await env.driver.findElements(By.css("[data-ritual=skip]"));
    if (skip.length) {
      await skip[0].click();
      await until(isIdle);
    }
  }

  /** The errors the page recorded since `fresh`; a passing test has none. */
  const errors = () => run((k) => JSON.parse(sessionStorage.getItem(k) || "[]"), ERRORS_KEY);

  const board = () => run(boardInPage, null);
  const expected = (spec) => run(expectedInPage, spec);
  const pitAt = (pit) => env.driver.findElement(By.css(`[data-board-host] [data-pit="${pit}"]`));
  const focused = () => run(() => document.activeElement?.dataset?.pit ?? null);

  async function click(pit) {
    await pitAt(pit).click();
    await until(isIdle);
  }

  async function press(...keys) {
    await env.driver
      .actions()
      .sendKeys(...keys)
      .perform();
  }

  for (const variant of Object.keys(HAND)) {
    test(`${key}: ${variant} by keys and clicks, checked by hand and against our own Game; a reload resumes it`, async () => {
      await fresh(`?game=${variant}&speed=instant`);
      const start = await board();
      assert.equal(start.variant, variant);
      assert.equal(start.toMove, 0, "South moves first");
      assert.deepEqual(start.pits, Array(14).fill(variant === "ali-guli-mane" ? 5 : 7));
      assert.deepEqual(start.legal, variant === "mangala-iv" ? [13] : [7, 8, 9, 10, 11, 12, 13]);

      // Keys: the pit Tab reaches, then ↓ (South's row) and Home (its left end: pit 13); Enter plays.
      await run(() => document.querySelector('[data-board-host] [data-pit][tabindex="0"]').focus());
      await press(Key.ARROW_DOWN, Key.HOME);
      assert.equal(await focused(), "13");
      await press(Key.ARROW_RIGHT);
      assert.equal(await focused(), "12");
      await press(Key.ARROW_LEFT, Key.ENTER);
      await until(isIdle);
      const hand = HAND[variant];
      assert.deepEqual(facts(await board()), facts(hand), "the position worked out by hand");

      // Clicks: three more moves, each the middle legal pit; the board equals our own Game's.
      const moves = [hand.move];
      for (let i = 0; i < 3; i += 1) {
        const { legal, over } = await board();
        if (over) break;
        const pit = legal[Math.floor(legal.length / 2)];
        await click(pit);
        moves.push(pit);
      }
      // Space plays too, on a focused legal pit.
      const { legal } = await board();
      await run(
        (pit) => document.querySelector(`[data-board-host] [data-pit="${pit}"]`).focus(),
        legal[0],
      );
      await press(Key.SPACE);
      await until(isIdle);
      moves.push(legal[0]);
      const want = await expected({ variant, moves });
      assert.deepEqual(facts(await board()), facts(want));

      // The move list: one entry per action, the last one current.
      const list = await run(moveListInPage);
      assert.deepEqual(
        list.map((e) => e.move),
        moves.map((_, i) => String(i)),
      );
      assert.deepEqual(
        list.map((e) => e.current),
        moves.map((_, i) => (i === moves.length - 1 ? "step" : null)),
      );

      // The saved game: a reload shows the same position and move list.
      await env.driver.navigate().refresh();
      await until(isReady, null, READY_MS, "html[data-ready] after the reload");
      await until(isIdle);
      assert.deepEqual(facts(await board()), facts(want), "after the reload");
      assert.deepEqual(await run(moveListInPage), list, "the move list after the reload");
      writeFileSync(
        join(artifactsDir(), `cross-${key}-${variant}.png`),
        await env.driver.takeScreenshot(),
        "base64",
      );
      assert.deepEqual(await errors(), []);
    });
  }

  test(`${key}: a shared link opens the game with its moves, and the move list shows them`, async () => {
    await fresh(LINK.query);
    assert.deepEqual(facts(await board()), facts(LINK));
    assert.deepEqual(await run(moveListInPage), [
      { move: "0", current: null },
      { move: "1", current: "step" },
    ]);
    // Looking back: a click on the first entry shows the board after it.
    await env.driver.findElement(By.css('[data-move="0"]')).click();
    await until(
      () => document.querySelector("[data-board-host]").dataset.viewing === "0",
      null,
      5000,
      "data-viewing=0",
    );
    const past = await board();
    assert.deepEqual(past.pits, HAND["al-manqala"].pits);
    assert.deepEqual(past.legal, [], "no pit is playable in a past position");
    assert.equal((await run(moveListInPage))[0].current, "step");
    assert.deepEqual(await errors(), []);
  });

  test(`${key}: the computer moves first and answers a move (its search runs in a worker)`, async () => {
    const variant = "al-manqala";
    await fresh(`?game=${variant}&opponent=computer&level=beginner&first=computer&speed=instant`);
    const personsTurn = () => {
      const root = document.querySelector("[data-board-host]");
      const mg = root.closest(".mg") || document.querySelector(".mg");
      return (
        !root.hasAttribute("data-busy") &&
        !mg?.dataset.thinking &&
        root.dataset.toMove === "1" &&
        Boolean(root.querySelector("[data-legal]"))
      );
    };
    await until(personsTurn, null, 30000, "the computer's first move");
    // Its move is one of South's legal moves: the board equals where one of them leads.
    const first = await run(successorsInPage, { variant, moves: [] });
    const shown = facts(await board());
    const c1 = first.find(
      (s) => JSON.stringify(facts({ ...s, legal: shown.legal })) === JSON.stringify(shown),
    );
    assert.ok(
      c1,
      `the board after the computer's move is not after any legal move: ${JSON.stringify(shown)}`,
    );
    // The person (North) plays; the computer answers.
    const mine = shown.legal[0];
    await pitAt(mine).click();
    await until(
      () => document.querySelector("[data-board-host]").dataset.toMove === "0",
      null,
      10000,
      "North's move",
    );
    await until(personsTurn, null, 30000, "the computer's answer");
    const replies = await run(successorsInPage, { variant, moves: [c1.move, mine] });
    const after = facts(await board());
    const c2 = replies.find(
      (s) => JSON.stringify(facts({ ...s, legal: after.legal })) === JSON.stringify(after),
    );
    assert.ok(
      c2,
      `the board after the computer's answer is not after any legal move: ${JSON.stringify(after)}`,
    );
    assert.deepEqual(
      facts(after),
      facts(await expected({ variant, moves: [c1.move, mine, c2.move] })),
    );
    assert.equal((await run(moveListInPage)).length, 3);
    const workers = await run(() => JSON.parse(sessionStorage.getItem("cross-workers") || "[]"));
    assert.ok(workers.length > 0, "the page started a worker for the computer");
    assert.deepEqual(await errors(), []);
  });

  // Both engines have service workers on http://127.0.0.1 (Firefox ESR 153, WebKitGTK 2.50), so
  // neither skips this.
  test(`${key}: a reload with the server gone is served by the service worker`, async () => {
    await fresh("?game=al-manqala&speed=instant");
    assert.ok(await run(() => "serviceWorker" in navigator), "the engine has service workers");
    // Wait until the worker has cached the build and controls the page.
    await env.driver.executeAsyncScript((done) => {
      navigator.serviceWorker.ready.then(() => {
        if (navigator.serviceWorker.controller) done(true);
        else
          navigator.serviceWorker.addEventListener("controllerchange", () => done(true), {
            once: true,
          });
      });
    });
    await click(13);
    assert.deepEqual(facts(await board()), facts(HAND["al-manqala"]));
    const port = env.server.port;
    await env.server.close();
    env.server = null;
    try {
      // The page's own reload: WebDriver's refresh command, in Firefox 153, goes past the service
      // worker (a connection error with the server gone) where a visitor's reload does not.
      // data-ready goes first, so only the reloaded page can show it again.
      await run(() => {
        document.documentElement.removeAttribute("data-ready");
        location.reload();
      });
      await until(isReady, null, READY_MS, "html[data-ready] offline");
      await until(isIdle);
      assert.deepEqual(
        facts(await board()),
        facts(HAND["al-manqala"]),
        "the saved game, from the cache",
      );
      assert.deepEqual(await errors(), []);
    } finally {
      env.server = await startServer({ root: env.dir, headers: HEADERS, port });
    }
  });
}
