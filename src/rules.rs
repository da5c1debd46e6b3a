//! The options a game is played with.

use crate::error::SetupError;
use crate::{Player, Variant};

/// How the seeds are placed at the start of a Mangala IV game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Start {
    /// The same number of seeds in every pit.
    #[default]
    Uniform,
    /// Every seed dealt into a random pit by the generator of [`crate::SplitMix64`] with this seed.
    Random(u64),
}

/// A variant together with its options.
///
/// Build one with [`Rules::new`] and struct update syntax; [`Rules::check`] rejects an option that
/// does not belong to the variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The game.
    pub variant: Variant,
    /// The player who moves first (in Ali Guli Mane rounds: who starts the first round).
    pub first_player: Player,
    /// Ali Guli Mane: play a match of rounds with closed pits.
    pub rounds: bool,
    /// Mangala IV: how the seeds are placed at the start.
    pub start: Start,
    /// Mangala IV house rule: any non-empty pit of one's row may be played.
    pub free_choice: bool,
}

impl Rules {
    /// Returns the variant's rules with every option at its default.
    pub const fn new(variant: Variant) -> Rules {
        Rules { variant, first_player: Player::Zero, rounds: false, start: Start::Uniform, free_choice: false }
    }

    /// Checks that every option set belongs to the variant.
    pub fn check(&self) -> Result<(), SetupError> {
        let v = self.variant;
        if self.rounds && v != Variant::AliGuliMane {
            return Err(SetupError::OptionNotForVariant { option: "rounds", variant: v });
        }
        if self.start != Start::Uniform && v != Variant::MangalaIv {
            return Err(SetupError::OptionNotForVariant { option: "start", variant: v });
        }
        if self.free_choice && v != Variant::MangalaIv {
            return Err(SetupError::OptionNotForVariant { option: "freeChoice", variant: v });
        }
        Ok(())
    }

    /// Returns how many times a position may occur before the game (or round) ends as a cycle.
    pub const fn repetition_limit(&self) -> usize {
        match self.variant {
            Variant::MangalaIv if !self.free_choice => 2,
            _ => 3,
        }
    }
}
