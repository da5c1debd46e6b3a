//! Measures the computer's strength: matches between the levels and against a random and a
//! greedy player, in every game, both seats; then the search's nodes per second.
//!
//! Run with `cargo bench --bench strength` (all pairings, 200 games each), or pass options
//! after `--`: `--games N` (games per pairing, even), `--game NAME` (one game), `--threads N`,
//! `--only A-B` (one pairing, e.g. `master-greedy`), `--opening N` (opening sowings, default
//! 6), `--verify` (check each Master turn in Ali Guli Mane with a complete proof: did it keep
//! every win and draw?), `--proofs` (measure the nodes that complete proofs take in each
//! Ali Guli Mane position of the Master's games: its own turns, and every position a review
//! analyzes), `--nps` (nodes per second only).
//!
//! Each pair of games starts from the same opening with the seats swapped: six random sowings,
//! drawn again until the position is even (see `opening_position`), so that deterministic
//! players meet in varied positions that no blunder has decided. The openings of a game are
//! worked out once and shared by all its pairings. Budgets are nodes, never time: the Master
//! plays with its node budget (`MASTER_NODES`), which is what a phone's browser does in about a
//! second; in the browser it also stops after one second.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use mancala_heritage::ai::baseline::{greedy_move, random_move};
use mancala_heritage::ai::levels::{self, MASTER_NODES};
use mancala_heritage::ai::search::Proof;
use mancala_heritage::ai::{children, sowing_captures, worth_proving, Level, Limits, NoClock, Searcher, SEED, WIN};
use mancala_heritage::{random_playout, Game, NoTrace, Player, Position, Rules, SplitMix64, Variant};

/// Who chooses the moves of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Random,
    Greedy,
    Level(Level),
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Greedy => "greedy",
            Kind::Level(level) => level.as_str(),
        }
    }

    fn from_name(name: &str) -> Option<Kind> {
        match name {
            "random" => Some(Kind::Random),
            "greedy" => Some(Kind::Greedy),
            _ => Level::from_name(name).map(Kind::Level),
        }
    }
}

/// The pairings measured in every game: each level against the one below it, and against the
/// random and the greedy player.
const PAIRINGS: [(Kind, Kind); 9] = [
    (Kind::Greedy, Kind::Random),
    (Kind::Level(Level::Beginner), Kind::Random),
    (Kind::Level(Level::Beginner), Kind::Greedy),
    (Kind::Level(Level::Intermediate), Kind::Level(Level::Beginner)),
    (Kind::Level(Level::Intermediate), Kind::Greedy),
    (Kind::Level(Level::Strong), Kind::Level(Level::Intermediate)),
    (Kind::Level(Level::Strong), Kind::Greedy),
    (Kind::Level(Level::Master), Kind::Level(Level::Strong)),
    (Kind::Level(Level::Master), Kind::Greedy),
];

/// The games measured: Mangala IV with the free-choice house rule, since its traditional moves
/// are all forced.
fn games() -> [(&'static str, Rules); 3] {
    [
        ("ali-guli-mane", Rules::new(Variant::AliGuliMane)),
        ("al-manqala", Rules::new(Variant::AlManqala)),
        ("mangala-iv (free choice)", Rules { free_choice: true, ..Rules::new(Variant::MangalaIv) }),
    ]
}

/// Sowings of the opening played before a pair of games.
const OPENING_PLIES: u32 = 6;

/// Openings drawn at most for each pair of games; the first even one is played.
const OPENING_TRIES: u64 = 200;

/// The search that judges whether an opening is even in the games too long to solve: deep
/// enough to see through the relays and captures of the next few sowings.
const OPENING_JUDGE: Limits = Limits { depth: 40, nodes: 1_000_000, time: 1.0 };

/// Returns the starts of `pairs` pairs of games, worked out on `threads` threads.
fn openings(rules: Rules, plies: u32, pairs: usize, threads: usize) -> Vec<Position> {
    let next = AtomicUsize::new(0);
    let found = Mutex::new(vec![None; pairs]);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (next, found) = (&next, &found);
            scope.spawn(move || {
                let mut searcher = Searcher::new(20);
                loop {
                    let pair = next.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs {
                        break;
                    }
                    let start = opening_position(rules, plies, 0x5eed_0000 + pair as u64, &mut searcher);
                    found.lock().expect("no thread panicked")[pair] = Some(start);
                }
            });
        }
    });
    found.into_inner().expect("no thread panicked").into_iter().map(|p| p.expect("every pair has a start")).collect()
}

/// Returns the start of a pair of games: the first of up to `OPENING_TRIES` openings of `plies`
/// random sowings that is even, or else the most even one, so that deterministic players meet in
/// varied positions that no blunder has decided. Where a complete search settles an opening
/// (Ali Guli Mane, see `worth_proving`), even means a draw with best play on both sides: its
/// openings are mostly forced wins, which every player from Intermediate up tends to keep.
/// Elsewhere it means that a search of a million nodes scores it within 2 seeds of even.
fn opening_position(rules: Rules, plies: u32, seed: u64, searcher: &mut Searcher) -> Position {
    let mut best: Option<(i32, Position)> = None;
    for attempt in 0..OPENING_TRIES {
        let mut pos = Position::new(rules).expect("the starting position is valid");
        random_playout(&mut pos, &mut SplitMix64::new(seed.wrapping_mul(OPENING_TRIES) + attempt), plies);
        if pos.is_over() {
            continue;
        }
        let unevenness = if worth_proving(&pos) {
            // A draw with best play: the player to move can't force a win but can hold the draw.
            if proven_value(searcher, &pos, &[], pos.to_move(), 20_000_000) == Some(0) {
                0
            } else {
                continue;
            }
        } else {
            searcher.search(&pos, &[], OPENING_JUDGE, &mut NoClock).map_or(0, |r| r.score.abs())
        };
        if best.as_ref().is_none_or(|(u, _)| unevenness < *u) {
            best = Some((unevenness, pos));
        }
        if unevenness <= 2 * SEED {
            break;
        }
    }
    best.map_or_else(|| Position::new(rules).expect("the starting position is valid"), |(_, pos)| pos)
}

/// The longest game played; longer ones count as draws (none happened in our runs).
const MAX_PLIES: u32 = 2_000;

/// A player's tools: its searcher and random generator.
struct Seat {
    searcher: Searcher,
    rng: SplitMix64,
    /// With `--verify`, the Master's judge and what it found.
    judge: Option<Searcher>,
    checks: Checks,
    /// With `--proofs`, the Master's games: each position with its history, and whether the
    /// Master was to move.
    seen: Option<Vec<(Position, Vec<Position>, bool)>>,
}

/// What the judge found of the Master's turns in positions a complete search settles: how many
/// won and drawn positions it kept, and how many it let slip to a worse result.
#[derive(Clone, Copy, Debug, Default)]
struct Checks {
    wins_kept: u32,
    draws_kept: u32,
    slipped: u32,
    /// Turns whose proofs did not end within their budget.
    unsettled: u32,
}

impl Checks {
    fn add(&mut self, other: Checks) {
        self.wins_kept += other.wins_kept;
        self.draws_kept += other.draws_kept;
        self.slipped += other.slipped;
        self.unsettled += other.unsettled;
    }
}

/// Returns `pos`'s value for `me` proven by complete search: 1 a win, 0 a draw, -1 a loss;
/// `None` when a proof doesn't end within `nodes`.
fn proven_value(judge: &mut Searcher, pos: &Position, history: &[Position], me: Player, nodes: u64) -> Option<i8> {
    if let Some(outcome) = pos.outcome() {
        return Some(outcome.winner.map_or(0, |w| if w == me { 1 } else { -1 }));
    }
    let budget = Limits::nodes(nodes);
    let value = match judge.prove(pos, history, WIN, budget, &mut NoClock) {
        Proof::Found(_) => 1,
        Proof::Unknown => return None,
        Proof::NoMove => match judge.prove(pos, history, 0, budget, &mut NoClock) {
            Proof::Found(_) => 0,
            Proof::NoMove => -1,
            Proof::Unknown => return None,
        },
    };
    Some(if pos.to_move() == me { value } else { -value })
}

/// Checks the move `pit` of `pos` with the seat's judge, if it has one and a complete search
/// settles `pos`.
fn check(seat: &mut Seat, pos: &Position, history: &[Position], pit: u8) {
    let Some(judge) = seat.judge.as_mut().filter(|_| worth_proving(pos)) else { return };
    let me = pos.to_move();
    let mut after = *pos;
    after.play(pit, &mut NoTrace).expect("the players choose legal moves");
    let later: Vec<Position> = history.iter().copied().chain([*pos]).collect();
    let proof = 50_000_000;
    let before = proven_value(judge, pos, history, me, proof);
    let (Some(before), Some(after)) = (before, proven_value(judge, &after, &later, me, proof)) else {
        seat.checks.unsettled += 1;
        return;
    };
    match (before, after < before) {
        (_, true) => seat.checks.slipped += 1,
        (1, false) => seat.checks.wins_kept += 1,
        (0, false) => seat.checks.draws_kept += 1,
        _ => {}
    }
}

fn choose(kind: Kind, pos: &Position, history: &[Position], seed: u64, seat: &mut Seat) -> Option<u8> {
    match kind {
        Kind::Random => random_move(pos, &mut seat.rng),
        Kind::Greedy => greedy_move(pos, &mut seat.rng),
        Kind::Level(level) => levels::choose(level, pos, history, seed, &mut seat.searcher, &mut NoClock),
    }
}

/// Plays one game from `start`, `kinds[p]` moving for player `p`; returns the winner.
fn play(start: Position, kinds: [Kind; 2], seed: u64, seats: &mut [Seat; 2]) -> Option<Player> {
    // Each game draws its own random numbers, so a match gives the same result on any thread.
    for (p, seat) in seats.iter_mut().enumerate() {
        seat.rng = SplitMix64::new(seed.wrapping_mul(2) + p as u64);
    }
    let mut game = Game::from_setup(*start.rules(), start.setup()).expect("a valid position");
    let mut history: Vec<Position> = Vec::new();
    for ply in 0..MAX_PLIES {
        let pos = *game.position();
        if pos.is_over() {
            break;
        }
        let p = pos.to_move().index();
        let pit = choose(kinds[p], &pos, &history, seed.wrapping_add(u64::from(ply)), &mut seats[p])
            .expect("an unfinished game has a move");
        check(&mut seats[p], &pos, &history, pit);
        for (q, seat) in seats.iter_mut().enumerate() {
            if let Some(seen) = seat.seen.as_mut() {
                seen.push((pos, history.clone(), q == p));
            }
        }
        game.play(pit).expect("the players choose legal moves");
        history.push(pos);
        if game.position().round() != pos.round() {
            history.clear();
        }
    }
    game.outcome().and_then(|o| o.winner)
}

/// Wins, draws and losses of the first-named player of a pairing.
#[derive(Clone, Debug, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Points (a win 2, a draw 1) of the first-named player as player 0 and as player 1.
    points: [u32; 2],
    /// The Master's turns checked with `--verify`.
    checks: Checks,
    /// With `--proofs`, the positions of the Master's games (see `Seat::seen`).
    seen: Vec<(Position, Vec<Position>, bool)>,
}

impl Tally {
    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Returns the score in percent: a win 1, a draw ½.
    fn score(&self) -> f64 {
        100.0 * (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }
}

fn new_seat(kind: Kind, verify: bool, proofs: bool) -> Seat {
    let bits = match kind {
        Kind::Level(Level::Master) => 20,
        Kind::Level(Level::Strong) => 17,
        _ => 12,
    };
    let judge = (verify && kind == Kind::Level(Level::Master)).then(|| Searcher::new(20));
    let seen = (proofs && kind == Kind::Level(Level::Master)).then(Vec::new);
    Seat { searcher: Searcher::new(bits), rng: SplitMix64::new(0), judge, checks: Checks::default(), seen }
}

/// Plays a game of `a` against `b` and one of `b` against `a` from each of `starts`, on `threads`
/// threads; with `verify`, the Master's turns are checked by complete proofs where they settle.
fn match_up(starts: &[Position], a: Kind, b: Kind, threads: usize, verify: bool, proofs: bool) -> Tally {
    let pairs = starts.len();
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (next, tally) = (&next, &tally);
            scope.spawn(move || {
                let mut seats_ab = [new_seat(a, verify, proofs), new_seat(b, verify, proofs)];
                let mut seats_ba = [new_seat(b, verify, proofs), new_seat(a, verify, proofs)];
                loop {
                    let pair = next.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs {
                        let mut tally = tally.lock().expect("no thread panicked");
                        for seat in seats_ab.iter_mut().chain(&mut seats_ba) {
                            tally.checks.add(seat.checks);
                            tally.seen.extend(seat.seen.take().unwrap_or_default());
                        }
                        break;
                    }
                    let seed = 0x5eed_0000 + pair as u64;
                    let start = starts[pair];
                    let first = play(start, [a, b], seed, &mut seats_ab);
                    let second = play(start, [b, a], seed, &mut seats_ba);
                    let mut tally = tally.lock().expect("no thread panicked");
                    for (winner, a_seat) in [(first, Player::Zero), (second, Player::One)] {
                        match winner {
                            None => {
                                tally.draws += 1;
                                tally.points[a_seat.index()] += 1;
                            }
                            Some(w) if w == a_seat => {
                                tally.wins += 1;
                                tally.points[a_seat.index()] += 2;
                            }
                            Some(_) => tally.losses += 1,
                        }
                    }
                }
            });
        }
    });
    tally.into_inner().expect("no thread panicked")
}

/// Returns the best score, in percent, that any player could expect against the greedy player
/// from `starts` as player 0 and as player 1, knowing exactly how greedy chooses (its ties
/// averaged): an exhaustive search of every line to the end of the game. Only for games short
/// enough to search completely (Ali Guli Mane); the repetition rule is left out, as no line of
/// these games repeats a position.
fn ceiling_against_greedy(starts: &[Position]) -> [f64; 2] {
    fn best(pos: &Position, me: Player, memo: &mut HashMap<Position, f64>) -> f64 {
        if let Some(outcome) = pos.outcome() {
            return match outcome.winner {
                None => 0.5,
                Some(w) => f64::from(u8::from(w == me)),
            };
        }
        if let Some(&v) = memo.get(pos) {
            return v;
        }
        let moves = children(pos);
        let moves = moves.as_slice();
        let v = if pos.to_move() == me {
            moves.iter().map(|(_, child)| best(child, me, memo)).fold(0.0, f64::max)
        } else {
            let captures: Vec<u32> =
                moves.iter().map(|&(pit, _)| sowing_captures(pos, pit).map_or(0, |c| c.0)).collect();
            let most = captures.iter().copied().max().unwrap_or(0);
            let chosen: Vec<f64> = moves
                .iter()
                .zip(&captures)
                .filter(|(_, &c)| c == most)
                .map(|((_, child), _)| best(child, me, memo))
                .collect();
            chosen.iter().sum::<f64>() / chosen.len() as f64
        };
        memo.insert(*pos, v);
        v
    }
    let mut total = [0.0; 2];
    for (seat, me) in [Player::Zero, Player::One].into_iter().enumerate() {
        let mut memo = HashMap::new();
        for start in starts {
            total[seat] += best(start, me, &mut memo);
        }
    }
    total.map(|t| 100.0 * t / starts.len().max(1) as f64)
}

/// The most nodes a measured proof may take.
const PROOF_NODES: u64 = 200_000_000;

/// Prints how many nodes the complete proofs of `seen` take, without a budget: the Master's (a
/// forced win, else the moves that hold the draw) on its turns, and an analysis's (every move's
/// outcome, as a review needs it) on every position.
fn print_proof_sizes(seen: &[(Position, Vec<Position>, bool)]) {
    let mut searcher = Searcher::new(20);
    let budget = Limits::nodes(PROOF_NODES);
    let (mut master, mut review) = (Vec::new(), Vec::new());
    let clock = Instant::now();
    for (pos, history, master_to_move) in seen {
        if pos.legal_moves().len() > 1 && *master_to_move {
            let mut nodes = 0;
            let proof = searcher.prove(pos, history, WIN, budget, &mut NoClock);
            nodes += searcher.nodes();
            if proof == Proof::NoMove {
                searcher.holding(pos, history, 0, budget, &mut NoClock);
                nodes += searcher.nodes();
            }
            master.push(nodes);
        }
        searcher.verdicts(pos, history, budget, &mut NoClock);
        review.push(searcher.nodes());
    }
    let seconds = clock.elapsed().as_secs_f64();
    let total: u64 = master.iter().chain(&review).sum();
    // The largest review proofs by sowing from the start (the history's length).
    let mut largest = [0u64; 12];
    for ((_, history, _), &nodes) in seen.iter().zip(&review) {
        if let Some(most) = largest.get_mut(history.len()) {
            *most = (*most).max(nodes);
        }
    }
    println!("    proofs measured in {seconds:.0}s, {:.2} M nodes/s", total as f64 / seconds / 1e6);
    for (what, sizes) in
        [("the Master's turns (win, else draw)", &mut master), ("review positions (every move's outcome)", &mut review)]
    {
        sizes.sort_unstable();
        let at = |q: f64| sizes.get(((sizes.len() as f64 - 1.0) * q) as usize).copied().unwrap_or(0);
        let over = |n: u64| sizes.iter().filter(|&&s| s > n).count();
        println!(
            "    {what}: {} positions, nodes median {}, 90% {}, 99% {}, max {}; over 100k {}, over 200k {}, over 400k {}",
            sizes.len(), at(0.5), at(0.9), at(0.99), at(1.0), over(100_000), over(200_000), over(400_000)
        );
    }
    println!("    the largest review proof after 0, 1, … 11 sowings from the game's first position: {largest:?}");
}

/// Returns every position of `games` games of random play from the start of `rules`, with its
/// history, as if the Master were to move in each.
fn random_games(rules: Rules, games: u32) -> Vec<(Position, Vec<Position>, bool)> {
    let mut seen = Vec::new();
    for game in 0..games {
        let mut rng = SplitMix64::new(0xa11 + u64::from(game));
        let mut pos = Position::new(rules).expect("the starting position is valid");
        let mut history = Vec::new();
        while !pos.is_over() {
            seen.push((pos, history.clone(), true));
            let pit = random_move(&pos, &mut rng).expect("an unfinished game has a move");
            history.push(pos);
            pos.play(pit, &mut NoTrace).expect("a legal move");
        }
    }
    seen
}

/// Prints the Master's search speed in each game: nodes per second over searches from
/// positions reached by random play.
fn print_nps() {
    println!("\nSearch speed (native, one thread, Master searches of {MASTER_NODES} nodes):");
    for (name, rules) in games() {
        let mut searcher = Searcher::new(20);
        let mut rng = SplitMix64::new(9);
        let (mut nodes, mut searches) = (0u64, 0);
        let clock = Instant::now();
        while clock.elapsed().as_secs_f64() < 3.0 {
            let mut pos = Position::new(rules).expect("the starting position is valid");
            let plies = rng.below(30);
            random_playout(&mut pos, &mut rng, plies);
            if let Some(report) = searcher.search(&pos, &[], Limits::nodes(MASTER_NODES), &mut NoClock) {
                nodes += report.nodes;
                searches += 1;
            }
        }
        let seconds = clock.elapsed().as_secs_f64();
        println!(
            "  {name:<26} {searches:>4} searches {:>6.2} M nodes/s  ({:.0} ms per Master search)",
            nodes as f64 / seconds / 1e6,
            1000.0 * seconds / f64::from(searches.max(1))
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let games_per_pairing: u32 = value("--games").and_then(|v| v.parse().ok()).unwrap_or(200).max(2) / 2 * 2;
    let opening: u32 = value("--opening").and_then(|v| v.parse().ok()).unwrap_or(OPENING_PLIES);
    let threads: usize = value("--threads").and_then(|v| v.parse().ok()).unwrap_or(2).max(1);
    let only_game = value("--game");
    let verify = args.iter().any(|a| a == "--verify");
    let proofs = args.iter().any(|a| a == "--proofs");
    let only_pairing = value("--only").map(|p| {
        let (a, b) = p.split_once('-').expect("--only takes A-B, e.g. master-greedy");
        (Kind::from_name(a).expect("a player name"), Kind::from_name(b).expect("a player name"))
    });
    if !args.iter().any(|a| a == "--nps") {
        println!("{games_per_pairing} games per pairing, half in each seat, from openings of {opening} random sowings (the first even one of up to {OPENING_TRIES}); Master at {MASTER_NODES} nodes per move\n");
        for (name, rules) in games() {
            if only_game.as_deref().is_some_and(|g| !name.starts_with(g)) {
                continue;
            }
            let clock = Instant::now();
            let starts = openings(rules, opening, (games_per_pairing / 2) as usize, threads);
            println!("{name}: {} openings in {:.0}s", starts.len(), clock.elapsed().as_secs_f64());
            println!(
                "  {:<28} {:>5} {:>5} {:>5} {:>5} {:>7} {:>8} {:>8} {:>6}",
                "pairing (A vs B)", "games", "A won", "draws", "B won", "A score", "A as P0", "A as P1", "time"
            );
            for (a, b) in PAIRINGS {
                if only_pairing.is_some_and(|p| p != (a, b)) {
                    continue;
                }
                let clock = Instant::now();
                let t = match_up(&starts, a, b, threads, verify, proofs);
                let seat = |p: usize| 100.0 * f64::from(t.points[p]) / f64::from(t.games().max(1));
                println!(
                    "  {:<28} {:>5} {:>5} {:>5} {:>5} {:>6.1}% {:>7.1}% {:>7.1}% {:>5.0}s",
                    format!("{} vs {}", a.name(), b.name()),
                    t.games(),
                    t.wins,
                    t.draws,
                    t.losses,
                    t.score(),
                    seat(0),
                    seat(1),
                    clock.elapsed().as_secs_f64()
                );
                if verify && a == Kind::Level(Level::Master) && worth_proving(&starts[0]) {
                    let c = t.checks;
                    println!(
                        "    the Master's turns checked by complete proofs: {} wins kept, {} draws kept, {} let slip, {} unsettled",
                        c.wins_kept, c.draws_kept, c.slipped, c.unsettled
                    );
                }
                if proofs && worth_proving(&starts[0]) {
                    print_proof_sizes(&t.seen);
                }
            }
            if proofs && worth_proving(&starts[0]) {
                println!("  {} games of random play from the start, every position:", games_per_pairing);
                print_proof_sizes(&random_games(rules, games_per_pairing));
                let start = Position::new(rules).expect("the starting position is valid");
                let mut searcher = Searcher::new(20);
                let budget = Limits::nodes(PROOF_NODES);
                let win = searcher.prove(&start, &[], WIN, budget, &mut NoClock);
                let win_nodes = searcher.nodes();
                searcher.verdicts(&start, &[], budget, &mut NoClock);
                println!("  from the start: {win:?} proves the win in {win_nodes} nodes; every first sowing's outcome in {} nodes", searcher.nodes());
            }
            if worth_proving(&starts[0]) && only_pairing.is_none_or(|p| p == (Kind::Level(Level::Master), Kind::Greedy))
            {
                let [p0, p1] = ceiling_against_greedy(&starts);
                let [s0, s1] = ceiling_against_greedy(&[Position::new(rules).expect("the starting position is valid")]);
                println!("  the best any player can expect against greedy: from these openings {:.1}% (as P0 {p0:.1}%, as P1 {p1:.1}%); from the start {:.1}% (as P0 {s0:.1}%, as P1 {s1:.1}%)", (p0 + p1) / 2.0, (s0 + s1) / 2.0);
            }
            println!();
        }
    }
    print_nps();
}
