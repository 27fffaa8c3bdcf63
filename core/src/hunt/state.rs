//! What a Word Grid game is at one moment: the data the rules, settlement,
//! views and snapshots share. No behaviour lives here, so settle.rs and
//! view.rs read the state without depending on the rules in game.rs.

use serde::{Deserialize, Serialize};

use super::bot::BotWord;
use super::config::{Config, SeatKind};
use super::events::{DqRule, EndReason, MissReason};
use super::tray::Tray;
use super::word::Word;

/// Most misses one seat may record in a game. Accepted words are bounded by
/// the rate ceiling; this bounds what a seat can make the server store.
pub const MAX_MISSES: usize = 500;

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for every seat to press Ready (or the move deadline).
    Waiting,
    /// Everyone is ready; the tray opens at T0.
    Countdown,
    /// The tray is open.
    Live,
    /// Settled.
    Over,
}

/// A seat's standing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SeatStatus {
    /// Still in the game.
    Playing,
    /// Left by choice.
    Resigned,
    /// Never pressed Ready before the move deadline.
    Forfeited,
    /// Went over the rate ceiling.
    Disqualified,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Accepted {
    pub word: Word,
    pub at_ms: u64,
    pub seq: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct MissRec {
    pub word: String,
    pub reason: MissReason,
    pub at_ms: u64,
    pub seq: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Stamp {
    pub at_ms: u64,
    pub seq: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SeatState {
    pub kind: SeatKind,
    pub ready: Option<Stamp>,
    pub status: SeatStatus,
    pub rule: Option<DqRule>,
    pub out: Option<Stamp>,
    pub words: Vec<Accepted>,
    pub misses: Vec<MissRec>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ended {
    pub at_ms: u64,
    pub reason: EndReason,
}

/// Everything a game is; the snapshot holds exactly this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub(crate) config: Config,
    pub(crate) custom_lexicon: bool,
    pub(crate) created_ms: u64,
    pub(crate) tray: Tray,
    pub(crate) phase: Phase,
    pub(crate) t0_ms: Option<u64>,
    pub(crate) ended: Option<Ended>,
    pub(crate) seats: Vec<SeatState>,
    pub(crate) bot: Vec<BotWord>,
    pub(crate) next_bot: usize,
    pub(crate) seq: u32,
}

impl State {
    /// When the move deadline falls.
    pub(crate) fn deadline_ms(&self) -> u64 {
        self.created_ms.saturating_add(self.config.move_deadline_ms)
    }

    /// When the round ends (T0 + round), once the countdown has started.
    pub(crate) fn ends_at_ms(&self) -> Option<u64> {
        self.t0_ms.map(|t0| t0.saturating_add(self.config.round_ms))
    }

    /// The tray, once it has opened (or the game is over); never before T0.
    pub(crate) fn open_tray(&self) -> Option<Tray> {
        matches!(self.phase, Phase::Live | Phase::Over).then_some(self.tray)
    }

    /// The seed, once the game is over.
    pub(crate) fn revealed_seed(&self) -> Option<u64> {
        (self.phase == Phase::Over).then_some(self.config.seed)
    }
}
