//! The endgame solver's settled results at many positions of small Al-manqala and Mangala IV
//! (free choice) endings against the exact retrograde solve of each ending (issue 32): every
//! move it proves to win wins by at least its margin, by exactly that where it says so, and,
//! where it settles a position, every move it leaves out does not win; and the move
//! `Searcher::solve_best` proves best, which the levels play, scores what it says, and where it
//! says its value is exact, the position's value.
//!
//! This is the check that guards the solver's cycle rules (`src/ai/endgame.rs`): a score equal
//! to the cycle ending's is kept when every repetition it rests on is of the node itself or of a
//! position below it, else only once the node those repetitions close at says the same (until
//! then it is pending), and a pending position that comes back rests where its proof rests. At
//! an ending's root the graph-history interaction seldom shows, so the
//! solver is checked at about a hundred positions of each ending, with one table carried from
//! solve to solve as in a game. Checked so: with the rule made unsound on purpose in
//! `Searcher::exact` (a score equal to the cycle ending's kept whatever repetition it rests on,
//! either with its own bound or as the bound on its side), this test fails at the first ending,
//! Al-manqala's of at most 6 seeds: at one of its positions (6 seeds on the board, piles 44 and
//! 48, player 1 to move) the solver says pit 5 wins by exactly 2 seeds where it wins by 4. With
//! Al-manqala's endings left out, it fails at Mangala IV's second: pit 8 said to win by 14 seeds
//! where it wins by 12. `tests/endgame_properties.rs` had passed that variant even with 8,000
//! cases. It also fails with the pending rules made unsound each in its own way: every pending
//! bound stored whatever its node says, a pending position that comes back resting on its own
//! ply instead of the one it inherits (this one only at the last ending, the Mangala IV position
//! below, found by `examples/retrograde.rs`), or resting on nothing; and with `solve_best` saying
//! a value exact without asking whether its move does better. The eight endings hold from 251 to
//! about 197,000 positions and the ninth 1,842, each with cycles (capture-free components of up
//! to 90,502 positions); the test takes about 7 s in the debug build.
//!
//! The reference and the checks are `examples/shared/retrograde.rs`'s, shared with
//! `examples/retrograde.rs`, which also checks the retrograde solve against the rules-exact proof
//! (`Searcher::verdicts`), and the endings `examples/shared/endings.rs`'s: seeded random play
//! stopped at the first position with at most N seeds on the board.

#![cfg(not(target_arch = "wasm32"))]

#[path = "../examples/shared/endings.rs"]
mod endings;
// The graph's sizes that only the example prints are not read here.
#[allow(dead_code)]
#[path = "../examples/shared/retrograde.rs"]
mod retrograde;

use endings::endgame;
use mancala_heritage::ai::{endgame, Limits, Searcher};
use mancala_heritage::{Player, Position, Rules, Setup, Variant};
use retrograde::{check_positions, check_solver, Graph};

/// The nodes the solver is given at each position checked.
const NODES: u64 = 20_000;

/// The most positions a solve may hold (the endings here hold far fewer).
const MOST: usize = 1_000_000;

/// The first `count` endings of `rules` with at most `seeds` on the board where the solver
/// applies, as `examples/retrograde.rs` picks them (the same seeds, so the same endings).
fn endings(rules: Rules, seeds: u32, count: usize) -> Vec<Position> {
    (0..)
        .filter_map(|i| endgame(rules, seeds, 1000 * u64::from(seeds) + i))
        .filter(|pos| endgame::applies(pos, &[]))
        .take(count)
        .collect()
}

/// A Mangala IV ending of 4 seeds (piles 82–12, South to move; seeds in pits 1, 9, 10 and 12)
/// where pit 12 wins by 74 seeds in the end, and a solver whose pending position, where it comes
/// back, rests on its own ply instead of the one it inherits said exactly 73: found by
/// `examples/retrograde.rs`.
fn pending_transposition() -> Position {
    let m4 = Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) };
    let setup = Setup {
        pits: [0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0],
        piles: [82, 12],
        to_move: Player::Zero,
        ..Setup::initial(&m4)
    };
    Position::from_setup(m4, setup).expect("a legal position")
}

#[test]
fn the_solver_agrees_with_the_retrograde_solve_at_positions_of_small_endings() {
    let m4 = Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) };
    let rows = [(Rules::new(Variant::AlManqala), 6, 2), (Rules::new(Variant::AlManqala), 8, 2), (m4, 6, 2), (m4, 8, 2)];
    let mut all: Vec<Position> =
        rows.into_iter().flat_map(|(rules, seeds, count)| endings(rules, seeds, count)).collect();
    all.push(pending_transposition());
    let mut searcher = Searcher::new(20);
    for pos in all {
        let mut graph = Graph::default();
        assert!(graph.solve(&pos, MOST), "{pos:?} has at most {MOST} positions");
        // The ending itself with a fresh table, then positions of it with one carried along.
        check_solver(&graph, graph.ids[&pos], &mut Searcher::new(20), Limits::nodes(NODES));
        let (sampled, settled) = check_positions(&graph, &mut searcher, NODES);
        // Cycles to go round (a capture-free component of more than one position), and the
        // solver's settled results checked at most of the positions.
        assert!(graph.largest > 1, "{pos:?} has a cycle");
        assert!(2 * settled > sampled, "{pos:?}: {settled} of {sampled} positions settled");
    }
}
