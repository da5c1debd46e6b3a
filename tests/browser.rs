#![cfg(target_arch = "wasm32")]
//! Wasm tests that need a browser page: the `Game` handle in a window, where the search's clock
//! is the window's `performance.now()`. Built with the `browser-tests` feature and run in
//! headless Chromium by scripts/test:
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --features browser-tests --test browser`.

use js_sys::{Array, Reflect, JSON};
use mancala_heritage::wasm::GameHandle;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn js(text: &str) -> JsValue {
    JSON::parse(text).unwrap()
}

fn legal(g: &GameHandle) -> Vec<u8> {
    Array::from(&g.legal_moves()).iter().map(|v| v.as_f64().unwrap() as u8).collect()
}

#[wasm_bindgen_test]
fn runs_in_a_window_with_a_monotonic_clock() {
    let window = js_sys::global().dyn_into::<web_sys::Window>().expect("a window");
    let performance = window.performance().expect("window.performance");
    let (a, b) = (performance.now(), performance.now());
    assert!(b >= a && a >= 0.0);
}

#[wasm_bindgen_test]
fn a_time_limit_stops_the_search_in_a_window() {
    // Al-manqala's opening searched to depth 120 never ends by itself: only the clock stops it.
    let g = GameHandle::new("al-manqala".into(), None).unwrap();
    let performance = web_sys::window().unwrap().performance().unwrap();
    for ms in [50.0, 200.0] {
        let start = performance.now();
        let pit = g.best_move(js(&format!(r#"{{ "timeMs": {ms} }}"#))).unwrap();
        let took = performance.now() - start;
        assert!(legal(&g).contains(&pit));
        assert!(took >= ms * 0.9 && took < ms + 1_000.0, "asked {ms} ms, took {took} ms");
    }
}

#[wasm_bindgen_test]
fn a_game_plays_to_its_end_with_plain_traces() {
    // The trace's decoder (decode.js, a file of the glue) loads in the page too: a whole game's
    // traces are plain objects that survive JSON, and each capture names its rule.
    let mut g = GameHandle::new("mangala-iv".into(), Some(js(r#"{ "freeChoice": true }"#))).unwrap();
    let mut moves = 0;
    while !g.is_over() && moves < 500 {
        let pits = legal(&g);
        let trace = g.play(pits[moves % pits.len()].into()).unwrap();
        let text = JSON::stringify(&trace).unwrap().as_string().unwrap();
        assert_eq!(JSON::stringify(&js(&text)).unwrap().as_string().unwrap(), text);
        for event in Array::from(&Reflect::get(&trace, &"events".into()).unwrap()).iter() {
            if Reflect::get(&event, &"type".into()).unwrap().as_string().as_deref() == Some("capture") {
                assert!(Reflect::get(&event, &"why".into()).unwrap().is_string(), "{text}");
            }
        }
        moves += 1;
    }
    assert!(g.is_over(), "still going after {moves} moves");
}
