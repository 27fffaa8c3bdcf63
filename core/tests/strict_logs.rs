//! A log is judged as strictly as live play (issue 28): a version 3 log
//! is held to the rules for making a game (no stake against a bot), every
//! field of a logged action is one the action has, and the log is the
//! game's own record (its `seq` numbers the game's, in the log's order).

use gridwords::{AnyGame, ErrorCode};
use serde_json::{json, Value};

fn refused(log: &Value, wants: &str) {
    let text = log.to_string();
    for r in [
        AnyGame::replay_json(&text, None).map(|_| ()),
        AnyGame::from_log_json(&text, None).map(|_| ()),
    ] {
        let e = r.unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidLog, "{e}");
        assert!(e.message().contains(wants), "{e}");
    }
}

/// A finished Sóló game with two swaps at the same time, as its log.
fn solo_log() -> Value {
    let mut g = gridwords::solo::Game::new(42, 0).unwrap();
    let first = g.best_swaps(1).remove(0);
    g.swap(first.a, first.b, 2_000).unwrap();
    let second = g.best_swaps(1).remove(0);
    g.swap(second.a, second.b, 2_000).unwrap();
    g.finish(3_000).unwrap();
    let log: Value = serde_json::from_str(&g.log_json()).unwrap();
    assert!(AnyGame::replay_json(&log.to_string(), None).is_ok());
    log
}

#[test]
fn seq_runs_in_the_logs_order_as_the_game_numbers_it() {
    let log = solo_log();
    assert_eq!(log["actions"][0]["seq"], 1);
    assert_eq!(log["actions"][1]["seq"], 2);
    for seqs in [[0, 2, 3], [1, 1, 3], [2, 1, 3], [1, 2, 2]] {
        let mut bad = log.clone();
        for (i, s) in seqs.iter().enumerate() {
            bad["actions"][i]["seq"] = json!(s);
        }
        refused(&bad, "seq");
    }
    // The two swaps in the other order (seq 2 then 1): refused, not
    // replayed in array order to another score.
    let mut swapped = log.clone();
    let actions = swapped["actions"].as_array_mut().unwrap();
    actions.swap(0, 1);
    refused(&swapped, "seq");
}

#[test]
fn a_logged_action_gives_only_its_own_fields() {
    let log = solo_log();
    let mut bad = log.clone();
    bad["actions"][2]["score"] = json!(999);
    assert_eq!(bad["actions"][2]["action"], "finish");
    refused(&bad, "unknown field \"score\"");
    let mut bad = log.clone();
    bad["actions"][0]["winner"] = json!(0);
    // A swap names its own fields; serde itself refuses another.
    refused(&bad, "unknown field `winner`");
}

#[test]
fn a_version_3_or_later_log_of_a_staked_game_against_a_bot_is_refused() {
    let config = r#"{"game":"duel","seats":["human","bot:easy"],"seed":3}"#;
    let mut g = AnyGame::new(config, None, 0).unwrap();
    g.act_json(r#"{"action":"resign","seat":0}"#, 1_000)
        .unwrap();
    let mut log: Value = serde_json::from_str(&g.log_json()).unwrap();
    assert_eq!(log["version"], gridwords::engine::LOG_VERSION);
    // The same log as version 3 wrote it (before the list's fingerprint)
    // is held to the same rule.
    let mut v3 = log.clone();
    v3["version"] = json!(3);
    v3.as_object_mut().unwrap().remove("lexicon_sha256");
    assert!(AnyGame::replay_json(&v3.to_string(), None).is_ok());
    v3["config"]["stake"] = json!(1000);
    refused(&v3, "practice");
    assert!(AnyGame::replay_json(&log.to_string(), None).is_ok());
    log["config"]["stake"] = json!(1000);
    refused(&log, "practice");
    let result = g.result_json().unwrap();
    let e = AnyGame::verify_json(&log.to_string(), &result, None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidLog);
}
