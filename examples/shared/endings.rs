//! The benchmark's endings, shared by `examples/endgames.rs` and `examples/retrograde.rs`.

use mancala_heritage::{random_playout, Position, Rules, SplitMix64};

/// Random play from the start of a game of `rules` (seeded by `seed`, so every run gives the
/// same ending), stopped at the first position with at most `seeds` on the board; `None` when
/// the game ends first or that position has no choice of moves.
pub fn endgame(rules: Rules, seeds: u32, seed: u64) -> Option<Position> {
    let mut pos = Position::new(rules).ok()?;
    let mut rng = SplitMix64::new(seed);
    while !pos.is_over() && pos.seeds_on_board() > seeds {
        random_playout(&mut pos, &mut rng, 1);
    }
    (!pos.is_over() && pos.legal_moves().len() > 1).then_some(pos)
}
