// A rematch: the game just ended played again with its options, the sides swapped.
//
// - Against the computer, the person and the computer change seats (the computer plays the row
//   the person played, at the same level).
// - Between two people, the other player moves first (the option firstPlayer).
// - Where an opening ritual decides the rows (traditional Mangala IV: two people, or the
//   computer with every move forced), the ritual is played again: it, not the rematch, decides.
//
// The end dialog names the kind ("seats", "first" or "ritual"), so its button says what it does.

/** @import { Game, GameClass, Options, Opponent, Variant } from "../types.js" */

/**
 * @typedef {object} Rematch
 * @property {"seats" | "first" | "ritual"} kind
 * @property {Variant} variant
 * @property {Options} options
 * @property {Opponent | null} opponent
 * @property {boolean} ritual
 */

/**
 * The rematch of game `g`.
 * @param {GameClass} Game
 * @param {Game} g
 * @returns {Rematch}
 */
export function rematchOf(Game, g) {
  const variant = g.variant;
  const options = /** @type {Options} */ ({ ...g.record().options });
  const computer = g.seats().computer;
  let forced = false;
  try {
    forced = Game.isForcedWith(variant, options);
  } catch {
    // options the game refuses: no ritual; starting the game says what is wrong
  }
  const ritual = Game.hasRitual(variant) && (!computer || forced);
  /** @type {Opponent | null} */
  const opponent = computer
    ? { level: computer.level, player: computer.player === 0 ? 1 : 0 }
    : null;
  if (!computer && !ritual) options.firstPlayer = options.firstPlayer === 1 ? 0 : 1;
  return {
    kind: ritual ? "ritual" : computer ? "seats" : "first",
    variant,
    options,
    opponent,
    ritual,
  };
}
