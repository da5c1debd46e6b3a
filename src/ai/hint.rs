//! What the hint button tells a player about each move.

use super::search::{Analysis, Limits, Searcher, Verdict};
use super::{children, sowing_captures, worth_proving, Clock, Score, SEED, WIN};
use crate::Position;

/// The thinking time of an analysis when none is given, in milliseconds.
pub const DEFAULT_TIME_MS: f64 = 1_000.0;

/// One legal move, as the hint describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveHint {
    /// The pit played.
    pub pit: u8,
    /// The search's score for the player to move.
    pub score: Score,
    /// The score is exact: the game's true value after this move.
    pub solved: bool,
    /// What the move leads to with best play, when proven.
    pub verdict: Option<Verdict>,
    /// Seeds this sowing captures at once.
    pub captures: u32,
    /// The sowing earns an Ali Guli Mane extra sowing.
    pub extra: bool,
    /// When the opponent moves next: how many of their replies leave the mover no capture.
    pub safe_replies: Option<u8>,
    /// The move the analysis recommends.
    pub best: bool,
}

impl MoveHint {
    /// Makes the score agree with a proven verdict that the search's estimate fell short of: a
    /// proven win is worth at least one seed, a proven loss at most minus one, a proven draw
    /// nothing.
    fn agree(&mut self) {
        match self.verdict {
            Some(Verdict::Win) if self.score < WIN => self.score = WIN + SEED,
            Some(Verdict::Loss) if self.score > -WIN => self.score = -WIN - SEED,
            Some(Verdict::Draw) => (self.score, self.solved) = (0, true),
            _ => {}
        }
    }

    /// Returns what the move is worth to the mover in seeds: the final margin of the piles when
    /// the score is a proven ending, else the search's estimate rounded to hundredths.
    pub fn value(&self) -> f64 {
        if self.score >= WIN {
            f64::from(self.score - WIN) / f64::from(SEED)
        } else if self.score <= -WIN {
            f64::from(self.score + WIN) / f64::from(SEED)
        } else {
            (f64::from(self.score) / f64::from(SEED) * 100.0).round() / 100.0
        }
    }
}

/// Analyzes every legal move of `pos` within `limits` and `clock` (see
/// [`Searcher::analyze`]) and describes it for a hint. Returns `None` for a finished game.
pub fn hints(
    pos: &Position,
    history: &[Position],
    limits: Limits,
    clock: &mut dyn Clock,
    searcher: &mut Searcher,
) -> Option<Hints> {
    // In a small endgame, the moves proven to win and by how much (see super::endgame).
    let wins = searcher.solve_wins(pos, history, limits.part(0.25), clock);
    let analysis: Analysis = searcher.analyze(pos, history, worth_proving(pos), limits, clock)?;
    let blank = MoveHint {
        pit: 0,
        score: 0,
        solved: false,
        verdict: None,
        captures: 0,
        extra: false,
        safe_replies: None,
        best: false,
    };
    let mut found = Hints { moves: [blank; 7], len: 0, depth: analysis.depth, nodes: analysis.nodes };
    for (slot, m) in found.moves.iter_mut().zip(analysis.moves()) {
        let (captures, child) = sowing_captures(pos, m.pit).unwrap_or((0, *pos));
        let extra = child.extra_sowing() && !pos.extra_sowing();
        let safe_replies = (!child.is_over() && child.to_move() != pos.to_move()).then(|| safe_replies(pos, &child));
        *slot = MoveHint {
            pit: m.pit,
            score: m.score,
            solved: m.solved,
            verdict: m.verdict,
            captures,
            extra,
            safe_replies,
            best: false,
        };
    }
    found.len = analysis.moves().len();
    for hint in found.moves[..found.len].iter_mut() {
        if let Some(won) = wins.as_ref().and_then(|w| w.moves().iter().find(|w| w.pit == hint.pit)) {
            if !hint.solved || won.exact {
                (hint.score, hint.solved) = (won.score, won.exact);
            }
            hint.verdict = Some(Verdict::Win);
        }
        hint.agree();
    }
    let rank = |h: &MoveHint| {
        let verdict = match h.verdict {
            Some(Verdict::Win) => 2,
            Some(Verdict::Loss) => 0,
            _ => 1,
        };
        (verdict, h.score)
    };
    if let Some(best) = found.moves[..found.len].iter_mut().max_by_key(|h| rank(h)) {
        best.best = true;
    }
    Some(found)
}

/// Counts the opponent's replies in `child` after which `pos`'s mover has no capturing move.
fn safe_replies(pos: &Position, child: &Position) -> u8 {
    let me = pos.to_move();
    let mut safe = 0;
    for (_, reply) in children(child).as_slice() {
        let threatened = !reply.is_over()
            && reply.to_move() == me
            && children(reply)
                .as_slice()
                .iter()
                .any(|&(pit, _)| sowing_captures(reply, pit).is_some_and(|(seeds, _)| seeds > 0));
        if !threatened {
            safe += 1;
        }
    }
    safe
}

/// Every legal move of a position, described for a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hints {
    moves: [MoveHint; 7],
    len: usize,
    /// The deepest iteration completed.
    pub depth: u8,
    /// The nodes visited.
    pub nodes: u64,
}

impl Hints {
    /// Returns the moves, in ascending pit order.
    pub fn moves(&self) -> &[MoveHint] {
        &self.moves[..self.len]
    }
}
