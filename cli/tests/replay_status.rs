//! `gridwords replay` tells a false claim from a record it could not judge
//! by its exit status (replay_cmd.rs): 0 verified, 1 a false claim, 3
//! unreadable, 4 refused.

mod support;
use support::gridwords;

fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("gridwords-cli-status-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

fn vector(name: &str) -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/vectors/");
    std::fs::read_to_string(format!("{dir}{name}")).unwrap()
}

fn status(args: &[&str]) -> (Option<i32>, String, String) {
    let out = gridwords(args, "");
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

#[test]
fn each_outcome_has_its_exit_status() {
    let log = temp("v1.log.json", &vector("hunt-v1/09_bot_round.log.json"));
    let result = temp(
        "v1.result.json",
        &vector("hunt-v1/09_bot_round.result.json"),
    );
    let other = temp(
        "other.result.json",
        &vector("hunt/01_duplicates_shared_place.result.json"),
    );
    let garbage = temp("garbage.json", "{\"version\":4,");
    let missing = format!("{log}.missing");

    let (code, out, _) = status(&["replay", &log, "--verify", &result]);
    assert_eq!((code, out.as_str()), (Some(0), "verified\n"));

    let (code, out, err) = status(&["replay", &log, "--verify", &other]);
    assert_eq!((code, out.as_str()), (Some(1), "MISMATCH\n"), "{err}");
    assert!(err.contains("judged as a version 1 log"), "{err}");

    for args in [
        vec!["replay", &garbage],
        vec!["replay", &garbage, "--verify", &result],
        vec!["replay", &log, "--verify", &garbage],
        vec!["replay", &missing],
        vec!["replay", &log, "--verify", &missing],
    ] {
        let (code, out, err) = status(&args);
        assert_eq!(code, Some(3), "{args:?}: {out}{err}");
        assert!(
            out.is_empty() && err.starts_with("gridwords: "),
            "{args:?}: {err}"
        );
    }

    let (code, out, err) = status(&["replay", &log, "--verify", &result, "--min-version", "4"]);
    assert_eq!(code, Some(4), "{out}{err}");
    assert!(
        err.starts_with("gridwords: VERSION_TOO_OLD: a version 1 log"),
        "{err}"
    );
    // Today's format passes the strict check.
    let log4 = temp("v4.log.json", &vector("hunt/09_bot_round.log.json"));
    let result4 = temp("v4.result.json", &vector("hunt/09_bot_round.result.json"));
    let (code, out, err) = status(&["replay", &log4, "--verify", &result4, "--min-version", "4"]);
    assert_eq!((code, out.as_str()), (Some(0), "verified\n"), "{err}");
    // A minimum the engine does not know is the core's refusal of the argument.
    let (code, _, err) = status(&["replay", &log4, "--verify", &result4, "--min-version", "9"]);
    assert_eq!(code, Some(3), "{err}");
    assert!(
        err.starts_with("gridwords: INVALID_ARGUMENT: min_version 9"),
        "{err}"
    );
}
