//! The two players.

use core::fmt;

/// A player, numbered as in the rulebook: player 0 owns pits 7–13, player 1 owns pits 0–6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Player 0: pits 7–13, drawn along the bottom.
    Zero = 0,
    /// Player 1: pits 0–6, drawn along the top.
    One = 1,
}

impl Player {
    /// Returns the player with number `n`, if `n` is 0 or 1.
    pub const fn from_index(n: usize) -> Option<Player> {
        match n {
            0 => Some(Player::Zero),
            1 => Some(Player::One),
            _ => None,
        }
    }

    /// Returns the player's number, 0 or 1.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Returns the other player.
    pub const fn other(self) -> Player {
        match self {
            Player::Zero => Player::One,
            Player::One => Player::Zero,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.index())
    }
}
