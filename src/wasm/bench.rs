//! Exports for the Node benchmarks, only in builds with the `bench` feature.

use wasm_bindgen::prelude::*;

use super::ai::with_searcher;
use super::error;
use super::input::{read, Name};
use crate::{Position, Rules, SplitMix64, Variant};

/// Returns the rules the benchmarks play: the variant's defaults, with Mangala IV's free choice
/// so that its games are not all the same.
fn bench_rules(variant: JsValue) -> Result<Rules, JsError> {
    let Name(variant) = read::<Name<Variant>>(variant, "variant")?;
    Ok(Rules { free_choice: variant == Variant::MangalaIv, ..Rules::new(variant) })
}

/// Plays `games` random playouts of `variant` (capped at 1,000 moves each) and returns the moves
/// made, for `benches/playouts.mjs` to time.
#[wasm_bindgen(js_name = randomPlayouts)]
pub fn random_playouts(variant: JsValue, games: u32, seed: f64) -> Result<f64, JsError> {
    let start = Position::new(bench_rules(variant)?).map_err(error)?;
    let mut rng = SplitMix64::new(seed as u64);
    let mut moves = 0.0;
    for _ in 0..games {
        let mut position = start;
        moves += f64::from(crate::random_playout(&mut position, &mut rng, 1_000));
    }
    Ok(moves)
}

/// Runs `searches` Master searches of `nodes` nodes each from positions reached by random play
/// and returns the nodes visited, for `benches/search.mjs` to time.
#[wasm_bindgen(js_name = searchNodes)]
pub fn search_nodes(variant: JsValue, searches: u32, nodes: f64, seed: f64) -> Result<f64, JsError> {
    let rules = bench_rules(variant)?;
    let mut rng = SplitMix64::new(seed as u64);
    let mut total = 0.0;
    with_searcher(|searcher| {
        for _ in 0..searches {
            let mut position = Position::new(rules).map_err(error)?;
            let plies = rng.below(20);
            crate::random_playout(&mut position, &mut rng, plies);
            let limits = crate::ai::Limits::nodes(nodes as u64);
            if let Some(report) = searcher.search(&position, &[], limits, &mut crate::ai::NoClock) {
                total += report.nodes as f64;
            }
        }
        Ok(total)
    })
}
