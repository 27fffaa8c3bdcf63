//! The golden snapshots (`tests/snapshots`): one game of each kind, frozen
//! mid-play, written in every snapshot format and state version a build
//! has written. Every one must restore to the same game, and the current
//! one must stay byte for byte what this build writes. `current.json`
//! names the current file of each game (its format and state version):
//! the C, Python and Node tests read it instead of naming a format.

// Each test crate that includes this module uses part of it.
#![allow(dead_code)]

use std::path::PathBuf;

use gridwords::{duel, hunt, solo, AnyGame, Lexicon};

pub fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/snapshots")
}

/// The golden game of `game`, as a snapshot and its log.
pub fn game(name: &str) -> AnyGame {
    let snapshot = match name {
        "hunt" => hunt_game().snapshot(),
        "duel" => duel_game().snapshot(),
        "solo" => solo_game().snapshot(),
        other => panic!("no golden game for {other}: add one here"),
    };
    AnyGame::restore(&snapshot, None).unwrap()
}

/// Word Grid: the bot's round 30 s in, three of the tray's words and a
/// miss from seat 0.
pub fn hunt_game() -> hunt::Game {
    use hunt::{Config, SeatKind};
    hunt_game_with(Config::new(vec![SeatKind::Human, SeatKind::Bot], 42))
}

/// The Word Grid scenario with another config of the same seed (an earlier
/// build's game: `bot_rules` 1, which a new game refuses: so it is the
/// scenario's log under that config, replayed).
pub fn hunt_game_with(config: hunt::Config) -> hunt::Game {
    use hunt::{Config, SeatKind};
    if config.bot_rules.is_some_and(|r| r != hunt::BOT_RULES) {
        let g = hunt_game_with(Config::new(
            vec![SeatKind::Human, SeatKind::Bot],
            config.seed,
        ));
        let mut log: serde_json::Value = serde_json::from_str(&g.log_json()).unwrap();
        log["config"] = serde_json::from_str(&config.to_json()).unwrap();
        let log = gridwords::engine::Log::<hunt::Hunt>::from_json(&log.to_string()).unwrap();
        return hunt::Game::from_log(&log).unwrap();
    }
    let mut g = hunt::Game::new(config, 0).unwrap();
    g.ready(0, 500).unwrap();
    g.advance(3_500 + 30_000).unwrap();
    let tray = g.tray().unwrap();
    let words: Vec<String> = hunt::solve(&tray, Lexicon::embedded())
        .into_iter()
        .map(|f| f.word)
        .take(3)
        .collect();
    for (i, w) in words.iter().enumerate() {
        g.submit(0, w, 40_000 + 2_000 * i as u64).unwrap();
    }
    g.submit(0, "qqq", 50_000).unwrap();
    g
}

/// Wordgrid: a game frozen mid-play against the easy bot: the moves of
/// the earlier builds' golden game (`duel-format2.log.json`), which carried
/// a stake of 250 against the bot. No release allowed that, so those
/// snapshots are refused now (`golden_snapshots.rs`) and today's game is
/// the same one without the stake.
pub fn duel_game() -> duel::Game {
    let log = std::fs::read_to_string(dir().join("duel-format2.log.json")).unwrap();
    let log = log.replace("\"stake\":250", "\"stake\":0");
    gridwords::engine::Log::<duel::Duel>::from_json(&log)
        .unwrap()
        .replay_embedded()
        .unwrap()
}

/// Sóló: a game frozen after two swaps.
pub fn solo_game() -> solo::Game {
    let mut g = solo::Game::new(42, 0).unwrap();
    g.swap(86, 93, 1_000).unwrap();
    g.swap(0, 1, 2_000).unwrap();
    g
}
