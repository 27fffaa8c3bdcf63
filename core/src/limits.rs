//! Caps on everything a caller controls, in one place.
//!
//! Whatever a host passes in, the engine answers with a result or a typed
//! error and changes nothing; these caps keep the work and memory one call
//! can cause bounded, so a hostile or broken client cannot make a server
//! parse a gigabyte or replay a million actions. Every cap is far above
//! what a real game produces (the figures beside each say how far), and
//! going past one is `LIMIT_REACHED` with a message naming the cap.
//!
//! Caps the rules themselves impose are not repeated here: a Word Grid word
//! is at most [`crate::hunt::MAX_INPUT_BYTES`] bytes (before and after
//! folding) and a seat's misses stop at [`crate::hunt::MAX_MISSES`]; a Word
//! Grid game has 2–4 seats, Wordgrid 2, Sóló 1; Wordgrid has at most 20
//! moves (25 cells less SHEEP) and Sóló at most 50 swaps (each takes two
//! cells out of play); the lexicon's words are at most
//! [`crate::lexicon::MAX_WORD_LEN`] letters; batch calls use at most
//! [`crate::hunt::MAX_THREADS`] threads. A handle (C `GwGame*`, Python and
//! Node game objects) holds exactly one game.
//!
//! JSON nesting deeper than 128 levels is refused by the parser
//! (`INVALID_JSON`, "recursion limit exceeded"), so deep nesting cannot
//! exhaust the stack.

use crate::error::{Error, ErrorCode, Result};

/// Largest config or action JSON, in bytes (a real one is under 1 KiB).
pub const MAX_INPUT_JSON_BYTES: usize = 64 * 1024;

/// Largest log, result, events or snapshot input, in bytes. The longest
/// real log (four Word Grid seats each entering every word of a rich tray
/// and the 500 misses allowed) is about 1 MiB.
pub const MAX_RECORD_BYTES: usize = 8 * 1024 * 1024;

/// Most actions a log may hold (that same longest game has about 10 000).
pub const MAX_LOG_ACTIONS: usize = 20_000;

/// The latest time the engine takes, in ms: 2^53 - 1 (about 285,000 years
/// of a monotonic clock), the largest integer a JavaScript number holds
/// exactly. A host time, a time in a log or snapshot, and the game's own
/// clock after a [`rebase`](crate::engine::Session::rebase) past it are
/// `INVALID_ARGUMENT` (in a record: `INVALID_LOG` / `INVALID_SNAPSHOT`),
/// the same in C, Python and Node, so every time in every record reads
/// back exactly in every language.
pub const MAX_TIME_MS: u64 = (1 << 53) - 1;

/// `INVALID_ARGUMENT` unless `t` (a time in ms, `what` names it) is at
/// most [`MAX_TIME_MS`].
pub fn check_time(what: &str, t: u64) -> Result<()> {
    if t > MAX_TIME_MS {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("{what} {t} is past the latest time the engine takes, 2^53 - 1 ms"),
        ));
    }
    Ok(())
}

/// `LIMIT_REACHED` unless a config or action JSON text (`what` names it in
/// the message) fits under [`MAX_INPUT_JSON_BYTES`]. Bindings that read a
/// config before handing it to the engine call this first.
pub fn check_input_json(json: &str, what: &str) -> Result<()> {
    check_bytes(what, json.len(), MAX_INPUT_JSON_BYTES)
}

/// `LIMIT_REACHED` unless `len` bytes of `what` fit under `max`.
pub(crate) fn check_bytes(what: &str, len: usize, max: usize) -> Result<()> {
    if len > max {
        return Err(Error::new(
            ErrorCode::LimitReached,
            format!("{what} is {len} bytes; the limit is {max}"),
        ));
    }
    Ok(())
}

/// `LIMIT_REACHED` unless a log's `n` actions fit under
/// [`MAX_LOG_ACTIONS`].
pub(crate) fn check_actions(n: usize) -> Result<()> {
    if n > MAX_LOG_ACTIONS {
        return Err(Error::new(
            ErrorCode::LimitReached,
            format!("the log holds {n} actions; the limit is {MAX_LOG_ACTIONS}"),
        ));
    }
    Ok(())
}
