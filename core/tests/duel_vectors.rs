//! The cross-language Wordgrid vectors: every committed log replays to its
//! committed result byte for byte, and the scenarios still produce exactly
//! the committed files.

#[path = "support/duel_scenarios.rs"]
mod duel_scenarios;
#[path = "support/vector_files.rs"]
mod vector_files;

use std::path::PathBuf;

/// (name, log, result, word list if the game used its own).
type Vector = (String, String, String, Option<gridwords::Lexicon>);

fn vectors() -> Vec<Vector> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/duel");
    vector_files::read(&dir)
        .into_iter()
        .map(|(name, log, result)| {
            let words = std::fs::read_to_string(dir.join(format!("{name}.words.txt")))
                .ok()
                .map(|w| gridwords::Lexicon::from_words(w.lines()).unwrap());
            (name, log, result, words)
        })
        .collect()
}

#[test]
fn every_vector_replays_byte_identically() {
    let v = vectors();
    assert!(v.len() >= 12, "only {} vectors", v.len());
    for (name, log, result, words) in &v {
        let got = gridwords::AnyGame::replay_json(log, words.as_ref())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&got, result, "{name}");
        assert!(gridwords::AnyGame::verify_json(log, result, words.as_ref()).unwrap());
        // A log played on its own list needs it.
        if words.is_some() {
            assert!(
                gridwords::AnyGame::replay_json(log, None).is_err(),
                "{name}"
            );
        }
    }
}

/// The folder of this game's vectors.
const GAME: &str = "duel";

#[test]
fn scenarios_still_produce_the_committed_vectors() {
    let v = vectors();
    let s = duel_scenarios::all();
    assert_eq!(v.len(), s.len());
    for ((name, log, result, words), sc) in v.iter().zip(&s) {
        assert!(name.ends_with(sc.name), "{name} vs {}", sc.name);
        assert_eq!(
            words.is_some(),
            sc.words.is_some(),
            "{name}: word list file"
        );
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

/// Logs written before the bots' moves were logged (version 2): the bots
/// search again on replay and reach the same results as today's logs.
#[test]
fn version_2_logs_of_bot_games_still_replay() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/duel-v2");
    let old = vector_files::read(&dir);
    assert!(old.len() >= 6, "only {} version 2 logs", old.len());
    let now = vectors();
    for (name, log, result) in &old {
        assert!(
            log.starts_with(r#"{"version":2,"#) && log.contains("\"bot:"),
            "{name}"
        );
        let got =
            gridwords::AnyGame::replay_json(log, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&got, result, "{name}");
        let today = now.iter().find(|v| &v.0 == name).unwrap();
        assert_eq!(
            &today.2, result,
            "{name}: today's vector has another result"
        );
        let version = format!("{{\"version\":{},", gridwords::engine::LOG_VERSION);
        assert!(today.1.starts_with(&version));
    }
}

#[test]
fn vectors_cover_every_ending() {
    let all: String = vectors().iter().map(|v| v.2.clone()).collect();
    for needle in [
        r#""reason":"score""#,
        r#""reason":"no_legal_move""#,
        r#""reason":"timeout""#,
        r#""reason":"resignation""#,
        r#""reason":"agreement""#,
        r#""refund":1000"#,
        r#""draw":true"#,
    ] {
        assert!(all.contains(needle), "no vector shows {needle}");
    }
    let logs: String = vectors().iter().map(|v| v.1.clone()).collect();
    for needle in [
        "bot:easy",
        "bot:medium",
        "bot:hard",
        "decline_draw",
        r#""path":[11,16]"#,
    ] {
        assert!(logs.contains(needle), "no vector log shows {needle}");
    }
}
