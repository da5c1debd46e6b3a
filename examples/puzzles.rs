//! Generates the puzzle files, `www/puzzles/<variant>.json` (docs/puzzles.md).
//!
//! Run with `cargo run --release --example puzzles -- [options]`:
//!
//! - `--games N`: games per variant (default 300);
//! - `--variant NAME`: one game only (`ali-guli-mane`, `al-manqala`, `mangala-iv`);
//! - `--seed N`: the seed (default 2026);
//! - `--minutes M`: stop after the game in progress once M minutes have gone by (each variant
//!   gets its share); the file then holds the games played, and the games' count printed
//!   reproduces it;
//! - `--out DIR`: where the files go (default `www/puzzles`);
//! - `--facts`: only write `www/js/puzzles/facts.js`, the ids' letters and the themes the page
//!   needs (`generate::page_facts`), and stop.
//!
//! The same seed and games give the same files, byte for byte: nothing depends on the clock
//! but where `--minutes` stops. The file is rewritten after every game, so a run stopped early
//! leaves the puzzles of the games it finished.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use mancala_heritage::ai::puzzle::generate::{to_json, Generator, Settings};
    use mancala_heritage::Variant;
    use std::time::Instant;

    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--facts") {
        let path = "www/js/puzzles/facts.js";
        std::fs::write(path, mancala_heritage::ai::puzzle::generate::page_facts()).expect("the facts file");
        println!("wrote {path}");
        return;
    }
    let value = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let games: usize = value("--games").map_or(300, |v| v.parse().expect("--games N"));
    let seed: u64 = value("--seed").map_or(Settings::default().seed, |v| v.parse().expect("--seed N"));
    let minutes: Option<f64> = value("--minutes").map(|v| v.parse().expect("--minutes M"));
    let out = value("--out").unwrap_or_else(|| "www/puzzles".into());
    let variants: Vec<Variant> = match value("--variant") {
        Some(name) => vec![*Variant::ALL.iter().find(|v| v.as_str() == name).expect("--variant: a game's name")],
        None => Variant::ALL.to_vec(),
    };
    std::fs::create_dir_all(&out).expect("the output folder");
    let share = minutes.map(|m| m * 60.0 / variants.len() as f64);
    for variant in variants {
        let started = Instant::now();
        let mut generator = Generator::new(variant, Settings { seed, ..Settings::default() });
        let path = format!("{out}/{}.json", variant.as_str());
        while generator.games < games {
            generator.play_game();
            let json = to_json(&generator.puzzles);
            let partial = format!("{path}.part");
            std::fs::write(&partial, json).expect("the puzzle file");
            std::fs::rename(&partial, &path).expect("the puzzle file");
            eprintln!(
                "{}: game {} — {} puzzles, {:.0} s",
                variant.as_str(),
                generator.games,
                generator.puzzles.len(),
                started.elapsed().as_secs_f64()
            );
            if share.is_some_and(|s| started.elapsed().as_secs_f64() > s) {
                break;
            }
        }
        println!(
            "{}: {} puzzles from {} games (--seed {seed} --games {}) in {:.0} s",
            variant.as_str(),
            generator.puzzles.len(),
            generator.games,
            generator.games,
            started.elapsed().as_secs_f64()
        );
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
