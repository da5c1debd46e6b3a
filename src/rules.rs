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

/// An option a game may be played with, named as the `Game` handle names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameOption {
    /// [`Rules::first_player`].
    FirstPlayer,
    /// [`Rules::rounds`].
    Rounds,
    /// [`Rules::start`]: uniform or random.
    Start,
    /// The seed of [`Start::Random`].
    Seed,
    /// [`Rules::free_choice`].
    FreeChoice,
}

impl GameOption {
    /// Returns the option's name, e.g. `"freeChoice"`.
    pub const fn name(self) -> &'static str {
        match self {
            GameOption::FirstPlayer => "firstPlayer",
            GameOption::Rounds => "rounds",
            GameOption::Start => "start",
            GameOption::Seed => "seed",
            GameOption::FreeChoice => "freeChoice",
        }
    }
}

impl Variant {
    /// Returns the options the variant is played with.
    pub const fn options(self) -> &'static [GameOption] {
        match self {
            Variant::AliGuliMane => &[GameOption::FirstPlayer, GameOption::Rounds],
            Variant::AlManqala => &[GameOption::FirstPlayer],
            Variant::MangalaIv => {
                &[GameOption::FirstPlayer, GameOption::Start, GameOption::Seed, GameOption::FreeChoice]
            }
        }
    }
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
        let set = [
            (GameOption::Rounds, self.rounds),
            (GameOption::Start, self.start != Start::Uniform),
            (GameOption::FreeChoice, self.free_choice),
        ];
        match set.into_iter().find(|&(option, on)| on && !self.variant.options().contains(&option)) {
            Some((option, _)) => Err(SetupError::OptionNotForVariant { option: option.name(), variant: self.variant }),
            None => Ok(()),
        }
    }

    /// Tells whether the rules leave the mover no choice: traditional Mangala IV, without the
    /// free-choice house rule, forces the leftmost non-empty pit.
    pub const fn is_forced(&self) -> bool {
        matches!(self.variant, Variant::MangalaIv) && !self.free_choice
    }

    /// Returns how many times a position may occur before the game (or round) ends as a cycle.
    pub const fn repetition_limit(&self) -> usize {
        if self.is_forced() {
            2
        } else {
            3
        }
    }
}
