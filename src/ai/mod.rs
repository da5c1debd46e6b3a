//! The computer opponent: an evaluation, a plain negamax oracle, the fast search, baseline
//! players and the four levels offered to people.
//!
//! The AI only reads the rules core: it sees a [`Position`], tries moves with
//! [`Position::play`] on copies and never records a trace. Nothing in the core knows about it.
//!
//! # Scores
//! A [`Score`] is always seen from the player to move in the position it belongs to (during an
//! Ali Guli Mane extra sowing that is still the same player). A parent negates a child's score
//! only when the child's player to move is the other player. One seed is worth [`SEED`] points;
//! a finished game scores ±([`WIN`] + the final margin in seeds × [`SEED`]), a draw 0, and a
//! heuristic score always stays strictly between −[`WIN`] and [`WIN`], so `score >= WIN` is a
//! proven win and `score <= -WIN` a proven loss.
//!
//! # Repetitions
//! The search works on positions, but the rules end a game (an Ali Guli Mane round) when a
//! position occurs for the [`crate::Rules::repetition_limit`]-th time: the second in traditional
//! Mangala IV, the third elsewhere. The search counts each position's earlier occurrences on the
//! search path and in the game's history of the current round, and scores the occurrence that
//! reaches the limit as that ending, the way [`Position::end_cycle`] would (the board divided in
//! Al-manqala and Mangala IV, the rows collected in Ali Guli Mane, and with Ali Guli Mane rounds
//! the next round goes on). A score that depends on the path — one that met a repetition, or
//! belongs to a position seen before — is never stored in the transposition table, nor cut by
//! it.
//!
//! A match in rounds also ends when a round begins from the same position for the third time
//! ([`crate::Reason::RoundCycle`]): the search keeps the positions the game's rounds and the
//! path's began at, and scores such a round's beginning as the drawn match.

pub mod baseline;
pub mod endgame;
pub mod eval;
pub mod hint;
pub mod levels;
pub mod lines;
pub mod negamax;
pub mod puzzle;
pub mod search;
mod table;

pub use crate::Level;
pub use search::{Limits, Report, Searcher};

use crate::board::row;
use crate::{NoTrace, Position, Reason};

/// A position's value for its player to move, in points.
pub type Score = i32;

/// Points per seed.
pub const SEED: Score = 16;

/// The score of a won game before its margin is added; heuristic scores stay below it.
pub const WIN: Score = 100_000;

/// A bound above any score.
pub const INFINITY: Score = 1_000_000;

/// The deepest search, in sowings.
pub const MAX_DEPTH: u8 = 120;

/// Tells the search how much of its time is gone; read every 1,024 nodes.
///
/// The core never reads a clock: the native benchmark and the wasm handle bring their own.
pub trait Clock {
    /// Returns the part of the allowed time used so far: 0 at the start, 1 when it is all gone.
    fn used(&mut self) -> f64;
}

/// A clock that never runs: the search is bounded by nodes and depth only.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn used(&mut self) -> f64 {
        0.0
    }
}

impl<F: FnMut() -> f64> Clock for F {
    fn used(&mut self) -> f64 {
        self()
    }
}

/// Seeds on the board at or below which Al-manqala and Mangala IV games are short enough to try
/// proving a forced win.
const PROOF_SEEDS: u32 = 20;

/// Tells whether searching `pos` to the end of every game is likely to pay: always in Ali Guli
/// Mane, whose games are short, and in the other games once few seeds are left.
pub fn worth_proving(pos: &Position) -> bool {
    pos.rules().variant == crate::Variant::AliGuliMane || pos.seeds_on_board() <= PROOF_SEEDS
}

/// Returns the part of a clock's time that proofs may take in `pos` before the search gets the
/// rest: nine tenths in Ali Guli Mane without rounds, whose proofs the piles cut short (see
/// [`search`]) so that they nearly always finish, and a proven outcome is worth more than a
/// deeper estimate; half elsewhere.
pub fn proof_time(pos: &Position) -> f64 {
    let rules = pos.rules();
    if rules.variant == crate::Variant::AliGuliMane && !rules.rounds {
        0.9
    } else {
        0.5
    }
}

/// Returns the score of a finished game for `pos`'s player to move.
#[inline]
pub fn terminal_score(pos: &Position) -> Score {
    let me = pos.to_move().index();
    let piles = pos.piles();
    let margin = (Score::from(piles[me]) - Score::from(piles[1 - me])) * SEED;
    match pos.outcome().and_then(|o| o.winner) {
        None => 0,
        Some(w) if w == pos.to_move() => WIN + margin.max(0),
        Some(_) => -WIN + margin.min(0),
    }
}

/// Returns the positions of `game` before the current one, oldest first: the history the search
/// counts repetitions in (those of the current round) and the positions rounds began at (for the
/// match's round cycle).
pub fn game_history(game: &crate::Game) -> Vec<Position> {
    let mut past = game.clone();
    let mut positions = Vec::new();
    while past.undo() {
        positions.push(*past.position());
    }
    positions.reverse();
    positions
}

/// Returns the value of a round beginning at `pos`, a move (or a round's cycle ending) after
/// `seen`, the game's earlier positions in order (or only those that began rounds): the drawn
/// match's ([`Reason::RoundCycle`]) when the rules end it there, else `None`.
pub fn round_cycle_score(pos: &Position, seen: &[Position]) -> Option<Score> {
    if pos.is_over() || !pos.repeats_round(seen) {
        return None;
    }
    let mut ended = *pos;
    ended.finish(Reason::RoundCycle, &mut NoTrace);
    Some(terminal_score(&ended))
}

/// Returns the position after the repetition ending: the game (or round) ended as a cycle.
pub fn after_repetition(pos: &Position) -> Position {
    let mut ended = *pos;
    ended.end_cycle(Reason::Cycle, &mut NoTrace);
    ended
}

/// Returns the moves of `pos`, each with the position it leads to, in ascending pit order.
///
/// A move is tried on a copy; the ones [`Position::play`] refuses (illegal or endless) are left
/// out, so the moves are exactly [`Position::legal_moves`].
pub fn children(pos: &Position) -> Children {
    let mut found = Children { moves: [(0, *pos); 7], len: 0 };
    if pos.is_over() {
        return found;
    }
    let pits = pos.pits();
    let mut candidates = row(pos.to_move());
    candidates.sort_unstable();
    for pit in candidates {
        if pits[pit as usize] == 0 {
            continue;
        }
        let mut child = *pos;
        if child.play(pit, &mut NoTrace).is_ok() {
            found.moves[found.len] = (pit, child);
            found.len += 1;
        }
    }
    found
}

/// The legal moves of a position with the positions they lead to.
#[derive(Clone, Copy, Debug)]
pub struct Children {
    moves: [(u8, Position); 7],
    len: usize,
}

impl Children {
    /// Returns the moves and the positions they lead to, in ascending pit order.
    #[inline]
    pub fn as_slice(&self) -> &[(u8, Position)] {
        &self.moves[..self.len]
    }

    /// Counts the moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Tells whether there is no move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Returns `child`'s score seen by `parent`'s player to move.
#[inline]
pub fn for_parent(parent: &Position, child: &Position, score: Score) -> Score {
    if child.to_move() == parent.to_move() {
        score
    } else {
        -score
    }
}

/// Counts the seeds the mover takes during one sowing, leaving out the seeds handed out when the
/// game or round ends.
#[derive(Clone, Copy, Debug, Default)]
struct CaptureCounter {
    seeds: u32,
    sown: bool,
}

impl crate::Recorder for CaptureCounter {
    fn record(&mut self, event: crate::Event) {
        if let crate::Event::Capture { seeds, .. } = event {
            if !self.sown {
                self.seeds += u32::from(seeds);
            }
        }
    }

    fn sown(&mut self) {
        self.sown = true;
    }
}

/// Plays `pit` on a copy of `pos` and returns the seeds its sowing captures (not counting the
/// seeds handed out at the end of a game or round) and the position it leads to; `None` for an
/// illegal move.
#[inline]
pub fn sowing_captures(pos: &Position, pit: u8) -> Option<(u32, Position)> {
    let mut child = *pos;
    let mut counter = CaptureCounter::default();
    child.play(pit, &mut counter as &mut dyn crate::Recorder).ok()?;
    Some((counter.seeds, child))
}
