//! The three bots. Every choice is drawn from the game's seed: ChaCha20
//! stream 1, ply `n` (the n-th move of the game, from 0) drawing from word
//! `n × 2³²` of the stream ([`GameRng::at`]), first its think time, then
//! its choice. So a bot's move depends only on the seed, the ply and the
//! position, never on how many draws another ply took.
//!
//! * **easy** plays short, plausible words: uniformly among the legal moves
//!   whose word has the shortest length available, or three letters when a
//!   three-letter word exists.
//! * **medium** plays the longest word it can, uniformly among ties.
//! * **hard** looks one reply ahead: among its longest candidates it plays
//!   the move that maximises its points minus the opponent's best reply,
//!   uniformly among ties.
//!
//! Think times (whole ms, uniform): easy 2–6 s, medium 3–8 s, hard 4–10 s,
//! never more than the bot's time left minus one second, never under 1 ms.

use super::board::Board;
use super::config::Level;
use super::movegen::legal_moves;
use super::moves::Move;
use crate::lexicon::Lexicon;
use crate::rng::GameRng;

/// The bots' ChaCha20 stream.
pub const BOT_STREAM: u64 = 1;
/// Think time range per level (easy, medium, hard), ms inclusive.
pub const THINK_MS: [(u64, u64); 3] = [(2_000, 6_000), (3_000, 8_000), (4_000, 10_000)];
/// How many of its longest candidates the hard bot looks ahead from.
pub const HARD_CANDIDATES: usize = 12;

fn index(level: Level) -> usize {
    match level {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
    }
}

/// The generator for ply `ply` of the game with `seed`.
pub fn rng_for(seed: u64, ply: usize) -> GameRng {
    GameRng::at(seed, BOT_STREAM, (ply as u128) << 32)
}

/// How long the bot thinks before it moves, given its time left.
pub fn think_ms(level: Level, rng: &mut GameRng, clock_left: u64) -> u64 {
    let (lo, hi) = THINK_MS[index(level)];
    let t = lo + rng.below(hi - lo + 1);
    t.min(clock_left.saturating_sub(1_000)).max(1)
}

fn pick(rng: &mut GameRng, mut moves: Vec<Move>) -> Option<Move> {
    if moves.is_empty() {
        return None;
    }
    let i = rng.below(moves.len() as u64) as usize;
    Some(moves.swap_remove(i))
}

/// The move the bot plays on `board` with the words `played`, or `None`
/// when it has none.
pub fn choose(
    level: Level,
    board: &Board,
    played: &[String],
    lexicon: &Lexicon,
    rng: &mut GameRng,
) -> Option<Move> {
    let moves = legal_moves(board, played, lexicon);
    let min = moves.iter().map(|m| m.word.len()).min()?;
    let max = moves.iter().map(|m| m.word.len()).max()?;
    match level {
        Level::Easy => {
            let want = if moves.iter().any(|m| m.word.len() == 3) {
                3
            } else {
                min
            };
            pick(
                rng,
                moves.into_iter().filter(|m| m.word.len() == want).collect(),
            )
        }
        Level::Medium => pick(
            rng,
            moves.into_iter().filter(|m| m.word.len() == max).collect(),
        ),
        Level::Hard => {
            let mut cands = moves;
            cands.sort_by(|a, b| {
                b.word
                    .len()
                    .cmp(&a.word.len())
                    .then_with(|| a.word.cmp(&b.word))
            });
            cands.truncate(HARD_CANDIDATES);
            let mut best: Vec<Move> = Vec::new();
            let mut best_value = i64::MIN;
            for m in cands {
                let after = board.with(m.cell as usize, m.letter as u8);
                let mut spent = played.to_vec();
                spent.push(m.word.clone());
                let reply = legal_moves(&after, &spent, lexicon)
                    .iter()
                    .map(|r| r.word.len())
                    .max()
                    .unwrap_or(0);
                let value = m.word.len() as i64 - reply as i64;
                if value > best_value {
                    best_value = value;
                    best.clear();
                }
                if value == best_value {
                    best.push(m);
                }
            }
            pick(rng, best)
        }
    }
}
