//! The puzzle generator: plays games and cuts puzzles from their positions.
//!
//! Games are played by the engine against itself at several levels and against the greedy
//! and random baseline players ([`crate::ai::baseline`]), each from a random opening. Before
//! each sowing the position is tried as a puzzle ([`super::find`]), unless it was tried
//! already: no two puzzles share a position, and a position inside a puzzle's line is never
//! cut again. Everything follows from the seed: the same seed and number of games give the
//! same puzzles, and more games only add puzzles after the ones fewer games give.

use std::collections::HashSet;

use super::{find, Goal, Puzzle};
use crate::ai::baseline::{greedy_move, random_move};
use crate::ai::levels::{choose as choose_at, strongest_move};
use crate::ai::{Limits, NoClock, Searcher};
use crate::{Game, Level, Position, Rules, SplitMix64, Variant};

/// Who chooses the sowings of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A uniformly random legal sowing.
    Random,
    /// The biggest immediate capture.
    Greedy,
    /// The engine at a level.
    Engine(Level),
    /// The Master's way of choosing (proofs first, then the search) within this many nodes:
    /// the page's Master has `MASTER_NODES` (800,000), too slow for thousands of games.
    Master(u64),
}

/// The generator's Master: a twentieth of the page's nodes (its games take most of the
/// generator's time).
const MASTER: Player = Player::Master(40_000);

/// The pairings played, in turn; each game swaps the seats of the one before.
pub const PAIRINGS: [(Player, Player); 8] = [
    (MASTER, MASTER),
    (Player::Engine(Level::Strong), MASTER),
    (Player::Greedy, Player::Engine(Level::Strong)),
    (Player::Engine(Level::Intermediate), Player::Engine(Level::Strong)),
    (Player::Random, Player::Engine(Level::Strong)),
    (Player::Engine(Level::Strong), Player::Engine(Level::Strong)),
    (Player::Greedy, Player::Engine(Level::Intermediate)),
    (Player::Engine(Level::Beginner), Player::Engine(Level::Strong)),
];

/// The generator's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The seed everything follows from.
    pub seed: u64,
    /// The nodes of each proof (per sowing checked).
    pub proof_nodes: u64,
    /// The most solver sowings in a seeds puzzle's search.
    pub seeds_sowings: usize,
    /// The most puzzles of each kind cut from one game: proven (win or draw), and seeds; so
    /// that the seeds puzzles of the middle game leave room for the proofs of its end.
    pub per_game: usize,
    /// The fewest sowings between two puzzles of one game.
    pub spacing: usize,
    /// The longest game, in sowings.
    pub max_plies: usize,
    /// The pairings played in turn (see [`PAIRINGS`]).
    pub pairings: &'static [(Player, Player)],
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            seed: 2026,
            proof_nodes: 400_000,
            seeds_sowings: 3,
            per_game: 2,
            spacing: 6,
            max_plies: 240,
            pairings: &PAIRINGS,
        }
    }
}

/// Returns the rules puzzles are cut for in `variant`: the defaults, and in Mangala IV the
/// free-choice house rule (traditional Mangala IV forces every sowing, so it has no puzzle).
pub fn rules(variant: Variant) -> Rules {
    Rules { free_choice: variant == Variant::MangalaIv, ..Rules::new(variant) }
}

/// Returns the sowing `player` chooses in `game`. The one call into the levels: if their entry
/// points change, this is the function to fix.
fn choose(player: Player, game: &Game, seed: u64, searcher: &mut Searcher) -> Option<u8> {
    let pos = game.position();
    let mut rng = SplitMix64::new(seed);
    let history = || crate::ai::game_history(game);
    match player {
        Player::Random => random_move(pos, &mut rng),
        Player::Greedy => greedy_move(pos, &mut rng),
        Player::Engine(level) => choose_at(level, pos, &history(), seed, searcher, &mut NoClock),
        Player::Master(nodes) => strongest_move(pos, &history(), Limits::nodes(nodes), searcher, &mut NoClock),
    }
}

/// The generator's state for one game: the puzzles so far and the positions already tried.
pub struct Generator {
    settings: Settings,
    rules: Rules,
    searcher: Searcher,
    tried: HashSet<Position>,
    /// The puzzles found, in the order found.
    pub puzzles: Vec<Puzzle>,
    /// The games played.
    pub games: usize,
}

impl Generator {
    /// Starts a generator for `variant`.
    pub fn new(variant: Variant, settings: Settings) -> Generator {
        Generator {
            settings,
            rules: rules(variant),
            searcher: Searcher::new(20),
            tried: HashSet::new(),
            puzzles: Vec::new(),
            games: 0,
        }
    }

    /// Plays the next game and cuts its puzzles.
    pub fn play_game(&mut self) {
        let index = self.games as u64;
        self.games += 1;
        let variant = self.rules.variant as u64;
        let mut rng = SplitMix64::new(self.settings.seed ^ (variant + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index);
        let pairings = self.settings.pairings;
        let (a, b) = pairings[(index / 2) as usize % pairings.len()];
        let players = if index.is_multiple_of(2) { [a, b] } else { [b, a] };
        let Ok(mut game) = Game::new(self.rules) else { return };
        let opening = 2 + rng.below(7);
        for _ in 0..opening {
            let Some(pit) = random_move(game.position(), &mut rng) else { return };
            if game.play(pit).is_err() {
                return;
            }
        }
        // Puzzles cut so far: proven ones (win or draw), seeds ones.
        let mut cut = [0, 0];
        let mut next = 0;
        while !game.position().is_over() && game.moves_played() < self.settings.max_plies {
            let pos = *game.position();
            let proofs = cut[0] < self.settings.per_game && crate::ai::worth_proving(&pos);
            let seeds = cut[1] < self.settings.per_game;
            if (proofs || seeds) && game.moves_played() >= next && self.tried.insert(pos) {
                let nodes = if proofs { self.settings.proof_nodes } else { 0 };
                let sowings = if seeds { self.settings.seeds_sowings } else { 0 };
                if let Some(puzzle) = find(&pos, &mut self.searcher, nodes, sowings) {
                    if self.fresh(&puzzle) {
                        cut[usize::from(matches!(puzzle.goal, Goal::Seeds(_)))] += 1;
                        next = game.moves_played() + self.settings.spacing;
                        self.tried.extend(super::positions(&puzzle.position, &puzzle.line));
                        self.puzzles.push(puzzle);
                    }
                }
            }
            let player = players[pos.to_move().index()];
            let Some(pit) = choose(player, &game, rng.next_u64(), &mut self.searcher) else { break };
            if game.play(pit).is_err() {
                break;
            }
        }
    }

    /// Tells whether no position of `puzzle`'s line starts a puzzle found before.
    fn fresh(&self, puzzle: &Puzzle) -> bool {
        let line = super::positions(&puzzle.position, &puzzle.line);
        !self.puzzles.iter().any(|p| line.contains(&p.position))
    }
}

/// Returns the identifier prefix of `variant`'s puzzles: `a` (Ali Guli Mane), `q` (Al-manqala),
/// `m` (Mangala IV).
pub const fn prefix(variant: Variant) -> char {
    match variant {
        Variant::AliGuliMane => 'a',
        Variant::AlManqala => 'q',
        Variant::MangalaIv => 'm',
    }
}

/// Returns `www/js/puzzles/facts.js`, what the page needs of the generator before any puzzle file
/// has come: the letter of each game's puzzle ids ([`prefix`]), every theme in order and each
/// game's themes ([`Theme::applies_to`](super::Theme::applies_to)). The example `puzzles` writes it (`--facts`), and
/// `tests/puzzles.rs` checks the file against this. Laid out as prettier lays it out (width 100).
/// Native only: the wasm never needs it.
#[cfg(not(target_arch = "wasm32"))]
pub fn page_facts() -> String {
    use super::Theme;
    /// A JavaScript array of strings: on one line when it fits in `room`, else one a line.
    fn array(items: &[&str], indent: &str, room: usize) -> String {
        let quoted: Vec<String> = items.iter().map(|s| format!("\"{s}\"")).collect();
        let one = format!("[{}]", quoted.join(", "));
        if one.len() <= room {
            return one;
        }
        let lines: Vec<String> = quoted.iter().map(|q| format!("{indent}  {q},\n")).collect();
        format!("[\n{}{indent}]", lines.concat())
    }
    let themes: Vec<&str> = Theme::ALL.iter().map(|t| t.as_str()).collect();
    let mut out = String::from(
        "// Written from the puzzle generator (src/ai/puzzle/generate.rs page_facts) by\n\
         //   cargo run --release --example puzzles -- --facts\n\
         // never by hand; tests/puzzles.rs checks it. The page needs these before any puzzle file\n\
         // has come.\n\n\
         /** The letter that starts the ids of each game's puzzles (docs/puzzles.md#the-files).\n \
         * @type {{ [variant: string]: string }} */\n\
         export const LETTERS = {\n",
    );
    for variant in Variant::ALL {
        out.push_str(&format!("  \"{}\": \"{}\",\n", variant.as_str(), prefix(variant)));
    }
    out.push_str("};\n\n/** Every theme id, in order (docs/puzzles.md#themes). */\n");
    let head = "export const THEMES = /** @type {const} */ (";
    out.push_str(&format!("{head}{});\n\n", array(&themes, "", 100 - head.len() - 2)));
    out.push_str(
        "/** The themes each game's puzzles may have, in order.\n \
         * @type {{ [variant: string]: readonly string[] }} */\n\
         export const THEMES_OF = {\n",
    );
    for variant in Variant::ALL {
        let key = format!("  \"{}\": ", variant.as_str());
        let own: Vec<&str> = Theme::ALL.iter().filter(|t| t.applies_to(variant)).map(|t| t.as_str()).collect();
        out.push_str(&format!("{key}{},\n", array(&own, "  ", 100 - key.len() - 1)));
    }
    out.push_str("};\n");
    out
}

/// Writes `puzzles` as the compact JSON array of the puzzle files (see docs/puzzles.md), one
/// puzzle a line; the `n`-th puzzle's id is the variant's [`prefix`] and `n` in base 36.
pub fn to_json(puzzles: &[Puzzle]) -> String {
    let mut out = String::from("[");
    for (n, puzzle) in puzzles.iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        out.push('\n');
        write_puzzle(&mut out, n, puzzle);
    }
    out.push_str("\n]\n");
    out
}

/// Returns `n` in base 36.
fn base36(mut n: usize) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut s = Vec::new();
    loop {
        s.push(digits[n % 36]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    s.reverse();
    String::from_utf8(s).expect("ASCII digits")
}

/// Returns numbers as a JSON array.
fn list(values: impl IntoIterator<Item = impl core::fmt::Display>) -> String {
    let items: Vec<String> = values.into_iter().map(|v| v.to_string()).collect();
    format!("[{}]", items.join(","))
}

/// Appends one puzzle's JSON object.
fn write_puzzle(out: &mut String, n: usize, puzzle: &Puzzle) {
    let pos = &puzzle.position;
    let rules = pos.rules();
    let variant = rules.variant.as_str();
    let mut state = format!(
        "{{\"variant\":\"{variant}\",\"pits\":{},\"captured\":{},\"toMove\":{}",
        list(pos.pits()),
        list(pos.piles()),
        pos.to_move().index()
    );
    if pos.extra_sowing() {
        state.push_str(",\"extraSowing\":true");
    }
    if rules.free_choice {
        state.push_str(",\"options\":{\"freeChoice\":true}");
    }
    state.push('}');
    let id = format!("{}{}", prefix(rules.variant), base36(n));
    let seeds = match puzzle.goal {
        Goal::Seeds(n) => format!(",\"seeds\":{n}"),
        _ => String::new(),
    };
    let themes: Vec<String> = puzzle.themes().iter().map(|t| format!("\"{}\"", t.as_str())).collect();
    out.push_str(&format!(
        "{{\"id\":\"{id}\",\"variant\":\"{variant}\",\"state\":{state},\"line\":{},\"goal\":\"{}\"{seeds},\"themes\":[{}],\"rating\":{}}}",
        list(&puzzle.line),
        puzzle.goal.as_str(),
        themes.join(","),
        puzzle.rating()
    ));
}
