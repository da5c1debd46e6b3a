//! The core's lists of names as constant text, built at compile time from their `ALL` and
//! `as_str`: joined by commas for `decode.js` (`trace.rs`), and as TypeScript unions of string
//! literals for the `.d.ts` (`ts.rs`). No name is spelled twice, and no list is built at run time.

/// The names of a core enum's values, in the order of its `ALL`, as a constant array.
macro_rules! names_of {
    ($t:ty) => {{
        const ALL: &[$t] = &<$t>::ALL;
        let mut names = [""; ALL.len()];
        let mut i = 0;
        while i < ALL.len() {
            names[i] = ALL[i].as_str();
            i += 1;
        }
        names
    }};
}

/// A list of names joined by commas, as a `&'static str` made at compile time.
macro_rules! joined {
    ($names:expr) => {{
        const NAMES: &[&str] = &$names;
        const LEN: usize = $crate::wasm::names::union_len("", NAMES, 0, 1, 0);
        const BYTES: [u8; LEN] = $crate::wasm::names::union("", NAMES, b"", b",", b"");
        const TEXT: &str = $crate::wasm::names::text(&BYTES);
        TEXT
    }};
}

pub(super) use {joined, names_of};

/// Counts the bytes of `head`, then the names, each `quote`-long quotes around it and `sep`-long
/// separators between them, then `tail` bytes.
pub(super) const fn union_len(head: &str, names: &[&str], quote: usize, sep: usize, tail: usize) -> usize {
    let mut len = head.len() + tail;
    let mut i = 0;
    while i < names.len() {
        len += names[i].len() + 2 * quote + if i > 0 { sep } else { 0 };
        i += 1;
    }
    len
}

/// Copies `bytes` into `out` at `at`; returns where they end.
const fn put<const LEN: usize>(out: &mut [u8; LEN], mut at: usize, bytes: &[u8]) -> usize {
    let mut j = 0;
    while j < bytes.len() {
        out[at] = bytes[j];
        at += 1;
        j += 1;
    }
    at
}

/// Returns `head`, then the names between `quote`s and joined by `sep`, then `tail`.
pub(super) const fn union<const LEN: usize>(
    head: &str,
    names: &[&str],
    quote: &[u8],
    sep: &[u8],
    tail: &[u8],
) -> [u8; LEN] {
    let mut out = [0u8; LEN];
    let mut at = put(&mut out, 0, head.as_bytes());
    let mut i = 0;
    while i < names.len() {
        if i > 0 {
            at = put(&mut out, at, sep);
        }
        at = put(&mut out, at, quote);
        at = put(&mut out, at, names[i].as_bytes());
        at = put(&mut out, at, quote);
        i += 1;
    }
    put(&mut out, at, tail);
    out
}

/// Returns the text of `bytes`, which the functions above made of whole strings.
pub(super) const fn text(bytes: &[u8]) -> &str {
    match core::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(_) => panic!("the names are not UTF-8"),
    }
}
