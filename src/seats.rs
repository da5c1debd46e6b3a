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

impl Ritual {
    /// Returns who chooses the rows once the guesser has called `guess` and the hider's fist
    /// opens on `hidden` pieces: the guesser after a right guess, the hider after a wrong one.
    /// `None` when `hidden` is not 1 or 2, the only counts the ritual allows.
    pub const fn chooser(hidden: u8, guess: Guess) -> Option<Role> {
        let odd = match hidden {
            1 => true,
            2 => false,
            _ => return None,
        };
        let right = odd == matches!(guess, Guess::Odd);
        Some(if right { Role::Guesser } else { Role::Hider })
    }
}

/// What the guesser calls in the ritual: an odd or an even number of hidden pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Guess {
    /// One piece.
    Odd,
    /// Two pieces.
    Even,
}

impl Guess {
    /// Lists both calls.
    pub const ALL: [Guess; 2] = [Guess::Odd, Guess::Even];

    /// Returns the call's name as used by the `Game` handle, e.g. `"odd"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Guess::Odd => "odd",
            Guess::Even => "even",
        }
    }
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
