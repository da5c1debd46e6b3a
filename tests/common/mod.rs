//! Helpers shared by the scenario tests: building hand-made positions and comparing traces.
#![allow(dead_code)]

use mancala_heritage::{Event, Game, PitSet, Player, Reason, Rules, Setup, Variant, Why};

pub const P0: Player = Player::Zero;
pub const P1: Player = Player::One;

/// Returns a board with `seeds` in the listed pits and none elsewhere.
pub fn board(seeds: &[(u8, u8)]) -> [u8; 14] {
    let mut pits = [0; 14];
    for &(pit, n) in seeds {
        pits[pit as usize] = n;
    }
    pits
}

/// Returns a setup with no extra sowing, no closed pit, round 1 started by the player to move
/// (the variant's rules are given when the game is built).
pub fn setup(pits: [u8; 14], piles: [u8; 2], to_move: Player) -> Setup {
    Setup { pits, piles, to_move, extra: false, closed: PitSet::EMPTY, round: 1, round_starter: to_move, ended: None }
}

/// Returns a set of pits.
pub fn pits(list: &[u8]) -> PitSet {
    list.iter().copied().collect()
}

/// Starts a game of `variant` with default options at `setup`.
pub fn game(variant: Variant, setup: Setup) -> Game {
    Game::from_setup(Rules::new(variant), setup).expect("a valid hand-made position")
}

/// Starts a game played with `rules` at `setup`.
pub fn game_with(rules: Rules, setup: Setup) -> Game {
    Game::from_setup(rules, setup).expect("a valid hand-made position")
}

pub fn lift(pit: u8, seeds: u8) -> Event {
    Event::Lift { pit, seeds }
}

/// Returns one drop event per listed pit, in order.
pub fn drops(list: &[u8]) -> Vec<Event> {
    list.iter().map(|&pit| Event::Drop { pit }).collect()
}

pub fn relay(pit: u8, seeds: u8) -> Event {
    Event::Relay { pit, seeds }
}

pub fn saada(pit: u8) -> Event {
    Event::Saada { pit }
}

/// Returns a capture of `seeds` from `pit` by `player`, taken by the rule `why`.
pub fn capture(pit: u8, seeds: u8, player: Player, why: Why) -> Event {
    Event::Capture { pit, seeds, player, why }
}

pub fn pass(player: Player) -> Event {
    Event::Pass { player }
}

pub fn end(reason: Reason) -> Event {
    Event::End { reason }
}

/// Concatenates pieces of a trace.
pub fn seq(parts: &[&[Event]]) -> Vec<Event> {
    parts.iter().flat_map(|p| p.iter().copied()).collect()
}

/// Asserts that two traces are the same, except that within a run of consecutive captures
/// the order is not compared: docs/rules.md gives no order to seeds taken at the same moment (the
/// saada's two pits, a Mangala IV chain and its opposite pits, the rows collected at the end).
#[track_caller]
pub fn assert_events(actual: &[Event], expected: &[Event]) {
    let norm = |events: &[Event]| {
        let mut out: Vec<Event> = events.to_vec();
        let mut i = 0;
        while i < out.len() {
            if matches!(out[i], Event::Capture { .. }) {
                let start = i;
                while i < out.len() && matches!(out[i], Event::Capture { .. }) {
                    i += 1;
                }
                out[start..i].sort_by_key(|e| match *e {
                    Event::Capture { pit, seeds, player, why } => (pit, seeds, player.index(), why as u8),
                    _ => unreachable!(),
                });
            } else {
                i += 1;
            }
        }
        out
    };
    assert_eq!(norm(actual), norm(expected), "\n  actual trace:   {actual:?}\n  expected trace: {expected:?}");
}

/// Sums the seeds captured by each player in a trace.
pub fn captured_by(events: &[Event]) -> [u32; 2] {
    let mut sums = [0; 2];
    for e in events {
        if let Event::Capture { seeds, player, .. } = *e {
            sums[player.index()] += u32::from(seeds);
        }
    }
    sums
}

/// Splits a trace at its first capture event: what came before, and the captures and what
/// follows them.
pub fn split_at_first_capture(events: &[Event]) -> (&[Event], &[Event]) {
    let at = events.iter().position(|e| matches!(e, Event::Capture { .. })).unwrap_or(events.len());
    events.split_at(at)
}

/// Returns the message of the error that `result` must be.
#[track_caller]
pub fn message_of<T, E: std::fmt::Display>(result: Result<T, E>) -> String {
    match result {
        Ok(_) => panic!("expected an error, but it succeeded"),
        Err(e) => e.to_string(),
    }
}
