// The player's puzzle rating: Glicko-2, as Mark Glickman describes it ("Example of the Glicko-2
// system", steps 1 to 8). Each attempt at a puzzle is a rating period of its own with one game,
// the player against the puzzle: 1 when solved, 0 when failed. The puzzle plays at its own
// rating with a fixed deviation, PUZZLE_RD: its rating is an estimate made once for everyone,
// not a player whose strength is uncertain, so it counts nearly as a known opponent.

/** @import { Player } from "./types.js" */

/** A new player: Glickman's suggested start. @type {Readonly<Player>} */
export const NEW_PLAYER = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });

/** The rating deviation every puzzle plays with. */
export const PUZZLE_RD = 50;

/** The system constant τ: how much the volatility may change (Glickman: 0.3 to 1.2). */
export const TAU = 0.5;

/**
 * A rating whose deviation is above this is provisional: too few attempts yet, so each moves it
 * far (lichess uses the same line for its games).
 */
export const PROVISIONAL_RD = 110;

/** Tells whether `player`'s rating is still provisional. @param {Player} player */
export const provisional = (player) => player.rd > PROVISIONAL_RD;

/** The largest rating deviation (a new player's): a long pause never makes it larger. */
export const MAX_RD = 350;

/** The factor between the Glicko scale and Glicko-2's. */
const SCALE = 173.7178;
/** The tolerance of the volatility's iteration (step 5). */
const EPSILON = 0.000001;

/** @param {number} phi */
const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/**
 * One opponent of a rating period and the player's score against it.
 * @typedef {{ rating: number, rd: number, score: number }} Game
 */

/**
 * Rates one period of `games` (Glicko-2, steps 1 to 8) and returns the player after it.
 * With no games, only the deviation grows (step 6), up to MAX_RD.
 * @param {Player} player
 * @param {readonly Game[]} games each opponent's rating and deviation, and the score: 1 a win,
 *   0.5 a draw, 0 a loss
 * @param {number} [tau]
 * @returns {Player}
 */
export function ratePeriod(player, games, tau = TAU) {
  // Step 2: onto the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (games.length === 0) {
    const rd = Math.min(MAX_RD, Math.sqrt(phi * phi + sigma * sigma) * SCALE);
    return { rating: player.rating, rd, vol: sigma };
  }
  // Steps 3 and 4: the estimated variance v and the estimated improvement delta.
  let inverseV = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.rating - 1500) / SCALE;
    const gJ = g(game.rd / SCALE);
    const expected = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    inverseV += gJ * gJ * expected * (1 - expected);
    sum += gJ * (game.score - expected);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  // Step 5: the new volatility, by the Illinois algorithm on f.
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  /** @param {number} x */
  const f = (x) => {
    const ex = Math.exp(x);
    const d = phi2 + v + ex;
    return (ex * (delta * delta - phi2 - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  /** @type {number} */
  let B;
  if (delta * delta > phi2 + v) {
    B = Math.log(delta * delta - phi2 - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    /** @type {number} */
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  // Steps 6 to 8: the new deviation and rating, back on the usual scale.
  const phiStar = Math.sqrt(phi2 + vol * vol);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return {
    rating: newMu * SCALE + 1500,
    rd: Math.min(MAX_RD, newPhi * SCALE),
    vol,
  };
}

/**
 * Rates one attempt: a game of the player against the puzzle (its rating, PUZZLE_RD), won when
 * solved. Returns the player after it.
 * @param {Player} player
 * @param {{ rating: number }} puzzle
 * @param {boolean} solved
 * @returns {Player}
 */
export function rateAttempt(player, puzzle, solved) {
  return ratePeriod(player, [{ rating: puzzle.rating, rd: PUZZLE_RD, score: solved ? 1 : 0 }]);
}
