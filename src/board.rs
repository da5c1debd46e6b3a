//! The geometry of the board: pit numbering, sowing order, rows and opposite pits.
//!
//! ```text
//!   player 1:   0  1  2  3  4  5  6      (numbering of the rulebook diagram)
//!   player 0:   7  8  9 10 11 12 13
//! ```
//!
//! Sowing runs 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13. Pit `i` faces pit `(i + 7) mod 14`.

use crate::Player;

/// Counts the pits on the board.
pub const PITS: usize = 14;

/// Counts the pits in one player's row.
pub const ROW: usize = 7;

const NEXT: [u8; PITS] = [1, 2, 3, 4, 5, 6, 13, 0, 7, 8, 9, 10, 11, 12];
const PREV: [u8; PITS] = [7, 0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 6];

/// Returns the pit that follows `pit` in sowing order.
#[inline]
pub const fn next(pit: u8) -> u8 {
    NEXT[pit as usize]
}

/// Returns the pit that precedes `pit` in sowing order.
#[inline]
pub const fn prev(pit: u8) -> u8 {
    PREV[pit as usize]
}

/// Returns the pit facing `pit` across the board.
#[inline]
pub const fn opposite(pit: u8) -> u8 {
    (pit + 7) % 14
}

/// Returns the owner of `pit`.
#[inline]
pub const fn owner(pit: u8) -> Player {
    if pit < 7 {
        Player::One
    } else {
        Player::Zero
    }
}

/// Returns a player's row in sowing order; its first pit is the player's leftmost.
#[inline]
pub const fn row(player: Player) -> [u8; ROW] {
    match player {
        Player::Zero => [13, 12, 11, 10, 9, 8, 7],
        Player::One => [0, 1, 2, 3, 4, 5, 6],
    }
}

/// Returns the set of a player's pits.
#[inline]
pub const fn row_set(player: Player) -> crate::PitSet {
    match player {
        Player::Zero => crate::PitSet::from_bits(0x3f80),
        Player::One => crate::PitSet::from_bits(0x007f),
    }
}
