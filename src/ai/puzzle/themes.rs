//! The themes of a puzzle, read from what its solution's sowings do (their traces).
//!
//! Each game has its own set, from its rules (docs/rules.md):
//!
//! | theme | games | a solver's sowing of the line… | docs/rules.md |
//! |---|---|---|---|
//! | `saada-double` | Ali Guli Mane | wins seeds from both the pit after the saada and the pit facing it | `#ali-guli-mane-relay-and-saada` |
//! | `relay-capture` | Ali Guli Mane, Mangala IV | relays at least twice, then captures | `#ali-guli-mane-relay-and-saada`, `#mangala-iv-sowing-and-relay` |
//! | `extra-sowing` | Ali Guli Mane | earns the extra sowing, which the line goes on with | `#ali-guli-mane-extra-sowing` |
//! | `chain` | Al-manqala, Mangala IV | captures a run of three pits or more holding 2 or 4 | `#al-manqala-capture`, `#mangala-iv-capture` |
//! | `feeding` | Al-manqala, Mangala IV | sows into the opponent's empty row (compulsory in Al-manqala) | `#al-manqala-feeding` |
//! | `refuse-feeding` | Mangala IV | leaves the opponent's empty row empty, so they pass again | `#mangala-iv-pass-and-end` |
//! | `starving` | all | empties the opponent's row | `#ali-guli-mane-end-of-a-game`, `#al-manqala-pass` |
//! | `sacrifice` | all | — the solver is behind in seeds once the opponent has replied to the first sowing | |
//! | `endgame` | all | — the line ends the game | |
//!
//! No theme marks a cycle: a line never comes back to a position (the generator stops it
//! first), so no line ends by repetition.

use crate::board::row;
use crate::{Event, Game, Player, Position, Trace, Variant, Why};

/// A theme, named by a stable English identifier (see [`Theme::as_str`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Ali Guli Mane: a saada wins both the pit after the empty pit and the pit facing it.
    SaadaDouble,
    /// Two relays or more, then a capture.
    RelayCapture,
    /// Ali Guli Mane: a capture earns the extra sowing, and the line goes on with it.
    ExtraSowing,
    /// Al-manqala, Mangala IV: three pits or more of 2s and 4s captured in one sowing.
    Chain,
    /// The solver sows into the opponent's empty row.
    Feeding,
    /// Mangala IV: the solver leaves the opponent's empty row empty.
    RefuseFeeding,
    /// The solver empties the opponent's row.
    Starving,
    /// The solver is behind in seeds after the opponent's first reply.
    Sacrifice,
    /// The line ends the game.
    Endgame,
}

impl Theme {
    /// Lists every theme.
    pub const ALL: [Theme; 9] = [
        Theme::SaadaDouble,
        Theme::RelayCapture,
        Theme::ExtraSowing,
        Theme::Chain,
        Theme::Feeding,
        Theme::RefuseFeeding,
        Theme::Starving,
        Theme::Sacrifice,
        Theme::Endgame,
    ];

    /// Returns the theme's identifier in the puzzle files, e.g. `"saada-double"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Theme::SaadaDouble => "saada-double",
            Theme::RelayCapture => "relay-capture",
            Theme::ExtraSowing => "extra-sowing",
            Theme::Chain => "chain",
            Theme::Feeding => "feeding",
            Theme::RefuseFeeding => "refuse-feeding",
            Theme::Starving => "starving",
            Theme::Sacrifice => "sacrifice",
            Theme::Endgame => "endgame",
        }
    }

    /// Returns the theme named `name`.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.as_str() == name)
    }

    /// Tells whether the theme belongs to `variant`'s set.
    pub const fn applies_to(self, variant: Variant) -> bool {
        match self {
            Theme::SaadaDouble | Theme::ExtraSowing => matches!(variant, Variant::AliGuliMane),
            Theme::RelayCapture => !matches!(variant, Variant::AlManqala),
            Theme::Chain | Theme::Feeding => !matches!(variant, Variant::AliGuliMane),
            Theme::RefuseFeeding => matches!(variant, Variant::MangalaIv),
            Theme::Starving | Theme::Sacrifice | Theme::Endgame => true,
        }
    }
}

/// Tells whether `player`'s row is empty in `pits`.
fn row_empty(pits: [u8; 14], player: Player) -> bool {
    row(player).iter().all(|&pit| pits[pit as usize] == 0)
}

/// Returns the themes of the line `line` played from `start`, in [`Theme::ALL`]'s order. The
/// line is played by a [`Game`] begun at `start`, so repetitions end it as the rules do; a
/// sowing that cannot be played ends the reading.
pub fn themes(start: &Position, line: &[u8]) -> Vec<Theme> {
    let variant = start.rules().variant;
    let solver = start.to_move();
    let Ok(mut game) = Game::from_setup(*start.rules(), start.setup()) else { return Vec::new() };
    let mut found = Vec::new();
    let mut replied = false;
    for (i, &pit) in line.iter().enumerate() {
        let before = *game.position();
        let Ok(trace) = game.play(pit) else { break };
        let after = *game.position();
        let mine = before.to_move() == solver;
        if mine {
            found.extend(sowing_themes(&before, &trace, i + 1 < line.len()));
        } else if !replied && after.to_move() == solver {
            replied = true;
            let (me, them) = (solver.index(), solver.other().index());
            let gained = |p: &Position| i32::from(p.piles()[me]) - i32::from(p.piles()[them]);
            if gained(&after) < gained(start) {
                found.push(Theme::Sacrifice);
            }
        }
        for event in &trace.events {
            match event {
                Event::End { .. } | Event::Round { .. } => found.push(Theme::Endgame),
                _ => {}
            }
        }
    }
    found.retain(|t| t.applies_to(variant));
    found.sort_unstable();
    found.dedup();
    found
}

/// Returns the themes of one solver's sowing from `before`; `more` tells whether the
/// line goes on after it.
fn sowing_themes(before: &Position, trace: &Trace, more: bool) -> Vec<Theme> {
    let solver = before.to_move();
    let them = solver.other();
    let mut found = Vec::new();
    let captured = |why: Why| {
        trace
            .events
            .iter()
            .any(|e| matches!(e, Event::Capture { why: w, player, .. } if *w == why && *player == solver))
    };
    if captured(Why::Saada) && captured(Why::Facing) {
        found.push(Theme::SaadaDouble);
    }
    let relays = trace.events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
    let by_sowing = [Why::Saada, Why::Facing, Why::Last, Why::Chain];
    if relays >= 2 && by_sowing.into_iter().any(captured) {
        found.push(Theme::RelayCapture);
    }
    if more && trace.events.contains(&Event::Extra) {
        found.push(Theme::ExtraSowing);
    }
    let run = trace
        .events
        .iter()
        .filter(|e| matches!(e, Event::Capture { why: Why::Last | Why::Chain, player, .. } if *player == solver))
        .count();
    if run >= 3 {
        found.push(Theme::Chain);
    }
    if row_empty(before.pits(), them) {
        let fed = trace.events.iter().any(|e| matches!(e, Event::Drop { pit } if row(them).contains(pit)));
        found.push(if fed { Theme::Feeding } else { Theme::RefuseFeeding });
    } else if row_empty(sown(before, trace), them) {
        found.push(Theme::Starving);
    }
    found
}

/// Returns the pits once `trace`'s sowing and its captures are done, before any pass or
/// ending hands seeds out.
fn sown(before: &Position, trace: &Trace) -> [u8; 14] {
    let mut pits = before.pits();
    for event in &trace.events {
        match *event {
            Event::Lift { pit, .. } | Event::Relay { pit, .. } => pits[pit as usize] = 0,
            Event::Drop { pit } => pits[pit as usize] += 1,
            Event::Capture { pit, seeds, why: Why::Saada | Why::Facing | Why::Last | Why::Chain, .. } => {
                pits[pit as usize] -= seeds
            }
            _ => {}
        }
    }
    pits
}
