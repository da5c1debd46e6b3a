// The rough edges found in play (issue 23), each with a test that fails if it comes back: a
// success notice that moves nothing and goes by itself, the share box closing with its game,
// the review's ring in the colour of its grade, the names and arrows of right-to-left pages,
// the live region and the rules panel after a switch, the kiosk's caption box, and the move list
// of a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  idle,
  screenshot,
  randomGameLetters,
  DESKTOP,
  endingLink,
} from "./board-helpers.mjs";
import { openPage } from "./harness.mjs";

const env = useBrowser();

/** The top left corner of an element, in CSS pixels of the page (wherever it is scrolled). */
const corner = (page, selector) =>
  page.$eval(selector, (n) => {
    const box = n.getBoundingClientRect();
    return { x: box.left + scrollX, y: box.top + scrollY };
  });

for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["phone", { width: 390, height: 844 }],
]) {
  test(`"Link copied." is a success that moves nothing and goes by itself; the share box closes with its game (${name})`, async () => {
    await clearStorage(env);
    const { page, errors } = await open(env, "?game=al-manqala&speed=instant", viewport);
    // A headless browser's clipboard may refuse a write without a focused window: one that
    // takes everything stands in for it.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.resolve();
    });
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

/** The ring drawn round pit `pit` (its ::after): colour and style of its top border. */
const ring = (page, pit) =>
  page.$eval(`[data-board-host] [data-pit='${pit}']`, (n) => {
    const style = getComputedStyle(n, "::after");
    return { color: style.borderTopColor, style: style.borderTopStyle };
  });

test("the review rings the pit played in the colour of its grade: green for the best move, red for a blunder", async () => {
  await clearStorage(env);
  for (const [moves, pit, grade, color, style] of [
    ["F", 8, "best", "rgb(43, 138, 85)", "solid"], // --grade-best, #2b8a55
    ["Ga", 7, "blunder", "rgb(192, 38, 45)", "dashed"], // --grade-blunder, #c0262d
  ]) {
    const { page, errors } = await open(env, endingLink(moves, false));
    await page.waitForSelector("[data-board-host][data-over]");
    await page.click("[data-action=critique]");
    await page.waitForSelector("[data-critique-panel] .critique-summary", { timeout: 60000 });
    await page.click("[data-move-list] [data-move='0']");
    await page.waitForSelector(
      `[data-board-host][data-viewing='-1'] [data-pit='${pit}'].mb-played`,
    );
    const classes = await page.$eval(`[data-board-host] [data-pit='${pit}']`, (n) => [
      ...n.classList,
    ]);
    assert.ok(classes.includes(`mb-grade-${grade}`), classes.join(" "));
    assert.equal(classes.filter((c) => c.startsWith("mb-grade-")).length, 1);
    assert.deepEqual(await ring(page, pit), { color, style });
    await screenshot(page, `rough-edges-ring-${grade}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("Arabic and Kannada write Gaziantep in their own script on the game tab; one source names each game", async () => {
  for (const [lang, place] of [
    ["en", "Gaziantep"],
    ["ar", "غازي عينتاب"],
    ["kn", "ಗಾಜಿಯಾಂಟೆಪ್"],
  ]) {
    const { page, errors } = await open(env, `?lang=${lang}&game=mangala-iv&speed=instant`);
    assert.equal(await page.textContent("[data-game=mangala-iv] .game-script"), place);
    // The rules panel names the game in its own script from the same source as the tabs.
    if (lang === "en") {
      await page.click("[data-game=al-manqala]");
      await page.click("[data-action=rules]");
      await page.waitForSelector("[data-rules] .rules-native");
      assert.equal(
        await page.textContent("[data-rules] .rules-native"),
        await page.textContent("[data-game=al-manqala] .game-script"),
      );
    }
    await screenshot(page, `rough-edges-tabs-${lang}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("right to left, the review bar runs from the right and each arrow points the way it goes", async () => {
  for (const lang of ["en", "ar"]) {
    await clearStorage(env);
    const { page, errors } = await open(env, `?lang=${lang}&game=al-manqala&speed=instant`);
    await page.click("[data-board-host] [data-pit='9']");
    await idle(page);
    await page.click("[data-review=back]");
    await page.waitForSelector("[data-board-host][data-viewing]");
    const x = async (name) => (await corner(page, `[data-review=${name}]`)).x;
    const order = [await x("start"), await x("back"), await x("play"), await x("forward")];
    // Mirrored: back is drawn as ▶ on the right of play (▶ drawn as ◀), so each arrow points
    // from where the bar starts to where it goes.
    const flipped = await page.$eval(
      "[data-review=back]",
      (b) => getComputedStyle(b).transform === "matrix(-1, 0, 0, 1, 0, 0)",
    );
    if (lang === "ar") {
      assert.ok(order[0] > order[1] && order[1] > order[2] && order[2] > order[3], `${order}`);
      assert.equal(flipped, true, "the arrows are drawn mirrored");
    } else {
      assert.ok(order[0] < order[1] && order[1] < order[2] && order[2] < order[3], `${order}`);
      assert.equal(flipped, false);
    }
    await screenshot(page, `rough-edges-review-bar-${lang}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("after a switch of game the live region no longer speaks of the last game's move", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  await page.click("[data-board-host] [data-pit='9']");
  await idle(page);
  assert.match(await page.textContent(".mb-live"), /South sows pit 5/);
  await page.click("[data-game=ali-guli-mane]");
  await idle(page);
  assert.equal(await page.textContent(".mb-live"), "");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the rules panel leads with the rules; the project's decisions come after them", async () => {
  for (const game of ["ali-guli-mane", "al-manqala", "mangala-iv"]) {
    const { page, errors } = await open(env, `?game=${game}&speed=instant&rules=1`);
    await page.waitForSelector("[data-rules] .rules-part");
    // The panel's parts in order, each with the kinds of its blocks.
    const parts = await page.$$eval("[data-rules] .rules-part", (ps) =>
      ps.map((p) => ({
        decisions: p.classList.contains("rules-decisions"),
        kinds: [...p.children].map((n) =>
          n.classList.contains("decided") ? "decided" : n.tagName.toLowerCase(),
        ),
      })),
    );
    // First the rules (the game's list among them), with no decision in between.
    assert.ok(parts[0].kinds.includes("ul"), JSON.stringify(parts[0]));
    assert.ok(!parts[0].kinds.includes("decided"), JSON.stringify(parts[0]));
    // Then the decisions, under their own heading.
    assert.equal(parts[1].decisions, true, JSON.stringify(parts));
    assert.ok(parts[1].kinds.includes("decided"));
    assert.equal(await page.textContent("[data-rules] .rules-decisions h2"), "Our decisions");
    if (game === "mangala-iv") await screenshot(page, "rough-edges-rules");
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("kiosk: attract mode shows no empty caption box before its first words", async () => {
  const { page, errors } = await open(
    env,
    "index.html?kiosk=1&idle=0.05&countdown=1&game=ali-guli-mane",
    {
      width: 1920,
      height: 1080,
    },
  );
  // Every change of the caption or of attract mode is checked as it happens.
  await page.evaluate(() => {
    const caption = /** @type {HTMLElement} */ (document.querySelector("[data-caption]"));
    const seen = [];
    window.blankCaption = seen;
    const check = () => {
      const style = getComputedStyle(caption);
      const shown = !caption.hidden && style.display !== "none" && style.visibility !== "hidden";
      if (shown && !caption.textContent.trim()) seen.push(performance.now());
    };
    new MutationObserver(check).observe(document.querySelector(".mg"), {
      attributes: true,
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  await page.waitForFunction(
    () => document.querySelector("[data-caption]").textContent.length > 20,
    null,
    { timeout: 10000 },
  );
  assert.deepEqual(await page.evaluate(() => window.blankCaption), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("on a phone the move list keeps its height as the game grows, and shows the current move", async () => {
  await clearStorage(env);
  const phone = { width: 390, height: 844 };
  const first = await open(env, "?game=al-manqala&speed=instant", phone);
  const letters = await randomGameLetters(first.page, "al-manqala", 40);
  await first.page.close();
  /** Where the parts under the list are, after `n` moves of the same game. */
  const layout = async (n) => {
    const { page, errors } = await open(
      env,
      `?game=al-manqala&moves=${letters.slice(0, n)}&speed=instant`,
      phone,
    );
    const at = {
      list: (await page.locator("[data-move-list]").boundingBox()).height,
      bar: (await corner(page, "[data-review-bar]")).y,
      controls: (await corner(page, ".controls")).y,
    };
    // The current move (the last) shows inside the list's box.
    const [list, here] = [
      await page.locator("[data-move-list]").boundingBox(),
      await page.locator(`[data-move-list] [data-move="${n - 1}"]`).boundingBox(),
    ];
    assert.ok(
      here.y >= list.y - 1 && here.y + here.height <= list.y + list.height + 1,
      `move ${n}: ${JSON.stringify([list, here])}`,
    );
    if (n > 2) await screenshot(page, "rough-edges-moves-phone");
    assert.deepEqual(errors, []);
    await page.close();
    return at;
  };
  const early = await layout(2);
  const late = await layout(letters.length);
  assert.deepEqual(late, early);
});

test("issue 31's rough edges on a phone: two different icons, the move list's key, no empty band under the welcome", async () => {
  const phone = { width: 390, height: 844 };
  // A first visit: nothing kept from the tests before it in this browser.
  await clearStorage(env);
  const { page, errors } = await openPage(env.browser.context, `${env.url}index.html`, {
    viewport: phone,
    firstVisit: true,
  });
  await page.waitForSelector("html[data-ready]");
  await page.waitForSelector("[data-welcome]:visible");
  // The voice's button and the sound's show their icons alone on a phone: not the same one.
  const icons = await page.evaluate(() =>
    ["voice", "sound"].map(
      (a) => getComputedStyle(document.querySelector(`[data-action=${a}]`), "::before").maskImage,
    ),
  );
  assert.notEqual(icons[0], icons[1], icons.join(" | "));
  // While the welcome shows, the words of the moment keep no empty room under it.
  const room = () =>
    page.$eval("[data-narration]", (n) => ({
      on: !n.hidden,
      display: getComputedStyle(n).display,
    }));
  assert.deepEqual(await room(), { on: true, display: "none" }, "explained, but no room yet");
  // The move list says what its letters and marks mean (docs/notation.md).
  await page.click("[data-welcome-close]");
  assert.notEqual((await room()).display, "none", "the room is back once the welcome goes");
  const key = await page.locator("[data-moves-key]").innerText();
  assert.match(key, /A–G: South's pits, a–g: North's/);
  assert.match(key, /×N: seeds captured/);
  assert.match(key, /\+: the same player sows again/, "Ali Guli Mane's extra sowing");
  await screenshot(page, "rough-edges-31-phone");
  assert.deepEqual(errors, []);
  await page.close();
});
