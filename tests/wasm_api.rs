#![cfg(target_arch = "wasm32")]
//! Headless wasm tests of the `Game` handle (docs/game-api.md), driven through JS values the way
//! JavaScript drives it: construction and options, `fromState`/`state`, `play` and its trace
//! (each capture naming its rule, `why`), `undo`, `result`, `agreeCycle`, the facts the page
//! reads (`isForced`, `canAgree`, `Game.optionsOf`), and an `Error` — never a trap — for every
//! kind of bad input, naming the field and the problem.
//!
//! Run with `cargo test --target wasm32-unknown-unknown --test wasm_api` (Node), and in headless
//! Chromium with `CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_USE_BROWSER=1` before it.
//! Every position and expected trace below is worked out by hand from docs/rules.md. Pits: player 1
//! owns 0–6, player 0 owns 7–13; sowing runs 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13.

use std::cmp::Ordering;

use js_sys::{Array, Object, Reflect, JSON};
use mancala_heritage::wasm::GameHandle;
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

// ---------------------------------------------------------------------------------------------
// Helpers: JS values in and out.
// ---------------------------------------------------------------------------------------------

/// Parses JSON text into a JS value, as a page would get it from `JSON.parse`.
fn js(text: &str) -> JsValue {
    JSON::parse(text).unwrap_or_else(|_| panic!("test JSON does not parse: {text}"))
}

/// Returns `JSON.stringify(value)`.
fn json(value: &JsValue) -> String {
    match JSON::stringify(value).ok().and_then(|s| s.as_string()) {
        Some(text) => text,
        None => format!("<{}>", value.js_typeof().as_string().unwrap_or_default()),
    }
}

/// Returns JSON with object keys sorted, so that two values compare as JSON-equal.
fn canon(value: &JsValue) -> String {
    if Array::is_array(value) {
        let items: Vec<String> = Array::from(value).iter().map(|v| canon(&v)).collect();
        format!("[{}]", items.join(","))
    } else if value.is_object() {
        let object: &Object = value.unchecked_ref();
        let mut keys: Vec<String> = Object::keys(object).iter().map(|k| k.as_string().unwrap()).collect();
        keys.sort();
        let items: Vec<String> = keys.iter().map(|k| format!("{:?}:{}", k, canon(&get(value, k)))).collect();
        format!("{{{}}}", items.join(","))
    } else {
        json(value)
    }
}

/// Asserts that two values are JSON-equal (object key order ignored).
fn assert_json_eq(actual: &JsValue, expected: &str) {
    assert_eq!(canon(actual), canon(&js(expected)), "actual {}", json(actual));
}

/// Reads `value[key]`.
fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

/// Returns the own keys of an object, sorted.
fn keys(value: &JsValue) -> Vec<String> {
    let mut keys: Vec<String> =
        Object::keys(value.unchecked_ref::<Object>()).iter().map(|k| k.as_string().unwrap()).collect();
    keys.sort();
    keys
}

/// Reads a JS array of numbers.
fn numbers(value: &JsValue) -> Vec<f64> {
    assert!(Array::is_array(value), "not an array: {}", json(value));
    Array::from(value).iter().map(|v| v.as_f64().expect("a number")).collect()
}

/// Reads a JS array of small non-negative integers.
fn ints(value: &JsValue) -> Vec<u32> {
    numbers(value)
        .into_iter()
        .map(|n| {
            assert!(n >= 0.0 && n.fract() == 0.0, "not a count: {n}");
            n as u32
        })
        .collect()
}

/// Returns the message of a JS `Error` thrown by the handle (and checks that it is one).
fn error_message(error: JsError) -> String {
    let value: JsValue = error.into();
    assert!(value.is_instance_of::<js_sys::Error>(), "not a JS Error: {}", json(&value));
    value.unchecked_ref::<js_sys::Error>().message().as_string().unwrap()
}

fn describe_err(error: JsError) -> String {
    format!("Error: {}", error_message(error))
}

/// `new Game(variant)`.
fn new_game(variant: &str) -> GameHandle {
    GameHandle::new(variant.into(), None).unwrap_or_else(|e| panic!("{}", describe_err(e)))
}

/// `new Game(variant, JSON.parse(options))`.
fn new_game_with(variant: &str, options: &str) -> GameHandle {
    GameHandle::new(variant.into(), Some(js(options)))
        .unwrap_or_else(|e| panic!("new Game({variant:?}, {options}): {}", describe_err(e)))
}

/// `Game.fromState(JSON.parse(state))`.
fn from_state(state: &str) -> GameHandle {
    GameHandle::from_state(js(state)).unwrap_or_else(|e| panic!("fromState({state}): {}", describe_err(e)))
}

/// `g.state()` as JSON with sorted keys.
fn state_of(g: &GameHandle) -> String {
    canon(&g.state())
}

/// Everything a page can read from a game, for "unchanged" checks.
fn snapshot(g: &GameHandle) -> String {
    format!(
        "{} variant={} pits={} captured={} toMove={} legal={} over={} result={}",
        state_of(g),
        g.variant(),
        json(&g.pits()),
        json(&g.captured()),
        g.to_move(),
        json(&g.legal_moves()),
        g.is_over(),
        canon(&g.result()),
    )
}

fn legal(g: &GameHandle) -> Vec<u32> {
    ints(&g.legal_moves())
}

/// `g.play(pit)` that must succeed; returns the trace.
fn play(g: &mut GameHandle, pit: u32) -> JsValue {
    let before = state_of(g);
    g.play(JsValue::from(pit)).unwrap_or_else(|e| panic!("play({pit}) at {before}: {}", describe_err(e)))
}

/// Asserts a trace: `{ player, events }` exactly, events JSON-equal to `events`.
fn assert_trace(trace: &JsValue, player: u8, events: &str) {
    assert_eq!(keys(trace), ["events", "player"], "trace {}", json(trace));
    assert_json_eq(trace, &format!(r#"{{"player":{player},"events":{events}}}"#));
}

/// Asserts that `result` is an Error whose message contains each of `words`; returns it.
fn assert_error<T>(result: Result<T, JsError>, words: &[&str]) -> String {
    match result {
        Ok(_) => panic!("expected an Error naming {words:?}, but the call succeeded"),
        Err(e) => {
            let message = error_message(e);
            for word in words {
                assert!(message.contains(word), "message {message:?} should name {word:?}");
            }
            message
        }
    }
}

/// Checks that the game still plays: it plays a legal move, and undo brings it back.
fn still_plays(g: &mut GameHandle) {
    let before = snapshot(g);
    if g.is_over() {
        assert!(legal(g).is_empty());
        assert!(!g.result().is_null());
        return;
    }
    let moves = legal(g);
    assert!(!moves.is_empty(), "a live game with no legal move: {before}");
    play(g, moves[0]);
    assert!(g.undo());
    assert_eq!(snapshot(g), before);
}

/// Calls `f` on the game, which must throw an Error naming `words`, leave the game exactly as
/// it was, and let it play on.
fn rejects<T>(g: &mut GameHandle, words: &[&str], f: impl FnOnce(&mut GameHandle) -> Result<T, JsError>) {
    let before = snapshot(g);
    assert_error(f(g), words);
    assert_eq!(snapshot(g), before, "the game changed after an error naming {words:?}");
    still_plays(g);
}

/// Checks that the module still works after an error thrown by a constructor: a bystander game
/// is unchanged and plays, and a new game can be made and played.
fn module_still_works(bystander: &mut GameHandle, before: &str) {
    assert_eq!(snapshot(bystander), before);
    still_plays(bystander);
    let mut fresh = new_game("al-manqala");
    play(&mut fresh, 7);
}

/// `new Game(variant, options)` must throw an Error naming `words`.
fn new_rejects(variant: JsValue, options: JsValue, words: &[&str]) {
    let mut bystander = new_game("ali-guli-mane");
    let first = legal(&bystander)[0];
    play(&mut bystander, first);
    let before = snapshot(&bystander);
    assert_error(GameHandle::new(variant, Some(options)), words);
    module_still_works(&mut bystander, &before);
}

/// `Game.fromState(state)` must throw an Error naming `words`.
fn from_state_rejects(state: JsValue, words: &[&str]) {
    let mut bystander = new_game("mangala-iv");
    let before = snapshot(&bystander);
    assert_error(GameHandle::from_state(state), words);
    module_still_works(&mut bystander, &before);
}

fn from_state_rejects_json(state: &str, words: &[&str]) {
    from_state_rejects(js(state), words);
}

/// SplitMix64 as `docs/rules.md#mangala-iv-random-start` and `random.rs` document it (Steele, Lea
/// and Flood), written afresh here: the random start deals 98 seeds, each into pit
/// `(next_u64() * 14) >> 64`.
fn dealt_board(seed: u64) -> Vec<u32> {
    let mut state = seed;
    let mut pits = vec![0u32; 14];
    for _ in 0..98 {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        pits[((u128::from(z) * 14) >> 64) as usize] += 1;
    }
    pits
}

const VARIANTS: [&str; 3] = ["ali-guli-mane", "al-manqala", "mangala-iv"];

// ---------------------------------------------------------------------------------------------
// Construction and options.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn each_variant_starts_with_its_board() {
    for (variant, seeds, options) in [
        ("ali-guli-mane", 5, r#"{"rounds":false}"#),
        ("al-manqala", 7, "{}"),
        ("mangala-iv", 7, r#"{"start":"uniform","freeChoice":false}"#),
    ] {
        for opts in [JsValue::UNDEFINED, JsValue::NULL, js("{}")] {
            let g = GameHandle::new(variant.into(), Some(opts)).unwrap();
            assert_eq!(g.variant(), variant);
            assert_eq!(ints(&g.pits()), vec![seeds; 14]);
            assert_eq!(ints(&g.captured()), vec![0, 0]);
            assert_eq!(g.to_move(), 0);
            assert!(!g.is_over());
            assert!(g.result().is_null());
            // Al-manqala: every pit (no relays). Mangala IV: the forced leftmost pit 13. Ali Guli
            // Mane: player 0's pits whose relayed sowing ends (13's does: worked by hand, it
            // relays from 7, 5, 9 and 4 and ends at the lifted pit 9).
            match variant {
                "al-manqala" => assert_eq!(legal(&g), (7..=13).collect::<Vec<_>>()),
                "mangala-iv" => assert_eq!(legal(&g), vec![13]),
                _ => {
                    let moves = legal(&g);
                    assert!(moves.contains(&13) && moves.iter().all(|p| (7..=13).contains(p)), "{moves:?}");
                }
            }
            assert_json_eq(
                &g.state(),
                &format!(
                    r#"{{"variant":"{variant}","pits":{pits},"captured":[0,0],"toMove":0,
                        "extraSowing":false,"closed":[],"round":1,"roundStarter":0,
                        "options":{options}}}"#,
                    pits = json(&g.pits())
                ),
            );
        }
    }
}

#[wasm_bindgen_test]
fn first_player_option_sets_who_moves_first() {
    for variant in VARIANTS {
        let g = new_game_with(variant, r#"{"firstPlayer":1}"#);
        assert_eq!(g.to_move(), 1);
        assert_eq!(get(&g.state(), "toMove").as_f64(), Some(1.0));
        assert_eq!(get(&g.state(), "roundStarter").as_f64(), Some(1.0));
        let moves = legal(&g);
        match variant {
            "al-manqala" => assert_eq!(moves, (0..=6).collect::<Vec<_>>()),
            "mangala-iv" => assert_eq!(moves, vec![0]),
            _ => assert!(!moves.is_empty() && moves.iter().all(|p| (0..=6).contains(p)), "{moves:?}"),
        }
        let g = new_game_with(variant, r#"{"firstPlayer":0}"#);
        assert_eq!(g.to_move(), 0);
    }
    // Player 1 sows first: pit 0's seven seeds go to 1..6 and 13 (Al-manqala, one lap).
    let mut g = new_game_with("al-manqala", r#"{"firstPlayer":1}"#);
    let trace = play(&mut g, 0);
    assert_eq!(get(&trace, "player").as_f64(), Some(1.0));
    assert_eq!(ints(&g.pits()), vec![0, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 8]);
    assert_eq!(g.to_move(), 0);
}

#[wasm_bindgen_test]
fn rounds_option_shows_in_state() {
    let g = new_game_with("ali-guli-mane", r#"{"rounds":true}"#);
    assert_json_eq(&get(&g.state(), "options"), r#"{"rounds":true}"#);
    assert_json_eq(&get(&g.state(), "closed"), "[]");
    assert_eq!(get(&g.state(), "round").as_f64(), Some(1.0));
    assert_eq!(ints(&g.pits()), vec![5; 14]);
    let g = new_game_with("ali-guli-mane", r#"{"rounds":false,"firstPlayer":0}"#);
    assert_json_eq(&get(&g.state(), "options"), r#"{"rounds":false}"#);
}

#[wasm_bindgen_test]
fn random_start_is_seeded_and_deals_98_seeds() {
    for seed in [0u64, 1, 42, 4_294_967_295, 9_007_199_254_740_991] {
        let options = format!(r#"{{"start":"random","seed":{seed}}}"#);
        let a = new_game_with("mangala-iv", &options);
        let b = new_game_with("mangala-iv", &options);
        let pits = ints(&a.pits());
        assert_eq!(pits, ints(&b.pits()), "same seed, same board");
        assert_eq!(pits.iter().sum::<u32>(), 98);
        assert_eq!(pits, dealt_board(seed), "the documented generator, seed {seed}");
        assert_eq!(ints(&a.captured()), vec![0, 0]);
        assert_json_eq(
            &get(&a.state(), "options"),
            &format!(r#"{{"start":"random","seed":{seed},"freeChoice":false}}"#),
        );
        // The forced move is player 0's leftmost non-empty pit (if the game goes on at all).
        let leftmost = (7..=13).rev().find(|&p| pits[p] > 0).unwrap() as u32;
        assert!(a.is_over() || legal(&a) == vec![leftmost], "{}", json(&a.legal_moves()));
    }
    let a = ints(&new_game_with("mangala-iv", r#"{"start":"random","seed":42}"#).pits());
    let b = ints(&new_game_with("mangala-iv", r#"{"start":"random","seed":43}"#).pits());
    assert_ne!(a, b, "different seeds, different boards");

    // Without a seed, one is drawn and shown in options, so the board can be dealt again.
    let g = new_game_with("mangala-iv", r#"{"start":"random"}"#);
    assert_eq!(ints(&g.pits()).iter().sum::<u32>(), 98);
    let options = get(&g.state(), "options");
    assert_eq!(get(&options, "start").as_string().as_deref(), Some("random"));
    let seed = get(&options, "seed").as_f64().expect("a drawn seed is shown");
    assert!(seed >= 0.0 && seed.fract() == 0.0);
    let again = new_game_with("mangala-iv", &format!(r#"{{"start":"random","seed":{seed}}}"#));
    assert_eq!(ints(&again.pits()), ints(&g.pits()));

    // Explicit uniform start and free choice with a random start.
    let g = new_game_with("mangala-iv", r#"{"start":"uniform"}"#);
    assert_eq!(ints(&g.pits()), vec![7; 14]);
    let g = new_game_with("mangala-iv", r#"{"start":"random","seed":7,"freeChoice":true}"#);
    assert_json_eq(&get(&g.state(), "options"), r#"{"start":"random","seed":7,"freeChoice":true}"#);
    assert_eq!(ints(&g.pits()), dealt_board(7));
}

#[wasm_bindgen_test]
fn free_choice_opens_every_non_empty_pit() {
    // Player 0 has one seed in 8, 10 and 12; each drops into an empty pit (n = 1), so every
    // sowing ends at once. Forced: the leftmost non-empty pit of 13, 12, …, 7 is 12.
    let board = r#""pits":[0,0,0,2,0,0,0, 0,1,0,1,0,1,0],"captured":[0,0],"toMove":0"#;
    let forced = from_state(&format!(r#"{{"variant":"mangala-iv",{board}}}"#));
    assert_eq!(legal(&forced), vec![12]);
    assert_json_eq(&get(&forced.state(), "options"), r#"{"start":"uniform","freeChoice":false}"#);
    let mut free = from_state(&format!(r#"{{"variant":"mangala-iv",{board},"options":{{"freeChoice":true}}}}"#));
    assert_eq!(legal(&free), vec![8, 10, 12]);
    assert_json_eq(&get(&free.state(), "options"), r#"{"start":"uniform","freeChoice":true}"#);
    let trace = play(&mut free, 8);
    assert_trace(&trace, 0, r#"[{"type":"lift","pit":8,"seeds":1},{"type":"drop","pit":7}]"#);
    assert_eq!(free.to_move(), 1);
    // On the opening board too, free choice offers player 0's whole row (if finite).
    let g = new_game_with("mangala-iv", r#"{"freeChoice":true}"#);
    assert!(legal(&g).iter().all(|p| (7..=13).contains(p)) && legal(&g).len() > 1);
}

// ---------------------------------------------------------------------------------------------
// fromState / state.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn state_round_trips_through_from_state_during_games() {
    let setups: [(&str, &str); 7] = [
        ("ali-guli-mane", "{}"),
        ("ali-guli-mane", r#"{"rounds":true}"#),
        ("ali-guli-mane", r#"{"rounds":true,"firstPlayer":1}"#),
        ("al-manqala", "{}"),
        ("mangala-iv", "{}"),
        ("mangala-iv", r#"{"start":"random","seed":2024}"#),
        ("mangala-iv", r#"{"freeChoice":true}"#),
    ];
    for (salt, (variant, options)) in setups.into_iter().enumerate() {
        let mut g = new_game_with(variant, options);
        for i in 0..40 {
            let state = g.state();
            let copy = GameHandle::from_state(state.clone())
                .unwrap_or_else(|e| panic!("{variant} {options}: fromState(state()): {}", describe_err(e)));
            assert_eq!(state_of(&copy), canon(&state), "{variant} {options} move {i}");
            assert_eq!(copy.variant(), variant);
            let moves = legal(&g);
            if g.is_over() {
                // (A finished game's round trip is checked in
                // `finished_games_stay_finished_through_state`.)
                break;
            }
            assert_eq!(legal(&copy), moves, "{variant} {options} move {i}: {}", state_of(&g));
            assert!(!copy.is_over(), "{variant} {options} move {i}");
            play(&mut g, moves[(i * 3 + salt) % moves.len()]);
        }
    }
}

#[wasm_bindgen_test]
fn hand_built_states_round_trip() {
    let states = [
        // Al-manqala mid-game, player 1 to move.
        r#"{"variant":"al-manqala","pits":[0,3,9,1,0,12,4, 8,0,2,7,1,0,5],"captured":[20,26],
            "toMove":1,"extraSowing":false,"closed":[],"round":1,"roundStarter":1,"options":{}}"#,
        // Ali Guli Mane owed an extra sowing.
        r#"{"variant":"ali-guli-mane","pits":[0,1,0,0,2,0,0, 0,0,1,0,1,1,0],"captured":[5,0],
            "toMove":0,"extraSowing":true,"closed":[],"round":1,"roundStarter":0,
            "options":{"rounds":false}}"#,
        // Ali Guli Mane rounds: round 3, started by player 1, pits 5 6 7 8 closed, and an
        // extra sowing pending.
        r#"{"variant":"ali-guli-mane","pits":[4,1,7,3,0,0,0, 0,0,0,1,0,0,6],"captured":[23,20],
            "toMove":0,"extraSowing":true,"closed":[5,6,7,8],"round":3,"roundStarter":1,
            "options":{"rounds":true}}"#,
        // Ali Guli Mane rounds, round 2, no pit closed.
        r#"{"variant":"ali-guli-mane","pits":[5,0,0,3,0,0,0, 0,2,0,0,0,5,0],"captured":[10,20],
            "toMove":1,"extraSowing":false,"closed":[],"round":2,"roundStarter":1,
            "options":{"rounds":true}}"#,
        // Mangala IV, random start option, mid-game.
        r#"{"variant":"mangala-iv","pits":[1,0,6,0,2,0,3, 0,9,1,0,4,0,2],"captured":[30,40],
            "toMove":0,"extraSowing":false,"closed":[],"round":1,"roundStarter":0,
            "options":{"start":"random","seed":99,"freeChoice":false}}"#,
        // Mangala IV, free choice.
        r#"{"variant":"mangala-iv","pits":[1,0,6,0,2,0,3, 0,9,1,0,4,0,2],"captured":[30,40],
            "toMove":1,"extraSowing":false,"closed":[],"round":1,"roundStarter":0,
            "options":{"start":"uniform","freeChoice":true}}"#,
    ];
    for text in states {
        let g = from_state(text);
        assert_eq!(state_of(&g), canon(&js(text)), "state() of fromState({text})");
        let copy = GameHandle::from_state(g.state()).unwrap();
        assert_eq!(snapshot(&copy), snapshot(&g));
        assert!(!g.is_over(), "{text}");
        // A game built from a state has nothing to undo.
        let mut g = g;
        assert!(!g.undo());
        assert_eq!(state_of(&g), canon(&js(text)));
    }
}

#[wasm_bindgen_test]
fn from_state_fills_in_missing_optional_fields() {
    let g =
        from_state(r#"{"variant":"ali-guli-mane","pits":[1,0,0,0,0,0,0, 0,0,0,0,0,0,1],"captured":[0,0],"toMove":1}"#);
    assert_json_eq(
        &g.state(),
        r#"{"variant":"ali-guli-mane","pits":[1,0,0,0,0,0,0, 0,0,0,0,0,0,1],"captured":[0,0],
            "toMove":1,"extraSowing":false,"closed":[],"round":1,"roundStarter":1,
            "options":{"rounds":false}}"#,
    );
    // Undefined optional fields count as missing, null options as defaults.
    let state = js(
        r#"{"variant":"al-manqala","pits":[7,7,7,7,7,7,7, 7,7,7,7,7,7,7],"captured":[0,0],"toMove":0,"options":null}"#,
    );
    Reflect::set(&state, &"extraSowing".into(), &JsValue::UNDEFINED).unwrap();
    Reflect::set(&state, &"round".into(), &JsValue::UNDEFINED).unwrap();
    let g = GameHandle::from_state(state).unwrap_or_else(|e| panic!("{}", describe_err(e)));
    assert_eq!(state_of(&g), state_of(&new_game("al-manqala")));
    // Fewer seeds than the game has is fine (some may have been left unscored).
    let g = from_state(r#"{"variant":"mangala-iv","pits":[1,0,0,0,0,0,0, 0,0,0,0,0,0,1],"captured":[0,0],"toMove":0}"#);
    assert_eq!(legal(&g), vec![13]);
}

// ---------------------------------------------------------------------------------------------
// play and its trace, hand-worked.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn al_manqala_two_capture_chain_across_rows() {
    // Player 0 sows the 3 seeds of pit 9 into 8, 7 and 0. Pit 0 goes 1 -> 2: capture; prev(0)
    // is 7, which went 3 -> 4: capture; prev(7) is 8, which holds 1: the chain stops.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[1,3,0,5,2,0,6, 3,0,3,1,2,0,4],"captured":[10,12],"toMove":0}"#);
    assert_eq!(legal(&g), vec![7, 9, 10, 11, 13]);
    let trace = play(&mut g, 9);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":9,"seeds":3},{"type":"drop","pit":8},{"type":"drop","pit":7},
            {"type":"drop","pit":0},{"type":"capture","pit":0,"seeds":2,"player":0,"why":"last"},
            {"type":"capture","pit":7,"seeds":4,"player":0,"why":"chain"}]"#,
    );
    assert_eq!(ints(&g.pits()), vec![0, 3, 0, 5, 2, 0, 6, 0, 1, 0, 1, 2, 0, 4]);
    assert_eq!(ints(&g.captured()), vec![16, 12]);
    assert_eq!(g.to_move(), 1);
    assert_eq!(legal(&g), vec![1, 3, 4, 6]);
    assert!(g.result().is_null());
}

#[wasm_bindgen_test]
fn al_manqala_sowing_of_more_than_a_lap_includes_the_emptied_pit() {
    // Pit 13's 15 seeds: 12 … 7, 0 … 6 (13 seeds), then 13 itself, then 12 again. Pit 12 goes
    // 2 -> 4: capture; prev(12) = 13 holds 1: the chain stops.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[0,0,0,1,0,0,0, 0,0,0,0,0,2,15],"captured":[0,0],"toMove":0}"#);
    let trace = play(&mut g, 13);
    let drops: Vec<String> = [12, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6, 13, 12]
        .iter()
        .map(|p| format!(r#"{{"type":"drop","pit":{p}}}"#))
        .collect();
    assert_trace(
        &trace,
        0,
        &format!(
            r#"[{{"type":"lift","pit":13,"seeds":15}},{},{{"type":"capture","pit":12,"seeds":4,"player":0,"why":"last"}}]"#,
            drops.join(",")
        ),
    );
    assert_eq!(ints(&g.pits()), vec![1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1]);
    assert_eq!(ints(&g.captured()), vec![4, 0]);
}

#[wasm_bindgen_test]
fn al_manqala_pass_then_feeding_rule() {
    // Player 0 sows pit 7 into 0 (1 -> 2) and captures it; prev(0) = 7 is empty. Player 1's row
    // is then empty: player 1 passes, and player 0 must feed. Pit 13 (2 seeds) stays in the
    // row; pit 9 (3 seeds: 8, 7, 0) reaches it.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[1,0,0,0,0,0,0, 1,0,3,0,0,0,2],"captured":[10,10],"toMove":0}"#);
    let trace = play(&mut g, 7);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":7,"seeds":1},{"type":"drop","pit":0},
            {"type":"capture","pit":0,"seeds":2,"player":0,"why":"last"},{"type":"pass","player":1}]"#,
    );
    assert_eq!(g.to_move(), 0);
    assert_eq!(legal(&g), vec![9]);
    rejects(&mut g, &["pit 13", "opponent's row is empty"], |g| g.play(13.into()));
    let trace = play(&mut g, 9);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":9,"seeds":3},{"type":"drop","pit":8},{"type":"drop","pit":7},
            {"type":"drop","pit":0}]"#,
    );
    assert_eq!(g.to_move(), 1);
}

#[wasm_bindgen_test]
fn ali_guli_mane_relay_saada_capture_and_one_extra_sowing() {
    // Player 0 sows pit 13 (2) into 12, 11; next(11) = 10 holds 1: relay into 9; next(9) = 8
    // is empty: saada at 8; capture next(8) = 7 (2) and its opposite 0 (3); extra sowing.
    let mut g =
        from_state(r#"{"variant":"ali-guli-mane","pits":[3,1,0,0,2,0,0, 2,0,0,1,0,0,2],"captured":[0,0],"toMove":0}"#);
    let trace = play(&mut g, 13);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":13,"seeds":2},{"type":"drop","pit":12},{"type":"drop","pit":11},
            {"type":"relay","pit":10,"seeds":1},{"type":"drop","pit":9},{"type":"saada","pit":8},
            {"type":"capture","pit":7,"seeds":2,"player":0,"why":"saada"},
            {"type":"capture","pit":0,"seeds":3,"player":0,"why":"facing"},{"type":"extra"}]"#,
    );
    let pending = r#"{"variant":"ali-guli-mane","pits":[0,1,0,0,2,0,0, 0,0,1,0,1,1,0],
        "captured":[5,0],"toMove":0,"extraSowing":true,"closed":[],"round":1,"roundStarter":0,
        "options":{"rounds":false}}"#;
    assert_json_eq(&g.state(), pending);
    assert_eq!(legal(&g), vec![9, 11, 12]);
    // The pending extra sowing survives fromState(state()).
    let copy = GameHandle::from_state(g.state()).unwrap();
    assert_eq!(state_of(&copy), canon(&js(pending)));
    // The extra sowing: 12 into 11; next(11) = 10 is empty: saada; capture next(10) = 9 (1)
    // and its opposite 2 (empty). It captured, but there is no third sowing.
    let trace = play(&mut g, 12);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":12,"seeds":1},{"type":"drop","pit":11},{"type":"saada","pit":10},
            {"type":"capture","pit":9,"seeds":1,"player":0,"why":"saada"}]"#,
    );
    assert_json_eq(
        &g.state(),
        r#"{"variant":"ali-guli-mane","pits":[0,1,0,0,2,0,0, 0,0,0,0,2,0,0],"captured":[6,0],
            "toMove":1,"extraSowing":false,"closed":[],"round":1,"roundStarter":0,
            "options":{"rounds":false}}"#,
    );
    assert_eq!(legal(&g), vec![1, 4]);
}

#[wasm_bindgen_test]
fn ali_guli_mane_rounds_sowing_skips_closed_pits() {
    // Round 3, pits 5 6 7 8 closed. Player 0 sows 12 (2) into 11, 10; next open after 10 is 9
    // (4): relay; 8 and 7 are closed, so 0, 1, 2, 3; next 4 holds 1: relay; 5 and 6 are closed,
    // so 13; next(13) = 12 is empty: saada at 12; capture 11 (8) and its opposite 4 (empty).
    let mut g = from_state(
        r#"{"variant":"ali-guli-mane","pits":[3,0,6,2,1,0,0, 0,0,4,0,7,2,5],"captured":[15,20],
            "toMove":0,"closed":[5,6,7,8],"round":3,"roundStarter":1,"options":{"rounds":true}}"#,
    );
    rejects(&mut g, &["pit 8", "closed"], |g| g.play(8.into()));
    let trace = play(&mut g, 12);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":12,"seeds":2},{"type":"drop","pit":11},{"type":"drop","pit":10},
            {"type":"relay","pit":9,"seeds":4},{"type":"drop","pit":0},{"type":"drop","pit":1},
            {"type":"drop","pit":2},{"type":"drop","pit":3},{"type":"relay","pit":4,"seeds":1},
            {"type":"drop","pit":13},{"type":"saada","pit":12},
            {"type":"capture","pit":11,"seeds":8,"player":0,"why":"saada"},{"type":"extra"}]"#,
    );
    assert_json_eq(
        &g.state(),
        r#"{"variant":"ali-guli-mane","pits":[4,1,7,3,0,0,0, 0,0,0,1,0,0,6],"captured":[23,20],
            "toMove":0,"extraSowing":true,"closed":[5,6,7,8],"round":3,"roundStarter":1,
            "options":{"rounds":true}}"#,
    );
    let copy = GameHandle::from_state(g.state()).unwrap();
    assert_eq!(snapshot(&copy), snapshot(&g));
}

#[wasm_bindgen_test]
fn mangala_iv_relay_and_chain_with_opposite_pits() {
    // Forced pit 13 (1) into 12 (2 -> 3): relay 3 into 11 (3 -> 4), 10 (1 -> 2), 9 (1 -> 2).
    // 9 holds 2: capture. The chain, read before removal: 9 (2), 10 (2), 11 (4); 12 was lifted.
    // Each chain pit and its opposite: 9 and 2 (1), 10 and 3 (empty), 11 and 4 (5).
    let mut g =
        from_state(r#"{"variant":"mangala-iv","pits":[1,0,1,0,5,0,0, 0,0,1,1,3,2,1],"captured":[3,4],"toMove":0}"#);
    assert_eq!(legal(&g), vec![13]);
    let trace = play(&mut g, 13);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":13,"seeds":1},{"type":"drop","pit":12},
            {"type":"relay","pit":12,"seeds":3},{"type":"drop","pit":11},{"type":"drop","pit":10},
            {"type":"drop","pit":9},{"type":"capture","pit":9,"seeds":2,"player":0,"why":"last"},
            {"type":"capture","pit":2,"seeds":1,"player":0,"why":"facing"},
            {"type":"capture","pit":10,"seeds":2,"player":0,"why":"chain"},
            {"type":"capture","pit":11,"seeds":4,"player":0,"why":"chain"},
            {"type":"capture","pit":4,"seeds":5,"player":0,"why":"facing"}]"#,
    );
    assert_eq!(ints(&g.pits()), vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(ints(&g.captured()), vec![17, 4]);
    assert_eq!(g.to_move(), 1);
    assert_eq!(legal(&g), vec![0]);
}

#[wasm_bindgen_test]
fn mangala_iv_forced_pit_is_the_only_legal_move() {
    let mut g =
        from_state(r#"{"variant":"mangala-iv","pits":[0,0,0,2,0,0,0, 0,1,0,1,0,1,0],"captured":[0,0],"toMove":0}"#);
    assert_eq!(legal(&g), vec![12]);
    rejects(&mut g, &["pit 8", "forced", "12"], |g| g.play(8.into()));
    rejects(&mut g, &["pit 10", "forced", "12"], |g| g.play(10.into()));
    // 12 into 11 (empty, now 1): the move ends. Player 1's forced pit is 3.
    let trace = play(&mut g, 12);
    assert_trace(&trace, 0, r#"[{"type":"lift","pit":12,"seeds":1},{"type":"drop","pit":11}]"#);
    assert_eq!(legal(&g), vec![3]);
    // From the opening board, every position of a forced game offers exactly one move.
    let mut g = new_game("mangala-iv");
    for _ in 0..30 {
        let moves = legal(&g);
        if g.is_over() {
            assert!(moves.is_empty());
            break;
        }
        assert_eq!(moves.len(), 1);
        let pits = ints(&g.pits());
        let row: Vec<usize> = if g.to_move() == 0 { (7..=13).rev().collect() } else { (0..=6).collect() };
        let leftmost = row.into_iter().find(|&p| pits[p] > 0).unwrap() as u32;
        assert_eq!(moves, vec![leftmost]);
        play(&mut g, leftmost);
    }
}

#[wasm_bindgen_test]
fn legal_moves_are_ascending_and_in_the_movers_row() {
    for (salt, variant) in VARIANTS.into_iter().enumerate() {
        for options in ["{}", r#"{"firstPlayer":1}"#] {
            let mut g = new_game_with(variant, options);
            for i in 0..60 {
                let moves = legal(&g);
                if moves.is_empty() {
                    assert!(g.is_over());
                    break;
                }
                assert!(moves.windows(2).all(|w| w[0] < w[1]), "{variant}: {moves:?}");
                let pits = ints(&g.pits());
                for &m in &moves {
                    assert!(pits[m as usize] > 0);
                    assert_eq!(if m < 7 { 1 } else { 0 }, g.to_move(), "{variant}: {moves:?}");
                }
                play(&mut g, moves[(i + salt) % moves.len()]);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// undo.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn undo_restores_each_state_exactly() {
    for (salt, (variant, options)) in [
        ("ali-guli-mane", "{}"),
        ("ali-guli-mane", r#"{"rounds":true}"#),
        ("al-manqala", "{}"),
        ("mangala-iv", r#"{"start":"random","seed":5}"#),
        ("mangala-iv", r#"{"freeChoice":true}"#),
    ]
    .into_iter()
    .enumerate()
    {
        let mut g = new_game_with(variant, options);
        assert!(!g.undo(), "nothing to undo at the start");
        let mut snapshots = vec![snapshot(&g)];
        for i in 0..25 {
            let moves = legal(&g);
            if moves.is_empty() {
                break;
            }
            play(&mut g, moves[(i * 7 + salt) % moves.len()]);
            snapshots.push(snapshot(&g));
        }
        assert!(snapshots.len() > 5, "{variant}: the game should last a while");
        snapshots.pop();
        while let Some(before) = snapshots.pop() {
            assert!(g.undo(), "{variant}");
            assert_eq!(snapshot(&g), before, "{variant} {options}");
        }
        assert!(!g.undo(), "{variant}: back at the start");
        assert_eq!(state_of(&g), state_of(&new_game_with(variant, options)));
        // And it plays again.
        still_plays(&mut g);
    }
}

// ---------------------------------------------------------------------------------------------
// result and the ends of games.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn al_manqala_fifty_wins() {
    // Player 0 has 48; pit 8's seed goes into 7 (1 -> 2): capture 2, prev(7) = 8 is empty.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[0,0,0,2,0,0,0, 1,1,0,0,0,0,1],"captured":[48,30],"toMove":0}"#);
    assert!(g.result().is_null());
    assert!(!g.is_over());
    let before = snapshot(&g);
    let trace = play(&mut g, 8);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":8,"seeds":1},{"type":"drop","pit":7},
            {"type":"capture","pit":7,"seeds":2,"player":0,"why":"last"},{"type":"end","reason":"fifty"}]"#,
    );
    assert!(g.is_over());
    assert_json_eq(&g.result(), r#"{"winner":0,"captured":[50,30],"reason":"fifty"}"#);
    assert_eq!(keys(&g.result()), ["captured", "reason", "winner"]);
    assert!(legal(&g).is_empty());
    assert_eq!(ints(&g.pits()), vec![0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    // Any move after the end is an Error, and so is agreeing to a cycle.
    for pit in [13, 3, 8, 0] {
        rejects(&mut g, &["game is over"], |g| g.play(pit.into()));
    }
    rejects(&mut g, &["game is over"], |g| g.agree_cycle());
    assert!(g.undo());
    assert_eq!(snapshot(&g), before);
    assert!(g.result().is_null());
}

#[wasm_bindgen_test]
fn al_manqala_empty_board_ends() {
    // 7's seed into 0 (1 -> 2): capture; prev(0) = 7 was lifted. The board is empty: 22 to 30.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[1,0,0,0,0,0,0, 1,0,0,0,0,0,0],"captured":[20,30],"toMove":0}"#);
    let trace = play(&mut g, 7);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":7,"seeds":1},{"type":"drop","pit":0},
            {"type":"capture","pit":0,"seeds":2,"player":0,"why":"last"},{"type":"end","reason":"empty"}]"#,
    );
    assert_json_eq(&g.result(), r#"{"winner":1,"captured":[22,30],"reason":"empty"}"#);
}

#[wasm_bindgen_test]
fn al_manqala_starved_player_takes_the_board() {
    // Built already starved: player 1's row is empty and neither 13 (1) nor 9 (2) reaches it;
    // player 1 takes the 3 seeds left.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[0,0,0,0,0,0,0, 0,0,2,0,0,0,1],"captured":[10,5],"toMove":0}"#);
    assert!(g.is_over());
    assert_json_eq(&g.result(), r#"{"winner":0,"captured":[10,8],"reason":"starved"}"#);
    assert_eq!(ints(&g.pits()), vec![0; 14]);
    assert!(!g.undo());
    rejects(&mut g, &["game is over"], |g| g.play(9.into()));

    // Starved by a move: player 1 sows 6 into 13 (1 -> 2) and captures it; prev(13) = 6 was
    // lifted. Player 1's row is empty, player 0's only pit 9 (2) can't reach it: player 1 takes 9.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[0,0,0,0,0,0,1, 0,0,2,0,0,0,1],"captured":[10,5],"toMove":1}"#);
    let trace = play(&mut g, 6);
    assert_trace(
        &trace,
        1,
        r#"[{"type":"lift","pit":6,"seeds":1},{"type":"drop","pit":13},
            {"type":"capture","pit":13,"seeds":2,"player":1,"why":"last"},
            {"type":"capture","pit":9,"seeds":2,"player":1,"why":"starved"},{"type":"end","reason":"starved"}]"#,
    );
    assert_json_eq(&g.result(), r#"{"winner":0,"captured":[10,9],"reason":"starved"}"#);
}

#[wasm_bindgen_test]
fn ali_guli_mane_stuck_collects_rows() {
    // Player 0 sows 8 into 7; next(7) = 0 is empty: saada at 0; next(0) = 1 and its opposite 8
    // are empty. Player 1 has no seed: the game ends; player 0 collects 12 (3) and 7 (1).
    let board = r#""pits":[0,0,0,0,0,0,0, 0,1,0,0,0,3,0],"toMove":0"#;
    let mut g = from_state(&format!(r#"{{"variant":"ali-guli-mane",{board},"captured":[30,35]}}"#));
    assert_eq!(legal(&g), vec![8, 12]);
    let trace = play(&mut g, 8);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":8,"seeds":1},{"type":"drop","pit":7},{"type":"saada","pit":0},
            {"type":"capture","pit":12,"seeds":3,"player":0,"why":"row"},
            {"type":"capture","pit":7,"seeds":1,"player":0,"why":"row"},{"type":"end","reason":"stuck"}]"#,
    );
    assert_json_eq(&g.result(), r#"{"winner":1,"captured":[34,35],"reason":"stuck"}"#);
    assert_eq!(ints(&g.pits()), vec![0; 14]);

    // Equal piles draw.
    let mut g = from_state(&format!(r#"{{"variant":"ali-guli-mane",{board},"captured":[31,35]}}"#));
    play(&mut g, 8);
    assert_json_eq(&g.result(), r#"{"winner":null,"captured":[35,35],"reason":"stuck"}"#);
}

#[wasm_bindgen_test]
fn ali_guli_mane_rounds_next_round_and_match() {
    // Same ending, with rounds. After collecting, player 0 has 6 + 4 = 10 (fills 13, 12) and
    // player 1 has 10 (fills 0, 1); the rest is closed. Round 2 is started by player 1.
    let board = r#""pits":[0,0,0,0,0,0,0, 0,1,0,0,0,3,0],"toMove":0,"options":{"rounds":true}"#;
    let mut g = from_state(&format!(r#"{{"variant":"ali-guli-mane",{board},"captured":[6,10]}}"#));
    let trace = play(&mut g, 8);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":8,"seeds":1},{"type":"drop","pit":7},{"type":"saada","pit":0},
            {"type":"capture","pit":12,"seeds":3,"player":0,"why":"row"},
            {"type":"capture","pit":7,"seeds":1,"player":0,"why":"row"},
            {"type":"round","number":2,"closed":[2,3,4,5,6,7,8,9,10,11],"reason":"stuck",
             "captured":[10,10],"winner":null}]"#,
    );
    assert!(g.result().is_null());
    assert_json_eq(
        &g.state(),
        r#"{"variant":"ali-guli-mane","pits":[5,5,0,0,0,0,0, 0,0,0,0,0,5,5],"captured":[0,0],
            "toMove":1,"extraSowing":false,"closed":[2,3,4,5,6,7,8,9,10,11],"round":2,
            "roundStarter":1,"options":{"rounds":true}}"#,
    );
    // Both sowings of the ring 0 -> 1 -> 13 -> 12 -> 0 end (worked by hand).
    assert_eq!(legal(&g), vec![0, 1]);
    let copy = GameHandle::from_state(g.state()).unwrap();
    assert_eq!(snapshot(&copy), snapshot(&g));
    assert!(g.undo());
    assert_eq!(get(&g.state(), "round").as_f64(), Some(1.0));

    // The round's winner is the larger pile of the round: 6 + 4 = 10 against 9 is player 0's
    // round (13, 12 and 0 filled, 4 seeds left in player 1's pile); 1 + 4 = 5 against 12 is
    // player 1's (13, and 0 and 1 filled, 2 left).
    for (captured, round_piles, winner, pits, piles, closed) in [
        ("[6,9]", "[10,9]", "0", "[5,0,0,0,0,0,0, 0,0,0,0,0,5,5]", "[0,4]", "[1,2,3,4,5,6,7,8,9,10,11]"),
        ("[1,12]", "[5,12]", "1", "[5,5,0,0,0,0,0, 0,0,0,0,0,0,5]", "[0,2]", "[2,3,4,5,6,7,8,9,10,11,12]"),
    ] {
        let mut g = from_state(&format!(r#"{{"variant":"ali-guli-mane",{board},"captured":{captured}}}"#));
        let events = Array::from(&get(&play(&mut g, 8), "events"));
        assert_json_eq(
            &events.get(events.length() - 1),
            &format!(
                r#"{{"type":"round","number":2,"closed":{closed},"reason":"stuck","captured":{round_piles},
                    "winner":{winner}}}"#
            ),
        );
        assert_json_eq(&g.pits(), pits);
        assert_json_eq(&g.captured(), piles);
    }

    // Player 1 ends with 3 seeds: not one pit can be filled, player 0 wins the match.
    let mut g = from_state(&format!(r#"{{"variant":"ali-guli-mane",{board},"captured":[62,3]}}"#));
    let trace = play(&mut g, 8);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":8,"seeds":1},{"type":"drop","pit":7},{"type":"saada","pit":0},
            {"type":"capture","pit":12,"seeds":3,"player":0,"why":"row"},
            {"type":"capture","pit":7,"seeds":1,"player":0,"why":"row"},{"type":"end","reason":"match"}]"#,
    );
    assert_json_eq(&g.result(), r#"{"winner":0,"captured":[66,3],"reason":"match"}"#);
}

#[wasm_bindgen_test]
fn mangala_iv_empty_board_ends() {
    // 13's seed into 12 (1 -> 2): capture 12 and its opposite 5 (3); prev(12) = 13 was lifted.
    let mut g =
        from_state(r#"{"variant":"mangala-iv","pits":[0,0,0,0,0,3,0, 0,0,0,0,0,1,1],"captured":[10,20],"toMove":0}"#);
    let trace = play(&mut g, 13);
    assert_trace(
        &trace,
        0,
        r#"[{"type":"lift","pit":13,"seeds":1},{"type":"drop","pit":12},
            {"type":"capture","pit":12,"seeds":2,"player":0,"why":"last"},
            {"type":"capture","pit":5,"seeds":3,"player":0,"why":"facing"},{"type":"end","reason":"empty"}]"#,
    );
    assert_json_eq(&g.result(), r#"{"winner":1,"captured":[15,20],"reason":"empty"}"#);
}

#[wasm_bindgen_test]
fn mangala_iv_lone_seed_cycles_at_first_repetition_or_third_with_free_choice() {
    // One seed goes round the board: 13 -> 12 -> … -> 7 -> 0 -> … -> 6 -> 13, the player
    // without seeds passing each time. After 14 moves the start position is back.
    let start = r#""pits":[0,0,0,0,0,0,0, 0,0,0,0,0,0,1],"captured":[40,40],"toMove":0"#;
    for (options, laps) in [("{}", 1), (r#"{"freeChoice":true}"#, 2)] {
        let mut g = from_state(&format!(r#"{{"variant":"mangala-iv",{start},"options":{options}}}"#));
        let order: Vec<u32> = (7..=13).rev().chain(0..=6).collect();
        for lap in 0..laps {
            for (i, &pit) in order.iter().enumerate() {
                assert!(g.result().is_null(), "lap {lap} move {i}");
                assert_eq!(legal(&g), vec![pit]);
                let trace = play(&mut g, pit);
                let to = if pit == 6 {
                    13
                } else if pit == 7 {
                    0
                } else if pit > 7 {
                    pit - 1
                } else {
                    pit + 1
                };
                let mover = if pit >= 7 { 0 } else { 1 };
                let lift_drop = format!(r#"{{"type":"lift","pit":{pit},"seeds":1}},{{"type":"drop","pit":{to}}}"#);
                let last = lap + 1 == laps && pit == 6;
                let expected = if last {
                    format!(r#"[{lift_drop},{{"type":"end","reason":"cycle"}}]"#)
                } else if pit == 7 || pit == 6 {
                    format!("[{lift_drop}]")
                } else {
                    format!(r#"[{lift_drop},{{"type":"pass","player":{}}}]"#, 1 - mover)
                };
                assert_trace(&trace, mover, &expected);
                if !last {
                    // After a pass, toMove is already the player who moves next.
                    assert_eq!(g.to_move(), if (7..=13).contains(&to) { 0 } else { 1 });
                }
            }
        }
        // The lone seed can't be divided: it stays unscored; 40–40 is a draw.
        assert_json_eq(&g.result(), r#"{"winner":null,"captured":[40,40],"reason":"cycle"}"#);
        assert_eq!(ints(&g.pits()).iter().sum::<u32>(), 1);
    }
}

#[wasm_bindgen_test]
fn finished_games_stay_finished_through_state() {
    // `Game.fromState(g.state())` is the same position (docs/game-api.md), and a page that saves a
    // finished game and loads it again must get a finished game back. Endings the board shows
    // (stuck, fifty, starved, empty, match) come back by themselves; check every kind.
    let mut finished = Vec::new();
    // Mangala IV cycle: the lone seed's 14 moves bring back the start; it stays on the board.
    let mut g =
        from_state(r#"{"variant":"mangala-iv","pits":[0,0,0,0,0,0,0, 0,0,0,0,0,0,1],"captured":[40,40],"toMove":0}"#);
    for pit in (7..=13).rev().chain(0..=6) {
        play(&mut g, pit);
    }
    finished.push(g);
    // Al-manqala by agreement, 9 seeds: one stays on the board.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[1,0,0,0,1,0,0, 0,0,0,3,1,0,3],"captured":[20,25],"toMove":0}"#);
    g.agree_cycle().unwrap();
    finished.push(g);
    // Al-manqala fifty, with seeds left on the board.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[0,0,0,2,0,0,0, 1,1,0,0,0,0,1],"captured":[48,30],"toMove":0}"#);
    play(&mut g, 8);
    finished.push(g);
    // Ali Guli Mane stuck.
    let mut g = from_state(
        r#"{"variant":"ali-guli-mane","pits":[0,0,0,0,0,0,0, 0,1,0,0,0,3,0],"toMove":0,"captured":[30,35]}"#,
    );
    play(&mut g, 8);
    finished.push(g);
    let mut revived = Vec::new();
    for g in finished {
        assert!(g.is_over());
        let copy = GameHandle::from_state(g.state()).unwrap();
        if state_of(&copy) != state_of(&g) || canon(&copy.result()) != canon(&g.result()) {
            revived.push(format!(
                "ended {} at {}, but fromState(state()) gives {} with result {} and legal moves {:?}",
                canon(&g.result()),
                state_of(&g),
                state_of(&copy),
                canon(&copy.result()),
                legal(&copy)
            ));
        }
    }
    assert!(revived.is_empty(), "finished games not finished after a round trip: {revived:#?}");
}

// ---------------------------------------------------------------------------------------------
// agreeCycle.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn al_manqala_agreed_cycle_divides_equally() {
    // 9 seeds on the board: 4 each, one left unscored.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[1,0,0,0,1,0,0, 0,0,0,3,1,0,3],"captured":[20,25],"toMove":0}"#);
    let before = snapshot(&g);
    let trace: JsValue = g.agree_cycle().unwrap_or_else(|e| panic!("{}", describe_err(e)));
    assert_eq!(keys(&trace), ["events", "player"]);
    let events = Array::from(&get(&trace, "events"));
    let mut taken = [0u32; 2];
    for (i, e) in events.iter().enumerate() {
        let kind = get(&e, "type").as_string().unwrap();
        if i + 1 == events.length() as usize {
            assert_json_eq(&e, r#"{"type":"end","reason":"agreed"}"#);
        } else {
            assert_eq!(kind, "capture", "{}", json(&e));
            let player = get(&e, "player").as_f64().unwrap() as usize;
            taken[player] += get(&e, "seeds").as_f64().unwrap() as u32;
        }
    }
    assert_eq!(taken, [4, 4]);
    // Each takes from their own row in sowing order first: player 0 takes 3 from 13 and 1 from
    // 11; player 1 takes 1 from 0 and 1 from 4, then 2 from player 0's row, at 10 (3 -> 1).
    assert_trace(
        &trace,
        0,
        r#"[{"type":"capture","pit":13,"seeds":3,"player":0,"why":"division"},
            {"type":"capture","pit":11,"seeds":1,"player":0,"why":"division"},
            {"type":"capture","pit":0,"seeds":1,"player":1,"why":"division"},
            {"type":"capture","pit":4,"seeds":1,"player":1,"why":"division"},
            {"type":"capture","pit":10,"seeds":2,"player":1,"why":"division"},
            {"type":"end","reason":"agreed"}]"#,
    );
    assert_json_eq(&g.result(), r#"{"winner":1,"captured":[24,29],"reason":"agreed"}"#);
    assert_eq!(ints(&g.pits()).iter().sum::<u32>(), 1);
    assert!(legal(&g).is_empty());
    rejects(&mut g, &["game is over"], |g| g.play(13.into()));
    rejects(&mut g, &["game is over"], |g| g.agree_cycle());
    assert!(g.undo());
    assert_eq!(snapshot(&g), before);

    // From the opening board: 98 seeds, 49 each, a draw.
    let mut g = new_game("al-manqala");
    play(&mut g, 10);
    g.agree_cycle().unwrap();
    assert_json_eq(&g.result(), r#"{"winner":null,"captured":[49,49],"reason":"agreed"}"#);
}

#[wasm_bindgen_test]
fn agree_cycle_is_an_error_on_other_variants() {
    for variant in ["ali-guli-mane", "mangala-iv"] {
        let mut g = new_game(variant);
        rejects(&mut g, &["al-manqala", variant], |g| g.agree_cycle());
        let moves = legal(&g);
        play(&mut g, moves[0]);
        rejects(&mut g, &["al-manqala"], |g| g.agree_cycle());
    }
}

// ---------------------------------------------------------------------------------------------
// Facts the page reads instead of re-deriving rules: isForced, canAgree, optionsOf.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn is_forced_only_in_traditional_mangala_iv() {
    assert!(new_game("mangala-iv").is_forced());
    assert!(new_game_with("mangala-iv", r#"{"start":"random","seed":5}"#).is_forced());
    assert!(!new_game_with("mangala-iv", r#"{"freeChoice":true}"#).is_forced());
    assert!(!new_game("al-manqala").is_forced());
    assert!(!new_game_with("ali-guli-mane", r#"{"rounds":true}"#).is_forced());
    // It is a fact of the rules, the same through a game: every position offers one move.
    let mut g = new_game("mangala-iv");
    for _ in 0..10 {
        assert!(g.is_forced());
        assert_eq!(legal(&g).len(), 1);
        let pit = legal(&g)[0];
        play(&mut g, pit);
    }
}

#[wasm_bindgen_test]
fn can_agree_only_in_al_manqala_while_it_goes_on() {
    assert!(!new_game("ali-guli-mane").can_agree());
    assert!(!new_game("mangala-iv").can_agree());
    let mut g = new_game("al-manqala");
    assert!(g.can_agree());
    play(&mut g, 10);
    assert!(g.can_agree());
    g.agree_cycle().unwrap();
    assert!(!g.can_agree());
    assert!(g.undo());
    assert!(g.can_agree());
    // Finished another way: the 7 of pit 7 into 0 (1 -> 2) empties the board.
    let g =
        from_state(r#"{"variant":"al-manqala","pits":[1,0,0,0,0,0,0, 1,0,0,0,0,0,0],"captured":[20,30],"toMove":0}"#);
    assert!(g.can_agree());
    let mut g = g;
    play(&mut g, 7);
    assert!(g.is_over() && !g.can_agree());
}

#[wasm_bindgen_test]
fn options_of_lists_each_games_options_with_kind_and_default() {
    let first = r#"{"name":"firstPlayer","kind":"choice","values":[0,1],"default":0}"#;
    assert_json_eq(
        &GameHandle::options_of("ali-guli-mane".into()).unwrap(),
        &format!(r#"[{first},{{"name":"rounds","kind":"boolean","default":false}}]"#),
    );
    assert_json_eq(&GameHandle::options_of("al-manqala".into()).unwrap(), &format!("[{first}]"));
    assert_json_eq(
        &GameHandle::options_of("mangala-iv".into()).unwrap(),
        &format!(
            r#"[{first},{{"name":"start","kind":"choice","values":["uniform","random"],"default":"uniform"}},
                {{"name":"seed","kind":"integer","min":0,"max":9007199254740991,
                  "when":{{"option":"start","value":"random"}},"default":null}},
                {{"name":"freeChoice","kind":"boolean","default":false}}]"#
        ),
    );
    // Each option listed is one `new Game` takes, and its default is what a game starts with.
    for variant in VARIANTS {
        let list = Array::from(&GameHandle::options_of(variant.into()).unwrap());
        for option in list.iter() {
            let name = get(&option, "name").as_string().unwrap();
            let default = get(&option, "default");
            if default.is_null() {
                continue;
            }
            let g = new_game_with(variant, &format!(r#"{{"{name}":{}}}"#, json(&default)));
            assert_eq!(state_of(&g), state_of(&new_game(variant)), "{variant} {name}");
        }
    }
    // The seed's bounds are what `new Game` takes: 2^53 - 1 is a seed, 2^53 and -1 are not.
    new_game_with("mangala-iv", r#"{"start":"random","seed":9007199254740991}"#);
    new_game_with("mangala-iv", r#"{"start":"random","seed":0}"#);
    for seed in ["9007199254740992", "-1"] {
        let options = js(&format!(r#"{{"start":"random","seed":{seed}}}"#));
        assert_error(GameHandle::new("mangala-iv".into(), Some(options)), &["seed", "9007199254740991"]);
    }
    // ... and only with a random start, as `when` says.
    assert_error(GameHandle::new("mangala-iv".into(), Some(js(r#"{"seed":3}"#))), &["seed", "random"]);
    assert_error(GameHandle::options_of("chess".into()), &["variant", "chess"]);
    assert_error(GameHandle::options_of(JsValue::UNDEFINED), &["variant", "undefined"]);
}

#[wasm_bindgen_test]
fn capture_events_name_their_rule_through_the_handle() {
    // Every capture of many random games carries one of the seven reasons, and each game's own.
    let allowed = [
        ("ali-guli-mane", &["saada", "facing", "row"][..]),
        ("al-manqala", &["last", "chain", "starved", "division"][..]),
        ("mangala-iv", &["last", "chain", "facing", "division"][..]),
    ];
    for (variant, whys) in allowed {
        let mut g = new_game_with(variant, if variant == "mangala-iv" { r#"{"freeChoice":true}"# } else { "{}" });
        for i in 0..300 {
            if g.is_over() {
                break;
            }
            let moves = legal(&g);
            let trace = play(&mut g, moves[(i * 7) % moves.len()]);
            for event in Array::from(&get(&trace, "events")).iter() {
                if get(&event, "type").as_string().as_deref() == Some("capture") {
                    let why = get(&event, "why").as_string().unwrap_or_default();
                    assert!(whys.contains(&why.as_str()), "{variant}: {}", json(&event));
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Errors, never traps: construction.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn new_game_rejects_bad_variants() {
    new_rejects("chess".into(), JsValue::UNDEFINED, &["chess", "al-manqala"]);
    new_rejects("".into(), JsValue::UNDEFINED, &["variant"]);
    new_rejects("Al-Manqala".into(), JsValue::UNDEFINED, &["Al-Manqala"]);
    new_rejects(5.into(), JsValue::UNDEFINED, &["variant", "5"]);
    new_rejects(JsValue::UNDEFINED, JsValue::UNDEFINED, &["variant", "undefined"]);
    new_rejects(JsValue::NULL, JsValue::UNDEFINED, &["variant", "null"]);
    new_rejects(js(r#"["al-manqala"]"#), JsValue::UNDEFINED, &["variant"]);
    new_rejects(js(r#"{"variant":"al-manqala"}"#), JsValue::UNDEFINED, &["variant"]);
}

#[wasm_bindgen_test]
fn new_game_rejects_bad_options() {
    let bad: [(&str, &str, &[&str]); 20] = [
        ("al-manqala", "5", &["options", "object"]),
        ("al-manqala", r#""fast""#, &["options", "object"]),
        ("al-manqala", "true", &["options", "object"]),
        ("al-manqala", "[1]", &["options", "object"]),
        ("al-manqala", r#"{"speed":1}"#, &["speed"]),
        ("al-manqala", r#"{"firstplayer":1}"#, &["firstplayer"]),
        ("ali-guli-mane", r#"{"rounds":"yes"}"#, &["rounds", "yes"]),
        ("ali-guli-mane", r#"{"rounds":1}"#, &["rounds"]),
        ("al-manqala", r#"{"firstPlayer":2}"#, &["firstPlayer", "2"]),
        ("al-manqala", r#"{"firstPlayer":"0"}"#, &["firstPlayer"]),
        ("mangala-iv", r#"{"firstPlayer":0.5}"#, &["firstPlayer"]),
        ("mangala-iv", r#"{"start":"random","seed":1.5}"#, &["seed", "1.5"]),
        ("mangala-iv", r#"{"start":"random","seed":-1}"#, &["seed"]),
        ("mangala-iv", r#"{"start":"random","seed":"42"}"#, &["seed"]),
        ("mangala-iv", r#"{"seed":42}"#, &["seed", "random"]),
        ("mangala-iv", r#"{"start":"uniform","seed":42}"#, &["seed", "random"]),
        ("mangala-iv", r#"{"start":"wild"}"#, &["start", "wild"]),
        ("mangala-iv", r#"{"freeChoice":"yes"}"#, &["freeChoice"]),
        // An option of another variant.
        ("al-manqala", r#"{"rounds":true}"#, &["rounds", "al-manqala"]),
        ("ali-guli-mane", r#"{"freeChoice":true}"#, &["freeChoice", "ali-guli-mane"]),
    ];
    for (variant, options, words) in bad {
        new_rejects(variant.into(), js(options), words);
    }
    new_rejects("al-manqala".into(), js(r#"{"start":"random","seed":3}"#), &["start", "al-manqala"]);
    new_rejects("mangala-iv".into(), js(r#"{"rounds":true}"#), &["rounds", "mangala-iv"]);
    new_rejects("al-manqala".into(), js(r#"{"freeChoice":true}"#), &["freeChoice", "al-manqala"]);
    // Values JSON can't carry.
    new_rejects("al-manqala".into(), JsValue::from(f64::NAN), &["options"]);
    let options = js("{}");
    Reflect::set(&options, &"firstPlayer".into(), &JsValue::from(f64::NAN)).unwrap();
    new_rejects("al-manqala".into(), options, &["firstPlayer"]);
    let options = js(r#"{"start":"random"}"#);
    Reflect::set(&options, &"seed".into(), &JsValue::from(f64::INFINITY)).unwrap();
    new_rejects("mangala-iv".into(), options, &["seed"]);
    let options = js(r#"{"start":"random"}"#);
    Reflect::set(&options, &"seed".into(), &JsValue::bigint_from_str("42")).unwrap();
    new_rejects("mangala-iv".into(), options, &["seed"]);
}

// ---------------------------------------------------------------------------------------------
// Errors, never traps: fromState.
// ---------------------------------------------------------------------------------------------

const AM_PITS: &str = "[7,7,7,7,7,7,7, 7,7,7,7,7,7,7]";

#[wasm_bindgen_test]
fn from_state_rejects_malformed_shapes() {
    for state in [JsValue::UNDEFINED, JsValue::NULL, 5.into(), "state".into(), js("[]")] {
        from_state_rejects(state, &["state", "object"]);
    }
    let ok = format!(r#""pits":{AM_PITS},"captured":[0,0],"toMove":0"#);
    // Missing and unknown fields.
    from_state_rejects_json(&format!("{{{ok}}}"), &["variant", "missing"]);
    from_state_rejects_json(r#"{"variant":"al-manqala","captured":[0,0],"toMove":0}"#, &["pits", "missing"]);
    from_state_rejects_json(
        &format!(r#"{{"variant":"al-manqala","pits":{AM_PITS},"toMove":0}}"#),
        &["captured", "missing"],
    );
    from_state_rejects_json(
        &format!(r#"{{"variant":"al-manqala","pits":{AM_PITS},"captured":[0,0]}}"#),
        &["toMove", "missing"],
    );
    from_state_rejects_json(&format!(r#"{{"variant":"al-manqala",{ok},"speed":3}}"#), &["speed"]);
    from_state_rejects_json(&format!(r#"{{"variant":"al-manqala",{ok},"to_move":0}}"#), &["to_move"]);
    // Variant.
    from_state_rejects_json(&format!(r#"{{"variant":"chess",{ok}}}"#), &["chess"]);
    from_state_rejects_json(&format!(r#"{{"variant":2,{ok}}}"#), &["variant"]);
    // Options inside the state.
    from_state_rejects_json(&format!(r#"{{"variant":"al-manqala",{ok},"options":5}}"#), &["options"]);
    from_state_rejects_json(&format!(r#"{{"variant":"al-manqala",{ok},"options":{{"speed":1}}}}"#), &["speed"]);
    from_state_rejects_json(
        &format!(r#"{{"variant":"al-manqala",{ok},"options":{{"rounds":true}}}}"#),
        &["rounds", "al-manqala"],
    );
    from_state_rejects_json(
        r#"{"variant":"ali-guli-mane","pits":[5,5,5,5,5,5,5, 5,5,5,5,5,5,5],"captured":[0,0],"toMove":0,"options":{"rounds":"yes"}}"#,
        &["rounds", "yes"],
    );
}

#[wasm_bindgen_test]
fn from_state_rejects_bad_counts() {
    let state = |pits: &str, captured: &str| {
        format!(r#"{{"variant":"al-manqala","pits":{pits},"captured":{captured},"toMove":0}}"#)
    };
    let bad: [(String, &[&str]); 16] = [
        (state("[7,7,7,7,7,7,7, 7,7,7,7,7,7]", "[0,0]"), &["pits", "14"]),
        (state("[7,7,7,7,7,7,7, 7,7,7,7,7,7,7,0]", "[0,0]"), &["pits", "14"]),
        (state("[]", "[0,0]"), &["pits", "14"]),
        (state(r#""7777777""#, "[0,0]"), &["pits"]),
        (state(r#"{"0":7}"#, "[0,0]"), &["pits"]),
        (state("[7,7,7,-1,7,7,7, 7,7,7,7,7,7,7]", "[0,0]"), &["pits[3]", "-1"]),
        (state("[7,7,7,2.5,7,7,7, 7,7,7,7,7,7,7]", "[0,0]"), &["pits[3]", "2.5"]),
        (state(r#"[7,7,7,"3",7,7,7, 7,7,7,7,7,7,7]"#, "[0,0]"), &["pits[3]", "3"]),
        (state("[7,7,7,null,7,7,7, 7,7,7,7,7,7,7]", "[0,0]"), &["pits[3]"]),
        (state("[7,7,7,true,7,7,7, 7,7,7,7,7,7,7]", "[0,0]"), &["pits[3]"]),
        (state("[99,0,0,0,0,0,0, 0,0,0,0,0,0,0]", "[0,0]"), &["pits[0]", "99", "98"]),
        (state("[0,0,0,0,0,0,0, 0,0,0,0,0,0,0]", "[0,0,0]"), &["captured", "2"]),
        (state("[0,0,0,0,0,0,0, 0,0,0,0,0,0,0]", "[0]"), &["captured", "2"]),
        (state("[0,0,0,0,0,0,0, 0,0,0,0,0,0,0]", "[0,-2]"), &["captured[1]"]),
        (state("[0,0,0,0,0,0,0, 0,0,0,0,0,0,0]", "5"), &["captured"]),
        (state("[0,0,0,0,0,0,0, 0,0,0,1,0,0,0]", "[0,1.5]"), &["captured[1]"]),
    ];
    for (text, words) in bad {
        from_state_rejects_json(&text, words);
    }
    // More seeds than the game has, in total.
    from_state_rejects_json(&state(AM_PITS, "[1,0]"), &["99", "98"]);
    from_state_rejects_json(&state("[0,0,0,0,0,0,0, 0,0,0,0,0,0,0]", "[60,39]"), &["99", "98"]);
    from_state_rejects_json(
        r#"{"variant":"ali-guli-mane","pits":[6,5,5,5,5,5,5, 5,5,5,5,5,5,5],"captured":[0,0],"toMove":0}"#,
        &["71", "70"],
    );
    from_state_rejects_json(
        r#"{"variant":"mangala-iv","pits":[7,7,7,7,7,7,7, 7,7,7,7,7,7,7],"captured":[0,1],"toMove":0}"#,
        &["99", "98"],
    );
    // Values JSON can't carry.
    let s = js(&state(AM_PITS, "[0,0]"));
    get(&s, "pits").unchecked_into::<Array>().set(3, JsValue::from(f64::NAN));
    from_state_rejects(s, &["pits[3]"]);
    let s = js(&state(AM_PITS, "[0,0]"));
    get(&s, "pits").unchecked_into::<Array>().set(5, JsValue::from(f64::INFINITY));
    from_state_rejects(s, &["pits[5]"]);
    let s = js(&state(AM_PITS, "[0,0]"));
    get(&s, "pits").unchecked_into::<Array>().set(6, JsValue::UNDEFINED);
    from_state_rejects(s, &["pits[6]"]);
}

#[wasm_bindgen_test]
fn from_state_rejects_bad_players_rounds_and_closed_pits() {
    let am = |extra: &str| format!(r#"{{"variant":"al-manqala","pits":{AM_PITS},"captured":[0,0],"toMove":0{extra}}}"#);
    let agm = |pits: &str, extra: &str| {
        format!(r#"{{"variant":"ali-guli-mane","pits":{pits},"captured":[0,0],"toMove":0{extra}}}"#)
    };
    let open = "[5,5,5,5,5,5,5, 5,5,5,5,5,5,5]";
    let seven_closed = "[5,5,5,5,5,5,5, 0,5,5,5,5,5,5]";
    let rounds = r#","options":{"rounds":true}"#;
    let bad: [(String, &[&str]); 26] = [
        // toMove and roundStarter.
        (am("").replace(r#""toMove":0"#, r#""toMove":2"#), &["toMove", "2"]),
        (am("").replace(r#""toMove":0"#, r#""toMove":-1"#), &["toMove"]),
        (am("").replace(r#""toMove":0"#, r#""toMove":"0""#), &["toMove"]),
        (am("").replace(r#""toMove":0"#, r#""toMove":0.5"#), &["toMove"]),
        (am("").replace(r#""toMove":0"#, r#""toMove":null"#), &["toMove"]),
        (agm(open, r#","roundStarter":3"#), &["roundStarter"]),
        // extraSowing.
        (am(r#","extraSowing":true"#), &["extra sowing", "al-manqala"]),
        (
            format!(r#"{{"variant":"mangala-iv","pits":{AM_PITS},"captured":[0,0],"toMove":0,"extraSowing":true}}"#),
            &["extra sowing", "mangala-iv"],
        ),
        (agm(open, r#","extraSowing":"yes""#), &["extraSowing", "yes"]),
        (agm(open, r#","extraSowing":1"#), &["extraSowing"]),
        (agm("[5,5,5,5,5,5,5, 0,0,0,0,0,0,0]", r#","extraSowing":true"#), &["extra sowing", "player 0"]),
        // round.
        (agm(open, &format!(r#","round":0{rounds}"#)), &["round", "0"]),
        (agm(open, &format!(r#","round":1.5{rounds}"#)), &["round", "1.5"]),
        (agm(open, &format!(r#","round":"2"{rounds}"#)), &["round"]),
        (agm(open, r#","round":2"#), &["round 2"]),
        (am(r#","round":2"#), &["round 2"]),
        // closed.
        (agm(seven_closed, r#","closed":[7]"#), &["closed", "rounds"]),
        (am(r#","closed":[7]"#).replace("[7,7,7,7,7,7,7, 7,", "[7,7,7,7,7,7,7, 0,"), &["closed", "rounds"]),
        (agm(open, &format!(r#","closed":[7]{rounds}"#)), &["closed pit 7", "seeds"]),
        (agm(seven_closed, &format!(r#","closed":[7,7]{rounds}"#)), &["closed", "7", "twice"]),
        (agm(open, &format!(r#","closed":7{rounds}"#)), &["closed"]),
        (agm(open, &format!(r#","closed":[14]{rounds}"#)), &["closed[0]", "14"]),
        (agm("[5,5,5,5,5,5,5, 5,5,5,5,5,0,5]", &format!(r#","closed":[12]{rounds}"#)), &["closed", "last"]),
        (agm("[5,0,5,5,5,5,5, 5,5,5,5,5,5,5]", &format!(r#","closed":[1]{rounds}"#)), &["closed", "last"]),
        (agm("[5,5,5,5,5,0,0, 5,5,5,5,5,5,5]", &format!(r#","closed":[5]{rounds}"#)), &["closed", "last"]),
        (agm("[5,5,5,5,5,5,5, 0,0,0,0,0,0,0]", &format!(r#","closed":[7,8,9,10,11,12,13]{rounds}"#)), &["every pit"]),
    ];
    for (text, words) in bad {
        from_state_rejects_json(&text, words);
    }
}

#[wasm_bindgen_test]
fn from_state_names_a_closed_leftmost_pit_as_not_at_the_row_end() {
    // Closing only a player's leftmost pit (13 for player 0, 0 for player 1) leaves six pits of
    // the row open: the problem is that the closed pit is not at the row's end, not that the
    // whole row is closed.
    let rounds = r#","options":{"rounds":true}"#;
    let mut wrong = Vec::new();
    for (pits, closed) in [
        ("[5,5,5,5,5,5,5, 5,5,5,5,5,5,0]", "[13]"),
        ("[0,5,5,5,5,5,5, 5,5,5,5,5,5,5]", "[0]"),
        ("[0,5,5,5,5,5,5, 5,5,5,5,5,5,0]", "[0,13]"),
        ("[5,5,5,5,5,5,5, 5,5,5,5,5,0,0]", "[12,13]"),
    ] {
        let state = format!(
            r#"{{"variant":"ali-guli-mane","pits":{pits},"captured":[0,0],"toMove":0,"closed":{closed}{rounds}}}"#
        );
        let message = assert_error(GameHandle::from_state(js(&state)), &["closed"]);
        if !message.contains("last") || message.contains("every pit") {
            wrong.push(format!("closed {closed}: {message:?}"));
        }
    }
    assert!(wrong.is_empty(), "wrong messages: {wrong:#?}");
}

#[wasm_bindgen_test]
fn ali_guli_mane_endless_sowing_is_not_a_legal_move() {
    // Rounds with only 13, 12 (player 0) and 0 (player 1) open: the ring 13 -> 12 -> 0 -> 13.
    // Sowing 12: into 0; next is 13 (1): relay into 12; next is 0 (1): relay into 13; next is 12
    // (1): relay into 0 — the same pits and the same last pit as after the first hand: endless.
    // Sowing 13: into 12; next is 0, empty: saada.
    let mut g = from_state(
        r#"{"variant":"ali-guli-mane","pits":[0,0,0,0,0,0,0, 0,0,0,0,0,1,1],"captured":[30,30],
            "toMove":0,"closed":[1,2,3,4,5,6,7,8,9,10,11],"round":2,"options":{"rounds":true}}"#,
    );
    assert_eq!(legal(&g), vec![13]);
    rejects(&mut g, &["pit 12", "endless"], |g| g.play(12.into()));
    let trace = play(&mut g, 13);
    let events = Array::from(&get(&trace, "events"));
    assert_json_eq(
        &events.slice(0, 3).into(),
        r#"[{"type":"lift","pit":13,"seeds":1},{"type":"drop","pit":12},{"type":"saada","pit":0}]"#,
    );
}

// ---------------------------------------------------------------------------------------------
// Errors, never traps: play.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn play_rejects_bad_pits() {
    let values: [(JsValue, &[&str]); 14] = [
        (14.into(), &["pit", "14"]),
        ((-1).into(), &["pit", "-1"]),
        (100.into(), &["pit", "100"]),
        (2.5.into(), &["pit", "2.5"]),
        (12.5.into(), &["pit", "12.5"]),
        ("3".into(), &["pit", "\"3\""]),
        ("13".into(), &["pit", "\"13\""]),
        (JsValue::NULL, &["pit", "null"]),
        (JsValue::UNDEFINED, &["pit", "undefined"]),
        (JsValue::TRUE, &["pit", "true"]),
        (JsValue::from(f64::NAN), &["pit"]),
        (JsValue::from(f64::INFINITY), &["pit"]),
        (js("[13]"), &["pit"]),
        (js(r#"{"pit":13}"#), &["pit"]),
    ];
    for variant in VARIANTS {
        let mut g = new_game(variant);
        let first = legal(&g)[0];
        play(&mut g, first); // not at the start
        for (value, words) in &values {
            let value = value.clone();
            rejects(&mut g, words, |g| g.play(value));
        }
        rejects(&mut g, &["pit"], |g| g.play(JsValue::bigint_from_str("13")));
        rejects(&mut g, &["pit"], |g| g.play(JsValue::symbol(Some("13"))));
    }
}

#[wasm_bindgen_test]
fn play_rejects_illegal_moves() {
    // The other player's pit.
    for variant in VARIANTS {
        let mut g = new_game(variant);
        rejects(&mut g, &["pit 3", "player 0"], |g| g.play(3.into()));
        rejects(&mut g, &["pit 0", "player 0"], |g| g.play(0.into()));
        let mut g = new_game_with(variant, r#"{"firstPlayer":1}"#);
        rejects(&mut g, &["pit 13", "player 1"], |g| g.play(13.into()));
    }
    // An empty pit of one's own row.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[1,3,0,5,2,0,6, 3,0,3,1,2,0,4],"captured":[10,12],"toMove":0}"#);
    rejects(&mut g, &["pit 8", "empty"], |g| g.play(8.into()));
    rejects(&mut g, &["pit 12", "empty"], |g| g.play(12.into()));
    let mut g =
        from_state(r#"{"variant":"ali-guli-mane","pits":[3,1,0,0,2,0,0, 2,0,0,1,0,0,2],"captured":[0,0],"toMove":0}"#);
    rejects(&mut g, &["pit 11", "empty"], |g| g.play(11.into()));
    // During an extra sowing the same rules hold.
    play(&mut g, 13);
    assert_eq!(g.to_move(), 0);
    rejects(&mut g, &["pit 13", "empty"], |g| g.play(13.into()));
    rejects(&mut g, &["pit 1", "player 0"], |g| g.play(1.into()));
    // Mangala IV: a pit that is not the forced one.
    let mut g = new_game("mangala-iv");
    for pit in 7..13 {
        rejects(&mut g, &[&format!("pit {pit}"), "forced", "13"], |g| g.play(pit.into()));
    }
    // Al-manqala: a move that does not feed the empty row (13 stays home; 9 ends at 7).
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[0,0,0,0,0,0,0, 1,0,2,0,0,0,1],"captured":[0,0],"toMove":0}"#);
    assert_eq!(legal(&g), vec![7]);
    rejects(&mut g, &["pit 13", "opponent's row is empty"], |g| g.play(13.into()));
    rejects(&mut g, &["pit 9", "opponent's row is empty"], |g| g.play(9.into()));
    let trace = play(&mut g, 7);
    assert_trace(&trace, 0, r#"[{"type":"lift","pit":7,"seeds":1},{"type":"drop","pit":0}]"#);
}

#[wasm_bindgen_test]
fn every_move_after_the_end_is_rejected() {
    // Each variant's game played to its end, then every pit and every kind of value refused.
    for (salt, variant) in VARIANTS.into_iter().enumerate() {
        let mut g = new_game(variant);
        for i in 0..5000 {
            let moves = legal(&g);
            if moves.is_empty() {
                break;
            }
            play(&mut g, moves[(i * 13 + salt) % moves.len()]);
        }
        assert!(g.is_over(), "{variant} should end");
        let result = g.result();
        assert!(!result.is_null());
        let reason = get(&result, "reason").as_string().unwrap();
        assert!(
            ["stuck", "fifty", "starved", "empty", "cycle", "agreed", "match"].contains(&reason.as_str()),
            "{reason}"
        );
        // With the default options every game is won by the larger pile; equal piles draw.
        let [a, b] = ints(&get(&result, "captured"))[..] else { panic!("two piles") };
        let winner = match a.cmp(&b) {
            Ordering::Greater => Some(0.0),
            Ordering::Less => Some(1.0),
            Ordering::Equal => None,
        };
        assert_eq!(get(&result, "winner").as_f64(), winner, "{variant}: {}", json(&result));
        assert_eq!(canon(&get(&result, "captured")), json(&g.captured()));
        for pit in 0..14 {
            rejects(&mut g, &["game is over"], |g| g.play(pit.into()));
        }
        // Bad values are still named as such.
        rejects(&mut g, &["pit", "14"], |g| g.play(14.into()));
        rejects(&mut g, &["pit"], |g| g.play("3".into()));
        // undo brings back a live game that plays on.
        assert!(g.undo());
        assert!(g.result().is_null());
        still_plays(&mut g);
    }
}

// ---------------------------------------------------------------------------------------------
// Facts the page shows, stated by the handle: the lists, the ritual, the notation, the rows,
// why a pit can't be played, the moves played and a past position.
// ---------------------------------------------------------------------------------------------

/// Reads a JS array of strings.
fn strings(value: &JsValue) -> Vec<String> {
    assert!(Array::is_array(value), "not an array: {}", json(value));
    Array::from(value).iter().map(|v| v.as_string().expect("a string")).collect()
}

#[wasm_bindgen_test]
fn variants_and_levels_are_listed_in_order() {
    assert_eq!(strings(&GameHandle::variants()), VARIANTS);
    assert_eq!(strings(&GameHandle::levels()), ["beginner", "intermediate", "strong", "master"]);
    // Each variant listed starts a game of that name.
    for variant in strings(&GameHandle::variants()) {
        assert_eq!(new_game(&variant).variant(), variant);
    }
}

#[wasm_bindgen_test]
fn is_forced_with_tells_without_a_game() {
    let cases = [
        ("mangala-iv", "null", true),
        ("mangala-iv", "{}", true),
        ("mangala-iv", r#"{"start":"random","seed":7}"#, true),
        ("mangala-iv", r#"{"freeChoice":true}"#, false),
        ("mangala-iv", r#"{"freeChoice":false,"firstPlayer":1}"#, true),
        ("al-manqala", "{}", false),
        ("ali-guli-mane", r#"{"rounds":true}"#, false),
    ];
    for (variant, options, forced) in cases {
        let told = GameHandle::is_forced_with(variant.into(), Some(js(options))).unwrap();
        assert_eq!(told, forced, "{variant} {options}");
        let options = if options == "null" { "{}" } else { options };
        assert_eq!(new_game_with(variant, options).is_forced(), forced);
    }
    assert!(GameHandle::is_forced_with("mangala-iv".into(), None).unwrap());
    assert_error(GameHandle::is_forced_with("chess".into(), None), &["variant", "chess"]);
    assert_error(GameHandle::is_forced_with("al-manqala".into(), Some(js(r#"{"rounds":true}"#))), &["rounds"]);
    assert_error(GameHandle::is_forced_with("mangala-iv".into(), Some(js(r#"{"freeChoice":1}"#))), &["freeChoice"]);
}

#[wasm_bindgen_test]
fn only_mangala_iv_has_the_ritual() {
    let has: Vec<bool> = VARIANTS.iter().map(|&v| GameHandle::has_ritual(v.into()).unwrap()).collect();
    assert_eq!(has, [false, false, true]);
    assert_error(GameHandle::has_ritual("chess".into()), &["variant", "chess"]);
    assert_error(GameHandle::has_ritual(JsValue::NULL), &["variant", "null"]);
}

#[wasm_bindgen_test]
fn ritual_right_guess_chooses_the_rows_wrong_guess_lets_the_hider() {
    // One piece is odd, two are even.
    let cases = [(1, "odd", "guesser"), (1, "even", "hider"), (2, "even", "guesser"), (2, "odd", "hider")];
    for (hidden, guess, chooser) in cases {
        let told = GameHandle::ritual_chooser(hidden.into(), guess.into()).unwrap();
        assert_eq!(told, chooser, "{hidden} hidden, {guess} called");
    }
    for hidden in [js("0"), js("3"), js("1.5"), js("-1"), "1".into(), JsValue::NULL] {
        assert_error(GameHandle::ritual_chooser(hidden.clone(), "odd".into()), &["hidden", "from 1 to 2"]);
    }
    assert_error(GameHandle::ritual_chooser(1.into(), "evens".into()), &["guess", "\"odd\" or \"even\"", "\"evens\""]);
    assert_error(GameHandle::ritual_chooser(1.into(), JsValue::UNDEFINED), &["guess"]);
}

#[wasm_bindgen_test]
fn letters_name_each_row_from_its_owners_left() {
    // South (player 0) 13 12 11 10 9 8 7 = A…G; North (player 1) 0 1 2 3 4 5 6 = a…g.
    let letters: Vec<String> = (0..14).map(|p| GameHandle::letter_of(p.into()).unwrap()).collect();
    assert_eq!(letters.concat(), "abcdefgGFEDCBA");
    for (pit, letter) in letters.iter().enumerate() {
        assert_eq!(GameHandle::pit_of(letter.as_str().into()).unwrap() as usize, pit);
    }
    for bad in [js("14"), js("-1"), js("2.5"), "3".into(), JsValue::NULL] {
        assert_error(GameHandle::letter_of(bad.clone()), &["pit", "0 to 13"]);
    }
    for bad in ["h", "H", "", "ab", "=", "1"] {
        assert_error(GameHandle::pit_of(bad.into()), &["letter", &format!("\"{bad}\"")]);
    }
    assert_error(GameHandle::pit_of(3.into()), &["letter", "3"]);
}

#[wasm_bindgen_test]
fn owners_and_rows_of_the_board() {
    let owners: Vec<u8> = (0..14).map(|p| GameHandle::owner_of(p.into()).unwrap()).collect();
    assert_eq!(owners, [1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(ints(&GameHandle::row_of(0.into()).unwrap()), [13, 12, 11, 10, 9, 8, 7]);
    assert_eq!(ints(&GameHandle::row_of(1.into()).unwrap()), [0, 1, 2, 3, 4, 5, 6]);
    assert_error(GameHandle::owner_of(14.into()), &["pit", "14"]);
    for bad in [js("2"), js("0.5"), "0".into(), JsValue::UNDEFINED] {
        assert_error(GameHandle::row_of(bad.clone()), &["player", "from 0 to 1"]);
    }
}

/// `g.whyIllegal(pit)` as a string, "legal" for null.
fn why(g: &GameHandle, pit: u32) -> String {
    let why = g.why_illegal(pit.into()).unwrap_or_else(|e| panic!("{}", describe_err(e)));
    if why.is_null() {
        return "legal".into();
    }
    why.as_string().expect("a kind's name")
}

#[wasm_bindgen_test]
fn why_illegal_names_the_kind_of_error() {
    // The other player's pits, then one's own: all seven of player 0's pits hold seeds.
    let g = new_game("al-manqala");
    let all: Vec<String> = (0..14).map(|p| why(&g, p)).collect();
    assert_eq!(all[..7], ["notYourPit"; 7]);
    assert_eq!(all[7..], ["legal"; 7]);
    // Empty pits of one's row (8 and 12).
    let g =
        from_state(r#"{"variant":"al-manqala","pits":[1,3,0,5,2,0,6, 3,0,3,1,2,0,4],"captured":[10,12],"toMove":0}"#);
    assert_eq!([why(&g, 8), why(&g, 12), why(&g, 13), why(&g, 3)], ["emptyPit", "emptyPit", "legal", "notYourPit"]);
    // Al-manqala, North's row empty: 13 (1 seed, into 12) and 9 (2, into 8 and 7) don't feed it.
    let g = from_state(r#"{"variant":"al-manqala","pits":[0,0,0,0,0,0,0, 1,0,2,0,0,0,1],"captured":[0,0],"toMove":0}"#);
    assert_eq!([why(&g, 13), why(&g, 9), why(&g, 7), why(&g, 8)], ["mustFeed", "mustFeed", "legal", "emptyPit"]);
    // Mangala IV: the leftmost non-empty pit, 13, is forced; with free choice any is open.
    let g = new_game("mangala-iv");
    assert_eq!(
        (7..14).map(|p| why(&g, p)).collect::<Vec<_>>(),
        ["forced", "forced", "forced", "forced", "forced", "forced", "legal"]
    );
    let g = new_game_with("mangala-iv", r#"{"freeChoice":true}"#);
    assert!((7..14).all(|p| why(&g, p) == "legal"));
    // Ali Guli Mane rounds: a closed pit (8) and the endless ring of pit 12 (worked out in
    // `ali_guli_mane_endless_sowing_is_not_a_legal_move`).
    let g = from_state(
        r#"{"variant":"ali-guli-mane","pits":[3,0,6,2,1,0,0, 0,0,4,0,7,2,5],"captured":[15,20],
            "toMove":0,"closed":[5,6,7,8],"round":3,"roundStarter":1,"options":{"rounds":true}}"#,
    );
    assert_eq!([why(&g, 8), why(&g, 10), why(&g, 12)], ["closedPit", "emptyPit", "legal"]);
    let g = from_state(
        r#"{"variant":"ali-guli-mane","pits":[0,0,0,0,0,0,0, 0,0,0,0,0,1,1],"captured":[30,30],
            "toMove":0,"closed":[1,2,3,4,5,6,7,8,9,10,11],"round":2,"options":{"rounds":true}}"#,
    );
    assert_eq!([why(&g, 12), why(&g, 13)], ["endless", "legal"]);
    // Once the game is over, every pit.
    let mut g =
        from_state(r#"{"variant":"al-manqala","pits":[1,0,0,0,0,0,0, 1,0,0,0,0,0,0],"captured":[20,30],"toMove":0}"#);
    play(&mut g, 7);
    assert!((0..14).all(|p| why(&g, p) == "gameOver"));
    // A bad pit throws, as play does.
    for bad in [js("14"), js("-1"), js("1.5"), "3".into(), JsValue::NULL] {
        assert_error(g.why_illegal(bad.clone()), &["pit", "0 to 13"]);
    }
}

#[wasm_bindgen_test]
fn why_illegal_is_null_exactly_for_the_legal_moves() {
    // Through random games of each variant: null for each legal move, a kind for every other
    // pit, and `play` throws for those.
    let mut seed = 12345u64;
    for (variant, options) in [
        ("ali-guli-mane", "{}"),
        ("ali-guli-mane", r#"{"rounds":true}"#),
        ("al-manqala", "{}"),
        ("mangala-iv", "{}"),
        ("mangala-iv", r#"{"freeChoice":true}"#),
    ] {
        let mut g = new_game_with(variant, options);
        for _ in 0..200 {
            let moves = legal(&g);
            for pit in 0..14 {
                assert_eq!(why(&g, pit) == "legal", moves.contains(&pit), "{variant} pit {pit} at {}", state_of(&g));
            }
            if moves.is_empty() {
                break;
            }
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            play(&mut g, moves[(seed >> 33) as usize % moves.len()]);
        }
    }
}

#[wasm_bindgen_test]
fn moves_played_counts_without_the_move_list() {
    let mut g = new_game("al-manqala");
    assert_eq!(g.moves_played(), 0);
    play(&mut g, 7);
    play(&mut g, 0);
    play(&mut g, 8);
    assert_eq!(g.moves_played(), 3);
    assert!(g.undo());
    assert_eq!(g.moves_played(), 2);
    g.agree_cycle().unwrap();
    assert_eq!(g.moves_played(), 3);
    assert_eq!(Array::from(&g.moves()).length(), 3);
    // A game from a position starts at 0 moves.
    assert_eq!(from_state(&state_of(&g)).moves_played(), 0);
}

#[wasm_bindgen_test]
fn at_returns_a_past_position_as_a_new_game() {
    let mut g = new_game("al-manqala");
    let mut states = vec![state_of(&g)];
    for pit in [7, 0, 8, 1, 9] {
        play(&mut g, pit);
        states.push(state_of(&g));
    }
    let now = snapshot(&g);
    for (n, state) in states.iter().enumerate() {
        let mut past = g.at(n.into()).unwrap_or_else(|e| panic!("at({n}): {}", describe_err(e)));
        assert_eq!(&state_of(&past), state);
        assert_eq!(past.moves_played() as usize, n);
        assert_json_eq(
            &get(&past.record(), "actions"),
            &json(&Array::from(&get(&g.record(), "actions")).slice(0, n as u32)),
        );
        // Playing on the copy leaves the game as it was.
        still_plays(&mut past);
        let first = legal(&past)[0];
        play(&mut past, first);
        assert_eq!(snapshot(&g), now);
    }
    assert_eq!(snapshot(&g.at(5.into()).unwrap()), now);
    for bad in [js("6"), js("-1"), js("1.5"), "1".into(), JsValue::NULL] {
        assert_error(g.at(bad.clone()), &["n", "0 to 5"]);
    }
    // The copy keeps the repetition history: traditional Mangala IV's lone seed ends as a cycle
    // when the start comes back after 14 moves, so at(13) ends at its next move as well.
    let mut g =
        from_state(r#"{"variant":"mangala-iv","pits":[0,0,0,0,0,0,0, 0,0,0,0,0,0,1],"captured":[40,40],"toMove":0}"#);
    for _ in 0..13 {
        let pit = legal(&g)[0];
        play(&mut g, pit);
    }
    let mut past = g.at(13.into()).unwrap();
    assert!(!past.is_over());
    play(&mut past, 6);
    assert_json_eq(&past.result(), r#"{"winner":null,"captured":[40,40],"reason":"cycle"}"#);
    // And the seats: a ritual already played stays with every past position.
    let mut g = new_game("mangala-iv");
    g.set_seats(js(r#"{"computer":null,"ritual":{"south":"hider"}}"#)).unwrap();
    play(&mut g, 13);
    assert_json_eq(&g.at(0.into()).unwrap().seats(), r#"{"computer":null,"ritual":{"south":"hider"}}"#);
}

#[wasm_bindgen_test]
fn traces_from_the_words_match_their_declared_type() {
    // decode.js builds each trace from the words; the declared type (the .d.ts's `Trace`)
    // serializes the same core trace through serde: the two must be the same objects, for every
    // kind of event. Random games of every variant meet them all.
    use mancala_heritage::wasm::testing::{trace_by_serde, trace_by_words};
    use mancala_heritage::{Game, Rules, Variant};
    let mut seen = std::collections::BTreeSet::new();
    let mut seed = 99u64;
    for rules in [
        Rules::new(Variant::AliGuliMane),
        Rules { rounds: true, ..Rules::new(Variant::AliGuliMane) },
        Rules::new(Variant::AlManqala),
        Rules::new(Variant::MangalaIv),
        Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) },
    ] {
        for game in 0..6 {
            let mut g = Game::new(rules).unwrap();
            while g.outcome().is_none() {
                let moves: Vec<u8> = g.legal_moves().iter().collect();
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let trace = if rules.variant == Variant::AlManqala && game == 0 && g.moves_played() == 30 {
                    g.agree_cycle().unwrap()
                } else {
                    g.play(moves[(seed >> 33) as usize % moves.len()]).unwrap()
                };
                let (words, serde) = (trace_by_words(&trace), trace_by_serde(&trace));
                assert_eq!(canon(&words), canon(&serde), "{:?}", trace);
                for e in Array::from(&get(&words, "events")).iter() {
                    seen.insert(get(&e, "type").as_string().unwrap());
                }
            }
        }
    }
    let kinds: Vec<&str> = seen.iter().map(String::as_str).collect();
    assert_eq!(kinds, ["capture", "drop", "end", "extra", "lift", "pass", "relay", "round", "saada"]);
}
