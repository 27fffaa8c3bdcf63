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
//!
//! The registry knows no handle type: each (`game.rs`, `lexicon.rs`)
//! implements [`Handle`], so neither imports the other through here.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

use gridwords::{Error, ErrorCode, Result};

use crate::null_arg;

/// A kind of handle the C ABI hands out.
pub(crate) trait Handle: Any + Send + Sync {
    /// Its C type, for messages (`"GwGame*"`).
    const C_TYPE: &'static str;
}

/// A live handle: its C type and the object.
type Live = (&'static str, Arc<dyn Any + Send + Sync>);

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

/// Registers a new handle; the pointer handed out for it.
pub(crate) fn register<T: Handle>(object: T) -> *mut T {
    let arc = Arc::new(object);
    let p = Arc::as_ptr(&arc).cast_mut();
    write().insert(p as usize, (T::C_TYPE, arc));
    p
}

/// The object behind a handle argument named `name`: `None` for NULL,
/// `INVALID_HANDLE` for anything but a live `T`.
pub(crate) fn get<T: Handle>(p: *const T, name: &str) -> Result<Option<Arc<T>>> {
    if p.is_null() {
        return Ok(None);
    }
    let found = read().get(&(p as usize)).cloned();
    let what = match found {
        Some((c_type, object)) => match object.downcast::<T>() {
            Ok(object) => return Ok(Some(object)),
            Err(_) => format!("a {c_type}"),
        },
        None => "not a live handle (freed already, or not from this library)".to_string(),
    };
    Err(Error::new(
        ErrorCode::InvalidHandle,
        format!("{name} must be a live {}; this is {what}", T::C_TYPE),
    ))
}

/// As [`get`], NULL being `NULL_ARGUMENT`.
pub(crate) fn require<T: Handle>(p: *const T, name: &str) -> Result<Arc<T>> {
    get(p, name)?.ok_or_else(|| null_arg(name))
}

/// Releases a handle: NULL, a freed handle or another kind's is ignored (a
/// double free is harmless). The object goes when the last call still
/// using it ends, outside the registry's lock.
pub(crate) fn free<T: Handle>(p: *mut T) {
    let gone = {
        let mut live = write();
        match live.get(&(p as usize)) {
            Some((c_type, _)) if *c_type == T::C_TYPE => live.remove(&(p as usize)),
            _ => None,
        }
    };
    drop(gone);
}
