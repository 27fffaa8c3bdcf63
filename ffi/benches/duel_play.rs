//! One Wordgrid `play` through the C ABI over the same call in Rust, in
//! one process (the ratio is the C layer's cost: argument checks, the
//! handle's lock, the panic guard, the events as JSON).
//!
//! Positions: every ply of four bot games (medium against easy), replayed
//! between two human seats; each timed call plays the move the bot played
//! there, on a fresh copy of the position (a clone in Rust, a handle
//! restored from a snapshot for C; neither is timed).
//!
//! After criterion's groups, a summary robust to a busy machine: for each
//! position the best of 7 timed calls of each kind, then the median over
//! positions of those bests and of each position's ratio C / Rust.
//!
//! `cargo bench -p gridwords-ffi --bench duel_play`

use std::cell::Cell;
use std::ffi::{c_char, CString};
use std::hint::black_box;
use std::ptr;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use gridwords::duel::{Config, Game, Level, SeatKind};
use gridwords_ffi::duel::{gw_duel_play_path, gw_duel_play_word};
use gridwords_ffi::game::{gw_game_free, gw_game_restore, Game as Handle};
use gridwords_ffi::strings::gw_string_free;
use gridwords_ffi::Status;

struct Position {
    game: Game,
    snapshot: Vec<u8>,
    seat: u32,
    cell: u32,
    letter: char,
    path: Vec<u32>,
    word: CString,
    at_ms: u64,
}

/// Every position of four bot games, with the move played there.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 1..=4 {
        let mut bots = Game::new(
            Config::new(
                vec![SeatKind::Bot(Level::Medium), SeatKind::Bot(Level::Easy)],
                seed,
            ),
            0,
        )
        .unwrap();
        let mut now = 0;
        while !bots.is_over() {
            now += 1_000;
            bots.advance(now).unwrap();
        }
        let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], seed), 0).unwrap();
        for (ply, m) in bots.result().unwrap().moves.iter().enumerate() {
            let at_ms = 1_000 * (ply as u64 + 1);
            let path: Vec<u32> = m.path.iter().map(|&c| u32::from(c)).collect();
            out.push(Position {
                game: g.clone(),
                snapshot: g.snapshot(),
                seat: m.seat as u32,
                cell: u32::from(m.cell),
                letter: m.letter,
                word: CString::new(m.word.as_str()).unwrap(),
                path: path.clone(),
                at_ms,
            });
            let path: Vec<usize> = m.path.iter().map(|&c| c as usize).collect();
            g.play_path(m.seat, m.cell as usize, m.letter, &path, at_ms)
                .unwrap();
        }
    }
    out
}

/// A handle freed when dropped (outside the timed routine).
struct Owned(*mut Handle);

impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: a handle from gw_game_restore, freed once.
        unsafe { gw_game_free(self.0) };
    }
}

fn restore(p: &Position) -> Owned {
    let mut h: *mut Handle = ptr::null_mut();
    // SAFETY: valid bytes and out-param.
    let st = unsafe { gw_game_restore(p.snapshot.as_ptr(), p.snapshot.len(), ptr::null(), &mut h) };
    assert_eq!(st, Status::Ok);
    Owned(h)
}

fn bench(c: &mut Criterion) {
    let all = positions();
    println!("{} positions", all.len());
    let next = Cell::new(0usize);
    let pick = || {
        let i = next.get();
        next.set((i + 1) % all.len());
        &all[i]
    };
    let mut group = c.benchmark_group("duel_play");

    group.bench_function("rust_play_path", |b| {
        b.iter_batched(
            || {
                let p = pick();
                (p.game.clone(), p)
            },
            |(mut g, p)| {
                let path: Vec<usize> = p.path.iter().map(|&c| c as usize).collect();
                let ev = g
                    .play_path(p.seat as usize, p.cell as usize, p.letter, &path, p.at_ms)
                    .unwrap();
                black_box(ev);
                g
            },
            BatchSize::SmallInput,
        )
    });

    group.bench_function("c_play_path_events_json", |b| {
        b.iter_batched(
            || {
                let p = pick();
                (restore(p), p)
            },
            |(h, p)| {
                let mut ev: *mut c_char = ptr::null_mut();
                // SAFETY: a live handle, a path of `len` cells, a valid out-param.
                let st = unsafe {
                    gw_duel_play_path(
                        h.0,
                        p.seat,
                        p.cell,
                        p.letter as u32,
                        p.path.as_ptr(),
                        p.path.len(),
                        p.at_ms,
                        &mut ev,
                    )
                };
                assert_eq!(st, Status::Ok);
                // SAFETY: a string from the library, freed once.
                unsafe { gw_string_free(black_box(ev)) };
                h
            },
            BatchSize::SmallInput,
        )
    });

    group.bench_function("c_play_path_no_events", |b| {
        b.iter_batched(
            || {
                let p = pick();
                (restore(p), p)
            },
            |(h, p)| {
                // SAFETY: a live handle and a path of `len` cells.
                let st = unsafe {
                    gw_duel_play_path(
                        h.0,
                        p.seat,
                        p.cell,
                        p.letter as u32,
                        p.path.as_ptr(),
                        p.path.len(),
                        p.at_ms,
                        ptr::null_mut(),
                    )
                };
                assert_eq!(st, Status::Ok);
                h
            },
            BatchSize::SmallInput,
        )
    });

    group.bench_function("rust_play_word", |b| {
        b.iter_batched(
            || {
                let p = pick();
                (p.game.clone(), p)
            },
            |(mut g, p)| {
                let word = p.word.to_str().unwrap();
                let ev = g
                    .play(p.seat as usize, p.cell as usize, p.letter, word, p.at_ms)
                    .unwrap();
                black_box(ev);
                g
            },
            BatchSize::SmallInput,
        )
    });

    group.bench_function("c_play_word_events_json", |b| {
        b.iter_batched(
            || {
                let p = pick();
                (restore(p), p)
            },
            |(h, p)| {
                let mut ev: *mut c_char = ptr::null_mut();
                // SAFETY: a live handle, a C string, a valid out-param.
                let st = unsafe {
                    gw_duel_play_word(
                        h.0,
                        p.seat,
                        p.cell,
                        p.letter as u32,
                        p.word.as_ptr(),
                        p.at_ms,
                        &mut ev,
                    )
                };
                assert_eq!(st, Status::Ok);
                // SAFETY: a string from the library, freed once.
                unsafe { gw_string_free(black_box(ev)) };
                h
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
    summary(&all);
}

/// The best of `runs` timings of `call` on fresh copies made by `fresh`.
fn best<T>(runs: usize, mut fresh: impl FnMut() -> T, mut call: impl FnMut(&mut T)) -> Duration {
    (0..runs)
        .map(|_| {
            let mut x = fresh();
            let t = Instant::now();
            call(&mut x);
            let d = t.elapsed();
            drop(black_box(x));
            d
        })
        .min()
        .unwrap_or_default()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn summary(all: &[Position]) {
    const RUNS: usize = 7;
    let (mut rust, mut c_json, mut c_none, mut r_json, mut r_none) =
        (vec![], vec![], vec![], vec![], vec![]);
    for p in all {
        let path: Vec<usize> = p.path.iter().map(|&c| c as usize).collect();
        let r = best(
            RUNS,
            || p.game.clone(),
            |g| {
                black_box(
                    g.play_path(p.seat as usize, p.cell as usize, p.letter, &path, p.at_ms)
                        .unwrap(),
                );
            },
        );
        let play = |h: &mut Owned, out: *mut *mut c_char| {
            // SAFETY: a live handle, a path of `len` cells, an out-param or NULL.
            let st = unsafe {
                gw_duel_play_path(
                    h.0,
                    p.seat,
                    p.cell,
                    p.letter as u32,
                    p.path.as_ptr(),
                    p.path.len(),
                    p.at_ms,
                    out,
                )
            };
            assert_eq!(st, Status::Ok);
        };
        let cj = best(
            RUNS,
            || restore(p),
            |h| {
                let mut ev: *mut c_char = ptr::null_mut();
                play(h, &mut ev);
                // SAFETY: a string from the library, freed once.
                unsafe { gw_string_free(black_box(ev)) };
            },
        );
        let cn = best(RUNS, || restore(p), |h| play(h, ptr::null_mut()));
        let us = |d: Duration| d.as_secs_f64() * 1e6;
        rust.push(us(r));
        c_json.push(us(cj));
        c_none.push(us(cn));
        r_json.push(us(cj) / us(r));
        r_none.push(us(cn) / us(r));
    }
    println!(
        "\nduel_play summary over {} positions (median of each position's best of {RUNS}):",
        all.len()
    );
    println!("  Rust Game::play_path           {:7.2} us", median(rust));
    println!(
        "  C gw_duel_play_path, events    {:7.2} us   C / Rust {:.2}",
        median(c_json),
        median(r_json)
    );
    println!(
        "  C gw_duel_play_path, NULL      {:7.2} us   C / Rust {:.2}",
        median(c_none),
        median(r_none)
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
