//! Sóló benchmarks (performance.md "Sóló: resolving swaps"): resolve one
//! swap (over swaps taken from played games), `best_swaps` on a fresh field
//! and on a half-frozen one.
//!
//! Every group also runs the same baseline in the same process as the other
//! benchmarks (1 024 `HashSet<&str>` lookups of mixed words), and a summary
//! at the end prints the median resolve, the `best_swaps` times and their
//! ratio to the baseline run.

mod support;

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridwords::rng::GameRng;
use gridwords::solo::{self, CellState, Game, CELLS};
use gridwords::Lexicon;
use support::{best_of, Baseline};

/// One swap to resolve: the letters after it, the cells before it.
struct Swap {
    letters: [u8; CELLS],
    cells: [CellState; CELLS],
    a: usize,
    b: usize,
}

fn arr<T: Copy + Default>(v: &[T]) -> [T; CELLS] {
    let mut a = [T::default(); CELLS];
    a.copy_from_slice(&v[..CELLS]);
    a
}

/// Swaps from 40 games, half the best swap and half a random pair of Free
/// cells, every one recorded.
fn swaps_from_games() -> Vec<Swap> {
    let mut rng = GameRng::new(0x5010, 9);
    let mut out = Vec::new();
    for seed in 0..40u64 {
        let mut g = Game::new(seed, 0).unwrap();
        let mut now = 0;
        while g.result().is_none() {
            let free: Vec<usize> = (0..CELLS)
                .filter(|&c| g.cells()[c] == CellState::Free)
                .collect();
            let (a, b) = match g.best_swaps(1).first() {
                Some(s) if s.points > 0 && rng.below(2) == 0 => (s.a, s.b),
                _ => {
                    let i = rng.below(free.len() as u64) as usize;
                    let j = (i + 1 + rng.below(free.len() as u64 - 1) as usize) % free.len();
                    (free[i], free[j])
                }
            };
            let mut letters: [u8; CELLS] = g.field().as_bytes().try_into().unwrap();
            letters.swap(a, b);
            out.push(Swap {
                letters,
                cells: arr(g.cells()),
                a,
                b,
            });
            now += 1_000;
            g.swap(a, b, now).unwrap();
        }
    }
    out
}

/// A game played with the best swap until at least half the cells are
/// Frozen.
fn half_frozen() -> Game {
    let mut g = Game::new(42, 0).unwrap();
    let mut now = 0;
    while g.cells().iter().filter(|c| c.is_frozen()).count() < 50 {
        let s = g.best_swaps(1).remove(0);
        now += 1_000;
        g.swap(s.a, s.b, now).unwrap();
    }
    g
}

fn bench(c: &mut Criterion) {
    let lex = Lexicon::embedded();
    let _ = lex.trie();
    let swaps = swaps_from_games();
    let fresh = Game::new(42, 0).unwrap();
    let half = half_frozen();
    let base = Baseline::new(lex);
    let resolve_all = || -> u32 {
        swaps
            .iter()
            .map(|s| solo::resolve(black_box(&s.letters), &s.cells, s.a, s.b, lex).points)
            .sum()
    };

    let mut g = c.benchmark_group("solo_resolve");
    g.throughput(Throughput::Elements(swaps.len() as u64));
    g.bench_function(format!("resolve_{}_swaps", swaps.len()), |b| {
        b.iter(resolve_all)
    });
    base.bench(&mut g);
    g.finish();

    let mut g = c.benchmark_group("solo_best_swaps");
    g.throughput(Throughput::Elements(1));
    g.bench_function("fresh_field", |b| {
        b.iter(|| fresh.best_swaps(black_box(10)))
    });
    g.bench_function("half_frozen_field", |b| {
        b.iter(|| half.best_swaps(black_box(10)))
    });
    base.bench(&mut g);
    g.finish();

    // Restore of a half-frozen field's snapshot: checked against its own
    // record's replay (every swap resolved again).
    let snap = half.snapshot();
    let mut g = c.benchmark_group("solo_restore");
    g.bench_function("half_frozen_field", |b| {
        b.iter(|| Game::restore_bytes(black_box(&snap), None).unwrap())
    });
    // A snapshot the host sealed: the seal's check stands for the replay.
    let sealed = gridwords::seal::seal_snapshot(&snap, &[7; 32], "bench").unwrap();
    // The seal's part of that (the rest is decoding, all a restore cost
    // before restores replayed their record).
    g.bench_function("half_frozen_field_open_seal", |b| {
        b.iter(|| gridwords::seal::open_snapshot(black_box(&sealed), &[7; 32]).unwrap())
    });
    g.bench_function("half_frozen_field_sealed", |b| {
        b.iter(|| Game::restore_sealed(black_box(&sealed), &[7; 32], None).unwrap())
    });
    g.finish();

    let bl = base.time();
    eprintln!(
        "\nsolo summary (baseline: 1024 HashSet lookups = {:.1} µs)",
        bl * 1e6
    );
    // The median over swaps of one resolve, each timed over 64 runs.
    let mut each: Vec<f64> = swaps
        .iter()
        .map(|s| {
            best_of(3, || {
                for _ in 0..64 {
                    black_box(solo::resolve(
                        black_box(&s.letters),
                        &s.cells,
                        s.a,
                        s.b,
                        lex,
                    ));
                }
            }) / 64.0
        })
        .collect();
    each.sort_by(|x, y| x.total_cmp(y));
    let q = |f: f64| each[((each.len() - 1) as f64 * f) as usize] * 1e6;
    eprintln!(
        "  resolve one swap ({} swaps from 40 games): median {:.2} µs, p90 {:.2} µs, max {:.2} µs ({:.4}× the baseline run)",
        each.len(),
        q(0.5),
        q(0.9),
        q(1.0),
        q(0.5) / 1e6 / bl
    );
    let free = |g: &Game| g.cells().iter().filter(|&&c| c == CellState::Free).count();
    for (name, g) in [("fresh field", &fresh), ("half-frozen field", &half)] {
        let n = free(g);
        let t = best_of(15, || {
            black_box(g.best_swaps(10));
        });
        eprintln!(
            "  best_swaps {name:<18} {n} Free cells, {} pairs: {:.2} ms ({:.2}× the baseline run)",
            n * (n - 1) / 2,
            t * 1e3,
            t / bl
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .measurement_time(Duration::from_secs(2))
        .warm_up_time(Duration::from_millis(500));
    targets = bench
}
criterion_main!(benches);
