//! Deterministic randomness: ChaCha20 keyed from the game seed, and the
//! project's own sampling on top of its raw output.
//!
//! A seed must mean the same game in every future version, so nothing here
//! uses `rand`'s distribution helpers (their algorithms may change between
//! releases). Everything is built from `next_u32`/`next_u64` of
//! `rand_chacha::ChaCha20Rng`, whose output stream is fixed by the ChaCha20
//! specification:
//!
//! * **Key**: the u64 seed as 8 little-endian bytes followed by 24 zero bytes.
//! * **Streams**: each purpose draws from its own ChaCha20 stream number
//!   (Word Grid: 0 deals the tray, 1 drives the bot), so adding draws to one
//!   purpose never shifts another.
//! * **[`GameRng::below`]**: unbiased integers in `0..n` by rejection
//!   (the "arc4random_uniform" method). For `n ≤ 2³²`, draw `x = next_u32()`
//!   until `x ≥ (2³² − n) mod n`, then return `x mod n`; the rejected zone
//!   is exactly the remainder that would make low values more likely. For
//!   larger `n` the same with `next_u64()` and 2⁶⁴.
//! * **[`GameRng::weighted`]**: one `below(total)` draw `r` over the sum of
//!   integer weights, then the first index whose running sum exceeds `r`.
//! * **[`GameRng::shuffle`]**: Fisher–Yates from the top: for `i` from
//!   `len − 1` down to 1, `j = below(i + 1)`, swap `i` and `j`.
//!
//! Golden vectors for every helper are pinned in this module's tests.

use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};

/// A ChaCha20 generator on one stream of one game seed.
#[derive(Clone, Debug)]
pub struct GameRng {
    inner: ChaCha20Rng,
}

impl GameRng {
    /// The generator for `seed` on `stream`.
    pub fn new(seed: u64, stream: u64) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        let mut inner = ChaCha20Rng::from_seed(key);
        inner.set_stream(stream);
        GameRng { inner }
    }

    /// The generator for `seed` on `stream`, positioned at 32-bit word
    /// `word_pos` of the stream: independent blocks of one stream for
    /// decisions that must not depend on how many draws came before (a
    /// Wordgrid bot's ply `n` draws from word `n × 2³²` on).
    pub fn at(seed: u64, stream: u64, word_pos: u128) -> Self {
        let mut g = GameRng::new(seed, stream);
        g.inner.set_word_pos(word_pos);
        g
    }

    /// The next raw 32 bits of the ChaCha20 stream (what
    /// [`below`](Self::below) draws from for `n ≤ 2³²`).
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// The next raw 64 bits of the ChaCha20 stream (what
    /// [`below`](Self::below) draws from for `n > 2³²`).
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// A uniform integer in `0..n`, without bias (see the module docs).
    /// Returns 0 when `n` is 0 or 1 without drawing.
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        if n <= 1 << 32 {
            // (2^32 - n) mod n, computed in 64 bits.
            let threshold = ((1u64 << 32) - n) % n;
            loop {
                let x = u64::from(self.next_u32());
                if x >= threshold {
                    return x % n;
                }
            }
        } else {
            let threshold = n.wrapping_neg() % n;
            loop {
                let x = self.next_u64();
                if x >= threshold {
                    return x % n;
                }
            }
        }
    }

    /// An index into `weights`, each chosen with probability weight / total.
    /// Zero weights are never chosen. Returns `None` when all weights are zero
    /// (or the table is empty), without drawing.
    pub fn weighted(&mut self, weights: &[u32]) -> Option<usize> {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        if total == 0 {
            return None;
        }
        let mut r = self.below(total);
        for (i, &w) in weights.iter().enumerate() {
            let w = u64::from(w);
            if r < w {
                return Some(i);
            }
            r -= w;
        }
        None
    }

    /// Fisher–Yates shuffle, from the top (see the module docs).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_stream_golden() {
        let mut r = GameRng::new(1, 0);
        let got: Vec<u32> = (0..4).map(|_| r.next_u32()).collect();
        assert_eq!(got, GOLDEN_RAW_S1_0);
        let mut r = GameRng::new(1, 1);
        let got: Vec<u64> = (0..2).map(|_| r.next_u64()).collect();
        assert_eq!(got, GOLDEN_RAW64_S1_1);
    }

    #[test]
    fn streams_and_seeds_differ() {
        let a = GameRng::new(7, 0).next_u64();
        let b = GameRng::new(7, 1).next_u64();
        let c = GameRng::new(8, 0).next_u64();
        assert!(a != b && a != c && b != c);
    }

    #[test]
    fn below_golden_and_in_range() {
        let mut r = GameRng::new(42, 0);
        let got: Vec<u64> = [6u64, 98, 1000, 3, (1 << 40) + 7]
            .iter()
            .map(|&n| r.below(n))
            .collect();
        assert_eq!(got, GOLDEN_BELOW_S42);
        let mut r = GameRng::new(3, 0);
        for n in 1..500u64 {
            assert!(r.below(n) < n);
        }
        assert_eq!(r.below(0), 0);
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut r = GameRng::new(99, 0);
        let mut counts = [0u32; 7];
        for _ in 0..70_000 {
            counts[r.below(7) as usize] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn weighted_golden_and_never_zero() {
        let mut r = GameRng::new(5, 0);
        let table = [9, 0, 2, 12];
        let got: Vec<usize> = (0..8).map(|_| r.weighted(&table).unwrap()).collect();
        assert_eq!(got, GOLDEN_WEIGHTED_S5);
        for _ in 0..1000 {
            assert_ne!(r.weighted(&table), Some(1));
        }
        assert_eq!(r.weighted(&[0, 0]), None);
        assert_eq!(r.weighted(&[]), None);
    }

    #[test]
    fn shuffle_golden() {
        let mut r = GameRng::new(2026, 0);
        let mut v: Vec<u8> = (0..10).collect();
        r.shuffle(&mut v);
        assert_eq!(v, GOLDEN_SHUFFLE_S2026);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..10).collect::<Vec<u8>>());
    }

    // Pinned outputs: changing any of these changes every game ever dealt.
    const GOLDEN_RAW_S1_0: [u32; 4] = [2081084357, 2467425505, 1213188216, 2237298557];
    const GOLDEN_RAW64_S1_1: [u64; 2] = [3648030940767199206, 15558939344987910539];
    const GOLDEN_BELOW_S42: [u64; 5] = [5, 37, 26, 1, 265369632803];
    const GOLDEN_WEIGHTED_S5: [usize; 8] = [0, 3, 3, 3, 3, 0, 2, 3];
    const GOLDEN_SHUFFLE_S2026: [u8; 10] = [7, 8, 6, 3, 4, 9, 5, 1, 0, 2];
}
