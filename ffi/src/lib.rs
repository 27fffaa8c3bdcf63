//! # gridwords-ffi
//!
//! The C ABI of the gridwords engine. `include/gridwords.h` is generated from
//! this crate by a pinned cbindgen (`make header`) and checked in; the test
//! command fails when regenerating it would change a byte.
//!
//! This layer only translates types; every rule lives in the `gridwords`
//! crate. [`game`] is the one handle for every game (`GwGame`, over
//! `gridwords::AnyGame`: JSON configs and actions, views, events per seat,
//! result, log, snapshots, replay); [`hunt`], [`duel`] and [`solo`] hold
//! Word Grid's, Wordgrid's and Sóló's analysis calls and their typed fast
//! calls on that handle (one shared helper picks the game or answers
//! `GW_STATUS_WRONG_GAME`); [`lexicon`] the word lists; [`seal`] sealed
//! records (a host's HMAC-SHA-256 over a log, result or snapshot with its
//! own key) and verify with the key; [`status`] is generated from the
//! core's error codes.
//!
//! The header documents itself: its overview is the `header` text of
//! `ffi/cbindgen.toml`, and the docs of `gw_game_new` and `gw_game_act`
//! ([`game`]) list every game's config fields with their defaults and every
//! action and event; `tests/docs_cover_every_game.rs` fails when a game,
//! field, default, action or event of the engine is missing from them.
//!
//! Each exported function has the same shape: it runs its body inside
//! [`ffi_call`], which catches panics (`GW_STATUS_PANIC`), turns engine errors
//! into their stable status number and records the human message for
//! `gw_last_error_message()`. Pointer arguments are checked before use (NULL is
//! `GW_STATUS_NULL_ARGUMENT`), strings are validated as UTF-8, and
//! out-params are written only on success.
//!
//! The safety contract is the same for every `unsafe extern "C"` function and
//! is stated once in the header: every non-NULL pointer argument must point
//! to a live object of the documented type (a NUL-terminated string, a
//! buffer of the given length, a handle from this library not yet freed) for
//! the duration of the call.
//!
//! No safe function of this crate dereferences a pointer it was given:
//! helpers that turn raw pointers into references or write through them
//! (`str_arg`, `out_arg`, `with_game`, ...) are `unsafe fn`s with their own
//! `# Safety` sections, and [`Bytes`] keeps its fields private so its safe
//! `as_slice` can only read a buffer this library handed out.

// The exported functions share the contract above (and in the header's
// preamble) rather than repeating a `# Safety` section each, which cbindgen
// would copy into every declaration of the header.
#![allow(clippy::missing_safety_doc)]

pub mod duel;
pub mod game;
mod handles;
pub mod hunt;
pub mod lexicon;
pub mod seal;
pub mod solo;
pub mod status;
pub mod strings;
pub mod verify;

use std::cell::RefCell;
use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

use gridwords::Error;

pub use status::Status;
pub use strings::Bytes;

/// The version of the C ABI described by this header. Bumped on every change
/// that breaks source or binary compatibility (a removed or changed function,
/// a changed struct layout, a changed JSON shape). Compare with
/// gw_abi_version() at start-up. Version 2: one GwGame handle for every game
/// (the gw_hunt_game_* functions are gone), log version 2, checksummed
/// snapshots, "0x" seeds.
// A literal because cbindgen reads it from source; `gridwords::ABI_VERSION`
// is the one place the number is decided, and the assertion below keeps the
// two equal at compile time.
pub const ABI_VERSION: u32 = 2;
const _: () = assert!(
    ABI_VERSION == gridwords::ABI_VERSION,
    "GW_ABI_VERSION must equal gridwords::ABI_VERSION"
);

/// The ABI version the library was built with; equal to GW_ABI_VERSION when
/// the header and library match.
#[no_mangle]
pub extern "C" fn gw_abi_version() -> u32 {
    ABI_VERSION
}

/// The library's version string (the Rust crate version, e.g. "0.1.0"),
/// static, never freed.
#[no_mangle]
pub extern "C" fn gw_version() -> *const c_char {
    static VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => c"",
        };
    VERSION.as_ptr()
}

/// The name of a status without its `GW_STATUS_` prefix (e.g.
/// "NOT_YOUR_TURN", "OK"), or "UNKNOWN" for a number that is not a status.
/// Static, never freed. Takes the plain number so any value is safe to pass.
#[no_mangle]
pub extern "C" fn gw_status_name(status: u32) -> *const c_char {
    // One static C string per status, built once; names never change.
    static NAMES: std::sync::OnceLock<Vec<(u32, CString)>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        Status::all()
            .iter()
            .filter_map(|s| CString::new(s.name()).ok().map(|c| (s.number(), c)))
            .collect()
    });
    names
        .iter()
        .find(|(n, _)| *n == status)
        .map_or(c"UNKNOWN".as_ptr(), |(_, c)| c.as_ptr())
}

thread_local! {
    static LAST_ERROR: RefCell<Option<CString>> = const { RefCell::new(None) };
}

fn set_last_error(message: &str) {
    // Interior NULs cannot occur in engine messages, but never fail here.
    let c = CString::new(message.replace('\0', "\\0")).unwrap_or_default();
    LAST_ERROR.with(|e| *e.borrow_mut() = Some(c));
}

fn clear_last_error() {
    LAST_ERROR.with(|e| *e.borrow_mut() = None);
}

/// The message of the last call on this thread that returned a status other
/// than ::GW_STATUS_OK, e.g. "NOT_YOUR_TURN: ..."; "" if the last call
/// succeeded. Never NULL. Owned by the library: valid until the next call
/// that returns a ::GwStatus on the same thread; do not free it.
#[no_mangle]
pub extern "C" fn gw_last_error_message() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ref().map_or(c"".as_ptr(), |m| m.as_ptr()))
}

/// Runs the body of an exported function: catches any panic (PANIC), maps
/// an engine error to its status and records the message for
/// `gw_last_error_message()`, clears the message on success.
pub fn ffi_call<F>(body: F) -> Status
where
    F: FnOnce() -> Result<(), Error>,
{
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => {
            clear_last_error();
            Status::Ok
        }
        Ok(Err(e)) => {
            set_last_error(&e.to_string());
            Status::from_code(e.code())
        }
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".to_string());
            set_last_error(&format!(
                "PANIC: a bug in gridwords was caught at the C boundary: {what}"
            ));
            Status::Panic
        }
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod think_tests;
