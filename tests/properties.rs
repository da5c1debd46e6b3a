//! Property tests over random legal games of every game and option.

#![cfg(not(target_arch = "wasm32"))]

mod strategies;

use mancala_heritage::{Game, Player, Position, Rules, SplitMix64, Variant};
use proptest::prelude::*;
use strategies::rules;

/// Moves after which the random games of most properties stop, ended or not.
const MOVE_CAP: usize = 20_000;

/// Moves after which a random game is taken not to end: far above the longest seen, an Ali
/// Guli Mane match in rounds of 21,286 moves.
const ENDLESS: usize = 1_000_000;

/// Plays a random game, calling `check` before every move with the game and the chosen pit.
fn random_game(rules: Rules, seed: u64, check: impl FnMut(&Game, u8)) -> Game {
    random_game_of(rules, seed, MOVE_CAP, check)
}

/// Plays a random game of at most `cap` moves, calling `check` before every move.
fn random_game_of(rules: Rules, seed: u64, cap: usize, mut check: impl FnMut(&Game, u8)) -> Game {
    let mut game = Game::new(rules).expect("every option set here is valid");
    let mut rng = SplitMix64::new(seed);
    for _ in 0..cap {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pit = moves.iter().nth(rng.below(moves.len() as u32) as usize).expect("in range");
        check(&game, pit);
        game.play(pit).expect("a legal move plays");
    }
    game
}

fn seeds(position: &Position) -> u32 {
    position.seeds_on_board() + position.piles().iter().map(|&n| u32::from(n)).sum::<u32>()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn seeds_are_conserved(rules in rules(), seed in any::<u64>()) {
        let total = u32::from(rules.variant.total_seeds());
        let game = random_game(rules, seed, |game, _| assert_eq!(seeds(game.position()), total));
        prop_assert_eq!(seeds(game.position()), total);
    }

    #[test]
    fn every_game_ends(rules in rules(), seed in any::<u64>()) {
        let game = random_game_of(rules, seed, ENDLESS, |_, _| ());
        prop_assert!(game.outcome().is_some(), "still going after {} moves", ENDLESS);
        prop_assert!(game.legal_moves().is_empty());
    }

    #[test]
    fn undo_restores_the_previous_state(rules in rules(), seed in any::<u64>()) {
        random_game(rules, seed, |game, pit| {
            let mut copy = game.clone();
            copy.play(pit).unwrap();
            assert!(copy.undo());
            assert_eq!(copy.position(), game.position());
            assert_eq!(copy.legal_moves(), game.legal_moves());
            assert_eq!(copy.moves_played(), game.moves_played());
        });
    }

    #[test]
    fn undo_to_the_start_replays_the_same_game(rules in rules(), seed in any::<u64>()) {
        let game = random_game(rules, seed, |_, _| ());
        let mut back = game.clone();
        while back.undo() {}
        let start = Game::new(rules).unwrap();
        prop_assert_eq!(back.position(), start.position());
        prop_assert!(!back.undo());
    }

    #[test]
    fn state_round_trips(rules in rules(), seed in any::<u64>()) {
        let check = |game: &Game| {
            let position = *game.position();
            assert_eq!(Position::from_setup(rules, position.setup()), Ok(position));
        };
        // Every position of the game, the finished one included (its ending is one the
        // variant has, with these options).
        let game = random_game(rules, seed, |game, _| check(game));
        check(&game);
    }

    #[test]
    fn legal_moves_are_exactly_the_playable_pits(rules in rules(), seed in any::<u64>()) {
        let check = |game: &Game| {
            let legal = game.legal_moves();
            for pit in 0..16u8 {
                let mut copy = game.clone();
                let played = copy.play(pit);
                assert_eq!(played.is_ok(), legal.contains(pit), "pit {pit}: {played:?}");
                // Why a pit can't be played is the error playing it gives.
                assert_eq!(game.position().why_illegal(pit), played.as_ref().err().copied(), "pit {pit}");
                if played.is_err() {
                    assert_eq!(copy.position(), game.position());
                }
            }
        };
        let game = random_game(rules, seed, |game, _| check(game));
        check(&game);
    }
}

#[test]
fn the_longest_match_seen_ends() {
    // This seed once ran past the old cap of 20,000 moves (an Ali Guli Mane match in rounds).
    for first_player in [Player::Zero, Player::One] {
        let rules = Rules { first_player, rounds: true, ..Rules::new(Variant::AliGuliMane) };
        let game = random_game_of(rules, 7_053_654_543_462_271_424, ENDLESS, |_, _| ());
        assert!(game.outcome().is_some());
    }
}
