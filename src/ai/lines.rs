//! Principal variations: the line of play the search expects after a move, for the analysis
//! board.
//!
//! A line is built from the search's public functions alone. After the move, each next sowing
//! is the best move of a fresh [`Searcher::search`] of the position reached, to the depth that
//! is left: an analysis at depth `d` scores a move by searching its child to depth `d − 1`, so
//! the search at `d − 1` from the child chooses the reply that gives the move its score, the
//! search at `d − 2` from there the next one, and so on. The line stops at the end of the game,
//! at the depth, or when its node budget runs out (never with a move a shallower search chose).

use super::hint::MoveHint;
use super::search::{Limits, Searcher, Verdict};
use super::{children, NoClock};
use crate::Position;

/// The most sowings a line holds.
pub const MAX_LINE: usize = 24;

/// Returns the line after `pit` in `pos` for a search `depth` sowings deep: `pit` first, then
/// at most `depth − 1` more sowings (and at most [`MAX_LINE`] in all), spending at most
/// `*nodes` nodes, which it counts down. `history` holds the game's earlier positions, so
/// that repetitions are scored as in the analysis. An illegal `pit` gives an empty line.
///
/// # Examples
///
/// Ali Guli Mane, player 0 to move, piles 33–34, one seed in each of pits 7, 10 and 13 and none
/// in player 1's row (the position of [`Searcher::analyze`]'s example). After 7, every sowing
/// is forced: 7 drops into pit 0; player 1 sows 0 into 1, captures at the saada and sows again
/// from 1 into 2; player 0 sows 13 into 12; player 1 sows 2 into 3, captures pit 12 and sows
/// again from 3 into 4, and the game ends with player 0's row empty.
///
/// ```
/// use mancala_heritage::ai::lines::line;
/// use mancala_heritage::ai::Searcher;
/// use mancala_heritage::{Player, Position, Rules, Setup, Variant};
///
/// let rules = Rules::new(Variant::AliGuliMane);
/// let mut pits = [0; 14];
/// (pits[7], pits[10], pits[13]) = (1, 1, 1);
/// let setup = Setup { pits, piles: [33, 34], to_move: Player::Zero, ..Setup::initial(&rules) };
/// let pos = Position::from_setup(rules, setup).unwrap();
///
/// let mut searcher = Searcher::new(12);
/// let mut nodes = 1_000_000;
/// assert_eq!(line(&mut searcher, &pos, &[], 7, 10, &mut nodes), [7, 0, 1, 13, 2, 3]);
/// ```
pub fn line(
    searcher: &mut Searcher,
    pos: &Position,
    history: &[Position],
    pit: u8,
    depth: u8,
    nodes: &mut u64,
) -> Vec<u8> {
    let Some(&(_, mut current)) = children(pos).as_slice().iter().find(|(p, _)| *p == pit) else {
        return Vec::new();
    };
    let mut line = vec![pit];
    let mut seen: Vec<Position> = history.iter().copied().chain([*pos]).collect();
    let mut left = depth.saturating_sub(1);
    while left > 0 && line.len() < MAX_LINE && !current.is_over() && *nodes > 0 {
        let limits = Limits { depth: left, ..Limits::nodes(*nodes) };
        let Some(report) = searcher.search(&current, &seen, limits, &mut NoClock) else {
            break;
        };
        *nodes = nodes.saturating_sub(report.nodes);
        // A search cut short by the budget chose its move at a shallower depth: not this line.
        if report.depth < left && !report.solved {
            break;
        }
        let Some(&(_, next)) = children(&current).as_slice().iter().find(|(p, _)| *p == report.best) else {
            break;
        };
        line.push(report.best);
        seen.push(current);
        current = next;
        left -= 1;
    }
    line
}

/// Returns the pits of `moves` from the most to the least recommended: the move marked best
/// first, then proven wins, unproven moves and proven losses, each by score.
///
/// At most seven moves: each place is taken by the best of those left (ties in pit order), which
/// costs the wasm no sorting code of its own.
pub fn ranked(moves: &[MoveHint]) -> Vec<u8> {
    let verdict = |m: &MoveHint| match m.verdict {
        Some(Verdict::Win) => 2,
        Some(Verdict::Loss) => 0,
        _ => 1,
    };
    let key = |m: &MoveHint| (m.best, verdict(m), m.score, core::cmp::Reverse(m.pit));
    let mut left: Vec<&MoveHint> = moves.iter().collect();
    let mut order = Vec::with_capacity(left.len());
    while let Some(i) = (0..left.len()).max_by_key(|&i| key(left[i])) {
        order.push(left.swap_remove(i).pit);
    }
    order
}
