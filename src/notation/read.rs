//! Reads a game file: the words it is made of, its headers, then its moves replayed one by one.

use crate::board::owner;
use crate::{Action, Game, MoveEntry, Record, RecordError, Ritual, Role, Rules, Seats, Start, Variant};

use super::error::{TextError, TextErrorKind};
use super::{pit_of, start, write};

/// One word of a game file, borrowing its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word<'a> {
    /// `[Name "value"]`.
    Header(&'a str, &'a str),
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
struct Token<'a> {
    line: usize,
    column: usize,
    word: Word<'a>,
}

/// The headers a game file may have.
const HEADERS: [&str; 9] =
    ["Variant", "FirstPlayer", "Rounds", "Deal", "FreeChoice", "Start", "Computer", "Ritual", "Result"];

impl Game {
    /// Reads a game file written by [`Game::to_text`] or by hand; the error says where and why.
    ///
    /// Every move is replayed, and every mark and the `Result` header must say what the moves
    /// did. Header names and values may be in any case; pits are letters, `A`–`G` for South's
    /// row from South's left (pits 13 down to 7), `a`–`g` for North's (pits 0 to 6); see
    /// docs/notation.md.
    ///
    /// # Errors
    ///
    /// A [`TextError`] with the line and column (from 1) of the first problem: a word that
    /// does not read, a header that is unknown, repeated or whose value does not read, options
    /// or a start that make no game, a move number out of sequence, a move the rules refuse,
    /// a mark or a `Result` that is not what the moves did.
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Game, Player, TextError, TextErrorKind};
    ///
    /// let text = r#"[Variant "al-manqala"]
    /// [Start "south 0 0 0 0 2 1 1, north 0 0 0 0 0 0 1, piles 0 0, south to move"]
    ///
    /// 1. E ×4 2. g"#;
    /// let game = Game::from_text(text)?;
    /// assert_eq!(game.moves_played(), 2);
    /// assert_eq!(game.position().piles(), [4, 1]);
    /// assert_eq!(game.outcome().unwrap().winner, Some(Player::Zero));
    ///
    /// // South's sowing of E captures 4 seeds, not 2.
    /// let wrong = text.replace("×4", "×2");
    /// let error = Game::from_text(&wrong).unwrap_err();
    /// assert_eq!((error.line, error.column), (4, 6));
    /// assert!(matches!(error.kind, TextErrorKind::WrongMark { number: 1, .. }));
    /// assert_eq!(error.to_string(), "line 4, column 6: move 1 (E): marked ×2, but the sowing captured 4");
    /// # Ok::<(), TextError>(())
    /// ```
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
    ///
    /// # Errors
    ///
    /// The [`TextError`] of [`Game::from_text`].
    ///
    /// # Examples
    ///
    /// ```
    /// use mancala_heritage::{Action, Record, Rules, Variant};
    ///
    /// let record = Record::from_text("[Variant \"mangala-iv\"]\n\n1. A")?;
    /// assert_eq!(record.rules, Rules::new(Variant::MangalaIv));
    /// assert_eq!(record.actions, [Action::Sow(13)]);
    /// # Ok::<(), mancala_heritage::TextError>(())
    /// ```
    pub fn from_text(text: &str) -> Result<Record, TextError> {
        Game::from_text(text).map(|game| game.record())
    }
}

/// Returns the error `kind` at `token`.
fn error(token: &Token, kind: TextErrorKind) -> TextError {
    TextError { line: token.line, column: token.column, kind }
}

/// Reads a number of decimal digits (Rust's reading of an unsigned integer); `None` when it is
/// none or does not fit a `T`. One reader serves every size, which keeps the wasm small.
#[inline]
pub(super) fn number<T: TryFrom<u64>>(digits: &str) -> Option<T> {
    u64_of(digits).and_then(|n| T::try_from(n).ok())
}

/// Reads a `u64`: one copy of the parsing for every type `number` gives.
#[inline(never)]
fn u64_of(digits: &str) -> Option<u64> {
    digits.parse().ok()
}

/// Splits a game file into words.
struct Lexer<'a> {
    /// What is left to read.
    rest: &'a str,
    line: usize,
    column: usize,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer { rest: text, line: 1, column: 1 }
    }

    fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    /// Moves past one character and returns it.
    fn bump(&mut self) -> Option<char> {
        let mut chars = self.rest.chars();
        let c = chars.next()?;
        self.rest = chars.as_str();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Moves past the characters for which `keep` holds and returns them.
    fn take_while(&mut self, keep: fn(char) -> bool) -> &'a str {
        let start = self.rest;
        while self.peek().is_some_and(keep) {
            self.bump();
        }
        start.get(..start.len() - self.rest.len()).unwrap_or_default()
    }

    /// Returns every word of the file, skipping spaces and comments.
    fn tokens(mut self) -> Result<Vec<Token<'a>>, TextError> {
        let mut tokens = Vec::new();
        while let Some(c) = self.peek() {
            let (line, column) = (self.line, self.column);
            match self.word(c) {
                Ok(Some(word)) => tokens.push(Token { line, column, word }),
                Ok(None) => {}
                Err(kind) => return Err(TextError { line, column, kind }),
            }
        }
        Ok(tokens)
    }

    /// Reads the word that starts with `c`; `None` for a space or a comment.
    fn word(&mut self, c: char) -> Result<Option<Word<'a>>, TextErrorKind> {
        let word = match c {
            c if c.is_whitespace() => {
                self.bump();
                return Ok(None);
            }
            '{' => {
                self.take_while(|c| c != '}');
                self.bump().ok_or(TextErrorKind::Unclosed("comment"))?;
                return Ok(None);
            }
            ';' => {
                self.take_while(|c| c != '\n');
                return Ok(None);
            }
            '[' => self.header()?,
            '0'..='9' => {
                let n = number(self.take_while(|c| c.is_ascii_digit())).ok_or(TextErrorKind::NumberTooLarge)?;
                if self.take_while(|c| c == '.').is_empty() {
                    return Err(TextErrorKind::NumberWithoutDot);
                }
                Word::Number(n)
            }
            '×' => {
                self.bump();
                Word::Capture(self.count()?)
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
            c if c.is_ascii_alphabetic() => match self.take_while(|c| c.is_ascii_alphabetic()) {
                "x" | "X" => Word::Capture(self.count()?),
                w if w.eq_ignore_ascii_case("pass") => Word::Pass,
                w => match w.chars().next().filter(|&c| w.len() == 1 && pit_of(c).is_some()) {
                    Some(c) => Word::Pit(c),
                    None => return Err(TextErrorKind::UnknownWord(w.into())),
                },
            },
            c => return Err(TextErrorKind::Unexpected(c)),
        };
        Ok(Some(word))
    }

    /// Reads the count of a capture mark, after optional spaces.
    fn count(&mut self) -> Result<usize, TextErrorKind> {
        self.take_while(blank);
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return Err(TextErrorKind::MissingCount);
        }
        number(self.take_while(|c| c.is_ascii_digit())).ok_or(TextErrorKind::NumberTooLarge)
    }

    /// Reads `[Name "value"]` on one line.
    fn header(&mut self) -> Result<Word<'a>, TextErrorKind> {
        self.bump();
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

/// Tells whether `c` is a space or a tab.
fn blank(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// The headers of a file, each with the token it came from.
struct Headers<'a> {
    found: [Option<(&'a Token<'a>, String)>; HEADERS.len()],
}

impl<'a> Headers<'a> {
    /// Collects the headers, rejecting unknown and repeated ones.
    fn read(tokens: &'a [Token<'a>]) -> Result<Headers<'a>, TextError> {
        let mut found: [Option<(&Token, String)>; HEADERS.len()] = Default::default();
        for token in tokens {
            let Word::Header(name, value) = token.word else { continue };
            let Some(i) = HEADERS.iter().position(|h| h.eq_ignore_ascii_case(name)) else {
                return Err(error(token, TextErrorKind::UnknownHeader(name.into())));
            };
            if found[i].is_some() {
                return Err(error(token, TextErrorKind::DuplicateHeader(HEADERS[i])));
            }
            found[i] = Some((token, normal(value)));
        }
        Ok(Headers { found })
    }

    /// Returns a header's token and value (trimmed, lowercase, single spaces), if given.
    fn get(&self, name: &str) -> Option<(&'a Token<'a>, &str)> {
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
    fn value<T>(&self, name: &'static str, parse: fn(&str) -> Result<T, &'static str>) -> Result<Option<T>, TextError> {
        let Some((_, value)) = self.get(name) else { return Ok(None) };
        parse(value).map(Some).map_err(|expected| self.bad_value(name, expected))
    }

    /// Returns the error of a header `name` whose value is not `expected`.
    #[cold]
    #[inline(never)]
    fn bad_value(&self, name: &'static str, expected: &'static str) -> TextError {
        let (token, value) = self.get(name).unwrap_or((&NO_TOKEN, ""));
        error(token, TextErrorKind::BadValue { header: name, value: value.into(), expected })
    }

    /// Refuses an option header of a game other than `of`.
    fn only_for(&self, variant: Variant, name: &'static str, of: Variant) -> Result<(), TextError> {
        match self.get(name) {
            Some((token, _)) if variant != of => {
                Err(error(token, TextErrorKind::OptionNotForVariant { header: name, variant }))
            }
            _ => Ok(()),
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
        if let Some(p) = self.value("FirstPlayer", |v| start::player(v).ok_or("\"south\" or \"north\""))? {
            rules.first_player = p;
        }
        self.only_for(variant, "Rounds", AliGuliMane)?;
        if let Some(on) = self.value("Rounds", on_off)? {
            rules.rounds = on;
        }
        self.only_for(variant, "FreeChoice", MangalaIv)?;
        if let Some(on) = self.value("FreeChoice", on_off)? {
            rules.free_choice = on;
        }
        self.only_for(variant, "Deal", MangalaIv)?;
        if let Some(deal) = self.value("Deal", deal)? {
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

/// The place of an error that has none (never used: a bad value always has its header).
const NO_TOKEN: Token<'static> = Token { line: 1, column: 1, word: Word::Agree };

/// Returns `value` trimmed, in lowercase, with single spaces.
pub(super) fn normal(value: &str) -> String {
    let mut normal = String::with_capacity(value.len());
    for word in value.split_whitespace() {
        if !normal.is_empty() {
            normal.push(' ');
        }
        normal.push_str(word);
    }
    normal.make_ascii_lowercase();
    normal
}

/// Reads an on/off switch.
fn on_off(value: &str) -> Result<bool, &'static str> {
    match value {
        "on" | "yes" | "true" => Ok(true),
        "off" | "no" | "false" => Ok(false),
        _ => Err("\"on\" or \"off\""),
    }
}

/// Reads the `Deal` header: `uniform`, or `random` and the seed.
fn deal(value: &str) -> Result<Start, &'static str> {
    match value.split_once(' ') {
        None if value == "uniform" => Ok(Start::Uniform),
        Some(("random", seed)) => number(seed).map(Start::Random).ok_or(DEAL),
        _ => Err(DEAL),
    }
}

/// What a `Deal` value should be.
const DEAL: &str = "\"uniform\" or \"random\" and a seed";

/// Plays the moves and checks their marks and numbers.
fn play_moves(game: &mut Game, tokens: &[Token]) -> Result<(), TextError> {
    let mut last: Option<(MoveEntry, &Token)> = None;
    for token in tokens {
        let number = game.moves_played() + 1;
        let action = match token.word {
            Word::Number(found) if found != number => {
                return Err(error(token, TextErrorKind::MoveNumber { found, expected: number }))
            }
            Word::Number(_) | Word::Header(..) => continue,
            Word::Pit(letter) => {
                let pit = pit_of(letter).unwrap_or(0);
                let player = game.position().to_move();
                if owner(pit) != player && !game.position().is_over() {
                    return Err(error(token, TextErrorKind::WrongSide { number, letter }));
                }
                Action::Sow(pit)
            }
            Word::Agree => Action::Agree,
            _ => {
                let Some((entry, move_token)) = &last else {
                    return Err(error(token, TextErrorKind::MarkWithoutMove));
                };
                check_mark(entry, move_token, token, number - 1)?;
                continue;
            }
        };
        let entry = game.play_action(action).map_err(|error| illegal(token, number, error))?;
        last = Some((entry, token));
    }
    Ok(())
}

/// Returns a move as written: its pit's letter, or `=`.
fn written(token: &Token) -> String {
    match token.word {
        Word::Pit(letter) => letter.into(),
        _ => "=".into(),
    }
}

/// Returns the error of a move the rules do not allow.
#[cold]
#[inline(never)]
fn illegal(token: &Token, number: usize, error: crate::PlayError) -> TextError {
    self::error(token, TextErrorKind::Illegal { number, token: written(token), error })
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
    Err(error(mark, TextErrorKind::WrongMark { number, token: self::written(move_token), mark: written, fact }))
}
