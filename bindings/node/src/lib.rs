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
//! a game: `hunt.rs`, `duel.rs`, `solo.rs`.
//!
//! The generated `index.d.ts` and `index.js` are checked in; `make test-node`
//! rebuilds them and fails if they change.

#![allow(missing_debug_implementations)] // napi classes are opaque to JS

mod args;
mod duel;
mod duel_game;
mod game;
mod hunt;
mod hunt_game;
mod json;
mod lexicon;
mod solo;
mod solo_game;

use napi_derive::napi;

pub use lexicon::Lexicon;

/// The error type of every call: `code` is the stable error-code name.
pub(crate) type Result<T> = napi::Result<T, String>;

/// An engine error as a JS error with `code`.
pub(crate) fn to_js(e: gridwords::Error) -> napi::Error<String> {
    napi::Error::new(e.code().name().to_string(), e.to_string())
}

/// Maps a core result into a JS-facing one.
pub(crate) trait OrJs<T> {
    fn or_js(self) -> Result<T>;
}

impl<T> OrJs<T> for gridwords::Result<T> {
    fn or_js(self) -> Result<T> {
        self.map_err(to_js)
    }
}

/// The version of the C ABI and JSON shapes this build matches
/// (`GW_ABI_VERSION` in gridwords.h; `gridwords::ABI_VERSION` in Rust).
#[napi(js_name = "ABI_VERSION")]
pub const ABI_VERSION: u32 = gridwords::ABI_VERSION;

/// The package version (the Rust crate version).
#[napi(js_name = "VERSION")]
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Every error code the engine can raise: `{ name: number }`.
#[napi]
pub fn error_codes() -> indexmap::IndexMap<String, u32> {
    gridwords::ErrorCode::ALL
        .iter()
        .map(|c| (c.name().to_string(), c.number()))
        .collect()
}

/// The games this build knows, by the name configs, logs and snapshots use.
#[napi(ts_return_type = "GameName[]")]
pub fn games() -> Vec<&'static str> {
    gridwords::engine::GAMES.to_vec()
}
