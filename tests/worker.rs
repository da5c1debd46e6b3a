#![cfg(target_arch = "wasm32")]
//! Wasm tests inside a dedicated worker, where the page's computer opponent runs: the handle
//! plays and searches there, its clock the worker's `performance.now()`. Built with the
//! `browser-tests` feature and run in headless Chromium by scripts/test:
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --features browser-tests --test worker`.

use js_sys::{Array, JSON};
use mancala_heritage::wasm::GameHandle;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

fn legal(g: &GameHandle) -> Vec<u8> {
    Array::from(&g.legal_moves()).iter().map(|v| v.as_f64().unwrap() as u8).collect()
}

#[wasm_bindgen_test]
fn runs_in_a_worker_without_a_window() {
    let global = js_sys::global();
    assert!(global.dyn_ref::<web_sys::Window>().is_none());
    let worker = global.dyn_into::<web_sys::WorkerGlobalScope>().expect("a worker's global scope");
    assert!(worker.performance().is_some());
}

#[wasm_bindgen_test]
fn the_computer_plays_a_game_in_a_worker() {
    // Every level answers with a legal pit; a time limit stops the search on the worker's clock.
    let mut g = GameHandle::new("ali-guli-mane".into(), None).unwrap();
    let performance = js_sys::global().dyn_into::<web_sys::WorkerGlobalScope>().unwrap().performance().unwrap();
    let start = performance.now();
    let pit = g.best_move(JSON::parse(r#"{ "timeMs": 100 }"#).unwrap()).unwrap();
    let took = performance.now() - start;
    assert!(legal(&g).contains(&pit));
    assert!(took < 1_100.0, "took {took} ms");
    let levels = ["beginner", "intermediate", "strong"];
    let mut moves = 0;
    while !g.is_over() {
        let options = format!(r#"{{ "level": "{}", "seed": {moves} }}"#, levels[moves % 3]);
        let pit = g.best_move(JSON::parse(&options).unwrap()).unwrap();
        assert!(legal(&g).contains(&pit));
        g.play(JsValue::from(pit)).unwrap();
        moves += 1;
    }
    assert!(!g.result().is_null());
}
