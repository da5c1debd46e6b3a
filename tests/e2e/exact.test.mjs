// Ali Guli Mane stays exact at phone speed (issue 10): under Chromium's 4× CPU throttling
// (a phone runs wasm some 3–5 times slower than this desktop), whole games against the Master
// in which every analysis — what the review marks each move by — proves the outcome of every
// legal move ("win", "draw" or "loss", never null) within analyze's default second, and every
// Master move keeps the best outcome that analysis proved; and the review of a whole game
// ("How did I play?") marks every move with a proven result.
//
// The handle runs on the page's own thread here, not in the worker: CDP throttles the page's
// thread fully, a dedicated worker only partly, so this is the slower, stricter case. The
// clock the search reads (performance.now()) runs at real speed under throttling.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, randomGameLetters } from "./board-helpers.mjs";

const env = useBrowser();

const RANK = { loss: 0, draw: 1, win: 2 };

/**
 * Plays one Ali Guli Mane game in the page from the start: the Master for `master`, the level
 * `other` with seed `seed` for the other player (the Strong level plays close games, the
 * Beginner takes captures but slips into varied positions). Returns every position's analysis
 * and the moves played.
 */
async function playAgainstMaster(page, master, other, seed) {
  await page.evaluate(() => {
    globalThis.exactGame?.free();
    globalThis.exactGame = new globalThis.wasmBindings.Game("ali-guli-mane");
  });
  const turns = [];
  for (let ply = 0; ply < 200; ply += 1) {
    // One position per evaluate: an analysis (default: one second), then the move.
    const turn = await page.evaluate(
      ({ master, other, seed, ply }) => {
        const g = globalThis.exactGame;
        if (g.isOver()) return null;
        const mover = g.toMove();
        const started = performance.now();
        const analysis = g.analyze();
        const ms = performance.now() - started;
        const options = mover === master ? { level: "master" } : { level: other, seed: seed + ply };
        const pit = g.bestMove(options);
        g.play(pit);
        return { ply, mover, pit, analysis, ms };
      },
      { master, other, seed, ply },
    );
    if (!turn) return turns;
    turns.push(turn);
  }
  throw new Error("the game did not end within 200 sowings");
}

for (const [master, other, seed] of [
  [1, "strong", 100],
  [0, "beginner", 200],
  [1, "beginner", 300],
]) {
  test(`at 4× CPU throttling every Master move (player ${master}, against the ${other} level) and every analysis of an Ali Guli Mane game is proven`, async (t) => {
    const { page, errors } = await open(env, "?game=ali-guli-mane&speed=instant");
    await page.waitForFunction(() => window.wasmBindings);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const turns = await playAgainstMaster(page, master, other, seed);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    assert.ok(turns.length >= 10, `a whole game: ${turns.length} sowings`);
    const slowest = Math.max(...turns.map((turn) => turn.ms));
    t.diagnostic(
      `${turns.length} sowings; the slowest analysis took ${slowest.toFixed(0)} ms at 4× throttling`,
    );
    for (const { ply, mover, pit, analysis } of turns) {
      const unproven = analysis.filter((m) => m.outcome === null).map((m) => m.pit);
      assert.deepEqual(
        unproven,
        [],
        `sowing ${ply + 1}: the outcome of pits ${unproven} is unproven`,
      );
      if (mover !== master) continue;
      const best = Math.max(...analysis.map((m) => RANK[m.outcome]));
      const played = analysis.find((m) => m.pit === pit);
      assert.equal(
        RANK[played.outcome],
        best,
        `sowing ${ply + 1}: the Master played pit ${pit} (${played.outcome}), but ${Object.keys(RANK)[best]} was proven`,
      );
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("at 4× CPU throttling the review of an Ali Guli Mane game between two people proves every mark", async (t) => {
  // A whole game of seeded random sowings, played by the handle, then opened from its link.
  let { page } = await open(env, "?game=ali-guli-mane&speed=instant");
  const moves = await randomGameLetters(page, "ali-guli-mane");
  await page.close();
  let errors;
  ({ page, errors } = await open(env, `?game=ali-guli-mane&moves=${moves}&speed=instant`));
  await page.waitForSelector("[data-board-host][data-over]");
  // The review runs in the computer's worker, which CDP's throttling slows too (if less than
  // the page's own thread, the stricter case of the tests above).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const started = Date.now();
  await page.click("[data-action=critique]");
  await page.waitForSelector("[data-critique-panel] .critique-summary", { timeout: 240000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  t.diagnostic(
    `${moves.length} sowings reviewed in ${((Date.now() - started) / 1000).toFixed(1)} s at 4× throttling`,
  );
  const entries = await page.$$eval("[data-move-list] [data-move]", (bs) =>
    bs.map((b) => ({ review: b.dataset.review ?? null, proven: b.hasAttribute("data-proven") })),
  );
  assert.equal(entries.length, moves.length);
  entries.forEach((entry, i) => {
    assert.ok(entry.review, `move ${i + 1} has a mark`);
    assert.ok(entry.proven, `move ${i + 1}'s mark (${entry.review}) is proven`);
  });
  assert.deepEqual(errors, []);
  await page.close();
});
