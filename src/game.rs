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
///
/// Begin one with [`Game::new`], [`Game::from_setup`], [`Game::from_record`] or
/// [`Game::from_text`]; play it with [`Game::play`] (and, in Al-manqala, [`Game::agree_cycle`]);
/// take moves back with [`Game::undo`]; keep it as a [`Record`] or as text ([`Game::to_text`]).
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
    ///
    /// # Errors
    ///
    /// [`SetupError::OptionNotForVariant`] when `rules` sets an option of another variant.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Game, Rules, SetupError, Variant};
    ///
    /// let game = Game::new(Rules::new(Variant::MangalaIv))?;
    /// // The move is forced: South (player 0) sows their leftmost pit, 13.
    /// assert_eq!(game.legal_moves().iter().collect::<Vec<_>>(), [13]);
    ///
    /// let rounds = Rules { rounds: true, ..Rules::new(Variant::MangalaIv) };
    /// assert!(matches!(Game::new(rounds), Err(SetupError::OptionNotForVariant { option: "rounds", .. })));
    /// # Ok::<(), SetupError>(())
    /// ```
    pub fn new(rules: Rules) -> Result<Game, SetupError> {
        let position = Position::new(rules)?;
        Ok(Game::begin(None, position))
    }

    /// Starts a game at `setup`; its repetition count starts with that position.
    ///
    /// # Errors
    ///
    /// The [`SetupError`] of [`Position::from_setup`] when `setup` is not a position of the game.
    ///
    /// # Examples
    ///
    /// Mangala IV with one seed left, in pit 7: it goes round the board alone, each player
    /// passing while their row is empty, and after 14 moves the starting position comes back:
    /// the game ends as a cycle, and the lone seed, which can't be divided, stays unscored
    /// (docs/rules.md, "Mangala IV: cycles").
    ///
    /// ```
    /// use mancala_heritage::{Game, Outcome, Player, Reason, Rules, Setup, Variant};
    ///
    /// let rules = Rules::new(Variant::MangalaIv);
    /// let mut pits = [0; 14];
    /// pits[7] = 1;
    /// let mut game = Game::from_setup(rules, Setup { pits, piles: [46, 51], ..Setup::initial(&rules) })?;
    /// while let Some(pit) = game.legal_moves().first() {
    ///     game.play(pit)?;
    /// }
    /// assert_eq!(game.moves_played(), 14);
    /// assert_eq!(game.outcome(), Some(Outcome { winner: Some(Player::One), reason: Reason::Cycle }));
    /// assert_eq!(game.position().piles(), [46, 51]);
    /// assert_eq!(game.start_position().map(|p| p.pits()), Some(pits));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(never)]
    pub fn from_setup(rules: Rules, setup: Setup) -> Result<Game, SetupError> {
        let position = Position::from_setup(rules, setup)?;
        Ok(Game::begin(Some(position), position))
    }

    /// Replays `record`: its start, every action and its seats; the error names what fails.
    ///
    /// # Errors
    ///
    /// - [`RecordError::Options`]: the options do not fit the variant;
    /// - [`RecordError::Start`]: the start is not a position of the game;
    /// - [`RecordError::Action`]: an action can't be played where the record puts it, with its
    ///   index and the [`PlayError`];
    /// - the errors of [`Game::set_seats`], for seats that don't fit the game.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Action, Game, PlayError, Player, Record, RecordError, Rules, Variant};
    ///
    /// let mut record = Record::new(Rules::new(Variant::AlManqala));
    /// record.actions = vec![Action::Sow(13), Action::Sow(0)];
    /// let game = Game::from_record(&record)?;
    /// assert_eq!(game.moves_played(), 2);
    /// assert_eq!(game.record(), record);
    ///
    /// // After South's move it is North's turn: pit 13 is not theirs.
    /// record.actions = vec![Action::Sow(13), Action::Sow(13)];
    /// let error = Game::from_record(&record).unwrap_err();
    /// assert_eq!(
    ///     error,
    ///     RecordError::Action {
    ///         index: 1,
    ///         action: Action::Sow(13),
    ///         error: PlayError::NotYourPit { pit: 13, player: Player::One }
    ///     }
    /// );
    /// assert_eq!(error.to_string(), "action 1 (pit 13): pit 13 is not in the row of player 1, who is to move");
    /// # Ok::<(), RecordError>(())
    /// ```
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

    /// Returns the record of the game: its start, every action played and the seats;
    /// [`Game::from_record`] replays it as the same game.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Action, Game, Record, Rules, Variant};
    ///
    /// let mut game = Game::new(Rules::new(Variant::AliGuliMane))?;
    /// game.play(10)?;
    /// let record = game.record();
    /// assert_eq!(record.start, None); // the variant's own start
    /// assert_eq!(record.actions, [Action::Sow(10)]);
    /// assert_eq!(Game::from_record(&record)?.position(), game.position());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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

    /// Returns the game as it was after its first `moves` moves (its start for 0), with their
    /// history and the same seats: what [`Game::undo`] would leave, without touching this game.
    /// `None` when fewer moves were played.
    pub fn at(&self, moves: usize) -> Option<Game> {
        if moves > self.moves_played() {
            return None;
        }
        let mut game = self.clone();
        while game.moves_played() > moves {
            game.undo();
        }
        Some(game)
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
    ///
    /// # Errors
    ///
    /// [`RecordError::RitualNotForVariant`], [`RecordError::RitualFromPosition`] or
    /// [`RecordError::RitualPendingAfterMoves`]; the seats are then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Game, Level, Player, RecordError, Ritual, Rules, Seats, Variant};
    ///
    /// let mut game = Game::new(Rules::new(Variant::MangalaIv))?;
    /// let seats = Seats { computer: Some((Player::One, Level::Strong)), ritual: Some(Ritual::Pending) };
    /// game.set_seats(seats)?;
    /// // The first move skips the ritual still to come.
    /// game.play(13)?;
    /// assert_eq!(game.seats().ritual, None);
    /// assert_eq!(game.set_seats(seats), Err(RecordError::RitualPendingAfterMoves));
    ///
    /// let mut other = Game::new(Rules::new(Variant::AlManqala))?;
    /// assert_eq!(other.set_seats(seats), Err(RecordError::RitualNotForVariant(Variant::AlManqala)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_seats(&mut self, seats: Seats) -> Result<(), RecordError> {
        let variant = self.rules().variant;
        if seats.ritual.is_some() && !variant.has_ritual() {
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
    ///
    /// After the sowing come its captures, a pass when the next player has no seed, and the end
    /// of the game (or round) when the move brings it: the trace holds them all, in order.
    ///
    /// # Errors
    ///
    /// The [`PlayError`] of [`Position::play`] when the move is not legal, and
    /// [`PlayError::GameOver`] once the game is over.
    ///
    /// # Examples
    ///
    /// Al-manqala's first move from pit 13: one lap of its 7 seeds, into 12 down to 7 and then
    /// North's pit 0, which then holds 8: no capture (docs/rules.md, "Al-manqala: the move").
    ///
    /// ```
    /// use mancala_heritage::{Event, Game, PlayError, Player, Rules, Variant};
    ///
    /// let mut game = Game::new(Rules::new(Variant::AlManqala))?;
    /// let trace = game.play(13)?;
    /// assert_eq!(trace.player, Player::Zero);
    /// assert_eq!(trace.events[0], Event::Lift { pit: 13, seeds: 7 });
    /// let drops = [12, 11, 10, 9, 8, 7, 0].map(|pit| Event::Drop { pit });
    /// assert_eq!(trace.events[1..], drops);
    /// assert_eq!(game.position().pits(), [8, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 0]);
    /// assert_eq!(game.position().to_move(), Player::One);
    ///
    /// assert_eq!(game.play(13), Err(PlayError::NotYourPit { pit: 13, player: Player::One }));
    /// assert_eq!(game.play(14), Err(PlayError::NoSuchPit(14)));
    /// assert_eq!(game.moves_played(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, pit: u8) -> Result<Trace, PlayError> {
        self.act(Action::Sow(pit)).map(|steps| steps.trace)
    }

    /// Ends an Al-manqala game because both players agree that the seeds cycle; the board is
    /// divided equally.
    ///
    /// # Errors
    ///
    /// [`PlayError::NoAgreement`] in the other games, [`PlayError::GameOver`] once the game is
    /// over.
    ///
    /// # Examples
    ///
    /// Agreed at the start, the 98 seeds are divided 49 each: a draw (docs/rules.md,
    /// "Al-manqala: cycles").
    ///
    /// ```
    /// use mancala_heritage::{Game, Outcome, PlayError, Reason, Rules, Variant};
    ///
    /// let mut game = Game::new(Rules::new(Variant::AlManqala))?;
    /// game.agree_cycle()?;
    /// assert_eq!(game.outcome(), Some(Outcome { winner: None, reason: Reason::Agreed }));
    /// assert_eq!(game.position().piles(), [49, 49]);
    /// assert_eq!(game.agree_cycle(), Err(PlayError::GameOver));
    ///
    /// let mut forced = Game::new(Rules::new(Variant::MangalaIv))?;
    /// assert_eq!(forced.agree_cycle(), Err(PlayError::NoAgreement(Variant::MangalaIv)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Game, Rules, Variant};
    ///
    /// let mut game = Game::new(Rules::new(Variant::AlManqala))?;
    /// let start = *game.position();
    /// game.play(13)?;
    /// let after_one = *game.position();
    /// game.play(0)?;
    /// assert!(game.undo());
    /// assert_eq!(*game.position(), after_one);
    /// assert!(game.undo());
    /// assert_eq!(*game.position(), start);
    /// assert!(!game.undo());
    /// assert_eq!(game.moves_played(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
                // A match whose rounds come back: the third round to begin from one position
                // draws it (docs/rules.md#ali-guli-mane-rounds).
                if self.position.repeats_round(&self.seen) {
                    self.position.finish(Reason::RoundCycle, steps as &mut dyn Recorder);
                }
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
