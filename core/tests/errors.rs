//! The cross-language error table, `tests/errors/cases.json`: each case is
//! a mistake (a config, an action as JSON, or a typed call) with the code
//! and message the core gives it. This test is the core's run of it; C
//! (`ffi/tests/errors.rs`), Python (`bindings/python/tests/test_errors.py`)
//! and Node (`bindings/node/test/errors.test.mjs`) run the same table, so
//! the same mistake gives the same code and message everywhere, and
//! changes nothing.
//!
//! `GW_WRITE_ERRORS=1` writes each case's `message` from the core (review
//! the diff: a message is part of the surface).

use gridwords::duel::{letter_from_text, Duel};
use gridwords::{AnyGame, Error, ErrorCode};
use serde_json::Value;

fn table_path() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/cases.json")
}

/// Runs one case through the core the way a binding does; the error, and
/// whether the game was left as it was.
fn run(case: &Value) -> (Error, bool) {
    let now = case["now"].as_u64().unwrap();
    let input = &case["input"];
    if case["call"] == "new" {
        let e = AnyGame::new(&input.to_string(), None, now).expect_err("a refused config");
        return (e, true);
    }
    let mut g = AnyGame::new(&case["config"].to_string(), None, 0).unwrap();
    for step in case["before"].as_array().into_iter().flatten() {
        g.act_json(&step[0].to_string(), step[1].as_u64().unwrap())
            .unwrap();
    }
    let before = g.snapshot();
    let err = match case["call"].as_str().unwrap() {
        "act" => g.act_json(&input.to_string(), now).map(drop),
        "duel.play" => letter_from_text(input["letter"].as_str().unwrap()).and_then(|letter| {
            g.session_mut::<Duel>()?
                .play(
                    input["seat"].as_u64().unwrap() as usize,
                    input["cell"].as_u64().unwrap() as usize,
                    letter,
                    input["word"].as_str().unwrap(),
                    now,
                )
                .map(drop)
        }),
        other => panic!("unknown call {other}"),
    }
    .expect_err("a refused call");
    (err, g.snapshot() == before)
}

#[test]
fn every_mistake_gets_its_code_and_message_and_changes_nothing() {
    let text = std::fs::read_to_string(table_path()).unwrap();
    let mut cases: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert!(cases.len() >= 15);
    let write = std::env::var_os("GW_WRITE_ERRORS").is_some();
    for case in &mut cases {
        let name = case["name"].as_str().unwrap().to_string();
        let (e, unchanged) = run(case);
        assert!(unchanged, "{name}: the refused call changed the game");
        assert_eq!(e.code().name(), case["code"], "{name}: {e}");
        assert_ne!(e.code(), ErrorCode::Panic, "{name}");
        if write {
            case["message"] = Value::String(e.message().to_string());
        } else {
            assert_eq!(e.message(), case["message"], "{name}");
        }
    }
    if write {
        let lines: Vec<String> = cases.iter().map(|c| format!("  {c}")).collect();
        std::fs::write(table_path(), format!("[\n{}\n]\n", lines.join(",\n"))).unwrap();
    }
}
