//! Proptest strategies shared by the native property tests (proptest is a native
//! dev-dependency only, so this module stays out of tests/common, which the wasm tests use too).

use mancala_heritage::{Player, Rules, Start, Variant};
use proptest::prelude::*;

/// Every game with every option: the first player, Ali Guli Mane's rounds, Mangala IV's start
/// (uniform or a seeded random deal) and free choice.
pub fn rules() -> impl Strategy<Value = Rules> {
    let first = prop_oneof![Just(Player::Zero), Just(Player::One)];
    prop_oneof![
        (first.clone(), any::<bool>()).prop_map(|(first_player, rounds)| Rules {
            first_player,
            rounds,
            ..Rules::new(Variant::AliGuliMane)
        }),
        first.clone().prop_map(|first_player| Rules { first_player, ..Rules::new(Variant::AlManqala) }),
        (first, proptest::option::of(any::<u64>()), any::<bool>()).prop_map(|(first_player, seed, free_choice)| {
            Rules {
                first_player,
                start: seed.map_or(Start::Uniform, Start::Random),
                free_choice,
                ..Rules::new(Variant::MangalaIv)
            }
        }),
    ]
}
