//! A game as it is kept and sent: how it began, every action since, and who sits where.

use crate::{Action, Rules, Seats, Setup};

/// A game record: replayed by [`crate::Game::from_record`], written by [`crate::Game::record`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The variant and its options.
    pub rules: Rules,
    /// The position the game began at, when not the variant's own start.
    pub start: Option<Setup>,
    /// Every action played, in order.
    pub actions: Vec<Action>,
    /// Who sits where.
    pub seats: Seats,
}

impl Record {
    /// Starts the record of a new game played with `rules`, two people at the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Game, Record, Rules, Variant};
    ///
    /// let rules = Rules::new(Variant::AliGuliMane);
    /// assert_eq!(Record::new(rules), Game::new(rules)?.record());
    /// # Ok::<(), mancala_heritage::SetupError>(())
    /// ```
    pub fn new(rules: Rules) -> Record {
        Record { rules, start: None, actions: Vec::new(), seats: Seats::default() }
    }
}
