//! How a game ended.

use core::fmt;

use crate::Player;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Ali Guli Mane: the player to move had no seed in their row.
    Stuck,
    /// Al-manqala: a pile reached 50 seeds.
    Fifty,
    /// Al-manqala: no move could feed the opponent's empty row; the opponent took the board.
    Starved,
    /// The board was emptied.
    Empty,
    /// A position came back (or only endless sowings were left), so the seeds would cycle.
    Cycle,
    /// Al-manqala: both players agreed that the seeds cycle.
    Agreed,
    /// Ali Guli Mane rounds: a player could not fill a single pit.
    Match,
}

impl Reason {
    /// Lists every reason.
    pub const ALL: [Reason; 7] =
        [Reason::Stuck, Reason::Fifty, Reason::Starved, Reason::Empty, Reason::Cycle, Reason::Agreed, Reason::Match];

    /// Returns the reason's name as used by the `Game` handle, e.g. `"starved"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Reason::Stuck => "stuck",
            Reason::Fifty => "fifty",
            Reason::Starved => "starved",
            Reason::Empty => "empty",
            Reason::Cycle => "cycle",
            Reason::Agreed => "agreed",
            Reason::Match => "match",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The end of a game: who won and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// Returns who wins a game or an Ali Guli Mane round that ends with these piles (player 0's,
    /// then player 1's): the larger pile, `None` for equal piles.
    pub const fn winner_of(piles: [u8; 2]) -> Option<Player> {
        let [a, b] = piles;
        if a > b {
            Some(Player::Zero)
        } else if a < b {
            Some(Player::One)
        } else {
            None
        }
    }
}
