//! What happens in a Wordgrid game. Nothing is hidden in Wordgrid but the
//! seed, so every event goes to everyone.

use serde::{Deserialize, Serialize};

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The grid is full: the score decides (a level score goes to seat 1).
    Score,
    /// The player to move had no legal move with empty cells left: the
    /// score decides.
    NoLegalMove,
    /// A seat's clock ran out: it loses whatever the score.
    Timeout,
    /// A seat resigned: it loses.
    Resignation,
    /// Both seats agreed a draw: stakes are refunded.
    Agreement,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seat played a word.
    Move {
        /// The seat that moved.
        seat: usize,
        /// The cell written into, 0–24.
        cell: u8,
        /// The letter written, a–z.
        letter: char,
        /// The cells of the word, in order.
        path: Vec<u8>,
        /// The word.
        word: String,
        /// Its length.
        points: u32,
        /// When it arrived, host ms.
        at_ms: u64,
    },
    /// A seat offered a draw.
    DrawOffered {
        /// The offering seat.
        seat: usize,
        /// When, host ms.
        at_ms: u64,
    },
    /// The seat the offer was made to declined it.
    DrawDeclined {
        /// The declining seat.
        seat: usize,
        /// When, host ms.
        at_ms: u64,
    },
    /// An open offer lapsed because the seat it was made to moved.
    DrawLapsed {
        /// The seat whose offer lapsed.
        seat: usize,
        /// When, host ms.
        at_ms: u64,
    },
    /// A seat resigned.
    Resigned {
        /// The seat.
        seat: usize,
        /// When, host ms.
        at_ms: u64,
    },
    /// The game is over and settled; `result()` now answers.
    GameOver {
        /// When, host ms.
        at_ms: u64,
        /// Why.
        reason: EndReason,
        /// The winning seat; `None` after an agreed draw.
        winner: Option<usize>,
    },
}
