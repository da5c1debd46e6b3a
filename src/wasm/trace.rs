//! A move's trace and a set of pits handed to JavaScript in one crossing each: the trace as a
//! few 32-bit words that `decode.js` turns into the API's plain objects.
//!
//! Words: the player who moved, then one word per event (two for `round`), the low 4 bits the
//! event's kind (its index in `Event::KINDS`, whose names `decode.js` receives once, with those
//! of `Reason::ALL` and `Why::ALL`), then its fields:
//!
//! | event | bits 4–7 | bits 8 and up |
//! |---|---|---|
//! | lift, relay | pit | seeds (8 bits) |
//! | drop, saada | pit | |
//! | capture | pit | seeds (8 bits), player (bit 16), why (bits 17 and up, index in `Why::ALL`) |
//! | extra | | |
//! | pass | player | |
//! | round | reason (index in `Reason::ALL`) | number; next word: closed pits (bits 0–13), piles (8 bits each from bit 14), the round's winner (bits 30–31: 0 none, 1 player 0, 2 player 1) |
//! | end | reason | |

use core::cell::{Cell, RefCell};

use serde::Serialize;
use tsify_next::Tsify;
use wasm_bindgen::prelude::*;

use super::input::{Int, List, Name};
use super::names::{joined, names_of};
use super::schema::{player, Count, Pit, PlayerNumber, RoundNumber};
use crate::{Event, Outcome, PitSet, Reason, Trace, Why};

#[wasm_bindgen(module = "/src/wasm/decode.js")]
extern "C" {
    #[wasm_bindgen(js_name = setNames)]
    fn set_names(kinds: &str, reasons: &str, whys: &str);
    #[wasm_bindgen(js_name = traceOf)]
    fn trace_of(words: &[u32]) -> JsValue;
    #[wasm_bindgen(js_name = pitsOf)]
    fn pits_of(bits: u32) -> JsValue;
}

thread_local! {
    /// The words of the last trace; the buffer is kept between moves.
    static WORDS: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    /// Whether `decode.js` has the core's names yet.
    static NAMED: Cell<bool> = const { Cell::new(false) };
}

/// What `play` and `agreeCycle` return: the player who moved, and what happened, in order.
/// `decode.js` builds it from the words; this type declares its shape (the `.d.ts` is derived
/// from it) and builds the same objects through serde, which the wasm tests compare.
#[derive(Clone, Debug, PartialEq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct TraceValue {
    pub player: PlayerNumber,
    pub events: Vec<TraceEvent>,
}

/// One step of a move, for the page to animate; `type` is its kind (`EventKind`).
#[derive(Clone, Debug, PartialEq, Serialize, Tsify)]
#[serde(tag = "type", rename_all = "lowercase")]
#[tsify(missing_as_null)]
pub enum TraceEvent {
    /// The sowing starts: `seeds` lifted from `pit`.
    Lift { pit: Pit, seeds: Count },
    /// One seed dropped into `pit`.
    Drop { pit: Pit },
    /// A relay: `seeds` lifted from `pit` to sow on.
    Relay { pit: Pit, seeds: Count },
    /// Ali Guli Mane: the empty pit that ended the sowing.
    Saada { pit: Pit },
    /// `seeds` taken from `pit` by `player`, by the rule `why`.
    Capture { pit: Pit, seeds: Count, player: PlayerNumber, why: Name<Why> },
    /// Ali Guli Mane: the same player sows again.
    Extra,
    /// `player` has no seed to move and passes.
    Pass { player: PlayerNumber },
    /// Ali Guli Mane rounds: round `number` begins with the pits `closed`; the last round ended
    /// for `reason` with the piles `captured` (player 0's, player 1's), won by `winner` (the
    /// larger pile, `null` for equal piles).
    Round {
        number: RoundNumber,
        closed: List<Pit>,
        reason: Name<Reason>,
        #[tsify(type = "[Count, Count]")]
        captured: List<Count>,
        winner: Option<PlayerNumber>,
    },
    /// The game is over.
    End { reason: Name<Reason> },
}

impl TraceValue {
    /// Returns the trace as serde sends it: the objects `decode.js` builds from the words.
    pub fn of(trace: &Trace) -> TraceValue {
        fn int<const MIN: u64, const MAX: u64>(n: u8) -> Int<MIN, MAX> {
            Int(u64::from(n))
        }
        let event = |e: &Event| match *e {
            Event::Lift { pit, seeds } => TraceEvent::Lift { pit: int(pit), seeds: int(seeds) },
            Event::Drop { pit } => TraceEvent::Drop { pit: int(pit) },
            Event::Relay { pit, seeds } => TraceEvent::Relay { pit: int(pit), seeds: int(seeds) },
            Event::Saada { pit } => TraceEvent::Saada { pit: int(pit) },
            Event::Capture { pit, seeds, player: p, why } => {
                TraceEvent::Capture { pit: int(pit), seeds: int(seeds), player: player(p), why: Name(why) }
            }
            Event::Extra => TraceEvent::Extra,
            Event::Pass { player: p } => TraceEvent::Pass { player: player(p) },
            Event::Round { number, closed, reason, captured } => TraceEvent::Round {
                number: Int(u64::from(number)),
                closed: List(closed.iter().map(int).collect()),
                reason: Name(reason),
                captured: List(captured.iter().map(|&n| int(n)).collect()),
                winner: Outcome::winner_of(captured).map(player),
            },
            Event::End { reason } => TraceEvent::End { reason: Name(reason) },
        };
        TraceValue { player: player(trace.player), events: trace.events.iter().map(event).collect() }
    }
}

/// Returns the index of `item` in `all`.
fn index<T: PartialEq>(all: &[T], item: T) -> u32 {
    all.iter().position(|x| *x == item).unwrap_or(0) as u32
}

/// Appends the words of one event.
fn encode(event: &Event, words: &mut Vec<u32>) {
    let kind = event.kind_index() as u32;
    let reason = |r: Reason| index(&Reason::ALL, r) << 4;
    let word = match *event {
        Event::Lift { pit, seeds } | Event::Relay { pit, seeds } => u32::from(pit) << 4 | u32::from(seeds) << 8,
        Event::Drop { pit } | Event::Saada { pit } => u32::from(pit) << 4,
        Event::Capture { pit, seeds, player, why } => {
            u32::from(pit) << 4 | u32::from(seeds) << 8 | (player.index() as u32) << 16 | index(&Why::ALL, why) << 17
        }
        Event::Extra => 0,
        Event::Pass { player } => (player.index() as u32) << 4,
        Event::Round { number, closed, reason: r, captured: [a, b] } => {
            let winner = Outcome::winner_of([a, b]).map_or(0, |p| p.index() as u32 + 1);
            words.push(kind | reason(r) | u32::from(number) << 8);
            words.push(u32::from(closed.bits()) | u32::from(a) << 14 | u32::from(b) << 22 | winner << 30);
            return;
        }
        Event::End { reason: r } => reason(r),
    };
    words.push(kind | word);
}

/// Returns the trace as `{ player, events }`, plain objects built by `decode.js`.
pub fn trace_value(trace: &Trace) -> JsValue {
    if !NAMED.get() {
        set_names(joined!(Event::KINDS), joined!(names_of!(Reason)), joined!(names_of!(Why)));
        NAMED.set(true);
    }
    WORDS.with_borrow_mut(|words| {
        words.clear();
        words.push(trace.player.index() as u32);
        for event in &trace.events {
            encode(event, words);
        }
        trace_of(words)
    })
}

/// Returns the pits of `set`, ascending, as a plain array.
pub fn pits_value(set: PitSet) -> JsValue {
    pits_of(u32::from(set.bits()))
}
