// The face-to-face layout (layout=facing, www/js/features/facing/view.js): two people across a table.
// North's pits, pile and status turn to face North; each player's Undo and Hint sit on their own
// edge; Undo asks the other player; the end of a game shows twice; a whole game is played by
// clicks from both edges, in English and in Arabic; axe-core at WCAG 2.2 AA. Its stylesheet
// (css/facing.css) comes with it: a page side by side never fetches it, and a page opened face to
// face gives way to a game already turned, with no layout shift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  useBrowser,
  open,
  clearStorage,
  readBoard,
  idle,
  linkTo,
  screenshot,
  stylesheetFetches,
  DESKTOP,
  PHONE,
  elementReady,
} from "./board-helpers.mjs";
import { openPage } from "./harness.mjs";

const env = useBrowser();

// docs/rules.md#the-board: pits 0–6 are North's (player 1), 7–13 South's (player 0).
const NORTH = [0, 1, 2, 3, 4, 5, 6];
const SOUTH = [7, 8, 9, 10, 11, 12, 13];

/**
 * An Al-manqala position that ends in three sowings (docs/rules.md#al-manqala), South to move,
 * piles 48 and 38, 12 seeds on the board (98 in all):
 *
 *   North  0:3  1:0  2:1  3:0  4:0  5:0  6:4
 *   South 13:0 12:0 11:0 10:3  9:0  8:1  7:0
 *
 * Sowing order 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13.
 * 1. South sows 10 (3 seeds) into 9, 8, 7: 9 = 1, 8 = 2, 7 = 1; the last seed makes 1 in 7,
 *    not 2 or 4: nothing taken.
 * 2. North sows 2 (1 seed) into 3, which then holds 1: nothing taken.
 * 3. South sows 8 (2 seeds) into 7 (1 → 2) and 0 (3 → 4): 4 in 0 is taken, then back against
 *    the sowing order 7 holds 2 (taken), 8 holds 0 (stop): South takes 6, 48 + 6 = 54 ≥ 50,
 *    and the game ends there (reason fifty), South winning 54 to 38.
 */
const SHORT = {
  variant: "al-manqala",
  pits: [3, 0, 1, 0, 0, 0, 4, 0, 1, 0, 3, 0, 0, 0],
  captured: [48, 38],
  toMove: 0,
};

const facingLink = (extra = "") => linkTo(SHORT, `&speed=instant&layout=facing${extra}`);

/** The computed transform of the element `selector` finds (in the document), as [a, b, c, d]. */
async function matrixOf(page, selector) {
  const transform = await page.$eval(selector, (n) => getComputedStyle(n).transform);
  if (transform === "none") return [1, 0, 0, 1];
  return transform
    .replace(/^matrix\(|\)$/g, "")
    .split(",")
    .slice(0, 4)
    .map((x) => Math.round(Number(x)));
}
const HALF_TURN = [-1, 0, 0, -1];
const UPRIGHT = [1, 0, 0, 1];

async function box(page, selector) {
  const b = await page.locator(selector).boundingBox();
  assert.ok(b, `${selector} is shown`);
  return b;
}

const NORTH_EDGE = '[data-edge="1"]:not(.panel-mirror):not(.dialog-mirror)';
const SOUTH_BAR = '.controls[data-edge="0"]';

/** North's pits, pile and status are turned half a turn; South's stay upright. */
async function assertTurned(page) {
  for (const pit of NORTH) {
    const sel = `[data-board-host] [data-pit="${pit}"]`;
    assert.equal(await page.getAttribute(sel, "data-facing"), "north", `pit ${pit} faces North`);
    assert.deepEqual(await matrixOf(page, sel), HALF_TURN, `pit ${pit} is turned`);
    // Turned, its count sits on the side of the pit nearest North (the top of the screen).
    const pitBox = await box(page, sel);
    const count = await box(page, `${sel} .mb-count`);
    assert.ok(count.y + count.height / 2 < pitBox.y + pitBox.height / 2, `pit ${pit}'s count`);
  }
  for (const pit of SOUTH) {
    const sel = `[data-board-host] [data-pit="${pit}"]`;
    assert.equal(await page.getAttribute(sel, "data-facing"), null, `pit ${pit} faces South`);
    assert.deepEqual(await matrixOf(page, sel), UPRIGHT);
    const pitBox = await box(page, sel);
    const count = await box(page, `${sel} .mb-count`);
    assert.ok(count.y + count.height / 2 > pitBox.y + pitBox.height / 2, `pit ${pit}'s count`);
  }
  assert.deepEqual(await matrixOf(page, '[data-board-host] [data-pile="1"]'), HALF_TURN);
  assert.deepEqual(await matrixOf(page, '[data-board-host] [data-pile="0"]'), UPRIGHT);
  assert.deepEqual(await matrixOf(page, NORTH_EDGE), HALF_TURN, "North's edge is turned");
  // North's status line says what South's says.
  assert.equal(
    await page.textContent(`${NORTH_EDGE} .edge-status`),
    await page.textContent("[data-status]"),
  );
}

/** Each player's Undo and Hint are on their own edge of the board. */
async function assertEdges(page) {
  const board = await box(page, "[data-board-host] .mb-frame");
  for (const action of ["undo", "hint"]) {
    const north = await box(page, `${NORTH_EDGE} [data-action=${action}]`);
    const south = await box(page, `${SOUTH_BAR} [data-action=${action}]`);
    assert.ok(north.y + north.height <= board.y, `North's ${action} is above the board`);
    assert.ok(south.y >= board.y + board.height, `South's ${action} is below the board`);
  }
}

const enabled = (page, selector) => page.isEnabled(selector);

/** Clicks a pit and waits for the sowing. */
async function sow(page, pit) {
  await page.click(`[data-board-host] [data-pit="${pit}"][data-legal]`);
  await idle(page);
}

/** Runs axe-core at WCAG 2.2 AA over the page; returns its violations, one line each. */
async function wcagViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe))))
    await page.addScriptTag({
      content: readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
    });
  return page.evaluate(async () => {
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
    const { violations } = await window.axe.run(document, {
      runOnly: { type: "tag", values: tags },
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

test("North's pits, pile and status face North; each player's buttons sit on their edge", async () => {
  const { page, errors } = await open(env, facingLink(), DESKTOP);
  assert.equal(await page.getAttribute("[data-game-root]", "data-layout"), "facing");
  await assertTurned(page);
  await assertEdges(page);
  // South to move: only South's hint; no move yet, no undo.
  assert.equal(await enabled(page, `${SOUTH_BAR} [data-action=hint]`), true);
  assert.equal(await enabled(page, `${NORTH_EDGE} [data-action=hint]`), false);
  assert.equal(await enabled(page, `${SOUTH_BAR} [data-action=undo]`), false);
  assert.equal(await enabled(page, `${NORTH_EDGE} [data-action=undo]`), false);
  assert.deepEqual(errors, []);
  await page.close();
});

/** The layout shifts the page has seen since it started (a buffered observer), their values. */
const layoutShifts = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        /** @type {number[]} */
        const values = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) values.push(/** @type {any} */ (entry).value);
        });
        observer.observe({ type: "layout-shift", buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(values);
        }, 200);
      }),
  );

test("css/facing.css comes with the layout: none side by side; face to face from the start, the game shows turned and nothing moves", async () => {
  await clearStorage(env);
  const side = await open(env, "?game=al-manqala&speed=instant", PHONE);
  assert.equal(
    await stylesheetFetches(side.page, "facing"),
    0,
    "a page side by side fetches no facing stylesheet",
  );
  assert.deepEqual(side.errors, []);
  await side.page.close();
  // Face to face from the link, then from the saved choice, on a phone and on a desktop screen:
  // the first screen the build wrote (side by side) gives way to the game once it is ready,
  // already face to face with its stylesheet; no shift is recorded then or in the second after.
  for (const [query, saved] of [
    ["?game=al-manqala&speed=instant&layout=facing", false],
    ["?game=al-manqala&speed=instant", true],
  ]) {
    for (const viewport of [PHONE, DESKTOP]) {
      if (saved) {
        // The choice as the new-game dialog keeps it (lib/storage.js's prefix).
        const { page } = await open(env, "?speed=instant");
        await page.evaluate(() => localStorage.setItem("mancala-heritage:layout", "facing"));
        await page.close();
      }
      const { page, errors } = await open(env, query, viewport);
      const what = `${query}${saved ? " (saved)" : ""} at ${viewport.width}px`;
      assert.equal(await page.getAttribute("[data-game-root]", "data-layout"), "facing", what);
      assert.equal(
        await stylesheetFetches(page, "facing"),
        1,
        `${what}: the stylesheet, fetched once`,
      );
      assert.deepEqual(await matrixOf(page, NORTH_EDGE), HALF_TURN, `${what}: North's edge`);
      await page.waitForTimeout(1000);
      assert.deepEqual(await layoutShifts(page), [], `${what}: no layout shift`);
      assert.deepEqual(errors, []);
      await page.close();
      if (saved) await clearStorage(env);
    }
  }
});

test("a whole game by clicks from both edges: undo asks the other player, the end shows twice", async () => {
  const { page, errors } = await open(env, facingLink(), DESKTOP);
  await sow(page, 10);
  // South moved last: South's undo (which would take back South's move), North's hint.
  assert.equal(await enabled(page, `${SOUTH_BAR} [data-action=undo]`), true);
  assert.equal(await enabled(page, `${NORTH_EDGE} [data-action=undo]`), false);
  assert.equal(await enabled(page, `${NORTH_EDGE} [data-action=hint]`), true);
  assert.equal(await enabled(page, `${SOUTH_BAR} [data-action=hint]`), false);
  assert.match(await page.textContent(`${NORTH_EDGE} .edge-status`), /North to move/);

  // South asks to take the move back; the question faces North, who refuses, then agrees.
  await page.click(`${SOUTH_BAR} [data-action=undo]`);
  await page.waitForSelector('[data-dialog][open][data-kind="undo"][data-facing="north"]');
  assert.deepEqual(await matrixOf(page, "[data-dialog]"), HALF_TURN);
  assert.match(await page.textContent("[data-dialog]"), /South would like to take back .* North,/);
  await page.click("[data-dialog] [data-choice=refuse]");
  await page.waitForSelector("[data-dialog]:not([open])", { state: "attached" });
  assert.equal((await readBoard(page)).pits[10], 0, "refused: the move stays");
  await page.click(`${SOUTH_BAR} [data-action=undo]`);
  await page.click('[data-dialog][data-kind="undo"] [data-choice=agree]');
  await idle(page);
  let board = await readBoard(page);
  assert.deepEqual(board.pits, SHORT.pits, "agreed: back to the start");
  assert.equal(board.toMove, 0);
  assert.equal(await page.getAttribute("[data-dialog]", "data-facing"), null);

  // The game, by clicks on each side's own row.
  await sow(page, 10);
  await sow(page, 2);
  board = await readBoard(page);
  assert.deepEqual(board.pits, [3, 0, 0, 1, 0, 0, 4, 1, 2, 1, 0, 0, 0, 0]);
  // North moved last: now North's undo; South's hint.
  assert.equal(await enabled(page, `${NORTH_EDGE} [data-action=undo]`), true);
  assert.equal(await enabled(page, `${SOUTH_BAR} [data-action=undo]`), false);
  await sow(page, 8);
  board = await readBoard(page);
  assert.deepEqual(board.piles, [54, 38]);
  assert.deepEqual(board.pits, [0, 0, 0, 1, 0, 0, 4, 0, 0, 1, 0, 0, 0, 0]);
  assert.equal(board.over, true);

  // The end concerns both: shown twice, North's copy turned, each with its own buttons.
  await page.waitForSelector('[data-dialog][open][data-kind="end"][data-twice]');
  const copy = "[data-dialog] .dialog-mirror";
  assert.deepEqual(await matrixOf(page, copy), HALF_TURN);
  assert.deepEqual(await matrixOf(page, "[data-dialog]"), UPRIGHT);
  assert.match(await page.textContent(copy), /South wins/);
  assert.equal(
    await page.textContent(`${copy} [data-winner]`),
    await page.textContent("[data-dialog] form [data-winner]"),
  );
  await screenshot(page, "facing-end-desktop");
  // North asks for a new game from their copy: the form faces North; they choose side by side.
  await page.click(`${copy} [data-choice=new]`);
  await page.waitForSelector('[data-dialog][open][data-kind="new"][data-facing="north"]');
  assert.equal(await page.locator(".dialog-mirror").count(), 0, "the copy has gone");
  assert.equal(await page.isChecked("[data-dialog] input[name=layout][value=facing]"), true);
  await page.check("[data-dialog] input[name=layout][value=side]");
  await page.click("[data-dialog] [data-choice=start]");
  await page.waitForSelector("[data-dialog]:not([open])", { state: "attached" });
  await idle(page);
  assert.equal(await page.getAttribute("[data-game-root]", "data-layout"), null);
  assert.equal(await page.locator("[data-board-host] [data-facing]").count(), 0);
  assert.equal(await page.locator(NORTH_EDGE).count(), 0);
  assert.deepEqual(await matrixOf(page, '[data-board-host] [data-pit="0"]'), UPRIGHT);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the new-game dialog seats two people face to face, and not against the computer", async () => {
  const { page, errors } = await open(env, "?game=ali-guli-mane&speed=instant&layout=side");
  assert.equal(await page.getAttribute("[data-game-root]", "data-layout"), null);
  await page.click("[data-action=new]");
  await page.waitForSelector('[data-dialog][open][data-kind="new"]');
  assert.equal(await page.getAttribute("[data-dialog]", "data-facing"), null);
  await page.check("[data-dialog] input[name=opponent][value=computer]");
  assert.equal(await page.isVisible("[data-layout-choice]"), false, "no seating for one person");
  await page.check("[data-dialog] input[name=opponent][value=human]");
  await page.check("[data-dialog] input[name=layout][value=facing]");
  await page.click("[data-dialog] [data-choice=start]");
  await page.waitForSelector("[data-game-root][data-layout=facing]");
  await assertTurned(page);
  assert.deepEqual(errors, []);
  await page.close();
});

test("against the computer only the person's edge has buttons; North still faces North", async () => {
  // The person plays South: North's edge (the computer's) shows nothing.
  let { page, errors } = await open(env, `${facingLink("&opponent=computer&level=beginner")}`);
  assert.equal(await page.isVisible(NORTH_EDGE), false);
  assert.deepEqual(await matrixOf(page, '[data-board-host] [data-pit="3"]'), HALF_TURN);
  assert.equal(await page.isVisible(`${SOUTH_BAR} [data-action=undo]`), true);
  assert.equal(await page.isVisible(`${SOUTH_BAR} [data-action=hint]`), true);
  await sow(page, 10);
  await page.waitForSelector('[data-board-host][data-to-move="0"]:not([data-busy])');
  // Undo against the computer asks no one.
  await page.click(`${SOUTH_BAR} [data-action=undo]`);
  await idle(page);
  assert.equal(await page.locator("[data-dialog][open]").count(), 0);
  assert.deepEqual((await readBoard(page)).pits, SHORT.pits);
  assert.deepEqual(errors, []);
  await page.close();

  // The person plays North (the computer starts): their buttons are on North's edge. (A new
  // game: no saved Al-manqala game must be resumed in its place.)
  await clearStorage(env);
  ({ page, errors } = await open(
    env,
    "?game=al-manqala&speed=instant&layout=facing&opponent=computer&first=computer&level=beginner",
  ));
  await page.waitForSelector('[data-board-host][data-to-move="1"]:not([data-busy])');
  assert.equal(await page.isVisible(`${NORTH_EDGE} [data-action=undo]`), true);
  assert.equal(await page.isVisible(`${SOUTH_BAR} [data-action=undo]`), false);
  assert.equal(await page.isVisible(`${SOUTH_BAR} [data-action=hint]`), false);
  assert.equal(await enabled(page, `${NORTH_EDGE} [data-action=hint]`), true);
  const board = await box(page, "[data-board-host] .mb-frame");
  const undo = await box(page, `${NORTH_EDGE} [data-action=undo]`);
  assert.ok(undo.y + undo.height <= board.y, "the person's undo is on North's edge");
  assert.deepEqual(errors, []);
  await page.close();
});

test("in Arabic, right to left: North's side still faces North, and the words are Arabic", async () => {
  const { page, errors } = await open(env, facingLink("&lang=ar"), DESKTOP);
  assert.equal(await page.getAttribute("[data-game-root]", "dir"), "rtl");
  await assertTurned(page);
  await assertEdges(page);
  await sow(page, 10);
  await page.click(`${SOUTH_BAR} [data-action=undo]`);
  await page.waitForSelector('[data-dialog][open][data-kind="undo"][data-facing="north"]');
  const asked = await page.textContent("[data-dialog]");
  assert.match(asked, /يريد الجنوب أن يتراجع/);
  assert.doesNotMatch(asked, /[A-Za-z]{3}/, "no English words");
  assert.deepEqual(await wcagViolations(page), [], "axe-core, the question in Arabic");
  await page.click("[data-dialog] [data-choice=refuse]");
  await sow(page, 2);
  await sow(page, 8);
  await page.waitForSelector('[data-dialog][open][data-kind="end"][data-twice]');
  assert.match(await page.textContent("[data-dialog] .dialog-mirror"), /الجنوب/);
  assert.deepEqual(await wcagViolations(page), [], "axe-core, the end shown twice in Arabic");
  await page.click("[data-dialog] .dialog-mirror [data-choice=close]");
  await page.waitForSelector("[data-dialog]:not([open])", { state: "attached" });
  assert.deepEqual(errors, []);
  await page.close();
});

test("axe-core finds no WCAG 2.2 AA violation in the facing layout", async () => {
  const { page, errors } = await open(env, facingLink(), DESKTOP);
  assert.deepEqual(await wcagViolations(page), [], "the board");
  await sow(page, 10);
  await page.click(`${SOUTH_BAR} [data-action=undo]`);
  await page.waitForSelector('[data-dialog][open][data-kind="undo"]');
  assert.deepEqual(await wcagViolations(page), [], "the undo question");
  await page.click("[data-dialog] [data-choice=refuse]");
  await page.close();
  // Mangala IV's ritual, shown twice between two people.
  const ritual = await open(env, "?game=mangala-iv&opponent=human&layout=facing&speed=instant");
  await ritual.page.waitForSelector(".panel-mirror:not([hidden]) [data-ritual=hide-1]");
  assert.deepEqual(await matrixOf(ritual.page, ".panel-mirror"), HALF_TURN);
  assert.deepEqual(await wcagViolations(ritual.page), [], "the ritual shown twice");
  // North's copy works: hiding from it moves the scene on, on both faces.
  await ritual.page.click(".panel-mirror [data-ritual=hide-2]");
  await ritual.page.waitForSelector("[data-panel] [data-ritual=odd]");
  await ritual.page.waitForSelector(".panel-mirror [data-ritual=odd]");
  await ritual.page.click("[data-panel] [data-ritual=skip]");
  await ritual.page.waitForSelector(".panel-mirror[hidden]", { state: "attached" });
  assert.deepEqual([...errors, ...ritual.errors], []);
  await ritual.page.close();
});

test("<mancala-board layout=facing>, and its layout attribute changed later", async () => {
  const { page, errors } = await openPage(env.browser.context, `${env.url}museum.html`, {
    viewport: DESKTOP,
  });
  await page.evaluate(() => {
    const board = document.createElement("mancala-board");
    board.id = "facing";
    board.setAttribute("variant", "al-manqala");
    board.setAttribute("layout", "facing");
    document.body.append(board);
  });
  await elementReady(page, "#facing");
  const layout = () =>
    page.evaluate(() => {
      const root = document.querySelector("#facing").shadowRoot.querySelector("[part=game]");
      const pit = root.querySelector('[data-pit="0"]');
      return [
        root.dataset.layout ?? null,
        pit.dataset.facing ?? null,
        Math.round(new DOMMatrix(getComputedStyle(pit).transform).a),
      ];
    });
  // Turned by css/facing.css, which the element links into its shadow root with the layout.
  assert.deepEqual(await layout(), ["facing", "north", -1]);
  const sheets = () =>
    page.evaluate(
      () =>
        document
          .querySelector("#facing")
          .shadowRoot.querySelectorAll('link[rel=stylesheet][href*="/css/facing"]').length,
    );
  assert.equal(await sheets(), 1);
  await page.evaluate(() => document.querySelector("#facing").setAttribute("layout", "side"));
  assert.deepEqual(await layout(), [null, null, 1]);
  assert.deepEqual(errors, []);
  await page.close();
});

// Screenshots to look at, as each player would: a phone lying flat (upright and on its side), a
// tablet, a kiosk table, in English and Arabic.
const SCREENS = {
  phone: { width: 390, height: 844 },
  "phone-landscape": { width: 844, height: 390 },
  tablet: { width: 1024, height: 768 },
  kiosk: { width: 1920, height: 1080 },
};
test("a tablet face to face, first visit (1024×768): no scrolling, and North's edge in view through ten sowings (issue 31)", async () => {
  const tablet = { width: 1024, height: 768 };
  /** Where North's status line and buttons, and the page's scroll, are. */
  const look = (page) =>
    page.evaluate(() => {
      const edge = document.querySelector(".edge").getBoundingClientRect();
      const south = document.querySelector(".controls").getBoundingClientRect();
      return { scrollY, top: edge.top, bottom: south.bottom, height: innerHeight };
    });
  for (const scrolled of [false, true]) {
    await clearStorage(env);
    const { page, errors } = await openPage(
      env.browser.context,
      `${env.url}index.html?layout=facing&speed=instant`,
      { viewport: tablet, firstVisit: true },
    );
    await page.waitForSelector("html[data-ready]");
    const friend = page.locator("[data-welcome-choice=friend]");
    await friend.waitFor();
    const box = await friend.boundingBox();
    assert.ok(box.y + box.height <= tablet.height, "Play a friend is on the first screen");
    // A visitor who scrolls down anyway is brought back to the top by the choice.
    if (scrolled) await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const at = await friend.boundingBox();
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await page.waitForSelector("[data-welcome]", { state: "hidden" });
    for (let sowing = 1; sowing <= 10; sowing++) {
      await idle(page);
      const { legal } = await readBoard(page);
      await page.click(`[data-board-host] [data-pit="${legal[0]}"]`);
      await idle(page);
      const now = await look(page);
      assert.equal(now.scrollY, 0, `scrolled ${scrolled}, sowing ${sowing}: the page stays put`);
      assert.ok(now.top >= 0, `sowing ${sowing}: North's status and buttons in view`);
      assert.ok(now.bottom <= now.height, `sowing ${sowing}: South's buttons in view`);
    }
    if (!scrolled) await screenshot(page, "facing-tablet-first-visit");
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("screenshots of the facing layout", async () => {
  for (const [name, viewport] of Object.entries(SCREENS))
    for (const lang of ["en", "ar"]) {
      const kiosk = name === "kiosk" ? "&kiosk=1" : "";
      const { page, errors } = await open(env, facingLink(`&lang=${lang}${kiosk}`), viewport);
      await sow(page, 10);
      await screenshot(page, `facing-${name}-${lang}`);
      await sow(page, 2);
      await sow(page, 8);
      await page.waitForSelector('[data-dialog][open][data-kind="end"]');
      await screenshot(page, `facing-${name}-${lang}-end`);
      assert.deepEqual(errors, []);
      await page.close();
    }
});
