//! A log is judged as strictly as live play (issues 28, 41): every log but
//! gridwords 0.1.0's version 1 ones is held to the rules for making a game
//! (no stake against a bot, today's bot rules), every
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

/// A Wordgrid bot game's log relabelled as version 2, as a version 2 build
/// wrote it: no fingerprint, no `increment_ms`, no bot moves, the moves it
/// holds numbered 1, 2, ...
fn as_version_2(log: &Value) -> Value {
    let mut v2 = log.clone();
    v2["version"] = json!(2);
    v2.as_object_mut().unwrap().remove("lexicon_sha256");
    v2["config"].as_object_mut().unwrap().remove("increment_ms");
    let bots: Vec<u64> = (0..2)
        .filter(|&s| {
            v2["config"]["seats"][s]
                .as_str()
                .unwrap()
                .starts_with("bot")
        })
        .map(|s| s as u64)
        .collect();
    let actions: Vec<Value> = v2["actions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| !bots.contains(&a["seat"].as_u64().unwrap()))
        .enumerate()
        .map(|(i, a)| {
            let mut a = a.clone();
            a["seq"] = json!(i + 1);
            a
        })
        .collect();
    v2["actions"] = json!(actions);
    v2
}

/// Issue 41: a version label no release wrote switched the rules off.
#[test]
fn a_version_2_label_switches_no_rule_off() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/vectors/duel/10_human_resigns_to_hard_bot.log.json"
    );
    let log: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let v2 = as_version_2(&log);
    // Genuine, it replays (the bot's move searched for) to the same result.
    assert_eq!(
        AnyGame::replay_json(&v2.to_string(), None).unwrap(),
        AnyGame::replay_json(&log.to_string(), None).unwrap()
    );
    // A stake against the bot: refused, by replay, from_log and verify.
    let mut staked = v2.clone();
    staked["config"]["stake"] = json!(500);
    refused(&staked, "practice");
    let e = AnyGame::verify_report(
        &staked.to_string(),
        "{}",
        None,
        gridwords::engine::BotReplay::Rerun,
    )
    .unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidLog);
    // An empty staked version 2 log cannot make a live game either.
    let mut empty = staked.clone();
    empty["actions"] = json!([]);
    empty["until_ms"] = json!(0);
    empty["derived"] = json!({"moves": 0, "ended": null});
    refused(&empty, "practice");
    // Every seq set to 7: not the game's own record.
    let mut sevens = v2.clone();
    for a in sevens["actions"].as_array_mut().unwrap() {
        a["seq"] = json!(7);
    }
    refused(&sevens, "seq 7 where the game numbers it 1");
}

/// Word Grid's bot rules: 1 only in gridwords 0.1.0's version 1 logs.
#[test]
fn bot_rules_1_replays_only_from_a_version_1_log() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/vectors");
    let v1: Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{dir}/hunt-v1/09_bot_round.log.json")).unwrap(),
    )
    .unwrap();
    assert!(AnyGame::replay_json(&v1.to_string(), None).is_ok());
    let mut named = v1.clone();
    named["config"]["bot_rules"] = json!(1);
    refused(&named, "\"bot_rules\" in a version 1 log");
    // Today's log of a bot game: without the field, or with rules 1, it is
    // refused, never read as the old rules.
    let g = AnyGame::new(
        r#"{"game":"hunt","seats":["human","bot"],"seed":4186}"#,
        None,
        0,
    )
    .unwrap();
    let log: Value = serde_json::from_str(&g.log_json()).unwrap();
    assert_eq!(log["config"]["bot_rules"], 2);
    let mut without = log.clone();
    without["config"]
        .as_object_mut()
        .unwrap()
        .remove("bot_rules");
    refused(
        &without,
        "a version 4 log of a game with a bot needs its \"bot_rules\"",
    );
    // Naming rules 1 it says so, and is judged by them (a 0.1.0 game's
    // record as this build writes it).
    let mut old = log.clone();
    old["config"]["bot_rules"] = json!(1);
    assert!(AnyGame::from_log_json(&old.to_string(), None).is_ok());
    // Nor can a new game be made under them.
    let e = AnyGame::new(
        r#"{"game":"hunt","seats":["human","bot"],"seed":4186,"bot_rules":1}"#,
        None,
        0,
    )
    .unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidConfig);
}

/// A strict verify refuses an older format; the default names it in a
/// report of a false claim.
#[test]
fn min_version_refuses_an_older_log_and_a_report_names_its_format() {
    use gridwords::engine::{BotReplay, Check};
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/vectors");
    let v1 = std::fs::read_to_string(format!("{dir}/hunt-v1/09_bot_round.log.json")).unwrap();
    let result = AnyGame::replay_json(&v1, None).unwrap();
    assert!(AnyGame::verify_json(&v1, &result, None).unwrap());
    let strict = Check::from(BotReplay::Rerun).min_version(4).unwrap();
    let e = AnyGame::verify_report(&v1, &result, None, strict).unwrap_err();
    assert_eq!(e.code(), ErrorCode::VersionTooOld);
    assert_eq!(
        e.message(),
        "a version 1 log, where this check takes versions 4 to 4 (min_version)"
    );
    let report = AnyGame::verify_report(&v1, "{}", None, BotReplay::Rerun)
        .unwrap()
        .unwrap();
    assert_eq!(
        report,
        "the claimed result is not the log's result; judged as a version 1 log (gridwords \
         0.1.0's format: its seed as bare hex, no derived record, a bot game's bot by bot rules 1)"
    );
    // Today's log: no note, and the strict check takes it.
    let v4 = std::fs::read_to_string(format!("{dir}/hunt/09_bot_round.log.json")).unwrap();
    let r4 = AnyGame::replay_json(&v4, None).unwrap();
    assert_eq!(
        AnyGame::verify_report(&v4, &r4, None, strict).unwrap(),
        None
    );
    assert_eq!(
        AnyGame::verify_report(&v4, "{}", None, strict)
            .unwrap()
            .unwrap(),
        "the claimed result is not the log's result"
    );
    for bad in [0, 5, u64::MAX] {
        let e = Check::default().min_version(bad).unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidArgument);
    }
}
