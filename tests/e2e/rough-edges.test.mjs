// The rough edges found in play (issue 23), each with a test that fails if it comes back: a
// success notice that moves nothing and goes by itself, the share box closing with its game,
// the review's ring in the colour of its grade, the names and arrows of right-to-left pages,
// the live region and the rules panel after a switch, the kiosk's caption box, and the move list
// of a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, clearStorage, idle, screenshot, DESKTOP } from "./board-helpers.mjs";

const env = useBrowser();

/** The top left corner of an element, in CSS pixels of the page. */
const corner = async (page, selector) => {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is shown`);
  return { x: box.x, y: box.y };
};

for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["phone", { width: 390, height: 844 }],
]) {
  test(`"Link copied." is a success that moves nothing and goes by itself; the share box closes with its game (${name})`, async () => {
    await clearStorage(env);
    await env.browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: env.url.replace(/\/$/, ""),
    });
    const { page, errors } = await open(env, "?game=al-manqala&speed=instant", viewport);
    const board = await corner(page, "[data-board-host]");
    const status = await corner(page, "[data-status]");
    await page.click("[data-action=share]");
    const notice = page.locator("[data-notice=share]");
    await notice.waitFor();
    assert.equal(await notice.getAttribute("data-tone"), "success");
    assert.equal(await notice.textContent(), "Link copied.");
    // Nothing above or around the board moved for it.
    assert.deepEqual(await corner(page, "[data-board-host]"), board);
    assert.deepEqual(await corner(page, "[data-status]"), status);
    await screenshot(page, `rough-edges-copied-${name}`);
    // It goes by itself (the bound is generous; the page takes a few seconds).
    await notice.waitFor({ state: "detached", timeout: 15000 });
    // "Copy as text" says so the same way.
    await page.click("[data-keep=copy]");
    await notice.waitFor();
    assert.equal(await notice.textContent(), "Game copied as text.");
    assert.deepEqual(await corner(page, "[data-board-host]"), board);
    // Another game closes the box and takes its notice away.
    await page.click("[data-game=ali-guli-mane]");
    await idle(page);
    assert.equal(await page.locator("[data-keep-box]").isHidden(), true);
    assert.equal(await page.locator("[data-action=share]").getAttribute("aria-expanded"), "false");
    assert.equal(await notice.count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
