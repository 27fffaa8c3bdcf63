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
mod batch;
mod cell;
mod duel;
mod duel_game;
mod game;
mod hunt;
mod hunt_game;
mod json;
mod lexicon;
mod options;
mod solo;
mod solo_game;
mod thinkers;

use napi_derive::napi;

pub use lexicon::Lexicon;

/// The error type of every call: `code` is the stable error-code name.
pub(crate) type Result<T> = napi::Result<T, String>;

/// An engine error as a JS error with `code`; the message is the core's,
/// without the code in front (it is on `code`).
pub(crate) fn to_js(e: gridwords::Error) -> napi::Error<String> {
    napi::Error::new(e.code().name().to_string(), e.message().to_string())
}

/// A napi-rs error from a Node-API step as the error type of every call
/// (its status name as the code). A JS exception the step left pending
/// (a getter that threw) goes through as it is: napi-rs's glue throws it.
pub(crate) fn from_napi(e: napi::Error) -> napi::Error<String> {
    napi::Error::new(e.status.as_ref().to_string(), e.reason.clone())
}

/// Runs one exported call so that a panic in it (a bug: the engine answers
/// bad input with errors) becomes a JS error with code `PANIC` instead of
/// unwinding into Node-API's `extern "C"` callback, which aborts the whole
/// process. Every `#[napi]` function's body runs inside it, and every
/// worker-thread task's `compute`. Free on the happy path (unwinding
/// tables only). The game a call panicked in while holding it is poisoned
/// (`cell::GameCell`): later calls on it are `PANIC` too.
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        test_panic::fire_if_armed();
        f()
    }));
    out.unwrap_or_else(|payload| Err(to_js(panic_error(payload.as_ref()))))
}

/// `guard` for a worker-thread task's `compute` (whose errors are napi's):
/// a caught panic is an error that the task's `reject` turns into a JS
/// error with code `PANIC` ([`reject_panic`]).
pub(crate) fn guard_task<T>(f: impl FnOnce() -> T) -> napi::Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        test_panic::fire_if_armed();
        f()
    }))
    .map_err(|payload| {
        napi::Error::new(
            napi::Status::GenericFailure,
            panic_error(payload.as_ref()).message(),
        )
    })
}

/// A task's `reject`: its `compute` fails only by a caught panic, so the
/// promise rejects with a JS error whose `code` is `PANIC`.
pub(crate) fn reject_panic<V>(env: napi::Env, err: napi::Error) -> napi::Result<V> {
    reject_with(env, gridwords::ErrorCode::Panic, &err.reason)
}

/// A task's rejection with the engine's `code` and `message`: the JS error
/// a synchronous call would throw.
pub(crate) fn reject_with<V>(
    env: napi::Env,
    code: gridwords::ErrorCode,
    message: &str,
) -> napi::Result<V> {
    use napi::bindgen_prelude::FromNapiValue;
    let e = args::js_error(env.raw(), code, message);
    // SAFETY: `e` is a live value of this environment, just made.
    let value = unsafe { napi::Unknown::from_napi_value(env.raw(), e) }?;
    Err(napi::Error::from(value))
}

/// A way to make the next exported call panic, so `make test-node-panic`
/// can show that the guards hold; compiled only with the `test-panic`
/// feature (that target builds a separate addon), nothing in the shipped
/// one.
#[cfg(feature = "test-panic")]
mod test_panic {
    use std::sync::atomic::{AtomicU32, Ordering};

    /// Guarded entries to go before the one that panics (0: none armed).
    static COUNTDOWN: AtomicU32 = AtomicU32::new(0);

    /// The `nth` guarded entry from now (1 if omitted: the next exported
    /// call; 2 for `scoreManyAsync`'s worker task, after the call itself)
    /// panics inside its guard.
    #[napi_derive::napi]
    pub fn arm_panic_for_test(nth: Option<u32>) {
        COUNTDOWN.store(nth.unwrap_or(1).max(1), Ordering::SeqCst);
    }

    pub(crate) fn fire_if_armed() {
        let before =
            COUNTDOWN.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1));
        if before == Ok(1) {
            panic!("armed by the test");
        }
    }

    /// Whether the next change to a game panics (after the game is named to
    /// the guard, as a bug in the middle of a change would).
    static IN_GAME: AtomicU32 = AtomicU32::new(0);

    /// The next call that changes a game panics in the middle of it.
    #[napi_derive::napi]
    pub fn arm_panic_in_game_for_test() {
        IN_GAME.store(1, Ordering::SeqCst);
    }

    pub(crate) fn fire_if_armed_in_game() {
        if IN_GAME.swap(0, Ordering::SeqCst) == 1 {
            panic!("armed by the test, in the middle of a change");
        }
    }
}

#[cfg(not(feature = "test-panic"))]
mod test_panic {
    #[inline(always)]
    pub(crate) fn fire_if_armed() {}

    #[inline(always)]
    pub(crate) fn fire_if_armed_in_game() {}
}

/// The engine error for a caught panic, naming its message.
pub(crate) fn panic_error(payload: &(dyn std::any::Any + Send)) -> gridwords::Error {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string());
    gridwords::Error::new(
        gridwords::ErrorCode::Panic,
        format!("a bug in gridwords was caught at the Node boundary: {what}"),
    )
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
