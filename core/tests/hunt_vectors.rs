//! The cross-language vectors: every committed log replays to its committed
//! result byte for byte, and the scenarios still produce exactly the
//! committed files (so the engine did not drift).

#[path = "support/hunt_scenarios.rs"]
mod hunt_scenarios;
#[path = "support/vector_files.rs"]
mod vector_files;

use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/hunt")
}

fn vectors() -> Vec<(String, String, String)> {
    vector_files::read(&dir())
}

#[test]
fn every_vector_replays_byte_identically() {
    let v = vectors();
    assert!(v.len() >= 12, "only {} vectors", v.len());
    for (name, log, result) in &v {
        let got = gridwords::hunt::replay_json(log).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&got, result, "{name}");
        assert!(gridwords::hunt::verify_json(log, result).unwrap());
    }
}

#[test]
fn version_1_logs_still_replay() {
    let v = vector_files::read(&dir().join("../hunt-v1"));
    assert_eq!(v.len(), 4);
    for (name, log, result) in &v {
        assert!(log.contains(r#""version":1"#), "{name}");
        let got = gridwords::hunt::replay_json(log).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&got, result, "{name}");
    }
}

/// The folder of this game's vectors.
const GAME: &str = "hunt";

#[test]
fn scenarios_still_produce_the_committed_vectors() {
    let v = vectors();
    let s = hunt_scenarios::all();
    assert_eq!(v.len(), s.len());
    for ((name, log, result), sc) in v.iter().zip(&s) {
        assert!(name.ends_with(sc.name), "{name} vs {}", sc.name);
        // GW_WRITE_VECTORS=1 writes the logs again, when the log format
        // changes on purpose (results must not change: they are compared).
        if std::env::var_os("GW_WRITE_VECTORS").is_some() {
            let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors");
            let path = dir.join(GAME).join(format!("{name}.log.json"));
            std::fs::write(path, sc.game.log_json()).unwrap();
            continue;
        }
        assert_eq!(&sc.game.log_json(), log, "{name}: log drifted");
        assert_eq!(
            sc.game.result_json().unwrap(),
            result.trim_end(),
            "{name}: result drifted"
        );
    }
}

#[test]
fn vectors_cover_every_outcome() {
    let all: String = vectors().iter().map(|(_, _, r)| r.clone()).collect();
    for needle in [
        r#""status":"resigned""#,
        r#""status":"forfeited""#,
        r#""rule":"whole_round""#,
        r#""rule":"window""#,
        r#""kind":"bot""#,
        r#""cancelled":true"#,
        r#""reason":"already_found""#,
        r#""reason":"no_path""#,
        r#""reason":"too_short""#,
        r#""reason":"not_in_list""#,
        r#""word":"i̇i̇i̇"#,
        r#""rated":true"#,
    ] {
        assert!(all.contains(needle), "no vector shows {needle}");
    }
}
