//! The Word Grid bot: how strong it is and which words it finds when.
//!
//! Everything comes from ChaCha20 stream 1 of the game seed, drawn in a fixed
//! order so that a seed means the same bot forever:
//!
//! 1. **Strength** (at creation): `1 + below(5)`, strengths 1–5.
//! 2. **How many words** (at T0): the tray's `N` words (3–16 letters, from
//!    the solver) give a target `k = round(N × share)` with shares 8, 15, 22,
//!    30 and 40 % for strengths 1–5, capped so that `k < N / 2` ("always
//!    under half"), `k ≤ ⌊45·N / 100⌋` ([`MAX_SHARE_PERCENT`], bot rules 2)
//!    and `k ≤ (round_ms − 1) / 1000` (so the pace below fits).
//! 3. **Which words**: draws without replacement from the solver's list
//!    (longest first, then alphabetical) with [`GameRng::weighted`], each
//!    word weighted by its length bucket (3, 4, 5, 6, 7, 8+) from
//!    [`LENGTH_WEIGHTS`]: weak strengths strongly prefer short words,
//!    strength 5 is indifferent. Under bot rules 2 a drawn word that would
//!    carry the bot's points past ⌊45·P / 100⌋ (P: the points of all the
//!    tray's words at the game's table) is set aside, never drawn again, and
//!    does not count; drawing goes on until `k` words are chosen or none is
//!    left. So the bot finds at most 45 % of the tray by words and by points
//!    ("well under half of what is in the tray"), where strength 5 indifferent
//!    to length would otherwise, now and then, take over half the points.
//!    Words are submitted in the order chosen, so a weak bot also finds its
//!    short words first.
//! 4. **When**: `k` draws `e_i = below(slack + 1)` with
//!    `slack = round_ms − 1 − 1000·k`, sorted ascending; word `i` (0-based)
//!    arrives at `T0 + 1000·(i + 1) + e_i`. Consecutive words are therefore
//!    at least 1 000 ms apart and the `n`-th arrives no earlier than
//!    `T0 + 1000·n`: neither rate-ceiling rule can fire (the whole-round rule
//!    needs `n·1000 > t`; the window rule needs 21 words within 19 999 ms),
//!    and the last arrives before the round ends.
//!
//! **Bot rules.** A game records which rules its bot follows
//! ([`Config::bot_rules`]): 2 ([`BOT_RULES`]) for every game this build
//! makes, 1 (no points cap, words under half only) for a bot game in a log
//! or snapshot from an earlier build, which so replays exactly as it was
//! played.

use serde::{Deserialize, Serialize};

use super::config::{Config, BOT_RULES, MAX_OVERRIDE_MS};
use super::points::Points;
use super::solve::solve;
use super::tray::Tray;
use super::word::Word;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;
use crate::rng::GameRng;

/// The bot's stream.
pub const BOT_STREAM: u64 = 1;

/// Expected share of the tray's words, in percent, per strength 1–5.
pub const SHARE_PERCENT: [u64; 5] = [8, 15, 22, 30, 40];

/// The most of the tray's words, and of its points, the bot may find, in
/// percent (bot rules 2).
pub const MAX_SHARE_PERCENT: u64 = 45;

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

/// The bot's schedule for a game's round that opens at `t0_ms`, in the
/// order the words will be sent (times ascending).
pub(crate) fn schedule(
    config: &Config,
    tray: &Tray,
    lexicon: &Lexicon,
    t0_ms: u64,
) -> Vec<BotWord> {
    let rules = config.bot_rules.unwrap_or(BOT_RULES);
    let round = BotRound {
        strength: strength(config.seed),
        round_ms: config.round_ms,
        points: config.points,
        rules,
    };
    round.words(config.seed, tray, lexicon, t0_ms)
}

/// What the bot would find in a tray, without a game: the words and their
/// times (from the round's opening at 0) for the seed's stream 1, at the
/// given strength. With the seed's own strength ([`strength`]), the
/// standard round, table and rules, and the seed's own tray, this is
/// exactly what the bot of a game with that seed sends.
///
/// `strength` outside 1–5 or `rules` outside 1–2 is `INVALID_ARGUMENT`.
pub fn plan(
    seed: u64,
    strength: u64,
    tray: &Tray,
    lexicon: &Lexicon,
    round_ms: u64,
    points: &Points,
    rules: u64,
) -> Result<Vec<BotWord>> {
    if !(1..=5).contains(&strength) {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("strength {strength} is not in 1..=5"),
        ));
    }
    if !(1..=BOT_RULES).contains(&rules) {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("bot_rules {rules} is not in 1..={BOT_RULES}"),
        ));
    }
    let max_round = MAX_OVERRIDE_MS;
    if !(1..=max_round).contains(&round_ms) {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("round_ms {round_ms} is not in 1..={max_round}"),
        ));
    }
    let round = BotRound {
        strength: strength as u8, // 1..=5, checked above
        round_ms,
        points: *points,
        rules,
    };
    Ok(round.words(seed, tray, lexicon, 0))
}

/// What decides the bot's words beside the seed and the tray.
struct BotRound {
    strength: u8,
    round_ms: u64,
    points: Points,
    rules: u64,
}

impl BotRound {
    fn words(&self, seed: u64, tray: &Tray, lexicon: &Lexicon, t0_ms: u64) -> Vec<BotWord> {
        let mut rng = GameRng::new(seed, BOT_STREAM);
        // The strength is drawn first, as at creation, even when given, so a
        // given strength draws the rest exactly as a seed of that strength.
        let _ = rng.below(5);
        let s = usize::from(self.strength - 1);
        let mut pool: Vec<Word> = solve(tray, lexicon)
            .iter()
            .filter_map(|f| Word::new(&f.word))
            .collect();
        let n = pool.len() as u64;
        let points_of = |w: &Word| u64::from(self.points.for_len(w.len()));
        let (word_cap, point_cap) = if self.rules >= 2 {
            let total: u64 = pool.iter().map(points_of).sum();
            (n * MAX_SHARE_PERCENT / 100, total * MAX_SHARE_PERCENT / 100)
        } else {
            (u64::MAX, u64::MAX)
        };
        let target = (n * SHARE_PERCENT[s] + 50) / 100;
        let under_half = n.saturating_sub(1) / 2;
        let pace = self.round_ms.saturating_sub(1) / 1000;
        let k = target.min(under_half).min(word_cap).min(pace) as usize;

        let mut chosen = Vec::with_capacity(k);
        let mut weights: Vec<u32> = pool
            .iter()
            .map(|w| LENGTH_WEIGHTS[s][w.len().clamp(3, 8) - 3])
            .collect();
        let mut got = 0u64;
        while chosen.len() < k {
            let Some(i) = rng.weighted(&weights) else {
                break;
            };
            let word = pool.remove(i);
            weights.remove(i);
            let p = points_of(&word);
            if got + p > point_cap {
                continue; // set aside: it would carry the bot past the cap
            }
            got += p;
            chosen.push(word);
        }

        let slack = self
            .round_ms
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
}
