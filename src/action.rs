//! One action of a game record: a sowing, or Al-manqala's agreed cycle.

use core::fmt;

/// What a player does on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Sows the seeds of this pit (0 to 13), with all its relays.
    Sow(u8),
    /// Al-manqala: both players agree that the seeds cycle; the board is divided equally.
    Agree,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Sow(pit) => write!(f, "pit {pit}"),
            Action::Agree => f.write_str("the agreed cycle"),
        }
    }
}
