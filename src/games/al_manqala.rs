//! Al-manqala: one lap, the backward chain of 2s and 4s, feeding, fifty wins.

use crate::board::{row, ROW};
use crate::error::PlayError;
use crate::sowing::{chain, sow, Endless};
use crate::trace::{Event, Recorder, Why};
use crate::{PitSet, Position, Reason};

/// Seeds in a pile that win the game at once.
const WINNING_PILE: u8 = 50;

/// Tells whether sowing `pit` drops a seed into the opponent's row.
#[inline]
fn feeds(pos: &Position, pit: u8) -> bool {
    let remaining_in_row = ROW - 1 - row(pos.to_move).iter().position(|&p| p == pit).unwrap_or(0);
    pos.pits[pit as usize] as usize > remaining_in_row
}

/// Rejects a move that leaves the opponent's empty row unfed.
pub(crate) fn check_move(pos: &Position, pit: u8) -> Result<(), PlayError> {
    if pos.row_is_empty(pos.to_move.other()) && !feeds(pos, pit) {
        return Err(PlayError::MustFeed(pit));
    }
    Ok(())
}

/// Keeps the candidate pits that feed the opponent when the opponent's row is empty.
pub(crate) fn legal_moves(pos: &Position, candidates: PitSet) -> PitSet {
    if pos.row_is_empty(pos.to_move.other()) {
        candidates.filter(|p| feeds(pos, p))
    } else {
        candidates
    }
}

/// Sows one lap from `pit` and captures the chain.
pub(crate) fn play<R: Recorder + ?Sized>(pos: &mut Position, pit: u8, rec: &mut R) -> Result<(), Endless> {
    let last = sow(&mut pos.pits, PitSet::EMPTY, pit, |_, _| None, rec)?;
    let mover = pos.to_move;
    if matches!(pos.pits[last as usize], 2 | 4) {
        for &p in chain(&pos.pits, last).pits() {
            let why = if p == last { Why::Last } else { Why::Chain };
            pos.take(p, u8::MAX, mover, why, rec);
        }
    }
    pos.to_move = mover.other();
    Ok(())
}

/// Ends the game at fifty, on an empty board or a starved row; makes a player with no seed pass.
pub(crate) fn settle<R: Recorder + ?Sized>(pos: &mut Position, rec: &mut R) {
    if pos.piles.iter().any(|&n| n >= WINNING_PILE) {
        return pos.finish(Reason::Fifty, rec);
    }
    if pos.board_is_empty() {
        return pos.finish(Reason::Empty, rec);
    }
    if pos.row_is_empty(pos.to_move) {
        rec.record(Event::Pass { player: pos.to_move });
        pos.to_move = pos.to_move.other();
    }
    let starved = pos.to_move.other();
    if pos.row_is_empty(starved) && legal_moves(pos, pos.candidates()).is_empty() {
        for pit in 0..14 {
            pos.take(pit, u8::MAX, starved, Why::Starved, rec);
        }
        pos.finish(Reason::Starved, rec);
    }
}
