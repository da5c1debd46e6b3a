//! The `Start` header: a position written for people, e.g.
//! `south 5 5 5 0 5 x x, north 5 5 5 5 5 5 x, piles 12 3, south to move, round 2 started by north`.
//!
//! Parts, separated by commas, in any order: `south` and `north` with their seven pits in
//! notation order (`A`–`G`, `a`–`g`; `x` for a closed pit), `piles` South's and North's (0 0
//! when left out), `<side> to move`, and when they apply `extra` (an Ali Guli Mane extra sowing
//! is owed), `round N started by <side>` (Ali Guli Mane rounds; round 1 started by the player
//! to move when left out) and `ended <reason>` (a finished game).

use core::fmt::Write;

use crate::board::row;
use crate::{PitSet, Player, Reason, Setup};

use super::read::number;
use super::side;

/// What a `Start` value should be, for error messages.
pub(crate) const EXPECTED: &str =
    "a position such as \"south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move\"";

/// Writes `setup` as a `Start` value after `text` (with `write!` into the one String, whose
/// `fmt::Write` never fails: less wasm than a String per pit, joined).
pub(crate) fn write(mut text: String, setup: &Setup) -> String {
    for (lead, player) in [("", Player::Zero), (", ", Player::One)] {
        let _ = write!(text, "{lead}{}", side(player));
        for pit in row(player) {
            match setup.closed.contains(pit) {
                true => text.push_str(" x"),
                false => _ = write!(text, " {}", setup.pits[pit as usize]),
            }
        }
    }
    let _ = write!(text, ", piles {} {}, {} to move", setup.piles[0], setup.piles[1], side(setup.to_move));
    if setup.extra {
        text.push_str(", extra");
    }
    if setup.round != 1 || setup.round_starter != setup.to_move {
        let _ = write!(text, ", round {} started by {}", setup.round, side(setup.round_starter));
    }
    if let Some(reason) = setup.ended {
        let _ = write!(text, ", ended {reason}");
    }
    text
}

/// Reads a `Start` value, given as `normal` (src/notation/read.rs) makes a header's value: in
/// lowercase, single ASCII spaces between words. On failure returns what the faulty part should be.
pub(crate) fn read(value: &str) -> Result<Setup, &'static str> {
    let mut found = Found::default();
    for part in value.split(',') {
        // No part has more than 8 words: a longer one is read as its first 9, which fails the
        // same way.
        let mut words = [""; 9];
        let mut len = 0;
        for (slot, word) in words.iter_mut().zip(part.split_ascii_whitespace()) {
            *slot = word;
            len += 1;
        }
        found.part(&words[..len])?;
    }
    let (Some(south), Some(north), Some(to_move)) = (found.rows[0], found.rows[1], found.to_move) else {
        return Err(EXPECTED);
    };
    let (round, starter) = found.round.unwrap_or((1, None));
    let round_starter = starter.unwrap_or(to_move);
    let mut setup = Setup {
        pits: [0; 14],
        piles: found.piles.unwrap_or([0, 0]),
        to_move,
        extra: found.extra,
        closed: PitSet::EMPTY,
        round,
        round_starter,
        ended: found.ended,
    };
    for (player, counts) in [(Player::Zero, south), (Player::One, north)] {
        for (pit, count) in row(player).into_iter().zip(counts) {
            match count {
                Some(n) => setup.pits[pit as usize] = n,
                None => setup.closed = setup.closed.with(pit),
            }
        }
    }
    Ok(setup)
}

/// The parts read so far.
#[derive(Default)]
struct Found {
    /// South's and North's pits in notation order, `None` for a closed pit.
    rows: [Option<[Option<u8>; 7]>; 2],
    piles: Option<[u8; 2]>,
    to_move: Option<Player>,
    extra: bool,
    round: Option<(u16, Option<Player>)>,
    ended: Option<Reason>,
}

impl Found {
    /// Reads one part, given as lowercase words.
    fn part(&mut self, words: &[&str]) -> Result<(), &'static str> {
        match words {
            [who, "to", "move"] => {
                once(&mut self.to_move, player(who).ok_or("\"south to move\" or \"north to move\"")?)
            }
            [name @ ("south" | "north"), counts @ ..] => {
                let player = if *name == "south" { Player::Zero } else { Player::One };
                let row = read_row(counts).ok_or("7 counts after south and after north (x for a closed pit)")?;
                once(&mut self.rows[player.index()], row)
            }
            ["piles", a, b] => {
                let piles = [number(a), number(b)];
                let [Some(a), Some(b)] = piles else { return Err("\"piles\" and two counts, South's then North's") };
                once(&mut self.piles, [a, b])
            }
            ["extra"] if !self.extra => {
                self.extra = true;
                Ok(())
            }
            ["round", n, rest @ ..] => {
                let round = number(n).ok_or("\"round N\", N from 1")?;
                let starter = match rest {
                    [] => None,
                    ["started", "by", who] => Some(player(who).ok_or("\"round N started by south\" (or north)")?),
                    _ => return Err("\"round N started by south\" (or north)"),
                };
                once(&mut self.round, (round, starter))
            }
            ["ended", reason] => {
                // The words come lowercase: "roundCycle" is read as "roundcycle".
                let reason = Reason::ALL.into_iter().find(|r| r.as_str().eq_ignore_ascii_case(reason));
                once(
                    &mut self.ended,
                    reason.ok_or(
                        "\"ended\" and a reason: stuck, fifty, starved, empty, cycle, agreed, match or roundCycle",
                    )?,
                )
            }
            _ => Err(EXPECTED),
        }
    }
}

/// Reads seven counts, `x` for a closed pit.
fn read_row(counts: &[&str]) -> Option<[Option<u8>; 7]> {
    let mut row = [None; 7];
    if counts.len() != 7 {
        return None;
    }
    for (slot, count) in row.iter_mut().zip(counts) {
        *slot = match *count {
            "x" => None,
            n => Some(number(n)?),
        };
    }
    Some(row)
}

/// Reads `south` or `north`.
pub(crate) fn player(word: &str) -> Option<Player> {
    match word {
        "south" | "0" => Some(Player::Zero),
        "north" | "1" => Some(Player::One),
        _ => None,
    }
}

/// Stores a part that may be given only once.
fn once<T>(slot: &mut Option<T>, value: T) -> Result<(), &'static str> {
    if slot.replace(value).is_some() {
        return Err("each part of the position at most once");
    }
    Ok(())
}
