//! The computer opponent: legal moves only, hand-worked captures and wins, agreement with the
//! oracle negamax, determinism. Budgets are nodes and depths, never time.

use mancala_heritage::ai::baseline::{greedy_move, random_move};
use mancala_heritage::ai::hint::hints;
use mancala_heritage::ai::levels::choose;
use mancala_heritage::ai::negamax::{move_scores, negamax};
use mancala_heritage::ai::search::{Limits, Proof, Verdict};
use mancala_heritage::ai::{game_history, sowing_captures, Level, NoClock, Searcher, SEED, WIN};
use mancala_heritage::{random_playout, PitSet, Player, Position, Reason, Rules, Setup, SplitMix64, Start, Variant};

/// Every game and option the computer must play.
fn all_rules() -> Vec<Rules> {
    let agm = Rules::new(Variant::AliGuliMane);
    let m4 = Rules::new(Variant::MangalaIv);
    vec![
        agm,
        Rules { rounds: true, ..agm },
        Rules { first_player: Player::One, ..agm },
        Rules::new(Variant::AlManqala),
        m4,
        Rules { free_choice: true, ..m4 },
        Rules { start: Start::Random(7), free_choice: true, ..m4 },
        Rules { start: Start::Random(11), ..m4 },
    ]
}

/// Returns unfinished positions reached by random play from the start of each game.
fn random_positions(per_rules: u64, max_plies: u32) -> Vec<Position> {
    let mut found = Vec::new();
    for rules in all_rules() {
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

/// Builds a position from pits, piles and the player to move.
fn position(variant: Variant, pits: [u8; 14], piles: [u8; 2], to_move: Player) -> Position {
    let rules = Rules::new(variant);
    let setup = Setup { pits, piles, to_move, ..Setup::initial(&rules) };
    Position::from_setup(rules, setup).unwrap()
}

#[test]
fn every_level_and_baseline_returns_a_legal_move_in_every_game() {
    let mut searcher = Searcher::new(16);
    for (i, pos) in random_positions(6, 60).iter().enumerate() {
        let legal = pos.legal_moves();
        for level in [Level::Beginner, Level::Intermediate, Level::Strong] {
            let pit = choose(level, pos, &[], i as u64, &mut searcher, &mut NoClock).unwrap();
            assert!(legal.contains(pit), "{level:?} chose {pit} in {pos:?}");
        }
        let mut rng = SplitMix64::new(i as u64);
        assert!(legal.contains(random_move(pos, &mut rng).unwrap()));
        assert!(legal.contains(greedy_move(pos, &mut rng).unwrap()));
        for nodes in [1, 50, 3_000] {
            let report = searcher.search(pos, &[], Limits::nodes(nodes), &mut NoClock).unwrap();
            assert!(legal.contains(report.best), "budget {nodes} chose {} in {pos:?}", report.best);
        }
    }
}

#[test]
fn the_master_returns_legal_moves_in_every_game() {
    let mut searcher = Searcher::new(18);
    for (i, pos) in random_positions(1, 40).iter().enumerate() {
        let pit = choose(Level::Master, pos, &[], i as u64, &mut searcher, &mut NoClock).unwrap();
        assert!(pos.legal_moves().contains(pit), "master chose {pit} in {pos:?}");
    }
}

#[test]
fn whole_games_between_levels_use_legal_moves_only() {
    let mut searcher = Searcher::new(16);
    for rules in all_rules() {
        let mut pos = Position::new(rules).unwrap();
        let mut history = Vec::new();
        let levels = [Level::Beginner, Level::Intermediate];
        for ply in 0..400u64 {
            if pos.is_over() {
                break;
            }
            let level = levels[pos.to_move().index()];
            let pit = choose(level, &pos, &history, ply, &mut searcher, &mut NoClock).unwrap();
            assert!(pos.legal_moves().contains(pit), "{level:?} chose {pit} in {pos:?}");
            history.push(pos);
            pos.play(pit, &mut mancala_heritage::NoTrace).unwrap();
        }
    }
}

#[test]
fn finished_games_have_no_move() {
    let mut pos = Position::new(Rules::new(Variant::AliGuliMane)).unwrap();
    random_playout(&mut pos, &mut SplitMix64::new(3), 1_000);
    assert!(pos.is_over());
    let mut searcher = Searcher::new(10);
    assert_eq!(searcher.search(&pos, &[], Limits::depth(3), &mut NoClock), None);
    assert_eq!(choose(Level::Master, &pos, &[], 1, &mut searcher, &mut NoClock), None);
    assert_eq!(choose(Level::Beginner, &pos, &[], 1, &mut searcher, &mut NoClock), None);
}

/// Ali Guli Mane, player 0 to move, piles 30–33. Pit 13 (1 seed) drops into 12; pit 11 is
/// empty, so the saada is at 11 and pit 10 (empty) and its opposite, pit 3 (4 seeds), are
/// captured: 4 seeds and an extra sowing. Pit 9 (1 seed) drops into 8; the saada is at 7 and
/// pits 0 and 7 are empty: nothing.
fn capture_position() -> Position {
    let mut pits = [0; 14];
    pits[13] = 1;
    pits[9] = 1;
    pits[3] = 4;
    pits[5] = 1;
    position(Variant::AliGuliMane, pits, [30, 33], Player::Zero)
}

#[test]
fn the_search_takes_the_capture_at_the_saada() {
    let pos = capture_position();
    assert_eq!(sowing_captures(&pos, 13).unwrap().0, 4);
    assert_eq!(sowing_captures(&pos, 9).unwrap().0, 0);
    let mut searcher = Searcher::new(12);
    assert_eq!(searcher.search(&pos, &[], Limits::depth(1), &mut NoClock).unwrap().best, 13);
    assert_eq!(greedy_move(&pos, &mut SplitMix64::new(1)), Some(13));
    let hint = hints(&pos, &[], Limits::depth(1), &mut NoClock, &mut searcher).unwrap();
    let h13 = hint.moves().iter().find(|h| h.pit == 13).unwrap();
    assert_eq!((h13.captures, h13.extra, h13.best), (4, true, true));
    // The extra sowing keeps player 0 to move, so nothing is owed to the opponent yet.
    assert_eq!(h13.safe_replies, None);
}

/// Ali Guli Mane, player 0 to move, piles 30–34; pit 13 and pit 9 hold 1 seed each, and pit 3,
/// player 1's only seeds, holds 4.
///
/// Pit 13 captures pit 3's 4 seeds (piles 34–34) and earns an extra sowing. Either extra sowing
/// ends with player 1's row empty, so the game ends and player 0 collects their row:
/// 12 → saada at 10, takes own pit 9 (1): 35, then row pit 11 (1): 36;
/// 9 → saada at 7, nothing: row pits 12 and 8: 36. Player 0 wins 36–34 either way: a margin of
/// 2 seeds. Pit 9 first captures nothing and lets player 1 sow on, capture 1 and sow again, so
/// no game is over within three sowings.
fn extra_sowing_win() -> Position {
    let mut pits = [0; 14];
    pits[13] = 1;
    pits[9] = 1;
    pits[3] = 4;
    position(Variant::AliGuliMane, pits, [30, 34], Player::Zero)
}

#[test]
fn the_search_finds_a_win_through_the_extra_sowing() {
    let pos = extra_sowing_win();
    let mut searcher = Searcher::new(12);
    for depth in [2, 3] {
        let report = searcher.search(&pos, &[], Limits::depth(depth), &mut NoClock).unwrap();
        assert_eq!((report.best, report.score), (13, WIN + 2 * SEED), "depth {depth}");
        assert_eq!(negamax(&pos, depth, &[]), WIN + 2 * SEED);
    }
    assert_eq!(searcher.prove(&pos, &[], WIN, Limits::depth(120), &mut NoClock), Proof::Found(13));
}

/// Al-manqala, player 0 to move, piles 48–40: pit 13 holds 1, pit 7 holds 6, pit 4 (player 1)
/// holds 1.
///
/// Pit 13 drops into 12 (now 1): no capture. Player 1's only move, pit 4, drops into 5 (now 1).
/// Pit 7 then sows 0, 1, 2, 3, 4, 5: pit 5 holds 2 and is taken; pit 4 before it holds 1, so the
/// chain stops. Player 0 has 50 and wins, 50–40. Pit 7 at once instead ends in pit 5 with 1
/// seed, and player 1 may answer pit 2 → pit 3 holds 2 and is taken; player 0's only move, pit
/// 13, captures nothing: no win within three sowings.
fn quiet_move_win() -> Position {
    let mut pits = [0; 14];
    pits[13] = 1;
    pits[7] = 6;
    pits[4] = 1;
    position(Variant::AlManqala, pits, [48, 40], Player::Zero)
}

#[test]
fn the_search_finds_a_forced_win_behind_a_quiet_move() {
    let pos = quiet_move_win();
    let mut searcher = Searcher::new(12);
    let report = searcher.search(&pos, &[], Limits::depth(3), &mut NoClock).unwrap();
    assert_eq!((report.best, report.score), (13, WIN + 10 * SEED));
    assert_eq!(negamax(&pos, 3, &[]), WIN + 10 * SEED);
    let hint = hints(&pos, &[], Limits::depth(3), &mut NoClock, &mut searcher).unwrap();
    let h13 = hint.moves().iter().find(|h| h.pit == 13).unwrap();
    assert_eq!((h13.verdict, h13.best, h13.captures), (Some(Verdict::Win), true, 0));
    // Player 1's single reply leaves player 0 the capture: no safe reply.
    assert_eq!(h13.safe_replies, Some(0));
}

/// Ali Guli Mane, player 0 to move, piles 36–20, one seed in each of the 14 pits. Seeds only
/// ever move from the board to a pile, so player 0 ends with at least 36 of the 70 seeds and
/// player 1 with at most 34: every move wins, whatever follows.
fn pile_past_half() -> Position {
    position(Variant::AliGuliMane, [1; 14], [36, 20], Player::Zero)
}

#[test]
fn a_pile_past_half_the_seeds_proves_the_win_at_once() {
    let pos = pile_past_half();
    let mut searcher = Searcher::new(12);
    let verdicts = searcher.verdicts(&pos, &[], Limits::depth(120), &mut NoClock);
    assert_eq!(verdicts, [Some(Verdict::Win); 7]);
    // Each move's position is settled by the piles: one node per move, no line followed.
    assert_eq!(searcher.nodes(), 7);
    let hint = hints(&pos, &[], Limits::depth(120), &mut NoClock, &mut searcher).unwrap();
    assert!(hint.moves().iter().all(|h| h.verdict == Some(Verdict::Win)));
}

#[test]
fn proven_verdicts_agree_with_the_oracle_to_the_end_of_the_game() {
    // Ali Guli Mane near its end (at most 6 seeds on the board, so the piles are close to
    // half the seeds and settle many lines): the oracle follows every line to the end.
    let mut searcher = Searcher::new(16);
    let mut checked = 0;
    for seed in 0..80 {
        let mut pos = Position::new(Rules::new(Variant::AliGuliMane)).unwrap();
        let mut rng = SplitMix64::new(seed);
        while !pos.is_over() && pos.seeds_on_board() > 6 {
            random_playout(&mut pos, &mut rng, 1);
        }
        if pos.is_over() {
            continue;
        }
        // A finished game scores ±WIN or more, or exactly 0 for a draw: the positions where
        // some line is longer than the oracle's 24 sowings (it scores them by the evaluation)
        // are left out.
        let scores = move_scores(&pos, 24, &[]);
        if scores.iter().any(|&(_, score)| score.abs() < WIN && score != 0) {
            continue;
        }
        let verdicts = searcher.verdicts(&pos, &[], Limits::depth(120), &mut NoClock);
        for (i, (pit, score)) in scores.into_iter().enumerate() {
            assert_eq!(verdicts[i], Some(Verdict::of(score)), "{pos:?} pit {pit}");
        }
        checked += 1;
    }
    assert!(checked > 60, "only {checked} positions");
}

#[test]
fn the_fast_search_agrees_with_the_oracle_at_the_same_depth() {
    let mut searcher = Searcher::new(16);
    for (i, pos) in random_positions(25, 60).iter().enumerate() {
        let depth = 1 + (i % 5) as u8;
        let oracle = negamax(pos, depth, &[]);
        assert_eq!(searcher.score(pos, &[], depth), oracle, "depth {depth} in {pos:?}");
        // A fresh table gives the same score.
        assert_eq!(Searcher::new(8).score(pos, &[], depth), oracle, "small table, depth {depth}");
        let analysis = searcher.analyze(pos, &[], false, Limits::depth(depth), &mut NoClock).unwrap();
        let scores: Vec<_> = analysis.moves().iter().map(|m| (m.pit, m.score)).collect();
        assert_eq!(scores, move_scores(pos, depth, &[]), "move scores at depth {depth} in {pos:?}");
    }
}

#[test]
fn the_fast_search_agrees_with_the_oracle_on_repetitions() {
    // Every other move leads back to a position the round has seen as often as the rules allow:
    // reaching it again ends the game as a cycle. The moves between lead to positions seen once,
    // which (with a limit of 3) may come back once more before the game ends.
    let mut searcher = Searcher::new(16);
    for (i, pos) in random_positions(4, 40).iter().enumerate() {
        let mut history: Vec<Position> = Vec::new();
        let limit = pos.rules().repetition_limit();
        for (k, pit) in pos.legal_moves().iter().enumerate() {
            let mut child = *pos;
            child.play(pit, &mut mancala_heritage::NoTrace).unwrap();
            if !child.is_over() {
                let times = if k % 2 == 0 { limit - 1 } else { 1 };
                history.extend(std::iter::repeat_n(child, times));
            }
        }
        let depth = 1 + (i % 3) as u8;
        assert_eq!(searcher.score(pos, &history, depth), negamax(pos, depth, &history), "{pos:?}");
    }
}

#[test]
fn a_repetition_is_scored_as_the_cycle_ending() {
    // Al-manqala, player 0 to move with piles 40–40, pits 7 and 13 holding 1 seed, pit 3 one.
    // Pit 7 drops its seed into pit 0 (now 1): no capture, and both rows still hold seeds.
    let mut pits = [0; 14];
    pits[7] = 1;
    pits[13] = 1;
    pits[3] = 1;
    let pos = position(Variant::AlManqala, pits, [40, 40], Player::Zero);
    let mut child = pos;
    child.play(7, &mut mancala_heritage::NoTrace).unwrap();
    assert_eq!(child.piles(), [40, 40]);
    // Had the round already seen the position after that move twice, its third occurrence ends
    // the game as a cycle: of the three seeds on the board each player gets one and the odd one
    // stays unscored, 41–41, a draw.
    let mut searcher = Searcher::new(10);
    let twice = [child, child];
    let analysis = searcher.analyze(&pos, &twice, false, Limits::depth(4), &mut NoClock).unwrap();
    let m7 = analysis.moves().iter().find(|m| m.pit == 7).unwrap();
    assert_eq!((m7.score, m7.solved, m7.verdict), (0, true, Some(Verdict::Draw)));
    assert!(move_scores(&pos, 4, &twice).contains(&(7, 0)));
    // Seen once, or never, the same move is no draw yet: seeds only move on in Al-manqala, so
    // the position can't come back within four sowings.
    for history in [&[child][..], &[]] {
        let fresh = searcher.analyze(&pos, history, false, Limits::depth(4), &mut NoClock).unwrap();
        assert!(!fresh.moves().iter().find(|m| m.pit == 7).unwrap().solved, "{} earlier", history.len());
    }
}

#[test]
fn traditional_mangala_iv_ends_at_the_second_occurrence() {
    // Every move is forced, so the rules end the game the first time a position comes back.
    let pos = Position::new(Rules::new(Variant::MangalaIv)).unwrap();
    let mut child = pos;
    child.play(13, &mut mancala_heritage::NoTrace).unwrap();
    assert!(!child.is_over());
    let mut searcher = Searcher::new(10);
    let analysis = searcher.analyze(&pos, &[child], false, Limits::depth(3), &mut NoClock).unwrap();
    let m13 = analysis.moves()[0];
    assert_eq!((m13.pit, m13.solved), (13, true));
}

#[test]
fn the_first_player_wins_ali_guli_mane_by_force_from_the_start() {
    // A proof by complete search: every line followed to the end of the game.
    let start = Position::new(Rules::new(Variant::AliGuliMane)).unwrap();
    let mut searcher = Searcher::new(20);
    let proof = searcher.prove(&start, &[], WIN, Limits::nodes(2_000_000), &mut NoClock);
    assert!(matches!(proof, Proof::Found(_)), "{proof:?}");
}

#[test]
fn levels_are_deterministic_with_a_seed() {
    for (i, pos) in random_positions(3, 40).iter().enumerate() {
        for level in [Level::Beginner, Level::Intermediate, Level::Strong] {
            let seed = 1_000 + i as u64;
            let a = choose(level, pos, &[], seed, &mut Searcher::new(14), &mut NoClock);
            let mut warm = Searcher::new(14);
            let _ = choose(level, pos, &[], seed ^ 5, &mut warm, &mut NoClock);
            let b = choose(level, pos, &[], seed, &mut warm, &mut NoClock);
            assert_eq!(a, b, "{level:?} in {pos:?}");
        }
    }
}

#[test]
fn the_beginner_sometimes_misses_a_capture() {
    let pos = capture_position();
    let mut searcher = Searcher::new(8);
    let picks: Vec<_> =
        (0..100).map(|seed| choose(Level::Beginner, &pos, &[], seed, &mut searcher, &mut NoClock).unwrap()).collect();
    let takes = picks.iter().filter(|&&p| p == 13).count();
    assert!((50..100).contains(&takes), "took the capture {takes} times in 100");
}

/// Al-manqala, player 0 to move, piles 44–47: pits 7 and 8 hold 1 seed each, pit 0 (player 1's
/// only seeds) holds 1.
///
/// Pit 8 drops into pit 7 (now 2): taken, 46–47; pit 8 before it is empty, so the chain stops.
/// Player 1 must feed player 0's empty row, but pit 0's seed goes to pit 1: no move feeds, so
/// the game ends and player 0 takes the seed left, 47–47: a draw. Pit 7 drops into pit 0 (now
/// 2): taken, 46–47; pit 7 before it is empty. Player 1's row is empty, so they pass, and player
/// 0's only seed, in pit 8, goes to pit 7 and can't feed them: the game ends and player 1 takes
/// it, 46–48: a loss by 2. So no move wins, and only pit 8 holds the draw.
fn one_move_holds_the_draw() -> Position {
    let mut pits = [0; 14];
    pits[7] = 1;
    pits[8] = 1;
    pits[0] = 1;
    position(Variant::AlManqala, pits, [44, 47], Player::Zero)
}

#[test]
fn the_master_keeps_a_draw_when_no_move_wins() {
    let pos = one_move_holds_the_draw();
    let mut searcher = Searcher::new(12);
    let proofs = Limits::depth(120);
    assert_eq!(searcher.prove(&pos, &[], WIN, proofs, &mut NoClock), Proof::NoMove);
    assert_eq!(searcher.prove(&pos, &[], 0, proofs, &mut NoClock), Proof::Found(8));
    let holding = searcher.holding(&pos, &[], 0, proofs, &mut NoClock).unwrap();
    assert_eq!(holding.iter().collect::<Vec<_>>(), [8]);
    // Both moves capture 2 at once; the greedy player may take either.
    assert_eq!(sowing_captures(&pos, 7).unwrap().0, 2);
    assert_eq!(sowing_captures(&pos, 8).unwrap().0, 2);
    // A search among the losing move alone plays it and sees the loss by 2.
    let only_7 = PitSet::EMPTY.with(7);
    let report = searcher.search_among(&pos, &[], only_7, Limits::depth(3), &mut NoClock).unwrap();
    assert_eq!((report.best, report.score, report.solved), (7, -WIN - 2 * SEED, true));
    for seed in 0..4 {
        assert_eq!(choose(Level::Master, &pos, &[], seed, &mut searcher, &mut NoClock), Some(8));
    }
}

/// Issue 32's Al-manqala ending: South (player 0) to move, piles 44–46, 8 seeds on the board:
/// North's pits 0 (2 seeds) and 6 (1); South's pits 9 (1), 10 (1), 11 (2) and 12 (1).
///
/// Worked out by hand from the rules (docs/rules.md#al-manqala; sowing order 13 → 12 → … → 7 →
/// 0 → … → 6 → 13, a pit holding 2 or 4 after the last seed is taken, then each pit behind it
/// that holds 2 or 4):
/// - 10: its seed falls into 9, which then holds 2: South takes them (46–46); pit 10 behind it
///   is empty, so the walk stops. Left: North 0 (2), 6 (1); South 11 (2), 12 (1).
/// - 11: its 2 seeds fall into 10 and 9, which then hold 2 each: South takes 9's 2 and, walking
///   back, 10's 2 (48–46); pit 11 is empty, the walk stops. Left: North 0 (2), 6 (1); South 12.
/// - 12: its seed falls into 11, which then holds 3: nothing is taken.
/// - 9: its seed falls into 8, which then holds 1: nothing is taken.
///
/// So 10 and 11 take seeds at once and 9 and 12 take none; a search that counts seeds taken
/// prefers 11 or 10, and one that looks ahead without proving sees 9 and 12 as equal. The proofs
/// show otherwise: 9 wins and 10 and 11 lose, each by the margin South ends with. The rules-exact
/// proof (`verdicts`, following every line with the third occurrence ending the game) needs
/// millions of nodes here, since nearly every line meets a repetition; the endgame solver proves
/// the win in a few tens of thousands, so the Master plays 9.
fn issue_32_ending() -> Position {
    let pits = [2, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 2, 1, 0];
    position(Variant::AlManqala, pits, [44, 46], Player::Zero)
}

#[test]
fn issue_32_the_master_keeps_the_proven_win() {
    let pos = issue_32_ending();
    // The captures worked out above.
    let taken: Vec<_> = [9, 10, 11, 12].iter().map(|&pit| sowing_captures(&pos, pit).unwrap().0).collect();
    assert_eq!(taken, [0, 2, 4, 0]);
    let mut searcher = Searcher::new(18);
    let wins = searcher.solve_wins(&pos, &[], Limits::nodes(200_000), &mut NoClock).expect("9 is proven to win");
    let won: Vec<_> = wins.moves().iter().map(|w| w.pit).collect();
    assert_eq!(won, [9]);
    assert!(wins.moves()[0].score >= WIN + SEED);
    for level in [Level::Strong, Level::Master] {
        assert_eq!(choose(level, &pos, &[], 1, &mut searcher, &mut NoClock), Some(9), "{level:?}");
    }
}

#[test]
fn issue_32_the_analysis_says_the_win_and_values_it_above_every_draw() {
    let pos = issue_32_ending();
    let mut searcher = Searcher::new(18);
    let found = hints(&pos, &[], Limits::nodes(200_000), &mut NoClock, &mut searcher).unwrap();
    let nine = found.moves().iter().find(|h| h.pit == 9).unwrap();
    assert_eq!(nine.verdict, Some(Verdict::Win));
    assert!(nine.best);
    assert!(nine.value() >= 1.0, "a proven win is worth at least a seed: {}", nine.value());
    for h in found.moves() {
        assert!(h.pit == 9 || h.verdict != Some(Verdict::Win), "{h:?}");
    }
}

/// Al-manqala, player 0 to move, piles 48–40, one seed in each of pits 7, 13 and 0 (the
/// position of `levels::choose`'s example). Pit 7's seed drops into pit 0, which then holds 2:
/// player 0 takes them, reaches 50 and wins at once, 50–40, by 10. So the analysis proves 7 a
/// win by exactly 10 seeds: a positive value, the final margin, and `exact`. (The starving rule
/// can't give more: 51–40 would need North unable to feed, and North's seed is at pit 0.)
#[test]
fn a_proven_win_is_valued_at_its_exact_margin() {
    let mut pits = [0; 14];
    (pits[7], pits[13], pits[0]) = (1, 1, 1);
    let pos = position(Variant::AlManqala, pits, [48, 40], Player::Zero);
    let mut searcher = Searcher::new(16);
    let found = hints(&pos, &[], Limits::nodes(100_000), &mut NoClock, &mut searcher).unwrap();
    let seven = found.moves().iter().find(|h| h.pit == 7).unwrap();
    assert_eq!((seven.verdict, seven.solved, seven.value()), (Some(Verdict::Win), true, 10.0));
    // 13 wins by 10 as well, so the recommended move, whichever of the two, is a win by 10.
    let best = found.moves().iter().find(|h| h.best).unwrap();
    assert_eq!((best.verdict, best.value()), (Some(Verdict::Win), 10.0));
    // Every proven outcome agrees with the sign of its value.
    for h in found.moves() {
        match h.verdict {
            Some(Verdict::Win) => assert!(h.value() > 0.0, "{h:?}"),
            Some(Verdict::Loss) => assert!(h.value() < 0.0, "{h:?}"),
            Some(Verdict::Draw) => assert_eq!(h.value(), 0.0, "{h:?}"),
            None => {}
        }
    }
}

#[test]
fn the_search_sees_a_match_drawn_by_a_round_begun_a_third_time() {
    // The match of tests/ali_guli_mane.rs's round-cycle test (docs/rules.md#ali-guli-mane-rounds):
    // round 2 of a 30-seed match, each player fills 3 pits (player 0: 13 12 11, player 1: 0 1 2),
    // piles 0 : 0, player 0 opens. The sowings 11 12 1 1 end it 15 : 15, and round 3 begins from
    // its mirror (player 1 opens); 2 1 12 12 end that one 15 : 15, and round 4 begins as round 2
    // did. Rounds 4 and 5 repeat 2 and 3; in round 5, after 2 1 12, player 0's sowing of 12 ends
    // it 15 : 15 and round 6 would begin from round 2's position a third time: the match is drawn.
    let mut pits = [0; 14];
    for pit in [13, 12, 11, 0, 1, 2] {
        pits[pit] = 5;
    }
    let closed: PitSet = (3..=10).collect();
    let rules = Rules { rounds: true, ..Rules::new(Variant::AliGuliMane) };
    let start = Setup {
        pits,
        piles: [0, 0],
        to_move: Player::Zero,
        extra: false,
        closed,
        round: 2,
        round_starter: Player::Zero,
        ended: None,
    };
    let mut game = mancala_heritage::Game::from_setup(rules, start).unwrap();
    for pit in [11, 12, 1, 1, 2, 1, 12, 12, 11, 12, 1, 1, 2, 1, 12] {
        game.play(pit).unwrap();
    }
    let pos = *game.position();
    assert_eq!((pos.round(), pos.to_move()), (5, Player::Zero));
    let history = game_history(&game);
    let twelve = pos.legal_moves().iter().position(|pit| pit == 12).expect("12 is legal");
    // The handle ends the match there; the search and the oracle score the move as that draw.
    let mut ended = game.clone();
    ended.play(12).unwrap();
    assert_eq!(ended.outcome().map(|o| (o.winner, o.reason)), Some((None, Reason::RoundCycle)));
    let mut searcher = Searcher::new(12);
    let verdicts = searcher.verdicts(&pos, &history, Limits::depth(1), &mut NoClock);
    assert_eq!(verdicts[twelve], Some(Verdict::Draw));
    assert_eq!(move_scores(&pos, 1, &history)[twelve], (12, 0));
    // Knowing only round 5 (its start and the three sowings since), round 6 is a round like
    // any other: one sowing deep, nothing is settled.
    let round_five = &history[history.len() - 3..];
    let verdicts = searcher.verdicts(&pos, round_five, Limits::depth(1), &mut NoClock);
    assert_eq!(verdicts[twelve], None);
}

/// Mangala IV with free choice, South to move, piles 41–49, 8 seeds on the board (5 in pit 6,
/// one in each of pits 7, 9 and 12): an ending of `examples/endgames.rs` whose solve follows
/// lines longer than the search's deepest (120 sowings) before a position comes back. Solved
/// with lines of at most 120 sowings it stops unsettled after about 20,000 nodes.
#[test]
fn the_endgame_solver_follows_lines_longer_than_the_search() {
    let rules = Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) };
    let pits = [0, 0, 0, 0, 0, 0, 5, 1, 0, 1, 0, 0, 1, 0];
    let setup = Setup { pits, piles: [41, 49], to_move: Player::Zero, ..Setup::initial(&rules) };
    let pos = Position::from_setup(rules, setup).unwrap();
    let mut searcher = Searcher::new(18);
    searcher.solve_wins(&pos, &[], Limits::nodes(200_000), &mut NoClock);
    assert!(searcher.settled(), "{} nodes", searcher.nodes());
}
