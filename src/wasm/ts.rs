//! The TypeScript declarations that the serde types' derives (tsify) can't give, each built from
//! its Rust source and written into the generated `.d.ts` by wasm-bindgen (a custom section it
//! removes from the wasm):
//!
//! - the names of the core's enums, as unions of string literals made at compile time from
//!   their `ALL` and `as_str` (`names.rs`), so a new name in the core is a new name in the types;
//! - the wrappers of `input.rs` (`Name`, `List`, `Obj`, `Int`), whose serde impls are their own:
//!   each stands for the value it wraps;
//! - the aliases of `schema.rs`, the two values of `record.rs` with a serde impl of their own, and
//!   the API's names for four Rust types whose names the core already takes (`GameState`, …).

// The constants below serve only const evaluation, in the custom sections that `#[wasm_bindgen]`
// makes of the unions, which the dead-code lint does not see.
#![allow(dead_code)]

use wasm_bindgen::prelude::*;

use super::names::{names_of, text, union, union_len};
use super::schema::StartKind;
use crate::{Event, Guess, Level, PlayError, Reason, Role, Variant, Why};

/// Declares `export type $name = "a" | "b" | …;`, with its doc comment, from a list of names.
macro_rules! ts_union {
    ($doc:literal, $name:ident, $names:expr) => {
        const _: () = {
            const NAMES: &[&str] = &$names;
            const HEAD: &str = concat!("\n/** ", $doc, " */\nexport type ", stringify!($name), " = ");
            const LEN: usize = union_len(HEAD, NAMES, 1, 3, 2);
            const BYTES: [u8; LEN] = union(HEAD, NAMES, b"\"", b" | ", b";\n");
            #[wasm_bindgen(typescript_custom_section)]
            const TS: &str = text(&BYTES);
        };
    };
}

ts_union!("One of the three games.", Variant, names_of!(Variant));
ts_union!("Why a game (or an Ali Guli Mane round) ended.", Reason, names_of!(Reason));
ts_union!("The rule that captured seeds.", Why, names_of!(Why));
ts_union!("The computer's levels, weakest first.", Level, names_of!(Level));
ts_union!("A part in Mangala IV's opening ritual.", Role, names_of!(Role));
ts_union!("What the guesser calls in the ritual.", Guess, names_of!(Guess));
ts_union!("How a Mangala IV game places its seeds.", StartKind, names_of!(StartKind));
ts_union!("Why a pit can't be played now (`whyIllegal`).", PlayErrorKind, PlayError::KINDS);
ts_union!("The kinds of trace event, each a `TraceEvent`'s `type`.", EventKind, Event::KINDS);

#[wasm_bindgen(typescript_custom_section)]
const WRAPPERS: &str = r#"
/** A core enum's value, crossing as its name. */
type Name<T> = T;
/** An array, read item by item. */
type List<T> = T[];
/** A plain object, read key by key. */
type Obj<T> = T;
/** An integer, within bounds that the field's doc gives. */
type Int = number;
/** Player 0 owns pits 7–13 (South) and moves first by default, player 1 pits 0–6 (North). */
export type PlayerNumber = 0 | 1;
/** Seeds in a pit or a pile. */
export type Count = number;
/** A pit, 0 to 13. */
export type Pit = number;
/** A depth of search, in sowings. */
export type Depth = number;
/** A seed: an integer from 0 to 2^53 − 1. */
export type Seed = number;
/** A round's number, from 1. */
export type RoundNumber = number;
/** A position: what `state()` gives and `Game.fromState` takes. */
export type GameState = State;
/** What `play` and `agreeCycle` return. */
export type Trace = TraceValue;
/** Who sits at the board: `seats()`, `setSeats`, a record's `seats`. */
export type Seats = SeatsValue;
/** One entry of `moves()`. */
export type MoveEntry = MoveValue;
/** A pit 0–13, or Al-manqala's agreed cycle. */
export type ActionValue = Pit | "agree";
/** Mangala IV's opening ritual: still to come, or who sits South (and moves first) after it. */
export type RitualValue = "pending" | { south: Role };
"#;
