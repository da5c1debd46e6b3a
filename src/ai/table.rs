//! Zobrist keys and the transposition table of the fast search.

use super::Score;
use crate::Position;

/// Returns the pseudo-random Zobrist key of one feature of a position (SplitMix64's mixer), so
/// no table of keys has to ship with the wasm.
#[inline]
fn key(feature: u64) -> u64 {
    let mut z = feature.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Returns the Zobrist hash of `pos`: the XOR of the keys of each pit's count, each pile, the
/// player to move, a pending extra sowing, the closed pits and the round.
pub(crate) fn hash(pos: &Position) -> u64 {
    let mut h = board_hash(pos);
    for (i, &n) in pos.piles().iter().enumerate() {
        h ^= key((14 + i as u64) << 8 | u64::from(n));
    }
    h
}

/// Returns the Zobrist hash of `pos` without its piles (see [`hash`]).
pub(crate) fn board_hash(pos: &Position) -> u64 {
    let mut h = 0;
    for (i, &n) in pos.pits().iter().enumerate() {
        h ^= key((i as u64) << 8 | u64::from(n));
    }
    h ^= key(16 << 8 | pos.to_move().index() as u64);
    h ^= key(17 << 8 | u64::from(pos.extra_sowing()));
    h ^= key(1 << 20 | u64::from(pos.closed().bits()));
    h ^ key(1 << 40 | u64::from(pos.round()))
}

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this.
    Lower,
    /// The true score is at most this.
    Upper,
}

/// One stored search result, in 16 bytes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub key: u64,
    pub score: Score,
    /// The depth searched; for a solved entry, the height of its proof.
    pub depth: u8,
    /// The bound in the low two bits; bit 2 when solved.
    flags: u8,
    /// The best move found, or 255.
    pub best: u8,
    generation: u8,
}

impl Entry {
    /// Returns what the stored score says about the true score.
    pub fn bound(&self) -> Bound {
        match self.flags & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        }
    }

    /// Tells whether the score rests on finished games only, so that it holds at any depth from
    /// `depth` on.
    pub fn solved(&self) -> bool {
        self.flags & 4 != 0
    }
}

const EMPTY: Entry = Entry { key: 0, score: 0, depth: 0, flags: 0, best: 255, generation: 0 };

/// A transposition table of two-entry buckets: one kept by depth, one always replaced.
///
/// Each search starts a new generation and sees only its own entries, so a search's result
/// never depends on the searches before it.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// Allocates a table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        let len = 1usize << bits.clamp(2, 28);
        Table { entries: vec![EMPTY; len], mask: (len - 1) & !1, generation: 1 }
    }

    /// Starts a new search: the entries of earlier searches are forgotten.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.entries.fill(EMPTY);
            self.generation = 1;
        }
    }

    /// Returns the entry this search stored for `key`.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = key as usize & self.mask;
        let generation = self.generation;
        self.entries.get(i..i + 2)?.iter().find(|e| e.key == key && e.generation == generation).copied()
    }

    /// Stores a result for `key`.
    #[inline]
    pub fn store(&mut self, key: u64, score: Score, depth: u8, bound: Bound, solved: bool, best: u8) {
        let generation = self.generation;
        let i = key as usize & self.mask;
        let Some(bucket) = self.entries.get_mut(i..i + 2) else { return };
        let current = |e: &Entry| e.generation == generation;
        let slot = if current(&bucket[1]) && bucket[1].key == key {
            1
        } else if !current(&bucket[0]) || bucket[0].key == key || depth >= bucket[0].depth {
            0
        } else {
            1
        };
        if slot == 0 && current(&bucket[0]) && bucket[0].key != key {
            bucket[1] = bucket[0];
        }
        let flags = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        } | if solved { 4 } else { 0 };
        bucket[slot] = Entry { key, score, depth, flags, best, generation };
    }
}
