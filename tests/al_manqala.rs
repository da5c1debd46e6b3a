//! Scenario tests of Al-manqala, one per rule of docs/rules.md, each worked out by hand.
//!
//! Geometry used in every comment: sowing order 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13
//! (so prev(0) = 7, prev(7) = 8, prev(13) = 6); player 0 owns 7–13, player 1 owns 0–6.

mod common;

use common::*;
use mancala_heritage::{Event, Game, Outcome, PlayError, Reason, Rules, Variant, Why};

const AM: Variant = Variant::AlManqala;

#[test]
fn start_has_seven_seeds_per_pit_and_player_0_moves() {
    let g = Game::new(Rules::new(AM)).unwrap();
    assert_eq!(g.position().pits(), [7; 14]);
    assert_eq!(g.position().to_move(), P0);
    assert_eq!(g.legal_moves(), pits(&[7, 8, 9, 10, 11, 12, 13]));
}

#[test]
fn one_lap_and_no_relay() {
    // Player 0 sows 11 (3): 10 9 8. The last pit, 8, now holds 5: neither 2 nor 4, and there
    // is no relay in this game: the move ends.
    let mut g = game(AM, setup(board(&[(11, 3), (8, 4), (2, 1)]), [0, 0], P0));
    let t = g.play(11).unwrap();
    assert_eq!(t.player, P0);
    assert_events(&t.events, &seq(&[&[lift(11, 3)], &drops(&[10, 9, 8])]));
    let p = g.position();
    assert_eq!(p.pits(), board(&[(10, 1), (9, 1), (8, 5), (2, 1)]));
    assert_eq!(p.piles(), [0, 0]);
    assert_eq!(p.to_move(), P1);
    assert!(!p.extra_sowing());
}

#[test]
fn a_lap_of_fourteen_or_more_drops_into_the_emptied_start_pit() {
    // Player 0 sows 13 (15): 12 11 10 9 8 7 0 1 2 3 4 5 6, the 14th seed into 13 itself, the
    // 15th into 12, which then holds 2: capture. prev(12) = 13 holds 1: stop.
    let mut g = game(AM, setup(board(&[(13, 15)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(13, 15)],
            &drops(&[12, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6, 13, 12]),
            &[capture(12, 2, P0, Why::Last)],
        ]),
    );
    let mut expected = [1; 14];
    expected[12] = 0;
    assert_eq!(g.position().pits(), expected);
    assert_eq!(g.position().piles(), [2, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn capture_of_two_in_the_opponents_row() {
    // Player 0 sows 7 (1) -> 0, which now holds 2: capture. prev(0) = 7 is empty: stop.
    let mut g = game(AM, setup(board(&[(7, 1), (0, 1), (12, 3), (3, 5)]), [0, 0], P0));
    let t = g.play(7).unwrap();
    assert_events(&t.events, &seq(&[&[lift(7, 1)], &drops(&[0]), &[capture(0, 2, P0, Why::Last)]]));
    assert_eq!(g.position().pits(), board(&[(12, 3), (3, 5)]));
    assert_eq!(g.position().piles(), [2, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn capture_of_four_in_the_movers_own_row() {
    // Player 0 sows 13 (1) -> 12, which now holds 4: capture (own row too). prev(12) = 13 is
    // empty: stop. (Player 0 keeps 9, so player 1 is not bound to feed.)
    let mut g = game(AM, setup(board(&[(13, 1), (12, 3), (9, 1), (2, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(&t.events, &seq(&[&[lift(13, 1)], &drops(&[12]), &[capture(12, 4, P0, Why::Last)]]));
    assert_eq!(g.position().pits(), board(&[(9, 1), (2, 1)]));
    assert_eq!(g.position().piles(), [4, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn player_1_captures_in_player_0s_row() {
    // Player 1 sows 5 (2): 6, 13. 13 now holds 2: capture; prev(13) = 6 holds 1 (just
    // sown): stop.
    let mut g = game(AM, setup(board(&[(5, 2), (13, 1), (0, 1), (9, 2)]), [0, 0], P1));
    let t = g.play(5).unwrap();
    assert_events(&t.events, &seq(&[&[lift(5, 2)], &drops(&[6, 13]), &[capture(13, 2, P1, Why::Last)]]));
    assert_eq!(g.position().pits(), board(&[(0, 1), (6, 1), (9, 2)]));
    assert_eq!(g.position().piles(), [0, 2]);
    assert_eq!(g.position().to_move(), P0);
}

#[test]
fn backward_chain_stops_at_the_first_other_count() {
    // Player 0 sows 12 (3): 11 (now 3), 10 (now 4), 9 (now 2).
    // 9 holds 2: take it; prev(9) = 10 holds 4: take it; prev(10) = 11 holds 3: stop — the 2 in
    // 13 further back stays, and so does the 2 in 8 (ahead of the last pit).
    let mut g = game(AM, setup(board(&[(13, 2), (12, 3), (11, 2), (10, 3), (9, 1), (8, 2), (3, 1)]), [0, 0], P0));
    let t = g.play(12).unwrap();
    assert_events(
        &t.events,
        &seq(&[&[lift(12, 3)], &drops(&[11, 10, 9]), &[capture(9, 2, P0, Why::Last), capture(10, 4, P0, Why::Chain)]]),
    );
    assert_eq!(g.position().pits(), board(&[(13, 2), (11, 3), (8, 2), (3, 1)]));
    assert_eq!(g.position().piles(), [6, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn backward_chain_runs_across_both_rows() {
    // Player 0 sows 9 (3): 8 (now 2), 7 (now 4), 0 (now 2).
    // 0 holds 2: take; prev(0) = 7 holds 4: take; prev(7) = 8 holds 2: take; prev(8) = 9 is
    // empty: stop. Player 0's row is now empty, so player 1 must feed: only 6 (3 seeds:
    // 13 12 11) reaches player 0's row; 4 (2 seeds: 5 6) does not.
    let mut g = game(AM, setup(board(&[(9, 3), (8, 1), (7, 3), (0, 1), (4, 2), (6, 3)]), [0, 0], P0));
    let t = g.play(9).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(9, 3)],
            &drops(&[8, 7, 0]),
            &[capture(0, 2, P0, Why::Last), capture(7, 4, P0, Why::Chain), capture(8, 2, P0, Why::Chain)],
        ]),
    );
    assert_eq!(g.position().pits(), board(&[(4, 2), (6, 3)]));
    assert_eq!(g.position().piles(), [8, 0]);
    assert_eq!(g.position().to_move(), P1);
    assert_eq!(g.legal_moves(), pits(&[6]));
}

#[test]
fn feeding_only_moves_that_reach_an_empty_opponent_row_are_legal() {
    // Player 1's row is empty. Player 0: 13 (1) -> 12 and 10 (1) -> 9 stay home; 8 (2) -> 7, 0
    // reaches player 1's row. Only 8 is legal; 13 is refused with MustFeed, nothing changes.
    let mut g = game(AM, setup(board(&[(13, 1), (10, 1), (8, 2)]), [0, 0], P0));
    assert_eq!(g.legal_moves(), pits(&[8]));
    let before = *g.position();
    assert_eq!(g.play(13), Err(PlayError::MustFeed(13)));
    assert_eq!(g.play(10), Err(PlayError::MustFeed(10)));
    assert_eq!(*g.position(), before);
    // 8 -> 7, 0: 0 holds 1, no capture.
    let t = g.play(8).unwrap();
    assert_events(&t.events, &seq(&[&[lift(8, 2)], &drops(&[7, 0])]));
    assert_eq!(g.position().pits(), board(&[(13, 1), (10, 1), (7, 1), (0, 1)]));
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn feeding_move_is_legal_whatever_it_captures_after() {
    // Player 1's row is empty. 13 (1) -> 12 does not feed. 7 (8) -> 0 1 2 3 4 5 6 13 feeds; its
    // last seed makes 13 hold 2: capture; prev(13) = 6 holds 1: stop.
    let mut g = game(AM, setup(board(&[(13, 1), (7, 8)]), [0, 0], P0));
    assert_eq!(g.legal_moves(), pits(&[7]));
    let t = g.play(7).unwrap();
    assert_events(
        &t.events,
        &seq(&[&[lift(7, 8)], &drops(&[0, 1, 2, 3, 4, 5, 6, 13]), &[capture(13, 2, P0, Why::Last)]]),
    );
    assert_eq!(g.position().pits(), board(&[(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)]));
    assert_eq!(g.position().piles(), [2, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn no_feeding_move_the_starved_player_takes_every_seed() {
    // Player 1 sows their last seed, 6 (1) -> 13 (holds 1: no capture). Player 0 must feed:
    // 13 -> 12, 12 -> 11, 10 -> 9 8 — none reaches player 1's row. The game ends: player 1
    // takes 13:1 + 12:1 + 10:2 = 4. Piles 5 : 3 + 4 = 7: player 1 wins.
    let mut g = game(AM, setup(board(&[(6, 1), (12, 1), (10, 2)]), [5, 3], P1));
    let t = g.play(6).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(6, 1)],
            &drops(&[13]),
            &[
                capture(13, 1, P1, Why::Starved),
                capture(12, 1, P1, Why::Starved),
                capture(10, 2, P1, Why::Starved),
                end(Reason::Starved),
            ],
        ]),
    );
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [5, 7]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Starved }));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn pass_when_the_row_is_empty_then_the_opponent_must_feed() {
    // Player 0 sows 7 (1) -> 0, now 2: capture; prev(0) = 7 empty: stop. Player 1's row is
    // empty: they pass, and player 0 moves again under the feeding rule: 8 (3) -> 7 0 1 feeds.
    let mut g = game(AM, setup(board(&[(0, 1), (7, 1), (8, 3)]), [0, 0], P0));
    let t = g.play(7).unwrap();
    assert_events(&t.events, &seq(&[&[lift(7, 1)], &drops(&[0]), &[capture(0, 2, P0, Why::Last), pass(P1)]]));
    let p = g.position();
    assert_eq!(p.pits(), board(&[(8, 3)]));
    assert_eq!(p.piles(), [2, 0]);
    assert_eq!(p.to_move(), P0);
    assert_eq!(g.legal_moves(), pits(&[8]));
    assert_eq!(g.outcome(), None);
}

#[test]
fn pass_then_no_feeding_move_ends_the_game_starved() {
    // Player 0 sows 7 (1) -> 0, now 2: capture. Player 1 passes. Player 0's only seed, 12 (1)
    // -> 11, cannot feed: player 1 takes it. Piles 2 : 1, player 0 wins.
    let mut g = game(AM, setup(board(&[(0, 1), (7, 1), (12, 1)]), [0, 0], P0));
    let t = g.play(7).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(7, 1)],
            &drops(&[0]),
            &[capture(0, 2, P0, Why::Last), pass(P1), capture(12, 1, P1, Why::Starved), end(Reason::Starved)],
        ]),
    );
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [2, 1]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Starved }));
}

#[test]
fn fifty_ends_the_game_at_once() {
    // Player 0 has 48; sows 7 (1) -> 0, now 2: capture -> 50. The game ends with seeds left.
    let mut g = game(AM, setup(board(&[(7, 1), (0, 1), (3, 5), (10, 4)]), [48, 10], P0));
    let t = g.play(7).unwrap();
    assert_events(&t.events, &seq(&[&[lift(7, 1)], &drops(&[0]), &[capture(0, 2, P0, Why::Last), end(Reason::Fifty)]]));
    assert_eq!(g.position().pits(), board(&[(3, 5), (10, 4)]));
    assert_eq!(g.position().piles(), [50, 10]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Fifty }));
    assert_eq!(g.play(10), Err(PlayError::GameOver));
}

#[test]
fn fifty_or_more_wins_for_player_1_too() {
    // Player 1 has 47; sows 5 (1) -> 6, now 4: capture -> 51. prev(6) = 5 empty.
    let mut g = game(AM, setup(board(&[(5, 1), (6, 3), (12, 2)]), [20, 47], P1));
    let t = g.play(5).unwrap();
    assert_events(&t.events, &seq(&[&[lift(5, 1)], &drops(&[6]), &[capture(6, 4, P1, Why::Last), end(Reason::Fifty)]]));
    assert_eq!(g.position().piles(), [20, 51]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Fifty }));
}

#[test]
fn empty_board_ends_the_game() {
    // Player 0 sows 7 (1) -> 0, now 2: capture. The board is empty: the game ends (no pass).
    // Piles 32 : 20, player 0 wins.
    let mut g = game(AM, setup(board(&[(7, 1), (0, 1)]), [30, 20], P0));
    let t = g.play(7).unwrap();
    assert_events(&t.events, &seq(&[&[lift(7, 1)], &drops(&[0]), &[capture(0, 2, P0, Why::Last), end(Reason::Empty)]]));
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [32, 20]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Empty }));
}

#[test]
fn forty_nine_each_is_a_draw() {
    // As above from 47 : 49 (98 seeds in all): 49 : 49 on an empty board, a draw.
    let mut g = game(AM, setup(board(&[(7, 1), (0, 1)]), [47, 49], P0));
    let t = g.play(7).unwrap();
    assert_eq!(t.events.last(), Some(&end(Reason::Empty)));
    assert_eq!(g.position().piles(), [49, 49]);
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::Empty }));
}

#[test]
fn agreed_cycle_divides_the_board_equally_leaving_an_odd_seed() {
    // 5 seeds on the board (13:2, 0:3): each player is owed 2, one seed stays unscored.
    // docs/rules.md#equal-division: each takes from their own row first, so player 0 empties
    // pit 13 and player 1 takes 2 of pit 0's 3, leaving 1 there. Piles 10 : 20 -> 12 : 22,
    // player 1 wins.
    let mut g = game(AM, setup(board(&[(13, 2), (0, 3)]), [10, 20], P0));
    let t = g.agree_cycle().unwrap();
    assert_eq!(t.events.last(), Some(&end(Reason::Agreed)));
    // Every seed taken is taken by the division.
    assert!(t.events[..t.events.len() - 1].iter().all(|e| matches!(e, Event::Capture { why: Why::Division, .. })));
    assert_eq!(captured_by(&t.events), [2, 2]);
    assert_eq!(g.position().pits(), board(&[(0, 1)]));
    assert_eq!(g.position().piles(), [12, 22]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Agreed }));
    // An agreement can be taken back like a move.
    assert!(g.undo());
    assert_eq!(g.position().pits(), board(&[(13, 2), (0, 3)]));
    assert_eq!(g.outcome(), None);
}

#[test]
fn agreeing_to_a_cycle_is_only_for_al_manqala_and_only_during_the_game() {
    let mut agm = Game::new(Rules::new(Variant::AliGuliMane)).unwrap();
    assert!(!agm.position().can_agree());
    assert_eq!(agm.agree_cycle().unwrap_err(), PlayError::NoAgreement(Variant::AliGuliMane));
    let mut mg = Game::new(Rules::new(Variant::MangalaIv)).unwrap();
    assert!(!mg.position().can_agree());
    assert_eq!(mg.agree_cycle().unwrap_err(), PlayError::NoAgreement(Variant::MangalaIv));
    let mut g = game(AM, setup(board(&[(7, 1), (0, 1)]), [30, 20], P0));
    assert!(g.position().can_agree());
    g.play(7).unwrap();
    assert!(!g.position().can_agree());
    assert_eq!(g.agree_cycle().unwrap_err(), PlayError::GameOver);
}

#[test]
fn third_repetition_is_a_cycle_with_equal_division() {
    // 13:1 and 7:1, player 0 to move, player 1's row empty (so player 0 must feed: 7 -> 0).
    // The two lone seeds chase each other one pit per move and never meet (each lands in an
    // empty pit, holding 1: no capture):
    //   P0 7->0, P1 0->1, P0 13->12, P1 1->2, P0 12->11, P1 2->3, P0 11->10, P1 3->4,
    //   P0 10->9, P1 4->5, P0 9->8, P1 5->6, P0 8->7, P1 6->13
    // and the start is back (13:1, 7:1, player 0 to move) after 14 moves, and a 3rd time after
    // 28: the game ends as a cycle, the 2 seeds divided 1 : 1 -> 41 : 41, a draw.
    let mut g = game(AM, setup(board(&[(13, 1), (7, 1)]), [40, 40], P0));
    let cycle: [(u8, u8); 14] = [
        (7, 0),
        (0, 1),
        (13, 12),
        (1, 2),
        (12, 11),
        (2, 3),
        (11, 10),
        (3, 4),
        (10, 9),
        (4, 5),
        (9, 8),
        (5, 6),
        (8, 7),
        (6, 13),
    ];
    for lap in 0..2 {
        for (i, &(from, to)) in cycle.iter().enumerate() {
            let t = g.play(from).unwrap();
            let (head, tail) = split_at_first_capture(&t.events);
            assert_events(head, &seq(&[&[lift(from, 1)], &drops(&[to])]));
            if lap == 1 && i == 13 {
                assert_eq!(tail.last(), Some(&end(Reason::Cycle)));
                assert_eq!(captured_by(tail), [1, 1]);
                assert!(tail
                    .iter()
                    .all(|e| matches!(e, Event::Capture { why: Why::Division, .. } | Event::End { .. })));
            } else {
                assert!(tail.is_empty(), "lap {lap} step {i}: {:?}", t.events);
            }
        }
        if lap == 0 {
            assert_eq!(g.position().pits(), board(&[(13, 1), (7, 1)]));
            assert_eq!(g.position().to_move(), P0);
            assert_eq!(g.outcome(), None);
        }
    }
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [41, 41]);
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::Cycle }));
}

#[test]
fn backward_chain_can_take_the_whole_board() {
    // 13 (28) sows two full laps: every pit gets 2 (13 itself twice). Last pit 13 holds 2:
    // take; prev 6, 5, …, 0, 7, 8, …, 12 each hold 2: take; then prev(12) = 13 is empty now:
    // stop. 28 seeds taken, the board is empty: the game ends, 40 : 40, a draw.
    let mut g = game(AM, setup(board(&[(13, 28)]), [12, 40], P0));
    let t = g.play(13).unwrap();
    let lap = [12u8, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6, 13];
    let back = [13u8, 6, 5, 4, 3, 2, 1, 0, 7, 8, 9, 10, 11, 12];
    let mut expected = seq(&[&[lift(13, 28)], &drops(&lap), &drops(&lap)]);
    // 13, where the last seed fell, is taken as the last pit; the 13 pits before it as the chain.
    expected.extend(back.iter().map(|&p| capture(p, 2, P0, if p == 13 { Why::Last } else { Why::Chain })));
    expected.push(end(Reason::Empty));
    assert_events(&t.events, &expected);
    assert_eq!(g.position().piles(), [40, 40]);
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::Empty }));
}

#[test]
fn a_player_to_move_with_an_empty_row_passes_at_once() {
    // Built with player 1 to move and an empty row: player 1 passes; player 0 must feed,
    // and 7 (1) -> 0 does.
    let g = game(AM, setup(board(&[(13, 1), (7, 1)]), [0, 0], P1));
    assert_eq!(g.position().to_move(), P0);
    assert_eq!(g.legal_moves(), pits(&[7]));
}

#[test]
fn built_starved_the_game_is_over_at_once() {
    // Player 1 to move with an empty row passes; player 0's 13 (1) -> 12 cannot feed: player 1
    // takes the seed. 0 : 1.
    let g = game(AM, setup(board(&[(13, 1)]), [0, 0], P1));
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Starved }));
    assert_eq!(g.position().piles(), [0, 1]);
    assert_eq!(g.position().pits(), [0; 14]);
}
