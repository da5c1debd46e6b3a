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
//! - **Budgets**: a node budget and a [`Clock`] checked every 1,024 nodes; depth 1 always
//!   completes, so there is always a move. Nothing is allocated per node.

use super::eval::evaluate;
use super::table::{hash, Bound, Table};
use super::{after_repetition, children, terminal_score, Clock, Score, INFINITY, MAX_DEPTH, WIN};
use crate::board::PITS;
use crate::{PitSet, Position};

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

/// The fast search, with its transposition table, allocated once; each search starts afresh, so
/// its result depends only on the position, the history and the limits.
pub struct Searcher {
    table: Table,
    nodes: u64,
    repetitions: u64,
    max_nodes: u64,
    max_time: f64,
    may_stop: bool,
    stopped: bool,
    /// The search follows every line to the end of the game, so a position whose result the
    /// piles already settle (see [`settled`]) needs no search.
    proving: bool,
    /// Keys of the positions on the path from the root, by ply.
    path: [u64; MAX_DEPTH as usize + 2],
    /// Keys of the earlier positions of the round that may come back.
    history: Vec<u64>,
    /// The occurrence of a position that ends the game as a cycle (see `Rules::repetition_limit`).
    limit: usize,
    /// Cutoffs caused by each pit, for move ordering.
    cutoffs: [u32; PITS],
}

impl Searcher {
    /// Creates a searcher whose table holds `2^table_bits` entries of 16 bytes.
    pub fn new(table_bits: u32) -> Searcher {
        Searcher {
            table: Table::new(table_bits),
            nodes: 0,
            repetitions: 0,
            max_nodes: u64::MAX,
            max_time: 1.0,
            may_stop: false,
            stopped: false,
            proving: false,
            path: [0; MAX_DEPTH as usize + 2],
            history: Vec::with_capacity(256),
            limit: 3,
            cutoffs: [0; PITS],
        }
    }

    /// Searches `pos` by iterative deepening within `limits` and `clock`; `history` holds the
    /// earlier positions of the game's current round. Returns `None` for a finished game.
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
        let mut order = [0usize; 7];
        let mut n = 0;
        for (i, &(pit, _)) in moves.as_slice().iter().enumerate() {
            if among.contains(pit) {
                order[n] = i;
                n += 1;
            }
        }
        let first = moves.as_slice()[*order[..n].first()?].0;
        self.start(pos, history, limits);
        let mut report = Report { best: first, score: 0, depth: 0, solved: false, nodes: 0 };
        self.sort_root(pos, moves.as_slice(), &mut order[..n]);
        for depth in 1..=limits.depth.min(MAX_DEPTH) {
            self.may_stop = depth > 1;
            let mut alpha = -INFINITY;
            let mut best = order[0];
            let mut all_solved = true;
            for (k, &i) in order[..n].iter().enumerate() {
                let (_, child) = moves.as_slice()[i];
                let v = if k == 0 {
                    self.child(pos, &child, depth, 1, alpha, INFINITY, clock)
                } else {
                    // Principal variation search: prove the move worse with a null window.
                    let probe = self.child(pos, &child, depth, 1, alpha, alpha + 1, clock);
                    if probe.score > alpha && !self.stopped {
                        self.child(pos, &child, depth, 1, alpha, INFINITY, clock)
                    } else {
                        probe
                    }
                };
                if self.stopped {
                    break;
                }
                all_solved &= v.height != UNSOLVED;
                if v.score > alpha {
                    alpha = v.score;
                    best = i;
                }
            }
            if self.stopped {
                break;
            }
            // The best move goes first in the next iteration.
            if let Some(k) = order[..n].iter().position(|&i| i == best) {
                order[..=k].rotate_right(1);
            }
            report =
                Report { best: moves.as_slice()[best].0, score: alpha, depth, solved: all_solved, nodes: self.nodes };
            if all_solved {
                break;
            }
        }
        report.nodes = self.nodes;
        Some(report)
    }

    /// Scores every legal move of `pos` within `limits` and `clock`. When `prove` is set, half
    /// the nodes and part of the time (see [`super::proof_time`]) first go to proving which moves
    /// win, draw or lose by force (see [`Searcher::verdicts`]); the rest to iterative deepening. Returns `None` for a finished game.
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
        self.start(pos, history, limits);
        let blank = MoveScore { pit: 0, score: 0, solved: false, verdict: None };
        let mut analysis = Analysis { moves: [blank; 7], len: moves.len(), depth: 0, nodes: 0 };
        for (slot, &(pit, _)) in analysis.moves.iter_mut().zip(moves.as_slice()) {
            slot.pit = pit;
        }
        if prove {
            let proof = Limits { time: limits.time * super::proof_time(pos), ..limits.part(0.5) };
            self.max_nodes = proof.nodes;
            self.max_time = proof.time;
            let verdicts = self.prove_verdicts(pos, &moves, limits.depth, clock);
            for (slot, verdict) in analysis.moves.iter_mut().zip(verdicts) {
                slot.verdict = verdict;
            }
            self.stopped = false;
            self.proving = false;
            self.max_nodes = limits.nodes;
            self.max_time = limits.time;
        }
        for depth in 1..=limits.depth.min(MAX_DEPTH) {
            self.may_stop = depth > 1;
            let mut scores = analysis.moves;
            for (slot, (_, child)) in scores.iter_mut().zip(moves.as_slice()) {
                let v = self.child(pos, child, depth, 1, -INFINITY, INFINITY, clock);
                if self.stopped {
                    break;
                }
                slot.score = v.score;
                slot.solved = v.height != UNSOLVED;
                if slot.solved {
                    slot.verdict = Some(Verdict::of(v.score));
                }
            }
            if self.stopped {
                break;
            }
            analysis.moves = scores;
            analysis.depth = depth;
            if analysis.moves().iter().all(|m| m.solved) {
                break;
            }
        }
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
        let depth = self.start_proof(pos, history, limits);
        self.prove_verdicts(pos, &children(pos), depth, clock)
    }

    /// Proves each move's verdict (see [`Searcher::verdicts`]) in the search already started.
    fn prove_verdicts(
        &mut self,
        pos: &Position,
        moves: &super::Children,
        depth: u8,
        clock: &mut dyn Clock,
    ) -> [Option<Verdict>; 7] {
        self.may_stop = true;
        self.proving = true;
        let depth = depth.clamp(1, MAX_DEPTH);
        let mut verdicts = [None; 7];
        for (slot, (_, child)) in verdicts.iter_mut().zip(moves.as_slice()) {
            // A win scores WIN or more, a loss -WIN or less; a failed proof of the win may
            // already bound the score within the losses.
            let win = self.bound(pos, child, depth, WIN, clock);
            *slot = match win {
                Some(bound) if bound >= WIN => Some(Verdict::Win),
                Some(bound) if bound <= -WIN => Some(Verdict::Loss),
                _ if self.stopped => None,
                _ => match (win, self.bound(pos, child, depth, -WIN + 1, clock).map(|b| b > -WIN)) {
                    (_, Some(false)) => Some(Verdict::Loss),
                    (Some(_), Some(true)) => Some(Verdict::Draw),
                    _ => None,
                },
            };
            if self.stopped {
                break;
            }
        }
        verdicts
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
        let depth = self.start_proof(pos, history, limits);
        let mut order = [0usize, 1, 2, 3, 4, 5, 6];
        let n = moves.len();
        self.sort_root(pos, moves.as_slice(), &mut order[..n]);
        let mut all_refuted = true;
        for &i in &order[..n] {
            let (pit, child) = moves.as_slice()[i];
            match self.bound(pos, &child, depth, at_least, clock).map(|b| b >= at_least) {
                Some(true) => return Proof::Found(pit),
                Some(false) => {}
                None if self.stopped => return Proof::Unknown,
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
        let depth = self.start_proof(pos, history, limits);
        let mut holding = PitSet::EMPTY;
        for &(pit, child) in moves.as_slice() {
            if self.bound(pos, &child, depth, at_least, clock)? >= at_least {
                holding = holding.with(pit);
            }
        }
        Some(holding)
    }

    /// Prepares a proof (a search that may stop at any node) and returns its depth.
    fn start_proof(&mut self, pos: &Position, history: &[Position], limits: Limits) -> u8 {
        self.start(pos, history, limits);
        self.may_stop = true;
        self.proving = true;
        limits.depth.clamp(1, MAX_DEPTH)
    }

    /// Returns a proven bound on the score of the move from `parent` to `child` for `parent`'s
    /// player to move, from a null-window search at `at_least`: a lower bound when it is
    /// `at_least` or more, else an upper bound; `None` when the budget ran out or a line was
    /// longer than `depth`.
    #[inline]
    fn bound(
        &mut self,
        parent: &Position,
        child: &Position,
        depth: u8,
        at_least: Score,
        clock: &mut dyn Clock,
    ) -> Option<Score> {
        let v = self.child(parent, child, depth, 1, at_least - 1, at_least, clock);
        (!self.stopped && v.height != UNSOLVED).then_some(v.score)
    }

    /// Returns the nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts the positions the last search scored as repetitions.
    pub fn repetitions(&self) -> u64 {
        self.repetitions
    }

    /// Prepares a search: the node budget, the new table generation and the history keys.
    fn start(&mut self, pos: &Position, history: &[Position], limits: Limits) {
        self.nodes = 0;
        self.repetitions = 0;
        self.max_nodes = limits.nodes;
        self.max_time = limits.time;
        self.stopped = false;
        self.may_stop = false;
        self.proving = false;
        self.table.next_generation();
        self.history.clear();
        self.limit = pos.rules().repetition_limit();
        // Piles never shrink within a round: a position with a smaller pile can't come back.
        let reachable = |p: &&Position| {
            let (a, b) = (p.piles(), pos.piles());
            a[0] >= b[0] && a[1] >= b[1] && p.round() == pos.round() && !p.is_over()
        };
        self.history.extend(history.iter().filter(reachable).map(hash));
        self.path[0] = hash(pos);
        self.cutoffs = [0; PITS];
    }

    /// Orders the root moves: the most seeds won at once first.
    fn sort_root(&self, pos: &Position, moves: &[(u8, Position)], order: &mut [usize]) {
        order.sort_by_key(|&i| core::cmp::Reverse(gain(pos, &moves[i].1).1));
    }

    /// Searches `child`, a move away from `parent` at `ply - 1`, and returns its value for
    /// `parent`'s player to move within the window `(alpha, beta)`.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        parent: &Position,
        child: &Position,
        depth: u8,
        ply: usize,
        alpha: Score,
        beta: Score,
        clock: &mut dyn Clock,
    ) -> Value {
        if child.to_move() == parent.to_move() {
            self.node(child, depth.saturating_sub(1), ply, alpha, beta, clock)
        } else {
            let v = self.node(child, depth.saturating_sub(1), ply, -beta, -alpha, clock);
            Value { score: -v.score, ..v }
        }
    }

    /// Counts the earlier occurrences of the position with `key` at `ply`: in the history and on
    /// the path.
    fn earlier(&self, key: u64, ply: usize) -> usize {
        let count = |keys: &[u64]| keys.iter().filter(|&&k| k == key).count();
        count(&self.path[..ply.min(self.path.len())]) + count(&self.history)
    }

    /// Searches `pos` at `ply` to `depth` within `(alpha, beta)`, for its player to move.
    fn node(
        &mut self,
        pos: &Position,
        depth: u8,
        ply: usize,
        mut alpha: Score,
        beta: Score,
        clock: &mut dyn Clock,
    ) -> Value {
        self.nodes += 1;
        if self.may_stop && (self.nodes >= self.max_nodes || (self.nodes & 1023 == 0 && clock.used() >= self.max_time))
        {
            self.stopped = true;
        }
        if self.stopped {
            return Value { score: 0, height: UNSOLVED, path: true };
        }
        if pos.is_over() {
            return Value { score: terminal_score(pos), height: 0, path: false };
        }
        if self.proving {
            if let Some((lower, upper)) = settled(pos) {
                if lower >= beta || upper <= alpha {
                    let score = if lower >= beta { lower } else { upper };
                    return Value { score, height: 0, path: false };
                }
            }
        }
        let key = hash(pos);
        let earlier = self.earlier(key, ply);
        if earlier + 1 >= self.limit {
            self.repetitions += 1;
            let ended = after_repetition(pos);
            let v = if ended.is_over() {
                Value { score: super::for_parent(pos, &ended, terminal_score(&ended)), height: 0, path: true }
            } else if ended.to_move() == pos.to_move() {
                self.node(&ended, depth, ply, alpha, beta, clock)
            } else {
                let v = self.node(&ended, depth, ply, -beta, -alpha, clock);
                Value { score: -v.score, ..v }
            };
            return Value { path: true, ..v };
        }
        if depth == 0 || ply > MAX_DEPTH as usize {
            return Value { score: evaluate(pos), height: UNSOLVED, path: false };
        }
        // A position seen before but not yet ending the game: its value depends on the path (one
        // more return ends the game), so the table orders its moves but neither cuts nor stores.
        let mut path = earlier > 0;
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.table.probe(key) {
            tt_move = e.best;
            if !path && ((e.solved() && e.depth <= depth) || e.depth == depth) {
                let cut = match e.bound() {
                    Bound::Exact => true,
                    Bound::Lower => e.score >= beta,
                    Bound::Upper => e.score <= alpha,
                };
                if cut {
                    let height = if e.solved() { e.depth } else { UNSOLVED };
                    return Value { score: e.score, height, path: false };
                }
            }
        }
        let moves = children(pos);
        let n = moves.len();
        if n == 0 {
            return Value { score: evaluate(pos), height: UNSOLVED, path: false };
        }
        // Order: the table's move, then seeds won at once, then past cutoffs.
        let mut keys = [0i64; 7];
        let mut order = [0usize; 7];
        for (i, &(pit, ref child)) in moves.as_slice().iter().enumerate() {
            order[i] = i;
            keys[i] = if pit == tt_move {
                i64::MAX
            } else {
                i64::from(gain(pos, child).1) * 65_536 + i64::from(self.cutoffs[pit as usize].min(65_535))
            };
        }
        order[..n].sort_unstable_by_key(|&i| core::cmp::Reverse(keys[i]));
        if let Some(slot) = self.path.get_mut(ply) {
            *slot = key;
        }
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = NO_MOVE;
        let mut height = 0u8;
        for (k, &i) in order[..n].iter().enumerate() {
            let (pit, child) = moves.as_slice()[i];
            let v = if k == 0 {
                self.child(pos, &child, depth, ply + 1, alpha, beta, clock)
            } else {
                let probe = self.child(pos, &child, depth, ply + 1, alpha, alpha + 1, clock);
                if probe.score > alpha && probe.score < beta && !self.stopped {
                    self.child(pos, &child, depth, ply + 1, alpha, beta, clock)
                } else {
                    probe
                }
            };
            if self.stopped {
                return v;
            }
            path |= v.path;
            height = if v.height == UNSOLVED || height == UNSOLVED { UNSOLVED } else { height.max(v.height + 1) };
            if v.score > best {
                best = v.score;
                best_move = pit;
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                let c = &mut self.cutoffs[pit as usize];
                *c = c.saturating_add(u32::from(depth) * u32::from(depth));
                break;
            }
        }
        if !path {
            let bound = if best <= alpha_in {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            let solved = height != UNSOLVED;
            self.table.store(key, best, if solved { height } else { depth }, bound, solved, best_move);
        }
        Value { score: best, height, path }
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
    // A final margin `m` scores WIN + m above 0, 0 at 0 and -WIN + m below, rising with `m`.
    let score = |margin: i32| match margin.signum() {
        1 => WIN + margin * super::SEED,
        0 => 0,
        _ => -WIN + margin * super::SEED,
    };
    Some((score(2 * piles[me] - total), score(total - 2 * piles[1 - me])))
}

/// Returns the seeds `parent`'s player to move wins by the move to `child` (their pile's gain
/// minus the other pile's), and the same in points.
#[inline]
fn gain(parent: &Position, child: &Position) -> (i32, Score) {
    let me = parent.to_move().index();
    let before = parent.piles();
    let after = child.piles();
    let seeds = (i32::from(after[me]) - i32::from(before[me])) - (i32::from(after[1 - me]) - i32::from(before[1 - me]));
    (seeds, seeds * super::SEED)
}
