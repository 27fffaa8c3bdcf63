//! Snapshots: the whole game state as compact bytes, and back.
//!
//! Format: the 6-byte magic `GWHUNT`, a format version byte (currently 1),
//! then the state encoded with `postcard` (varints, no field names). A game
//! of 4 seats × 100 words is a few KiB. The settled result is not stored; a
//! restored finished game recomputes it. Restoring checks the state's
//! invariants so a crafted snapshot is an `INVALID_SNAPSHOT` error, never a
//! panic later.

use super::config::SeatKind;
use super::game::{Game, Phase, State};
use super::settle;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

const MAGIC: &[u8; 6] = b"GWHUNT";
/// Snapshot format version.
pub const SNAPSHOT_VERSION: u8 = 1;

fn invalid(why: impl Into<String>) -> Error {
    Error::new(ErrorCode::InvalidSnapshot, why.into())
}

impl Game {
    /// The game as bytes.
    pub fn snapshot(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(1024);
        out.extend_from_slice(MAGIC);
        out.push(SNAPSHOT_VERSION);
        // Serialising plain data into a Vec cannot fail.
        if let Ok(body) = postcard::to_allocvec(&self.st) {
            out.extend_from_slice(&body);
        }
        out
    }

    /// Restores a game on the embedded lexicon.
    pub fn restore(bytes: &[u8]) -> Result<Game> {
        let st = decode(bytes)?;
        if st.custom_lexicon {
            return Err(invalid(
                "this game was played with a custom word list; restore it with that list (restore_with)",
            ));
        }
        finish(st, Lexicon::embedded().clone())
    }

    /// Restores a game with the given word list.
    pub fn restore_with(bytes: &[u8], lexicon: Lexicon) -> Result<Game> {
        finish(decode(bytes)?, lexicon)
    }
}

fn decode(bytes: &[u8]) -> Result<State> {
    let body = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or_else(|| invalid("not a Word Grid snapshot (bad magic)"))?;
    let (&version, body) = body
        .split_first()
        .ok_or_else(|| invalid("truncated snapshot"))?;
    if version != SNAPSHOT_VERSION {
        return Err(invalid(format!(
            "snapshot version {version}; this build reads version {SNAPSHOT_VERSION}"
        )));
    }
    let (st, rest): (State, &[u8]) =
        postcard::take_from_bytes(body).map_err(|e| invalid(format!("corrupt snapshot: {e}")))?;
    if !rest.is_empty() {
        return Err(invalid("trailing bytes after the snapshot"));
    }
    check(&st)?;
    Ok(st)
}

fn check(st: &State) -> Result<()> {
    st.config
        .validate()
        .map_err(|e| invalid(format!("config: {}", e.message())))?;
    let fail = |m: &str| Err(invalid(format!("inconsistent snapshot: {m}")));
    if st.seats.len() != st.config.seats.len()
        || st
            .seats
            .iter()
            .zip(&st.config.seats)
            .any(|(s, k)| s.kind != *k)
    {
        return fail("seats do not match the config");
    }
    if st.clock_ms < st.created_ms {
        return fail("clock before creation");
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
    Ok(())
}

fn finish(st: State, lexicon: Lexicon) -> Result<Game> {
    let mut g = Game {
        st,
        lexicon,
        result: None,
    };
    if g.st.phase == Phase::Over {
        g.result = Some(settle::settle(&g));
    }
    Ok(g)
}
