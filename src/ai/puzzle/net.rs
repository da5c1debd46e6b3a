//! Seeds puzzles: an exhaustive search of the seeds each side wins over a short horizon.
//!
//! The horizon is `k` solver sowings: the search follows every line until the solver has sown
//! `k` times (the opponent's replies, and any extra sowing or pass, in between) and the
//! opponent has replied to the last of them, or the game ends. The line of the puzzle ends on
//! the solver's `k`-th sowing, but the reply to it counts: a capture taken straight back is no
//! solution. A line's value is the solver's seeds gained minus the opponent's, read from the piles
//! (so seeds handed out when the game ends count too); the solver takes the most, the opponent
//! the least. No estimate is involved: every sowing of every line is played.

use super::{margin, Goal, Puzzle, MAX_SOWINGS};
use crate::ai::children;
use crate::{Player, Position};

/// The most sowings, of both sides, one line of the horizon may hold: the opponent may sow
/// several times in a row while the solver passes.
fn max_plies(k: usize) -> usize {
    4 * k + 2
}

/// Returns what `child` gained for `solver` over `parent`: their pile's growth minus the
/// opponent's.
fn gain(parent: &Position, child: &Position, solver: Player) -> i32 {
    let (me, them) = (solver.index(), solver.other().index());
    let grew = |p: usize| i32::from(child.piles()[p]) - i32::from(parent.piles()[p]);
    grew(me) - grew(them)
}

/// Returns the value of `pos` for `solver` with `k` solver sowings left (see the module's
/// documentation), by alpha-beta within (`alpha`, `beta`); `plies` bounds the line's length.
fn value(pos: &Position, solver: Player, k: usize, plies: usize, window: (i32, i32), nodes: &mut u64) -> i32 {
    let (mut alpha, mut beta) = window;
    *nodes += 1;
    let mine = pos.to_move() == solver;
    if (mine && k == 0) || plies == 0 || pos.is_over() {
        return 0;
    }
    let left = if mine { k - 1 } else { k };
    let mut best = if mine { i32::MIN } else { i32::MAX };
    for (_, child) in children(pos).as_slice() {
        let g = gain(pos, child, solver);
        let v = g + value(child, solver, left, plies - 1, (alpha - g, beta - g), nodes);
        if mine {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    if best == i32::MIN || best == i32::MAX {
        // No legal sowing (every one endless): nothing more is won.
        0
    } else {
        best
    }
}

/// Returns the exact value of `pos` for `solver` with `k` solver sowings left.
pub fn net(pos: &Position, solver: Player, k: usize) -> i32 {
    value(pos, solver, k, max_plies(k), FULL, &mut 0)
}

/// Every value.
const FULL: (i32, i32) = (i32::MIN / 2, i32::MAX / 2);

/// Returns the exact value, over `k` solver sowings, of each sowing of `pos` (whose player to
/// move is the solver), in ascending pit order; `nodes` counts the positions searched.
pub fn move_values(pos: &Position, k: usize, nodes: &mut u64) -> Vec<(u8, i32)> {
    let solver = pos.to_move();
    children(pos)
        .as_slice()
        .iter()
        .map(|(pit, child)| {
            let g = gain(pos, child, solver);
            (*pit, g + value(child, solver, k - 1, max_plies(k) - 1, FULL, nodes))
        })
        .collect()
}

/// Returns the one sowing of `pos` whose value over `k` solver sowings reaches `need`, the
/// others all falling short; `None` otherwise.
pub fn only_move(pos: &Position, k: usize, need: i32) -> Option<u8> {
    let values = move_values(pos, k, &mut 0);
    let mut reaching = values.iter().filter(|&&(_, v)| v >= need);
    let (pit, _) = reaching.next()?;
    reaching.next().is_none().then_some(*pit)
}

/// Returns the opponent's best reply in `pos` against `solver` with `k` solver sowings left:
/// the sowing leaving the solver the least, the lowest pit among equals.
pub fn best_reply(pos: &Position, solver: Player, k: usize) -> Option<u8> {
    let mut best: Option<(u8, i32)> = None;
    for (pit, child) in children(pos).as_slice() {
        let v = gain(pos, child, solver) + net(child, solver, k);
        if best.is_none_or(|(_, b)| v < b) {
            best = Some((*pit, v));
        }
    }
    best.map(|(pit, _)| pit)
}

/// Checks a seeds puzzle of `k` solver sowings from `pos`: the best first sowing nets at
/// least [`margin`] seeds (and never less than 2), and every other nets at least the margin
/// fewer. Returns the solution's first sowing and its value; `nodes` counts the positions
/// searched.
pub fn first_move(pos: &Position, k: usize, nodes: &mut u64) -> Option<(u8, i32)> {
    let n = margin(pos.rules().variant).max(2);
    let values = move_values(pos, k, nodes);
    let &(pit, best) = values.iter().max_by_key(|&&(pit, v)| (v, core::cmp::Reverse(pit)))?;
    let second = values.iter().filter(|&&(p, _)| p != pit).map(|&(_, v)| v).max()?;
    (best >= n && best - second >= n).then_some((pit, best))
}

/// Follows the line of a seeds puzzle of `k` solver sowings whose first sowing is `first`
/// and value `target`: the opponent's best replies and the solver's only sowings reaching
/// what is still needed. `None` when a solver sowing of the line is not the only one, a
/// position comes back, or the game ends before the solver's `k`-th sowing.
pub fn line(pos: &Position, first: u8, target: i32, k: usize) -> Option<Vec<u8>> {
    let solver = pos.to_move();
    let mut seen = vec![*pos];
    let mut current = *pos;
    let mut line = vec![first];
    let mut need = target;
    let mut left = k;
    loop {
        let before = current;
        current.play(*line.last()?, &mut crate::NoTrace).ok()?;
        need -= gain(&before, &current, solver);
        if before.to_move() == solver {
            left -= 1;
        }
        if left == 0 {
            return Some(line);
        }
        if current.is_over() {
            // The line would end before its horizon: it is found with the shorter one.
            return None;
        }
        if seen.contains(&current) {
            return None;
        }
        seen.push(current);
        let pit = if current.to_move() == solver {
            only_move(&current, left, need)?
        } else {
            best_reply(&current, solver, left)?
        };
        line.push(pit);
    }
}

/// Cuts the seeds puzzle of `pos` with the longest line, up to `sowings` solver sowings (at most
/// [`MAX_SOWINGS`]), or returns `None`.
pub fn find(pos: &Position, sowings: usize) -> Option<Puzzle> {
    for k in (1..=sowings.min(MAX_SOWINGS)).rev() {
        let mut nodes = 0;
        let Some((first, target)) = first_move(pos, k, &mut nodes) else { continue };
        if let Some(line) = line(pos, first, target, k) {
            return Some(Puzzle { position: *pos, goal: Goal::Seeds(target), line, nodes });
        }
    }
    None
}
