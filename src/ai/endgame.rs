//! Exact endgames in Al-manqala and Mangala IV with free choice: which positions
//! [`super::Searcher::solve_wins`] solves to the seed, and why its table may keep what it finds.
//!
//! In both games a cycle (the third occurrence of a position) ends the game by dividing the board
//! equally, so it scores the difference of the piles, and the piles never change between two
//! occurrences of a position: no capture happens inside a cycle, since piles only grow. So
//! every position with the same piles, the same seeds on the board, has the same cycle score `D`.
//!
//! The solver follows every line to the end of the game and scores a position that comes back
//! on its path (the second occurrence) as the cycle ending. At a root whose earlier positions
//! have each occurred at most once, that gives the game's true value `W` under the rules: the
//! player who can do better than `D` can force a capture without ever repeating a position (so
//! no third occurrence ends the game first), and either player can hold `D` by going round.
//!
//! Below the root, the score `s` of a position depends on the path above it. But the path can
//! only pull it toward `D`: if `s > D`, the player to move reaches `s` without repeating a
//! position of this layer, so `W >= s`; if `s < D`, the opponent does, so `W <= s`. The table
//! keeps such a score as that one-sided bound on `W`, which holds on any path; a score that met
//! no repetition is `W` itself. This is what lets the table cut the cycles short, where the
//! rules-exact search must search them again on every path.

use crate::{Position, Variant};

/// The most seeds on the board at which the solver is tried in Al-manqala.
pub const AL_MANQALA_SEEDS: u32 = 16;

/// The most seeds on the board at which the solver is tried in Mangala IV with free choice.
pub const MANGALA_IV_SEEDS: u32 = 20;

/// The most nodes one solve may visit, whatever its limits: a search bounded by depth alone
/// has no node budget, and a margin close to the cycle ending's can take very long to prove.
pub const MAX_NODES: u64 = 4_000_000;

/// Tells whether [`super::Searcher::solve_wins`] applies to `pos` after the earlier positions
/// `history` of its game: Al-manqala with at most [`AL_MANQALA_SEEDS`] on the board, or Mangala
/// IV with free choice and at most [`MANGALA_IV_SEEDS`], and no position that may come back
/// (the same piles) already seen twice, counting `pos` itself.
pub fn applies(pos: &Position, history: &[Position]) -> bool {
    let rules = pos.rules();
    let seeds = match rules.variant {
        Variant::AlManqala => AL_MANQALA_SEEDS,
        Variant::MangalaIv if rules.repetition_limit() == 3 => MANGALA_IV_SEEDS,
        _ => return false,
    };
    if pos.is_over() || pos.seeds_on_board() > seeds {
        return false;
    }
    // Each position that may come back (the same piles) at most once so far, `pos` included.
    let back = |p: &&Position| p.piles() == pos.piles() && !p.is_over();
    history
        .iter()
        .filter(back)
        .enumerate()
        .all(|(i, p)| p != pos && !history.iter().filter(back).take(i).any(|q| q == p))
}
