//! What a seat can do in Word Grid.

use serde::{Deserialize, Serialize};

/// A seat's action. As JSON (the log's actions and the engine's JSON
/// surface): `{"action": "ready"}`, `{"action": "submit", "word": "tone"}`,
/// `{"action": "resign"}`, beside `"seat"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Press Ready.
    Ready,
    /// Send a word, as typed (it is trimmed and folded by the rules).
    Submit {
        /// The raw input: [`normalize`](super::normalize) trims and folds
        /// it; at most [`MAX_INPUT_BYTES`](super::MAX_INPUT_BYTES) after
        /// that, with no control characters.
        word: String,
    },
    /// Leave the game.
    Resign,
}
