//! A game in progress: the position, its history for undo, and repetition counting.

use crate::error::{PlayError, SetupError};
use crate::trace::Trace;
use crate::{Outcome, PitSet, Position, Reason, Rules, Setup, Variant};

/// A game: a position, the positions seen in the current round, and the history for undo.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    /// Every position after a move in this game, for repetition counting.
    seen: Vec<Position>,
    /// Where the current round's positions start in `seen`.
    round_start: usize,
    history: Vec<Snapshot>,
}

/// What undo restores.
#[derive(Clone, Copy, Debug)]
struct Snapshot {
    position: Position,
    seen: usize,
    round_start: usize,
}

impl Game {
    /// Starts a game played with `rules`.
    pub fn new(rules: Rules) -> Result<Game, SetupError> {
        Game::from_setup(rules, Setup::initial(&rules))
    }

    /// Starts a game at `setup`; its repetition count starts with that position.
    pub fn from_setup(rules: Rules, setup: Setup) -> Result<Game, SetupError> {
        let position = Position::from_setup(rules, setup)?;
        let mut game = Game { position, seen: Vec::new(), round_start: 0, history: Vec::new() };
        if !position.is_over() {
            game.seen.push(position);
        }
        Ok(game)
    }

    /// Returns the current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Returns the rules the game is played with.
    pub fn rules(&self) -> &Rules {
        self.position.rules()
    }

    /// Returns the pits that may be played now, ascending; empty once the game is over.
    pub fn legal_moves(&self) -> PitSet {
        self.position.legal_moves()
    }

    /// Returns the outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    /// Counts the moves that [`Game::undo`] can take back.
    pub fn moves_played(&self) -> usize {
        self.history.len()
    }

    /// Plays one sowing, with all its relays, and returns what happened; on error nothing changes.
    pub fn play(&mut self, pit: u8) -> Result<Trace, PlayError> {
        let before = self.snapshot();
        let mut trace = Trace::new(self.position.to_move());
        self.position.play(pit, &mut trace)?;
        self.history.push(before);
        self.count_repetitions(before.position.round(), &mut trace);
        Ok(trace)
    }

    /// Ends an Al-manqala game because both players agree that the seeds cycle; the board is
    /// divided equally.
    pub fn agree_cycle(&mut self) -> Result<Trace, PlayError> {
        let variant = self.rules().variant;
        if variant != Variant::AlManqala {
            return Err(PlayError::NoAgreement(variant));
        }
        if self.position.is_over() {
            return Err(PlayError::GameOver);
        }
        self.history.push(self.snapshot());
        let mut trace = Trace::new(self.position.to_move());
        self.position.end_cycle(Reason::Agreed, &mut trace);
        Ok(trace)
    }

    /// Takes back the last move (or agreement); returns false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(snapshot) = self.history.pop() else {
            return false;
        };
        self.position = snapshot.position;
        self.seen.truncate(snapshot.seen);
        self.round_start = snapshot.round_start;
        true
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot { position: self.position, seen: self.seen.len(), round_start: self.round_start }
    }

    /// Records the new position and ends the game (or round) when it has come back too often.
    fn count_repetitions(&mut self, mut round: u16, trace: &mut Trace) {
        loop {
            if self.position.round() != round {
                round = self.position.round();
                self.round_start = self.seen.len();
            }
            if self.position.is_over() {
                return;
            }
            self.seen.push(self.position);
            let current = self.position;
            let count = self.seen[self.round_start..].iter().filter(|&&p| p == current).count();
            if count < self.rules().repetition_limit() {
                return;
            }
            self.position.end_cycle(Reason::Cycle, trace);
        }
    }
}
