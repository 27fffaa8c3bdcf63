//! # gridwords for Node.js (napi-rs)
//!
//! Translation only: every rule lives in the `gridwords` crate. Errors are
//! JS `Error`s whose `code` is the engine's stable error-code name (the C
//! status name without `GW_STATUS_`, e.g. `"NOT_YOUR_TURN"`). Structured
//! results are plain objects with the same JSON shapes the C ABI documents.
//!
//! The generated `index.d.ts` and `index.js` are checked in; `make test-node`
//! rebuilds them and fails if they change.

#![allow(missing_debug_implementations)] // napi classes are opaque to JS

mod game;
mod hunt;
mod json;
mod lexicon;

use napi::bindgen_prelude::{BigInt, Either};
use napi_derive::napi;

pub use lexicon::Lexicon;

/// The error type of every call: `code` is the stable error-code name.
pub(crate) type Result<T> = napi::Result<T, String>;

/// An engine error as a JS error with `code`.
pub(crate) fn to_js(e: gridwords::Error) -> napi::Error<String> {
    napi::Error::new(e.code().name().to_string(), e.to_string())
}

pub(crate) fn invalid_argument(msg: impl Into<String>) -> napi::Error<String> {
    to_js(gridwords::Error::new(
        gridwords::ErrorCode::InvalidArgument,
        msg.into(),
    ))
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

/// A u64 from a JS number (a non-negative safe integer) or a bigint.
pub(crate) fn to_u64(v: &Either<f64, BigInt>, what: &str) -> Result<u64> {
    match v {
        Either::A(n) => {
            const MAX_SAFE: f64 = 9_007_199_254_740_991.0;
            if n.fract() == 0.0 && *n >= 0.0 && *n <= MAX_SAFE {
                Ok(*n as u64)
            } else {
                Err(invalid_argument(format!(
                    "{what} must be a non-negative safe integer or a bigint, got {n}"
                )))
            }
        }
        Either::B(b) => {
            let (negative, value, lossless) = b.get_u64();
            if negative || !lossless {
                Err(invalid_argument(format!("{what} must fit in 0..2^64")))
            } else {
                Ok(value)
            }
        }
    }
}

/// A millisecond time from a JS number (a non-negative safe integer).
pub(crate) fn to_ms(n: f64, what: &str) -> Result<u64> {
    to_u64(&Either::A(n), what)
}

/// The version of the C ABI this build matches (`GW_ABI_VERSION`).
#[napi(js_name = "ABI_VERSION")]
pub const ABI_VERSION: u32 = 1;

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
