//! Word Grid (`hunt`): analysis calls (deal, solve, score), which need no
//! game, and the typed fast calls on a `GwGame` handle of a Word Grid game
//! (ready, submit, resign, tray). Given a handle of another game (Wordgrid
//! or Sóló), the typed calls return ::GW_STATUS_WRONG_GAME.
//!
//! JSON handed out here (shapes documented in ffi/README.md):
//!
//! * gw_hunt_solve(): `gridwords::hunt::solve_json`, the one solve shape of
//!   every surface: `{"version":1,"tray":"<16 letters>","words":[{"word":"...","path":[cell,...]},...]}`
//!   with words longest first, then alphabetical; `path` is the word's first
//!   path (the smallest cell sequence), cells numbered 0–15 row-major.
//! * events (ready, submit, resign): a JSON array of `hunt::Event` objects
//!   tagged by `"type"`, every seat's, as gw_game_act() gives them.

use std::ffi::c_char;
use std::ptr;

use gridwords::hunt::{deal, Hunt, Points, Tray};

use crate::game::{seat_index, typed_act, typed_read, Game};
use crate::lexicon::{lexicon_or_embedded, Lexicon};
use crate::strings::null_arg;
use crate::strings::{out_arg, string_out, Text};
use crate::{ffi_call, Status};

/// Version of the gw_hunt_solve() JSON shape (`"version"` in it).
// A literal for cbindgen; asserted equal to the core's at compile time.
pub const SOLVE_JSON_VERSION: u32 = 1;
const _: () = assert!(SOLVE_JSON_VERSION == gridwords::hunt::SOLVE_JSON_VERSION);

/// The tray dealt from `seed` (the same tray in every version and binding):
/// 16 lower-case letters, row-major. `*out` receives a new string: free it
/// with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_deal(seed: u64, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out, "out") }?;
        out.set(string_out(deal(seed).as_str().to_string())?);
        Ok(())
    })
}

/// Every word of `lexicon` that `tray` (16 letters a–z, row-major) holds,
/// with its first path, as JSON:
/// `{"version":1,"tray":"<16 letters>","words":[{"word":"...","path":[cell,...]},...]}`
/// (`"version"` is GW_HUNT_SOLVE_JSON_VERSION), words longest first, then
/// alphabetical; `path` is the word's first path (the smallest cell
/// sequence), cells numbered 0–15 row-major. `lexicon` NULL is the shipped
/// list, as in every analysis call.
/// A bad tray is ::GW_STATUS_INVALID_TRAY. `*out_json` receives a new
/// string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_solve(
    tray: *const c_char,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { solve(Text::c(tray), lexicon, out_json) }
}

/// gw_hunt_solve() with the tray as `tray_len` bytes (text by pointer and
/// length).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_solve_n(
    tray: *const c_char,
    tray_len: usize,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { solve(Text::n(tray, tray_len), lexicon, out_json) }
}

/// # Safety
/// As gw_hunt_solve().
unsafe fn solve(tray: Text, lexicon: *const Lexicon, out_json: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { tray.read("tray") }?)?;
        // SAFETY: by the caller's contract.
        let lex = &unsafe { lexicon_or_embedded(lexicon) }?;
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        out.set(string_out(gridwords::hunt::solve_json(&tray, lex))?);
        Ok(())
    })
}

/// The total a player would score by finding every word of `lexicon` in
/// `tray` (NULL: the shipped list), with the rules' default points table.
/// Totals are 64-bit: no points table the engine takes can make one
/// overflow (each word scores at most 10^8, so every total stays below
/// 2^53).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score(
    tray: *const c_char,
    lexicon: *const Lexicon,
    out: *mut u64,
) -> Status {
    // SAFETY: the same contract.
    unsafe { score(Text::c(tray), lexicon, out) }
}

/// gw_hunt_score() with the tray as `tray_len` bytes (text by pointer and
/// length).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score_n(
    tray: *const c_char,
    tray_len: usize,
    lexicon: *const Lexicon,
    out: *mut u64,
) -> Status {
    // SAFETY: the same contract.
    unsafe { score(Text::n(tray, tray_len), lexicon, out) }
}

/// # Safety
/// As gw_hunt_score().
unsafe fn score(tray: Text, lexicon: *const Lexicon, out: *mut u64) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { tray.read("tray") }?)?;
        // SAFETY: by the caller's contract.
        let lex = &unsafe { lexicon_or_embedded(lexicon) }?;
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out, "out") }?;
        out.set(gridwords::hunt::score(&tray, &Points::default(), lex));
        Ok(())
    })
}

/// As gw_hunt_score() with a points table of `points_len` numbers (it must
/// be 6: points for words of 3, 4, 5, 6, 7 and 8+ letters, each at most
/// 10^8; anything else is ::GW_STATUS_INVALID_POINTS).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score_with_points(
    tray: *const c_char,
    points: *const u32,
    points_len: usize,
    lexicon: *const Lexicon,
    out: *mut u64,
) -> Status {
    // SAFETY: the same contract.
    unsafe { score_with_points(Text::c(tray), points, points_len, lexicon, out) }
}

/// gw_hunt_score_with_points() with the tray as `tray_len` bytes (text by
/// pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score_with_points_n(
    tray: *const c_char,
    tray_len: usize,
    points: *const u32,
    points_len: usize,
    lexicon: *const Lexicon,
    out: *mut u64,
) -> Status {
    let tray = Text::n(tray, tray_len);
    // SAFETY: the same contract.
    unsafe { score_with_points(tray, points, points_len, lexicon, out) }
}

/// # Safety
/// As gw_hunt_score_with_points().
unsafe fn score_with_points(
    tray: Text,
    points: *const u32,
    points_len: usize,
    lexicon: *const Lexicon,
    out: *mut u64,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { tray.read("tray") }?)?;
        if points.is_null() {
            return Err(null_arg("points"));
        }
        // Reading at most 7 numbers is enough for the core to accept 6 or
        // refuse any other count, and never reads past a huge bogus length.
        let n = points_len.min(7);
        // SAFETY: `points_len` (>= n) readable numbers by the caller's contract.
        let points = Points::from_slice(unsafe { std::slice::from_raw_parts(points, n) })?;
        // SAFETY: by the caller's contract.
        let lex = &unsafe { lexicon_or_embedded(lexicon) }?;
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out, "out") }?;
        out.set(gridwords::hunt::score(&tray, &points, lex));
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Typed fast calls on a game handle (the shared machinery is in `game`).

/// `seat` presses Ready at `now_ms` (as gw_game_act() with
/// `{"action":"ready","seat":n}`). Every event that followed goes to
/// `*out_events_json` as a JSON array unless it is NULL; on any error the
/// game is unchanged. A handle of another game is ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_ready(
    game: *mut Game,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe { typed_act::<Hunt>(game, out_events_json, |g| g.ready(seat_index(seat), now_ms)) }
    })
}

/// `seat` sends `word` (as typed; the engine trims and folds it) at
/// `now_ms`. A word that does not score is an event (a "miss"), not an
/// error; errors are refusals (::GW_STATUS_ROUND_NOT_OPEN,
/// ::GW_STATUS_ROUND_OVER, ::GW_STATUS_UNKNOWN_SEAT,
/// ::GW_STATUS_TIME_WENT_BACKWARDS, ::GW_STATUS_EMPTY_WORD,
/// ::GW_STATUS_LIMIT_REACHED after 500 misses, ...) that leave the game
/// unchanged. Events go to `*out_events_json` unless it is NULL; they are
/// every seat's (filter with gw_game_events_for() before forwarding). A
/// handle of another game is ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_submit(
    game: *mut Game,
    seat: u32,
    word: *const c_char,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { submit(game, seat, Text::c(word), now_ms, out_events_json) }
}

/// gw_hunt_submit() with the word as `word_len` bytes (text by pointer and
/// length: a NUL in it is ::GW_STATUS_CONTROL_CHARACTER, as in every
/// binding).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_submit_n(
    game: *mut Game,
    seat: u32,
    word: *const c_char,
    word_len: usize,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    let word = Text::n(word, word_len);
    // SAFETY: the same contract.
    unsafe { submit(game, seat, word, now_ms, out_events_json) }
}

/// # Safety
/// As gw_hunt_submit().
unsafe fn submit(
    game: *mut Game,
    seat: u32,
    word: Text,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let word = unsafe { word.read("word") }?;
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Hunt>(game, out_events_json, |g| {
                g.submit(seat_index(seat), word, now_ms)
            })
        }
    })
}

/// `seat` resigns at `now_ms`. Events go to `*out_events_json` unless NULL.
/// A handle of another game is ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_resign(
    game: *mut Game,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Hunt>(game, out_events_json, |g| {
                g.resign(seat_index(seat), now_ms)
            })
        }
    })
}

/// The tray (16 letters, row-major) once it has opened; `*out` is set to
/// NULL before that (the tray is hidden until the round opens). Free a
/// non-NULL string with gw_string_free(). A handle of another game is
/// ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_tray(game: *const Game, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let tray = unsafe { typed_read::<Hunt, _>(game, |g| g.tray()) }?;
        let s = tray
            .map(|t| string_out(t.as_str().to_string()))
            .transpose()?;
        out.set(s.unwrap_or(ptr::null_mut()));
        Ok(())
    })
}
