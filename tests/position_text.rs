//! The position text (src/notation/position_text.rs): positions worked out by hand from the
//! rulebook written and read, every position of random games of the three games read back as it
//! was written, and each kind of broken text rejected with a message naming its problem.

#![cfg(not(target_arch = "wasm32"))]

mod common;

mod strategies;

use common::message_of;
use mancala_heritage::notation::position_text::{read, write};
use mancala_heritage::{Game, Outcome, Player, Position, Reason, Rules, SplitMix64, Start, Variant};
use proptest::prelude::*;
use strategies::rules;

#[track_caller]
fn parse(text: &str) -> Position {
    *read(text).unwrap_or_else(|e| panic!("{e}\n{text}")).position()
}

#[test]
fn the_starting_position_and_one_sowing_are_written_row_by_row() {
    let mut game = Game::new(Rules::new(Variant::AlManqala)).unwrap();
    assert_eq!(write(game.position()), "al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move");
    // South sows pit 7 (G, the last of South's row): one seed into each of North's pits 0 to 6
    // (a to g), ending in a pit of 8, which captures nothing.
    game.play(7).unwrap();
    assert_eq!(write(game.position()), "al-manqala south 7 7 7 7 7 7 0, north 8 8 8 8 8 8 8, piles 0 0, north to move");
}

#[test]
fn a_round_with_closed_pits_and_an_extra_sowing_reads_field_by_field() {
    let text = "ali-guli-mane+rounds south 6 0 4 3 x x x, north 0 9 1 2 0 0 x, piles 31 14, north to move, extra, round 3 started by south";
    let position = parse(text);
    assert_eq!(position.rules(), &Rules { rounds: true, ..Rules::new(Variant::AliGuliMane) });
    // A..G are pits 13..7, a..g are pits 0..6.
    assert_eq!(position.pits(), [0, 9, 1, 2, 0, 0, 0, 0, 0, 0, 3, 4, 0, 6]);
    assert_eq!(position.closed().iter().collect::<Vec<_>>(), [6, 7, 8, 9]);
    assert_eq!(position.piles(), [31, 14]);
    assert_eq!(position.to_move(), Player::One);
    assert!(position.extra_sowing());
    assert_eq!((position.round(), position.round_starter()), (3, Player::Zero));
    assert_eq!(write(&position), text);
}

#[test]
fn a_finished_game_keeps_its_ending_and_options() {
    let text =
        "mangala-iv+deal=42+free-choice south 0 0 0 0 0 0 0, north 0 0 0 0 0 0 0, piles 50 48, south to move, ended empty";
    let position = parse(text);
    let rules = Rules { start: Start::Random(42), free_choice: true, ..Rules::new(Variant::MangalaIv) };
    assert_eq!(position.rules(), &rules);
    assert_eq!(position.outcome(), Some(Outcome { winner: Some(Player::Zero), reason: Reason::Empty }));
    assert_eq!(write(&position), text);
    // Options and parts in another order, spaces doubled, capitals: the same position, written
    // the one way.
    let loose = "mangala-iv+free-choice+deal=42 Ended Empty,  piles 50 48, South to move, north 0 0 0 0 0 0 0, south 0 0 0 0 0 0 0";
    assert_eq!(write(&parse(loose)), text);
}

#[test]
fn each_broken_text_names_its_problem() {
    let rows = "south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7";
    let cases: &[(&str, &str)] = &[
        ("", "unknown variant \"\": expected \"ali-guli-mane\", \"al-manqala\" or \"mangala-iv\""),
        ("   ", "unknown variant \"\""),
        ("al-manqala", "after the game, expected a position such as \"south 7 7 7 7 7 7 7, north"),
        ("al-manqala   ", "after the game, expected a position such as"),
        (&format!("chess {rows}, south to move"), "unknown variant \"chess\""),
        (
            &format!("al-manqala+rounds {rows}, south to move"),
            "option \"rounds\" does not fit: al-manqala takes no option",
        ),
        (
            "ali-guli-mane+rounds+rounds south 5 5 5 5 5 5 5, north 5 5 5 5 5 5 5, south to move",
            "option \"rounds\" does not fit: ali-guli-mane takes +rounds, once",
        ),
        (
            &format!("mangala-iv+deal=lucky {rows}, south to move"),
            "option \"deal=lucky\" does not fit: mangala-iv takes +deal=SEED (in digits) and +free-choice, each once",
        ),
        (
            "al-manqala south 7 7 7 7 7 7, north 7 7 7 7 7 7 7, south to move",
            "expected 7 counts after south and after north (x for a closed pit)",
        ),
        ("al-manqala south 7 7 q 7 7 7 7, north 7 7 7 7 7 7 7, south to move", "expected 7 counts"),
        (&format!("al-manqala {rows}, piles 0 x, south to move"), "expected \"piles\" and two counts"),
        (&format!("al-manqala {rows}, east to move"), "expected \"south to move\" or \"north to move\""),
        (&format!("al-manqala {rows}"), "expected a position such as"),
        (&format!("al-manqala {rows}, south to move, to-do"), "expected a position such as"),
        (&format!("al-manqala {rows}, south to move, ended won"), "expected \"ended\" and a reason"),
        (&format!("al-manqala {rows}, south to move, south to move"), "each part of the position at most once"),
        (
            &format!("al-manqala {rows}, south to move, round 1 started by north"),
            "round 1 is not possible: rounds count from 1, and only with rounds on",
        ),
        (
            "al-manqala south 8 8 8 8 8 8 8, north 7 7 7 7 7 7 7, south to move",
            "hold 105 seeds, but the game has only 98",
        ),
        (&format!("al-manqala {rows}, south to move, extra"), "an extra sowing is owed only in ali-guli-mane"),
        (
            "al-manqala south 7 7 7 7 7 7 x, north 7 7 7 7 7 7 7, piles 7 0, south to move",
            "closed pits need an Ali Guli Mane game with rounds",
        ),
        (
            "ali-guli-mane south 5 5 5 5 5 5 5, north 5 5 5 5 5 5 5, south to move, ended fifty",
            "cannot end as \"fifty\"",
        ),
    ];
    for (text, expected) in cases {
        let message = message_of(read(text));
        assert!(message.starts_with("position text: "), "{text:?} gave {message:?}");
        assert!(message.contains(expected), "{text:?} gave {message:?}, expected it to say {expected:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every position of a random game (up to its end) reads back as the position written, but
    /// for what a position does not hold: who moved first (and so, without rounds, the state's
    /// round starter).
    #[test]
    fn every_position_of_a_random_game_reads_back(rules in rules(), seed in any::<u64>()) {
        let mut game = Game::new(rules).unwrap();
        let mut rng = SplitMix64::new(seed);
        for _ in 0..3_000 {
            let position = game.position();
            let text = write(position);
            let back = *read(&text).map_err(|e| TestCaseError::fail(format!("{e}: {text}")))?.position();
            let mut setup = position.setup();
            if !rules.rounds {
                setup.round_starter = setup.to_move;
            }
            prop_assert_eq!(back.rules(), &Rules { first_player: Player::Zero, ..rules });
            prop_assert_eq!(back.setup(), setup, "{}", text);
            prop_assert_eq!(back.outcome(), position.outcome(), "{}", text);
            prop_assert_eq!(write(&back), text);
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let pit = moves.iter().nth(rng.below(moves.len() as u32) as usize).unwrap();
            game.play(pit).unwrap();
        }
    }
}
