//! Lexicon benchmarks (performance.md rows: open the shipped blob, membership,
//! blob size). Each group also runs a same-process baseline so figures can
//! be read as ratios on a noisy shared machine: the baseline is a lookup of
//! the same words in a `HashSet<&str>` built from the list.

mod support;

use std::collections::HashSet;
use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use gridwords::lexicon::{Lexicon, EMBEDDED_BLOB};

fn bench(c: &mut Criterion) {
    eprintln!(
        "lexicon blob size: {} bytes (budget 819200)",
        EMBEDDED_BLOB.len()
    );
    let lex = Lexicon::embedded();
    eprintln!(
        "solver trie: {} nodes, {} bytes (budget 4194304)",
        lex.trie().len(),
        lex.trie().heap_bytes()
    );
    let all: Vec<String> = lex.words().collect();
    let queries = support::mixed_queries(&all);
    let hash: HashSet<&str> = all.iter().map(String::as_str).collect();

    let mut g = c.benchmark_group("lexicon");
    g.bench_function("open_embedded_blob", |b| {
        b.iter(|| black_box(Lexicon::open_embedded_unchecked().unwrap()))
    });
    g.bench_function("contains_mixed_1024", |b| {
        b.iter(|| {
            queries
                .iter()
                .filter(|q| lex.contains(black_box(q)))
                .count()
        })
    });
    // The same lookups before any trie is built: the `fst` walk.
    let fresh = Lexicon::from_bytes(EMBEDDED_BLOB.to_vec()).unwrap();
    g.bench_function("contains_fst_mixed_1024", |b| {
        b.iter(|| {
            queries
                .iter()
                .filter(|q| fresh.contains(black_box(q)))
                .count()
        })
    });
    g.bench_function("baseline_hashset_mixed_1024", |b| {
        b.iter(|| {
            queries
                .iter()
                .filter(|q| hash.contains(black_box(q.as_str())))
                .count()
        })
    });
    g.bench_function("trie_build", |b| {
        b.iter(|| black_box(lex.build_trie().len()))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = bench
}
criterion_main!(benches);
