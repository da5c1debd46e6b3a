// Your side at the bottom (issue 31): a person playing North against the computer sees North's
// row at the bottom; the "turn the board" button ([data-action="flip"]) turns it for anyone; the
// game's element carries data-bottom="south|north" (www/js/views/flip.js); the words that place a
// row on screen follow the turn; a rematch that seats the person North turns it too.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  idle,
  encodeState,
  endingLink,
  screenshot,
} from "./board-helpers.mjs";

const env = useBrowser();

/** The computer plays South (player 0): the person plays North. */
const personNorth = (level = "beginner") =>
  `&seats=${encodeState({ computer: { player: 0, level }, ritual: null })}`;

/** Mangala IV, North (player 1) to move, worked out from docs/rules.md ("Mangala IV: forced
 * move"): North's row from North's own left is pits 0, 1, …, 6; pit 0 is empty, so North's
 * forced pit is pit 1, the first with seeds. Seeds: 0 + 8 + 5×7 = 43 in North's row, 7×7 = 49 in
 * South's, 6 in South's pile: 98. */
const MANGALA = {
  variant: "mangala-iv",
  pits: [0, 8, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7],
  captured: [6, 0],
  toMove: 1,
  options: {},
};

/** The centre of every pit on screen, by pit. */
const centres = (page) =>
  page.evaluate(() =>
    [...Array(14).keys()].map((pit) => {
      const r = document
        .querySelector(`[data-board-host] [data-pit="${pit}"]`)
        .getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, top: r.top, bottom: r.bottom };
    }),
  );

/** Whose row is below the other's on screen: "north" when every North pit is under every
 * South pit, "south" the other way round. */
async function drawnBelow(page) {
  const c = await centres(page);
  const north = c.slice(0, 7);
  const south = c.slice(7);
  if (north.every((n) => south.every((s) => n.top >= s.bottom))) return "north";
  if (south.every((s) => north.every((n) => s.top >= n.bottom))) return "south";
  return "mixed";
}

const bottom = (page) => page.locator(".mg").getAttribute("data-bottom");
const status = (page) => page.locator("[data-status] .status-line").textContent();

test("the person playing North sees their row at the bottom, and can turn the board", async () => {
  await clearStorage(env);
  // Al-manqala from the start, North to move: every North pit is playable.
  const start = { variant: "al-manqala", pits: Array(14).fill(7), captured: [0, 0], toMove: 1 };
  const { page, errors } = await open(
    env,
    `?game=al-manqala&moves=&start=${encodeState({ ...start, options: {} })}${personNorth()}&speed=instant`,
  );
  await idle(page);
  assert.equal(await bottom(page), "north");
  assert.equal(await drawnBelow(page), "north");
  // A half turn: North's row runs from North's own left (pit 0) to the screen's right.
  const c = await centres(page);
  for (let pit = 0; pit < 6; pit += 1)
    assert.ok(c[pit].x < c[pit + 1].x, `pit ${pit} left of ${pit + 1}`);
  for (let pit = 7; pit < 13; pit += 1)
    assert.ok(c[pit].x < c[pit + 1].x, `pit ${pit} left of ${pit + 1}`);
  await screenshot(page, "flip-north-bottom");

  // The arrows follow the screen: → from pit 2 reaches pit 3, ↑ reaches South's row above.
  await page.focus("[data-board-host] [data-pit='2']");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), "3");
  await page.keyboard.press("ArrowUp");
  const above = Number(await page.evaluate(() => document.activeElement.dataset.pit));
  assert.ok(above >= 7, "up goes to South's row");
  assert.ok(Math.abs((await centres(page))[above].x - c[3].x) < 2, "straight above");

  // The button turns it back and forth.
  const flip = page.locator("[data-action=flip]");
  assert.equal(await flip.isVisible(), true);
  assert.equal(await flip.getAttribute("aria-pressed"), "true");
  await flip.click();
  assert.equal(await bottom(page), "south");
  assert.equal(await drawnBelow(page), "south");
  assert.equal(await flip.getAttribute("aria-pressed"), "false");
  await flip.click();
  assert.equal(await bottom(page), "north");
  assert.equal(await drawnBelow(page), "north");

  // A click on a pit of the person's row sows it: pit 3's 7 seeds leave it.
  await page.click("[data-board-host] [data-pit='3']");
  await page.waitForFunction(
    () => document.querySelector("[data-board-host] [data-pit='3']").dataset.seeds !== "7",
  );
  assert.equal(await bottom(page), "north", "the board stays turned");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the forced pit's words follow the turn (Mangala IV, the person North)", async () => {
  await clearStorage(env);
  const { page, errors } = await open(
    env,
    `?game=mangala-iv&moves=&start=${encodeState(MANGALA)}${personNorth()}&speed=normal`,
  );
  await idle(page);
  assert.equal(await bottom(page), "north");
  // North's forced pit is pit 1; North's row at the bottom, read from North's left, puts it
  // leftmost of the pits with seeds (pit 0, left of it, is empty).
  const c = await centres(page);
  assert.ok(c[1].x < Math.min(...[2, 3, 4, 5, 6].map((p) => c[p].x)));
  assert.match(await status(page), /leftmost pit with seeds/);
  // Turned back, North's row is on top, read from the screen's right: pit 1 is its rightmost.
  await page.click("[data-action=flip]");
  assert.equal(await drawnBelow(page), "south");
  const d = await centres(page);
  assert.ok(d[1].x > Math.max(...[2, 3, 4, 5, 6].map((p) => d[p].x)));
  assert.match(await status(page), /rightmost pit with seeds/);
  await page.click("[data-action=flip]");

  // The sowing's words say the same of the lift.
  await page.click("[data-action=narrate]");
  const said = [];
  await page.exposeFunction("heard", (words) => said.push(words));
  await page.evaluate(() => {
    const n = document.querySelector("[data-narration]");
    new MutationObserver(() => n.textContent && window.heard(n.textContent)).observe(n, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.click("[data-board-host] [data-pit='1']");
  await page.waitForFunction(() => document.querySelector("[data-narration]").textContent);
  await page.waitForFunction(
    () => document.querySelector("[data-board-host] [data-pit='1']").dataset.seeds !== "8",
  );
  const lift = said.find((w) => /forced/i.test(w));
  assert.ok(lift, `the lift is said: ${said.join(" | ")}`);
  assert.match(lift, /leftmost/);
  assert.doesNotMatch(lift, /rightmost/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("between two people South is at the bottom; the button turns it", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&opponent=human&speed=instant");
  await idle(page);
  assert.equal(await bottom(page), "south");
  assert.equal(await drawnBelow(page), "south");
  await page.click("[data-action=flip]");
  assert.equal(await bottom(page), "north");
  assert.equal(await drawnBelow(page), "north");
  // South moves first: its pits, now on top, are the playable ones, and a click on one sows it
  // (Al-manqala: pit 10's 7 seeds go to 9, 8, 7, 0, 1, 2, 3, none back to 10).
  await page.click("[data-board-host] [data-pit='10']");
  await page.waitForFunction(
    () => document.querySelector("[data-board-host] [data-pit='10']").dataset.seeds === "0",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("a rematch that seats the person North turns the board to them", async () => {
  await clearStorage(env);
  // The person is South against the Master (North): South at the bottom. The hand-worked
  // ending of board-helpers.mjs: pit 8 wins at once.
  const { page, errors } = await open(env, endingLink("", true));
  await idle(page);
  assert.equal(await bottom(page), "south");
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await page.click('[data-dialog][open] [data-action="rematch"]');
  await page.waitForFunction(() => document.querySelector(".mg").dataset.bottom === "north", null, {
    timeout: 20000,
  });
  await idle(page);
  assert.equal(await drawnBelow(page), "north");
  assert.deepEqual(errors, []);
  await page.close();
});
