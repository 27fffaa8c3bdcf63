//! A JSON object naming a key twice is refused wherever the engine takes
//! JSON text (issue 28): serde would keep the last, a first-wins host the
//! first, and the two would read a different game.

use gridwords::{AnyGame, ErrorCode};

fn refused<T: std::fmt::Debug>(r: gridwords::Result<T>, code: ErrorCode, key: &str) {
    let e = r.unwrap_err();
    assert_eq!(e.code(), code, "{e}");
    assert!(
        e.message().contains(&format!("duplicate key \"{key}\"")),
        "{e}"
    );
}

#[test]
fn configs_actions_logs_and_results_refuse_a_key_twice() {
    let duel = r#"{"game":"duel","seats":["human","human"],"seed":1,"stake":0,"stake":500}"#;
    refused(AnyGame::new(duel, None, 0), ErrorCode::InvalidJson, "stake");
    let typed = r#"{"seats":["human","human"],"seed":1,"seed":2}"#;
    refused(
        AnyGame::new_as("duel", typed, None, 0),
        ErrorCode::InvalidJson,
        "seed",
    );

    let config = r#"{"game":"duel","seats":["human","human"],"seed":1}"#;
    let mut g = AnyGame::new(config, None, 0).unwrap();
    let before = g.snapshot();
    refused(
        g.act_json(r#"{"action":"resign","seat":1,"seat":0}"#, 10),
        ErrorCode::InvalidJson,
        "seat",
    );
    assert_eq!(g.snapshot(), before, "nothing changed");
    g.act_json(r#"{"action":"resign","seat":1}"#, 10).unwrap();

    let log = g.log_json();
    let result = g.result_json().unwrap();
    assert!(AnyGame::verify_json(&log, &result, None).unwrap());
    let twice = log.replacen("\"seed\":", "\"seed\":\"0x2\",\"seed\":", 1);
    refused(
        AnyGame::replay_json(&twice, None),
        ErrorCode::InvalidLog,
        "seed",
    );
    refused(
        AnyGame::from_log_json(&twice, None),
        ErrorCode::InvalidLog,
        "seed",
    );
    refused(
        AnyGame::verify_json(&twice, &result, None),
        ErrorCode::InvalidLog,
        "seed",
    );
    let claimed = result.replacen("{", "{\"draw\":true,", 1);
    refused(
        AnyGame::verify_json(&log, &claimed, None),
        ErrorCode::InvalidJson,
        "draw",
    );
}
