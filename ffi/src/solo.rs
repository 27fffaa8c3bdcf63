//! Sóló (`solo`): the typed fast calls on a `GwGame` handle of a Sóló game
//! (swap, finish, cancel, and cheap getters: the field, the score, the best
//! swaps now) and two analysis calls that need no game (the dealt field of
//! a seed, the rating of a score history). Given a handle of another game,
//! the typed calls return ::GW_STATUS_WRONG_GAME, as the gw_hunt_* and
//! gw_duel_* calls do on a Sóló handle.
//!
//! Cells are numbered 0–99 row-major on the 10×10 field; fields cross as
//! 100 lower-case letters. A Sóló game has one seat, 0.
//!
//! JSON handed out here (shapes documented in ffi/README.md):
//!
//! * events (swap, finish, cancel): a JSON array of `solo::Event` objects
//!   tagged by `"type"` (`swap`, `game_over`), as gw_game_act() gives them.
//! * gw_solo_best_swaps(): `[{"a","b","points","words"},...]`
//!   (`gridwords::solo::Scored`), best first.
//! * gw_solo_rating(): `{"rating": number | null, "best": number | null}`.

use std::ffi::c_char;

use gridwords::solo::{self, Solo};

use crate::game::{typed_act, typed_read, Game};
use crate::strings::{out_arg, slice_arg, string_out};
use crate::{ffi_call, Status};

/// A cell number of a typed call (a `uint32_t` always fits).
fn cell_index(cell: u32) -> usize {
    usize::try_from(cell).unwrap_or(usize::MAX)
}

fn to_json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "[]".into())
}

/// The field seed `seed` deals: 100 lower-case letters, row-major (the
/// field of `{"game":"solo","seed":seed}`). `*out` receives a new string:
/// free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_solo_deal(seed: u64, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        out.set(string_out(solo::text(&solo::deal(seed)))?);
        Ok(())
    })
}

/// The rating of a history of `n` scores, oldest first, as JSON
/// `{"rating":r,"best":b}`: `rating` the mean of the best 8 of the last 10
/// scores (of the best min(8, n) with fewer games), `best` the best score
/// ever; both `null` for an empty history. `scores` is NULL only with `n`
/// 0. `*out_json` receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_solo_rating(
    scores: *const u32,
    n: usize,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let scores = unsafe { slice_arg(scores, n, "scores") }?;
        out.set(string_out(to_json(&solo::rating(scores)))?);
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Typed fast calls on a game handle (the shared machinery is in `game`).

/// Swaps the letters of Free cells `a` and `b` (0–99) at `now_ms` (as
/// gw_game_act() with `{"action":"swap","seat":0,"a":a,"b":b}`, and the log
/// is the same byte for byte). Refusals leave the game unchanged:
/// ::GW_STATUS_SAME_CELL, ::GW_STATUS_CELL_OUT_OF_RANGE,
/// ::GW_STATUS_CELL_NOT_FREE (a Frozen or Fixed cell),
/// ::GW_STATUS_TIME_UP (the clock has run out; gw_game_advance() gives the
/// `game_over` when it sees the time), ::GW_STATUS_GAME_OVER,
/// ::GW_STATUS_TIME_WENT_BACKWARDS. The events (the `swap`, and the
/// `game_over` when the field filled up) go to `*out_events_json` as a JSON
/// array unless it is NULL. A handle of another game is
/// ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_solo_swap(
    game: *mut Game,
    a: u32,
    b: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Solo>(game, out_events_json, |g| {
                g.swap(cell_index(a), cell_index(b), now_ms)
            })
        }
    })
}

/// Ends the game at `now_ms`, keeping the score (reason `finished`);
/// before the first swap it cancels the game (reason `cancelled`).
/// Events as for gw_solo_swap().
#[no_mangle]
pub unsafe extern "C" fn gw_solo_finish(
    game: *mut Game,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe { typed_act::<Solo>(game, out_events_json, |g| g.finish(now_ms)) }
    })
}

/// Cancels the game at `now_ms` (reason `cancelled`): only before the first
/// swap, else ::GW_STATUS_CANCEL_TOO_LATE. Events as for gw_solo_swap().
#[no_mangle]
pub unsafe extern "C" fn gw_solo_cancel(
    game: *mut Game,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe { typed_act::<Solo>(game, out_events_json, |g| g.cancel(now_ms)) }
    })
}

/// The letters now: 100 lower-case letters, row-major. `*out` receives a
/// new string: free it with gw_string_free(). A handle of another game is
/// ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_solo_field(game: *const Game, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let field = unsafe { typed_read::<Solo, _>(game, |g| g.field()) }?;
        out.set(string_out(field)?);
        Ok(())
    })
}

/// Each cell's state now, as a JSON array of 100 strings, each `"free"`,
/// `"across"`, `"down"`, `"both"` (Frozen on that axis) or `"fixed"`.
/// `*out_json` receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_solo_cells(game: *const Game, out_json: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let json = unsafe { typed_read::<Solo, _>(game, |g| to_json(&g.cells())) }?;
        out.set(string_out(json)?);
        Ok(())
    })
}

/// The points so far (one per Frozen cell).
#[no_mangle]
pub unsafe extern "C" fn gw_solo_score(game: *const Game, out: *mut u32) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        out.set(unsafe { typed_read::<Solo, _>(game, |g| g.score()) }?);
        Ok(())
    })
}

/// The `k` swaps of Free cells that would score most now, as a JSON array
/// `[{"a","b","points","words"},...]` (`a < b`; `words` as in the `swap`
/// event): most points first, then smaller `a`, then smaller `b`; fewer
/// than `k` when fewer pairs are Free. The game is unchanged. `*out_json`
/// receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_solo_best_swaps(
    game: *const Game,
    k: usize,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let json = unsafe { typed_read::<Solo, _>(game, |g| to_json(&g.best_swaps(k))) }?;
        out.set(string_out(json)?);
        Ok(())
    })
}
