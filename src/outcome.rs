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
    /// Ali Guli Mane rounds: a round began from the same position for the third time, so the
    /// match is drawn.
    RoundCycle,
}

impl Reason {
    /// Lists every reason.
    pub const ALL: [Reason; 8] = [
        Reason::Stuck,
        Reason::Fifty,
        Reason::Starved,
        Reason::Empty,
        Reason::Cycle,
        Reason::Agreed,
        Reason::Match,
        Reason::RoundCycle,
    ];

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
            Reason::RoundCycle => "roundCycle",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The end of a game: who won and why. The piles, and so the score, are the final
/// position's ([`Position::piles`](crate::Position::piles)).
///
/// # Examples
///
/// South (player 0) captures 4 seeds in Al-manqala; North's only seed then falls into South's
/// row, and South can't feed North: a sowing of pit 13's one seed stays in South's row. The
/// game ends and North, starved, takes the seed left (docs/rules.md, "Al-manqala: feeding").
///
/// ```
/// use mancala_heritage::{Game, Outcome, Player, Reason, Rules, Setup, Variant};
///
/// let rules = Rules::new(Variant::AlManqala);
/// let mut pits = [0; 14];
/// (pits[9], pits[8], pits[7], pits[6]) = (2, 1, 1, 1);
/// let mut game = Game::from_setup(rules, Setup { pits, ..Setup::initial(&rules) })?;
/// game.play(9)?; // into 8 and 7, which hold 2 each: both captured
/// assert_eq!(game.outcome(), None);
/// game.play(6)?; // into 13
/// assert_eq!(game.outcome(), Some(Outcome { winner: Some(Player::Zero), reason: Reason::Starved }));
/// assert_eq!(game.position().piles(), [4, 1]);
/// assert_eq!(game.outcome().unwrap().reason.to_string(), "starved");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// Returns the outcome of a game that ends for `reason` with these piles: the larger pile
    /// wins, except in an Ali Guli Mane match drawn because its rounds came back
    /// ([`Reason::RoundCycle`]), which no one wins whatever the piles.
    pub const fn of(reason: Reason, piles: [u8; 2]) -> Outcome {
        let winner = match reason {
            Reason::RoundCycle => None,
            _ => Outcome::winner_of(piles),
        };
        Outcome { winner, reason }
    }

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
