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
use super::settle::GameResult;
use super::solve::{find_path, Path};
use super::state::{Phase, SeatStatus, State};

/// Another seat, as anyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatSummary {
    pub seat: usize,
    pub kind: SeatKind,
    pub status: SeatStatus,
    pub ready: bool,
    /// Accepted words so far (never which ones, while the round is live).
    pub words: usize,
}

/// One of the viewer's own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OwnWord {
    pub word: String,
    pub path: Path,
    pub points: u32,
    pub at_ms: u64,
}

/// One of the viewer's own misses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OwnMiss {
    pub word: String,
    pub reason: MissReason,
    pub at_ms: u64,
}

/// The viewer's own record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Own {
    pub seat: usize,
    pub status: SeatStatus,
    pub rule: Option<DqRule>,
    pub words: Vec<OwnWord>,
    pub misses: Vec<OwnMiss>,
}

/// A seat's (or a spectator's) view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The viewing seat; None for a spectator.
    pub seat: Option<usize>,
    pub phase: Phase,
    pub now_ms: u64,
    pub created_ms: u64,
    pub deadline_ms: u64,
    pub t0_ms: Option<u64>,
    pub ends_at_ms: Option<u64>,
    /// The tray, from T0 on.
    pub tray: Option<String>,
    /// The seed, once the game is over.
    #[serde(serialize_with = "crate::seed::opt::serialize")]
    pub seed: Option<u64>,
    pub bot_strength: Option<u8>,
    pub seats: Vec<SeatSummary>,
    /// The viewer's own words and misses (absent for spectators).
    pub you: Option<Own>,
    /// The settled result, once over.
    pub result: Option<GameResult>,
}

impl View {
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
