//! Word Grid: 2–4 players, or one against the bot, hunt words in the same
//! 4×4 tray for three minutes; words found by more than one finisher cancel.
//!
//! The rules are the seed text `000_7c53c3ad17bf46a7.txt` with the decisions
//! of `spec/hunt.md`.

pub mod points;
pub mod solve;
pub mod tray;
