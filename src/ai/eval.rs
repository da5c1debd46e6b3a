//! The evaluation of a position that the search does not look past.

use super::{Score, SEED};
use crate::board::row;
use crate::{Position, Variant};

/// Returns a heuristic score of an unfinished `pos` for its player to move, strictly between
/// −`WIN` and `WIN`.
///
/// Seeds already captured count fully. Seeds on the board count by who is likely to get them:
/// in Ali Guli Mane each player keeps their own row when the round ends, so half of a row's
/// seeds count for its owner; in Al-manqala a well-stocked row keeps moves for its owner and
/// wins the starving rule, so a quarter counts; in Mangala IV the seeds left at a cycle are
/// divided, so the board counts for nobody. Pits the opponent can hit for a capture are a
/// weakness: a pit of 1 or 3 in Al-manqala and Mangala IV, an empty pit in Ali Guli Mane is not
/// scored (its threats depend on long relays and are left to the search).
pub fn evaluate(pos: &Position) -> Score {
    let me = pos.to_move();
    let you = me.other();
    let piles = pos.piles();
    let pits = pos.pits();
    let material = (Score::from(piles[me.index()]) - Score::from(piles[you.index()])) * SEED;
    let sum = |player| row(player).iter().map(|&p| Score::from(pits[p as usize])).sum::<Score>();
    let rows = sum(me) - sum(you);
    match pos.rules().variant {
        Variant::AliGuliMane => material + rows * SEED / 2,
        Variant::AlManqala => material + rows * SEED / 4 + targets(pos) * SEED / 4,
        Variant::MangalaIv => material + targets(pos) * SEED / 4,
    }
}

/// Counts the opponent's pits that a last seed would turn into 2 or 4, minus the mover's own.
fn targets(pos: &Position) -> Score {
    let pits = pos.pits();
    let weak = |player| row(player).iter().filter(|&&p| matches!(pits[p as usize], 1 | 3)).count() as Score;
    weak(pos.to_move().other()) - weak(pos.to_move())
}
