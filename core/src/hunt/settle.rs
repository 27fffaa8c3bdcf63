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
use super::solve::{find_path, solve, Path};
use super::state::{SeatStatus, State};
use crate::lexicon::Lexicon;

/// How a seat finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinalStatus {
    Finished,
    Resigned,
    Forfeited,
    Disqualified,
}

/// One of a seat's accepted words in the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordResult {
    pub word: String,
    pub path: Path,
    pub points: u32,
    pub cancelled: bool,
}

/// One of a seat's misses in the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissResult {
    pub word: String,
    pub reason: MissReason,
}

/// A seat's outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatResult {
    pub seat: usize,
    pub kind: SeatKind,
    pub status: FinalStatus,
    /// The ceiling rule, for a disqualified seat.
    pub rule: Option<DqRule>,
    pub score: u32,
    /// None for a disqualified seat.
    pub place: Option<u32>,
    pub rated: bool,
    pub words: Vec<WordResult>,
    pub misses: Vec<MissResult>,
}

/// One word of the reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealWord {
    pub word: String,
    pub path: Path,
    pub found_by: Vec<usize>,
}

/// The settled game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    #[serde(with = "crate::seed")]
    pub seed: u64,
    pub tray: String,
    pub t0_ms: Option<u64>,
    pub ended_at_ms: u64,
    pub end_reason: EndReason,
    pub seats: Vec<SeatResult>,
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
                    .map(|w| w.points)
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

    let scores: Vec<u32> = finishers.iter().map(|&i| seats[i].score).collect();
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
