//! One handle for every game: `GwGame`, over `gridwords::AnyGame`.
//!
//! A host creates a game from `{"game":"hunt", ...that game's config}`,
//! applies actions given as JSON (`{"action":"submit","seat":0,"word":"tone"}`),
//! moves the clock with gw_game_advance(), filters events per seat with
//! gw_game_events_for() and reads views, the result, the log and snapshots,
//! whatever the game. Typed fast calls for one game (gw_hunt_submit() ...)
//! take the same handle and answer ::GW_STATUS_WRONG_GAME for a handle of
//! another game.
//!
//! Viewer numbers (gw_game_view(), gw_game_events_for()) are `int64_t`:
//! a seat number 0, 1, ..., or -1 for spectators. Any other negative number
//! is ::GW_STATUS_INVALID_ARGUMENT; a seat the game does not have is
//! ::GW_STATUS_UNKNOWN_SEAT.

use std::ffi::{c_char, CStr, CString};
use std::ptr;
use std::sync::{Mutex, OnceLock};

use gridwords::engine::{Blocked, BotReplay, Check, Patience, Searches, Times, LOG_VERSION};
use gridwords::{AnyGame, Error, ErrorCode, Registered, Result, Session};

use crate::lexicon::{lexicon_opt, Lexicon};
use crate::strings::{bytes_arg, out_arg, out_opt, string_out, Text};
use crate::{ffi_call, handles, Bytes, Status};

/// A game of any kind (opaque). Use from any thread; the handle holds a
/// lock, so concurrent calls on one game are serialised, never undefined,
/// and no call searches or waits for a bot's search while holding it.
/// Release with gw_game_free().
#[derive(Debug)]
pub struct Game {
    inner: Mutex<AnyGame>,
}

impl handles::Handle for Game {
    const C_TYPE: &'static str = "GwGame*";
}

impl Game {
    /// Every handle (new, restored, rebuilt from a log) is made here, so
    /// every game behind one runs its bots' searches apart: never inside a
    /// call, which would hold the lock through the search.
    fn boxed(mut game: AnyGame) -> Result<*mut Game> {
        game.set_searches(Searches::Apart);
        handles::register(Game {
            inner: Mutex::new(game),
        })
    }
}

/// Runs `f` on the game behind a handle argument, under its lock. The
/// handle is looked up, never dereferenced: NULL is `NULL_ARGUMENT`, a
/// freed or foreign pointer `INVALID_HANDLE` (`handles.rs`).
///
/// # Safety
/// None beyond the C ABI's: any pointer value is judged, not read.
pub(crate) unsafe fn with_game<R>(
    p: *const Game,
    f: impl FnOnce(&mut AnyGame) -> Result<R>,
) -> Result<R> {
    let handle = handles::require(p, "game")?;
    let mut game = lock(&handle)?;
    f(&mut game)
}

/// Makes `call` on the game behind a handle argument under the engine's
/// rule for a game that threads share (`AnyGame::call_shared`): the call
/// runs under the lock; when it needs a bot's move whose search nobody has
/// begun, the lock is released, the search runs here, and the call is made
/// again. A search running on another thread is waited for with
/// [`Patience::Wait`] (advance, rebase) and refused at once with
/// `BOT_THINKING` with [`Patience::Refuse`] (a seat's action). So no search
/// and no wait ever holds the lock: getters on other threads answer
/// meanwhile.
///
/// # Safety
/// None beyond the C ABI's: any pointer value is judged, not read.
pub(crate) unsafe fn with_game_shared<R>(
    p: *const Game,
    patience: Patience,
    call: impl FnMut(&mut AnyGame) -> Result<R>,
) -> Result<R> {
    let handle = handles::require(p, "game")?;
    AnyGame::call_shared(patience, locked(&handle), finish_here, call)
}

/// The `with_game` of `AnyGame::call_shared`: a step under the handle's
/// lock.
fn locked(handle: &Game) -> impl FnMut(&mut dyn FnMut(&mut AnyGame)) -> Result<()> + '_ {
    move |step| {
        step(&mut *lock(handle)?);
        Ok(())
    }
}

/// The `finish` of `AnyGame::call_shared` in C: a blocking host, so the
/// search runs (or is waited for) on the calling thread, the lock free.
fn finish_here(blocked: Blocked) -> bool {
    blocked.finish();
    true
}

/// For tests: claims the standing bot turn's search without running it,
/// so a test holds a search "running elsewhere" for as long as it likes.
#[cfg(test)]
pub(crate) fn claim_search_for_test(p: *const Game) -> Option<gridwords::engine::BotSearch> {
    let handle = handles::require(p, "game").ok()?;
    let search = lock(&handle).ok()?.claim_search();
    search
}

/// The game's lock; `PANIC` for a game an earlier panic left half-changed.
fn lock(handle: &Game) -> Result<std::sync::MutexGuard<'_, AnyGame>> {
    handle.inner.lock().map_err(|_| {
        Error::new(
            ErrorCode::Panic,
            "this game was left unusable by an earlier panic; restore it from a snapshot",
        )
    })
}

// ---------------------------------------------------------------------------
// Typed fast calls: every game's gw_<game>_* calls on this one handle go
// through these helpers, so picking the game (or WRONG_GAME), locking and
// handing out events are written once.

/// The `R` game behind a handle, or the core's one WRONG_GAME: which arm
/// holds which game is the core's registry ([`Registered`]).
pub(crate) fn typed<R: Registered>(game: &mut AnyGame) -> Result<&mut Session<R>> {
    game.session_mut::<R>()
}

/// A seat number of a typed call (a `uint32_t` always fits).
pub(crate) fn seat_index(seat: u32) -> usize {
    usize::try_from(seat).unwrap_or(usize::MAX)
}

/// Runs a typed action of game `R` as gw_game_act() runs an action (a
/// seat's action under [`with_game_shared`] with [`Patience::Refuse`]) and
/// hands out its events (every seat's, the bytes gw_game_act() gives) to
/// the optional out-param. Arguments are checked by the caller first.
///
/// # Safety
/// `game` is NULL or a live handle; `out_events_json` NULL or writable.
pub(crate) unsafe fn typed_act<R: Registered>(
    game: *mut Game,
    out_events_json: *mut *mut c_char,
    mut act: impl FnMut(&mut Session<R>) -> Result<Vec<R::Event>>,
) -> Result<()> {
    // SAFETY: by the caller's contract.
    let events = unsafe { with_game_shared(game, Patience::Refuse, |g| act(typed::<R>(g)?)) }?;
    // SAFETY: by the caller's contract.
    unsafe {
        events_out(out_events_json, || {
            serde_json::to_string(&events).unwrap_or_else(|_| "[]".into())
        })
    }
}

/// Reads something from the `R` game behind a handle, under its lock.
///
/// # Safety
/// `game` is NULL or a live handle.
pub(crate) unsafe fn typed_read<R: Registered, T>(
    game: *const Game,
    f: impl FnOnce(&Session<R>) -> T,
) -> Result<T> {
    // SAFETY: by the caller's contract.
    unsafe { with_game(game, |g| Ok(f(typed::<R>(g)?))) }
}

/// Hands a new game handle to `*out` (checked before `make` runs).
///
/// # Safety
/// `out` is NULL or writable as a `*mut Game`.
unsafe fn hand_out(out: *mut *mut Game, make: impl FnOnce() -> Result<AnyGame>) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        let game = make()?;
        out.set(Game::boxed(game)?);
        Ok(())
    })
}

/// Writes events JSON to an optional out-param.
///
/// # Safety
/// `out` is NULL or writable as a `*mut c_char`.
pub(crate) unsafe fn events_out(
    out: *mut *mut c_char,
    json: impl FnOnce() -> String,
) -> Result<()> {
    // SAFETY: by the caller's contract.
    if let Some(out) = unsafe { out_opt(out) } {
        out.set(string_out(json())?);
    }
    Ok(())
}

/// Writes a string computed from the game to a required out-param.
///
/// # Safety
/// `game` is NULL or a live handle; `out` is NULL or writable.
unsafe fn string_of(
    game: *const Game,
    out: *mut *mut c_char,
    name: &str,
    f: impl FnOnce(&mut AnyGame) -> Result<String>,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, name) }?;
        // SAFETY: by the caller's contract.
        let s = unsafe { with_game(game, f) }?;
        out.set(string_out(s)?);
        Ok(())
    })
}

/// A viewer number: a seat, or -1 for spectators.
fn viewer_arg(viewer: i64) -> Result<Option<usize>> {
    match viewer {
        -1 => Ok(None),
        v => usize::try_from(v).map(Some).map_err(|_| {
            Error::new(
                ErrorCode::InvalidArgument,
                format!("viewer {v}: a seat number 0, 1, ... or -1 for spectators"),
            )
        }),
    }
}

/// A new game from a JSON config, created at `now_ms` (the host's monotonic
/// clock in milliseconds), on `lexicon` (NULL: the shipped lexicon; a game
/// on another list is for analysis and needs the same list to restore or
/// replay). The config is one JSON object: `"game"` names the game, the
/// required fields below follow, and every other field is one of the
/// game's options, each optional: gw_game_options() lists them as the core
/// declares them (name, type, default, range, doc), and each game's rules
/// (`docs/rules/<game>.md`) print the same table. A `"seed"` is an integer
/// 0 to 2^64 - 1 or a string, decimal (`"42"`) or `0x` hex (`"0x2a"`); the
/// engine writes it back as `"0x"` + 16 hex digits. Times are whole
/// milliseconds. gw_game_config() gives a game's config with every default
/// filled in.
///
/// - Word Grid (`hunt`), e.g. `{"game":"hunt","seats":["human","bot"],"seed":42}`:
///   `"seats"`, 2 to 4 of `"human"`, or one `"human"` and one `"bot"` (seat
///   numbers are indexes into this list); `"seed"`, which deals the tray and
///   drives the bot. Only a game with every option at its default is rated.
/// - Wordgrid (`duel`), e.g. `{"game":"duel","seats":["human","bot:hard"],"seed":42}`:
///   `"seats"`, exactly two of `"human"`, `"bot:easy"`, `"bot:medium"`,
///   `"bot:hard"` (seat 0 moves first); `"seed"`, which drives the bots. A
///   stake is for two people: with any bot seat it is refused
///   (::GW_STATUS_INVALID_CONFIG), as is a stake with a non-standard start
///   word or clock.
/// - Sóló (`solo`), e.g. `{"game":"solo","seed":42}`: `"seed"`, which places
///   the letters. One seat, 0; the clock is five minutes from creation.
///
/// Malformed JSON, a missing or unknown field or a value of the wrong type
/// is ::GW_STATUS_INVALID_JSON, a game this build does not know
/// ::GW_STATUS_UNKNOWN_GAME, a config the rules refuse (an option out of
/// its range, a stake against a bot) ::GW_STATUS_INVALID_CONFIG. `*out`
/// receives a new handle: free it with gw_game_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_new(
    config_json: *const c_char,
    lexicon: *const Lexicon,
    now_ms: u64,
    out: *mut *mut Game,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_new(Text::c(config_json), lexicon, now_ms, out) }
}

/// gw_game_new() with the config as `config_len` bytes (text by pointer
/// and length).
#[no_mangle]
pub unsafe extern "C" fn gw_game_new_n(
    config_json: *const c_char,
    config_len: usize,
    lexicon: *const Lexicon,
    now_ms: u64,
    out: *mut *mut Game,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_new(Text::n(config_json, config_len), lexicon, now_ms, out) }
}

/// # Safety
/// As gw_game_new().
unsafe fn game_new(
    config_json: Text,
    lexicon: *const Lexicon,
    now_ms: u64,
    out: *mut *mut Game,
) -> Status {
    let make = || {
        // SAFETY: by the caller's contract.
        let config = unsafe { config_json.read("config_json") }?;
        // SAFETY: by the caller's contract.
        AnyGame::new(config, unsafe { lexicon_opt(lexicon) }?.as_ref(), now_ms)
    };
    // SAFETY: by the caller's contract.
    unsafe { hand_out(out, make) }
}

/// The options of the game named `game` (e.g. `"hunt"`), as the core
/// declares them, as a JSON array, one object each:
/// `{"name","type","default","analysis","doc"}` with the range for its
/// type (`"whole"`: `"min"`, `"max"`; `"word"`: `"len"`; `"table"`:
/// `"len"`, `"max"`). `"analysis"` says whether a game that changes it is
/// off the standard rules (not rated, not settled). A game this build does
/// not know is ::GW_STATUS_UNKNOWN_GAME. `*out_json` receives a new string:
/// free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_options(
    game: *const c_char,
    out_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_options(Text::c(game), out_json) }
}

/// gw_game_options() with the name as `game_len` bytes (text by pointer and
/// length).
#[no_mangle]
pub unsafe extern "C" fn gw_game_options_n(
    game: *const c_char,
    game_len: usize,
    out_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_options(Text::n(game, game_len), out_json) }
}

/// # Safety
/// As gw_game_options().
unsafe fn game_options(game: Text, out_json: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let game = unsafe { game.read("game") }?;
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        let spec = gridwords::AnyGame::options(game)?;
        out.set(string_out(
            gridwords::engine::options::spec_json(spec).to_string(),
        )?);
        Ok(())
    })
}

/// A game restored from gw_game_snapshot() bytes (any game: the snapshot
/// names it), on `lexicon` (NULL: the shipped lexicon; pass the list the
/// game was created with). A damaged, truncated or unknown snapshot is
/// ::GW_STATUS_INVALID_SNAPSHOT (snapshots carry a checksum); a list whose
/// fingerprint is not the one the snapshot records (gw_lexicon_fingerprint())
/// is ::GW_STATUS_LEXICON_MISMATCH. `*out` receives a new handle: free it
/// with gw_game_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_restore(
    data: *const u8,
    len: usize,
    lexicon: *const Lexicon,
    out: *mut *mut Game,
) -> Status {
    let make = || {
        // SAFETY: by the caller's contract.
        let bytes = unsafe { bytes_arg(data, len, "data") }?;
        // SAFETY: by the caller's contract.
        AnyGame::restore(bytes, unsafe { lexicon_opt(lexicon) }?.as_ref())
    };
    // SAFETY: by the caller's contract.
    unsafe { hand_out(out, make) }
}

/// A game restored from a snapshot this host sealed (gw_seal_snapshot()
/// of gw_game_snapshot() bytes) with `key` (`key_len` bytes): the seal is
/// checked first (::GW_STATUS_SEAL_BROKEN for any changed byte or another
/// key, ::GW_STATUS_NOT_SEALED for plain bytes, ::GW_STATUS_INVALID_KEY),
/// and once it holds the snapshot is trusted to be the engine's own, so
/// the replay of its own record that gw_game_restore() runs is skipped: a
/// sealed restore costs the seal's check and the decoding. Every other
/// check and code is gw_game_restore()'s. Seal only snapshots the engine
/// wrote: a seal vouches for whatever its key's holder sealed. `*out`
/// receives a new handle: free it with gw_game_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_restore_sealed(
    sealed: *const u8,
    sealed_len: usize,
    key: *const u8,
    key_len: usize,
    lexicon: *const Lexicon,
    out: *mut *mut Game,
) -> Status {
    let make = || {
        // SAFETY: by the caller's contract.
        let bytes = unsafe { bytes_arg(sealed, sealed_len, "sealed") }?;
        // SAFETY: by the caller's contract.
        let key = unsafe { bytes_arg(key, key_len, "key") }?;
        // SAFETY: by the caller's contract.
        AnyGame::restore_sealed(bytes, key, unsafe { lexicon_opt(lexicon) }?.as_ref())
    };
    // SAFETY: by the caller's contract.
    unsafe { hand_out(out, make) }
}

/// A game rebuilt from its JSON log (as gw_game_log() gives; any game: the
/// log names it), to be continued: the log may end before the game does.
/// `lexicon` as for gw_game_restore(). A log that cannot be replayed is
/// ::GW_STATUS_INVALID_LOG; a list whose fingerprint is not the log's
/// `"lexicon_sha256"` is ::GW_STATUS_LEXICON_MISMATCH. `*out` receives a new
/// handle: free it with gw_game_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_from_log(
    log_json: *const c_char,
    lexicon: *const Lexicon,
    out: *mut *mut Game,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_from_log(Text::c(log_json), lexicon, out) }
}

/// gw_game_from_log() with the log as `log_len` bytes (text by pointer and
/// length).
#[no_mangle]
pub unsafe extern "C" fn gw_game_from_log_n(
    log_json: *const c_char,
    log_len: usize,
    lexicon: *const Lexicon,
    out: *mut *mut Game,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_from_log(Text::n(log_json, log_len), lexicon, out) }
}

/// # Safety
/// As gw_game_from_log().
unsafe fn game_from_log(log_json: Text, lexicon: *const Lexicon, out: *mut *mut Game) -> Status {
    let make = || {
        // SAFETY: by the caller's contract.
        let log = unsafe { log_json.read("log_json") }?;
        // SAFETY: by the caller's contract.
        AnyGame::from_log_json(log, unsafe { lexicon_opt(lexicon) }?.as_ref())
    };
    // SAFETY: by the caller's contract.
    unsafe { hand_out(out, make) }
}

/// Releases a game. NULL, a handle freed already and a pointer that is
/// not a live game are ignored (a double free is harmless); a call still
/// running on the game on another thread finishes first.
#[no_mangle]
pub unsafe extern "C" fn gw_game_free(game: *mut Game) {
    handles::free(game);
}

/// The game's name as configs, logs and snapshots spell it: "hunt" (Word
/// Grid), "duel" (Wordgrid) or "solo" (Sóló). `*out` receives a static
/// string: never free it.
#[no_mangle]
pub unsafe extern "C" fn gw_game_name(game: *const Game, out: *mut *const c_char) -> Status {
    // One static C string per game this build knows, built once.
    static NAMES: OnceLock<Vec<(&'static str, CString)>> = OnceLock::new();
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let name = unsafe { with_game(game, |g| Ok(g.game())) }?;
        let names = NAMES.get_or_init(|| {
            gridwords::GAMES
                .iter()
                .filter_map(|&n| CString::new(n).ok().map(|c| (n, c)))
                .collect()
        });
        let c: &CStr = names
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(c"", |(_, c)| c.as_c_str());
        out.set(c.as_ptr());
        Ok(())
    })
}

/// Applies one action, given as JSON, at `now_ms`:
/// `{"action":"<name>","seat":<n>, ...fields}`. Each game's actions, and
/// the events (objects tagged by `"type"`) that its actions and
/// gw_game_advance() hand out:
///
/// - Word Grid (`hunt`): `{"action":"ready","seat":0}` presses Ready (the
///   countdown starts once every seat is ready); `{"action":"submit","seat":0,"word":"tone"}`
///   sends a word as typed (trimmed and folded by the engine);
///   `{"action":"resign","seat":0}` leaves the game. Events: `ready`,
///   `countdown`, `round_open` (with the tray), `accepted`, `miss`,
///   `disqualified`, `resigned`, `forfeited`, `game_over`. A seat's
///   `accepted` and `miss` events are for that seat alone until the game is
///   over.
/// - Wordgrid (`duel`): `{"action":"play","seat":0,"cell":6,"letter":"a","word":"ha"}`
///   writes a letter (any case) into an empty cell (0-24, row-major) and
///   plays a word through it, given as `"word"` (the engine traces its
///   smallest path) or as `"path":[11,6]` (cells in order), exactly one of
///   the two (both or neither is ::GW_STATUS_INVALID_ARGUMENT);
///   `{"action":"offer_draw","seat":0}`, `{"action":"accept_draw","seat":1}`,
///   `{"action":"decline_draw","seat":1}` (an open offer lapses when the
///   seat it was made to moves); `{"action":"resign","seat":0}`, on either
///   turn. Events: `move`, `draw_offered`, `draw_declined`, `draw_lapsed`,
///   `resigned`, `game_over`; every event is every seat's.
/// - Sóló (`solo`), one seat, 0: `{"action":"swap","seat":0,"a":86,"b":93}`
///   swaps the letters of two Free cells (0-99, row-major);
///   `{"action":"finish","seat":0}` ends the game keeping the score, but
///   before the first swap it cancels the game (reason `cancelled`: a game
///   without a move is not counted); `{"action":"cancel","seat":0}` cancels
///   it, only before the first swap (later: ::GW_STATUS_CANCEL_TOO_LATE).
///   Events: `swap` (its points, words, newly frozen and fixed cells),
///   `game_over` (reason `field_full`, `clock`, `finished` or `cancelled`).
///
/// An action the game does not have is ::GW_STATUS_UNKNOWN_ACTION, a
/// malformed one (a missing, unknown or mistyped field)
/// ::GW_STATUS_INVALID_JSON; every refusal (::GW_STATUS_ROUND_OVER,
/// ::GW_STATUS_UNKNOWN_SEAT, ...) leaves the game unchanged. Every event the
/// call caused (for every seat: the host's feed; filter it per seat with
/// gw_game_events_for() before forwarding) goes to `*out_events_json` as a
/// JSON array, unless `out_events_json` is NULL. Free it with
/// gw_string_free().
///
/// An action never waits for a bot's search and never searches with the
/// game's lock held. An action at a `now_ms` past a Wordgrid bot's due
/// move needs that move first (it happens before the action): if the
/// rules refuse the action whatever the bot plays (a bot seat acting, a
/// play with both or neither of `"word"` and `"path"`, accepting or
/// declining a draw during the bot's turn) it is refused at once with that
/// code and no search; else if the move's search is done, the move is made
/// and then the action; else if the search is running on another thread
/// (gw_game_think(), gw_game_advance()) the call returns
/// ::GW_STATUS_BOT_THINKING at once and changes nothing: make the call
/// again after the worker's gw_game_advance() has delivered the move (the
/// retry is the host's: the library keeps no queue); else (nobody began
/// it) the search runs on the calling thread, the lock released, and then
/// the action is made. An action before the bot's move is due never needs
/// it. A worker that calls gw_game_think() at each bot turn's start and
/// gw_game_advance() at gw_game_next_due() keeps every action on the UI
/// thread fast: each one is made, refused by the rules, or
/// ::GW_STATUS_BOT_THINKING, at once. The typed actions (gw_hunt_ready(),
/// gw_duel_play_word(), gw_solo_swap() ...) follow the same rule.
#[no_mangle]
pub unsafe extern "C" fn gw_game_act(
    game: *mut Game,
    action_json: *const c_char,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_act(game, Text::c(action_json), now_ms, out_events_json) }
}

/// gw_game_act() with the action as `action_len` bytes (text by pointer
/// and length).
#[no_mangle]
pub unsafe extern "C" fn gw_game_act_n(
    game: *mut Game,
    action_json: *const c_char,
    action_len: usize,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe {
        game_act(
            game,
            Text::n(action_json, action_len),
            now_ms,
            out_events_json,
        )
    }
}

/// # Safety
/// As gw_game_act().
unsafe fn game_act(
    game: *mut Game,
    action_json: Text,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let action = unsafe { action_json.read("action_json") }?;
        // SAFETY: by the caller's contract.
        let events =
            unsafe { with_game_shared(game, Patience::Refuse, |g| g.act_json(action, now_ms)) }?;
        // SAFETY: by the caller's contract.
        unsafe { events_out(out_events_json, || events.to_json()) }
    })
}

/// Moves the game's clock to `now_ms`: what fell due (countdowns,
/// deadlines, bot moves, the end) happens. Events as for gw_game_act()
/// (every seat's; NULL `out_events_json` discards them). Call it on a timer,
/// at gw_game_next_due(); it is cheap when nothing is due. A time earlier
/// than one the game has seen is ::GW_STATUS_TIME_WENT_BACKWARDS (unless
/// gw_game_set_clamp_times() is on).
///
/// This call may search and may wait, never with the game's lock held: a
/// Wordgrid bot's move is a search (the hard bot: about 6 ms typical on a
/// desktop core, up to about half a second). If the bot's move is due and
/// its search has not begun, it runs here with the lock released; if it is
/// running on another thread (gw_game_think()), this call waits for it,
/// lock released. Meanwhile other threads' getters answer at once (they
/// see the game as it was before the move). Call it from a worker thread,
/// never the UI thread: with gw_game_think() begun as soon as the bot's
/// turn did, the search is usually done when the move falls due and this
/// call only makes the move.
#[no_mangle]
pub unsafe extern "C" fn gw_game_advance(
    game: *mut Game,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let events = unsafe { with_game_shared(game, Patience::Wait, |g| g.advance(now_ms)) }?;
        // SAFETY: by the caller's contract.
        unsafe { events_out(out_events_json, || events.to_json()) }
    })
}

/// Begins the bot's search for its turn now, on the calling thread with
/// the game's lock released, so that nothing waits when the move falls
/// due: a bot's move depends on the position, not the time, so its search
/// can run as soon as its turn does; the move is still made only when it
/// falls due (gw_game_advance() at gw_game_next_due(), or an action later
/// than that). Returns ::GW_STATUS_OK at once when no bot's turn stands
/// (a human's turn, a game without bots, a game over) or its search has
/// begun already (here or on another thread); otherwise when the search
/// is done (up to about half a second for Wordgrid's hard bot). Changes
/// nothing a getter shows. A worker thread calls it right after each
/// human move (the move's events show the bot's turn beginning), and
/// after making or restoring a game whose bot is to move, then
/// gw_game_advance() at gw_game_next_due(). Never call it on the UI
/// thread. It may search (up to the search's length), never waits for a
/// search running elsewhere, and never holds the lock through one.
#[no_mangle]
pub unsafe extern "C" fn gw_game_think(game: *mut Game) -> Status {
    ffi_call(|| {
        let handle = handles::require(game, "game")?;
        // The guard is dropped at the end of the statement: the search
        // runs with the lock free.
        let search = lock(&handle)?.claim_search();
        if let Some(search) = search {
            search.run();
        }
        Ok(())
    })
}

/// Plays the game to its end with no seat acting: the clock jumps from each
/// due time to the next (bots move, deadlines pass), so a bot-only game
/// ends as it would on the clock; a human seat that never acts forfeits or
/// runs out of time. Every event goes to `*out_events_json` as from
/// gw_game_advance() (NULL discards them). Bots' searches run on the
/// calling thread with the game's lock released, as in gw_game_advance().
#[no_mangle]
pub unsafe extern "C" fn gw_game_play_out(
    game: *mut Game,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        let handle = handles::require(game, "game")?;
        let events = AnyGame::play_out_shared(locked(&handle), finish_here)?;
        // SAFETY: by the caller's contract.
        unsafe { events_out(out_events_json, || events.to_json()) }
    })
}

/// Moves the game to a new host clock: `now_old` on the clock the game has
/// been stepped with is `now_new` on the new one, and every later call
/// takes the new clock's times (gw_game_clock_ms() and gw_game_next_due()
/// answer on it). What fell due up to `now_old` happens first; its events
/// go to `*out_events_json` as from gw_game_advance(). After a reboot
/// (the monotonic clock starts near 0 again): restore the game, then
/// `gw_game_rebase(game, clock, now, ...)` with `clock` from
/// gw_game_clock_ms() to go on where it stopped (the time the phone was
/// off does not count), or a later `now_old` to count it. The game's
/// records (events, views, results, logs) stay on its own clock, so its
/// log replays exactly: count a time left against a view's `now_ms`, not
/// against your clock. Snapshots and logs carry the offset, so a game
/// restored or rebuilt from them takes the new clock's times too.
/// `now_old` earlier than the game's clock is
/// ::GW_STATUS_TIME_WENT_BACKWARDS, even with gw_game_set_clamp_times()
/// on; clocks more than 2^63 ms apart ::GW_STATUS_INVALID_ARGUMENT; a
/// refused call changes nothing. May search and wait for a bot's move that
/// fell due by `now_old`, as gw_game_advance() does, lock released.
#[no_mangle]
pub unsafe extern "C" fn gw_game_rebase(
    game: *mut Game,
    now_old: u64,
    now_new: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let events =
            unsafe { with_game_shared(game, Patience::Wait, |g| g.rebase(now_old, now_new)) }?;
        // SAFETY: by the caller's contract.
        unsafe { events_out(out_events_json, || events.to_json()) }
    })
}

/// The events of `events_json` (an array as gw_game_act(),
/// gw_game_advance() or a typed call of this game gave it) that `viewer`
/// may see: a seat number, or -1 for spectators. Word Grid keeps each
/// seat's accepted words and misses to that seat until the game is over;
/// Wordgrid's and Sóló's events are every seat's.
/// `*out_json` receives a new JSON array: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_events_for(
    game: *const Game,
    events_json: *const c_char,
    viewer: i64,
    out_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_events_for(game, Text::c(events_json), viewer, out_json) }
}

/// gw_game_events_for() with the events as `events_len` bytes (text by
/// pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_game_events_for_n(
    game: *const Game,
    events_json: *const c_char,
    events_len: usize,
    viewer: i64,
    out_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { game_events_for(game, Text::n(events_json, events_len), viewer, out_json) }
}

/// # Safety
/// As gw_game_events_for().
unsafe fn game_events_for(
    game: *const Game,
    events_json: Text,
    viewer: i64,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let events = unsafe { events_json.read("events_json") }?;
        let viewer = viewer_arg(viewer)?;
        // SAFETY: by the caller's contract.
        let json = unsafe {
            // The seat is the core's to judge (UNKNOWN_SEAT), as in every
            // binding.
            with_game(game, |g| g.events_for_json(events, viewer))
        }?;
        out.set(string_out(json)?);
        Ok(())
    })
}

/// What `viewer` (a seat number, or -1 for spectators) may see now, as a
/// JSON object: only what the rules show that seat (Word Grid: no other
/// seat's words, no seed, no tray before it opens). It answers for any
/// seat it is asked about: the host asks for the seat of the player who is
/// asking, never one a request names. `*out_json` receives a new string:
/// free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_view(
    game: *const Game,
    viewer: i64,
    out_json: *mut *mut c_char,
) -> Status {
    // SAFETY: by the caller's contract.
    unsafe {
        string_of(game, out_json, "out_json", |g| {
            g.view_json(viewer_arg(viewer)?)
        })
    }
}

/// The settled result as JSON once the game is over. While it is not,
/// the call succeeds (::GW_STATUS_OK) and sets `*out_json` to NULL. The
/// bytes are those gw_replay() gives for the game's log. Free a non-NULL
/// string with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_result(game: *const Game, out_json: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let json = unsafe { with_game(game, |g| Ok(g.result_json())) }?;
        out.set(json.map(string_out).transpose()?.unwrap_or(ptr::null_mut()));
        Ok(())
    })
}

/// Whether the game is over (then gw_game_result() has the result).
#[no_mangle]
pub unsafe extern "C" fn gw_game_is_over(game: *const Game, out: *mut bool) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        out.set(unsafe { with_game(game, |g| Ok(g.is_over())) }?);
        Ok(())
    })
}

/// When the game next needs the clock: `*out_has` is true and `*out_ms` the
/// time to call gw_game_advance() at; or `*out_has` is false and `*out_ms`
/// 0 when nothing is scheduled (waiting for players, or over). A host
/// secret while a bot seat plays: it tells when the bot will act (and so
/// how long it thinks); never send it to a seat.
#[no_mangle]
pub unsafe extern "C" fn gw_game_next_due(
    game: *const Game,
    out_ms: *mut u64,
    out_has: *mut bool,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out_ms = unsafe { out_arg(out_ms, "out_ms") }?;
        // SAFETY: by the caller's contract.
        let out_has = unsafe { out_arg(out_has, "out_has") }?;
        // SAFETY: by the caller's contract.
        let due = unsafe { with_game(game, |g| Ok(g.next_due())) }?;
        out_ms.set(due.unwrap_or(0));
        out_has.set(due.is_some());
        Ok(())
    })
}

/// The number of seats.
#[no_mangle]
pub unsafe extern "C" fn gw_game_seat_count(game: *const Game, out: *mut usize) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        out.set(unsafe { with_game(game, |g| Ok(g.seat_count())) }?);
        Ok(())
    })
}

/// The latest time the game has seen (calls with an earlier `now_ms` are
/// ::GW_STATUS_TIME_WENT_BACKWARDS, or taken as this time with
/// gw_game_set_clamp_times() on).
#[no_mangle]
pub unsafe extern "C" fn gw_game_clock_ms(game: *const Game, out: *mut u64) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        out.set(unsafe { with_game(game, |g| Ok(g.clock_ms())) }?);
        Ok(())
    })
}

/// How the game takes a `now_ms` earlier than its clock
/// (gw_game_clock_ms()). `clamp` false (the default for every handle, a
/// restored or rebuilt one too): refused with
/// ::GW_STATUS_TIME_WENT_BACKWARDS, changing nothing. `clamp` true: taken as
/// the game's clock, inside the game's lock (the call is made "at" a
/// moment just after the one it meant, never refused for its time). This
/// is the way for several threads to drive one game, each passing its own
/// read of one monotonic clock: calls are ordered by the lock, not by
/// their `now_ms`, so a thread that read the clock before another thread's
/// call landed arrives with an earlier time; passing
/// `max(now, gw_game_clock_ms())` does not fix that (another call can land
/// between the two reads). gw_game_rebase() stays strict. A host setting,
/// not part of the game: not in logs or snapshots (set it again after
/// gw_game_restore() or gw_game_from_log()).
#[no_mangle]
pub unsafe extern "C" fn gw_game_set_clamp_times(game: *mut Game, clamp: bool) -> Status {
    ffi_call(|| {
        let times = if clamp { Times::Clamp } else { Times::Strict };
        // SAFETY: by the caller's contract.
        unsafe {
            with_game(game, |g| {
                g.set_times(times);
                Ok(())
            })
        }
    })
}

/// Whether gw_game_set_clamp_times() is on for the game: `*out` true if an
/// earlier `now_ms` is taken as the game's clock, false if it is refused.
#[no_mangle]
pub unsafe extern "C" fn gw_game_clamp_times(game: *const Game, out: *mut bool) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        out.set(unsafe { with_game(game, |g| Ok(g.times() == Times::Clamp)) }?);
        Ok(())
    })
}

/// The game's log as JSON (`{"version":4,"game":"hunt",...}`): config,
/// seed, every accepted action with its seat and time, and the derived
/// outcomes. Replay it with gw_replay(). A secret until the game is over:
/// it holds the seed and every seat's words. `*out_json` receives a new
/// string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_log(game: *const Game, out_json: *mut *mut c_char) -> Status {
    // SAFETY: by the caller's contract.
    unsafe { string_of(game, out_json, "out_json", |g| Ok(g.log_json())) }
}

/// The game's config as JSON, `"game"` first (the config gw_game_new()
/// would take to make the same game). A secret until the game is over: it
/// holds the seed. `*out_json` receives a new string: free it with
/// gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_config(game: *const Game, out_json: *mut *mut c_char) -> Status {
    // SAFETY: by the caller's contract.
    unsafe { string_of(game, out_json, "out_json", |g| Ok(g.config_json())) }
}

/// The game's full state as a framed, checksummed binary snapshot (restore
/// it with gw_game_restore(), in this or another process). A secret until
/// the game is over, as the log. `*out` receives a new buffer: free it with
/// gw_bytes_free().
#[no_mangle]
pub unsafe extern "C" fn gw_game_snapshot(game: *const Game, out: *mut Bytes) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let bytes = unsafe { with_game(game, |g| Ok(g.snapshot())) }?;
        out.set(Bytes::from_vec(bytes));
        Ok(())
    })
}

/// Replays a finished game's JSON log (any game; version 1 Word Grid logs
/// too) on `lexicon` (NULL: the shipped lexicon) and hands back the result
/// JSON: byte for byte what the game itself gave, in every binding. A log
/// that cannot be replayed, or that ends before the game does, is
/// ::GW_STATUS_INVALID_LOG; a game this build does not know
/// ::GW_STATUS_UNKNOWN_GAME; a list whose fingerprint is not the log's
/// `"lexicon_sha256"` ::GW_STATUS_LEXICON_MISMATCH (the message names both:
/// replay it with the list it was played with). `*out_result_json`
/// receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_replay(
    log_json: *const c_char,
    lexicon: *const Lexicon,
    out_result_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { replay(Text::c(log_json), lexicon, out_result_json) }
}

/// gw_replay() with the log as `log_len` bytes (text by pointer and
/// length).
#[no_mangle]
pub unsafe extern "C" fn gw_replay_n(
    log_json: *const c_char,
    log_len: usize,
    lexicon: *const Lexicon,
    out_result_json: *mut *mut c_char,
) -> Status {
    // SAFETY: the same contract.
    unsafe { replay(Text::n(log_json, log_len), lexicon, out_result_json) }
}

/// # Safety
/// As gw_replay().
unsafe fn replay(
    log_json: Text,
    lexicon: *const Lexicon,
    out_result_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_result_json, "out_result_json") }?;
        // SAFETY: by the caller's contract.
        let log = unsafe { log_json.read("log_json") }?;
        // SAFETY: by the caller's contract.
        let result = AnyGame::replay_json(log, unsafe { lexicon_opt(lexicon) }?.as_ref())?;
        out.set(string_out(result)?);
        Ok(())
    })
}

/// Whether `result_json` is the true result of `log_json` and the log's
/// derived record (disqualifications, forfeits, the end) is true; results
/// are compared as JSON values. `*out` is false for a false claim; a log
/// that cannot be replayed at all is an error (::GW_STATUS_INVALID_LOG ...),
/// and so is one played with another list (::GW_STATUS_LEXICON_MISMATCH).
/// This is the full check: every bot's move the log holds is searched for
/// again and a move the bot would not make (compared as the rules read it,
/// a letter in any case) is a false claim, so it takes as long as the
/// game's bots took (a hard-vs-hard Wordgrid game: about a second).
/// gw_verify_with() with ::GW_VERIFY_TRUST_BOTS trusts them instead (fast;
/// for a server re-reading records it wrote itself).
#[no_mangle]
pub unsafe extern "C" fn gw_verify(
    log_json: *const c_char,
    result_json: *const c_char,
    lexicon: *const Lexicon,
    out: *mut bool,
) -> Status {
    // SAFETY: the same contract.
    unsafe { gw_verify_with(log_json, result_json, lexicon, 0, out) }
}

/// gw_verify() with the log and the result as `log_len` and `result_len`
/// bytes (text by pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_verify_n(
    log_json: *const c_char,
    log_len: usize,
    result_json: *const c_char,
    result_len: usize,
    lexicon: *const Lexicon,
    out: *mut bool,
) -> Status {
    // SAFETY: the same contract.
    unsafe { gw_verify_with_n(log_json, log_len, result_json, result_len, lexicon, 0, out) }
}

/// gw_verify_with() flag: search again for every bot's move the log holds
/// and count a move the bot would not make as a false claim. This is what
/// gw_verify() and flags 0 do (the flag stays for programs written when it
/// was not the default).
pub const VERIFY_RERUN_BOTS: u32 = 1;

/// gw_verify_with() flag: trust the bots' moves the log holds (make them,
/// never search): the fast check, for records a server wrote itself. With
/// ::GW_VERIFY_RERUN_BOTS it is ::GW_STATUS_INVALID_ARGUMENT.
pub const VERIFY_TRUST_BOTS: u32 = 2;

/// gw_verify_with() flag, with either of the others: take only logs of the
/// format this build writes (the `"version"` of gw_game_log()); an older
/// one is
/// ::GW_STATUS_VERSION_TOO_OLD instead of being judged under its older
/// format's rules (Python's and Node's `min_version` at the current
/// version).
pub const VERIFY_CURRENT_VERSION: u32 = 4;

/// gw_verify() with `flags`: 0 (or ::GW_VERIFY_RERUN_BOTS) for the full
/// check, ::GW_VERIFY_TRUST_BOTS to trust the bots' logged moves, either
/// with ::GW_VERIFY_CURRENT_VERSION to refuse older log formats. Another
/// bit, or both bot flags, is ::GW_STATUS_INVALID_ARGUMENT.
#[no_mangle]
pub unsafe extern "C" fn gw_verify_with(
    log_json: *const c_char,
    result_json: *const c_char,
    lexicon: *const Lexicon,
    flags: u32,
    out: *mut bool,
) -> Status {
    let (log, result) = (Text::c(log_json), Text::c(result_json));
    // SAFETY: the same contract.
    unsafe { verify_with(log, result, lexicon, flags, out) }
}

/// gw_verify_with() with the log and the result as `log_len` and
/// `result_len` bytes (text by pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_verify_with_n(
    log_json: *const c_char,
    log_len: usize,
    result_json: *const c_char,
    result_len: usize,
    lexicon: *const Lexicon,
    flags: u32,
    out: *mut bool,
) -> Status {
    let (log, result) = (Text::n(log_json, log_len), Text::n(result_json, result_len));
    // SAFETY: the same contract.
    unsafe { verify_with(log, result, lexicon, flags, out) }
}

/// # Safety
/// As gw_verify_with().
unsafe fn verify_with(
    log_json: Text,
    result_json: Text,
    lexicon: *const Lexicon,
    flags: u32,
    out: *mut bool,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let report = unsafe { verify_report_of(log_json, result_json, lexicon, flags) }?;
        out.set(report.is_none());
        Ok(())
    })
}

/// gw_verify_with() saying what is false: `*out_report` receives NULL when
/// the claim is true, else a new string that says what is false: a bot's
/// logged move that is not its bot's (which seat, at which time, e.g.
/// `action #1: seat 1's move at 8008 is not the one its bot makes`), a false
/// record of how the game went, or a result that is not the log's (`the
/// claimed result is not the log's result`). The status is ::GW_STATUS_OK
/// in both cases; a log that cannot be replayed at all, a result that is
/// not JSON and bad `flags` are errors as in gw_verify_with(), and leave
/// `*out_report` as it was. The text is the core's, the same in every
/// binding (Python's `verify_report`, Node's `verifyReport`, the CLI's
/// `replay --verify`). Free a non-NULL report with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_verify_report(
    log_json: *const c_char,
    result_json: *const c_char,
    lexicon: *const Lexicon,
    flags: u32,
    out_report: *mut *mut c_char,
) -> Status {
    let (log, result) = (Text::c(log_json), Text::c(result_json));
    // SAFETY: the same contract.
    unsafe { verify_report(log, result, lexicon, flags, out_report) }
}

/// gw_verify_report() with the log and the result as `log_len` and
/// `result_len` bytes (text by pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_verify_report_n(
    log_json: *const c_char,
    log_len: usize,
    result_json: *const c_char,
    result_len: usize,
    lexicon: *const Lexicon,
    flags: u32,
    out_report: *mut *mut c_char,
) -> Status {
    let (log, result) = (Text::n(log_json, log_len), Text::n(result_json, result_len));
    // SAFETY: the same contract.
    unsafe { verify_report(log, result, lexicon, flags, out_report) }
}

/// # Safety
/// As gw_verify_report().
unsafe fn verify_report(
    log_json: Text,
    result_json: Text,
    lexicon: *const Lexicon,
    flags: u32,
    out_report: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_report, "out_report") }?;
        // SAFETY: by the caller's contract.
        let report = unsafe { verify_report_of(log_json, result_json, lexicon, flags) }?;
        out.set(
            report
                .map(string_out)
                .transpose()?
                .unwrap_or(ptr::null_mut()),
        );
        Ok(())
    })
}

/// The core's report on a verify call's arguments (`None`: the claim is
/// true), read and checked in one order for gw_verify_with() and
/// gw_verify_report().
///
/// # Safety
/// The pointers are as gw_verify_with() takes them.
unsafe fn verify_report_of(
    log_json: Text,
    result_json: Text,
    lexicon: *const Lexicon,
    flags: u32,
) -> Result<Option<String>> {
    // SAFETY: by the caller's contract.
    let log = unsafe { log_json.read("log_json") }?;
    // SAFETY: by the caller's contract.
    let result = unsafe { result_json.read("result_json") }?;
    // SAFETY: by the caller's contract.
    let lexicon = unsafe { lexicon_opt(lexicon) }?;
    let bots = verify_flags(flags)?;
    AnyGame::verify_report(log, result, lexicon.as_ref(), bots)
}

/// The check that gw_verify_with()'s `flags` ask for.
pub(crate) fn verify_flags(flags: u32) -> Result<Check> {
    let bots = match flags & !VERIFY_CURRENT_VERSION {
        0 | VERIFY_RERUN_BOTS => BotReplay::Rerun,
        VERIFY_TRUST_BOTS => BotReplay::Apply,
        _ => {
            return Err(Error::new(
                ErrorCode::InvalidArgument,
                format!(
                    "flags: {flags:#x} is not 0, GW_VERIFY_RERUN_BOTS or GW_VERIFY_TRUST_BOTS, \
                     with or without GW_VERIFY_CURRENT_VERSION"
                ),
            ))
        }
    };
    let check = Check::from(bots);
    if flags & VERIFY_CURRENT_VERSION != 0 {
        return check.min_version(u64::from(LOG_VERSION));
    }
    Ok(check)
}
