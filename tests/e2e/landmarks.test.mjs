// What a screen reader hears of the page's structure (issue 30), on every kind of page: axe-core
// (WCAG 2.0–2.2 A/AA and best practice) finds no serious or critical violation, and none of the
// rules about headings and landmarks: each page has one level-one heading (a kiosk and embed.html
// name their game in one, visually hidden where the header shows none), one main landmark at the
// top level, and a <mancala-board> is a labelled region of its host's main, not a second main.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { openPage } from "./harness.mjs";
import { useBrowser, elementReady, DESKTOP } from "./board-helpers.mjs";

const env = useBrowser();

/** The structure rules, whatever their impact, and every serious or critical violation. */
const STRUCTURE = new Set([
  "page-has-heading-one",
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-main-is-top-level",
  "landmark-unique",
  "landmark-complementary-is-top-level",
]);

/** @param {import("playwright").Page} page */
async function violations(page) {
  await page.addScriptTag({
    content: readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
  });
  const found = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 3),
    }));
  });
  return found
    .filter((v) => STRUCTURE.has(v.id) || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.join(", ")}`);
}

const PAGES = [
  ["the game page", "index.html?speed=instant", "html[data-ready]"],
  ["the game page face to face", "index.html?layout=facing&speed=instant", "html[data-ready]"],
  ["a puzzle", "index.html?game=al-manqala&puzzle=daily&speed=instant", "html[data-ready]"],
  ["the staff view", "index.html?stats=1&staff=1&speed=instant", "html[data-ready]"],
  ["a kiosk", "index.html?kiosk=1&game=al-manqala&speed=instant", "html[data-ready]"],
  ["embed.html", "embed.html?game=al-manqala&speed=instant", "html[data-ready]"],
  ["embed.html as a kiosk", "embed.html?game=mangala-iv&kiosk=1&speed=instant", "html[data-ready]"],
  ["the museum page", "museum.html", "mancala-board"],
  ["the builder", "embed-builder.html", "h1"],
];

for (const [name, path, ready] of PAGES) {
  test(`axe: no heading or landmark violation on ${name}`, async () => {
    const { page, errors } = await openPage(env.browser.context, env.url + path, {
      viewport: DESKTOP,
    });
    if (ready === "mancala-board") await elementReady(page, ready, 20000);
    else await page.waitForSelector(ready, { timeout: 20000 });
    assert.deepEqual(await violations(page), []);
    // One level-one heading, with words.
    const h1 = await page.evaluate(() =>
      [...document.querySelectorAll("h1")].map((e) => e.textContent.trim()),
    );
    assert.equal(h1.length, 1, h1.join(" | "));
    assert.ok(h1[0], "the heading says something");
    await page.close();
    assert.deepEqual(errors, []);
  });
}

test("a <mancala-board> is a labelled region inside its host's main, with no main of its own", async () => {
  const { page } = await openPage(env.browser.context, `${env.url}museum.html`, {
    viewport: DESKTOP,
  });
  await elementReady(page, "mancala-board", 20000);
  const inside = await page.evaluate(() =>
    [...document.querySelectorAll("mancala-board")].map((b) => {
      const region = b.shadowRoot?.querySelector(".layout");
      return {
        tag: region?.tagName.toLowerCase(),
        label: region?.getAttribute("aria-label"),
        mains: b.shadowRoot?.querySelectorAll("main").length,
      };
    }),
  );
  assert.ok(inside.length > 0);
  for (const board of inside) {
    assert.equal(board.tag, "section");
    assert.ok(board.label, "the region has a name");
    assert.equal(board.mains, 0);
  }
  await page.close();
});
