// The review's budget (issue 10): a 100-sowing Al-manqala game between two people, reviewed
// by "How did I play?" on the release build in headless Chromium — the Master's analysis of
// every position in the page's worker, exactly as a visitor starts it. Prints the time from
// the click to the summary, and what it took per position. See scripts/bench-review.
//   node scripts/bench-review.mjs [runs]     (after trunk build --release --offline)
import { startServer, launchBrowser, openPage } from "../tests/e2e/harness.mjs";

const SOWINGS = 100;
const runs = Number(process.argv[2] || 1);

/** Finds a seeded random Al-manqala game that is still going after SOWINGS sowings; its link's moves. */
function randomGame(page) {
  return page.evaluate((sowings) => {
    const { Game } = window.wasmBindings;
    for (let seed = 1; ; seed += 1) {
      const g = new Game("al-manqala", {});
      let s = seed;
      const letters = [];
      while (letters.length < sowings && !g.isOver()) {
        const legal = Array.from(g.legalMoves());
        s = (s * 1103515245 + 12345) % 2147483648;
        const pit = legal[(s >> 8) % legal.length];
        g.play(pit);
        letters.push(pit < 7 ? "abcdefg"[pit] : "abcdefg"[13 - pit].toUpperCase());
      }
      const going = !g.isOver();
      g.free();
      if (going) return { seed, moves: letters.join("") };
    }
  }, SOWINGS);
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const first = await openPage(browser.context, `${server.url}?game=al-manqala&speed=instant`);
  await first.page.waitForSelector("html[data-ready]");
  const { seed, moves } = await randomGame(first.page);
  await first.page.close();
  for (let run = 1; run <= runs; run += 1) {
    const { page, errors } = await openPage(
      browser.context,
      `${server.url}?game=al-manqala&moves=${moves}&speed=instant`,
    );
    await page.waitForSelector("html[data-ready]");
    const started = Date.now();
    await page.click("[data-action=critique]");
    await page.waitForSelector("[data-critique-panel] .critique-summary", { timeout: 600000 });
    const seconds = (Date.now() - started) / 1000;
    const marked = await page.$$eval("[data-move-list] [data-review]", (bs) => bs.length);
    const grades = await page.$$eval("[data-move-list] [data-review]", (bs) =>
      bs.map((b) => b.dataset.review),
    );
    const tally = Object.entries(grades.reduce((n, g) => ({ ...n, [g]: (n[g] || 0) + 1 }), {}))
      .map(([g, n]) => `${g} ${n}`)
      .join(", ");
    console.log(
      `review of a ${SOWINGS}-sowing Al-manqala game (random moves, seed ${seed}; ${marked} moves marked: ${tally}): ${seconds.toFixed(1)} s, ${Math.round((seconds * 1000) / marked)} ms a position`,
    );
    if (errors.length) console.log(`page errors: ${errors.join("; ")}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
