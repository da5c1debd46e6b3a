// A strict Content-Security-Policy (issue 4): the release build served with the exact
// header docs/embedding.md gives a museum's web server, and no violation and no console error on
// index.html, embed.html (a kiosk in attract mode) and museum.html while they are played, and
// while the stylesheets of the parts fetched when first needed come (js/lib/styles.js).
import { test, before, after } from "node:test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { startServer, launchBrowser, openPage, documentedPolicy, unhashed } from "./harness.mjs";
import { readBoard, elementReady } from "./board-helpers.mjs";
import { INLINE_HASH, HTML_DATA } from "../../scripts/prerender.mjs";
import { INLINE_HASH as DOCUMENTED_HASH, SITE_POLICY } from "../../www/js/embed/headers.js";

const POLICY = documentedPolicy();
const env = { server: null, browser: null };

before(async () => {
  env.server = await startServer({ headers: { "Content-Security-Policy": POLICY } });
  env.browser = await launchBrowser();
  // Every frame records the violations it sees (the console reports them too).
  await env.browser.context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
});

after(async () => {
  await env.browser?.close();
  await env.server?.close();
});

const open = (path) => openPage(env.browser.context, `${env.server.url}${path}`);

/** The violations recorded in every frame of the page. */
async function violations(page) {
  const all = [];
  for (const frame of page.frames())
    all.push(...(await frame.evaluate(() => window.cspViolations || [])));
  return all;
}

test("docs/embedding.md gives a strict policy: no inline scripts or styles, no eval, wasm allowed", () => {
  assert.ok(POLICY, "docs/embedding.md has a Content-Security-Policy line");
  const directives = Object.fromEntries(
    POLICY.split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  assert.deepEqual(directives["default-src"], ["'self'"]);
  // One inline script, allowed by its hash: the prerendered page's (scripts/prerender.mjs).
  assert.deepEqual(directives["script-src"], ["'self'", "'wasm-unsafe-eval'", INLINE_HASH]);
  assert.deepEqual(directives["style-src"], ["'self'"]);
  assert.doesNotMatch(POLICY, /unsafe-inline|'unsafe-eval'|\*/);
});

test("the inline script's hash is the documented one, which stays the same from release to release", () => {
  // The hash the policy documents (docs/embedding.md, and js/embed/headers.js, which the embed
  // builder reads) is the hash of the script the build writes. The text of that script is
  // fixed: a change to it is a change every deployed site must make (CHANGELOG.md).
  assert.equal(INLINE_HASH, "'sha256-6pKuADuC9+n+doSbTgSsIwSECH7afcM4XDoVlLONpqg='");
  assert.equal(DOCUMENTED_HASH, INLINE_HASH);
  assert.equal(SITE_POLICY, POLICY, "js/embed/headers.js and docs/embedding.md give one policy");
  // What changes between releases is in <html>'s data attributes, not in the script.
  const html = readFileSync(new URL("../../dist/index.html", import.meta.url), "utf8");
  const tag = /<html[^>]*>/.exec(html)[0];
  for (const [name, value] of Object.entries(HTML_DATA))
    assert.ok(tag.includes(`${name}="${value}"`), `${name} on <html>`);
});

test("index.html holds one inline script, the one the policy allows by its hash", async () => {
  const html = readFileSync(new URL("../../dist/index.html", import.meta.url), "utf8");
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  assert.equal(inline.length, 1, "one inline script");
  assert.equal(`'sha256-${createHash("sha256").update(inline[0]).digest("base64")}'`, INLINE_HASH);
  // Every other page has none.
  for (const page of ["embed.html", "museum.html"]) {
    assert.doesNotMatch(
      readFileSync(new URL(`../../dist/${page}`, import.meta.url), "utf8"),
      /<script(?![^>]*\bsrc=)[^>]*>/,
    );
  }
});

test("index.html under the policy: load, rules, dialogs, an animated move, the ritual, offline worker", async () => {
  const { page, errors } = await open("index.html");
  await page.waitForSelector("html[data-ready]");
  await page.click("[data-action=rules]");
  await page.locator("[data-rules] .rules-native").waitFor();
  // A dialog form (method="dialog") under form-action 'none'.
  await page.click("[data-action=new]");
  await page.click("[data-dialog] [data-choice=start]");
  await page.locator("[data-speed]").selectOption("fast");
  const pit = (await readBoard(page)).legal[0];
  await page.click(`[data-board-host] [data-pit="${pit}"]`);
  await page.waitForSelector("[data-board-host]:not([data-busy])", { timeout: 20000 });
  await page.click("[data-game=mangala-iv]");
  await page.locator("[data-ritual=skip]").click();
  await page.click("[data-action=share]");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("under the policy, the stylesheets fetched when first needed: face to face, the staff view, a puzzle, the analysis board, an element face to face", async () => {
  const { page, errors } = await open("index.html?game=al-manqala&layout=facing&staff=1");
  await page.waitForSelector("html[data-ready]");
  await page.waitForSelector(".staff[data-staff]");
  await page.click("[data-action=puzzles]");
  await page.waitForSelector(".mg[data-puzzle] .puzzle-buttons");
  await page.click('[data-puzzle-action="leave"]');
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.puzzle);
  await page.click(".controls [data-action=analyse]");
  await page.waitForSelector(".mg[data-mode=analysis] .analysis-buttons");
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll("link[rel=stylesheet]")].map((l) => new URL(l.href).pathname),
  );
  for (const name of ["facing", "staff", "puzzle", "analysis"])
    assert.ok(
      linked.some((path) => unhashed(path) === `/css/${name}.css`),
      `css/${name}.css: ${linked.join(" ")}`,
    );
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
  const museum = await open("museum.html");
  await museum.page.evaluate(() => {
    const board = document.createElement("mancala-board");
    board.id = "facing";
    board.setAttribute("layout", "facing");
    document.body.append(board);
  });
  await elementReady(museum.page, "#facing");
  await museum.page.waitForFunction(
    () =>
      document.querySelector("#facing").shadowRoot.querySelector("[part=game]").dataset.layout ===
      "facing",
  );
  assert.deepEqual(await violations(museum.page), []);
  assert.deepEqual(museum.errors, []);
  await museum.page.close();
});

test("embed.html as a kiosk under the policy: attract mode plays, a touch stops it", async () => {
  const { page, errors } = await open(
    "embed.html?kiosk=1&idle=0.05&countdown=1&game=al-manqala&opponent=computer",
  );
  await page.waitForSelector("html[data-ready]");
  await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
  await page.waitForSelector("[data-board-host][data-busy]", { timeout: 10000 });
  // The computer's move came from its Web Worker, which started the wasm under the policy
  // (worker-src 'self'; the client would otherwise fall back to the page's thread).
  const workers = page.workers().filter((w) => unhashed(w.url()).endsWith("/js/ai/worker.js"));
  assert.equal(workers.length, 1, "one worker thinks for the computer");
  assert.equal(await workers[0].evaluate(() => typeof globalThis.wasmBindings), "object");
  await page.mouse.click(400, 300);
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.attract);
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("museum.html under the policy: the iframe and the element both play", async () => {
  const { page, errors } = await open("museum.html");
  await elementReady(page);
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForSelector("html[data-ready]");
  await frame.click('[data-board-host] [data-pit="12"]');
  await page.click('mancala-board [data-board-host] [data-pit="8"]');
  await page.waitForFunction(
    () => {
      const root = document
        .querySelector("mancala-board")
        .shadowRoot.querySelector("[data-board-host]");
      return (
        !root.hasAttribute("data-busy") &&
        root.dataset.toMove === "0" &&
        root.querySelector("[data-legal]")
      );
    },
    null,
    { timeout: 30000 },
  );
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});
