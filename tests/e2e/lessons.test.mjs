// The lessons (issue 10), by real clicks: each game's lesson walked to its end (a wrong pit,
// "Show me", the agreed cycle's button, the ritual), the board after each step checked
// against a Game of the test's own playing the same step, the game against the Beginner
// offered at the end; a language switch mid-lesson keeps the step; leaving returns to the
// game that was there, saved game untouched; the rules panel, the new-game dialog, ?lesson=
// and a kiosk's attract screen open a lesson. Screenshots on a desktop and at 360 px.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  readBoard,
  idle,
  clearStorage,
  screenshot,
  seriousViolations,
  DESKTOP,
  PHONE,
} from "./board-helpers.mjs";
import { openPage } from "./harness.mjs";
import { LESSONS } from "../../www/js/lessons/lessons.js";
import en from "../../www/js/lessons/words-en.js";
import pt from "../../www/js/lessons/words-pt.js";

const env = useBrowser();

const lessonOf = (page) =>
  page.evaluate(() => document.querySelector(".mg").dataset.lesson || null);
const phaseOf = (page) =>
  page.evaluate(() => document.querySelector(".mg").dataset.lessonPhase || null);
const text = (page, selector) => page.locator(selector).innerText();
const pit = (n) => `[data-board-host] [data-pit="${n}"]`;

/** The pits after step `index` of a lesson, by a Game of our own (the steps before it replayed). */
function expectedPits(page, variant, index) {
  return page.evaluate(
    ({ steps, variant, index }) => {
      const { Game } = window.wasmBindings;
      let g = null;
      for (const [i, step] of steps.slice(0, index + 1).entries()) {
        if (step.state !== "previous")
          g = step.state === "start" ? new Game(variant) : Game.fromState(step.state);
        if (i < index || step.action !== "ritual") {
          if (step.action === "agree") g.agreeCycle();
          else if (typeof step.action === "number") g.play(step.action);
        }
      }
      return { pits: Array.from(g.pits()), piles: Array.from(g.captured()) };
    },
    { steps: LESSONS[variant], variant, index },
  );
}

/** Plays Mangala IV's ritual scene through to its end, whoever picks the rows. */
async function playRitual(page) {
  await page.click("[data-ritual=you-guess]");
  await page.click("[data-ritual=odd]");
  const choice = page.locator("[data-ritual=bottom], [data-ritual=play]");
  await choice.first().click();
}

/** A pit of the learner's own row, holding seeds, that the step does not allow. */
async function wrongPit(page, step) {
  const board = await readBoard(page);
  if (typeof step.action === "number" && !step.any) {
    const legalOther = board.legal.find((p) => p !== step.action);
    if (legalOther !== undefined) return { pit: legalOther, kind: "wrong" };
  }
  if (step.action === "agree") return { pit: board.legal[0], kind: "wrong" };
  const illegal = [7, 8, 9, 10, 11, 12, 13].find(
    (p) => board.pits[p] > 0 && !board.legal.includes(p),
  );
  return illegal === undefined ? null : { pit: illegal, kind: "miss" };
}

/** Walks a lesson, already open on step 1, to its end; `show`: the step done with "Show me". */
async function walk(page, variant, { show, shots }) {
  const steps = LESSONS[variant];
  let wrongs = 0;
  for (const [i, step] of steps.entries()) {
    assert.equal(await lessonOf(page), `${variant}:${i + 1}`);
    assert.equal(await text(page, "[data-lesson-say]"), en[variant][step.id].say);
    if (step.action === "ritual") {
      await page.waitForSelector("[data-ritual=you-guess]");
      await playRitual(page);
    } else {
      await page.waitForSelector('.mg[data-lesson-phase="try"]');
      const board = await readBoard(page);
      if (step.mark)
        assert.equal(
          await page.locator(`${pit(step.action)}[data-hint]`).count(),
          1,
          `${variant} ${step.id}: the pit is ringed`,
        );
      else
        assert.equal(
          await page.locator("[data-board-host] [data-hint]").count(),
          0,
          `${variant} ${step.id}: the learner finds it`,
        );
      // A wrong pit: a kind word, nothing played, the step stays.
      const wrong = await wrongPit(page, step);
      if (wrong && (i === 0 || step.action === "agree" || wrong.kind === "miss")) {
        // A pit that can't be played is aria-disabled: a real click all the same.
        await page.click(pit(wrong.pit), { force: wrong.kind === "miss" });
        await page.waitForSelector("[data-lesson-wrong]:not([hidden])");
        const said = await text(page, "[data-lesson-wrong]");
        const own =
          en[variant][step.id][wrong.kind] || en[variant][wrong.kind] || en.ui[wrong.kind];
        assert.equal(said, own, `${variant} ${step.id}: the word for a ${wrong.kind} pit`);
        assert.deepEqual((await readBoard(page)).pits, board.pits, "a wrong pit plays nothing");
        assert.equal(await lessonOf(page), `${variant}:${i + 1}`);
        wrongs += 1;
        if (shots && i === 0) await screenshot(page, `lesson-${variant}-wrong`);
      }
      if (step.action === "agree") await page.click('[data-lesson-action="agree"]');
      else if (i === show) await page.click('[data-lesson-action="show"]');
      else await page.click(pit(step.action));
    }
    await page.waitForSelector('.mg[data-lesson-phase="done"]', { timeout: 20000 });
    await idle(page);
    assert.equal(
      await page.locator("[data-lesson-wrong]").isVisible(),
      false,
      "the wrong word goes",
    );
    const b = await readBoard(page);
    const want = await expectedPits(page, variant, i);
    assert.deepEqual(
      [b.pits, b.piles],
      [want.pits, want.piles],
      `${variant} ${step.id}: the board after the step`,
    );
    assert.ok((await text(page, "[data-lesson-done]")).length > 20, "says what happened");
    if (shots && i === 1) await screenshot(page, `lesson-${variant}-done`);
    if (i + 1 < steps.length) await page.click('[data-lesson-action="next"]');
  }
  assert.ok(wrongs >= 1, `${variant}: a wrong pit was tried`);
  // The end: a game against the Beginner is offered.
  assert.equal(await page.locator('[data-lesson-action="next"]').isVisible(), false);
  assert.equal(await page.locator('[data-lesson-action="beginner"]').isVisible(), true);
  assert.match(await text(page, "[data-lesson-done]"), /Beginner/);
}

for (const [variant, show] of [
  ["ali-guli-mane", 1],
  ["al-manqala", 2],
  ["mangala-iv", 0],
]) {
  test(`${variant}: ?lesson= opens the lesson; walked to its end by clicks, a wrong pit and "Show me" included`, async () => {
    await clearStorage(env);
    const { page, errors } = await open(env, `?lesson=${variant}&speed=instant`);
    await page.waitForSelector(".mg[data-lesson]");
    await screenshot(page, `lesson-${variant}-desktop`);
    await walk(page, variant, { show, shots: true });
    await screenshot(page, `lesson-${variant}-end`);
    if (variant === "ali-guli-mane") {
      // Play the Beginner: a new game, the learner South, the computer North at Beginner level.
      await page.click('[data-lesson-action="beginner"]');
      await page.waitForFunction(() => !document.querySelector(".mg").dataset.lesson);
      const b = await readBoard(page);
      assert.deepEqual(b.pits, Array(14).fill(5));
      assert.deepEqual(b.legal, [7, 8, 9, 10, 11, 12, 13]);
      assert.match(await text(page, "[data-status]"), /Beginner/);
      const saved = await page.evaluate(() =>
        JSON.parse(localStorage.getItem("mancala-heritage:game:ali-guli-mane") || "null"),
      );
      assert.deepEqual(saved?.seats?.computer, { player: 1, level: "beginner" });
    } else {
      await page.click('[data-lesson-action="leave"]');
      await page.waitForFunction(() => !document.querySelector(".mg").dataset.lesson);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("a language switch keeps the lesson's step; leaving returns to the game that was there, saved game untouched", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  // A game in progress: two sowings by clicks.
  await page.click(pit(11));
  await idle(page);
  await page.click(pit(3));
  await idle(page);
  const before = await readBoard(page);
  const key = "mancala-heritage:game:al-manqala";
  const saved = await page.evaluate((key) => localStorage.getItem(key), key);
  assert.ok(saved, "the game is saved");
  const moves = await page.locator("[data-move]").count();
  assert.equal(moves, 2);

  // The rules panel offers the lesson.
  await page.click("[data-action=rules]");
  await page.waitForSelector("[data-rules] [data-action=lesson]");
  await page.click("[data-rules] [data-action=lesson]");
  await page.waitForSelector(".mg[data-lesson='al-manqala:1']");
  assert.equal(
    await page.locator("[data-rules]").isVisible(),
    false,
    "the rules make room for the board",
  );
  await page.waitForFunction(() => document.activeElement?.matches("[data-lesson-box]"));
  await page.click('[data-lesson-action="show"]');
  await page.waitForSelector('.mg[data-lesson-phase="done"]');
  await page.click('[data-lesson-action="next"]');
  await page.waitForSelector(".mg[data-lesson='al-manqala:2'][data-lesson-phase='try']");
  const lessonBoard = await readBoard(page);

  // Portuguese mid-lesson: the same step, the same board, its words in Portuguese.
  await page.click("[data-lang=pt]");
  await page.waitForFunction(
    (say) => document.querySelector("[data-lesson-say]").textContent === say,
    pt["al-manqala"].capture.say,
  );
  assert.equal(await lessonOf(page), "al-manqala:2");
  assert.equal(await phaseOf(page), "try");
  assert.deepEqual((await readBoard(page)).pits, lessonBoard.pits);
  assert.equal(await text(page, '[data-lesson-action="leave"]'), pt.ui.leave);
  await screenshot(page, "lesson-al-manqala-pt");
  // A wrong pit in Portuguese, then the right one (found, not ringed).
  await page.click(pit(10));
  await page.waitForSelector("[data-lesson-wrong]:not([hidden])");
  assert.equal(await text(page, "[data-lesson-wrong]"), pt["al-manqala"].capture.wrong);
  await page.click(pit(8));
  await page.waitForSelector('.mg[data-lesson-phase="done"]');
  assert.match(await text(page, "[data-lesson-done]"), /4/);
  await page.click("[data-lang=en]");
  await page.waitForFunction(
    (say) => document.querySelector("[data-lesson-say]").textContent === say,
    en["al-manqala"].capture.say,
  );
  assert.equal(await lessonOf(page), "al-manqala:2");

  // Nothing of the lesson was saved over the game.
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), key), saved);
  await page.click('[data-lesson-action="leave"]');
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.lesson);
  const after = await readBoard(page);
  assert.deepEqual(
    [after.pits, after.piles, after.toMove, after.legal],
    [before.pits, before.piles, before.toMove, before.legal],
  );
  assert.equal(await page.locator("[data-move]").count(), moves);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), key), saved);
  // And the game plays on.
  await page.click(pit(after.legal[0]));
  await idle(page);
  assert.equal(await page.locator("[data-move]").count(), moves + 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the new-game dialog offers the lesson; a lesson at 360 px fits the phone", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=mangala-iv&speed=instant", PHONE);
  await page
    .locator("[data-ritual=skip]")
    .click()
    .catch(() => {});
  await page.click("[data-action=new]");
  await page.click("[data-dialog] [data-choice=lesson]");
  await page.waitForSelector(".mg[data-lesson='mangala-iv:1']");
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(fits, "no sideways scrolling at 360 px");
  const box = await page.locator("[data-lesson-box]").boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, "the lesson's box fits");
  await screenshot(page, "lesson-mangala-iv-360");
  // A pit that is not the leftmost: the forced rule, kindly.
  await page.click(pit(10), { force: true });
  await page.waitForSelector("[data-lesson-wrong]:not([hidden])");
  assert.equal(await text(page, "[data-lesson-wrong]"), en["mangala-iv"].miss);
  await screenshot(page, "lesson-mangala-iv-360-wrong");
  await page.click(pit(11));
  await page.waitForSelector('.mg[data-lesson-phase="done"]');
  await screenshot(page, "lesson-mangala-iv-360-done");
  // Another game's tab ends the lesson and opens that game.
  await page.click("[data-game=ali-guli-mane]");
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.lesson);
  assert.equal((await readBoard(page)).variant, "ali-guli-mane");
  assert.equal(await page.locator("[data-lesson-box]").isVisible(), false);
  assert.deepEqual(errors, []);
  await page.close();

  const { page: p2, errors: e2 } = await open(
    env,
    "?lesson=ali-guli-mane&speed=instant&lang=ar",
    PHONE,
  );
  await p2.waitForSelector(".mg[data-lesson='ali-guli-mane:1']");
  await p2.waitForFunction(
    () => document.querySelector("[data-lesson-say]").textContent.length > 20,
  );
  assert.ok(
    await p2.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    "Arabic fits at 360 px",
  );
  await screenshot(p2, "lesson-ali-guli-mane-360-ar");
  assert.deepEqual(e2, []);
  await p2.close();
});

test('kiosk: "Learn in one minute" beside "Touch the screen to play" opens the lesson', async () => {
  await clearStorage(env);
  const { page, errors } = await openPage(
    env.browser.context,
    `${env.url}index.html?kiosk=1&idle=0.05&countdown=1&game=al-manqala&speed=instant`,
    { viewport: { width: 1920, height: 1080 } },
  );
  await page.waitForSelector("html[data-ready]", { timeout: 15000 });
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  const learn = page.locator("[data-attract-lesson]");
  assert.equal(await learn.innerText(), "Learn in one minute");
  assert.equal(await page.locator(".attract-cta").innerText(), "Touch the screen to play");
  await screenshot(page, "lesson-kiosk-attract");
  await learn.click();
  await page.waitForSelector(".mg[data-lesson='al-manqala:1']");
  assert.equal(
    await page.evaluate(() => document.querySelector(".mg").dataset.attract),
    undefined,
    "attract mode has stopped",
  );
  await page.click('[data-lesson-action="show"]');
  await page.waitForSelector('.mg[data-lesson-phase="done"]');
  await screenshot(page, "lesson-kiosk-1920");
  assert.equal(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(":game:")).length),
    0,
    "a kiosk saves nothing",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("a lesson in an embed (embed.html?lesson=), and an accessibility check (axe-core) of a lesson in English and Arabic", async () => {
  const { page, errors } = await openPage(
    env.browser.context,
    `${env.url}embed.html?lesson=ali-guli-mane&speed=instant`,
    { viewport: DESKTOP },
  );
  await page.waitForSelector(".mg[data-lesson='ali-guli-mane:1']", { timeout: 15000 });
  assert.deepEqual((await readBoard(page)).pits, LESSONS["ali-guli-mane"][0].state.pits);
  assert.deepEqual(errors, []);
  await page.close();

  for (const lang of ["en", "ar"]) {
    const { page, errors } = await open(env, `?lesson=al-manqala&speed=instant&lang=${lang}`);
    await page.waitForSelector(".mg[data-lesson='al-manqala:1']");
    await page.waitForFunction(
      () => document.querySelector("[data-lesson-say]").textContent.length > 20,
    );
    await page.click(pit(13));
    await page.waitForSelector("[data-lesson-wrong]:not([hidden])");
    assert.deepEqual(await seriousViolations(page), [], lang);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
