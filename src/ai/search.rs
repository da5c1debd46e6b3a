//! The fast search: iterative-deepening alpha-beta negamax with a transposition table.
//!
//! - **Consistent with the oracle**: at depth `d` the search returns exactly the score of
//!   [`super::negamax::negamax`] at depth `d`. So a table entry is used for a cutoff only when it
//!   was searched to the same depth — or when it is *solved*: its score rests on finished games
//!   alone, and then it holds at every depth from the height of its proof on. Solved entries are
//!   what makes the search exact once few seeds are left: whole subtrees resolve to finished
//!   games, and the iterative deepening stops as soon as the root is solved.
//! - **Proofs** follow every line to the end of the game. In Ali Guli Mane without rounds they
//!   also stop where the piles alone settle the result (a pile of more than half the seeds wins
//!   whatever happens next): see `settled`.
//! - **Move ordering**: the table's move, then the seeds a move wins at once, then the history
//!   heuristic (moves that caused cutoffs before).
//! - **Sign flips**: a child's score is negated only when the child's player to move is the other
//!   player (an Ali Guli Mane extra sowing, or a pass, keeps the same player).
//! - **Budgets**: a node budget and a [`Clock`] checked every 1,024 nodes, carried by each
//!   pass over the tree (an iteration of the deepening, or a proof) rather than kept in the
//!   searcher; a node past the budget returns `None`, which every step hands up with `?`. Depth 1
//!   always completes, so there is always a move. Nothing is allocated per node.
//! - **Steps of a node** (in [`Searcher`]'s private `node`): count it against the budget, stop at
//!   a finished game or (in a proof) a result the piles settle, score a repetition, probe the
//!   table, order the moves, search them by principal variation search, store the result.

use super::eval::evaluate;
use super::table::{hash, Bound, Table};
use super::{
    after_repetition, children, for_parent, round_cycle_score, terminal_score, Clock, Score, INFINITY, MAX_DEPTH, WIN,
};
use crate::board::PITS;
use crate::{PitSet, Position};
use core::ops::ControlFlow;

/// How far a search may go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration, in sowings (at most [`MAX_DEPTH`]).
    pub depth: u8,
    /// The nodes the search may visit.
    pub nodes: u64,
    /// The part of the clock's allowance the search may use, from 0 to 1.
    pub time: f64,
}

impl Limits {
    /// Returns limits of `depth` sowings and no node budget.
    pub const fn depth(depth: u8) -> Limits {
        Limits { depth, nodes: u64::MAX, time: 1.0 }
    }

    /// Returns limits of `nodes` nodes, as deep as they reach.
    pub const fn nodes(nodes: u64) -> Limits {
        Limits { depth: MAX_DEPTH, nodes, time: 1.0 }
    }

    /// Returns the first `part` (from 0 to 1) of these limits' nodes and time.
    pub fn part(self, part: f64) -> Limits {
        Limits { nodes: (self.nodes as f64 * part) as u64, time: self.time * part, ..self }
    }
}

/// The result of [`Searcher::prove`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// This move reaches the score against any defence.
    Found(u8),
    /// No move reaches the score against every defence.
    NoMove,
    /// The budget ran out, or a line was longer than the deepest search.
    Unknown,
}

/// The result of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    /// The best move found.
    pub best: u8,
    /// Its score for the player to move.
    pub score: Score,
    /// The deepest iteration completed.
    pub depth: u8,
    /// The score is the game's true value under the search's repetition rule.
    pub solved: bool,
    /// The nodes visited.
    pub nodes: u64,
}

/// One move's score from [`Searcher::analyze`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveScore {
    /// The pit played.
    pub pit: u8,
    /// The score for the player to move.
    pub score: Score,
    /// The score is the move's true value.
    pub solved: bool,
    /// What the move leads to with best play, when proven.
    pub verdict: Option<Verdict>,
}

/// What a move leads to with best play on both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The player who makes it wins by force.
    Win,
    /// Best play draws.
    Draw,
    /// The player who makes it loses against best play.
    Loss,
}

impl Verdict {
    /// Returns the verdict of a solved score.
    pub fn of(score: Score) -> Verdict {
        if score >= WIN {
            Verdict::Win
        } else if score <= -WIN {
            Verdict::Loss
        } else {
            Verdict::Draw
        }
    }
}

/// Each legal move's score, from [`Searcher::analyze`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    moves: [MoveScore; 7],
    len: usize,
    /// The deepest iteration completed.
    pub depth: u8,
    /// The nodes visited.
    pub nodes: u64,
}

impl Analysis {
    /// Returns each legal move's score, in ascending pit order.
    pub fn moves(&self) -> &[MoveScore] {
        &self.moves[..self.len]
    }
}

/// What a node's search tells its parent.
#[derive(Clone, Copy, Debug)]
struct Value {
    score: Score,
    /// For a solved score, the height of its proof; else `UNSOLVED`.
    height: u8,
    /// The score depends on a repetition on the path, so it must not be stored.
    path: bool,
}

const UNSOLVED: u8 = u8::MAX;
const NO_MOVE: u8 = u8::MAX;

impl Value {
    /// A score that rests on finished games alone, `height` sowings below.
    #[inline]
    const fn solved(score: Score, height: u8) -> Value {
        Value { score, height, path: false }
    }

    /// A heuristic score.
    #[inline]
    const fn estimate(score: Score) -> Value {
        Value { score, height: UNSOLVED, path: false }
    }

    /// Returns the score when it is solved, `None` for an estimate.
    #[inline]
    fn proven(self) -> Option<Score> {
        (self.height != UNSOLVED).then_some(self.score)
    }

    /// Returns the value for the other player.
    #[inline]
    fn negated(self) -> Value {
        Value { score: -self.score, ..self }
    }
}

/// The scores a node must tell apart: strictly between `alpha` and `beta` it returns the exact
/// score, at or beyond either only a bound.
#[derive(Clone, Copy, Debug)]
struct Window {
    alpha: Score,
    beta: Score,
}

impl Window {
    /// Every score.
    const FULL: Window = Window { alpha: -INFINITY, beta: INFINITY };

    /// The null window at `alpha`: is the score above `alpha` or not?
    #[inline]
    const fn null(alpha: Score) -> Window {
        Window { alpha, beta: alpha + 1 }
    }

    /// Tells whether this is a null window: a score is above `alpha` or not.
    #[inline]
    const fn is_null(self) -> bool {
        self.beta == self.alpha + 1
    }

    /// Returns the window seen by the other player.
    #[inline]
    const fn flipped(self) -> Window {
        Window { alpha: -self.beta, beta: -self.alpha }
    }
}

/// What a pass over the tree may spend: the nodes of the whole search, and the part of the
/// clock's allowance.
#[derive(Clone, Copy, Debug)]
struct Budget {
    nodes: u64,
    time: f64,
}

impl Budget {
    fn of(limits: Limits) -> Budget {
        Budget { nodes: limits.nodes, time: limits.time }
    }
}

/// One pass over the tree: an iteration of the deepening, or a proof. Each search builds its
/// passes afresh and hands them down, so no budget or mode outlives the pass it belongs to.
struct Pass<'c> {
    /// The pass stops, and every node returns `None`, once the budget is spent; `None` for a
    /// pass that always completes (the first iteration, so that there is always a move).
    budget: Option<Budget>,
    /// The pass follows every line to the end of the game, so a position whose result the piles
    /// already settle (see [`settled`]) needs no search.
    proof: bool,
    clock: &'c mut dyn Clock,
}

impl<'c> Pass<'c> {
    /// Returns a proof's pass within `limits`' nodes and time.
    fn proof(limits: Limits, clock: &'c mut dyn Clock) -> Pass<'c> {
        Pass { budget: Some(Budget::of(limits)), proof: true, clock }
    }
}

/// A node's moves in the order the search tries them.
struct Ordered<'m> {
    moves: &'m [(u8, Position)],
    order: [usize; 7],
    len: usize,
}

impl<'m> Ordered<'m> {
    /// Returns every move, in pit order.
    #[inline]
    fn all(moves: &'m super::Children) -> Ordered<'m> {
        Ordered { moves: moves.as_slice(), order: [0, 1, 2, 3, 4, 5, 6], len: moves.len() }
    }

    /// Returns the moves to a pit in `among`, in pit order.
    fn among(moves: &'m super::Children, among: PitSet) -> Ordered<'m> {
        let mut ordered = Ordered { moves: moves.as_slice(), order: [0; 7], len: 0 };
        for (i, &(pit, _)) in ordered.moves.iter().enumerate() {
            if among.contains(pit) {
                ordered.order[ordered.len] = i;
                ordered.len += 1;
            }
        }
        ordered
    }

    /// Puts the moves that win the most seeds at once first, keeping the order of equals: the
    /// order of a root's moves.
    fn by_gain(mut self, pos: &Position) -> Ordered<'m> {
        let moves = self.moves;
        self.order[..self.len].sort_by_key(|&i| core::cmp::Reverse(gain(pos, &moves[i].1)));
        self
    }

    /// Returns the pit of the first move.
    fn first(&self) -> Option<u8> {
        self.iter().next().map(|&(pit, _)| pit)
    }

    /// Moves the move to `pit` first, keeping the order of the others.
    fn put_first(&mut self, pit: u8) {
        let moves = self.moves;
        if let Some(k) = self.order[..self.len].iter().position(|&i| moves[i].0 == pit) {
            self.order[..=k].rotate_right(1);
        }
    }

    /// Returns the moves, each with the position it leads to, in order.
    #[inline]
    fn iter(&self) -> impl Iterator<Item = &'m (u8, Position)> + '_ {
        self.order[..self.len].iter().map(|&i| &self.moves[i])
    }
}

/// The fast search, with its transposition table, allocated once; each search starts afresh, so
/// its result depends only on the position, the history and the limits.
pub struct Searcher {
    table: Table,
    nodes: u64,
    repetitions: u64,
    /// Keys of the positions on the path from the root, by ply.
    path: [u64; PATH],
    /// Keys of the earlier positions of the round that may come back.
    history: Vec<u64>,
    /// The game's positions up to the root, then those that began a round on the path: where
    /// the rounds of a match began (see [`super::round_cycle_score`]).
    rounds: Vec<Position>,
    /// The occurrence of a position that ends the game as a cycle (see `Rules::repetition_limit`).
    limit: usize,
    /// Cutoffs caused by each pit, for move ordering.
    cutoffs: [u32; PITS],
    /// The last [`Searcher::solve_wins`] finished (see [`Searcher::settled`]).
    settled: bool,
    /// The solver's nodes whose bound rests on the repetition of a position above them, kept
    /// until the node that position belongs to has finished (see [`super::endgame`]).
    pending: Vec<Pending>,
    /// Where a pending position may be in `pending`, by its key's low bits: a slot another
    /// position took since, or an index past the list, is told by the entry's key.
    pending_at: Vec<u32>,
}

/// A bound of the solver's, not yet in its table (see [`Searcher`]'s `pending`).
#[derive(Clone, Copy, Debug)]
struct Pending {
    /// The position's key in the solver's table and the score to keep there (see [`solver_key`]).
    key: u64,
    score: Score,
    bound: Bound,
    best: u8,
    /// Whether the bound says that player zero reaches the window's threshold: each of a
    /// proof's nodes says the same as the proof's root.
    zero_reaches: bool,
    /// The position's key ([`hash`]) and the shallowest ply of the path its proof rests on.
    full: u64,
    repeated: usize,
}

/// The most pending bounds the solver keeps; past it, it keeps none more (keeping fewer loses
/// table entries and positions found where they come back: time, never soundness).
const MAX_PENDING: usize = 1 << 16;

/// The plies [`Searcher`]'s path holds: the search's deepest and the solver's longest line.
const PATH: usize =
    if MAX_DEPTH as usize > super::endgame::MAX_PLIES { MAX_DEPTH as usize } else { super::endgame::MAX_PLIES } + 2;

/// The slots of [`Searcher`]'s index of pending positions.
const PENDING_SLOTS: usize = 1 << 16;

impl Searcher {
    /// Creates a searcher whose table holds `2^table_bits` entries of 16 bytes.
    pub fn new(table_bits: u32) -> Searcher {
        Searcher {
            table: Table::new(table_bits),
            nodes: 0,
            repetitions: 0,
            path: [0; PATH],
            history: Vec::with_capacity(256),
            rounds: Vec::new(),
            limit: 3,
            cutoffs: [0; PITS],
            settled: false,
            pending: Vec::new(),
            pending_at: vec![0; PENDING_SLOTS],
        }
    }

    /// Searches `pos` by iterative deepening within `limits` and `clock`; `history` holds the
    /// game's earlier positions ([`super::game_history`]). Returns `None` for a finished game.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> Option<Report> {
        self.search_among(pos, history, pos.legal_moves(), limits, clock)
    }

    /// Searches `pos` like [`Searcher::search`], choosing only among the legal moves in `among`.
    /// Returns `None` for a finished game or when `among` holds no legal move.
    pub fn search_among(
        &mut self,
        pos: &Position,
        history: &[Position],
        among: PitSet,
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> Option<Report> {
        let moves = children(pos);
        let mut order = Ordered::among(&moves, among);
        let first = order.first()?;
        self.start(pos, history);
        let mut report = Report { best: first, score: 0, depth: 0, solved: false, nodes: 0 };
        order = order.by_gain(pos);
        self.deepen(limits, clock, |s, depth, pass| {
            let (v, best) = s.pvs(pos, &order, depth, 0, Window::FULL, pass)?;
            // The best move goes first in the next iteration.
            order.put_first(best);
            let solved = v.proven().is_some();
            report = Report { best, score: v.score, depth, solved, nodes: s.nodes };
            Some(solved)
        });
        report.nodes = self.nodes;
        Some(report)
    }

    /// Scores every legal move of `pos` within `limits` and `clock`. When `prove` is set, half
    /// the nodes and part of the time (see [`super::proof_time`]) first go to proving which moves
    /// win, draw or lose by force (see [`Searcher::verdicts`]); the rest to iterative deepening.
    /// Returns `None` for a finished game.
    ///
    /// # Examples
    ///
    /// Ali Guli Mane, player 0 to move, piles 33–34, one seed in each of pits 7, 10 and 13 and
    /// none in player 1's row. Worked out by hand:
    /// - 13 drops into 12. Pit 11 is empty, the saada: pit 10 (1 seed) and its opposite, pit 3
    ///   (none), are taken, and the capture earns an extra sowing. Sowing 12 into 11 takes
    ///   nothing, player 1 has no seed to sow, and player 0 adds the 2 seeds of their row:
    ///   36–34, a win by 2 (an extra sowing from 7 instead would lose, 34–36).
    /// - 10 drops into 9; the saada at 8 takes pit 7's seed. Either extra sowing takes nothing
    ///   and ends the game: 36–34 again.
    /// - 7 drops into pit 0 and takes nothing. From there each side has one pit to sow at a
    ///   time: player 1 sows 0 into 1 and takes pit 10 (the opposite of pit 3, after the saada
    ///   at 2), then sows 1 into 2; player 0 sows 13 into 12; player 1 sows 2 into 3, takes pit
    ///   12 (opposite pit 5), sows 3 into 4, and adds that seed when player 0's row is empty:
    ///   33–37, a loss by 4.
    ///
    /// ```
    /// use mancala_heritage::ai::search::{Limits, Verdict};
    /// use mancala_heritage::ai::{NoClock, Searcher, SEED, WIN};
    /// use mancala_heritage::{Player, Position, Rules, Setup, Variant};
    ///
    /// let rules = Rules::new(Variant::AliGuliMane);
    /// let mut pits = [0; 14];
    /// (pits[7], pits[10], pits[13]) = (1, 1, 1);
    /// let setup = Setup { pits, piles: [33, 34], to_move: Player::Zero, ..Setup::initial(&rules) };
    /// let pos = Position::from_setup(rules, setup).unwrap();
    ///
    /// let mut searcher = Searcher::new(12);
    /// let analysis = searcher.analyze(&pos, &[], true, Limits::depth(20), &mut NoClock).unwrap();
    /// let found: Vec<_> = analysis.moves().iter().map(|m| (m.pit, m.verdict, m.score, m.solved)).collect();
    /// assert_eq!(
    ///     found,
    ///     [
    ///         (7, Some(Verdict::Loss), -WIN - 4 * SEED, true),
    ///         (10, Some(Verdict::Win), WIN + 2 * SEED, true),
    ///         (13, Some(Verdict::Win), WIN + 2 * SEED, true),
    ///     ]
    /// );
    /// ```
    pub fn analyze(
        &mut self,
        pos: &Position,
        history: &[Position],
        prove: bool,
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> Option<Analysis> {
        let moves = children(pos);
        moves.as_slice().first()?;
        self.start(pos, history);
        let blank = MoveScore { pit: 0, score: 0, solved: false, verdict: None };
        let mut analysis = Analysis { moves: [blank; 7], len: moves.len(), depth: 0, nodes: 0 };
        for (slot, &(pit, _)) in analysis.moves.iter_mut().zip(moves.as_slice()) {
            slot.pit = pit;
        }
        if prove {
            let proof = Limits { time: limits.time * super::proof_time(pos), ..limits.part(0.5) };
            let verdicts = self.prove_verdicts(pos, &moves, limits.depth, &mut Pass::proof(proof, clock));
            for (slot, verdict) in analysis.moves.iter_mut().zip(verdicts) {
                slot.verdict = verdict;
            }
        }
        self.deepen(limits, clock, |s, depth, pass| {
            let mut scores = analysis.moves;
            for (slot, (_, child)) in scores.iter_mut().zip(moves.as_slice()) {
                let v = s.child(pos, child, depth, 1, Window::FULL, pass)?;
                slot.score = v.score;
                slot.solved = v.proven().is_some();
                if slot.solved {
                    slot.verdict = Some(Verdict::of(v.score));
                }
            }
            analysis.moves = scores;
            analysis.depth = depth;
            Some(analysis.moves().iter().all(|m| m.solved))
        });
        analysis.nodes = self.nodes;
        Some(analysis)
    }

    /// Proves what each legal move of `pos` leads to with best play, by following every line to
    /// the end of the game within `limits.depth` sowings; in ascending pit order, `None` for
    /// the moves left unsettled when the budget ran out.
    pub fn verdicts(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> [Option<Verdict>; 7] {
        self.start(pos, history);
        self.prove_verdicts(pos, &children(pos), limits.depth, &mut Pass::proof(limits, clock))
    }

    /// Returns the depth-`depth` score of `pos` for its player to move (no time limit): the
    /// value the oracle negamax computes.
    pub fn score(&mut self, pos: &Position, history: &[Position], depth: u8) -> Score {
        match self.search(pos, history, Limits::depth(depth), &mut super::NoClock) {
            Some(report) => report.score,
            None => terminal_score(pos),
        }
    }

    /// Looks for a move of `pos` proven, by following every line to the end of the game within
    /// `limits.depth` sowings, to score at least `at_least` for the player to move (`WIN` for a
    /// forced win, 0 for at least a draw).
    ///
    /// # Examples
    ///
    /// The position of [`Searcher::analyze`]'s example with piles 32–35: the same lines end
    /// 35–35 after pits 10 and 13, a draw, and 32–38 after pit 7. No move wins, two hold the
    /// draw.
    ///
    /// ```
    /// use mancala_heritage::ai::search::{Limits, Proof};
    /// use mancala_heritage::ai::{NoClock, Searcher, WIN};
    /// use mancala_heritage::{Player, Position, Rules, Setup, Variant};
    ///
    /// let rules = Rules::new(Variant::AliGuliMane);
    /// let mut pits = [0; 14];
    /// (pits[7], pits[10], pits[13]) = (1, 1, 1);
    /// let setup = Setup { pits, piles: [32, 35], to_move: Player::Zero, ..Setup::initial(&rules) };
    /// let pos = Position::from_setup(rules, setup).unwrap();
    ///
    /// let mut searcher = Searcher::new(12);
    /// let limits = Limits::nodes(100_000);
    /// assert_eq!(searcher.prove(&pos, &[], WIN, limits, &mut NoClock), Proof::NoMove);
    /// assert!(matches!(searcher.prove(&pos, &[], 0, limits, &mut NoClock), Proof::Found(10 | 13)));
    /// let holding = searcher.holding(&pos, &[], 0, limits, &mut NoClock).unwrap();
    /// assert_eq!(holding.iter().collect::<Vec<_>>(), [10, 13]);
    /// ```
    pub fn prove(
        &mut self,
        pos: &Position,
        history: &[Position],
        at_least: Score,
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> Proof {
        let moves = children(pos);
        if moves.is_empty() {
            return Proof::Unknown;
        }
        self.start(pos, history);
        let pass = &mut Pass::proof(limits, clock);
        let mut all_refuted = true;
        for &(pit, child) in Ordered::all(&moves).by_gain(pos).iter() {
            let Some(v) = self.bound(pos, &child, proof_depth(limits), at_least, pass) else {
                return Proof::Unknown;
            };
            match v.proven() {
                Some(score) if score >= at_least => return Proof::Found(pit),
                Some(_) => {}
                None => all_refuted = false,
            }
        }
        if all_refuted {
            Proof::NoMove
        } else {
            Proof::Unknown
        }
    }

    /// Returns the moves of `pos` proven, by following every line to the end of the game within
    /// `limits.depth` sowings, to score at least `at_least` for the player to move; `None` when
    /// the budget ran out before every move was settled.
    pub fn holding(
        &mut self,
        pos: &Position,
        history: &[Position],
        at_least: Score,
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> Option<PitSet> {
        let moves = children(pos);
        self.start(pos, history);
        let pass = &mut Pass::proof(limits, clock);
        let mut holding = PitSet::EMPTY;
        for &(pit, child) in moves.as_slice() {
            if self.bound(pos, &child, proof_depth(limits), at_least, pass)?.proven()? >= at_least {
                holding = holding.with(pit);
            }
        }
        Some(holding)
    }

    /// Proves which moves of the endgame `pos` win and by how much (see [`super::endgame`]):
    /// each move proven to win gets the least final margin it is proven to reach, exact to the
    /// seed when `Reached::exact` is set. `None` when the solver does not apply to `pos` or no
    /// move is proven to win within `limits`; every move proven not to win is left out.
    ///
    /// Proofs of a win are cheap in these endgames because the winner never needs to go round:
    /// scores above the cycle ending's are kept in the table on any path (see
    /// [`super::endgame`]).
    pub fn solve_wins(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> Option<Solution> {
        let pass = &mut self.start_solve(pos, history, limits, clock)?;
        let moves = children(pos);
        let mut found = Solution { moves: [Reached { pit: 0, score: 0, exact: false }; 7], len: 0, nodes: 0 };
        self.settled = true;
        for &(pit, child) in moves.as_slice() {
            // Each move's position is the root of its own solve: its score there is the game's
            // value after the move (see super::endgame).
            let Some(score) = self.exact_root(pos, &child, Window::null(WIN - 1), pass) else {
                self.settled = false;
                break;
            };
            if score >= WIN {
                found.moves[found.len] = Reached { pit, score, exact: false };
                found.len += 1;
            }
        }
        // The margins, a seed at a time above what each win is proven to reach.
        'margins: for won in found.moves[..found.len].iter_mut() {
            let child = moves.as_slice().iter().find(|m| m.0 == won.pit).map(|m| m.1)?;
            loop {
                let Some(score) = self.exact_root(pos, &child, Window::null(won.score), pass) else {
                    self.settled = false;
                    break 'margins;
                };
                if score > won.score {
                    won.score = score;
                } else {
                    won.exact = true;
                    break;
                }
            }
        }
        found.nodes = self.nodes;
        (found.len > 0).then_some(found)
    }

    /// Proves the best move of the endgame `pos` (see [`super::endgame`]) and its value, exact to
    /// the seed, within `limits`: the biggest win, else a draw, else the smallest loss, its score
    /// for the player to move and `exact` set. When the limits run out first, the move proven to
    /// win by the most seeds so far; `None` when the solver does not apply to `pos`, or the limits
    /// ran out before a move was proven to win.
    ///
    /// Each step is one null-window solve of one move. First each move: does it win? Then, while
    /// another move may still beat the best score proven, the most promising of them: does it?
    /// The best move's own margin is asked last. Where no move wins, the move with the highest
    /// upper bound: does it reach it? So only the best move's value is proven exact, where
    /// [`Searcher::solve_wins`] proves every winning margin.
    pub fn solve_best(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
        clock: &mut dyn Clock,
    ) -> Option<Reached> {
        let pass = &mut self.start_solve(pos, history, limits, clock)?;
        let moves = children(pos);
        let moves = moves.as_slice();
        // What each move is proven to score at least and at most.
        let (mut low, mut high) = ([-INFINITY; 7], [INFINITY; 7]);
        let best = |low: &[Score; 7]| (0..moves.len()).rev().max_by_key(|&i| low[i]).unwrap_or(0);
        let mut first = 0..moves.len();
        loop {
            let b = best(&low);
            let (top, known) = (low[b], low[b] > -INFINITY);
            let question = first.next().map(|i| (i, 0)).or_else(|| {
                let others = (0..moves.len()).filter(|&i| high[i] > top && (i != b || !known));
                let i = others.rev().max_by_key(|&i| (low[i], high[i])).or((high[b] > top).then_some(b))?;
                Some((i, if known { top } else { high[i] - 1 }))
            });
            let exact = question.is_none();
            let asked = question.and_then(|(i, threshold)| {
                let score = self.exact_root(pos, &moves[i].1, Window::null(threshold), pass)?;
                if score > threshold {
                    low[i] = score;
                } else {
                    high[i] = score;
                }
                Some(())
            });
            if asked.is_none() {
                self.settled = exact;
                let b = best(&low);
                return (low[b] >= WIN || exact).then_some(Reached { pit: moves[b].0, score: low[b], exact });
            }
        }
    }

    /// Starts a solve of the endgame `pos` after `history`: returns its pass within `limits`
    /// and the solver's most nodes; `None` when the solver doesn't apply to `pos`.
    fn start_solve<'c>(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
        clock: &'c mut dyn Clock,
    ) -> Option<Pass<'c>> {
        self.settled = false;
        if !super::endgame::applies(pos, history) {
            return None;
        }
        self.start(pos, &[]);
        let limits = Limits { nodes: limits.nodes.min(super::endgame::MAX_NODES), ..limits };
        Some(Pass { budget: Some(Budget::of(limits)), proof: true, clock })
    }

    /// Tells whether the last [`Searcher::solve_wins`] or [`Searcher::solve_best`] finished: for
    /// the first every move proven to win or not and each win's margin exact, for the second the
    /// best move's value exact. It doesn't when its nodes or time ran out, or when a line grew
    /// longer than `endgame::MAX_PLIES` sowings (which costs few nodes: a node count below the
    /// budget doesn't tell).
    pub fn settled(&self) -> bool {
        self.settled
    }

    /// Solves `child`, a move away from `parent`, as a root, within `window` seen by `parent`'s
    /// player to move, and returns its score for them.
    fn exact_root(
        &mut self,
        parent: &Position,
        child: &Position,
        window: Window,
        pass: &mut Pass<'_>,
    ) -> Option<Score> {
        // What a solve left pending when it ran out of its budget is no proof.
        self.pending.clear();
        Some(if child.to_move() == parent.to_move() {
            self.exact(child, 0, window, pass)?.0
        } else {
            -self.exact(child, 0, window.flipped(), pass)?.0
        })
    }

    /// The exact solver's node (see [`super::endgame`]): `pos` at `ply` from the solve's root,
    /// to the end of the game, a position already on the path scored as the cycle ending.
    /// Returns a fail-soft score within `window` and the shallowest ply of the path whose
    /// position came back below and was scored as the cycle ending (`NO_REPETITION` when none
    /// did); `None` when the budget ran out or a line grew too long.
    #[inline(never)]
    fn exact(&mut self, pos: &Position, ply: usize, window: Window, pass: &mut Pass<'_>) -> Option<(Score, usize)> {
        self.spend(pass)?;
        if pos.is_over() {
            return Some((terminal_score(pos), NO_REPETITION));
        }
        let key = hash(pos);
        if let Some(earlier) = self.path[..ply].iter().position(|&k| k == key) {
            self.repetitions += 1;
            return Some((cycle_score(pos), earlier));
        }
        if ply > super::endgame::MAX_PLIES {
            return None;
        }
        // A position pending higher up this solve says what its proof says, on the cycles its
        // proof rests on: as a repetition of the position those close at (see super::endgame).
        if let Some(p) = self.pending_entry(key) {
            return Some((cycle_score(pos), p.repeated));
        }
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.solved_entry(pos) {
            let cut = match e.bound() {
                Bound::Exact => true,
                Bound::Lower => e.score >= window.beta,
                Bound::Upper => e.score <= window.alpha,
            };
            if cut {
                return Some((e.score, NO_REPETITION));
            }
            tt_move = e.best;
        }
        let moves = children(pos);
        if moves.is_empty() {
            return None;
        }
        // Enhanced transposition cutoff: a move whose position the table already bounds at or
        // above `beta` settles this node without a search.
        for (_, child) in moves.as_slice() {
            let Some(e) = self.solved_entry(child) else { continue };
            let same = child.to_move() == pos.to_move();
            // The entry bounds the move's score from below unless it bounds it from above.
            let above = if same { Bound::Upper } else { Bound::Lower };
            let score = if same { e.score } else { -e.score };
            if e.bound() != above && score >= window.beta {
                return Some((score, NO_REPETITION));
            }
        }
        let order = self.order_moves(pos, &moves, tt_move);
        self.path[ply] = key;
        let mark = self.pending.len();
        let Window { mut alpha, beta } = window;
        let (mut best, mut best_move, mut rep) = (-INFINITY, NO_MOVE, NO_REPETITION);
        for &(pit, ref child) in order.iter() {
            let w = Window { alpha, beta };
            let (score, r) = if child.to_move() == pos.to_move() {
                self.exact(child, ply + 1, w, pass)?
            } else {
                let (score, r) = self.exact(child, ply + 1, w.flipped(), pass)?;
                (-score, r)
            };
            rep = rep.min(r);
            if score > best {
                (best, best_move) = (score, pit);
            }
            alpha = alpha.max(best);
            if alpha >= beta {
                let c = &mut self.cutoffs[pit as usize];
                *c = c.saturating_add(1);
                break;
            }
        }
        let bound = if best <= window.alpha {
            Bound::Upper
        } else if best >= window.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let zero_reaches = (bound == Bound::Lower) == (pos.to_move() == crate::Player::Zero);
        self.keep_proof(mark, window, zero_reaches, rep);
        if rep >= ply {
            // Every repetition below closed at this node or below it: its proof holds on any
            // path, and so does each pending node of it.
            self.store_solved(pos, best, bound, best_move);
            for i in mark..self.pending.len() {
                let p = self.pending[i];
                self.table.store(p.key, p.score, 0, p.bound, true, p.best);
            }
            self.pending.truncate(mark);
            return Some((best, rep));
        }
        // A score that met the repetition of a position above it lies between the true value
        // and the cycle ending's score, so it bounds the true value on its own side only; one
        // equal to the cycle ending's waits for that position's proof (see super::endgame).
        let cycle = cycle_score(pos);
        let own_side = match bound {
            Bound::Lower | Bound::Exact if best > cycle => Some(Bound::Lower),
            Bound::Upper | Bound::Exact if best < cycle => Some(Bound::Upper),
            _ => None,
        };
        if let Some(bound) = own_side {
            self.store_solved(pos, best, bound, best_move);
        } else if window.is_null() && self.pending.len() < MAX_PENDING {
            // The threshold itself. In Mangala IV, whose table keeps scores less the piles'
            // difference, a threshold that no game can end with (a draw's 1, say) may come out
            // of that shift weaker than it was, never stronger; the nearest score a game can end
            // with beyond it, kept instead, settled fewer endings (296 of 305 against 301,
            // docs/measurements/2026-12-05-endgames.md).
            let (score, bound) = if bound == Bound::Lower { (window.beta, bound) } else { (window.alpha, bound) };
            let (table_key, lead) = solver_key(pos);
            self.pending_at[key as usize % PENDING_SLOTS] = self.pending.len() as u32;
            self.pending.push(Pending {
                key: table_key,
                score: shift(score, -lead),
                bound,
                best: best_move,
                zero_reaches,
                full: key,
                repeated: rep,
            });
        }
        Some((best, rep))
    }

    /// Keeps, of the bounds left pending from `mark` on (the nodes below the one just searched
    /// in `window`), those of its proof: in a null window, the nodes that say what it says
    /// (`zero_reaches`), each of which is reached from it through nodes that all say the same.
    /// A node that says otherwise was left pending only with the nodes that say what it says.
    /// Each one kept is part of this node's proof from now on, so it rests where this node does
    /// (`rep`, the shallowest ply its repetitions reached). A window wider than null keeps none
    /// (the solver searches none such).
    fn keep_proof(&mut self, mark: usize, window: Window, zero_reaches: bool, rep: usize) {
        let mut kept = mark;
        for i in mark..self.pending.len() {
            let mut p = self.pending[i];
            if window.is_null() && p.zero_reaches == zero_reaches {
                p.repeated = p.repeated.min(rep);
                self.pending[kept] = p;
                self.pending_at[p.full as usize % PENDING_SLOTS] = kept as u32;
                kept += 1;
            }
        }
        self.pending.truncate(kept);
    }

    /// Returns the pending bound of the position whose key is `key`, if it has one.
    fn pending_entry(&self, key: u64) -> Option<Pending> {
        let i = *self.pending_at.get(key as usize % PENDING_SLOTS)?;
        self.pending.get(i as usize).filter(|p| p.full == key).copied()
    }

    /// Returns the solver's table entry for `pos`, its score for `pos`'s player to move.
    #[inline(never)]
    fn solved_entry(&self, pos: &Position) -> Option<super::table::Entry> {
        let (key, lead) = solver_key(pos);
        let mut e = self.table.probe(key)?;
        e.score = shift(e.score, lead);
        Some(e)
    }

    /// Stores the solver's `score` of `pos` for its player to move, a `bound` on its value.
    fn store_solved(&mut self, pos: &Position, score: Score, bound: Bound, best: u8) {
        let (key, lead) = solver_key(pos);
        self.table.store(key, shift(score, -lead), 0, bound, true, best);
    }

    /// Returns the nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts the positions the last search scored as repetitions.
    pub fn repetitions(&self) -> u64 {
        self.repetitions
    }

    /// Prepares a search: the node count, the new table generation and the history keys.
    fn start(&mut self, pos: &Position, history: &[Position]) {
        self.nodes = 0;
        self.repetitions = 0;
        self.table.next_generation();
        self.history.clear();
        self.limit = pos.rules().repetition_limit();
        // Piles never shrink within a round: a position with a smaller pile can't come back.
        let reachable = |p: &&Position| {
            let (a, b) = (p.piles(), pos.piles());
            a[0] >= b[0] && a[1] >= b[1] && p.round() == pos.round() && !p.is_over()
        };
        self.history.extend(history.iter().filter(reachable).map(hash));
        self.rounds.clear();
        self.rounds.extend(history.iter().chain([pos]));
        self.path[0] = hash(pos);
        self.cutoffs = [0; PITS];
    }

    /// Iterative deepening: runs `iteration` at depths 1, 2, … up to `limits.depth`, each a pass
    /// of its own, until one returns `Some(true)` (everything solved) or `None` (the budget ran
    /// out, and that iteration's result is left out). The first pass always completes.
    fn deepen(
        &mut self,
        limits: Limits,
        clock: &mut dyn Clock,
        mut iteration: impl FnMut(&mut Searcher, u8, &mut Pass<'_>) -> Option<bool>,
    ) {
        let budget = Budget::of(limits);
        for depth in 1..=limits.depth.min(MAX_DEPTH) {
            let mut pass = Pass { budget: (depth > 1).then_some(budget), proof: false, clock: &mut *clock };
            if iteration(self, depth, &mut pass) != Some(false) {
                break;
            }
        }
    }

    /// Proves each move's verdict (see [`Searcher::verdicts`]) in the search already started,
    /// until the pass stops.
    fn prove_verdicts(
        &mut self,
        pos: &Position,
        moves: &super::Children,
        depth: u8,
        pass: &mut Pass<'_>,
    ) -> [Option<Verdict>; 7] {
        let depth = depth.clamp(1, MAX_DEPTH);
        let mut verdicts = [None; 7];
        for (slot, (_, child)) in verdicts.iter_mut().zip(moves.as_slice()) {
            let Some(verdict) = self.verdict(pos, child, depth, pass) else {
                break;
            };
            *slot = verdict;
        }
        verdicts
    }

    /// Proves what the move from `pos` to `child` leads to: `Some(None)` when a line is longer
    /// than `depth`, `None` when the pass stopped.
    fn verdict(&mut self, pos: &Position, child: &Position, depth: u8, pass: &mut Pass<'_>) -> Option<Option<Verdict>> {
        // A win scores WIN or more, a loss -WIN or less; a failed proof of the win may already
        // bound the score within the losses.
        let win = self.bound(pos, child, depth, WIN, pass)?.proven();
        Some(match win {
            Some(bound) if bound >= WIN => Some(Verdict::Win),
            Some(bound) if bound <= -WIN => Some(Verdict::Loss),
            _ => match (win, self.bound(pos, child, depth, -WIN + 1, pass)?.proven().map(|b| b > -WIN)) {
                (_, Some(false)) => Some(Verdict::Loss),
                (Some(_), Some(true)) => Some(Verdict::Draw),
                _ => None,
            },
        })
    }

    /// Searches the move from `parent` to `child` with a null window at `at_least`: when its
    /// score is proven, it is a lower bound for `parent`'s player to move when it is `at_least`
    /// or more, else an upper bound; `None` when the pass stopped.
    #[inline]
    fn bound(
        &mut self,
        parent: &Position,
        child: &Position,
        depth: u8,
        at_least: Score,
        pass: &mut Pass<'_>,
    ) -> Option<Value> {
        self.child(parent, child, depth, 1, Window::null(at_least - 1), pass)
    }

    /// Searches `child`, a move away from `parent` at `ply - 1`, to `depth - 1`, and returns its
    /// value for `parent`'s player to move.
    #[inline]
    fn child(
        &mut self,
        parent: &Position,
        child: &Position,
        depth: u8,
        ply: usize,
        window: Window,
        pass: &mut Pass<'_>,
    ) -> Option<Value> {
        self.seen_from(parent, child, depth.saturating_sub(1), ply, window, pass)
    }

    /// Searches `pos`, at `ply` after `parent`, to `depth` within `window` for `parent`'s player
    /// to move: the sign flips only when the player to move changes.
    #[inline(never)]
    fn seen_from(
        &mut self,
        parent: &Position,
        pos: &Position,
        depth: u8,
        ply: usize,
        window: Window,
        pass: &mut Pass<'_>,
    ) -> Option<Value> {
        // A round begins: the rules may end the match there (a round cycle), and the path
        // began the round.
        let begun = pos.round() != parent.round();
        if begun {
            if let Some(score) = round_cycle_score(pos, &self.rounds) {
                return Some(Value { path: true, ..Value::solved(for_parent(parent, pos, score), 0) });
            }
            self.rounds.push(*pos);
        }
        let v = if pos.to_move() == parent.to_move() {
            self.node(pos, depth, ply, window, pass)
        } else {
            self.node(pos, depth, ply, window.flipped(), pass).map(Value::negated)
        };
        if begun {
            self.rounds.pop();
        }
        v
    }

    /// Counts the earlier occurrences of the position with `key` at `ply`: in the history and on
    /// the path.
    fn earlier(&self, key: u64, ply: usize) -> usize {
        let count = |keys: &[u64]| keys.iter().filter(|&&k| k == key).count();
        count(&self.path[..ply.min(self.path.len())]) + count(&self.history)
    }

    /// Searches `pos` at `ply` to `depth` within `window`, for its player to move; `None` when
    /// the pass stopped.
    fn node(&mut self, pos: &Position, depth: u8, ply: usize, window: Window, pass: &mut Pass<'_>) -> Option<Value> {
        self.spend(pass)?;
        if pos.is_over() {
            return Some(Value::solved(terminal_score(pos), 0));
        }
        if pass.proof {
            if let Some(v) = settled_cut(pos, window) {
                return Some(v);
            }
        }
        let key = hash(pos);
        let earlier = self.earlier(key, ply);
        if earlier + 1 >= self.limit {
            return self.repetition(pos, depth, ply, window, pass);
        }
        if depth == 0 || ply > MAX_DEPTH as usize {
            return Some(Value::estimate(evaluate(pos)));
        }
        // A position seen before but not yet ending the game: its value depends on the path (one
        // more return ends the game), so the table orders its moves but neither cuts nor stores.
        let seen = earlier > 0;
        let tt_move = match self.probe_table(key, depth, window, seen) {
            ControlFlow::Break(v) => return Some(v),
            ControlFlow::Continue(tt_move) => tt_move,
        };
        let moves = children(pos);
        if moves.is_empty() {
            return Some(Value::estimate(evaluate(pos)));
        }
        let order = self.order_moves(pos, &moves, tt_move);
        if let Some(slot) = self.path.get_mut(ply) {
            *slot = key;
        }
        let (mut v, best) = self.pvs(pos, &order, depth, ply, window, pass)?;
        v.path |= seen;
        if !v.path {
            self.store(key, v, depth, window, best);
        }
        Some(v)
    }

    /// Counts a node; `None` once the pass's budget is spent. The clock is read every 1,024
    /// nodes.
    #[inline]
    fn spend(&mut self, pass: &mut Pass<'_>) -> Option<()> {
        self.nodes += 1;
        match pass.budget {
            Some(b) if self.nodes >= b.nodes || (self.nodes & 1023 == 0 && pass.clock.used() >= b.time) => None,
            _ => Some(()),
        }
    }

    /// Scores the occurrence of `pos` that reaches the repetition limit as the cycle ending (see
    /// [`super`]): the game's end, or with rounds the next round searched on to `depth`. The
    /// score depends on the path.
    fn repetition(
        &mut self,
        pos: &Position,
        depth: u8,
        ply: usize,
        window: Window,
        pass: &mut Pass<'_>,
    ) -> Option<Value> {
        self.repetitions += 1;
        let ended = after_repetition(pos);
        let v = if ended.is_over() {
            Value::solved(for_parent(pos, &ended, terminal_score(&ended)), 0)
        } else {
            self.seen_from(pos, &ended, depth, ply, window, pass)?
        };
        Some(Value { path: true, ..v })
    }

    /// Looks the position with `key` up in the table: breaks with the stored value when it
    /// settles the node within `window` (stored from a search to `depth`, or solved at most
    /// `depth` sowings high), else continues with the stored move to try first (`NO_MOVE` for
    /// none). A position `seen` before on the path only takes the move.
    #[inline]
    fn probe_table(&self, key: u64, depth: u8, window: Window, seen: bool) -> ControlFlow<Value, u8> {
        let Some(e) = self.table.probe(key) else {
            return ControlFlow::Continue(NO_MOVE);
        };
        if !seen && ((e.solved() && e.depth <= depth) || e.depth == depth) {
            let cut = match e.bound() {
                Bound::Exact => true,
                Bound::Lower => e.score >= window.beta,
                Bound::Upper => e.score <= window.alpha,
            };
            if cut {
                let height = if e.solved() { e.depth } else { UNSOLVED };
                return ControlFlow::Break(Value { score: e.score, height, path: false });
            }
        }
        ControlFlow::Continue(e.best)
    }

    /// Orders the moves of `pos`: the table's move, then the seeds won at once, then past cutoffs.
    #[inline]
    fn order_moves<'m>(&self, pos: &Position, moves: &'m super::Children, tt_move: u8) -> Ordered<'m> {
        let mut keys = [0i64; 7];
        for (i, &(pit, ref child)) in moves.as_slice().iter().enumerate() {
            keys[i] = if pit == tt_move {
                i64::MAX
            } else {
                i64::from(gain(pos, child)) * 65_536 + i64::from(self.cutoffs[pit as usize].min(65_535))
            };
        }
        let mut ordered = Ordered::all(moves);
        ordered.order[..ordered.len].sort_unstable_by_key(|&i| core::cmp::Reverse(keys[i]));
        ordered
    }

    /// Searches the moves of `pos` in `order` to `depth` within `window` by principal variation
    /// search: the first with the whole window, each other with a null window first, to prove it
    /// no better, and again with the whole window when it is better. Stops at the first cutoff,
    /// which the history heuristic counts. Returns the best value (solved when every move's is,
    /// and depending on the path when any move's does) and move; `None` when the pass stopped.
    #[inline(always)]
    fn pvs(
        &mut self,
        pos: &Position,
        order: &Ordered<'_>,
        depth: u8,
        ply: usize,
        window: Window,
        pass: &mut Pass<'_>,
    ) -> Option<(Value, u8)> {
        let Window { mut alpha, beta } = window;
        let mut best = Value { score: -INFINITY, height: 0, path: false };
        let mut best_move = NO_MOVE;
        for (k, (pit, child)) in order.iter().enumerate() {
            let whole = Window { alpha, beta };
            let v = if k == 0 {
                self.child(pos, child, depth, ply + 1, whole, pass)?
            } else {
                let probe = self.child(pos, child, depth, ply + 1, Window::null(alpha), pass)?;
                if probe.score > alpha && probe.score < beta {
                    self.child(pos, child, depth, ply + 1, whole, pass)?
                } else {
                    probe
                }
            };
            best.path |= v.path;
            best.height =
                if v.height == UNSOLVED || best.height == UNSOLVED { UNSOLVED } else { best.height.max(v.height + 1) };
            if v.score > best.score {
                best.score = v.score;
                best_move = *pit;
            }
            if best.score > alpha {
                alpha = best.score;
            }
            if alpha >= beta {
                let c = &mut self.cutoffs[*pit as usize];
                *c = c.saturating_add(u32::from(depth) * u32::from(depth));
                break;
            }
        }
        Some((best, best_move))
    }

    /// Stores `v`, the value of the position with `key` searched to `depth` within `window`, and
    /// its best move: a solved value at the height of its proof, else at `depth`.
    #[inline(always)]
    fn store(&mut self, key: u64, v: Value, depth: u8, window: Window, best: u8) {
        let bound = if v.score <= window.alpha {
            Bound::Upper
        } else if v.score >= window.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let solved = v.proven().is_some();
        self.table.store(key, v.score, if solved { v.height } else { depth }, bound, solved, best);
    }
}

/// The ply [`Searcher::exact`] returns when no position of the path came back below a node.
const NO_REPETITION: usize = usize::MAX;

/// Returns the score of the cycle ending at `pos` for its player to move.
fn cycle_score(pos: &Position) -> Score {
    let ended = after_repetition(pos);
    for_parent(pos, &ended, terminal_score(&ended))
}

/// Returns the key of `pos` in the endgame solver's table, and the lead (in seeds) of its
/// player to move that the stored scores leave out. In Mangala IV nothing in the rules reads
/// the piles, so a board and a player to move have the same value, less the piles' difference,
/// whatever the piles: the key and the scores leave them out, and a position reached again
/// after other captures is found in the table. Al-manqala ends once a pile holds fifty: there
/// the key is the whole position.
fn solver_key(pos: &Position) -> (u64, i32) {
    if pos.rules().variant == crate::Variant::MangalaIv {
        let me = pos.to_move().index();
        let piles = pos.piles().map(i32::from);
        (super::table::board_hash(pos), piles[me] - piles[1 - me])
    } else {
        (hash(pos), 0)
    }
}

/// Returns the score of a final margin `lead` seeds bigger than the one `score` stands for: a
/// finished game's score (see [`terminal_score`]), 0 for a draw.
#[inline(never)]
fn shift(score: Score, lead: i32) -> Score {
    if lead == 0 {
        return score;
    }
    let margin = (score - WIN * score.signum()) / super::SEED + lead;
    WIN * margin.signum() + margin * super::SEED
}

/// A move and the score it is proven to reach, from [`Searcher::solve_wins`] (a win) and
/// [`Searcher::solve_best`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reached {
    /// The pit played.
    pub pit: u8,
    /// The score it is proven to reach for the player to move: for a win `WIN` + the final
    /// margin (see [`terminal_score`]).
    pub score: Score,
    /// The score is the move's true value: the margin is proven not to be bigger.
    pub exact: bool,
}

/// The moves proven to win, from [`Searcher::solve_wins`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    moves: [Reached; 7],
    len: usize,
    /// The nodes visited.
    pub nodes: u64,
}

impl Solution {
    /// Returns the moves proven to win, in ascending pit order.
    pub fn moves(&self) -> &[Reached] {
        &self.moves[..self.len]
    }

    /// Returns the winning move with the biggest proven margin (the lowest pit among equals).
    pub fn best(&self) -> Option<Reached> {
        self.moves().iter().copied().rev().max_by_key(|w| w.score)
    }
}

/// Returns the depth of a proof within `limits`.
fn proof_depth(limits: Limits) -> u8 {
    limits.depth.clamp(1, MAX_DEPTH)
}

/// In a proof, returns the value the piles alone settle for `pos` (see [`settled`]) when it falls
/// outside `window`.
#[inline]
fn settled_cut(pos: &Position, window: Window) -> Option<Value> {
    let (lower, upper) = settled(pos)?;
    if lower >= window.beta {
        Some(Value::solved(lower, 0))
    } else if upper <= window.alpha {
        Some(Value::solved(upper, 0))
    } else {
        None
    }
}

/// Returns the bounds that the piles alone set on `pos`'s final score for its player to move,
/// where they can: in Ali Guli Mane without rounds, where piles only grow and every seed left
/// on the board ends in a pile, so neither player's final margin can pass what the other's
/// pile leaves. `None` in the other games and with rounds.
fn settled(pos: &Position) -> Option<(Score, Score)> {
    let rules = pos.rules();
    if rules.variant != crate::Variant::AliGuliMane || rules.rounds {
        return None;
    }
    let me = pos.to_move().index();
    let piles = pos.piles().map(i32::from);
    let total = pos.seeds_on_board() as i32 + piles[0] + piles[1];
    Some((shift(0, 2 * piles[me] - total), shift(0, total - 2 * piles[1 - me])))
}

/// Returns the points `parent`'s player to move wins by the move to `child`: their pile's gain
/// minus the other pile's, in seeds times [`super::SEED`].
#[inline]
fn gain(parent: &Position, child: &Position) -> Score {
    let me = parent.to_move().index();
    let before = parent.piles();
    let after = child.piles();
    let seeds = (i32::from(after[me]) - i32::from(before[me])) - (i32::from(after[1 - me]) - i32::from(before[1 - me]));
    seeds * super::SEED
}
