//! Built-in Sóló players, for analysis: the greedy and the random player
//! every study of the game compares first, played to the end of a game
//! from its seed, one game or many on every core.
//!
//! They are players, not rules: they act through the game's own `swap` and
//! `finish` like any host, one move a second of the game's clock
//! ([`PACE_MS`]) from its creation at 0, so their games are ordinary games
//! (their results replay from their logs).
//!
//! * **Greedy** plays the best swap ([`best_swaps`](super::best_swaps)
//!   with `k = 1`: most points, then smaller `a`, then smaller `b`) while
//!   one scores, then finishes (before any move: the game is cancelled).
//! * **Random** swaps two Free cells drawn uniformly (`a = below(n)`, then
//!   `b = below(n − 1)`, moved past `a`, over the Free cells in ascending
//!   order) from ChaCha20 [`PLAYER_STREAM`] of the seed, which the game
//!   itself never draws from, until fewer than two cells are Free (the
//!   game ends itself) or the clock runs out.
//!
//! The same seed and strategy give the same game forever.

use super::game::{GameResult, CLOCK_MS};
use super::{best_swaps, CellState, Config, Game};
use crate::batch::{run_chunks_of, Progress};
use crate::engine::Session;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;
use crate::rng::GameRng;

/// The random player's stream of the seed (stream 0 deals the field).
pub const PLAYER_STREAM: u64 = 2;

/// Game-clock ms between a built-in player's moves: its `i`-th move
/// (from 0) is at `1000 × (i + 1)`.
pub const PACE_MS: u64 = 1_000;

/// A built-in player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Strategy {
    /// The best-scoring swap each move, while one scores.
    Greedy,
    /// Uniformly random swaps of Free cells.
    Random,
}

impl Strategy {
    /// Every strategy's name, as bindings take it.
    pub const NAMES: [&'static str; 2] = ["greedy", "random"];

    /// The strategy named `name`; another name is `INVALID_ARGUMENT`
    /// listing the names.
    pub fn from_name(name: &str) -> Result<Strategy> {
        match name {
            "greedy" => Ok(Strategy::Greedy),
            "random" => Ok(Strategy::Random),
            other => Err(Error::new(
                ErrorCode::InvalidArgument,
                format!(
                    "unknown strategy {other:?}: one of {}",
                    Strategy::NAMES.join(", ")
                ),
            )),
        }
    }
}

/// The game of `seed` played to its end by `strategy`, created at 0.
pub fn play_out_game(seed: u64, strategy: Strategy, lexicon: &Lexicon) -> Result<Game> {
    let mut g: Game = Session::create(Config { seed }, lexicon, 0)?;
    let mut rng = GameRng::new(seed, PLAYER_STREAM);
    let mut at = PACE_MS;
    while g.result().is_none() && at < CLOCK_MS {
        let pick = match strategy {
            Strategy::Greedy => best_swaps(&g.rules.st, 1, lexicon)
                .first()
                .filter(|s| s.points > 0)
                .map(|s| (s.a, s.b)),
            Strategy::Random => {
                let free: Vec<usize> = (0..g.cells().len())
                    .filter(|&c| g.cells()[c] == CellState::Free)
                    .collect();
                let n = free.len() as u64;
                (n >= 2).then(|| {
                    let a = rng.below(n) as usize;
                    let mut b = rng.below(n - 1) as usize;
                    if b >= a {
                        b += 1;
                    }
                    (free[a], free[b])
                })
            }
        };
        match pick {
            Some((a, b)) => g.swap(a, b, at)?,
            None => g.finish(at)?,
        };
        at += PACE_MS;
    }
    g.advance(CLOCK_MS)?;
    Ok(g)
}

/// [`play_out_game`]'s result.
pub fn play_out(seed: u64, strategy: Strategy, lexicon: &Lexicon) -> Result<GameResult> {
    let g = play_out_game(seed, strategy, lexicon)?;
    g.result()
        .cloned()
        .ok_or_else(|| Error::new(ErrorCode::Panic, "a played-out game has no result"))
}

/// Games a play-out batch hands a thread at a time: a greedy game takes
/// milliseconds, so progress (and a binding's Ctrl-C) is heard often.
const GAMES_PER_CHUNK: usize = 8;

/// [`play_out`] of every seed, in input order, into `out` (exactly as
/// long as `seeds`: `INVALID_ARGUMENT` otherwise), on up to `threads`
/// threads (`0`: one per core), reporting [`Progress`]; whether it
/// finished (`false`: `progress` stopped it, and `out` is partly written).
pub fn play_out_many_into(
    seeds: &[u64],
    strategy: Strategy,
    lexicon: &Lexicon,
    threads: usize,
    out: &mut [Option<GameResult>],
    progress: Progress<'_>,
) -> Result<bool> {
    if out.len() != seeds.len() {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!(
                "the output holds {} results but there are {} seeds",
                out.len(),
                seeds.len()
            ),
        ));
    }
    lexicon.trie();
    Ok(run_chunks_of(
        out,
        GAMES_PER_CHUNK,
        threads,
        progress,
        &|i, chunk| {
            let seeds = &seeds[i * GAMES_PER_CHUNK..i * GAMES_PER_CHUNK + chunk.len()];
            for (o, &seed) in chunk.iter_mut().zip(seeds) {
                *o = play_out(seed, strategy, lexicon).ok();
            }
        },
    ))
}

/// [`play_out`] of every seed, in input order, on up to `threads` threads.
pub fn play_out_many(
    seeds: &[u64],
    strategy: Strategy,
    lexicon: &Lexicon,
    threads: usize,
) -> Vec<GameResult> {
    let mut out = vec![None; seeds.len()];
    let _ = play_out_many_into(seeds, strategy, lexicon, threads, &mut out, &|_| true);
    out.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_play_ordinary_games_that_replay() {
        let lex = Lexicon::embedded();
        for strategy in [Strategy::Greedy, Strategy::Random] {
            for seed in [0, 1, u64::MAX] {
                let g = play_out_game(seed, strategy, lex).unwrap();
                let r = g.result().unwrap().clone();
                assert!(!r.moves.is_empty(), "{strategy:?} {seed}");
                // Their game is an ordinary game: its log replays to it.
                let replayed: Game =
                    crate::engine::session_from_log(&g.log_json(), Some(lex)).unwrap();
                assert_eq!(replayed.result(), Some(&r));
                assert_eq!(
                    play_out(seed, strategy, lex).unwrap(),
                    r,
                    "the same game again"
                );
                // One move a second from 0.
                for (i, m) in r.moves.iter().enumerate() {
                    assert_eq!(m.at_ms, PACE_MS * (i as u64 + 1));
                }
            }
        }
    }

    #[test]
    fn greedy_takes_the_best_swap_and_finishes_when_none_scores() {
        let lex = Lexicon::embedded();
        let r = play_out(7, Strategy::Greedy, lex).unwrap();
        assert_eq!(r.reason, super::super::EndReason::Finished);
        assert!(r.moves.iter().all(|m| m.points > 0));
        // Each move was the best one at its turn.
        let mut g: Game = Session::create(Config { seed: 7 }, lex, 0).unwrap();
        for m in &r.moves {
            let best = &g.best_swaps(1)[0];
            assert_eq!((best.a, best.b, best.points), (m.a, m.b, m.points));
            g.swap(m.a, m.b, m.at_ms).unwrap();
        }
        assert!(g.best_swaps(1).first().is_none_or(|s| s.points == 0));
    }

    #[test]
    fn random_differs_from_greedy_and_many_matches_one_at_a_time() {
        let lex = Lexicon::embedded();
        let seeds: Vec<u64> = (0..40).collect();
        for strategy in [Strategy::Greedy, Strategy::Random] {
            let many = play_out_many(&seeds, strategy, lex, 2);
            let one: Vec<GameResult> = seeds
                .iter()
                .map(|&s| play_out(s, strategy, lex).unwrap())
                .collect();
            assert_eq!(many, one);
        }
        let greedy: u32 = play_out_many(&seeds, Strategy::Greedy, lex, 0)
            .iter()
            .map(|r| r.score)
            .sum();
        let random: u32 = play_out_many(&seeds, Strategy::Random, lex, 0)
            .iter()
            .map(|r| r.score)
            .sum();
        assert!(greedy > random, "greedy {greedy}, random {random}");
        assert_eq!(Strategy::from_name("random").unwrap(), Strategy::Random);
        let e = Strategy::from_name("Greedy").unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidArgument);
        assert_eq!(
            e.message(),
            "unknown strategy \"Greedy\": one of greedy, random"
        );
    }
}
