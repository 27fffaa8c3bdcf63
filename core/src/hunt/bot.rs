//! The Word Grid bot: how strong it is and which words it finds when.
//!
//! Everything comes from ChaCha20 stream 1 of the game seed, drawn in a fixed
//! order so that a seed means the same bot forever:
//!
//! 1. **Strength** (at creation): `1 + below(5)`, strengths 1–5.
//! 2. **How many words** (at T0): the tray's `N` words (3–16 letters, from
//!    the solver) give a target `k = round(N × share)` with shares 8, 15, 22,
//!    30 and 40 % for strengths 1–5, capped so that `k < N / 2` ("always
//!    under half") and `k ≤ (round_ms − 1) / 1000` (so the pace below fits).
//! 3. **Which words**: `k` draws without replacement from the solver's list
//!    (longest first, then alphabetical) with [`GameRng::weighted`], each
//!    word weighted by its length bucket (3, 4, 5, 6, 7, 8+) from
//!    [`LENGTH_WEIGHTS`]: weak strengths strongly prefer short words,
//!    strength 5 is indifferent. Words are submitted in the order drawn, so a
//!    weak bot also finds its short words first.
//! 4. **When**: `k` draws `e_i = below(slack + 1)` with
//!    `slack = round_ms − 1 − 1000·k`, sorted ascending; word `i` (0-based)
//!    arrives at `T0 + 1000·(i + 1) + e_i`. Consecutive words are therefore
//!    at least 1 000 ms apart and the `n`-th arrives no earlier than
//!    `T0 + 1000·n`: neither rate-ceiling rule can fire (the whole-round rule
//!    needs `n·1000 > t`; the window rule needs 21 words within 19 999 ms),
//!    and the last arrives before the round ends.

use serde::{Deserialize, Serialize};

use super::solve::solve;
use super::tray::Tray;
use super::word::Word;
use crate::lexicon::Lexicon;
use crate::rng::GameRng;

/// The bot's stream.
pub const BOT_STREAM: u64 = 1;

/// Expected share of the tray's words, in percent, per strength 1–5.
pub const SHARE_PERCENT: [u64; 5] = [8, 15, 22, 30, 40];

/// Draw weights per strength (rows) and word-length bucket 3, 4, 5, 6, 7, 8+.
pub const LENGTH_WEIGHTS: [[u32; 6]; 5] = [
    [16, 8, 4, 2, 1, 1],
    [12, 8, 5, 3, 2, 1],
    [8, 7, 6, 4, 3, 2],
    [6, 6, 5, 5, 4, 3],
    [4, 4, 4, 4, 4, 4],
];

/// One word the bot will send, and when (absolute ms on the host's clock).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotWord {
    /// A word the tray holds (from the solver's list, so never a miss).
    pub word: Word,
    /// When the bot sends it, in ms on the host's clock: at least
    /// T0 + 1000 × (its 1-based position), and before the round ends.
    pub at_ms: u64,
}

/// The bot's strength for a seed (1–5).
pub fn strength(seed: u64) -> u8 {
    let mut rng = GameRng::new(seed, BOT_STREAM);
    1 + rng.below(5) as u8
}

/// The bot's schedule for a round that opens at `t0_ms` and lasts
/// `round_ms`, in the order the words will be sent (times ascending).
pub fn schedule(
    seed: u64,
    tray: &Tray,
    lexicon: &Lexicon,
    t0_ms: u64,
    round_ms: u64,
) -> Vec<BotWord> {
    let mut rng = GameRng::new(seed, BOT_STREAM);
    let s = rng.below(5) as usize; // strength − 1, drawn first as at creation
    let mut pool: Vec<Word> = solve(tray, lexicon)
        .iter()
        .filter_map(|f| Word::new(&f.word))
        .collect();
    let n = pool.len() as u64;
    let target = (n * SHARE_PERCENT[s] + 50) / 100;
    let under_half = n.saturating_sub(1) / 2;
    let pace = round_ms.saturating_sub(1) / 1000;
    let k = target.min(under_half).min(pace) as usize;

    let mut chosen = Vec::with_capacity(k);
    let mut weights: Vec<u32> = pool
        .iter()
        .map(|w| LENGTH_WEIGHTS[s][w.len().clamp(3, 8) - 3])
        .collect();
    for _ in 0..k {
        let Some(i) = rng.weighted(&weights) else {
            break;
        };
        chosen.push(pool.remove(i));
        weights.remove(i);
    }

    let slack = round_ms
        .saturating_sub(1)
        .saturating_sub(1000 * chosen.len() as u64);
    let mut extra: Vec<u64> = (0..chosen.len()).map(|_| rng.below(slack + 1)).collect();
    extra.sort_unstable();
    chosen
        .into_iter()
        .zip(extra)
        .enumerate()
        .map(|(i, (word, e))| BotWord {
            word,
            at_ms: t0_ms.saturating_add(1000 * (i as u64 + 1) + e),
        })
        .collect()
}
