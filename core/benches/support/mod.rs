//! What the benchmarks share: the same-process baseline's queries.

use gridwords::rng::GameRng;

/// 1 024 membership queries from `all` (the sorted word list): half words of
/// the list, half near-misses (one letter changed), from a fixed stream.
pub fn mixed_queries(all: &[String]) -> Vec<String> {
    let mut rng = GameRng::new(2024, 9);
    (0..1024)
        .map(|i| {
            let mut w = all[rng.below(all.len() as u64) as usize]
                .clone()
                .into_bytes();
            if i % 2 == 1 {
                let p = rng.below(w.len() as u64) as usize;
                w[p] = b'a' + rng.below(26) as u8;
            }
            String::from_utf8(w).unwrap_or_default()
        })
        .collect()
}
