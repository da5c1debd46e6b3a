//! The TypeScript declarations that the serde types' derives (tsify) can't give, each built from
//! its Rust source and written into the generated `.d.ts` by wasm-bindgen (a custom section it
//! removes from the wasm):
//!
//! - the names of the core's enums, as unions of string literals, made at compile time from
//!   their `ALL` and `as_str` (so a new name in the core is a new name in the types);
//! - the wrappers of `input.rs` (`Name`, `List`, `Obj`, `Int`), whose serde impls are their own:
//!   each stands for the value it wraps;
//! - the aliases of `schema.rs` and the two values of `record.rs` with a serde impl of their own.

// The helpers and constants below serve only const evaluation, in the custom sections that
// `#[wasm_bindgen]` makes of the unions, which the dead-code lint does not see.
#![allow(dead_code)]

use wasm_bindgen::prelude::*;

use super::schema::StartKind;
use crate::{Event, Guess, Level, PlayError, Reason, Role, Variant, Why};

/// Counts the bytes of `head`, the names quoted and joined by " | ", and ";\n".
const fn union_len(head: &str, names: &[&str]) -> usize {
    let mut len = head.len() + 2;
    let mut i = 0;
    while i < names.len() {
        len += names[i].len() + 2 + if i > 0 { 3 } else { 0 };
        i += 1;
    }
    len
}

/// Copies `bytes` into `out` at `at`; returns where they end.
const fn put<const LEN: usize>(out: &mut [u8; LEN], mut at: usize, bytes: &[u8]) -> usize {
    let mut j = 0;
    while j < bytes.len() {
        out[at] = bytes[j];
        at += 1;
        j += 1;
    }
    at
}

/// Returns `head`, then the names quoted and joined by " | ", then ";\n".
const fn union<const LEN: usize>(head: &str, names: &[&str]) -> [u8; LEN] {
    let mut out = [0u8; LEN];
    let mut at = put(&mut out, 0, head.as_bytes());
    let mut i = 0;
    while i < names.len() {
        if i > 0 {
            at = put(&mut out, at, b" | ");
        }
        at = put(&mut out, at, b"\"");
        at = put(&mut out, at, names[i].as_bytes());
        at = put(&mut out, at, b"\"");
        i += 1;
    }
    put(&mut out, at, b";\n");
    out
}

/// The names of a core enum's values, in the order of its `ALL`.
macro_rules! names_of {
    ($t:ty) => {{
        const ALL: &[$t] = &<$t>::ALL;
        let mut names = [""; ALL.len()];
        let mut i = 0;
        while i < ALL.len() {
            names[i] = ALL[i].as_str();
            i += 1;
        }
        names
    }};
}

/// Declares `export type $name = "a" | "b" | …;`, with its doc comment, from a list of names.
macro_rules! ts_union {
    ($doc:literal, $name:ident, $names:expr) => {
        const _: () = {
            const NAMES: &[&str] = &$names;
            const HEAD: &str = concat!("\n/** ", $doc, " */\nexport type ", stringify!($name), " = ");
            const LEN: usize = union_len(HEAD, NAMES);
            const BYTES: [u8; LEN] = union(HEAD, NAMES);
            #[wasm_bindgen(typescript_custom_section)]
            const TS: &str = match core::str::from_utf8(&BYTES) {
                Ok(text) => text,
                Err(_) => panic!("a name is not UTF-8"),
            };
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
/** A pit 0–13, or Al-manqala's agreed cycle. */
export type ActionValue = Pit | "agree";
/** Mangala IV's opening ritual: still to come, or who sits South (and moves first) after it. */
export type RitualValue = "pending" | { south: Role };
"#;
