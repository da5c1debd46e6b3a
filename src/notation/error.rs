//! Why a game file cannot be read, and where.

use core::fmt;

use crate::error::{PlayError, Quoted, RecordError};
use crate::Variant;

/// A game file that does not read: the line and column (from 1) of the problem, and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, counted in characters.
    pub column: usize,
    /// What is wrong there.
    pub kind: TextErrorKind,
}

/// What is wrong in a game file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextErrorKind {
    /// A character that starts nothing the file may hold.
    Unexpected(char),
    /// A word that is no move, mark or header.
    UnknownWord(String),
    /// A move number without its dot.
    NumberWithoutDot,
    /// A number too large to be a move number or a count.
    NumberTooLarge,
    /// A capture mark without its count.
    MissingCount,
    /// A header, header value or comment that is not closed.
    Unclosed(&'static str),
    /// A header that is not written `[Name "value"]`.
    BadHeader,
    /// A header after the first move.
    HeaderAfterMoves,
    /// A header the file format does not have.
    UnknownHeader(String),
    /// A header given twice.
    DuplicateHeader(&'static str),
    /// No `Variant` header.
    MissingVariant,
    /// A header's value that does not read.
    BadValue {
        /// The header.
        header: &'static str,
        /// The value found.
        value: String,
        /// What the value should be.
        expected: &'static str,
    },
    /// An option header of another game.
    OptionNotForVariant {
        /// The header.
        header: &'static str,
        /// The game played.
        variant: Variant,
    },
    /// The options, start position or seats do not make a game.
    Record(RecordError),
    /// A move number that is not the number of the next move.
    MoveNumber {
        /// The number written.
        found: usize,
        /// The number of the next move.
        expected: usize,
    },
    /// A mark before the first move.
    MarkWithoutMove,
    /// A pit of the player who is not to move.
    WrongSide {
        /// The move's number.
        number: usize,
        /// The pit's letter.
        letter: char,
    },
    /// A move the rules do not allow there.
    Illegal {
        /// The move's number.
        number: usize,
        /// The move as written.
        token: String,
        /// Why it is not allowed.
        error: PlayError,
    },
    /// A mark that says something else than what the move did.
    WrongMark {
        /// The move's number.
        number: usize,
        /// The move as written.
        token: String,
        /// The mark as written.
        mark: String,
        /// What the move did.
        fact: String,
    },
    /// A `Result` header that is not how the moves end.
    WrongResult {
        /// The result written.
        written: String,
        /// How the moves end.
        actual: String,
    },
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

impl fmt::Display for TextErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TextErrorKind::*;
        match self {
            Unexpected(c) => write!(f, "unexpected character {}", Quoted(c.encode_utf8(&mut [0; 4]), '\'')),
            UnknownWord(w) => {
                write!(f, "unknown word {}: a move is a pit's letter, A to G for South, a to g for North", Quoted(w, '"'))
            }
            NumberWithoutDot => f.write_str("a move number ends with a dot, as in \"12.\""),
            NumberTooLarge => f.write_str("this number is too large"),
            MissingCount => f.write_str("a capture mark needs the seeds captured, as in \"×4\""),
            Unclosed(what) => write!(f, "this {what} is not closed"),
            BadHeader => f.write_str("a header is written [Name \"value\"]"),
            HeaderAfterMoves => f.write_str("headers come before the first move"),
            UnknownHeader(name) => write!(
                f,
                "unknown header {}: the headers are Variant, FirstPlayer, Rounds, Deal, FreeChoice, Start, Computer, Ritual and Result",
                Quoted(name, '"')
            ),
            DuplicateHeader(name) => write!(f, "the {name} header is given twice"),
            MissingVariant => f.write_str("the game has no [Variant \"...\"] header"),
            BadValue { header, value, expected } => {
                write!(f, "the {header} header must be {expected}, not {}", Quoted(value, '"'))
            }
            OptionNotForVariant { header, variant } => write!(f, "the {header} header does not apply to {variant}"),
            Record(e) => e.fmt(f),
            MoveNumber { found, expected } => write!(f, "move number {found} should be {expected}"),
            MarkWithoutMove => f.write_str("a mark (×, +, —) follows the move it belongs to"),
            WrongSide { number, letter } => {
                let (pit_side, mover) = if letter.is_ascii_uppercase() { ("South", "North") } else { ("North", "South") };
                write!(f, "move {number} ({letter}): {letter} is one of {pit_side}'s pits, but {mover} is to move")
            }
            Illegal { number, token, error } => write!(f, "move {number} ({token}): {error}"),
            WrongMark { number, token, mark, fact } => write!(f, "move {number} ({token}): marked {mark}, but {fact}"),
            WrongResult { written, actual } => {
                write!(f, "the Result header says {}, but the moves end {}", Quoted(written, '"'), Quoted(actual, '"'))
            }
        }
    }
}

impl std::error::Error for TextError {}
