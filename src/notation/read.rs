//! Reads a game file: the words it is made of, its headers, then its moves replayed one by one.

use crate::board::owner;
use crate::{Action, Game, MoveEntry, Record, RecordError, Ritual, Role, Rules, Seats, Start, Variant};

use super::error::{TextError, TextErrorKind};
use super::{pit_of, start, write};

/// One word of a game file.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Word {
    /// `[Name "value"]`.
    Header(String, String),
    /// A move number, `12.`.
    Number(usize),
    /// A pit's letter.
    Pit(char),
    /// `=`, the agreed cycle.
    Agree,
    /// `×N` (or `xN`): the sowing captured N seeds.
    Capture(usize),
    /// `+`: an extra sowing follows.
    Extra,
    /// `—`, `–`, `-` or `pass`: the next player had to pass.
    Pass,
}

/// A word and where it starts.
struct Token {
    line: usize,
    column: usize,
    word: Word,
}

/// The headers a game file may have.
const HEADERS: [&str; 9] =
    ["Variant", "FirstPlayer", "Rounds", "Deal", "FreeChoice", "Start", "Computer", "Ritual", "Result"];

impl Game {
    /// Reads a game file written by [`Game::to_text`] or by hand; the error says where and why.
    pub fn from_text(text: &str) -> Result<Game, TextError> {
        let tokens = Lexer::new(text).tokens()?;
        let split = tokens.iter().position(|t| !matches!(t.word, Word::Header(..))).unwrap_or(tokens.len());
        let (headers, moves) = tokens.split_at(split);
        if let Some(t) = moves.iter().find(|t| matches!(t.word, Word::Header(..))) {
            return Err(error(t, TextErrorKind::HeaderAfterMoves));
        }
        let headers = Headers::read(headers)?;
        let mut game = headers.game()?;
        let seats = headers.seats()?;
        play_moves(&mut game, moves)?;
        game.set_seats(seats).map_err(|e| headers.error_at(&["Ritual"], TextErrorKind::Record(e)))?;
        headers.check_result(&game)?;
        Ok(game)
    }
}

impl Record {
    /// Reads a game file as a record; see [`Game::from_text`].
    pub fn from_text(text: &str) -> Result<Record, TextError> {
        Game::from_text(text).map(|game| game.record())
    }
}

/// Returns the error `kind` at `token`.
fn error(token: &Token, kind: TextErrorKind) -> TextError {
    TextError { line: token.line, column: token.column, kind }
}

/// Splits a game file into words.
struct Lexer {
    chars: Vec<char>,
    at: usize,
    line: usize,
    column: usize,
}

impl Lexer {
    fn new(text: &str) -> Lexer {
        Lexer { chars: text.chars().collect(), at: 0, line: 1, column: 1 }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// Moves past one character and returns it.
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Moves past the characters for which `keep` holds and returns them.
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let mut taken = String::new();
        while let Some(c) = self.peek().filter(|&c| keep(c)) {
            taken.push(c);
            self.bump();
        }
        taken
    }

    /// Returns every word of the file, skipping spaces and comments.
    fn tokens(mut self) -> Result<Vec<Token>, TextError> {
        let mut tokens = Vec::new();
        while let Some(c) = self.peek() {
            let (line, column) = (self.line, self.column);
            let fail = |kind| TextError { line, column, kind };
            let word = match c {
                c if c.is_whitespace() => {
                    self.bump();
                    continue;
                }
                '{' => {
                    self.take_while(|c| c != '}');
                    self.bump().ok_or(fail(TextErrorKind::Unclosed("comment")))?;
                    continue;
                }
                ';' => {
                    self.take_while(|c| c != '\n');
                    continue;
                }
                '[' => self.header().map_err(fail)?,
                '0'..='9' => {
                    let n = self.number().ok_or(fail(TextErrorKind::NumberTooLarge))?;
                    if self.take_while(|c| c == '.').is_empty() {
                        return Err(fail(TextErrorKind::NumberWithoutDot));
                    }
                    Word::Number(n)
                }
                '×' => {
                    self.bump();
                    Word::Capture(self.count().map_err(fail)?)
                }
                '+' => {
                    self.bump();
                    Word::Extra
                }
                '=' => {
                    self.bump();
                    Word::Agree
                }
                '—' | '–' | '-' => {
                    self.take_while(|c| matches!(c, '—' | '–' | '-'));
                    Word::Pass
                }
                c if c.is_ascii_alphabetic() => {
                    let word = self.take_while(|c| c.is_ascii_alphabetic());
                    match word.as_str() {
                        "x" | "X" => Word::Capture(self.count().map_err(fail)?),
                        w if w.eq_ignore_ascii_case("pass") => Word::Pass,
                        w => match w.chars().next().filter(|&c| w.len() == 1 && pit_of(c).is_some()) {
                            Some(c) => Word::Pit(c),
                            None => return Err(fail(TextErrorKind::UnknownWord(word))),
                        },
                    }
                }
                c => return Err(fail(TextErrorKind::Unexpected(c))),
            };
            tokens.push(Token { line, column, word });
        }
        Ok(tokens)
    }

    /// Reads digits as a number; `None` when it is too large.
    fn number(&mut self) -> Option<usize> {
        self.take_while(|c| c.is_ascii_digit()).parse().ok()
    }

    /// Reads the count of a capture mark, after optional spaces.
    fn count(&mut self) -> Result<usize, TextErrorKind> {
        self.take_while(|c| c == ' ' || c == '\t');
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return Err(TextErrorKind::MissingCount);
        }
        self.number().ok_or(TextErrorKind::NumberTooLarge)
    }

    /// Reads `[Name "value"]` on one line.
    fn header(&mut self) -> Result<Word, TextErrorKind> {
        self.bump();
        let blank = |c: char| c == ' ' || c == '\t';
        self.take_while(blank);
        let name = self.take_while(|c| c.is_ascii_alphanumeric());
        self.take_while(blank);
        if name.is_empty() || self.bump() != Some('"') {
            return Err(TextErrorKind::BadHeader);
        }
        let value = self.take_while(|c| c != '"' && c != '\n');
        if self.bump() != Some('"') {
            return Err(TextErrorKind::Unclosed("header's value"));
        }
        self.take_while(blank);
        match self.bump() {
            Some(']') => Ok(Word::Header(name, value)),
            None | Some('\n') => Err(TextErrorKind::Unclosed("header")),
            Some(_) => Err(TextErrorKind::BadHeader),
        }
    }
}

/// The headers of a file, each with the token it came from.
struct Headers<'a> {
    found: [Option<(&'a Token, String)>; HEADERS.len()],
}

impl<'a> Headers<'a> {
    /// Collects the headers, rejecting unknown and repeated ones.
    fn read(tokens: &'a [Token]) -> Result<Headers<'a>, TextError> {
        let mut found: [Option<(&Token, String)>; HEADERS.len()] = Default::default();
        for token in tokens {
            let Word::Header(name, value) = &token.word else { continue };
            let Some(i) = HEADERS.iter().position(|h| h.eq_ignore_ascii_case(name)) else {
                return Err(error(token, TextErrorKind::UnknownHeader(name.clone())));
            };
            if found[i].is_some() {
                return Err(error(token, TextErrorKind::DuplicateHeader(HEADERS[i])));
            }
            found[i] = Some((token, normal(value)));
        }
        Ok(Headers { found })
    }

    /// Returns a header's token and value (trimmed, lowercase, single spaces), if given.
    fn get(&self, name: &str) -> Option<(&'a Token, &str)> {
        let i = HEADERS.iter().position(|h| *h == name)?;
        self.found[i].as_ref().map(|(t, v)| (*t, v.as_str()))
    }

    /// Returns the error `kind` at the first of the headers `names` given (else at the start).
    fn error_at(&self, names: &[&str], kind: TextErrorKind) -> TextError {
        let token = names.iter().find_map(|name| self.get(name));
        let (line, column) = token.map_or((1, 1), |(t, _)| (t.line, t.column));
        TextError { line, column, kind }
    }

    /// Reads a header with `parse`, which names what the value should be when it rejects it.
    fn value<T>(
        &self,
        name: &'static str,
        parse: impl Fn(&str) -> Result<T, &'static str>,
    ) -> Result<Option<T>, TextError> {
        let Some((token, value)) = self.get(name) else { return Ok(None) };
        let bad = |expected| error(token, TextErrorKind::BadValue { header: name, value: value.into(), expected });
        parse(value).map(Some).map_err(bad)
    }

    /// Reads an option header, which only `variant` may have.
    fn option<T>(
        &self,
        variant: Variant,
        (name, of): (&'static str, Variant),
        expected: &'static str,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, TextError> {
        match self.get(name) {
            Some((token, _)) if variant != of => {
                Err(error(token, TextErrorKind::OptionNotForVariant { header: name, variant }))
            }
            _ => self.value(name, |v| parse(v).ok_or(expected)),
        }
    }

    /// Builds the game the headers describe, before any move and without its seats.
    fn game(&self) -> Result<Game, TextError> {
        let variant = self
            .value("Variant", |v| {
                v.replace(' ', "-")
                    .parse::<Variant>()
                    .map_err(|_| "\"ali-guli-mane\", \"al-manqala\" or \"mangala-iv\"")
            })?
            .ok_or(TextError { line: 1, column: 1, kind: TextErrorKind::MissingVariant })?;
        let rules = self.rules(variant)?;
        let start = self.value("Start", start::read)?;
        let start_error = |e| self.error_at(&["Start", "Variant"], TextErrorKind::Record(RecordError::Start(e)));
        match start {
            Some(setup) => Game::from_setup(rules, setup).map_err(start_error),
            None => Game::new(rules).map_err(start_error),
        }
    }

    /// Reads the option headers.
    fn rules(&self, variant: Variant) -> Result<Rules, TextError> {
        use Variant::*;
        let mut rules = Rules::new(variant);
        let switch = "\"on\" or \"off\"";
        if let Some(p) = self.value("FirstPlayer", |v| start::player(v).ok_or("\"south\" or \"north\""))? {
            rules.first_player = p;
        }
        if let Some(on) = self.option(variant, ("Rounds", AliGuliMane), switch, on_off)? {
            rules.rounds = on;
        }
        if let Some(on) = self.option(variant, ("FreeChoice", MangalaIv), switch, on_off)? {
            rules.free_choice = on;
        }
        if let Some(deal) = self.option(variant, ("Deal", MangalaIv), "\"uniform\" or \"random\" and a seed", deal)? {
            rules.start = deal;
        }
        Ok(rules)
    }

    /// Reads the `Computer` and `Ritual` headers.
    fn seats(&self) -> Result<Seats, TextError> {
        let computer = self.value("Computer", |v| {
            let (side, level) = v.split_once(' ').unwrap_or((v, ""));
            let level = crate::Level::from_name(level);
            start::player(side).zip(level).ok_or("a side and a level, as in \"north strong\"")
        })?;
        let ritual = self.value("Ritual", |v| match v {
            "pending" => Ok(Ritual::Pending),
            _ => v
                .strip_prefix("south ")
                .and_then(Role::from_name)
                .map(Ritual::South)
                .ok_or("\"pending\", \"south guesser\" or \"south hider\""),
        })?;
        Ok(Seats { computer, ritual })
    }

    /// Checks the `Result` header, if any, against how the moves end (`*`: not over).
    fn check_result(&self, game: &Game) -> Result<(), TextError> {
        let Some((token, written)) = self.get("Result") else { return Ok(()) };
        let actual = write::result(game).unwrap_or_else(|| "*".into());
        if normal(&actual) != written.replace('–', "-") {
            return Err(error(token, TextErrorKind::WrongResult { written: written.into(), actual }));
        }
        Ok(())
    }
}

/// Returns `value` trimmed, in lowercase, with single spaces.
fn normal(value: &str) -> String {
    value.split_whitespace().collect::<Vec<_>>().join(" ").to_ascii_lowercase()
}

/// Reads an on/off switch.
fn on_off(value: &str) -> Option<bool> {
    match value {
        "on" | "yes" | "true" => Some(true),
        "off" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// Reads the `Deal` header: `uniform`, or `random` and the seed.
fn deal(value: &str) -> Option<Start> {
    match value.split_once(' ') {
        None if value == "uniform" => Some(Start::Uniform),
        Some(("random", seed)) => seed.parse().ok().map(Start::Random),
        _ => None,
    }
}

/// Plays the moves and checks their marks and numbers.
fn play_moves(game: &mut Game, tokens: &[Token]) -> Result<(), TextError> {
    let mut last: Option<(MoveEntry, &Token)> = None;
    for token in tokens {
        let number = game.moves_played() + 1;
        match token.word {
            Word::Number(found) if found != number => {
                return Err(error(token, TextErrorKind::MoveNumber { found, expected: number }))
            }
            Word::Number(_) | Word::Header(..) => {}
            Word::Pit(letter) => {
                let pit = pit_of(letter).unwrap_or(0);
                let player = game.position().to_move();
                if owner(pit) != player && !game.position().is_over() {
                    return Err(error(token, TextErrorKind::WrongSide { number, letter }));
                }
                last = Some((play(game, Action::Sow(pit), token, number, letter.into())?, token));
            }
            Word::Agree => last = Some((play(game, Action::Agree, token, number, "=".into())?, token)),
            _ => {
                let Some((entry, move_token)) = &last else {
                    return Err(error(token, TextErrorKind::MarkWithoutMove));
                };
                check_mark(entry, move_token, token, number - 1)?;
            }
        }
    }
    Ok(())
}

/// Plays one move, naming it in the error.
fn play(game: &mut Game, action: Action, token: &Token, number: usize, text: String) -> Result<MoveEntry, TextError> {
    game.play_action(action).map_err(|e| error(token, TextErrorKind::Illegal { number, token: text, error: e }))
}

/// Checks that a mark says what the move did.
fn check_mark(entry: &MoveEntry, move_token: &Token, mark: &Token, number: usize) -> Result<(), TextError> {
    let (written, fact) = match mark.word {
        Word::Capture(n) if n != usize::from(entry.captured) => (
            format!("×{n}"),
            match entry.captured {
                0 => "the sowing captured nothing".to_string(),
                c => format!("the sowing captured {c}"),
            },
        ),
        Word::Extra if !entry.extra => ("+".into(), "it earned no extra sowing".into()),
        Word::Pass if !entry.passes => ("—".into(), "no one had to pass after it".into()),
        _ => return Ok(()),
    };
    let token = match move_token.word {
        Word::Pit(letter) => letter.to_string(),
        _ => "=".into(),
    };
    Err(error(mark, TextErrorKind::WrongMark { number, token, mark: written, fact }))
}
