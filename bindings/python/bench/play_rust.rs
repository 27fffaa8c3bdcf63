//! The Rust side of `overhead.py`'s Wordgrid rows: one `play` on a fresh
//! game, timed the same way (the median over batches of N calls, games
//! made outside the timed loop), so the two figures can be set side by
//! side in one process run each:
//!
//!     cargo run --release -q -p gridwords-python --example play_rust
//!     .venv/bin/python bindings/python/bench/overhead.py --only duel
//!
//! Scenario (both sides): two humans, seed 1, created at 0; seat 0 writes
//! "a" into cell 6 and plays "ha" at 1000 (by word, by path, and as the
//! generic JSON action). Each call also runs the end check for seat 1.
//! Each row prints the median batch and the best one: on a loaded machine
//! the median counts other processes' time, the best batch much less.
//!
//! Sóló, beside `overhead.py --only solo`: a fresh game of seed 42 created
//! at 0 per call, on which `swap` trades the cells of one pair at 1000, the
//! pairs `(a, (37a + 11) % 100)` for a in 0..100 taken in turn (every cell
//! is Free on a fresh field, so each call is a legal swap; 96 of the 100
//! score a word).

use std::cell::Cell;
use std::hint::black_box;
use std::time::Instant;

use gridwords::duel::{Config, Game, SeatKind};
use gridwords::{solo, AnyGame};

fn fresh() -> Game {
    Game::new(Config::new(vec![SeatKind::Human; 2], 1), 0).expect("a game")
}

/// (median, best) ns per call over `batches` batches of `n` calls.
fn per_call_ns<G>(
    make: impl Fn() -> G,
    mut call: impl FnMut(&mut G),
    n: usize,
    batches: usize,
) -> (f64, f64) {
    let mut runs: Vec<f64> = (0..batches)
        .map(|_| {
            let mut games: Vec<G> = (0..n).map(|_| make()).collect();
            let t = Instant::now();
            for g in &mut games {
                call(g);
            }
            let ns = t.elapsed().as_nanos() as f64 / n as f64;
            drop(games);
            ns
        })
        .collect();
    runs.sort_by(f64::total_cmp);
    (runs[runs.len() / 2], runs[0])
}

fn row(name: &str, (median, best): (f64, f64)) {
    println!("  {name:<24} {median:8.0} {best:8.0}");
}

fn main() {
    let (n, batches) = (2_000, 15);
    let json = r#"{"action":"play","seat":0,"cell":6,"letter":"a","word":"ha"}"#;
    println!("rust ns/call over {batches} batches of {n}: median, best batch");
    let word = per_call_ns(
        fresh,
        |g| {
            black_box(g.play(0, 6, 'a', "ha", 1_000).expect("legal"));
        },
        n,
        batches,
    );
    row("duel play (word)", word);
    let path = per_call_ns(
        fresh,
        |g| {
            black_box(g.play_path(0, 6, 'a', &[11, 6], 1_000).expect("legal"));
        },
        n,
        batches,
    );
    row("duel play (path)", path);
    let act = per_call_ns(
        || AnyGame::Duel(fresh()),
        |g| {
            black_box(g.act_json(json, 1_000).expect("legal"));
        },
        n,
        batches,
    );
    row("duel act_json (str)", act);

    // One game per call, each with its pair (the pairs in turn, as
    // overhead.py deals them: N is a multiple of 100).
    let next = Cell::new(0usize);
    let swap = per_call_ns(
        || {
            let a = next.get() % 100;
            next.set(next.get() + 1);
            (
                solo::Game::new(42, 0).expect("a game"),
                a,
                (37 * a + 11) % 100,
            )
        },
        |(g, a, b)| {
            black_box(g.swap(*a, *b, 1_000).expect("legal"));
        },
        n,
        batches,
    );
    row("solo swap", swap);
}
