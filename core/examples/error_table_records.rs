//! The forged and odd records of the cross-language error table
//! (`tests/errors/cases.json`, calls `replay` and `verify`, and the
//! duplicate-key rows of `new` and `act`, the wrong-list rows and the
//! times past 2^53 - 1 ms), made with the engine: prints them as a JSON
//! array of rows without their `code`, `message` and `report` (a new row
//! gets its `code` by hand), which `GW_WRITE_ERRORS=1 cargo test -p gridwords --test
//! errors` fills in from the core. Made once and committed; run again only
//! to change a row (`cargo run -q -p gridwords --example
//! error_table_records`).
//!
//! Every log but the custom list's is written as version 3 (without the
//! word list's fingerprint, read as the shipped list), as a build of
//! before the fingerprint wrote it: a record every later build must keep
//! judging the same way. A case's `words` is the list its record is judged
//! with (else the shipped list).

use gridwords::duel::{legal_moves, Config, Game, Level, SeatKind};
use gridwords::{AnyGame, Lexicon};
use serde_json::{json, Value};

fn v3(log: &str) -> Value {
    let mut log: Value = serde_json::from_str(log).unwrap();
    let m = log.as_object_mut().unwrap();
    m.remove("lexicon_sha256");
    m.insert("version".into(), json!(3));
    log
}

fn result_of(log: &Value) -> String {
    AnyGame::replay_json(&log.to_string(), None).unwrap()
}

/// Human vs the hard bot, seed 5: seat 0 plays its first legal move at
/// 1 000 ms, the bot answers, seat 0 resigns at 20 000 ms.
fn human_vs_hard() -> Value {
    let mut g = Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Hard)], 5),
        0,
    )
    .unwrap();
    let mv = legal_moves(&g.board(), g.played(), Lexicon::embedded()).remove(0);
    let path: Vec<usize> = mv.path.iter().map(|&c| usize::from(c)).collect();
    g.play_path(0, usize::from(mv.cell), mv.letter, &path, 1_000)
        .unwrap();
    g.advance(19_000).unwrap();
    g.resign(0, 20_000).unwrap();
    v3(&g.log_json())
}

/// The log with the bot's move (action #1) replaced by another legal move
/// of the same position: the record a cheating player would write.
fn forged(log: &Value) -> Value {
    let mut g = Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Hard)], 5),
        0,
    )
    .unwrap();
    let first = &log["actions"][0];
    let path: Vec<usize> = first["path"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap() as usize)
        .collect();
    let letter = first["letter"].as_str().unwrap().chars().next().unwrap();
    g.play_path(
        0,
        first["cell"].as_u64().unwrap() as usize,
        letter,
        &path,
        1_000,
    )
    .unwrap();
    let bot = log["actions"][1].clone();
    let other = legal_moves(&g.board(), g.played(), Lexicon::embedded())
        .into_iter()
        .map(|m| {
            let path: Vec<usize> = m.path.iter().map(|&c| usize::from(c)).collect();
            (usize::from(m.cell), m.letter.to_string(), path)
        })
        .find(|(cell, letter, path)| {
            json!(cell) != bot["cell"]
                || json!(letter) != bot["letter"]
                || json!(path) != bot["path"]
        })
        .unwrap();
    let mut log = log.clone();
    let a = &mut log["actions"][1];
    a["cell"] = json!(other.0);
    a["letter"] = json!(other.1);
    a["path"] = json!(other.2);
    log
}

/// Human vs the easy bot, seed 3, seat 0 resigns at 1 000 ms.
fn resigned_to_easy() -> Value {
    let mut g = AnyGame::new(
        r#"{"game":"duel","seats":["human","bot:easy"],"seed":3}"#,
        None,
        0,
    )
    .unwrap();
    g.act_json(r#"{"action":"resign","seat":0}"#, 1_000)
        .unwrap();
    v3(&g.log_json())
}

/// A Sóló game, seed 42: the best swap twice at 2 000 ms, then finish.
fn solo() -> Value {
    let mut g = gridwords::solo::Game::new(42, 0).unwrap();
    for _ in 0..2 {
        let s = g.best_swaps(1).remove(0);
        g.swap(s.a, s.b, 2_000).unwrap();
    }
    g.finish(3_000).unwrap();
    v3(&g.log_json())
}

fn replay_row(name: &str, log: &str) -> Value {
    json!({"call": "replay", "name": name, "input": log, "config": null, "now": 0})
}

fn verify_row(name: &str, log: &Value, result: &str, trust_bots: bool) -> Value {
    let mut row = json!({
        "call": "verify", "name": name, "input": log.to_string(), "result": result,
        "config": null, "now": 0,
    });
    if trust_bots {
        row["trust_bots"] = json!(true);
    }
    row
}

fn main() {
    let mut rows = Vec::new();

    let genuine = human_vs_hard();
    let truth = result_of(&genuine);
    let forged = forged(&genuine);
    let claim = result_of(&forged);
    assert_ne!(claim, truth);
    rows.push(verify_row(
        "a forged bot move (another legal move at the bot's time) in a human-vs-hard Wordgrid log, with the result it replays to",
        &forged,
        &claim,
        false,
    ));
    rows.push(verify_row(
        "the same forged bot move, checked trusting the bots' logged moves",
        &forged,
        &claim,
        true,
    ));
    let mut capital = genuine.clone();
    let letter = capital["actions"][1]["letter"]
        .as_str()
        .unwrap()
        .to_uppercase();
    capital["actions"][1]["letter"] = json!(letter);
    rows.push(verify_row(
        "a genuine bot move written with an upper-case letter",
        &capital,
        &truth,
        false,
    ));

    let easy = resigned_to_easy();
    let mut staked = easy.clone();
    staked["config"]["stake"] = json!(1000);
    rows.push(replay_row(
        "a version 3 log of a staked game against a bot",
        &staked.to_string(),
    ));
    let text = easy.to_string();
    rows.push(replay_row(
        "a log naming \"seed\" twice",
        &text.replacen("\"seed\":", "\"seed\":\"0x2\",\"seed\":", 1),
    ));
    let result = result_of(&easy);
    let first_key = result.split('"').nth(1).unwrap().to_string();
    let twice = result.replacen('{', &format!("{{\"{first_key}\":null,"), 1);
    rows.push(verify_row(
        &format!("a claimed result naming \"{first_key}\" twice"),
        &easy,
        &twice,
        false,
    ));
    rows.push(json!({
        "call": "new", "name": "a config naming \"stake\" twice, as text", "config": null, "now": 0,
        "input": r#"{"game":"duel","seats":["human","human"],"seed":1,"stake":0,"stake":500}"#,
    }));
    rows.push(json!({
        "call": "act", "name": "an action naming \"seat\" twice, as text", "now": 10,
        "config": {"game": "duel", "seats": ["human", "human"], "seed": 1},
        "input": r#"{"action":"resign","seat":1,"seat":0}"#,
    }));

    let solo = solo();
    assert_eq!(solo["actions"][2]["action"], "finish");
    let mut extra = solo.clone();
    extra["actions"][2]["score"] = json!(999);
    rows.push(replay_row(
        "an unknown field in a logged unit action (finish with a score)",
        &extra.to_string(),
    ));
    for (name, seqs) in [
        ("a log whose seq starts at zero", [0, 2, 3]),
        ("a log with a seq repeated", [1, 1, 3]),
    ] {
        let mut bad = solo.clone();
        for (i, s) in seqs.iter().enumerate() {
            bad["actions"][i]["seq"] = json!(s);
        }
        rows.push(replay_row(name, &bad.to_string()));
    }
    let mut swapped = solo.clone();
    swapped["actions"].as_array_mut().unwrap().swap(0, 1);
    rows.push(replay_row(
        "a log with two swaps at one time listed out of seq order (2, then 1)",
        &swapped.to_string(),
    ));

    // The word list: a record judged with a list of another fingerprint.
    let words = ["cat", "cats", "dog", "dogs", "tea", "eat", "ate"];
    let custom = Lexicon::from_words(words).unwrap();
    let mut g = AnyGame::new(r#"{"game":"solo","seed":7}"#, Some(&custom), 0).unwrap();
    g.act_json(r#"{"action":"finish","seat":0}"#, 1_000)
        .unwrap();
    let own = g.log_json();
    let own_result = AnyGame::replay_json(&own, Some(&custom)).unwrap();
    rows.push(replay_row(
        "a custom-list log replayed with the shipped list",
        &own,
    ));
    rows.push(verify_row(
        "a custom-list log verified with the shipped list",
        &serde_json::from_str(&own).unwrap(),
        &own_result,
        false,
    ));
    let mut other = replay_row(
        "a version 3 log (read as the shipped list) replayed with another list",
        &solo.to_string(),
    );
    other["words"] = json!(words);
    rows.push(other);

    // Times every language holds exactly: past 2^53 - 1 ms is refused.
    rows.push(json!({
        "call": "new", "name": "a game made at 2^53 ms", "config": null,
        "now": 1u64 << 53, "input": {"game": "solo", "seed": 1},
    }));
    rows.push(json!({
        "call": "act", "name": "an action at 2^53 ms", "now": 1u64 << 53,
        "config": {"game": "solo", "seed": 1},
        "input": {"action": "finish", "seat": 0},
    }));

    println!("{}", serde_json::to_string_pretty(&rows).unwrap());
}
