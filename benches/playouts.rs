//! Prints random-playout throughput, in moves per second, for each game.
//!
//! Run with `cargo bench --bench playouts`.

use std::time::Instant;

use mancala_heritage::{random_playout, Position, Rules, SplitMix64, Variant};

fn main() {
    for variant in Variant::ALL {
        let rules = Rules { free_choice: variant == Variant::MangalaIv, ..Rules::new(variant) };
        let start = Position::new(rules).expect("the starting position is valid");
        let mut rng = SplitMix64::new(1);
        let (mut games, mut moves) = (0u64, 0u64);
        let clock = Instant::now();
        while clock.elapsed().as_secs_f64() < 2.0 {
            for _ in 0..100 {
                let mut position = start;
                moves += u64::from(random_playout(&mut position, &mut rng, 1_000));
                games += 1;
            }
        }
        let seconds = clock.elapsed().as_secs_f64();
        println!(
            "{:<14} {:>7} games {:>10} moves {:>8.2} M moves/s",
            variant.as_str(),
            games,
            moves,
            moves as f64 / seconds / 1e6
        );
    }
}
