// Kiosk mode (issue 4): a gallery screen. Attract mode starts after the idle time (here
// idle=0.05 minutes, 3 s), the computer plays both sides with the rules in captions, a
// touch stops it and gives the visitor a fresh game, and idleness brings it back. Its
// stylesheet (css/kiosk.css) comes with its feature, and the game shows only once it is styled.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, readBoard, screenshot, stylesheetFetches } from "./board-helpers.mjs";
import { openPage } from "./harness.mjs";

const env = useBrowser();
const KIOSK = { width: 1920, height: 1080 };
const TABLET = { width: 800, height: 1280 };

async function openKiosk(query, viewport = KIOSK) {
  const { page, errors } = await openPage(env.browser.context, `${env.url}${query}`, { viewport });
  await page.waitForSelector("html[data-ready]", { timeout: 15000 });
  return { page, errors };
}

const attracting = (page) =>
  page.evaluate(() => document.querySelector(".mg").dataset.attract === "true");

test("kiosk: attract mode starts when idle, explains the rules in captions, and a touch stops it", async () => {
  const { page, errors } = await openKiosk(
    "index.html?kiosk=1&idle=0.05&countdown=2&game=ali-guli-mane",
  );
  // A visitor's game first: two people, South to move, nothing playing by itself.
  assert.equal(await attracting(page), false);
  assert.deepEqual((await readBoard(page)).legal, [7, 8, 9, 10, 11, 12, 13]);
  assert.equal(await page.locator("[data-action=share]").count(), 0, "no share button in a kiosk");

  // Idle for 3 s: the computer starts playing itself.
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  await page.waitForSelector("[data-board-host][data-busy]", { timeout: 10000 });
  const board = await readBoard(page);
  assert.deepEqual(board.legal, [], "no pit is a visitor's to play during attract mode");
  await page.waitForFunction(
    () => document.querySelector("[data-caption]").textContent.length > 20,
    null,
    { timeout: 10000 },
  );
  const caption = await page.locator("[data-caption]").textContent();
  assert.match(
    caption,
    /South lifts the 5 seeds of South's pit \d and sows them|Relay \(pussa kanawa\)|Saada/,
    caption,
  );
  assert.equal(await page.locator(".attract-cta").textContent(), "Touch the screen to play");
  await screenshot(page, "kiosk-attract-1920");
  // Captions follow the trace: within the first sowing, a relay or the saada is explained.
  await page.waitForFunction(
    () => /Relay|Saada/.test(document.querySelector("[data-caption]").textContent),
    null,
    { timeout: 20000 },
  );

  // A touch anywhere stops it and starts a fresh game for the visitor.
  await page.mouse.click(960, 540);
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.attract);
  await page.waitForSelector("[data-board-host]:not([data-busy])");
  const fresh = await readBoard(page);
  assert.deepEqual(fresh.pits, Array(14).fill(5), "a fresh game");
  assert.deepEqual(fresh.piles, [0, 0]);
  assert.deepEqual(fresh.legal, [7, 8, 9, 10, 11, 12, 13], "the visitor plays South");
  assert.equal(await page.locator("[data-caption]").isVisible(), false);
  // The touch itself played nothing, and the visitor can play.
  await page.locator("[data-speed]").selectOption("instant");
  await page.click('[data-board-host] [data-pit="10"]');
  await page.waitForSelector("[data-board-host]:not([data-busy])");
  assert.notDeepEqual((await readBoard(page)).pits, fresh.pits);

  // Left alone again, the kiosk asks "Still there?" (kiosk-session.test.mjs), then returns to
  // attract mode.
  await page.waitForSelector(".mg[data-still-there]", { timeout: 10000 });
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test("kiosk: no zoom, no selection, large targets, links stay inside, saved games untouched", async () => {
  const { page, errors } = await openKiosk("index.html?kiosk=1&game=al-manqala");
  const look = await page.evaluate(() => {
    const html = getComputedStyle(document.documentElement);
    const buttons = [...document.querySelectorAll(".mg button:not([hidden])")].filter(
      (b) => b.offsetParent,
    );
    return {
      viewport: document.querySelector('meta[name="viewport"]').content,
      touchAction: html.touchAction,
      userSelect: html.userSelect || html.webkitUserSelect,
      smallest: Math.min(...buttons.map((b) => b.getBoundingClientRect().height)),
      pit: document.querySelector("[data-pit]").getBoundingClientRect().width,
    };
  });
  // No pinch or double-tap zoom by touch (touch-action); the viewport forbids no zoom (WCAG 1.4.4).
  assert.doesNotMatch(look.viewport, /user-scalable=no|maximum-scale=1/);
  assert.match(look.viewport, /viewport-fit=cover/);
  assert.equal(look.touchAction, "pan-y", "no pinch or double-tap zoom");
  assert.equal(look.userSelect, "none");
  assert.ok(look.smallest >= 64, `buttons are at least 64 px high (smallest ${look.smallest})`);
  assert.ok(look.pit >= 100, `pits are large on a 1920 px screen (${look.pit} px)`);
  // A link that would leave the kiosk does nothing.
  const url = page.url();
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "https://example.org/";
    a.textContent = "out";
    a.id = "out";
    document.querySelector(".mg-app").append(a);
  });
  await page.click("#out");
  await page.waitForTimeout(200);
  assert.equal(page.url(), url);
  assert.equal(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(":game:")).length),
    0,
    "a kiosk saves nothing",
  );
  await screenshot(page, "kiosk-visitor-1920");
  assert.deepEqual(errors, []);
  await page.close();
});

test("kiosk embed on a portrait tablet: piles above and below, attract mode in Portuguese", async () => {
  const { page, errors } = await openKiosk(
    "embed.html?kiosk=1&idle=0.05&countdown=1&game=mangala-iv&lang=pt",
    TABLET,
  );
  const pit = await page.evaluate(
    () => document.querySelector("[data-pit]").getBoundingClientRect().width,
  );
  assert.ok(pit >= 80, `pits use the tablet's width (${pit} px)`);
  const right = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll("[data-pit]")].map((n) => n.getBoundingClientRect().right),
    ),
  );
  assert.ok(right <= TABLET.width, "the board fits the screen");
  assert.equal(
    await page.evaluate(() => getComputedStyle(document.documentElement).touchAction),
    "pan-y",
  );
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  await page.waitForFunction(
    () => document.querySelector("[data-caption]").textContent.length > 20,
    null,
    { timeout: 10000 },
  );
  assert.match(
    await page.locator("[data-caption]").textContent(),
    /obrigatória|Revezamento|casa vazia|2 ou 4/,
  );
  assert.equal(await page.locator(".attract-cta").textContent(), "Toque no ecrã para jogar");
  await screenshot(page, "kiosk-attract-tablet");
  await page
    .locator(".attract-touch")
    .tap()
    .catch(() => page.locator(".attract-touch").click());
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.attract);
  await page.waitForSelector("[data-board-host]:not([data-busy])");
  assert.deepEqual((await readBoard(page)).pits, Array(14).fill(7));
  await screenshot(page, "kiosk-visitor-tablet");
  assert.deepEqual(errors, []);
  await page.close();
});

test("css/kiosk.css comes with the kiosk: the game shows only once styled and drawn, and nothing moves", async () => {
  const plain = await openPage(env.browser.context, `${env.url}index.html?game=al-manqala`);
  await plain.page.waitForSelector("html[data-ready]", { timeout: 15000 });
  assert.equal(await stylesheetFetches(plain.page, "kiosk"), 0, "a page that is no kiosk");
  assert.deepEqual(plain.errors, []);
  await closeUncontrolled(plain.page);
  for (const [query, viewport] of [
    ["index.html?kiosk=1&game=ali-guli-mane", KIOSK],
    ["index.html?kiosk=1&game=al-manqala&lang=ar", TABLET],
    ["embed.html?kiosk=1&game=mangala-iv", TABLET],
  ]) {
    const page = await env.browser.context.newPage();
    await page.setViewportSize(viewport);
    /** @type {string[]} */
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // Every layout shift from the page's start.
    await page.addInitScript(() => {
      /** @type {any} */ (window).shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) /** @type {any} */ (window).shifts.push(e.toJSON());
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The stylesheet held back until the game is drawn: the game stays hidden meanwhile.
    /** @type {() => void} */
    let release = () => {};
    const released = new Promise((resolve) => (release = () => resolve(undefined)));
    await page.route(/\/css\/kiosk(-[A-Z0-9]{8})?\.css$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${env.url}${query}`, { waitUntil: "commit" });
    await page.waitForSelector(".mg[data-ready] [data-pit]", { state: "attached", timeout: 15000 });
    const visibility = () =>
      page.evaluate(
        () =>
          getComputedStyle(
            /** @type {Element} */ (document.querySelector(".mg:not([data-prerender])")),
          ).visibility,
      );
    assert.equal(await visibility(), "hidden", `${query}: hidden until its stylesheet has come`);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), undefined);
    release();
    await page.waitForSelector("html[data-ready]", { timeout: 15000 });
    assert.equal(await visibility(), "visible", query);
    assert.equal(await stylesheetFetches(page, "kiosk"), 1, `${query}: its stylesheet, once`);
    await page.waitForTimeout(1000);
    assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).shifts), [], query);
    assert.deepEqual(errors, []);
    await closeUncontrolled(page);
  }
});

/**
 * Closes `page` with the service worker of the site unregistered, so the next page's files come
 * from the server, where the test can hold them back, and not from the worker's cache.
 * @param {import("playwright-core").Page} page
 */
async function closeUncontrolled(page) {
  await page.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  });
  await page.close();
}
