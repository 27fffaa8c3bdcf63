//! What a seat (or a spectator) sees: everything but the seed, which shows
//! once the game is over.

use serde::Serialize;

use super::config::SeatKind;
use super::settle::{self, GameResult, MoveResult};
use super::state::State;

/// A seat's or a spectator's view. Wordgrid hides nothing but the seed, so
/// every viewer sees the same apart from `seat`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct View {
    /// The viewing seat; `None` for a spectator.
    pub seat: Option<usize>,
    /// The latest time the game has seen, host ms.
    pub now_ms: u64,
    /// The board, 25 characters, `.` for empty.
    pub board: String,
    /// The seat to move; `None` once the game is over.
    pub to_move: Option<usize>,
    /// Each seat's points.
    pub scores: [u32; 2],
    /// Every spent word, the start word first.
    pub played: Vec<String>,
    /// Each seat's time left at `now_ms`.
    pub clocks_ms: [u64; 2],
    /// The seat whose draw offer is open, if any.
    pub draw_offer: Option<usize>,
    /// Who sits where.
    pub seats: Vec<SeatKind>,
    /// Each seat's stake (0: practice).
    pub stake: u64,
    /// Every move so far.
    pub moves: Vec<MoveResult>,
    /// The seed, once the game is over.
    #[serde(serialize_with = "crate::seed::opt::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub seed: Option<u64>,
    /// The result, once over.
    pub result: Option<GameResult>,
}

impl View {
    /// The view as JSON.
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
    View {
        seat,
        now_ms,
        board: st.board.to_text(),
        to_move: st.ended.is_none().then_some(st.to_move),
        scores: st.scores,
        played: st.played.clone(),
        clocks_ms: st.clocks_at(now_ms),
        draw_offer: st.draw_offer,
        seats: st.config.seats.clone(),
        stake: st.config.stake,
        moves: settle::moves(st),
        seed: st.revealed_seed(),
        result: result.cloned(),
    }
}
