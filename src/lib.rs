//! Rules of three two-row mancala games — Ali Guli Mane (South India), Al-manqala (Galilee)
//! and Mangala IV (Gaziantep) — and, on wasm32, the `Game` handle for JavaScript.
//!
//! ```text
//!            player 1 (pits 0–6)
//!   ┌────┬────┬────┬────┬────┬────┬────┐
//!   │  0 │  1 │  2 │  3 │  4 │  5 │  6 │
//!   ├────┼────┼────┼────┼────┼────┼────┤
//!   │  7 │  8 │  9 │ 10 │ 11 │ 12 │ 13 │
//!   └────┴────┴────┴────┴────┴────┴────┘
//!            player 0 (pits 7–13)
//! ```
//!
//! Seeds are sown 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13, and pit `i` faces pit `(i + 7) mod 14`
//! (the page draws the mirror image so that seeds travel counterclockwise). A player's row in
//! sowing order starts with their leftmost pit: 13 for player 0, 0 for player 1.
//!
//! ```
//! use mancala_heritage::{Game, Rules, Variant, Event};
//!
//! let mut game = Game::new(Rules::new(Variant::AlManqala)).unwrap();
//! let trace = game.play(7).unwrap(); // player 0 sows the 7 seeds of pit 7: pits 0 to 6
//! assert_eq!(trace.events[0], Event::Lift { pit: 7, seeds: 7 });
//! assert_eq!(game.position().pits()[0], 8);
//! assert!(game.play(7).is_err()); // now player 1 is to move
//! ```
//!
//! # Where to start
//!
//! - [`Rules`] and [`Variant`]: the game and its options.
//! - [`Position`]: a position checked against the rules, built from a [`Setup`] by
//!   [`Position::from_setup`]; [`Position::play`] plays a move, recording its steps (an
//!   [`Event`] each) in a [`Trace`], or in nothing at all with [`NoTrace`].
//! - [`Game`]: a position with its past: [`Game::play`], [`Game::undo`], the repetitions that
//!   end a game as a cycle, the [`Record`] ([`Game::record`], [`Game::from_record`]) and the
//!   game file ([`Game::to_text`], [`Game::from_text`]).
//! - [`Outcome`]: who won, and the [`Reason`] the game ended.
//! - [`ai`]: the computer opponent; [`notation`]: pits as letters, and the game file.
//! - `wasm` (on wasm32 only): the `Game` handle for JavaScript, described in docs/game-api.md.
//!
//! The rules of the three games, and every point the sources leave open, are in docs/rules.md.

#![warn(missing_docs)]

mod action;
pub mod ai;
pub mod board;
mod error;
mod game;
pub mod games;
mod level;
mod move_entry;
pub mod notation;
mod outcome;
mod pit_set;
mod player;
mod playout;
mod position;
mod random;
mod record;
mod rules;
mod seats;
mod setup;
pub mod sowing;
mod trace;
mod variant;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use action::Action;
pub use error::{PlayError, RecordError, SetupError};
pub use game::Game;
pub use level::Level;
pub use move_entry::MoveEntry;
pub use notation::{PositionTextError, TextError, TextErrorKind};
pub use outcome::{Outcome, Reason};
pub use pit_set::PitSet;
pub use player::Player;
pub use playout::random_playout;
pub use position::Position;
pub use random::SplitMix64;
pub use record::Record;
pub use rules::{GameOption, Rules, Start};
pub use seats::{Guess, Ritual, Role, Seats};
pub use setup::Setup;
pub use trace::{Event, NoTrace, Recorder, Trace, Why};
pub use variant::Variant;

// The Rust snippets of the README and the manual, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

#[cfg(doctest)]
#[doc = include_str!("../docs/game-api.md")]
pub struct GameApiDoctests;

#[cfg(doctest)]
#[doc = include_str!("../docs/notation.md")]
pub struct NotationDoctests;

#[cfg(doctest)]
#[doc = include_str!("../docs/ai.md")]
pub struct AiDoctests;
