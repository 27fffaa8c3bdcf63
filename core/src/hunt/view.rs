//! What one seat (or a spectator) may see now.
//!
//! Hidden information is enforced here: during the round a seat sees its own
//! words and misses, and for every other seat only how many words it has
//! accepted. Nobody sees the tray before T0 or the seed before the end (the
//! bot's schedule is never shown). After settlement everybody sees
//! everything: the view carries the whole result, seed included.

use serde::Serialize;

use super::config::SeatKind;
use super::events::{DqRule, MissReason};
use super::path::{find_path, Path};
use super::settle::GameResult;
use super::state::{Phase, SeatStatus, State};

/// Another seat, as anyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SeatSummary {
    /// Seat number, 0-based, in config order.
    pub seat: usize,
    /// Human or bot.
    pub kind: SeatKind,
    /// Playing, or how it left.
    pub status: SeatStatus,
    /// Whether it has pressed Ready (the bot always has).
    pub ready: bool,
    /// Accepted words so far (never which ones, while the round is live).
    pub words: usize,
}

/// One of the viewer's own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OwnWord {
    /// The word, 3–16 letters a–z.
    pub word: String,
    /// Its first path: cells 0–15 row-major, first letter first.
    pub path: Path,
    /// What it is worth by the config's points table; it may still be
    /// cancelled at the end if another finisher found it too.
    pub points: u32,
    /// When it was accepted, in ms on the host's clock.
    pub at_ms: u64,
}

/// One of the viewer's own misses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OwnMiss {
    /// The input as recorded: trimmed and folded, not necessarily a–z.
    pub word: String,
    /// Why it scored nothing.
    pub reason: MissReason,
    /// When it was sent, in ms on the host's clock.
    pub at_ms: u64,
}

/// The viewer's own record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Own {
    /// The viewer's seat number, 0-based, in config order.
    pub seat: usize,
    /// Playing, or how the viewer left.
    pub status: SeatStatus,
    /// The ceiling rule, if the viewer was disqualified; otherwise `None`.
    pub rule: Option<DqRule>,
    /// The viewer's accepted words, in the order accepted.
    pub words: Vec<OwnWord>,
    /// The viewer's misses, in order.
    pub misses: Vec<OwnMiss>,
}

/// A seat's (or a spectator's) view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct View {
    /// The viewing seat; None for a spectator.
    pub seat: Option<usize>,
    /// Where the game is.
    pub phase: Phase,
    /// The game's clock when the view was made: the latest `now_ms` a
    /// successful call saw, not the host's time now (call `advance` first
    /// for an up-to-date view).
    pub now_ms: u64,
    /// When the game was created, in ms on the host's clock.
    pub created_ms: u64,
    /// `created_ms` + the config's `move_deadline_ms`: a human seat not
    /// ready before then forfeits.
    pub deadline_ms: u64,
    /// T0 (host ms) once the countdown has started; `None` before.
    pub t0_ms: Option<u64>,
    /// T0 + the config's `round_ms` once the countdown has started; `None`
    /// before.
    pub ends_at_ms: Option<u64>,
    /// The tray, from T0 on.
    pub tray: Option<String>,
    /// The seed, once the game is over.
    #[serde(serialize_with = "crate::seed::opt::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub seed: Option<u64>,
    /// The bot's strength, 1–5, when a bot plays (public from creation);
    /// `None` otherwise.
    pub bot_strength: Option<u8>,
    /// Every seat, in config order, as anyone may see it.
    pub seats: Vec<SeatSummary>,
    /// The viewer's own words and misses; `None` (JSON `null`) for
    /// spectators.
    pub you: Option<Own>,
    /// The settled result, once over.
    pub result: Option<GameResult>,
}

impl View {
    /// The view as compact JSON, field names as in this struct (`None` is
    /// `null`; the seed is `"0x"` + 16 hex digits).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

pub(crate) fn build(
    st: &State,
    result: Option<&GameResult>,
    seat: Option<usize>,
    now_ms: u64,
) -> View {
    let points = st.config.points;
    let you = seat
        .and_then(|i| st.seats.get(i).map(|s| (i, s)))
        .map(|(i, s)| Own {
            seat: i,
            status: s.status,
            rule: s.rule,
            words: s
                .words
                .iter()
                .map(|a| OwnWord {
                    word: a.word.to_string(),
                    path: find_path(&st.tray, a.word.as_bytes()).unwrap_or_default(),
                    points: points.for_len(a.word.len()),
                    at_ms: a.at_ms,
                })
                .collect(),
            misses: s
                .misses
                .iter()
                .map(|m| OwnMiss {
                    word: m.word.clone(),
                    reason: m.reason,
                    at_ms: m.at_ms,
                })
                .collect(),
        });
    View {
        seat,
        phase: st.phase,
        now_ms,
        created_ms: st.created_ms,
        deadline_ms: st.deadline_ms(),
        t0_ms: st.t0_ms,
        ends_at_ms: st.ends_at_ms(),
        tray: st.open_tray().map(|t| t.to_string()),
        seed: st.revealed_seed(),
        bot_strength: st
            .config
            .has_bot()
            .then(|| super::bot::strength(st.config.seed)),
        seats: st
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatSummary {
                seat: i,
                kind: s.kind,
                status: s.status,
                ready: s.ready.is_some(),
                words: s.words.len(),
            })
            .collect(),
        you,
        result: result.cloned(),
    }
}
