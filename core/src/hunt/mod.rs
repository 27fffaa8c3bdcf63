//! Word Grid: 2–4 players, or one against the bot, hunt words in the same
//! 4×4 tray for three minutes; words found by more than one finisher cancel.
//!
//! The whole rule set the engine implements, every decision included, is
//! `docs/rules/hunt.md` in the repository.
//!
//! * Analysis, no game needed: [`deal()`], [`solve()`],
//!   [`score`], [`find_path`], [`trace`]; [`score_many`], [`solve_many`]
//!   and [`solve_columns_many`] (every word of a batch in [`SolveColumns`])
//!   on every core.
//! * A game: [`Game`] made from a [`Config`], stepped with `ready`, `submit`,
//!   `resign` and `advance`, each stamped with the host's `now_ms`; it
//!   returns [`Event`]s, answers [`View`]s and, once over, a [`GameResult`].
//! * Records: [`Log`] and [`replay`], [`Game::snapshot`] and
//!   [`Game::restore`].

mod action;
mod bot;
mod columns;
mod config;
mod deal;
mod events;
mod game;
mod log;
mod many;
mod path;
mod points;
mod replay;
mod settle;
mod snapshot;
mod solve;
mod state;
mod tray;
mod view;
mod walk;
mod word;

pub use crate::batch::{effective_threads, threads_arg, Progress, CHUNK, MAX_THREADS};
pub use action::Action;
pub use bot::{
    plan as bot_plan, strength as bot_strength, BotWord, LENGTH_WEIGHTS, MAX_SHARE_PERCENT,
    SHARE_PERCENT,
};
pub use columns::{unpack as unpack_path, unpack_cells as unpack_path_cells, SolveColumns};
pub use config::{
    Config, SeatKind, BOT_RULES, COUNTDOWN_MS, MAX_OVERRIDE_MS, MOVE_DEADLINE_MS, ROUND_MS,
};
pub use deal::{
    deal, deal_with, draw, stats, TrayStats, LETTER_WEIGHTS, MAX_DRAWS, MAX_RARE, MIN_LONGEST,
    MIN_VOWELS, MIN_WORDS,
};
pub use events::{events_json, DqRule, EndReason, Event, MissReason};
pub use game::{Game, Hunt, CEILING_FROM, MAX_MISSES, WINDOW_MS, WINDOW_WORDS};
pub use log::{Derived, End, SeatOut};
pub use many::{
    count_many_into, deal_many_into, score_many, score_many_into, solve_columns_many,
    solve_columns_many_into, solve_columns_many_with, solve_many, solve_many_with,
};
pub use path::{find_path, trace, Found, Path};
pub use points::{Points, MAX_WORD_POINTS};
pub use replay::{replay, replay_json, replay_with, verify, verify_json, Log};
pub use settle::{FinalStatus, GameResult, MissResult, RevealWord, SeatResult, WordResult};
pub use solve::{count, score, solve, solve_json, SOLVE_JSON_VERSION};
pub use state::{Phase, SeatStatus, State};
pub use tray::{neighbours, Tray, CELLS, GRID};
pub use view::{Own, OwnMiss, OwnWord, SeatSummary, View};
pub use word::{normalize, Word, MAX_INPUT_BYTES, MIN_WORD_LEN};
