//! What happened during a move, in order, for the page to animate.

use crate::{PitSet, Player, Reason};

/// One step of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The sowing starts: `seeds` lifted from `pit`.
    Lift {
        /// The pit sown.
        pit: u8,
        /// The seeds lifted.
        seeds: u8,
    },
    /// One seed dropped into `pit`.
    Drop {
        /// The pit the seed falls into.
        pit: u8,
    },
    /// A relay: `seeds` lifted from `pit` to sow on.
    Relay {
        /// The pit lifted.
        pit: u8,
        /// The seeds lifted.
        seeds: u8,
    },
    /// Ali Guli Mane: the empty pit that ended the sowing.
    Saada {
        /// The empty pit.
        pit: u8,
    },
    /// `seeds` taken from `pit` by `player`.
    Capture {
        /// The pit the seeds leave.
        pit: u8,
        /// The seeds taken.
        seeds: u8,
        /// The player whose pile they join.
        player: Player,
    },
    /// Ali Guli Mane: the same player sows again.
    Extra,
    /// `player` has no seed to move and passes.
    Pass {
        /// The player who passes.
        player: Player,
    },
    /// Ali Guli Mane rounds: the last round ended for `reason` and round `number` begins.
    Round {
        /// The new round's number.
        number: u16,
        /// The pits closed in the new round.
        closed: PitSet,
        /// Why the last round ended.
        reason: Reason,
    },
    /// The game is over.
    End {
        /// Why it ended.
        reason: Reason,
    },
}

/// Receives the steps of a move; the search uses [`NoTrace`], the page a [`Trace`].
pub trait Recorder {
    /// Records one step.
    fn record(&mut self, event: Event);

    /// Marks the end of the sowing and its captures: what follows are the passes and endings it
    /// leads to (seeds handed out when the game or round ends among them).
    fn sown(&mut self) {}
}

/// Records nothing, at no cost.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTrace;

impl Recorder for NoTrace {
    #[inline(always)]
    fn record(&mut self, _: Event) {}
}

/// The steps of one move by `player`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// The player who moved.
    pub player: Player,
    /// What happened, in order.
    pub events: Vec<Event>,
}

impl Trace {
    /// Starts an empty trace of a move by `player`.
    pub fn new(player: Player) -> Trace {
        Trace { player, events: Vec::new() }
    }
}

impl Recorder for Trace {
    fn record(&mut self, event: Event) {
        self.events.push(event);
    }
}
