//! Wordgrid's part of the log: the end the rules derived. The actions
//! (the humans' as they sent them, the bots' moves as plays with their
//! paths) are the engine's.

use serde::{Deserialize, Serialize};

use super::events::EndReason;
use super::state::State;

/// How the game ended, as the log records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct End {
    /// When, host ms.
    pub at_ms: u64,
    /// Why.
    pub reason: EndReason,
    /// The winner; `None` after an agreed draw.
    pub winner: Option<usize>,
}

/// What the rules derived: `{"moves": 7, "ended": {...} | null}` — how
/// many moves were made (bots' included) and the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Derived {
    /// Moves made by both seats.
    pub moves: usize,
    /// The end, once over.
    pub ended: Option<End>,
}

pub(crate) fn derived(st: &State) -> Derived {
    Derived {
        moves: st.moves.len(),
        ended: st.ended.map(|e| End {
            at_ms: e.at_ms,
            reason: e.reason,
            winner: e.winner,
        }),
    }
}
