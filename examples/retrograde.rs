//! Would a retrograde solve of the whole ending fit the Master's second (issue 32)? This solves
//! endings of Al-manqala and Mangala IV with free choice exactly, to the seed, under the rules'
//! repetition, and prints what it costs: the positions it must hold, its memory and its time.
//!
//! ```sh
//! cargo run --release --example retrograde [-- POSITIONS [MOST_POSITIONS]]
//! ```
//!
//! The endings are the first POSITIONS (4 unless told) of each row of `examples/endgames.rs`
//! (the same seeded random play, stopped at the first position with at most N seeds on the
//! board), for N = 6, 8, 10, 12 and 16. A solve that would hold more than MOST_POSITIONS
//! (4,000,000 unless told) is given up and printed as "over".
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
//! The program checks this against the engine where it can: every move's outcome against the
//! rules-exact proof (`Searcher::verdicts`, which plays the third occurrence) in endings of at
//! most 8 seeds, each win's margin against the endgame solver's where it is exact, and, where
//! the solver settles the ending, that every move it leaves out does not win.

use mancala_heritage::ai::levels::limits;
use mancala_heritage::ai::search::Verdict;
use mancala_heritage::ai::{
    after_repetition, children, endgame, terminal_score, Level, Limits, NoClock, Score, Searcher,
};
use mancala_heritage::{Player, Position, Rules, Variant};

#[path = "shared/endings.rs"]
mod endings;
use endings::endgame;
use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// The system allocator, counting the bytes held and the most held at once.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(held, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

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
struct Graph {
    ids: HashMap<Position, u32>,
    positions: Vec<Position>,
    /// The moves of position `i` are `targets[range[i].0..range[i].1]`.
    range: Vec<(u32, u32)>,
    targets: Vec<u32>,
    value: Vec<Score>,
    /// Tarjan's index and low link, and whether a position is on its stack.
    index: Vec<u32>,
    low: Vec<u32>,
    stacked: Vec<bool>,
    components: usize,
    largest: usize,
    /// The size of the root's component.
    own: usize,
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
    fn moves(&self, v: u32) -> &[u32] {
        let (start, end) = self.range[v as usize];
        &self.targets[start as usize..end as usize]
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
    fn solve(&mut self, root: &Position, most: usize) -> bool {
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

/// The processor time this process has used, in milliseconds (Linux's `/proc/self/stat`, in
/// ticks of 10 ms): unlike the time on the clock, hardly moved by other work on the machine.
fn cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's name, which ends at the last ')': user and system time are
    // the 12th and 13th of them.
    let after = stat.rsplit(')').next().unwrap_or("");
    let ticks: Vec<f64> = after.split_whitespace().skip(11).take(2).filter_map(|t| t.parse().ok()).collect();
    ticks.iter().sum::<f64>() * 10.0
}

/// How many of an ending's positions the solver is also checked at, spread over the ending.
const SAMPLES: usize = 100;

/// The nodes the solver is given at each of them.
const SAMPLE_NODES: u64 = 20_000;

/// Checks the endgame solver at the graph's position `v` against its values: every move it
/// proves to win wins by at least its margin, and by exactly that where it says so; where it
/// settles `v` within `limits` ([`Searcher::settled`]), every move it leaves out does not
/// win. Returns the moves it proved to win and whether it settled `v`.
fn check_solver(graph: &Graph, v: u32, searcher: &mut Searcher, limits: Limits) -> (usize, bool) {
    let pos = graph.positions[v as usize];
    let scores: Vec<(u8, Score)> = children(&pos)
        .as_slice()
        .iter()
        .zip(graph.moves(v))
        .map(|(&(pit, _), &w)| (pit, for_south(&pos, graph.value[w as usize])))
        .collect();
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

fn main() {
    let arg = |n: usize, default: u64| std::env::args().nth(n).and_then(|a| a.parse().ok()).unwrap_or(default);
    let count = arg(1, 4);
    let most = arg(2, 4_000_000) as usize;
    let m4 = Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) };
    let quarter = limits(Level::Master).expect("the Master searches").part(0.25);
    let mut searcher = Searcher::new(20);
    println!("| game | seeds | ending | positions | moves | components (largest, the ending's) | ms | processor ms | peak heap MB | bytes per position | solver settles | checked |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (name, rules) in [("Al-manqala", Rules::new(Variant::AlManqala)), ("Mangala IV free choice", m4)] {
        for seeds in [6, 8, 10, 12, 16] {
            let mut n = 0;
            for i in 0..count * 4 {
                if n == count {
                    break;
                }
                let Some(pos) = endgame(rules, seeds, 1000 * u64::from(seeds) + i) else { continue };
                if !endgame::applies(&pos, &[]) {
                    continue;
                }
                n += 1;
                let base = HELD.load(Ordering::Relaxed);
                PEAK.store(base, Ordering::Relaxed);
                let start = Instant::now();
                let cpu = cpu_ms();
                let mut graph = Graph::default();
                let done = graph.solve(&pos, most);
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                let cpu = cpu_ms() - cpu;
                let peak = PEAK.load(Ordering::Relaxed) - base;
                let on_board = pos.seeds_on_board();
                if !done {
                    println!(
                        "| {name} | {on_board} | {i} | over {most} | | | {ms:.0} | {cpu:.0} | {:.0} | | | |",
                        peak as f64 / 1e6
                    );
                    continue;
                }
                let root = graph.ids[&pos];
                let scores: Vec<(u8, Score)> = children(&pos)
                    .as_slice()
                    .iter()
                    .zip(graph.moves(root))
                    .map(|(&(pit, _), &w)| (pit, for_south(&pos, graph.value[w as usize])))
                    .collect();
                let mut checked = Vec::new();
                if on_board <= 8 {
                    let verdicts = searcher.verdicts(&pos, &[], Limits::nodes(50_000_000), &mut NoClock);
                    let moves = pos.legal_moves();
                    let mut proven = 0;
                    for (k, pit) in moves.iter().enumerate() {
                        let mine = scores.iter().find(|m| m.0 == pit).unwrap().1;
                        if let Some(v) = verdicts[k] {
                            assert_eq!(v, Verdict::of(mine), "pit {pit} of {pos:?}: {scores:?}");
                            proven += 1;
                        }
                    }
                    checked.push(format!("outcomes of {proven} of {} moves", moves.len()));
                }
                let (won, settles) = check_solver(&graph, root, &mut searcher, quarter);
                let settled = if settles { "yes" } else { "no" };
                if won > 0 {
                    checked.push(format!("{won} wins"));
                }
                if settles {
                    checked.push(format!("{} not wins", scores.len() - won));
                }
                // The solver at positions of the ending itself, each a root of its own solve.
                let step = (graph.positions.len() / SAMPLES).max(1);
                let (mut sampled, mut sampled_settled) = (0, 0);
                for v in (0..graph.positions.len()).step_by(step) {
                    let p = graph.positions[v];
                    if p.is_over() || !endgame::applies(&p, &[]) {
                        continue;
                    }
                    sampled += 1;
                    sampled_settled +=
                        usize::from(check_solver(&graph, v as u32, &mut searcher, Limits::nodes(SAMPLE_NODES)).1);
                }
                checked.push(format!("{sampled_settled} of {sampled} positions of it settled"));
                println!(
                    "| {name} | {on_board} | {i} | {} | {} | {} ({}, {}) | {ms:.0} | {cpu:.0} | {:.0} | {:.0} | {settled} | {} |",
                    graph.positions.len(),
                    graph.targets.len(),
                    graph.components,
                    graph.largest,
                    graph.own,
                    peak as f64 / 1e6,
                    peak as f64 / graph.positions.len() as f64,
                    checked.join(", ")
                );
            }
        }
    }
}
