//! Word Grid: 2–4 players, or one against the bot, hunt words in the same
//! 4×4 tray for three minutes; words found by more than one finisher cancel.
//!
//! The rules are the seed text `000_7c53c3ad17bf46a7.txt` with the decisions
//! of `spec/hunt.md`; where both are silent, the choices are documented in
//! [`game`] and the README.
//!
//! * Analysis, no game needed: [`deal()`], [`solve()`],
//!   [`score`], [`find_path`].
//! * A game: [`Game`] made from a [`Config`], stepped with `ready`, `submit`,
//!   `resign` and `advance`, each stamped with the host's `now_ms`; it
//!   returns [`Event`]s, answers [`View`]s and, once over, a [`GameResult`].
//! * Records: [`Log`] and [`replay`], [`Game::snapshot`] and
//!   [`Game::restore`].

pub mod bot;
pub mod config;
pub mod deal;
pub mod events;
pub mod game;
pub mod log;
pub mod points;
pub mod settle;
pub mod snapshot;
pub mod solve;
pub mod tray;
pub mod view;
pub mod word;

pub use config::{Config, SeatKind};
pub use deal::{deal, deal_with};
pub use events::{events_json, DqRule, EndReason, Event, MissReason};
pub use game::{Game, Phase, SeatStatus};
pub use log::{replay, replay_json, replay_with, verify, verify_json, Action, ActionKind, Log};
pub use points::Points;
pub use settle::{FinalStatus, GameResult, RevealWord, SeatResult};
pub use solve::{find_path, score, solve, Found, Path};
pub use tray::Tray;
pub use view::View;
