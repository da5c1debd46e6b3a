//! Exact endgames in Al-manqala and Mangala IV with free choice: which positions
//! [`super::Searcher::solve_wins`] and [`super::Searcher::solve_best`] solve to the seed, and why
//! their table may keep what they find.
//!
//! In both games a cycle (the third occurrence of a position) ends the game by dividing the board
//! equally, so it scores the difference of the piles, and the piles never change between two
//! occurrences of a position: no capture happens inside a cycle, since piles only grow. So
//! every position with the same piles, the same seeds on the board, has the same cycle score `D`.
//!
//! The solver follows every line to the end of the game and scores a position that comes back
//! on its path (the second occurrence) as the cycle ending. At a root whose earlier positions
//! have each occurred at most once, that gives the game's true value `W` under the rules: the
//! player who can do better than `D` can force a capture without ever repeating a position (so
//! no third occurrence ends the game first), and either player can hold `D` by going round.
//!
//! Below the root, the score `s` of a position depends on the path above it, so the table keeps
//! it as a bound on a value that doesn't: `G`, the position's value in the game that never ends
//! at a repetition, where a line that goes round for ever scores the cycle ending `D` of the piles
//! it keeps (piles only grow, so an endless line keeps the same piles from some sowing on). From
//! a root whose earlier positions have each occurred at most once, `G` is the rules' value `W`
//! (the argument is `examples/shared/retrograde.rs`'s, which computes `G`): the player whose `G`
//! is above `D` reaches it without ever repeating a position, and either player can hold `D` by
//! going round until the third occurrence ends the game.
//!
//! A node's score is proven by a *proof*: for `s` as a lower bound, one move at each of the
//! player's nodes and every reply at the other's, down to leaves worth at least `s` (an upper
//! bound is the mirror). The leaves are finished games, entries of the table (bounds on `G`,
//! whatever path found them, so using them needs nothing of the path) and repetitions, each the
//! second occurrence of a position on the path, scored as its cycle ending. A player can follow a
//! proof in the endless game: at a repetition they go on as from the earlier occurrence. A line
//! then either reaches a finished game or a table's leaf, worth at least `s`, or goes round for
//! ever; the sowings of a line that never ends go through repetitions of the proof again and again
//! from some sowing on, all of them with its final piles, so it scores their cycle ending, and
//! each of those leaves is worth at least `s`. So `G >= s`, but only if every repetition of the
//! proof repeats a position *inside* it: the node itself or a position below it. A repetition of
//! a position above the node (a strict ancestor, at a smaller ply of the path) leaves the proof,
//! and there the player doesn't know how to go on: that ancestor's value is not in the proof, and
//! may be worse than going round for them. That is the graph-history interaction: the score then
//! holds on this path only.
//!
//! So [`super::Searcher`]'s exact node returns, beside its score, the smallest ply of the path
//! whose position came back below it (none for a finished game and for a table's entry, which
//! rests on no path), the least over every move it searched, whether it searched them all or
//! stopped at a cutoff: a superset of the proof's repetitions. Where that ply is the node's own or
//! deeper, the table keeps the score as any search keeps one: a fail-high (at or above `beta`) a
//! lower bound, a fail-low (at or below `alpha`) an upper bound, one in between exact, whatever it
//! is beside `D`; a fail-low at `alpha > D` that returns `D` says that going round is the best of
//! the node's own moves, and that is now kept. The solve's root, at ply 0, has no ancestor, so its
//! score is `G`, exact to the seed.
//!
//! Where a repetition reached above the node, its score still bounds `G` on one side: a
//! repetition of an ancestor has the node's own piles (piles only grow along the path, and the
//! repeated position has them), so it scores the node's `D`. A proof that `s > D` is a lower bound
//! can't use a leaf worth `D`, so all its repetitions are inside it, and `G >= s`; the mirror for
//! `s < D`. So the table keeps a score above `D` as a lower bound and one below it as an upper
//! bound. This is what lets the table cut the cycles short, where the rules-exact search must
//! search them again on every path.
//!
//! A score equal to `D` that rests on an ancestor's repetition waits for that ancestor. The solver
//! searches in null windows only, so each node says one of two things about the window's
//! threshold `t`: that player zero's final margin reaches `t`, or that it doesn't. Take a node
//! `X` whose repetitions all closed at `X` or below it, and the nodes below `X` that say what `X`
//! says and are reached from `X` through nodes that all say it too. Together they are a proof
//! of what `X` says: at a node whose player to move wants it said, one of its moves says it; at
//! the other player's node every move does (the node searched them all). Every repetition in it
//! repeats a position on the path from `X` down, all of whose nodes are in it. So from each of
//! those nodes a player can follow the same proof in the endless game, as from `X`: each of them
//! says of `G` what it says on this path, at the threshold `t` (not its fail-soft score, which
//! the proof above it doesn't reach). The solver keeps such a node's bound pending until `X`
//! finishes, keeps at each node only the pending bounds below it that say what it says (the
//! others belong to moves its proof doesn't use), and stores them in the table when `X`'s
//! repetitions close at `X`.
//!
//! Until then a pending node `Y` is used where its position comes back in the same solve, as a
//! repetition is: scored as the cycle ending (a pending score is the cycle ending's side of the
//! threshold, or it would have been kept), resting on the shallowest ply `Y`'s proof rests on.
//! That ply is on the path: `Y` stays pending only while the node at that ply is open, and when
//! a node above `Y` finishes and keeps `Y` pending, `Y`'s proof becomes part of that node's, so
//! `Y` rests from then on where that node rests. A proof that uses `Y` so is kept, pending or
//! stored, only together with `Y`: the two rest on a node open above both, and when that node
//! or one between says otherwise, each of them is below a node that says otherwise and is
//! dropped. From a position that came back to `Y`'s, a player then goes on with `Y`'s proof,
//! as from an earlier occurrence of a repeated position.
//!
//! `tests/endgame_retrograde.rs` checks the solver's wins, margins, non-wins and best moves
//! against `G` at many positions of small endings (the check that fails when a score equal to
//! `D` is kept whatever repetition it rests on, or when `Y` rests on its own ply instead of the
//! one it inherits), `examples/retrograde.rs` at larger ones, and `tests/endgame_properties.rs`
//! against an exhaustive search of the rules.

use crate::{Position, Variant};

/// The most seeds on the board at which the solver is tried in Al-manqala.
pub const AL_MANQALA_SEEDS: u32 = 16;

/// The most seeds on the board at which the solver is tried in Mangala IV with free choice.
pub const MANGALA_IV_SEEDS: u32 = 20;

/// The longest line the solver follows, in sowings; a longer one stops the solve. In Mangala
/// IV's endings lines run past the search's [`super::MAX_DEPTH`] (120 sowings) without a
/// position coming back; at 250 every benchmark ending the solver settles at 500 or 1,000 is
/// settled too (`docs/measurements/2026-12-05-endgames.md`). Each sowing of a line holds about
/// 0.8 KB of the stack: 200 KB at the most, within the wasm's 1 MB.
pub const MAX_PLIES: usize = 250;

/// The most nodes one solve may visit, whatever its limits: a search bounded by depth alone
/// has no node budget, and a margin close to the cycle ending's can take very long to prove.
pub const MAX_NODES: u64 = 4_000_000;

/// Tells whether [`super::Searcher::solve_wins`] applies to `pos` after the earlier positions
/// `history` of its game: Al-manqala with at most [`AL_MANQALA_SEEDS`] on the board, or Mangala
/// IV with free choice and at most [`MANGALA_IV_SEEDS`], and no position that may come back
/// (the same piles) already seen twice, counting `pos` itself.
pub fn applies(pos: &Position, history: &[Position]) -> bool {
    let rules = pos.rules();
    let seeds = match rules.variant {
        Variant::AlManqala => AL_MANQALA_SEEDS,
        Variant::MangalaIv if rules.repetition_limit() == 3 => MANGALA_IV_SEEDS,
        _ => return false,
    };
    if pos.is_over() || pos.seeds_on_board() > seeds {
        return false;
    }
    // Each position that may come back (the same piles) at most once so far, `pos` included.
    let back = |p: &&Position| p.piles() == pos.piles() && !p.is_over();
    history
        .iter()
        .filter(back)
        .enumerate()
        .all(|(i, p)| p != pos && !history.iter().filter(back).take(i).any(|q| q == p))
}
