//! Two baseline players for measuring strength: one plays at random, one grabs the biggest
//! immediate capture.

use super::{children, sowing_captures};
use crate::{Position, SplitMix64};

/// Returns a legal move of `pos` chosen uniformly by `rng`; `None` for a finished game.
pub fn random_move(pos: &Position, rng: &mut SplitMix64) -> Option<u8> {
    let moves = pos.legal_moves();
    let n = moves.len() as u32;
    if n == 0 {
        return None;
    }
    moves.iter().nth(rng.below(n) as usize)
}

/// Returns the legal move of `pos` whose sowing captures the most seeds, ties broken by `rng`;
/// `None` for a finished game.
pub fn greedy_move(pos: &Position, rng: &mut SplitMix64) -> Option<u8> {
    let mut best = [0u8; 7];
    let mut count = 0;
    let mut most = 0;
    for &(pit, _) in children(pos).as_slice() {
        let seeds = sowing_captures(pos, pit).map_or(0, |(seeds, _)| seeds);
        if count == 0 || seeds > most {
            most = seeds;
            count = 0;
        }
        if seeds == most {
            best[count] = pit;
            count += 1;
        }
    }
    if count == 0 {
        return None;
    }
    Some(best[rng.below(count as u32) as usize])
}
