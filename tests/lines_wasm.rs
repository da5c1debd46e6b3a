#![cfg(target_arch = "wasm32")]
//! `analyze`'s lines (principal variations) through the `Game` handle, driven with JS values as
//! the worker drives it, and an `Error` for a bad count. Run with
//! `cargo test --target wasm32-unknown-unknown --test lines_wasm`.

use js_sys::{Array, Reflect, JSON};
use mancala_heritage::wasm::GameHandle;
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn js(text: &str) -> JsValue {
    JSON::parse(text).unwrap_or_else(|_| panic!("test JSON does not parse: {text}"))
}

fn message(e: JsError) -> String {
    let value = JsValue::from(e);
    Reflect::get(&value, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default()
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn analyze_gives_the_lines_of_the_best_moves() {
    // Ali Guli Mane, player 0 to move, piles 33–34, one seed in each of pits 7, 10 and 13 (the
    // position of tests/ai.rs's lines): 13 wins 36–34 by sowing 12 after its capture; 10 wins
    // by the same margin with one extra sowing; after 7 every sowing is forced and player 0
    // loses 33–37: 7, 0, 1 (player 1's extra sowing), 13, 2, 3.
    let state =
        r#"{ "variant": "ali-guli-mane", "pits": [0,0,0,0,0,0,0, 1,0,0,1,0,0,1], "captured": [33, 34], "toMove": 0 }"#;
    let g = GameHandle::from_state(js(state)).unwrap();
    let pits = |value: JsValue| -> Option<Vec<u8>> {
        (!value.is_null()).then(|| Array::from(&value).iter().map(|v| v.as_f64().unwrap() as u8).collect())
    };
    let moves = Array::from(&g.analyze(Some(js(r#"{ "maxDepth": 20, "lines": 3 }"#))).unwrap());
    let by_pit = |pit: f64| moves.iter().find(|m| get(m, "pit").as_f64() == Some(pit)).unwrap();
    assert_eq!(pits(get(&by_pit(13.0), "line")), Some(vec![13, 12]));
    assert_eq!(pits(get(&by_pit(7.0), "line")), Some(vec![7, 0, 1, 13, 2, 3]));
    assert_eq!(get(&by_pit(7.0), "outcome").as_string().as_deref(), Some("loss"));
    assert_eq!(get(&by_pit(7.0), "value").as_f64(), Some(-4.0));
    let depth = get(&by_pit(7.0), "depth").as_f64().unwrap();
    assert!((6.0..=20.0).contains(&depth), "depth {depth}");
    // One line asked for: only the recommended move has one, a winning move, two sowings long.
    let moves = Array::from(&g.analyze(Some(js(r#"{ "maxDepth": 20, "lines": 1 }"#))).unwrap());
    let with_line: Vec<JsValue> = moves.iter().filter(|m| !get(m, "line").is_null()).collect();
    assert_eq!(with_line.len(), 1);
    assert_eq!(get(&with_line[0], "best").as_bool(), Some(true));
    assert_eq!(pits(get(&with_line[0], "line")).map(|l| l.len()), Some(2));
    // No lines by default; a count outside 0–7 throws.
    let moves = Array::from(&g.analyze(Some(js(r#"{ "maxDepth": 4 }"#))).unwrap());
    assert!(moves.iter().all(|m| get(&m, "line").is_null()));
    for bad in [r#"{ "lines": 8 }"#, r#"{ "lines": -1 }"#, r#"{ "lines": 1.5 }"#] {
        let error = message(g.analyze(Some(js(bad))).unwrap_err());
        assert!(error.contains("options.lines"), "{bad}: {error}");
    }
}
