// Game flows: the Mangala IV ritual (also across a reload) and options, Ali Guli Mane rounds,
// Al-manqala's agreed cycle, a reload resuming the game, and a saved game that can't be read.
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
  linkTo,
  screenshot,
} from "./board-helpers.mjs";

const env = useBrowser();

test("Mangala IV ritual: a wrong guess lets the hider assign the rows, then South moves first", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?speed=instant");
  await page.click("[data-game=mangala-iv]");
  await page.waitForSelector("[data-ritual-step=hide]");
  assert.deepEqual((await readBoard(page)).legal, [], "no move before the ritual ends");
  await screenshot(page, "ritual-desktop");
  await page.click("[data-ritual=hide-2]");
  await page.waitForSelector("[data-ritual-step=guess]");
  await page.click("[data-ritual=odd]");
  await page.waitForSelector("[data-ritual-step=reveal]");
  const scene = await page.locator("[data-panel]").textContent();
  assert.match(scene, /two pieces/);
  assert.match(scene, /Wrong guess: the hider assigns the rows/);
  await page.click("[data-ritual=top]");
  await page.waitForSelector("[data-panel]", { state: "hidden" });
  const board = await readBoard(page);
  assert.deepEqual(board.legal, [13]);
  assert.equal(board.toMove, 0);
  assert.match(
    await page.locator("[data-board-host] [data-pile='0'] .mb-pile-name").textContent(),
    /hider/,
  );
  assert.match(
    await page.locator("[data-board-host] [data-pile='1'] .mb-pile-name").textContent(),
    /guesser/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("Mangala IV ritual: a right guess lets the guesser choose", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?speed=instant");
  await page.click("[data-game=mangala-iv]");
  await page.click("[data-ritual=hide-1]");
  await page.click("[data-ritual=odd]");
  assert.match(
    await page.locator("[data-panel]").textContent(),
    /Right guess: the guesser chooses a row/,
  );
  await page.click("[data-ritual=bottom]");
  assert.match(
    await page.locator("[data-board-host] [data-pile='0'] .mb-pile-name").textContent(),
    /guesser/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("Mangala IV ritual: a reload before it ends shows it again; once it is played, a reload resumes the game", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?speed=instant");
  await page.click("[data-game=mangala-iv]");
  await page.waitForSelector("[data-ritual-step=hide]");
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  await page.waitForSelector("[data-ritual-step=hide]");
  assert.deepEqual((await readBoard(page)).legal, [], "no move before the ritual ends");
  await screenshot(page, "ritual-after-reload");
  await page.click("[data-ritual=hide-1]");
  await page.click("[data-ritual=odd]");
  await page.click("[data-ritual=bottom]");
  await page.waitForSelector("[data-panel]", { state: "hidden" });
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  assert.equal(
    await page.locator("[data-panel]").isHidden(),
    true,
    "the ritual is not played twice",
  );
  assert.deepEqual((await readBoard(page)).legal, [13]);
  assert.match(
    await page.locator("[data-board-host] [data-pile='0'] .mb-pile-name").textContent(),
    /guesser/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("Mangala IV options: a random deal shows its seed and is shareable; the house rule is labelled", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=mangala-iv&speed=instant");
  await page.click("[data-action=new]");
  await page.check("[data-dialog] input[name=start][value=random]");
  await page.fill("[data-dialog] input[name=seed]", "42");
  await page.uncheck("[data-dialog] input[name=ritual]");
  await page.check("[data-dialog] input[name=freeChoice]");
  await page.click("[data-dialog] [data-choice=start]");
  await idle(page);
  const want = await expected(page, {
    variant: "mangala-iv",
    options: { start: "random", seed: 42, freeChoice: true },
  });
  assert.deepEqual(await shown(page), want);
  assert.equal(
    want.pits.reduce((a, b) => a + b, 0),
    98,
  );
  const status = await page.locator("[data-status]").textContent();
  assert.match(status, /seed 42/);
  assert.match(status, /not traditional/);
  assert.equal(
    await page.getAttribute("[data-board-host]", "data-forced"),
    null,
    "free choice: no forced pit",
  );
  // The game's link carries its options (those that differ from the defaults).
  await page.click("[data-action=share]");
  const url = new URL(await page.inputValue("[data-share-url]"));
  const options = JSON.parse(Buffer.from(url.searchParams.get("options"), "base64url").toString());
  assert.deepEqual(options, { start: "random", seed: 42, freeChoice: true });
  assert.equal(url.searchParams.get("moves"), "");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Ali Guli Mane rounds: the round ends, a summary shows, unfilled pits are closed", async () => {
  // South sows pit 8 (1 seed) into 7; the pit after 7 (pit 0) is empty: saada, nothing taken.
  // North to move has no seed: the round ends and each side keeps its own row: South 30 + 6.
  // Round 2: South fills 7 pits from 36 (1 left); North fills 6 from 34 (4 left) in its
  // sowing order 0, 1, …, 5, so pit 6 is closed. The starter alternates: North starts.
  const pits = Array(14).fill(0);
  pits[8] = 1;
  pits[12] = 5;
  const state = {
    variant: "ali-guli-mane",
    pits,
    captured: [30, 34],
    toMove: 0,
    closed: [],
    round: 1,
    roundStarter: 0,
    options: { rounds: true },
  };
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(state));
  await page.click('[data-board-host] [data-pit="8"]');
  await page.waitForSelector("[data-dialog][data-kind=round][open]");
  const summary = await page.locator("[data-dialog]").textContent();
  assert.match(summary, /Round 1 is over/);
  assert.match(summary, /South: 36 · North: 34/);
  assert.match(summary, /Round 2: North starts/);
  assert.match(summary, /South's row: every pit filled\./);
  assert.match(summary, /North's row: 1 closed pit, marked with sticks\./);
  await screenshot(page, "rounds-summary");
  await page.click("[data-dialog] [data-choice=ok]");
  const board = await readBoard(page);
  assert.deepEqual(board.pits, [5, 5, 5, 5, 5, 5, 0, 5, 5, 5, 5, 5, 5, 5]);
  assert.deepEqual(board.piles, [1, 4]);
  assert.deepEqual(board.closed, [6]);
  assert.equal(board.toMove, 1);
  assert.equal(board.legal.includes(6), false);
  assert.match(
    await page.locator("[data-board-host] [data-pit='6'] .mb-tag").textContent(),
    /closed/,
  );
  await screenshot(page, "rounds-closed-pit");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Al-manqala: 'the seeds cycle' needs the other player's consent, then divides the board", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  await page.click("[data-action=cycle]");
  await page.waitForSelector("[data-dialog][data-kind=cycle][open]");
  assert.match(await page.locator("[data-dialog]").textContent(), /North, do you agree/);
  await page.click("[data-dialog] [data-choice=refuse]");
  assert.equal((await readBoard(page)).over, false);
  await page.click("[data-action=cycle]");
  await page.click("[data-dialog] [data-choice=agree]");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  const end = await page.locator("[data-dialog]").textContent();
  assert.match(end, /A draw/);
  assert.match(end, /South: 49 · North: 49/);
  assert.match(end, /agreed/);
  await page.click("[data-dialog] [data-choice=close]");
  const board = await readBoard(page);
  assert.equal(board.over, true);
  assert.deepEqual(board.piles, [49, 49]);
  assert.deepEqual(board.pits, Array(14).fill(0));
  // The finished game survives a reload.
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  const again = await readBoard(page);
  assert.equal(again.over, true);
  assert.deepEqual(again.piles, [49, 49]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a reload resumes the game in progress, undo included", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=ali-guli-mane&speed=instant");
  const moves = [];
  for (const pit of [10, 8, 12]) {
    const legal = (await readBoard(page)).legal;
    const choice = legal.includes(pit) ? pit : legal[0];
    await page.click(`[data-board-host] [data-pit="${choice}"]`);
    await idle(page);
    moves.push(choice);
  }
  const before = await shown(page);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  assert.deepEqual(await shown(page), before);
  assert.deepEqual(before, await expected(page, { variant: "ali-guli-mane", moves }));
  await page.click("[data-action=undo]");
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "ali-guli-mane", moves: moves.slice(0, -1) }),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [what, text] of [
  ["not JSON", "{broken"],
  [
    "an illegal move",
    JSON.stringify({
      v: 1,
      variant: "al-manqala",
      options: {},
      start: null,
      actions: [0],
      seats: null,
    }),
  ],
  ["an unknown shape", JSON.stringify({ v: 9 })],
]) {
  test(`a saved game that can't be read (${what}) is dropped with a notice`, async () => {
    await clearStorage(env);
    const { page, errors } = await open(env, "?speed=instant");
    await page.evaluate((text) => {
      localStorage.setItem("mancala-heritage:game:al-manqala", text);
      localStorage.setItem("mancala-heritage:current", "al-manqala");
    }, text);
    await page.reload();
    await page.waitForSelector("html[data-ready]");
    assert.equal(await page.locator("[data-notice=bad-save]").isVisible(), true);
    const board = await readBoard(page);
    assert.equal(board.variant, "al-manqala");
    assert.deepEqual(await shown(page), await expected(page, { variant: "al-manqala" }));
    const saved = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("mancala-heritage:game:al-manqala")),
    );
    assert.deepEqual(saved.actions, [], "the broken save was replaced by the new game");
    assert.deepEqual(errors, []);
    await page.close();
  });
}
