//! The bots' choices pinned position by position: every position of the
//! bot games below, with the move each level (easy, medium, hard) chooses
//! there, is committed in `tests/vectors/duel_bot_moves.json`, and every
//! position must still choose exactly that move (cell, letter, word and
//! path). A faster search that plays even one other move would change
//! every game and log after it, so this is what a change to the bots'
//! code is held to.
//!
//! The file was written by the ignored test below, from the bots as they
//! were before their search was made faster (issue 31); write it again
//! only when a bot's play changes on purpose:
//! `cargo test -p gridwords --release --test duel_bot_moves -- --ignored`.

use std::path::PathBuf;

use gridwords::duel::{
    bot_choose, bot_rng, bot_think_ms, Board, Config, Game, Level, Move, SeatKind, CLOCK_MS,
};
use gridwords::Lexicon;
use serde::{Deserialize, Serialize};

/// One position and each level's move there (`None`: no move).
#[derive(Debug, Serialize, Deserialize)]
struct Position {
    /// The game it comes from: the seats' levels.
    game: String,
    seed: u64,
    /// The move's index in the game, from 0: the bots' draws come from the
    /// seed's block for this ply.
    ply: usize,
    board: Board,
    played: Vec<String>,
    easy: Option<Move>,
    medium: Option<Move>,
    hard: Option<Move>,
}

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/duel_bot_moves.json")
}

/// The move `level` chooses in `p` as a game asks for it: the ply's
/// generator, the think time drawn first, then the choice.
fn choose(level: Level, p: &Position, lex: &Lexicon) -> Option<Move> {
    let mut rng = bot_rng(p.seed, p.ply);
    let _ = bot_think_ms(level, &mut rng, CLOCK_MS);
    bot_choose(level, &p.board, &p.played, lex, &mut rng)
}

/// The games: the hard bot against medium, itself and easy, in both seats,
/// over varied seeds, every position kept (`usize::MAX`); then more
/// endgames from medium and easy games, only their positions with six
/// empty cells or fewer. Each game is played to its end, so its last four
/// positions have four empty cells or fewer (the hard bot's endgame proof).
fn games() -> Vec<([Level; 2], u64, usize)> {
    use Level::{Easy, Hard, Medium};
    let seed = |k: u64| 0x0B07_0000_5EED_0000 + k * 0x9E37_79B9;
    let mut out = Vec::new();
    for k in 0..6 {
        out.push(([Hard, Medium], seed(k), usize::MAX));
        out.push(([Medium, Hard], seed(k), usize::MAX));
    }
    for k in 6..10 {
        out.push(([Hard, Hard], seed(k), usize::MAX));
    }
    for k in 10..13 {
        out.push(([Hard, Easy], seed(k), usize::MAX));
        out.push(([Easy, Hard], seed(k), usize::MAX));
    }
    for k in 13..21 {
        let seats = [
            [Medium, Easy],
            [Easy, Medium],
            [Easy, Easy],
            [Medium, Medium],
        ];
        out.push((seats[k as usize % 4], seed(k), 6));
    }
    out
}

fn empties(board: &Board) -> usize {
    board.cells().iter().filter(|&&c| c == 0).count()
}

fn name(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Hard => "hard",
    }
}

#[test]
#[ignore = "writes tests/vectors/duel_bot_moves.json"]
fn write_the_vector() {
    let lex = Lexicon::embedded();
    let mut lines = Vec::new();
    for (seats, seed, keep) in games() {
        let config = Config::new(seats.iter().map(|&l| SeatKind::Bot(l)).collect(), seed);
        let mut g = Game::new(config, 0).expect("config");
        while g.to_move().is_some() {
            if empties(&g.board()) > keep {
                let Some(t) = g.next_due() else { break };
                g.advance(t).expect("advance");
                continue;
            }
            let played = g.played().to_vec();
            let mut p = Position {
                game: format!("{}-vs-{}", name(seats[0]), name(seats[1])),
                seed,
                ply: played.len() - 1,
                board: g.board(),
                played,
                easy: None,
                medium: None,
                hard: None,
            };
            p.easy = choose(Level::Easy, &p, lex);
            p.medium = choose(Level::Medium, &p, lex);
            p.hard = choose(Level::Hard, &p, lex);
            lines.push(serde_json::to_string(&p).unwrap());
            let Some(t) = g.next_due() else { break };
            g.advance(t).expect("advance");
        }
        assert!(g.is_over());
    }
    std::fs::write(path(), format!("[\n{}\n]\n", lines.join(",\n"))).unwrap();
}

#[test]
fn every_position_chooses_the_committed_moves() {
    let text = std::fs::read_to_string(path()).expect("the vector");
    let positions: Vec<Position> = serde_json::from_str(&text).expect("its JSON");
    assert!(positions.len() >= 400, "only {} positions", positions.len());
    let endgames = positions.iter().filter(|p| empties(&p.board) <= 4).count();
    assert!(endgames >= 120, "only {endgames} endgame positions");
    let lex = Lexicon::embedded();
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(8);
    let chunk = positions.len().div_ceil(threads);
    let wrong: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = positions
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    let mut wrong = Vec::new();
                    for p in part {
                        for (level, want) in [
                            (Level::Easy, &p.easy),
                            (Level::Medium, &p.medium),
                            (Level::Hard, &p.hard),
                        ] {
                            let got = choose(level, p, lex);
                            if &got != want {
                                wrong.push(format!(
                                    "{} seed {:#x} ply {} ({}) {level:?}: {got:?}, committed {want:?}",
                                    p.game, p.seed, p.ply, p.board
                                ));
                            }
                        }
                    }
                    wrong
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("replay"))
            .collect()
    });
    assert!(
        wrong.is_empty(),
        "{} choices differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
