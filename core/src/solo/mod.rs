//! Sóló: one player swaps letters on a 10×10 field against a five-minute
//! clock; every scored word freezes.
//!
//! The whole rule set the engine implements, every decision included, is
//! `docs/rules/solo.md` in the repository.
//!
//! * Analysis: [`deal`], [`resolve()`], [`best_swaps`], [`rating()`],
//!   [`deciding_rule`] (which ranking rule picked a move's words).
//! * A game: [`Game`] from a seed, stepped with `swap`, `finish`, `cancel`
//!   and `advance`, each stamped with the host's `now_ms`.

mod field;
mod game;
mod players;
mod rating;
mod resolve;
mod swaps;

pub use field::{
    alphabetical, deal, from_text, text, Axis, CellState, CELLS, FIELD_STREAM, GRID, LETTER_COUNTS,
};
pub use game::{
    Action, Config, Derived, EndReason, Event, Game, GameResult, Move, Solo, State, View, CLOCK_MS,
};
pub use players::{
    play_out, play_out_game, play_out_many, play_out_many_into, Strategy, PACE_MS, PLAYER_STREAM,
};
pub use rating::{rating, Rating};
pub use resolve::{apply, candidates, deciding_rule, resolve, Resolution, Word};
pub use swaps::{best_swaps, Scored, BEST_SWAPS_K};
