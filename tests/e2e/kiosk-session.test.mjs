// A kiosk to museum standards (issue 22): the idle clock that waits for the visitor (never
// during a sowing), "Still there?" with its countdown (a touch keeps the game, zero brings
// attract mode back and ends the session), "Start a new game?" before New game and another
// game's tab, the languages by their own names, targets of at least 15 mm on gallery screens,
// "please wait" beyond 3 s, the whole game and a lesson by a keypad's keys, and axe-core at
// WCAG 2.2 AA on the kiosk with its overlay and its question open.
//
// Short times: idle=0.02 is 1.2 s (the clock's least is 1 s), idle=0.05 is 3 s, countdown=3 is 3 s.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, readBoard, screenshot, idle, expected, DESKTOP } from "./board-helpers.mjs";
import { openPage, launchBrowser } from "./harness.mjs";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { LESSONS } from "../../www/js/lessons/lessons.js";

const env = useBrowser();
const KIOSK = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };

async function openKiosk(query, viewport = KIOSK, { clock = false } = {}) {
  const { page, errors } = await openPage(env.browser.context, `${env.url}${query}`, {
    viewport,
    clock,
  });
  await page.waitForSelector("html[data-ready]", { timeout: 15000 });
  return { page, errors };
}

const mg = (page, name) => page.evaluate((n) => document.querySelector(".mg").dataset[n], name);
const stillThere = (page) => mg(page, "stillThere");

/** Records, in the page, every value data-still-there takes and whether a sowing was drawn
 * then, and counts the "mancala:session-end" events. */
function watchStillThere(page) {
  return page.evaluate(() => {
    const root = document.querySelector(".mg");
    const seen = (window.__stillSeen = []);
    window.__sessionEnds = 0;
    root.addEventListener("mancala:session-end", () => (window.__sessionEnds += 1));
    new MutationObserver(() => {
      const left = root.dataset.stillThere;
      if (left === undefined) return;
      const busy = Boolean(document.querySelector("[data-board-host][data-busy]"));
      seen.push({ left: Number(left), busy, phase: root.dataset.attract ? "attract" : "play" });
    }).observe(root, { attributes: true, attributeFilter: ["data-still-there"] });
  });
}

test("still there? — the idle clock waits for the visitor, never during a sowing; a touch keeps the game; zero brings attract mode", async () => {
  const { page, errors } = await openKiosk(
    "index.html?kiosk=1&idle=0.05&countdown=3&game=ali-guli-mane",
  );
  await watchStillThere(page);
  // Nobody has played yet: idleness goes straight to attract mode, with no question.
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  assert.equal(await stillThere(page), undefined);
  assert.deepEqual(await page.evaluate(() => window.__stillSeen), []);
  // A touch: a visitor's session. At the slow speed, South's pit 7 (5 seeds, relays) is sown
  // for longer than the idle time; the clock does not run meanwhile.
  await page.locator(".attract-touch").click();
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.attract);
  await idle(page);
  await page.locator("[data-speed]").selectOption("slow");
  const busyFor = await page.evaluate(async () => {
    const host = document.querySelector("[data-board-host]");
    document.querySelector('[data-board-host] [data-pit="7"]').click();
    const started = performance.now();
    await new Promise((resolve) => {
      const check = () => (host.dataset.busy ? requestAnimationFrame(check) : resolve());
      requestAnimationFrame(check);
    });
    return performance.now() - started;
  });
  assert.ok(busyFor > 3000, `the sowing outlasts the idle time (${Math.round(busyFor)} ms)`);
  // The board now waits for North: the question comes, with its countdown.
  await page.waitForSelector(".mg[data-still-there]", { timeout: 10000 });
  const seen = await page.evaluate(() => window.__stillSeen);
  assert.ok(
    seen.every((s) => !s.busy),
    `never asked during a sowing: ${JSON.stringify(seen)}`,
  );
  assert.equal(seen[0].left, 3, "the countdown starts at the `countdown` option");
  const overlay = page.getByRole("alertdialog", { name: "Are you still playing?" });
  assert.equal(await overlay.isVisible(), true);
  assert.match(await overlay.innerText(), /The game ends in [1-3] seconds?\./);
  assert.equal(
    await page.getByRole("button", { name: "Keep playing" }).isVisible(),
    true,
    "a large Keep playing button",
  );
  await screenshot(page, "kiosk-still-there-1920");
  const before = await readBoard(page);
  // A touch anywhere (here away from the button) keeps the game as it was.
  await page.mouse.click(200, 900);
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.stillThere);
  assert.equal(await overlay.isVisible(), false);
  assert.equal(await mg(page, "attract"), undefined);
  assert.deepEqual(await readBoard(page), before, "the touch kept the game and played nothing");
  // Left alone again: asked again, the countdown goes down, and at zero attract mode returns.
  await page.waitForSelector(".mg[data-still-there]", { timeout: 10000 });
  await page.waitForFunction(() => document.querySelector(".mg").dataset.stillThere === "1", null, {
    timeout: 10000,
  });
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  assert.equal(await stillThere(page), undefined);
  assert.equal(await overlay.isVisible(), false);
  const counts = (await page.evaluate(() => window.__stillSeen)).map((s) => s.left);
  assert.deepEqual(counts.slice(-3), [3, 2, 1], "a visible countdown, second by second");
  assert.equal(await page.evaluate(() => window.__sessionEnds), 1, "one session ended");
  assert.deepEqual(errors, []);
  await page.close();
});

test("still there? — in a lesson, and by a keypad's key; Arabic words", async () => {
  const { page, errors } = await openKiosk(
    "index.html?kiosk=1&idle=0.02&countdown=30&game=al-manqala&lang=ar",
  );
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  await page.locator("[data-attract-lesson]").click();
  await page.waitForSelector(".mg[data-lesson]");
  await page.waitForSelector(".mg[data-still-there]", { timeout: 10000 });
  const overlay = page.getByRole("alertdialog", { name: "هل ما زلت تلعب؟" });
  assert.equal(await overlay.isVisible(), true);
  // In a lesson it is the lesson that ends (issue 30).
  assert.match(await overlay.innerText(), /ينتهي الدرس بعد \d+ ثانية/);
  await screenshot(page, "kiosk-still-there-ar");
  const lesson = await mg(page, "lesson");
  // A keypad's Enter keeps the lesson, and acts on nothing under the overlay.
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.stillThere);
  assert.equal(await mg(page, "lesson"), lesson);
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * Waits until the board shows Ali Guli Mane's start (five seeds in every pit) and is still: the
 * new game comes after the new-game form closes, and a loaded machine draws the old one a while
 * longer. A board that never gets there is left to the test's own assertion to report.
 * @param {import("playwright-core").Page} page
 */
async function startShown(page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("[data-board-host] [data-pit]")].every(
          (pit) => /** @type {HTMLElement} */ (pit).dataset.seeds === "5",
        ),
      undefined,
      { timeout: 10000 },
    )
    .catch(() => {});
  await idle(page);
}

test("start again, asked: New game and another game's tab ask first while a visitor's game is under way", async () => {
  const { page, errors } = await openKiosk("index.html?kiosk=1&game=ali-guli-mane&speed=instant");
  // Nothing played yet: another game's tab opens at once.
  await page.click("[data-game=mangala-iv]");
  await page.waitForFunction(() => document.querySelector(".mg").dataset.variant === "mangala-iv");
  await page.click("[data-game=ali-guli-mane]");
  await page.waitForFunction(
    () => document.querySelector(".mg").dataset.variant === "ali-guli-mane",
  );
  await idle(page);
  await page.click('[data-board-host] [data-pit="9"]');
  await idle(page);
  const played = await readBoard(page);
  assert.notDeepEqual(played.pits, Array(14).fill(5));

  const question = page.getByRole("alertdialog", { name: "Start a new game?" });
  await page.click("[data-action=new]");
  await question.waitFor();
  assert.match(await question.innerText(), /This game will end\./);
  await screenshot(page, "kiosk-restart-question-1920");
  await question.getByRole("button", { name: "No" }).click();
  assert.equal(await question.isVisible(), false);
  assert.equal(await page.locator("dialog[data-kind=new]").count(), 0, "No: no new-game form");
  assert.deepEqual(await readBoard(page), played, "No keeps the game");

  await page.click("[data-action=new]");
  await question.getByRole("button", { name: "Yes" }).click();
  await page.waitForSelector("dialog[data-kind=new][open]");
  await page.click("dialog[data-kind=new] [data-choice=start]");
  await startShown(page);
  assert.deepEqual((await readBoard(page)).pits, Array(14).fill(5), "Yes: a new game");

  // Another game's tab, with a game under way.
  await page.click('[data-board-host] [data-pit="9"]');
  await idle(page);
  await page.click("[data-game=al-manqala]");
  await question.waitFor();
  await question.getByRole("button", { name: "No" }).click();
  assert.equal(await mg(page, "variant"), "ali-guli-mane");
  await page.click("[data-game=al-manqala]");
  await question.getByRole("button", { name: "Yes" }).click();
  await page.waitForFunction(() => document.querySelector(".mg").dataset.variant === "al-manqala");
  assert.deepEqual(errors, []);
  await page.close();
});

const NAMES = { en: "English", pt: "Português", tr: "Türkçe", ar: "العربية", kn: "ಕನ್ನಡ" };

test("languages by their own names: each button's accessible name, and its lang, on the page, a phone and the kiosk", async () => {
  for (const [query, viewport, shows] of [
    ["index.html?game=al-manqala", DESKTOP, "names"],
    ["index.html?game=al-manqala&lang=ar", PHONE, "codes"],
    ["index.html?kiosk=1&game=al-manqala&lang=tr", KIOSK, "names"],
  ]) {
    const { page, errors } = await openKiosk(query, viewport);
    for (const [code, name] of Object.entries(NAMES)) {
      const button = page.getByRole("button", { name, exact: true });
      assert.equal(await button.count(), 1, `${query}: one button named ${name}`);
      assert.equal(await button.getAttribute("lang"), code);
      assert.equal(await button.getAttribute("data-lang"), code);
      const text = (await button.innerText()).trim();
      assert.equal(text, shows === "names" ? name : code.toUpperCase(), `${query}: ${code}`);
    }
    await screenshot(page, `languages-${viewport.width}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

/** CSS pixels of 15 mm on the gallery screens of docs/embedding.md (16:9 screens: the width is
 * the diagonal × 16 / √337): diagonal in inches, device pixels across, device pixel ratio. */
const SCREENS = [
  [24, 1920, 1],
  [32, 1920, 1],
  [43, 1920, 1],
  [24, 3840, 2],
  [32, 3840, 1.5],
  [43, 3840, 1],
];
const px15mm = ([inches, across, ratio]) =>
  (15 * across) / ratio / ((inches * 25.4 * 16) / Math.sqrt(16 * 16 + 9 * 9));

test("targets of at least 15 mm on the gallery screens, in the kiosk, its dialogs and its lesson", async () => {
  const least = Math.max(...SCREENS.map(px15mm));
  assert.ok(least > 60 && least < 61, `43-inch 4K at 1×: ${least.toFixed(1)} CSS px`);
  const { page, errors } = await openKiosk("index.html?kiosk=1&game=ali-guli-mane&speed=instant");
  const measure = () =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll(
          ".mg button, .mg select, .mg [data-pit], .mg label.check, .mg label.btn",
        ),
      ]
        .filter((n) => n.checkVisibility() && n.getClientRects().length)
        .filter((n) => !n.matches(".attract-touch"))
        .map((n) => {
          const r = n.getBoundingClientRect();
          const name =
            n.getAttribute("data-action") ||
            n.getAttribute("data-pit") ||
            n.getAttribute("data-choice") ||
            n.getAttribute("data-lang") ||
            n.className;
          return { name, size: Math.round(Math.min(r.width, r.height)) };
        }),
    );
  const small = (list) => list.filter((t) => t.size < least);
  const visitor = await measure();
  assert.ok(visitor.length > 20, `${visitor.length} targets`);
  assert.deepEqual(small(visitor), [], "the game's targets");
  await page.click('[data-board-host] [data-pit="9"]');
  await idle(page);
  await page.click("[data-action=new]");
  await page.getByRole("alertdialog").waitFor();
  assert.deepEqual(small(await measure()), [], "the question's Yes and No");
  await page.getByRole("button", { name: "Yes" }).click();
  await page.waitForSelector("dialog[data-kind=new][open]");
  assert.deepEqual(small(await measure()), [], "the new-game form");
  assert.deepEqual(errors, []);
  await page.close();
});

/** Presses arrow keys until the board's focus is on `pit` (as a visitor with a keypad would). */
async function arrowTo(page, pit) {
  for (let i = 0; i < 20; i += 1) {
    const where = await page.evaluate((target) => {
      const at = document.activeElement.closest("[data-pit]");
      const goal = document.querySelector(`[data-board-host] [data-pit="${target}"]`);
      if (!at) return "none";
      if (at === goal) return "there";
      const [a, b] = [at.getBoundingClientRect(), goal.getBoundingClientRect()];
      if (Math.abs(a.top - b.top) > a.height / 2) return b.top < a.top ? "ArrowUp" : "ArrowDown";
      return b.left < a.left ? "ArrowLeft" : "ArrowRight";
    }, pit);
    if (where === "there") return;
    if (where === "none") throw new Error("the focus is not on the board");
    await page.keyboard.press(where);
  }
  throw new Error(`the focus never reached pit ${pit}`);
}

/** Presses Tab until the focus is on an element matching `selector`. */
async function tabTo(page, selector) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test("a keypad alone (arrows, Enter, Tab): leave attract mode, play, ask for a new game, a lesson's step", async () => {
  // A minute's idle clock, moved on to attract mode at once: a slow machine's pauses between
  // keys never end the visitor's session under the test.
  const { page, errors } = await openKiosk(
    "index.html?kiosk=1&idle=1&countdown=30&game=ali-guli-mane&speed=instant",
    KIOSK,
    { clock: true },
  );
  await page.clock.fastForward(61000);
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  // Attract mode: the focus waits on "touch to play", so Enter starts a game.
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.attract);
  await idle(page);
  await tabTo(page, "[data-board-host] [data-pit]");
  await arrowTo(page, 10);
  await page.keyboard.press("Enter");
  await idle(page);
  const board = await readBoard(page);
  const sown = await expected(page, { variant: "ali-guli-mane", moves: [10] });
  assert.deepEqual(board.pits, sown.pits, "South's pit 10 was sown by Enter");
  // Keep the session alive meanwhile by keys: New game asks, Enter answers its focused Yes.
  await tabTo(page, "[data-action=new]");
  await page.keyboard.press("Enter");
  await page.getByRole("alertdialog", { name: "Start a new game?" }).waitFor();
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog[data-kind=new][open]");
  await tabTo(page, "dialog[data-kind=new] [data-choice=start]");
  await page.keyboard.press("Enter");
  await startShown(page);
  assert.deepEqual((await readBoard(page)).pits, Array(14).fill(5));
  await page.close();

  // A lesson from attract mode, by keys.
  const kiosk = await openKiosk(
    "index.html?kiosk=1&idle=1&game=ali-guli-mane&speed=instant",
    KIOSK,
    {
      clock: true,
    },
  );
  const p = kiosk.page;
  await p.clock.fastForward(61000);
  await p.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  await tabTo(p, "[data-attract-lesson]");
  await p.keyboard.press("Enter");
  await p.waitForSelector(".mg[data-lesson-phase=try]");
  const step = LESSONS["ali-guli-mane"][0];
  assert.equal(typeof step.action, "number");
  await tabTo(p, "[data-board-host] [data-pit]");
  await arrowTo(p, step.action);
  await p.keyboard.press("Enter");
  await p.waitForSelector(".mg[data-lesson-phase=done]");
  await tabTo(p, "[data-lesson-action=next]");
  await p.keyboard.press("Enter");
  await p.waitForFunction(() => document.querySelector(".mg").dataset.lesson.endsWith(":2"));
  assert.deepEqual(errors, []);
  assert.deepEqual(kiosk.errors, []);
  await p.close();
});

test("please wait: a lesson that takes over 3 s to load says so, and the words go once it is there", async () => {
  // A browser of its own with no service worker, whose cache would answer before the delay.
  const browser = await launchBrowser();
  await browser.context.addInitScript(() => {
    if (navigator.serviceWorker) navigator.serviceWorker.register = () => new Promise(() => {});
  });
  const { page, errors } = await openPage(
    browser.context,
    `${env.url}index.html?kiosk=1&idle=0.02&game=ali-guli-mane`,
    { viewport: KIOSK },
  );
  await page.waitForSelector("html[data-ready]", { timeout: 15000 });
  await page.route(/\/js\/lesson-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await route.continue();
  });
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  await page.locator("[data-attract-lesson]").click();
  await page.waitForFunction(() => document.querySelector("[data-wait]").textContent !== "", null, {
    timeout: 10000,
  });
  assert.equal(await page.locator("[data-wait]").innerText(), "Please wait…");
  assert.equal(await page.locator("[data-wait]").getAttribute("role"), "status");
  await page.waitForSelector(".mg[data-lesson]", { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector("[data-wait]").textContent === "");
  assert.deepEqual(errors, []);
  await browser.close();
});

/** axe-core at WCAG 2.2 A and AA; every violation, whatever its impact. */
async function wcagViolations(page) {
  await page.addScriptTag({
    content: readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
  });
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3)}`,
    );
  });
}

test("axe-core, WCAG 2.2 AA: the kiosk, its Still there? overlay and its question, in English and Arabic", async () => {
  for (const lang of ["en", "ar"]) {
    // Attract mode, then the overlay over a visitor's game (a long countdown, for a slow check).
    const first = await openKiosk(
      `index.html?kiosk=1&idle=0.02&countdown=300&game=ali-guli-mane&speed=instant&lang=${lang}`,
    );
    let page = first.page;
    await page.waitForSelector(".mg[data-attract]", { timeout: 20000 });
    assert.deepEqual(await wcagViolations(page), [], `${lang}: attract mode`);
    await page.locator(".attract-touch").click();
    await page.waitForSelector(".mg[data-still-there]", { timeout: 20000 });
    assert.deepEqual(await wcagViolations(page), [], `${lang}: the overlay`);
    await screenshot(page, `kiosk-overlay-${lang}`);
    assert.deepEqual(first.errors, []);
    await page.close();
    // A visitor's game and the question (the default idle time: no overlay meanwhile).
    const second = await openKiosk(
      `index.html?kiosk=1&game=ali-guli-mane&speed=instant&lang=${lang}`,
    );
    page = second.page;
    await idle(page);
    assert.deepEqual(await wcagViolations(page), [], `${lang}: a visitor's game`);
    await page.click('[data-board-host] [data-pit="9"]');
    await idle(page);
    await page.click("[data-action=new]");
    await page.getByRole("alertdialog").waitFor();
    assert.deepEqual(await wcagViolations(page), [], `${lang}: the question`);
    await screenshot(page, `kiosk-question-${lang}`);
    assert.deepEqual(second.errors, []);
    await page.close();
  }
});
