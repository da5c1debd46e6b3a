//! The `Game` handle for JavaScript (see `GAME_API.md`): the only module that knows wasm-bindgen.
//!
//! Every input is checked here and every core error becomes a JS `Error` whose message names
//! the problem; the game is left as it was.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::board::PITS;
use crate::{Event, Game, Outcome, PitSet, Player, Reason, Rules, Setup, Start, Trace, Variant};

/// A game of one of the three mancalas, driven from JavaScript.
#[wasm_bindgen(js_name = Game)]
pub struct GameHandle {
    game: Game,
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Starts a game of `variant` with `options` (see `GAME_API.md`).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: JsValue, options: JsValue) -> Result<GameHandle, JsError> {
        let variant = read_variant(&variant, "variant")?;
        let rules = read_options(variant, &options, "options")?;
        Ok(GameHandle { game: Game::new(rules).map_err(error)? })
    }

    /// Builds a game at the position `state` (the shape `state()` returns).
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(state: JsValue) -> Result<GameHandle, JsError> {
        let (rules, setup) = read_state(&state)?;
        Ok(GameHandle { game: Game::from_setup(rules, setup).map_err(error)? })
    }

    /// Returns the position as `{ variant, pits, captured, toMove, extraSowing, closed, round,
    /// roundStarter, options }`, and for a finished game `ended`, the reason it ended.
    pub fn state(&self) -> Object {
        let position = self.game.position();
        let rules = position.rules();
        let state = object(&[
            ("variant", rules.variant.as_str().into()),
            ("pits", self.pits().into()),
            ("captured", self.captured().into()),
            ("toMove", self.to_move().into()),
            ("extraSowing", position.extra_sowing().into()),
            ("closed", pit_array(position.closed()).into()),
            ("round", position.round().into()),
            ("roundStarter", (position.round_starter().index() as u8).into()),
            ("options", options_object(rules).into()),
        ]);
        if let Some(outcome) = self.game.outcome() {
            let _ = Reflect::set(&state, &"ended".into(), &outcome.reason.as_str().into());
        }
        state
    }

    /// Returns the variant's name.
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> String {
        self.game.rules().variant.as_str().into()
    }

    /// Returns the seeds in each of the 14 pits.
    pub fn pits(&self) -> Array {
        self.game.position().pits().iter().map(|&n| JsValue::from(n)).collect()
    }

    /// Returns the piles of player 0 and player 1.
    pub fn captured(&self) -> Array {
        self.game.position().piles().iter().map(|&n| JsValue::from(n)).collect()
    }

    /// Returns the player to move, 0 or 1.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> u8 {
        self.game.position().to_move().index() as u8
    }

    /// Returns the pits that may be played now, ascending.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Array {
        pit_array(self.game.legal_moves())
    }

    /// Tells whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// Returns `null` while the game goes on, else `{ winner, captured, reason }`.
    pub fn result(&self) -> JsValue {
        match self.game.outcome() {
            None => JsValue::NULL,
            Some(Outcome { winner, reason }) => object(&[
                ("winner", winner.map_or(JsValue::NULL, player_value)),
                ("captured", self.captured().into()),
                ("reason", reason.as_str().into()),
            ])
            .into(),
        }
    }

    /// Plays one sowing from `pit` and returns its trace `{ player, events }`.
    pub fn play(&mut self, pit: JsValue) -> Result<Object, JsError> {
        let pit = read_int(&pit, "pit", 0.0, 13.0)?;
        let trace = self.game.play(pit as u8).map_err(error)?;
        Ok(trace_object(&trace))
    }

    /// Takes back the last sowing; returns false when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Ends an Al-manqala game by agreement that the seeds cycle; returns the trace of the division.
    #[wasm_bindgen(js_name = agreeCycle)]
    pub fn agree_cycle(&mut self) -> Result<Object, JsError> {
        let trace = self.game.agree_cycle().map_err(error)?;
        Ok(trace_object(&trace))
    }
}

/// Turns a core error into a JS `Error` carrying its message.
fn error(e: impl core::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Describes a JS value for an error message: JSON where it has one, else its type.
fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        return "undefined".into();
    }
    if let Some(n) = value.as_f64() {
        return n.to_string();
    }
    js_sys::JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| value.js_typeof().as_string().unwrap_or_default())
}

fn object(entries: &[(&str, JsValue)]) -> Object {
    let object = Object::new();
    for (key, value) in entries {
        let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object
}

fn player_value(player: Player) -> JsValue {
    JsValue::from(player.index() as u8)
}

fn pit_array(pits: PitSet) -> Array {
    pits.iter().map(JsValue::from).collect()
}

fn options_object(rules: &Rules) -> Object {
    let options = Object::new();
    let set = |key: &str, value: JsValue| {
        let _ = Reflect::set(&options, &JsValue::from_str(key), &value);
    };
    match rules.variant {
        Variant::AliGuliMane => set("rounds", rules.rounds.into()),
        Variant::AlManqala => {}
        Variant::MangalaIv => {
            match rules.start {
                Start::Uniform => set("start", "uniform".into()),
                Start::Random(seed) => {
                    set("start", "random".into());
                    set("seed", (seed as f64).into());
                }
            }
            set("freeChoice", rules.free_choice.into());
        }
    }
    options
}

fn trace_object(trace: &Trace) -> Object {
    let events: Array = trace.events.iter().map(|e| JsValue::from(event_object(e))).collect();
    object(&[("player", player_value(trace.player)), ("events", events.into())])
}

fn event_object(event: &Event) -> Object {
    let kind = |name: &str| ("type", JsValue::from_str(name));
    match *event {
        Event::Lift { pit, seeds } => object(&[kind("lift"), ("pit", pit.into()), ("seeds", seeds.into())]),
        Event::Drop { pit } => object(&[kind("drop"), ("pit", pit.into())]),
        Event::Relay { pit, seeds } => object(&[kind("relay"), ("pit", pit.into()), ("seeds", seeds.into())]),
        Event::Saada { pit } => object(&[kind("saada"), ("pit", pit.into())]),
        Event::Capture { pit, seeds, player } => object(&[
            kind("capture"),
            ("pit", pit.into()),
            ("seeds", seeds.into()),
            ("player", player_value(player)),
        ]),
        Event::Extra => object(&[kind("extra")]),
        Event::Pass { player } => object(&[kind("pass"), ("player", player_value(player))]),
        Event::Round { number, closed, reason } => object(&[
            kind("round"),
            ("number", number.into()),
            ("closed", pit_array(closed).into()),
            ("reason", reason.as_str().into()),
        ]),
        Event::End { reason } => object(&[kind("end"), ("reason", reason.as_str().into())]),
    }
}

/// Reads an integer from `min` to `max`, or names the problem.
fn read_int(value: &JsValue, name: &str, min: f64, max: f64) -> Result<f64, JsError> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (min..=max).contains(&n) => Ok(n),
        _ => Err(JsError::new(&format!(
            "{name} must be an integer from {min} to {max}, got {}",
            describe(value)
        ))),
    }
}

fn read_bool(value: &JsValue, name: &str) -> Result<bool, JsError> {
    value
        .as_bool()
        .ok_or_else(|| JsError::new(&format!("{name} must be true or false, got {}", describe(value))))
}

fn read_player(value: &JsValue, name: &str) -> Result<Player, JsError> {
    let n = read_int(value, name, 0.0, 1.0)?;
    Ok(if n == 0.0 { Player::Zero } else { Player::One })
}

fn read_variant(value: &JsValue, name: &str) -> Result<Variant, JsError> {
    let text = value.as_string().ok_or_else(|| {
        JsError::new(&format!(
            "{name} must be \"ali-guli-mane\", \"al-manqala\" or \"mangala-iv\", got {}",
            describe(value)
        ))
    })?;
    text.parse().map_err(error)
}

/// Returns the fields of a plain object, rejecting any not in `allowed`; `None` for undefined.
fn read_fields(value: &JsValue, name: &str, allowed: &[&str]) -> Result<Option<Object>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if !value.is_object() || Array::is_array(value) {
        return Err(JsError::new(&format!("{name} must be an object, got {}", describe(value))));
    }
    let object: Object = value.clone().unchecked_into();
    for key in Object::keys(&object).iter() {
        let key = key.as_string().unwrap_or_default();
        if !allowed.contains(&key.as_str()) {
            return Err(JsError::new(&format!(
                "unknown field {name}.{key}: allowed are {}",
                allowed.join(", ")
            )));
        }
    }
    Ok(Some(object))
}

/// Reads a field, `None` when it is undefined.
fn field(object: &Object, key: &str) -> Option<JsValue> {
    Reflect::get(object, &JsValue::from_str(key)).ok().filter(|v| !v.is_undefined())
}

/// Returns the options a variant has.
fn options_of(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::AliGuliMane => &["firstPlayer", "rounds"],
        Variant::AlManqala => &["firstPlayer"],
        Variant::MangalaIv => &["firstPlayer", "start", "seed", "freeChoice"],
    }
}

fn read_options(variant: Variant, value: &JsValue, name: &str) -> Result<Rules, JsError> {
    let mut rules = Rules::new(variant);
    let Some(options) = read_fields(value, name, &["firstPlayer", "rounds", "start", "seed", "freeChoice"])? else {
        return Ok(rules);
    };
    if let Some(key) = Object::keys(&options)
        .iter()
        .filter_map(|k| k.as_string())
        .find(|k| !options_of(variant).contains(&k.as_str()))
    {
        return Err(JsError::new(&format!(
            "option {name}.{key} does not apply to {variant}: it has {}",
            options_of(variant).join(", ")
        )));
    }
    if let Some(v) = field(&options, "firstPlayer") {
        rules.first_player = read_player(&v, &format!("{name}.firstPlayer"))?;
    }
    if let Some(v) = field(&options, "rounds") {
        rules.rounds = read_bool(&v, &format!("{name}.rounds"))?;
    }
    if let Some(v) = field(&options, "freeChoice") {
        rules.free_choice = read_bool(&v, &format!("{name}.freeChoice"))?;
    }
    let seed = field(&options, "seed")
        .map(|v| read_int(&v, &format!("{name}.seed"), 0.0, 9_007_199_254_740_991.0))
        .transpose()?;
    match field(&options, "start") {
        None => {}
        Some(v) if v.as_string().as_deref() == Some("uniform") => {}
        Some(v) if v.as_string().as_deref() == Some("random") => {
            let seed = seed.unwrap_or_else(|| (js_sys::Math::random() * 4_294_967_296.0).floor());
            rules.start = Start::Random(seed as u64);
        }
        Some(v) => {
            return Err(JsError::new(&format!(
                "{name}.start must be \"uniform\" or \"random\", got {}",
                describe(&v)
            )))
        }
    }
    if seed.is_some() && rules.start == Start::Uniform {
        return Err(JsError::new(&format!("{name}.seed needs {name}.start to be \"random\"")));
    }
    rules.check().map_err(error)?;
    Ok(rules)
}

const STATE: [&str; 10] = [
    "variant", "pits", "captured", "toMove", "extraSowing", "closed", "round", "roundStarter", "options", "ended",
];

fn read_state(value: &JsValue) -> Result<(Rules, Setup), JsError> {
    let state = read_fields(value, "state", &STATE)?
        .ok_or_else(|| JsError::new(&format!("state must be an object, got {}", describe(value))))?;
    let required = |key: &str| {
        field(&state, key).ok_or_else(|| JsError::new(&format!("state.{key} is missing")))
    };
    let variant = read_variant(&required("variant")?, "state.variant")?;
    let rules = match field(&state, "options") {
        Some(options) => read_options(variant, &options, "state.options")?,
        None => Rules::new(variant),
    };
    let max = f64::from(variant.total_seeds());
    let mut pits = [0u8; PITS];
    for (i, n) in read_counts(&required("pits")?, "state.pits", PITS, max)?.into_iter().enumerate() {
        pits[i] = n;
    }
    let piles = read_counts(&required("captured")?, "state.captured", 2, max)?;
    let to_move = read_player(&required("toMove")?, "state.toMove")?;
    let extra = field(&state, "extraSowing").map(|v| read_bool(&v, "state.extraSowing")).transpose()?;
    let closed = match field(&state, "closed") {
        None => PitSet::EMPTY,
        Some(v) => read_closed(&v)?,
    };
    let round = field(&state, "round").map(|v| read_int(&v, "state.round", 1.0, 65_535.0)).transpose()?;
    let round_starter =
        field(&state, "roundStarter").map(|v| read_player(&v, "state.roundStarter")).transpose()?;
    let setup = Setup {
        pits,
        piles: [piles[0], piles[1]],
        to_move,
        extra: extra.unwrap_or(false),
        closed,
        round: round.map_or(1, |r| r as u16),
        round_starter: round_starter.unwrap_or(to_move),
        ended: field(&state, "ended").filter(|v| !v.is_null()).map(|v| read_reason(&v)).transpose()?,
    };
    Ok((rules, setup))
}

fn read_reason(value: &JsValue) -> Result<Reason, JsError> {
    Reason::ALL
        .into_iter().find(|r| value.as_string().as_deref() == Some(r.as_str())).ok_or_else(|| {
        JsError::new(&format!(
            "state.ended must be null or one of \"stuck\", \"fifty\", \"starved\", \"empty\", \"cycle\", \"agreed\", \"match\", got {}",
            describe(value)
        ))
    })
}

/// Reads an array of `len` seed counts, each from 0 to `max`.
fn read_counts(value: &JsValue, name: &str, len: usize, max: f64) -> Result<Vec<u8>, JsError> {
    if !Array::is_array(value) || Array::from(value).length() as usize != len {
        return Err(JsError::new(&format!("{name} must be an array of {len} counts, got {}", describe(value))));
    }
    Array::from(value)
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let n = v.as_f64().filter(|n| n.fract() == 0.0 && *n >= 0.0).ok_or_else(|| {
                JsError::new(&format!("{name}[{i}] must be a non-negative integer, got {}", describe(&v)))
            })?;
            if n > max {
                return Err(JsError::new(&format!(
                    "{name}[{i}] holds {n} seeds, more than the game's {max}"
                )));
            }
            Ok(n as u8)
        })
        .collect()
}

fn read_closed(value: &JsValue) -> Result<PitSet, JsError> {
    if !Array::is_array(value) {
        return Err(JsError::new(&format!("state.closed must be an array of pits, got {}", describe(value))));
    }
    let mut closed = PitSet::EMPTY;
    for (i, v) in Array::from(value).iter().enumerate() {
        let pit = read_int(&v, &format!("state.closed[{i}]"), 0.0, PITS as f64 - 1.0)? as u8;
        if closed.contains(pit) {
            return Err(JsError::new(&format!("state.closed lists pit {pit} twice")));
        }
        closed = closed.with(pit);
    }
    Ok(closed)
}

/// Plays `games` random playouts of `variant` (capped at 1,000 moves each) and returns the moves
/// made; only in builds with the `bench` feature, for `benches/playouts.mjs` to time.
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = randomPlayouts)]
pub fn random_playouts(variant: JsValue, games: u32, seed: f64) -> Result<f64, JsError> {
    let variant = read_variant(&variant, "variant")?;
    let rules = Rules { free_choice: variant == Variant::MangalaIv, ..Rules::new(variant) };
    let start = crate::Position::new(rules).map_err(error)?;
    let mut rng = crate::SplitMix64::new(seed as u64);
    let mut moves = 0.0;
    for _ in 0..games {
        let mut position = start;
        moves += f64::from(crate::random_playout(&mut position, &mut rng, 1_000));
    }
    Ok(moves)
}
