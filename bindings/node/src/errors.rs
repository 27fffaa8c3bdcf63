//! How a call fails at the Node boundary: the engine's errors as JS errors
//! with `code`, and the guards that turn a panic into a `PANIC` error
//! instead of an abort. Every other module of the addon uses these; they
//! use none of them (but `args`' JS error maker).

/// The error type of every call: `code` is the stable error-code name.
pub(crate) type Result<T> = napi::Result<T, String>;

/// An engine error as a JS error with `code`; the message is the core's,
/// without the code in front (it is on `code`).
pub(crate) fn to_js(e: gridwords::Error) -> napi::Error<String> {
    napi::Error::new(e.code().name().to_string(), e.message().to_string())
}

/// A napi-rs error from a Node-API step as the error type of every call
/// (its status name as the code). A JS exception the step left pending
/// (a getter that threw) goes through as it is: napi-rs's glue throws it.
pub(crate) fn from_napi(e: napi::Error) -> napi::Error<String> {
    napi::Error::new(e.status.as_ref().to_string(), e.reason.clone())
}

/// Runs one exported call so that a panic in it (a bug: the engine answers
/// bad input with errors) becomes a JS error with code `PANIC` instead of
/// unwinding into Node-API's `extern "C"` callback, which aborts the whole
/// process. Every `#[napi]` function's body runs inside it, and every
/// worker-thread task's `compute`. Free on the happy path (unwinding
/// tables only). The game a call panicked in while holding it is poisoned
/// (`cell::GameCell`): later calls on it are `PANIC` too.
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        test_panic::fire_if_armed();
        f()
    }));
    out.unwrap_or_else(|payload| Err(to_js(panic_error(payload.as_ref()))))
}

/// `guard` for a worker-thread task's `compute` (whose errors are napi's):
/// a caught panic is an error that the task's `reject` turns into a JS
/// error with code `PANIC` ([`reject_panic`]).
pub(crate) fn guard_task<T>(f: impl FnOnce() -> T) -> napi::Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        test_panic::fire_if_armed();
        f()
    }))
    .map_err(|payload| {
        napi::Error::new(
            napi::Status::GenericFailure,
            panic_error(payload.as_ref()).message(),
        )
    })
}

/// A task's `reject`: its `compute` fails only by a caught panic, so the
/// promise rejects with a JS error whose `code` is `PANIC`.
pub(crate) fn reject_panic<V>(env: napi::Env, err: napi::Error) -> napi::Result<V> {
    reject_with(env, gridwords::ErrorCode::Panic, &err.reason)
}

/// A task's rejection with the engine's `code` and `message`: the JS error
/// a synchronous call would throw.
pub(crate) fn reject_with<V>(
    env: napi::Env,
    code: gridwords::ErrorCode,
    message: &str,
) -> napi::Result<V> {
    use napi::bindgen_prelude::FromNapiValue;
    let e = crate::args::js_error(env.raw(), code, message);
    // SAFETY: `e` is a live value of this environment, just made.
    let value = unsafe { napi::Unknown::from_napi_value(env.raw(), e) }?;
    Err(napi::Error::from(value))
}

/// A way to make the next exported call panic, so `make test-node-panic`
/// can show that the guards hold; compiled only with the `test-panic`
/// feature (that target builds a separate addon), nothing in the shipped
/// one.
#[cfg(feature = "test-panic")]
pub(crate) mod test_panic {
    use std::sync::atomic::{AtomicU32, Ordering};

    /// Guarded entries to go before the one that panics (0: none armed).
    static COUNTDOWN: AtomicU32 = AtomicU32::new(0);

    /// The `nth` guarded entry from now (1 if omitted: the next exported
    /// call; 2 for `scoreManyAsync`'s worker task, after the call itself)
    /// panics inside its guard.
    #[napi_derive::napi]
    pub fn arm_panic_for_test(nth: Option<u32>) {
        COUNTDOWN.store(nth.unwrap_or(1).max(1), Ordering::SeqCst);
    }

    pub(crate) fn fire_if_armed() {
        let before =
            COUNTDOWN.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1));
        if before == Ok(1) {
            panic!("armed by the test");
        }
    }

    /// Whether the next change to a game panics (after the game is named to
    /// the guard, as a bug in the middle of a change would).
    static IN_GAME: AtomicU32 = AtomicU32::new(0);

    /// The next call that changes a game panics in the middle of it.
    #[napi_derive::napi]
    pub fn arm_panic_in_game_for_test() {
        IN_GAME.store(1, Ordering::SeqCst);
    }

    pub(crate) fn fire_if_armed_in_game() {
        if IN_GAME.swap(0, Ordering::SeqCst) == 1 {
            panic!("armed by the test, in the middle of a change");
        }
    }
}

#[cfg(not(feature = "test-panic"))]
pub(crate) mod test_panic {
    #[inline(always)]
    pub(crate) fn fire_if_armed() {}

    #[inline(always)]
    pub(crate) fn fire_if_armed_in_game() {}
}

/// The engine error for a caught panic, naming its message.
pub(crate) fn panic_error(payload: &(dyn std::any::Any + Send)) -> gridwords::Error {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string());
    gridwords::Error::new(
        gridwords::ErrorCode::Panic,
        format!("a bug in gridwords was caught at the Node boundary: {what}"),
    )
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
