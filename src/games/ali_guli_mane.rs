//! Ali Guli Mane: relays on the next pit, the saada capture, the extra sowing, rounds.

use crate::board::{opposite, row, PITS};
use crate::sowing::{sow, step, Endless};
use crate::trace::{Dyn, Event, NoTrace, Recorder, Why};
use crate::{PitSet, Player, Position, Reason};

/// Seeds that fill one pit at the start of a round.
const FILL: u8 = 5;

/// Returns the pit to relay from: the pit after the last one sown, if it holds seeds.
#[inline]
fn relay(pits: &[u8; PITS], closed: PitSet, last: u8) -> Option<u8> {
    let q = step(last, closed);
    (pits[q as usize] > 0).then_some(q)
}

/// Tells whether sowing `pit` ends within the relay cap.
pub(crate) fn sows_finitely(pos: &Position, pit: u8) -> bool {
    let mut pits = pos.pits;
    let closed = pos.closed;
    sow(&mut pits, closed, pit, |pits, last| relay(pits, closed, last), &mut NoTrace).is_ok()
}

/// Sows `pit`, captures at the saada, and grants or ends the extra sowing.
pub(crate) fn play<R: Recorder + ?Sized>(pos: &mut Position, pit: u8, rec: &mut R) -> Result<(), Endless> {
    let closed = pos.closed;
    let last = sow(&mut pos.pits, closed, pit, |pits, last| relay(pits, closed, last), rec)?;
    let saada = step(last, closed);
    rec.record(Event::Saada { pit: saada });
    let mover = pos.to_move;
    let target = step(saada, closed);
    let captured = pos.take(target, u8::MAX, mover, Why::Saada, rec)
        + pos.take(opposite(target), u8::MAX, mover, Why::Facing, rec);
    if !pos.extra && captured > 0 && !pos.row_is_empty(mover) {
        pos.extra = true;
        rec.record(Event::Extra);
    } else {
        pos.extra = false;
        pos.to_move = mover.other();
    }
    Ok(())
}

/// Ends the round when the player to move has no seed, or only endless sowings.
///
/// The round that follows always offers a sowing that ends (every way of filling the pits is
/// checked in `tests/ali_guli_mane.rs`), so one round end is all a move can lead to.
pub(crate) fn settle<R: Recorder + ?Sized>(pos: &mut Position, rec: &mut R) {
    let reason = if pos.row_is_empty(pos.to_move) {
        Reason::Stuck
    } else if pos.legal_moves().is_empty() {
        Reason::Cycle
    } else {
        return;
    };
    end_round(pos, reason, &mut Dyn(rec));
}

/// Ends the round: each player adds their row to their pile; then the game ends, or, with
/// rounds, the next round begins or the match ends.
pub(crate) fn end_round(pos: &mut Position, reason: Reason, rec: &mut dyn Recorder) {
    for player in [Player::Zero, Player::One] {
        for pit in row(player) {
            pos.take(pit, u8::MAX, player, Why::Row, rec);
        }
    }
    if !pos.rules.rounds {
        pos.finish(reason, rec);
        return;
    }
    let captured = pos.piles;
    let fills = [Player::Zero, Player::One].map(|p| (pos.piles[p.index()] / FILL).min(7) as usize);
    // A player who cannot fill a pit holds fewer than 5 seeds, the other at least 5: the
    // larger pile wins the match.
    match fills {
        [0, _] | [_, 0] => pos.finish(Reason::Match, rec),
        _ => {
            let mut closed = PitSet::EMPTY;
            for player in [Player::Zero, Player::One] {
                for (i, pit) in row(player).into_iter().enumerate() {
                    if i < fills[player.index()] {
                        pos.pits[pit as usize] = FILL;
                        pos.piles[player.index()] -= FILL;
                    } else {
                        closed = closed.with(pit);
                    }
                }
            }
            pos.closed = closed;
            pos.extra = false;
            pos.round = pos.round.saturating_add(1);
            pos.round_starter = pos.round_starter.other();
            pos.to_move = pos.round_starter;
            rec.record(Event::Round { number: pos.round, closed, reason, captured });
        }
    }
}
