//! Word Grid game benchmarks (performance.md rows: accept or refuse one word
//! in a live game; a live game of 4 seats × 100 words: heap, snapshot size,
//! restore time).
//!
//! Same-process baselines: for a word, the naive judge (fold to lower case
//! and look the word up in a `HashSet<String>` of the lexicon); for restore,
//! `Game::clone`. The heap is measured with a counting global allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashSet;
use std::hint::black_box;
use std::sync::atomic::{AtomicIsize, Ordering};

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use gridwords::hunt::{self, Config, Game, SeatKind};
use gridwords::Lexicon;

struct Counting;
static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        LIVE.fetch_add(l.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(p, l) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Seed 1's tray holds 133 words: enough for 100 per seat.
const SEED: u64 = 1;
const T0: u64 = 4_000;

fn words() -> Vec<String> {
    let t = hunt::deal(SEED);
    let mut w: Vec<String> = hunt::solve(&t, Lexicon::embedded())
        .into_iter()
        .map(|f| f.word)
        .collect();
    w.sort();
    w
}

fn live(seats: usize) -> Game {
    let mut g = Game::new(Config::new(vec![SeatKind::Human; seats], SEED), 0).unwrap();
    for s in 0..seats {
        g.ready(s, 1_000).unwrap();
    }
    g.advance(T0).unwrap();
    g
}

/// 4 seats, 100 accepted words each, one a second per seat (under the ceiling).
fn full_game(words: &[String]) -> Game {
    let mut g = live(4);
    for i in 0..100 {
        for s in 0..4 {
            g.submit(
                s,
                &words[(i + s * 7) % words.len()],
                T0 + 1_000 * (i as u64 + 1),
            )
            .unwrap();
        }
    }
    g
}

fn bench(c: &mut Criterion) {
    let words = words();
    let lex = Lexicon::embedded();
    let naive: HashSet<String> = lex.words().collect();

    // Heap and snapshot of the 4 × 100 game.
    let before = LIVE.load(Ordering::Relaxed);
    let game = full_game(&words);
    let heap = LIVE.load(Ordering::Relaxed) - before;
    let snap = game.snapshot();
    eprintln!(
        "hunt game 4 seats x 100 words: heap {heap} bytes (budget 32768), snapshot {} bytes (budget 8192)",
        snap.len()
    );

    let mut g = c.benchmark_group("hunt_game");
    g.bench_function("submit_accept", |b| {
        let mut i = 0usize;
        b.iter_batched_ref(
            || live(2),
            |game| {
                i += 1;
                black_box(game.submit(0, &words[i % words.len()], T0 + 10).unwrap())
            },
            BatchSize::SmallInput,
        )
    });
    // A fresh game per call: one game keeps at most 500 misses a seat.
    g.bench_function("submit_miss_not_in_list", |b| {
        b.iter_batched_ref(
            || live(2),
            |game| black_box(game.submit(0, "Zqxw", T0 + 10).unwrap()),
            BatchSize::SmallInput,
        )
    });
    g.bench_function("baseline_naive_judge", |b| {
        let mut i = 0usize;
        b.iter(|| {
            i += 1;
            let w = words[i % words.len()].to_lowercase();
            black_box(naive.contains(&w))
        })
    });
    g.bench_function("snapshot_4x100", |b| b.iter(|| black_box(game.snapshot())));
    g.bench_function("restore_4x100", |b| {
        b.iter(|| black_box(Game::restore(&snap).unwrap()))
    });
    // A snapshot the host sealed: the seal's check stands for the replay.
    let sealed = gridwords::seal::seal_snapshot(&snap, &[7; 32], "bench").unwrap();
    // The seal's part of that (the rest is decoding, all a restore cost
    // before restores replayed their record).
    g.bench_function("open_seal_4x100", |b| {
        b.iter(|| gridwords::seal::open_snapshot(black_box(&sealed), &[7; 32]).unwrap())
    });
    g.bench_function("restore_sealed_4x100", |b| {
        b.iter(|| black_box(Game::restore_sealed(&sealed, &[7; 32], None).unwrap()))
    });
    // What restore's replay of the snapshot's own record costs, by part.
    let log = game.log_json();
    g.bench_function("from_log_4x100", |b| {
        b.iter(|| black_box(gridwords::engine::session_from_log::<hunt::Hunt>(&log, None).unwrap()))
    });
    g.bench_function("deal", |b| b.iter(|| black_box(hunt::deal(SEED))));
    g.bench_function("baseline_clone_4x100", |b| {
        b.iter(|| black_box(game.clone()))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .measurement_time(std::time::Duration::from_secs(2))
        .warm_up_time(std::time::Duration::from_millis(500));
    targets = bench
}
criterion_main!(benches);
