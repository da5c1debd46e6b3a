// The analysis board's position editor ([data-editor], views/editor.js; the contract is in
// docs/testing.md) and the board's entries from the review and from a finished puzzle: each
// kind of position the handle refuses, made in the editor or pasted, is refused with the
// handle's reason in the visitor's language (the handle's English in data-why only), also in
// Arabic on a phone (right to left, axe clean); a keyboard-only session edits a position and
// analyses it (the board and the address take it); the review's Analyse opens the position
// before the move selected, a finished puzzle's its start. Positions are worked out by hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  seriousViolations,
  screenshot,
  endingLink,
  PHONE,
  analysed,
  shownWorth,
  handleWorth,
} from "./board-helpers.mjs";
import pt from "../../www/js/i18n/analysis-pt.js";
import ar from "../../www/js/i18n/analysis-ar.js";

const env = useBrowser();

const START = "al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move";
/** The Ali Guli Mane position of analysis.test.mjs (70 seeds, South to move). */
const PROVEN = "ali-guli-mane south 1 0 0 1 0 0 1, north 0 0 0 0 0 0 0, piles 33 34, south to move";

/** Opens the board on `text` and its editor; returns the page. */
async function editorOn(text, lang = "en", viewport = undefined) {
  const { page, errors } = await open(
    env,
    `?analysis=${encodeURIComponent(text)}&lang=${lang}&speed=instant`,
    viewport,
  );
  await page.waitForSelector("[data-analysis-action=edit]:not([hidden])");
  await page.click("[data-analysis-action=edit]");
  await page.waitForSelector("[data-editor] [data-editor-verdict]");
  return { page, errors };
}

/** The editor's verdict: { legal, kind, words, why, total }. */
const verdict = (page) =>
  page.evaluate(() => {
    const v = document.querySelector("[data-editor-verdict]");
    return {
      legal: v.dataset.legal,
      kind: v.dataset.kind ?? null,
      words: v.textContent,
      why: v.dataset.why ?? null,
      total: document.querySelector("[data-editor-total]").textContent,
    };
  });

/** Asserts the handle refused the draft for `kind`, said in `words`. */
async function refused(page, kind, words) {
  const v = await verdict(page);
  assert.equal(v.legal, "false", `${kind}: ${JSON.stringify(v)}`);
  assert.equal(v.kind, kind);
  assert.equal(v.words, words[`editor.why.${kind}`]);
  assert.ok(v.why && v.why !== v.words, `the handle's message in data-why: ${v.why}`);
  assert.equal(await page.locator("[data-editor-action=analyse]").isDisabled(), true);
}

const more = (pit) => `[data-editor] [data-editor-step="1"][aria-controls$="-pit-${pit}"]`;
const less = (pit) => `[data-editor] [data-editor-step="-1"][aria-controls$="-pit-${pit}"]`;

test("each kind of position the handle refuses: its reason in Portuguese, the English in data-why", async () => {
  await clearStorage(env);
  const { page, errors } = await editorOn(START, "pt");
  let v = await verdict(page);
  assert.equal(v.legal, "true");
  assert.equal(v.words, pt["editor.legal"]);
  assert.equal(v.total, "Sementes: 98 de 98");
  // Al-manqala holds 98 seeds: one more in pit 13 makes 99.
  await page.click(more(13));
  assert.equal((await verdict(page)).total, "Sementes: 99 de 98");
  await refused(page, "tooManySeeds", pt);

  // Ali Guli Mane's start: 5 seeds in each of its 14 pits (docs/rules.md), no rounds.
  await page.selectOption("[data-editor-variant]", "ali-guli-mane");
  assert.equal((await verdict(page)).total, "Sementes: 70 de 70");
  // Pit 7 (G) is South's last in sowing order: closed, it needs rounds, then to be empty.
  await page.check('[data-editor-closed="7"]');
  await refused(page, "closedWithoutRounds", pt);
  await page.check('[data-editor-option="rounds"]');
  await refused(page, "seedsInClosedPit", pt);
  await page.fill('[data-editor-pit="7"]', "0");
  v = await verdict(page);
  assert.equal(v.legal, "true", JSON.stringify(v));
  // Pit 0 (a) is North's first in sowing order: closed alone, the row's later pits are open.
  await page.fill('[data-editor-pit="0"]', "0");
  await page.check('[data-editor-closed="0"]');
  await refused(page, "closedNotAtRowEnd", pt);
  // An empty board with all of South's pits closed.
  await page.click("[data-editor-action=empty]");
  assert.equal((await verdict(page)).total, "Sementes: 0 de 70");
  for (const p of [7, 8, 9, 10, 11, 12, 13]) await page.check(`[data-editor-closed="${p}"]`);
  await refused(page, "wholeRowClosed", pt);
  // Round 2 of a game not played in rounds.
  await page.click("[data-editor-action=empty]");
  await page.uncheck('[data-editor-option="rounds"]');
  await page.fill("[data-editor-round]", "2");
  await refused(page, "badRound", pt);
  // An extra sowing owed to South, who has no seed on the empty board.
  await page.fill("[data-editor-round]", "1");
  await page.check("[data-editor-extra]");
  await refused(page, "extraWithoutSeeds", pt);

  // Texts pasted: Al-manqala has no extra sowing and never ends with a player stuck; there is
  // no game "mancala"; Al-manqala takes no option; "q" is not a count.
  const pasted = [
    [`${START}, extra`, "extraWithoutAliGuliMane"],
    [`${START}, ended stuck`, "notAnEnding"],
    [START.replace("al-manqala", "mancala"), "unknownVariant"],
    [START.replace("al-manqala", "al-manqala+rounds"), "badOption"],
    [START.replace("south 7 7 7", "south 7 q 7"), "badPart"],
  ];
  for (const [text, kind] of pasted) {
    await page.fill("[data-editor-text]", text);
    await page.click("[data-editor-action=paste]");
    await refused(page, kind, pt);
  }
  // A good text is taken: the draft is its position.
  await page.fill("[data-editor-text]", PROVEN);
  await page.click("[data-editor-action=paste]");
  v = await verdict(page);
  assert.equal(v.legal, "true");
  assert.equal(await page.inputValue("[data-editor-text]"), PROVEN);
  assert.equal(await page.inputValue('[data-editor-pile="0"]'), "33");
  assert.deepEqual(errors, []);
  await page.close();
});

test("keyboard only: a position edited and analysed; Escape closes the editor", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?analysis=${encodeURIComponent(PROVEN)}&speed=instant`);
  await analysed(page);
  await page.focus("[data-analysis-action=edit]");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-editor]");
  // The editor's heading takes the focus; the game's choice comes next.
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), "H3");
  await page.keyboard.press("Tab");
  assert.equal(
    await page.evaluate(() => document.activeElement?.hasAttribute("data-editor-variant")),
    true,
  );
  // Pit 7 (G) gives its seed to pit 0 (a): 70 seeds still, South to move.
  await page.focus(less(7));
  await page.keyboard.press("Enter");
  await page.focus('[data-editor-pit="0"]');
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("1");
  const v = await verdict(page);
  assert.equal(v.legal, "true", JSON.stringify(v));
  assert.equal(v.total, "Seeds: 70 of 70");
  const edited =
    "ali-guli-mane south 1 0 0 1 0 0 0, north 1 0 0 0 0 0 0, piles 33 34, south to move";
  assert.equal(await page.inputValue("[data-editor-text]"), edited);
  await page.focus("[data-editor-action=analyse]");
  await page.keyboard.press("Enter");
  await page.waitForFunction(
    (text) => new URL(location.href).searchParams.get("analysis") === text,
    edited,
  );
  await page.waitForSelector("[data-editor]", { state: "detached" });
  await analysed(page);
  // The values shown are the handle's for the edited position; South's seeds are in pits 13
  // and 10: those are its sowings.
  const shown = await shownWorth(page);
  assert.deepEqual(shown, await handleWorth(page, edited));
  assert.deepEqual(Object.keys(shown), ["10", "13"]);
  // Escape closes the editor, and the focus goes back to its button.
  await page.focus("[data-analysis-action=edit]");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-editor]");
  await page.keyboard.press("Escape");
  await page.waitForSelector("[data-editor]", { state: "detached" });
  assert.equal(
    await page.evaluate(() => document.activeElement?.dataset.analysisAction ?? null),
    "edit",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("Arabic on a phone: the handle's reason in Arabic, right to left, within the screen, axe clean", async () => {
  await clearStorage(env);
  const { page, errors } = await editorOn(START, "ar", PHONE);
  await page.click(more(13));
  await refused(page, "tooManySeeds", ar);
  const box = await page.evaluate(() => {
    const el = document.querySelector("[data-editor]");
    const rect = el.getBoundingClientRect();
    return {
      dir: getComputedStyle(el).direction,
      right: rect.right,
      left: rect.left,
      width: document.documentElement.clientWidth,
      rows: getComputedStyle(el.querySelector("[data-editor-row]")).direction,
    };
  });
  assert.equal(box.dir, "rtl");
  assert.equal(box.rows, "ltr", "the pits keep the board's order");
  assert.ok(box.left >= -1 && box.right <= box.width + 1, JSON.stringify(box));
  assert.deepEqual(await seriousViolations(page), []);
  await screenshot(page, "editor-ar-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the review's Analyse opens the position before the move selected", async () => {
  await clearStorage(env);
  // The ending of board-helpers.mjs, South's blunder G (pit 7) then North's a.
  const { page, errors } = await open(env, endingLink("Ga"));
  await page.waitForSelector("[data-board-host][data-over]");
  await page.click("[data-action=critique]");
  await page.waitForSelector("[data-critique-panel] .critique-summary", { timeout: 60000 });
  await page.click("[data-move-list] [data-move='0']");
  await page.waitForSelector("[data-board-host][data-viewing='-1']");
  await page.click("[data-critique-panel] [data-action=analyse]");
  await analysed(page);
  // The ending itself: South's A..G are pits 13..7, North's a..g pits 0..6.
  assert.equal(
    new URL(page.url()).searchParams.get("analysis"),
    "al-manqala south 0 0 0 0 0 1 3, north 2 2 2 1 0 0 0, piles 46 41, south to move",
  );
  // Pit 8 wins 50–41 at once, by 9; pit 7 lets North win (board-helpers.mjs's working).
  const worth = await shownWorth(page);
  assert.deepEqual(Object.keys(worth), ["7", "8"]);
  assert.equal(worth[7][0], "loss");
  assert.deepEqual(worth[8], ["win", 9]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a finished puzzle's Analyse opens the board on the puzzle's position", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, `?puzzle=q6&speed=instant`);
  await page.waitForSelector('.mg[data-puzzle-phase="try"]');
  assert.equal(await page.locator(".puzzle [data-action=analyse]").isHidden(), true);
  // q6 (www/puzzles/al-manqala.json) is solved by pit 1 first: pit 0, say, is refuted.
  await page.click('[data-board-host] [data-pit="0"]');
  await page.waitForSelector('.mg[data-puzzle-phase="refuted"]', { timeout: 20000 });
  await page.click('[data-puzzle-action="solution"]');
  await page.waitForSelector('.mg[data-puzzle-phase="done"]', { timeout: 20000 });
  await page.click(".puzzle [data-action=analyse]");
  await analysed(page);
  // q6's state: North to move; South's A..G are pits 13..7, North's a..g pits 0..6.
  assert.equal(
    new URL(page.url()).searchParams.get("analysis"),
    "al-manqala south 1 10 0 11 3 11 10, north 10 10 1 10 2 10 9, piles 0 0, north to move",
  );
  assert.equal(await page.evaluate(() => document.querySelector(".mg").dataset.puzzle), undefined);
  assert.deepEqual(errors, []);
  await page.close();
});
