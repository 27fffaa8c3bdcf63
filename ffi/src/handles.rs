//! Which handles are live, and of which kind, so that a freed `GwGame*`, a
//! `GwLexicon*` passed as a game or a pointer from elsewhere gets
//! ::GW_STATUS_INVALID_HANDLE instead of undefined behaviour (before: a
//! hang in the game's lock, or a crash).
//!
//! A handle is the address of its object inside an `Arc` that this
//! registry owns. A call looks the address up (a shared read lock and a
//! reference count, tens of nanoseconds) and works on its own clone of the
//! `Arc`; it never dereferences the pointer it was given. So a handle freed
//! by another thread mid-call stays alive until that call ends, and a
//! double free is a no-op.
//!
//! What cannot be told apart: once a handle is freed, the allocator may
//! give its address to a new handle of the same kind, and the stale
//! pointer then names the new object. Keep handles until you free them,
//! and free each once.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

use gridwords::{Error, ErrorCode, Result};

use crate::game::Game;
use crate::lexicon::Lexicon;
use crate::null_arg;

/// A live handle.
enum Live {
    Game(Arc<Game>),
    Lexicon(Arc<Lexicon>),
}

type Registry = RwLock<HashMap<usize, Live>>;

fn registry() -> &'static Registry {
    static LIVE: OnceLock<Registry> = OnceLock::new();
    LIVE.get_or_init(Registry::default)
}

// Nothing panics while the registry is locked (a map insert, remove or
// clone), so a poisoned lock holds a consistent map: use it.
fn read() -> RwLockReadGuard<'static, HashMap<usize, Live>> {
    registry().read().unwrap_or_else(|e| e.into_inner())
}

fn write() -> RwLockWriteGuard<'static, HashMap<usize, Live>> {
    registry().write().unwrap_or_else(|e| e.into_inner())
}

/// `INVALID_HANDLE` for the argument `name`, which should have been a
/// live `want` (`"GwGame*"`), and what it was.
fn invalid(name: &str, want: &str, found: Option<&Live>) -> Error {
    let what = match found {
        Some(Live::Game(_)) => "a GwGame*",
        Some(Live::Lexicon(_)) => "a GwLexicon*",
        None => "not a live handle (freed already, or not from this library)",
    };
    Error::new(
        ErrorCode::InvalidHandle,
        format!("{name} must be a live {want}; this is {what}"),
    )
}

/// Registers a new game; its handle.
pub(crate) fn new_game(game: Game) -> *mut Game {
    let arc = Arc::new(game);
    let p = Arc::as_ptr(&arc).cast_mut();
    write().insert(p as usize, Live::Game(arc));
    p
}

/// Registers a new lexicon; its handle.
pub(crate) fn new_lexicon(lexicon: Lexicon) -> *mut Lexicon {
    let arc = Arc::new(lexicon);
    let p = Arc::as_ptr(&arc).cast_mut();
    write().insert(p as usize, Live::Lexicon(arc));
    p
}

/// The game behind a handle argument named `name`: NULL is
/// `NULL_ARGUMENT`, anything but a live game `INVALID_HANDLE`.
pub(crate) fn game(p: *const Game, name: &str) -> Result<Arc<Game>> {
    if p.is_null() {
        return Err(null_arg(name));
    }
    match read().get(&(p as usize)) {
        Some(Live::Game(g)) => Ok(Arc::clone(g)),
        other => Err(invalid(name, "GwGame*", other)),
    }
}

/// The lexicon behind a handle argument named `name` (`None` for NULL,
/// which callers read as the shipped list or refuse).
pub(crate) fn lexicon(p: *const Lexicon, name: &str) -> Result<Option<Arc<Lexicon>>> {
    if p.is_null() {
        return Ok(None);
    }
    match read().get(&(p as usize)) {
        Some(Live::Lexicon(l)) => Ok(Some(Arc::clone(l))),
        other => Err(invalid(name, "GwLexicon*", other)),
    }
}

/// Releases a game handle: NULL, a freed handle or another kind's is
/// ignored (a double free is harmless). The game itself goes when the last
/// call still using it ends.
pub(crate) fn free_game(p: *mut Game) {
    let gone = {
        let mut live = write();
        match live.get(&(p as usize)) {
            Some(Live::Game(_)) => live.remove(&(p as usize)),
            _ => None,
        }
    };
    // Dropped outside the lock: a game's memory is freed without holding
    // up every other handle's lookups.
    drop(gone);
}

/// Releases a lexicon handle, as [`free_game`].
pub(crate) fn free_lexicon(p: *mut Lexicon) {
    let gone = {
        let mut live = write();
        match live.get(&(p as usize)) {
            Some(Live::Lexicon(_)) => live.remove(&(p as usize)),
            _ => None,
        }
    };
    drop(gone);
}
