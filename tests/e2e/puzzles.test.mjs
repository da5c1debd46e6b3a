// Puzzles on the page (issue 21): a puzzle of each game solved by clicks and by keys (the board
// after the line checked against a Game of the test's own playing it); a wrong sowing answered
// by the opponent's best reply in words, then "Try again"; the puzzle of the day the same in two
// fresh browser profiles on one date and another the next day; the rating moved by a solve and
// a fail and kept over a reload; a puzzle solved in embed.html and in <mancala-board>, saving
// nothing; a broken ?puzzle= link; the header's button, the end dialog's "Try a puzzle" and a
// kiosk's "Puzzle of the day"; no puzzle file on a first visit; axe; screenshots.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  useBrowser,
  open,
  readBoard,
  expected,
  idle,
  clearStorage,
  linkTo,
  screenshot,
  seriousViolations,
  stylesheetFetches,
  DESKTOP,
  PHONE,
  elementReady,
} from "./board-helpers.mjs";
import { openPage, launchBrowser } from "./harness.mjs";
import en from "../../www/js/i18n/puzzle-en.js";

const env = useBrowser();

const VARIANTS = ["ali-guli-mane", "al-manqala", "mangala-iv"];
/** The puzzles of a game, as the release build serves them. */
const puzzlesOf = (variant) =>
  JSON.parse(readFileSync(new URL(`../../www/puzzles/${variant}.json`, import.meta.url)));
const ALL = Object.fromEntries(VARIANTS.map((v) => [v, puzzlesOf(v)]));
const byId = (id) =>
  Object.values(ALL)
    .flat()
    .find((p) => p.id === id);
const pit = (n, host = "") => `${host ? `${host} ` : ""}[data-board-host] [data-pit="${n}"]`;

/** The game's element's puzzle marks (in a shadow root when `host` names the element). */
function marks(page, host = null) {
  return page.evaluate((host) => {
    const scope = host ? document.querySelector(host).shadowRoot : document;
    const mg = scope.querySelector(".mg");
    return {
      id: mg.dataset.puzzle ?? null,
      state: mg.dataset.puzzleState ?? null,
      phase: mg.dataset.puzzlePhase ?? null,
    };
  }, host);
}

/** Waits until the puzzle waits for the solver ("try") or is over ("done", "refuted"). */
async function settledPuzzle(page, host = null) {
  await page.waitForFunction(
    (host) => {
      const scope = host ? document.querySelector(host).shadowRoot : document;
      const phase = scope.querySelector(".mg").dataset.puzzlePhase;
      return phase === "try" || phase === "done" || phase === "refuted";
    },
    host,
    { timeout: 20000 },
  );
}

/** The indices of a puzzle's line that are the solver's sowings (replayed in the page). */
function solverSteps(page, puzzle) {
  return page.evaluate((puzzle) => {
    const g = window.wasmBindings.Game.fromState(puzzle.state);
    const solver = g.toMove();
    const out = [];
    puzzle.line.forEach((p, i) => {
      if (g.toMove() === solver) out.push(i);
      g.play(p);
    });
    g.free();
    return out;
  }, puzzle);
}

/**
 * Plays the solver's sowings of `puzzle`'s line by clicks (or, `keys`, by focusing the pit and
 * pressing Enter), each once the puzzle waits for it; the replies come by themselves.
 */
async function solve(page, puzzle, { keys = false, host = null, steps } = {}) {
  for (const i of steps || (await solverSteps(page, puzzle))) {
    await settledPuzzle(page, host);
    const target = host
      ? page.locator(host).locator(`[data-board-host] [data-pit="${puzzle.line[i]}"]`)
      : page.locator(pit(puzzle.line[i]));
    if (keys) {
      await target.focus();
      await page.keyboard.press("Enter");
    } else await target.click();
  }
  await page.waitForFunction(
    (host) => {
      const scope = host ? document.querySelector(host).shadowRoot : document;
      return scope.querySelector(".mg").dataset.puzzlePhase === "done";
    },
    host,
    { timeout: 20000 },
  );
}

/** The shortest-line puzzle with `length` sowings of a game (the file's first such). */
const withLine = (variant, length) => ALL[variant].find((p) => p.line.length === length);

for (const variant of VARIANTS) {
  test(`${variant}: a puzzle solved by clicks, another by keys; the board follows the line`, async () => {
    await clearStorage(env);
    const long = withLine(variant, 3);
    const { page, errors } = await open(env, `?puzzle=${long.id}&speed=instant`);
    assert.deepEqual(await marks(page), { id: long.id, state: "solving", phase: "try" });
    assert.deepEqual((await readBoard(page)).pits, long.state.pits, "the puzzle's position");
    const goal = await page.locator("[data-puzzle-goal]").innerText();
    assert.ok(
      goal.endsWith(en[`puzzle.goal.${long.goal}`]({ n: long.seeds ?? 0 })),
      `the goal in words: ${goal}`,
    );
    await solve(page, long);
    await idle(page);
    assert.equal((await marks(page)).state, "solved");
    const after = await expected(page, { state: long.state, moves: long.line });
    const board = await readBoard(page);
    assert.deepEqual(board.pits, after.pits, "the board after the whole line");
    assert.deepEqual(board.piles, after.piles);
    assert.equal(
      await page.locator("[data-move-list] li").count(),
      long.line.length,
      "the move list shows the line",
    );
    assert.equal(await page.locator("[data-puzzle-verdict]").innerText(), en["puzzle.solved"]);
    assert.ok(
      (await page.locator("[data-puzzle-link]").inputValue()).endsWith(`?puzzle=${long.id}`),
      "the share link",
    );
    if (variant === "al-manqala") {
      assert.deepEqual(await seriousViolations(page), []);
      await screenshot(page, `puzzle-${variant}-solved`);
    }
    // The next one by keys: a one-sowing puzzle of the game, opened by its link.
    const short = withLine(variant, 1);
    await page.goto(`${env.url}?puzzle=${short.id}&speed=instant`);
    await page.waitForSelector(`.mg[data-puzzle="${short.id}"]`);
    await solve(page, short, { keys: true });
    assert.equal((await marks(page)).state, "solved");
    const afterShort = await expected(page, { state: short.state, moves: short.line });
    assert.deepEqual((await readBoard(page)).pits, afterShort.pits);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("a wrong sowing: the opponent's best answer is played and said; Try again; then solved", async () => {
  await clearStorage(env);
  const q2 = byId("q2");
  const { page, errors } = await open(env, `?puzzle=q2&speed=instant`);
  const board = await readBoard(page);
  const wrong = board.legal.find((p) => p !== q2.line[0]);
  await page.click(pit(wrong));
  await page.waitForSelector('.mg[data-puzzle-phase="refuted"]', { timeout: 20000 });
  await idle(page);
  assert.equal((await marks(page)).state, "failed");
  // The answer was played: two sowings, the wrong one and North's reply.
  const moves = await page.locator("[data-move-list] li").count();
  assert.equal(moves, 2);
  const afterWrong = await expected(page, { state: q2.state, moves: [wrong] });
  const now = await readBoard(page);
  const taken = now.piles[1] - afterWrong.piles[1];
  const said = await page.locator("[data-puzzle-verdict]").innerText();
  assert.ok(said.startsWith("Not this one"), said);
  assert.ok(said.includes("North"), `the answer names North: ${said}`);
  if (taken > 0) assert.ok(said.includes(`captures ${taken} seed`), `${said} (${taken} taken)`);
  assert.equal(await page.locator('[data-puzzle-action="retry"]').isVisible(), true);
  assert.equal(await page.locator('[data-puzzle-action="solution"]').isVisible(), true);
  // Issue 31: the miss's change is said with the rating, and a new rating is called provisional
  // (a fresh profile: Glicko-2's deviation 350, far above puzzles/rating.js's line of 110).
  const missed = await page.locator("[data-puzzle-rating]").innerText();
  assert.match(missed, /\(−\d+\)/, missed);
  assert.match(missed, new RegExp(en["puzzle.provisional"]), missed);
  await screenshot(page, "puzzle-refuted");
  await page.click('[data-puzzle-action="retry"]');
  await page.waitForSelector('.mg[data-puzzle-state="solving"][data-puzzle-phase="try"]');
  assert.deepEqual((await readBoard(page)).pits, q2.state.pits, "back to the puzzle's position");
  await solve(page, q2);
  assert.equal((await marks(page)).state, "solved");
  // Solved after a retry: the rating did not move now, so no change stands beside "Solved!",
  // and the status line says the puzzle is solved, not whose move it would be.
  assert.doesNotMatch(await page.locator("[data-puzzle-rating]").innerText(), /\([+−]\d+\)/);
  assert.equal(
    await page.locator("[data-status] .status-line").innerText(),
    en["puzzle.status.solved"],
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("Show the solution plays the whole line", async () => {
  const q6 = byId("q6");
  const { page, errors } = await open(env, `?puzzle=q6&speed=instant`);
  const wrong = (await readBoard(page)).legal.find((p) => p !== q6.line[0]);
  await page.click(pit(wrong));
  await page.waitForSelector('.mg[data-puzzle-phase="refuted"]', { timeout: 20000 });
  await page.click('[data-puzzle-action="solution"]');
  await page.waitForSelector('.mg[data-puzzle-phase="done"]', { timeout: 20000 });
  await idle(page);
  const after = await expected(page, { state: q6.state, moves: q6.line });
  assert.deepEqual((await readBoard(page)).pits, after.pits);
  assert.equal((await marks(page)).state, "failed");
  assert.equal(await page.locator("[data-puzzle-verdict]").innerText(), en["puzzle.shown"]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the puzzle of the day: the same in two fresh profiles on one date, another the next day", async () => {
  /** The day's puzzle of Al-manqala in a fresh profile at `date`. */
  async function daily(date) {
    const browser = await launchBrowser();
    try {
      await browser.context.clock.setFixedTime(date);
      const { page, errors } = await openPage(
        browser.context,
        `${env.url}?puzzle=daily&game=al-manqala&speed=instant`,
      );
      await page.waitForSelector(".mg[data-puzzle]", { timeout: 20000 });
      const id = (await marks(page)).id;
      const title = await page.locator(".puzzle-title").innerText();
      assert.deepEqual(errors, []);
      return { id, title };
    } finally {
      await browser.close();
    }
  }
  const one = await daily(new Date(2026, 11, 2, 9, 30));
  const two = await daily(new Date(2026, 11, 2, 21, 5));
  const next = await daily(new Date(2026, 11, 3, 9, 30));
  assert.ok(one.id.startsWith("q"), "one of Al-manqala's puzzles");
  assert.equal(one.title, en["puzzle.daily"]);
  assert.equal(two.id, one.id, "the same puzzle for everyone on one date");
  assert.notEqual(next.id, one.id, "another the next day");
});

test("the rating moves after a solve and after a fail, and survives a reload", async () => {
  await clearStorage(env);
  // Once the box is drawn with its words (they come with the puzzle's view and stylesheet).
  const ratingOf = async (page) => {
    const rating = page.locator("[data-puzzle-rating]");
    await rating.filter({ hasText: /: \d+/ }).waitFor();
    return Number((await rating.innerText()).match(/: (\d+)/)[1]);
  };
  const q1 = byId("q1");
  const { page, errors } = await open(env, `?puzzle=q1&speed=instant`);
  const first = await ratingOf(page);
  await solve(page, q1);
  const solved = await ratingOf(page);
  assert.ok(solved > first, `a solve raises the rating: ${first} → ${solved}`);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  await page.click("[data-action=puzzles]");
  await page.waitForSelector(".mg[data-puzzle]");
  assert.equal(await ratingOf(page), solved, "kept over a reload");
  // Fail the next one: a wrong first sowing.
  const id = (await marks(page)).id;
  const puzzle = byId(id);
  const wrong = (await readBoard(page)).legal.find((p) => p !== puzzle.line[0]);
  await page.click(pit(wrong));
  await page.waitForSelector('.mg[data-puzzle-phase="refuted"]', { timeout: 20000 });
  const failed = await ratingOf(page);
  assert.ok(failed < solved, `a fail lowers it: ${solved} → ${failed}`);
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("mancala-heritage:puzzles")),
  );
  assert.equal(Math.round(kept.player.rating), failed);
  assert.deepEqual(
    kept.history.map((a) => [a.id, a.solved]),
    [
      ["q1", true],
      [id, false],
    ],
  );
  // "Your puzzles": the history view lists the two attempts.
  await page.click("[data-puzzle-history-toggle]");
  await page.waitForSelector(".puzzle-history-box:not([hidden]) .puzzle-attempts li");
  assert.equal(await page.locator(".puzzle-history-box .puzzle-attempts li").count(), 2);
  assert.deepEqual(await seriousViolations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("embed.html?puzzle=daily&game=al-manqala is solved inside the embed and saves nothing", async () => {
  await clearStorage(env);
  const { page, errors } = await openPage(
    env.browser.context,
    `${env.url}embed.html?puzzle=daily&game=al-manqala&speed=instant`,
    { viewport: DESKTOP },
  );
  await page.waitForSelector(".mg[data-puzzle]", { timeout: 20000 });
  const puzzle = byId((await marks(page)).id);
  assert.equal(puzzle.variant, "al-manqala");
  await solve(page, puzzle);
  assert.equal((await marks(page)).state, "solved");
  assert.equal(
    await page.evaluate(() => localStorage.getItem("mancala-heritage:puzzles")),
    null,
    "nothing kept",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('<mancala-board puzzle="…"> is solved inside the element and saves nothing', async () => {
  await clearStorage(env);
  const { page, errors } = await openPage(env.browser.context, `${env.url}museum.html`, {
    viewport: DESKTOP,
  });
  await elementReady(page);
  const m1 = byId("m1");
  await page.evaluate(() => {
    const board = document.createElement("mancala-board");
    board.id = "puzzling";
    board.setAttribute("puzzle", "m1");
    board.setAttribute("speed", "instant");
    document.body.append(board);
  });
  await elementReady(page, "#puzzling");
  await page.waitForFunction(
    () => document.querySelector("#puzzling").shadowRoot.querySelector(".mg").dataset.puzzle,
  );
  await solve(page, m1, { host: "#puzzling" });
  assert.equal((await marks(page, "#puzzling")).state, "solved");
  const after = await expected(page, { state: m1.state, moves: m1.line });
  assert.deepEqual((await readBoard(page, "#puzzling")).pits, after.pits);
  assert.equal(await page.evaluate(() => localStorage.getItem("mancala-heritage:puzzles")), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a broken ?puzzle= link: a notice in the visitor's language and the normal game", async () => {
  await clearStorage(env);
  const { page, errors } = await open(
    env,
    `?puzzle=nonsense&game=al-manqala&lang=pt&speed=instant`,
  );
  await page.waitForSelector('[data-notice="bad-puzzle"]');
  const notice = await page.locator('[data-notice="bad-puzzle"]').innerText();
  assert.ok(notice.includes("Não foi possível abrir este problema"), notice);
  // The handle's English reason stays out of the words, in data-why (issue 30).
  const why = await page.locator('[data-notice="bad-puzzle"]').getAttribute("data-why");
  assert.ok(why && !notice.includes(why), `${notice} | ${why}`);
  assert.equal((await marks(page)).id, null);
  const board = await readBoard(page);
  assert.equal(board.variant, "al-manqala");
  assert.deepEqual(board.pits, [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7], "a new game's pits");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a puzzle that cannot be opened, in Arabic: the notice holds no Latin letter", async () => {
  await clearStorage(env);
  const { page, errors } = await open(
    env,
    `?puzzle=nonsense&game=al-manqala&lang=ar&speed=instant`,
  );
  await page.waitForSelector('[data-notice="bad-puzzle"]');
  const notice = await page.locator('[data-notice="bad-puzzle"]').innerText();
  assert.doesNotMatch(notice, /[A-Za-z]/, notice);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the header's Puzzles button, leaving, and no puzzle file or stylesheet fetched before", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?game=mangala-iv&speed=instant`);
  await page
    .locator("[data-ritual=skip]")
    .click({ timeout: 5000 })
    .catch(() => {});
  const fetched = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").filter((r) => r.name.includes("/puzzles/")),
    );
  const sheets = () => stylesheetFetches(page, "puzzle");
  assert.deepEqual(await fetched(), [], "a visit fetches no puzzle file");
  assert.equal(await sheets(), 0, "nor the puzzles' stylesheet");
  const before = await readBoard(page);
  await page.click("[data-action=puzzles]");
  await page.waitForSelector(".mg[data-puzzle]");
  const { id } = await marks(page);
  assert.ok(id.startsWith("m"), "a puzzle of the game shown");
  assert.equal((await fetched()).length, 1);
  // It came with the puzzle's box, which is drawn with it: its buttons in a row.
  assert.equal(await sheets(), 1);
  assert.equal(await page.$eval(".puzzle-buttons", (n) => getComputedStyle(n).display), "flex");
  await page.click('[data-puzzle-action="leave"]');
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.puzzle);
  assert.deepEqual((await readBoard(page)).pits, before.pits, "the game in play is back");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the end of a game offers a puzzle", async () => {
  await clearStorage(env);
  // An Al-manqala puzzle whose line ends the game, opened as a position between two people.
  const last = ALL["al-manqala"].find((p) => p.themes.includes("endgame"));
  const { page, errors } = await open(env, linkTo(last.state));
  for (const p of last.line) {
    await idle(page);
    await page.click(pit(p));
  }
  await page.waitForSelector("dialog[open] [value=puzzle]", { timeout: 20000 });
  await page.click("dialog[open] [value=puzzle]");
  await page.waitForSelector(".mg[data-puzzle]");
  assert.ok((await marks(page)).id.startsWith("q"));
  assert.deepEqual(errors, []);
  await page.close();
});

test("a kiosk's attract screen offers the puzzle of the day", async () => {
  const { page, errors } = await openPage(
    env.browser.context,
    `${env.url}index.html?kiosk=1&idle=0.05&countdown=1&game=al-manqala&speed=instant`,
    { viewport: DESKTOP },
  );
  await page.waitForSelector("[data-attract-puzzle]:visible", { timeout: 20000 });
  assert.equal(await page.locator("[data-attract-puzzle]").innerText(), "Puzzle of the day");
  await page.click("[data-attract-puzzle]");
  await page.waitForSelector(".mg[data-puzzle]", { timeout: 20000 });
  assert.ok((await marks(page)).id.startsWith("q"));
  assert.deepEqual(errors, []);
  await page.close();
});

test("a kiosk's puzzle of the day fits a 1920×1080 screen, before and after a wrong sowing (issue 31)", async () => {
  for (const game of VARIANTS) {
    // A minute's idle clock moved on to attract mode at once: a slow machine's pauses never
    // bring the "Still there?" overlay over the puzzle under the test.
    const { page, errors } = await openPage(
      env.browser.context,
      `${env.url}index.html?kiosk=1&idle=1&game=${game}&speed=instant`,
      { viewport: { width: 1920, height: 1080 }, clock: true },
    );
    await page.waitForSelector("html[data-ready]", { timeout: 15000 });
    await page.clock.fastForward(61000);
    const fits = async (when) => {
      const look = await page.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        board: document.querySelector("[data-board-host]").getBoundingClientRect().bottom,
        controls: document.querySelector(".controls").getBoundingClientRect().bottom,
      }));
      assert.ok(look.page <= 1080, `${game}, ${when}: the page is ${look.page} px tall`);
      assert.ok(
        look.board <= 1080 && look.controls <= 1080,
        `${game}, ${when}: ${JSON.stringify(look)}`,
      );
    };
    await page.waitForSelector("[data-attract-puzzle]:visible", { timeout: 20000 });
    await page.click("[data-attract-puzzle]");
    await page.waitForSelector(".mg[data-puzzle]", { timeout: 20000 });
    await settledPuzzle(page);
    await fits("shown");
    const puzzle = byId((await marks(page)).id);
    const wrong = (await readBoard(page)).legal.find((p) => p !== puzzle.line[0]);
    if (wrong !== undefined) {
      await page.click(pit(wrong));
      await page.waitForSelector('.mg[data-puzzle-phase="refuted"]', { timeout: 20000 });
      await idle(page);
      await fits("refuted");
    }
    if (game === "mangala-iv") await screenshot(page, "puzzle-kiosk-1920");
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("a kiosk forgets a visitor's rating and history when the session ends (issue 31)", async () => {
  await clearStorage(env);
  // idle=0.05 is 3 s without a touch, then "Still there?" counts down 1 s: the session ends.
  const { page, errors } = await openPage(
    env.browser.context,
    `${env.url}index.html?kiosk=1&idle=0.05&countdown=1&game=al-manqala&speed=instant`,
    { viewport: DESKTOP },
  );
  const rating = () => page.locator("[data-puzzle-rating]").innerText();
  const attempts = async () => {
    if (await page.locator("[data-puzzle-history-toggle][aria-expanded=false]").count())
      await page.click("[data-puzzle-history-toggle]");
    await page.waitForSelector(".puzzle-history-box:not([hidden])");
    return page.locator(".puzzle-history-box [data-puzzle-id]").count();
  };
  await page.waitForSelector("[data-attract-puzzle]:visible", { timeout: 20000 });
  await page.click("[data-attract-puzzle]");
  await page.waitForSelector(".mg[data-puzzle]", { timeout: 20000 });
  // A new player's rating is 1500 (puzzles/rating.js, Glicko-2's starting point).
  assert.match(await rating(), /: 1500\b/);
  // The first visitor misses the puzzle: a wrong first sowing.
  const puzzle = byId((await marks(page)).id);
  await settledPuzzle(page);
  const wrong = (await readBoard(page)).legal.find((p) => p !== puzzle.line[0]);
  await page.click(pit(wrong));
  await page.waitForSelector('.mg[data-puzzle-phase="refuted"]', { timeout: 20000 });
  assert.doesNotMatch(await rating(), /: 1500\b/, "the miss moved the rating");
  assert.equal(await attempts(), 1, "the miss is in the history");
  // The visitor walks away: the session ends and attract mode comes back.
  await page.waitForSelector("[data-attract-puzzle]:visible", { timeout: 30000 });
  // The next visitor: no rating of the last one, and no history.
  await page.click("[data-attract-puzzle]");
  await page.waitForSelector(".mg[data-puzzle]", { timeout: 20000 });
  assert.match(await rating(), /: 1500\b/);
  assert.doesNotMatch(await rating(), /\([+−]\d+\)/, "no change of the last visitor's");
  assert.equal(await attempts(), 0, "no attempt of the last visitor");
  assert.equal(
    await page.evaluate(() => localStorage.getItem("mancala-heritage:puzzles")),
    null,
    "a kiosk keeps nothing",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("Arabic, right to left, on a phone: the puzzle's words and axe", async () => {
  const { page, errors } = await open(env, `?puzzle=a2&lang=ar&speed=instant`, PHONE);
  await page.waitForSelector(".mg[data-puzzle]");
  await page.waitForFunction(() => document.querySelector("[data-puzzle-goal]").textContent);
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
  assert.ok((await page.locator("[data-puzzle-goal]").innerText()).includes("جد التوزيع"));
  assert.deepEqual(await seriousViolations(page), []);
  await screenshot(page, "puzzle-ar-phone");
  assert.deepEqual(errors, []);
  await page.close();
});
