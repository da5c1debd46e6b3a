//! An unchecked position, as read from a saved game or built by hand.

use crate::board::PITS;
use crate::rules::Start;
use crate::{PitSet, Player, Reason, Rules, SplitMix64};

/// The parts of a position, not yet checked against the rules; see [`crate::Position::from_setup`].
///
/// Start from [`Setup::initial`] and change what differs, with struct update syntax.
///
/// # Examples
///
/// An Ali Guli Mane position in which South (player 0) is owed an extra sowing: pit 13 holds 1
/// seed, which falls into 12; the pit after it, 11, is empty, so the sowing ends there (a
/// saada), and the pit after the saada, 10, and the pit facing it, 3, are captured
/// (docs/rules.md, "Ali Guli Mane: relay and saada"). An extra sowing earns no third one.
///
/// ```
/// use mancala_heritage::{Game, Player, Rules, Setup, Variant};
///
/// let rules = Rules::new(Variant::AliGuliMane);
/// let mut pits = [0; 14];
/// (pits[13], pits[10], pits[3], pits[0]) = (1, 2, 4, 1);
/// let setup = Setup { pits, piles: [20, 30], extra: true, ..Setup::initial(&rules) };
/// let mut game = Game::from_setup(rules, setup)?;
/// assert!(game.position().extra_sowing());
///
/// game.play(13)?;
/// assert_eq!(game.position().piles(), [26, 30]);
/// assert!(!game.position().extra_sowing());
/// assert_eq!(game.position().to_move(), Player::One);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Seeds in each pit, by pit number.
    pub pits: [u8; PITS],
    /// Seeds captured by player 0 and player 1.
    pub piles: [u8; 2],
    /// The player to move.
    pub to_move: Player,
    /// Ali Guli Mane: the player to move is owed an extra sowing.
    pub extra: bool,
    /// Ali Guli Mane rounds: the pits closed in this round.
    pub closed: PitSet,
    /// Ali Guli Mane rounds: the round's number, from 1.
    pub round: u16,
    /// Ali Guli Mane rounds: the player who started this round.
    pub round_starter: Player,
    /// Why the game ended, for a finished game; the piles then tell the winner (none for an Ali
    /// Guli Mane match drawn by [`Reason::RoundCycle`](crate::Reason::RoundCycle)).
    pub ended: Option<Reason>,
}

impl Setup {
    /// Returns the starting position of a game played with `rules`: every pit holding the
    /// variant's seeds (or, for a random Mangala IV start, the seeds dealt), empty piles, the
    /// first player to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Player, Rules, Setup, Variant};
    ///
    /// let rules = Rules { first_player: Player::One, ..Rules::new(Variant::AliGuliMane) };
    /// let setup = Setup::initial(&rules);
    /// assert_eq!(setup.pits, [5; 14]);
    /// assert_eq!((setup.to_move, setup.round, setup.ended), (Player::One, 1, None));
    /// ```
    pub fn initial(rules: &Rules) -> Setup {
        let mut pits = [rules.variant.seeds_per_pit(); PITS];
        if let Start::Random(seed) = rules.start {
            pits = [0; PITS];
            let mut rng = SplitMix64::new(seed);
            for _ in 0..rules.variant.total_seeds() {
                pits[rng.below(PITS as u32) as usize] += 1;
            }
        }
        Setup {
            pits,
            piles: [0, 0],
            to_move: rules.first_player,
            extra: false,
            closed: PitSet::EMPTY,
            round: 1,
            round_starter: rules.first_player,
            ended: None,
        }
    }
}
