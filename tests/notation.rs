//! The move notation and the game file: hand-written files read to the moves worked out by hand
//! from docs/rules.md, the files the core writes, what a person may type, and every broken file
//! rejected with its line, column and problem.
//!
//! Letters: South's A B C D E F G are pits 13 12 11 10 9 8 7; North's a b c d e f g are pits
//! 0 1 2 3 4 5 6. Sowing order 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13; opposite(i) = (i + 7) mod 14.

mod common;

use common::*;
use mancala_heritage::notation::{letter, pit_of};
use mancala_heritage::{
    Action, Game, Level, MoveEntry, Outcome, Player, Reason, Record, Ritual, Role, Rules, Seats, Start, Variant,
};

/// Returns a move-list entry with nothing happening but the sowing.
fn sow(player: Player, pit: u8) -> MoveEntry {
    MoveEntry { player, action: Action::Sow(pit), captured: 0, extra: false, passes: false, round: None, end: None }
}

/// Returns the entry with `captured` seeds.
fn took(entry: MoveEntry, captured: u8) -> MoveEntry {
    MoveEntry { captured, ..entry }
}

#[track_caller]
fn read(text: &str) -> Game {
    Game::from_text(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Returns the message of the error reading `text`.
#[track_caller]
fn error_of(text: &str) -> String {
    message_of(Game::from_text(text))
}

#[test]
fn letters_name_each_row_in_its_sowing_order() {
    let south: Vec<u8> = "ABCDEFG".chars().map(|c| pit_of(c).unwrap()).collect();
    let north: Vec<u8> = "abcdefg".chars().map(|c| pit_of(c).unwrap()).collect();
    assert_eq!(south, [13, 12, 11, 10, 9, 8, 7]);
    assert_eq!(north, [0, 1, 2, 3, 4, 5, 6]);
    assert_eq!((0..14).map(letter).collect::<String>(), "abcdefgGFEDCBA");
    assert_eq!(pit_of('H'), None);
    assert_eq!(pit_of('x'), None);
}

/// Al-manqala from a position: a capture that empties North's row (North passes), the feeding
/// move, a capture of 2, and the agreed cycle.
const AL_MANQALA: &str = r#"[Variant "al-manqala"]
[Start "south 7 0 0 0 0 0 1, north 1 0 0 0 0 0 0, piles 30 30, south to move"]
[Result "36-32, south wins (agreed)"]

1. G ×2 — 2. A 3. a 4. B ×2 5. =
"#;

#[test]
fn al_manqala_file_reads_to_the_moves_worked_out_by_hand() {
    // Start: 13 (A) 7, 7 (G) 1, 0 (a) 1; piles 30 : 30; South to move.
    // 1. G: 7 -> 0, which now holds 2: captured; prev(0) = 7 is empty: stop. South 32.
    //    North's row is empty: North passes. South must feed North: only A can.
    // 2. A: 13 sows 12 11 10 9 8 7 0, one each; 0 holds 1: nothing.
    // 3. a: 0 -> 1 holds 1: nothing.
    // 4. B: 12 -> 11 holds 2: captured; prev(11) = 12, just emptied: stop. South 34.
    // 5. = (North agrees): on the board 10 9 8 7 and 1, one each: 5 seeds, 2 each, one left.
    //    South takes 10 and 9 from its row; North 1 from its row, then 8 from South's. 7 stays.
    //    Piles 36 : 32: South wins.
    let g = read(AL_MANQALA);
    let (s, n) = (Player::Zero, Player::One);
    assert_eq!(
        g.moves(),
        [
            MoveEntry { passes: true, ..took(sow(s, 7), 2) },
            sow(s, 13),
            sow(n, 0),
            took(sow(s, 12), 2),
            MoveEntry { action: Action::Agree, end: Some(Reason::Agreed), ..sow(n, 0) },
        ]
    );
    assert_eq!(g.position().pits(), board(&[(7, 1)]));
    assert_eq!(g.position().piles(), [36, 32]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(s), reason: Reason::Agreed }));
    let notations: Vec<String> = g.moves().iter().map(MoveEntry::notation).collect();
    assert_eq!(notations, ["G ×2", "A", "a", "B ×2", "="]);
    assert_eq!(g.to_text(), AL_MANQALA);
}

/// Traditional Mangala IV from a position: every move forced, captures with the opposite pit,
/// a relay on 3 and passes.
const MANGALA_IV: &str = r#"[Variant "mangala-iv"]
[Start "south 0 1 1 0 0 0 0, north 1 0 0 2 0 0 0, piles 0 0, south to move"]

1. B ×2 2. a — 3. b — 4. c — 5. e ×2 — 6. g 7. A —
"#;

#[test]
fn mangala_iv_file_reads_to_the_moves_worked_out_by_hand() {
    // Start: 12 (B) 1, 11 (C) 1, 0 (a) 1, 3 (d) 2; South to move, forced to its leftmost seeds.
    // 1. B: 12 -> 11 holds 2: capture 11 and its opposite 4 (empty): 2. South's row is empty.
    // 2. a: 0 -> 1 holds 1: the move ends. South passes.   3. b: 1 -> 2 holds 1. South passes.
    // 4. c: 2 -> 3 holds 3: relay, 3 sows 4 5 6; 6 holds 1: ends. South passes.
    // 5. e: 4 -> 5 holds 2: capture 5 and its opposite 12 (empty): 2. South passes.
    // 6. g: 6 -> 13 holds 1. South has a seed again.
    // 7. A: 13 -> 12 holds 1. North's row is empty: North passes. Piles 2 : 2, 12 holds 1.
    let g = read(MANGALA_IV);
    let (s, n) = (Player::Zero, Player::One);
    let passing = |e: MoveEntry| MoveEntry { passes: true, ..e };
    assert_eq!(
        g.moves(),
        [
            took(sow(s, 12), 2),
            passing(sow(n, 0)),
            passing(sow(n, 1)),
            passing(sow(n, 2)),
            passing(took(sow(n, 4), 2)),
            sow(n, 6),
            passing(sow(s, 13)),
        ]
    );
    assert_eq!(g.position().pits(), board(&[(12, 1)]));
    assert_eq!(g.position().piles(), [2, 2]);
    assert_eq!(g.position().to_move(), s);
    assert_eq!(g.to_text(), MANGALA_IV);
}

/// Ali Guli Mane from a position: relays, saada captures, two extra sowings, and a stuck
/// ending whose collected row is not a capture.
const ALI_GULI_MANE: &str = r#"[Variant "ali-guli-mane"]
[Start "south 1 0 2 0 0 0 3, north 2 0 0 1 0 0 0, piles 30 30, south to move"]
[Result "36-33, south wins (stuck)"]

1. A ×5 + 2. B 3. d 4. E ×1 + 5. G 6. e 7. C 8. a ×1 + 9. f
"#;

#[test]
fn ali_guli_mane_file_reads_to_the_moves_worked_out_by_hand() {
    // Start: 13 (A) 1, 11 (C) 2, 7 (G) 3; 0 (a) 2, 3 (d) 1; piles 30 : 30; South to move.
    // 1. A: 13 -> 12; q = 11 holds 2: relay 11 -> 10 9; q = 8 empty: saada 8. c = 7 (3) and
    //    opposite 0 (2): 5 captured, and South still has seeds: extra sowing.
    // 2. B (extra): 12 -> 11; q = 10 holds 1: relay 10 -> 9 (2); q = 8 empty: saada; c = 7 and
    //    0 are empty. North to move.
    // 3. d: 3 -> 4; q = 5 empty: saada; c = 6 and 13 empty.
    // 4. E: 9 (2) -> 8 7; q = 0 empty: saada; c = 1 empty, its opposite 8 holds 1: captured,
    //    extra sowing (11 and 7 hold seeds).
    // 5. G (extra): 7 -> 0; q = 1 empty: saada; c = 2 and 9 empty.
    // 6. e: 4 -> 5; q = 6 empty; c = 13 and 6 empty.   7. C: 11 -> 10; q = 9 empty; c = 8, 1 empty.
    // 8. a: 0 -> 1; q = 2 empty; c = 3 empty, its opposite 10 holds 1: captured; North has 1
    //    and 5: extra sowing. South's row is now empty.
    // 9. f (extra): 5 -> 6; q = 13 empty; c = 12 and 5 empty. South to move, stuck: North
    //    collects 1 and 6 (2, not a capture of the sowing). Piles 36 : 33.
    let g = read(ALI_GULI_MANE);
    let (s, n) = (Player::Zero, Player::One);
    let extra = |e: MoveEntry| MoveEntry { extra: true, ..e };
    assert_eq!(
        g.moves(),
        [
            extra(took(sow(s, 13), 5)),
            sow(s, 12),
            sow(n, 3),
            extra(took(sow(s, 9), 1)),
            sow(s, 7),
            sow(n, 4),
            sow(s, 11),
            extra(took(sow(n, 0), 1)),
            MoveEntry { end: Some(Reason::Stuck), ..sow(n, 5) },
        ]
    );
    assert_eq!(g.position().piles(), [36, 33]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(s), reason: Reason::Stuck }));
    assert_eq!(g.to_text(), ALI_GULI_MANE);
}

/// Ali Guli Mane rounds: a round ends, and the next one starts on a new line.
const ROUNDS: &str = r#"[Variant "ali-guli-mane"]
[Rounds "on"]
[Start "south 0 0 0 0 0 0 0, north 1 0 0 0 2 0 3, piles 27 37, north to move, round 1 started by south"]

1. a
{round 2} 2. g ×6 +
"#;

#[test]
fn rounds_file_reads_to_the_moves_worked_out_by_hand() {
    // 1. a: 0 -> 1; q = 2 empty: saada; c = 3 and 10 empty. South is stuck: North collects
    //    1 + 2 + 3 -> 27 : 43. South fills 13 12 11 10 9 (2 left), 8 and 7 closed; North fills
    //    all seven (8 left). Round 2 is started by North.
    // 2. g: 6 (5) -> 13 12 11 10 9, each 6; q = step(9) skips the closed 8 7: 0 holds 5, relay
    //    0 -> 1 2 3 4 5, each 6; q = 6, emptied: saada; c = 13 (6) and 6 (empty): 6 captured,
    //    extra sowing. Piles 2 : 14.
    let g = read(ROUNDS);
    let n = Player::One;
    assert_eq!(g.moves(), [MoveEntry { round: Some(2), ..sow(n, 0) }, MoveEntry { extra: true, ..took(sow(n, 6), 6) }]);
    assert_eq!(g.position().pits(), [0, 6, 6, 6, 6, 6, 0, 0, 0, 6, 6, 6, 6, 0]);
    assert_eq!(g.position().closed(), pits(&[7, 8]));
    assert_eq!(g.position().piles(), [2, 14]);
    assert_eq!((g.position().round(), g.position().to_move(), g.position().extra_sowing()), (2, n, true));
    assert_eq!(g.to_text(), ROUNDS);
}

#[test]
fn people_may_type_loosely() {
    // No numbers, lowercase header names and values, tabs, Windows line ends, x for ×, the
    // word pass, comments of both kinds, marks left out, the game's name as people write it.
    let text = "[variant   \"Al-Manqala\" ]\r\n[start \"South 7 0 0 0 0 0 1 , north 1 0 0 0 0 0 0,south to move\"]\r\n\
                ; a comment to the end of the line\r\n\tG x2 pass {North has no seed} A\ta B×2\n=";
    let g = read(text);
    let expected = read(AL_MANQALA);
    assert_eq!(g.record().actions, expected.record().actions);
    // The start header left the piles out: 0 : 0 instead of 30 : 30.
    assert_eq!(g.position().piles(), [6, 2]);
    let spaced = "[Variant \"mangala-iv\"]\n[Start \"south 0 1 1 0 0 0 0, north 1 0 0 2 0 0 0, south to move\"]\n\
                  1.B × 2   2.a--3.b – 4. c 5. e 6. g 7. A";
    assert_eq!(read(spaced).record().actions, read(MANGALA_IV).record().actions);
}

#[test]
fn headers_set_every_option_and_seat() {
    let text = r#"[Variant "mangala-iv"]
[FirstPlayer "north"]
[Deal "random 42"]
[FreeChoice "on"]
[Computer "north master"]
[Ritual "south hider"]
"#;
    let g = read(text);
    let rules = Rules {
        first_player: Player::One,
        start: Start::Random(42),
        free_choice: true,
        ..Rules::new(Variant::MangalaIv)
    };
    assert_eq!(*g.rules(), rules);
    assert_eq!(
        g.seats(),
        Seats { computer: Some((Player::One, Level::Master)), ritual: Some(Ritual::South(Role::Hider)) }
    );
    assert_eq!(g.to_text(), format!("{text}\n"));
    let pending = read("[Variant \"mangala-iv\"]\n[Ritual \"pending\"]");
    assert_eq!(pending.seats().ritual, Some(Ritual::Pending));
    let rounds = read("[Variant \"ali-guli-mane\"]\n[Rounds \"yes\"]");
    assert!(rounds.rules().rounds);
}

#[test]
fn an_unfinished_game_may_say_so() {
    let g = read("[Variant \"al-manqala\"]\n[Result \"*\"]\n1. A");
    assert_eq!(g.moves_played(), 1);
    assert_eq!(g.to_text(), "[Variant \"al-manqala\"]\n\n1. A\n");
}

#[test]
fn a_record_reads_from_text_as_its_game() {
    let record = Record::from_text(AL_MANQALA).unwrap();
    assert_eq!(record, read(AL_MANQALA).record());
    assert_eq!(Game::from_record(&record).unwrap().to_text(), AL_MANQALA);
}

#[test]
fn broken_files_say_where_and_why() {
    let v = "[Variant \"al-manqala\"]\n";
    let cases: Vec<(String, &str)> = vec![
        ("".into(), "line 1, column 1: the game has no [Variant \"...\"] header"),
        ("[Variant \"chess\"]".into(), "line 1, column 1: the Variant header must be \"ali-guli-mane\", \"al-manqala\" or \"mangala-iv\", not \"chess\""),
        (format!("{v}[Event \"club\"]"), "line 2, column 1: unknown header \"Event\": the headers are Variant, FirstPlayer, Rounds, Deal, FreeChoice, Start, Computer, Ritual and Result"),
        (format!("{v}[variant \"al-manqala\"]"), "line 2, column 1: the Variant header is given twice"),
        (format!("{v}1. A [Result \"*\"]"), "line 2, column 6: headers come before the first move"),
        (format!("{v}[Rounds \"off\"]"), "line 2, column 1: the Rounds header does not apply to al-manqala"),
        ("[Variant \"mangala-iv\"]\n[Deal \"random\"]".into(), "line 2, column 1: the Deal header must be \"uniform\" or \"random\" and a seed, not \"random\""),
        ("[Variant \"mangala-iv\"]\n[FreeChoice \"maybe\"]".into(), "line 2, column 1: the FreeChoice header must be \"on\" or \"off\", not \"maybe\""),
        (format!("{v}[Computer \"north genius\"]"), "line 2, column 1: the Computer header must be a side and a level, as in \"north strong\", not \"north genius\""),
        (format!("{v}[Ritual \"pending\"]"), "line 2, column 1: seats: only mangala-iv opens with the ritual, not al-manqala"),
        // Mangala IV's first move is forced to South's leftmost pit, 13 (A): docs/rules.md.
        ("[Variant \"mangala-iv\"]\n[Ritual \"pending\"]\n1. A".into(), "line 2, column 1: seats: the ritual can't still be pending once moves have been played"),
        (format!("{v}[Start \"south 7 7 7 7 7 7, north 7 7 7 7 7 7 7, south to move\"]"), "line 2, column 1: the Start header must be 7 counts after south and after north (x for a closed pit), not \"south 7 7 7 7 7 7, north 7 7 7 7 7 7 7, south to move\""),
        (format!("{v}[Start \"south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7\"]"), "line 2, column 1: the Start header must be a position such as \"south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move\", not \"south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7\""),
        (format!("{v}[Start \"south 9 7 7 7 7 7 7, north 7 7 7 7 7 7 7, south to move\"]"), "line 2, column 1: start position: pits and piles hold 100 seeds, but the game has only 98"),
        (format!("{v}[Start \"south 7 7 7 7 7 7 x, north 7 7 7 7 7 7 7, south to move\"]"), "line 2, column 1: start position: closed pits need an Ali Guli Mane game with rounds"),
        (format!("{v}[Variant \"al-manqala\"\n"), "line 2, column 1: this header is not closed"),
        (format!("{v}[Variant \"al-manqala]"), "line 2, column 1: this header's value is not closed"),
        (format!("{v}[Variant al-manqala]"), "line 2, column 1: a header is written [Name \"value\"]"),
        (format!("{v}1. A 2. a {{a comment"), "line 2, column 11: this comment is not closed"),
        (format!("{v}1. A 3. a"), "line 2, column 6: move number 3 should be 2"),
        (format!("{v}1 A"), "line 2, column 1: a move number ends with a dot, as in \"12.\""),
        (format!("{v}1. A 99999999999999999999999. a"), "line 2, column 6: this number is too large"),
        (format!("{v}1. A ×"), "line 2, column 6: a capture mark needs the seeds captured, as in \"×4\""),
        (format!("{v}1. A ?"), "line 2, column 6: unexpected character '?'"),
        (format!("{v}1. H"), "line 2, column 4: unknown word \"H\": a move is a pit's letter, A to G for South, a to g for North"),
        (format!("{v}1. Ab"), "line 2, column 4: unknown word \"Ab\": a move is a pit's letter, A to G for South, a to g for North"),
        (format!("{v}×2 1. A"), "line 2, column 1: a mark (×, +, —) follows the move it belongs to"),
        (format!("{v}1. a"), "line 2, column 4: move 1 (a): a is one of North's pits, but South is to move"),
        (format!("{v}1. A 2. B"), "line 2, column 9: move 2 (B): B is one of South's pits, but North is to move"),
        (format!("{v}1. A ×3"), "line 2, column 6: move 1 (A): marked ×3, but the sowing captured nothing"),
        (format!("{v}1. A +"), "line 2, column 6: move 1 (A): marked +, but it earned no extra sowing"),
        (format!("{v}1. A —"), "line 2, column 6: move 1 (A): marked —, but no one had to pass after it"),
        (format!("{v}[Start \"south 1 0 0 0 0 0 0, north 1 0 0 0 0 0 0, south to move\"]\n1. B"), "line 3, column 4: move 1 (B): pit 12 is empty"),
        ("[Variant \"mangala-iv\"]\n1. B".into(), "line 2, column 4: move 1 (B): pit 12 may not be played: the move is forced to the leftmost non-empty pit, 13"),
        ("[Variant \"mangala-iv\"]\n1. =".into(), "line 2, column 4: move 1 (=): only al-manqala ends by agreeing that the seeds cycle, not mangala-iv"),
        (format!("{v}1. = 2. a"), "line 2, column 9: move 2 (a): the game is over"),
        // Agreed at the start: 98 seeds on the board, 49 each.
        (format!("{v}[Result \"south wins\"]\n1. ="), "line 2, column 1: the Result header says \"south wins\", but the moves end \"49-49, draw (agreed)\""),
        (format!("{v}[Result \"*\"]\n1. ="), "line 2, column 1: the Result header says \"*\", but the moves end \"49-49, draw (agreed)\""),
    ];
    for (text, message) in cases {
        assert_eq!(error_of(&text), message, "\n{text}");
    }
}

#[test]
fn quoted_characters_and_words_are_escaped_as_rust_escapes_them() {
    // The messages quote what they found as Rust's `{:?}` does (the core writes the quotes
    // itself, to keep Rust's Unicode tables out of the wasm): the reference here is `{:?}`.
    let v = "[Variant \"al-manqala\"]\n";
    for c in ['?', '\'', '"', '\\', '\u{1}', '\u{7f}', '\u{9b}', 'é', '€'] {
        assert_eq!(error_of(&format!("{v}1. A {c}")), format!("line 2, column 6: unexpected character {c:?}"));
    }
    for value in ["a'b", "back\\slash", "ünï", "bell\u{7}"] {
        assert_eq!(
            error_of(&format!("{v}[Computer \"{value}\"]")),
            format!("line 2, column 1: the Computer header must be a side and a level, as in \"north strong\", not {value:?}"),
            "{value}"
        );
    }
}

#[test]
fn a_broken_mark_is_named_after_its_move() {
    // The Al-manqala file with its second capture marked ×3: B captured 2 (worked out above).
    let text = AL_MANQALA.replace("B ×2", "B ×3");
    assert_eq!(error_of(&text), "line 5, column 26: move 4 (B): marked ×3, but the sowing captured 2");
}
