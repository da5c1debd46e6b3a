// Embedding (issue 4): the example museum page with an iframe of embed.html and a
// <mancala-board> element, each played by clicks and independent of the other; the height
// the embed posts to its host; the options of embed.html.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  readBoard,
  shown,
  expected,
  screenshot,
  elementReady,
  DESKTOP,
} from "./board-helpers.mjs";
import { openPage } from "./harness.mjs";

const env = useBrowser();

/** Opens the museum page and waits until both games are up; returns the iframe's frame too. */
async function openMuseum(viewport = DESKTOP) {
  const { page, errors } = await openPage(env.browser.context, `${env.url}museum.html`, {
    viewport,
  });
  await elementReady(page);
  const frame = page.frame({ url: /embed\.html/ });
  assert.ok(frame, "the museum page has the embed iframe");
  await frame.waitForSelector("html[data-ready]", { timeout: 15000 });
  return { page, errors, frame };
}

/** Waits until a board (in a frame, or in an element's shadow root) is not animating. */
async function settled(target, host = null) {
  await target.waitForFunction(
    (host) => {
      const scope = host ? document.querySelector(host).shadowRoot : document;
      const root = scope.querySelector("[data-board-host]");
      return root && !root.hasAttribute("data-busy");
    },
    host,
    { timeout: 30000 },
  );
}

test("museum page: the iframe game and the element game are each played by clicks, independently", async () => {
  const { page, errors, frame } = await openMuseum();
  // Both start at their own game's opening position.
  const agmStart = await shown(frame);
  assert.deepEqual(agmStart, await expected(frame, { variant: "ali-guli-mane" }));
  const elStart = await readBoard(page, "mancala-board");
  assert.equal(elStart.variant, "al-manqala");
  assert.deepEqual(elStart.pits, Array(14).fill(7));
  assert.equal(elStart.toMove, 0);

  // The iframe (two people on one device): three sowings by clicks, each skipped to its end.
  const moves = [];
  for (let i = 0; i < 3; i += 1) {
    const pit = (await readBoard(frame)).legal[0];
    await frame.click(`[data-board-host] [data-pit="${pit}"]`);
    await frame.press(`[data-board-host] [data-pit="${pit}"]`, "Escape");
    await settled(frame);
    moves.push(pit);
  }
  const agm = await shown(frame);
  assert.deepEqual(agm, await expected(frame, { variant: "ali-guli-mane", moves }));
  assert.notDeepEqual(agm.pits, agmStart.pits);

  // The element (against the computer, which plays North): the person plays pit 9, the
  // computer answers with one of its legal moves, and it is South's turn again.
  await page.click('mancala-board [data-board-host] [data-pit="9"]');
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
  const afterSouth = await expected(frame, { variant: "al-manqala", moves: [9] });
  assert.equal(afterSouth.toMove, 1);
  const el = await shown(page, "mancala-board");
  const answers = [];
  for (const reply of afterSouth.legal) {
    answers.push(
      JSON.stringify(await expected(frame, { variant: "al-manqala", moves: [9, reply] })),
    );
  }
  assert.ok(
    answers.includes(JSON.stringify(el)),
    "the element shows pit 9 and one legal reply by the computer",
  );

  // Neither game moved the other, and neither saved anything in the host page's storage.
  assert.deepEqual(await shown(frame), agm);
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  assert.equal(
    await frame.evaluate(
      () => Object.keys(localStorage).filter((k) => k.includes(":game:")).length,
    ),
    0,
  );
  await screenshot(page, "museum-desktop");
  assert.deepEqual(errors, []);
  await page.close();
});

test("museum page: the embed posts its height and the host fits the iframe to it", async () => {
  const { page, errors, frame } = await openMuseum();
  const fitted = async () => {
    const frameHeight = await page.evaluate(
      () => document.querySelector("iframe.game-frame").getBoundingClientRect().height,
    );
    const gameHeight = await frame.evaluate(
      () => document.querySelector("[data-game-root]").getBoundingClientRect().height,
    );
    return { frameHeight, gameHeight };
  };
  await page.waitForFunction(() => document.querySelector("iframe.game-frame").style.height !== "");
  let sizes = await fitted();
  assert.ok(
    Math.abs(sizes.frameHeight - Math.ceil(sizes.gameHeight)) <= 1,
    `iframe ${sizes.frameHeight} px, game ${sizes.gameHeight} px`,
  );
  assert.notEqual(sizes.frameHeight, 560, "not the museum stylesheet's first guess");

  // A narrower window makes the game taller: a new message arrives and the iframe follows.
  await page.evaluate(() => {
    window.heights = [];
    addEventListener("message", (e) => {
      if (e.data && e.data.type === "mancala:height") window.heights.push(e.data.height);
    });
  });
  await page.setViewportSize({ width: 420, height: 800 });
  await page.waitForFunction(() => window.heights.length > 0);
  await page.waitForTimeout(300);
  const heights = await page.evaluate(() => window.heights);
  assert.ok(
    heights.every((h) => Number.isInteger(h) && h > 0),
    `heights ${heights}`,
  );
  sizes = await fitted();
  assert.equal(heights[heights.length - 1], Math.ceil(sizes.gameHeight));
  assert.ok(Math.abs(sizes.frameHeight - Math.ceil(sizes.gameHeight)) <= 1);
  await screenshot(page, "museum-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

test("embed.html options: language, opponent, rules panel, theme; no header and no saving", async () => {
  const { page, errors } = await openPage(
    env.browser.context,
    `${env.url}embed.html?game=mangala-iv&lang=pt&opponent=computer&level=strong&theme=dark&rules=1&speed=instant`,
    { viewport: DESKTOP },
  );
  await page.waitForSelector("html[data-ready]");
  const board = await readBoard(page);
  assert.equal(board.variant, "mangala-iv");
  assert.equal(await page.locator(".top").isVisible(), false, "no header in an embed");
  assert.equal(await page.locator(".mg").getAttribute("data-theme"), "dark");
  await page.locator("[data-rules] .rules-native").waitFor();
  assert.match(await page.locator("[data-rules]").textContent(), /As nossas decisões/);
  // Traditional Mangala IV against the computer opens with the ritual played against it (it
  // may win the choice of rows); skipped, the visitor keeps South.
  await page.waitForSelector("[data-ritual-step=parts]");
  await page.click("[data-ritual=skip]");
  assert.match(
    await page.locator("[data-status]").textContent(),
    /^É a sua vez — jogada obrigatória: a casa com sementes mais à esquerda/,
  );
  // The person plays the forced pit; the computer (North) answers by itself.
  await page.click('[data-board-host] [data-pit="13"]');
  await page.waitForFunction(
    () => {
      const root = document.querySelector("[data-board-host]");
      return root.dataset.toMove === "0" && root.querySelector("[data-legal]");
    },
    null,
    { timeout: 15000 },
  );
  const after13 = await expected(page, { variant: "mangala-iv", moves: [13] });
  assert.equal(after13.legal.length, 1, "North's move is forced too");
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "mangala-iv", moves: [13, after13.legal[0]] }),
  );
  assert.equal(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(":game:")).length),
    0,
  );
  await screenshot(page, "embed-dark-pt");
  assert.deepEqual(errors, []);
  await page.close();
});

test("several <mancala-board> elements on one page keep separate games", async () => {
  const { page, errors } = await openPage(env.browser.context, `${env.url}museum.html`, {
    viewport: DESKTOP,
  });
  await elementReady(page);
  await page.evaluate(() => {
    const second = document.createElement("mancala-board");
    second.id = "second";
    second.setAttribute("variant", "ali-guli-mane");
    second.setAttribute("speed", "instant");
    second.setAttribute("lang", "pt");
    document.body.append(second);
  });
  await elementReady(page, "#second");
  await page.click('#second [data-board-host] [data-pit="11"]');
  await settled(page, "#second");
  assert.deepEqual(
    await shown(page, "#second"),
    await expected(page, { variant: "ali-guli-mane", moves: [11] }),
  );
  const first = await readBoard(page, "mancala-board");
  assert.deepEqual(first.pits, Array(14).fill(7), "the first element is untouched");
  assert.match(
    await page.evaluate(
      () => document.querySelector("#second").shadowRoot.querySelector("[data-status]").textContent,
    ),
    /Sul/,
  );
  assert.doesNotMatch(
    await page.evaluate(
      () =>
        document.querySelector("mancala-board").shadowRoot.querySelector("[data-status]")
          .textContent,
    ),
    /Sul/,
  );
  // Removing an element frees its game; the others play on.
  await page.evaluate(() => document.querySelector("#second").remove());
  assert.deepEqual(errors, []);
  await page.close();
});
