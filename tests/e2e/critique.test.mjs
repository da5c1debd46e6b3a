// "How did I play?" (issue 10, www/js/flow/critique.js): a finished game reviewed by the
// Master's analysis in the computer's worker, the marks in the move list (data-review), the
// position before a selected move with the move played and the better one, the summary, a
// review cancelled, and the marks through a language switch. The grading itself (thresholds,
// proven slips, the turning point) is checked in plain Node (tests/unit/critique.test.mjs), the
// page's answers while a review runs in tests/perf/critique.perf.test.mjs. The review's
// stylesheet (css/critique.css) is fetched with it.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  encodeState,
  screenshot,
  PHONE,
  openReviewing,
  endingLink,
  stylesheetFetches,
} from "./board-helpers.mjs";

const env = useBrowser();

/** Waits for a review to finish: its summary shows. */
const reviewed = (page, timeout = 60000) =>
  page.waitForSelector("[data-critique-panel] .critique-summary", { timeout });
/** The data-review of each entry of the move list (null: none). */
const marks = (page) =>
  page.$$eval("[data-move-list] [data-move]", (bs) => bs.map((b) => b.dataset.review ?? null));

test("a finished game against the computer: the blunder worked out by hand, the better move and the summary", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, endingLink("Ga"));
  await page.waitForSelector("[data-board-host][data-over]");
  // The review's stylesheet (css/critique.css) comes with it, not before.
  assert.equal(await stylesheetFetches(page, "critique"), 0, "no review, no stylesheet");
  await page.click("[data-action=critique]");
  await reviewed(page);
  assert.equal(await stylesheetFetches(page, "critique"), 1, "the review's stylesheet, once");
  // South's pit 7 is the blunder; North's move is the computer's and carries no mark.
  assert.deepEqual(await marks(page), ["blunder", null]);
  // Both results it compares are proven: pit 8 wins at once, pit 7 lets North win at once.
  assert.equal(await page.getAttribute("[data-move-list] [data-move='0']", "data-proven"), "");
  const summary = await page.textContent("[data-critique-panel] .critique-summary");
  assert.match(summary, /^South \(you\), 1 move: 1 blunder\. The turning point: move 1\.$/);
  // Selecting it shows the position before it: pit 7 played, pit 8 the better move.
  await page.click("[data-move-list] [data-move='0']");
  await page.waitForSelector("[data-board-host][data-viewing='-1'] [data-pit='8'].mb-better");
  assert.deepEqual(
    await page.$$eval("[data-board-host] .mb-played", (ns) => ns.map((n) => Number(n.dataset.pit))),
    [7],
  );
  assert.deepEqual(
    await page.$$eval("[data-board-host] .mb-better", (ns) => ns.map((n) => Number(n.dataset.pit))),
    [8],
  );
  assert.equal(await page.getAttribute("[data-move-list] [data-move='0']", "data-selected"), "");
  const said = await page.textContent("[data-critique-said]");
  assert.match(said, /Move 1: you played your pit 7\./);
  assert.match(said, /A blunder: it gave up about 14 seeds\. This let a forced win slip\./);
  assert.match(
    said,
    // Proven to the seed: pit 8 ends the game at once, 50–41 (the ending's working).
    /Better: your pit 6 — it captures 4 seeds\. This wins by 9 seeds, whatever your opponent does\./,
  );
  await screenshot(page, "critique-desktop");
  await page.setViewportSize(PHONE);
  await screenshot(page, "critique-phone");
  // Back to the game: the marks stay, the pits' marks go.
  await page.click("[data-review=live]");
  await page.waitForSelector("[data-board-host]:not([data-viewing])");
  assert.equal(
    await page.$$eval(
      "[data-board-host] .mb-played, [data-board-host] .mb-better",
      (ns) => ns.length,
    ),
    0,
  );
  assert.deepEqual(await marks(page), ["blunder", null]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the end of a game offers the review; the winning capture worked out by hand is the best move", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, endingLink("", false));
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await page.click("[data-dialog] [data-choice=critique]");
  await reviewed(page);
  assert.deepEqual(await marks(page), ["best"]);
  assert.match(
    await page.textContent("[data-critique-panel] .critique-summary"),
    /^South, 1 move: 1 best move\. Not a single slip\.$/,
  );
  // A best move has no better one to look at.
  await page.click("[data-move-list] [data-move='0']");
  await page.waitForSelector("[data-board-host][data-viewing='-1']");
  assert.match(
    await page.textContent("[data-critique-said]"),
    /^Move 1: you played your pit 6 — it captures 4 seeds\. The best move here\.$/,
  );
  assert.equal(await page.$$eval("[data-board-host] .mb-better", (ns) => ns.length), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

// An Ali Guli Mane ending worked out by hand from docs/rules.md, between two people. South to move,
// piles 34–34 (70 seeds with the 2 on the board): South has 1 seed in pit 12 and 1 in pit 7;
// North's row is empty.
// - Pit 12 sows into 11; the next pit, 10, is empty: saada, and the pit after it (9) and the
//   one facing that (2) are empty, so nothing is taken. North has no seed to sow: the game
//   ends and each side adds its own row, South 1 + 1: South wins 36–34, by 2.
// - Pit 7 ("G") sows into North's pit 0; the next pit, 1, is empty: saada over empty pits 2
//   and 9. Every move is then forced: North sows 0 into 1 ("a"); South sows 12 into 11 ("B");
//   North sows 1 into 2 ("b"), saada at 3: it takes pit 4 (empty) and the pit facing it, 11
//   (1 seed), and sows again from 2 into 3 ("c"), saada at 4 over empty 5 and 12. South has no
//   seed: North adds its row's 1 and wins 36–34. So pit 7 turns a forced win by 2 into a
//   forced loss by 2: 4 seeds given up, a forced win let slip — a blunder, proven by force.
const AGM = {
  variant: "ali-guli-mane",
  pits: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0],
  captured: [34, 34],
  toMove: 0,
  options: {},
};

test("Ali Guli Mane, by proof: the forced win let slip, and forced moves are the best", async () => {
  await clearStorage(env);
  const { page, errors } = await open(
    env,
    `?game=ali-guli-mane&start=${encodeState(AGM)}&moves=GaBbc&speed=instant`,
  );
  await page.waitForSelector("[data-board-host][data-over]");
  await page.click("[data-action=critique]");
  await reviewed(page);
  assert.deepEqual(await marks(page), ["blunder", "best", "best", "best", "best"]);
  assert.deepEqual(
    await page.$$eval("[data-move-list] [data-move]", (bs) =>
      bs.map((b) => b.hasAttribute("data-proven")),
    ),
    [true, true, true, true, true],
  );
  const summaries = await page.$$eval("[data-critique-panel] .critique-summary", (ps) =>
    ps.map((p) => p.textContent),
  );
  assert.deepEqual(summaries, [
    "South, 2 moves: 1 best move and 1 blunder. The turning point: move 1.",
    "North, 3 moves: 3 best moves. Not a single slip.",
  ]);
  await page.click("[data-move-list] [data-move='0']");
  await page.waitForSelector("[data-board-host][data-viewing='-1'] [data-pit='12'].mb-better");
  assert.deepEqual((await page.textContent("[data-critique-said]")).split(/(?<=\.)(?=Better)/), [
    "Move 1: you played your pit 7. A blunder: it gave up about 4 seeds. This let a forced win slip.",
    // Proven to the seed: 36–34, by 2 (the working above).
    "Better: your pit 2. This wins by 2 seeds, whatever your opponent does.",
  ]);
  await page.click("[data-move-list] [data-move='1']");
  await page.waitForSelector("[data-board-host][data-viewing='0'] [data-pit='0'].mb-played");
  assert.equal(
    await page.textContent("[data-critique-said]"),
    "Move 2: you played your pit 1. It was the only move.",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("marks and summary survive a language switch, in every language", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, endingLink("Ga"));
  await page.click("[data-action=critique]");
  await reviewed(page);
  await page.click("[data-move-list] [data-move='0']");
  await page.waitForSelector("[data-board-host] .mb-better");
  const english = await page.textContent("[data-critique-panel]");
  for (const lang of ["pt", "tr", "ar", "kn", "en"]) {
    await page.click(`[data-lang=${lang}]`);
    await page.waitForFunction((lang) => document.querySelector(".mg").lang === lang, lang);
    await page.waitForFunction(
      (english) =>
        document.querySelector("[data-critique-panel]").textContent !== english ||
        document.querySelector(".mg").lang === "en",
      english,
    );
    assert.deepEqual(await marks(page), ["blunder", null], lang);
    assert.deepEqual(
      await page.$$eval("[data-board-host] .mb-better", (ns) =>
        ns.map((n) => Number(n.dataset.pit)),
      ),
      [8],
      lang,
    );
    const text = await page.textContent("[data-critique-panel]");
    if (lang === "pt") {
      assert.match(text, /1 erro grave/);
      assert.match(text, /Deixou escapar uma vitória certa\./);
    }
    if (lang === "en") assert.equal(text, english);
    else assert.notEqual(text, english, lang);
    if (lang === "ar") await screenshot(page, "critique-ar");
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("a review can be cancelled, and looking back works while it runs", async () => {
  await clearStorage(env);
  const { page, errors } = await openReviewing(env);
  // While the Master works in its worker, a click looks back (how fast: tests/perf/).
  await page.click("[data-move-list] [data-move='10']");
  await page.waitForSelector("[data-board-host][data-viewing='10']");
  assert.ok(await page.$("[data-critique-panel] progress"), "still reviewing after the click");
  await screenshot(page, "critique-running");
  const progress = await page.$eval("[data-critique-panel] progress", (p) => ({
    value: p.value,
    max: p.max,
  }));
  assert.equal(progress.max, 60);
  assert.ok(progress.value < 60);
  // Stop: the panel goes, no move is marked, and the review can start again.
  await page.click("[data-critique=cancel]");
  await page.waitForSelector("[data-critique-panel]", { state: "hidden" });
  assert.ok((await marks(page)).every((m) => m === null));
  assert.ok(await page.isEnabled("[data-action=critique]"));
  // Looking back still works.
  await page.click("[data-move-list] [data-move='3']");
  await page.waitForSelector("[data-board-host][data-viewing='3']");
  await page.click("[data-review=live]");
  await page.waitForSelector("[data-board-host]:not([data-viewing])");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a review asked for in the middle of a game: its marks stay while the game goes on, an undo into it drops it", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  const play = async (pit) => {
    const n = (await page.$$("[data-move-list] [data-move]")).length;
    await page.click(`[data-board-host] [data-pit='${pit}'][data-legal]`);
    await page.waitForSelector(`[data-move-list] [data-move='${n}']`);
  };
  await play(11);
  await play(2);
  await page.click("[data-action=critique]");
  await reviewed(page);
  assert.equal((await marks(page)).filter(Boolean).length, 2);
  assert.ok(await page.isHidden("[data-action=critique]"), "every move is reviewed");
  // A move after the review: the reviewed moves keep their marks, the new one has none.
  await play(9);
  const after = await marks(page);
  assert.equal(after.length, 3);
  assert.ok(after[0] && after[1] && after[2] === null, after.join(" "));
  assert.ok(await page.isVisible("[data-action=critique]"), "the new move can be reviewed");
  // Undo of the move after it keeps the review; undo of a move it reviewed drops it.
  await page.click("[data-action=undo]");
  await page.waitForFunction(
    () => document.querySelectorAll("[data-move-list] [data-move]").length === 2,
  );
  assert.deepEqual(await marks(page), after.slice(0, 2));
  assert.ok(await page.isVisible("[data-critique-panel]"));
  await page.click("[data-action=undo]");
  await page.waitForSelector("[data-critique-panel]", { state: "hidden" });
  assert.deepEqual(await marks(page), [null]);
  assert.deepEqual(errors, []);
  await page.close();
});
