//! The engine every game runs on.
//!
//! A game's module holds its rules only, as an implementation of
//! [`Rules`]. Everything else is written once, here:
//!
//! * [`Session`]: the host's clock (`now_ms`, "time went backwards"),
//!   all-or-nothing calls, the log ([`Log`]) and replay, framed and
//!   checksummed snapshots, and per-seat visibility of events
//!   ([`Audience`]).
//! * [`AnyGame`]: one enum over every game for hosts that relay JSON:
//!   create from `{"game": "hunt", ...config}`, act with
//!   `{"action": "submit", "seat": 0, "word": "tone"}`, view, result, log,
//!   snapshot, restore and replay, whatever the game. The C handle and the
//!   Python and Node `Game` classes are thin wrappers over it.
//!
//! Adding a game: implement [`Rules`] in its module, add one arm to
//! [`AnyGame`]'s list in `any.rs`; see ARCHITECTURE.md.

mod any;
mod log;
mod rules;
mod session;
mod snapshot;

pub use any::{config_from_json, AnyEvents, AnyGame, GAMES};
pub use log::{Log, LOG_VERSION};
pub use rules::{Audience, Logged, Rules};
pub use session::Session;
pub use snapshot::{game_of as snapshot_game, SNAPSHOT_FORMAT};
