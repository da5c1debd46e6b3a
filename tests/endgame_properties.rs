//! Property: in random Al-manqala and Mangala IV (free choice) endings of at most 10 seeds, the
//! Master's move has the best outcome that an exhaustive search gives, and the analysis's proven
//! outcomes and exact margins agree with it, and so does the puzzles' reply in a lost ending
//! (issue 32).
//!
//! The oracle here shares nothing with the engine's search but the rules core: it plays every
//! line to the end of the game with `Position::play`, counts repetitions by comparing whole
//! positions (the third occurrence ends the game as the rules' cycle, `Position::end_cycle`), and
//! gives up (the case is skipped) when a line is longer than its depth.

#![cfg(not(target_arch = "wasm32"))]

use mancala_heritage::ai::hint::hints;
use mancala_heritage::ai::levels::choose;
use mancala_heritage::ai::puzzle::prove::best_reply;
use mancala_heritage::ai::search::{Limits, Verdict};
use mancala_heritage::ai::{after_repetition, for_parent, terminal_score, Level, NoClock, Score, Searcher, WIN};
use mancala_heritage::{NoTrace, Player, Position, Rules, Setup, Variant};
use proptest::prelude::*;

/// The longest line the oracle follows, in sowings.
const DEPTH: u8 = 20;

/// The exact score of `pos` for its player to move after the positions `seen`, or `None` when a
/// line is longer than `depth`.
fn exhaustive(pos: &Position, depth: u8, seen: &mut Vec<Position>) -> Option<Score> {
    if pos.is_over() {
        return Some(terminal_score(pos));
    }
    if seen.iter().filter(|&p| p == pos).count() + 1 >= pos.rules().repetition_limit() {
        let ended = after_repetition(pos);
        return Some(for_parent(pos, &ended, terminal_score(&ended)));
    }
    if depth == 0 {
        return None;
    }
    seen.push(*pos);
    let mut best = None;
    for pit in pos.legal_moves().iter() {
        let mut child = *pos;
        child.play(pit, &mut NoTrace).ok()?;
        let score = exhaustive(&child, depth - 1, seen);
        let Some(score) = score else {
            seen.pop();
            return None;
        };
        let score = for_parent(pos, &child, score);
        best = Some(best.map_or(score, |b: Score| b.max(score)));
    }
    seen.pop();
    best
}

/// Each legal move's exact score by the oracle, or `None` when a line is too long.
fn oracle(pos: &Position) -> Option<Vec<(u8, Score)>> {
    let mut seen = vec![*pos];
    pos.legal_moves()
        .iter()
        .map(|pit| {
            let mut child = *pos;
            child.play(pit, &mut NoTrace).ok()?;
            Some((pit, for_parent(pos, &child, exhaustive(&child, DEPTH, &mut seen)?)))
        })
        .collect()
}

fn outcome(score: Score) -> i32 {
    if score >= WIN {
        1
    } else if score <= -WIN {
        -1
    } else {
        0
    }
}

/// A random ending: up to 10 seeds spread over the pits, the rest of the 98 in the piles with
/// neither pile at 50.
fn ending() -> impl Strategy<Value = Position> {
    (any::<bool>(), any::<bool>(), prop::collection::vec(0usize..14, 2..=10), 0u8..=9).prop_filter_map(
        "a position the rules accept, not over, with a choice of moves",
        |(mangala, second, drops, lead)| {
            let rules = if mangala {
                Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) }
            } else {
                Rules::new(Variant::AlManqala)
            };
            let mut pits = [0u8; 14];
            for &pit in &drops {
                pits[pit] += 1;
            }
            let rest = 98 - drops.len() as u8;
            let low = (rest - lead) / 2;
            let piles = [low, rest - low];
            let to_move = if second { Player::One } else { Player::Zero };
            let setup = Setup { pits, piles, to_move, ..Setup::initial(&rules) };
            let pos = Position::from_setup(rules, setup).ok()?;
            (!pos.is_over() && pos.legal_moves().len() > 1).then_some(pos)
        },
    )
}

proptest! {
    // About one ending in a hundred is small enough for the oracle: 200 cases take about 21,500
    // rejects on average, so the limit leaves a wide margin (a reject costs microseconds).
    #![proptest_config(ProptestConfig { cases: 200, max_global_rejects: 200_000, max_local_rejects: 100_000, ..ProptestConfig::default() })]

    #[test]
    fn the_master_and_the_analysis_agree_with_the_exhaustive_oracle(pos in ending()) {
        let scores = oracle(&pos);
        prop_assume!(scores.is_some());
        let scores = scores.unwrap();
        let best = scores.iter().map(|&(_, s)| s).max().unwrap();
        let score_of = |pit: u8| scores.iter().find(|m| m.0 == pit).unwrap().1;
        let mut searcher = Searcher::new(16);
        let pit = choose(Level::Master, &pos, &[], 1, &mut searcher, &mut NoClock).unwrap();
        prop_assert_eq!(outcome(score_of(pit)), outcome(best), "the Master's {} in {:?}: {:?}", pit, pos, scores);
        // The endgame solver: every move it proves to win wins, by at least what it says, and by
        // exactly that when it says so; when it settles the ending, every move it leaves out does
        // not win.
        let wins = searcher.solve_wins(&pos, &[], Limits::nodes(200_000), &mut NoClock);
        let won = wins.as_ref().map_or(&[][..], |w| w.moves());
        for won in won {
            let truth = score_of(won.pit);
            prop_assert!(truth >= won.score, "pit {} in {:?}: {:?}, said {:?}", won.pit, pos, scores, won);
            prop_assert!(!won.exact || truth == won.score, "pit {} in {:?}: {:?}, said {:?}", won.pit, pos, scores, won);
        }
        if searcher.settled() {
            for &(pit, truth) in scores.iter().filter(|m| !won.iter().any(|w| w.pit == m.0)) {
                prop_assert!(truth < WIN, "pit {} in {:?}: {:?}, left out of {:?}", pit, pos, scores, won);
            }
        }
        // The puzzles' defender: in a lost ending, the reply that loses by the fewest seeds.
        if best <= -WIN {
            let reply = best_reply(&mut searcher, &pos, &[], 200_000).unwrap();
            prop_assert_eq!(score_of(reply), best, "the reply {} in {:?}: {:?}", reply, pos, scores);
        }
        let found = hints(&pos, &[], Limits::nodes(200_000), &mut NoClock, &mut searcher).unwrap();
        for h in found.moves() {
            let truth = score_of(h.pit);
            if let Some(verdict) = h.verdict {
                let said = match verdict { Verdict::Win => 1, Verdict::Draw => 0, Verdict::Loss => -1 };
                prop_assert_eq!(said, outcome(truth), "pit {} in {:?}: {:?}", h.pit, pos, scores);
            }
            if h.solved {
                prop_assert_eq!(h.score, truth, "pit {} in {:?}: {:?}", h.pit, pos, scores);
            }
        }
    }
}
