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
/// build's game: `bot_rules` 1).
pub fn hunt_game_with(config: hunt::Config) -> hunt::Game {
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

/// Wordgrid: a staked game frozen mid-play against the easy bot. Earlier
/// versions allowed a stake against a bot; a new game no longer may, but
/// a stored one must go on, so it is rebuilt from its committed log
/// (replay judges a game by the rules it was made under).
pub fn duel_game() -> duel::Game {
    let log = std::fs::read_to_string(dir().join("duel-format2.log.json")).unwrap();
    let g = gridwords::engine::Log::<duel::Duel>::from_json(&log)
        .unwrap()
        .replay_embedded()
        .unwrap();
    assert_eq!(g.config().stake, 250);
    g
}

/// Sóló: a game frozen after two swaps.
pub fn solo_game() -> solo::Game {
    let mut g = solo::Game::new(42, 0).unwrap();
    g.swap(86, 93, 1_000).unwrap();
    g.swap(0, 1, 2_000).unwrap();
    g
}
