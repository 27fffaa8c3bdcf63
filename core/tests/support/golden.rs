//! The golden snapshots (`tests/snapshots`): every format an earlier build
//! wrote must restore to the same game, and the current format must stay
//! byte for byte what this build writes.

use std::path::PathBuf;

pub fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/snapshots")
}

/// The log an older build wrote, as this build writes the same game's:
/// the current version, and the shipped list's fingerprint it was played
/// with.
pub fn as_written_today(old: &str) -> String {
    let version = old
        .strip_prefix("{\"version\":")
        .and_then(|r| r.split(',').next())
        .expect("a log starts with its version");
    let fingerprint = gridwords::lexicon::FIRST_SHIPPED_FINGERPRINT;
    old.replacen(
        &format!("{{\"version\":{version},"),
        &format!("{{\"version\":{},", gridwords::engine::LOG_VERSION),
        1,
    )
    .replacen(
        "\"lexicon\":\"embedded\",",
        &format!("\"lexicon\":\"embedded\",\"lexicon_sha256\":\"{fingerprint}\","),
        1,
    )
}

/// The current format's golden files of `game`, written first when
/// `GW_WRITE_GOLDEN` is set (once, when a format is added on purpose:
/// older golden files stay and must restore).
pub fn current(game: &str, snapshot: impl FnOnce() -> (Vec<u8>, String)) -> (Vec<u8>, String) {
    let format = gridwords::engine::SNAPSHOT_FORMAT;
    let snap = dir().join(format!("{game}-format{format}.snap"));
    let log = dir().join(format!("{game}-format{format}.log.json"));
    if std::env::var_os("GW_WRITE_GOLDEN").is_some() {
        let (bytes, json) = snapshot();
        std::fs::write(&snap, bytes).unwrap();
        std::fs::write(&log, json).unwrap();
    }
    (
        std::fs::read(&snap).unwrap_or_else(|e| panic!("{}: {e}", snap.display())),
        std::fs::read_to_string(&log).unwrap(),
    )
}
