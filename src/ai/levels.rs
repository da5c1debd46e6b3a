//! What each of the four levels a person can choose does: its search limits and its move.
//!
//! These are free functions of the core's [`Level`], which only names the levels: the core
//! knows nothing of the AI.

use super::baseline::{greedy_move, random_move};
use super::search::{Limits, Proof, Searcher};
use super::table::hash;
use super::{proof_time, worth_proving, Clock, MAX_DEPTH, WIN};
use crate::{Level, PitSet, Position, SplitMix64};

/// How often the Beginner misses a capture it could make, in percent.
const BEGINNER_MISSES: u32 = 35;

/// The Master's node budget: about a quarter of a second natively on a desktop, a second in a
/// phone's browser (where the page also stops it after one second).
pub const MASTER_NODES: u64 = 800_000;

/// Returns the search limits of a searching level; `None` for the Beginner.
pub const fn limits(level: Level) -> Option<Limits> {
    match level {
        Level::Beginner => None,
        Level::Intermediate => Some(Limits { depth: 3, nodes: 20_000, time: 1.0 }),
        Level::Strong => Some(Limits { depth: 8, nodes: 60_000, time: 1.0 }),
        Level::Master => Some(Limits { depth: MAX_DEPTH, nodes: MASTER_NODES, time: 1.0 }),
    }
}

/// Returns the thinking time `level` may take per move where a clock runs (the browser), on top
/// of its node budget: a second for the Master, none for the others.
pub const fn time_limit_ms(level: Level) -> Option<f64> {
    match level {
        Level::Master => Some(1_000.0),
        _ => None,
    }
}

/// Chooses `level`'s move for `pos`; `history` holds the game's earlier positions
/// ([`super::game_history`]).
///
/// The same position, history, seed and budget give the same move. Returns `None` for a
/// finished game.
///
/// # Examples
///
/// Al-manqala, player 0 to move, piles 48–40, one seed in each of pits 7, 13 and 0. Pit 7's
/// seed drops into pit 0, which then holds 2: they are taken, and 50 seeds win at once. No line
/// does better: pits are taken when they hold 2 or 4, so of the 3 seeds on the board player 0
/// can take at most 2. Pit 13 takes nothing at once. Every level that searches sees the win:
///
/// ```
/// use mancala_heritage::ai::levels::choose;
/// use mancala_heritage::ai::{NoClock, Searcher};
/// use mancala_heritage::{Level, Player, Position, Rules, Setup, Variant};
///
/// let rules = Rules::new(Variant::AlManqala);
/// let mut pits = [0; 14];
/// (pits[7], pits[13], pits[0]) = (1, 1, 1);
/// let setup = Setup { pits, piles: [48, 40], to_move: Player::Zero, ..Setup::initial(&rules) };
/// let pos = Position::from_setup(rules, setup).unwrap();
///
/// let mut searcher = Searcher::new(12);
/// for level in [Level::Intermediate, Level::Strong, Level::Master] {
///     assert_eq!(choose(level, &pos, &[], 1, &mut searcher, &mut NoClock), Some(7), "{level}");
/// }
/// ```
pub fn choose(
    level: Level,
    pos: &Position,
    history: &[Position],
    seed: u64,
    searcher: &mut Searcher,
    clock: &mut dyn Clock,
) -> Option<u8> {
    unless_forced(pos, |moves| match limits(level) {
        None => {
            let mut rng = SplitMix64::new(seed ^ hash(pos));
            if rng.below(100) < BEGINNER_MISSES {
                random_move(pos, &mut rng)
            } else {
                greedy_move(pos, &mut rng)
            }
        }
        Some(limits) if level == Level::Master => prove_then_search(pos, history, moves, limits, searcher, clock),
        // In a small endgame the proof of the best move comes first, with a budget of its own.
        Some(limits) => proven_best(pos, history, limits, searcher, clock)
            .or_else(|| searcher.search(pos, history, limits, clock).map(|r| r.best)),
    })
}

/// Returns the strongest move of `pos` within `limits` and `clock`. In a small endgame of
/// Al-manqala or Mangala IV half the nodes and time first go to the endgame solver, and
/// the move it proves best is played ([`Searcher::solve_best`]). Where games are short enough
/// (see [`worth_proving`]) half the nodes and part of the time (see [`proof_time`]) first go to
/// proofs: a forced win, once found, is never given away; when no move wins, the moves that hold
/// at least a draw are found and the search chooses among them, so a drawn position is never
/// lost either. The rest of the budget goes to the iterative-deepening search. `None` for a
/// finished game.
///
/// # Examples
///
/// The drawn position of [`Searcher::prove`]'s example: pits 10 and 13 hold the draw, pit 7
/// loses, so the strongest move is never 7.
///
/// ```
/// use mancala_heritage::ai::levels::strongest_move;
/// use mancala_heritage::ai::{Limits, NoClock, Searcher};
/// use mancala_heritage::{Player, Position, Rules, Setup, Variant};
///
/// let rules = Rules::new(Variant::AliGuliMane);
/// let mut pits = [0; 14];
/// (pits[7], pits[10], pits[13]) = (1, 1, 1);
/// let setup = Setup { pits, piles: [32, 35], to_move: Player::Zero, ..Setup::initial(&rules) };
/// let pos = Position::from_setup(rules, setup).unwrap();
///
/// let mut searcher = Searcher::new(12);
/// let pit = strongest_move(&pos, &[], Limits::nodes(100_000), &mut searcher, &mut NoClock);
/// assert!(matches!(pit, Some(10 | 13)), "{pit:?}");
/// ```
pub fn strongest_move(
    pos: &Position,
    history: &[Position],
    limits: Limits,
    searcher: &mut Searcher,
    clock: &mut dyn Clock,
) -> Option<u8> {
    unless_forced(pos, |moves| prove_then_search(pos, history, moves, limits, searcher, clock))
}

/// Returns the only legal move of `pos` without thinking (`None` for a finished game); when
/// there are two or more, what `think` chooses among them.
fn unless_forced(pos: &Position, think: impl FnOnce(PitSet) -> Option<u8>) -> Option<u8> {
    let moves = pos.legal_moves();
    if moves.len() <= 1 {
        moves.first()
    } else {
        think(moves)
    }
}

/// The strongest move among the legal `moves` of `pos` (see [`strongest_move`]).
fn prove_then_search(
    pos: &Position,
    history: &[Position],
    moves: PitSet,
    limits: Limits,
    searcher: &mut Searcher,
    clock: &mut dyn Clock,
) -> Option<u8> {
    // Half the nodes and time to prove the best move in a small endgame; the rest of the nodes to
    // what follows.
    if let Some(pit) = proven_best(pos, history, limits.part(0.5), searcher, clock) {
        return Some(pit);
    }
    let limits = if super::endgame::applies(pos, history) {
        Limits { nodes: limits.nodes.saturating_sub(searcher.nodes()), ..limits }
    } else {
        limits
    };
    if !worth_proving(pos) {
        return searcher.search(pos, history, limits, clock).map(|r| r.best);
    }
    let proofs = Limits { time: limits.time * proof_time(pos), ..limits.part(0.5) };
    let mut among = moves;
    match searcher.prove(pos, history, WIN, proofs, clock) {
        Proof::Found(pit) => return Some(pit),
        Proof::NoMove => {
            let left = Limits { nodes: proofs.nodes.saturating_sub(searcher.nodes()), ..proofs };
            // Drawn: only the moves that keep the draw. Lost: any move, hoping for a mistake.
            if let Some(holding) = searcher.holding(pos, history, 0, left, clock) {
                if !holding.is_empty() {
                    among = holding;
                }
            }
        }
        Proof::Unknown => {}
    }
    // The search has the other half of the nodes and the rest of the time.
    let rest = Limits { nodes: limits.nodes / 2, ..limits };
    searcher.search_among(pos, history, among, rest, clock).map(|r| r.best)
}

/// In a small endgame of Al-manqala or Mangala IV (see [`super::endgame`]), returns the best
/// move, proven within `limits` ([`Searcher::solve_best`]): the biggest win, else a draw, else
/// the smallest loss. When `limits` run out first, the move proven to win by the most seeds so
/// far; `None` when no move is proven to win by then.
fn proven_best(
    pos: &Position,
    history: &[Position],
    limits: Limits,
    searcher: &mut Searcher,
    clock: &mut dyn Clock,
) -> Option<u8> {
    searcher.solve_best(pos, history, limits, clock).map(|b| b.pit)
}
