// Shared links at hand-made positions: the move's saada and captured pits are marked, the
// counts are the ones worked out by hand from docs/rules.md; bad links give a notice.
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

const zeros = () => Array(14).fill(0);

test("Ali Guli Mane link: the saada is marked, the next pit and its opposite are captured, South sows again", async () => {
  // South sows pit 9 (2 seeds): drops into 8 and 7. The pit after 7 is 0, empty: saada at 0.
  // Captured: next(0) = 1 (3 seeds) and opposite(1) = 8 (the 1 seed just dropped) = 4 seeds.
  const pits = zeros();
  pits[9] = 2;
  pits[1] = 3;
  pits[12] = 4;
  pits[5] = 1;
  const state = { variant: "ali-guli-mane", pits, captured: [30, 30], toMove: 0 };
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(state));
  assert.deepEqual((await readBoard(page)).pits, pits);
  await page.click('[data-board-host] [data-pit="9"]');
  await idle(page);
  const board = await readBoard(page);
  const after = zeros();
  after[7] = 1;
  after[12] = 4;
  after[5] = 1;
  assert.deepEqual(board.pits, after);
  assert.deepEqual(board.piles, [34, 30]);
  assert.deepEqual(board.saada, [0]);
  assert.deepEqual(board.captured, [1, 8]);
  assert.equal(board.toMove, 0, "a capture on the first sowing earns South an extra sowing");
  assert.deepEqual(board.legal, [7, 12]);
  assert.match(
    await page.locator("[data-board-host] [data-pit='0'] .mb-tag").textContent(),
    /saada/,
  );
  assert.match(await page.locator("[data-status]").textContent(), /sows again/);
  await screenshot(page, "link-ali-guli-mane-saada");
  // The marks stay until the next move, then belong to that move only.
  await page.click('[data-board-host] [data-pit="7"]');
  await idle(page);
  const next = await readBoard(page);
  assert.equal(
    next.captured.includes(8) && next.captured.includes(1),
    false,
    "the old marks are gone",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("Al-manqala link: a backward chain of 2s and 4s is captured across both rows", async () => {
  // South sows pit 9 (3 seeds) into 8, 7, 0. Pit 0 goes 1 -> 2: capture; prev(0) = 7 went
  // 3 -> 4: capture; prev(7) = 8 went 1 -> 2: capture; prev(8) = 9 is now empty: stop.
  const pits = zeros();
  pits[9] = 3;
  pits[0] = 1;
  pits[7] = 3;
  pits[8] = 1;
  pits[3] = 5;
  pits[12] = 6;
  const state = { variant: "al-manqala", pits, captured: [40, 39], toMove: 0 };
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(state));
  await page.click('[data-board-host] [data-pit="9"]');
  await idle(page);
  const board = await readBoard(page);
  const after = zeros();
  after[3] = 5;
  after[12] = 6;
  assert.deepEqual(board.pits, after);
  assert.deepEqual(board.piles, [48, 39]);
  assert.deepEqual(board.captured, [0, 7, 8]);
  assert.deepEqual(board.saada, []);
  assert.equal(board.toMove, 1);
  await screenshot(page, "link-al-manqala-chain");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Mangala IV link: the forced pit is the only choice; a chain takes its pits and their opposites", async () => {
  // South's leftmost non-empty pit in sowing order (13, 12, …) is 12: forced.
  // 12 (2 seeds) drops into 11 (1 -> 2) and 10 (1 -> 2): 2 in the last pit, capture.
  // Chain: 10, then prev(10) = 11 holding 2; prev(11) = 12 is empty: stop.
  // Taken: 10 (2) + opposite 3 (3) + 11 (2) + opposite 4 (0) = 7.
  const pits = zeros();
  pits[12] = 2;
  pits[11] = 1;
  pits[10] = 1;
  pits[3] = 3;
  pits[8] = 1;
  pits[1] = 2;
  const state = { variant: "mangala-iv", pits, captured: [44, 44], toMove: 0 };
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(state));
  let board = await readBoard(page);
  assert.deepEqual(board.legal, [12]);
  assert.equal(await page.getAttribute("[data-board-host]", "data-forced"), "true");
  await page.click('[data-board-host] [data-pit="12"]');
  await idle(page);
  board = await readBoard(page);
  const after = zeros();
  after[8] = 1;
  after[1] = 2;
  assert.deepEqual(board.pits, after);
  assert.deepEqual(board.piles, [51, 44]);
  for (const pit of [3, 10, 11])
    assert.ok(board.captured.includes(pit), `pit ${pit} is marked captured`);
  assert.equal(board.toMove, 1);
  assert.deepEqual(board.legal, [1], "North's forced pit: the first non-empty of 0, 1, …");
  await screenshot(page, "link-mangala-iv-chain");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the share button gives a link that carries the game: another browser tab opens the same game with its moves", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  await page.click('[data-board-host] [data-pit="11"]');
  await idle(page);
  await page.click("[data-action=share]");
  const url = new URL(await page.inputValue("[data-share-url]"));
  assert.equal(url.searchParams.get("game"), "al-manqala");
  assert.equal(url.searchParams.get("speed"), "instant");
  // Pit 11 is South's third pit from South's left (13, 12, 11): "C" in the notation.
  assert.equal(url.searchParams.get("moves"), "C");
  const other = await open(env, url.search);
  assert.deepEqual(
    await shown(other.page),
    await expected(other.page, { variant: "al-manqala", moves: [11] }),
  );
  assert.deepEqual(await shown(other.page), await shown(page));
  assert.deepEqual(
    await other.page.locator("[data-move]").evaluateAll((ns) => ns.map((n) => n.dataset.move)),
    ["0"],
  );
  assert.deepEqual([...errors, ...other.errors], []);
  await other.page.close();
  await page.close();
});

const badLinks = [
  [
    "state that is not base64url JSON",
    "?game=al-manqala&state=%40%40%40&speed=instant",
    "al-manqala",
  ],
  ["unknown game", "?game=chess&speed=instant", "ali-guli-mane"],
  [
    "wrong number of pits",
    `?game=al-manqala&state=${Buffer.from(JSON.stringify({ variant: "al-manqala", pits: [7, 7, 7], captured: [0, 0], toMove: 0 })).toString("base64url")}`,
    "al-manqala",
  ],
  [
    "state of another game",
    `?game=mangala-iv&state=${Buffer.from(JSON.stringify({ variant: "al-manqala", pits: Array(14).fill(7), captured: [0, 0], toMove: 0 })).toString("base64url")}`,
    "mangala-iv",
  ],
];

for (const [what, query, variant] of badLinks) {
  test(`a bad link (${what}) opens a new game with a notice`, async () => {
    await clearStorage(env);
    const { page, errors } = await open(env, query);
    const notice = page.locator("[data-notice=bad-link]");
    assert.equal(await notice.isVisible(), true);
    // The engine's English reason is kept for developers, out of the visitor's words.
    const why = await notice.getAttribute("data-why");
    assert.ok(why);
    assert.equal((await notice.textContent())?.includes(why), false);
    const board = await readBoard(page);
    assert.equal(board.variant, variant);
    assert.deepEqual(await shown(page), await expected(page, { variant }));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("a bad link's notice is in the visitor's language, without the engine's English", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=chess&lang=pt&speed=instant");
  const notice = page.locator("[data-notice=bad-link]");
  assert.equal(await notice.isVisible(), true);
  const text = (await notice.textContent()) ?? "";
  assert.match(text, /Não foi possível abrir esta ligação: não contém um jogo válido/);
  assert.doesNotMatch(text, /unknown game|chess/);
  assert.deepEqual(errors, []);
  await page.close();
});
