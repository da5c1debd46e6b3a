// Playing each game on the page by real clicks and by keyboard; the board must show what an
// independent Game handle shows after the same moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  readBoard,
  idle,
  expected,
  shown,
  screenshot,
  skipRitual,
  DESKTOP,
  PHONE,
} from "./board-helpers.mjs";

const env = useBrowser();

async function openGame(variant, viewport = DESKTOP, speed = "instant") {
  await clearStorage(env);
  const opened = await open(env, `?game=${variant}&speed=${speed}`, viewport);
  await skipRitual(opened.page);
  return opened;
}

/** Clicks the first legal pit shown, n times; returns the pits played. */
async function clickMoves(page, n) {
  const moves = [];
  for (let i = 0; i < n; i += 1) {
    const board = await readBoard(page);
    if (board.over || !board.legal.length) break;
    const pit = board.legal[i % board.legal.length];
    await page.click(`[data-board-host] [data-pit="${pit}"]`);
    await idle(page);
    moves.push(pit);
  }
  return moves;
}

for (const variant of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
  test(`${variant}: clicks play moves and the board matches the Game`, async () => {
    const { page, errors } = await openGame(variant);
    const start = await readBoard(page);
    assert.equal(start.variant, variant);
    assert.equal(start.toMove, 0, "player 0 (South) moves first");
    const perPit = variant === "ali-guli-mane" ? 5 : 7;
    assert.deepEqual(start.pits, Array(14).fill(perPit));
    assert.deepEqual(start.piles, [0, 0]);
    if (variant === "mangala-iv") {
      // Forced: South's leftmost non-empty pit, in sowing order 13, 12, …, 7.
      assert.deepEqual(start.legal, [13]);
    } else {
      assert.deepEqual(start.legal, [7, 8, 9, 10, 11, 12, 13]);
    }
    const moves = await clickMoves(page, 6);
    assert.equal(moves.length, 6);
    assert.deepEqual(await shown(page), await expected(page, { variant, moves }));
    await screenshot(page, `${variant}-desktop`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`${variant}: arrow keys move between pits and Enter plays`, async () => {
    const { page, errors } = await openGame(variant);
    const board = await readBoard(page);
    // Focus the pit the Tab key reaches, then walk to South's pit 13 (bottom left).
    await page.locator("[data-board-host] .mb-pit[tabindex='0']").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Home");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), "13");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), "12");
    await page.keyboard.press("ArrowUp");
    // The top row shows 6 … 0 from left to right: above 12 (second column) is 5.
    assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), "5");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowLeft");
    assert.ok(board.legal.includes(13));
    assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), "13");
    await page.keyboard.press("Enter");
    await idle(page);
    assert.deepEqual(await shown(page), await expected(page, { variant, moves: [13] }));
    // Space plays too: focus a legal pit of North and press Space.
    const next = (await readBoard(page)).legal[0];
    if (next !== undefined) {
      await page.locator(`[data-board-host] [data-pit="${next}"]`).focus();
      await page.keyboard.press(" ");
      await idle(page);
      assert.deepEqual(await shown(page), await expected(page, { variant, moves: [13, next] }));
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`${variant}: phone portrait layout keeps 44 px pits and the whole board on screen`, async () => {
    const { page, errors } = await openGame(variant, PHONE);
    const sizes = await page.evaluate(() => {
      const pits = [...document.querySelectorAll("[data-board-host] [data-pit]")].map((n) =>
        n.getBoundingClientRect(),
      );
      return {
        minW: Math.min(...pits.map((r) => r.width)),
        minH: Math.min(...pits.map((r) => r.height)),
        right: Math.max(...pits.map((r) => r.right)),
        width: innerWidth,
      };
    });
    assert.ok(sizes.minW >= 44 && sizes.minH >= 44, `pits are ${sizes.minW}×${sizes.minH}`);
    assert.ok(sizes.right <= sizes.width, "no pit is off screen");
    await clickMoves(page, 2);
    await screenshot(page, `${variant}-phone`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("an animated sowing sets data-busy, locks input; a click or Escape skips to the end", async () => {
  const { page, errors } = await openGame("ali-guli-mane", DESKTOP, "slow");
  await page.click('[data-board-host] [data-pit="10"]');
  const board = await readBoard(page);
  assert.equal(board.busy, true);
  assert.deepEqual(board.legal, [], "no pit is playable during an animation");
  // A click while busy skips to the end of the sowing; it does not play the pit clicked.
  await page.click('[data-board-host] [data-pit="12"]', { force: true });
  await idle(page);
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "ali-guli-mane", moves: [10] }),
  );
  assert.match(
    await page.locator("[data-board-host] .mb-live").textContent(),
    /South sows pit 4 \(5 seeds\)/,
  );
  const next = (await readBoard(page)).legal[0];
  await page.click(`[data-board-host] [data-pit="${next}"]`);
  assert.equal((await readBoard(page)).busy, true);
  await page.keyboard.press("Escape");
  await idle(page);
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "ali-guli-mane", moves: [10, next] }),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("undo takes back one sowing", async () => {
  const { page, errors } = await openGame("al-manqala");
  const moves = await clickMoves(page, 3);
  await page.click("[data-action=undo]");
  await idle(page);
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "al-manqala", moves: moves.slice(0, 2) }),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("the move list keeps the move shown in view: the last one played, the top for the start", async () => {
  // On the desktop the list is at most 22em high (css/game.css), about nine rows of 36 px: 16
  // moves overflow it. It scrolls once the frame after a move is drawn (views/moves.js), so each
  // check waits for that frame.
  const { page, errors } = await openGame("al-manqala");
  const moves = await clickMoves(page, 16);
  assert.equal(moves.length, 16);
  const last = await page.waitForFunction(
    () => {
      const list = document.querySelector("[data-move-list]");
      const a = list.getBoundingClientRect();
      const b = list.querySelector('[data-move="15"]').getBoundingClientRect();
      return list.scrollHeight > list.clientHeight + 36 &&
        b.top >= a.top &&
        b.bottom <= a.bottom + 1
        ? list.scrollTop
        : null;
    },
    null,
    { timeout: 5000 },
  );
  assert.ok((await last.jsonValue()) > 0, "scrolled down to the last move");
  // The start is above the list: looking back to it scrolls the list to its top.
  await page.click("[data-review=start]");
  await page.waitForFunction(
    () => document.querySelector("[data-move-list]").scrollTop === 0,
    null,
    {
      timeout: 5000,
    },
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("language switch: Portuguese words, names in their own scripts in the rules", async () => {
  const { page, errors } = await openGame("al-manqala");
  await page.click("[data-lang=pt]");
  // The Portuguese words are fetched when first asked for.
  await page.waitForFunction(() => document.documentElement.lang === "pt");
  assert.match(await page.locator("[data-status]").textContent(), /Joga o Sul/);
  await page.click("[data-action=rules]");
  const rules = page.locator("[data-rules]");
  await rules.locator(".rules-native").waitFor();
  assert.equal(await rules.locator(".rules-native").textContent(), "المنقلة");
  assert.match(await rules.textContent(), /As nossas decisões/);
  await page.click("[data-game=ali-guli-mane]");
  await idle(page);
  assert.equal(await rules.locator(".rules-native").textContent(), "ಅಳಿಗುಳಿ ಮನೆ");
  await page.click("[data-lang=en]");
  await page.waitForFunction(() =>
    /Origins and customs/.test(document.querySelector("[data-rules]").textContent),
  );
  await screenshot(page, "rules-desktop");
  assert.deepEqual(errors, []);
  await page.close();
});

test("prefers-reduced-motion: the board turns its movement off but still plays the move", async () => {
  const { page, errors } = await openGame("al-manqala", DESKTOP, "normal");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  assert.equal(await page.getAttribute("[data-board-host]", "data-motion"), "reduced");
  await page.click('[data-board-host] [data-pit="9"]');
  const moving = await page.evaluate(() => {
    const hand = document.querySelector("[data-board-host] .mb-hand");
    return getComputedStyle(hand).transitionDuration;
  });
  assert.equal(moving, "0s", "the hand jumps instead of gliding");
  await idle(page);
  assert.deepEqual(await shown(page), await expected(page, { variant: "al-manqala", moves: [9] }));
  assert.deepEqual(errors, []);
  await page.close();
});

test("two boards on one page stay independent (the embedding seam)", async () => {
  const { page, errors } = await openGame("al-manqala");
  const result = await page.evaluate(async () => {
    // The board's module as written (the release build bundles it into the page's chunks).
    const { createBoard } = await import("./release-modules/js/board/index.js");
    const host = document.createElement("div");
    document.body.append(host);
    const picked = [];
    const second = createBoard(host, { speed: "instant", onMove: (pit) => picked.push(pit) });
    const pits = Array(14).fill(0);
    pits[3] = 2;
    pits[10] = 4;
    second.set({
      variant: "mangala-iv",
      pits,
      captured: [45, 47],
      toMove: 0,
      legal: [10],
      closed: [],
      over: false,
      forced: true,
    });
    host.querySelector('[data-pit="10"]').click();
    host.querySelector('[data-pit="3"]').click();
    const main = document.querySelector("[data-board-host]");
    return {
      picked,
      secondVariant: host.dataset.variant,
      secondSeeds: host.querySelector('[data-pit="10"]').dataset.seeds,
      mainVariant: main.dataset.variant,
      mainSeeds: main.querySelector('[data-pit="10"]').dataset.seeds,
      ids: host.querySelectorAll("[id]").length,
    };
  });
  assert.deepEqual(result.picked, [10], "only the legal pit reaches onMove");
  assert.equal(result.secondVariant, "mangala-iv");
  assert.equal(result.secondSeeds, "4");
  assert.equal(result.mainVariant, "al-manqala");
  assert.equal(result.mainSeeds, "7");
  assert.equal(result.ids, 0, "no document-level ids inside a board");
  assert.deepEqual(errors, []);
  await page.close();
});
