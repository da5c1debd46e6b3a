//! Principal variations (src/ai/lines.rs): the line after a move follows hand-worked forced
//! play to the end of the game, is never longer than the search is deep, and at a fixed depth
//! ends where its move's score comes from, in every game; the recommended move comes first.

use mancala_heritage::ai::eval::evaluate;
use mancala_heritage::ai::hint::hints;
use mancala_heritage::ai::lines::{line, ranked};
use mancala_heritage::ai::search::Limits;
use mancala_heritage::ai::{terminal_score, NoClock, Searcher};
use mancala_heritage::{random_playout, Player, Position, Rules, Setup, SplitMix64, Start, Variant};

/// Returns unfinished positions reached by random play from the start of every game and option
/// the computer plays (as tests/ai.rs does).
fn random_positions(per_rules: u64, max_plies: u32) -> Vec<Position> {
    let agm = Rules::new(Variant::AliGuliMane);
    let m4 = Rules::new(Variant::MangalaIv);
    let all = [
        agm,
        Rules { rounds: true, ..agm },
        Rules { first_player: Player::One, ..agm },
        Rules::new(Variant::AlManqala),
        m4,
        Rules { free_choice: true, ..m4 },
        Rules { start: Start::Random(7), free_choice: true, ..m4 },
    ];
    let mut found = Vec::new();
    for rules in all {
        for seed in 0..per_rules {
            let mut pos = Position::new(rules).unwrap();
            let mut rng = SplitMix64::new(seed * 7919 + 1);
            let plies = rng.below(max_plies + 1);
            random_playout(&mut pos, &mut rng, plies);
            if !pos.is_over() {
                found.push(pos);
            }
        }
    }
    found
}

/// Ali Guli Mane, player 0 to move, piles 33–34, one seed in each of pits 7, 10 and 13 and none
/// in player 1's row: the position of `Searcher::analyze`'s example, worked out there by hand.
fn three_single_seeds() -> Position {
    let mut pits = [0; 14];
    (pits[7], pits[10], pits[13]) = (1, 1, 1);
    let rules = Rules::new(Variant::AliGuliMane);
    let setup = Setup { pits, piles: [33, 34], to_move: Player::Zero, ..Setup::initial(&rules) };
    Position::from_setup(rules, setup).unwrap()
}

#[test]
fn each_line_follows_the_hand_worked_play_to_the_end() {
    let pos = three_single_seeds();
    let mut searcher = Searcher::new(12);
    let mut nodes = 1_000_000;
    // 13 drops into 12 and captures at the saada (11): pits 10 and 3. Its extra sowing wins
    // only from 12 (into 11, nothing taken, player 1 has no seed: 36–34); from 7 it would drop
    // into 0 and lose 34–36. The game is over after two sowings.
    assert_eq!(line(&mut searcher, &pos, &[], 13, 20, &mut nodes), [13, 12]);
    // 10 drops into 9 and captures pit 7 at the saada (8); either extra sowing, from 9 or 13,
    // takes nothing and ends the game 36–34, so the line is 10 and one of them.
    let ten = line(&mut searcher, &pos, &[], 10, 20, &mut nodes);
    assert!(ten == [10, 9] || ten == [10, 13], "{ten:?}");
    // 7: every sowing after it is forced (see src/ai/lines.rs), six in all.
    assert_eq!(line(&mut searcher, &pos, &[], 7, 20, &mut nodes), [7, 0, 1, 13, 2, 3]);
    // A line is never longer than the search is deep, and an illegal pit has none.
    assert_eq!(line(&mut searcher, &pos, &[], 7, 3, &mut nodes), [7, 0, 1]);
    assert_eq!(line(&mut searcher, &pos, &[], 8, 20, &mut nodes), Vec::<u8>::new());
}

/// Plays `line` from `pos` and scores the position it reaches for `pos`'s player to move: the
/// final margin of a finished game, else the evaluation the search stops at.
fn end_of_line_score(pos: &Position, line: &[u8]) -> i32 {
    let mut end = *pos;
    for &pit in line {
        end.play(pit, &mut mancala_heritage::NoTrace).unwrap();
    }
    let score = if end.is_over() { terminal_score(&end) } else { evaluate(&end) };
    if end.to_move() == pos.to_move() {
        score
    } else {
        -score
    }
}

#[test]
fn a_line_ends_where_its_moves_score_comes_from() {
    // At a fixed depth the search scores a move by the position its line reaches: playing the
    // line and scoring its end gives back the move's score, in every game.
    let mut searcher = Searcher::new(16);
    let mut checked = 0;
    for (i, pos) in random_positions(12, 60).iter().enumerate() {
        let depth = 2 + (i % 4) as u8;
        let analysis = searcher.analyze(pos, &[], false, Limits::depth(depth), &mut NoClock).unwrap();
        if searcher.repetitions() > 0 {
            continue; // a repetition is scored by the path, not by where the line ends
        }
        for m in analysis.moves() {
            let mut nodes = u64::MAX;
            let found = line(&mut searcher, pos, &[], m.pit, analysis.depth, &mut nodes);
            assert!(found.len() <= usize::from(analysis.depth) && found.first() == Some(&m.pit));
            assert_eq!(end_of_line_score(pos, &found), m.score, "line {found:?} at depth {depth} in {pos:?}");
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} moves");
}

#[test]
fn ranked_puts_the_recommended_move_first() {
    let pos = three_single_seeds();
    let mut searcher = Searcher::new(12);
    let found = hints(&pos, &[], Limits::depth(20), &mut NoClock, &mut searcher).unwrap();
    let order = ranked(found.moves());
    // 10 and 13 both win by 2 (the best is one of them), 7 loses by 4.
    assert_eq!(order.len(), 3);
    assert!(matches!(order[0], 10 | 13) && matches!(order[1], 10 | 13) && order[2] == 7, "{order:?}");
    assert!(found.moves().iter().any(|m| m.best && m.pit == order[0]));
}
