//! A checked position of one of the three games, and the moves it allows.

use crate::board::{owner, row, row_set, PITS};
use crate::error::{PlayError, SetupError};
use crate::games::{al_manqala, ali_guli_mane, mangala_iv};
use crate::trace::{Event, Recorder, Why};
use crate::{Outcome, PitSet, Player, Reason, Rules, Setup, Variant};

/// A position that obeys the rules: pits, piles, the player to move, a pending extra sowing,
/// closed pits and round, and the outcome once the game is over.
///
/// Only [`Position::from_setup`] builds one (and [`Position::new`], the variant's start), and
/// [`Position::play`] keeps it valid. A [`Game`](crate::Game) adds what a position alone does not
/// know: the history for undo, the record and repetitions.
///
/// # Examples
///
/// ```
/// use mancala_heritage::{Player, Position, Rules, Variant};
///
/// let start = Position::new(Rules::new(Variant::AliGuliMane))?;
/// assert_eq!(start.pits(), [5; 14]);
/// assert_eq!(start.piles(), [0, 0]);
/// assert_eq!(start.to_move(), Player::Zero);
/// // Player 0 may sow any pit of their row, 7 to 13.
/// assert_eq!(start.legal_moves().iter().collect::<Vec<_>>(), [7, 8, 9, 10, 11, 12, 13]);
/// assert!(!start.is_over());
/// # Ok::<(), mancala_heritage::SetupError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) pits: [u8; PITS],
    pub(crate) piles: [u8; 2],
    pub(crate) to_move: Player,
    pub(crate) extra: bool,
    pub(crate) closed: PitSet,
    pub(crate) round: u16,
    pub(crate) round_starter: Player,
    pub(crate) outcome: Option<Outcome>,
}

impl Position {
    /// Returns the starting position of a game played with `rules`.
    ///
    /// # Errors
    ///
    /// [`SetupError::OptionNotForVariant`] when `rules` sets an option of another variant (see
    /// [`Rules::check`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Position, Rules, SetupError, Start, Variant};
    ///
    /// assert_eq!(Position::new(Rules::new(Variant::AlManqala))?.pits(), [7; 14]);
    ///
    /// // Mangala IV may deal its 98 seeds at random; the same seed deals the same board.
    /// let random = Rules { start: Start::Random(42), ..Rules::new(Variant::MangalaIv) };
    /// let dealt = Position::new(random)?;
    /// assert_eq!(dealt.seeds_on_board(), 98);
    /// assert_eq!(dealt, Position::new(random)?);
    ///
    /// // Al-manqala has no random deal.
    /// let wrong = Rules { start: Start::Random(42), ..Rules::new(Variant::AlManqala) };
    /// assert_eq!(
    ///     Position::new(wrong),
    ///     Err(SetupError::OptionNotForVariant { option: "start", variant: Variant::AlManqala })
    /// );
    /// # Ok::<(), SetupError>(())
    /// ```
    pub fn new(rules: Rules) -> Result<Position, SetupError> {
        Position::from_setup(rules, Setup::initial(&rules))
    }

    /// Checks `setup` against `rules` and returns the position, settled: a player who must pass
    /// has passed and a game that the position ends has its outcome (with its end-of-game
    /// captures made). A setup that says the game ended is taken as finished, as it stands.
    ///
    /// # Errors
    ///
    /// The first problem found, as a [`SetupError`]:
    ///
    /// - [`OptionNotForVariant`](SetupError::OptionNotForVariant): `rules` sets an option of
    ///   another variant;
    /// - [`TooManySeeds`](SetupError::TooManySeeds): the pits and piles hold more seeds than the
    ///   game is played with (fewer is allowed: a puzzle may leave seeds out);
    /// - [`ClosedWithoutRounds`](SetupError::ClosedWithoutRounds),
    ///   [`SeedsInClosedPit`](SetupError::SeedsInClosedPit),
    ///   [`WholeRowClosed`](SetupError::WholeRowClosed),
    ///   [`ClosedNotAtRowEnd`](SetupError::ClosedNotAtRowEnd): closed pits only come with Ali
    ///   Guli Mane's rounds, hold no seed, and are the last pits of a row in sowing order, never
    ///   all seven;
    /// - [`BadRound`](SetupError::BadRound): rounds count from 1, and only with rounds on;
    /// - [`ExtraWithoutAliGuliMane`](SetupError::ExtraWithoutAliGuliMane),
    ///   [`ExtraWithoutSeeds`](SetupError::ExtraWithoutSeeds): an extra sowing is owed only in
    ///   Ali Guli Mane, to a player with a seed to sow;
    /// - [`NotAnEnding`](SetupError::NotAnEnding): `ended` names a reason that cannot end this
    ///   variant (see [`Variant::ends_by`]).
    ///
    /// # Examples
    ///
    /// An Al-manqala position where South (player 0) sows pit 9 into 8 and 7, each then holding
    /// 2: a capture of both (docs/rules.md, "Al-manqala: capture").
    ///
    /// ```
    /// use mancala_heritage::{NoTrace, Player, Position, Rules, Setup, Variant};
    ///
    /// let mut pits = [0; 14];
    /// (pits[9], pits[8], pits[7], pits[6]) = (2, 1, 1, 1);
    /// let setup = Setup { pits, ..Setup::initial(&Rules::new(Variant::AlManqala)) };
    /// let mut position = Position::from_setup(Rules::new(Variant::AlManqala), setup)?;
    /// assert_eq!(position.legal_moves().iter().collect::<Vec<_>>(), [7, 8, 9]);
    ///
    /// position.play(9, &mut NoTrace)?;
    /// assert_eq!(position.piles(), [4, 0]);
    /// assert_eq!(position.seeds_on_board(), 1);
    /// assert_eq!(position.to_move(), Player::One);
    /// // The setup gives the position back.
    /// assert_eq!(Position::from_setup(*position.rules(), position.setup())?, position);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// The position is settled: a player without a seed has passed, and a setup whose board is
    /// empty is a finished game.
    ///
    /// ```
    /// use mancala_heritage::{Outcome, Player, Position, Reason, Rules, Setup, Variant};
    ///
    /// let rules = Rules::new(Variant::MangalaIv);
    /// let mut pits = [0; 14];
    /// pits[3] = 2; // only North (player 1) has seeds, South is to move
    /// let passed = Position::from_setup(rules, Setup { pits, ..Setup::initial(&rules) })?;
    /// assert_eq!(passed.to_move(), Player::One);
    ///
    /// let empty = Setup { pits: [0; 14], piles: [50, 48], ..Setup::initial(&rules) };
    /// let over = Position::from_setup(rules, empty)?;
    /// assert_eq!(over.outcome(), Some(Outcome { winner: Some(Player::Zero), reason: Reason::Empty }));
    /// assert!(over.legal_moves().is_empty());
    /// # Ok::<(), mancala_heritage::SetupError>(())
    /// ```
    ///
    /// Some setups are not positions:
    ///
    /// ```
    /// use mancala_heritage::{Position, Reason, Rules, Setup, SetupError, Variant};
    ///
    /// let rules = Rules::new(Variant::AlManqala);
    /// let crowded = Setup { pits: [8; 14], ..Setup::initial(&rules) };
    /// assert_eq!(Position::from_setup(rules, crowded), Err(SetupError::TooManySeeds { found: 112, max: 98 }));
    ///
    /// // Al-manqala never ends with a player stuck: that is Ali Guli Mane's ending.
    /// let stuck = Setup { ended: Some(Reason::Stuck), ..Setup::initial(&rules) };
    /// assert_eq!(
    ///     Position::from_setup(rules, stuck),
    ///     Err(SetupError::NotAnEnding { reason: Reason::Stuck, variant: Variant::AlManqala })
    /// );
    /// ```
    #[inline(never)]
    pub fn from_setup(rules: Rules, setup: Setup) -> Result<Position, SetupError> {
        rules.check()?;
        let variant = rules.variant;
        let found: u32 = setup.pits.iter().chain(&setup.piles).map(|&n| u32::from(n)).sum();
        if found > u32::from(variant.total_seeds()) {
            return Err(SetupError::TooManySeeds { found, max: variant.total_seeds() });
        }
        if !setup.closed.is_empty() && !rules.rounds {
            return Err(SetupError::ClosedWithoutRounds);
        }
        if let Some(pit) = setup.closed.iter().find(|&p| setup.pits[p as usize] > 0) {
            return Err(SetupError::SeedsInClosedPit(pit));
        }
        for player in [Player::Zero, Player::One] {
            let order = row(player);
            let open = order.iter().take_while(|&&p| !setup.closed.contains(p)).count();
            if order.iter().all(|&p| setup.closed.contains(p)) {
                return Err(SetupError::WholeRowClosed(player));
            }
            if order[open..].iter().any(|&p| !setup.closed.contains(p)) {
                return Err(SetupError::ClosedNotAtRowEnd(player));
            }
        }
        if setup.round == 0 || (setup.round > 1 && !rules.rounds) {
            return Err(SetupError::BadRound(u32::from(setup.round)));
        }
        if setup.extra && variant != Variant::AliGuliMane {
            return Err(SetupError::ExtraWithoutAliGuliMane(variant));
        }
        let mut position = Position {
            rules,
            pits: setup.pits,
            piles: setup.piles,
            to_move: setup.to_move,
            extra: setup.extra,
            closed: setup.closed,
            round: setup.round,
            round_starter: setup.round_starter,
            outcome: None,
        };
        if setup.extra && position.row_is_empty(setup.to_move) {
            return Err(SetupError::ExtraWithoutSeeds(setup.to_move));
        }
        match setup.ended {
            Some(reason) if !variant.ends_by(reason, rules.rounds) => {
                return Err(SetupError::NotAnEnding { reason, variant })
            }
            Some(reason) => position.finish(reason, &mut crate::NoTrace),
            None => position.settle(&mut crate::NoTrace),
        }
        Ok(position)
    }

    /// Returns the parts of the position, as a setup that rebuilds it.
    pub fn setup(&self) -> Setup {
        Setup {
            pits: self.pits,
            piles: self.piles,
            to_move: self.to_move,
            extra: self.extra,
            closed: self.closed,
            round: self.round,
            round_starter: self.round_starter,
            ended: self.outcome.map(|o| o.reason),
        }
    }

    /// Returns the rules the game is played with.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Returns the seeds in each pit.
    pub fn pits(&self) -> [u8; PITS] {
        self.pits
    }

    /// Returns the seeds captured by player 0 and player 1.
    pub fn piles(&self) -> [u8; 2] {
        self.piles
    }

    /// Returns the player to move (also during an extra sowing).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Tells whether the player to move is sowing an Ali Guli Mane extra sowing.
    pub fn extra_sowing(&self) -> bool {
        self.extra
    }

    /// Returns the pits closed in this round.
    pub fn closed(&self) -> PitSet {
        self.closed
    }

    /// Returns the round's number, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Returns the player who started this round.
    pub fn round_starter(&self) -> Player {
        self.round_starter
    }

    /// Returns the outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Tells whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Tells whether the players may now end the game by agreeing that the seeds cycle: in a
    /// game of Al-manqala that is not over.
    pub fn can_agree(&self) -> bool {
        self.rules.variant == Variant::AlManqala && !self.is_over()
    }

    /// Counts the seeds still on the board.
    #[inline]
    pub fn seeds_on_board(&self) -> u32 {
        self.pits.iter().map(|&n| u32::from(n)).sum()
    }

    /// Returns the pits that may be played now; empty once the game is over.
    pub fn legal_moves(&self) -> PitSet {
        let candidates = self.candidates();
        match self.rules.variant {
            Variant::AliGuliMane => candidates.filter(|p| ali_guli_mane::sows_finitely(self, p)),
            Variant::AlManqala => al_manqala::legal_moves(self, candidates),
            Variant::MangalaIv => mangala_iv::legal_moves(self, candidates),
        }
    }

    /// Plays `pit` for the player to move, with every relay, capture, pass and ending, and
    /// records each step; on error the position is unchanged (the recorder may hold a partial
    /// sowing, to be thrown away).
    ///
    /// [`NoTrace`](crate::NoTrace) records nothing, at full speed; a [`Trace`](crate::Trace)
    /// keeps every step. [`Game::play`](crate::Game::play) plays a move and also keeps the
    /// history and counts repetitions.
    ///
    /// # Errors
    ///
    /// A [`PlayError`] when the move is not legal, checked in this order:
    /// [`GameOver`](PlayError::GameOver), [`NoSuchPit`](PlayError::NoSuchPit) (pits are 0 to 13),
    /// [`NotYourPit`](PlayError::NotYourPit), [`ClosedPit`](PlayError::ClosedPit),
    /// [`EmptyPit`](PlayError::EmptyPit), then the variant's own rule:
    /// [`Forced`](PlayError::Forced) in traditional Mangala IV, [`MustFeed`](PlayError::MustFeed)
    /// in Al-manqala; last [`Endless`](PlayError::Endless), a sowing of more than 1,000 relays.
    ///
    /// # Examples
    ///
    /// In Mangala IV, South (player 0) must sow the leftmost non-empty pit, 13: its 2 seeds fall
    /// into 12 and 11, which then hold 2 each. That captures pit 11, the run of 2s and 4s before
    /// it (pit 12) and the pits facing them, 4 and 5 (docs/rules.md, "Mangala IV: capture").
    ///
    /// ```
    /// use mancala_heritage::{Event, Player, PlayError, Position, Rules, Setup, Trace, Variant, Why};
    ///
    /// let rules = Rules::new(Variant::MangalaIv);
    /// let mut pits = [0; 14];
    /// (pits[13], pits[12], pits[11]) = (2, 1, 1);
    /// (pits[0], pits[4], pits[5]) = (1, 3, 1);
    /// let mut position = Position::from_setup(rules, Setup { pits, ..Setup::initial(&rules) })?;
    /// assert_eq!(position.play(12, &mut Trace::new(Player::Zero)), Err(PlayError::Forced { pit: 12, forced: 13 }));
    ///
    /// let mut trace = Trace::new(Player::Zero);
    /// position.play(13, &mut trace)?;
    /// let capture = |pit, seeds, why| Event::Capture { pit, seeds, player: Player::Zero, why };
    /// assert_eq!(
    ///     trace.events,
    ///     [
    ///         Event::Lift { pit: 13, seeds: 2 },
    ///         Event::Drop { pit: 12 },
    ///         Event::Drop { pit: 11 },
    ///         capture(11, 2, Why::Last),
    ///         capture(4, 3, Why::Facing),
    ///         capture(12, 2, Why::Chain),
    ///         capture(5, 1, Why::Facing),
    ///     ]
    /// );
    /// assert_eq!(position.piles(), [8, 0]);
    /// assert_eq!(position.pits()[0], 1); // North's only seed, theirs to sow
    /// assert_eq!(position.to_move(), Player::One);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play<R: Recorder + ?Sized>(&mut self, pit: u8, rec: &mut R) -> Result<(), PlayError> {
        self.check_move(pit)?;
        let mut after = *self;
        match self.rules.variant {
            Variant::AliGuliMane => ali_guli_mane::play(&mut after, pit, rec),
            Variant::AlManqala => al_manqala::play(&mut after, pit, rec),
            Variant::MangalaIv => mangala_iv::play(&mut after, pit, rec),
        }
        .map_err(|_| PlayError::Endless(pit))?;
        rec.sown();
        after.settle(rec);
        *self = after;
        Ok(())
    }

    /// Ends the game (in Ali Guli Mane, the round) as a cycle, or by agreement, the way the
    /// variant scores it. Through `dyn Recorder`, one copy for every recorder (it is rare in
    /// a search: the wasm is smaller without a copy of its own for the search).
    pub fn end_cycle(&mut self, reason: Reason, rec: &mut dyn Recorder) {
        match self.rules.variant {
            Variant::AliGuliMane => ali_guli_mane::end_round(self, reason, rec),
            Variant::AlManqala | Variant::MangalaIv => self.divide(reason, rec),
        }
    }

    /// Returns why `pit` can't be played now, or `None` when it is a legal move: the first
    /// condition it fails, in the order [`Position::play`] checks them, endlessness last.
    pub fn why_illegal(&self, pit: u8) -> Option<PlayError> {
        match self.check_move(pit) {
            Err(e) => Some(e),
            Ok(()) if self.legal_moves().contains(pit) => None,
            Ok(()) => Some(PlayError::Endless(pit)),
        }
    }

    /// Checks every condition on a move but endlessness.
    #[inline]
    fn check_move(&self, pit: u8) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if pit as usize >= PITS {
            return Err(PlayError::NoSuchPit(u32::from(pit)));
        }
        if owner(pit) != self.to_move {
            return Err(PlayError::NotYourPit { pit, player: self.to_move });
        }
        if self.closed.contains(pit) {
            return Err(PlayError::ClosedPit(pit));
        }
        if self.pits[pit as usize] == 0 {
            return Err(PlayError::EmptyPit(pit));
        }
        match self.rules.variant {
            Variant::MangalaIv => mangala_iv::check_move(self, pit),
            Variant::AlManqala => al_manqala::check_move(self, pit),
            Variant::AliGuliMane => Ok(()),
        }
    }

    /// Returns the non-empty pits of the mover's row (none once the game is over).
    pub(crate) fn candidates(&self) -> PitSet {
        if self.is_over() {
            return PitSet::EMPTY;
        }
        row_set(self.to_move).intersect(self.occupied())
    }

    /// Returns the pits holding seeds.
    pub(crate) fn occupied(&self) -> PitSet {
        let mut bits = 0;
        for (pit, &n) in self.pits.iter().enumerate() {
            bits |= u16::from(n > 0) << pit;
        }
        PitSet::from_bits(bits)
    }

    /// Applies passes and endings that the position calls for, before the next move.
    pub(crate) fn settle<R: Recorder + ?Sized>(&mut self, rec: &mut R) {
        match self.rules.variant {
            Variant::AliGuliMane => ali_guli_mane::settle(self, rec),
            Variant::AlManqala => al_manqala::settle(self, rec),
            Variant::MangalaIv => mangala_iv::settle(self, rec),
        }
    }

    /// Tells whether `player` has no seed in their row.
    #[inline]
    pub(crate) fn row_is_empty(&self, player: Player) -> bool {
        let row = match player {
            Player::One => &self.pits[..7],
            Player::Zero => &self.pits[7..],
        };
        row.iter().fold(0, |acc, &n| acc | n) == 0
    }

    /// Tells whether the board holds no seed.
    #[inline]
    pub(crate) fn board_is_empty(&self) -> bool {
        self.pits.iter().fold(0, |acc, &n| acc | n) == 0
    }

    /// Moves up to `seeds` seeds from `pit` to `player`'s pile by the rule `why` and records it;
    /// returns how many.
    #[inline]
    pub(crate) fn take<R: Recorder + ?Sized>(
        &mut self,
        pit: u8,
        seeds: u8,
        player: Player,
        why: Why,
        rec: &mut R,
    ) -> u8 {
        let seeds = seeds.min(self.pits[pit as usize]);
        if seeds > 0 {
            self.pits[pit as usize] -= seeds;
            self.piles[player.index()] += seeds;
            rec.record(Event::Capture { pit, seeds, player, why });
        }
        seeds
    }

    /// Tells whether a round beginning at this position draws the match
    /// (docs/rules.md#ali-guli-mane-rounds): two rounds began at it before, with the same rows,
    /// closed pits, piles and player to open it (not the round's number). `seen` holds the
    /// game's positions before it, in order (or only those that began rounds): the first
    /// began a round, and so did each that opened a new round number.
    pub(crate) fn repeats_round(&self, seen: &[Position]) -> bool {
        let began = |i: usize, p: &Position| i == 0 || seen[i - 1].round != p.round;
        let same = |p: &Position| {
            p.pits == self.pits
                && p.piles == self.piles
                && p.closed == self.closed
                && p.to_move == self.to_move
                && p.round_starter == self.round_starter
                && p.extra == self.extra
        };
        seen.iter().enumerate().filter(|&(i, p)| began(i, p) && same(p)).count() >= 2
    }

    /// Ends the game for `reason`; the larger pile wins, equal piles draw.
    pub(crate) fn finish<R: Recorder + ?Sized>(&mut self, reason: Reason, rec: &mut R) {
        self.extra = false;
        self.outcome = Some(Outcome::of(reason, self.piles));
        rec.record(Event::End { reason });
    }

    /// Divides the seeds on the board equally and ends the game; an odd seed stays unscored.
    ///
    /// Each player first takes from their own row in sowing order, then from the other row.
    fn divide<R: Recorder + ?Sized>(&mut self, reason: Reason, rec: &mut R) {
        let half = (self.seeds_on_board() / 2) as u8;
        let mut owed = [half, half];
        for from_own in [true, false] {
            for player in [Player::Zero, Player::One] {
                let source = if from_own { player } else { player.other() };
                for pit in row(source) {
                    owed[player.index()] -= self.take(pit, owed[player.index()], player, Why::Division, rec);
                }
            }
        }
        self.finish(reason, rec);
    }
}
