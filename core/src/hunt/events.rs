//! What happens in a game, as the host sees it.
//!
//! Every action and every `advance` returns the events it caused, in order.
//! Events go to the host, which decides who may see them: the engine's
//! per-seat [`View`](super::View) is the hiding layer. As JSON each event is
//! an object with a `"type"` (see the README for the shapes).

use serde::{Deserialize, Serialize};

use super::path::Path;

/// Why a word scored nothing (recorded, logged, costs nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum MissReason {
    /// Under [`MIN_WORD_LEN`](super::MIN_WORD_LEN) (3) characters after
    /// folding. JSON `"too_short"`.
    TooShort,
    /// Not in the game's word list; this includes anything with a character
    /// other than a–z. JSON `"not_in_list"`.
    NotInList,
    /// In the list, but the tray cannot spell it through touching cells
    /// without reusing one. JSON `"no_path"`.
    NoPath,
    /// This seat already has the word accepted. (Another seat's find is no
    /// miss: words found by two finishers cancel at settlement instead.)
    /// JSON `"already_found"`.
    AlreadyFound,
}

/// Which rate-ceiling rule disqualified a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum DqRule {
    /// Over 60 words a minute across the round so far (n × 1000 > t).
    WholeRound,
    /// 21 accepted words within a stretch shorter than 20 000 ms.
    Window,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The round's time ran out (the normal end).
    Time,
    /// Resignations, forfeits or disqualifications left fewer than two seats.
    TooFewSeats,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seat pressed Ready. JSON `"type": "ready"`.
    Ready {
        /// Seat number, 0-based, in config order.
        seat: usize,
        /// When, in ms on the host's clock (the action's `now_ms`).
        at_ms: u64,
    },
    /// Every seat still in is ready: the tray opens at `t0_ms`. JSON
    /// `"type": "countdown"`.
    Countdown {
        /// When the countdown started (host ms): the last Ready, or the move
        /// deadline when forfeits left only ready seats.
        at_ms: u64,
        /// T0, when the tray will open: `at_ms` + the config's
        /// `countdown_ms`.
        t0_ms: u64,
    },
    /// The tray is open; words count from now until `ends_at_ms` (exclusive).
    /// JSON `"type": "round_open"`.
    RoundOpen {
        /// T0 (host ms), even when the host's call came later.
        at_ms: u64,
        /// The 16 letters a–z, cells 0–15 row-major.
        tray: String,
        /// T0 + the config's `round_ms`; a word at this time or later is
        /// refused with `ROUND_OVER`.
        ends_at_ms: u64,
    },
    /// A word scored (subject to cancellation at the end). Seen only by its
    /// seat until the game is over. JSON `"type": "accepted"`.
    Accepted {
        /// Seat number, 0-based, in config order (the bot's included).
        seat: usize,
        /// The folded word, 3–16 letters a–z.
        word: String,
        /// The cells that spell it (0–15 row-major, first letter first): the
        /// lexicographically smallest such path.
        path: Path,
        /// What the word is worth by the config's points table, before any
        /// cancellation.
        points: u32,
        /// When (host ms): the action's `now_ms`, or the bot word's
        /// scheduled time.
        at_ms: u64,
    },
    /// A word did not score. Seen only by its seat until the game is over.
    /// JSON `"type": "miss"`.
    Miss {
        /// Seat number, 0-based, in config order.
        seat: usize,
        /// The input as recorded: trimmed and folded, not necessarily a–z.
        word: String,
        /// Why it scored nothing.
        reason: MissReason,
        /// When (host ms), the action's `now_ms`.
        at_ms: u64,
    },
    /// A seat went over the rate ceiling and is out. JSON
    /// `"type": "disqualified"`.
    Disqualified {
        /// Seat number, 0-based, in config order.
        seat: usize,
        /// Which ceiling rule it broke.
        rule: DqRule,
        /// When (host ms): the time of the accepted word that broke it.
        at_ms: u64,
    },
    /// A seat resigned. JSON `"type": "resigned"`.
    Resigned {
        /// Seat number, 0-based, in config order.
        seat: usize,
        /// When (host ms), the action's `now_ms`.
        at_ms: u64,
    },
    /// A seat never pressed Ready before the move deadline. JSON
    /// `"type": "forfeited"`.
    Forfeited {
        /// Seat number, 0-based, in config order.
        seat: usize,
        /// The move deadline (host ms), even when the host's call came
        /// later.
        at_ms: u64,
    },
    /// The game is over and settled; `result()` now answers. JSON
    /// `"type": "game_over"`.
    GameOver {
        /// When it ended (host ms): `ends_at_ms` for [`EndReason::Time`],
        /// else the time of the leave that ended it.
        at_ms: u64,
        /// Why it ended.
        reason: EndReason,
    },
}

/// Events as a JSON array.
pub fn events_json(events: &[Event]) -> String {
    serde_json::to_string(events).unwrap_or_else(|_| "[]".into())
}
