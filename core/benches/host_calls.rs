//! The host-facing calls a user waits on, timed in Rust as every binding
//! times them (performance.md, "Host calls in every language"): the rows
//! of `tests/bench/host_calls.json` (create, act, view, snapshot, restore,
//! replay, verify, best swaps, a hard bot move), each through the core's
//! own calls (`AnyGame`), batch by batch as the spec says. This is the
//! reference the C, Python and Node runners' overhead is read against
//! (`tools/bench_host_calls.py` joins them into one table).
//!
//! `cargo bench -p gridwords --bench host_calls` prints one JSON line a
//! row, `{"row": ..., "ns": ...}` (the median batch's time per call).
//! Not criterion: every language's runner times the same way, so that
//! their figures divide.

use std::hint::black_box;
use std::time::Instant;

use gridwords::AnyGame;
use serde_json::Value;

const SPEC: &str = include_str!("../../tests/bench/host_calls.json");

/// A row's game, set up as the spec says.
fn set_up(row: &Value) -> AnyGame {
    let config = row["config"].as_str().unwrap();
    let mut g = AnyGame::new(config, None, 0).unwrap();
    for step in row["setup"].as_array().unwrap() {
        if let Some(at) = step["advance"].as_u64() {
            g.advance(at).unwrap();
        } else {
            let act = step["act"].as_str().unwrap();
            g.act_json(act, step["at"].as_u64().unwrap()).unwrap();
        }
    }
    g
}

/// One call of `row` on `g` (its own copy for a fresh row).
fn call(row: &Value, g: &mut AnyGame, snapshot: &[u8], log: &str, result: &str) {
    let now = row["now_ms"].as_u64().unwrap_or(0);
    match row["call"].as_str().unwrap() {
        "create" => {
            black_box(AnyGame::new(row["config"].as_str().unwrap(), None, 0).unwrap());
        }
        "act" => {
            black_box(g.act_json(row["arg"].as_str().unwrap(), now).unwrap());
        }
        "advance" => {
            black_box(g.advance(now).unwrap());
        }
        "view" => {
            black_box(g.view_json(Some(0)).unwrap());
        }
        "snapshot" => {
            black_box(g.snapshot());
        }
        "restore" => {
            black_box(AnyGame::restore(snapshot, None).unwrap());
        }
        "replay" => {
            black_box(AnyGame::replay_json(log, None).unwrap());
        }
        "verify" => {
            assert!(AnyGame::verify_json(log, result, None).unwrap());
        }
        "best_swaps" => {
            let AnyGame::Solo(s) = g else {
                panic!("best_swaps of a Sóló game")
            };
            black_box(s.best_swaps(row["k"].as_u64().unwrap() as usize));
        }
        other => panic!("unknown call {other}"),
    }
}

fn main() {
    let spec: Value = serde_json::from_str(SPEC).unwrap();
    let batches = spec["batches"].as_u64().unwrap() as usize;
    let batch_s = spec["batch_ms"].as_f64().unwrap() / 1e3;
    gridwords::warm_up(None);
    for row in spec["rows"].as_array().unwrap() {
        let set = set_up(row);
        let snapshot = set.snapshot();
        let log = set.log_json();
        let result = set.result_json().unwrap_or_default();
        let fresh = row["fresh"].as_bool().unwrap_or(false);
        let mut shared = AnyGame::restore(&snapshot, None).unwrap();
        // One batch of `n` calls, in seconds.
        let mut batch = |n: usize| -> f64 {
            let mut games: Vec<AnyGame> = if fresh {
                (0..n)
                    .map(|_| AnyGame::restore(&snapshot, None).unwrap())
                    .collect()
            } else {
                Vec::new()
            };
            let t = Instant::now();
            if fresh {
                for g in &mut games {
                    call(row, g, &snapshot, &log, &result);
                }
            } else {
                for _ in 0..n {
                    call(row, &mut shared, &snapshot, &log, &result);
                }
            }
            t.elapsed().as_secs_f64()
        };
        let mut n = 1;
        while batch(n) < batch_s && n < 1 << 20 {
            n *= 2;
        }
        let mut per_call: Vec<f64> = (0..batches).map(|_| batch(n) / n as f64).collect();
        per_call.sort_by(f64::total_cmp);
        let ns = per_call[batches / 2] * 1e9;
        println!(
            "{}",
            serde_json::json!({"lang": "rust", "row": row["row"], "ns": ns.round()})
        );
    }
}
