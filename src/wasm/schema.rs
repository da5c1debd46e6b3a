//! The values that cross the boundary, one Rust type each: their serde derives are the one
//! description of the JS shape, and tsify derives the TypeScript declarations of the `.d.ts`
//! from them (their doc comments included; `ts.rs` declares the names and wrappers they use).
//!
//! The core stays free of serde: these types borrow its values and names (`as_str`), and the
//! checks of its own (`Rules::check`, `Position::from_setup`) judge what is read.

use serde::{Deserialize, Serialize};
use tsify_next::Tsify;
use wasm_bindgen::{JsError, JsValue};

use super::error;
use super::input::{Int, List, Name, Named, Obj};
use super::value::MAX_SAFE;
use crate::ai::hint::MoveHint;
use crate::ai::search::Verdict;
use crate::ai::Level;
use crate::board::PITS;
use crate::{GameOption, Guess, Outcome, PitSet, Player, Position, Reason, Rules, Setup, Start, Variant, Why};

/// Implements [`Named`] for core enums by their `ALL` and `as_str`.
macro_rules! named_by_as_str {
    ($($t:ty),*) => {$(
        impl Named for $t {
            const ALL: &'static [$t] = &<$t>::ALL;
            fn name(self) -> &'static str {
                self.as_str()
            }
        }
    )*};
}

named_by_as_str!(Variant, Reason, Level, Why, Guess);

/// The JSON-compatible serializer: plain objects, `null` for none.
const OUT: serde_wasm_bindgen::Serializer = serde_wasm_bindgen::Serializer::json_compatible();

/// Converts a value for JavaScript. The serializer fails only on a 64-bit integer beyond 2^53,
/// and the schema has none ([`Int`] goes out as a JS number), so this never gives `null`.
pub fn to_js<T: Serialize>(value: &T) -> JsValue {
    value.serialize(&OUT).unwrap_or(JsValue::NULL)
}

/// A player, 0 or 1.
pub type PlayerNumber = Int<0, 1>;

/// Seeds in a pit or pile: at most the 98 of the largest game.
pub type Count = Int<0, 98>;

/// A pit, 0 to 13.
pub type Pit = Int<0, 13>;

/// A seed of Mangala IV's random start or of the computer's choice: 0 to 2^53 − 1.
pub type Seed = Int<0, MAX_SAFE>;

/// A round's number, from 1.
pub type RoundNumber = Int<1, 65_535>;

/// Returns a player's number as it crosses the boundary.
pub(super) fn player(p: Player) -> PlayerNumber {
    Int(p.index() as u64)
}

/// Returns the player a checked number names.
pub(super) fn player_of(n: PlayerNumber) -> Player {
    if n.0 == 0 {
        Player::Zero
    } else {
        Player::One
    }
}

fn counts(values: &[u8]) -> List<Count> {
    List(values.iter().map(|&n| Int(u64::from(n))).collect())
}

fn pits(set: PitSet) -> List<Pit> {
    List(set.iter().map(|p| Int(u64::from(p))).collect())
}

/// How a Mangala IV game places its seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartKind {
    /// Seven in every pit.
    Uniform,
    /// Dealt at random from `seed`.
    Random,
}

impl StartKind {
    /// Both kinds.
    pub const ALL: [StartKind; 2] = [StartKind::Uniform, StartKind::Random];

    /// Returns the kind's name, e.g. `"random"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            StartKind::Uniform => "uniform",
            StartKind::Random => "random",
        }
    }
}

named_by_as_str!(StartKind);

/// A game's options: `new Game`'s second argument and `state().options`. On input every field
/// is optional and must belong to the variant; on output a variant's own options are all given
/// (but `firstPlayer`, which the state's `toMove` and `roundStarter` carry).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[tsify(missing_as_null)]
pub struct Options {
    /// The player who moves first (with rounds: who starts the first round).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_player: Option<PlayerNumber>,
    /// Ali Guli Mane: a match of rounds with closed pits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rounds: Option<bool>,
    /// Mangala IV: seven seeds in every pit, or dealt at random from `seed`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<Name<StartKind>>,
    /// Mangala IV random start: an integer from 0 to 2^53 − 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<Seed>,
    /// Mangala IV house rule: any non-empty pit of one's row may be played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub free_choice: Option<bool>,
}

impl Options {
    /// Returns the options `rules` are played with, as `state()` shows them.
    pub fn of(rules: &Rules) -> Options {
        let mut options = Options::default();
        for option in rules.variant.options() {
            match (option, rules.start) {
                (GameOption::FirstPlayer, _) => {}
                (GameOption::Rounds, _) => options.rounds = Some(rules.rounds),
                (GameOption::Start, Start::Uniform) => options.start = Some(Name(StartKind::Uniform)),
                (GameOption::Start, Start::Random(_)) => options.start = Some(Name(StartKind::Random)),
                (GameOption::Seed, Start::Random(seed)) => options.seed = Some(Int(seed)),
                (GameOption::Seed, Start::Uniform) => {}
                (GameOption::FreeChoice, _) => options.free_choice = Some(rules.free_choice),
            }
        }
        options
    }

    /// Returns the options given, in the order the core lists them.
    fn given(&self) -> impl Iterator<Item = GameOption> {
        let given = [
            (GameOption::FirstPlayer, self.first_player.is_some()),
            (GameOption::Rounds, self.rounds.is_some()),
            (GameOption::Start, self.start.is_some()),
            (GameOption::Seed, self.seed.is_some()),
            (GameOption::FreeChoice, self.free_choice.is_some()),
        ];
        given.into_iter().filter(|&(_, on)| on).map(|(option, _)| option)
    }

    /// Returns the rules of `variant` with these options; `name` is what the caller calls them.
    /// A random start without a seed draws one.
    pub fn rules(&self, variant: Variant, name: &str) -> Result<Rules, JsError> {
        if let Some(option) = self.given().find(|o| !variant.options().contains(o)) {
            let has: Vec<String> = variant.options().iter().map(|o| o.name().into()).collect();
            return Err(JsError::new(&format!(
                "option {name}.{} does not apply to {variant}: it has {}",
                option.name(),
                has.join(", ")
            )));
        }
        let mut rules = Rules::new(variant);
        if let Some(p) = self.first_player {
            rules.first_player = player_of(p);
        }
        rules.rounds = self.rounds.unwrap_or(rules.rounds);
        rules.free_choice = self.free_choice.unwrap_or(rules.free_choice);
        match (self.start, self.seed) {
            (Some(Name(StartKind::Random)), Some(seed)) => rules.start = Start::Random(seed.0),
            (Some(Name(StartKind::Random)), None) => {
                rules.start = Start::Random((js_sys::Math::random() * 4_294_967_296.0).floor() as u64)
            }
            (_, Some(_)) => return Err(JsError::new(&format!("{name}.seed needs {name}.start to be \"random\""))),
            _ => {}
        }
        rules.check().map_err(error)?;
        Ok(rules)
    }
}

/// A position: what `state()` gives and `Game.fromState` takes. On input `extraSowing`,
/// `closed`, `round`, `roundStarter`, `options` and `ended` may be left out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[tsify(missing_as_null)]
pub struct State {
    pub variant: Name<Variant>,
    /// Seeds in each of the 14 pits.
    pub pits: List<Count>,
    /// The piles of player 0 and player 1.
    #[tsify(type = "[Count, Count]")]
    pub captured: List<Count>,
    /// The player to move, also during an extra sowing.
    pub to_move: PlayerNumber,
    /// Ali Guli Mane: the player to move is owed an extra sowing.
    #[serde(default)]
    pub extra_sowing: Option<bool>,
    /// Ali Guli Mane rounds: the pits closed in this round.
    #[serde(default)]
    pub closed: Option<List<Pit>>,
    /// The round's number, from 1 (up to 65,535).
    #[serde(default)]
    pub round: Option<RoundNumber>,
    /// The player who started this round.
    #[serde(default)]
    pub round_starter: Option<PlayerNumber>,
    /// The variant's own options (all but `firstPlayer`, which `toMove` and `roundStarter` carry).
    #[serde(default)]
    pub options: Option<Obj<Options>>,
    /// For a finished game, why it ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended: Option<Name<Reason>>,
}

impl State {
    /// Returns the state of `position`.
    pub fn of(position: &Position) -> State {
        let rules = position.rules();
        State {
            variant: Name(rules.variant),
            pits: counts(&position.pits()),
            captured: counts(&position.piles()),
            to_move: player(position.to_move()),
            extra_sowing: Some(position.extra_sowing()),
            closed: Some(pits(position.closed())),
            round: Some(Int(u64::from(position.round()))),
            round_starter: Some(player(position.round_starter())),
            options: Some(Obj(Options::of(rules))),
            ended: position.outcome().map(|o| Name(o.reason)),
        }
    }

    /// Returns the rules and the unchecked setup this state describes; the core checks the rest.
    pub fn setup(&self) -> Result<(Rules, Setup), JsError> {
        let variant = self.variant.0;
        let rules = match &self.options {
            Some(Obj(options)) => options.rules(variant, "state.options")?,
            None => Rules::new(variant),
        };
        let max = u64::from(variant.total_seeds());
        let read = |list: &List<Count>, name: &str, len: usize| -> Result<Vec<u8>, JsError> {
            if list.0.len() != len {
                return Err(JsError::new(&format!(
                    "state.{name} must be an array of {len} counts, got {} of them",
                    list.0.len()
                )));
            }
            if let Some((i, n)) = list.0.iter().enumerate().find(|(_, n)| n.0 > max) {
                return Err(JsError::new(&format!(
                    "state.{name}[{i}] holds {} seeds, more than the game's {max}",
                    n.0
                )));
            }
            Ok(list.0.iter().map(|n| n.0 as u8).collect())
        };
        let mut setup_pits = [0u8; PITS];
        setup_pits.copy_from_slice(&read(&self.pits, "pits", PITS)?);
        let piles = read(&self.captured, "captured", 2)?;
        let mut closed = PitSet::EMPTY;
        for pit in self.closed.iter().flat_map(|list| &list.0) {
            let pit = pit.0 as u8;
            if closed.contains(pit) {
                return Err(JsError::new(&format!("state.closed lists pit {pit} twice")));
            }
            closed = closed.with(pit);
        }
        let to_move = player_of(self.to_move);
        let setup = Setup {
            pits: setup_pits,
            piles: [piles[0], piles[1]],
            to_move,
            extra: self.extra_sowing.unwrap_or(false),
            closed,
            round: self.round.map_or(1, |r| r.0 as u16),
            round_starter: self.round_starter.map_or(to_move, player_of),
            ended: self.ended.map(|r| r.0),
        };
        Ok((rules, setup))
    }
}

/// A finished game: `result()`.
#[derive(Clone, Debug, PartialEq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct GameResult {
    /// The winner, `null` for a draw.
    pub winner: Option<PlayerNumber>,
    /// The piles of player 0 and player 1.
    #[tsify(type = "[Count, Count]")]
    pub captured: List<Count>,
    pub reason: Name<Reason>,
}

impl GameResult {
    /// Returns the result of a game that ended with `outcome` and these piles.
    pub fn of(outcome: Outcome, piles: [u8; 2]) -> GameResult {
        GameResult { winner: outcome.winner.map(player), captured: counts(&piles), reason: Name(outcome.reason) }
    }
}

/// One option of a game, for a new-game dialog: `Game.optionsOf(variant)`.
#[derive(Clone, Debug, PartialEq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct OptionInfo {
    /// The option's key in `Options`.
    #[tsify(type = "keyof Options")]
    pub name: &'static str,
    pub kind: OptionKind,
    /// A choice's values.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<Scalar>>,
    /// An integer's bounds, both included: what `new Game` accepts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<Seed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<Seed>,
    /// The option is given only with another option at one value (the seed, with a random start).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<When>,
    pub default: Scalar,
}

/// Another option's value that an option goes with: `{ option, value }`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Tsify)]
pub struct When {
    #[tsify(type = "keyof Options")]
    pub option: &'static str,
    pub value: Scalar,
}

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum OptionKind {
    /// `true` or `false`.
    Boolean,
    /// One of `values`.
    Choice,
    /// An integer.
    Integer,
}

/// A number, a string, a boolean or null.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Tsify)]
#[serde(untagged)]
#[tsify(missing_as_null)]
pub enum Scalar {
    Number(u8),
    Text(&'static str),
    Flag(bool),
    Null,
}

impl OptionInfo {
    /// Describes each option of `variant`, with the default of `Rules::new`.
    pub fn list(variant: Variant) -> Vec<OptionInfo> {
        let defaults = Rules::new(variant);
        let info =
            |name, kind, values, default| OptionInfo { name, kind, values, min: None, max: None, when: None, default };
        variant
            .options()
            .iter()
            .map(|&option| match option {
                GameOption::FirstPlayer => info(
                    option.name(),
                    OptionKind::Choice,
                    Some(vec![Scalar::Number(0), Scalar::Number(1)]),
                    Scalar::Number(defaults.first_player.index() as u8),
                ),
                GameOption::Rounds => info(option.name(), OptionKind::Boolean, None, Scalar::Flag(defaults.rounds)),
                GameOption::Start => info(
                    option.name(),
                    OptionKind::Choice,
                    Some(StartKind::ALL.iter().map(|k| Scalar::Text(k.name())).collect()),
                    Scalar::Text(StartKind::Uniform.name()),
                ),
                // No default: a random start without a seed draws one.
                GameOption::Seed => OptionInfo {
                    min: Some(Int(0)),
                    max: Some(Int(MAX_SAFE)),
                    when: Some(When {
                        option: GameOption::Start.name(),
                        value: Scalar::Text(StartKind::Random.name()),
                    }),
                    ..info(option.name(), OptionKind::Integer, None, Scalar::Null)
                },
                GameOption::FreeChoice => {
                    info(option.name(), OptionKind::Boolean, None, Scalar::Flag(defaults.free_choice))
                }
            })
            .collect()
    }
}

/// The deepest search a caller may ask for, in sowings.
pub type Depth = Int<1, { crate::ai::MAX_DEPTH as u64 }>;

/// `bestMove`'s options: a level (and a seed), or a search's limits — a time, a depth or both.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Tsify)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
#[tsify(missing_as_null)]
pub struct MoveOptions {
    /// How well the computer plays; not with `timeMs` or `maxDepth`.
    pub level: Option<Name<Level>>,
    /// Chooses among equal moves: the same seed, the same move (an integer from 0 to 2^53 − 1).
    pub seed: Option<Seed>,
    /// The longest thinking time, in milliseconds (above 0, at most 600,000).
    pub time_ms: Option<f64>,
    /// The deepest search, in sowings.
    pub max_depth: Option<Depth>,
}

/// `analyze`'s options: a search's limits.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Tsify)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
#[tsify(missing_as_null)]
pub struct AnalyzeOptions {
    /// The thinking time, in milliseconds (default 1,000 unless `maxDepth` is given).
    pub time_ms: Option<f64>,
    /// The deepest search, in sowings.
    pub max_depth: Option<Depth>,
    /// How many moves, from the best, get their line of play (`line`): 0 to 7, default 0.
    #[tsify(type = "number | null")]
    pub lines: Option<Int<0, 7>>,
}

/// What `analyze` tells of one legal move.
#[derive(Clone, Debug, PartialEq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct MoveAnalysis {
    pub pit: u8,
    /// What the move is worth to the mover, in seeds.
    pub value: f64,
    /// `value` is the true value of the game after the move.
    pub exact: bool,
    /// The result for the mover when proven by force.
    #[tsify(type = "\"win\" | \"draw\" | \"loss\" | null")]
    pub outcome: Option<&'static str>,
    /// The seeds the sowing captures at once.
    pub captures: u32,
    /// The sowing earns an Ali Guli Mane extra sowing.
    pub extra_sowing: bool,
    /// When the opponent moves next: how many of their replies leave the mover no capture.
    pub safe_replies: Option<u8>,
    /// The move the analysis recommends (exactly one).
    pub best: bool,
    /// The deepest search completed, in sowings.
    pub depth: u8,
    /// The line of play the search expects, this move first, when `options.lines` asks for it.
    #[tsify(type = "Pit[] | null")]
    pub line: Option<Vec<u8>>,
}

impl From<&MoveHint> for MoveAnalysis {
    fn from(hint: &MoveHint) -> MoveAnalysis {
        MoveAnalysis {
            pit: hint.pit,
            value: hint.value(),
            exact: hint.solved,
            outcome: hint.verdict.map(|v| match v {
                Verdict::Win => "win",
                Verdict::Draw => "draw",
                Verdict::Loss => "loss",
            }),
            captures: hint.captures,
            extra_sowing: hint.extra,
            safe_replies: hint.safe_replies,
            best: hint.best,
            depth: 0,
            line: None,
        }
    }
}

/// How a game whose every move is forced ends: `foresee()`.
#[derive(Clone, Debug, PartialEq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct Foresight {
    /// The winner, `null` for a draw.
    pub winner: Option<PlayerNumber>,
    /// The piles of player 0 and player 1 at the end.
    #[tsify(type = "[Count, Count]")]
    pub captured: List<Count>,
    pub reason: Name<Reason>,
    /// The moves played to the end.
    pub moves: u32,
}
