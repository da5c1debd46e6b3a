//! Random playouts: the throughput benchmark and a quick way to reach varied positions.

use crate::{NoTrace, Position, SplitMix64};

/// Plays uniformly random legal moves from `position` until the game ends or `max_plies`
/// moves are made; returns the number of moves made.
pub fn random_playout(position: &mut Position, rng: &mut SplitMix64, max_plies: u32) -> u32 {
    let mut plies = 0;
    while plies < max_plies && !position.is_over() {
        let moves = position.legal_moves();
        let Some(first) = moves.first() else { break };
        let choice = moves.iter().nth(rng.below(moves.len() as u32) as usize).unwrap_or(first);
        if position.play(choice, &mut NoTrace).is_err() {
            break;
        }
        plies += 1;
    }
    plies
}
