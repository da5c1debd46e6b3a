#![cfg(target_arch = "wasm32")]
//! The computer opponent through the `Game` handle, driven with JS values as the worker drives
//! it: `bestMove`, `analyze` and `foresee`, and an `Error` — never a trap — for bad options or a
//! finished game. Run with `cargo test --target wasm32-unknown-unknown --test ai_wasm`.

use js_sys::{Array, Reflect, JSON};
use mancala_heritage::wasm::GameHandle;
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn js(text: &str) -> JsValue {
    JSON::parse(text).unwrap_or_else(|_| panic!("test JSON does not parse: {text}"))
}

fn game(variant: &str) -> GameHandle {
    GameHandle::new(JsValue::from_str(variant), JsValue::UNDEFINED).unwrap()
}

fn message(e: JsError) -> String {
    let value = JsValue::from(e);
    Reflect::get(&value, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default()
}

fn legal(g: &GameHandle) -> Vec<u8> {
    Array::from(&g.legal_moves()).iter().map(|v| v.as_f64().unwrap() as u8).collect()
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn every_level_returns_a_legal_pit_in_every_game() {
    for variant in ["ali-guli-mane", "al-manqala", "mangala-iv"] {
        let mut g = game(variant);
        for level in ["beginner", "intermediate", "strong", "master"] {
            let pit = g.best_move(js(&format!(r#"{{ "level": "{level}", "seed": 7 }}"#))).unwrap();
            assert!(legal(&g).contains(&pit), "{level} chose {pit} in {variant}");
        }
        let pit = g.best_move(js(r#"{ "maxDepth": 3 }"#)).unwrap();
        assert!(legal(&g).contains(&pit));
        g.play(JsValue::from(pit)).unwrap();
        let pit = g.best_move(js(r#"{ "timeMs": 50, "maxDepth": 6 }"#)).unwrap();
        assert!(legal(&g).contains(&pit));
    }
}

#[wasm_bindgen_test]
fn the_same_seed_gives_the_same_move() {
    let g = game("al-manqala");
    for level in ["beginner", "intermediate", "strong"] {
        let options = format!(r#"{{ "level": "{level}", "seed": 12345 }}"#);
        assert_eq!(g.best_move(js(&options)).unwrap(), g.best_move(js(&options)).unwrap(), "{level}");
    }
}

#[wasm_bindgen_test]
fn bad_options_and_finished_games_throw_errors() {
    let g = game("ali-guli-mane");
    let cases: [(&str, &[&str]); 9] = [
        ("undefined", &["options must be an object"]),
        ("{}", &["options needs a level"]),
        (r#"{ "level": "grand" }"#, &["options.level", "\"grand\"", "\"master\""]),
        (r#"{ "level": 3 }"#, &["options.level", "3"]),
        (r#"{ "level": "master", "timeMs": 10 }"#, &["can't be combined"]),
        (r#"{ "timeMs": 0 }"#, &["options.timeMs must be"]),
        (r#"{ "maxDepth": 1.5 }"#, &["options.maxDepth", "1.5", "from 1 to 120"]),
        (r#"{ "level": "strong", "speed": 1 }"#, &["options.speed", "unknown field"]),
        (r#"{ "level": "strong", "seed": "7" }"#, &["options.seed", "\"7\""]),
    ];
    for (options, expected) in cases {
        let value = if options == "undefined" { JsValue::UNDEFINED } else { js(options) };
        let error = message(g.best_move(value).unwrap_err());
        assert!(expected.iter().all(|word| error.contains(word)), "{options}: {error}");
    }
    let error = message(g.analyze(js(r#"{ "timeMs": -5 }"#)).unwrap_err());
    assert!(error.contains("options.timeMs must be"), "{error}");
    // Ali Guli Mane, player 0 to move with no seed in their row: the game is over at once.
    let state =
        r#"{ "variant": "ali-guli-mane", "pits": [5,0,0,0,0,0,0, 0,0,0,0,0,0,0], "captured": [30, 35], "toMove": 0 }"#;
    let over = GameHandle::from_state(js(state)).unwrap();
    assert!(over.is_over());
    assert!(message(over.best_move(js(r#"{ "level": "master" }"#)).unwrap_err()).contains("the game is over"));
    assert!(message(over.analyze(JsValue::UNDEFINED).unwrap_err()).contains("the game is over"));
}

#[wasm_bindgen_test]
fn analyze_describes_every_legal_move() {
    // Ali Guli Mane, player 0 to move, piles 30–34: pit 13 (1 seed) drops into 12, the saada
    // is at 11 and pit 10 (empty) and its opposite pit 3 (4 seeds, player 1's last) are taken:
    // 34–34, and an extra sowing. Either extra sowing leaves player 1 without a seed, so player
    // 0 collects their row and wins 36–34 (see tests/ai.rs).
    let state =
        r#"{ "variant": "ali-guli-mane", "pits": [0,0,0,4,0,0,0, 0,0,1,0,0,0,1], "captured": [30, 34], "toMove": 0 }"#;
    let g = GameHandle::from_state(js(state)).unwrap();
    let moves = g.analyze(js(r#"{ "maxDepth": 10 }"#)).unwrap();
    let moves = Array::from(&moves);
    assert_eq!(moves.length(), 2);
    let m13 = moves.iter().find(|m| get(m, "pit").as_f64() == Some(13.0)).unwrap();
    assert_eq!(get(&m13, "outcome").as_string().as_deref(), Some("win"));
    assert_eq!(get(&m13, "exact").as_bool(), Some(true));
    assert_eq!(get(&m13, "value").as_f64(), Some(2.0));
    assert_eq!(get(&m13, "captures").as_f64(), Some(4.0));
    assert_eq!(get(&m13, "extraSowing").as_bool(), Some(true));
    assert!(get(&m13, "safeReplies").is_null());
    assert_eq!(get(&m13, "best").as_bool(), Some(true));
}

#[wasm_bindgen_test]
fn foresee_plays_a_forced_game_to_its_end() {
    let g = game("mangala-iv");
    let end = g.foresee().unwrap();
    let winner = get(&end, "winner");
    assert!(winner.is_null() || winner.as_f64().is_some());
    assert!(get(&end, "moves").as_f64().unwrap() > 0.0);
    // The game itself is unchanged.
    assert_eq!(legal(&g).len(), 1);
    let free = GameHandle::new("mangala-iv".into(), js(r#"{ "freeChoice": true }"#)).unwrap();
    assert!(message(free.foresee().unwrap_err()).contains("forced"));
}
