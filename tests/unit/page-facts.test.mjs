// The few facts the page must know before the wasm has started (to draw its first screen and
// read its URL), against the handle that owns them (docs/game-api.md, "Facts without a game"):
// the board's display geometry (www/js/board/view.js), each screen row being its player's row as
// Game.rowOf gives it, and the lists of games and levels (www/js/lib/options.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";

const { TOP_ROW, BOTTOM_ROW, ownerOf, placeOf, screenRows, sideOf } =
  await import("../../www/js/board/view.js");
const { VARIANTS, LEVELS } = await import("../../www/js/lib/options.js");

test("the screen rows are the handle's rows: the bottom one as it is, the top one reversed", () => {
  assert.deepEqual(BOTTOM_ROW, Game.rowOf(0));
  assert.deepEqual(TOP_ROW, Game.rowOf(1).slice().reverse());
});

test("turned for North, the bottom row is North's as the handle gives it, the top South's reversed", () => {
  // A half turn: the player at the bottom reads their row from their own left, left to right on
  // screen; the other player's row, facing the other way, runs from the screen's right.
  assert.deepEqual(screenRows(0), [TOP_ROW, BOTTOM_ROW]);
  assert.deepEqual(screenRows(1), [Game.rowOf(0).slice().reverse(), Game.rowOf(1)]);
  for (let pit = 0; pit < 14; pit += 1) {
    const owner = Game.rowOf(0).includes(pit) ? 0 : 1;
    assert.equal(sideOf(pit, 0), owner === 0 ? "bottom" : "top");
    assert.equal(sideOf(pit, 1), owner === 1 ? "bottom" : "top");
  }
});

test("every pit's owner and place are the handle's", () => {
  for (let pit = 0; pit < 14; pit += 1) {
    const owner = Game.ownerOf(pit);
    assert.equal(ownerOf(pit), owner, `the owner of pit ${pit}`);
    assert.equal(placeOf(pit), Game.rowOf(owner).indexOf(pit) + 1, `the place of pit ${pit}`);
  }
  // By hand (docs/notation.md): pit 13 is South's first from South's left, pit 6 North's last.
  assert.deepEqual([ownerOf(13), placeOf(13), ownerOf(6), placeOf(6)], [0, 1, 1, 7]);
});

test("the games and levels the page reads from a URL are the handle's, in its order", () => {
  assert.deepEqual(VARIANTS, Game.variants());
  assert.deepEqual(LEVELS, Game.levels());
});
