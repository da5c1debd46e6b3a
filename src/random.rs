//! The seeded generator behind the random start, the same on every platform.

/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit state that advances by
/// `0x9E3779B97F4A7C15` and is mixed into each output.
///
/// The Mangala IV random start deals seed after seed, 98 in all, each into pit
/// [`SplitMix64::below`]`(14)` of a generator made with [`SplitMix64::new`]`(seed)`. Any program
/// that follows these two functions gets the same board from the same seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// Starts a generator whose state is `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// Returns the next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Returns a number below `n`, as `(next_u64() × n) >> 64`.
    pub fn below(&mut self, n: u32) -> u32 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u32
    }
}
