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
    pub(crate) game: Game,
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
pub(crate) fn error(e: impl core::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Describes a JS value for an error message: JSON where it has one, else its type.
pub(crate) fn describe(value: &JsValue) -> String {
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

pub(crate) fn object(entries: &[(&str, JsValue)]) -> Object {
    let object = Object::new();
    for (key, value) in entries {
        let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object
}

pub(crate) fn player_value(player: Player) -> JsValue {
    JsValue::from(player.index() as u8)
}

fn pit_array(pits: PitSet) -> Array {
    pits.iter().map(JsValue::from).collect()
}

pub(crate) fn options_object(rules: &Rules) -> Object {
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
        Event::Capture { pit, seeds, player } => {
            object(&[kind("capture"), ("pit", pit.into()), ("seeds", seeds.into()), ("player", player_value(player))])
        }
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
        _ => Err(JsError::new(&format!("{name} must be an integer from {min} to {max}, got {}", describe(value)))),
    }
}

fn read_bool(value: &JsValue, name: &str) -> Result<bool, JsError> {
    value.as_bool().ok_or_else(|| JsError::new(&format!("{name} must be true or false, got {}", describe(value))))
}

pub(crate) fn read_player(value: &JsValue, name: &str) -> Result<Player, JsError> {
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
pub(crate) fn read_fields(value: &JsValue, name: &str, allowed: &[&str]) -> Result<Option<Object>, JsError> {
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
            return Err(JsError::new(&format!("unknown field {name}.{key}: allowed are {}", allowed.join(", "))));
        }
    }
    Ok(Some(object))
}

/// Reads a field, `None` when it is undefined.
pub(crate) fn field(object: &Object, key: &str) -> Option<JsValue> {
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

pub(crate) fn read_options(variant: Variant, value: &JsValue, name: &str) -> Result<Rules, JsError> {
    let mut rules = Rules::new(variant);
    let Some(options) = read_fields(value, name, &["firstPlayer", "rounds", "start", "seed", "freeChoice"])? else {
        return Ok(rules);
    };
    if let Some(key) =
        Object::keys(&options).iter().filter_map(|k| k.as_string()).find(|k| !options_of(variant).contains(&k.as_str()))
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
            return Err(JsError::new(&format!("{name}.start must be \"uniform\" or \"random\", got {}", describe(&v))))
        }
    }
    if seed.is_some() && rules.start == Start::Uniform {
        return Err(JsError::new(&format!("{name}.seed needs {name}.start to be \"random\"")));
    }
    rules.check().map_err(error)?;
    Ok(rules)
}

const STATE: [&str; 10] =
    ["variant", "pits", "captured", "toMove", "extraSowing", "closed", "round", "roundStarter", "options", "ended"];

pub(crate) fn read_state(value: &JsValue) -> Result<(Rules, Setup), JsError> {
    let state = read_fields(value, "state", &STATE)?
        .ok_or_else(|| JsError::new(&format!("state must be an object, got {}", describe(value))))?;
    let required = |key: &str| field(&state, key).ok_or_else(|| JsError::new(&format!("state.{key} is missing")));
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
    let round_starter = field(&state, "roundStarter").map(|v| read_player(&v, "state.roundStarter")).transpose()?;
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
                return Err(JsError::new(&format!("{name}[{i}] holds {n} seeds, more than the game's {max}")));
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

// ---------------------------------------------------------------------------------------------
// The computer opponent (src/ai): bestMove, analyze, foresee.

/// The Master's thinking time per move in the browser, on top of its node budget.
const MASTER_TIME_MS: f64 = 1_000.0;

/// The longest thinking time `bestMove` and `analyze` accept.
const MAX_TIME_MS: f64 = 600_000.0;

/// `analyze`'s thinking time when none is given.
const ANALYZE_TIME_MS: f64 = 1_000.0;

thread_local! {
    /// One searcher per wasm instance: its 16 MB table is allocated once, at the first search.
    static SEARCHER: core::cell::RefCell<Option<crate::ai::Searcher>> = const { core::cell::RefCell::new(None) };
}

/// Runs `f` with the shared searcher.
fn with_searcher<T>(f: impl FnOnce(&mut crate::ai::Searcher) -> T) -> T {
    SEARCHER.with(|cell| {
        let mut slot = cell.borrow_mut();
        f(slot.get_or_insert_with(|| crate::ai::Searcher::new(20)))
    })
}

/// A clock that runs out `ms` milliseconds from now (`Date.now()`).
fn deadline(ms: f64) -> impl FnMut() -> f64 {
    let start = js_sys::Date::now();
    move || (js_sys::Date::now() - start) / ms
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Returns the computer's move, a legal pit. `options` is `{ level, seed? }` with `level`
    /// one of "beginner", "intermediate", "strong", "master", or `{ timeMs?, maxDepth?, seed? }`
    /// for the strongest search within that time (ms) and depth (sowings). The same position,
    /// history, options and seed give the same move — except when a time runs out (the Master
    /// also stops after a second). Throws for bad options or a finished game.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&self, options: JsValue) -> Result<u8, JsError> {
        let fields = ["level", "seed", "timeMs", "maxDepth"];
        let options = read_fields(&options, "options", &fields)?
            .ok_or_else(|| JsError::new("options must be an object: { level } or { timeMs, maxDepth }"))?;
        let seed = field(&options, "seed")
            .map(|v| read_int(&v, "options.seed", 0.0, 9_007_199_254_740_991.0))
            .transpose()?
            .unwrap_or(0.0) as u64;
        let level = field(&options, "level").map(|v| read_level(&v)).transpose()?;
        let (time, depth) = read_time_and_depth(&options)?;
        let position = *self.game.position();
        if position.is_over() {
            return Err(JsError::new("the game is over: there is no move to choose"));
        }
        let history = round_history(&self.game);
        let pit = match level {
            Some(_) if time.is_some() || depth.is_some() => {
                return Err(JsError::new("options.level can't be combined with options.timeMs or options.maxDepth"))
            }
            Some(level) if level == crate::ai::Level::Master => {
                with_searcher(|s| level.choose(&position, &history, seed, s, &mut deadline(MASTER_TIME_MS)))
            }
            Some(level) => with_searcher(|s| level.choose(&position, &history, seed, s, &mut crate::ai::NoClock)),
            None if time.is_none() && depth.is_none() => {
                return Err(JsError::new("options needs a level, or timeMs and/or maxDepth"))
            }
            None => {
                let limits = crate::ai::Limits::depth(depth.unwrap_or(crate::ai::MAX_DEPTH));
                with_searcher(|s| match time {
                    Some(ms) => crate::ai::level::strongest_move(&position, &history, limits, s, &mut deadline(ms)),
                    None => crate::ai::level::strongest_move(&position, &history, limits, s, &mut crate::ai::NoClock),
                })
            }
        };
        pit.ok_or_else(|| JsError::new("the game is over: there is no move to choose"))
    }

    /// Scores every legal move for the player to move, thinking `timeMs` (default 1000) and at
    /// most `maxDepth` sowings: `options` is `{ timeMs?, maxDepth? }`. Returns, in pit order,
    /// `[{ pit, value, exact, outcome, captures, extraSowing, safeReplies, best }]`:
    /// - `value`: what the move is worth to the mover, in seeds: the final margin of the piles
    ///   when `exact`, else the search's estimate of it;
    /// - `exact`: `value` is the game's true value after the move (every line searched to its end);
    /// - `outcome`: `"win"`, `"draw"` or `"loss"` for the mover when proven by force, else `null`;
    /// - `captures`: the seeds the sowing captures at once; `extraSowing`: it earns an Ali Guli
    ///   Mane extra sowing;
    /// - `safeReplies`: when the opponent moves next, how many of their replies leave the mover
    ///   no capture (0: "leaves your opponent no safe move"), else `null`;
    /// - `best`: the move the analysis recommends (exactly one).
    ///
    /// Throws for bad options or a finished game.
    pub fn analyze(&self, options: JsValue) -> Result<Array, JsError> {
        let (time, depth) = match read_fields(&options, "options", &["timeMs", "maxDepth"])? {
            Some(options) => read_time_and_depth(&options)?,
            None => (None, None),
        };
        let position = *self.game.position();
        if position.is_over() {
            return Err(JsError::new("the game is over: there is no move to analyze"));
        }
        let history = round_history(&self.game);
        let limits = crate::ai::Limits::depth(depth.unwrap_or(crate::ai::MAX_DEPTH));
        let time = if depth.is_some() { time } else { Some(time.unwrap_or(ANALYZE_TIME_MS)) };
        let hints = with_searcher(|s| match time {
            Some(ms) => crate::ai::hint::hints(&position, &history, limits, &mut deadline(ms), s),
            None => crate::ai::hint::hints(&position, &history, limits, &mut crate::ai::NoClock, s),
        })
        .ok_or_else(|| JsError::new("the game is over: there is no move to analyze"))?;
        Ok(hints.moves().iter().map(|h| JsValue::from(hint_object(h))).collect())
    }

    /// Plays the game out from here while every move is forced (traditional Mangala IV, where
    /// the opening ritual picks rows) and returns how it ends: `{ winner, captured, reason,
    /// moves }`. Throws when a move somewhere is a real choice, or the game is already over.
    pub fn foresee(&self) -> Result<Object, JsError> {
        if self.game.outcome().is_some() {
            return Err(JsError::new("the game is over: there is nothing to foresee"));
        }
        let mut game = self.game.clone();
        let mut moves = 0u32;
        while game.outcome().is_none() {
            let legal = game.legal_moves();
            let (Some(pit), 1) = (legal.first(), legal.len()) else {
                return Err(JsError::new(&format!(
                    "foresee needs every move to be forced, but after {moves} moves player {} may choose among pits {:?}",
                    game.position().to_move().index(),
                    legal.iter().collect::<Vec<_>>()
                )));
            };
            game.play(pit).map_err(error)?;
            moves += 1;
            if moves > 100_000 {
                return Err(JsError::new("foresee gave up after 100000 moves"));
            }
        }
        let Some(Outcome { winner, reason }) = game.outcome() else {
            return Err(JsError::new("foresee found no ending"));
        };
        let captured: Array = game.position().piles().iter().map(|&n| JsValue::from(n)).collect();
        Ok(object(&[
            ("winner", winner.map_or(JsValue::NULL, player_value)),
            ("captured", captured.into()),
            ("reason", reason.as_str().into()),
            ("moves", moves.into()),
        ]))
    }
}

/// Returns the positions of the game's current round before the current one, oldest first, for
/// the search's repetition rule.
fn round_history(game: &Game) -> Vec<crate::Position> {
    let round = game.position().round();
    let mut past = game.clone();
    let mut positions = Vec::new();
    while past.undo() {
        if past.position().round() != round {
            break;
        }
        positions.push(*past.position());
    }
    positions.reverse();
    positions
}

fn read_level(value: &JsValue) -> Result<crate::ai::Level, JsError> {
    value.as_string().and_then(|name| crate::ai::Level::from_name(&name)).ok_or_else(|| {
        JsError::new(&format!(
            "options.level must be \"beginner\", \"intermediate\", \"strong\" or \"master\", got {}",
            describe(value)
        ))
    })
}

/// Reads `timeMs` (a positive number of milliseconds) and `maxDepth` (sowings), each optional.
fn read_time_and_depth(options: &Object) -> Result<(Option<f64>, Option<u8>), JsError> {
    let time = match field(options, "timeMs") {
        None => None,
        Some(v) => match v.as_f64() {
            Some(ms) if ms > 0.0 && ms <= MAX_TIME_MS => Some(ms),
            _ => {
                return Err(JsError::new(&format!(
                    "options.timeMs must be a number of milliseconds above 0 and at most {MAX_TIME_MS}, got {}",
                    describe(&v)
                )))
            }
        },
    };
    let depth = field(options, "maxDepth")
        .map(|v| read_int(&v, "options.maxDepth", 1.0, f64::from(crate::ai::MAX_DEPTH)))
        .transpose()?
        .map(|d| d as u8);
    Ok((time, depth))
}

fn hint_object(hint: &crate::ai::hint::MoveHint) -> Object {
    use crate::ai::search::Verdict;
    use crate::ai::{SEED, WIN};
    let value = if hint.score >= WIN {
        f64::from(hint.score - WIN) / f64::from(SEED)
    } else if hint.score <= -WIN {
        f64::from(hint.score + WIN) / f64::from(SEED)
    } else {
        (f64::from(hint.score) / f64::from(SEED) * 100.0).round() / 100.0
    };
    let outcome = match hint.verdict {
        Some(Verdict::Win) => "win".into(),
        Some(Verdict::Draw) => "draw".into(),
        Some(Verdict::Loss) => "loss".into(),
        None => JsValue::NULL,
    };
    object(&[
        ("pit", hint.pit.into()),
        ("value", value.into()),
        ("exact", hint.solved.into()),
        ("outcome", outcome),
        ("captures", hint.captures.into()),
        ("extraSowing", hint.extra.into()),
        ("safeReplies", hint.safe_replies.map_or(JsValue::NULL, JsValue::from)),
        ("best", hint.best.into()),
    ])
}

/// Runs `searches` Master searches of `nodes` nodes each from positions reached by random play
/// and returns the nodes visited; only in builds with the `bench` feature, for
/// `benches/search.mjs` to time.
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = searchNodes)]
pub fn search_nodes(variant: JsValue, searches: u32, nodes: f64, seed: f64) -> Result<f64, JsError> {
    let variant = read_variant(&variant, "variant")?;
    let rules = Rules { free_choice: variant == Variant::MangalaIv, ..Rules::new(variant) };
    let mut rng = crate::SplitMix64::new(seed as u64);
    let mut total = 0.0;
    with_searcher(|searcher| {
        for _ in 0..searches {
            let mut position = crate::Position::new(rules).map_err(error)?;
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
