//! Who sits where: the computer's seat and Mangala IV's opening ritual.

use core::fmt;

use crate::{Level, Player};

/// The seats of a game record: two people, or the computer in one seat; and how Mangala IV's
/// opening ritual placed the players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seats {
    /// The player the computer plays, and how well; `None` for two people at the board.
    pub computer: Option<(Player, Level)>,
    /// Mangala IV's opening ritual; `None` when there is none (other games, skipped, or a game
    /// from a position).
    pub ritual: Option<Ritual>,
}

/// Mangala IV's opening ritual (Tek mi, Çift mi?).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ritual {
    /// The ritual is still to be played before the first move.
    Pending,
    /// The ritual was played and put this role's player South (player 0, who moves first).
    South(Role),
}

/// A part in the ritual: one player hides one or two pieces, the other guesses odd or even.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The player who guessed odd or even.
    Guesser,
    /// The player who hid the pieces.
    Hider,
}

impl Role {
    /// Lists both roles.
    pub const ALL: [Role; 2] = [Role::Guesser, Role::Hider];

    /// Returns the role's name as used by the `Game` handle, e.g. `"guesser"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Role::Guesser => "guesser",
            Role::Hider => "hider",
        }
    }

    /// Returns the role named `name`.
    pub fn from_name(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == name)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
