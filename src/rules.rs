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
/// does not belong to the variant (so does every constructor of a [`Position`](crate::Position)
/// or [`Game`](crate::Game)).
///
/// # Examples
///
/// ```
/// use mancala_heritage::{GameOption, Player, Rules, Start, Variant};
///
/// let rounds = Rules { rounds: true, first_player: Player::One, ..Rules::new(Variant::AliGuliMane) };
/// assert!(rounds.check().is_ok());
/// assert_eq!(Variant::AliGuliMane.options(), [GameOption::FirstPlayer, GameOption::Rounds]);
///
/// let dealt = Rules { start: Start::Random(7), free_choice: true, ..Rules::new(Variant::MangalaIv) };
/// assert!(dealt.check().is_ok());
/// // The free-choice house rule lifts the forced move, and the game then ends as a cycle at a
/// // position's third occurrence instead of its second.
/// assert!(!dealt.is_forced());
/// assert_eq!(dealt.repetition_limit(), 3);
/// assert_eq!(Rules::new(Variant::MangalaIv).repetition_limit(), 2);
/// ```
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
    /// Returns the variant's rules with every option at its default: player 0 first, no
    /// rounds, every pit filled alike, the traditional forced move.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Player, Rules, Start, Variant};
    ///
    /// let rules = Rules::new(Variant::MangalaIv);
    /// assert_eq!((rules.first_player, rules.start, rules.free_choice), (Player::Zero, Start::Uniform, false));
    /// assert!(rules.is_forced());
    /// ```
    pub const fn new(variant: Variant) -> Rules {
        Rules { variant, first_player: Player::Zero, rounds: false, start: Start::Uniform, free_choice: false }
    }

    /// Checks that every option set belongs to the variant.
    ///
    /// # Errors
    ///
    /// [`SetupError::OptionNotForVariant`] naming the first option set (in the order rounds,
    /// start, free choice) that [`Variant::options`] does not list.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Rules, SetupError, Variant};
    ///
    /// let rules = Rules { free_choice: true, ..Rules::new(Variant::AliGuliMane) };
    /// let error = rules.check().unwrap_err();
    /// assert_eq!(error, SetupError::OptionNotForVariant { option: "freeChoice", variant: Variant::AliGuliMane });
    /// assert_eq!(error.to_string(), "option freeChoice does not apply to ali-guli-mane");
    /// ```
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
