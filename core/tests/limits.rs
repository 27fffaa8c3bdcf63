//! The caps of `gridwords::limits`, each tested at the cap (accepted, or
//! refused only for another reason) and one past it (`LIMIT_REACHED`,
//! nothing changed); deep nesting and extreme times through every game.

use gridwords::limits::{MAX_INPUT_JSON_BYTES, MAX_LOG_ACTIONS, MAX_RECORD_BYTES};
use gridwords::{AnyGame, ErrorCode};

const VECTORS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/vectors");

fn vector(game: &str, stem: &str) -> (String, String) {
    let dir = format!("{VECTORS}/{game}");
    let name = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .find(|n| n.starts_with(stem) && n.ends_with(".log.json"))
        .unwrap();
    let log = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
    let result = std::fs::read_to_string(format!(
        "{dir}/{}",
        name.replace(".log.json", ".result.json")
    ))
    .unwrap();
    (log, result)
}

/// `json` followed by spaces up to `len` bytes (still the same JSON).
fn padded(json: &str, len: usize) -> String {
    assert!(json.len() <= len);
    format!("{json}{}", " ".repeat(len - json.len()))
}

fn limit<T: std::fmt::Debug>(r: gridwords::Result<T>) -> String {
    let e = r.unwrap_err();
    assert_eq!(e.code(), ErrorCode::LimitReached, "{e}");
    e.message().to_string()
}

#[test]
fn config_and_action_json_up_to_64_kib() {
    let config = r#"{"game":"solo","seed":5}"#;
    let mut g = AnyGame::new(&padded(config, MAX_INPUT_JSON_BYTES), None, 0).unwrap();
    let msg = limit(AnyGame::new(
        &padded(config, MAX_INPUT_JSON_BYTES + 1),
        None,
        0,
    ));
    assert!(msg.contains("65537") && msg.contains("65536"), "{msg}");
    assert!(
        gridwords::limits::check_input_json(&padded(config, MAX_INPUT_JSON_BYTES), "config")
            .is_ok()
    );

    let action = r#"{"action":"swap","seat":0,"a":0,"b":1}"#;
    let before = g.log_json();
    limit(g.act_json(&padded(action, MAX_INPUT_JSON_BYTES + 1), 10));
    assert_eq!(g.log_json(), before, "a refused action changes nothing");
    g.act_json(&padded(action, MAX_INPUT_JSON_BYTES), 10)
        .unwrap();
    assert_ne!(g.log_json(), before);
}

#[test]
fn logs_results_and_events_up_to_8_mib() {
    for (game, stem) in [("hunt", "01"), ("duel", "01"), ("solo", "01")] {
        let (log, result) = vector(game, stem);
        let at_cap = padded(&log, MAX_RECORD_BYTES);
        assert_eq!(
            AnyGame::replay_json(&at_cap, None).unwrap(),
            result,
            "{game}"
        );
        limit(AnyGame::replay_json(
            &padded(&log, MAX_RECORD_BYTES + 1),
            None,
        ));
        limit(AnyGame::from_log_json(
            &padded(&log, MAX_RECORD_BYTES + 1),
            None,
        ));
        assert!(AnyGame::verify_json(&log, &padded(&result, MAX_RECORD_BYTES), None).unwrap());
        limit(AnyGame::verify_json(
            &log,
            &padded(&result, MAX_RECORD_BYTES + 1),
            None,
        ));
        let g = AnyGame::from_log_json(&log, None).unwrap();
        assert_eq!(
            g.events_for_json(&padded("[]", MAX_RECORD_BYTES), None)
                .unwrap(),
            "[]"
        );
        limit(g.events_for_json(&padded("[]", MAX_RECORD_BYTES + 1), None));
    }
}

#[test]
fn snapshots_up_to_8_mib() {
    let g = AnyGame::new(
        r#"{"game":"duel","seats":["human","human"],"seed":3}"#,
        None,
        0,
    )
    .unwrap();
    let mut snap = g.snapshot();
    assert!(AnyGame::restore(&snap, None).is_ok());
    // At the cap the bytes are judged (and this padding is damage); past it
    // they are not read at all.
    snap.resize(MAX_RECORD_BYTES, 0);
    let e = AnyGame::restore(&snap, None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidSnapshot, "{e}");
    snap.push(0);
    limit(AnyGame::restore(&snap, None));
}

#[test]
fn logs_hold_at_most_20_000_actions() {
    let (log, _) = vector("solo", "09");
    let mut v: serde_json::Value = serde_json::from_str(&log).unwrap();
    let action = serde_json::json!({"seq": 1, "at_ms": 1, "seat": 0, "action": "finish"});
    for (n, past) in [(MAX_LOG_ACTIONS, false), (MAX_LOG_ACTIONS + 1, true)] {
        v["actions"] = serde_json::Value::Array(vec![action.clone(); n]);
        let text = v.to_string();
        let e = AnyGame::replay_json(&text, None).unwrap_err();
        let capped = e.code() == ErrorCode::LimitReached && e.message().contains("actions");
        assert_eq!(capped, past, "{n} actions: {e}");
    }
}

#[test]
fn deep_nesting_is_invalid_json_not_a_crash() {
    // 30 000 levels: deep enough to overflow a recursive parser's stack,
    // small enough to pass the size cap and reach the parser.
    let deep = format!("{}{}", "[".repeat(30_000), "]".repeat(30_000));
    let e = AnyGame::new(&deep, None, 0).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidJson);
    let e = AnyGame::replay_json(&deep, None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidLog);
    let nested_config = format!(
        r#"{{"game":"hunt","seats":["human","human"],"seed":{}1{}}}"#,
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    assert!(AnyGame::new(&nested_config, None, 0).is_err());
    let mut g = AnyGame::new(r#"{"game":"solo","seed":1}"#, None, 0).unwrap();
    let before = g.log_json();
    let nested_action = format!(
        r#"{{"action":"swap","seat":0,"a":{}0{}}}"#,
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    assert!(g.act_json(&nested_action, 5).is_err());
    assert_eq!(g.log_json(), before);
}

/// Times at the top of the range: every game takes times up to
/// 2^53 - 1 (the largest a JS number holds exactly) and refuses any later
/// one with `INVALID_ARGUMENT`, changing nothing; created, acted and
/// advanced near the end, every game answers with a result or a typed
/// error, and its log replays to it.
#[test]
fn extreme_times_never_panic_and_past_2_53_are_refused() {
    use gridwords::limits::MAX_TIME_MS;
    let past = [MAX_TIME_MS + 1, 1 << 60, 1 << 63, u64::MAX];
    for (config, leave) in [
        (
            r#"{"game":"hunt","seats":["human","bot"],"seed":1}"#,
            "resign",
        ),
        (
            r#"{"game":"duel","seed":2,"seats":["human","bot:hard"]}"#,
            "resign",
        ),
        (r#"{"game":"solo","seed":3}"#, "finish"),
    ] {
        let leave = format!(r#"{{"action":"{leave}","seat":0}}"#);
        for t in past {
            let e = AnyGame::new(config, None, t).unwrap_err();
            assert_eq!(e.code(), ErrorCode::InvalidArgument, "{config} at {t}");
            assert!(e.message().contains("2^53 - 1"), "{e}");
        }
        for created in [0, MAX_TIME_MS - 10_000_000, MAX_TIME_MS - 1] {
            let Ok(mut g) = AnyGame::new(config, None, created) else {
                assert!(created > MAX_TIME_MS - 10_000_000, "{config} at {created}");
                continue;
            };
            for t in past {
                let before = g.snapshot();
                for e in [
                    g.act_json(&leave, t).unwrap_err(),
                    g.advance(t).unwrap_err(),
                    g.rebase(g.clock_ms(), t).unwrap_err(),
                    g.rebase(t, 0).unwrap_err(),
                ] {
                    assert_eq!(e.code(), ErrorCode::InvalidArgument, "{config}: {e}");
                }
                assert_eq!(g.snapshot(), before);
            }
            for t in [created, created + 1, MAX_TIME_MS] {
                let _ = g.act_json(r#"{"action":"ready","seat":0}"#, t);
                let _ = g.act_json(r#"{"action":"swap","seat":0,"a":0,"b":1}"#, t);
                let _ = g.advance(t);
                let _ = g.view_json(Some(0));
                let _ = g.result_json();
            }
            // Through the bot's moves (a hard search runs for Wordgrid).
            let back = AnyGame::from_log_json(&g.log_json(), None).unwrap();
            assert_eq!(back.log_json(), g.log_json());
        }
    }
}

/// A time past 2^53 - 1 in a log is refused as the log's fault, naming
/// the field.
#[test]
fn a_log_time_past_2_53_is_refused_naming_it() {
    let mut g = AnyGame::new(r#"{"game":"solo","seed":3}"#, None, 0).unwrap();
    g.act_json(r#"{"action":"finish","seat":0}"#, 1_000)
        .unwrap();
    let log: serde_json::Value = serde_json::from_str(&g.log_json()).unwrap();
    let late = serde_json::json!(gridwords::limits::MAX_TIME_MS + 1);
    for (pointer, named) in [
        ("/created_ms", "created_ms"),
        ("/until_ms", "until_ms"),
        ("/actions/0/at_ms", "action #0: at_ms"),
    ] {
        let mut bad = log.clone();
        *bad.pointer_mut(pointer).unwrap() = late.clone();
        let e = AnyGame::replay_json(&bad.to_string(), None).unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidLog, "{pointer}: {e}");
        assert!(e.message().starts_with(named), "{pointer}: {e}");
        assert!(e.message().contains("2^53 - 1"), "{e}");
    }
}

/// Every whole-number config field, at the top of the `u64` range and one
/// past it (JSON can only write that as a float), negative and fractional:
/// `INVALID_JSON` naming the field and the range, never serde's bare
/// "expected u64".
#[test]
fn numbers_past_u64_name_their_field() {
    for (game, field) in [
        ("duel", "stake"),
        ("duel", "clock_ms"),
        ("hunt", "round_ms"),
        ("hunt", "countdown_ms"),
        ("hunt", "move_deadline_ms"),
    ] {
        for bad in ["18446744073709551616", "1e30", "-1", "2.5", "\"9\"", "null"] {
            let config = format!(
                r#"{{"game": "{game}", "seats": ["human", "human"], "seed": 1, "{field}": {bad}}}"#
            );
            let e = AnyGame::new(&config, None, 0).unwrap_err();
            assert_eq!(e.code(), ErrorCode::InvalidJson, "{config}");
            assert!(
                e.message().contains(&format!(
                    "{field} must be a whole number 0-18446744073709551615"
                )),
                "{config}: {}",
                e.message()
            );
        }
        // The top of the range parses; the game's own rules judge it.
        let config = format!(
            r#"{{"game": "{game}", "seats": ["human", "human"], "seed": 1, "{field}": 18446744073709551615}}"#
        );
        let e = AnyGame::new(&config, None, 0).unwrap_err();
        assert_eq!(
            e.code(),
            ErrorCode::InvalidConfig,
            "{config}: {}",
            e.message()
        );
    }
}
