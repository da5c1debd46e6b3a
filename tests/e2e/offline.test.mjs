// Offline (issue 4): after a first visit the service worker serves the release build with
// no network at all (the stylesheets fetched when first needed included), and a new build
// replaces the old cache cleanly. The server runs over
// a copy of dist/ so the test can stop it and put a "new build" in place.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startServer, launchBrowser, openPage } from "./harness.mjs";
import { readBoard, expected, elementReady } from "./board-helpers.mjs";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const env = { dir: "", server: null, browser: null, port: 0 };

before(async () => {
  env.dir = mkdtempSync(join(tmpdir(), "mancala-offline-"));
  cpSync(join(REPO, "dist"), env.dir, { recursive: true });
  env.server = await startServer({ root: env.dir });
  env.port = env.server.port;
  env.browser = await launchBrowser();
});

after(async () => {
  await env.browser?.close();
  await env.server?.close();
  rmSync(env.dir, { recursive: true, force: true });
});

const url = (path) => `http://127.0.0.1:${env.port}/${path}`;

/** Waits until a service worker controls the page; returns the names of the caches. */
function controlled(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
    return caches.keys();
  });
}

/** The version the build's sw.js carries. */
function versionOf(dir) {
  return JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync(join(dir, "sw.js"), "utf8"))[1])
    .version;
}

test("a reload with the network cut off is served by the service worker", async () => {
  const { page, errors } = await openPage(
    env.browser.context,
    url("index.html?game=al-manqala&speed=instant"),
  );
  await page.waitForSelector("html[data-ready]");
  assert.deepEqual(await controlled(page), [`mancala-heritage-${versionOf(env.dir)}`]);
  await page.click('[data-board-host] [data-pit="9"]');
  await page.waitForSelector("[data-board-host]:not([data-busy])");
  const played = (await readBoard(page)).pits;

  // No network at all: the browser is offline and the server is gone.
  await env.browser.context.setOffline(true);
  await env.server.close();
  env.server = null;
  await page.reload();
  await page.waitForSelector("html[data-ready]", { timeout: 15000 });
  const board = await readBoard(page);
  assert.equal(board.variant, "al-manqala");
  assert.deepEqual(board.pits, played, "the saved game, replayed by the wasm from the cache");
  assert.deepEqual(board.pits, (await expected(page, { variant: "al-manqala", moves: [9] })).pits);
  // The stylesheets fetched when first needed are kept too: a page opened face to face, whose
  // analysis board then opens (css/facing.css, css/analysis.css).
  const facing = await openPage(
    env.browser.context,
    url("index.html?game=al-manqala&layout=facing&speed=instant"),
  );
  await facing.page.waitForSelector("html[data-ready]", { timeout: 15000 });
  await facing.page.click(".controls [data-action=analyse]");
  await facing.page.waitForSelector(".mg[data-mode=analysis] .analysis-buttons");
  assert.deepEqual(
    await facing.page.evaluate(() => [
      getComputedStyle(document.querySelector('[data-edge="1"]')).transform,
      getComputedStyle(document.querySelector(".analysis-buttons")).display,
    ]),
    ["matrix(-1, 0, 0, -1, 0, 0)", "flex"],
    "North's edge turned, the analysis board's buttons in a row",
  );
  assert.deepEqual(facing.errors, []);
  await facing.page.close();
  // The other pages of the build work offline too, each loading only from the cache.
  for (const path of [
    "embed.html?game=mangala-iv&opponent=computer&speed=instant",
    "museum.html",
  ]) {
    const other = await openPage(env.browser.context, url(path));
    if (path.startsWith("museum")) await elementReady(other.page);
    else await other.page.waitForSelector("html[data-ready]", { timeout: 15000 });
    if (path.startsWith("embed")) {
      // The computer's worker and its wasm come from the cache too: it answers a move.
      await other.page.click("[data-ritual=skip]");
      await other.page.click('[data-board-host] [data-pit="13"]');
      await other.page.waitForFunction(
        () => {
          const root = document.querySelector("[data-board-host]");
          return root.dataset.toMove === "0" && root.querySelector("[data-legal]");
        },
        null,
        { timeout: 15000 },
      );
    }
    assert.deepEqual(other.errors, [], path);
    await other.page.close();
  }
  assert.deepEqual(errors, []);
  await page.close();
  await env.browser.context.setOffline(false);
  env.server = await startServer({ root: env.dir, port: env.port });
});

test("the worker is registered once the board has been still for 3 s, never during a first move made at once", async () => {
  // A fresh browser (no worker yet): its first install would take the sowing's time.
  const fresh = await launchBrowser();
  try {
    const { page, errors } = await openPage(fresh.context, url("index.html?game=al-manqala"));
    await page.waitForSelector("html[data-ready]");
    const registered = () =>
      page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
    await page.click('[data-board-host] [data-pit="9"]');
    await page.waitForSelector("[data-board-host][data-busy]");
    assert.equal(await registered(), false, "no worker while the first move is sown");
    await page.waitForSelector("[data-board-host]:not([data-busy])", { timeout: 30000 });
    const still = Date.now();
    assert.equal(await registered(), false, "none as the board comes to rest");
    await controlled(page);
    assert.ok(Date.now() - still >= 2500, `registered ${Date.now() - still} ms after the sowing`);
    assert.deepEqual(errors, []);
  } finally {
    await fresh.close();
  }
});

test("the game installs as an app: its manifest, icons and worker satisfy the browser", async () => {
  const { page, errors } = await openPage(env.browser.context, url("index.html?speed=instant"));
  await page.waitForSelector("html[data-ready]");
  await controlled(page);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector("link[rel=manifest]").href;
    const m = await (await fetch(href)).json();
    const icons = await Promise.all(
      m.icons.map(async (i) => ({ ...i, ok: (await fetch(new URL(i.src, href))).ok })),
    );
    return { ...m, icons };
  });
  assert.equal(manifest.display, "fullscreen");
  assert.equal(manifest.start_url, "./");
  assert.ok(manifest.icons.some((i) => i.sizes === "512x512" && i.type === "image/png"));
  assert.ok(
    manifest.icons.every((i) => i.ok),
    "every icon is a file of the build",
  );
  // Chromium's own verdict on installing the page (the DevTools protocol's installability check).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a new build replaces the old cache; a debug build's worker clears it", async () => {
  const { page, errors } = await openPage(env.browser.context, url("index.html?speed=instant"));
  await page.waitForSelector("html[data-ready]");
  const first = versionOf(env.dir);
  assert.deepEqual(await controlled(page), [`mancala-heritage-${first}`]);

  // A new build: a page changes (a file with a content hash in its name never changes: a new
  // build gives it a new name), and the post_build hook writes a new sw.js.
  appendFileSync(join(env.dir, "index.html"), "\n<!-- build 2 -->\n");
  execFileSync("node", [join(REPO, "scripts", "sw-build.mjs"), env.dir, "release"]);
  const second = versionOf(env.dir);
  assert.notEqual(second, first, "the version follows the files' content");
  /** Waits until the caches are exactly the one of `version` (none for null) and its worker is active. */
  const swapped = async (version) => {
    const want = JSON.stringify(version ? [`mancala-heritage-${version}`] : []);
    for (let i = 0; i < 75; i += 1) {
      const now = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return {
          keys: JSON.stringify(await caches.keys()),
          settled: reg.active?.state === "activated" && !reg.installing && !reg.waiting,
        };
      });
      if (now.keys === want && now.settled) return;
      await page.waitForTimeout(200);
    }
    assert.fail(`the caches did not become ${want}`);
  };
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await swapped(second);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  assert.match(await page.evaluate(async () => (await fetch("index.html")).text()), /build 2/);

  // `trunk serve` builds a worker without a file list: it caches nothing and clears the old cache.
  writeFileSync(join(env.dir, "sw.js"), readFileSync(join(REPO, "www", "sw.js")));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await swapped(null);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  assert.deepEqual(await page.evaluate(() => caches.keys()), []);
  assert.deepEqual(errors, []);
  await page.close();
});
