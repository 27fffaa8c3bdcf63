//! `gw_verify_many`: many records judged in one call, on the core's
//! threads (`gridwords::verify`). The C ABI's one batch call with a
//! progress callback: the callback is the host's, so it is never called
//! from two threads at once (a lock serializes it), and its answer stops
//! the batch.

use std::ffi::{c_char, c_void};
use std::sync::Mutex;

use gridwords::verify::{verify_many_into, VerifyMany};
use gridwords::Result;

use crate::game::verify_flags;
use crate::lexicon::{lexicon_opt, Lexicon};
use crate::strings::{bytes_arg, out_arg, string_out, Texts};
use crate::{ffi_call, Status};

/// A batch call's progress callback: `done` of `total` items are done.
/// Return true to go on, false to stop the batch (no item starts after
/// it). It runs after every item on one of the library's worker threads,
/// never on two at once: keep it short (store the counts, read a cancel
/// flag).
pub type ProgressFn =
    Option<unsafe extern "C" fn(user: *mut c_void, done: usize, total: usize) -> bool>;

/// The host's callback and its pointer, handed to the worker threads: the
/// host promised (gw_verify_many()'s contract) that `user` may be used
/// from them, one call at a time, which the lock ensures.
struct Callback {
    f: unsafe extern "C" fn(*mut c_void, usize, usize) -> bool,
    user: *mut c_void,
    /// Items done so far; held while the callback runs.
    done: Mutex<usize>,
    total: usize,
}

// SAFETY: the caller of gw_verify_many() promises that `user` may be used
// from any thread while the call runs; the lock makes the calls one at a
// time.
unsafe impl Send for Callback {}
// SAFETY: as above.
unsafe impl Sync for Callback {}

impl Callback {
    fn report(&self, n: usize) -> bool {
        let mut done = self.done.lock().unwrap_or_else(|e| e.into_inner());
        *done += n;
        // SAFETY: the host's callback, with the host's pointer, as the
        // contract says.
        unsafe { (self.f)(self.user, *done, self.total) }
    }
}

/// Judges `count` records at once, each as gw_verify_report() (or, with a
/// `key`, gw_verify_sealed()) judges it alone, with the same `lexicon`
/// and `flags`: `logs[i]` is a log (JSON text, NUL-terminated) and
/// `results[i]` the result claimed for it. `*out_verdicts_json` receives
/// a new string (free it with gw_string_free()): a JSON array of one
/// verdict per record, in input order: `{"verified":true}`,
/// `{"verified":false,"report":"..."}` for a false claim (the sentence
/// gw_verify_report() gives), or `{"verified":false,"code":"INVALID_LOG",
/// "message":"..."}` for a record that could not be judged. One bad record
/// is its own verdict, never the call's error.
///
/// `key` (`key_len` bytes, NULL with 0 for none): every log is sealed with
/// it. `threads`: the most threads the call uses (0: one per core, 1: the
/// calling thread only); the bots' searches inside a record (the full
/// check runs each again) share them. `progress` (may be NULL) runs after
/// each record with `user`, from a worker thread, one call at a time; if
/// it returns false no record starts after it, the call still returns
/// ::GW_STATUS_OK, and the records not judged are `null` in the array.
///
/// Errors change nothing and set nothing: ::GW_STATUS_NULL_ARGUMENT (a
/// NULL array with `count` > 0, a NULL string in it, a NULL out pointer),
/// ::GW_STATUS_INVALID_UTF8, ::GW_STATUS_INVALID_ARGUMENT (bad `flags`, a
/// `threads` over 1024), ::GW_STATUS_INVALID_HANDLE.
///
/// # Safety
/// `logs` and `results` are NULL (with `count` 0) or point to `count`
/// NUL-terminated strings each, live for the call; `key` as for
/// gw_verify_sealed(); `user` may be used from any thread during the call.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn gw_verify_many(
    logs: *const *const c_char,
    results: *const *const c_char,
    count: usize,
    lexicon: *const Lexicon,
    flags: u32,
    key: *const u8,
    key_len: usize,
    threads: u32,
    progress: ProgressFn,
    user: *mut c_void,
    out_verdicts_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_verdicts_json, "out_verdicts_json") }?;
        // SAFETY: by the caller's contract.
        let logs = unsafe { Texts::c(logs, count).read("logs") }?;
        // SAFETY: by the caller's contract.
        let results = unsafe { Texts::c(results, count).read("results") }?;
        // SAFETY: by the caller's contract.
        let lexicon = unsafe { lexicon_opt(lexicon) }?;
        let key = match key_len {
            0 if key.is_null() => None,
            // SAFETY: by the caller's contract.
            _ => Some(unsafe { bytes_arg(key, key_len, "key") }?),
        };
        let how = VerifyMany {
            lexicon: lexicon.as_ref(),
            check: verify_flags(flags)?,
            key,
            threads: gridwords::hunt::threads_arg(u64::from(threads))?,
        };
        let records: Vec<(&str, &str)> = logs.into_iter().zip(results).collect();
        let verdicts = judge(&records, &how, progress, user)?;
        out.set(string_out(
            serde_json::to_string(&verdicts).unwrap_or_else(|_| "[]".into()),
        )?);
        Ok(())
    })
}

/// The verdicts, with the host's callback as the progress hook.
fn judge(
    records: &[(&str, &str)],
    how: &VerifyMany<'_>,
    progress: ProgressFn,
    user: *mut c_void,
) -> Result<Vec<Option<gridwords::verify::Verdict>>> {
    let mut verdicts = vec![None; records.len()];
    match progress {
        None => verify_many_into(records, how, &mut verdicts, &|_| true)?,
        Some(f) => {
            let callback = Callback {
                f,
                user,
                done: Mutex::new(0),
                total: records.len(),
            };
            verify_many_into(records, how, &mut verdicts, &|n| callback.report(n))?
        }
    };
    Ok(verdicts)
}
