//! The `Game` handle for JavaScript (see `docs/game-api.md`): the only module that knows wasm-bindgen.
//!
//! - [`handle`]: the `Game` class — building, reading and playing a game;
//! - [`facts`]: the facts of the games that need no game (lists, notation, rows, the ritual);
//! - [`schema`]: the values that cross the boundary (state, options, result, analysis),
//!   Rust types whose serde derives are the one description of their JS shape;
//! - [`input`]: strict reading of JS values into those types;
//! - [`trace`]: a move's trace in one crossing, decoded into plain objects by `decode.js`;
//! - `names`: the core's lists of names as constant text, made at compile time;
//! - `ts`: the TypeScript declarations the derives can't give (the core's names, the wrappers);
//! - [`ai`]: the computer's entry points (`bestMove`, `analyze`, `foresee`);
//! - `bench`: exports for the Node benchmarks, in builds with the `bench` feature.
//!
//! Values go out as plain, JSON-serialisable objects (serde-wasm-bindgen's JSON-compatible
//! serializer). Every input is checked; a bad one, like every core error, becomes a JS `Error`
//! whose message names the field and the problem, and the game is left as it was.

mod ai;
#[cfg(feature = "bench")]
mod bench;
mod facts;
mod handle;
mod input;
mod names;
mod position_text;
mod record;
mod schema;
mod trace;
mod ts;
mod value;

pub use handle::GameHandle;

/// For the wasm tests: a trace as `play` returns it (from the words, by `decode.js`) and as its
/// declared type [`trace::TraceValue`] serializes, which must be the same objects.
#[doc(hidden)]
pub mod testing {
    use wasm_bindgen::JsValue;

    use crate::Trace;

    /// Returns the trace as `play` returns it.
    pub fn trace_by_words(trace: &Trace) -> JsValue {
        super::trace::trace_value(trace)
    }

    /// Returns the trace as serde writes its declared type.
    pub fn trace_by_serde(trace: &Trace) -> JsValue {
        super::schema::to_js(&super::trace::TraceValue::of(trace))
    }
}

use wasm_bindgen::JsError;

/// Turns a core error into a JS `Error` carrying its message.
fn error(e: impl core::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}
