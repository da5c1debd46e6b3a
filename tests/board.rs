//! The board's geometry, the checks on a hand-made position (every `SetupError`) and the
//! refusals of a move (every `PlayError`), each against docs/rules.md.

mod common;

use common::*;
use mancala_heritage::board::{next, opposite, owner, prev, row, row_set, PITS, ROW};
use mancala_heritage::{Game, GameOption, PlayError, Player, Reason, Rules, Setup, SetupError, Start, Variant, Why};

// ---------------------------------------------------------------- geometry

#[test]
fn sowing_order_runs_13_down_to_7_then_0_up_to_6() {
    // docs/rules.md: 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13.
    let order = [13u8, 12, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6];
    for i in 0..14 {
        assert_eq!(next(order[i]), order[(i + 1) % 14], "next({})", order[i]);
    }
    // Following `next` from any pit visits all 14 pits and comes back after 14 steps.
    for start in 0..14u8 {
        let mut seen = [false; 14];
        let mut p = start;
        for _ in 0..14 {
            assert!(!seen[p as usize]);
            seen[p as usize] = true;
            p = next(p);
        }
        assert_eq!(p, start);
    }
    assert_eq!(PITS, 14);
    assert_eq!(ROW, 7);
}

#[test]
fn prev_is_the_inverse_of_next() {
    assert_eq!(prev(0), 7);
    assert_eq!(prev(7), 8);
    assert_eq!(prev(13), 6);
    assert_eq!(prev(6), 5);
    assert_eq!(prev(12), 13);
    for p in 0..14u8 {
        assert_eq!(prev(next(p)), p);
        assert_eq!(next(prev(p)), p);
    }
}

#[test]
fn opposite_pits_face_each_other_across_the_board() {
    // opposite(i) = (i + 7) mod 14: 0↔7 … 6↔13.
    let pairs = [(0u8, 7u8), (1, 8), (2, 9), (3, 10), (4, 11), (5, 12), (6, 13)];
    for (a, b) in pairs {
        assert_eq!(opposite(a), b);
        assert_eq!(opposite(b), a);
    }
    for p in 0..14u8 {
        assert_eq!(opposite(opposite(p)), p);
        assert_ne!(owner(p), owner(opposite(p)));
    }
}

#[test]
fn rows_in_sowing_order_start_with_the_leftmost_pit() {
    assert_eq!(row(Player::Zero), [13, 12, 11, 10, 9, 8, 7]);
    assert_eq!(row(Player::One), [0, 1, 2, 3, 4, 5, 6]);
    for p in 0..7u8 {
        assert_eq!(owner(p), Player::One);
        assert!(row_set(Player::One).contains(p));
        assert!(!row_set(Player::Zero).contains(p));
    }
    for p in 7..14u8 {
        assert_eq!(owner(p), Player::Zero);
        assert!(row_set(Player::Zero).contains(p));
    }
    // Each row is sown in its own order: next takes a row's pit to the following one.
    for player in [Player::Zero, Player::One] {
        let r = row(player);
        for w in r.windows(2) {
            assert_eq!(next(w[0]), w[1]);
        }
    }
}

#[test]
fn players_are_numbered_0_and_1() {
    assert_eq!(Player::Zero.index(), 0);
    assert_eq!(Player::One.index(), 1);
    assert_eq!(Player::Zero.other(), Player::One);
    assert_eq!(Player::from_index(1), Some(Player::One));
    assert_eq!(Player::from_index(2), None);
}

#[test]
fn first_player_option_sets_who_moves_first() {
    for v in Variant::ALL {
        let g = Game::new(Rules { first_player: Player::One, ..Rules::new(v) }).unwrap();
        assert_eq!(g.position().to_move(), Player::One);
    }
}

// ---------------------------------------------------------------- setup errors

fn agm_rounds() -> Rules {
    Rules { rounds: true, ..Rules::new(Variant::AliGuliMane) }
}

#[test]
fn variant_names_parse_and_an_unknown_one_is_refused() {
    assert_eq!("ali-guli-mane".parse::<Variant>(), Ok(Variant::AliGuliMane));
    assert_eq!("al-manqala".parse::<Variant>(), Ok(Variant::AlManqala));
    assert_eq!("mangala-iv".parse::<Variant>(), Ok(Variant::MangalaIv));
    let e = "oware".parse::<Variant>().unwrap_err();
    assert_eq!(e, SetupError::UnknownVariant("oware".into()));
    let msg = e.to_string();
    assert!(msg.contains("oware") && msg.contains("al-manqala"), "{msg}");
}

#[test]
fn an_option_of_another_variant_is_refused() {
    let cases = [
        (Rules { rounds: true, ..Rules::new(Variant::AlManqala) }, "rounds", Variant::AlManqala),
        (Rules { rounds: true, ..Rules::new(Variant::MangalaIv) }, "rounds", Variant::MangalaIv),
        (Rules { start: Start::Random(1), ..Rules::new(Variant::AliGuliMane) }, "start", Variant::AliGuliMane),
        (Rules { free_choice: true, ..Rules::new(Variant::AlManqala) }, "freeChoice", Variant::AlManqala),
    ];
    for (rules, option, variant) in cases {
        let e = Game::new(rules).unwrap_err();
        assert_eq!(e, SetupError::OptionNotForVariant { option, variant });
        assert!(e.to_string().contains(option));
    }
}

#[test]
fn more_seeds_than_the_game_has_are_refused() {
    // Ali Guli Mane has 70 seeds: 70 on the board and 1 in a pile is 71.
    let s = setup([5; 14], [1, 0], P0);
    let e = Game::from_setup(Rules::new(Variant::AliGuliMane), s).unwrap_err();
    assert_eq!(e, SetupError::TooManySeeds { found: 71, max: 70 });
    assert!(e.to_string().contains("71"));
    // Al-manqala has 98: exactly 98 is fine, 99 is not.
    assert!(Game::from_setup(Rules::new(Variant::AlManqala), setup([7; 14], [0, 0], P0)).is_ok());
    let e = Game::from_setup(Rules::new(Variant::AlManqala), setup([7; 14], [0, 1], P0)).unwrap_err();
    assert_eq!(e, SetupError::TooManySeeds { found: 99, max: 98 });
    // Fewer seeds than the game has are fine (a hand-made position).
    assert!(Game::from_setup(Rules::new(Variant::AlManqala), setup(board(&[(7, 1), (0, 1)]), [0, 0], P0)).is_ok());
}

#[test]
fn closed_pits_need_rounds() {
    let s = Setup { closed: pits(&[7]), ..setup(board(&[(13, 1), (0, 1)]), [0, 0], P0) };
    assert_eq!(Game::from_setup(Rules::new(Variant::AliGuliMane), s).unwrap_err(), SetupError::ClosedWithoutRounds);
    assert_eq!(Game::from_setup(Rules::new(Variant::AlManqala), s).unwrap_err(), SetupError::ClosedWithoutRounds);
    assert!(Game::from_setup(agm_rounds(), Setup { round: 2, ..s }).is_ok());
}

#[test]
fn a_closed_pit_holding_seeds_is_refused() {
    let s = Setup { closed: pits(&[7]), round: 2, ..setup(board(&[(13, 1), (7, 2), (0, 1)]), [0, 0], P0) };
    let e = Game::from_setup(agm_rounds(), s).unwrap_err();
    assert_eq!(e, SetupError::SeedsInClosedPit(7));
    assert!(e.to_string().contains('7'));
}

#[test]
fn closed_pits_must_be_the_last_of_the_row_in_sowing_order() {
    // Pits are filled in sowing order, so only a row's last pits can be closed: player 0's
    // 7, 8, …; player 1's 6, 5, ….  Player 0's 13 (leftmost) closed alone is impossible.
    let s = Setup { closed: pits(&[13]), round: 2, ..setup(board(&[(12, 1), (0, 1)]), [0, 0], P0) };
    assert_eq!(Game::from_setup(agm_rounds(), s).unwrap_err(), SetupError::ClosedNotAtRowEnd(Player::Zero));
    // Player 1's 5 closed but 6 open: also impossible.
    let s = Setup { closed: pits(&[5]), round: 2, ..setup(board(&[(12, 1), (0, 1)]), [0, 0], P0) };
    assert_eq!(Game::from_setup(agm_rounds(), s).unwrap_err(), SetupError::ClosedNotAtRowEnd(Player::One));
    // 7 and 8 (player 0's last two) and 6 (player 1's last) are fine.
    let s = Setup { closed: pits(&[6, 7, 8]), round: 2, ..setup(board(&[(12, 1), (0, 1)]), [0, 0], P0) };
    assert!(Game::from_setup(agm_rounds(), s).is_ok());
}

#[test]
fn a_wholly_closed_row_is_refused() {
    let s = Setup { closed: pits(&[0, 1, 2, 3, 4, 5, 6]), round: 2, ..setup(board(&[(12, 1)]), [0, 0], P0) };
    assert_eq!(Game::from_setup(agm_rounds(), s).unwrap_err(), SetupError::WholeRowClosed(Player::One));
}

#[test]
fn round_numbers_start_at_1_and_go_beyond_only_with_rounds() {
    let base = setup(board(&[(13, 1), (0, 1)]), [0, 0], P0);
    let e = Game::from_setup(agm_rounds(), Setup { round: 0, ..base }).unwrap_err();
    assert_eq!(e, SetupError::BadRound(0));
    let e = Game::from_setup(Rules::new(Variant::AliGuliMane), Setup { round: 2, ..base }).unwrap_err();
    assert_eq!(e, SetupError::BadRound(2));
    let e = Game::from_setup(Rules::new(Variant::MangalaIv), Setup { round: 3, ..base }).unwrap_err();
    assert_eq!(e, SetupError::BadRound(3));
    assert!(Game::from_setup(agm_rounds(), Setup { round: 5, ..base }).is_ok());
}

#[test]
fn an_extra_sowing_is_only_owed_in_ali_guli_mane() {
    let s = Setup { extra: true, ..setup(board(&[(13, 1), (0, 1)]), [0, 0], P0) };
    for v in [Variant::AlManqala, Variant::MangalaIv] {
        assert_eq!(Game::from_setup(Rules::new(v), s).unwrap_err(), SetupError::ExtraWithoutAliGuliMane(v));
    }
    let g = Game::from_setup(Rules::new(Variant::AliGuliMane), s).unwrap();
    assert!(g.position().extra_sowing());
}

#[test]
fn an_extra_sowing_needs_a_seed_in_the_movers_row() {
    let s = Setup { extra: true, ..setup(board(&[(0, 1)]), [0, 0], P0) };
    assert_eq!(
        Game::from_setup(Rules::new(Variant::AliGuliMane), s).unwrap_err(),
        SetupError::ExtraWithoutSeeds(Player::Zero)
    );
}

#[test]
fn every_setup_error_has_a_message() {
    let errors = [
        SetupError::UnknownVariant("x".into()),
        SetupError::OptionNotForVariant { option: "rounds", variant: Variant::AlManqala },
        SetupError::TooManySeeds { found: 99, max: 98 },
        SetupError::ClosedWithoutRounds,
        SetupError::SeedsInClosedPit(3),
        SetupError::ClosedNotAtRowEnd(Player::One),
        SetupError::WholeRowClosed(Player::Zero),
        SetupError::BadRound(0),
        SetupError::ExtraWithoutAliGuliMane(Variant::MangalaIv),
        SetupError::ExtraWithoutSeeds(Player::One),
    ];
    for e in errors {
        assert!(e.to_string().len() > 10, "{e:?}");
    }
}

// ---------------------------------------------------------------- play errors

/// Asserts that `pit` is refused with `error` and that nothing changed.
#[track_caller]
fn refused(g: &mut Game, pit: u8, error: PlayError) {
    let before = *g.position();
    let moves = g.moves_played();
    assert_eq!(g.play(pit), Err(error));
    assert_eq!(*g.position(), before);
    assert_eq!(g.moves_played(), moves);
    assert!(!g.legal_moves().contains(pit));
    assert!(error.to_string().len() > 10);
}

#[test]
fn a_number_that_is_not_a_pit_is_refused() {
    let mut g = Game::new(Rules::new(Variant::AlManqala)).unwrap();
    refused(&mut g, 14, PlayError::NoSuchPit(14));
    refused(&mut g, 255, PlayError::NoSuchPit(255));
}

#[test]
fn a_pit_of_the_other_player_is_refused() {
    let mut g = Game::new(Rules::new(Variant::AliGuliMane)).unwrap();
    refused(&mut g, 0, PlayError::NotYourPit { pit: 0, player: Player::Zero });
    refused(&mut g, 6, PlayError::NotYourPit { pit: 6, player: Player::Zero });
}

#[test]
fn an_empty_pit_is_refused() {
    let mut g = game(Variant::AliGuliMane, setup(board(&[(13, 1), (0, 1)]), [0, 0], P0));
    refused(&mut g, 12, PlayError::EmptyPit(12));
}

#[test]
fn a_closed_pit_is_refused() {
    let s = Setup { closed: pits(&[7]), round: 2, ..setup(board(&[(13, 1), (0, 1)]), [0, 0], P0) };
    let mut g = game_with(agm_rounds(), s);
    refused(&mut g, 7, PlayError::ClosedPit(7));
}

#[test]
fn a_move_other_than_the_forced_one_is_refused_in_mangala_iv() {
    let mut g = Game::new(Rules::new(Variant::MangalaIv)).unwrap();
    refused(&mut g, 7, PlayError::Forced { pit: 7, forced: 13 });
}

#[test]
fn a_move_that_does_not_feed_is_refused_in_al_manqala() {
    let mut g = game(Variant::AlManqala, setup(board(&[(13, 1), (8, 2)]), [0, 0], P0));
    refused(&mut g, 13, PlayError::MustFeed(13));
}

#[test]
fn an_endless_sowing_is_refused() {
    // See ali_guli_mane.rs: pit 13 on this board sows forever.
    let b = board(&[(13, 2), (12, 1), (10, 2), (9, 1), (7, 2), (0, 1), (2, 2), (3, 1), (5, 2), (6, 1)]);
    let mut g = game(Variant::AliGuliMane, setup(b, [0, 0], P0));
    refused(&mut g, 13, PlayError::Endless(13));
}

#[test]
fn any_move_after_the_end_is_refused() {
    // Al-manqala: 7 -> 0 makes 2, taken; the board is empty: game over.
    let mut g = game(Variant::AlManqala, setup(board(&[(7, 1), (0, 1)]), [0, 0], P0));
    g.play(7).unwrap();
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Empty));
    for pit in [0, 7, 13, 14] {
        assert_eq!(g.play(pit), Err(PlayError::GameOver));
    }
    assert!(g.legal_moves().is_empty());
}

#[test]
fn undo_takes_back_one_sowing() {
    let mut g = Game::new(Rules::new(Variant::AliGuliMane)).unwrap();
    assert!(!g.undo());
    let start = *g.position();
    g.play(13).unwrap();
    assert_ne!(*g.position(), start);
    assert!(g.undo());
    assert_eq!(*g.position(), start);
    assert_eq!(g.moves_played(), 0);
}

#[test]
fn agreeing_to_a_cycle_outside_al_manqala_is_refused() {
    for v in [Variant::AliGuliMane, Variant::MangalaIv] {
        let mut g = Game::new(Rules::new(v)).unwrap();
        let before = *g.position();
        let e = g.agree_cycle().unwrap_err();
        assert_eq!(e, PlayError::NoAgreement(v));
        assert!(e.to_string().contains("al-manqala"));
        assert_eq!(*g.position(), before);
        assert_eq!(g.moves_played(), 0);
    }
}

#[test]
fn a_finished_game_can_be_set_up_only_with_an_ending_of_its_variant() {
    // docs/rules.md: Ali Guli Mane ends stuck or by repetition (a match of rounds only as a match);
    // Al-manqala by fifty, starving, an empty board, a cycle or agreement; Mangala IV by an
    // empty board or a cycle.
    let b = board(&[(13, 1), (0, 1)]);
    let cases = [
        (Rules::new(Variant::AliGuliMane), Reason::Fifty),
        (Rules::new(Variant::AliGuliMane), Reason::Match),
        (agm_rounds(), Reason::Stuck),
        (Rules::new(Variant::AlManqala), Reason::Stuck),
        (Rules::new(Variant::AlManqala), Reason::Match),
        (Rules::new(Variant::MangalaIv), Reason::Agreed),
        (Rules::new(Variant::MangalaIv), Reason::Starved),
    ];
    for (rules, reason) in cases {
        let s = Setup { ended: Some(reason), ..setup(b, [10, 20], P0) };
        let e = Game::from_setup(rules, s).unwrap_err();
        assert_eq!(e, SetupError::NotAnEnding { reason, variant: rules.variant });
        assert!(e.to_string().contains(reason.as_str()));
    }
    // A finished game is taken as it stands; the piles tell the winner.
    let s = Setup { ended: Some(Reason::Agreed), ..setup(b, [10, 20], P0) };
    let g = Game::from_setup(Rules::new(Variant::AlManqala), s).unwrap();
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Some(Player::One), Reason::Agreed)));
    assert_eq!(g.position().pits(), b);
    assert!(g.legal_moves().is_empty());
    let s = Setup { ended: Some(Reason::Match), ..setup(b, [30, 20], P0) };
    let g = Game::from_setup(agm_rounds(), s).unwrap();
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Some(Player::Zero), Reason::Match)));
}

// ---------------------------------------------------------------- the trace helper itself

#[test]
fn trace_helper_ignores_only_the_order_within_a_run_of_captures() {
    let a = [lift(13, 1), capture(5, 3, P0, Why::Last), capture(12, 2, P0, Why::Facing), end(Reason::Empty)];
    let b = [lift(13, 1), capture(12, 2, P0, Why::Facing), capture(5, 3, P0, Why::Last), end(Reason::Empty)];
    assert_events(&a, &b);
}

#[test]
#[should_panic]
fn trace_helper_sees_a_different_capture() {
    assert_events(&[capture(5, 3, P0, Why::Last)], &[capture(5, 3, P1, Why::Last)]);
}

#[test]
#[should_panic]
fn trace_helper_sees_a_capture_taken_by_another_rule() {
    assert_events(&[capture(5, 3, P0, Why::Last)], &[capture(5, 3, P0, Why::Chain)]);
}

#[test]
#[should_panic]
fn trace_helper_sees_a_capture_moved_past_another_event() {
    assert_events(
        &[capture(5, 3, P0, Why::Last), pass(P1), capture(12, 1, P1, Why::Starved)],
        &[capture(5, 3, P0, Why::Last), capture(12, 1, P1, Why::Starved), pass(P1)],
    );
}

// ---------------------------------------------------------------- facts the handle states

#[test]
fn each_variant_lists_its_options_and_only_those_may_be_set() {
    use GameOption as O;
    assert_eq!(Variant::AliGuliMane.options(), [O::FirstPlayer, O::Rounds]);
    assert_eq!(Variant::AlManqala.options(), [O::FirstPlayer]);
    assert_eq!(Variant::MangalaIv.options(), [O::FirstPlayer, O::Start, O::Seed, O::FreeChoice]);
    let names: Vec<&str> = Variant::MangalaIv.options().iter().map(|o| o.name()).collect();
    assert_eq!(names, ["firstPlayer", "start", "seed", "freeChoice"]);
    // An option set away from its default must be one of the variant's.
    let am = Rules { rounds: true, ..Rules::new(Variant::AlManqala) };
    assert_eq!(am.check(), Err(SetupError::OptionNotForVariant { option: "rounds", variant: Variant::AlManqala }));
    let agm = Rules { free_choice: true, ..Rules::new(Variant::AliGuliMane) };
    assert_eq!(
        agm.check(),
        Err(SetupError::OptionNotForVariant { option: "freeChoice", variant: Variant::AliGuliMane })
    );
    let mg = Rules { start: Start::Random(3), free_choice: true, ..Rules::new(Variant::MangalaIv) };
    assert_eq!(mg.check(), Ok(()));
}

#[test]
fn only_traditional_mangala_iv_forces_every_move() {
    assert!(Rules::new(Variant::MangalaIv).is_forced());
    assert!(!Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) }.is_forced());
    assert!(!Rules::new(Variant::AlManqala).is_forced());
    assert!(!Rules::new(Variant::AliGuliMane).is_forced());
}
