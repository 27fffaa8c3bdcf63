//! The cross-language error table, `tests/errors/cases.json`: each case is
//! a mistake (a config, an action as JSON, or a typed call) with the code
//! and message the core gives it, or a record (a log, with a claimed
//! result) that is refused or is judged. This test is the core's run of it;
//! C (`ffi/tests/errors.rs`), the CLI (`cli/tests/errors.rs`), Python
//! (`bindings/python/tests/test_errors.py`) and Node
//! (`bindings/node/test/errors.test.mjs`) run the same table, so the same
//! mistake gives the same code and message everywhere, and changes
//! nothing.
//!
//! The calls: `new` (input: a config), `act` (input: an action; `config`
//! and the steps `before` make the game), `duel.play` (a typed Wordgrid
//! move), `replay` (input: a log, as text) and `verify` (input: a log as
//! text, `result`: the claimed result as text, `trust_bots`: the fast check
//! that trusts the bots' logged moves); a record is judged with the
//! shipped list, or with a list of the case's `words`. An input given as a string is sent
//! as that text (so it can name a key twice); an object as its JSON. A
//! `verify` case has either a `code` and `message` (the check is refused)
//! or a `report`: what `verify_report` says is false, `null` for a true
//! claim (`verify` is then true, else false). A `verify` case with a
//! `key` (hex) verifies a sealed log with it (`verify_sealed_report`).
//!
//! The seals (`seal`, docs/rules/records.md, "Sealed records"): `seal`
//! (input: the record, `kind`, `key` in hex, `key_id`), `open` (input: the
//! sealed record, `key`) and `restore` (input: snapshot bytes); a
//! snapshot's bytes (`"kind": "snapshot"`, and every `restore`) are hex.
//! Their records are those of `tests/vectors/seals.json`.
//!
//! `GW_WRITE_ERRORS=1` writes each case's `message` (and `report`) from
//! the core (review the diff: a message is part of the surface). The
//! records of the `replay` and `verify` cases were made with the engine by
//! `core/examples/error_table_records.rs`.

use gridwords::duel::{letter_from_text, Duel};
use gridwords::engine::{BotReplay, Check};
use gridwords::seal::{self, Kind};
use gridwords::{AnyGame, Error, ErrorCode, Lexicon};
use serde_json::Value;

/// The cross-language table (the seal calls' cases with the rest: every
/// surface runs them all).
fn table_paths() -> [std::path::PathBuf; 1] {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors");
    [dir.join("cases.json")]
}

/// The case's input as the text sent: a string as it is, else its JSON.
fn text(input: &Value) -> String {
    match input {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The list a record is judged with: the case's `words`, else the shipped
/// list.
fn lexicon(case: &Value) -> Option<Lexicon> {
    let words = case.get("words")?.as_array()?;
    Some(Lexicon::from_words(words.iter().map(|w| w.as_str().unwrap())).unwrap())
}

/// A `verify` case's answer: what is false in its claim (`None`: true),
/// checked against `verify` itself, or the error.
fn verify(case: &Value) -> Result<Option<String>, Error> {
    let bots = if case["trust_bots"] == true {
        BotReplay::Apply
    } else {
        BotReplay::Rerun
    };
    let check = match case["min_version"].as_u64() {
        Some(v) => Check::from(bots).min_version(v).unwrap(),
        None => Check::from(bots),
    };
    let (log, result) = (text(&case["input"]), text(&case["result"]));
    let lexicon = lexicon(case);
    if let Some(key) = case["key"].as_str() {
        return AnyGame::verify_sealed_report(&log, &result, &unhex(key), lexicon.as_ref(), check);
    }
    let report = AnyGame::verify_report(&log, &result, lexicon.as_ref(), check)?;
    let verified = AnyGame::verify_json_with(&log, &result, lexicon.as_ref(), check).unwrap();
    assert_eq!(verified, report.is_none(), "{}", case["name"]);
    Ok(report)
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

/// A `seal`, `open` or `restore` case's refusal (a snapshot's bytes are
/// hex), or `None` for another call.
fn record_call(case: &Value) -> Option<Error> {
    let input = case["input"].as_str().unwrap_or_default();
    let key = unhex(case["key"].as_str().unwrap_or_default());
    let snapshot = case["kind"] == "snapshot";
    Some(
        match case["call"].as_str()? {
            "seal" if snapshot => {
                let id = case["key_id"].as_str().unwrap();
                seal::seal_snapshot(&unhex(input), &key, id).map(drop)
            }
            "seal" => {
                let kind = Kind::from_name(case["kind"].as_str().unwrap()).unwrap();
                seal::seal_json(kind, input, &key, case["key_id"].as_str().unwrap()).map(drop)
            }
            "open" if snapshot => seal::open_snapshot(&unhex(input), &key).map(drop),
            "open" => seal::open_json(input, &key).map(drop),
            "restore" => AnyGame::restore(&unhex(input), lexicon(case).as_ref()).map(drop),
            _ => return None,
        }
        .expect_err("a refused call"),
    )
}

/// Runs one case through the core the way a binding does; the error, and
/// whether the game was left as it was.
fn run(case: &Value) -> (Error, bool) {
    let now = case["now"].as_u64().unwrap();
    let input = &case["input"];
    if let Some(e) = record_call(case) {
        return (e, true);
    }
    if case["call"] == "new" {
        let e = AnyGame::new(&text(input), None, now).expect_err("a refused config");
        return (e, true);
    }
    if case["call"] == "replay" {
        let lexicon = lexicon(case);
        let e = AnyGame::replay_json(&text(input), lexicon.as_ref()).expect_err("a refused log");
        let again =
            AnyGame::from_log_json(&text(input), lexicon.as_ref()).expect_err("a refused log");
        assert_eq!(again, e, "{}: from_log", case["name"]);
        return (e, true);
    }
    if case["call"] == "verify" {
        return (verify(case).expect_err("a refused check"), true);
    }
    let mut g = AnyGame::new(&case["config"].to_string(), None, 0).unwrap();
    for step in case["before"].as_array().into_iter().flatten() {
        g.act_json(&step[0].to_string(), step[1].as_u64().unwrap())
            .unwrap();
    }
    let before = g.snapshot();
    let err = match case["call"].as_str().unwrap() {
        "act" => g.act_json(&text(input), now).map(drop),
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
    for path in table_paths() {
        check_table(&path);
    }
}

fn check_table(path: &std::path::Path) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut cases: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert!(cases.len() >= 10, "{}", path.display());
    let write = std::env::var_os("GW_WRITE_ERRORS").is_some();
    for case in &mut cases {
        let name = case["name"].as_str().unwrap().to_string();
        if case["call"] == "verify" && case.get("code").is_none() {
            let report = verify(case).unwrap_or_else(|e| panic!("{name}: {e}"));
            if write {
                case["report"] = report.map_or(Value::Null, Value::String);
            } else {
                assert_eq!(
                    report.map_or(Value::Null, Value::String),
                    case["report"],
                    "{name}"
                );
            }
            continue;
        }
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
        std::fs::write(path, format!("[\n{}\n]\n", lines.join(",\n"))).unwrap();
    }
}
