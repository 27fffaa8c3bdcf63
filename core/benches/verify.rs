//! Verifying records (performance.md, "Verifying records"): what an
//! organiser waits on before paying out.
//!
//! * `verify_one`: one hard-vs-hard Wordgrid record, the full check (every
//!   bot's search run again), its searches on one thread and on every
//!   core (`Check::threads`: the log fixes every position, so they run at
//!   once); and the trusted check (`BotReplay::Apply`) beside it.
//! * `verify_many`: a batch of records through `verify::verify_many`, on
//!   one thread and on every core: 8 hard-vs-hard Wordgrid records, and
//!   64 Word Grid records of a human against the strength-5 bot.
//!
//! Every group runs the same-process baseline (1 024 HashSet lookups), and
//! the summary prints records per second per core and the speed-up of
//! every core over one, as ratios read on a noisy shared machine.

mod support;

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridwords::engine::{BotReplay, Check};
use gridwords::verify::{verify_many, VerifyMany};
use gridwords::{AnyGame, Lexicon};
use support::{best_of, Baseline};

/// A hard-vs-hard Wordgrid game of `seed`, played out: log and result.
fn hard_vs_hard(seed: u64) -> (String, String) {
    let config = format!(r#"{{"game":"duel","seats":["bot:hard","bot:hard"],"seed":{seed}}}"#);
    let mut g = AnyGame::new(&config, None, 0).unwrap();
    g.advance(3_600_000).unwrap();
    (g.log_json(), g.result_json().unwrap())
}

/// `n` Word Grid games of a human (ready at once, no words) against the
/// bot at strength 5, played out: logs and results.
fn hunt_strength_5(n: usize) -> Vec<(String, String)> {
    (0..)
        .filter(|&seed| gridwords::hunt::bot_strength(seed) == 5)
        .take(n)
        .map(|seed| {
            let config = format!(r#"{{"game":"hunt","seats":["human","bot"],"seed":{seed}}}"#);
            let mut g = AnyGame::new(&config, None, 0).unwrap();
            g.act_json(r#"{"action":"ready","seat":0}"#, 0).unwrap();
            g.advance(600_000).unwrap();
            (g.log_json(), g.result_json().unwrap())
        })
        .collect()
}

fn cores() -> usize {
    gridwords::hunt::effective_threads(0)
}

fn bench(c: &mut Criterion) {
    let lex = Lexicon::embedded();
    let _ = lex.trie();
    let base = Baseline::new(lex);
    let one = hard_vs_hard(3);
    let duels: Vec<_> = (1..=8).map(hard_vs_hard).collect();
    let hunts = hunt_strength_5(64);
    let judge = |l: &str, r: &str, check: Check| AnyGame::verify_report(l, r, None, check).unwrap();
    assert_eq!(judge(&one.0, &one.1, Check::default()), None);

    let mut g = c.benchmark_group("verify_one");
    g.sample_size(10);
    g.throughput(Throughput::Elements(1));
    g.bench_function("duel_hard_vs_hard_1_thread", |b| {
        b.iter(|| judge(black_box(&one.0), &one.1, Check::default().threads(1)))
    });
    g.bench_function("duel_hard_vs_hard_every_core", |b| {
        b.iter(|| judge(black_box(&one.0), &one.1, Check::default()))
    });
    g.bench_function("duel_hard_vs_hard_trusted", |b| {
        b.iter(|| judge(black_box(&one.0), &one.1, BotReplay::Apply.into()))
    });
    base.bench(&mut g);
    g.finish();

    let many = |records: &[(String, String)], threads: usize| {
        let v = verify_many(
            records,
            &VerifyMany {
                threads,
                ..VerifyMany::default()
            },
        );
        assert!(v.iter().all(|v| v.verified));
    };
    let mut g = c.benchmark_group("verify_many");
    g.sample_size(10);
    for (name, records) in [("duel_hard_vs_hard", &duels), ("hunt_strength_5", &hunts)] {
        g.throughput(Throughput::Elements(records.len() as u64));
        g.bench_function(format!("{name}_{}_1_thread", records.len()), |b| {
            b.iter(|| many(black_box(records), 1))
        });
        g.bench_function(format!("{name}_{}_every_core", records.len()), |b| {
            b.iter(|| many(black_box(records), 0))
        });
    }
    base.bench(&mut g);
    g.finish();

    let bl = base.time();
    println!(
        "\nverify summary ({} cores; baseline: 1024 HashSet lookups = {:.1} µs)",
        cores(),
        bl * 1e6
    );
    let single = best_of(3, || {
        judge(&one.0, &one.1, Check::default().threads(1));
    });
    let all = best_of(3, || {
        judge(&one.0, &one.1, Check::default());
    });
    println!(
        "  one hard-vs-hard record: {:.0} ms on 1 thread, {:.0} ms on every core ({:.2}× faster)",
        single * 1e3,
        all * 1e3,
        single / all
    );
    for (name, records) in [
        ("hard-vs-hard Wordgrid", &duels),
        ("strength-5 Word Grid", &hunts),
    ] {
        let t1 = best_of(3, || many(records, 1));
        let tn = best_of(3, || many(records, 0));
        let n = records.len() as f64;
        println!(
            "  {name}: {:.1} records/s on 1 thread (per core), {:.1} records/s on every core ({:.2}× one core)",
            n / t1,
            n / tn,
            t1 / tn
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .measurement_time(Duration::from_secs(3))
        .warm_up_time(Duration::from_millis(500));
    targets = bench
}
criterion_main!(benches);
