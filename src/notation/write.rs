//! Writes the game file: headers, a blank line, then the numbered moves.

use crate::{Game, MoveEntry, Outcome, Player, Ritual, Start};

use super::{side, start};

/// The longest line of moves, in characters.
const WIDTH: usize = 80;

impl Game {
    /// Writes the game as a plain-text game file (see docs/notation.md, "The game file");
    /// [`Game::from_text`] reads it back as the same game.
    ///
    /// # Examples
    ///
    /// An Al-manqala game from a position: South sows pit 9 (`E`) into 8 and 7, which then hold
    /// 2 each, and captures both (` ×4`); North's only seed, in pit 6 (`g`), falls into South's
    /// row, whose one seed can't reach North's: North is starved and takes it, and South wins
    /// 4–1 (docs/rules.md, "Al-manqala: feeding").
    ///
    /// ```
    /// use mancala_heritage::{Game, Rules, Setup, Variant};
    ///
    /// let rules = Rules::new(Variant::AlManqala);
    /// let mut pits = [0; 14];
    /// (pits[9], pits[8], pits[7], pits[6]) = (2, 1, 1, 1);
    /// let mut game = Game::from_setup(rules, Setup { pits, ..Setup::initial(&rules) })?;
    /// game.play(9)?;
    /// game.play(6)?;
    /// let text = game.to_text();
    /// assert_eq!(
    ///     text,
    ///     r#"[Variant "al-manqala"]
    /// [Start "south 0 0 0 0 2 1 1, north 0 0 0 0 0 0 1, piles 0 0, south to move"]
    /// [Result "4-1, south wins (starved)"]
    ///
    /// 1. E ×4 2. g
    /// "#
    /// );
    /// assert_eq!(Game::from_text(&text)?.record(), game.record());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_text(&self) -> String {
        let mut text: String = headers(self).iter().map(|(name, value)| format!("[{name} \"{value}\"]\n")).collect();
        text.push('\n');
        text.push_str(&moves_text(&self.moves()));
        text
    }
}

/// Returns the headers of `game`'s file: the variant, the options and start that differ from
/// the defaults, the seats, and the result of a finished game.
fn headers(game: &Game) -> Vec<(&'static str, String)> {
    let rules = game.rules();
    let record = game.record();
    let mut headers = vec![("Variant", rules.variant.to_string())];
    if rules.first_player == Player::One {
        headers.push(("FirstPlayer", "north".into()));
    }
    if rules.rounds {
        headers.push(("Rounds", "on".into()));
    }
    if let Start::Random(seed) = rules.start {
        headers.push(("Deal", format!("random {seed}")));
    }
    if rules.free_choice {
        headers.push(("FreeChoice", "on".into()));
    }
    if let Some(setup) = &record.start {
        headers.push(("Start", start::write(String::new(), setup)));
    }
    if let Some((player, level)) = record.seats.computer {
        headers.push(("Computer", format!("{} {level}", side(player))));
    }
    match record.seats.ritual {
        None => {}
        Some(Ritual::Pending) => headers.push(("Ritual", "pending".into())),
        Some(Ritual::South(role)) => headers.push(("Ritual", format!("south {role}"))),
    }
    if let Some(result) = result(game) {
        headers.push(("Result", result));
    }
    headers
}

/// Returns how a finished game ended, as the `Result` header says it: "50-40, south wins (fifty)".
pub(crate) fn result(game: &Game) -> Option<String> {
    let Outcome { winner, reason } = game.outcome()?;
    let [a, b] = game.position().piles();
    let who = match winner {
        Some(player) => format!("{} wins", side(player)),
        None => "draw".into(),
    };
    Some(format!("{a}-{b}, {who} ({reason})"))
}

/// Writes the numbered moves, wrapped at [`WIDTH`]; a new round starts a new line with a
/// `{round N}` comment.
fn moves_text(entries: &[MoveEntry]) -> String {
    let mut text = String::new();
    let mut line = String::new();
    for (i, entry) in entries.iter().enumerate() {
        let mut token = format!("{}. {}", i + 1, entry.notation());
        if entry.passes {
            token.push_str(" —");
        }
        if !line.is_empty() && line.chars().count() + 1 + token.chars().count() > WIDTH {
            text.push_str(&line);
            text.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
        if let Some(round) = entry.round {
            text.push_str(&line);
            text.push('\n');
            line = format!("{{round {round}}}");
        }
    }
    if !line.is_empty() {
        text.push_str(&line);
        text.push('\n');
    }
    text
}
