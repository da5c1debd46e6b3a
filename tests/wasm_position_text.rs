#![cfg(target_arch = "wasm32")]
//! The position text on the wasm handle: `positionText()` and `Game.fromPositionText`, read
//! back through `Game.fromState`, and a JS `Error` naming the problem for a broken text or a
//! value that is not a string. Positions are worked out by hand from the rulebook (pits: South
//! A..G are 13..7, North a..g are 0..6).

use js_sys::JSON;
use mancala_heritage::wasm::GameHandle;
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn json(value: &JsValue) -> String {
    JSON::stringify(value).ok().and_then(|s| s.as_string()).unwrap_or_default()
}

/// Returns the message of the JS `Error` the handle threw (and checks that it is one).
fn error_message(error: JsError) -> String {
    let value: JsValue = error.into();
    assert!(value.is_instance_of::<js_sys::Error>(), "not a JS Error: {}", json(&value));
    value.unchecked_ref::<js_sys::Error>().message().as_string().unwrap()
}

fn from_text(text: &str) -> GameHandle {
    GameHandle::from_position_text(text.into()).unwrap_or_else(|e| panic!("{}: {text}", error_message(e)))
}

#[wasm_bindgen_test]
fn a_new_game_and_one_sowing_as_text() {
    let mut g = GameHandle::new("al-manqala".into(), None).unwrap();
    assert_eq!(g.position_text(), "al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move");
    g.play(7.into()).unwrap(); // G: one seed into each of North's pits a..g
    assert_eq!(g.position_text(), "al-manqala south 7 7 7 7 7 7 0, north 8 8 8 8 8 8 8, piles 0 0, north to move");
}

#[wasm_bindgen_test]
fn a_text_gives_the_state_and_comes_back_through_from_state() {
    let text = "ali-guli-mane+rounds south 6 0 4 3 x x x, north 0 9 1 2 0 0 x, piles 31 14, north to move, extra, round 3 started by south";
    let g = from_text(text);
    assert_eq!(
        json(&g.state()),
        concat!(
            r#"{"variant":"ali-guli-mane","pits":[0,9,1,2,0,0,0,0,0,0,3,4,0,6],"captured":[31,14],"#,
            r#""toMove":1,"extraSowing":true,"closed":[6,7,8,9],"round":3,"roundStarter":0,"#,
            r#""options":{"rounds":true}}"#
        )
    );
    let copy = GameHandle::from_state(g.state()).unwrap_or_else(|e| panic!("{}", error_message(e)));
    assert_eq!(copy.position_text(), text);
    assert_eq!(json(&copy.legal_moves()), json(&g.legal_moves()));
}

#[wasm_bindgen_test]
fn a_broken_text_throws_an_error_naming_the_problem() {
    let cases = [
        ("al-manqala south 7 7 q 7 7 7 7, north 7 7 7 7 7 7 7, south to move", "expected 7 counts after south"),
        ("al-manqala", "after the game, expected a position such as"),
        ("al-manqala south 8 8 8 8 8 8 8, north 7 7 7 7 7 7 7, south to move", "105 seeds"),
    ];
    for (text, expected) in cases {
        let message = error_message(GameHandle::from_position_text(text.into()).err().unwrap());
        assert!(message.contains(expected), "{text:?} gave {message:?}");
    }
    let message = error_message(GameHandle::from_position_text(JsValue::from(3)).err().unwrap());
    assert_eq!(message, "text must be a string, got 3");
}
