//! The Rust side of `bench/overhead.mjs`'s Wordgrid rows: one `play` on a
//! fresh game, timed exactly as the Node bench times it (N calls per batch
//! on games made outside the timed loop; the median and the best batch),
//! so the two figures differ by the binding's cost alone. Run by
//! `make bench-node`:
//!
//!   cargo run --release -q -p gridwords-node --example play_bench
//!
//! Scenario (both sides): two humans, seed 1, created at 0; seat 0 writes A
//! into cell 6 and plays "ha" at 1000, by the word, by its path [11, 6],
//! and as the generic JSON action. Each call also runs the engine's end
//! check for seat 1.
//!
//! Sóló (both sides): a fresh game of seed 42 created at 0, on which
//! `swap` trades the cells of one pair at 1000, the pairs `(a, (37a + 11)
//! % 100)` for a in 0..100 taken in turn (every cell is Free on a fresh
//! field, so each call is a legal swap; 96 of the 100 score a word).

use std::cell::Cell;
use std::hint::black_box;
use std::time::Instant;

use gridwords::duel::{Config, Game, SeatKind};
use gridwords::{solo, AnyGame};

const BATCHES: usize = 15;
const N: usize = 5000;

/// (median, best) ns per call of `call` over `BATCHES` batches of `N`
/// games from `make`.
fn measure<G>(make: impl Fn() -> G, call: impl Fn(&mut G)) -> (f64, f64) {
    for g in &mut (0..1000).map(|_| make()).collect::<Vec<G>>() {
        call(g); // warm up
    }
    let mut per: Vec<f64> = (0..BATCHES)
        .map(|_| {
            let mut games: Vec<G> = (0..N).map(|_| make()).collect();
            let t = Instant::now();
            for g in &mut games {
                call(g);
            }
            t.elapsed().as_nanos() as f64 / N as f64
        })
        .collect();
    per.sort_by(f64::total_cmp);
    (per[per.len() / 2], per[0])
}

fn main() {
    let fresh = || Game::new(Config::new(vec![SeatKind::Human; 2], 1), 0).expect("a game");
    let word = measure(fresh, |g| {
        black_box(
            g.play(0, 6, 'a', black_box("ha"), 1000)
                .expect("a legal move"),
        );
    });
    let path = measure(fresh, |g| {
        black_box(
            g.play_path(0, 6, 'a', black_box(&[11, 6]), 1000)
                .expect("a legal move"),
        );
    });
    let config = r#"{"game":"duel","seats":["human","human"],"seed":1}"#;
    let action = r#"{"action":"play","seat":0,"cell":6,"letter":"a","word":"ha"}"#;
    let generic = measure(
        || AnyGame::new(config, None, 0).expect("a game"),
        |g| {
            black_box(g.act_json(black_box(action), 1000).expect("a legal move"));
        },
    );
    // Each game carries its pair: the pairs in turn, as overhead.mjs takes
    // them (N and the warm-up's 1000 are multiples of 100).
    let next = Cell::new(0usize);
    let swap = measure(
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
            black_box(g.swap(*a, *b, 1000).expect("a legal swap"));
        },
    );
    println!("rust, {BATCHES} batches of {N}, ns/call: median (best batch)");
    for (name, (median, best)) in [
        ("duel_play_word", word),
        ("duel_play_path", path),
        ("duel_act_json", generic),
        ("solo_swap", swap),
    ] {
        println!("{name:<26} {median:.0} ns (best batch {best:.0} ns)");
    }
}
