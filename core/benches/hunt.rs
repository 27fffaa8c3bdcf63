//! Word Grid benchmarks (performance.md rows: score a tray on uniform q-free
//! and hunt-weighted boards, solve a tray (as `Vec<Found>` and into
//! `SolveColumns`, with its ratio to scoring), deal a tray, judge one word).
//!
//! Every group also runs the same baseline in the same process, so figures
//! can be read as ratios on a noisy shared machine: 1 024 lookups of mixed
//! words (half in the list, half one letter off) in a `HashSet<&str>` of the
//! whole lexicon — the same baseline as the lexicon benchmarks, memory-bound
//! like a trie walk, and independent of the code under test. At the end a
//! summary prints each workload's rate and its time relative to the baseline.

mod support;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridwords::hunt::Points;
use gridwords::hunt::Tray;
use gridwords::hunt::{deal, draw};
use gridwords::hunt::{find_path, score, solve, SolveColumns};
use gridwords::rng::GameRng;
use gridwords::Lexicon;
use support::{best_of, Baseline};

const TRAYS: usize = 1_000;

fn uniform_q_free(n: usize) -> Vec<Tray> {
    let alphabet: Vec<u8> = (b'a'..=b'z').filter(|&b| b != b'q').collect();
    let mut rng = GameRng::new(0xB0661E, 7);
    (0..n)
        .map(|_| {
            let mut l = [0u8; 16];
            for x in l.iter_mut() {
                *x = alphabet[rng.below(25) as usize];
            }
            Tray::from_letters(l).unwrap()
        })
        .collect()
}

fn weighted(n: usize) -> Vec<Tray> {
    let mut rng = GameRng::new(0x5EED, 7);
    (0..n).map(|_| draw(&mut rng)).collect()
}

/// (tray, word) pairs to judge: half words the tray holds, half lexicon
/// words it does not.
fn judgements() -> Vec<(Tray, Vec<u8>)> {
    let lex = Lexicon::embedded();
    let words: Vec<String> = lex.words().filter(|w| w.len() >= 3).collect();
    let mut rng = GameRng::new(11, 7);
    let mut out = Vec::new();
    for t in weighted(256) {
        let found = solve(&t, lex);
        for _ in 0..2 {
            let f = &found[rng.below(found.len() as u64) as usize];
            out.push((t, f.word.clone().into_bytes()));
            let w = &words[rng.below(words.len() as u64) as usize];
            out.push((t, w.clone().into_bytes()));
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let lex = Lexicon::embedded();
    let _ = lex.trie();
    let points = Points::default();
    let uniform = uniform_q_free(TRAYS);
    let hunt = weighted(TRAYS);
    let judge = judgements();
    let base = Baseline::new(lex);
    let score_all = |trays: &[Tray]| -> u64 {
        trays
            .iter()
            .map(|t| score(black_box(t), &points, lex))
            .sum()
    };
    let solve_all =
        |trays: &[Tray]| -> usize { trays.iter().map(|t| solve(black_box(t), lex).len()).sum() };
    // Every word with its first path into columns (what `solve_many` and
    // Python's `solve_chunks` use), the columns kept between calls as a
    // batch keeps them.
    let mut cols = SolveColumns::new();
    let mut columns_all = |trays: &[Tray]| -> usize {
        cols.clear();
        for t in trays {
            cols.push(black_box(t), lex);
        }
        cols.rows()
    };
    let judge_all = || -> usize {
        judge
            .iter()
            .filter(|(t, w)| find_path(black_box(t), black_box(w)).is_some())
            .count()
    };

    let mut g = c.benchmark_group("hunt_score_uniform_qfree");
    g.throughput(Throughput::Elements(TRAYS as u64));
    g.bench_function("score_1000_trays", |b| b.iter(|| score_all(&uniform)));
    base.bench(&mut g);
    g.finish();

    let mut g = c.benchmark_group("hunt_score_weighted");
    g.throughput(Throughput::Elements(TRAYS as u64));
    g.bench_function("score_1000_trays", |b| b.iter(|| score_all(&hunt)));
    base.bench(&mut g);
    g.finish();

    let mut g = c.benchmark_group("hunt_solve_weighted");
    g.throughput(Throughput::Elements(TRAYS as u64));
    g.bench_function("solve_1000_trays", |b| b.iter(|| solve_all(&hunt)));
    base.bench(&mut g);
    g.finish();

    let mut g = c.benchmark_group("hunt_solve_columns_weighted");
    g.throughput(Throughput::Elements(TRAYS as u64));
    g.bench_function("columns_1000_trays", |b| b.iter(|| columns_all(&hunt)));
    base.bench(&mut g);
    g.finish();

    let mut g = c.benchmark_group("hunt_deal");
    g.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    g.bench_function("deal_one", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            deal(black_box(seed))
        })
    });
    base.bench(&mut g);
    g.finish();

    let mut g = c.benchmark_group("hunt_find_path");
    g.throughput(Throughput::Elements(judge.len() as u64));
    g.bench_function("find_path_1024_mixed", |b| b.iter(judge_all));
    base.bench(&mut g);
    g.finish();

    // Summary with ratios (best of 7 runs each, same process).
    let b = base.time();
    eprintln!(
        "\nhunt summary (baseline: 1024 HashSet lookups = {:.1} µs)",
        b * 1e6
    );
    let line = |name: &str, per: &str, n: f64, t: f64| {
        eprintln!(
            "  {name:<28} {:>12.0} {per}/s  ({:.2} µs each, {:.2}× the baseline run)",
            n / t,
            t / n * 1e6,
            t / b
        );
    };
    line(
        "score uniform q-free",
        "trays",
        TRAYS as f64,
        best_of(7, || {
            black_box(score_all(&uniform));
        }),
    );
    line(
        "score hunt-weighted",
        "trays",
        TRAYS as f64,
        best_of(7, || {
            black_box(score_all(&hunt));
        }),
    );
    let t_score = best_of(7, || {
        black_box(score_all(&hunt));
    });
    let t_solve = best_of(7, || {
        black_box(solve_all(&hunt));
    });
    let t_columns = best_of(7, || {
        black_box(columns_all(&hunt));
    });
    line("solve hunt-weighted", "trays", TRAYS as f64, t_solve);
    line(
        "solve to columns, weighted",
        "trays",
        TRAYS as f64,
        t_columns,
    );
    eprintln!(
        "  solving ÷ scoring (hunt-weighted, same process): {:.2}× to columns, {:.2}× as Vec<Found>",
        t_columns / t_score,
        t_solve / t_score
    );
    let mut deals: Vec<f64> = (0..2_000u64)
        .map(|s| {
            let t = Instant::now();
            black_box(deal(black_box(s + 1_000_000)));
            t.elapsed().as_secs_f64()
        })
        .collect();
    deals.sort_by(f64::total_cmp);
    eprintln!(
        "  {:<28} median {:.1} µs, p99 {:.1} µs over 2000 seeds ({:.2}× the baseline run)",
        "deal",
        deals[1000] * 1e6,
        deals[1980] * 1e6,
        deals[1000] / b
    );
    line(
        "find_path (mixed)",
        "words",
        judge.len() as f64,
        best_of(7, || {
            black_box(judge_all());
        }),
    );
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
