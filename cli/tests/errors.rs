//! The cross-language error table, `tests/errors/cases.json`, through the
//! built `gridwords run`: every case must give the table's code and message
//! exactly, as the core (`core/tests/errors.rs`), C, Python and Node give
//! them, and the refused call must leave the game as it was (its log the
//! log of the game without it).
//!
//! The table's calls become the CLI's input as a script would write it: a
//! config is the command's argument; an action as JSON is a line with its
//! `now_ms`; a typed Wordgrid move (`duel.play`: seat, cell, letter as text,
//! word) is the same move as a `play` action, which the core reads through
//! the same `duel::letter_from_text`.

use std::path::PathBuf;
use std::process::Output;

mod support;

use serde_json::{json, Value};

fn table() -> Vec<Value> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/cases.json");
    let text = std::fs::read_to_string(&path).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// `gridwords run CONFIG --now-ms NOW [--log LOG]` with `lines` on stdin.
fn run(config: &Value, now: u64, lines: &[String], log: Option<&PathBuf>) -> Output {
    let (config, now) = (config.to_string(), now.to_string());
    let mut args = vec!["run", config.as_str(), "--now-ms", now.as_str()];
    if let Some(log) = log {
        args.extend(["--log", log.to_str().expect("a UTF-8 temporary path")]);
    }
    let stdin: String = lines.iter().map(|l| format!("{l}\n")).collect();
    support::gridwords(&args, &stdin)
}

/// An action object with its time, as one input line.
fn line(action: &Value, now: u64) -> String {
    let mut action = action.clone();
    action["now_ms"] = json!(now);
    action.to_string()
}

/// The case's call as the line `gridwords run` reads.
fn call_line(case: &Value, name: &str) -> String {
    let now = case["now"].as_u64().unwrap();
    let input = &case["input"];
    match case["call"].as_str().unwrap() {
        "act" => line(input, now),
        "duel.play" => {
            let mut keys: Vec<&str> = input
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            keys.sort_unstable();
            assert_eq!(
                keys,
                ["cell", "letter", "seat", "word"],
                "{name}: a duel.play this test does not know how to type"
            );
            let mut play = input.clone();
            play["action"] = json!("play");
            line(&play, now)
        }
        other => panic!("{name}: a call this test does not know: {other}"),
    }
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridwords-cli-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn every_case_of_the_table_gets_its_code_and_message_and_changes_nothing() {
    let cases = table();
    assert!(cases.len() >= 15, "the table has {} cases", cases.len());
    let mut checked = 0;
    for (i, case) in cases.iter().enumerate() {
        let name = case["name"].as_str().unwrap();
        let now = case["now"].as_u64().unwrap();
        let (out, before) = if case["call"] == "new" {
            (run(&case["input"], now, &[], None), vec![])
        } else {
            let before: Vec<String> = case["before"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|step| line(&step[0], step[1].as_u64().unwrap()))
                .collect();
            let mut lines = before.clone();
            lines.push(call_line(case, name));
            let log = temp(&format!("{i}.log.json"));
            let out = run(&case["config"], 0, &lines, Some(&log));
            // The game as it was: its log is the log of the steps before.
            let without = temp(&format!("{i}.before.log.json"));
            let ok = run(&case["config"], 0, &before, Some(&without));
            assert!(ok.status.success(), "{name}: the steps before: {ok:?}");
            assert_eq!(
                std::fs::read_to_string(&log).unwrap(),
                std::fs::read_to_string(&without).unwrap(),
                "{name}: the refused call changed the game"
            );
            (out, before)
        };
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {stdout}{stderr}");
        assert!(stderr.is_empty(), "{name}: {stderr}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), before.len() + 1, "{name}: {stdout}");
        for events in &lines[..before.len()] {
            assert!(events.starts_with('['), "{name}: {stdout}");
        }
        let answer: Value = serde_json::from_str(lines[before.len()]).unwrap();
        let want = json!({"error": {"code": case["code"], "message": case["message"]}});
        assert_eq!(answer, want, "{name}");
        checked += 1;
    }
    assert_eq!(checked, cases.len(), "every case is run");
}
