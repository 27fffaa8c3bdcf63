//! # gridwords for Node.js (napi-rs)
//!
//! Translation only: every rule lives in the `gridwords` crate. Errors are
//! JS `Error`s whose `code` is the engine's stable error-code name (the C
//! status name without `GW_STATUS_`, e.g. `"NOT_YOUR_TURN"`); an argument
//! of the wrong JS type is a `TypeError` (see `args.rs` for the rule).
//! Structured results are plain objects with the engine's JSON shapes.
//!
//! One game machinery (`game.rs`): the generic `Game` over
//! `gridwords::AnyGame` and the typed `hunt.Game`, `duel.Game` and
//! `solo.Game` share every generic method; `hunt.Game` adds Word Grid's
//! typed fast calls (`hunt_game.rs`), `duel.Game` Wordgrid's
//! (`duel_game.rs`), `solo.Game` Sóló's (`solo_game.rs`). Analysis without
//! a game: `hunt.rs`, `duel.rs`, `solo.rs`. Many records verified in one
//! call: `verify_many.rs`.
//!
//! The generated `index.d.ts` and `index.js` are checked in; `make test-node`
//! rebuilds them and fails if they change.

#![allow(missing_debug_implementations)] // napi classes are opaque to JS

mod args;
mod batch;
mod cell;
mod duel;
mod duel_game;
mod errors;
mod game;
mod hunt;
mod hunt_game;
mod json;
mod lexicon;
mod options;
mod seal;
mod solo;
mod solo_game;
mod thinkers;
mod verify_many;

use napi_derive::napi;

pub use lexicon::Lexicon;

pub(crate) use errors::{
    from_napi, guard, guard_task, reject_panic, reject_with, test_panic, to_js, OrJs, Result,
};

/// The version of the C ABI and JSON shapes this build matches
/// (`GW_ABI_VERSION` in gridwords.h; `gridwords::ABI_VERSION` in Rust).
#[napi(js_name = "ABI_VERSION")]
pub const ABI_VERSION: u32 = gridwords::ABI_VERSION;

/// The package version (the Rust crate version).
#[napi(js_name = "VERSION")]
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Every error code the engine can raise: `{ name: number }` (the number
/// is the C status).
#[napi(ts_return_type = "Record<ErrorCode, number>")]
pub fn error_codes() -> crate::Result<indexmap::IndexMap<String, u32>> {
    crate::guard(|| {
        Ok({
            gridwords::ErrorCode::ALL
                .iter()
                .map(|c| (c.name().to_string(), c.number()))
                .collect()
        })
    })
}

/// Does the engine's one-time work now (the shipped word list's check,
/// about 40 ms; the solver's trie of `lexicon`, or of the shipped list if
/// omitted, about 30 ms), so that the first real call (a new game, a
/// `solo.bestSwaps`, a bot's search) is as fast as the rest. It runs on the
/// calling thread: call it at start-up, before the server listens (or in
/// a worker thread, whose warm state the whole process shares). Calling it
/// again costs nothing.
#[napi(ts_args_type = "lexicon?: Lexicon | null")]
pub fn warm_up(lexicon: options::LexiconArg) -> crate::Result<()> {
    crate::guard(|| {
        gridwords::warm_up(lexicon.0.as_ref());
        Ok(())
    })
}

/// How many bots' searches the calling thread has run since the process
/// began: on a server's event loop that advances with `advanceAsync`, it
/// stays 0 (every action, refusal and read runs none), which a server can
/// watch, and the tests check.
#[napi]
pub fn searches_on_this_thread() -> crate::Result<f64> {
    crate::guard(|| Ok(gridwords::engine::searches_run_here() as f64))
}

/// The games this build knows, by the name configs, logs and snapshots use.
#[napi(ts_return_type = "GameName[]")]
pub fn games() -> crate::Result<Vec<&'static str>> {
    crate::guard(|| Ok(gridwords::GAMES.to_vec()))
}

/// The config options of the game named `game`, as the core declares them
/// (`gridwords::engine::options`): `[{name, type, ...range, default,
/// analysis, doc}]`, `type` one of `'whole'` (with `min` and `max`),
/// `'word'` (with `len`) or `'table'` (with `len` and `max`); a whole
/// number past 2^53 - 1 is a bigint, exact. The typed constructors
/// take each `name` in camelCase too (`GameOptions`, generated from the
/// same declaration). Throws `UNKNOWN_GAME` for another name.
#[napi(
    js_name = "options",
    ts_args_type = "game: string",
    ts_return_type = "OptionSpec[]"
)]
pub fn game_options(game: args::GameArg) -> crate::Result<serde_json::Value> {
    crate::guard(|| {
        // napi's JSON conversion makes a whole number past 2^53 - 1 a
        // bigint, and every smaller one a number.
        Ok(gridwords::engine::options::spec_json(
            gridwords::AnyGame::options(&game.0).or_js()?,
        ))
    })
}
