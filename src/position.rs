//! A checked position of one of the three games, and the moves it allows.

use crate::board::{owner, row, row_set, PITS};
use crate::error::{PlayError, SetupError};
use crate::games::{al_manqala, ali_guli_mane, mangala_iv};
use crate::trace::{Event, Recorder, Why};
use crate::{Outcome, PitSet, Player, Reason, Rules, Setup, Variant};

/// A position that obeys the rules: pits, piles, the player to move, a pending extra sowing,
/// closed pits and round, and the outcome once the game is over.
///
/// Only [`Position::from_setup`] builds one, and [`Position::play`] keeps it valid.
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
    pub fn new(rules: Rules) -> Result<Position, SetupError> {
        Position::from_setup(rules, Setup::initial(&rules))
    }

    /// Checks `setup` against `rules` and returns the position, settled: a player who must pass
    /// has passed and a game that the position ends has its outcome (with its end-of-game
    /// captures made). A setup that says the game ended is taken as finished, as it stands.
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

    /// Ends the game for `reason`; the larger pile wins, equal piles draw.
    pub(crate) fn finish<R: Recorder + ?Sized>(&mut self, reason: Reason, rec: &mut R) {
        self.extra = false;
        self.outcome = Some(Outcome { winner: Outcome::winner_of(self.piles), reason });
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
