//! Which handles are live, and of which kind, so that a freed `GwGame*`, a
//! `GwLexicon*` passed as a game or a pointer from elsewhere gets
//! ::GW_STATUS_INVALID_HANDLE instead of undefined behaviour (before: a
//! hang in the game's lock, or a crash).
//!
//! A handle is not an address: it is a number from a process-wide counter
//! that never repeats, handed out as the pointer value, and the registry
//! maps it to an `Arc` of the object. A call looks the number up (a shared
//! read lock and a reference count, tens of nanoseconds) and works on its
//! own clone of the `Arc`; nothing ever dereferences a handle. So a handle
//! freed by another thread mid-call stays alive until that call ends, a
//! double free is a no-op, and a freed handle stays invalid for the life
//! of the process: a new object never gets an old number, whatever
//! addresses the allocator reuses (a late callback holding a closed game's
//! handle gets INVALID_HANDLE, never another game).
//!
//! Numbers step by [`STEP`] (16, from 16), so a handle is non-NULL and as
//! aligned as a pointer to any object a C compiler would assume. On a
//! 64-bit target the counter cannot run out (2^60 handles); on a 32-bit
//! one, after 2^28 - 1 handles (about 268 million made in one process) a
//! new handle is refused with `LIMIT_REACHED` rather than reuse a number.
//!
//! The registry knows no handle type: each (`game.rs`, `lexicon.rs`)
//! implements [`Handle`], so neither imports the other through here.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

use gridwords::{Error, ErrorCode, Result};

use crate::strings::null_arg;

/// A kind of handle the C ABI hands out.
pub(crate) trait Handle: Any + Send + Sync {
    /// Its C type, for messages (`"GwGame*"`).
    const C_TYPE: &'static str;
}

/// A live handle: its C type and the object.
type Live = (&'static str, Arc<dyn Any + Send + Sync>);

/// The distance between two handles' numbers: a handle is 16-aligned.
pub(crate) const STEP: usize = 16;

/// The live handles, by number, and the next number to hand out (0 once
/// the counter has run out).
#[derive(Default)]
struct Registry {
    live: HashMap<usize, Live>,
    next: usize,
}

/// The number after `n` (the counter starts at `STEP`), or `None` when it
/// would wrap: numbers are never handed out twice.
fn after(n: usize) -> Option<usize> {
    n.checked_add(STEP)
}

fn registry() -> &'static RwLock<Registry> {
    static LIVE: OnceLock<RwLock<Registry>> = OnceLock::new();
    LIVE.get_or_init(|| {
        RwLock::new(Registry {
            live: HashMap::new(),
            next: STEP,
        })
    })
}

// Nothing panics while the registry is locked (a map insert, remove or
// clone, an addition), so a poisoned lock holds a consistent registry: use
// it.
fn read() -> RwLockReadGuard<'static, Registry> {
    registry().read().unwrap_or_else(|e| e.into_inner())
}

fn write() -> RwLockWriteGuard<'static, Registry> {
    registry().write().unwrap_or_else(|e| e.into_inner())
}

/// Registers a new handle; the pointer handed out for it (a number, never
/// an address: never dereferenced). `LIMIT_REACHED` once the counter has
/// run out (only on a 32-bit target, after 2^28 - 1 handles).
pub(crate) fn register<T: Handle>(object: T) -> Result<*mut T> {
    let mut registry = write();
    let n = registry.next;
    if n == 0 {
        return Err(Error::new(
            ErrorCode::LimitReached,
            format!(
                "this process has made every {} it can: handles are never reused, \
                 and the counter has run out",
                T::C_TYPE
            ),
        ));
    }
    registry.next = after(n).unwrap_or(0);
    registry.live.insert(n, (T::C_TYPE, Arc::new(object)));
    Ok(std::ptr::without_provenance_mut(n))
}

/// The object behind a handle argument named `name`: `None` for NULL,
/// `INVALID_HANDLE` for anything but a live `T`.
pub(crate) fn get<T: Handle>(p: *const T, name: &str) -> Result<Option<Arc<T>>> {
    if p.is_null() {
        return Ok(None);
    }
    let found = read().live.get(&p.addr()).cloned();
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
        let mut registry = write();
        match registry.live.get(&p.addr()) {
            Some((c_type, _)) if *c_type == T::C_TYPE => registry.live.remove(&p.addr()),
            _ => None,
        }
    };
    drop(gone);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counter_stops_before_it_would_wrap() {
        assert_eq!(after(STEP), Some(2 * STEP));
        let last = usize::MAX - usize::MAX % STEP;
        assert_eq!(after(last - STEP), Some(last));
        assert_eq!(
            after(last),
            None,
            "a wrap would hand out 0, then old numbers"
        );
    }

    #[test]
    fn a_freed_handle_stays_freed_while_new_ones_come_and_go() {
        #[derive(Debug)]
        struct Thing;
        impl Handle for Thing {
            const C_TYPE: &'static str = "Thing*";
        }
        let stale = register(Thing).unwrap();
        free(stale);
        for _ in 0..1_000 {
            let fresh = register(Thing).unwrap();
            assert_ne!(fresh, stale);
            assert_eq!(fresh.addr() % STEP, 0);
            assert!(require(fresh.cast_const(), "thing").is_ok());
            assert_eq!(
                require(stale.cast_const(), "thing").unwrap_err().code(),
                ErrorCode::InvalidHandle
            );
            free(fresh);
        }
    }
}
