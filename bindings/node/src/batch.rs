//! What every async batch call shares (`hunt.scoreManyAsync`): the
//! `signal` and `onProgress` options. The core's batch calls take a
//! progress hook ([`gridwords::hunt::Progress`]) that runs after each chunk
//! of [`gridwords::hunt::CHUNK`] items and answers whether to go on; this
//! module only wires JS to it, on the JS thread and in the hook.
//!
//! * `signal`: an `abort` listener sets the flag the hook answers from, so
//!   a running batch stops once the chunks under way are done (each a few
//!   milliseconds), and a batch still waiting for a libuv pool thread scores
//!   nothing when one takes it up. The promise then rejects with an
//!   `AbortError` (an `Error` with `name` `'AbortError'`, `code`
//!   `'ABORT_ERR'` and the signal's `reason` as its `cause`: what Node's own
//!   calls reject with). An already aborted signal rejects at once. The
//!   listener is removed when the promise settles, so one long-lived signal
//!   can serve any number of calls.
//! * `onProgress(done, total)`: the hook hands the count to a
//!   ThreadsafeFunction (non-blocking: a pool thread never waits for JS) at
//!   most every [`REPORT_EVERY`]; on the JS thread a report runs the callback
//!   only if it moves `done` forward and the promise has not settled. When
//!   every item is done the JS thread calls it once more with `(total,
//!   total)`, then resolves. A callback that throws stops the batch, and the
//!   promise rejects with what it threw (the same value), never an uncaught
//!   exception.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use napi::bindgen_prelude::{
    FnArgs, FromNapiValue, Function, FunctionRef, JsObjectValue, Object, ObjectRef, Unknown,
};
use napi::threadsafe_function::{ThreadsafeFunction, ThreadsafeFunctionCallMode};
use napi::{sys, Env, JsValue, Status};

use crate::args::{invalid, options_entries, threads, type_of, wrong_type};

/// The least time between two `onProgress` reports while a batch runs
/// (the last report, `(total, total)`, comes whenever the batch ends).
pub(crate) const REPORT_EVERY: Duration = Duration::from_millis(250);

/// The user's `onProgress`.
type Callback = FunctionRef<FnArgs<(f64, f64)>, Unknown<'static>>;

/// `signal` and `onProgress` as an options object gave them: the values
/// themselves, good only during the call that read them. References are
/// made by [`Batch::start`], so a call that throws after reading its
/// options (a bad tray) holds on to nothing.
#[derive(Default)]
pub(crate) struct BatchOptions {
    signal: Option<Object<'static>>,
    on_progress: Option<Function<'static, FnArgs<(f64, f64)>, Unknown<'static>>>,
}

impl BatchOptions {
    /// The key names these options take, for an "unknown option" message.
    pub(crate) const KEYS: &'static str = "signal or onProgress";

    /// Takes `key` if it is `signal` or `onProgress` (`Ok(false)`: another
    /// key). A `signal` that is not an `AbortSignal`, or an `onProgress`
    /// that is not a function, is a `TypeError` (`ERR_INVALID_ARG_TYPE`).
    pub(crate) unsafe fn read(
        &mut self,
        env: sys::napi_env,
        key: &str,
        value: sys::napi_value,
    ) -> napi::Result<bool> {
        match key {
            "signal" => {
                if !unsafe { is_abort_signal(env, value) } {
                    return Err(wrong_type(env, value, "options.signal", "an AbortSignal"));
                }
                self.signal = Some(unsafe { Object::from_napi_value(env, value) }?);
            }
            "onProgress" => {
                if unsafe { type_of(env, value) } != sys::ValueType::napi_function {
                    return Err(wrong_type(env, value, "options.onProgress", "a function"));
                }
                self.on_progress = Some(unsafe { Function::from_napi_value(env, value) }?);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// If the signal is aborted already, the `AbortError` to reject with.
    pub(crate) fn aborted<'env>(&self, env: &'env Env) -> napi::Result<Option<Unknown<'env>>> {
        match &self.signal {
            Some(signal) if signal.get_named_property::<bool>("aborted")? => {
                abort_error(env, signal).map(Some)
            }
            _ => Ok(None),
        }
    }
}

/// Whether `v` is an `AbortSignal` of this realm (`instanceof`).
unsafe fn is_abort_signal(env: sys::napi_env, v: sys::napi_value) -> bool {
    if unsafe { type_of(env, v) } != sys::ValueType::napi_object {
        return false;
    }
    let is = || -> napi::Result<bool> {
        let global = Env::from_raw(env).get_global()?;
        let class = global.get_named_property::<Unknown>("AbortSignal")?;
        if class.get_type()? != napi::ValueType::Function {
            return Ok(false);
        }
        unsafe { Unknown::from_raw_unchecked(env, v) }.instanceof(class)
    };
    is().unwrap_or(false)
}

/// The error an aborted call rejects with, as Node's own calls make it:
/// `new Error('The operation was aborted', {cause: signal.reason})` with
/// `name` `'AbortError'` and `code` `'ABORT_ERR'`.
fn abort_error<'env>(env: &'env Env, signal: &Object) -> napi::Result<Unknown<'env>> {
    let reason = signal.get_named_property::<Unknown>("reason")?;
    let class = env
        .get_global()?
        .get_named_property::<Function<FnArgs<(&str, Object)>, Unknown>>("Error")?;
    let mut options = Object::new(env)?;
    options.set_named_property("cause", reason)?;
    let error = class.new_instance(FnArgs::from(("The operation was aborted", options)))?;
    let mut object = error.coerce_to_object()?;
    object.set_named_property("name", "AbortError")?;
    object.set_named_property("code", "ABORT_ERR")?;
    // SAFETY: a live value of this environment, just made.
    Ok(unsafe { Unknown::from_raw_unchecked(env.raw(), error.raw()) })
}

/// Why a batch stopped before its end; the first cause wins.
enum Stop {
    /// The signal was aborted.
    Aborted,
    /// `onProgress` threw this.
    Threw(napi::Error),
}

/// What the JS thread and the pool threads share.
struct Shared {
    /// The hook's answer, negated: set with `cause`.
    stop: AtomicBool,
    cause: Mutex<Option<Stop>>,
    /// Items done so far.
    done: AtomicUsize,
    /// The promise is settling or settled: reports still queued are dropped.
    settled: AtomicBool,
    /// The last `done` passed to `onProgress` (JS thread only).
    reported: AtomicUsize,
    /// When the next report may go, and the last count sent (pool threads).
    throttle: Mutex<(Instant, usize)>,
}

impl Shared {
    fn stop(&self, why: Stop) {
        let mut cause = self.cause.lock().unwrap_or_else(|e| e.into_inner());
        if cause.is_none() {
            *cause = Some(why);
        }
        self.stop.store(true, Ordering::SeqCst);
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// On a pool thread, after a chunk: sends the count to the JS thread
    /// if `REPORT_EVERY` has passed since the last report and it moved
    /// (`total` is the last report's, made on the JS thread). Never waits:
    /// another thread holding the throttle is reporting.
    fn maybe_report(&self, progress: &Reporter, total: usize) {
        let Ok(mut throttle) = self.throttle.try_lock() else {
            return;
        };
        let now = Instant::now();
        let done = self.done.load(Ordering::SeqCst);
        if now < throttle.0 || done <= throttle.1 || done >= total {
            return;
        }
        *throttle = (now + REPORT_EVERY, done);
        progress.call(done as f64, ThreadsafeFunctionCallMode::NonBlocking);
    }

    /// On the JS thread: a report from a pool thread reaches `onProgress`
    /// unless the batch stopped, settled, or the count did not move.
    fn report(&self, env: &Env, callback: &Callback, done: usize, total: usize) {
        if self.stopped()
            || self.settled.load(Ordering::SeqCst)
            || done <= self.reported.load(Ordering::SeqCst)
        {
            return;
        }
        self.reported.store(done, Ordering::SeqCst);
        if let Err(e) = call_progress(env, callback, done, total) {
            self.stop(Stop::Threw(e));
        }
    }
}

/// `callback(done, total)` on the JS thread; `Err` holds what it threw
/// (the value itself: an `Error`, a string, anything), the exception
/// cleared.
fn call_progress(env: &Env, callback: &Callback, done: usize, total: usize) -> napi::Result<()> {
    let f = callback.borrow_back(env)?;
    match f.apply((), FnArgs::from((done as f64, total as f64))) {
        Ok(_) => Ok(()),
        Err(e) if e.status == Status::PendingException => Err(take_exception(env)),
        Err(e) => Err(e),
    }
}

/// The pending JS exception, cleared, kept as the value thrown.
fn take_exception(env: &Env) -> napi::Error {
    let mut thrown = std::ptr::null_mut();
    // SAFETY: called on the JS thread right after a call reported a
    // pending exception.
    let status = unsafe { sys::napi_get_and_clear_last_exception(env.raw(), &mut thrown) };
    if status != sys::Status::napi_ok || thrown.is_null() {
        return napi::Error::new(Status::GenericFailure, "a callback threw");
    }
    // SAFETY: a live value of this environment, just taken.
    napi::Error::from_unknown_without_coercion(unsafe {
        Unknown::from_raw_unchecked(env.raw(), thrown)
    })
}

/// The pool threads' way to the JS thread: a report of `done`.
type Reporter = ThreadsafeFunction<f64, (), f64, Status, false>;

/// A started batch: lives in its task, from the exported call (JS thread)
/// through `compute` (the pool: [`Batch::hook`]) to `resolve`/`reject`
/// ([`Batch::settle`]) and `finally` ([`Batch::release`]), back on the JS
/// thread.
pub(crate) struct Batch {
    shared: Arc<Shared>,
    total: usize,
    reporter: Option<Reporter>,
    /// `onProgress`, for the last report.
    on_progress: Option<Arc<Callback>>,
    /// The signal and the listener this batch added to it.
    signal: Option<(ObjectRef<false>, FunctionRef<(), ()>)>,
}

impl Batch {
    /// On the JS thread, once the call's arguments are good: listens to the
    /// signal and makes the reporter, for a batch of `total` items.
    pub(crate) fn start(env: &Env, options: BatchOptions, total: usize) -> napi::Result<Batch> {
        let shared = Arc::new(Shared {
            stop: AtomicBool::new(false),
            cause: Mutex::new(None),
            done: AtomicUsize::new(0),
            settled: AtomicBool::new(false),
            reported: AtomicUsize::new(0),
            throttle: Mutex::new((Instant::now() + REPORT_EVERY, 0)),
        });
        let on_progress = match &options.on_progress {
            Some(f) => Some(Arc::new(f.create_ref()?)),
            None => None,
        };
        let reporter = match &on_progress {
            Some(callback) => {
                let (shared, callback) = (shared.clone(), callback.clone());
                // Never throws: a throw here would be an uncaught exception.
                let report =
                    env.create_function_from_closure::<f64, (), _>("onProgress", move |ctx| {
                        if let Ok(done) = ctx.get::<f64>(0) {
                            shared.report(ctx.env, &callback, done as usize, total);
                        }
                        Ok(())
                    })?;
                Some(
                    report
                        .build_threadsafe_function::<f64>()
                        .callee_handled::<false>()
                        .build()?,
                )
            }
            None => None,
        };
        let signal = match &options.signal {
            Some(signal) => {
                let shared = shared.clone();
                let listener =
                    env.create_function_from_closure::<(), (), _>("onabort", move |_| {
                        shared.stop(Stop::Aborted);
                        Ok(())
                    })?;
                let add = signal
                    .get_named_property::<Function<FnArgs<(&str, Function<(), ()>)>, Unknown>>(
                        "addEventListener",
                    )?;
                add.apply(signal, FnArgs::from(("abort", listener)))?;
                Some((signal.create_ref::<false>()?, listener.create_ref()?))
            }
            None => None,
        };
        Ok(Batch {
            shared,
            total,
            reporter,
            on_progress,
            signal,
        })
    }

    /// Whether the batch is to stop (or never start).
    pub(crate) fn stopped(&self) -> bool {
        self.shared.stopped()
    }

    /// The core's progress hook ([`gridwords::hunt::Progress`]), for the
    /// pool threads: counts, reports now and then, and says stop once the
    /// signal is aborted or `onProgress` has thrown.
    pub(crate) fn hook(&self) -> impl Fn(usize) -> bool + Sync + '_ {
        let (shared, reporter, total) = (&*self.shared, self.reporter.as_ref(), self.total);
        move |n| {
            shared.done.fetch_add(n, Ordering::SeqCst);
            if let Some(reporter) = reporter {
                shared.maybe_report(reporter, total);
            }
            !shared.stopped()
        }
    }

    /// On the JS thread, as the task resolves: `output` is `None` if the
    /// batch stopped early. A stop rejects (with the `AbortError`, or what
    /// `onProgress` threw), even if every item was done; otherwise the
    /// last report, `(total, total)`, then the output.
    pub(crate) fn settle<T>(&mut self, env: &Env, output: Option<T>) -> napi::Result<T> {
        if let (Some(output), false) = (output, self.stopped()) {
            self.shared.settled.store(true, Ordering::SeqCst);
            if let Some(callback) = &self.on_progress {
                if let Err(e) = call_progress(env, callback, self.total, self.total) {
                    self.shared.stop(Stop::Threw(e));
                }
            }
            // The callback may have aborted the signal.
            if !self.stopped() {
                return Ok(output);
            }
        }
        self.shared.settled.store(true, Ordering::SeqCst);
        let cause = self
            .shared
            .cause
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        match (cause, &self.signal) {
            (Some(Stop::Threw(e)), _) => Err(e),
            (_, Some((signal, _))) => {
                let signal = signal.get_value(env)?;
                Err(napi::Error::from(abort_error(env, &signal)?))
            }
            (_, None) => Err(napi::Error::new(
                Status::GenericFailure,
                "the batch stopped with no abort",
            )),
        }
    }

    /// On the JS thread, when the task ends however it ends: marks the
    /// batch settled (a report still queued is dropped) and removes the
    /// listener from the signal. Never fails (an error here would be an
    /// uncaught exception); a `removeEventListener` that throws is ignored.
    pub(crate) fn release(&mut self, env: &Env) {
        self.shared.settled.store(true, Ordering::SeqCst);
        self.reporter = None;
        if let Some((signal, listener)) = self.signal.take() {
            if let (Ok(object), Ok(listener)) = (signal.get_value(env), listener.borrow_back(env)) {
                let remove = object
                    .get_named_property::<Function<FnArgs<(&str, Function<(), ()>)>, Unknown>>(
                        "removeEventListener",
                    );
                let removed =
                    remove.and_then(|f| f.apply(object, FnArgs::from(("abort", listener))));
                if matches!(removed, Err(e) if e.status == Status::PendingException) {
                    drop(take_exception(env));
                }
            }
            let _ = signal.unref(env);
        }
    }
}

/// The options of `hunt.scoreManyAsync`: `scoreMany`'s `threads`, and the
/// async batch calls' `signal` and `onProgress` (`crate::batch`). A
/// `signal` that is not an `AbortSignal` or an `onProgress` that is not a
/// function is a `TypeError`; any other key `INVALID_ARGUMENT`.
#[derive(Default)]
pub struct ScoreManyAsyncOptions {
    /// The core's `threads` (0: one per core).
    pub threads: usize,
    /// `signal` and `onProgress`.
    pub batch: BatchOptions,
}

impl FromNapiValue for ScoreManyAsyncOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut out = ScoreManyAsyncOptions::default();
        for (key, value) in unsafe { options_entries(env, v) }? {
            if key == "threads" {
                out.threads = unsafe { threads(env, value) }?;
            } else if !unsafe { out.batch.read(env, &key, value) }? {
                return Err(invalid(
                    env,
                    format!(
                        "unknown option {key:?}; expected threads, {}",
                        BatchOptions::KEYS
                    ),
                ));
            }
        }
        Ok(out)
    }
}
