//! Mangala IV: the forced leftmost move, relays on 3 or 5+, the chain with opposite pits.

use crate::board::{opposite, row, PITS};
use crate::error::PlayError;
use crate::sowing::{chain, sow, Endless};
use crate::trace::{Dyn, Event, NoTrace, Recorder, Why};
use crate::{PitSet, Position, Reason};

/// Returns the pit to relay from: the last pit sown, when it now holds 3 or 5 and more.
#[inline]
fn relay(pits: &[u8; PITS], last: u8) -> Option<u8> {
    matches!(pits[last as usize], 3 | 5..).then_some(last)
}

/// Returns the mover's leftmost non-empty pit.
#[inline]
fn forced(pos: &Position) -> Option<u8> {
    row(pos.to_move).into_iter().find(|&p| pos.pits[p as usize] > 0)
}

/// Rejects any pit but the forced one, unless the free-choice house rule is on.
pub(crate) fn check_move(pos: &Position, pit: u8) -> Result<(), PlayError> {
    match forced(pos) {
        Some(f) if f != pit && pos.rules.is_forced() => Err(PlayError::Forced { pit, forced: f }),
        _ => Ok(()),
    }
}

/// Keeps the forced pit (or, by the house rule, every candidate) whose sowing is not endless.
pub(crate) fn legal_moves(pos: &Position, candidates: PitSet) -> PitSet {
    let choices = match forced(pos) {
        Some(pit) if pos.rules.is_forced() => PitSet::EMPTY.with(pit).intersect(candidates),
        _ => candidates,
    };
    choices.filter(|pit| sow(&mut { pos.pits }, PitSet::EMPTY, pit, relay, &mut NoTrace).is_ok())
}

/// Sows `pit` with its relays and captures the chain and its opposite pits.
pub(crate) fn play<R: Recorder + ?Sized>(pos: &mut Position, pit: u8, rec: &mut R) -> Result<(), Endless> {
    let last = sow(&mut pos.pits, PitSet::EMPTY, pit, relay, rec)?;
    let mover = pos.to_move;
    if matches!(pos.pits[last as usize], 2 | 4) {
        for &p in chain(&pos.pits, last).pits() {
            let why = if p == last { Why::Last } else { Why::Chain };
            pos.take(p, u8::MAX, mover, why, rec);
            pos.take(opposite(p), u8::MAX, mover, Why::Facing, rec);
        }
    }
    pos.to_move = mover.other();
    Ok(())
}

/// Ends the game on an empty board or when only endless sowings are left; makes a player with
/// no seed pass.
pub(crate) fn settle<R: Recorder + ?Sized>(pos: &mut Position, rec: &mut R) {
    if pos.board_is_empty() {
        return pos.finish(Reason::Empty, rec);
    }
    if pos.row_is_empty(pos.to_move) {
        rec.record(Event::Pass { player: pos.to_move });
        pos.to_move = pos.to_move.other();
    }
    if pos.legal_moves().is_empty() {
        pos.end_cycle(Reason::Cycle, &mut Dyn(rec));
    }
}
