// The benchmarks' random numbers: a small xorshift generator, so that every run plays the same
// games.

/** Returns a generator of numbers in [0, 1) started at `seed`. */
export function generator(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}
