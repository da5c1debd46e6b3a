//! A set of pits as a bit mask.

use crate::board::PITS;

/// A set of pits, iterated in ascending pit number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PitSet(u16);

impl PitSet {
    /// Returns the empty set.
    pub const EMPTY: PitSet = PitSet(0);

    /// Builds a set from its bit mask (bit `i` is pit `i`); bits above 13 are dropped.
    pub const fn from_bits(bits: u16) -> PitSet {
        PitSet(bits & 0x3fff)
    }

    /// Returns the bit mask (bit `i` is pit `i`).
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Tells whether `pit` is in the set.
    #[inline]
    pub const fn contains(self, pit: u8) -> bool {
        (pit as usize) < PITS && self.0 & (1 << pit) != 0
    }

    /// Returns the set with `pit` added.
    #[inline]
    pub const fn with(self, pit: u8) -> PitSet {
        PitSet(self.0 | (1 << pit))
    }

    /// Tells whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Counts the pits in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Returns the lowest pit in the set.
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// Returns the pits common to both sets.
    pub const fn intersect(self, other: PitSet) -> PitSet {
        PitSet(self.0 & other.0)
    }

    /// Returns the pits of the set for which `keep` holds.
    pub fn filter(self, mut keep: impl FnMut(u8) -> bool) -> PitSet {
        self.iter().filter(|&p| keep(p)).collect()
    }

    /// Iterates over the pits in ascending order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            let pit = bits.trailing_zeros();
            if pit >= 16 {
                return None;
            }
            bits &= bits - 1;
            Some(pit as u8)
        })
    }
}

impl FromIterator<u8> for PitSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> PitSet {
        iter.into_iter().filter(|&p| (p as usize) < PITS).fold(PitSet::EMPTY, PitSet::with)
    }
}
