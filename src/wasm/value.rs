//! A serde `Deserializer` over a JS value, and its error.
//!
//! serde-wasm-bindgen writes every value the handle returns; reading is done here instead,
//! because its deserializer spells a rejected number with Rust's float formatting, which alone
//! would add about 20 KB to the wasm. Errors read as serde's do ("invalid type: string \"x\",
//! expected a boolean"), with numbers spelled as JS spells them.

use core::cell::RefCell;
use core::fmt;

use js_sys::{Array, Object};
use serde::de::value::SeqDeserializer;
use serde::de::{self, Expected, Unexpected, Visitor};
use serde::forward_to_deserialize_any;
use wasm_bindgen::{JsCast, JsValue};

use super::input::Entries;

/// The largest integer a JS number holds exactly, 2^53 − 1.
pub const MAX_SAFE: u64 = 9_007_199_254_740_991;

/// The name under which [`raw`] asks a [`Value`] for the JS value itself.
const RAW: &str = "\u{1}JsValue";

thread_local! {
    /// The JS value a [`Value`] hands to [`raw`].
    static HANDED: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// A JS value to deserialize: `null` and `undefined` are the unit and `None`, numbers are
/// integers when they are safe integers, arrays are sequences and other objects maps.
pub struct Value(pub JsValue);

/// Takes the JS value a [`Value`] deserializer holds, as it is.
pub fn raw<'de, D: de::Deserializer<'de>>(deserializer: D) -> Result<JsValue, D::Error> {
    struct Raw;
    impl Visitor<'_> for Raw {
        type Value = JsValue;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a JS value")
        }

        fn visit_unit<E: de::Error>(self) -> Result<JsValue, E> {
            HANDED.with(|slot| slot.borrow_mut().take()).ok_or_else(|| E::custom("expected a JS value"))
        }
    }
    deserializer.deserialize_newtype_struct(RAW, Raw)
}

impl<'de> de::IntoDeserializer<'de, InputError> for Value {
    type Deserializer = Value;

    fn into_deserializer(self) -> Value {
        self
    }
}

impl Value {
    /// Tells whether the value is `null` or `undefined`.
    fn is_nullish(&self) -> bool {
        self.0.is_null() || self.0.is_undefined()
    }

    /// Returns the error for a value of the wrong type.
    #[cold]
    fn invalid(&self, expected: &dyn Expected) -> InputError {
        let text;
        let unexpected = if self.is_nullish() {
            Unexpected::Unit
        } else if let Some(b) = self.0.as_bool() {
            Unexpected::Bool(b)
        } else if let Some(n) = self.0.as_f64() {
            number(n)
        } else if let Some(s) = self.0.as_string() {
            text = s;
            Unexpected::Str(&text)
        } else {
            text = super::input::describe(&self.0);
            Unexpected::Other(&text)
        };
        de::Error::invalid_type(unexpected, expected)
    }
}

/// Returns a number as serde sees it: an integer when it is a safe one, else a float.
fn number(n: f64) -> Unexpected<'static> {
    match n.fract() == 0.0 && n.abs() <= MAX_SAFE as f64 {
        true => Unexpected::Signed(n as i64),
        false => Unexpected::Float(n),
    }
}

impl<'de> de::Deserializer<'de> for Value {
    type Error = InputError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        if self.is_nullish() {
            return visitor.visit_unit();
        }
        if let Some(b) = self.0.as_bool() {
            return visitor.visit_bool(b);
        }
        if self.0.as_f64().is_some() {
            return self.deserialize_f64(visitor);
        }
        if self.0.as_string().is_some() {
            return self.deserialize_string(visitor);
        }
        if Array::is_array(&self.0) {
            return self.deserialize_seq(visitor);
        }
        if self.0.is_object() {
            return self.deserialize_map(visitor);
        }
        Err(self.invalid(&visitor))
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        match self.0.as_bool() {
            Some(b) => visitor.visit_bool(b),
            None => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        match self.0.as_f64() {
            Some(n) => match number(n) {
                Unexpected::Signed(i) => visitor.visit_i64(i),
                _ => visitor.visit_f64(n),
            },
            None => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        match self.0.as_string() {
            Some(s) => visitor.visit_string(s),
            None => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        self.deserialize_string(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        self.deserialize_string(visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        match Array::is_array(&self.0) {
            true => visitor.visit_seq(SeqDeserializer::new(Array::from(&self.0).iter().map(Value))),
            false => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        match self.0.is_object() && !Array::is_array(&self.0) {
            true => visitor.visit_map(Entries::of(self.0.unchecked_ref::<Object>())),
            false => Err(self.invalid(&visitor)),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, InputError> {
        match self.is_nullish() {
            true => visitor.visit_none(),
            false => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, InputError> {
        if name == RAW {
            HANDED.with(|slot| *slot.borrow_mut() = Some(self.0));
            return visitor.visit_unit();
        }
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, InputError> {
        self.deserialize_map(visitor)
    }

    forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 char bytes byte_buf
        unit unit_struct tuple tuple_struct enum ignored_any
    }
}

/// Why a JS value could not be read.
#[derive(Debug)]
pub struct InputError(String);

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

impl de::Error for InputError {
    fn custom<T: fmt::Display>(message: T) -> InputError {
        InputError(message.to_string())
    }

    fn invalid_type(unexpected: Unexpected, expected: &dyn Expected) -> InputError {
        InputError(format!("invalid type: {}, expected {expected}", spell(unexpected)))
    }

    fn invalid_value(unexpected: Unexpected, expected: &dyn Expected) -> InputError {
        InputError(format!("invalid value: {}, expected {expected}", spell(unexpected)))
    }
}

/// Spells what was found as serde does, but a float as JS spells it.
fn spell(unexpected: Unexpected) -> String {
    match unexpected {
        Unexpected::Bool(b) => format!("boolean `{b}`"),
        Unexpected::Unsigned(n) => format!("integer `{n}`"),
        Unexpected::Signed(n) => format!("integer `{n}`"),
        Unexpected::Float(n) => {
            let text = js_number(n);
            let point = if n.is_finite() && !text.contains(['.', 'e']) { ".0" } else { "" };
            format!("floating point `{text}{point}`")
        }
        Unexpected::Char(c) => format!("character `{c}`"),
        Unexpected::Str(s) => format!("string \"{s}\""),
        Unexpected::Bytes(_) => "byte array".into(),
        Unexpected::Unit => "unit value".into(),
        Unexpected::Option => "Option value".into(),
        Unexpected::NewtypeStruct => "newtype struct".into(),
        Unexpected::Seq => "sequence".into(),
        Unexpected::Map => "map".into(),
        Unexpected::Enum => "enum".into(),
        Unexpected::UnitVariant => "unit variant".into(),
        Unexpected::NewtypeVariant => "newtype variant".into(),
        Unexpected::TupleVariant => "tuple variant".into(),
        Unexpected::StructVariant => "struct variant".into(),
        Unexpected::Other(other) => other.into(),
    }
}

/// Spells a number as JS does, `String(n)`.
pub fn js_number(n: f64) -> String {
    js_sys::Number::from(n).to_string_with_radix(10).map(String::from).unwrap_or_default()
}
