//! Word Grid (`hunt`): analysis helpers (deal, solve, score) and the game.
//!
//! JSON handed out here (shapes documented in ffi/README.md):
//!
//! * gw_hunt_solve(): `{"version":1,"tray":"<16 letters>","words":[{"word":"...","path":[cell,...]},...]}`
//!   with words longest first, then alphabetical; `path` is the word's first
//!   path (the smallest cell sequence), cells numbered 0–15 row-major.
//! * events (ready/submit/resign/advance): a JSON array of the engine's
//!   `hunt::Event` objects, each tagged by `"type"`.
//! * view, result, log: the engine's `hunt::View`, `hunt::GameResult` and
//!   `hunt::Log` (the log carries `"version"`).

use std::ffi::c_char;
use std::ptr::{self, NonNull};
use std::sync::Mutex;

use gridwords::hunt::Points;

use gridwords::hunt::{
    deal, events_json, replay_json, replay_with, Config, Event, Game, Log, Tray,
};
use gridwords::{Error, ErrorCode, Result};

use crate::lexicon::{lexicon_arg, Lexicon};
use crate::strings::{bytes_arg, out_arg, str_arg, string_out, write_out};
use crate::{ffi_call, null_arg, Bytes, Status};

/// Version of the solve JSON shape.
pub const SOLVE_JSON_VERSION: u32 = 1;

/// The solver output as the documented JSON.
pub fn solve_json(tray: &Tray, lexicon: &gridwords::Lexicon) -> String {
    let words: Vec<serde_json::Value> = gridwords::hunt::solve(tray, lexicon)
        .into_iter()
        .map(|f| serde_json::json!({ "word": f.word, "path": f.path.as_slice() }))
        .collect();
    serde_json::json!({
        "version": SOLVE_JSON_VERSION,
        "tray": tray.as_str(),
        "words": words,
    })
    .to_string()
}

/// The tray dealt from `seed` (the same tray in every version and binding):
/// 16 lower-case letters, row-major. `*out` receives a new string: free it
/// with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_deal(seed: u64, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        let out = out_arg(out, "out")?;
        write_out(out, string_out(deal(seed).as_str().to_string())?);
        Ok(())
    })
}

/// Every word of `lexicon` that `tray` (16 letters a–z, row-major) holds,
/// with its first path, as JSON (see the file comment for the shape).
/// A bad tray is ::GW_STATUS_INVALID_TRAY. `*out_json` receives a new
/// string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_solve(
    tray: *const c_char,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { str_arg(tray, "tray") }?)?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        let out = out_arg(out_json, "out_json")?;
        write_out(out, string_out(solve_json(&tray, lex))?);
        Ok(())
    })
}

/// The total a player would score by finding every word of `lexicon` in
/// `tray`, with the rules' default points table.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score(
    tray: *const c_char,
    lexicon: *const Lexicon,
    out: *mut u32,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { str_arg(tray, "tray") }?)?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        let out = out_arg(out, "out")?;
        write_out(out, gridwords::hunt::score(&tray, &Points::default(), lex));
        Ok(())
    })
}

/// As gw_hunt_score() with a points table of `points_len` numbers (it must
/// be 6: points for words of 3, 4, 5, 6, 7 and 8+ letters; anything else is
/// ::GW_STATUS_INVALID_POINTS).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score_with_points(
    tray: *const c_char,
    points: *const u32,
    points_len: usize,
    lexicon: *const Lexicon,
    out: *mut u32,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { str_arg(tray, "tray") }?)?;
        if points.is_null() {
            return Err(null_arg("points"));
        }
        // Reading at most 7 numbers is enough for the core to accept 6 or
        // refuse any other count, and never reads past a huge bogus length.
        let n = points_len.min(7);
        // SAFETY: `points_len` (>= n) readable numbers by the caller's contract.
        let points = Points::from_slice(unsafe { std::slice::from_raw_parts(points, n) })?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        let out = out_arg(out, "out")?;
        write_out(out, gridwords::hunt::score(&tray, &points, lex));
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// The game.

/// A Word Grid game (opaque). Use from any thread, one call at a time; the
/// handle also holds a lock, so concurrent calls are serialised, never
/// undefined. Release with gw_hunt_game_free().
#[derive(Debug)]
pub struct HuntGame {
    inner: Mutex<Game>,
}

impl HuntGame {
    fn boxed(game: Game) -> *mut HuntGame {
        Box::into_raw(Box::new(HuntGame {
            inner: Mutex::new(game),
        }))
    }
}

/// Runs `f` on the game behind a handle argument.
///
/// # Safety
/// `p` is NULL or a live handle from this library.
unsafe fn with_game<R>(p: *const HuntGame, f: impl FnOnce(&mut Game) -> Result<R>) -> Result<R> {
    // SAFETY: by the caller's contract.
    let handle = unsafe { p.as_ref() }.ok_or_else(|| null_arg("game"))?;
    let mut game = handle.inner.lock().map_err(|_| {
        Error::new(
            ErrorCode::Panic,
            "this game was left unusable by an earlier panic; restore it from a snapshot",
        )
    })?;
    f(&mut game)
}

fn seat_index(seat: u32) -> usize {
    // u32 always fits in usize on the platforms Rust supports with std.
    usize::try_from(seat).unwrap_or(usize::MAX)
}

/// Writes the events JSON to an optional out-param.
fn events_out(out: *mut *mut c_char, events: &[Event]) -> Result<()> {
    if let Some(out) = NonNull::new(out) {
        write_out(out, string_out(events_json(events))?);
    }
    Ok(())
}

fn action(
    game: *mut HuntGame,
    out_events_json: *mut *mut c_char,
    act: impl FnOnce(&mut Game) -> Result<Vec<Event>>,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let events = unsafe { with_game(game, act) }?;
        events_out(out_events_json, &events)
    })
}

fn new_game(out: *mut *mut HuntGame, make: impl FnOnce() -> Result<Game>) -> Status {
    ffi_call(|| {
        let out = out_arg(out, "out")?;
        let game = make()?;
        write_out(out, HuntGame::boxed(game));
        Ok(())
    })
}

/// A new game from a JSON config, created at `now_ms` (the host's monotonic
/// clock, in milliseconds; the move deadline counts from here), on the
/// shipped lexicon. Config: `{"seats":["human","bot"],"seed":42}` plus the
/// optional `round_ms`, `countdown_ms`, `move_deadline_ms` and `points` (six
/// numbers); the seed is a number or a string of hex digits. Bad JSON is
/// ::GW_STATUS_INVALID_JSON, a config the rules refuse
/// ::GW_STATUS_INVALID_CONFIG. `*out` receives a new handle: free it with
/// gw_hunt_game_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_new(
    config_json: *const c_char,
    now_ms: u64,
    out: *mut *mut HuntGame,
) -> Status {
    new_game(out, || {
        // SAFETY: by the caller's contract.
        let config = Config::from_json(unsafe { str_arg(config_json, "config_json") }?)?;
        Game::new(config, now_ms)
    })
}

/// As gw_hunt_game_new() on another lexicon (for analysis; its logs and
/// snapshots need the same lexicon to replay or restore).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_new_with_lexicon(
    config_json: *const c_char,
    lexicon: *const Lexicon,
    now_ms: u64,
    out: *mut *mut HuntGame,
) -> Status {
    new_game(out, || {
        // SAFETY: by the caller's contract.
        let config = Config::from_json(unsafe { str_arg(config_json, "config_json") }?)?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        Game::with_lexicon(config, lex.clone(), now_ms)
    })
}

/// `seat` presses Ready at `now_ms`. Events that followed (the Ready, the
/// countdown, anything that fell due) go to `*out_events_json` as a JSON
/// array, unless `out_events_json` is NULL. On any error the game is
/// unchanged.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_ready(
    game: *mut HuntGame,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    action(game, out_events_json, |g| g.ready(seat_index(seat), now_ms))
}

/// `seat` sends `word` (as typed; the engine trims and folds it) at
/// `now_ms`. A word that does not score is an event (a "miss"), not an
/// error; errors are refusals (::GW_STATUS_ROUND_NOT_OPEN,
/// ::GW_STATUS_ROUND_OVER, ::GW_STATUS_UNKNOWN_SEAT,
/// ::GW_STATUS_TIME_WENT_BACKWARDS, ::GW_STATUS_EMPTY_WORD, ...) that leave
/// the game unchanged. Events go to `*out_events_json` unless it is NULL.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_submit(
    game: *mut HuntGame,
    seat: u32,
    word: *const c_char,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let word = unsafe { str_arg(word, "word") }?;
        // SAFETY: by the caller's contract.
        let events = unsafe { with_game(game, |g| g.submit(seat_index(seat), word, now_ms)) }?;
        events_out(out_events_json, &events)
    })
}

/// `seat` resigns at `now_ms`. Events go to `*out_events_json` unless NULL.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_resign(
    game: *mut HuntGame,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    action(game, out_events_json, |g| {
        g.resign(seat_index(seat), now_ms)
    })
}

/// Moves the game's clock to `now_ms`: countdowns, deadlines, bot words and
/// the round's end that fell due happen, as events to `*out_events_json`
/// (unless NULL). Call it on a timer; it is cheap when nothing is due.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_advance(
    game: *mut HuntGame,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    action(game, out_events_json, |g| g.advance(now_ms))
}

/// What `seat` may see now, as a JSON object. `*out_json` receives a new
/// string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_view(
    game: *const HuntGame,
    seat: u32,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        let out = out_arg(out_json, "out_json")?;
        // SAFETY: by the caller's contract.
        let json = unsafe { with_game(game, |g| g.view_json(Some(seat_index(seat)))) }?;
        write_out(out, string_out(json)?);
        Ok(())
    })
}

/// What a spectator may see now, as a JSON object. `*out_json` receives a
/// new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_public_view(
    game: *const HuntGame,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        let out = out_arg(out_json, "out_json")?;
        // SAFETY: by the caller's contract.
        let json = unsafe { with_game(game, |g| g.view_json(None)) }?;
        write_out(out, string_out(json)?);
        Ok(())
    })
}

/// Whether the game is over (then gw_hunt_game_result() has the result).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_is_over(game: *const HuntGame, out: *mut bool) -> Status {
    ffi_call(|| {
        let out = out_arg(out, "out")?;
        // SAFETY: by the caller's contract.
        let over = unsafe { with_game(game, |g| Ok(g.is_over())) }?;
        write_out(out, over);
        Ok(())
    })
}

/// The settled result as JSON once the game is over; `*out_json` is set to
/// NULL while it is not. The bytes are the same as gw_hunt_replay() gives
/// for the game's log. Free a non-NULL string with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_result(
    game: *const HuntGame,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        let out = out_arg(out_json, "out_json")?;
        // SAFETY: by the caller's contract.
        let json = unsafe { with_game(game, |g| Ok(g.result_json())) }?;
        write_out(
            out,
            json.map(string_out).transpose()?.unwrap_or(ptr::null_mut()),
        );
        Ok(())
    })
}

/// The tray (16 letters, row-major) once it has opened; `*out` is set to
/// NULL before that (the tray is hidden until the round opens). Free a
/// non-NULL string with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_tray(game: *const HuntGame, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        let out = out_arg(out, "out")?;
        // SAFETY: by the caller's contract.
        let tray = unsafe { with_game(game, |g| Ok(g.tray())) }?;
        let s = tray
            .map(|t| string_out(t.as_str().to_string()))
            .transpose()?;
        write_out(out, s.unwrap_or(ptr::null_mut()));
        Ok(())
    })
}

/// The game's log as JSON (`{"version":1,"game":"hunt",...}`): its config,
/// creation time and every accepted action. Replay it with
/// gw_hunt_replay(). `*out_json` receives a new string: free it with
/// gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_log(
    game: *const HuntGame,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        let out = out_arg(out_json, "out_json")?;
        // SAFETY: by the caller's contract.
        let json = unsafe { with_game(game, |g| Ok(g.log_json())) }?;
        write_out(out, string_out(json)?);
        Ok(())
    })
}

/// The game's full state as a versioned binary snapshot (restore it with
/// gw_hunt_game_restore(), in this or another process). `*out` receives a
/// new buffer: free it with gw_bytes_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_snapshot(game: *const HuntGame, out: *mut Bytes) -> Status {
    ffi_call(|| {
        let out = out_arg(out, "out")?;
        // SAFETY: by the caller's contract.
        let bytes = unsafe { with_game(game, |g| Ok(g.snapshot())) }?;
        write_out(out, Bytes::from_vec(bytes));
        Ok(())
    })
}

/// A game restored from gw_hunt_game_snapshot() bytes (shipped lexicon). A
/// corrupt, truncated or unknown snapshot is ::GW_STATUS_INVALID_SNAPSHOT.
/// `*out` receives a new handle: free it with gw_hunt_game_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_restore(
    data: *const u8,
    len: usize,
    out: *mut *mut HuntGame,
) -> Status {
    new_game(out, || {
        // SAFETY: by the caller's contract.
        Game::restore(unsafe { bytes_arg(data, len, "data") }?)
    })
}

/// As gw_hunt_game_restore() for a game created on another lexicon.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_restore_with_lexicon(
    data: *const u8,
    len: usize,
    lexicon: *const Lexicon,
    out: *mut *mut HuntGame,
) -> Status {
    new_game(out, || {
        // SAFETY: by the caller's contract.
        let bytes = unsafe { bytes_arg(data, len, "data") }?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        Game::restore_with(bytes, lex.clone())
    })
}

/// Releases a game. NULL is accepted and ignored.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_game_free(game: *mut HuntGame) {
    if !game.is_null() {
        // SAFETY: the pointer came from `HuntGame::boxed`.
        drop(unsafe { Box::from_raw(game) });
    }
}

/// Replays a game log (JSON, as gw_hunt_game_log() gives) on the shipped
/// lexicon and hands back the result JSON: byte for byte what the game
/// itself gave, in every binding. A log that cannot be replayed is
/// ::GW_STATUS_INVALID_LOG (or ::GW_STATUS_INVALID_JSON). `*out_json`
/// receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_replay(
    log_json: *const c_char,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let log = unsafe { str_arg(log_json, "log_json") }?;
        let out = out_arg(out_json, "out_json")?;
        write_out(out, string_out(replay_json(log)?)?);
        Ok(())
    })
}

/// As gw_hunt_replay() for a game played on another lexicon.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_replay_with_lexicon(
    log_json: *const c_char,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let log = Log::from_json(unsafe { str_arg(log_json, "log_json") }?)?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        let out = out_arg(out_json, "out_json")?;
        write_out(out, string_out(replay_with(&log, lex.clone())?.to_json())?);
        Ok(())
    })
}
