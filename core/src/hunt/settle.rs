//! Settlement: cancelling duplicates, scoring, places and the reveal.
//!
//! At the end, words found by two or more *finishers* (seats still playing,
//! the bot included) are cancelled for all of them; every other word of a
//! finisher scores its points. Places are standard competition ranking over
//! finishers (equal scores share a place and the next is skipped: 1, 1, 3).
//! Resigned and forfeited seats share the place after the last finisher;
//! disqualified seats take none and the others rank as if they had not
//! played. The reveal lists every word the tray holds, longest first, then
//! alphabetical, with the seats that found it.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::config::SeatKind;
use super::events::{DqRule, EndReason, MissReason};
use super::path::{find_path, Path};
use super::solve::solve;
use super::state::{SeatStatus, State};
use crate::lexicon::Lexicon;

/// How a seat finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FinalStatus {
    /// Still in at the end (the bot included): scored and placed. JSON
    /// `"finished"`.
    Finished,
    /// Resigned: scores 0 and shares the place after the last finisher.
    /// JSON `"resigned"`.
    Resigned,
    /// Never pressed Ready before the move deadline: scores 0 and shares the
    /// place after the last finisher. JSON `"forfeited"`.
    Forfeited,
    /// Went over the rate ceiling: scores 0 and takes no place. JSON
    /// `"disqualified"`.
    Disqualified,
}

/// One of a seat's accepted words in the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct WordResult {
    /// The word, 3–16 letters a–z.
    pub word: String,
    /// Its first path: cells 0–15 row-major, first letter first.
    pub path: Path,
    /// What it is worth by the config's points table; it counts towards the
    /// score only if the seat finished and the word is not cancelled.
    pub points: u32,
    /// Whether another finisher found it too, so it scores for neither.
    /// Always `false` for a seat that did not finish.
    pub cancelled: bool,
}

/// One of a seat's misses in the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MissResult {
    /// The input as recorded: trimmed and folded, not necessarily a–z.
    pub word: String,
    /// Why it scored nothing.
    pub reason: MissReason,
}

/// A seat's outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SeatResult {
    /// Seat number, 0-based, in config order.
    pub seat: usize,
    /// Human or bot.
    pub kind: SeatKind,
    /// How the seat finished.
    pub status: FinalStatus,
    /// The ceiling rule, for a disqualified seat.
    pub rule: Option<DqRule>,
    /// Points of the seat's words that are not cancelled; 0 for a seat that
    /// did not finish.
    pub score: u64,
    /// Place, 1-based, by standard competition ranking over the finishers
    /// (1, 1, 3); resigned and forfeited seats share the place after the
    /// last finisher. None for a disqualified seat.
    pub place: Option<u32>,
    /// Whether a ranked ladder should rate this seat: a human seat not
    /// disqualified, in a standard game (default timings and points, the
    /// shipped word list) where someone finished and at least one other
    /// seat is rated.
    pub rated: bool,
    /// Every word the seat had accepted, in the order accepted.
    pub words: Vec<WordResult>,
    /// Every miss the seat recorded, in order.
    pub misses: Vec<MissResult>,
}

/// One word of the reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RevealWord {
    /// The word, 3–16 letters a–z.
    pub word: String,
    /// Its first path: cells 0–15 row-major, first letter first.
    pub path: Path,
    /// Seats that had it accepted, ascending, whatever their final status;
    /// empty when nobody found it.
    pub found_by: Vec<usize>,
}

/// The settled game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameResult {
    /// The game's seed, revealed now that it is over. JSON `"0x"` + 16 hex
    /// digits (see [`seed`](crate::seed)).
    #[serde(with = "crate::seed")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub seed: u64,
    /// The tray's 16 letters a–z, cells 0–15 row-major.
    pub tray: String,
    /// T0 in ms on the host's clock; `None` when the game ended before a
    /// countdown started. (When it ended during the countdown, this is set
    /// and later than `ended_at_ms`: the tray never opened.)
    pub t0_ms: Option<u64>,
    /// When the game ended, in ms on the host's clock.
    pub ended_at_ms: u64,
    /// Why it ended.
    pub end_reason: EndReason,
    /// One entry per seat, in config order.
    pub seats: Vec<SeatResult>,
    /// Every word of 3–16 letters the tray holds in the game's word list,
    /// longest first, then alphabetical, with who found it.
    pub reveal: Vec<RevealWord>,
}

impl GameResult {
    /// The result as compact JSON: the exact bytes every binding returns.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The first `top` words of the reveal.
    pub fn reveal_top(&self, top: usize) -> &[RevealWord] {
        &self.reveal[..top.min(self.reveal.len())]
    }
}

pub(crate) fn settle(st: &State, lexicon: &Lexicon) -> GameResult {
    let tray = &st.tray;
    let finishers: Vec<usize> = (0..st.seats.len())
        .filter(|&i| st.seats[i].status == SeatStatus::Playing)
        .collect();

    let mut finders: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, s) in st.seats.iter().enumerate() {
        for a in &s.words {
            finders.entry(a.word.as_str()).or_default().push(i);
        }
    }
    let finisher_count = |w: &str| {
        finders
            .get(w)
            .map_or(0, |v| v.iter().filter(|i| finishers.contains(i)).count())
    };

    let mut seats: Vec<SeatResult> = st
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let finished = s.status == SeatStatus::Playing;
            let words: Vec<WordResult> = s
                .words
                .iter()
                .map(|a| WordResult {
                    word: a.word.to_string(),
                    path: find_path(tray, a.word.as_bytes()).unwrap_or_default(),
                    points: st.config.points.for_len(a.word.len()),
                    cancelled: finished && finisher_count(a.word.as_str()) >= 2,
                })
                .collect();
            let score = if finished {
                words
                    .iter()
                    .filter(|w| !w.cancelled)
                    .map(|w| u64::from(w.points))
                    .sum()
            } else {
                0
            };
            SeatResult {
                seat: i,
                kind: s.kind,
                status: match s.status {
                    SeatStatus::Playing => FinalStatus::Finished,
                    SeatStatus::Resigned => FinalStatus::Resigned,
                    SeatStatus::Forfeited => FinalStatus::Forfeited,
                    SeatStatus::Disqualified => FinalStatus::Disqualified,
                },
                rule: s.rule,
                score,
                place: None,
                rated: false,
                words,
                misses: s
                    .misses
                    .iter()
                    .map(|m| MissResult {
                        word: m.word.clone(),
                        reason: m.reason,
                    })
                    .collect(),
            }
        })
        .collect();

    let scores: Vec<u64> = finishers.iter().map(|&i| seats[i].score).collect();
    for &i in &finishers {
        let better = scores.iter().filter(|&&s| s > seats[i].score).count();
        seats[i].place = Some(better as u32 + 1);
    }
    let after_last = finishers.len() as u32 + 1;
    for s in seats.iter_mut() {
        if matches!(s.status, FinalStatus::Resigned | FinalStatus::Forfeited) {
            s.place = Some(after_last);
        }
    }

    let rated = rated_seats(st, !finishers.is_empty());
    for (s, r) in seats.iter_mut().zip(rated) {
        s.rated = r;
    }

    let reveal = solve(tray, lexicon)
        .into_iter()
        .map(|f| RevealWord {
            found_by: finders.get(f.word.as_str()).cloned().unwrap_or_default(),
            word: f.word,
            path: f.path,
        })
        .collect();

    let ended = st.ended.map_or(
        (st.ends_at_ms().unwrap_or(st.created_ms), EndReason::Time),
        |e| (e.at_ms, e.reason),
    );
    GameResult {
        seed: st.config.seed,
        tray: tray.to_string(),
        t0_ms: st.t0_ms,
        ended_at_ms: ended.0,
        end_reason: ended.1,
        seats,
        reveal,
    }
}

/// Which seats a ranked ladder rates. Only a standard game counts (the
/// rules' timings and points, the shipped word list); in it a seat is rated
/// when it is a human seat that was not disqualified, someone finished, and
/// at least one other seat is rated too. So a game against the bot, a game
/// everyone forfeited, or a lone finisher whose opponents were all
/// disqualified rates no one; a lone finisher whose opponents resigned or
/// forfeited is rated, and so are they (a loss to every finisher).
fn rated_seats(st: &State, anyone_finished: bool) -> Vec<bool> {
    let eligible: Vec<bool> = st
        .seats
        .iter()
        .map(|s| s.kind == SeatKind::Human && s.status != SeatStatus::Disqualified)
        .collect();
    let count = eligible.iter().filter(|&&e| e).count();
    let standard = st.config.is_standard() && !st.custom_lexicon;
    eligible
        .into_iter()
        .map(|e| standard && anyone_finished && e && count >= 2)
        .collect()
}
