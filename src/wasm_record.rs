//! The game record on the `Game` handle: `record`, `Game.fromRecord`, `toText`, `Game.fromText`,
//! `moves`, `seats` and `setSeats` (see CONTRACT.md). The core keeps the record
//! (`Game::record`) and writes and reads the game file; this module only carries them across,
//! reading every input strictly like `wasm.rs` and naming the field of any problem.

use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

use crate::wasm::{
    describe, error, field, object, options_object, player_value, read_fields, read_options, read_player, read_state,
    GameHandle,
};
use crate::{Action, Game, Level, MoveEntry, Record, RecordError, Ritual, Role, Rules, Seats};

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Returns the game's record `{ variant, options, start, actions, seats }`: a plain,
    /// JSON-serialisable object that `Game.fromRecord` replays to the same game.
    pub fn record(&self) -> JsValue {
        let record = self.game.record();
        let options = options_object(&record.rules);
        let _ = Reflect::set(&options, &"firstPlayer".into(), &player_value(record.rules.first_player));
        let start = match self.game.start_position() {
            Some(position) => {
                let start =
                    GameHandle { game: Game::from_setup(record.rules, position.setup()).unwrap_or(self.game.clone()) };
                start.state().into()
            }
            None => JsValue::NULL,
        };
        let actions: Array = record.actions.iter().map(|&a| action_value(a)).collect();
        object(&[
            ("variant", record.rules.variant.as_str().into()),
            ("options", options.into()),
            ("start", start),
            ("actions", actions.into()),
            ("seats", seats_value(record.seats)),
        ])
        .into()
    }

    /// Replays a record (the shape `record()` gives); an error names the field, the action's
    /// index and why.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue) -> Result<GameHandle, JsError> {
        let record = read_record(&record)?;
        let game = Game::from_record(&record).map_err(record_error)?;
        Ok(GameHandle { game })
    }

    /// Writes the game as a plain-text game file (headers, then the numbered moves).
    #[wasm_bindgen(js_name = toText)]
    pub fn to_text(&self) -> String {
        self.game.to_text()
    }

    /// Reads a game file; an error says the line, the column and why.
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(text: JsValue) -> Result<GameHandle, JsError> {
        let Some(text) = text.as_string() else {
            return Err(JsError::new(&format!("text must be a string, got {}", describe(&text))));
        };
        Ok(GameHandle { game: Game::from_text(&text).map_err(error)? })
    }

    /// Returns the move list: one entry per action, `{ player, action, notation, captured,
    /// extra, passes, round, end }`.
    pub fn moves(&self) -> Array {
        self.game.moves().iter().map(|e| JsValue::from(move_value(e))).collect()
    }

    /// Returns who sits where: `{ computer, ritual }`.
    pub fn seats(&self) -> JsValue {
        seats_value(self.game.seats())
    }

    /// Sets who sits where; bad seats throw an Error naming the field and change nothing.
    #[wasm_bindgen(js_name = setSeats)]
    pub fn set_seats(&mut self, seats: JsValue) -> Result<(), JsError> {
        if seats.is_undefined() || seats.is_null() {
            return Err(JsError::new(&format!("seats must be an object, got {}", describe(&seats))));
        }
        let seats = read_seats(&seats, "seats")?;
        self.game.set_seats(seats).map_err(error)
    }
}

/// Returns an action as the handle shows it: a pit, or `"agree"`.
fn action_value(action: Action) -> JsValue {
    match action {
        Action::Sow(pit) => pit.into(),
        Action::Agree => "agree".into(),
    }
}

/// Returns one entry of the move list.
fn move_value(entry: &MoveEntry) -> js_sys::Object {
    object(&[
        ("player", player_value(entry.player)),
        ("action", action_value(entry.action)),
        ("notation", entry.notation().into()),
        ("captured", entry.captured.into()),
        ("extra", entry.extra.into()),
        ("passes", entry.passes.into()),
        ("round", entry.round.map_or(JsValue::NULL, JsValue::from)),
        ("end", entry.end.map_or(JsValue::NULL, |r| r.as_str().into())),
    ])
}

/// Returns the seats as the handle shows them.
fn seats_value(seats: Seats) -> JsValue {
    let computer = match seats.computer {
        None => JsValue::NULL,
        Some((player, level)) => object(&[("player", player_value(player)), ("level", level.as_str().into())]).into(),
    };
    let ritual = match seats.ritual {
        None => JsValue::NULL,
        Some(Ritual::Pending) => "pending".into(),
        Some(Ritual::South(role)) => object(&[("south", role.as_str().into())]).into(),
    };
    object(&[("computer", computer), ("ritual", ritual)]).into()
}

/// Names the field of a record that failed to replay.
fn record_error(e: RecordError) -> JsError {
    let message = match &e {
        RecordError::Options(e) => format!("record.options: {e}"),
        RecordError::Start(e) => format!("record.start: {e}"),
        RecordError::Action { index, error, .. } => format!("record.actions[{index}]: {error}"),
        RecordError::RitualNotForVariant(_) => format!("record.{e}"),
    };
    JsError::new(&message)
}

/// Reads a record; an error names the field.
fn read_record(value: &JsValue) -> Result<Record, JsError> {
    let fields = ["variant", "options", "start", "actions", "seats"];
    let record = read_fields(value, "record", &fields)?
        .ok_or_else(|| JsError::new(&format!("record must be an object, got {}", describe(value))))?;
    let variant = field(&record, "variant").ok_or_else(|| JsError::new("record.variant is missing"))?;
    let variant = variant.as_string().and_then(|v| v.parse().ok()).ok_or_else(|| {
        JsError::new(&format!(
            "record.variant must be \"ali-guli-mane\", \"al-manqala\" or \"mangala-iv\", got {}",
            describe(&variant)
        ))
    })?;
    let options = field(&record, "options").unwrap_or(JsValue::UNDEFINED);
    let random = read_fields(&options, "record.options", &["firstPlayer", "rounds", "start", "seed", "freeChoice"])?
        .is_some_and(|o| {
            field(&o, "start").and_then(|s| s.as_string()).as_deref() == Some("random") && field(&o, "seed").is_none()
        });
    if random {
        return Err(JsError::new("record.options.seed is missing: a record's random start needs its seed"));
    }
    let rules = read_options(variant, &options, "record.options")?;
    let start = match field(&record, "start").filter(|v| !v.is_null()) {
        None => None,
        Some(state) => {
            let (start_rules, setup) = read_state(&state)?;
            // The state's options leave out the first player, which the record's give.
            if (Rules { first_player: rules.first_player, ..start_rules }) != rules {
                return Err(JsError::new("record.start: its variant and options differ from the record's"));
            }
            Some(setup)
        }
    };
    let actions = field(&record, "actions").ok_or_else(|| JsError::new("record.actions is missing"))?;
    let actions = read_actions(&actions)?;
    let seats = read_seats(&field(&record, "seats").unwrap_or(JsValue::UNDEFINED), "record.seats")?;
    Ok(Record { rules, start, actions, seats })
}

/// Reads the actions: pits 0 to 13 and `"agree"`.
fn read_actions(value: &JsValue) -> Result<Vec<Action>, JsError> {
    if !Array::is_array(value) {
        return Err(JsError::new(&format!("record.actions must be an array, got {}", describe(value))));
    }
    let read = |(i, v): (usize, JsValue)| match (v.as_f64(), v.as_string().as_deref()) {
        (Some(n), _) if n.fract() == 0.0 && (0.0..=13.0).contains(&n) => Ok(Action::Sow(n as u8)),
        (_, Some("agree")) => Ok(Action::Agree),
        _ => Err(JsError::new(&format!(
            "record.actions[{i}] must be a pit from 0 to 13 or \"agree\", got {}",
            describe(&v)
        ))),
    };
    Array::from(value).iter().enumerate().map(read).collect()
}

/// Reads seats `{ computer, ritual }`; `name` is what the caller calls them.
fn read_seats(value: &JsValue, name: &str) -> Result<Seats, JsError> {
    let Some(seats) = read_fields(value, name, &["computer", "ritual"])? else {
        return Ok(Seats::default());
    };
    let computer = match field(&seats, "computer").filter(|v| !v.is_null()) {
        None => None,
        Some(v) => Some(read_computer(&v, &format!("{name}.computer"))?),
    };
    let ritual = match field(&seats, "ritual").filter(|v| !v.is_null()) {
        None => None,
        Some(v) => Some(read_ritual(&v, &format!("{name}.ritual"))?),
    };
    Ok(Seats { computer, ritual })
}

/// Reads the computer's seat `{ player, level }`.
fn read_computer(value: &JsValue, name: &str) -> Result<(crate::Player, Level), JsError> {
    let seat = read_fields(value, name, &["player", "level"])?
        .ok_or_else(|| JsError::new(&format!("{name} must be an object or null, got {}", describe(value))))?;
    let player = field(&seat, "player").ok_or_else(|| JsError::new(&format!("{name}.player is missing")))?;
    let player = read_player(&player, &format!("{name}.player"))?;
    let level = field(&seat, "level").unwrap_or(JsValue::UNDEFINED);
    let level = level.as_string().and_then(|l| Level::from_name(&l)).ok_or_else(|| {
        JsError::new(&format!(
            "{name}.level must be \"beginner\", \"intermediate\", \"strong\" or \"master\", got {}",
            describe(&level)
        ))
    })?;
    Ok((player, level))
}

/// Reads the ritual: `"pending"` or `{ south: "guesser" | "hider" }`.
fn read_ritual(value: &JsValue, name: &str) -> Result<Ritual, JsError> {
    let bad = || {
        JsError::new(&format!(
            "{name} must be \"pending\", {{ south: \"guesser\" | \"hider\" }} or null, got {}",
            describe(value)
        ))
    };
    if value.as_string().as_deref() == Some("pending") {
        return Ok(Ritual::Pending);
    }
    if !value.is_object() {
        return Err(bad());
    }
    let ritual = read_fields(value, name, &["south"])?.ok_or_else(bad)?;
    let role = field(&ritual, "south").and_then(|r| r.as_string()).and_then(|r| Role::from_name(&r));
    role.map(Ritual::South).ok_or_else(bad)
}
