//! The Master in small endgames of Al-manqala and Mangala IV with free choice: its time per
//! move, and how many positions the endgame solver settles within the part of the budget each
//! use of it is given.
//!
//! ```sh
//! cargo run --release --example endgames [-- POSITIONS]
//! ```
//!
//! Endgame positions come from random play from the start (seeded, so every run prints the
//! same positions), stopped at the first position with at most N seeds on the board. For each,
//! the Master chooses its move (native, no clock: its node budget alone). Then the endgame
//! solver is asked, as the hint asks it within a quarter of the Master's nodes, which moves win
//! and by how much (`Searcher::solve_wins`), and, as the Master asks it within half of them,
//! which move is best (`Searcher::solve_best`). A solve has *settled* the position when it
//! finished within its budget (`Searcher::settled`; a line longer than `endgame::MAX_PLIES`
//! sowings also stops it, with few nodes): for the hint every move proven to win or not and each
//! win's margin exact, for the Master the best move's value exact. The Master's nodes are
//! counted by its clock, which the search reads once every 1,024 nodes (so to within a thousand
//! nodes for each of its searches).

use mancala_heritage::ai::levels::{choose, limits};
use mancala_heritage::ai::{endgame, Clock, Level, NoClock, Searcher};
use mancala_heritage::{Rules, Variant};

#[path = "shared/endings.rs"]
mod endings;
use endings::endgame;
use std::time::Instant;

/// A clock that never runs out and counts how often the search reads it.
struct Readings(u64);

impl Clock for Readings {
    fn used(&mut self) -> f64 {
        self.0 += 1;
        0.0
    }
}

fn main() {
    let count: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let m4 = Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) };
    let master = limits(Level::Master).expect("the Master searches");
    let mut searcher = Searcher::new(20);
    println!("| game | seeds at most | positions | Master ms per move (median, max) | Master nodes (median, max) | hint's solver nodes (median, max) | every win settled (a quarter) | with a proven win | best move settled (half) |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (name, rules) in [("Al-manqala", Rules::new(Variant::AlManqala)), ("Mangala IV free choice", m4)] {
        for seeds in [12, 16, 20] {
            let mut times = Vec::new();
            let mut nodes = Vec::new();
            let mut master_nodes = Vec::new();
            let mut wins = 0;
            let mut settled = 0;
            let mut best_settled = 0;
            let mut tried = 0;
            let mut n = 0;
            for i in 0..count * 4 {
                if n == count {
                    break;
                }
                let Some(pos) = endgame(rules, seeds, 1000 * u64::from(seeds) + i) else { continue };
                n += 1;
                let start = Instant::now();
                let mut readings = Readings(0);
                let _ = choose(Level::Master, &pos, &[], i, &mut searcher, &mut readings);
                times.push(start.elapsed().as_secs_f64() * 1000.0);
                master_nodes.push(readings.0 * 1024);
                if endgame::applies(&pos, &[]) {
                    let solved = searcher.solve_wins(&pos, &[], master.part(0.25), &mut NoClock);
                    nodes.push(searcher.nodes());
                    settled += u32::from(searcher.settled());
                    tried += 1;
                    wins += u32::from(solved.is_some());
                    let _ = searcher.solve_best(&pos, &[], master.part(0.5), &mut NoClock);
                    best_settled += u32::from(searcher.settled());
                }
            }
            times.sort_by(f64::total_cmp);
            nodes.sort_unstable();
            master_nodes.sort_unstable();
            let mid = |v: usize| v / 2;
            println!(
                "| {name} | {seeds} | {n} | {:.0}, {:.0} | {}, {} | {}, {} | {settled} of {tried} | {wins} | {best_settled} of {tried} |",
                times.get(mid(times.len())).copied().unwrap_or(0.0),
                times.last().copied().unwrap_or(0.0),
                master_nodes.get(mid(master_nodes.len())).copied().unwrap_or(0),
                master_nodes.last().copied().unwrap_or(0),
                nodes.get(mid(nodes.len())).copied().unwrap_or(0),
                nodes.last().copied().unwrap_or(0),
            );
        }
    }
}
