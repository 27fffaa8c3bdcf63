//! Sóló: one player swaps letters on a 10×10 field against a five-minute
//! clock; every scored word freezes.
//!
//! The whole rule set the engine implements, every decision included, is
//! `docs/rules/solo.md` in the repository.
//!
//! * Analysis: [`deal`], [`resolve()`], [`best_swaps`], [`rating()`].
//! * A game: [`Game`] from a seed, stepped with `swap`, `finish`, `cancel`
//!   and `advance`, each stamped with the host's `now_ms`.

mod field;
mod game;
mod rating;
mod resolve;

pub use field::{
    alphabetical, deal, text, Axis, CellState, CELLS, FIELD_STREAM, GRID, LETTER_COUNTS,
};
pub use game::{
    Action, Config, Derived, EndReason, Event, Game, GameResult, MoveRec, Solo, State, View,
    CLOCK_MS,
};
pub use rating::{rating, Rating};
pub use resolve::{apply, candidates, resolve, Resolution, Word};

use crate::lexicon::Lexicon;

/// One swap with what it would score.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Scored {
    /// One cell.
    pub a: usize,
    /// The other (`a < b`).
    pub b: usize,
    /// What the swap would score.
    pub points: u32,
    /// The words it would score.
    pub words: Vec<Word>,
}

/// The `k` swaps of Free cells that would score most on `state`, most
/// points first, then smaller `a`, then smaller `b`; the game is unchanged.
pub fn best_swaps(state: &State, k: usize, lexicon: &Lexicon) -> Vec<Scored> {
    let free: Vec<usize> = (0..CELLS)
        .filter(|&c| state.cells[c] == CellState::Free)
        .collect();
    let mut out: Vec<Scored> = Vec::new();
    for (i, &a) in free.iter().enumerate() {
        for &b in &free[i + 1..] {
            let r = game::swap_outcome(state, a, b, lexicon);
            out.push(Scored {
                a,
                b,
                points: r.points,
                words: r.words,
            });
        }
    }
    out.sort_by(|x, y| y.points.cmp(&x.points).then((x.a, x.b).cmp(&(y.a, y.b))));
    out.truncate(k);
    out
}
