//! Puzzles: positions in which exactly one sowing reaches a goal, with the proof behind it.
//!
//! A puzzle is a position, a goal and a line: the solver's sowing, the opponent's best reply,
//! the solver's next sowing, and so on, ending on a sowing of the solver's. At every solver
//! sowing of the line, that sowing is the only one that keeps the goal:
//!
//! - [`Goal::Win`]: the position is a proven forced win, and every other sowing is proven to
//!   draw or lose;
//! - [`Goal::Draw`]: every sowing but one is proven to lose, and that one is proven to hold
//!   the draw;
//! - [`Goal::Seeds`]: over the line's horizon (until the solver has made the line's sowings),
//!   searched exhaustively against the opponent's best replies, the solution nets the most
//!   seeds — the solver's captures minus the opponent's — and every other first sowing nets at
//!   least [`margin`] seeds fewer. See [`net`].
//!
//! Win and draw proofs come from the search's proofs (see [`prove`], the one place that calls
//! the search), which follow every line to the end of the game. A puzzle always starts afresh,
//! as `Game.fromState` builds it: its position is the first occurrence for the repetition rule,
//! and the line's positions are the history of the ones after it. In Ali Guli Mane an extra
//! sowing is a sowing of its own in the line (docs/rules.md#ali-guli-mane-extra-sowing).
//!
//! Nothing in the rules core knows about puzzles.

pub mod generate;
pub mod net;
pub mod prove;
pub mod themes;

pub use themes::Theme;

use crate::{NoTrace, Player, Position, Variant};

/// The most solver sowings in a line.
pub const MAX_SOWINGS: usize = 5;

/// What the solver must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win by force.
    Win,
    /// Hold the draw in a position where every other sowing loses.
    Draw,
    /// Net at least this many seeds over the line, against the best defence.
    Seeds(i32),
}

impl Goal {
    /// Returns the goal's name in the puzzle files: `"win"`, `"draw"` or `"seeds"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Draw => "draw",
            Goal::Seeds(_) => "seeds",
        }
    }
}

/// How many seeds more than every other first sowing the solution of a [`Goal::Seeds`] puzzle
/// must net, per game: a clear answer, never less than 2. Al-manqala and Ali Guli Mane captures
/// come a pit or two at a time; a Mangala IV capture takes the facing pits too, so its margin is
/// larger.
pub const fn margin(variant: Variant) -> i32 {
    match variant {
        Variant::AliGuliMane => 4,
        Variant::AlManqala => 4,
        Variant::MangalaIv => 6,
    }
}

/// A position with one way to its goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position the solver starts from; its player to move is the solver.
    pub position: Position,
    /// The goal.
    pub goal: Goal,
    /// The solution's sowings as pits: the solver's first, the opponent's replies between, the
    /// solver's last.
    pub line: Vec<u8>,
    /// The search's nodes that went into proving the first sowing the only one.
    pub nodes: u64,
}

impl Puzzle {
    /// Returns the player who solves it.
    pub fn solver(&self) -> Player {
        self.position.to_move()
    }

    /// Counts the solver's sowings in the line.
    pub fn sowings(&self) -> usize {
        positions(&self.position, &self.line)
            .iter()
            .zip(&self.line)
            .filter(|(p, _)| p.to_move() == self.solver())
            .count()
    }

    /// Returns the themes of the solution (see [`themes::themes`]).
    pub fn themes(&self) -> Vec<Theme> {
        themes::themes(&self.position, &self.line)
    }

    /// Returns a difficulty rating: from 600 for a one-sowing puzzle the search settles at
    /// once, up with every sowing of the line, the work the proof took, the legal sowings to
    /// choose from and the goal (holding a draw is harder to see than a win). Rounded to 10.
    pub fn rating(&self) -> u32 {
        let sowings = self.sowings() as f64;
        let work = (self.nodes.max(1) as f64).log2();
        let choices = self.position.legal_moves().len() as f64;
        let goal = match self.goal {
            Goal::Win => 100.0,
            Goal::Draw => 200.0,
            Goal::Seeds(_) => 0.0,
        };
        let rating = 600.0 + 220.0 * (sowings - 1.0) + 30.0 * work + 40.0 * (choices - 2.0) + goal;
        ((rating.clamp(500.0, 2800.0) / 10.0).round() * 10.0) as u32
    }
}

/// Returns the positions of a line: `start`, then the position before each later sowing
/// (the last position, after the line's end, is left out). Stops at an illegal sowing.
pub fn positions(start: &Position, line: &[u8]) -> Vec<Position> {
    let mut pos = *start;
    let mut found = Vec::with_capacity(line.len());
    for &pit in line {
        found.push(pos);
        if pos.play(pit, &mut NoTrace).is_err() {
            break;
        }
    }
    found
}

/// Cuts a puzzle from `pos`, or returns `None`: a win, else a draw, else a seeds puzzle; win
/// and draw only where [`crate::ai::worth_proving`] (proofs within `nodes` nodes per step),
/// seeds only where the result is not [`decided`].
/// A seeds line has up to `seeds_sowings` solver sowings (each adds two plies to the search);
/// no proof is tried with `nodes` 0, no seeds puzzle with `seeds_sowings` 0.
pub fn find(pos: &Position, searcher: &mut crate::ai::Searcher, nodes: u64, seeds_sowings: usize) -> Option<Puzzle> {
    if pos.is_over() || pos.legal_moves().len() < 2 {
        return None;
    }
    if nodes > 0 && crate::ai::worth_proving(pos) {
        if let Some(puzzle) = prove::find(pos, searcher, nodes) {
            return Some(puzzle);
        }
    }
    if decided(pos) {
        return None;
    }
    net::find(pos, seeds_sowings)
}

/// Tells whether a pile holds more than half the game's seeds, which settles the result: seeds
/// won then change nothing, so no seeds puzzle is cut.
pub fn decided(pos: &Position) -> bool {
    let total = u32::from(pos.rules().variant.total_seeds());
    pos.piles().iter().any(|&pile| 2 * u32::from(pile) > total)
}
