//! The game record on the `Game` handle: `record`, `Game.fromRecord`, `moves`, `seats` and
//! `setSeats`. The core keeps the record (`Game::record`); these types only carry it across, read
//! strictly like the rest. The game file's reader and writer take and give it in `text.rs`.

use core::fmt;

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, MapAccess, Unexpected, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tsify_next::Tsify;
use wasm_bindgen::prelude::*;

#[cfg(not(feature = "text-module"))]
use super::handle::GameHandle;
use super::input::{read, List, Name, Named, Obj};
use super::schema::{player as player_number, player_of, to_js, Options, PlayerNumber, StartKind, State};
use crate::{Action, Game, Level, MoveEntry, Reason, Record, RecordError, Ritual, Role, Rules, Seats, Variant};

impl Named for Role {
    const ALL: &'static [Role] = &Role::ALL;
    fn name(self) -> &'static str {
        self.as_str()
    }
}

/// A whole game: `record()` gives it, `Game.fromRecord` takes it. On input `options`, `start`
/// and `seats` may be left out (defaults, the variant's start, two people).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Tsify)]
#[serde(deny_unknown_fields)]
#[tsify(missing_as_null)]
pub struct GameRecord {
    pub variant: Name<Variant>,
    /// The options, the first player's among them.
    #[serde(default)]
    pub options: Obj<Options>,
    /// The position it began at, when not the variant's own start.
    #[serde(default)]
    pub start: Option<Obj<State>>,
    pub actions: List<ActionValue>,
    #[serde(default)]
    pub seats: Obj<SeatsValue>,
}

/// An action: a pit, 0 to 13, or `"agree"`, Al-manqala's agreed cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionValue(pub Action);

/// Who sits where: `seats()`, `setSeats`, a record's `seats`. A field left out is `null`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Tsify)]
#[serde(deny_unknown_fields)]
#[tsify(missing_as_null)]
pub struct SeatsValue {
    /// `null`: two people at the board.
    pub computer: Option<Obj<ComputerSeat>>,
    /// Mangala IV's opening ritual, `null` without one.
    pub ritual: Option<RitualValue>,
}

/// The computer's seat and strength.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Tsify)]
#[serde(deny_unknown_fields)]
pub struct ComputerSeat {
    pub player: PlayerNumber,
    pub level: Name<Level>,
}

/// Mangala IV's ritual: `"pending"`, or `{ south: "guesser" | "hider" }` once played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RitualValue(pub Ritual);

/// The ritual's outcome as an object.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SouthSeat {
    south: Name<Role>,
}

/// One entry of `moves()`: an action in the notation, and what it led to.
#[derive(Clone, Debug, PartialEq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct MoveValue {
    /// The player who moved.
    pub player: PlayerNumber,
    pub action: ActionValue,
    /// The action in the move notation, with its marks.
    pub notation: String,
    /// The seeds the sowing captured.
    pub captured: u8,
    /// An Ali Guli Mane extra sowing follows.
    pub extra: bool,
    /// The next player had to pass.
    pub passes: bool,
    /// Ali Guli Mane rounds: the number of the round that began after it.
    pub round: Option<u16>,
    /// The game ended with this action, for this reason.
    pub end: Option<Name<Reason>>,
}

impl Serialize for ActionValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Action::Sow(pit) => serializer.serialize_u8(pit),
            Action::Agree => serializer.serialize_str("agree"),
        }
    }
}

impl<'de> Deserialize<'de> for ActionValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ActionValue, D::Error> {
        deserializer.deserialize_any(ActionVisitor)
    }
}

struct ActionVisitor;

impl Visitor<'_> for ActionVisitor {
    type Value = ActionValue;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a pit from 0 to 13 or \"agree\"")
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<ActionValue, E> {
        if v.fract() == 0.0 && (0.0..=13.0).contains(&v) {
            return Ok(ActionValue(Action::Sow(v as u8)));
        }
        Err(E::invalid_value(Unexpected::Float(v), &self))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<ActionValue, E> {
        self.visit_f64(v as f64)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<ActionValue, E> {
        self.visit_f64(v as f64)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<ActionValue, E> {
        match v {
            "agree" => Ok(ActionValue(Action::Agree)),
            _ => Err(E::invalid_value(Unexpected::Str(v), &self)),
        }
    }
}

impl Serialize for RitualValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        match self.0 {
            Ritual::Pending => serializer.serialize_str("pending"),
            Ritual::South(role) => {
                let mut object = serializer.serialize_struct("SouthSeat", 1)?;
                object.serialize_field("south", &Name(role))?;
                object.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for RitualValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RitualValue, D::Error> {
        deserializer.deserialize_any(RitualVisitor)
    }
}

struct RitualVisitor;

impl<'de> Visitor<'de> for RitualVisitor {
    type Value = RitualValue;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("\"pending\", { south: \"guesser\" | \"hider\" } or null")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<RitualValue, E> {
        match v {
            "pending" => Ok(RitualValue(Ritual::Pending)),
            _ => Err(E::invalid_value(Unexpected::Str(v), &self)),
        }
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<RitualValue, M::Error> {
        let SouthSeat { south: Name(role) } = SouthSeat::deserialize(MapAccessDeserializer::new(map))?;
        Ok(RitualValue(Ritual::South(role)))
    }
}

impl SeatsValue {
    /// Returns the seats as the handle shows them.
    pub fn of(seats: Seats) -> SeatsValue {
        SeatsValue {
            computer: seats
                .computer
                .map(|(player, level)| Obj(ComputerSeat { player: player_number(player), level: Name(level) })),
            ritual: seats.ritual.map(RitualValue),
        }
    }

    /// Returns the core's seats.
    pub fn seats(&self) -> Seats {
        Seats {
            computer: self.computer.as_ref().map(|Obj(c)| (player_of(c.player), c.level.0)),
            ritual: self.ritual.map(|r| r.0),
        }
    }
}

impl GameRecord {
    /// Returns the record of `game`; its options always name the first player.
    pub fn of(game: &Game) -> GameRecord {
        let record = game.record();
        let options =
            Options { first_player: Some(player_number(record.rules.first_player)), ..Options::of(&record.rules) };
        GameRecord {
            variant: Name(record.rules.variant),
            options: Obj(options),
            start: game.start_position().map(|p| Obj(State::of(&p))),
            actions: List(record.actions.into_iter().map(ActionValue).collect()),
            seats: Obj(SeatsValue::of(record.seats)),
        }
    }

    /// Returns the core's record; an error names the field.
    pub fn record(&self) -> Result<Record, JsError> {
        let Obj(options) = &self.options;
        if options.start == Some(Name(StartKind::Random)) && options.seed.is_none() {
            return Err(JsError::new("record.options.seed is missing: a record's random start needs its seed"));
        }
        let rules = options.rules(self.variant.0, "record.options")?;
        let start = match &self.start {
            None => None,
            Some(Obj(state)) => {
                let (start_rules, setup) = state.setup()?;
                // The state's options leave out the first player, which the record's give.
                if (Rules { first_player: rules.first_player, ..start_rules }) != rules {
                    return Err(JsError::new("record.start: its variant and options differ from the record's"));
                }
                Some(setup)
            }
        };
        let actions = self.actions.0.iter().map(|a| a.0).collect();
        Ok(Record { rules, start, actions, seats: self.seats.0.seats() })
    }
}

impl MoveValue {
    /// Returns an entry of the move list as the handle shows it.
    pub fn of(entry: &MoveEntry) -> MoveValue {
        MoveValue {
            player: player_number(entry.player),
            action: ActionValue(entry.action),
            notation: entry.notation(),
            captured: entry.captured,
            extra: entry.extra,
            passes: entry.passes,
            round: entry.round,
            end: entry.end.map(Name),
        }
    }
}

/// Names the field of a record that failed to replay.
pub(super) fn record_error(e: RecordError) -> JsError {
    let message = match &e {
        RecordError::Options(e) => format!("record.options: {e}"),
        RecordError::Start(e) => format!("record.start: {e}"),
        RecordError::Action { index, error, .. } => format!("record.actions[{index}]: {error}"),
        RecordError::RitualNotForVariant(_)
        | RecordError::RitualFromPosition
        | RecordError::RitualPendingAfterMoves => format!("record.{e}"),
    };
    JsError::new(&message)
}

#[cfg(not(feature = "text-module"))]
#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// Returns the game's record `{ variant, options, start, actions, seats }`: a plain,
    /// JSON-serialisable object that `Game.fromRecord` replays to the same game.
    #[wasm_bindgen(unchecked_return_type = "GameRecord")]
    pub fn record(&self) -> JsValue {
        to_js(&GameRecord::of(&self.game))
    }

    /// Replays a record (the shape `record()` gives); an error names the field, the action's
    /// index and why.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "GameRecord")] record: JsValue,
    ) -> Result<GameHandle, JsError> {
        let Obj(record) = read::<Obj<GameRecord>>(record, "record")?;
        let game = Game::from_record(&record.record()?).map_err(record_error)?;
        Ok(GameHandle { game })
    }

    /// Returns the move list: one entry per action, `{ player, action, notation, captured,
    /// extra, passes, round, end }`.
    #[wasm_bindgen(unchecked_return_type = "MoveEntry[]")]
    pub fn moves(&self) -> JsValue {
        to_js(&self.game.moves().iter().map(MoveValue::of).collect::<Vec<_>>())
    }

    /// Returns who sits where: `{ computer, ritual }`.
    #[wasm_bindgen(unchecked_return_type = "Seats")]
    pub fn seats(&self) -> JsValue {
        to_js(&SeatsValue::of(self.game.seats()))
    }

    /// Sets who sits where; bad seats throw an Error naming the field and change nothing.
    #[wasm_bindgen(js_name = setSeats)]
    pub fn set_seats(&mut self, #[wasm_bindgen(unchecked_param_type = "Seats")] seats: JsValue) -> Result<(), JsError> {
        let Obj(seats) = read::<Obj<SeatsValue>>(seats, "seats")?;
        self.game.set_seats(seats.seats()).map_err(|e| JsError::new(&e.to_string()))
    }
}
