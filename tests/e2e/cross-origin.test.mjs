// <mancala-board> from another origin (issue 22): a museum's page on one origin, the game's
// files on another, as two servers on 127.0.0.1 with different ports. With the CORS header and
// the host policy of docs/embedding.md (js/embed/headers.js) the element draws and the computer
// answers from its worker, started from a blob: URL; when the worker is not allowed, the computer
// still answers (from the page's thread); when the files are refused, or the wasm is, the
// visitor reads one sentence in their language in the element's place.
//
// It also prints (never asserts) the longest task of the host page while the computer thinks
// at the master level (about a second a move), with its worker and without: docs/measurements/2026-12-02.md.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, launchBrowser, openPage, documentedPolicy } from "./harness.mjs";
import { hostPolicy, sitePolicy } from "../../www/js/embed/headers.js";
import { UNAVAILABLE } from "../../www/js/embed/unavailable.js";

const env = { files: null, bare: null, browser: null, dir: "", hosts: [] };

before(async () => {
  // The game's folder, as docs/embedding.md says to serve it from another origin; and the same
  // folder without the CORS header.
  env.files = await startServer({
    headers: {
      "Content-Security-Policy": documentedPolicy(),
      "Access-Control-Allow-Origin": "*",
    },
  });
  env.bare = await startServer({ headers: { "Content-Security-Policy": documentedPolicy() } });
  env.browser = await launchBrowser();
  await env.browser.context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    // The host page's long tasks, for the figure printed below.
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry);
    }).observe({ type: "longtask" });
  });
  env.dir = mkdtempSync(join(tmpdir(), "mancala-host-"));
});

after(async () => {
  for (const host of env.hosts) await host.close();
  await env.browser?.close();
  await env.files?.close();
  await env.bare?.close();
  rmSync(env.dir, { recursive: true, force: true });
});

/**
 * Serves a museum's page holding one element whose files come from `files` (a server's url),
 * under `policy`; opens it and resolves to { page, errors }.
 * @param {string} files
 * @param {string} policy
 * @param {string} attributes
 */
async function hostPage(files, policy, attributes) {
  const name = `host-${env.hosts.length}`;
  const folder = join(env.dir, name);
  rmSync(folder, { recursive: true, force: true });
  const html = `<!doctype html>
<html lang="pt">
<head><meta charset="utf-8"><title>Museu</title>
<script type="module" src="${files}js/embed/mancala-board.js"></script></head>
<body><h1>Museu</h1>
<mancala-board ${attributes}><p data-fallback>${UNAVAILABLE.pt}</p></mancala-board>
</body></html>`;
  writeFileSync(join(env.dir, `${name}.html`), html);
  const host = await startServer({
    root: env.dir,
    headers: { "Content-Security-Policy": policy },
  });
  env.hosts.push(host);
  assert.notEqual(new URL(host.url).origin, new URL(files).origin, "two origins");
  return openPage(env.browser.context, `${host.url}${name}.html`);
}

/** The element's board once it is South's turn again after the computer's answer. */
async function computerAnswers(page) {
  await page.waitForFunction(
    () => {
      const root = document
        .querySelector("mancala-board")
        .shadowRoot.querySelector("[data-board-host]");
      return (
        root &&
        !root.hasAttribute("data-busy") &&
        root.dataset.toMove === "0" &&
        root.querySelector("[data-legal]")
      );
    },
    null,
    { timeout: 60000 },
  );
}

/**
 * Plays three moves (a legal pit each), each answered by the computer; resolves to the longest
 * task of the host page that overlaps the computer's thinking (the game's element carries
 * data-thinking meanwhile) in the second and third answers (the first also starts the worker).
 */
async function playAndTime(page) {
  await page.evaluate(() => {
    const game = document.querySelector("mancala-board").shadowRoot.querySelector("[part=game]");
    window.thinking = [];
    new MutationObserver(() => {
      const now = performance.now();
      const last = window.thinking[window.thinking.length - 1];
      if (game.hasAttribute("data-thinking") && (!last || last.end))
        window.thinking.push({ start: now });
      else if (!game.hasAttribute("data-thinking") && last && !last.end) last.end = now;
    }).observe(game, { attributes: true, attributeFilter: ["data-thinking"] });
  });
  let longest = 0;
  for (let move = 0; move < 3; move += 1) {
    const pit = await page.evaluate(() => {
      const root = document.querySelector("mancala-board").shadowRoot;
      return root.querySelector("[data-board-host] [data-legal]").dataset.pit;
    });
    await page.evaluate(() => {
      window.longTasks = [];
      window.thinking = [];
    });
    await page.click(`mancala-board [data-board-host] [data-pit="${pit}"]`);
    await computerAnswers(page);
    const during = await page.evaluate(() =>
      window.longTasks
        .filter((task) =>
          window.thinking.some(
            (t) => task.startTime < (t.end ?? Infinity) && task.startTime + task.duration > t.start,
          ),
        )
        .map((task) => task.duration),
    );
    if (move > 0) longest = Math.max(longest, ...during);
  }
  return Math.round(longest);
}

const origin = (url) => new URL(url).origin;

test("with CORS and the documented host policy: the element plays, its worker from a blob: URL", async (t) => {
  const { page, errors } = await hostPage(
    env.files.url,
    hostPolicy(origin(env.files.url)),
    'variant="al-manqala" lang="pt" opponent="computer" level="master" speed="instant"',
  );
  await page.waitForSelector("mancala-board[data-ready]", { timeout: 20000 });
  // The element's content (the sentence for a refused script) gives way to the shadow root.
  assert.equal(await page.isVisible("[data-fallback]"), false);
  const longest = await playAndTime(page);
  const workers = page.workers().map((w) => w.url());
  assert.ok(
    workers.some((url) => url.startsWith(`blob:${origin(page.url())}/`)),
    `the computer thinks in a worker started from a same-origin blob: URL (${workers})`,
  );
  t.diagnostic(`longest task on the host page while the computer thinks (worker): ${longest} ms`);
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a host policy without worker-src blob:: the computer answers from the page's thread", async (t) => {
  const policy = hostPolicy(origin(env.files.url)).replace(/worker-src [^;]*/, "worker-src 'self'");
  const { page } = await hostPage(
    env.files.url,
    policy,
    'variant="al-manqala" lang="pt" opponent="computer" level="master" speed="instant"',
  );
  await page.waitForSelector("mancala-board[data-ready]", { timeout: 20000 });
  const longest = await playAndTime(page);
  assert.deepEqual(page.workers().filter((w) => w.url().startsWith("blob:")).length, 0);
  assert.match(
    (await page.evaluate(() => window.cspViolations)).join(),
    /worker-src/,
    "the policy refused the worker",
  );
  t.diagnostic(
    `longest task on the host page while the computer thinks (page's thread): ${longest} ms`,
  );
  await page.close();
});

test("files served without CORS: the element's own content, in the page's language", async () => {
  const { page } = await hostPage(
    env.bare.url,
    hostPolicy(origin(env.bare.url)),
    'variant="al-manqala" lang="pt"',
  );
  await page.waitForLoadState("networkidle");
  assert.equal(await page.evaluate(() => Boolean(customElements.get("mancala-board"))), false);
  assert.equal(await page.textContent("mancala-board [data-fallback]"), UNAVAILABLE.pt);
  assert.ok(await page.isVisible("mancala-board [data-fallback]"));
  await page.close();
});

test("the script loads but the wasm is refused: one sentence in the element's language", async () => {
  const policy = hostPolicy(origin(env.files.url)).replace(" 'wasm-unsafe-eval'", "");
  const { page } = await hostPage(env.files.url, policy, 'variant="mangala-iv" lang="ar"');
  await page.waitForSelector("mancala-board[data-unavailable]", { timeout: 20000 });
  const shown = await page.evaluate(() => {
    const p = document
      .querySelector("mancala-board")
      .shadowRoot.querySelector("[data-unavailable]");
    return {
      text: p.textContent,
      lang: p.lang,
      dir: p.dir,
      visible: p.getBoundingClientRect().height > 0,
    };
  });
  assert.deepEqual(shown, { text: UNAVAILABLE.ar, lang: "ar", dir: "rtl", visible: true });
  // Not the browser's error, and no computer "thinking".
  const text = await page.evaluate(
    () => document.querySelector("mancala-board").shadowRoot.textContent,
  );
  assert.doesNotMatch(text, /WebAssembly|CompileError|Failed|Worker/);
  await page.close();
});

// The iframe on a museum's page of another origin: sharing copies the game's link. Without
// allow="clipboard-write" the browser refuses the clipboard to a cross-origin frame; the link
// then stays selected in its field with a notice, in the frame's language, to copy it by hand.
/**
 * Serves a museum's page holding embed.html (from a files' server that lets that page frame
 * it) in an iframe with `allow`; resolves to { page, frame }.
 * @param {string} allow
 */
async function framedEmbed(allow) {
  const hostHeaders = {};
  const host = await startServer({ root: env.dir, headers: hostHeaders });
  const files = await startServer({
    headers: {
      "Content-Security-Policy": sitePolicy([origin(host.url)]),
      "Access-Control-Allow-Origin": "*",
    },
  });
  env.hosts.push(host, files);
  hostHeaders["Content-Security-Policy"] = hostPolicy(origin(files.url));
  const name = `frame-${env.hosts.length}.html`;
  writeFileSync(
    join(env.dir, name),
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Müze</title></head><body>
<iframe ${allow} src="${files.url}embed.html?game=mangala-iv&amp;lang=tr" title="Mangala IV"
 style="width:900px;height:900px;border:0"></iframe></body></html>`,
  );
  const { page, errors } = await openPage(env.browser.context, `${host.url}${name}`);
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForSelector("html[data-ready]", { timeout: 20000 });
  return { page, frame, errors };
}

test("a cross-origin iframe refused the clipboard: the link selected in its field, and a notice", async () => {
  const { page, frame } = await framedEmbed("");
  await frame.click("[data-action=share]");
  const notice = frame.locator("[data-notice=share]");
  await notice.waitFor({ timeout: 10000 });
  assert.match(await notice.textContent(), /otomatik olarak kopyalanamadı/);
  const field = await frame.evaluate(() => {
    const input = document.querySelector("[data-share-url]");
    return {
      focused: document.activeElement === input,
      selected: input.value.slice(input.selectionStart, input.selectionEnd),
      value: input.value,
    };
  });
  assert.ok(field.focused, "the link's field has the focus");
  assert.ok(field.value.startsWith(`${origin(frame.url())}/?game=mangala-iv&`), field.value);
  assert.equal(field.selected, field.value, "the whole link is selected, ready to copy");
  await page.close();
});

test('with allow="clipboard-write" the iframe copies the link', async () => {
  const { page, frame } = await framedEmbed('allow="clipboard-write"');
  await frame.click("[data-action=share]");
  const notice = frame.locator("[data-notice=share]");
  await notice.waitFor({ timeout: 10000 });
  assert.equal(await notice.textContent().then((t) => t.startsWith("Bağlantı kopyalandı.")), true);
  await page.close();
});
