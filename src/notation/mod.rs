//! The move notation and the plain-text game file (see docs/notation.md), and the position
//! text: a whole position on one line ([`position_text`]).
//!
//! South's pits (player 0: 13 12 11 10 9 8 7, left to right from South's seat) are `A`–`G`;
//! North's (player 1: 0 1 2 3 4 5 6, from North's own left) are `a`–`g`: each row in its
//! sowing order. Marks: ` ×N` the sowing captured N seeds, ` +` an Ali Guli Mane extra sowing
//! follows, `=` the agreed cycle, `—` (or `pass`) the next player had to pass.
//!
//! ```text
//! [Variant "al-manqala"]
//! [Result "50-40, south wins (fifty)"]
//!
//! 1. A 2. a 3. C ×4 4. g —
//! ```

mod error;
pub mod position_text;
mod read;
mod start;
mod write;

pub use error::{TextError, TextErrorKind};
pub use position_text::PositionTextError;

use crate::Player;

/// Returns the letter of `pit`: `A`–`G` for South's 13…7, `a`–`g` for North's 0…6.
///
/// # Examples
///
/// ```
/// use mancala_heritage::notation::{letter, pit_of};
///
/// assert_eq!([13, 7, 0, 6].map(letter), ['A', 'G', 'a', 'g']);
/// assert_eq!(pit_of('C'), Some(11));
/// assert_eq!(pit_of('h'), None);
/// ```
pub fn letter(pit: u8) -> char {
    match pit {
        0..=6 => (b'a' + pit) as char,
        _ => (b'A' + 13 - pit.min(13)) as char,
    }
}

/// Returns the pit a letter names, `None` for any other character.
pub fn pit_of(letter: char) -> Option<u8> {
    match letter {
        'a'..='g' => Some(letter as u8 - b'a'),
        'A'..='G' => Some(13 - (letter as u8 - b'A')),
        _ => None,
    }
}

/// Returns the side's name in the game file: `south` for player 0, `north` for player 1.
pub fn side(player: Player) -> &'static str {
    match player {
        Player::Zero => "south",
        Player::One => "north",
    }
}
