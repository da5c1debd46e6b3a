//! The position text: a whole position on one line, for a program to read and write and for a
//! person to paste into a message. Unlike the game file it carries no history, only what
//! `Game.fromState` takes: the game and its options, then the position as the game file's
//! `Start` header writes it (the pits, the piles, the mover, a pending extra sowing, the round
//! and the ending; see `start.rs` beside this file), so the two read the same way, with the same
//! code.
//!
//! ```text
//! al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move
//! ali-guli-mane+rounds south 6 0 4 3 x x x, north 0 9 1 2 0 0 x, piles 31 14, north to move, extra, round 3 started by south
//! mangala-iv+deal=42+free-choice south 0 0 0 0 0 0 0, north 0 0 0 0 0 0 0, piles 50 48, south to move, ended empty
//! ```
//!
//! Grammar (words are separated by single spaces when written, by any spaces when read, in any
//! case; the position's parts come in any order, each at most once):
//!
//! ```text
//! text     = game " " position
//! game     = variant *("+" option)          ; each option at most once, in any order
//! variant  = "ali-guli-mane" | "al-manqala" | "mangala-iv"
//! option   = "rounds"                       ; Ali Guli Mane played in rounds
//!          | "deal=" number                 ; Mangala IV dealt at random from this seed
//!          | "free-choice"                  ; Mangala IV's free-choice house rule
//! position = part *(", " part)              ; both rows and the mover always
//! part     = "south" 7(" " pit)             ; South's pits A..G (13..7), in sowing order
//!          | "north" 7(" " pit)             ; North's pits a..g (0..6)
//!          | "piles " number " " number     ; South's pile, then North's (0 0 when left out)
//!          | side " to move"
//!          | "extra"                        ; Ali Guli Mane: the mover is owed an extra sowing
//!          | "round " number " started by " side   ; a game in rounds (round 1 started by
//!                                           ; the mover when left out)
//!          | "ended " reason                ; stuck, fifty, starved, empty, cycle, agreed, match, roundCycle
//! pit      = number | "x"                   ; "x": a pit closed for this round
//! side     = "south" | "north"              ; player 0 | player 1
//! ```
//!
//! The writer gives one text per position: options in the order above, then the parts in the
//! order above, `piles` always, `round` only in a game of rounds when it is not round 1 started
//! by the mover, `ended` only for a finished game. Who moved first is not part of a position (in
//! a game without rounds, the `roundStarter` of `state()` is just that), so a text never says it.

use core::fmt::{self, Write};

use crate::error::Quoted;
use crate::{Game, Position, Rules, SetupError, Start, Variant};

use super::read::{normal, number};
use super::start;

/// Writes `position` as a position text.
///
/// # Examples
///
/// ```
/// use mancala_heritage::notation::position_text;
/// use mancala_heritage::{Game, Rules, Variant};
///
/// let mut game = Game::new(Rules::new(Variant::AlManqala)).unwrap();
/// game.play(7).unwrap(); // South's G: one seed into each of North's pits
/// let text = position_text::write(game.position());
/// assert_eq!(text, "al-manqala south 7 7 7 7 7 7 0, north 8 8 8 8 8 8 8, piles 0 0, north to move");
/// assert_eq!(position_text::read(&text).unwrap().position().pits(), game.position().pits());
/// ```
pub fn write(position: &Position) -> String {
    let rules = position.rules();
    let mut setup = position.setup();
    if !rules.rounds {
        setup.round_starter = setup.to_move; // nothing to tell: the writer leaves the round out
    }
    let mut text = String::from(rules.variant.as_str());
    if rules.rounds {
        text.push_str("+rounds");
    }
    if let Start::Random(seed) = rules.start {
        let _ = write!(text, "+deal={seed}"); // a String's fmt::Write never fails
    }
    if rules.free_choice {
        text.push_str("+free-choice");
    }
    text.push(' ');
    start::write(text, &setup)
}

/// Reads a position text into a game at the position it describes (checked against the rules),
/// with no history, as `Game.fromState` builds one.
///
/// # Errors
///
/// A [`PositionTextError`] naming the problem: an unknown game, an option that does not fit it,
/// a part of the position that does not read, or parts that make no position of the game.
///
/// ```
/// use mancala_heritage::notation::position_text;
///
/// let error = position_text::read("al-manqala+rounds south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, south to move");
/// assert_eq!(
///     error.unwrap_err().to_string(),
///     "position text: option \"rounds\" does not fit: al-manqala takes no option"
/// );
/// ```
pub fn read(text: &str) -> Result<Game, PositionTextError> {
    // In lowercase with single spaces, as the Start reader takes it. An empty game is an unknown
    // variant (""), an empty position one without its rows.
    let text = normal(text);
    let (game, position) = text.split_once(' ').unwrap_or((&text, ""));
    let rules = read_game(game)?;
    let setup = start::read(position).map_err(PositionTextError::Position)?;
    if !rules.rounds && setup.round_starter != setup.to_move {
        // A round in a game without rounds: the core says why round 1 was not possible either.
        return Err(PositionTextError::Setup(SetupError::BadRound(1)));
    }
    Game::from_setup(rules, setup).map_err(PositionTextError::Setup)
}

/// Why a position text does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionTextError {
    /// An option that is not one of the game's (a deal without its seed), or one given twice.
    Option {
        /// The option as written.
        option: String,
        /// The game.
        variant: Variant,
    },
    /// A part of the position that does not read: what it should be.
    Position(&'static str),
    /// An unknown game, or parts that make no position of the game.
    Setup(SetupError),
}

impl fmt::Display for PositionTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionTextError::*;
        f.write_str("position text: ")?;
        match self {
            Option { option, variant } => {
                let takes = match variant {
                    Variant::AliGuliMane => "takes +rounds, once",
                    Variant::AlManqala => "takes no option",
                    Variant::MangalaIv => "takes +deal=SEED (in digits) and +free-choice, each once",
                };
                write!(f, "option {} does not fit: {variant} {takes}", Quoted(option, '"'))
            }
            Position(expected) => write!(f, "after the game, expected {expected}"),
            Setup(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionTextError {}

/// Reads the game field: the variant and its options.
fn read_game(field: &str) -> Result<Rules, PositionTextError> {
    let mut parts = field.split('+');
    let variant: Variant = parts.next().unwrap_or_default().parse().map_err(PositionTextError::Setup)?;
    let mut rules = Rules::new(variant);
    for option in parts {
        let before = rules;
        // strip_prefix, not slicing: a slice's char-boundary check would bring Rust's Unicode
        // tables into the wasm.
        match (variant, option, option.strip_prefix("deal=").and_then(number)) {
            (Variant::AliGuliMane, "rounds", _) => rules.rounds = true,
            (Variant::MangalaIv, "free-choice", _) => rules.free_choice = true,
            (Variant::MangalaIv, _, Some(seed)) if rules.start == Start::Uniform => rules.start = Start::Random(seed),
            _ => {}
        }
        if rules == before {
            // Not an option of the game, or one given before.
            return Err(PositionTextError::Option { option: option.into(), variant });
        }
    }
    Ok(rules)
}
