//! Every golden snapshot of every game restores, in every format and state
//! version an earlier build wrote, to the game its log describes, and the
//! current one is still exactly what this build writes.
//!
//! `GW_WRITE_GOLDEN=1` writes the current files (when a format or a game's
//! state version is added on purpose: the older files stay and must still
//! restore) and `tests/snapshots/current.json`.

use gridwords::engine::SNAPSHOT_FORMAT;
use gridwords::{hunt, AnyGame, GAMES};
use serde_json::{json, Value};

#[path = "support/golden.rs"]
mod golden;

/// The file name of a game's golden snapshot in this build's format and
/// the game's state version.
fn current_name(game: &str) -> String {
    let version = AnyGame::state_version(game).unwrap();
    format!("{game}-format{SNAPSHOT_FORMAT}-v{version}")
}

/// The golden snapshot files of `game`, sorted.
fn snapshot_files(dir: &std::path::Path, game: &str) -> Vec<String> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|f| f.starts_with(&format!("{game}-format")) && f.ends_with(".snap"))
        .collect();
    files.sort();
    files
}

/// Far past the end of every golden game (clocks run out, rounds end).
const LATER: u64 = 10_000_000;

#[test]
fn the_current_golden_snapshot_is_what_this_build_writes() {
    let dir = golden::dir();
    let mut manifest = serde_json::Map::new();
    for &game in GAMES {
        let name = current_name(game);
        let g = golden::game(game);
        if std::env::var_os("GW_WRITE_GOLDEN").is_some() {
            std::fs::write(dir.join(format!("{name}.snap")), g.snapshot()).unwrap();
            std::fs::write(dir.join(format!("{name}.log.json")), g.log_json()).unwrap();
        }
        let snap = std::fs::read(dir.join(format!("{name}.snap")))
            .unwrap_or_else(|e| panic!("{name}.snap: {e} (GW_WRITE_GOLDEN=1 writes it)"));
        assert_eq!(
            g.snapshot(),
            snap,
            "{game}'s snapshot bytes changed: bump the game's Rules::STATE_VERSION (with an \
             upgrade_state for the old layout) or the engine's SNAPSHOT_FORMAT, and write a \
             golden file for the new one (GW_WRITE_GOLDEN=1); the old file stays"
        );
        let log = std::fs::read_to_string(dir.join(format!("{name}.log.json"))).unwrap();
        assert_eq!(g.log_json(), log, "{game}");
        // The older files this build refuses, and why: the bindings' tests
        // read them from here.
        let mut refused = serde_json::Map::new();
        let files = snapshot_files(&dir, game);
        for f in files {
            if let Some(why) = refused_as(game, &f) {
                refused.insert(f, json!(why));
            }
        }
        manifest.insert(
            game.into(),
            json!({"snapshot": format!("{name}.snap"), "log": format!("{name}.log.json"), "refused": refused}),
        );
    }
    let manifest = serde_json::to_string_pretty(&Value::Object(manifest)).unwrap() + "\n";
    let path = dir.join("current.json");
    if std::env::var_os("GW_WRITE_GOLDEN").is_some() {
        std::fs::write(&path, &manifest).unwrap();
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), manifest);
}

/// The earlier builds' golden games that break a rule every record is
/// held to (docs/rules/records.md, "No downgrade past a rule"): Wordgrid's
/// staked against the easy bot (every duel file before today's game). No
/// release wrote one, so they are refused, by name.
fn refused_as(game: &str, file: &str) -> Option<&'static str> {
    match game {
        "duel" if file != format!("{}.snap", current_name("duel")) => {
            Some("a game with a bot seat is practice and carries no stake")
        }
        _ => None,
    }
}

#[test]
fn every_golden_snapshot_restores_to_the_game_of_its_log() {
    let dir = golden::dir();
    let (mut seen, mut refused) = (0, 0);
    for &game in GAMES {
        let current = golden::game(game);
        let mut ended = current.clone();
        ended.advance(LATER).unwrap();
        let files = snapshot_files(&dir, game);
        assert!(files.len() >= 3, "{game}: {files:?}");
        for f in files {
            let bytes = std::fs::read(dir.join(&f)).unwrap();
            if let Some(why) = refused_as(game, &f) {
                let e = AnyGame::restore(&bytes, None)
                    .err()
                    .unwrap_or_else(|| panic!("{f} restored"));
                assert_eq!(e.code(), gridwords::ErrorCode::InvalidSnapshot, "{f}");
                assert!(e.message().contains(why), "{f}: {}", e.message());
                // Its log, of the same label, is refused alike.
                let log =
                    std::fs::read_to_string(dir.join(f.replace(".snap", ".log.json"))).unwrap();
                let e = AnyGame::from_log_json(&log, None)
                    .err()
                    .unwrap_or_else(|| panic!("{f}'s log replayed"));
                assert_eq!(e.code(), gridwords::ErrorCode::InvalidLog, "{f}");
                refused += 1;
                continue;
            }
            let g = AnyGame::restore(&bytes, None)
                .unwrap_or_else(|e| panic!("{f}: an earlier build's snapshot must restore: {e}"));
            // The same game: today's log and today's snapshot of it. A Word
            // Grid bot game from before `bot_rules` (state version 1) is
            // today's game under bot rules 1, as it was played.
            let (current, ended) = if game == "hunt" && (!f.contains("-v") || f.contains("-v1.")) {
                let config = hunt::Config::from_json(&g.config_json()).unwrap();
                assert_eq!(config.bot_rules, Some(1), "{f}");
                let old =
                    AnyGame::restore(&golden::hunt_game_with(config).snapshot(), None).unwrap();
                let mut ended = old.clone();
                ended.advance(LATER).unwrap();
                (old, ended)
            } else {
                (current.clone(), ended.clone())
            };
            assert_eq!(g.log_json(), current.log_json(), "{f}");
            assert_eq!(g.snapshot(), current.snapshot(), "{f}");
            let mut g = g;
            g.advance(LATER).unwrap();
            assert_eq!(g.result_json(), ended.result_json(), "{f}");
            assert!(g.result_json().is_some(), "{f}");
            seen += 1;
        }
    }
    assert!(
        seen >= 8 && refused >= 3,
        "{seen} restored, {refused} refused"
    );
}

#[test]
fn a_state_version_this_build_does_not_know_is_refused_by_name() {
    let g = golden::game("solo");
    let mut bytes = g.snapshot();
    // The state version is the head's first value, after the frame
    // (magic, format, name): a later build's version 9.
    let at = 6 + 1 + 1 + "solo".len();
    assert_eq!(bytes[at] as u32, AnyGame::state_version("solo").unwrap());
    bytes[at] = 9;
    let n = bytes.len() - 4;
    let crc = crc32fast::hash(&bytes[..n]);
    bytes[n..].copy_from_slice(&crc.to_le_bytes());
    let e = AnyGame::restore(&bytes, None).unwrap_err();
    assert_eq!(e.code(), gridwords::ErrorCode::InvalidSnapshot);
    assert_eq!(
        e.message(),
        "solo state version 9; this build reads versions 1 to 1"
    );
}
