//! The engine every game runs on.
//!
//! A game's module holds its rules only, as an implementation of
//! [`Rules`]. Everything else is written once, here:
//!
//! * [`Session`]: the host's clock (`now_ms`, "time went backwards"),
//!   all-or-nothing calls, the log ([`Log`]) and replay, framed and
//!   checksummed snapshots, and per-seat visibility of events
//!   ([`Audience`]).
//! * `think.rs`: a bot's turn searched once, where the host says
//!   ([`Searches`]): a call that needs a move still being searched runs
//!   it, waits for it, or is refused with `BOT_THINKING`.
//! * `json.rs`: one game's JSON surface, generic over its rules (configs,
//!   actions, replay and verification as text), which
//!   [`AnyGame`](crate::AnyGame) dispatches to by name.
//!
//! The engine names no game: the games import it, and the registry of
//! games (`crate::games`, with [`AnyGame`](crate::AnyGame)) stands above
//! both. Adding a game: implement [`Rules`] in its module and add one line
//! to the registry; see ARCHITECTURE.md.

mod bots;
pub(crate) mod json;
mod log;
pub mod options;
mod replay;
mod rules;
mod session;
pub mod snapshot;
mod think;
mod unique;

pub use bots::BotReplay;
pub use json::{
    config_from_json, from_log as session_from_log, replay_json, verify_json, verify_json_with,
    verify_report,
};
pub use log::{Log, LOG_VERSION};
pub use replay::{unfinished, Check};
pub use rules::{Audience, BotTurn, Logged, Rules};
pub use session::{judge, Session, Times};
pub use snapshot::{game_of as snapshot_game, SNAPSHOT_FORMAT};
pub use think::{searches_run_here, Blocked, BotSearch, BotWait, Patience, Searches};
pub use unique::parse as parse_json_unique;
