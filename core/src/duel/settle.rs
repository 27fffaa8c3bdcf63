//! The settled game: winner, reason, scores, every move, the settlement.

use serde::{Deserialize, Serialize};

use super::events::EndReason;
use super::stakes::{self, Settlement};
use super::state::State;

/// One move in the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MoveResult {
    /// The seat that moved.
    pub seat: usize,
    /// The cell written into, 0–24.
    pub cell: u8,
    /// The letter written.
    pub letter: char,
    /// The word's cells, in order.
    pub path: Vec<u8>,
    /// The word.
    pub word: String,
    /// Its length.
    pub points: u32,
    /// When it arrived, host ms.
    pub at_ms: u64,
}

/// The settled game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameResult {
    /// The seed, `"0x"` + 16 hex digits.
    #[serde(with = "crate::seed")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub seed: u64,
    /// The winning seat; `None` after an agreed draw.
    pub winner: Option<usize>,
    /// Whether the game ended in a draw by agreement (the only draw).
    pub draw: bool,
    /// Why it ended.
    pub reason: EndReason,
    /// Each seat's points.
    pub scores: [u32; 2],
    /// Every move, in order.
    pub moves: Vec<MoveResult>,
    /// What the host moves; `None` for practice (stake 0).
    pub settlement: Option<Settlement>,
    /// The final board.
    pub board: String,
    /// When the game ended, host ms.
    pub ended_at_ms: u64,
}

impl GameResult {
    /// The result as compact JSON: the exact bytes every binding returns.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

pub(crate) fn moves(st: &State) -> Vec<MoveResult> {
    st.moves
        .iter()
        .map(|m| MoveResult {
            seat: m.seat,
            cell: m.mv.cell,
            letter: m.mv.letter,
            path: m.mv.path.clone(),
            word: m.mv.word.clone(),
            points: m.mv.points(),
            at_ms: m.at_ms,
        })
        .collect()
}

/// The result of a finished game (`None` while it is on).
pub(crate) fn settle(st: &State) -> Option<GameResult> {
    let e = st.ended?;
    let draw = e.reason == EndReason::Agreement;
    Some(GameResult {
        seed: st.config.seed,
        winner: e.winner,
        draw,
        reason: e.reason,
        scores: st.scores,
        moves: moves(st),
        settlement: stakes::settle(st.config.stake, draw),
        board: st.board.to_text(),
        ended_at_ms: e.at_ms,
    })
}
