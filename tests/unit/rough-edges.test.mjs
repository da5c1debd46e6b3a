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

const { hintFacts } = await import("../../www/js/ai/client.js");
const { moveWords } = await import("../../www/js/views/hint.js");

/** One move of an analysis (the fields of Game.analyze), made up by hand. */
const analysed = (pit, value, { best = false, outcome = null, safeReplies = 2 } = {}) => ({
  pit,
  value,
  exact: outcome !== null,
  outcome,
  captures: 0,
  extraSowing: false,
  safeReplies,
  best,
});

test("the hint of a move that loses says what it saves, not that the opponent has no safe move", () => {
  // Pit 10 (your pit 4) is the best of three, expected to finish 3 seeds behind; the next best
  // (pit 9) 7 behind: it saves about 4 seeds. Every reply to it leaves you a capture, which a
  // lost position makes no reason to boast of.
  const analysis = [
    analysed(9, -7),
    analysed(10, -3.2, { best: true, safeReplies: 0 }),
    analysed(11, -9),
  ];
  const facts = /** @type {NonNullable<ReturnType<typeof hintFacts>>} */ (hintFacts(analysis));
  assert.equal(facts.pit, 10);
  assert.ok(Math.abs(/** @type {number} */ (facts.saves) - 3.8) < 1e-9);
  const hint = { ...facts, value: -3.2 };
  assert.equal(
    moveWords(translator("en"), hint),
    "Hint: your pit 4 — the strongest move the computer finds. The computer expects you to finish about 3 seeds behind: this keeps the loss smallest. The next best move would cost you about 4 seeds more.",
  );
  for (const lang of LANGS) {
    const t = translator(lang);
    const said = moveWords(t, hint);
    assert.ok(!said.includes(t("hint.noSafeReply")), `${lang}: ${said}`);
    assert.ok(said.includes(t("hint.saves", { n: 4 })), `${lang}: ${said}`);
  }
  // Lost by force: the same.
  const lost = moveWords(translator("en"), {
    pit: 10,
    facts: [{ fact: "losesByForce" }, { fact: "noSafeReply" }],
    value: -5,
    saves: 2,
  });
  assert.doesNotMatch(lost, /no safe move/);
  assert.match(lost, /about 2 seeds more/);
  // Ahead, leaving no safe reply is a reason worth giving, and there is nothing to save.
  const ahead = moveWords(translator("en"), {
    pit: 10,
    facts: [{ fact: "noSafeReply" }],
    value: 4,
    saves: 3,
  });
  assert.equal(
    ahead,
    "Hint: your pit 4 — it leaves your opponent no safe move. The computer expects you to finish about 4 seeds ahead.",
  );
});

const { loadMoreWords } = await import("../../www/js/i18n/index.js");
const { markWords } = await import("../../www/js/views/critique.js");
for (const lang of LANGS) await loadMoreWords("critique", lang);

test("a mark on a player's first move says gently what it means", () => {
  // Move 1 from the usual start, an inaccuracy of 3 seeds (South's pit 13 played, pit 10 better).
  const mark = {
    grade: "inaccuracy",
    lost: 3,
    slip: null,
    played: 13,
    better: 10,
    playedFacts: [],
    betterFacts: [],
    before: 0.5,
    after: -2.5,
    outcomes: [null, null],
    proven: false,
    index: 0,
    player: 0,
    first: true,
  };
  for (const lang of LANGS) {
    const t = translator(lang);
    const note = t("critique.firstMove");
    assert.ok(markWords(t, mark)[0].endsWith(note), `${lang}: ${markWords(t, mark)[0]}`);
    // Not on a later move, nor on a first move that was good.
    assert.ok(!markWords(t, { ...mark, first: false, index: 6 })[0].includes(note), lang);
    assert.ok(!markWords(t, { ...mark, grade: "good", lost: 1 })[0].includes(note), lang);
  }
});

test("a proven win says its margin when that is proven, and that every other move loses", () => {
  // Pit 9 (your pit 5) is proven to win by exactly 4 seeds; pits 10 and 11 are proven to lose.
  const analysis = [
    analysed(9, 4, { best: true, outcome: "win" }),
    analysed(10, -2, { outcome: "loss" }),
    analysed(11, -2, { outcome: "loss" }),
  ];
  const facts = /** @type {NonNullable<ReturnType<typeof hintFacts>>} */ (hintFacts(analysis));
  const hint = { ...facts, value: 4 };
  assert.equal(
    moveWords(translator("en"), hint),
    "Hint: your pit 5. This wins by 4 seeds, whatever your opponent does. Every other move loses.",
  );
  for (const lang of LANGS) {
    const t = translator(lang);
    const said = moveWords(t, hint);
    assert.ok(said.includes(t("hint.winsBy", { n: 4 })), `${lang}: ${said}`);
    assert.ok(said.includes(t("hint.othersLose")), `${lang}: ${said}`);
  }
  // The margin not proven (`exact` false): the win without a number. A move not proven to
  // lose: nothing about the others.
  const unproven = hintFacts([
    { ...analysed(9, 1, { best: true, outcome: "win" }), exact: false },
    analysed(12, 0),
  ]);
  assert.equal(
    moveWords(translator("en"), {
      .../** @type {NonNullable<typeof unproven>} */ (unproven),
      value: 1,
    }),
    "Hint: your pit 5. This wins by force, whatever your opponent does.",
  );
});
