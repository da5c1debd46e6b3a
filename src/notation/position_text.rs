//! The position text: a whole position on one line, for a program to read and write and for a
//! person to paste into a message. Unlike the game file it carries no history, only what
//! `Game.fromState` takes: the game and its options, the pits, the piles, the mover, a pending
//! extra sowing and the round.
//!
//! ```text
//! al-manqala 7,7,7,7,7,7,7/7,7,7,7,7,7,7 0-0 south
//! ali-guli-mane+rounds 6,0,4,3,x,x,x/0,9,1,2,0,0,x 31-14 north+ round=3:south
//! mangala-iv+deal=42+free-choice 0,0,0,0,0,0,0/0,0,0,0,0,0,0 50-48 south ended=empty
//! ```
//!
//! Grammar (fields separated by spaces; the first four always, in this order, then the optional
//! ones in any order, each at most once):
//!
//! ```text
//! position = game " " rows " " piles " " mover [" " round] [" " ended]
//! game     = variant *("+" option)          ; each option at most once, any order
//! variant  = "ali-guli-mane" | "al-manqala" | "mangala-iv"
//! option   = "rounds"                       ; Ali Guli Mane played in rounds
//!          | "deal=" number                 ; Mangala IV dealt at random from this seed
//!          | "free-choice"                  ; Mangala IV's free-choice house rule
//! rows     = row "/" row                    ; South's pits A..G (13..7), then North's a..g (0..6)
//! row      = pit 6("," pit)                 ; each row in its sowing order
//! pit      = number | "x"                   ; "x": a pit closed for this round
//! piles    = number "-" number              ; South's pile, then North's
//! mover    = side ["+"]                     ; "+": the mover is owed an extra sowing
//! side     = "south" | "north"              ; player 0 | player 1
//! round    = "round=" number ":" side       ; the round and who started it
//! ended    = "ended=" reason                ; stuck, fifty, starved, empty, cycle, agreed, match
//! number   = 1*digit
//! ```
//!
//! The writer gives one text per position: options in the order above, `round` only in a game of
//! rounds and only when it is not round 1 started by the mover (what a reader assumes when it is
//! left out), `ended` only for a finished game. Who moved first is not part of a position (in a
//! game without rounds, the `roundStarter` of `state()` is just that), so a text never says it.

use core::fmt;

use crate::board::row;
use crate::error::Quoted;
use crate::{Player, Position, Reason, Rules, Setup, SetupError, Start, Variant};

use super::side;

/// Writes `position` as a position text.
pub fn write(position: &Position) -> String {
    let rules = position.rules();
    let setup = position.setup();
    let mut text = String::from(rules.variant.as_str());
    if rules.rounds {
        text.push_str("+rounds");
    }
    if let Start::Random(seed) = rules.start {
        text.push_str(&format!("+deal={seed}"));
    }
    if rules.free_choice {
        text.push_str("+free-choice");
    }
    let rows = [Player::Zero, Player::One].map(|player| {
        let pits =
            row(player).map(|p| if setup.closed.contains(p) { "x".into() } else { setup.pits[p as usize].to_string() });
        pits.join(",")
    });
    text.push_str(&format!(" {}/{} {}-{} {}", rows[0], rows[1], setup.piles[0], setup.piles[1], side(setup.to_move)));
    if setup.extra {
        text.push('+');
    }
    if rules.rounds && (setup.round != 1 || setup.round_starter != setup.to_move) {
        text.push_str(&format!(" round={}:{}", setup.round, side(setup.round_starter)));
    }
    if let Some(reason) = setup.ended {
        text.push_str(&format!(" ended={reason}"));
    }
    text
}

/// Reads a position text into the position it describes, checked against the rules.
pub fn read(text: &str) -> Result<Position, PositionTextError> {
    use PositionTextError::*;
    let mut fields = text.split_ascii_whitespace();
    let rules = read_game(fields.next().ok_or(Missing("game"))?)?;
    let (pits, closed) = read_rows(fields.next().ok_or(Missing("rows"))?)?;
    let piles = read_piles(fields.next().ok_or(Missing("piles"))?)?;
    let (to_move, extra) = read_mover(fields.next().ok_or(Missing("mover"))?)?;
    let mut round = None;
    let mut ended = None;
    for field in fields {
        if let Some(value) = field.strip_prefix("round=") {
            once(&mut round, read_round(value).ok_or_else(|| BadRound(value.into()))?, "round")?;
        } else if let Some(value) = field.strip_prefix("ended=") {
            let reason = Reason::ALL.into_iter().find(|r| r.as_str() == value);
            once(&mut ended, reason.ok_or_else(|| BadEnded(value.into()))?, "ended")?;
        } else {
            return Err(UnknownField(field.into()));
        }
    }
    if round.is_some() && !rules.rounds {
        return Err(RoundWithoutRounds(rules.variant));
    }
    let (round, round_starter) = round.unwrap_or((1, to_move));
    let setup = Setup { pits, piles, to_move, extra, closed, round, round_starter, ended };
    Position::from_setup(rules, setup).map_err(Impossible)
}

/// Why a position text does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionTextError {
    /// The text ends before this field (`game`, `rows`, `piles` or `mover`).
    Missing(&'static str),
    /// The game is none of the three.
    UnknownVariant(String),
    /// An option that is not one of the game's.
    UnknownOption {
        /// The option as written.
        option: String,
        /// The game.
        variant: Variant,
    },
    /// A deal's seed that is not a number.
    BadSeed(String),
    /// An option given twice, or a field given twice.
    Twice(&'static str),
    /// The rows are not two rows of seven pits joined by `/`.
    BadRows(String),
    /// A pit that is neither a count nor `x`.
    BadPit {
        /// The pit's letter, `A`–`G` or `a`–`g`.
        letter: char,
        /// The pit as written.
        found: String,
    },
    /// The piles are not two counts joined by `-`.
    BadPiles(String),
    /// The mover is not `south` or `north`, with `+` or without.
    BadMover(String),
    /// The round is not `round=N:side`.
    BadRound(String),
    /// A round given in a game without rounds.
    RoundWithoutRounds(Variant),
    /// The ending is not one of the reasons.
    BadEnded(String),
    /// A field after the mover that is neither `round=` nor `ended=`.
    UnknownField(String),
    /// The fields read, but they make no position of the game.
    Impossible(SetupError),
}

impl fmt::Display for PositionTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionTextError::*;
        f.write_str("position text: ")?;
        match self {
            Missing(field) => write!(
                f,
                "the {field} field is missing; a position is written \"game rows piles mover\", as in \"{EXAMPLE}\""
            ),
            UnknownVariant(name) => {
                write!(f, "unknown game {}: expected ali-guli-mane, al-manqala or mangala-iv", Quoted(name, '"'))
            }
            UnknownOption { option, variant } => {
                let takes = match variant {
                    Variant::AliGuliMane => "+rounds",
                    Variant::AlManqala => "no option",
                    Variant::MangalaIv => "+deal=SEED and +free-choice",
                };
                write!(f, "{} is not an option of {variant}, which takes {takes}", Quoted(option, '"'))
            }
            BadSeed(seed) => write!(f, "+deal= takes a seed written in digits, not {}", Quoted(seed, '"')),
            Twice(what) => write!(f, "{what} is given twice"),
            BadRows(rows) => write!(
                f,
                "the rows must be South's 7 pits, \"/\", then North's 7 pits, each joined by commas, not {}",
                Quoted(rows, '"')
            ),
            BadPit { letter, found } => {
                write!(f, "pit {letter} must be a count or x (closed), not {}", Quoted(found, '"'))
            }
            BadPiles(piles) => {
                write!(f, "the piles must be South's and North's counts joined by \"-\", not {}", Quoted(piles, '"'))
            }
            BadMover(mover) => write!(
                f,
                "the mover must be south or north (with \"+\" when an extra sowing is owed), not {}",
                Quoted(mover, '"')
            ),
            BadRound(round) => {
                write!(f, "the round must be written round=N:south or round=N:north, not {}", Quoted(round, '"'))
            }
            RoundWithoutRounds(variant) => {
                write!(f, "round= applies only to a game in rounds (ali-guli-mane+rounds), not to {variant}")
            }
            BadEnded(reason) => write!(
                f,
                "ended= takes stuck, fifty, starved, empty, cycle, agreed or match, not {}",
                Quoted(reason, '"')
            ),
            UnknownField(field) => write!(
                f,
                "unknown field {}: after the mover come only round=N:side and ended=reason",
                Quoted(field, '"')
            ),
            Impossible(e) => write!(f, "not a position of the game: {e}"),
        }
    }
}

impl std::error::Error for PositionTextError {}

/// The starting position of Al-manqala, for error messages.
const EXAMPLE: &str = "al-manqala 7,7,7,7,7,7,7/7,7,7,7,7,7,7 0-0 south";

/// Reads the game field: the variant and its options.
fn read_game(field: &str) -> Result<Rules, PositionTextError> {
    let mut parts = field.split('+');
    let name = parts.next().unwrap_or_default();
    let variant = Variant::ALL
        .into_iter()
        .find(|v| v.as_str() == name)
        .ok_or_else(|| PositionTextError::UnknownVariant(name.into()))?;
    let mut rules = Rules::new(variant);
    let (mut rounds, mut deal, mut free) = (None, None, None);
    for option in parts {
        let unknown = || PositionTextError::UnknownOption { option: option.into(), variant };
        match (variant, option) {
            (Variant::AliGuliMane, "rounds") => once(&mut rounds, (), "+rounds")?,
            (Variant::MangalaIv, "free-choice") => once(&mut free, (), "+free-choice")?,
            (Variant::MangalaIv, _) if option.starts_with("deal=") => {
                let seed = number::<u64>(&option[5..]).ok_or_else(|| PositionTextError::BadSeed(option[5..].into()))?;
                once(&mut deal, seed, "+deal")?
            }
            _ => return Err(unknown()),
        }
    }
    rules.rounds = rounds.is_some();
    rules.free_choice = free.is_some();
    rules.start = deal.map_or(Start::Uniform, Start::Random);
    Ok(rules)
}

/// Reads the rows field: each pit's count, and the closed pits.
fn read_rows(field: &str) -> Result<([u8; 14], crate::PitSet), PositionTextError> {
    let bad = || PositionTextError::BadRows(field.into());
    let (south, north) = field.split_once('/').ok_or_else(bad)?;
    let mut pits = [0; 14];
    let mut closed = crate::PitSet::EMPTY;
    for (player, text) in [(Player::Zero, south), (Player::One, north)] {
        let written: Vec<&str> = text.split(',').collect();
        if written.len() != 7 {
            return Err(bad());
        }
        for (pit, count) in row(player).into_iter().zip(written) {
            match count {
                "x" => closed = closed.with(pit),
                _ => {
                    let letter = super::letter(pit);
                    pits[pit as usize] =
                        number(count).ok_or_else(|| PositionTextError::BadPit { letter, found: count.into() })?;
                }
            }
        }
    }
    Ok((pits, closed))
}

/// Reads the piles field.
fn read_piles(field: &str) -> Result<[u8; 2], PositionTextError> {
    let piles = field.split_once('-').and_then(|(a, b)| Some([number(a)?, number(b)?]));
    piles.ok_or_else(|| PositionTextError::BadPiles(field.into()))
}

/// Reads the mover field: the side to move and whether an extra sowing is owed.
fn read_mover(field: &str) -> Result<(Player, bool), PositionTextError> {
    let (name, extra) = match field.strip_suffix('+') {
        Some(name) => (name, true),
        None => (field, false),
    };
    let player = player(name).ok_or_else(|| PositionTextError::BadMover(field.into()))?;
    Ok((player, extra))
}

/// Reads a round's value, `N:side`.
fn read_round(value: &str) -> Option<(u16, Player)> {
    let (n, who) = value.split_once(':')?;
    Some((number(n)?, player(who)?))
}

/// Reads `south` or `north`.
fn player(name: &str) -> Option<Player> {
    match name {
        "south" => Some(Player::Zero),
        "north" => Some(Player::One),
        _ => None,
    }
}

/// Reads a number written with digits only (no sign, no space).
fn number<T: TryFrom<u64>>(digits: &str) -> Option<T> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<u64>().ok().and_then(|n| T::try_from(n).ok())
}

/// Stores a part that may be given only once.
fn once<T>(slot: &mut Option<T>, value: T, name: &'static str) -> Result<(), PositionTextError> {
    match slot.replace(value) {
        Some(_) => Err(PositionTextError::Twice(name)),
        None => Ok(()),
    }
}
