// The page keeps answering while "How did I play?" reviews a long game in the computer's
// worker: a click on a move shows that position, and animation frames keep coming. A bound on
// time, on a machine shared with other work: each bound is three times what a quiet desktop
// needs (1 s for both), so red means the page's thread was blocked. The review itself, and its
// cancellation: tests/e2e/critique.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, clearStorage, openReviewing } from "../e2e/board-helpers.mjs";

const env = useBrowser();
const MARGIN = 3;

test("while a review runs, a click on a move answers and frames keep coming", async (t) => {
  await clearStorage(env);
  const { page, errors } = await openReviewing(env);
  const gap = page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        let worst = 0;
        const started = last;
        const tick = (now) => {
          worst = Math.max(worst, now - last);
          last = now;
          if (now - started < 1500) requestAnimationFrame(tick);
          else resolve(worst);
        };
        requestAnimationFrame(tick);
      }),
  );
  // The click's answer, timed in the page from the click to the board showing that position.
  const answered = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const root = document.querySelector("[data-board-host]");
        const clicked = performance.now();
        const seen = new MutationObserver(() => {
          if (root.dataset.viewing !== "10") return;
          seen.disconnect();
          resolve(performance.now() - clicked);
        });
        seen.observe(root, { attributes: true });
        document.querySelector("[data-move-list] [data-move='10']").click();
      }),
  );
  assert.ok(await page.$("[data-critique-panel] progress"), "still reviewing after the click");
  assert.ok(
    answered < 1000 * MARGIN,
    `the board showed move 11 ${Math.round(answered)} ms after the click`,
  );
  // The 60 analyses take about 12 s in all: on the page's thread they would stop the frames
  // for seconds.
  const worst = await gap;
  t.diagnostic(`answered in ${Math.round(answered)} ms; the longest gap ${Math.round(worst)} ms`);
  assert.ok(worst < 1000 * MARGIN, `the longest gap between frames was ${Math.round(worst)} ms`);
  await page.click("[data-critique=cancel]");
  await page.waitForSelector("[data-critique-panel]", { state: "hidden" });
  assert.deepEqual(errors, []);
  await page.close();
});
