//! Word Grid's part of a snapshot: the invariants a restored state must
//! hold. Framing, version and checksum are the engine's (every game's
//! snapshot is the same frame around its own state).

use super::config::{Config, SeatKind};
use super::points::Points;
use super::state::{Phase, State};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// Checks a decoded state so a crafted snapshot is an error, never a panic
/// or a silently different game later.
pub(crate) fn check(st: &State, lexicon: &Lexicon) -> Result<()> {
    let fail = |m: &str| Err(Error::new(ErrorCode::InvalidSnapshot, m.to_string()));
    if st.seats.len() != st.config.seats.len()
        || st
            .seats
            .iter()
            .zip(&st.config.seats)
            .any(|(s, k)| s.kind != *k)
    {
        return fail("seats do not match the config");
    }
    if st.custom_lexicon == Lexicon::ptr_eq(lexicon, Lexicon::embedded()) {
        return fail("the word list does not match the one the game was played with");
    }
    let has_t0 = st.t0_ms.is_some();
    let ok = match st.phase {
        Phase::Waiting => !has_t0 && st.ended.is_none(),
        Phase::Countdown | Phase::Live => has_t0 && st.ended.is_none(),
        Phase::Over => st.ended.is_some(),
    };
    if !ok {
        return fail("phase and clock disagree");
    }
    if st.next_bot > st.bot.len() {
        return fail("bot schedule index out of range");
    }
    if !st.bot.is_empty() && !st.config.seats.contains(&SeatKind::Bot) {
        return fail("bot schedule without a bot");
    }
    if st
        .t0_ms
        .is_some_and(|t0| t0.checked_add(st.config.round_ms).is_none())
    {
        return fail("round end overflows");
    }
    if st
        .seats
        .iter()
        .any(|s| s.misses.len() > super::state::MAX_MISSES)
    {
        return fail("more misses than a game keeps");
    }
    if st.config.has_bot() && st.config.bot_rules.is_none() {
        return fail("a game with a bot, without its bot_rules");
    }
    Ok(())
}

/// The config's layout in state version 1 (before `bot_rules`): what
/// snapshots of earlier builds hold, read by [`upgrade_state`].
#[derive(serde::Deserialize)]
struct ConfigV1 {
    seats: Vec<SeatKind>,
    #[serde(with = "crate::seed")]
    seed: u64,
    round_ms: u64,
    countdown_ms: u64,
    move_deadline_ms: u64,
    points: Points,
}

/// A state written in the older layout `version`, as today's
/// (`Rules::upgrade_state`); `None` when the game never had that layout.
pub(crate) fn upgrade_state(version: u32, bytes: &[u8]) -> Option<Result<(State, &[u8])>> {
    Some(match version {
        // 1 -> 2: the config gained `bot_rules` (a bot game then followed
        // bot rules 1).
        1 => crate::engine::snapshot::upgrade_config(bytes, |c: ConfigV1| {
            let mut config = Config {
                seats: c.seats,
                seed: c.seed,
                round_ms: c.round_ms,
                countdown_ms: c.countdown_ms,
                move_deadline_ms: c.move_deadline_ms,
                points: c.points,
                bot_rules: None,
            };
            // Refused on restore (`Config::admit`): no release wrote these.
            if config.has_bot() {
                config.bot_rules = Some(1);
            }
            config
        }),
        _ => return None,
    })
}
