//! The cross-language Sóló vectors: every committed log replays to its
//! committed result byte for byte, the scenarios still produce exactly the
//! committed files, and between them the committed games show every ending,
//! reading, freezing rule and ranking rule.

#[path = "support/solo_scenarios.rs"]
mod solo_scenarios;
#[path = "support/vector_files.rs"]
mod vector_files;

use solo_scenarios::solo_features;
use std::collections::BTreeSet;
use std::path::PathBuf;

fn vectors() -> Vec<(String, String, String)> {
    vector_files::read(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/solo"))
}

#[test]
fn every_vector_replays_byte_identically() {
    let v = vectors();
    assert!(v.len() >= 12, "only {} vectors", v.len());
    for (name, log, result) in &v {
        let got =
            gridwords::AnyGame::replay_json(log, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&got, result, "{name}");
        assert!(gridwords::AnyGame::verify_json(log, result, None).unwrap());
    }
}

/// The folder of this game's vectors.
const GAME: &str = "solo";

#[test]
fn scenarios_still_produce_the_committed_vectors() {
    let v = vectors();
    let s = solo_scenarios::all();
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
            *result,
            "{name}: result drifted"
        );
    }
}

#[test]
fn vectors_cover_every_ending_and_reading() {
    let all: String = vectors().iter().map(|v| v.2.clone()).collect();
    for needle in [
        r#""reason":"field_full""#,
        r#""reason":"clock""#,
        r#""reason":"finished""#,
        r#""reason":"cancelled""#,
        r#""reversed":true"#,
        r#""reversed":false"#,
        r#""axis":"across""#,
        r#""axis":"down""#,
        r#","fixed""#,
        r#","both""#,
    ] {
        assert!(all.contains(needle), "no vector shows {needle}");
    }
}

/// Replays each committed game move by move from the position before each
/// swap and judges what the move shows (`support/solo_features.rs`): every
/// ranking rule deciding at least once, a reversed word, a palindrome read
/// once, a word through both swapped letters, two words one per letter, a
/// crossing of a frozen word, a refused lengthening and a Fixed edge.
#[test]
fn vectors_show_every_ranking_rule_and_freezing_rule() {
    let mut shown = BTreeSet::new();
    for (name, log, result) in vectors() {
        let r: gridwords::solo::GameResult = serde_json::from_str(&result).unwrap();
        let created: serde_json::Value = serde_json::from_str(&log).unwrap();
        let created_ms = created["created_ms"]
            .as_u64()
            .unwrap_or_else(|| panic!("{name}: no created_ms in {log}"));
        shown.extend(solo_features::game_features(&r, created_ms));
    }
    for f in solo_features::MOVE_FEATURES {
        assert!(shown.contains(f), "no committed vector shows {f}");
    }
}
