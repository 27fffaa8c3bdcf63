//! What a seat can do in Wordgrid.

use serde::{Deserialize, Serialize};

/// A seat's action. As JSON, beside `"seat"`:
/// `{"action": "play", "cell": 7, "letter": "a", "path": [7, 12, 13]}` or
/// with `"word": "ah"` instead of `"path"`; `{"action": "offer_draw"}`,
/// `{"action": "accept_draw"}`, `{"action": "decline_draw"}`,
/// `{"action": "resign"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Write `letter` into `cell` and trace a word through it, given by its
    /// `path` or as the `word` (exactly one of the two).
    Play {
        /// The empty cell written into, 0–24.
        cell: usize,
        /// The letter, any case (a string of one character; anything else
        /// is `NOT_A_LETTER`).
        #[serde(deserialize_with = "super::moves::letter_field")]
        letter: char,
        /// The cells the word is traced through.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        path: Option<Vec<usize>>,
        /// The word; the engine finds its smallest path through `cell`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        word: Option<String>,
    },
    /// Offer the other seat a draw.
    OfferDraw,
    /// Accept the other seat's open offer: the game ends, stakes refunded.
    AcceptDraw,
    /// Decline the other seat's open offer.
    DeclineDraw,
    /// Leave the game: it is lost at once.
    Resign,
}

impl Action {
    /// A found move as the action that makes it, traced by its path: how
    /// a bot's move is made and logged (the log replays it as a seat's
    /// play, no search needed).
    pub fn play_of(mv: &super::moves::Move) -> Self {
        Action::Play {
            cell: usize::from(mv.cell),
            letter: mv.letter,
            path: Some(mv.path.iter().map(|&c| usize::from(c)).collect()),
            word: None,
        }
    }
}
