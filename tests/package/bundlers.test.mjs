// The example app (tests/package/app/) as each bundler built it, and without a bundler, from
// the package installed out of its tarball (scripts/test-package builds them in the folder
// PACKAGE_APPS names), opened in headless Chromium: it plays a game to its end with the worker helper choosing South's moves,
// gets an analysis, cancels searches, reads a position text, and reports no error at all.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { launchBrowser, openPage, startServer } from "../e2e/harness.mjs";

const apps = process.env.PACKAGE_APPS;
let browser;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// Each build, and the app's own folder served as it is, the package imported through an import
// map (plain.html), as the README shows for a page without a bundler.
const builds = [
  ["vite", "dist-vite", "index.html"],
  ["esbuild", "dist-esbuild", "index.html"],
  ["webpack", "dist-webpack", "index.html"],
  ["no bundler (an import map)", ".", "plain.html"],
];

for (const [bundler, folder, file] of builds) {
  test(`the app built by ${bundler} plays a game, and the worker helper answers and cancels`, async (t) => {
    assert.ok(apps, "PACKAGE_APPS names the folder where scripts/test-package built the apps");
    const root = join(apps, folder);
    assert.ok(existsSync(join(root, file)), `${root}/${file} was built`);
    const server = await startServer({ root });
    t.after(() => server.close());
    const { page, errors } = await openPage(browser.context, `${server.url}${file}`);
    // The app reports when it is done; an error on the page (a wasm or worker file the build
    // lost, say) fails the test at once, with every error recorded.
    const failed = new Promise((resolve) => page.once("pageerror", resolve));
    const done = page.waitForSelector("body[data-done=yes]", { timeout: 60_000 });
    if ((await Promise.race([done, failed.then(() => "failed")])) === "failed") {
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the failed requests be told
      assert.deepEqual(errors, [], `the app built by ${bundler} failed`);
    }
    const report = JSON.parse(await page.textContent("#report"));
    assert.equal(report.error, undefined);
    assert.equal(report.done, true);

    // The game ended by the rules: the piles of an ended Al-manqala game hold all 98 seeds
    // but what a cycle leaves, and the reason is one of Al-manqala's.
    const { result, moves } = report.game;
    assert.ok(moves > 0);
    assert.ok(["fifty", "starved", "empty", "cycle"].includes(result.reason), result.reason);
    assert.equal(report.overError, "Error: the game is over: there is no move to choose");

    // Ali Guli Mane's start: South (to move) may sow any of its seven pits, 7 to 13.
    assert.deepEqual(report.analysis, { moves: [7, 8, 9, 10, 11, 12, 13], best: 1 });
    assert.equal(report.cancelled, "AbortError: signal is aborted without reason");
    assert.ok(report.cancelMs < 2000, `cancelled after ${report.cancelMs} ms`);
    assert.ok(report.afterCancel >= 7 && report.afterCancel <= 13, `move ${report.afterCancel}`);
    assert.deepEqual(report.cancelAll, [
      "AbortError: the search was cancelled",
      "AbortError: the search was cancelled",
    ]);

    assert.equal(report.positionText, true);
    assert.match(
      report.badPositionText,
      /^true: position text: after the game, expected 7 counts after south and after north/,
    );
    assert.deepEqual(errors, []);
  });
}
