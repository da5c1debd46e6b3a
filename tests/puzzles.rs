//! The puzzles: every puzzle of `www/puzzles/*.json` re-proven against the rules core and the
//! engine (docs/puzzles.md), the generator's output stable for a fixed seed, and the theme
//! tagger on positions worked out by hand from docs/rules.md.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

use mancala_heritage::ai::puzzle::generate::{rules, to_json, Generator, Player as Side, Settings};
use mancala_heritage::ai::puzzle::{decided, net, prove, themes::themes, Goal, Theme, MAX_SOWINGS};
use mancala_heritage::ai::{Searcher, WIN};
use mancala_heritage::{Game, PitSet, Player, Position, Setup, Variant};
use serde_json::Value;

/// The nodes a re-proof may take per sowing.
const PROOF_NODES: u64 = 4_000_000;

/// Builds the position of a puzzle's `state`.
fn position(state: &Value, variant: Variant) -> Position {
    let rules = rules(variant);
    assert_eq!(state["variant"], variant.as_str());
    let free = state["options"]["freeChoice"].as_bool().unwrap_or(false);
    assert_eq!(free, rules.free_choice, "the options are the generator's");
    let counts = |v: &Value| -> Vec<u8> { v.as_array().unwrap().iter().map(|n| n.as_u64().unwrap() as u8).collect() };
    let mut pits = [0; 14];
    pits.copy_from_slice(&counts(&state["pits"]));
    let piles = counts(&state["captured"]);
    let to_move = if state["toMove"] == 1 { Player::One } else { Player::Zero };
    let extra = state["extraSowing"].as_bool().unwrap_or(false);
    let setup = Setup { pits, piles: [piles[0], piles[1]], to_move, extra, ..Setup::initial(&rules) };
    Position::from_setup(rules, setup).expect("a legal position")
}

/// Re-proves one puzzle: the line replays by the rules, ends on a solver's sowing, has 1 to 5
/// of them, each the only one keeping the goal, and the replies are best. Panics naming the
/// puzzle otherwise.
fn check(id: &str, start: &Position, line: &[u8], goal: &str, seeds: Option<i64>, searcher: &mut Searcher) {
    let solver = start.to_move();
    let mut game = Game::from_setup(*start.rules(), start.setup()).unwrap();
    let mut history: Vec<Position> = Vec::new();
    let mut solver_sowings = 0;
    let mut last_mine = false;
    for &pit in line {
        let pos = *game.position();
        assert!(!pos.is_over(), "{id}: the line goes on after the end of the game");
        let mine = pos.to_move() == solver;
        if mine {
            solver_sowings += 1;
        }
        let proof = |searcher: &mut Searcher, at_least| {
            prove::holding(searcher, &pos, &history, at_least, PROOF_NODES)
                .unwrap_or_else(|| panic!("{id}: the proof ran out of nodes"))
                .0
        };
        // A reply in a won line loses whatever it is: the sowing before it was proven to win.
        match (goal, mine) {
            ("win", true) => assert_eq!(proof(searcher, WIN), PitSet::EMPTY.with(pit), "{id}: {pit} is the only win"),
            ("draw", true) => {
                assert!(proof(searcher, WIN).is_empty(), "{id}: nothing wins");
                assert_eq!(proof(searcher, 0), PitSet::EMPTY.with(pit), "{id}: {pit} is the only draw");
            }
            ("draw", false) => assert!(proof(searcher, 0).contains(pit), "{id}: the reply {pit} holds the draw"),
            _ => {}
        }
        history.push(pos);
        game.play(pit).unwrap_or_else(|e| panic!("{id}: {pit} is not legal: {e}"));
        last_mine = mine;
    }
    assert!(last_mine, "{id}: the line ends on the solver's sowing");
    assert!((1..=MAX_SOWINGS).contains(&solver_sowings), "{id}: {solver_sowings} solver sowings");
    if goal == "seeds" {
        assert!(!decided(start), "{id}: the piles settle the result already");
        let seeds = seeds.expect("a seeds puzzle has seeds") as i32;
        let mut nodes = 0;
        assert_eq!(
            net::first_move(start, solver_sowings, &mut nodes),
            Some((line[0], seeds)),
            "{id}: the first sowing"
        );
        assert_eq!(net::line(start, line[0], seeds, solver_sowings).as_deref(), Some(line), "{id}: the line");
    } else {
        assert_eq!(seeds, None, "{id}: only a seeds puzzle has seeds");
    }
}

#[test]
fn every_puzzle_is_proven() {
    let mut searcher = Searcher::new(20);
    let mut ids = HashSet::new();
    for variant in Variant::ALL {
        let path = format!("{}/www/puzzles/{}.json", env!("CARGO_MANIFEST_DIR"), variant.as_str());
        let Ok(text) = std::fs::read_to_string(&path) else {
            panic!("{path} is missing: run `cargo run --release --example puzzles`")
        };
        let puzzles: Vec<Value> = serde_json::from_str(&text).expect("a JSON array");
        let mut positions = HashSet::new();
        for p in &puzzles {
            let id = p["id"].as_str().expect("an id");
            assert!(ids.insert(id.to_string()), "{id} is not unique");
            assert_eq!(p["variant"], variant.as_str());
            let start = position(&p["state"], variant);
            assert!(positions.insert(start), "{id}: a position already used");
            let line: Vec<u8> = p["line"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap() as u8).collect();
            let goal = p["goal"].as_str().unwrap();
            assert!(["win", "draw", "seeds"].contains(&goal), "{id}: goal {goal}");
            check(id, &start, &line, goal, p["seeds"].as_i64(), &mut searcher);
            let named: Vec<&str> = p["themes"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
            let tagged: Vec<&str> = themes(&start, &line).iter().map(|t| t.as_str()).collect();
            assert_eq!(named, tagged, "{id}: themes");
            assert!(p["rating"].as_u64().is_some_and(|r| (500..=2800).contains(&r)), "{id}: rating");
        }
    }
}

/// Cheap players, so that the run is quick in a debug build.
const CHEAP: [(Side, Side); 2] = [(Side::Greedy, Side::Random), (Side::Random, Side::Greedy)];

#[test]
fn the_pages_puzzle_facts_are_the_generators() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/js/puzzles/facts.js");
    let on_disk = std::fs::read_to_string(path).expect("www/js/puzzles/facts.js");
    assert!(
        on_disk == mancala_heritage::ai::puzzle::generate::page_facts(),
        "www/js/puzzles/facts.js is stale: run cargo run --release --example puzzles -- --facts"
    );
}

#[test]
fn the_generator_is_reproducible() {
    let settings = Settings { seed: 7, proof_nodes: 20_000, seeds_sowings: 2, pairings: &CHEAP, ..Settings::default() };
    let run = || {
        let mut generator = Generator::new(Variant::AliGuliMane, settings);
        for _ in 0..3 {
            generator.play_game();
        }
        generator.puzzles
    };
    let (first, second) = (run(), run());
    assert!(!first.is_empty(), "three games give a puzzle");
    assert_eq!(to_json(&first), to_json(&second));
    let mut searcher = Searcher::new(16);
    for (n, puzzle) in first.iter().enumerate() {
        let seeds = match puzzle.goal {
            Goal::Seeds(n) => Some(i64::from(n)),
            _ => None,
        };
        check(&format!("#{n}"), &puzzle.position, &puzzle.line, puzzle.goal.as_str(), seeds, &mut searcher);
    }
}

/// Builds a position of `variant` (Mangala IV with free choice) from its pits, piles and player
/// to move.
fn hand_made(variant: Variant, pits: &[(usize, u8)], piles: [u8; 2], to_move: Player) -> Position {
    let rules = rules(variant);
    let mut board = [0; 14];
    for &(pit, seeds) in pits {
        board[pit] = seeds;
    }
    let setup = Setup { pits: board, piles, to_move, ..Setup::initial(&rules) };
    Position::from_setup(rules, setup).expect("a legal position")
}

#[test]
fn a_saada_taking_both_pits_is_a_double() {
    // South sows 13's seed into the empty 12; 11 is empty, a saada: pit 10 (2 seeds) and pit 3
    // facing it (3 seeds) are taken (docs/rules.md#ali-guli-mane-relay-and-saada). North keeps
    // pit 0, and the extra sowing earned is not part of this one-sowing line.
    let pos = hand_made(Variant::AliGuliMane, &[(13, 1), (10, 2), (7, 1), (3, 3), (0, 1)], [31, 31], Player::Zero);
    assert_eq!(themes(&pos, &[13]), [Theme::SaadaDouble]);
}

#[test]
fn relays_then_a_capture_and_an_empty_row() {
    // 13's seed makes 12 hold 2; 11 (1 seed) is relayed into 10, then 9 (1 seed) into 8; 7 is
    // empty, a saada: pit 0, North's only seeds (3), is taken, and 7 facing it holds nothing.
    // Two relays, then a capture; North's row is empty.
    let pits = [(13, 1), (12, 1), (11, 1), (9, 1), (0, 3)];
    let pos = hand_made(Variant::AliGuliMane, &pits, [31, 32], Player::Zero);
    assert_eq!(themes(&pos, &[13]), [Theme::RelayCapture, Theme::Starving]);
}

#[test]
fn an_extra_sowing_that_ends_the_game() {
    // 13's seed into 12; 11 empty: the saada takes pit 10's seed (3 facing it is empty), which
    // earns an extra sowing (docs/rules.md#ali-guli-mane-extra-sowing): 12 into 11, whose saada
    // at 10 finds 9 and 2 empty. North, to move, has no seed: the game is over
    // (docs/rules.md#ali-guli-mane-end-of-a-game).
    let pos = hand_made(Variant::AliGuliMane, &[(13, 1), (10, 1), (7, 1)], [33, 34], Player::Zero);
    assert_eq!(themes(&pos, &[13, 12]), [Theme::ExtraSowing, Theme::Endgame]);
    // The same first sowing alone: the extra sowing is not in the line, and the game goes on.
    assert_eq!(themes(&pos, &[13]), []);
}

#[test]
fn a_run_of_three_pits_is_a_chain() {
    // 13's 3 seeds make 12, 11 and 10 hold 2, 4 and 2: the last pit and the two before it are
    // taken (docs/rules.md#al-manqala-capture); 13, emptied, stops the run.
    let pits = [(13, 3), (12, 1), (11, 3), (10, 1), (0, 1), (3, 5)];
    let pos = hand_made(Variant::AlManqala, &pits, [40, 44], Player::Zero);
    assert_eq!(themes(&pos, &[13]), [Theme::Chain]);
}

#[test]
fn feeding_an_empty_row() {
    // North's row is empty: South must feed it (docs/rules.md#al-manqala-feeding), 7 into 0.
    let pos = hand_made(Variant::AlManqala, &[(7, 1), (13, 1)], [48, 48], Player::Zero);
    assert_eq!(themes(&pos, &[7]), [Theme::Feeding]);
    // In Mangala IV feeding is a choice, and so is leaving the row empty
    // (docs/rules.md#mangala-iv-pass-and-end): 13 into 12, and North passes.
    let pos = hand_made(Variant::MangalaIv, &[(7, 1), (13, 1)], [48, 48], Player::Zero);
    assert_eq!(themes(&pos, &[7]), [Theme::Feeding]);
    assert_eq!(themes(&pos, &[13]), [Theme::RefuseFeeding]);
}

#[test]
fn behind_after_the_reply_is_a_sacrifice() {
    // South sows 13 into the empty 12 and takes nothing; North sows 5 into 6, which then holds
    // 2: North takes 2 (5, emptied, stops the run). South sows 12 into 11, which then holds 4,
    // and takes it. After North's reply South was 2 seeds down.
    let pits = [(13, 1), (11, 3), (2, 5), (5, 1), (6, 1)];
    let pos = hand_made(Variant::AlManqala, &pits, [43, 44], Player::Zero);
    assert_eq!(themes(&pos, &[13, 5, 12]), [Theme::Sacrifice]);
}
