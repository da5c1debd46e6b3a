//! The three games.

use core::fmt;
use core::str::FromStr;

use crate::error::SetupError;
use crate::Reason;

/// One of the three games.
///
/// Its name, as the `Game` handle and the game file write it, reads back with [`str::parse`].
///
/// # Examples
///
/// ```
/// use mancala_heritage::{SetupError, Variant};
///
/// let variant: Variant = "al-manqala".parse()?;
/// assert_eq!(variant, Variant::AlManqala);
/// assert_eq!(variant.to_string(), "al-manqala");
/// assert_eq!((variant.seeds_per_pit(), variant.total_seeds()), (7, 98));
/// assert_eq!(Variant::AliGuliMane.total_seeds(), 70);
///
/// // Names are exact: lowercase, with hyphens.
/// assert_eq!("Al-Manqala".parse::<Variant>(), Err(SetupError::UnknownVariant("Al-Manqala".into())));
/// # Ok::<(), SetupError>(())
/// ```
///
/// # Errors
///
/// Parsing fails with [`SetupError::UnknownVariant`] for any name but the three of
/// [`Variant::as_str`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Ali Guli Mane, South India: relay sowing, the saada capture, the extra sowing.
    AliGuliMane,
    /// Al-manqala, Galilee: one lap, backward captures of 2 and 4, feeding.
    AlManqala,
    /// Mangala IV, Gaziantep: a forced move, relays on 3 or 5+, captures with opposites.
    MangalaIv,
}

impl Variant {
    /// Lists every variant.
    pub const ALL: [Variant; 3] = [Variant::AliGuliMane, Variant::AlManqala, Variant::MangalaIv];

    /// Returns the variant's name as used by the `Game` handle, e.g. `"al-manqala"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Variant::AliGuliMane => "ali-guli-mane",
            Variant::AlManqala => "al-manqala",
            Variant::MangalaIv => "mangala-iv",
        }
    }

    /// Returns how many seeds each pit holds at the start.
    pub const fn seeds_per_pit(self) -> u8 {
        match self {
            Variant::AliGuliMane => 5,
            Variant::AlManqala | Variant::MangalaIv => 7,
        }
    }

    /// Returns how many seeds the game is played with.
    pub const fn total_seeds(self) -> u8 {
        self.seeds_per_pit() * 14
    }

    /// Tells whether a game opens with the odd-or-even ritual that seats the players (Mangala IV;
    /// see [`crate::Ritual::chooser`]).
    pub const fn has_ritual(self) -> bool {
        matches!(self, Variant::MangalaIv)
    }
}

impl Variant {
    /// Tells whether a game of this variant (with or without rounds) can end for `reason`.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Reason, Variant};
    ///
    /// // Ali Guli Mane ends when the player to move is stuck, or, played in rounds, as a match.
    /// assert!(Variant::AliGuliMane.ends_by(Reason::Stuck, false));
    /// assert!(!Variant::AliGuliMane.ends_by(Reason::Stuck, true));
    /// assert!(Variant::AliGuliMane.ends_by(Reason::Match, true));
    /// // Only Al-manqala's players end a game by agreeing that the seeds cycle.
    /// assert!(Variant::AlManqala.ends_by(Reason::Agreed, false));
    /// assert!(!Variant::MangalaIv.ends_by(Reason::Agreed, false));
    /// ```
    pub fn ends_by(self, reason: Reason, rounds: bool) -> bool {
        match self {
            Variant::AliGuliMane => match reason {
                Reason::Match | Reason::RoundCycle => rounds,
                Reason::Stuck | Reason::Cycle => !rounds,
                _ => false,
            },
            Variant::AlManqala => {
                matches!(reason, Reason::Fifty | Reason::Starved | Reason::Empty | Reason::Cycle | Reason::Agreed)
            }
            Variant::MangalaIv => matches!(reason, Reason::Empty | Reason::Cycle),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Variant {
    type Err = SetupError;

    fn from_str(s: &str) -> Result<Variant, SetupError> {
        Variant::ALL.into_iter().find(|v| v.as_str() == s).ok_or_else(|| SetupError::UnknownVariant(s.into()))
    }
}
