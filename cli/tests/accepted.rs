//! The cross-language table of accepted inputs (`tests/errors/accepted.json`,
//! written by `core/tests/accepted.rs`) through the built `gridwords run`,
//! its calls made as `cli/tests/errors.rs` makes them: a config is the
//! command's argument (`--now-ms` the row's `now`), an action a line with
//! its `now_ms`, the steps `before` the lines ahead of it. Each output line
//! is parsed: an accepted action's line is the table's `events`, as the
//! core, C, Python and Node return them.
//!
//! `run` prints a call's events and nothing else, so what it shows of a
//! row is those, and a `new` row's config through `--log FILE`: the log's
//! `game` and `config` together are the table's `config`. The rows' `view` is not checked here: `run`
//! has no way to show a view (no call of its input asks for one).

use std::path::PathBuf;

mod support;

use serde_json::{json, Value};

/// The row's input as the text sent: a string as it is, else its JSON.
fn text(input: &Value) -> String {
    match input {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// An action object with its time, as one input line.
fn line(action: &Value, now: u64) -> String {
    let mut action = action.clone();
    action["now_ms"] = json!(now);
    action.to_string()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridwords-cli-accepted-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The config a log holds, `game` included: what `config()` gives.
fn config_of_log(log: &Value) -> Value {
    let mut config = log["config"].clone();
    config["game"] = log["game"].clone();
    config
}

#[test]
fn every_accepted_input_gives_the_cores_events_and_config() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/accepted.json");
    let rows: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(rows.len() >= 15, "the table has {} rows", rows.len());
    for (i, row) in rows.iter().enumerate() {
        let name = row["name"].as_str().unwrap();
        let now = row["now"].as_u64().unwrap();
        let (config, created, mut lines) = match row["call"].as_str().unwrap() {
            "new" => (text(&row["input"]), now, vec![]),
            "act" => {
                let before: Vec<String> = row["before"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|step| line(&step[0], step[1].as_u64().unwrap()))
                    .collect();
                (text(&row["config"]), 0, before)
            }
            other => panic!("{name}: a call this test does not know: {other}"),
        };
        let steps = lines.len();
        if row["call"] == "act" {
            lines.push(line(&row["input"], now));
        }
        let log = temp(&format!("{i}.log.json"));
        let created = created.to_string();
        let args = [
            "run",
            config.as_str(),
            "--now-ms",
            created.as_str(),
            "--log",
            log.to_str().expect("a UTF-8 temporary path"),
        ];
        let stdin: String = lines.iter().map(|l| format!("{l}\n")).collect();
        let out = support::gridwords(&args, &stdin);
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{name}: {stdout}{stderr}");
        assert!(stderr.is_empty(), "{name}: {stderr}");
        let answers: Vec<Value> = stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(answers.len(), lines.len(), "{name}: {stdout}");
        for events in &answers[..steps] {
            assert!(events.is_array(), "{name}: a step before: {events}");
        }
        if row["call"] == "act" {
            assert_eq!(answers[steps], row["events"], "{name}: events");
        }
        if row["call"] == "new" {
            let log: Value = serde_json::from_str(&std::fs::read_to_string(&log).unwrap()).unwrap();
            assert_eq!(config_of_log(&log), row["config"], "{name}: config");
        }
    }
}
