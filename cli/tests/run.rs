//! `gridwords run` and `gridwords replay`, the commands every game goes
//! through: where the config comes from, one answer line per input line,
//! what a refused call does to the run, and a run's log replaying to the
//! game's result (also through `hunt replay`, the hidden old name).
//! The table of mistakes is `errors.rs`.

use std::path::PathBuf;
use std::process::Output;

mod support;

use serde_json::Value;

use support::gridwords;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridwords-cli-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn text(path: &PathBuf) -> String {
    std::fs::read_to_string(path).unwrap()
}

fn lines(out: &Output) -> Vec<Value> {
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

const SOLO: &str = r#"{"game":"solo","seed":7}"#;

/// A Sóló game: a swap, a quiet tick, then the clock runs out (five
/// minutes).
const SOLO_GAME: &str = r#"{"a":0,"action":"swap","b":1,"seat":0,"now_ms":500}

{"now_ms":299999}
{"now_ms":300000}
"#;

#[test]
fn a_game_from_json_lines_replays_to_its_result() {
    let log = temp("solo.log.json");
    let out = gridwords(&["run", SOLO, "--log", log.to_str().unwrap()], SOLO_GAME);
    assert!(out.status.success(), "{out:?}");
    // One answer per line (the blank one skipped): the events of each call.
    let answers = lines(&out);
    assert_eq!(answers.len(), 3, "{out:?}");
    assert_eq!(answers[0][0]["type"], "swap");
    assert_eq!(answers[1], serde_json::json!([]));
    assert_eq!(answers[2][0]["type"], "game_over");
    assert_eq!(answers[2][0]["reason"], "clock");

    let replay = gridwords(&["replay", log.to_str().unwrap()], "");
    assert!(replay.status.success(), "{replay:?}");
    let result: Value = serde_json::from_slice(&replay.stdout).unwrap();
    assert_eq!(result["reason"], "clock");
    assert_eq!(result["score"], answers[0][0]["points"]);
    let result_file = temp("solo.result.json");
    std::fs::write(&result_file, &replay.stdout).unwrap();
    let mut false_claim = result.clone();
    false_claim["score"] = Value::from(result["score"].as_u64().unwrap() + 1);
    let false_file = temp("solo.false.json");
    std::fs::write(&false_file, false_claim.to_string()).unwrap();

    // `replay` reads the log from stdin with `-`; `hunt replay` is the same
    // command under its old name.
    for cmd in [&["replay"][..], &["hunt", "replay"]] {
        let verify = |claim: &PathBuf| {
            let mut args = cmd.to_vec();
            args.extend(["-", "--verify", claim.to_str().unwrap()]);
            gridwords(&args, &text(&log))
        };
        let ok = verify(&result_file);
        assert!(ok.status.success(), "{cmd:?}: {ok:?}");
        assert_eq!(ok.stdout, b"verified\n", "{cmd:?}");
        let bad = verify(&false_file);
        assert_eq!(bad.status.code(), Some(1), "{cmd:?}: {bad:?}");
        assert_eq!(bad.stdout, b"MISMATCH\n", "{cmd:?}");
    }
}

#[test]
fn hunt_replay_is_hidden_from_help() {
    let help = gridwords(&["hunt", "--help"], "");
    let help = String::from_utf8(help.stdout).unwrap();
    assert!(help.contains("score-file"), "{help}");
    assert!(!help.contains("replay"), "{help}");
    let top = gridwords(&["--help"], "");
    let top = String::from_utf8(top.stdout).unwrap();
    for cmd in ["run", "replay"] {
        assert!(top.contains(&format!("\n  {cmd} ")), "{top}");
    }
}

#[test]
fn the_config_inline_in_a_file_or_on_stdin_makes_the_same_game() {
    let file = temp("solo.config.json");
    std::fs::write(&file, format!("{SOLO}\n")).unwrap();
    let mut runs = Vec::new();
    for (config, stdin) in [
        (SOLO.to_string(), SOLO_GAME.to_string()),
        (file.to_str().unwrap().to_string(), SOLO_GAME.to_string()),
        ("-".to_string(), format!("{SOLO}\n{SOLO_GAME}")),
    ] {
        let log = temp(&format!("source-{}.log.json", runs.len()));
        let out = gridwords(&["run", &config, "--log", log.to_str().unwrap()], &stdin);
        assert!(out.status.success(), "{config}: {out:?}");
        runs.push((out.stdout, text(&log)));
    }
    assert_eq!(runs[0], runs[1]);
    assert_eq!(runs[0], runs[2]);
}

#[test]
fn a_refused_call_stops_the_run_unless_keep_going() {
    let input = r#"{"action":"swap","a":3,"b":3,"seat":0,"now_ms":10}
{"action":"swap","a":0,"b":1,"seat":0,"now_ms":20}
"#;
    for keep_going in [false, true] {
        let log = temp(&format!("keep-going-{keep_going}.log.json"));
        let mut args = vec!["run", SOLO, "--log", log.to_str().unwrap()];
        if keep_going {
            args.push("--keep-going");
        }
        let out = gridwords(&args, input);
        assert_eq!(out.status.code(), Some(1), "{keep_going}: {out:?}");
        assert!(out.stderr.is_empty(), "{out:?}");
        let answers = lines(&out);
        assert_eq!(answers[0]["error"]["code"], "SAME_CELL");
        let log: Value = serde_json::from_str(&text(&log)).unwrap();
        let actions = log["actions"].as_array().unwrap();
        if keep_going {
            assert_eq!(answers.len(), 2, "{out:?}");
            assert_eq!(answers[1][0]["type"], "swap");
            assert_eq!(actions.len(), 1, "{log}");
        } else {
            assert_eq!(answers.len(), 1, "{out:?}");
            assert!(actions.is_empty(), "{log}");
        }
    }
}

#[test]
fn a_line_that_is_no_call_is_refused_like_any_mistake() {
    for (line, code, message) in [
        (
            "not json",
            "INVALID_JSON",
            "action: expected ident at line 1 column 2",
        ),
        // The pair form is not this command's: an action carries its time.
        (
            r#"[{"action":"finish","seat":0},10]"#,
            "INVALID_JSON",
            "action: expected a JSON object",
        ),
        (
            r#"{"action":"finish","seat":0}"#,
            "INVALID_JSON",
            "action: missing \"now_ms\" (the host's clock, in ms)",
        ),
        (
            r#"{"action":"finish","seat":0,"now_ms":-1}"#,
            "INVALID_ARGUMENT",
            "now_ms must be a whole number 0-18446744073709551615; got -1",
        ),
        (
            r#"{"action":"finish","seat":0,"now_ms":"5"}"#,
            "INVALID_ARGUMENT",
            "now_ms must be a whole number 0-18446744073709551615; got \"5\"",
        ),
    ] {
        let out = gridwords(&["run", SOLO], &format!("{line}\n"));
        assert_eq!(out.status.code(), Some(1), "{line}: {out:?}");
        let answers = lines(&out);
        assert_eq!(answers.len(), 1, "{line}: {out:?}");
        assert_eq!(answers[0]["error"]["code"], code, "{line}");
        assert_eq!(answers[0]["error"]["message"], message, "{line}");
    }
}

#[test]
fn a_config_that_cannot_be_read_is_the_commands_failure_not_the_games() {
    let out = gridwords(&["run", "/nonexistent/config.json"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "{out:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("gridwords: /nonexistent/config.json: "),
        "{stderr}"
    );
    let out = gridwords(&["run", "-"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "{out:?}");
}

#[test]
fn replay_verify_searches_again_unless_told_to_trust_the_bots() {
    use gridwords::duel::{legal_moves, Config, Game, Level, SeatKind};
    // The hard bot moves first, then the human resigns.
    let config = Config::new(vec![SeatKind::Bot(Level::Hard), SeatKind::Human], 7);
    let mut g = Game::new(config.clone(), 0).unwrap();
    let due = g.next_due().unwrap();
    g.advance(due).unwrap();
    g.resign(1, due + 1).unwrap();
    let (log, result) = (g.log_json(), g.result_json().unwrap());
    // The same log with another legal move in the bot's place, and the
    // result that log replays to.
    let mut forged: Value = serde_json::from_str(&log).unwrap();
    let start = Game::new(config, 0).unwrap();
    let bot_path = forged["actions"][0]["path"].clone();
    let other = legal_moves(
        &start.board(),
        start.played(),
        gridwords::Lexicon::embedded(),
    )
    .into_iter()
    .find(|m| serde_json::json!(m.path) != bot_path)
    .unwrap();
    forged["actions"][0]["cell"] = other.cell.into();
    forged["actions"][0]["letter"] = other.letter.to_string().into();
    forged["actions"][0]["path"] = serde_json::json!(other.path);
    let forged = forged.to_string();
    let claim = gridwords::AnyGame::replay_json(&forged, None).unwrap();
    assert_ne!(claim, result);

    let file = |name: &str, text: &str| {
        let p = temp(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let (log, result) = (file("bot.log.json", &log), file("bot.result.json", &result));
    let (forged, claim) = (
        file("forged.log.json", &forged),
        file("forged.result.json", &claim),
    );
    let run = |args: &[&str]| gridwords(args, "");
    for (log, result, flag, said) in [
        (&log, &result, None, "verified\n"),
        (&log, &result, Some("--rerun-bots"), "verified\n"),
        (&log, &result, Some("--trust-bots"), "verified\n"),
        (&forged, &claim, None, "MISMATCH\n"),
        (&forged, &claim, Some("--rerun-bots"), "MISMATCH\n"),
        (&forged, &claim, Some("--trust-bots"), "verified\n"),
    ] {
        let mut args = vec!["replay", log, "--verify", result];
        args.extend(flag);
        let out = run(&args);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            said,
            "{args:?}: {out:?}"
        );
        if said == "MISMATCH\n" {
            // It says what is false: the bot's move, not the result.
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.contains("action #0: seat 0's move at")
                    && err.contains("not the one its bot makes"),
                "{err}"
            );
        }
    }
    // --rerun-bots and --trust-bots are parts of --verify, and exclusive.
    assert!(!run(&["replay", &log, "--rerun-bots"]).status.success());
    assert!(!run(&["replay", &log, "--trust-bots"]).status.success());
    let both = [
        "replay",
        &log,
        "--verify",
        &result,
        "--trust-bots",
        "--rerun-bots",
    ];
    assert!(!run(&both).status.success());
}
