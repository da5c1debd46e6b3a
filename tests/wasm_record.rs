#![cfg(target_arch = "wasm32")]
//! Headless wasm tests of the game record on the `Game` handle: `record` / `Game.fromRecord`,
//! `toText` / `Game.fromText`, `moves`, `seats` / `setSeats`; the same game back from each, the
//! shapes exactly, and an `Error` naming the field for every kind of bad input, leaving the game
//! as it was. Run with `cargo test --target wasm32-unknown-unknown --test wasm_record`.
//! Positions and moves are worked out by hand from docs/rules.md (pits: North 0–6 = a–g, South
//! 13…7 = A–G; sowing 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13).

use js_sys::JSON;
use mancala_heritage::wasm::GameHandle;
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// `JSON.stringify(value)` of a value the handle gave (its keys come in a fixed order).
fn text_of(value: &JsValue) -> String {
    JSON::stringify(value).ok().and_then(|s| s.as_string()).unwrap_or_else(|| "<not JSON>".into())
}

/// `JSON.parse(text)`.
fn parse(text: &str) -> JsValue {
    JSON::parse(text).unwrap_or_else(|_| panic!("bad test JSON: {text}"))
}

/// The message of the Error a call threw.
fn thrown<T>(result: Result<T, JsError>) -> String {
    let Err(error) = result else { panic!("the call should have thrown") };
    let value: JsValue = error.into();
    assert!(value.is_instance_of::<js_sys::Error>(), "not an Error: {}", text_of(&value));
    value.unchecked_ref::<js_sys::Error>().message().as_string().unwrap_or_default()
}

/// Everything that makes a game: its record, position, move list and result.
fn whole(g: &GameHandle) -> String {
    [g.record(), g.state(), g.moves(), g.result(), g.seats()].iter().map(text_of).collect::<Vec<_>>().join("\n")
}

/// Asserts that two handles are the same game, back to the start by undo.
fn assert_same(a: &mut GameHandle, b: &mut GameHandle) {
    loop {
        assert_eq!(whole(a), whole(b));
        let more = a.undo();
        assert_eq!(more, b.undo());
        if !more {
            return;
        }
    }
}

fn al_manqala() -> GameHandle {
    GameHandle::new("al-manqala".into(), None).unwrap()
}

#[wasm_bindgen_test]
fn a_new_game_has_an_empty_record_and_two_people() {
    let g = al_manqala();
    assert_eq!(
        text_of(&g.record()),
        r#"{"variant":"al-manqala","options":{"firstPlayer":0},"start":null,"actions":[],"seats":{"computer":null,"ritual":null}}"#
    );
    assert_eq!(text_of(&g.moves()), "[]");
    assert_eq!(text_of(&g.seats()), r#"{"computer":null,"ritual":null}"#);
}

#[wasm_bindgen_test]
fn a_record_replays_to_the_same_game() {
    // Al-manqala: A (13) sows 12 … 7 and 0, each now 8; a (0) sows 1 … 6, 13, 12: 12 holds 9,
    // no capture; then the players agree: 98 seeds on the board, 49 each.
    let mut g = al_manqala();
    g.play(13.into()).unwrap();
    g.play(0.into()).unwrap();
    g.agree_cycle().unwrap();
    // JSON-serialisable: stringify, parse and stringify again give the same text.
    assert_eq!(text_of(&parse(&text_of(&g.record()))), text_of(&g.record()));
    assert!(text_of(&g.record()).contains(r#""actions":[13,0,"agree"]"#));
    assert_eq!(
        text_of(&g.moves()),
        r#"[{"player":0,"action":13,"notation":"A","captured":0,"extra":false,"passes":false,"round":null,"end":null},{"player":1,"action":0,"notation":"a","captured":0,"extra":false,"passes":false,"round":null,"end":null},{"player":0,"action":"agree","notation":"=","captured":0,"extra":false,"passes":false,"round":null,"end":"agreed"}]"#
    );
    let mut back = GameHandle::from_record(parse(&text_of(&g.record()))).unwrap();
    assert_same(&mut back, &mut g);
}

#[wasm_bindgen_test]
fn every_game_round_trips_by_record_and_text() {
    let games = [
        ("ali-guli-mane", r#"{"rounds":true,"firstPlayer":1}"#),
        ("al-manqala", "{}"),
        ("mangala-iv", r#"{"start":"random","seed":42}"#),
        ("mangala-iv", r#"{"freeChoice":true}"#),
    ];
    for (variant, options) in games {
        let mut g = GameHandle::new(variant.into(), Some(parse(options))).unwrap();
        // Play the first legal move until the game ends (at most 400 moves).
        for _ in 0..400 {
            let Some(pit) = js_sys::Array::from(&g.legal_moves()).get(0).as_f64() else { break };
            g.play(pit.into()).unwrap();
        }
        let mut from_text = GameHandle::from_text(g.to_text().into()).unwrap();
        assert_eq!(from_text.to_text(), g.to_text());
        assert_same(&mut from_text, &mut GameHandle::from_record(g.record()).unwrap());
        let mut from_record = GameHandle::from_record(g.record()).unwrap();
        assert_same(&mut from_record, &mut g);
    }
}

#[wasm_bindgen_test]
fn a_game_from_a_position_keeps_its_start() {
    let state = r#"{"variant":"al-manqala","pits":[1,0,0,0,0,0,0,1,0,0,0,0,0,7],"captured":[30,30],"toMove":0}"#;
    let mut g = GameHandle::from_state(parse(state)).unwrap();
    g.play(7.into()).unwrap();
    let record = text_of(&g.record());
    assert!(record.contains(r#""start":{"variant":"al-manqala","pits":[1,0,0,0,0,0,0,1,0,0,0,0,0,7]"#), "{record}");
    let mut back = GameHandle::from_record(parse(&record)).unwrap();
    assert_same(&mut back, &mut g);
}

#[wasm_bindgen_test]
fn a_hand_written_file_reads_to_its_moves() {
    // G (7) sows 0, which then holds 2: captured. North's row is empty: North passes, and
    // South must feed it: A (13) sows 12 … 7 and 0, one each.
    let text = "[Variant \"al-manqala\"]\n[Start \"south 7 0 0 0 0 0 1, north 1 0 0 0 0 0 0, piles 30 30, south to move\"]\n\n1. G ×2 — 2. A\n";
    let g = GameHandle::from_text(text.into()).unwrap();
    assert_eq!(
        text_of(&g.moves()),
        r#"[{"player":0,"action":7,"notation":"G ×2","captured":2,"extra":false,"passes":true,"round":null,"end":null},{"player":0,"action":13,"notation":"A","captured":0,"extra":false,"passes":false,"round":null,"end":null}]"#
    );
    assert_eq!(g.to_text(), text);
    assert_eq!(text_of(&g.captured()), "[32,30]");
}

#[wasm_bindgen_test]
fn seats_are_set_read_and_recorded() {
    let mut g = GameHandle::new("mangala-iv".into(), None).unwrap();
    let seats = r#"{"computer":{"player":1,"level":"master"},"ritual":{"south":"hider"}}"#;
    g.set_seats(parse(seats)).unwrap();
    assert_eq!(text_of(&g.seats()), seats);
    assert!(text_of(&g.record()).ends_with(&format!(r#""seats":{seats}}}"#)));
    g.set_seats(parse(r#"{"ritual":"pending"}"#)).unwrap();
    assert_eq!(text_of(&g.seats()), r#"{"computer":null,"ritual":"pending"}"#);
    let back = GameHandle::from_text(g.to_text().into()).unwrap();
    assert_eq!(text_of(&back.seats()), text_of(&g.seats()));
}

/// Asserts that an Error's message names `field` and shows `word` (what was wrong).
fn assert_names(message: &str, field: &str, word: &str) {
    assert!(message.contains(field) && message.contains(word), "{message:?} should name {field} and {word}");
}

#[wasm_bindgen_test]
fn bad_seats_throw_and_change_nothing() {
    let mut g = al_manqala();
    g.play(13.into()).unwrap();
    g.set_seats(parse(r#"{"computer":{"player":0,"level":"strong"}}"#)).unwrap();
    let before = whole(&g);
    let cases = [
        (r#"{"ritual":"pending"}"#, "seats", "only mangala-iv opens with the ritual, not al-manqala"),
        (r#"{"computer":{"player":2,"level":"strong"}}"#, "seats.computer.player", "2"),
        (r#"{"computer":{"player":0,"level":"genius"}}"#, "seats.computer", "genius"),
        (r#"{"computer":{"player":0}}"#, "seats.computer", "level"),
        (r#"{"ritual":{"south":"judge"}}"#, "seats.ritual", "judge"),
        (r#"{"ritual":"done"}"#, "seats.ritual", "done"),
        (r#"{"human":true}"#, "seats.human", "unknown field"),
        ("[]", "seats", "object"),
        ("null", "seats", "object"),
    ];
    for (seats, field, word) in cases {
        assert_names(&thrown(g.set_seats(parse(seats))), field, word);
        assert_eq!(whole(&g), before);
    }
    assert_names(&thrown(g.set_seats(JsValue::UNDEFINED)), "seats", "object");
    assert_eq!(whole(&g), before);
}

#[wasm_bindgen_test]
fn broken_records_name_the_field() {
    let record = |fields: &str| parse(&format!(r#"{{"variant":"al-manqala","actions":[],{fields}}}"#));
    let start = |variant: &str, seeds: u8| {
        record(&format!(
            r#""start":{{"variant":"{variant}","pits":[{}],"captured":[0,0],"toMove":0}}"#,
            vec![seeds.to_string(); 14].join(",")
        ))
    };
    let cases = [
        (parse(r#"{"variant":"chess","actions":[]}"#), "record.variant", "chess"),
        (parse(r#"{"variant":"al-manqala"}"#), "record", "actions"),
        (record(r#""moves":[]"#), "record.moves", "unknown field"),
        (
            parse(r#"{"variant":"al-manqala","actions":[13,13]}"#),
            "record.actions[1]",
            "pit 13 is not in the row of player 1",
        ),
        (parse(r#"{"variant":"al-manqala","actions":["agree",0]}"#), "record.actions[1]", "the game is over"),
        (parse(r#"{"variant":"al-manqala","actions":[1.5]}"#), "record.actions[0]", "1.5"),
        (parse(r#"{"variant":"al-manqala","actions":["pass"]}"#), "record.actions[0]", "pass"),
        (
            parse(r#"{"variant":"mangala-iv","actions":["agree"]}"#),
            "record.actions[0]",
            "only al-manqala ends by agreeing",
        ),
        (record(r#""options":{"rounds":true}"#), "record.options.rounds", "does not apply to al-manqala"),
        (
            parse(r#"{"variant":"mangala-iv","options":{"start":"random"},"actions":[]}"#),
            "record.options.seed",
            "missing",
        ),
        (record(r#""seats":{"ritual":"pending"}"#), "record.seats", "only mangala-iv"),
        (start("mangala-iv", 7), "record.start", "differ from the record's"),
        (start("al-manqala", 9), "record.start", "pits and piles hold 126 seeds, but the game has only 98"),
        (JsValue::NULL, "record", "object"),
    ];
    for (value, field, word) in cases {
        assert_names(&thrown(GameHandle::from_record(value)), field, word);
    }
}

#[wasm_bindgen_test]
fn broken_texts_say_where() {
    assert_eq!(thrown(GameHandle::from_text(42.into())), "text must be a string, got 42");
    assert_eq!(
        thrown(GameHandle::from_text("[Variant \"al-manqala\"]\n1. A 2. B".into())),
        "line 2, column 9: move 2 (B): B is one of South's pits, but North is to move"
    );
    assert_eq!(thrown(GameHandle::from_text("".into())), "line 1, column 1: the game has no [Variant \"...\"] header");
}
