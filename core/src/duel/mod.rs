//! Wordgrid: two players grow words out of SHEEP on a 5×5 grid, one letter
//! a move, on ten-minute chess clocks, for stakes.
//!
//! The whole rule set the engine implements, every decision included, is
//! `docs/rules/duel.md` in the repository.
//!
//! * Analysis, no game needed: [`legal_moves`], [`best_moves`],
//!   [`find_path`], [`Board`].
//! * A game: [`Game`] made from a [`Config`], stepped with `play`,
//!   `offer_draw`, `accept_draw`, `decline_draw`, `resign` and `advance`,
//!   each stamped with the host's `now_ms`; once over, a [`GameResult`]
//!   with its [`Settlement`].

mod action;
mod board;
mod bot;
mod config;
mod events;
mod game;
mod log;
mod movegen;
mod moves;
mod settle;
mod snapshot;
mod stakes;
mod state;
mod view;

pub use action::Action;
pub use board::{neighbours, Board, CELLS, GRID, START_CELL, START_WORD};
pub use bot::{
    choose as bot_choose, rng_for as bot_rng, think_ms as bot_think_ms, BOT_STREAM, THINK_MS,
};
pub use config::{Config, Level, SeatKind, CLOCK_MS, MAX_CLOCK_MS};
pub use events::{EndReason, Event};
pub use game::{Duel, Game};
pub use log::{Derived, End};
pub use movegen::{has_legal_move, legal_moves};
pub use moves::{find_path, fold_letter, judge, letter_from_text, spent_words, Move, Trace};
pub use settle::{GameResult, MoveResult};
pub use stakes::{settle as settlement, Settlement};
pub use state::State;
pub use view::View;

use crate::lexicon::Lexicon;

/// A legal move with what it scores and what it leaves the opponent, for
/// analysis ([`best_moves`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Scored {
    /// The move.
    #[serde(flatten)]
    pub mv: Move,
    /// What it scores (its word's length).
    pub points: u32,
    /// The opponent's best reply afterwards, in points.
    pub reply: u32,
}

/// How many moves [`best_moves`] lists when a host does not say: the one
/// default every binding and the CLI use.
pub const BEST_MOVES_K: usize = 10;

/// The `k` best moves of a position for the player to move: most points
/// minus the opponent's best reply first, then most points, then cell,
/// letter and word.
pub fn best_moves(board: &Board, played: &[String], k: usize, lexicon: &Lexicon) -> Vec<Scored> {
    let mut scored: Vec<Scored> = legal_moves(board, played, lexicon)
        .into_iter()
        .map(|mv| {
            let after = board.with(mv.cell as usize, mv.letter as u8);
            let mut spent = played.to_vec();
            spent.push(mv.word.clone());
            let reply = legal_moves(&after, &spent, lexicon)
                .iter()
                .map(Move::points)
                .max()
                .unwrap_or(0);
            Scored {
                points: mv.points(),
                reply,
                mv,
            }
        })
        .collect();
    scored.sort_by(|a, b| {
        let va = i64::from(a.points) - i64::from(a.reply);
        let vb = i64::from(b.points) - i64::from(b.reply);
        vb.cmp(&va)
            .then(b.points.cmp(&a.points))
            .then((a.mv.cell, a.mv.letter, &a.mv.word).cmp(&(b.mv.cell, b.mv.letter, &b.mv.word)))
    });
    scored.truncate(k);
    scored
}
