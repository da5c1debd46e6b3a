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
//! - [`text`]: the game file and the position text, on the handle (the `text` feature, on by
//!   default) or as a small module of their own (`text-module`, which the page fetches when a
//!   file is first read or written; the page's own wasm is built with neither);
//! - `bench`: exports for the Node benchmarks, in builds with the `bench` feature.
//!
//! Values go out as plain, JSON-serialisable objects (serde-wasm-bindgen's JSON-compatible
//! serializer). Every input is checked; a bad one, like every core error, becomes a JS `Error`
//! whose message names the field and the problem, and the game is left as it was.

// The text module's build leaves out the handle and keeps the types its records cross in, some
// of whose helpers then go unused.
#![cfg_attr(feature = "text-module", allow(dead_code, unused_imports, unused_macros))]

#[cfg(not(feature = "text-module"))]
mod ai;
#[cfg(feature = "bench")]
mod bench;
#[cfg(not(feature = "text-module"))]
mod facts;
#[cfg(not(feature = "text-module"))]
mod handle;
mod input;
mod names;
mod record;
mod schema;
#[cfg(any(feature = "text", feature = "text-module"))]
mod text;
#[cfg(not(feature = "text-module"))]
mod trace;
mod ts;
mod value;

#[cfg(not(feature = "text-module"))]
pub use handle::GameHandle;

/// For the wasm tests: a trace as `play` returns it (from the words, by `decode.js`) and as its
/// declared type [`trace::TraceValue`] serializes, which must be the same objects.
#[doc(hidden)]
#[cfg(not(feature = "text-module"))]
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
