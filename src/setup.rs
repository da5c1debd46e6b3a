//! An unchecked position, as read from a saved game or built by hand.

use crate::board::PITS;
use crate::rules::Start;
use crate::{PitSet, Player, Reason, Rules, SplitMix64};

/// The parts of a position, not yet checked against the rules; see [`crate::Position::from_setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Seeds in each pit, by pit number.
    pub pits: [u8; PITS],
    /// Seeds captured by player 0 and player 1.
    pub piles: [u8; 2],
    /// The player to move.
    pub to_move: Player,
    /// Ali Guli Mane: the player to move is owed an extra sowing.
    pub extra: bool,
    /// Ali Guli Mane rounds: the pits closed in this round.
    pub closed: PitSet,
    /// Ali Guli Mane rounds: the round's number, from 1.
    pub round: u16,
    /// Ali Guli Mane rounds: the player who started this round.
    pub round_starter: Player,
    /// Why the game ended, for a finished game; the piles then tell the winner.
    pub ended: Option<Reason>,
}

impl Setup {
    /// Returns the starting position of a game played with `rules`.
    pub fn initial(rules: &Rules) -> Setup {
        let mut pits = [rules.variant.seeds_per_pit(); PITS];
        if let Start::Random(seed) = rules.start {
            pits = [0; PITS];
            let mut rng = SplitMix64::new(seed);
            for _ in 0..rules.variant.total_seeds() {
                pits[rng.below(PITS as u32) as usize] += 1;
            }
        }
        Setup {
            pits,
            piles: [0, 0],
            to_move: rules.first_player,
            extra: false,
            closed: PitSet::EMPTY,
            round: 1,
            round_starter: rules.first_player,
            ended: None,
        }
    }
}
