//! One line of the move list: what an action did, in the notation's terms.

use crate::error::PlayError;
use crate::notation;
use crate::trace::Event;
use crate::{Action, Game, Player, Reason};

/// What one action of a game did, as the move list and the game file show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEntry {
    /// The player who made it.
    pub player: Player,
    /// The action.
    pub action: Action,
    /// Seeds the sowing captured for its player; seeds handed out when a game or round ends
    /// are not counted.
    pub captured: u8,
    /// It earned an Ali Guli Mane extra sowing.
    pub extra: bool,
    /// After it, the next player had to pass.
    pub passes: bool,
    /// Ali Guli Mane rounds: the number of the round that began after it.
    pub round: Option<u16>,
    /// The game ended with it, for this reason.
    pub end: Option<Reason>,
}

impl MoveEntry {
    /// Returns the entry in the notation: the pit's letter or `=`, then ` ×N` for a capture of
    /// N seeds and ` +` for an extra sowing (a pass is a token of its own in the game file).
    pub fn notation(&self) -> String {
        let mut text = match self.action {
            Action::Sow(pit) => notation::letter(pit).to_string(),
            Action::Agree => "=".into(),
        };
        if self.captured > 0 {
            text.push_str(&format!(" ×{}", self.captured));
        }
        if self.extra {
            text.push_str(" +");
        }
        text
    }
}

impl Game {
    /// Plays `action` and returns its entry in the move list; on error nothing changes.
    ///
    /// # Errors
    ///
    /// The [`PlayError`] of [`Game::play`] for a sowing, of [`Game::agree_cycle`] for the
    /// agreement.
    ///
    /// # Examples
    ///
    /// South sows pit 9 (`E`) into 8 and 7, which then hold 2 each: both are captured.
    ///
    /// ```
    /// use mancala_heritage::{Action, Game, MoveEntry, Player, Reason, Rules, Setup, Variant};
    ///
    /// let rules = Rules::new(Variant::AlManqala);
    /// let mut pits = [0; 14];
    /// (pits[9], pits[8], pits[7], pits[6]) = (2, 1, 1, 1);
    /// let mut game = Game::from_setup(rules, Setup { pits, ..Setup::initial(&rules) })?;
    /// let entry = game.play_action(Action::Sow(9))?;
    /// assert_eq!(
    ///     entry,
    ///     MoveEntry {
    ///         player: Player::Zero,
    ///         action: Action::Sow(9),
    ///         captured: 4,
    ///         extra: false,
    ///         passes: false,
    ///         round: None,
    ///         end: None
    ///     }
    /// );
    /// assert_eq!(entry.notation(), "E ×4");
    ///
    /// // North's one seed falls into pit 13, and South can't feed North: the game ends.
    /// let last = game.play_action(Action::Sow(6))?;
    /// assert_eq!((last.notation().as_str(), last.end), ("g", Some(Reason::Starved)));
    /// assert_eq!(game.moves(), [entry, last]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_action(&mut self, action: Action) -> Result<MoveEntry, PlayError> {
        let steps = self.act(action)?;
        let mut entry = MoveEntry {
            player: steps.trace.player,
            action,
            captured: 0,
            extra: false,
            passes: false,
            round: None,
            end: None,
        };
        for (i, &event) in steps.trace.events.iter().enumerate() {
            match event {
                Event::Capture { seeds, .. } if i < steps.sown => entry.captured += seeds,
                Event::Extra => entry.extra = true,
                Event::Pass { .. } => entry.passes = true,
                Event::Round { number, .. } => entry.round = Some(number),
                Event::End { reason } => entry.end = Some(reason),
                _ => {}
            }
        }
        Ok(entry)
    }

    /// Returns the move list: one entry per action played, first to last.
    pub fn moves(&self) -> Vec<MoveEntry> {
        let mut replay = self.clone();
        while replay.undo() {}
        self.actions().map_while(|action| replay.play_action(action).ok()).collect()
    }
}
