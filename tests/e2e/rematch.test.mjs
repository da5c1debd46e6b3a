// A rematch at the end of a game (issue 31): the end dialog offers [data-action="rematch"],
// which plays the game again with its options and the sides swapped (www/js/flow/rematch.js):
// against the computer the seats change; between two people the other player moves first.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, clearStorage, idle, endingLink, readBoard } from "./board-helpers.mjs";

const env = useBrowser();

/** The saved Al-manqala game (lib/storage.js). */
const saved = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("mancala-heritage:game:al-manqala")));

/**
 * Plays the hand-worked ending of board-helpers.mjs (ENDING): South sows pit 8, takes 4 in pit
 * 7 and reaches 50 — the game ends at once, South winning 50 to 41. Resolves with the rematch
 * button of the end dialog.
 */
async function endIt(page) {
  await idle(page);
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  return page.locator('[data-dialog][open] [data-action="rematch"]');
}

test("against the computer: the rematch swaps the seats, at the same level", async () => {
  await clearStorage(env);
  // The person is South, the Master North.
  const { page, errors } = await open(env, endingLink("", true));
  const rematch = await endIt(page);
  assert.equal(await rematch.innerText(), "Rematch, sides swapped");
  await rematch.click();
  // A new game from the start: South moves first and South is now the computer, so it sows at
  // once and the person, North, answers.
  await page.waitForFunction(
    () => {
      const b = document.querySelector("[data-board-host]");
      return (
        b.dataset.toMove === "1" && !b.hasAttribute("data-busy") && b.querySelector("[data-legal]")
      );
    },
    null,
    { timeout: 20000 },
  );
  const game = await saved(page);
  assert.deepEqual(game.seats.computer, { player: 0, level: "master" });
  assert.equal(game.actions.length, 1, "the computer's first sowing, nothing of the last game");
  // Al-manqala starts with 7 seeds in each pit (docs/rules.md): 98 on the board, none in the
  // piles before the first capture.
  const board = await readBoard(page);
  assert.equal(board.pits.reduce((a, b) => a + b, 0) + board.piles[0] + board.piles[1], 98);
  assert.ok(
    board.legal.every((p) => p <= 6),
    "the person plays North's row",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("between two people: the rematch lets the other player start", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, endingLink("", false));
  const rematch = await endIt(page);
  assert.equal(await rematch.innerText(), "Rematch, the other player starts");
  await rematch.click();
  await page.waitForFunction(
    () => document.querySelector("[data-board-host]").dataset.toMove === "1",
  );
  await idle(page);
  const board = await readBoard(page);
  assert.deepEqual(board.pits, Array(14).fill(7), "a new game from the start");
  assert.deepEqual(board.legal, [0, 1, 2, 3, 4, 5, 6], "North moves first");
  const game = await saved(page);
  assert.equal(game.seats.computer, null);
  assert.equal(game.options.firstPlayer, 1);
  assert.deepEqual(errors, []);
  await page.close();
});
