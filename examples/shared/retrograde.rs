//! The exact retrograde solve of an ending, to the seed, under the rules' repetition, and the
//! checks of the endgame solver against it: shared by `examples/retrograde.rs`, which prints
//! what such a solve costs, and `tests/endgame_retrograde.rs`, which checks the solver in CI.
//!
//! How it solves. A cycle of positions has no capture in it (piles only grow), so every cycle
//! lies in one *capture-free component*: a strongly connected set of positions with the same
//! piles. Tarjan's algorithm over every move from the ending finds the components, each one
//! after every component it leads to (its *exits*: captures, game ends and sowings that can't
//! come back), so the exits' values are known when a component is solved. Inside a component
//! the game is one where a line that goes round for ever scores the cycle ending `D` (the
//! piles' difference, the same for the whole component) and a line that leaves scores its exit.
//! South's value at a position is the best `t > D` such that South can force the line out
//! through an exit worth at least `t` (an attractor: South needs one move into it, North has
//! only moves into it), else North's mirror below `D`, else `D`. Thresholds are taken from the
//! best exit down, each attractor growing the last one.
//!
//! Why these are the rules' values (the third occurrence of a position ends the game as the
//! cycle ending): from a position whose earlier positions of the same piles have each occurred
//! at most once (`endgame::applies`), a player whose value is `t > D` follows the attractor,
//! whose distance to the exit falls at every sowing, so no position comes back before the exit
//! and none reaches its third occurrence; the exit's component was never played before (it
//! can't lead back), so its value holds there too, by induction. The other player holds `D` or
//! better by staying out of the opponent's attractor: the line then leaves through an exit
//! worth at least that, or goes round until a position's third occurrence ends it at `D`.
//! `examples/retrograde.rs` checks this against the engine where it can: every move's outcome
//! against the rules-exact proof (`Searcher::verdicts`, which plays the third occurrence) in
//! endings of at most 8 seeds.

use mancala_heritage::ai::levels::choose;
use mancala_heritage::ai::search::Verdict;
use mancala_heritage::ai::{
    after_repetition, children, endgame, terminal_score, Limits, NoClock, Score, Searcher, WIN,
};
use mancala_heritage::{Player, Position};
use std::collections::HashMap;

/// Not visited yet (Tarjan's index).
const NEW: u32 = u32::MAX;

/// Returns `score`, seen by `pos`'s player to move, seen by South (player 0).
fn for_south(pos: &Position, score: Score) -> Score {
    if pos.to_move() == Player::Zero {
        score
    } else {
        -score
    }
}

/// Every position reachable from a root, its moves, and (once solved) its value for South.
#[derive(Default)]
pub struct Graph {
    pub ids: HashMap<Position, u32>,
    pub positions: Vec<Position>,
    /// The moves of position `i` are `targets[range[i].0..range[i].1]`.
    pub range: Vec<(u32, u32)>,
    pub targets: Vec<u32>,
    pub value: Vec<Score>,
    /// Tarjan's index and low link, and whether a position is on its stack.
    index: Vec<u32>,
    low: Vec<u32>,
    stacked: Vec<bool>,
    pub components: usize,
    pub largest: usize,
    /// The size of the root's component.
    pub own: usize,
}

impl Graph {
    /// The id of `pos`, a new one when it is first seen.
    fn id(&mut self, pos: &Position) -> u32 {
        if let Some(&id) = self.ids.get(pos) {
            return id;
        }
        let id = self.positions.len() as u32;
        self.ids.insert(*pos, id);
        self.positions.push(*pos);
        self.range.push((0, 0));
        self.index.push(NEW);
        self.low.push(NEW);
        self.stacked.push(false);
        self.value.push(0);
        id
    }

    /// The moves of `v` (the ids of the positions they lead to).
    pub fn moves(&self, v: u32) -> &[u32] {
        let (start, end) = self.range[v as usize];
        &self.targets[start as usize..end as usize]
    }

    /// Each move of the solved position `v` and its value for `v`'s player to move.
    pub fn move_scores(&self, v: u32) -> Vec<(u8, Score)> {
        let pos = &self.positions[v as usize];
        children(pos)
            .as_slice()
            .iter()
            .zip(self.moves(v))
            .map(|(&(pit, _), &w)| (pit, for_south(pos, self.value[w as usize])))
            .collect()
    }

    /// Tarjan's visit of `v`: its index, its place on the stack and its moves.
    fn visit(&mut self, v: u32, order: &mut u32, stack: &mut Vec<u32>) {
        self.index[v as usize] = *order;
        self.low[v as usize] = *order;
        *order += 1;
        stack.push(v);
        self.stacked[v as usize] = true;
        let start = self.targets.len() as u32;
        for (_, child) in children(&self.positions[v as usize]).as_slice() {
            let w = self.id(child);
            self.targets.push(w);
        }
        self.range[v as usize] = (start, self.targets.len() as u32);
    }

    /// Solves every position reachable from `root`; `false` when there are more than `most`.
    pub fn solve(&mut self, root: &Position, most: usize) -> bool {
        let root = self.id(root);
        let mut order = 0u32;
        let mut stack: Vec<u32> = Vec::new();
        let mut calls: Vec<(u32, u32)> = Vec::new();
        self.visit(root, &mut order, &mut stack);
        calls.push((root, 0));
        while let Some(&(v, next)) = calls.last() {
            if self.positions.len() > most {
                return false;
            }
            let (start, end) = self.range[v as usize];
            if start + next < end {
                let w = self.targets[(start + next) as usize];
                calls.last_mut().unwrap().1 += 1;
                if self.index[w as usize] == NEW {
                    self.visit(w, &mut order, &mut stack);
                    calls.push((w, 0));
                } else if self.stacked[w as usize] {
                    self.low[v as usize] = self.low[v as usize].min(self.index[w as usize]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                self.low[parent as usize] = self.low[parent as usize].min(self.low[v as usize]);
            }
            if self.low[v as usize] == self.index[v as usize] {
                let at = stack.iter().rposition(|&u| u == v).unwrap();
                let component: Vec<u32> = stack.drain(at..).collect();
                for &u in &component {
                    self.stacked[u as usize] = false;
                }
                self.solve_component(&component);
            }
        }
        true
    }

    /// Values the positions of one capture-free component, every exit already valued.
    fn solve_component(&mut self, component: &[u32]) {
        self.components += 1;
        self.largest = self.largest.max(component.len());
        if component.contains(&0) {
            self.own = component.len();
        }
        let pos = self.positions[component[0] as usize];
        if pos.is_over() {
            self.value[component[0] as usize] = for_south(&pos, terminal_score(&pos));
            return;
        }
        let cycle = |p: &Position| {
            let ended = after_repetition(p);
            for_south(&ended, terminal_score(&ended))
        };
        let d = cycle(&pos);
        let local: HashMap<u32, u32> = component.iter().enumerate().map(|(i, &v)| (v, i as u32)).collect();
        let n = component.len();
        // Each position's moves inside the component, reversed; and its exits' values.
        let mut into: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut inside = vec![0u32; n];
        let mut exits: Vec<(Score, u32)> = Vec::new();
        for (i, &v) in component.iter().enumerate() {
            assert_eq!(cycle(&self.positions[v as usize]), d, "one cycle ending in a component");
            for &w in self.moves(v) {
                match local.get(&w) {
                    Some(&j) => {
                        into[j as usize].push(i as u32);
                        inside[i] += 1;
                    }
                    None => exits.push((self.value[w as usize], i as u32)),
                }
            }
        }
        let south = |i: u32| self.positions[component[i as usize] as usize].to_move() == Player::Zero;
        let mut value: Vec<Option<Score>> = vec![None; n];
        // South's attractors above D, then North's below (`sign` turns values to the player's).
        for (player_is_south, sign) in [(true, 1), (false, -1)] {
            let mine = |i: u32| south(i) == player_is_south;
            let mut exits: Vec<(Score, u32)> = exits.iter().map(|&(s, i)| (sign * s, i)).collect();
            exits.sort_unstable_by_key(|&(s, _)| core::cmp::Reverse(s));
            // An opponent's position joins the attractor once every move of it leads there:
            // `need` counts its moves that don't yet (inside, and exits below the threshold).
            let mut need = inside.clone();
            for &(_, i) in &exits {
                need[i as usize] += 1;
            }
            let mut good = vec![false; n];
            let mut queue: Vec<u32> = Vec::new();
            // A move of `i` now leads into the attractor.
            let reach = |i: u32, need: &mut [u32], queue: &mut Vec<u32>| {
                if mine(i) {
                    queue.push(i);
                } else {
                    need[i as usize] -= 1;
                    if need[i as usize] == 0 {
                        queue.push(i);
                    }
                }
            };
            let mut k = 0;
            while k < exits.len() && exits[k].0 > sign * d {
                let t = exits[k].0;
                while k < exits.len() && exits[k].0 == t {
                    reach(exits[k].1, &mut need, &mut queue);
                    k += 1;
                }
                while let Some(i) = queue.pop() {
                    if good[i as usize] {
                        continue;
                    }
                    good[i as usize] = true;
                    value[i as usize] = Some(sign * t);
                    for &p in &into[i as usize] {
                        if !good[p as usize] {
                            reach(p, &mut need, &mut queue);
                        }
                    }
                }
            }
        }
        for (i, &v) in component.iter().enumerate() {
            self.value[v as usize] = value[i].unwrap_or(d);
        }
    }
}

/// How many of an ending's positions the solver is also checked at, spread over the ending.
pub const SAMPLES: usize = 100;

/// Checks the endgame solver at the graph's position `v` against its values: every move it
/// proves to win wins by at least its margin, and by exactly that where it says so; where it
/// settles `v` within `limits` ([`Searcher::settled`]), every move it leaves out does not
/// win. Returns the moves it proved to win and whether it settled `v`.
pub fn check_solver(graph: &Graph, v: u32, searcher: &mut Searcher, limits: Limits) -> (usize, bool) {
    let pos = graph.positions[v as usize];
    let scores = graph.move_scores(v);
    let wins = searcher.solve_wins(&pos, &[], limits, &mut NoClock);
    let settles = searcher.settled();
    let won = wins.as_ref().map_or(&[][..], |w| w.moves());
    for won in won {
        let mine = scores.iter().find(|m| m.0 == won.pit).unwrap().1;
        assert!(mine >= won.score, "pit {} of {pos:?}: {scores:?}, {won:?}", won.pit);
        assert!(!won.exact || mine == won.score, "pit {} of {pos:?}: {scores:?}, {won:?}", won.pit);
    }
    if settles {
        for &(pit, mine) in scores.iter().filter(|m| !won.iter().any(|w| w.pit == m.0)) {
            assert!(Verdict::of(mine) != Verdict::Win, "pit {pit} of {pos:?}: {scores:?}, {won:?}");
        }
    }
    (won.len(), settles)
}

/// Checks [`Searcher::solve_best`] at the graph's position `v` against its values: the move it
/// returns scores at least what it says, exactly that and the position's value where it says so.
/// Returns whether it settled `v` within `limits`.
pub fn check_best(graph: &Graph, v: u32, searcher: &mut Searcher, limits: Limits) -> bool {
    let pos = graph.positions[v as usize];
    let scores = graph.move_scores(v);
    let best = searcher.solve_best(&pos, &[], limits, &mut NoClock);
    if let Some(found) = best {
        let mine = scores.iter().find(|m| m.0 == found.pit).unwrap().1;
        let value = scores.iter().map(|m| m.1).max().unwrap();
        assert!(mine >= found.score, "pit {} of {pos:?}: {scores:?}, {found:?}", found.pit);
        assert!(!found.exact || (mine == found.score && mine == value), "{pos:?}: {scores:?}, {found:?}");
        assert!(found.exact || found.score >= WIN, "{pos:?}: {scores:?}, {found:?}");
    }
    assert_eq!(searcher.settled(), best.is_some_and(|b| b.exact), "{pos:?}: {best:?}");
    searcher.settled()
}

/// Checks the endgame solver as [`check_solver`] and [`check_best`] do at about [`SAMPLES`]
/// positions spread over the solved graph, each the root of a solve of `nodes` nodes where the
/// solver applies, all with the same `searcher` (its table carried from one solve to the next,
/// as in a game). Returns how many positions it checked and how many of them `check_solver`
/// settled.
pub fn check_positions(graph: &Graph, searcher: &mut Searcher, nodes: u64) -> (usize, usize) {
    let step = (graph.positions.len() / SAMPLES).max(1);
    let (mut sampled, mut settled) = (0, 0);
    for v in (0..graph.positions.len()).step_by(step) {
        let p = graph.positions[v];
        if p.is_over() || !endgame::applies(&p, &[]) {
            continue;
        }
        sampled += 1;
        settled += usize::from(check_solver(graph, v as u32, searcher, Limits::nodes(nodes)).1);
        check_best(graph, v as u32, searcher, Limits::nodes(nodes));
    }
    (sampled, settled)
}

/// How the Master's moves fared at positions of an ending against the solve's values.
#[derive(Clone, Copy, Debug, Default)]
pub struct MasterMoves {
    /// The positions it chose a move at: about `samples` spread over the ending, each with two
    /// or more moves and where the solver applies.
    pub positions: usize,
    /// Those where its move keeps the position's outcome (win, draw or loss).
    pub outcome: usize,
    /// Those where its move keeps the position's value to the seed.
    pub margin: usize,
}

/// Asks the Master (its node budget, no clock) for its move at about `samples` positions spread
/// over the solved graph, each as the first of its game, and compares the move's value with the
/// position's (its best move's).
pub fn check_master(graph: &Graph, searcher: &mut Searcher, samples: usize) -> MasterMoves {
    let step = (graph.positions.len() / samples).max(1);
    let mut fared = MasterMoves::default();
    for v in (0..graph.positions.len()).step_by(step) {
        let pos = graph.positions[v];
        if pos.is_over() || !endgame::applies(&pos, &[]) || pos.legal_moves().len() < 2 {
            continue;
        }
        let scores = graph.move_scores(v as u32);
        let best = scores.iter().map(|m| m.1).max().expect("a move");
        let pit = choose(mancala_heritage::Level::Master, &pos, &[], v as u64, searcher, &mut NoClock);
        let mine = scores.iter().find(|m| Some(m.0) == pit).expect("a legal move").1;
        fared.positions += 1;
        fared.outcome += usize::from(Verdict::of(mine) == Verdict::of(best));
        fared.margin += usize::from(mine == best);
    }
    fared
}
