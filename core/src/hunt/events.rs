//! What happens in a game, as the host sees it.
//!
//! Every action and every `advance` returns the events it caused, in order.
//! Events go to the host, which decides who may see them: the engine's
//! per-seat [`View`](super::View) is the hiding layer. As JSON each event is
//! an object with a `"type"` (see the README for the shapes).

use serde::{Deserialize, Serialize};

use super::solve::Path;

/// Why a word scored nothing (recorded, logged, costs nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MissReason {
    TooShort,
    NotInList,
    NoPath,
    AlreadyFound,
}

/// Which rate-ceiling rule disqualified a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DqRule {
    /// Over 60 words a minute across the round so far (n × 1000 > t).
    WholeRound,
    /// 21 accepted words within a stretch shorter than 20 000 ms.
    Window,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The round's time ran out (the normal end).
    Time,
    /// Resignations, forfeits or disqualifications left fewer than two seats.
    TooFewSeats,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seat pressed Ready.
    Ready { seat: usize, at_ms: u64 },
    /// Every seat still in is ready: the tray opens at `t0_ms`.
    Countdown { at_ms: u64, t0_ms: u64 },
    /// The tray is open; words count from now until `ends_at_ms` (exclusive).
    RoundOpen {
        at_ms: u64,
        tray: String,
        ends_at_ms: u64,
    },
    /// A word scored (subject to cancellation at the end).
    Accepted {
        seat: usize,
        word: String,
        path: Path,
        points: u32,
        at_ms: u64,
    },
    /// A word did not score.
    Miss {
        seat: usize,
        word: String,
        reason: MissReason,
        at_ms: u64,
    },
    /// A seat went over the rate ceiling and is out.
    Disqualified {
        seat: usize,
        rule: DqRule,
        at_ms: u64,
    },
    /// A seat resigned.
    Resigned { seat: usize, at_ms: u64 },
    /// A seat never pressed Ready before the move deadline.
    Forfeited { seat: usize, at_ms: u64 },
    /// The game is over and settled; `result()` now answers.
    GameOver { at_ms: u64, reason: EndReason },
}

/// Events as a JSON array.
pub fn events_json(events: &[Event]) -> String {
    serde_json::to_string(events).unwrap_or_else(|_| "[]".into())
}
