//! Property tests of the game record and the game file: random games come back the same from
//! both, and no input, random or mutated, makes reading panic.

#![cfg(not(target_arch = "wasm32"))]

use mancala_heritage::{
    Action, Game, Level, PitSet, Player, Reason, Record, Ritual, Role, Rules, Seats, Setup, SplitMix64, Start, Variant,
};
use proptest::prelude::*;

fn player() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::Zero), Just(Player::One)]
}

fn rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        (player(), any::<bool>()).prop_map(|(first_player, rounds)| Rules {
            first_player,
            rounds,
            ..Rules::new(Variant::AliGuliMane)
        }),
        player().prop_map(|first_player| Rules { first_player, ..Rules::new(Variant::AlManqala) }),
        (player(), proptest::option::of(any::<u64>()), any::<bool>()).prop_map(|(first_player, seed, free_choice)| {
            Rules {
                first_player,
                start: seed.map_or(Start::Uniform, Start::Random),
                free_choice,
                ..Rules::new(Variant::MangalaIv)
            }
        }),
    ]
}

fn seats(variant: Variant) -> impl Strategy<Value = Seats> {
    let level = prop_oneof![Just(Level::Beginner), Just(Level::Intermediate), Just(Level::Strong), Just(Level::Master)];
    let ritual = prop_oneof![
        Just(None),
        Just(Some(Ritual::Pending)),
        Just(Some(Ritual::South(Role::Guesser))),
        Just(Some(Ritual::South(Role::Hider)))
    ];
    (proptest::option::of((player(), level)), ritual).prop_map(move |(computer, ritual)| Seats {
        computer,
        ritual: ritual.filter(|_| variant == Variant::MangalaIv),
    })
}

/// Plays up to `max` random actions (in Al-manqala, now and then the agreed cycle).
fn play_randomly(game: &mut Game, seed: u64, max: usize) {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..max {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return;
        }
        if game.rules().variant == Variant::AlManqala && rng.below(60) == 0 {
            game.agree_cycle().unwrap();
            return;
        }
        game.play(moves.iter().nth(rng.below(moves.len() as u32) as usize).unwrap()).unwrap();
    }
}

/// A random game: its rules, seats, maybe a start reached by random play, then random moves.
fn game() -> impl Strategy<Value = Game> {
    rules()
        .prop_flat_map(|rules| {
            (Just(rules), seats(rules.variant), proptest::option::of(0..60usize), any::<u64>(), 0..400usize)
        })
        .prop_map(|(rules, seats, start_after, seed, moves)| {
            let mut game = Game::new(rules).unwrap();
            let mut seats = seats;
            if let Some(plies) = start_after {
                play_randomly(&mut game, seed ^ 1, plies);
                game = Game::from_setup(rules, game.position().setup()).unwrap();
                seats.ritual = None; // a game from a position has no ritual
            }
            game.set_seats(seats).unwrap();
            play_randomly(&mut game, seed, moves);
            game
        })
}

/// Asserts that two games have the same record, position and history back to the start.
fn same(a: &Game, b: &Game) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.record(), b.record());
    prop_assert_eq!(a.moves(), b.moves());
    let (mut a, mut b) = (a.clone(), b.clone());
    loop {
        prop_assert_eq!(a.position(), b.position());
        let more = a.undo();
        prop_assert_eq!(more, b.undo());
        if !more {
            return Ok(());
        }
    }
}

/// Characters a game file is made of, and a few it must refuse.
const ALPHABET: &[char] = &[
    'A', 'B', 'G', 'H', 'a', 'c', 'g', 'x', 'p', '×', '+', '=', '—', '-', '.', '1', '2', '9', '0', ' ', '\n', '[', ']',
    '"', '{', '}', ';', ',', 'é', '\r',
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_round_trip_by_record_and_text(game in game()) {
        same(&Game::from_record(&game.record()).unwrap(), &game)?;
        let text = game.to_text();
        let back = Game::from_text(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        same(&back, &game)?;
        prop_assert_eq!(back.to_text(), text);
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,200}") {
        let _ = Game::from_text(&text);
    }

    #[test]
    fn random_words_never_panic(words in proptest::collection::vec(proptest::sample::select(ALPHABET), 0..200)) {
        let text: String = words.into_iter().collect();
        let _ = Game::from_text(&format!("[Variant \"al-manqala\"]\n{text}"));
        let _ = Game::from_text(&text);
    }

    #[test]
    fn mutated_texts_read_or_fail_without_panic(
        game in game(),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), 0..3u8, proptest::sample::select(ALPHABET)), 1..6),
    ) {
        let mut chars: Vec<char> = game.to_text().chars().collect();
        for (at, kind, c) in edits {
            let i = at.index(chars.len() + 1);
            match kind {
                0 => chars.insert(i, c),
                1 if i < chars.len() => { chars.remove(i); }
                _ if i < chars.len() => chars[i] = c,
                _ => chars.push(c),
            }
        }
        let text: String = chars.into_iter().collect();
        if let Ok(read) = Game::from_text(&text) {
            // Whatever reads is a game that writes and reads back the same.
            let again = Game::from_text(&read.to_text()).unwrap();
            same(&again, &read)?;
        }
    }

    #[test]
    fn random_records_replay_or_fail_without_panic(
        rules in rules(),
        start in proptest::option::of((proptest::array::uniform14(0..12u8), 0..60u8, 0..60u8, player(), any::<bool>(), 0..0x4000u16, 1..4u16)),
        actions in proptest::collection::vec(prop_oneof![(0..16u8).prop_map(Action::Sow), Just(Action::Agree)], 0..60),
        ritual in any::<bool>(),
        ended in proptest::option::of(0..7usize),
    ) {
        let start = start.map(|(pits, a, b, to_move, extra, closed, round)| Setup {
            pits,
            piles: [a, b],
            to_move,
            extra,
            closed: PitSet::from_bits(closed),
            round,
            round_starter: to_move,
            ended: ended.map(|i| Reason::ALL[i]),
        });
        let seats = Seats { computer: None, ritual: ritual.then_some(Ritual::Pending) };
        let record = Record { rules, start, actions, seats };
        if let Ok(game) = Game::from_record(&record) {
            prop_assert_eq!(game.record(), record);
            same(&Game::from_text(&game.to_text()).unwrap(), &game)?;
        }
    }
}
