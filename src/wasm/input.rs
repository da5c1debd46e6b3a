//! Strict reading of JS values: [`Value`] deserializes, and these wrappers add what it leaves
//! to the caller — unknown object keys refused (`deny_unknown_fields` only works on keys
//! that are visited), integers checked as integers, and every error naming the path to the bad
//! value, such as `state.pits[3]: invalid value: integer `-1`, expected an integer from 0 to 98`.
//!
//! [`Obj`] and [`List`] walk objects and arrays themselves, handing each value to a [`Value`]:
//! so every derived type is read through one deserializer type (one copy of its code in the
//! wasm), and a path segment is added on the way up.

use core::fmt;
use core::marker::PhantomData;

use js_sys::{Array, Object, Reflect};
use serde::de::value::MapAccessDeserializer;
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Error as _, IntoDeserializer, MapAccess, Unexpected, Visitor,
};
use serde::{Deserialize, Serialize, Serializer};
use wasm_bindgen::{JsCast, JsError, JsValue};

use super::value::{js_number, raw, InputError as Error, Value, MAX_SAFE};

/// Opens and closes the path of an error message on its way up from the bad value.
const MARK: char = '\u{1}';

/// Reads `value` as a `T`; an error names `name` (what the caller calls the value) and the
/// path inside it.
pub fn read<T: DeserializeOwned>(value: JsValue, name: &str) -> Result<T, JsError> {
    T::deserialize(Value(value.clone())).map_err(|e| read_error(name, &value, e))
}

/// Returns the error of [`read`]: `name` and the path inside it, then the problem.
#[cold]
#[inline(never)]
fn read_error(name: &str, value: &JsValue, e: Error) -> JsError {
    JsError::new(&message(&at(name, value, e)))
}

/// Describes a JS value for an error message: JSON where it has one, else its type.
pub fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        return "undefined".into();
    }
    if let Some(n) = value.as_f64() {
        return js_number(n);
    }
    js_sys::JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| value.js_typeof().as_string().unwrap_or_default())
}

/// Splits a message into the path carried so far (empty if none) and the problem.
fn split(text: &str) -> (&str, &str) {
    text.strip_prefix(MARK).and_then(|rest| rest.split_once(MARK)).unwrap_or(("", text))
}

/// Returns the message of an error that went up through [`at`]: `path: problem`.
fn message(text: &str) -> String {
    let (path, problem) = split(text);
    format!("{path}: {problem}")
}

/// Adds `segment` to the path of an error about `value` or something inside it, and returns
/// the error's text with the path marked. When the error is about `value` itself, serde's "unit
/// value" becomes what it is, null or undefined.
fn at(segment: &str, value: &JsValue, error: impl fmt::Display) -> String {
    let text = error.to_string();
    let (path, problem) = split(&text);
    let path = match path {
        "" => segment.into(),
        _ if path.starts_with('[') => format!("{segment}{path}"),
        _ => format!("{segment}.{path}"),
    };
    let problem = match problem.strip_prefix("invalid type: unit value") {
        Some(rest) if path == segment => format!("invalid type: {}{rest}", describe(value)),
        _ => problem.into(),
    };
    format!("{MARK}{path}{MARK}{problem}")
}

/// A plain JS object read as `T`, a struct deriving `Deserialize` (with `deny_unknown_fields`):
/// every own key is visited (serde-wasm-bindgen visits only the struct's fields), and an error
/// below a key names it. Serializes as `T`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Obj<T>(pub T);

impl<'de, T: DeserializeOwned> Deserialize<'de> for Obj<T> {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Obj<T>, D::Error> {
        Obj::read(&raw(deserializer)?).map_err(D::Error::custom)
    }
}

impl<T: DeserializeOwned> Obj<T> {
    /// Reads `value`. Kept apart from `deserialize`, whose code serde instantiates for more than
    /// one deserializer (ours, and the one of a missing field), so that the wasm holds this once.
    fn read(value: &JsValue) -> Result<Obj<T>, Error> {
        T::deserialize(MapAccessDeserializer::new(Entries::of_value(value)?)).map(Obj)
    }
}

impl<T: Serialize> Serialize for Obj<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

/// An object's `[key, value]` entries, whose errors name their key.
pub struct Entries {
    entries: Array,
    next: u32,
}

impl Entries {
    /// Returns the own entries of `object`.
    pub fn of(object: &Object) -> Entries {
        Entries { entries: Object::entries(object), next: 0 }
    }

    /// Returns the own entries of `value`, which must be a plain object (not an array).
    #[inline(never)]
    fn of_value(value: &JsValue) -> Result<Entries, Error> {
        if !value.is_object() || Array::is_array(value) {
            return Err(Error::custom(format_args!("invalid type: {}, expected an object", describe(value))));
        }
        Ok(Entries::of(value.unchecked_ref()))
    }

    fn key(&self) -> String {
        Reflect::get_u32(&self.entries.get(self.next - 1), 0).ok().and_then(|k| k.as_string()).unwrap_or_default()
    }

    /// Returns the current entry's value. (This and the error below are kept out of the code
    /// of each field's type, which the wasm would otherwise hold once per field.)
    #[inline(never)]
    fn value(&self) -> JsValue {
        Reflect::get_u32(&self.entries.get(self.next - 1), 1).unwrap_or_default()
    }

    /// Names the current key in an error about its value, `value`.
    #[cold]
    #[inline(never)]
    fn value_error(&self, value: &JsValue, e: Error) -> Error {
        Error::custom(at(&self.key(), value, e))
    }
}

impl<'de> MapAccess<'de> for Entries {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        if self.next >= self.entries.length() {
            return Ok(None);
        }
        self.next += 1;
        let key = self.key();
        seed.deserialize(key.as_str().into_deserializer()).map(Some).map_err(|e: Error| key_error(&key, e))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let value = self.value();
        seed.deserialize(Value(value.clone())).map_err(|e| self.value_error(&value, e))
    }
}

/// Names `key` in an error about it.
#[cold]
#[inline(never)]
fn key_error(key: &str, e: Error) -> Error {
    Error::custom(at(key, &JsValue::NULL, e))
}

/// Returns the items of `value`, which must be an array.
#[inline(never)]
fn items(value: &JsValue) -> Result<Array, Error> {
    if !Array::is_array(value) {
        return Err(Error::custom(format_args!("invalid type: {}, expected an array", describe(value))));
    }
    Ok(Array::from(value))
}

/// Names the index `i` in an error about the item `item`.
#[cold]
#[inline(never)]
fn item_error(i: usize, item: &JsValue, e: Error) -> String {
    at(&format!("[{i}]"), item, e)
}

/// A JS array read as a `Vec<T>`: an error in an item names its index. Serializes as an array.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct List<T>(pub Vec<T>);

impl<'de, T: DeserializeOwned> Deserialize<'de> for List<T> {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<List<T>, D::Error> {
        List::read(&raw(deserializer)?).map_err(D::Error::custom)
    }
}

impl<T: DeserializeOwned> List<T> {
    /// Reads `value` (kept apart from `deserialize` as [`Obj::read`] is).
    fn read(value: &JsValue) -> Result<List<T>, Error> {
        let items = items(value)?;
        let mut list = Vec::with_capacity(items.length() as usize);
        for (i, item) in items.iter().enumerate() {
            list.push(T::deserialize(Value(item.clone())).map_err(|e| Error::custom(item_error(i, &item, e)))?);
        }
        Ok(List(list))
    }
}

impl<T: Serialize> Serialize for List<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(&self.0)
    }
}

/// An integer from `MIN` to `MAX`, read from a JS number (never a string, a fraction or NaN).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Int<const MIN: u64, const MAX: u64>(pub u64);

impl<'de, const MIN: u64, const MAX: u64> Deserialize<'de> for Int<MIN, MAX> {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
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
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(NameVisitor(PhantomData))
    }
}

struct NameVisitor<T>(PhantomData<T>);

impl<T: Named> Visitor<'_> for NameVisitor<T> {
    type Value = Name<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("one of ")?;
        for (i, v) in T::ALL.iter().enumerate() {
            f.write_str(if i == 0 { "\"" } else { ", \"" })?;
            f.write_str(v.name())?;
            f.write_str("\"")?;
        }
        Ok(())
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        T::ALL
            .iter()
            .find(|t| t.name() == v)
            .map(|&t| Name(t))
            .ok_or_else(|| E::invalid_value(Unexpected::Str(v), &self))
    }
}
