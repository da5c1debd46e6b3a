//! The plain negamax oracle: every move to a fixed depth, no pruning, no table.
//!
//! Slow on purpose: the fast search in [`super::search`] must return the same score at the same
//! depth. It finds moves with [`Position::legal_moves`] and repetitions by comparing whole
//! positions, so it shares neither move generation nor hashing with the fast search.

use super::eval::evaluate;
use super::{after_repetition, for_parent, round_cycle_score, terminal_score, Score, INFINITY};
use crate::{NoTrace, Position};

/// Returns the depth-`depth` negamax score of `pos` for its player to move; `history` holds the
/// game's earlier positions, for repetitions and the rounds a match began with.
pub fn negamax(pos: &Position, depth: u8, history: &[Position]) -> Score {
    let mut seen = history.to_vec();
    value(pos, depth, &mut seen)
}

/// Returns the depth-`depth` negamax score of each legal move of `pos`, for its player to move.
pub fn move_scores(pos: &Position, depth: u8, history: &[Position]) -> Vec<(u8, Score)> {
    let mut seen = history.to_vec();
    seen.push(*pos);
    pos.legal_moves()
        .iter()
        .map(|pit| {
            let mut child = *pos;
            let _ = child.play(pit, &mut NoTrace);
            let score = node(&child, depth.saturating_sub(1), &mut seen);
            (pit, for_parent(pos, &child, score))
        })
        .collect()
}

/// Scores a position reached by a move: one that reaches the rules' repetition limit is scored
/// as the repetition ending.
fn node(pos: &Position, depth: u8, seen: &mut Vec<Position>) -> Score {
    // A round begun here from the same position as two earlier rounds draws the match.
    if seen.last().is_some_and(|p| p.round() != pos.round()) {
        if let Some(score) = round_cycle_score(pos, seen) {
            return score;
        }
    }
    let earlier = seen.iter().filter(|&p| p == pos).count();
    if !pos.is_over() && earlier + 1 >= pos.rules().repetition_limit() {
        let ended = after_repetition(pos);
        return for_parent(pos, &ended, node(&ended, depth, seen));
    }
    value(pos, depth, seen)
}

fn value(pos: &Position, depth: u8, seen: &mut Vec<Position>) -> Score {
    if pos.is_over() {
        return terminal_score(pos);
    }
    if depth == 0 {
        return evaluate(pos);
    }
    seen.push(*pos);
    let mut best = -INFINITY;
    for pit in pos.legal_moves().iter() {
        let mut child = *pos;
        if child.play(pit, &mut NoTrace).is_ok() {
            best = best.max(for_parent(pos, &child, node(&child, depth - 1, seen)));
        }
    }
    seen.pop();
    if best == -INFINITY {
        evaluate(pos)
    } else {
        best
    }
}
