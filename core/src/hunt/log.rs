//! Word Grid's part of the log: which actions it holds and what the rules
//! derived. The format itself (version, config, `until_ms`, replay) is the
//! engine's [`Log`](crate::engine::Log); replaying is in `replay.rs`.
//!
//! The actions are derived from the game's state rather than kept beside
//! it (each record carries its sequence number), which keeps a live game
//! small. The bot's words are not actions: they follow from the seed.
//! `derived` records every seat that left and how (resigned, forfeited,
//! disqualified with its rule) and the end with its reason, as the rules
//! require the log to say who was disqualified and why.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::config::SeatKind;
use super::events::{DqRule, EndReason};
use super::state::{Ended, SeatStatus, State};
use crate::engine::Logged;

/// How a seat left the game, as the log records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct SeatOut {
    /// Seat number, 0-based, in config order.
    pub seat: usize,
    /// How it left: resigned, forfeited or disqualified (never playing).
    pub status: SeatStatus,
    /// The ceiling rule it broke, for a disqualified seat; otherwise `None`,
    /// and the JSON has no `"rule"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<DqRule>,
    /// When it left, in ms on the host's clock (for a forfeit, the move
    /// deadline).
    pub at_ms: u64,
}

/// When and why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct End {
    /// When the game ended, in ms on the host's clock (for
    /// [`EndReason::Time`], T0 + `round_ms`).
    pub at_ms: u64,
    /// Why it ended.
    pub reason: EndReason,
}

/// What the rules derived, as the log records it:
/// `{"out":[{"seat":1,"status":"disqualified","rule":"window","at_ms":61000}],"ended":{"at_ms":183200,"reason":"time"}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Derived {
    /// Seats that left, in seat order.
    pub out: Vec<SeatOut>,
    /// The end, once the game is over.
    pub ended: Option<End>,
}

pub(crate) fn derived(st: &State) -> Derived {
    Derived {
        out: st
            .seats
            .iter()
            .enumerate()
            .filter_map(|(seat, s)| {
                let at_ms = s.out?.at_ms;
                (s.status != SeatStatus::Playing).then_some(SeatOut {
                    seat,
                    status: s.status,
                    rule: s.rule,
                    at_ms,
                })
            })
            .collect(),
        ended: st
            .ended
            .map(|Ended { at_ms, reason }| End { at_ms, reason }),
    }
}

pub(crate) fn actions(st: &State) -> Vec<Logged<Action>> {
    let mut actions = Vec::new();
    for (seat, s) in st.seats.iter().enumerate() {
        if s.kind == SeatKind::Bot {
            continue;
        }
        let log = |seq, at_ms, action| Logged {
            seq,
            at_ms,
            seat,
            action,
        };
        if let Some(r) = s.ready {
            actions.push(log(r.seq, r.at_ms, Action::Ready));
        }
        if s.status == SeatStatus::Resigned {
            if let Some(o) = s.out {
                actions.push(log(o.seq, o.at_ms, Action::Resign));
            }
        }
        for a in &s.words {
            let word = a.word.as_str().to_owned();
            actions.push(log(a.seq, a.at_ms, Action::Submit { word }));
        }
        for m in &s.misses {
            let word = m.word.clone();
            actions.push(log(m.seq, m.at_ms, Action::Submit { word }));
        }
    }
    actions.sort_by_key(|a| a.seq);
    actions
}
