//! The game record: every game and option replays from its record to the same game, the move
//! list tells what each action did (worked out by hand), and broken records are refused with
//! the problem named.

mod common;

use common::*;
use mancala_heritage::{
    Action, Game, Guess, Level, MoveEntry, Outcome, Reason, Record, RecordError, Ritual, Role, Rules, Seats, Setup,
    SplitMix64, Start, Variant,
};

/// Every variant with every option, each value at least once.
fn all_rules() -> Vec<Rules> {
    let mut all = Vec::new();
    for first_player in [P0, P1] {
        for rounds in [false, true] {
            all.push(Rules { first_player, rounds, ..Rules::new(Variant::AliGuliMane) });
        }
        all.push(Rules { first_player, ..Rules::new(Variant::AlManqala) });
        for start in [Start::Uniform, Start::Random(7), Start::Random(u64::MAX)] {
            for free_choice in [false, true] {
                all.push(Rules { first_player, start, free_choice, ..Rules::new(Variant::MangalaIv) });
            }
        }
    }
    all
}

/// Plays random legal moves from `game` until it ends or `max` actions are made; in Al-manqala
/// the players agree that the seeds cycle with a chance of one in `agree` (never when 0).
fn play_randomly(game: &mut Game, seed: u64, max: usize, agree: u32) {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..max {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        if agree > 0 && game.rules().variant == Variant::AlManqala && rng.below(agree) == 0 {
            game.agree_cycle().unwrap();
            break;
        }
        let pit = moves.iter().nth(rng.below(moves.len() as u32) as usize).unwrap();
        game.play(pit).unwrap();
    }
}

/// Asserts that two games are the same: position, record, move list, ending, and every
/// position back to the start.
#[track_caller]
fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.record(), b.record());
    assert_eq!(a.moves(), b.moves());
    let (mut a, mut b) = (a.clone(), b.clone());
    loop {
        assert_eq!(a.position(), b.position());
        assert_eq!(a.outcome(), b.outcome());
        assert_eq!(a.legal_moves(), b.legal_moves());
        assert_eq!(a.moves_played(), b.moves_played());
        let (more_a, more_b) = (a.undo(), b.undo());
        assert_eq!(more_a, more_b);
        if !more_a {
            break;
        }
    }
}

/// Asserts that `game` comes back the same from its record and from its text.
#[track_caller]
fn assert_round_trips(game: &Game) {
    let from_record = Game::from_record(&game.record()).unwrap();
    assert_same_game(&from_record, game);
    let text = game.to_text();
    let from_text = Game::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_same_game(&from_text, game);
    assert_eq!(from_text.to_text(), text);
}

#[test]
fn every_game_and_option_round_trips_finished_and_unfinished() {
    for rules in all_rules() {
        for seed in 0..4 {
            let mut game = Game::new(rules).unwrap();
            play_randomly(&mut game, seed, if seed == 0 { 12 } else { 100_000 }, 40);
            if seed > 0 {
                assert!(game.outcome().is_some(), "{rules:?} seed {seed}");
            }
            assert_round_trips(&game);
        }
    }
}

#[test]
fn games_from_a_position_round_trip() {
    for rules in all_rules() {
        // The start: a position reached by random play (a finished one for seed 3).
        for seed in 0..4 {
            let mut before = Game::new(rules).unwrap();
            play_randomly(&mut before, seed, if seed == 3 { 100_000 } else { 9 + seed as usize }, 0);
            let mut game = Game::from_setup(rules, before.position().setup()).unwrap();
            play_randomly(&mut game, seed + 10, 30, 0);
            assert_eq!(
                game.start_position(),
                Some(*Game::from_setup(rules, before.position().setup()).unwrap().position())
            );
            assert!(game.record().start.is_some());
            assert_round_trips(&game);
        }
    }
}

#[test]
fn seats_round_trip() {
    let mut game = Game::new(Rules::new(Variant::MangalaIv)).unwrap();
    for computer in [None, Some((P0, Level::Beginner)), Some((P1, Level::Master))] {
        for ritual in
            [None, Some(Ritual::Pending), Some(Ritual::South(Role::Guesser)), Some(Ritual::South(Role::Hider))]
        {
            let seats = Seats { computer, ritual };
            game.set_seats(seats).unwrap();
            assert_eq!(game.seats(), seats);
            assert_eq!(game.record().seats, seats);
            assert_round_trips(&game);
        }
    }
    let mut agm = Game::new(Rules::new(Variant::AliGuliMane)).unwrap();
    agm.set_seats(Seats { computer: Some((P1, Level::Strong)), ritual: None }).unwrap();
    play_randomly(&mut agm, 1, 5, 0);
    assert_round_trips(&agm);
}

#[test]
fn a_new_game_starts_with_two_people_and_an_empty_record() {
    let rules = Rules::new(Variant::AlManqala);
    let game = Game::new(rules).unwrap();
    assert_eq!(game.seats(), Seats { computer: None, ritual: None });
    assert_eq!(game.record(), Record::new(rules));
    assert_eq!(game.moves(), []);
}

#[test]
fn undo_takes_the_action_off_the_record() {
    let mut game = Game::new(Rules::new(Variant::AlManqala)).unwrap();
    game.play(13).unwrap();
    game.play(0).unwrap();
    game.agree_cycle().unwrap();
    assert_eq!(game.record().actions, [Action::Sow(13), Action::Sow(0), Action::Agree]);
    assert!(game.undo());
    assert_eq!(game.record().actions, [Action::Sow(13), Action::Sow(0)]);
    assert_eq!(game.moves().len(), 2);
}

#[test]
fn starved_ending_hands_out_the_board_without_counting_it_as_a_capture() {
    // Al-manqala. South: 8 (F) 2, 7 (G) 1; North: 0 (a) 1, 1 (b) 3; piles 40 : 40.
    // G: 7 -> 0 holds 2: captured; prev(0) = 7 is empty.       South 42.
    // b: 1 -> 2 3 4, one each.   F: 8 -> 7 0, one each.
    // d: 3 -> 4 holds 2: captured; prev(4) = 3 is empty.       North 42.
    // G: 7 -> 0 holds 2: captured; prev(0) = 7 is empty.       South 44.
    // South's row is empty; North's only seeds, 2 (one), can't reach it: South is starved and
    // takes the board's last seed: 45 : 42. The last sowing captured 2, not 3.
    let start = setup(board(&[(8, 2), (7, 1), (0, 1), (1, 3)]), [40, 40], P0);
    let mut game = game(Variant::AlManqala, start);
    for pit in [7, 1, 8, 3, 7] {
        game.play(pit).unwrap();
    }
    let last = game.moves()[4];
    let expected = MoveEntry {
        player: P0,
        action: Action::Sow(7),
        captured: 2,
        extra: false,
        passes: false,
        round: None,
        end: Some(Reason::Starved),
    };
    assert_eq!(last, expected);
    assert_eq!(last.notation(), "G ×2");
    assert_eq!(game.moves()[3].captured, 2);
    assert_eq!(game.position().piles(), [45, 42]);
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(P0), reason: Reason::Starved }));
    assert_round_trips(&game);
}

#[test]
fn the_agreed_cycle_captures_nothing_itself() {
    // Agreed at the start: 98 seeds, 49 each, all handed out.
    let mut game = Game::new(Rules::new(Variant::AlManqala)).unwrap();
    game.agree_cycle().unwrap();
    let entry = game.moves()[0];
    assert_eq!((entry.action, entry.captured, entry.end), (Action::Agree, 0, Some(Reason::Agreed)));
    assert_eq!(entry.notation(), "=");
    assert_eq!(game.position().piles(), [49, 49]);
}

/// Returns the message of the error replaying `record`.
#[track_caller]
fn error_of(record: &Record) -> String {
    message_of(Game::from_record(record))
}

#[test]
fn broken_records_name_the_problem() {
    let al_manqala = Record::new(Rules::new(Variant::AlManqala));
    let with_actions = |actions: &[Action]| Record { actions: actions.to_vec(), ..al_manqala.clone() };
    let cases = [
        (
            Record::new(Rules { rounds: true, ..Rules::new(Variant::AlManqala) }),
            "options: option rounds does not apply to al-manqala",
        ),
        (
            Record { start: Some(Setup { pits: [8; 14], ..setup([7; 14], [0, 0], P0) }), ..al_manqala.clone() },
            "start position: pits and piles hold 112 seeds, but the game has only 98",
        ),
        (with_actions(&[Action::Sow(14)]), "action 0 (pit 14): there is no pit 14: pits are 0 to 13"),
        (
            with_actions(&[Action::Sow(13), Action::Sow(13)]),
            "action 1 (pit 13): pit 13 is not in the row of player 1, who is to move",
        ),
        (with_actions(&[Action::Agree, Action::Sow(0)]), "action 1 (pit 0): the game is over"),
        (
            Record { actions: vec![Action::Agree], ..Record::new(Rules::new(Variant::AliGuliMane)) },
            "action 0 (the agreed cycle): only al-manqala ends by agreeing that the seeds cycle, not ali-guli-mane",
        ),
        (
            Record { seats: Seats { computer: None, ritual: Some(Ritual::Pending) }, ..al_manqala.clone() },
            "seats: only mangala-iv opens with the ritual, not al-manqala",
        ),
        (
            Record {
                actions: vec![Action::Sow(13)],
                seats: Seats { computer: None, ritual: Some(Ritual::Pending) },
                ..Record::new(Rules::new(Variant::MangalaIv))
            },
            "seats: the ritual can't still be pending once moves have been played",
        ),
        (
            Record {
                start: Some(Game::new(Rules::new(Variant::MangalaIv)).unwrap().position().setup()),
                seats: Seats { computer: None, ritual: Some(Ritual::South(Role::Hider)) },
                ..Record::new(Rules::new(Variant::MangalaIv))
            },
            "seats: a game begun from a position has no ritual",
        ),
    ];
    for (record, message) in cases {
        assert_eq!(error_of(&record), message);
    }
}

#[test]
fn bad_seats_leave_the_seats_as_they_were() {
    let mut game = Game::new(Rules::new(Variant::AliGuliMane)).unwrap();
    let seats = Seats { computer: Some((P1, Level::Intermediate)), ritual: None };
    game.set_seats(seats).unwrap();
    let ritual = Seats { ritual: Some(Ritual::South(Role::Guesser)), ..seats };
    assert_eq!(game.set_seats(ritual), Err(RecordError::RitualNotForVariant(Variant::AliGuliMane)));
    assert_eq!(game.seats(), seats);
}

#[test]
fn a_move_played_while_the_ritual_is_pending_skips_it() {
    let mut game = Game::new(Rules::new(Variant::MangalaIv)).unwrap();
    let seats = Seats { computer: Some((P1, Level::Beginner)), ritual: Some(Ritual::Pending) };
    game.set_seats(seats).unwrap();
    // Mangala IV's first move must be South's leftmost pit holding seeds, pit 13 (docs/rules.md).
    game.play(13).unwrap();
    assert_eq!(game.seats(), Seats { ritual: None, ..seats });
    // Once a move is played, the ritual can be told but not made pending again.
    assert_eq!(game.set_seats(seats), Err(RecordError::RitualPendingAfterMoves));
    game.set_seats(Seats { ritual: Some(Ritual::South(Role::Guesser)), ..seats }).unwrap();
}

#[test]
fn a_game_at_n_moves_is_its_record_cut_to_n_actions() {
    // `Game::at(n)` keeps what undo would: the same game as replaying the first n actions of
    // the record (its start, its seats), history and repetition counts included.
    for (i, rules) in all_rules().into_iter().enumerate() {
        let mut game = Game::new(rules).unwrap();
        play_randomly(&mut game, 1000 + i as u64, 60, 40);
        let record = game.record();
        for n in 0..=game.moves_played() {
            let at = game.at(n).unwrap();
            let cut = Record { actions: record.actions[..n].to_vec(), ..record.clone() };
            assert_same_game(&at, &Game::from_record(&cut).unwrap());
        }
        assert!(game.at(game.moves_played() + 1).is_none());
    }
}

#[test]
fn the_ritual_seats_the_right_guesser_s_choice_or_the_hider_s() {
    // One piece hidden is odd, two are even: a right call lets the guesser choose the rows.
    assert_eq!(Ritual::chooser(1, Guess::Odd), Some(Role::Guesser));
    assert_eq!(Ritual::chooser(1, Guess::Even), Some(Role::Hider));
    assert_eq!(Ritual::chooser(2, Guess::Even), Some(Role::Guesser));
    assert_eq!(Ritual::chooser(2, Guess::Odd), Some(Role::Hider));
    for hidden in [0, 3, 255] {
        assert_eq!(Ritual::chooser(hidden, Guess::Odd), None);
    }
    assert!(Variant::MangalaIv.has_ritual());
    assert!(!Variant::AlManqala.has_ritual() && !Variant::AliGuliMane.has_ritual());
}
