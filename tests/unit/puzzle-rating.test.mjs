// The puzzle rating (www/js/puzzles/rating.js): Glicko-2 against the worked example of
// Glickman's description of the system ("Example of the Glicko-2 system"), and the direction of
// a puzzle's result.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  ratePeriod,
  rateAttempt,
  NEW_PLAYER,
  PUZZLE_RD,
  MAX_RD,
} from "../../www/js/puzzles/rating.js";

const near = (actual, expected, tolerance, what) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, not ${expected}`);

test("Glickman's example: 1500/200 against 1400/30 (won), 1550/100 and 1700/300 (lost)", () => {
  // The paper's figures, with τ = 0.5: r' = 1464.06, RD' = 151.52, σ' = 0.05999. The paper
  // rounds its steps (μ' = -0.2069 …), so r' is met within 0.05 of a point and σ' within 0.00001.
  const after = ratePeriod({ rating: 1500, rd: 200, vol: 0.06 }, [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ]);
  near(after.rating, 1464.06, 0.05, "rating");
  near(after.rd, 151.52, 0.01, "deviation");
  near(after.vol, 0.05999, 0.00001, "volatility");
});

test("a new player: 1500, 350, 0.06", () => {
  assert.deepEqual({ ...NEW_PLAYER }, { rating: 1500, rd: 350, vol: 0.06 });
  assert.ok(PUZZLE_RD > 0 && PUZZLE_RD < 100);
});

test("a solve raises the rating, a fail lowers it; both make it surer", () => {
  for (const puzzle of [{ rating: 900 }, { rating: 1500 }, { rating: 2400 }]) {
    const won = rateAttempt(NEW_PLAYER, puzzle, true);
    const lost = rateAttempt(NEW_PLAYER, puzzle, false);
    assert.ok(won.rating > 1500, `solved ${puzzle.rating}: ${won.rating}`);
    assert.ok(lost.rating < 1500, `failed ${puzzle.rating}: ${lost.rating}`);
    assert.ok(won.rd < 350 && lost.rd < 350);
  }
  // A hard puzzle solved is worth more than an easy one; an easy one failed costs more.
  const player = { rating: 1500, rd: 100, vol: 0.06 };
  assert.ok(
    rateAttempt(player, { rating: 1900 }, true).rating >
      rateAttempt(player, { rating: 1100 }, true).rating,
  );
  assert.ok(
    rateAttempt(player, { rating: 1100 }, false).rating <
      rateAttempt(player, { rating: 1900 }, false).rating,
  );
});

test("an attempt is one game against the puzzle at PUZZLE_RD", () => {
  const player = { rating: 1620, rd: 120, vol: 0.059 };
  assert.deepEqual(
    rateAttempt(player, { rating: 1700 }, true),
    ratePeriod(player, [{ rating: 1700, rd: PUZZLE_RD, score: 1 }]),
  );
});

test("a period without games only widens the deviation, never beyond 350", () => {
  // Step 6 alone: φ* = √(φ² + σ²); 200 on the usual scale is φ = 1.1513, σ = 0.06.
  const idle = ratePeriod({ rating: 1500, rd: 200, vol: 0.06 }, []);
  assert.equal(idle.rating, 1500);
  near(idle.rd, Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 1e-9, "deviation");
  assert.equal(ratePeriod(NEW_PLAYER, []).rd, MAX_RD);
});

test("many solves in a row: the rating rises, each step smaller, and stays a number", () => {
  let player = { ...NEW_PLAYER };
  let step = Infinity;
  for (let i = 0; i < 50; i++) {
    const next = rateAttempt(player, { rating: player.rating + 100 }, true);
    const gained = next.rating - player.rating;
    assert.ok(gained > 0 && gained < step + 1e-9, `step ${i}: ${gained}`);
    assert.ok(Number.isFinite(next.rd) && Number.isFinite(next.vol));
    step = gained;
    player = next;
  }
});
