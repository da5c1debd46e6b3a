// The embed builder (embed-builder.html, issue 22): it offers exactly the options of
// js/lib/options.js's OPTIONS; its live game follows the choices; its three snippets, pasted into a
// museum's page served from another origin under the headers its own headers snippet gives,
// each work (the iframe and the element both play); axe-core finds no violation of WCAG 2.2 AA,
// in English and in Arabic.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, launchBrowser, openPage, documentedPolicy } from "./harness.mjs";
import { screenshot, DESKTOP, PHONE } from "./board-helpers.mjs";
import { OFFERED as OPTIONS } from "../../www/js/lib/options.js";
import { UNAVAILABLE } from "../../www/js/embed/unavailable.js";

const env = {
  files: null,
  cdn: null,
  host: null,
  browser: null,
  dir: "",
  cdnHeaders: {},
  hostHeaders: {},
};

before(async () => {
  env.dir = mkdtempSync(join(tmpdir(), "mancala-builder-"));
  // The builder's own site; the museum's site; and the game's folder on a third origin (a CDN),
  // which the museum's page uses. The last two send the headers the builder's snippet gives
  // them (set once the builder has written them). The CDN is not the builder's origin, whose
  // service worker (registered by the live game) would serve its files with the headers they
  // had when it cached them.
  env.files = await startServer({ headers: { "Content-Security-Policy": documentedPolicy() } });
  env.host = await startServer({ root: env.dir, headers: env.hostHeaders });
  env.cdn = await startServer({ headers: env.cdnHeaders });
  env.browser = await launchBrowser();
  await env.browser.context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
});

after(async () => {
  await env.browser?.close();
  await env.files?.close();
  await env.cdn?.close();
  await env.host?.close();
  rmSync(env.dir, { recursive: true, force: true });
});

const origin = (url) => new URL(url).origin;

/** Opens the builder in `lang` and waits for its snippets. */
async function openBuilder(lang = "en", viewport = DESKTOP) {
  const opened = await openPage(
    env.browser.context,
    `${env.files.url}embed-builder.html?lang=${lang}`,
    {
      viewport,
    },
  );
  await opened.page.waitForSelector("html[data-ready]", { timeout: 15000 });
  // The preview's first game loads until the network is still: a change made before then loads
  // the next one, and the first one's requests still on their way (a font, a picture) are
  // cancelled, which the tests would count as failed requests.
  await opened.page.waitForLoadState("networkidle");
  return opened;
}

const snippet = (page, kind) => page.textContent(`[data-snippet="${kind}"]`);

test("the builder offers every option of OPTIONS, with its values, and nothing else", async () => {
  const { page, errors } = await openBuilder();
  const offered = await page.$$eval("[data-option]", (controls) =>
    controls.map((c) => ({
      name: c.dataset.option,
      kind: c.type === "checkbox" ? "flag" : c.tagName === "SELECT" ? "choice" : c.type,
      values: c.tagName === "SELECT" ? [...c.options].map((o) => o.value).filter(Boolean) : null,
    })),
  );
  assert.deepEqual(
    offered.map((o) => o.name),
    OPTIONS.map((o) => o.name),
  );
  for (const spec of OPTIONS) {
    const control = offered.find((o) => o.name === spec.name);
    if (spec.kind === "choice") assert.deepEqual(control.values, [...spec.values], spec.name);
    else if (spec.kind === "flag") assert.equal(control.kind, "flag", spec.name);
    else assert.equal(control.kind, spec.kind === "number" ? "number" : "text", spec.name);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("the choices change the live game and the snippets; a bad address is said, not used", async () => {
  const { page, errors } = await openBuilder("pt");
  await page.selectOption("[data-option=game]", "mangala-iv");
  await page.selectOption("[data-option=opponent]", "computer");
  await page.selectOption("[data-option=level]", "strong");
  await page.check("[data-option=rules]");
  // The preview is embed.html with exactly those options.
  await page.waitForFunction(() =>
    document.querySelector("[data-preview]").src.includes("level=strong&rules=1"),
  );
  const src = new URL(await page.getAttribute("[data-preview]", "src"), page.url());
  assert.deepEqual(Object.fromEntries(src.searchParams), {
    game: "mangala-iv",
    lang: "pt",
    opponent: "computer",
    level: "strong",
    rules: "1",
  });
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForSelector('[data-board-host][data-variant="mangala-iv"]', { timeout: 15000 });
  await frame.waitForSelector("html[data-ready]", { timeout: 15000 });
  assert.equal(await frame.getAttribute("[data-game-root]", "lang"), "pt");
  assert.equal(await frame.getAttribute("html", "lang"), "pt", "the embed's page speaks it too");
  assert.ok(await frame.isVisible("[data-rules]"), "the rules panel is open");
  // The level and who starts only apply against the computer: two people, and they are gone.
  await page.selectOption("[data-option=opponent]", "human");
  assert.equal(await page.isVisible("[data-option=level]"), false);
  assert.doesNotMatch(await snippet(page, "iframe"), /level=/);
  assert.doesNotMatch(await snippet(page, "element"), /level=/);
  // The element's sentence, in the game's language.
  await page.selectOption("[data-option=lang]", "tr");
  await page.waitForFunction(
    (sentence) =>
      document.querySelector('[data-snippet="element"]').textContent.includes(`<p>${sentence}</p>`),
    UNAVAILABLE.tr,
  );
  // A bad address: said beside the field, the example's address used.
  await page.fill("[data-builder=host]", "not an address");
  await page.waitForSelector('[data-builder=host][aria-invalid="true"]');
  assert.ok(await page.isVisible("#builder-host-error"));
  assert.match(
    await snippet(page, "headers"),
    /frame-ancestors 'self' https:\/\/www\.museum\.example/,
  );
  // Each change replaces the preview, which may cut short the loading of the one before.
  assert.deepEqual(
    errors.filter((e) => !e.endsWith("(net::ERR_ABORTED)")),
    [],
  );
  await page.close();
});

test("each Copy button takes a real mouse click at every desktop width, wherever the page is scrolled (issue 31)", async () => {
  for (const width of [1024, 1100, 1200, 1280, 1366, 1440, 1600, 1920]) {
    const { page, errors } = await openBuilder("en", { width, height: width > 1440 ? 1080 : 768 });
    for (const kind of ["iframe", "element", "headers"]) {
      const button = page.locator(`[data-copy="${kind}"]`);
      const status = page.locator(`[data-copied="${kind}"]`);
      // The button in the middle of the screen, then at the very bottom of the page.
      for (const where of ["middle", "bottom"]) {
        await page.evaluate(
          ([kind, where]) => {
            const b = document.querySelector(`[data-copy="${kind}"]`);
            if (where === "middle") b.scrollIntoView({ block: "center" });
            else window.scrollTo(0, document.documentElement.scrollHeight);
          },
          [kind, where],
        );
        await page.evaluate(() => {
          for (const s of document.querySelectorAll("[data-copied]")) s.textContent = "";
        });
        const box = await button.boundingBox();
        if (box.y < 0 || box.y + box.height > (await page.evaluate(() => innerHeight))) continue;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const hit = await page.evaluate(
          ([x, y, kind]) =>
            document.elementFromPoint(x, y)?.closest(`[data-copy="${kind}"]`) !== null,
          [x, y, kind],
        );
        assert.ok(hit, `${width} px, ${where}: nothing lies over the ${kind} Copy button`);
        await page.mouse.click(x, y);
        await page.waitForFunction(
          (kind) => document.querySelector(`[data-copied="${kind}"]`).textContent,
          kind,
        );
        assert.match(await status.innerText(), /Copied|Copying was refused/);
      }
    }
    if (width >= 1280) {
      // Beside the choices, the preview is the game at the chosen size (720 px), not squeezed.
      const frameWidth = await page.$eval("[data-preview]", (f) => f.getBoundingClientRect().width);
      assert.equal(Math.round(frameWidth), 720, `${width} px: the preview at its own width`);
    }
    if (width === 1024) await screenshot(page, "builder-en-1024-bottom");
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("the snippets pasted into a museum's page on another origin: the iframe and the element both play", async () => {
  const { page } = await openBuilder("en");
  await page.fill("[data-builder=host]", origin(env.host.url));
  await page.fill("[data-builder=folder]", env.cdn.url);
  await page.selectOption("[data-option=game]", "al-manqala");
  await page.selectOption("[data-option=lang]", "pt");
  await page.selectOption("[data-option=opponent]", "computer");
  await page.selectOption("[data-option=level]", "beginner");
  await page.waitForFunction(() =>
    document.querySelector('[data-snippet="element"]').textContent.includes('level="beginner"'),
  );
  const iframe = await snippet(page, "iframe");
  const element = await snippet(page, "element");
  const headers = await snippet(page, "headers");
  await page.close();

  // Each server gets the lines the headers snippet gives it: the game's folder first (the
  // comment lines name which), then the museum's page.
  let target = null;
  for (const line of headers.split("\n")) {
    if (line.startsWith("#")) {
      target = line.includes(origin(env.host.url)) ? env.hostHeaders : env.cdnHeaders;
      if (line.includes("files whose names")) target = null; // the hashed files' caching
      continue;
    }
    const [name, ...value] = line.split(": ");
    if (target) target[name] = value.join(": ");
  }
  assert.match(
    env.cdnHeaders["Content-Security-Policy"],
    new RegExp(`frame-ancestors 'self' ${origin(env.host.url)}`),
  );
  assert.equal(env.cdnHeaders["Access-Control-Allow-Origin"], "*");
  assert.match(iframe, new RegExp(`src="${env.cdn.url}embed\\.html\\?`));
  assert.match(env.hostHeaders["Content-Security-Policy"], /worker-src 'self' blob:/);

  writeFileSync(
    join(env.dir, "gallery.html"),
    `<!doctype html>\n<html lang="pt"><head><meta charset="utf-8"><title>Sala 4</title></head>\n<body><h1>Sala 4</h1>\n${iframe}\n${element}\n</body></html>\n`,
  );
  const { page: host, errors } = await openPage(env.browser.context, `${env.host.url}gallery.html`);
  // The element: drawn, the visitor sows, the computer answers from its blob: worker.
  await host.waitForSelector("mancala-board[data-ready]", { timeout: 20000 });
  await host.click('mancala-board [data-board-host] [data-pit="8"]');
  await host.waitForFunction(
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
    { timeout: 60000 },
  );
  assert.ok(
    host.workers().some((w) => w.url().startsWith("blob:")),
    "the computer's worker",
  );
  // The iframe: its game, in Portuguese; the visitor sows and the computer answers.
  const frame = await (await host.waitForSelector("iframe")).contentFrame();
  await frame.waitForSelector("html[data-ready]", { timeout: 60000 });
  assert.equal(await frame.getAttribute("[data-game-root]", "lang"), "pt");
  await frame.click('[data-board-host] [data-pit="9"]');
  await frame.waitForFunction(
    () => {
      const root = document.querySelector("[data-board-host]");
      return (
        !root.hasAttribute("data-busy") &&
        root.dataset.toMove === "0" &&
        root.querySelector("[data-legal]")
      );
    },
    null,
    { timeout: 60000 },
  );
  // fit-iframes.js, from the game's folder, fitted the frame to the game.
  await host.waitForFunction(() => document.querySelector("iframe").style.height !== "");
  // ... and took away the browser's inset border (issue 31), under the host's policy.
  assert.equal(
    await host.evaluate(() => getComputedStyle(document.querySelector("iframe")).borderTopWidth),
    "0px",
  );
  const violations = [];
  for (const f of host.frames())
    violations.push(...(await f.evaluate(() => window.cspViolations || [])));
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await host.close();
});

/** Runs axe-core at WCAG 2.2 AA (and the levels below) in the page; returns its violations. */
async function wcagViolations(page) {
  const source = readFileSync(
    createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
    "utf8",
  );
  // Evaluated rather than added as a <script>, which the page's policy would refuse.
  await page.evaluate(source);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      // The live game in the preview is checked by the game's own tests.
      exclude: [["[data-preview]"]],
    });
    return violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  });
}

for (const [lang, viewport] of [
  ["en", DESKTOP],
  ["ar", DESKTOP],
  ["kn", PHONE],
]) {
  test(`axe-core finds no WCAG 2.2 AA violation on the builder (${lang}, ${viewport.width} px)`, async () => {
    const { page, errors } = await openBuilder(lang, viewport);
    await page.selectOption("[data-option=opponent]", "computer");
    await page.fill("[data-builder=width]", "12"); // an error message showing, too
    assert.deepEqual(await wcagViolations(page), []);
    await screenshot(page, `builder-${lang}-${viewport.width}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
