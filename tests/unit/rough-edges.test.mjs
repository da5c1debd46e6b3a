// The rough edges found in play (issue 23) whose logic is pure: what the page says is true of
// the board and of the analysis behind it. Positions worked out by hand from docs/rules.md.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";

const { translator, loadWords } = await import("../../www/js/i18n/index.js");
const { statusLine } = await import("../../www/js/views/status.js");
const { playerNames, playerRoles } = await import("../../www/js/views/words.js");
const { TOP_ROW, BOTTOM_ROW } = await import("../../www/js/board/view.js");

const LANGS = ["en", "pt", "tr", "ar", "kn"];
for (const lang of LANGS) await loadWords(lang);

// Mangala IV, two people, 98 seeds (docs/rules.md#mangala-iv-forced-move: the mover sows the
// first pit with seeds of their row in sowing order, 13 → 7 for South, 0 → 6 for North).
// - South to move, pit 13 empty, pit 12 holding 5: the forced pit is 12, drawn second from
//   the left of the bottom row (which shows 13 … 7), with only the empty pit 13 left of it.
// - North to move, pit 0 empty, pit 1 holding 3: the forced pit is 1, drawn second from the
//   right of the top row (which shows 6 … 0), with only the empty pit 0 right of it.
const SOUTH = {
  variant: "mangala-iv",
  pits: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 5, 0],
  captured: [9, 0],
  toMove: 0,
};
const NORTH = {
  variant: "mangala-iv",
  pits: [0, 3, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7],
  captured: [0, 11],
  toMove: 1,
};

/** The status line of a two-person game with `forcedPit` for the player to move. */
function status(lang, toMove, forcedPit) {
  const t = translator(lang);
  const s = {
    session: "play",
    phase: "idle",
    viewing: null,
    over: false,
    human: true,
    forcedPit,
    extraSowing: false,
    toMove,
    moves: [],
    seats: {},
  };
  return statusLine(t, s, playerNames(t, s), playerRoles(s));
}

test("Mangala IV: the forced pit is where the status line says, on the screen's rows", () => {
  for (const [state, row, side, word] of [
    [SOUTH, BOTTOM_ROW, "left", "leftmost"],
    [NORTH, TOP_ROW, "right", "rightmost"],
  ]) {
    const g = Game.fromState(state);
    try {
      assert.equal(g.isForced(), true);
      const legal = Array.from(g.legalMoves());
      assert.deepEqual(legal, [state.toMove === 0 ? 12 : 1], "worked out by hand");
      // On screen, every pit of the row on the named side of the forced pit is empty.
      const at = row.indexOf(legal[0]);
      const beyond = side === "left" ? row.slice(0, at) : row.slice(at + 1);
      assert.ok(
        beyond.every((pit) => state.pits[pit] === 0),
        `nothing ${side} of pit ${legal[0]}`,
      );
      assert.ok(state.pits[legal[0]] > 0);
      const said = status("en", state.toMove, legal[0]);
      assert.ok(said.includes(`forced: the ${word} pit with seeds`), said);
      assert.doesNotMatch(said, /pit \d/, "no pit number");
    } finally {
      g.free();
    }
  }
  // Every language tells the two sides apart.
  for (const lang of LANGS) assert.notEqual(status(lang, 0, 12), status(lang, 0, 1), lang);
});

test("Mangala IV's ritual and rules name the rows as a player sees them, without pit numbers", async () => {
  const { loadTexts } = await import("../../www/js/i18n/index.js");
  for (const lang of LANGS) {
    const t = translator(lang);
    for (const key of ["ritual.bottom", "ritual.top", "ritual.youBottom", "ritual.youTop"])
      assert.doesNotMatch(t(key), /\d/, `${lang} ${key}: ${t(key)}`);
    const texts = JSON.stringify((await loadTexts(lang))["mangala-iv"].rules);
    assert.doesNotMatch(texts, /7[–-]13|0[–-]6/, `${lang}: the rules`);
  }
});
