//! A game in progress: how it began, the position, its history for undo and for the record,
//! and repetition counting.
//!
//! `impl Game` begins here (starting, playing, undo, the record and the seats) and goes on in
//! three other files, each beside the type it works with:
//! - `move_entry.rs`: [`Game::play_action`] and [`Game::moves`], the move list's entries;
//! - `notation/read.rs`: [`Game::from_text`], reading a game file;
//! - `notation/write.rs`: [`Game::to_text`], writing one.

use crate::error::{PlayError, RecordError, SetupError};
use crate::trace::{Event, Recorder, Trace};
use crate::{Action, Outcome, PitSet, Position, Reason, Record, Ritual, Rules, Seats, Setup, Variant};

/// A game: where it began, a position, the positions seen in the current round, the actions
/// played (for undo and the record) and the seats.
#[derive(Clone, Debug)]
pub struct Game {
    /// The position the game began at, when not the variant's own start.
    start: Option<Position>,
    position: Position,
    /// Every position after a move in this game, for repetition counting.
    seen: Vec<Position>,
    /// Where the current round's positions start in `seen`.
    round_start: usize,
    history: Vec<Snapshot>,
    seats: Seats,
}

/// What undo restores, and the action that was played from there.
#[derive(Clone, Copy, Debug)]
struct Snapshot {
    position: Position,
    seen: usize,
    round_start: usize,
    action: Action,
}

impl Game {
    /// Starts a game played with `rules`.
    pub fn new(rules: Rules) -> Result<Game, SetupError> {
        let position = Position::new(rules)?;
        Ok(Game::begin(None, position))
    }

    /// Starts a game at `setup`; its repetition count starts with that position.
    #[inline(never)]
    pub fn from_setup(rules: Rules, setup: Setup) -> Result<Game, SetupError> {
        let position = Position::from_setup(rules, setup)?;
        Ok(Game::begin(Some(position), position))
    }

    /// Replays `record`: its start, every action and its seats; the error names what fails.
    #[inline(never)]
    pub fn from_record(record: &Record) -> Result<Game, RecordError> {
        record.rules.check().map_err(RecordError::Options)?;
        let mut game = match record.start {
            None => Game::new(record.rules),
            Some(setup) => Game::from_setup(record.rules, setup),
        }
        .map_err(RecordError::Start)?;
        for (index, &action) in record.actions.iter().enumerate() {
            game.act(action).map_err(|error| RecordError::Action { index, action, error })?;
        }
        game.set_seats(record.seats)?;
        Ok(game)
    }

    fn begin(start: Option<Position>, position: Position) -> Game {
        let seen = if position.is_over() { Vec::new() } else { vec![position] };
        Game { start, position, seen, round_start: 0, history: Vec::new(), seats: Seats::default() }
    }

    /// Returns the record of the game: its start, every action played and the seats.
    pub fn record(&self) -> Record {
        Record {
            rules: *self.rules(),
            start: self.start.map(|p| p.setup()),
            actions: self.actions().collect(),
            seats: self.seats,
        }
    }

    /// Returns the position the game began at, when not the variant's own start.
    pub fn start_position(&self) -> Option<Position> {
        self.start
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

    /// Iterates over the actions played, first to last.
    pub fn actions(&self) -> impl Iterator<Item = Action> + '_ {
        self.history.iter().map(|s| s.action)
    }

    /// Returns who sits where.
    pub fn seats(&self) -> Seats {
        self.seats
    }

    /// Sets who sits where, once checked against the game: only Mangala IV has the ritual, a
    /// game from a position has none, and a pending ritual comes before the first move.
    pub fn set_seats(&mut self, seats: Seats) -> Result<(), RecordError> {
        let variant = self.rules().variant;
        if seats.ritual.is_some() && variant != Variant::MangalaIv {
            return Err(RecordError::RitualNotForVariant(variant));
        }
        if seats.ritual.is_some() && self.start.is_some() {
            return Err(RecordError::RitualFromPosition);
        }
        if seats.ritual == Some(Ritual::Pending) && !self.history.is_empty() {
            return Err(RecordError::RitualPendingAfterMoves);
        }
        self.seats = seats;
        Ok(())
    }

    /// Plays one sowing, with all its relays, and returns what happened; on error nothing changes.
    pub fn play(&mut self, pit: u8) -> Result<Trace, PlayError> {
        self.act(Action::Sow(pit)).map(|steps| steps.trace)
    }

    /// Ends an Al-manqala game because both players agree that the seeds cycle; the board is
    /// divided equally.
    pub fn agree_cycle(&mut self) -> Result<Trace, PlayError> {
        self.act(Action::Agree).map(|steps| steps.trace)
    }

    /// Plays `action` and returns its steps; on error nothing changes.
    #[inline(never)]
    pub(crate) fn act(&mut self, action: Action) -> Result<Steps, PlayError> {
        let before = self.snapshot(action);
        let mut steps = Steps { trace: Trace::new(self.position.to_move()), sown: 0 };
        match action {
            Action::Sow(pit) => {
                // Through `dyn Recorder`: one copy of the sowing code serves every recorder but
                // the search's (which plays with `NoTrace`, at full speed).
                self.position.play(pit, &mut steps as &mut dyn Recorder)?;
                self.history.push(before);
                self.count_repetitions(before.position.round(), &mut steps);
            }
            Action::Agree => {
                let variant = self.rules().variant;
                if variant != Variant::AlManqala {
                    return Err(PlayError::NoAgreement(variant));
                }
                if self.position.is_over() {
                    return Err(PlayError::GameOver);
                }
                self.history.push(before);
                self.position.end_cycle(Reason::Agreed, &mut steps as &mut dyn Recorder);
            }
        }
        if self.seats.ritual == Some(Ritual::Pending) {
            // A move played while the ritual is still to come skips it.
            self.seats.ritual = None;
        }
        Ok(steps)
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

    fn snapshot(&self, action: Action) -> Snapshot {
        Snapshot { position: self.position, seen: self.seen.len(), round_start: self.round_start, action }
    }

    /// Records the new position and ends the game (or round) when it has come back too often.
    fn count_repetitions(&mut self, mut round: u16, steps: &mut Steps) {
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
            // Within a round nothing leaves a pile, so no position before the last capture
            // can equal this one: the count looks back only as far as the piles stay the same.
            let same_piles = |p: &&Position| p.piles() == current.piles();
            let count =
                self.seen[self.round_start..].iter().rev().take_while(same_piles).filter(|&&p| p == current).count();
            if count < self.rules().repetition_limit() {
                return;
            }
            self.position.end_cycle(Reason::Cycle, steps as &mut dyn Recorder);
        }
    }
}

/// The steps of one action: its trace, and where the sowing and its captures end in it (what
/// follows are the passes and endings it leads to). The one recorder a game plays with.
#[derive(Clone, Debug)]
pub(crate) struct Steps {
    /// What happened, in order.
    pub(crate) trace: Trace,
    /// How many events the sowing and its captures took; 0 for the agreed cycle.
    pub(crate) sown: usize,
}

impl Recorder for Steps {
    fn record(&mut self, event: Event) {
        self.trace.events.push(event);
    }

    fn sown(&mut self) {
        self.sown = self.trace.events.len();
    }
}
