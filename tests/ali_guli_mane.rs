//! Scenario tests of Ali Guli Mane, one per rule of docs/rules.md, each worked out by hand.
//!
//! Geometry used in every comment: sowing order 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13;
//! opposite(i) = (i + 7) mod 14; player 0 owns 7–13, player 1 owns 0–6.

mod common;

use common::*;
use mancala_heritage::{Event, Game, Outcome, PlayError, Player, Reason, Rules, Setup, Variant, Why};

const AGM: Variant = Variant::AliGuliMane;

fn rounds() -> Rules {
    Rules { rounds: true, ..Rules::new(AGM) }
}

#[test]
fn start_has_five_seeds_per_pit_and_player_0_moves() {
    let g = Game::new(Rules::new(AGM)).unwrap();
    assert_eq!(g.position().pits(), [5; 14]);
    assert_eq!(g.position().piles(), [0, 0]);
    assert_eq!(g.position().to_move(), P0);
    assert_eq!(g.legal_moves(), pits(&[7, 8, 9, 10, 11, 12, 13]));
}

#[test]
fn sowing_includes_the_emptied_start_pit_on_a_lap() {
    // Player 0 sows 14 seeds from 13: 12 11 10 9 8 7 0 1 2 3 4 5 6 and the 14th seed goes
    // back into 13 itself (no pit skipped). Every pit now holds 1.
    // Last seed in 13; q = 12 holds 1: relay 12 (1) -> 11 (2). q = 10 (1): relay -> 9 (2).
    // q = 8: relay -> 7 (2). q = 0: relay -> 1 (2). q = 2: relay -> 3 (2). q = 4: relay -> 5 (2).
    // q = 6: relay -> 13 (2). q = 12 is empty (lifted): saada at 12.
    // c = next(12) = 11 holds 2, opposite(11) = 4 is empty (lifted): capture 2.
    // Player 0 still has 13, 9, 7 (2 each): extra sowing.
    let mut g = game(AGM, setup(board(&[(13, 14)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_eq!(t.player, P0);
    assert_events(
        &t.events,
        &seq(&[
            &[lift(13, 14)],
            &drops(&[12, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6, 13]),
            &[relay(12, 1)],
            &drops(&[11]),
            &[relay(10, 1)],
            &drops(&[9]),
            &[relay(8, 1)],
            &drops(&[7]),
            &[relay(0, 1)],
            &drops(&[1]),
            &[relay(2, 1)],
            &drops(&[3]),
            &[relay(4, 1)],
            &drops(&[5]),
            &[relay(6, 1)],
            &drops(&[13]),
            &[saada(12), capture(11, 2, P0, Why::Saada), Event::Extra],
        ]),
    );
    let p = g.position();
    assert_eq!(p.pits(), board(&[(1, 2), (3, 2), (5, 2), (7, 2), (9, 2), (13, 2)]));
    assert_eq!(p.piles(), [2, 0]);
    assert_eq!(p.to_move(), P0);
    assert!(p.extra_sowing());
    assert_eq!(g.outcome(), None);
}

#[test]
fn relay_sowing_passes_through_the_emptied_start_pit() {
    // Player 1 sows 5 (1 seed) -> 6. q = 13 holds 13: relay 13, sowing
    // 12 11 10 9 8 7 0 1 2 3 4 5 6 — pit 5, emptied at the start, gets a seed.
    // Last in 6 (now 2); q = 13 is empty: saada at 13. c = next(13) = 12 holds 1,
    // opposite(12) = 5 holds 1: player 1 captures both. Row 0–4, 6 still seeded: extra.
    let mut g = game(AGM, setup(board(&[(5, 1), (13, 13)]), [0, 0], P1));
    let t = g.play(5).unwrap();
    assert_eq!(t.player, P1);
    assert_events(
        &t.events,
        &seq(&[
            &[lift(5, 1)],
            &drops(&[6]),
            &[relay(13, 13)],
            &drops(&[12, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6]),
            &[saada(13), capture(12, 1, P1, Why::Saada), capture(5, 1, P1, Why::Facing), Event::Extra],
        ]),
    );
    let p = g.position();
    assert_eq!(
        p.pits(),
        board(&[(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (6, 2), (7, 1), (8, 1), (9, 1), (10, 1), (11, 1)])
    );
    assert_eq!(p.piles(), [0, 2]);
    assert_eq!(p.to_move(), P1);
    assert!(p.extra_sowing());
}

#[test]
fn relay_lifts_the_pit_after_the_last_one() {
    // Player 0 sows 12 (1) -> 11, which now holds 3 — that pit is NOT lifted.
    // q = next(11) = 10 holds 2: relay 10 -> 9, 8. q = next(8) = 7 is empty: saada at 7.
    // c = next(7) = 0 and opposite(0) = 7 are both empty: nothing captured, no extra.
    let mut g = game(AGM, setup(board(&[(12, 1), (11, 2), (10, 2), (3, 1)]), [0, 0], P0));
    let t = g.play(12).unwrap();
    assert_events(&t.events, &seq(&[&[lift(12, 1)], &drops(&[11]), &[relay(10, 2)], &drops(&[9, 8]), &[saada(7)]]));
    let p = g.position();
    assert_eq!(p.pits(), board(&[(11, 3), (9, 1), (8, 1), (3, 1)]));
    assert_eq!(p.piles(), [0, 0]);
    assert_eq!(p.to_move(), P1);
    assert!(!p.extra_sowing());
}

#[test]
fn saada_captures_next_of_the_empty_pit_and_its_opposite() {
    // Player 1 sows 2 (1) -> 3. q = 4 is empty: saada at 4. c = next(4) = 5 holds 3 and
    // opposite(5) = 12 holds 2: player 1 takes 5 seeds. Row still has 0 and 3: extra sowing,
    // same player, and only their non-empty pits may be played.
    let mut g = game(AGM, setup(board(&[(0, 1), (2, 1), (5, 3), (12, 2), (9, 1)]), [0, 0], P1));
    let t = g.play(2).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(2, 1)],
            &drops(&[3]),
            &[saada(4), capture(5, 3, P1, Why::Saada), capture(12, 2, P1, Why::Facing), Event::Extra],
        ]),
    );
    let p = g.position();
    assert_eq!(p.pits(), board(&[(0, 1), (3, 1), (9, 1)]));
    assert_eq!(p.piles(), [0, 5]);
    assert_eq!(p.to_move(), P1);
    assert!(p.extra_sowing());
    assert_eq!(g.legal_moves(), pits(&[0, 3]));
}

#[test]
fn saada_with_both_pits_empty_captures_nothing_and_gives_no_extra() {
    // Player 1 sows 3 (1) -> 4. q = 5 empty: saada. c = 6 and opposite(6) = 13 are empty.
    let mut g = game(AGM, setup(board(&[(3, 1), (9, 2)]), [0, 0], P1));
    let t = g.play(3).unwrap();
    assert_events(&t.events, &seq(&[&[lift(3, 1)], &drops(&[4]), &[saada(5)]]));
    let p = g.position();
    assert_eq!(p.pits(), board(&[(4, 1), (9, 2)]));
    assert_eq!(p.piles(), [0, 0]);
    assert_eq!(p.to_move(), P0);
    assert!(!p.extra_sowing());
}

#[test]
fn extra_sowing_captures_too_but_never_earns_a_third() {
    // Position after the saada capture above: player 1 owes an extra sowing with 0 and 3.
    // Player 1 sows 0 (1) -> 1. q = 2 empty: saada. c = 3 holds 1, opposite(3) = 10 empty:
    // capture 1. Player 1 still has a seed (pit 1) but there is no third sowing: player 0 moves.
    let s = Setup { extra: true, ..setup(board(&[(0, 1), (3, 1), (9, 1)]), [0, 5], P1) };
    let mut g = game(AGM, s);
    assert!(g.position().extra_sowing());
    let t = g.play(0).unwrap();
    assert_eq!(t.player, P1);
    assert_events(&t.events, &seq(&[&[lift(0, 1)], &drops(&[1]), &[saada(2), capture(3, 1, P1, Why::Saada)]]));
    let p = g.position();
    assert_eq!(p.pits(), board(&[(1, 1), (9, 1)]));
    assert_eq!(p.piles(), [0, 6]);
    assert_eq!(p.to_move(), P0);
    assert!(!p.extra_sowing());
}

#[test]
fn extra_sowing_follows_a_capture_in_the_same_turn() {
    // Both sowings of one turn, played one after the other: the first captures (as in
    // saada_captures_next_of_the_empty_pit_and_its_opposite), the second is the extra one.
    let mut g = game(AGM, setup(board(&[(0, 1), (2, 1), (5, 3), (12, 2), (9, 1)]), [0, 0], P1));
    g.play(2).unwrap();
    assert_eq!(g.position().to_move(), P1);
    // Player 1 may not hand the move over: player 0's pit is not theirs to play.
    assert_eq!(g.play(9), Err(PlayError::NotYourPit { pit: 9, player: P1 }));
    let t = g.play(3).unwrap();
    // 3 (1) -> 4; q = 5 (captured, empty): saada. c = 6 empty, opposite 13 empty: nothing.
    assert_events(&t.events, &seq(&[&[lift(3, 1)], &drops(&[4]), &[saada(5)]]));
    assert_eq!(g.position().pits(), board(&[(0, 1), (4, 1), (9, 1)]));
    assert_eq!(g.position().to_move(), P0);
    assert!(!g.position().extra_sowing());
}

#[test]
fn no_extra_sowing_when_the_movers_row_is_then_empty() {
    // Player 1 sows their only seed, 6 (1) -> 13 (now 2). q = 12 empty: saada.
    // c = 11 holds 2, opposite(11) = 4 empty: capture 2. Player 1's row is empty: no extra;
    // player 0 (13 and 9 seeded) moves.
    let mut g = game(AGM, setup(board(&[(6, 1), (13, 1), (11, 2), (9, 1)]), [0, 0], P1));
    let t = g.play(6).unwrap();
    assert_events(&t.events, &seq(&[&[lift(6, 1)], &drops(&[13]), &[saada(12), capture(11, 2, P1, Why::Saada)]]));
    let p = g.position();
    assert_eq!(p.pits(), board(&[(13, 2), (9, 1)]));
    assert_eq!(p.piles(), [0, 2]);
    assert_eq!(p.to_move(), P0);
    assert!(!p.extra_sowing());
    assert_eq!(g.outcome(), None);
}

#[test]
fn stuck_player_ends_the_game_rows_are_collected_and_the_larger_pile_wins() {
    // Player 1 sows 0 (1) -> 1; q = 2 empty: saada; c = 3 and opposite 10 empty: nothing.
    // Player 0 is to move with an empty row: the game ends. Each player collects their own
    // row: player 1 takes 1 + 2 + 3 = 6 (player 0 has nothing). Piles 12 : 3 + 6 = 9, so
    // player 0 wins although player 1 collected the board.
    let mut g = game(AGM, setup(board(&[(0, 1), (4, 2), (6, 3)]), [12, 3], P1));
    let t = g.play(0).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(0, 1)],
            &drops(&[1]),
            &[
                saada(2),
                capture(1, 1, P1, Why::Row),
                capture(4, 2, P1, Why::Row),
                capture(6, 3, P1, Why::Row),
                end(Reason::Stuck),
            ],
        ]),
    );
    let p = g.position();
    assert_eq!(p.pits(), [0; 14]);
    assert_eq!(p.piles(), [12, 9]);
    assert!(!p.extra_sowing());
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Stuck }));
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play(13), Err(PlayError::GameOver));
}

#[test]
fn stuck_ending_with_equal_piles_is_a_draw() {
    // As above with piles 12 : 6; player 1 collects 6: 12 : 12, a draw.
    let mut g = game(AGM, setup(board(&[(0, 1), (4, 2), (6, 3)]), [12, 6], P1));
    let t = g.play(0).unwrap();
    assert_eq!(t.events.last(), Some(&end(Reason::Stuck)));
    assert_eq!(g.position().piles(), [12, 12]);
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::Stuck }));
}

/// A capture-free cycle of 22 sowings with 6 seeds, found by a throwaway model of docs/rules.md
/// (not the code under test); every step is a 1–3 seed sowing that can be checked by hand.
/// Each entry: the pit played and the board after it (no sowing captures, so turns alternate).
const CYCLE_22: [(u8, &[(u8, u8)]); 22] = [
    (11, &[(0, 1), (4, 1), (10, 3), (12, 1)]), // P0 11 -> 10; saada 9; c 8 / 1 empty
    (4, &[(0, 1), (5, 1), (10, 3), (12, 1)]),  // P1 4 -> 5; saada 6; c 13 / 6 empty
    (12, &[(1, 1), (5, 1), (7, 1), (8, 1), (9, 1), (11, 1)]), // 12 -> 11; relay 10 (3) -> 9 8 7; relay 0 -> 1; saada 2
    (5, &[(1, 1), (6, 1), (7, 1), (8, 1), (9, 1), (11, 1)]), // 5 -> 6; saada 13; c 12 / 5 empty
    (11, &[(0, 1), (2, 1), (6, 1), (8, 2), (10, 1)]), // 11 -> 10; relays 9 -> 8, 7 -> 0, 1 -> 2; saada 3
    (2, &[(0, 1), (3, 1), (6, 1), (8, 2), (10, 1)]), // 2 -> 3; saada 4; c 5 / 12 empty
    (8, &[(0, 2), (3, 1), (6, 1), (7, 1), (10, 1)]), // 8 (2) -> 7 0; saada 1; c 2 / 9 empty
    (6, &[(0, 2), (3, 1), (7, 1), (10, 1), (13, 1)]), // 6 -> 13; saada 12; c 11 / 4 empty
    (7, &[(0, 3), (3, 1), (10, 1), (13, 1)]),  // 7 -> 0; saada 1; c 2 / 9 empty
    (0, &[(1, 1), (2, 1), (3, 2), (10, 1), (13, 1)]), // 0 (3) -> 1 2 3; saada 4; c 5 / 12 empty
    (10, &[(1, 1), (2, 1), (3, 2), (9, 1), (13, 1)]), // 10 -> 9; saada 8; c 7 / 0 empty
    (2, &[(1, 1), (3, 3), (9, 1), (13, 1)]),   // 2 -> 3; saada 4; c 5 / 12 empty
    (9, &[(1, 1), (3, 3), (8, 1), (13, 1)]),   // 9 -> 8; saada 7; c 0 / 7 empty
    (1, &[(2, 1), (4, 1), (5, 1), (6, 1), (8, 1), (12, 1)]), // 1 -> 2; relay 3 (3) -> 4 5 6; relay 13 -> 12; saada 11
    (8, &[(2, 1), (4, 1), (5, 1), (6, 1), (7, 1), (12, 1)]), // 8 -> 7; saada 0; c 1 / 8 empty
    (2, &[(3, 1), (5, 2), (7, 1), (11, 1), (13, 1)]), // 2 -> 3; relays 4 -> 5, 6 -> 13, 12 -> 11; saada 10
    (11, &[(3, 1), (5, 2), (7, 1), (10, 1), (13, 1)]), // 11 -> 10; saada 9; c 8 / 1 empty
    (5, &[(3, 1), (6, 1), (7, 1), (10, 1), (13, 2)]), // 5 (2) -> 6 13; saada 12; c 11 / 4 empty
    (7, &[(0, 1), (3, 1), (6, 1), (10, 1), (13, 2)]), // 7 -> 0; saada 1; c 2 / 9 empty
    (6, &[(0, 1), (3, 1), (10, 1), (13, 3)]),  // 6 -> 13; saada 12; c 11 / 4 empty
    (13, &[(0, 1), (3, 1), (10, 2), (11, 1), (12, 1)]), // 13 (3) -> 12 11 10; saada 9; c 8 / 1 empty
    (3, &[(0, 1), (4, 1), (10, 2), (11, 1), (12, 1)]), // 3 -> 4; saada 5; c 6 / 13 empty
];

#[test]
fn third_repetition_ends_the_game_like_a_stuck_ending() {
    // Start: 0:1 4:1 10:2 11:1 12:1, player 0 to move, piles 33 : 31 (70 seeds in all).
    // CYCLE_22 brings this position back after 22 sowings (2nd occurrence: play goes on) and
    // after 44 (3rd occurrence): the game ends as above, each player collecting their row:
    // player 0 takes 10:2 + 11:1 + 12:1 = 4, player 1 takes 0:1 + 4:1 = 2 -> 37 : 33.
    let start = board(&[(0, 1), (4, 1), (10, 2), (11, 1), (12, 1)]);
    let mut g = game(AGM, setup(start, [33, 31], P0));
    for lap in 0..2 {
        for (i, &(pit, after)) in CYCLE_22.iter().enumerate() {
            let mover = if i % 2 == 0 { P0 } else { P1 };
            assert_eq!(g.position().to_move(), mover, "lap {lap} step {i}");
            let t = g.play(pit).unwrap();
            let last = lap == 1 && i == 21;
            if !last {
                assert!(
                    t.events.iter().all(|e| !matches!(e, Event::Capture { .. } | Event::Extra | Event::End { .. })),
                    "lap {lap} step {i}: {:?}",
                    t.events
                );
                assert_eq!(g.position().pits(), board(after), "lap {lap} step {i}");
                assert_eq!(g.outcome(), None, "lap {lap} step {i}");
            } else {
                // 3 (1) -> 4; q = 5 empty: saada; c = 6, opposite 13 empty. Then the 3rd occurrence.
                assert_events(
                    &t.events,
                    &seq(&[
                        &[lift(3, 1)],
                        &drops(&[4]),
                        &[
                            saada(5),
                            capture(12, 1, P0, Why::Row),
                            capture(11, 1, P0, Why::Row),
                            capture(10, 2, P0, Why::Row),
                            capture(0, 1, P1, Why::Row),
                            capture(4, 1, P1, Why::Row),
                            end(Reason::Cycle),
                        ],
                    ]),
                );
            }
        }
        if lap == 0 {
            assert_eq!(g.position().pits(), start);
            assert_eq!(g.position().piles(), [33, 31]);
            assert_eq!(g.position().to_move(), P0);
        }
    }
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [37, 33]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Cycle }));
}

/// A board on which player 0's pit 13 sows forever (see the test below).
fn endless_board() -> [u8; 14] {
    // Pits in sowing order from 13: 2 1 0 | 2 1 0 | 2 1 0 | 2 1 0 | 2 1
    board(&[
        (13, 2),
        (12, 1),
        (11, 0),
        (10, 2),
        (9, 1),
        (8, 0),
        (7, 2),
        (0, 1),
        (1, 0),
        (2, 2),
        (3, 1),
        (4, 0),
        (5, 2),
        (6, 1),
    ])
}

#[test]
fn endless_sowing_is_not_a_legal_move() {
    // Write the pits in sowing order starting at the lifted pit, after the lift:
    //   0 1 0 2 1 0 2 1 0 2 1 0 2 1, hand 2.
    // The 2 seeds raise the next two pits: 2 1, and q (4th) holds 2: relay it. Read from the
    // relayed pit, the board is again 0 1 0 2 1 0 2 1 0 2 1 0 2 1 with 2 in hand (the two
    // old start pit and the two raised pits, now 0 2 1, close the circle). So every relay
    // leads to the same picture turned by three pits: the sowing never ends, and is cut off
    // after 1,000 relays. Pit 13 is therefore illegal. The other pits of player 0 (12, 10,
    // 9, 7) break the pattern and reach a saada after 4 or 5 relays, so they stay legal.
    let mut g = game(AGM, setup(endless_board(), [0, 0], P0));
    assert_eq!(g.legal_moves(), pits(&[7, 9, 10, 12]));
    let before = *g.position();
    assert_eq!(g.play(13), Err(PlayError::Endless(13)));
    assert_eq!(*g.position(), before);
    assert_eq!(g.moves_played(), 0);
}

// ---------------------------------------------------------------- rounds

#[test]
fn rounds_refill_five_per_pit_in_sowing_order_close_the_rest_and_alternate_the_starter() {
    // Round 1 (started by player 0), player 1 to move, player 0's row empty, piles 27 : 37.
    // Player 1 sows 0 -> 1; saada at 2; c = 3 and opposite 10 empty: no capture.
    // Player 0 is stuck: player 1 collects 1 + 2 + 3 = 6 -> piles 27 : 43.
    // Refill in sowing order: player 0 fills 13 12 11 10 9 (25), 2 stay in the pile, 8 and 7
    // are closed. Player 1 fills 0–6 (35), 8 stay in the pile. Round 2 is started by the other
    // player than round 1: player 1.
    let s = Setup { round_starter: P0, ..setup(board(&[(0, 1), (4, 2), (6, 3)]), [27, 37], P1) };
    let mut g = game_with(rounds(), s);
    let t = g.play(0).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(0, 1)],
            &drops(&[1]),
            &[
                saada(2),
                capture(1, 1, P1, Why::Row),
                capture(4, 2, P1, Why::Row),
                capture(6, 3, P1, Why::Row),
                // The round ends with the piles 27 : 43, before the refill.
                Event::Round { number: 2, closed: pits(&[7, 8]), reason: Reason::Stuck, captured: [27, 43] },
            ],
        ]),
    );
    let p = g.position();
    assert_eq!(p.pits(), [5, 5, 5, 5, 5, 5, 5, 0, 0, 5, 5, 5, 5, 5]);
    assert_eq!(p.piles(), [2, 8]);
    assert_eq!(p.closed(), pits(&[7, 8]));
    assert_eq!(p.round(), 2);
    assert_eq!(p.round_starter(), P1);
    assert_eq!(p.to_move(), P1);
    assert!(!p.extra_sowing());
    assert_eq!(g.outcome(), None);
}

/// Round 2 position frame: player 0's 8 and 7 and player 1's 5 and 6 closed.
fn round2(pits_: [u8; 14], piles: [u8; 2], to_move: Player) -> Setup {
    Setup { closed: pits(&[5, 6, 7, 8]), round: 2, round_starter: P1, ..setup(pits_, piles, to_move) }
}

#[test]
fn closed_pits_are_skipped_by_sowing() {
    // Player 1 sows 4 (3): next(4) = 5 and 6 are closed, so the seeds go to 13 12 11.
    // q = 10 empty: saada; c = 9 and opposite 2 empty: nothing.
    let mut g = game_with(rounds(), round2(board(&[(4, 3), (0, 1), (13, 1)]), [30, 35], P1));
    let t = g.play(4).unwrap();
    assert_events(&t.events, &seq(&[&[lift(4, 3)], &drops(&[13, 12, 11]), &[saada(10)]]));
    let p = g.position();
    assert_eq!(p.pits(), board(&[(0, 1), (13, 2), (12, 1), (11, 1)]));
    assert_eq!(p.to_move(), P0);
    assert_eq!(p.closed(), pits(&[5, 6, 7, 8]));
}

#[test]
fn closed_pits_are_skipped_by_the_relay_test() {
    // Player 1 sows 3 (1) -> 4. q = next(4) skipping closed 5 and 6 = 13, which holds 1:
    // relay 13 -> 12. q = 11 empty: saada; c = 10 and opposite 3 empty: nothing.
    // (Without the closed pits q would be the empty pit 5.)
    let mut g = game_with(rounds(), round2(board(&[(3, 1), (0, 1), (13, 1)]), [30, 35], P1));
    let t = g.play(3).unwrap();
    assert_events(&t.events, &seq(&[&[lift(3, 1)], &drops(&[4]), &[relay(13, 1)], &drops(&[12]), &[saada(11)]]));
    assert_eq!(g.position().pits(), board(&[(0, 1), (4, 1), (12, 1)]));
    assert_eq!(g.position().to_move(), P0);
}

#[test]
fn closed_pits_are_skipped_by_the_capture_next() {
    // Player 0 sows 11 (1) -> 10. q = 9 empty: saada at 9. c = next(9) skipping closed 8 and
    // 7 = 0, holding 2; opposite(0) = 7 is closed and empty. Capture 2 (without closed pits
    // c would be the empty pit 8). Player 0 still has 10: extra sowing.
    let mut g = game_with(rounds(), round2(board(&[(11, 1), (0, 2), (3, 1)]), [30, 35], P0));
    let t = g.play(11).unwrap();
    assert_events(
        &t.events,
        &seq(&[&[lift(11, 1)], &drops(&[10]), &[saada(9), capture(0, 2, P0, Why::Saada), Event::Extra]]),
    );
    let p = g.position();
    assert_eq!(p.pits(), board(&[(10, 1), (3, 1)]));
    assert_eq!(p.piles(), [32, 35]);
    assert_eq!(p.to_move(), P0);
    assert!(p.extra_sowing());
}

#[test]
fn a_closed_pit_cannot_be_played() {
    let mut g = game_with(rounds(), round2(board(&[(11, 1), (0, 2), (3, 1)]), [30, 35], P0));
    assert_eq!(g.legal_moves(), pits(&[11]));
    let before = *g.position();
    assert_eq!(g.play(7), Err(PlayError::ClosedPit(7)));
    assert_eq!(g.play(8), Err(PlayError::ClosedPit(8)));
    assert_eq!(*g.position(), before);
}

#[test]
fn match_ends_when_a_player_cannot_fill_a_single_pit() {
    // Player 1 sows 0 -> 1 (saada 2, nothing taken); player 0 is stuck; player 1 collects 6.
    // Piles 3 : 67. Player 0 cannot fill one pit (3 < 5): the match ends, player 1 wins it.
    let s = Setup { round_starter: P0, ..setup(board(&[(0, 1), (4, 2), (6, 3)]), [3, 61], P1) };
    let mut g = game_with(rounds(), s);
    let t = g.play(0).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(0, 1)],
            &drops(&[1]),
            &[
                saada(2),
                capture(1, 1, P1, Why::Row),
                capture(4, 2, P1, Why::Row),
                capture(6, 3, P1, Why::Row),
                end(Reason::Match),
            ],
        ]),
    );
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [3, 67]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Match }));
}

#[test]
fn match_is_won_by_the_player_who_can_still_fill_a_pit() {
    // Player 1 sows 0 -> 1 (saada 2, c = 3 / 10 empty). Player 0 is stuck; player 1 collects
    // 1 + 2 = 3 -> piles 60 : 3. Player 1 cannot fill a pit: player 0, who could, wins.
    let s = Setup { round_starter: P0, ..setup(board(&[(0, 1), (4, 2)]), [60, 0], P1) };
    let mut g = game_with(rounds(), s);
    let t = g.play(0).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(0, 1)],
            &drops(&[1]),
            &[saada(2), capture(1, 1, P1, Why::Row), capture(4, 2, P1, Why::Row), end(Reason::Match)],
        ]),
    );
    assert_eq!(g.position().piles(), [60, 3]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Match }));
}

#[test]
fn third_repetition_in_rounds_ends_the_round_and_closed_pits_are_worked_out_afresh() {
    // Round 2, started by player 1; player 0's 9 8 7 and player 1's 4 5 6 closed, so the
    // open pits form the circle 13 12 11 10 | 0 1 2 3 (then 13 again).
    // Seeds: 13:1 and 0:1, player 0 to move, piles 28 : 40 (70 in all).
    // Eight single-seed sowings bring it back (each seed moves one open pit on):
    //   P0 13->12 saada 11 (c 10 / 3 empty)   P1 0->1 saada 2 (c 3 / 10 empty)
    //   P0 12->11 saada 10 (c 0 / 7 empty)    P1 1->2 saada 3 (c 13 / 6 empty)
    //   P0 11->10 saada 0 (c 1 / 8 empty)     P1 2->3 saada 13 (c 12 / 5 empty)
    //   P0 10->0 saada 1 (c 2 / 9 empty)      P1 3->13 saada 12 (c 11 / 4 empty)
    // After 16 sowings the start occurs for the 3rd time: the round ends. Player 0 collects
    // 13:1, player 1 collects 0:1 -> 29 : 41. Refill: player 0 fills 13 12 11 10 9 (4 left,
    // 8 and 7 closed), player 1 fills all seven (6 left, nothing closed). Round 3 is started
    // by player 0 (round 2 was player 1's).
    let s = Setup {
        closed: pits(&[4, 5, 6, 7, 8, 9]),
        round: 2,
        round_starter: P1,
        ..setup(board(&[(13, 1), (0, 1)]), [28, 40], P0)
    };
    let mut g = game_with(rounds(), s);
    let cycle: [(u8, u8, u8, u8); 8] = [
        // (pit, drop, saada, board check: the two seeded pits are `drop` and the other seed)
        (13, 12, 11, 0),
        (0, 1, 2, 12),
        (12, 11, 10, 1),
        (1, 2, 3, 11),
        (11, 10, 0, 2),
        (2, 3, 13, 10),
        (10, 0, 1, 3),
        (3, 13, 12, 0),
    ];
    for lap in 0..2 {
        for (i, &(pit, to, sa, other)) in cycle.iter().enumerate() {
            let t = g.play(pit).unwrap();
            let head = seq(&[&[lift(pit, 1)], &drops(&[to]), &[saada(sa)]]);
            if lap == 1 && i == 7 {
                let mut expected = head;
                expected.extend([
                    capture(13, 1, P0, Why::Row),
                    capture(0, 1, P1, Why::Row),
                    // The round ends with the piles 29 : 41, before the refill.
                    Event::Round { number: 3, closed: pits(&[7, 8]), reason: Reason::Cycle, captured: [29, 41] },
                ]);
                assert_events(&t.events, &expected);
            } else {
                assert_events(&t.events, &head);
                assert_eq!(g.position().pits(), board(&[(to, 1), (other, 1)]), "lap {lap} step {i}");
                assert_eq!(g.position().round(), 2);
            }
        }
    }
    let p = g.position();
    assert_eq!(p.pits(), [5, 5, 5, 5, 5, 5, 5, 0, 0, 5, 5, 5, 5, 5]);
    assert_eq!(p.piles(), [4, 6]);
    assert_eq!(p.closed(), pits(&[7, 8]));
    assert_eq!(p.round(), 3);
    assert_eq!(p.round_starter(), P0);
    assert_eq!(p.to_move(), P0);
    assert_eq!(g.outcome(), None);
}

#[test]
fn built_with_the_player_to_move_stuck_the_game_is_over_at_once() {
    // Player 0 to move with an empty row: the game ends; player 1 collects 2 + 1 = 3.
    let g = game(AGM, setup(board(&[(2, 2), (5, 1)]), [4, 0], P0));
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Stuck }));
    assert_eq!(g.position().piles(), [4, 3]);
    assert_eq!(g.position().pits(), [0; 14]);
}

#[test]
fn when_every_move_is_endless_the_round_ends_as_a_cycle() {
    // Round 2 (started by player 1) with only 13, 0 and 1 open: the circle is 13 -> 0 -> 1 -> 13.
    // Seeds 13:1 and 1:1, player 0 to move. Player 0's only move, 13 -> 0, makes q = 1 hold 1:
    // relay 1 -> 13; q = 0 holds 1: relay 0 -> 1; q = 13 holds 1: relay ... The two seeds
    // chase each other round the three open pits forever, so 13 is no legal move, and player 0
    // has none: the round ends as a cycle (built that way, it ends at once).
    // Rows collected: player 0 takes 13:1, player 1 takes 1:1 -> 21 : 47. Refill: player 0
    // fills 13 12 11 10 (1 left; 9 8 7 closed), player 1 fills all seven (12 left).
    // Round 3 is started by player 0.
    let s = Setup {
        closed: pits(&[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        round: 2,
        round_starter: P1,
        ..setup(board(&[(13, 1), (1, 1)]), [20, 46], P0)
    };
    let g = game_with(rounds(), s);
    let p = g.position();
    assert_eq!(g.outcome(), None);
    assert_eq!(p.round(), 3);
    assert_eq!(p.pits(), [5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 5, 5, 5, 5]);
    assert_eq!(p.piles(), [1, 12]);
    assert_eq!(p.closed(), pits(&[7, 8, 9]));
    assert_eq!(p.round_starter(), P0);
    assert_eq!(p.to_move(), P0);
}

#[test]
fn when_every_move_is_endless_and_a_player_cannot_refill_the_match_ends() {
    // The same endless circle, piles 2 : 64: after collecting 1 each, 3 : 65; player 0 cannot
    // fill a pit, so the match ends and player 1 wins it.
    let s = Setup {
        closed: pits(&[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        round: 2,
        round_starter: P1,
        ..setup(board(&[(13, 1), (1, 1)]), [2, 64], P0)
    };
    let g = game_with(rounds(), s);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Match }));
    assert_eq!(g.position().piles(), [3, 65]);
    assert_eq!(g.position().pits(), [0; 14]);
}

/// Returns the first position of a round in which player 0 fills `fills[0]` pits and player 1
/// `fills[1]`, 5 seeds each in sowing order, the rest closed; `starter` moves first.
fn fresh_round(fills: [usize; 2], starter: Player) -> Setup {
    let mut seeds = [0; 14];
    let mut closed = Vec::new();
    for (player, order) in [(0, [13, 12, 11, 10, 9, 8, 7]), (1, [0, 1, 2, 3, 4, 5, 6])] {
        for (i, pit) in order.into_iter().enumerate() {
            if i < fills[player] {
                seeds[pit as usize] = 5;
            } else {
                closed.push(pit);
            }
        }
    }
    Setup { closed: pits(&closed), round: 2, round_starter: starter, ..setup(seeds, [0, 0], starter) }
}

#[test]
fn the_smallest_round_ends_its_first_sowing() {
    // One pit each: only 13 and 0 are open, so the sowing circles 13 -> 0 -> 13. Player 0 lifts
    // 13 (5): drops 0 13 0 13 0 -> 13:2 0:8, last in 0, q = 13 holds 2: relay. The hands then
    // lifted (pit, seeds; the pits after it): 13 2 (0:9 13:1), 0 9 (13:6 0:4), 0 4 (13:8 0:2),
    // 13 8 (0:6 13:4), 0 6 (13:7 0:3), 13 7 (0:7 13:3), 13 3 (0:9 13:1), 13 1 (0:10 13:0): the
    // last seed fell in 0 and q = 13 is empty: saada at 13. c = 0 (the pits between are closed)
    // holds 10, its opposite 7 is closed: player 0 takes 10. Player 0's row is then empty, so
    // no extra sowing; player 1 to move has 0:0 and is stuck: the round ends, nothing to collect.
    // Piles 10 : 0: player 1 cannot fill a pit, so the match ends and player 0 wins it.
    let mut g = game_with(rounds(), fresh_round([1, 1], P0));
    assert_eq!(g.legal_moves(), pits(&[13]));
    let t = g.play(13).unwrap();
    let relays: Vec<_> = t.events.iter().filter(|e| matches!(e, Event::Relay { .. })).copied().collect();
    assert_eq!(
        relays,
        [relay(13, 2), relay(0, 9), relay(0, 4), relay(13, 8), relay(0, 6), relay(13, 7), relay(13, 3), relay(13, 1)]
    );
    assert_eq!(g.position().piles(), [10, 0]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Match }));
}

#[test]
fn every_round_of_a_match_begins_with_a_sowing_that_ends() {
    // A new round is fixed by how many pits each player fills (1 to 7, at most 14 in all with
    // 70 seeds) and who starts. If one of them offered only endless sowings, the round would
    // end at once and the next two rounds would repeat it forever: so a match has no ending
    // of its own for that. This checks that it cannot happen.
    for f0 in 1..=7 {
        for f1 in 1..=7 {
            for starter in [P0, P1] {
                let g = game_with(rounds(), fresh_round([f0, f1], starter));
                assert!(!g.legal_moves().is_empty(), "fills {f0} : {f1}, player {} starts", starter.index());
                assert_eq!(g.outcome(), None);
            }
        }
    }
}

#[test]
fn a_match_is_drawn_when_a_round_begins_from_the_same_position_for_the_third_time() {
    // Round 2 of a 30-seed match: each player fills 3 pits (player 0: 13 12 11, player 1: 0 1 2),
    // piles 0 : 0, player 0 opens. The open pits go round 13 -> 12 -> 11 -> 0 -> 1 -> 2 -> 13.
    // Player 0 sows 11 (5): 0 1 2 13 12 get one each; the last is in 12, next(12) = 11 was just
    // emptied: saada at 11. c = next(11) = 0 holds 6, its opposite 7 is closed: player 0 takes 6
    // on the turn's first sowing with seeds left in the row, so sows again: 12, whose relays
    // (these four moves were found by a search over this round's moves, then checked here) end
    // the round 15 : 15 after player 1's two sowings of pit 1.
    //
    // The board read as i -> 13 - i swaps the rows and keeps the sowing order (13 -> 12 is
    // 0 -> 1, 7 -> 0 is 6 -> 13) and the facing pits ((i + 7) mod 14): a position and its mirror
    // play alike. 15 : 15 refills 3 pits each, and player 1 opens round 3: the mirror of round
    // 2's start. The mirrored moves (11 12 1 1 -> 2 1 12 12) then end round 3 at 15 : 15 too,
    // and round 4 begins just as round 2 did (rows, closed pits, piles, player 0 to open): the
    // second time. Rounds 4 and 5 repeat 2 and 3, and round 6 would begin from that position a
    // third time: the match is drawn there (docs/rules.md#ali-guli-mane-rounds), reason
    // `roundCycle`, with no winner whatever the piles.
    let start = fresh_round([3, 3], P0);
    let mut g = game_with(rounds(), start);
    let round_start = |g: &Game| (g.position().pits(), g.position().piles(), g.position().to_move());
    let first = round_start(&g);
    let mirrored = (
        {
            let mut m = [0; 14];
            for (i, &s) in first.0.iter().enumerate() {
                m[13 - i] = s;
            }
            m
        },
        [0, 0],
        P1,
    );
    let mut last = None;
    for round in 0..4 {
        let moves: [u8; 4] = if round % 2 == 0 { [11, 12, 1, 1] } else { [2, 1, 12, 12] };
        for pit in moves {
            last = Some(g.play(pit).unwrap());
        }
        if round < 3 {
            assert_eq!(g.outcome(), None, "after round {}", round + 2);
            assert_eq!(g.position().round(), round + 3);
            assert_eq!(round_start(&g), if round % 2 == 0 { mirrored } else { first });
        }
    }
    // Round 5 ended 15 : 15; round 6 would begin from round 2's start a third time.
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::RoundCycle }));
    let events = last.unwrap().events;
    assert!(matches!(events[events.len() - 2], Event::Round { number: 6, captured: [15, 15], .. }));
    assert_eq!(events.last(), Some(&end(Reason::RoundCycle)));
    // A saved state of the drawn match comes back drawn, whatever its piles.
    let saved = g.position().setup();
    assert_eq!(saved.ended, Some(Reason::RoundCycle));
    let again = game_with(rounds(), saved);
    assert_eq!(again.outcome(), Some(Outcome { winner: None, reason: Reason::RoundCycle }));
    // Undo takes the ending back.
    assert!(g.undo());
    assert_eq!(g.outcome(), None);
}
