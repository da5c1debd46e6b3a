//! Strict reading of JS values: serde-wasm-bindgen converts, and these wrappers add what it
//! leaves to the caller — unknown object keys refused (`deny_unknown_fields` only works on keys
//! that are visited), integers checked as integers, and every error naming the path to the bad
//! value, such as `state.pits[3]: invalid value: integer `-1`, expected an integer from 0 to 98`.

use core::fmt;
use core::marker::PhantomData;

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Unexpected, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use wasm_bindgen::{JsError, JsValue};

/// Opens and closes the path of an error message on its way up from the bad value.
const MARK: char = '\u{1}';

/// Reads `value` as a `T`; an error names `name` (what the caller calls the value) and the
/// path inside it.
pub fn read<T: DeserializeOwned>(value: JsValue, name: &str) -> Result<T, JsError> {
    let shown = describe(&value);
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        let text = text_of(&e);
        let (path, problem) = split(&text);
        // serde calls null and undefined a "unit value": the top-level value is shown as it is,
        // and inside an object or array (where undefined means a missing field) it is null.
        let unit = if path.is_empty() { shown.as_str() } else { "null" };
        JsError::new(&format!("{}: {}", join(name, path), problem.replace("unit value", unit)))
    })
}

/// Describes a JS value for an error message: JSON where it has one, else its type.
pub fn describe(value: &JsValue) -> String {
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

/// Returns an error's message without the `Error: ` that JS puts before it.
fn text_of(error: &impl fmt::Display) -> String {
    let text = error.to_string();
    text.strip_prefix("Error: ").map(str::to_owned).unwrap_or(text)
}

/// Splits a message into the path carried so far (empty if none) and the problem.
fn split(text: &str) -> (&str, &str) {
    text.strip_prefix(MARK).and_then(|rest| rest.split_once(MARK)).unwrap_or(("", text))
}

/// Joins a path segment to the path below it: `options` + `seed`, `pits` + `[3]`.
fn join(segment: &str, path: &str) -> String {
    match path {
        "" => segment.into(),
        _ if path.starts_with('[') => format!("{segment}{path}"),
        _ => format!("{segment}.{path}"),
    }
}

/// Adds `segment` to the path of an error coming up from inside it.
fn at<E: de::Error>(segment: &str, error: E) -> E {
    let text = text_of(&error);
    let (path, problem) = split(&text);
    E::custom(format_args!("{MARK}{}{MARK}{problem}", join(segment, path)))
}

/// A plain JS object read as `T`, a struct deriving `Deserialize` (with `deny_unknown_fields`):
/// every key is visited, and an error below a key names it. Serializes as `T`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Obj<T>(pub T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Obj<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Obj<T>, D::Error> {
        deserializer.deserialize_any(ObjVisitor(PhantomData))
    }
}

impl<T: Serialize> Serialize for Obj<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

struct ObjVisitor<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for ObjVisitor<T> {
    type Value = Obj<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Obj<T>, A::Error> {
        T::deserialize(MapAccessDeserializer::new(Keyed { map, key: String::new() })).map(Obj)
    }
}

/// A map whose values' errors name their key.
struct Keyed<A> {
    map: A,
    key: String,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Keyed<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
        let Some(key) = self.map.next_key::<String>()? else {
            return Ok(None);
        };
        let found = seed.deserialize(key.as_str().into_deserializer()).map_err(|e| at(&key, e))?;
        self.key = key;
        Ok(Some(found))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed).map_err(|e| at(&self.key, e))
    }
}

/// A JS array read as a `Vec<T>`: an error in an item names its index. Serializes as an array.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct List<T>(pub Vec<T>);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for List<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<List<T>, D::Error> {
        deserializer.deserialize_any(ListVisitor(PhantomData))
    }
}

impl<T: Serialize> Serialize for List<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(&self.0)
    }
}

struct ListVisitor<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for ListVisitor<T> {
    type Value = List<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<List<T>, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element().map_err(|e| at(&format!("[{}]", items.len()), e))? {
            items.push(item);
        }
        Ok(List(items))
    }
}

/// An integer from `MIN` to `MAX`, read from a JS number (never a string, a fraction or NaN).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Int<const MIN: u64, const MAX: u64>(pub u64);

/// The largest integer a JS number holds exactly, 2^53 − 1.
pub const MAX_SAFE: u64 = 9_007_199_254_740_991;

impl<'de, const MIN: u64, const MAX: u64> Deserialize<'de> for Int<MIN, MAX> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_f64(IntVisitor::<MIN, MAX>)
    }
}

impl<const MIN: u64, const MAX: u64> Serialize for Int<MIN, MAX> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.0 as f64)
    }
}

struct IntVisitor<const MIN: u64, const MAX: u64>;

impl<'de, const MIN: u64, const MAX: u64> Visitor<'de> for IntVisitor<MIN, MAX> {
    type Value = Int<MIN, MAX>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "an integer from {MIN} to {MAX}")
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
        if v.fract() == 0.0 && (MIN as f64..=MAX as f64).contains(&v) {
            return Ok(Int(v as u64));
        }
        let unexpected = if v.fract() == 0.0 && v.abs() <= MAX_SAFE as f64 {
            Unexpected::Signed(v as i64)
        } else {
            Unexpected::Float(v)
        };
        Err(E::invalid_value(unexpected, &self))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        self.visit_f64(v as f64)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
        self.visit_f64(v as f64)
    }
}

/// A core enum known by the names the `Game` handle gives its values.
pub trait Named: Copy + 'static {
    /// Every value.
    const ALL: &'static [Self];

    /// Returns the value's name.
    fn name(self) -> &'static str;
}

/// A value of a [`Named`] enum, read from and written as its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Name<T>(pub T);

impl<T: Named> Serialize for Name<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.name())
    }
}

impl<'de, T: Named> Deserialize<'de> for Name<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(NameVisitor(PhantomData))
    }
}

struct NameVisitor<T>(PhantomData<T>);

impl<T: Named> Visitor<'_> for NameVisitor<T> {
    type Value = Name<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let names: Vec<String> = T::ALL.iter().map(|v| format!("{:?}", v.name())).collect();
        write!(f, "one of {}", names.join(", "))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        T::ALL
            .iter()
            .find(|t| t.name() == v)
            .map(|&t| Name(t))
            .ok_or_else(|| E::invalid_value(Unexpected::Str(v), &self))
    }
}
