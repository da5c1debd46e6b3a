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
//! How it solves, and why its values are the rules': `examples/shared/retrograde.rs`. The
//! program also checks every move's outcome against the rules-exact proof
//! (`Searcher::verdicts`, which plays the third occurrence) in endings of at most 8 seeds, and
//! the endgame solver against the solve, at the ending and at a hundred of its positions.

use mancala_heritage::ai::levels::limits;
use mancala_heritage::ai::search::Verdict;
use mancala_heritage::ai::{endgame, Level, Limits, NoClock, Searcher};
use mancala_heritage::{Rules, Variant};

#[path = "shared/endings.rs"]
mod endings;
#[path = "shared/retrograde.rs"]
mod retrograde;
use endings::endgame;
use retrograde::{check_master, check_positions, check_solver, Graph};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// How many positions of each ending the Master is asked for a move at.
const MASTER_SAMPLES: usize = 20;

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

/// The nodes the solver is given at each of an ending's positions it is checked at.
const SAMPLE_NODES: u64 = 20_000;

fn main() {
    let arg = |n: usize, default: u64| std::env::args().nth(n).and_then(|a| a.parse().ok()).unwrap_or(default);
    let count = arg(1, 4);
    let most = arg(2, 4_000_000) as usize;
    let m4 = Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) };
    let quarter = limits(Level::Master).expect("the Master searches").part(0.25);
    let mut searcher = Searcher::new(20);
    println!("| game | seeds | ending | positions | moves | components (largest, the ending's) | ms | processor ms | peak heap MB | bytes per position | solver settles | checked | the Master's move keeps the outcome, the value |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
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
                        "| {name} | {on_board} | {i} | over {most} | | | {ms:.0} | {cpu:.0} | {:.0} | | | | |",
                        peak as f64 / 1e6
                    );
                    continue;
                }
                let root = graph.ids[&pos];
                let scores = graph.move_scores(root);
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
                let (sampled, sampled_settled) = check_positions(&graph, &mut searcher, SAMPLE_NODES);
                checked.push(format!("{sampled_settled} of {sampled} positions of it settled"));
                let master = check_master(&graph, &mut searcher, MASTER_SAMPLES);
                println!(
                    "| {name} | {on_board} | {i} | {} | {} | {} ({}, {}) | {ms:.0} | {cpu:.0} | {:.0} | {:.0} | {settled} | {} | {} and {} of {} |",
                    graph.positions.len(),
                    graph.targets.len(),
                    graph.components,
                    graph.largest,
                    graph.own,
                    peak as f64 / 1e6,
                    peak as f64 / graph.positions.len() as f64,
                    checked.join(", "),
                    master.outcome,
                    master.margin,
                    master.positions
                );
            }
        }
    }
}
