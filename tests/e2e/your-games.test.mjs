// "Your games" (issue 31; www/js/features/your-games/): a game played to its end on the page is
// kept on the device and listed in [data-your-games], opened by the header's
// [data-action="your-games"], one [data-game-entry] per game; an entry opens the game in look-back,
// in the review or on the analysis board, and can be deleted. An embed and a kiosk keep nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  idle,
  endingLink,
  linkTo,
  ENDING,
  PHONE,
  screenshot,
  seriousViolations,
} from "./board-helpers.mjs";

const env = useBrowser();
const KEPT = "mancala-heritage:games";

/**
 * Plays the hand-worked ending of board-helpers.mjs (ENDING, Al-manqala): South sows pit 8, takes
 * 4 in pit 7 and reaches 50, so the game ends at once, South winning 50 to 41.
 */
async function endIt(page, root = page) {
  await idle(page);
  await root.locator("[data-board-host] [data-pit='8']").click();
  await root.locator("[data-dialog][data-kind=end][open]").waitFor();
}

/** Closes the end's dialog ("Look at the board"). */
const lookAtBoard = (page) => page.click("[data-dialog][open] button[value=close]");

/** Opens the list from the header and gives its entries' texts. */
async function openList(page) {
  await page.click('[data-action="your-games"]');
  await page.waitForSelector("[data-your-games][open]");
  return page.$$eval("[data-your-games] [data-game-entry]", (entries) =>
    entries.map((e) => e.innerText.replace(/\s+/g, " ")),
  );
}

test("a finished game is listed with its game, opponent and result, and opens in look-back, review and analysis", async () => {
  await clearStorage(env);
  // The person is South, the Master North (endingLink): South wins 50–41.
  const { page, errors } = await open(env, endingLink("", true));
  // Nothing kept yet: no button in the header.
  assert.equal(await page.locator('[data-action="your-games"]:visible').count(), 0);
  await endIt(page);
  await lookAtBoard(page);
  await page.waitForSelector('[data-action="your-games"]:visible');
  const entries = await openList(page);
  assert.equal(entries.length, 1);
  assert.match(entries[0], /^Al-manqala · /);
  assert.match(entries[0], /Against the computer \(Master\)/);
  assert.match(entries[0], /You won, 50–41/);
  // The date is today's, as English writes it.
  const today = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date());
  assert.ok(entries[0].includes(today), `${entries[0]} has ${today}`);
  assert.deepEqual(await seriousViolations(page), []);
  await screenshot(page, "your-games-desktop");

  // Look back: the kept game on the board at its start, looking back.
  await page.click("[data-game-entry] [data-entry-action=replay]");
  await page.waitForSelector("[data-board-host][data-viewing='-1']");
  assert.equal(await page.locator("[data-your-games][open]").count(), 0);

  // The review ("How did I play?") of the same game.
  await openList(page);
  await page.click("[data-game-entry] [data-entry-action=review]");
  await page.waitForSelector("[data-critique-panel] .critique-summary", { timeout: 30000 });

  // The analysis board, on the game's last position; a sowing taken back shows South's two.
  await openList(page);
  await page.click("[data-game-entry] [data-entry-action=analysis]");
  await page.waitForSelector(".mg[data-mode=analysis]");
  await page.click('[data-analysis-action="back"]');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-analysis-pit]")]
        .map((b) => b.dataset.analysisPit)
        .sort()
        .join() === "7,8",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("a second game comes first; one is deleted, then all once confirmed", async () => {
  await clearStorage(env);
  const first = await open(env, endingLink("", true));
  await endIt(first.page);
  await first.page.waitForFunction((k) => localStorage.getItem(k), KEPT);
  await first.page.close();
  // Between two people this time: South wins the same way.
  const { page, errors } = await open(env, endingLink("", false));
  await endIt(page);
  await lookAtBoard(page);
  // By the keyboard: Enter on the header's button opens the list, the focus on the newest's first
  // button; Escape closes it and the focus goes back.
  await page.focus('[data-action="your-games"]');
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-your-games][open]");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.entryAction), "replay");
  await page.keyboard.press("Escape");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), "your-games");
  const entries = await openList(page);
  assert.equal(entries.length, 2);
  assert.match(entries[0], /Two players on this device.*South won, 50–41/);
  assert.match(entries[1], /Against the computer \(Master\).*You won, 50–41/);

  // Deleting the newest leaves the other, and the focus on a button of the list.
  await page.locator("[data-game-entry] [data-entry-action=delete]").first().click();
  assert.equal(await page.locator("[data-your-games] [data-game-entry]").count(), 1);
  assert.ok(await page.evaluate(() => document.activeElement.closest("[data-your-games]")));
  assert.equal(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEPT)).length, 1);

  // "Delete all" asks first; "Keep them" keeps them.
  await page.click('[data-games-action="all"]');
  await page.click('[data-games-action="no"]');
  assert.equal(await page.locator("[data-your-games] [data-game-entry]").count(), 1);
  await page.click('[data-games-action="all"]');
  await page.click('[data-games-action="yes"]');
  assert.equal(await page.locator("[data-your-games] [data-game-entry]").count(), 0);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEPT), "[]");
  // Escape closes the list; the focus goes back to its button.
  await page.keyboard.press("Escape");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), "your-games");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a broken kept list is discarded with a notice in the visitor's language", async () => {
  await clearStorage(env);
  const { page } = await open(env, "?speed=instant&lang=pt");
  await page.evaluate((k) => localStorage.setItem(k, "{not a list"), KEPT);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  const notice = page.locator('[data-notice="bad-games"]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /Não foi possível ler a lista dos seus jogos terminados/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEPT), "[]");
  await page.close();
});

test("in Arabic the list reads right to left, its date in Arabic words; on a phone it fits", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, endingLink("", true) + "&lang=ar", PHONE);
  await endIt(page);
  await lookAtBoard(page);
  const entries = await openList(page);
  assert.match(entries[0], /ضد الحاسوب/);
  assert.match(entries[0], /فزت، 50 مقابل 41/);
  const dir = await page.$eval("[data-your-games]", (d) => getComputedStyle(d).direction);
  assert.equal(dir, "rtl");
  const box = await page.$eval("[data-your-games]", (d) => d.getBoundingClientRect().toJSON());
  assert.ok(box.left >= 0 && box.right <= PHONE.width, `the list fits the phone: ${box.right}`);
  assert.deepEqual(await seriousViolations(page), []);
  await screenshot(page, "your-games-phone-ar");
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * Plays a whole game between two people by sowing the first pit each player may play (an embed
 * opens no game link), answering the end of a round, until the game's end shows.
 */
async function playToEnd(page) {
  const end = page.locator("[data-dialog][data-kind=end][open]");
  for (let sowings = 0; sowings < 300 && !(await end.count()); sowings += 1) {
    const ok = page.locator("[data-dialog][open] button[value=ok]");
    if (await ok.count()) await ok.click();
    await idle(page);
    const pit = page.locator("[data-board-host] [data-pit][data-legal]").first();
    if (await pit.count()) await pit.click();
  }
  await end.waitFor();
}

test("an embed and a kiosk keep no finished game", async () => {
  await clearStorage(env);
  // The kiosk first: left alone for two minutes it would start playing itself.
  const kiosk = await open(env, linkTo(ENDING, "&speed=instant&kiosk=1"));
  await endIt(kiosk.page);
  // A whole game of Ali Guli Mane by the first legal pit takes a few dozen sowings.
  const embed = await open(env, "embed.html?game=ali-guli-mane&opponent=human&speed=instant");
  await playToEnd(embed.page);
  for (const { page, errors } of [embed, kiosk]) {
    // The end's dialog shows; a feature that kept games would have had time to fetch and keep.
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEPT), null, page.url());
    assert.equal(await page.locator('[data-action="your-games"]').count(), 0, page.url());
    assert.deepEqual(errors, [], page.url());
    await page.close();
  }
});
