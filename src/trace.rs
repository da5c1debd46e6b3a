//! What happened during a move, in order, for the page to animate.

use crate::{PitSet, Player, Reason};

/// Why seeds were captured: the rule that took them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Why {
    /// Ali Guli Mane: the pit after the empty pit (the saada) that ended the sowing.
    Saada,
    /// The pit facing a captured pit: the saada's capture in Ali Guli Mane, a chain's pits in
    /// Mangala IV.
    Facing,
    /// The last seed sown made the pit 2 or 4.
    Last,
    /// A pit before the last one sown, in the unbroken run holding 2 or 4.
    Chain,
    /// The round or game ended: each player collects their own row.
    Row,
    /// Al-manqala: no move could feed the opponent's empty row, so the opponent took the board.
    Starved,
    /// The board divided equally at a cycle or an agreement.
    Division,
}

impl Why {
    /// Lists every reason for a capture.
    pub const ALL: [Why; 7] = [Why::Saada, Why::Facing, Why::Last, Why::Chain, Why::Row, Why::Starved, Why::Division];

    /// Returns the name the `Game` handle gives it, e.g. `"chain"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Why::Saada => "saada",
            Why::Facing => "facing",
            Why::Last => "last",
            Why::Chain => "chain",
            Why::Row => "row",
            Why::Starved => "starved",
            Why::Division => "division",
        }
    }
}

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
    /// `seeds` taken from `pit` by `player`, by the rule `why`.
    Capture {
        /// The pit the seeds leave.
        pit: u8,
        /// The seeds taken.
        seeds: u8,
        /// The player whose pile they join.
        player: Player,
        /// The rule that took them.
        why: Why,
    },
    /// Ali Guli Mane: the same player sows again.
    Extra,
    /// `player` has no seed to move and passes.
    Pass {
        /// The player who passes.
        player: Player,
    },
    /// Ali Guli Mane rounds: the last round ended for `reason` with the piles `captured`, and
    /// round `number` begins.
    Round {
        /// The new round's number.
        number: u16,
        /// The pits closed in the new round.
        closed: PitSet,
        /// Why the last round ended.
        reason: Reason,
        /// The piles of player 0 and player 1 when the last round ended, before the refill.
        captured: [u8; 2],
    },
    /// The game is over.
    End {
        /// Why it ended.
        reason: Reason,
    },
}

impl Event {
    /// Lists the kinds of event by the names the `Game` handle gives them (its `type`), in the
    /// order of the variants.
    pub const KINDS: [&'static str; 9] = ["lift", "drop", "relay", "saada", "capture", "extra", "pass", "round", "end"];

    /// Returns the index of the event's kind in [`Event::KINDS`].
    pub const fn kind_index(&self) -> usize {
        match self {
            Event::Lift { .. } => 0,
            Event::Drop { .. } => 1,
            Event::Relay { .. } => 2,
            Event::Saada { .. } => 3,
            Event::Capture { .. } => 4,
            Event::Extra => 5,
            Event::Pass { .. } => 6,
            Event::Round { .. } => 7,
            Event::End { .. } => 8,
        }
    }

    /// Returns the name of the event's kind, e.g. `"relay"`.
    pub const fn kind(&self) -> &'static str {
        Event::KINDS[self.kind_index()]
    }
}

/// Receives the steps of a move; the search uses [`NoTrace`], the page a [`Trace`].
///
/// # Examples
///
/// A recorder that counts the seeds dropped and notes the relays. From Mangala IV's start,
/// South's forced first move lifts pit 13's 7 seeds; the hands end in pits 0, 12, 3 and 8,
/// which then hold 8, 9, 9 and 10 seeds: relays (docs/rules.md, "Mangala IV: sowing and
/// relay"). The fifth hand, of 10, ends in pit 12, which then holds 2: it is captured with
/// pit 5 facing it, 12 seeds in all. 7 + 8 + 9 + 9 + 10 = 43 seeds dropped.
///
/// ```
/// use mancala_heritage::{Event, Position, Recorder, Rules, Variant};
///
/// #[derive(Default)]
/// struct Drops(u32, Vec<u8>);
///
/// impl Recorder for Drops {
///     fn record(&mut self, event: Event) {
///         match event {
///             Event::Drop { .. } => self.0 += 1,
///             Event::Relay { pit, .. } => self.1.push(pit),
///             _ => {}
///         }
///     }
/// }
///
/// let mut position = Position::new(Rules::new(Variant::MangalaIv))?;
/// let mut drops = Drops::default();
/// position.play(13, &mut drops)?;
/// assert_eq!(drops.0, 43);
/// assert_eq!(drops.1, [0, 12, 3, 8]);
/// assert_eq!(position.piles(), [12, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Recorder {
    /// Records one step.
    fn record(&mut self, event: Event);

    /// Marks the end of the sowing and its captures: what follows are the passes and endings it
    /// leads to (seeds handed out when the game or round ends among them).
    fn sown(&mut self) {}
}

/// Any recorder as a `dyn Recorder` (a generic `R: ?Sized` does not coerce to one).
pub(crate) struct Dyn<'a, R: Recorder + ?Sized>(pub(crate) &'a mut R);

impl<R: Recorder + ?Sized> Recorder for Dyn<'_, R> {
    fn record(&mut self, event: Event) {
        self.0.record(event);
    }

    fn sown(&mut self) {
        self.0.sown();
    }
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
