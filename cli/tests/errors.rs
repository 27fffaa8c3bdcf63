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
//! the same `duel::letter_from_text`. An input given as a string is that
//! text (a line gets its `,"now_ms":N` before the closing brace), so a key
//! named twice reaches the CLI as written.
//!
//! The records: a `replay` case is `gridwords replay LOG`, refused with
//! `gridwords: CODE: message` on stderr; a `verify` case is `gridwords
//! replay LOG --verify RESULT` (with `--trust-bots` for `"trust_bots":
//! true` and `--min-version N` for `"min_version"`), which prints
//! `verified`, or `MISMATCH` with the report on stderr (exit status 1), or
//! is refused as replay is: exit status 4 for a record the engine will not
//! judge as asked (`LEXICON_MISMATCH`, `VERSION_TOO_OLD`), 3 for one it
//! cannot read; a case's `words` go to `--words FILE`, its `key` (hex) to
//! `--key FILE`.
//!
//! The seals: a `seal` case is `gridwords seal --key FILE --key-id ID
//! --kind KIND IN OUT`, an `open` case `gridwords open --key FILE IN OUT`
//! (a snapshot's bytes from hex), each refused with `gridwords: CODE:
//! message`, exit status 4 for the seal's codes, writing no OUT. The CLI
//! restores no snapshot, so a `restore` case has nothing to run here.

use std::path::PathBuf;
use std::process::Output;

mod support;

use serde_json::{json, Value};

fn table() -> Vec<Value> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/cases.json");
    let text = std::fs::read_to_string(&path).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The case's input as the text sent: a string as it is, else its JSON.
fn text(input: &Value) -> String {
    match input {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `gridwords run CONFIG --now-ms NOW [--log LOG]` with `lines` on stdin.
fn run(config: &Value, now: u64, lines: &[String], log: Option<&PathBuf>) -> Output {
    let (config, now) = (text(config), now.to_string());
    let mut args = vec!["run", config.as_str(), "--now-ms", now.as_str()];
    if let Some(log) = log {
        args.extend(["--log", log.to_str().expect("a UTF-8 temporary path")]);
    }
    let stdin: String = lines.iter().map(|l| format!("{l}\n")).collect();
    support::gridwords(&args, &stdin)
}

/// An action object with its time, as one input line.
fn line(action: &Value, now: u64) -> String {
    if let Value::String(text) = action {
        let body = text.trim_end().strip_suffix('}').expect("an object's text");
        return format!("{body},\"now_ms\":{now}}}");
    }
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

/// A `replay` or `verify` case through `gridwords replay`: the code and
/// message it was refused with, or (a `verify` case) what it says is false,
/// `None` for `verified`.
fn record(case: &Value, i: usize, name: &str) -> Result<Option<String>, (String, String)> {
    let log = temp(&format!("{i}.record.log.json"));
    std::fs::write(&log, text(&case["input"])).unwrap();
    let mut args = vec!["replay".to_string(), log.to_str().unwrap().to_string()];
    if case["call"] == "verify" {
        let result = temp(&format!("{i}.record.result.json"));
        std::fs::write(&result, text(&case["result"])).unwrap();
        args.extend(["--verify".into(), result.to_str().unwrap().into()]);
        if case["trust_bots"] == true {
            args.push("--trust-bots".into());
        }
        if let Some(v) = case["min_version"].as_u64() {
            args.extend(["--min-version".into(), v.to_string()]);
        }
        if let Some(key) = case["key"].as_str() {
            let file = temp(&format!("{i}.record.key"));
            std::fs::write(&file, unhex(key)).unwrap();
            args.extend(["--key".into(), file.to_str().unwrap().into()]);
        }
    }
    if let Some(words) = case.get("words") {
        let file = temp(&format!("{i}.record.words.txt"));
        let lines: Vec<&str> = words
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_str().unwrap())
            .collect();
        std::fs::write(&file, lines.join("\n")).unwrap();
        args.extend(["--words".into(), file.to_str().unwrap().into()]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = support::gridwords(&args, "");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    if out.status.success() {
        assert_eq!(stdout, "verified\n", "{name}: {stdout}");
        assert!(
            case["call"] == "verify" && stderr.is_empty(),
            "{name}: {stderr}"
        );
        return Ok(None);
    }
    let said = stderr
        .strip_prefix("gridwords: ")
        .and_then(|s| s.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("{name}: {stderr}"))
        .to_string();
    if stdout == "MISMATCH\n" {
        assert_eq!(case["call"], "verify", "{name}");
        assert_eq!(out.status.code(), Some(1), "{name}: {stdout}{stderr}");
        return Ok(Some(said));
    }
    assert!(stdout.is_empty(), "{name}: {stdout}");
    let (code, message) = said
        .split_once(": ")
        .unwrap_or_else(|| panic!("{name}: {said}"));
    assert_eq!(
        out.status.code(),
        Some(status_of(code)),
        "{name}: {stdout}{stderr}"
    );
    Err((code.to_string(), message.to_string()))
}

/// The exit status of a record refused with `code`: 4 for one the engine
/// reads but will not judge as asked, 3 for one it cannot read.
fn status_of(code: &str) -> i32 {
    let refused = [
        "LEXICON_MISMATCH",
        "VERSION_TOO_OLD",
        "SEAL_BROKEN",
        "NOT_SEALED",
        "INVALID_KEY",
    ];
    if refused.contains(&code) {
        4
    } else {
        3
    }
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

/// A `seal` or `open` case through `gridwords seal` or `gridwords open`
/// (the record, a snapshot's bytes from hex, and the key in files): the
/// code and message it was refused with; nothing written to OUT.
fn seal_call(case: &Value, i: usize, name: &str) -> (String, String) {
    let input = case["input"].as_str().unwrap();
    let record = temp(&format!("{i}.seal.in"));
    let bytes = if case["kind"] == "snapshot" {
        unhex(input)
    } else {
        input.as_bytes().to_vec()
    };
    std::fs::write(&record, bytes).unwrap();
    let key = temp(&format!("{i}.seal.key"));
    std::fs::write(&key, unhex(case["key"].as_str().unwrap())).unwrap();
    let output = temp(&format!("{i}.seal.out"));
    let (record, key, out_path) = (
        record.to_str().unwrap(),
        key.to_str().unwrap(),
        output.to_str().unwrap(),
    );
    let mut args = vec![case["call"].as_str().unwrap(), "--key", key];
    if case["call"] == "seal" {
        let id = case["key_id"].as_str().unwrap();
        args.extend(["--key-id", id, "--kind", case["kind"].as_str().unwrap()]);
    }
    args.extend([record, out_path]);
    let out = support::gridwords(&args, "");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.stdout.is_empty(), "{name}");
    assert!(!output.exists(), "{name}: wrote {out_path}");
    let said = stderr
        .strip_prefix("gridwords: ")
        .and_then(|s| s.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("{name}: {stderr}"));
    let (code, message) = said.split_once(": ").unwrap();
    assert_eq!(out.status.code(), Some(status_of(code)), "{name}: {stderr}");
    (code.to_string(), message.to_string())
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
        if case["call"] == "seal" || case["call"] == "open" {
            let (code, message) = seal_call(case, i, name);
            assert_eq!(code, case["code"].as_str().unwrap(), "{name}");
            assert_eq!(message, case["message"], "{name}");
            checked += 1;
            continue;
        }
        if case["call"] == "restore" {
            // The CLI restores no snapshot: nothing to refuse.
            checked += 1;
            continue;
        }
        if case["call"] == "replay" || case["call"] == "verify" {
            match (record(case, i, name), case.get("code")) {
                (Ok(report), None) => {
                    assert_eq!(
                        report.map_or(Value::Null, Value::String),
                        case["report"],
                        "{name}"
                    )
                }
                (Err((code, message)), Some(want)) => {
                    assert_eq!(code, *want, "{name}");
                    assert_eq!(message, case["message"], "{name}");
                }
                (got, _) => panic!("{name}: {got:?}"),
            }
            checked += 1;
            continue;
        }
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
