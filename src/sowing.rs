//! The one sowing machine shared by the three games: laps, relays and the endless-sowing cap.

use crate::board::{next, prev, PITS};
use crate::trace::{Event, Recorder};
use crate::PitSet;

/// Counts the relays a sowing may make; one that needs more is endless.
pub const MAX_RELAYS: u32 = 1_000;

/// Marks a sowing that would relay more than [`MAX_RELAYS`] times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Endless;

/// Returns the open pit after `pit` in sowing order, skipping closed pits.
#[inline]
pub fn step(pit: u8, closed: PitSet) -> u8 {
    let mut p = next(pit);
    while closed.contains(p) {
        p = next(p);
    }
    p
}

/// Sows the seeds of `start` and relays while `relay` names a pit to lift; returns the last pit.
///
/// `relay` sees the pits after the last seed of a hand has dropped into `last`. On `Err` the
/// pits hold a partial sowing: callers sow on a copy.
#[inline]
pub fn sow<R: Recorder + ?Sized>(
    pits: &mut [u8; PITS],
    closed: PitSet,
    start: u8,
    relay: impl Fn(&[u8; PITS], u8) -> Option<u8>,
    rec: &mut R,
) -> Result<u8, Endless> {
    let mut hand = pits[start as usize];
    pits[start as usize] = 0;
    rec.record(Event::Lift { pit: start, seeds: hand });
    let mut pit = start;
    let mut relays = 0;
    loop {
        while hand > 0 {
            pit = step(pit, closed);
            pits[pit as usize] += 1;
            hand -= 1;
            rec.record(Event::Drop { pit });
        }
        match relay(pits, pit) {
            None => return Ok(pit),
            Some(_) if relays == MAX_RELAYS => return Err(Endless),
            Some(lift) => {
                relays += 1;
                hand = pits[lift as usize];
                pits[lift as usize] = 0;
                rec.record(Event::Relay { pit: lift, seeds: hand });
                pit = lift;
            }
        }
    }
}

/// Returns the capture chain ending at `last`: `last` and the unbroken run of pits before it
/// holding exactly 2 or 4, read before anything is taken, never reaching `last` again.
#[inline]
pub fn chain(pits: &[u8; PITS], last: u8) -> Chain {
    let mut found = Chain { pits: [last; PITS], len: 1 };
    let mut pit = prev(last);
    while pit != last && matches!(pits[pit as usize], 2 | 4) {
        found.pits[found.len] = pit;
        found.len += 1;
        pit = prev(pit);
    }
    found
}

/// The pits of a capture chain, from the last pit sown backwards.
#[derive(Clone, Copy, Debug)]
pub struct Chain {
    pits: [u8; PITS],
    len: usize,
}

impl Chain {
    /// Returns the chain's pits, from the last pit sown backwards.
    #[inline]
    pub fn pits(&self) -> &[u8] {
        &self.pits[..self.len]
    }
}
