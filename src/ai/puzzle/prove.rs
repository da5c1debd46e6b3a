//! Win and draw puzzles, from the search's proofs.
//!
//! [`holding`] and [`best_reply`] (with its endgame solver's proofs) are the only calls into the
//! search: if its entry points change, they are the two functions to fix.

use super::{Goal, Puzzle, MAX_SOWINGS};
use crate::ai::search::Limits;
use crate::ai::{children, for_parent, terminal_score, NoClock, Searcher, WIN};
use crate::{NoTrace, PitSet, Position};

/// Returns the sowings of `pos` proven, by following every line to the end of the game, to
/// score at least `at_least` for its player to move (`WIN`: a forced win; 0: at least a draw),
/// with the nodes the proof took; `None` when `nodes` ran out before every sowing was settled.
/// `history` holds the earlier positions of the line, for the repetition rule.
pub fn holding(
    searcher: &mut Searcher,
    pos: &Position,
    history: &[Position],
    at_least: i32,
    nodes: u64,
) -> Option<(PitSet, u64)> {
    let set = searcher.holding(pos, history, at_least, Limits::nodes(nodes), &mut NoClock)?;
    Some((set, searcher.nodes()))
}

/// Returns the best sowing in `pos` within `nodes` nodes for each proof: in a small endgame
/// where every sowing is proven to lose, the one that loses by the fewest seeds, each margin
/// proven to the seed by the endgame solver (see [`crate::ai::endgame`]); else the search's
/// best, which once the search is solved does best against best play.
pub fn best_reply(searcher: &mut Searcher, pos: &Position, history: &[Position], nodes: u64) -> Option<u8> {
    solved_reply(searcher, pos, history, nodes)
        .or_else(|| searcher.search(pos, history, Limits::nodes(nodes), &mut NoClock).map(|r| r.best))
}

/// The sowing of `pos` that loses by the fewest seeds when the endgame solver proves, within
/// `nodes` nodes for each, what every sowing loses by; `None` otherwise.
fn solved_reply(searcher: &mut Searcher, pos: &Position, history: &[Position], nodes: u64) -> Option<u8> {
    if !crate::ai::endgame::applies(pos, history) {
        return None;
    }
    let seen = [history, &[*pos]].concat();
    let mut best: Option<(u8, i32)> = None;
    for &(pit, child) in children(pos).as_slice() {
        let score = if child.is_over() {
            for_parent(pos, &child, terminal_score(&child))
        } else if child.to_move() == pos.to_move() {
            return None;
        } else {
            // The opponent's wins, every one exact: then every sowing was settled (a solve whose
            // budget ran out leaves its last margins inexact), so the best of them is the best.
            let wins = searcher.solve_wins(&child, &seen, Limits::nodes(nodes), &mut NoClock)?;
            if !wins.moves().iter().all(|w| w.exact) {
                return None;
            }
            -wins.best()?.score
        };
        if best.is_none_or(|(_, b)| score > b) {
            best = Some((pit, score));
        }
    }
    best.map(|(pit, _)| pit)
}

/// Returns the one sowing of `pos` that keeps a win (for [`Goal::Win`]) or a draw (for
/// [`Goal::Draw`], where no sowing wins), with the nodes the proofs took; `None` when there is
/// no such sowing, more than one, or the budget ran out.
pub fn only_move(
    searcher: &mut Searcher,
    pos: &Position,
    history: &[Position],
    goal: Goal,
    nodes: u64,
) -> Option<(u8, u64)> {
    let (wins, spent) = holding(searcher, pos, history, WIN, nodes)?;
    match goal {
        Goal::Win if wins.len() == 1 => wins.first().map(|pit| (pit, spent)),
        Goal::Draw if wins.is_empty() => {
            let (holds, more) = holding(searcher, pos, history, 0, nodes)?;
            (holds.len() == 1).then(|| holds.first()).flatten().map(|pit| (pit, spent + more))
        }
        _ => None,
    }
}

/// Returns the opponent's reply in a line of `goal`: the search's best sowing, which for a
/// draw must be one proven to hold it (else the first such sowing).
fn reply(searcher: &mut Searcher, pos: &Position, history: &[Position], goal: Goal, nodes: u64) -> Option<u8> {
    let best = best_reply(searcher, pos, history, nodes)?;
    if goal != Goal::Draw {
        return Some(best);
    }
    let (holds, _) = holding(searcher, pos, history, 0, nodes)?;
    if holds.contains(best) {
        Some(best)
    } else {
        holds.first()
    }
}

/// Cuts a win puzzle from `pos`, else a draw puzzle; each proof within `nodes` nodes.
pub fn find(pos: &Position, searcher: &mut Searcher, nodes: u64) -> Option<Puzzle> {
    let (wins, spent) = holding(searcher, pos, &[], WIN, nodes)?;
    let (goal, first, work) = match wins.len() {
        1 => (Goal::Win, wins.first()?, spent),
        0 => {
            let (holds, more) = holding(searcher, pos, &[], 0, nodes)?;
            if holds.len() != 1 {
                return None;
            }
            (Goal::Draw, holds.first()?, spent + more)
        }
        _ => return None,
    };
    let line = extend(pos, first, goal, searcher, nodes);
    Some(Puzzle { position: *pos, goal, line, nodes: work })
}

/// Follows the line from `pos`'s sowing `first`: the opponent's reply, then the solver's only
/// sowing, for as long as there is one, the game goes on, no position comes back and the line
/// has fewer than [`MAX_SOWINGS`] solver sowings; the line ends on a solver's sowing.
fn extend(pos: &Position, first: u8, goal: Goal, searcher: &mut Searcher, nodes: u64) -> Vec<u8> {
    let solver = pos.to_move();
    let mut history = vec![*pos];
    let mut current = *pos;
    let mut line = vec![first];
    // The line's length when it last ended on a solver's sowing.
    let mut kept = 1;
    let mut sowings = 1;
    loop {
        if current.play(*line.last().expect("a line has a sowing"), &mut NoTrace).is_err() || current.is_over() {
            break;
        }
        if history.contains(&current) {
            break;
        }
        let next = if current.to_move() == solver {
            if sowings == MAX_SOWINGS {
                break;
            }
            only_move(searcher, &current, &history, goal, nodes).map(|(pit, _)| pit)
        } else {
            reply(searcher, &current, &history, goal, nodes)
        };
        let Some(pit) = next else { break };
        history.push(current);
        line.push(pit);
        if current.to_move() == solver {
            sowings += 1;
            kept = line.len();
        }
    }
    line.truncate(kept);
    line
}
