//! Scenario tests of Mangala IV, one per rule of docs/rules.md, each worked out by hand.
//!
//! Geometry used in every comment: sowing order 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13
//! (so prev(0) = 7, prev(7) = 8, prev(13) = 6); opposite(i) = (i + 7) mod 14; player 0 owns
//! 7–13 (leftmost pit 13), player 1 owns 0–6 (leftmost pit 0).

mod common;

use common::*;
use mancala_heritage::{Game, Outcome, PlayError, Reason, Rules, Setup, SplitMix64, Start, Variant, Why};

const MG: Variant = Variant::MangalaIv;

fn free_choice() -> Rules {
    Rules { free_choice: true, ..Rules::new(MG) }
}

#[test]
fn start_has_seven_seeds_per_pit_and_player_0_moves_from_the_leftmost_pit() {
    let g = Game::new(Rules::new(MG)).unwrap();
    assert_eq!(g.position().pits(), [7; 14]);
    assert_eq!(g.position().to_move(), P0);
    assert_eq!(g.legal_moves(), pits(&[13]));
}

#[test]
fn the_move_is_forced_to_the_leftmost_non_empty_pit() {
    // Player 0's row in sowing order: 13 (empty), 12 (2), 11, 10 (empty), 9 (1)...: the
    // leftmost non-empty pit is 12, the only legal move. 9 is refused with Forced.
    // 12 (2) -> 11, 10: 10 now holds 1: the move ends.
    let mut g = game(MG, setup(board(&[(12, 2), (9, 1), (3, 1)]), [0, 0], P0));
    assert_eq!(g.legal_moves(), pits(&[12]));
    let before = *g.position();
    assert_eq!(g.play(9), Err(PlayError::Forced { pit: 9, forced: 12 }));
    assert_eq!(g.play(13), Err(PlayError::EmptyPit(13)));
    assert_eq!(*g.position(), before);
    let t = g.play(12).unwrap();
    assert_events(&t.events, &seq(&[&[lift(12, 2)], &drops(&[11, 10])]));
    assert_eq!(g.position().pits(), board(&[(11, 1), (10, 1), (9, 1), (3, 1)]));
    assert_eq!(g.position().to_move(), P1);
    // Player 1's leftmost non-empty pit is 3 (0, 1, 2 are empty).
    assert_eq!(g.legal_moves(), pits(&[3]));
}

#[test]
fn player_1_is_forced_to_pit_0_first() {
    let g = game(MG, setup(board(&[(0, 1), (4, 2), (9, 1)]), [0, 0], P1));
    assert_eq!(g.legal_moves(), pits(&[0]));
    let mut g = g;
    assert_eq!(g.play(4), Err(PlayError::Forced { pit: 4, forced: 0 }));
}

#[test]
fn relay_when_the_last_pit_holds_three() {
    // 13 (1) -> 12, now 3: relay all 3 from 12 itself: 11 10 9. 9 now holds 1: the move ends.
    let mut g = game(MG, setup(board(&[(13, 1), (12, 2), (3, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(&t.events, &seq(&[&[lift(13, 1)], &drops(&[12]), &[relay(12, 3)], &drops(&[11, 10, 9])]));
    assert_eq!(g.position().pits(), board(&[(11, 1), (10, 1), (9, 1), (3, 1)]));
    assert_eq!(g.position().piles(), [0, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn relay_when_the_last_pit_holds_five() {
    // 13 (1) -> 12, now 5: relay 5 from 12: 11 10 9 8 7. 7 holds 1: the move ends.
    let mut g = game(MG, setup(board(&[(13, 1), (12, 4), (3, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(&t.events, &seq(&[&[lift(13, 1)], &drops(&[12]), &[relay(12, 5)], &drops(&[11, 10, 9, 8, 7])]));
    assert_eq!(g.position().pits(), board(&[(11, 1), (10, 1), (9, 1), (8, 1), (7, 1), (3, 1)]));
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn relay_when_the_last_pit_holds_more_than_five() {
    // 13 (1) -> 12, now 6: relay 6: 11 10 9 8 7 0. 0 holds 1: the move ends.
    let mut g = game(MG, setup(board(&[(13, 1), (12, 5), (3, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(&t.events, &seq(&[&[lift(13, 1)], &drops(&[12]), &[relay(12, 6)], &drops(&[11, 10, 9, 8, 7, 0])]));
    assert_eq!(g.position().pits(), board(&[(11, 1), (10, 1), (9, 1), (8, 1), (7, 1), (0, 1), (3, 1)]));
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn the_move_ends_when_the_last_seed_falls_into_an_empty_pit() {
    // 13 (2) -> 12 (now 4, but not the last pit), 11 (now 1): the move ends, nothing taken.
    let mut g = game(MG, setup(board(&[(13, 2), (12, 3), (3, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(&t.events, &seq(&[&[lift(13, 2)], &drops(&[12, 11])]));
    assert_eq!(g.position().pits(), board(&[(12, 4), (11, 1), (3, 1)]));
    assert_eq!(g.position().piles(), [0, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn capture_on_two_takes_the_pit_and_its_opposite() {
    // 13 (1) -> 12, now 2: capture. Chain: 12; prev(12) = 13 is empty: stop.
    // Take 12 (2) and opposite(12) = 5 (3): 5 seeds.
    let mut g = game(MG, setup(board(&[(13, 1), (12, 1), (9, 1), (5, 3), (3, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(
        &t.events,
        &seq(&[&[lift(13, 1)], &drops(&[12]), &[capture(12, 2, P0, Why::Last), capture(5, 3, P0, Why::Facing)]]),
    );
    assert_eq!(g.position().pits(), board(&[(9, 1), (3, 1)]));
    assert_eq!(g.position().piles(), [5, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn capture_on_four_with_a_chain_before_it() {
    // 13 (2) -> 12 (now 2), 11 (now 4): capture. Chain: 11 (4), prev 12 (2), prev 13 (0): stop.
    // Take 11 (4) + opposite 4 (1), 12 (2) + opposite 5 (empty): 7 seeds.
    let mut g = game(MG, setup(board(&[(13, 2), (12, 1), (11, 3), (9, 1), (4, 1), (2, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(13, 2)],
            &drops(&[12, 11]),
            &[capture(11, 4, P0, Why::Last), capture(4, 1, P0, Why::Facing), capture(12, 2, P0, Why::Chain)],
        ]),
    );
    assert_eq!(g.position().pits(), board(&[(9, 1), (2, 1)]));
    assert_eq!(g.position().piles(), [7, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn capture_chain_is_read_before_anything_is_taken() {
    // 13 (7) -> 12 11 10 9 8 7 0. Now 0 holds 2, 7 holds 2, 8 holds 4, 9 holds 1.
    // Chain read on that board: 0, prev(0) = 7 (2), prev(7) = 8 (4), prev(8) = 9 (1): stop.
    // Taking 0's opposite (7) first would have cut the chain at 7; read before removal it
    // goes on to 8. Take: 0 (2) + opposite 7 (2); 7 (taken) + opposite 0 (taken);
    // 8 (4) + opposite 1 (3) — 1 holds 3, taken because it faces a chain pit. 11 seeds.
    let mut g = game(MG, setup(board(&[(13, 7), (8, 3), (7, 1), (0, 1), (1, 3), (4, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(13, 7)],
            &drops(&[12, 11, 10, 9, 8, 7, 0]),
            // 7 is a chain pit, but its seeds go first as the pit facing 0, the last pit.
            &[
                capture(0, 2, P0, Why::Last),
                capture(7, 2, P0, Why::Facing),
                capture(8, 4, P0, Why::Chain),
                capture(1, 3, P0, Why::Facing),
            ],
        ]),
    );
    assert_eq!(g.position().pits(), board(&[(12, 1), (11, 1), (10, 1), (9, 1), (4, 1)]));
    assert_eq!(g.position().piles(), [11, 0]);
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn a_player_with_an_empty_row_passes() {
    // 13 (1) -> 12 (holds 1): the move ends. Player 1's row is empty: they pass.
    let mut g = game(MG, setup(board(&[(13, 1), (10, 1)]), [0, 0], P0));
    let t = g.play(13).unwrap();
    assert_events(&t.events, &seq(&[&[lift(13, 1)], &drops(&[12]), &[pass(P1)]]));
    assert_eq!(g.position().pits(), board(&[(12, 1), (10, 1)]));
    assert_eq!(g.position().to_move(), P0);
    assert_eq!(g.legal_moves(), pits(&[12]));
}

#[test]
fn the_game_ends_on_an_empty_board() {
    // 13 (1) -> 12, now 2: take 12 (2) and opposite 5 (3). The board is empty.
    // Piles 45 : 50: player 1 wins.
    let mut g = game(MG, setup(board(&[(13, 1), (12, 1), (5, 3)]), [40, 50], P0));
    let t = g.play(13).unwrap();
    assert_events(
        &t.events,
        &seq(&[
            &[lift(13, 1)],
            &drops(&[12]),
            &[capture(12, 2, P0, Why::Last), capture(5, 3, P0, Why::Facing), end(Reason::Empty)],
        ]),
    );
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [45, 50]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Empty }));
    assert_eq!(g.play(12), Err(PlayError::GameOver));
}

/// The lone seed's journey: (pit played, pit sown, who passes afterwards).
const LONE_SEED: [(u8, u8, Option<usize>); 14] = [
    (13, 12, Some(1)),
    (12, 11, Some(1)),
    (11, 10, Some(1)),
    (10, 9, Some(1)),
    (9, 8, Some(1)),
    (8, 7, Some(1)),
    (7, 0, None),
    (0, 1, Some(0)),
    (1, 2, Some(0)),
    (2, 3, Some(0)),
    (3, 4, Some(0)),
    (4, 5, Some(0)),
    (5, 6, Some(0)),
    (6, 13, None),
];

fn lone_seed_step(g: &mut Game, i: usize) -> Vec<mancala_heritage::Event> {
    let (from, to, passer) = LONE_SEED[i];
    let t = g.play(from).unwrap();
    let mut head = seq(&[&[lift(from, 1)], &drops(&[to])]);
    if let Some(p) = passer {
        head.push(pass(if p == 0 { P0 } else { P1 }));
    }
    assert_events(&t.events[..head.len().min(t.events.len())], &head);
    t.events[head.len()..].to_vec()
}

#[test]
fn first_repetition_ends_the_game_as_a_cycle_and_the_odd_seed_is_unscored() {
    // One seed at 13, player 0 to move, piles 48 : 49 (98 in all). Each move sows the lone
    // seed one pit on (it lands in an empty pit: the move ends) and the other player, whose
    // row is empty, passes — except when the seed crosses into the other row (7 -> 0, 6 -> 13).
    // After 14 moves the seed is back in 13 with player 0 to move: the starting position
    // occurs a second time, so the game ends as a cycle. The board (1 seed) is divided
    // equally: 0 each, the odd seed stays unscored. 48 : 49: player 1 wins.
    let mut g = game(MG, setup(board(&[(13, 1)]), [48, 49], P0));
    for i in 0..13 {
        assert!(lone_seed_step(&mut g, i).is_empty(), "step {i}");
        assert_eq!(g.outcome(), None);
    }
    let tail = lone_seed_step(&mut g, 13);
    assert_eq!(tail, vec![end(Reason::Cycle)]);
    assert_eq!(g.position().pits(), board(&[(13, 1)]));
    assert_eq!(g.position().piles(), [48, 49]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Cycle }));
}

/// The pits of player 0's forced move 13 sow forever on this board (16 seeds).
fn endless_board() -> [u8; 14] {
    // In sowing order from 13: 3 1 0 2 1 0 2 1 0 2 1 0 2 1.
    board(&[
        (13, 3),
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

// Why 13 is endless: lift 3 from 13; in sowing order from 13 the board reads
// 0 1 0 2 1 0 2 1 0 2 1 0 2 1 with 3 in hand. The seeds go to the next three pits, making
// them 2 1 3: the last pit holds 3, a relay of 3 from that pit. Read from it (now empty), the
// board is again 0 1 0 2 1 0 2 1 0 2 1 0 2 1 (the old start pit and the two raised pits,
// 0 2 1, close the circle) with 3 in hand: the same picture turned by three pits, forever.

#[test]
fn when_the_only_move_is_endless_the_game_ends_as_a_cycle() {
    // Player 0's forced move (13) is endless, so player 0 has no legal move: the game ends as
    // a cycle at once; the 16 seeds are divided 8 : 8. Piles 10 : 20 -> 18 : 28.
    let g = game(MG, setup(endless_board(), [10, 20], P0));
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Cycle }));
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [18, 28]);
    assert!(g.legal_moves().is_empty());
}

#[test]
fn endless_sowing_is_not_a_legal_move_under_free_choice() {
    // With free choice player 0 may play 12 (-> 11, holds 1), 10 (-> 9 8, 8 holds 1),
    // 9 (-> 8, holds 1) or 7 (-> 0 1, 1 holds 1), but not the endless 13.
    let mut g = game_with(free_choice(), setup(endless_board(), [10, 20], P0));
    assert_eq!(g.legal_moves(), pits(&[7, 9, 10, 12]));
    let before = *g.position();
    assert_eq!(g.play(13), Err(PlayError::Endless(13)));
    assert_eq!(*g.position(), before);
}

#[test]
fn free_choice_allows_any_non_empty_pit_of_the_row() {
    // House rule: 12 and 9 are both legal; 9 (1) -> 8 (holds 1): the move ends.
    let mut g = game_with(free_choice(), setup(board(&[(12, 2), (9, 1), (3, 1)]), [0, 0], P0));
    assert_eq!(g.legal_moves(), pits(&[9, 12]));
    let t = g.play(9).unwrap();
    assert_events(&t.events, &seq(&[&[lift(9, 1)], &drops(&[8])]));
    assert_eq!(g.position().pits(), board(&[(12, 2), (8, 1), (3, 1)]));
    assert_eq!(g.position().to_move(), P1);
}

#[test]
fn free_choice_ends_as_a_cycle_at_the_third_occurrence() {
    // The lone seed again: the start comes back after 14 moves (2nd occurrence: play goes on)
    // and after 28 (3rd occurrence): cycle, the odd seed unscored.
    let mut g = game_with(free_choice(), setup(board(&[(13, 1)]), [48, 49], P0));
    for lap in 0..2 {
        for i in 0..14 {
            let tail = lone_seed_step(&mut g, i);
            if lap == 1 && i == 13 {
                assert_eq!(tail, vec![end(Reason::Cycle)]);
            } else {
                assert!(tail.is_empty(), "lap {lap} step {i}");
            }
        }
    }
    assert_eq!(g.position().piles(), [48, 49]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P1), reason: Reason::Cycle }));
}

// ---------------------------------------------------------------- random start

fn random(seed: u64) -> Rules {
    Rules { start: Start::Random(seed), ..Rules::new(MG) }
}

#[test]
fn splitmix64_gives_the_published_first_output_for_seed_0() {
    // Reference value of SplitMix64 (Steele, Lea, Flood) for state 0.
    assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
}

#[test]
fn random_start_deals_98_seeds_the_same_for_the_same_seed() {
    let a = Setup::initial(&random(42));
    assert_eq!(a.pits.iter().map(|&n| u32::from(n)).sum::<u32>(), 98);
    assert_eq!(a.piles, [0, 0]);
    assert_eq!(a.to_move, P0);
    assert_eq!(Setup::initial(&random(42)), a);
    // Worked out independently from the description in src/random.rs (SplitMix64 state
    // advancing by 0x9E3779B97F4A7C15, pit = (output × 14) >> 64, 98 times), by a separate
    // program, not by this crate.
    assert_eq!(a.pits, [7, 8, 10, 7, 8, 2, 4, 6, 6, 9, 11, 10, 5, 5]);
    let g = Game::new(random(42)).unwrap();
    assert_eq!(g.position().pits(), a.pits);
    assert_eq!(g.legal_moves(), pits(&[13]));
}

#[test]
fn random_start_differs_for_different_seeds() {
    let a = Setup::initial(&random(42)).pits;
    let b = Setup::initial(&random(1)).pits;
    assert_ne!(a, b);
    assert_eq!(b, [6, 9, 5, 5, 4, 5, 7, 10, 6, 9, 8, 8, 9, 7]);
    assert_eq!(b.iter().map(|&n| u32::from(n)).sum::<u32>(), 98);
}

#[test]
fn capture_chain_around_the_whole_board_stops_before_the_last_pit() {
    // 13 (28) sows two full laps: every pit gets 2, the 14th and 28th seeds into 13 itself.
    // The last pit, 13, holds 2: capture. Its chain runs back through 6 5 4 3 2 1 0 7 8 9 10
    // 11 12 (all 2) and stops there: it never comes back to 13. Every pit is taken (each
    // chain pit's opposite is itself a chain pit): 28 seeds, the board is empty.
    let mut g = game(MG, setup(board(&[(13, 28)]), [30, 40], P0));
    let t = g.play(13).unwrap();
    let lap = [12u8, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6, 13];
    let mut expected = seq(&[&[lift(13, 28)], &drops(&lap), &drops(&lap)]);
    // Each chain pit is taken, then the pit facing it: 13 (the last pit) and 6 facing it;
    // 6 is then empty; 5 and 12 facing it, 4 and 11, …, 0 and 7; 7 to 12 are then empty.
    let why = |p: u8| match p {
        13 => Why::Last,
        0..=5 => Why::Chain,
        _ => Why::Facing,
    };
    expected.extend((0..14u8).map(|p| capture(p, 2, P0, why(p))));
    expected.push(end(Reason::Empty));
    assert_events(&t.events, &expected);
    assert_eq!(g.position().pits(), [0; 14]);
    assert_eq!(g.position().piles(), [58, 40]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Empty }));
}

#[test]
fn a_player_to_move_with_an_empty_row_passes_at_once() {
    // Built with player 1 to move and an empty row: player 1 passes before anything else.
    let g = game(MG, setup(board(&[(12, 1)]), [0, 0], P1));
    assert_eq!(g.position().to_move(), P0);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.legal_moves(), pits(&[12]));
}
