//! The errors of building a position and of playing a move.

use core::fmt;

use crate::{Action, Player, Reason, Variant};

/// Writes text between quotes, escaped as Rust's `{:?}` escapes it for every character but the
/// rare non-printing ones outside the control characters (which it leaves as they are), without
/// pulling Rust's Unicode tables into the wasm: `Quoted("a\"b", '"')` writes `"a\"b"`, and a
/// character is quoted with `'`.
pub(crate) struct Quoted<'a>(pub &'a str, pub char);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        let Quoted(text, quote) = *self;
        f.write_char(quote)?;
        for c in text.chars() {
            match c {
                '\0' => f.write_str("\\0")?,
                '\t' => f.write_str("\\t")?,
                '\r' => f.write_str("\\r")?,
                '\n' => f.write_str("\\n")?,
                '\\' => f.write_str("\\\\")?,
                c if c == quote => {
                    f.write_char('\\')?;
                    f.write_char(c)?;
                }
                c if c.is_control() => write!(f, "\\u{{{:x}}}", c as u32)?,
                c => f.write_char(c)?,
            }
        }
        f.write_char(quote)
    }
}

/// Why a setup is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The variant's name is none of the three.
    UnknownVariant(String),
    /// An option was set that the variant does not have.
    OptionNotForVariant {
        /// The option's name.
        option: &'static str,
        /// The game played.
        variant: Variant,
    },
    /// The pits and piles hold more seeds than the game is played with.
    TooManySeeds {
        /// The seeds counted.
        found: u32,
        /// The seeds the game is played with.
        max: u8,
    },
    /// A pit is closed although the game is not played in rounds.
    ClosedWithoutRounds,
    /// A closed pit holds seeds.
    SeedsInClosedPit(u8),
    /// A player's closed pits are not the last ones of their row in sowing order.
    ClosedNotAtRowEnd(Player),
    /// Every pit of a player's row is closed.
    WholeRowClosed(Player),
    /// The round number is 0, or above 1 in a game without rounds.
    BadRound(u32),
    /// An extra sowing is owed in a game other than Ali Guli Mane.
    ExtraWithoutAliGuliMane(Variant),
    /// An extra sowing is owed to a player who has no seed to sow.
    ExtraWithoutSeeds(Player),
    /// The game is said to have ended for a reason that cannot end this variant.
    NotAnEnding {
        /// The ending given.
        reason: Reason,
        /// The game played.
        variant: Variant,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::UnknownVariant(name) => {
                write!(
                    f,
                    "unknown variant {}: expected \"ali-guli-mane\", \"al-manqala\" or \"mangala-iv\"",
                    Quoted(name, '"')
                )
            }
            SetupError::OptionNotForVariant { option, variant } => {
                write!(f, "option {option} does not apply to {variant}")
            }
            SetupError::TooManySeeds { found, max } => {
                write!(f, "pits and piles hold {found} seeds, but the game has only {max}")
            }
            SetupError::ClosedWithoutRounds => f.write_str("closed pits need an Ali Guli Mane game with rounds"),
            SetupError::SeedsInClosedPit(pit) => write!(f, "closed pit {pit} holds seeds"),
            SetupError::ClosedNotAtRowEnd(p) => {
                write!(f, "{p}'s closed pits must be the last pits of the row in sowing order")
            }
            SetupError::WholeRowClosed(p) => write!(f, "every pit of {p}'s row is closed"),
            SetupError::BadRound(n) => {
                write!(f, "round {n} is not possible: rounds count from 1, and only with rounds on")
            }
            SetupError::ExtraWithoutAliGuliMane(v) => {
                write!(f, "an extra sowing is owed only in ali-guli-mane, not in {v}")
            }
            SetupError::ExtraWithoutSeeds(p) => {
                write!(f, "an extra sowing is owed to {p}, who has no seed to sow")
            }
            SetupError::NotAnEnding { reason, variant } => {
                write!(f, "a game of {variant} (with these options) cannot end as \"{reason}\"")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver,
    /// The number is not a pit (pits are 0 to 13).
    NoSuchPit(u32),
    /// The pit belongs to the other player.
    NotYourPit {
        /// The pit chosen.
        pit: u8,
        /// The player to move.
        player: Player,
    },
    /// The pit is closed for this round.
    ClosedPit(u8),
    /// The pit is empty.
    EmptyPit(u8),
    /// Mangala IV: the move is forced to the leftmost non-empty pit.
    Forced {
        /// The pit chosen.
        pit: u8,
        /// The pit that must be played.
        forced: u8,
    },
    /// Al-manqala: the opponent's row is empty and this sowing would not feed it.
    MustFeed(u8),
    /// The sowing would relay more than 1,000 times, so it counts as endless.
    Endless(u8),
    /// Only Al-manqala ends by agreement that the seeds cycle.
    NoAgreement(Variant),
}

impl PlayError {
    /// Lists the kinds of error by name, in the order of the variants.
    pub const KINDS: [&'static str; 9] = [
        "gameOver",
        "noSuchPit",
        "notYourPit",
        "closedPit",
        "emptyPit",
        "forced",
        "mustFeed",
        "endless",
        "noAgreement",
    ];

    /// Returns the name of the error's kind as used by the `Game` handle, e.g. `"mustFeed"`.
    pub const fn kind(&self) -> &'static str {
        let index = match self {
            PlayError::GameOver => 0,
            PlayError::NoSuchPit(_) => 1,
            PlayError::NotYourPit { .. } => 2,
            PlayError::ClosedPit(_) => 3,
            PlayError::EmptyPit(_) => 4,
            PlayError::Forced { .. } => 5,
            PlayError::MustFeed(_) => 6,
            PlayError::Endless(_) => 7,
            PlayError::NoAgreement(_) => 8,
        };
        PlayError::KINDS[index]
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::NoSuchPit(n) => write!(f, "there is no pit {n}: pits are 0 to 13"),
            PlayError::NotYourPit { pit, player } => {
                write!(f, "pit {pit} is not in the row of {player}, who is to move")
            }
            PlayError::ClosedPit(pit) => write!(f, "pit {pit} is closed in this round"),
            PlayError::EmptyPit(pit) => write!(f, "pit {pit} is empty"),
            PlayError::Forced { pit, forced } => {
                write!(f, "pit {pit} may not be played: the move is forced to the leftmost non-empty pit, {forced}")
            }
            PlayError::MustFeed(pit) => {
                write!(f, "pit {pit} may not be played: the opponent's row is empty and this sowing does not reach it")
            }
            PlayError::Endless(pit) => {
                write!(f, "pit {pit} may not be played: its sowing relays more than 1,000 times and counts as endless")
            }
            PlayError::NoAgreement(v) => {
                write!(f, "only al-manqala ends by agreeing that the seeds cycle, not {v}")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a game record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The options do not fit the variant.
    Options(SetupError),
    /// The start position is not a valid position of the game.
    Start(SetupError),
    /// An action cannot be played where the record puts it.
    Action {
        /// The action's index in the record, from 0.
        index: usize,
        /// The action.
        action: Action,
        /// Why it cannot be played.
        error: PlayError,
    },
    /// Seats name Mangala IV's opening ritual in another game.
    RitualNotForVariant(Variant),
    /// Seats name a ritual in a game begun from a position, which has none.
    RitualFromPosition,
    /// Seats say the ritual is still to come, but moves have been played.
    RitualPendingAfterMoves,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Options(e) => write!(f, "options: {e}"),
            RecordError::Start(e) => write!(f, "start position: {e}"),
            RecordError::Action { index, action, error } => write!(f, "action {index} ({action}): {error}"),
            RecordError::RitualNotForVariant(v) => {
                write!(f, "seats: only mangala-iv opens with the ritual, not {v}")
            }
            RecordError::RitualFromPosition => f.write_str("seats: a game begun from a position has no ritual"),
            RecordError::RitualPendingAfterMoves => {
                f.write_str("seats: the ritual can't still be pending once moves have been played")
            }
        }
    }
}

impl std::error::Error for RecordError {}
