//! What the benchmarks share: the same-process baseline and the timer their
//! summaries use, so every figure is a ratio to the same run.

// Each bench that says `mod support;` compiles its own copy of this module
// and uses only part of it (lexicon.rs only `mixed_queries`).
#![allow(dead_code)]

use std::collections::HashSet;
use std::hint::black_box;
use std::time::Instant;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Throughput};
use gridwords::rng::GameRng;
use gridwords::Lexicon;

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

/// 1 024 lookups in a `HashSet` of the lexicon: memory-bound like a trie
/// walk and independent of the code under test, so figures taken on a noisy
/// shared machine can be read as ratios to it.
pub struct Baseline {
    set: HashSet<String>,
    queries: Vec<String>,
}

impl Baseline {
    pub fn new(lex: &Lexicon) -> Self {
        let all: Vec<String> = lex.words().collect();
        let queries = mixed_queries(&all);
        Baseline {
            set: all.into_iter().collect(),
            queries,
        }
    }

    pub fn run(&self) -> usize {
        self.queries
            .iter()
            .filter(|q| self.set.contains(black_box(q.as_str())))
            .count()
    }

    /// Best of 50 runs, in seconds: the unit every summary's ratios divide by.
    pub fn time(&self) -> f64 {
        best_of(50, || {
            black_box(self.run());
        })
    }

    /// In every group, so each group's report carries its own reference run.
    pub fn bench(&self, g: &mut BenchmarkGroup<'_, WallTime>) {
        g.throughput(Throughput::Elements(1024));
        g.bench_function("baseline_hashset_1024", |b| b.iter(|| self.run()));
    }
}

/// Best of `reps` timings of `f`, in seconds: the least disturbed run, as a
/// shared machine's noise only ever adds time.
pub fn best_of(reps: usize, mut f: impl FnMut()) -> f64 {
    (0..reps)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}
