// The game record on the page (issue 9): the move list in the notation, looking back at a
// past position, replaying a game, keeping it (text, file) and sharing it by a link that a
// friend in another browser opens and plays on; broken files and links give a notice.
// Positions and expected moves are worked out by hand from docs/rules.md (see each test).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  useBrowser,
  open,
  clearStorage,
  readBoard,
  idle,
  expected,
  shown,
  linkTo,
  screenshot,
  PHONE,
} from "./board-helpers.mjs";
import { launchBrowser, openPage } from "./harness.mjs";

const env = useBrowser();
const zeros = () => Array(14).fill(0);

/**
 * Ali Guli Mane, South to move, 70 seeds: pits 9 = 2, 1 = 3, 12 = 4, 5 = 1; piles 30 and 30.
 * 1. South sows 9 (South's 5th pit, "E"): 8, 7; after 7 comes 0, empty: saada. South takes
 *    next(0) = 1 (3 seeds) and its opposite 8 (1) = 4, and sows again: "E ×4 +".
 * 2. South sows 7 ("G", 1 seed) into 0; after 0 comes 1, empty: saada; 2 and 9 are empty,
 *    nothing taken, no third sowing: "G". North to move.
 * 3. North sows 5 ("f", 1 seed) into 6; after 6 comes 13, empty: saada; North takes
 *    next(13) = 12 (4) and its opposite 5 (now empty) = 4, and sows again: "f ×4 +".
 * 4. North sows 0 ("a", 1 seed) into 1; after 1 comes 2, empty: saada; 3 and 10 are empty:
 *    "a". South has no seed: the game ends, each side keeps its row (North 1 + 6: 2 seeds):
 *    South 34, North 36 — the row's seeds are not a capture of the move.
 */
const AGM = (() => {
  const pits = zeros();
  pits[9] = 2;
  pits[1] = 3;
  pits[12] = 4;
  pits[5] = 1;
  return { variant: "ali-guli-mane", pits, captured: [30, 30], toMove: 0 };
})();
const AGM_MOVES = [9, 7, 5, 0];
const AGM_LIST = ["E ×4 +", "G", "f ×4 +", "a"];

/**
 * Al-manqala, South to move, 98 seeds: pits 0 = 1, 9 = 3, 13 = 5; piles 45 and 44.
 * 1. South sows 9 ("E", 3 seeds): 8, 7, 0; pit 0 now holds 2: taken; prev(0) = 7 holds 1:
 *    stop. "E ×2". North's row is empty: North passes.
 * 2. South must feed North: only pit 7 (1 seed, into 0) does: "G".
 * 3. North sows 0 ("a", 1 seed) into 1, which holds 1: nothing taken: "a".
 */
const MANQALA = (() => {
  const pits = zeros();
  pits[0] = 1;
  pits[9] = 3;
  pits[13] = 5;
  return { variant: "al-manqala", pits, captured: [45, 44], toMove: 0 };
})();

async function play(page, pits) {
  for (const pit of pits) {
    await page.click(`[data-board-host] [data-pit="${pit}"]`);
    await idle(page);
    if ((await readBoard(page)).over) {
      await page.waitForSelector("[data-dialog][data-kind=end][open]");
      await page.click("[data-dialog] [data-choice=close]");
    }
  }
}

/** The move list as shown: [{ move, text, current }] for each entry. */
const moveList = (page) =>
  page.locator("[data-move]").evaluateAll((nodes) =>
    nodes.map((n) => ({
      move: n.dataset.move,
      text: n.querySelector(".move-text").textContent,
      current: n.getAttribute("aria-current"),
    })),
  );

const viewing = (page) => page.getAttribute("[data-board-host]", "data-viewing");

test("the move list: captures, extra sowings, the end (Ali Guli Mane) and a pass (Al-manqala)", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(AGM));
  await play(page, AGM_MOVES);
  const list = await moveList(page);
  assert.deepEqual(
    list.map((e) => e.text),
    AGM_LIST,
  );
  assert.deepEqual(
    list.map((e) => e.move),
    ["0", "1", "2", "3"],
  );
  assert.deepEqual(
    list.map((e) => e.current),
    [null, null, null, "step"],
  );
  const board = await readBoard(page);
  assert.equal(board.over, true);
  assert.deepEqual(board.piles, [34, 36]);
  assert.match(await page.locator("[data-moves]").textContent(), /Game over/);
  // Read aloud: the number, the player, the pit, what it did.
  assert.equal(
    await page.getAttribute('[data-move="0"]', "aria-label"),
    "Move 1, South, South's pit 5, captures 4 seeds, sows again",
  );
  await screenshot(page, "moves-ali-guli-mane-desktop");

  await clearStorage(env);
  const other = await open(env, linkTo(MANQALA));
  await play(other.page, [9]);
  assert.deepEqual((await readBoard(other.page)).legal, [7], "North passed; South must feed North");
  assert.match(await other.page.locator("[data-moves]").textContent(), /North passes/);
  await play(other.page, [7, 0]);
  assert.deepEqual(
    (await moveList(other.page)).map((e) => e.text),
    ["E ×2", "G", "a"],
  );
  assert.deepEqual([...errors, ...other.errors], []);
  await other.page.close();
  await page.close();
});

test("looking back: a click, ← → Home End, a past position marked with nothing to play, back to the game", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo({ ...MANQALA }));
  await play(page, [9, 7, 0]);
  const live = await shown(page);
  await page.click('[data-move="1"]');
  assert.equal(await viewing(page), "1");
  assert.deepEqual(
    (await readBoard(page)).pits,
    (await expected(page, { state: MANQALA, moves: [9, 7] })).pits,
  );
  assert.deepEqual((await readBoard(page)).legal, [], "no pit is playable on a past position");
  assert.equal(await page.getAttribute('[data-move="1"]', "aria-current"), "step");
  assert.match(
    await page.locator("[data-status]").textContent(),
    /Looking back: the board after move 2/,
  );
  await screenshot(page, "looking-back-desktop");
  // Keys, with the focus in the list.
  await page.keyboard.press("ArrowLeft");
  assert.equal(await viewing(page), "0");
  await page.keyboard.press("Home");
  assert.equal(await viewing(page), "-1");
  assert.deepEqual((await readBoard(page)).pits, MANQALA.pits);
  await page.keyboard.press("ArrowRight");
  assert.equal(await viewing(page), "0");
  await page.keyboard.press("End");
  assert.equal(await viewing(page), null);
  assert.deepEqual(await shown(page), live);
  // A click on the board of a past position plays nothing.
  await page.click('[data-move="0"]');
  await page.click('[data-board-host] [data-pit="13"]', { force: true });
  assert.equal(await viewing(page), "0");
  assert.equal((await moveList(page)).length, 3);
  await page.click("[data-review=live]");
  assert.equal(await viewing(page), null);
  assert.deepEqual(await shown(page), live);
  // Undo still takes back a move in the live game.
  await page.click("[data-action=undo]");
  assert.deepEqual(await shown(page), await expected(page, { state: MANQALA, moves: [9, 7] }));
  assert.equal((await moveList(page)).length, 2);
  assert.deepEqual(errors, []);
  await page.close();
});

test("looking back on a phone: the list under the board", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(AGM), PHONE);
  await play(page, AGM_MOVES.slice(0, 3));
  await page.click('[data-move="0"]');
  const board = await page.locator("[data-board-host]").boundingBox();
  const list = await page.locator("[data-moves]").boundingBox();
  assert.ok(list.y >= board.y + board.height, "the move list is below the board");
  assert.ok(list.x + list.width <= PHONE.width + 1, "the move list fits the screen");
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth),
    PHONE.width,
    "nothing sticks out sideways",
  );
  await screenshot(page, "looking-back-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

test("replay: a finished game from the start, with the sowing animation, pause and step", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(AGM).replace("&speed=instant", "&speed=fast"));
  await play(page, AGM_MOVES);
  // Watch the board: every position it is marked as showing, and whether a sowing animates.
  await page.evaluate(() => {
    const root = document.querySelector("[data-board-host]");
    window.seen = [];
    window.animated = 0;
    new MutationObserver(() => {
      const v = root.dataset.viewing ?? "live";
      if (window.seen[window.seen.length - 1] !== v) window.seen.push(v);
      if (root.dataset.busy) window.animated += 1;
    }).observe(root, { attributes: true });
  });
  await page.click("[data-review=play]");
  await screenshot(page, "replay-desktop");
  await page.waitForFunction(
    () => window.seen.includes("-1") && window.seen.lastIndexOf("live") > window.seen.indexOf("-1"),
    null,
    { timeout: 20000 },
  );
  const seen = await page.evaluate(() => window.seen);
  assert.deepEqual(seen.slice(seen.indexOf("-1")), ["-1", "0", "1", "2", "3", "live"]);
  assert.ok((await page.evaluate(() => window.animated)) > 0, "the sowings were animated");
  assert.equal((await readBoard(page)).over, true);
  // Pause, then step on by one sowing.
  await page.click("[data-move-start]");
  await page.click("[data-review=play]");
  await page.waitForFunction(
    () => document.querySelector("[data-board-host]").dataset.viewing === "0",
  );
  await page.click("[data-review=play]");
  await idle(page);
  const paused = await viewing(page);
  assert.ok(paused === "0" || paused === "1", `paused at ${paused}`);
  await page.click("[data-review=forward]");
  await idle(page);
  assert.equal(await viewing(page), String(Number(paused) + 1));
  assert.deepEqual(
    (await readBoard(page)).pits,
    (await expected(page, { state: AGM, moves: AGM_MOVES.slice(0, Number(paused) + 2) })).pits,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("keep: copy the game as text and open it again; download it and open the file in another tab", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(MANQALA));
  await play(page, [9, 7]);
  const before = { board: await shown(page), list: await moveList(page) };
  await page.click("[data-action=share]");
  await page.click("[data-keep=copy]");
  const text = await page.inputValue("[data-keep-text]");
  assert.ok(text.length > 20, text);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.click("[data-keep=download]"),
  ]);
  const file = await download.path();
  assert.equal(readFileSync(file, "utf8"), text);
  await screenshot(page, "keep-desktop");
  // Another game, then the copied one pasted back.
  await page.click("[data-game=ali-guli-mane]");
  await idle(page);
  // The box closed with its game: open it again.
  await page.click("[data-action=share]");
  await page.fill("[data-keep-text]", text);
  await page.click("[data-keep=open]");
  await idle(page);
  assert.deepEqual(await shown(page), before.board);
  assert.deepEqual(await moveList(page), before.list);
  // The downloaded file, opened in another tab, continues the game.
  const other = await open(env, "?game=mangala-iv&speed=instant");
  await other.page.setInputFiles("[data-keep-file]", file);
  await other.page.waitForFunction(
    () => document.querySelector("[data-board-host]").dataset.variant === "al-manqala",
  );
  await idle(other.page);
  assert.deepEqual(await shown(other.page), before.board);
  await play(other.page, [0]);
  assert.deepEqual(
    (await moveList(other.page)).map((e) => e.text),
    ["E ×2", "G", "a"],
  );
  assert.deepEqual([...errors, ...other.errors], []);
  await other.page.close();
  await page.close();
});

test("send your move: a game link opened in a fresh browser profile continues the game, and goes back", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(MANQALA));
  await play(page, [9]);
  await page.click("[data-action=share]");
  const link = new URL(await page.inputValue("[data-share-url]"));
  // A friend: another browser with an empty profile.
  const friend = await launchBrowser();
  try {
    const { page: theirs, errors: theirErrors } = await openPage(
      friend.context,
      env.url + link.search,
    );
    await theirs.waitForSelector("html[data-ready]");
    assert.deepEqual(await shown(theirs), await shown(page));
    assert.deepEqual(
      (await moveList(theirs)).map((e) => e.text),
      ["E ×2"],
    );
    await play(theirs, [7]);
    await theirs.click("[data-action=share]");
    const back = new URL(await theirs.inputValue("[data-share-url]"));
    assert.equal(back.searchParams.get("moves"), `${link.searchParams.get("moves")}G`);
    // Back home, the answer opens the game one move on.
    const home = await open(env, back.search);
    assert.deepEqual(
      await shown(home.page),
      await expected(home.page, { state: MANQALA, moves: [9, 7] }),
    );
    assert.deepEqual([...theirErrors, ...home.errors], []);
    await home.page.close();
  } finally {
    await friend.close();
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("a broken game file and a broken game link give a notice and keep the game", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  await play(page, [11]);
  const kept = await shown(page);
  await page.click("[data-action=share]");
  await page.fill("[data-keep-text]", "this is not a game");
  await page.click("[data-keep=open]");
  assert.equal(await page.locator("[data-notice=bad-file]").isVisible(), true);
  assert.deepEqual(await shown(page), kept);
  // A link whose second move is not a pit's letter: the saved game stays.
  const other = await open(env, "?game=al-manqala&moves=Cz&speed=instant");
  assert.equal(await other.page.locator("[data-notice=bad-link]").isVisible(), true);
  // The visitor reads why in their words; the engine's reason is kept for developers.
  const why = await other.page.locator("[data-notice=bad-link]").getAttribute("data-why");
  assert.match(why ?? "", /move 2/);
  assert.deepEqual(await shown(other.page), kept);
  // A link with an illegal move (North's pit first): the same.
  const third = await open(env, "?game=al-manqala&moves=a&speed=instant");
  assert.equal(await third.page.locator("[data-notice=bad-link]").isVisible(), true);
  assert.deepEqual(await shown(third.page), kept);
  assert.deepEqual([...errors, ...other.errors, ...third.errors], []);
  await third.page.close();
  await other.page.close();
  await page.close();
});
