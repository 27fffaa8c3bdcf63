//! `verifyMany` and `verifyManyAsync`: a season's records judged in one
//! call, on every core (the core's `gridwords::verify`), for an organiser
//! who checks thousands of games before paying out.
//!
//! Each record is `{log, result}`, both read exactly as `verify` reads its
//! two arguments (`args::log_or_result`), and each verdict is the core's
//! [`Verdict`] as its own JSON (`Verdict::to_json`) handed to `JSON.parse`
//! (`crate::json`), so the shape is the core's and the same bytes as every
//! other binding's: `{verified: true}`, `{verified: false, report}` or
//! `{verified: false, code, message}`.
//!
//! The rule for what throws: what is wrong with the call (`records` not an
//! array, a record that is not a `{log, result}` object, a log or result
//! of the wrong JS type, bad options) throws, as every call does; what is
//! wrong with a record's content is that record's verdict, never the
//! batch's failure, so that a season is judged whole. That includes a log
//! the binding could not hand to the core (text that is not well-formed
//! Unicode, `INVALID_UTF8`; an object nested past the limit,
//! `INVALID_JSON`): its verdict carries the code and message `verify`
//! would throw for that record alone.
//!
//! The async call reads every record into owned strings on the JS thread,
//! then hands them to one libuv pool thread, which waits while the core
//! judges them on its own threads (`threads`); `signal` and `onProgress`
//! are the async batch calls' (`crate::batch`), the core's progress hook
//! running after every record.

use std::ptr;

use napi::bindgen_prelude::{FromNapiValue, PromiseRaw};
use napi::{sys, Env, Task};
use napi_derive::napi;

use gridwords::verify::{verify_many_into, Verdict, VerifyMany};

use crate::args::{
    array, invalid, js_string, log_or_result, one_of, options_entries, string, thrown, type_of,
    wrong_type, VerifyOptions, VerifyReader, VERIFY_KEYS,
};
use crate::batch::{Batch, BatchOptions};
use crate::json::Json;
use crate::options::LexiconArg;
use crate::Result;

/// What a record must be, for the `TypeError`s.
const RECORD: &str = "a {log, result} object";

/// The records as they were passed: converting the argument only checks
/// that it is an array (else a `TypeError`), and [`RecordsArg::read`]
/// reads the records, so that `verifyManyAsync` refuses an aborted signal
/// before it reads a season's logs. Good only during the call that
/// converted it.
pub struct RecordsArg {
    env: sys::napi_env,
    array: sys::napi_value,
}

impl FromNapiValue for RecordsArg {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut is_array = false;
        unsafe { sys::napi_is_array(env, v, &mut is_array) };
        if !is_array {
            return Err(wrong_type(
                env,
                v,
                "records",
                "an array of {log, result} objects",
            ));
        }
        Ok(RecordsArg { env, array: v })
    }
}

/// The records read: the text the core judges, and the verdicts of those
/// the binding could not hand to it.
struct Records {
    /// Each judged record's (log, result) JSON text, in input order.
    texts: Vec<(String, String)>,
    /// One slot a record: its verdict if it was refused before the core
    /// saw it, `None` if it is in `texts`.
    refused: Vec<Option<Verdict>>,
}

impl RecordsArg {
    /// Every record's log and result, or the error the call throws.
    fn read(&self) -> napi::Result<Records> {
        let env = self.env;
        // SAFETY: still inside the call that converted the argument.
        let items = unsafe { array(env, self.array, "records", "an array") }?;
        let mut records = Records {
            texts: Vec::with_capacity(items.len()),
            refused: Vec::with_capacity(items.len()),
        };
        for (i, item) in items.into_iter().enumerate() {
            match unsafe { record(env, item, i) }? {
                Ok(texts) => {
                    records.texts.push(texts);
                    records.refused.push(None);
                }
                Err(verdict) => records.refused.push(Some(verdict)),
            }
        }
        Ok(records)
    }
}

/// `records[i]`'s log and result text; `Ok(Err)`: its verdict, when its
/// content could not be read (see the module's rule); `Err`: what the call
/// throws.
unsafe fn record(
    env: sys::napi_env,
    item: sys::napi_value,
    i: usize,
) -> napi::Result<std::result::Result<(String, String), Verdict>> {
    let mut is_array = false;
    unsafe { sys::napi_is_array(env, item, &mut is_array) };
    if unsafe { type_of(env, item) } != sys::ValueType::napi_object || is_array {
        return Err(wrong_type(env, item, &format!("records[{i}]"), RECORD));
    }
    let log = unsafe { field(env, item, i, "log") }?;
    let result = unsafe { field(env, item, i, "result") }?;
    // Named as `verify` names them, so a verdict's message is the one
    // `verify` throws for this record alone (its place is its index).
    let log = match unsafe { log_or_result(env, log, "log") } {
        Ok(text) => text,
        Err(_) => return unsafe { refused(env) },
    };
    match unsafe { log_or_result(env, result, "result") } {
        Ok(result) => Ok(Ok((log, result))),
        Err(_) => unsafe { refused(env) },
    }
}

/// `records[i][name]`, which must be a string or an object (not an array),
/// or a `TypeError` naming it.
unsafe fn field(
    env: sys::napi_env,
    item: sys::napi_value,
    i: usize,
    name: &'static str,
) -> napi::Result<sys::napi_value> {
    let key = unsafe { js_string(env, name) };
    let mut value = ptr::null_mut();
    if unsafe { sys::napi_get_property(env, item, key, &mut value) } != sys::Status::napi_ok {
        // A getter threw: its exception goes through as it is.
        return Err(thrown());
    }
    let mut is_array = false;
    unsafe { sys::napi_is_array(env, value, &mut is_array) };
    match unsafe { type_of(env, value) } {
        sys::ValueType::napi_string => Ok(value),
        sys::ValueType::napi_object if !is_array => Ok(value),
        _ => Err(wrong_type(
            env,
            value,
            &format!("records[{i}].{name}"),
            "an object or a JSON string",
        )),
    }
}

/// After reading a log or result failed: the record's verdict if what is
/// pending is the engine's error (an `Error` whose `code` is in the core's
/// catalogue: the content's fault), taken off; anything else (a
/// `TypeError` for a function inside an object, what a getter threw) is
/// thrown on.
unsafe fn refused(
    env: sys::napi_env,
) -> napi::Result<std::result::Result<(String, String), Verdict>> {
    let mut e = ptr::null_mut();
    unsafe { sys::napi_get_and_clear_last_exception(env, &mut e) };
    if e.is_null() {
        // Every failed read throws first; this is a bug, not the record's.
        return Err(napi::Error::new(
            napi::Status::GenericFailure,
            "reading a record failed without an error",
        ));
    }
    match unsafe { engine_error(env, e) } {
        Some(error) => Ok(Err(Verdict::of(Err(error)))),
        None => {
            unsafe { sys::napi_throw(env, e) };
            Err(thrown())
        }
    }
}

/// The engine's error `e` stands for, if it is one.
unsafe fn engine_error(env: sys::napi_env, e: sys::napi_value) -> Option<gridwords::Error> {
    if unsafe { type_of(env, e) } != sys::ValueType::napi_object {
        return None;
    }
    let code = unsafe { string_property(env, e, "code") }?;
    let message = unsafe { string_property(env, e, "message") }?;
    let code = gridwords::ErrorCode::ALL
        .iter()
        .find(|c| c.name() == code)?;
    Some(gridwords::Error::new(*code, message))
}

/// `v[name]` if it is a string (no exception is left pending either way).
unsafe fn string_property(env: sys::napi_env, v: sys::napi_value, name: &str) -> Option<String> {
    let mut value = ptr::null_mut();
    let key = unsafe { js_string(env, name) };
    if unsafe { sys::napi_get_property(env, v, key, &mut value) } != sys::Status::napi_ok
        || unsafe { type_of(env, value) } != sys::ValueType::napi_string
    {
        unsafe { clear(env) };
        return None;
    }
    let text = unsafe { string(env, value, name) };
    if text.is_err() {
        unsafe { clear(env) };
    }
    text.ok()
}

/// Clears a pending exception, if any: [`string_property`] only looks, so a
/// getter's throw must not be left for the call's own error to meet.
unsafe fn clear(env: sys::napi_env) {
    let mut pending = false;
    unsafe { sys::napi_is_exception_pending(env, &mut pending) };
    if pending {
        let mut e = ptr::null_mut();
        unsafe { sys::napi_get_and_clear_last_exception(env, &mut e) };
    }
}

impl Records {
    fn len(&self) -> usize {
        self.refused.len()
    }

    /// How many records were refused before the core saw them.
    fn refused_count(&self) -> usize {
        self.len() - self.texts.len()
    }

    /// Every verdict, in input order, as a JSON array of the core's own
    /// verdict JSON: `judged` are the core's verdicts on `texts`.
    fn verdicts(&self, judged: impl IntoIterator<Item = Verdict>) -> Json {
        let mut judged = judged.into_iter();
        let mut out = String::with_capacity(2 + 20 * self.len());
        out.push('[');
        for (i, slot) in self.refused.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let verdict = match slot {
                Some(v) => v.to_json(),
                None => judged.next().expect("a verdict for every record").to_json(),
            };
            out.push_str(&verdict);
        }
        out.push(']');
        Json(out)
    }
}

/// The options of `verifyMany`: `verify`'s (read by `args::VerifyReader`,
/// so that both calls read them alike) and `threads` (read as
/// `hunt.scoreMany` reads it). Any other key is `INVALID_ARGUMENT`.
#[derive(Default)]
pub struct ManyOptions {
    verify: VerifyOptions,
    threads: usize,
}

/// Reads [`ManyOptions`]; with `batch`, `verifyManyAsync`'s `signal` and
/// `onProgress` into it too.
unsafe fn read_options(
    env: sys::napi_env,
    v: sys::napi_value,
    mut batch: Option<&mut BatchOptions>,
) -> napi::Result<ManyOptions> {
    let (mut reader, mut threads) = (VerifyReader::default(), 0);
    for (key, value) in unsafe { options_entries(env, v) }? {
        if key == "threads" {
            threads = unsafe { crate::args::threads(env, value) }?;
            continue;
        }
        if unsafe { reader.read(env, &key, value) }? {
            continue;
        }
        let known = match batch.as_deref_mut() {
            Some(batch) => unsafe { batch.read(env, &key, value) }?,
            None => false,
        };
        if !known {
            let expected = match batch {
                Some(_) => format!(
                    "{}, threads, {}",
                    VERIFY_KEYS.join(", "),
                    BatchOptions::KEYS
                ),
                None => one_of(&[&VERIFY_KEYS[..], &["threads"]].concat()),
            };
            return Err(invalid(
                env,
                format!("unknown option {key:?}; expected {expected}"),
            ));
        }
    }
    Ok(ManyOptions {
        verify: reader.finish(env)?,
        threads,
    })
}

impl FromNapiValue for ManyOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        unsafe { read_options(env, v, None) }
    }
}

/// The options of `verifyManyAsync`: `verifyMany`'s, and `signal` and
/// `onProgress` (`crate::batch`).
#[derive(Default)]
pub struct ManyAsyncOptions {
    many: ManyOptions,
    batch: BatchOptions,
}

impl FromNapiValue for ManyAsyncOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut batch = BatchOptions::default();
        let many = unsafe { read_options(env, v, Some(&mut batch)) }?;
        Ok(ManyAsyncOptions { many, batch })
    }
}

/// How the core judges the records.
fn how<'a>(lexicon: Option<&'a gridwords::Lexicon>, options: &'a ManyOptions) -> VerifyMany<'a> {
    VerifyMany {
        lexicon,
        check: options.verify.check,
        key: options.verify.key.as_deref(),
        threads: options.threads,
    }
}

/// The verdict on each record (`{log, result}`, each JSON text or the
/// parsed object, as `verify` takes them), in input order:
/// `{verified: true}`, `{verified: false, report}` (what `verifyReport`
/// says is false), or `{verified: false, code, message}` for a record that
/// could not be judged (what `verify` would throw for it alone:
/// `INVALID_LOG`, `SEAL_BROKEN`, …). One bad record is its own verdict;
/// only wrong argument types and bad options throw. The same check and
/// options as `verify` (the full check by default), on up to
/// `options.threads` threads (`0` or absent: one per core; `1`: this
/// thread only). Synchronous: the event loop waits for every record (a
/// server uses `verifyManyAsync`).
#[napi(
    ts_args_type = "records: VerifyRecord[], lexicon?: Lexicon | null, options?: VerifyManyOptions | null",
    ts_return_type = "Verdict[]"
)]
pub fn verify_many(records: RecordsArg, lexicon: LexiconArg, options: ManyOptions) -> Result<Json> {
    crate::guard(|| {
        let records = records.read().map_err(crate::from_napi)?;
        let judged =
            gridwords::verify::verify_many(&records.texts, &how(lexicon.0.as_ref(), &options));
        Ok(records.verdicts(judged))
    })
}

/// The work of `verifyManyAsync`, run on the libuv thread pool (which waits
/// while the core's threads judge), with its `signal` and `onProgress`
/// (`crate::batch`).
pub struct VerifyManyTask {
    records: Records,
    lexicon: Option<gridwords::Lexicon>,
    options: ManyOptions,
    batch: Batch,
}

impl Task for VerifyManyTask {
    /// `None`: stopped early (aborted, or `onProgress` threw).
    type Output = Option<Json>;
    type JsValue = Json;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| {
            if self.batch.stopped() {
                // Aborted while it waited for a pool thread: nothing starts.
                return None;
            }
            let hook = self.batch.hook();
            // The records refused on the JS thread are done already.
            let refused = self.records.refused_count();
            if refused > 0 && !hook(refused) {
                return None;
            }
            let texts = &self.records.texts;
            let mut out = vec![None; texts.len()];
            let how = how(self.lexicon.as_ref(), &self.options);
            let all = verify_many_into(texts, &how, &mut out, &hook).expect("one slot per record");
            all.then(|| self.records.verdicts(out.into_iter().flatten()))
        })
    }

    fn resolve(&mut self, env: Env, output: Self::Output) -> napi::Result<Self::JsValue> {
        self.batch.settle(&env, output)
    }

    fn reject(&mut self, env: Env, err: napi::Error) -> napi::Result<Self::JsValue> {
        self.batch.release(&env);
        crate::reject_panic(env, err)
    }

    fn finally(mut self, env: Env) -> napi::Result<()> {
        self.batch.release(&env);
        Ok(())
    }
}

/// `verifyMany` off the event loop: the records are read here, on the JS
/// thread (bad arguments throw at once, as `verifyMany`'s), then one libuv
/// pool thread hands them to the core, which judges them on up to
/// `options.threads` threads; resolves to the same verdicts, in input
/// order.
///
/// `options.signal` (an `AbortSignal`) stops the call after the records
/// under way and rejects with an `Error` whose `name` is `'AbortError'`
/// (`code` `'ABORT_ERR'`, `cause` the signal's `reason`); an already
/// aborted signal rejects at once, before the records are read.
/// `options.onProgress(done, total)` is called on the JS thread at most
/// every 250 ms while the records are judged and once with `(total,
/// total)` just before the promise resolves (not after an abort); if it
/// throws, the call stops and the promise rejects with what it threw.
#[napi(
    ts_args_type = "records: VerifyRecord[], lexicon?: Lexicon | null, options?: VerifyManyAsyncOptions | null",
    ts_return_type = "Promise<Verdict[]>"
)]
pub fn verify_many_async<'env>(
    env: &'env Env,
    records: RecordsArg,
    lexicon: LexiconArg,
    options: ManyAsyncOptions,
) -> Result<PromiseRaw<'env, Json>> {
    crate::guard(|| {
        // Before the records are read: an aborted call costs nothing.
        if let Some(error) = options.batch.aborted(env).map_err(crate::from_napi)? {
            return PromiseRaw::reject(env, error).map_err(crate::from_napi);
        }
        let records = records.read().map_err(crate::from_napi)?;
        let batch = Batch::start(env, options.batch, records.len()).map_err(crate::from_napi)?;
        let task = VerifyManyTask {
            records,
            lexicon: lexicon.0,
            options: options.many,
            batch,
        };
        let work = env.spawn(task).map_err(crate::from_napi)?;
        Ok(work.promise_object())
    })
}

/// One record for `verifyMany`: a log and the result claimed for it, each
/// its JSON text or the parsed object, as `verify` takes them. Other keys
/// (an id) are ignored.
// For the typings: `RecordsArg` reads the records.
#[allow(dead_code)]
#[napi(object, object_to_js = false)]
pub struct VerifyRecord {
    /// The game's log (`log()`'s text, or the parsed object).
    #[napi(ts_type = "string | object")]
    pub log: napi::bindgen_prelude::Unknown<'static>,
    /// The result claimed for it (`resultJson()`'s text, or the object).
    #[napi(ts_type = "string | object")]
    pub result: napi::bindgen_prelude::Unknown<'static>,
}

/// The verdict on one record of `verifyMany`: the core's verdict, in its
/// JSON shape. `{verified: true}`; `{verified: false, report}` for a false
/// claim; `{verified: false, code, message}` for a record that could not
/// be judged.
// For the typings: the verdicts cross as the core's JSON.
#[allow(dead_code)]
#[napi(object, object_from_js = false, js_name = "Verdict")]
pub struct VerdictShape {
    /// Whether the claim is true.
    pub verified: bool,
    /// What is false in the claim (as `verifyReport` says it), when it was
    /// judged false.
    pub report: Option<String>,
    /// The error's code, for a record that could not be judged
    /// (`INVALID_LOG`, `LEXICON_MISMATCH`, `SEAL_BROKEN`, …): what `verify`
    /// would throw for it alone.
    #[napi(ts_type = "ErrorCode")]
    pub code: Option<String>,
    /// The error's message, with `code`.
    pub message: Option<String>,
}

/// The options of `verifyMany`: `verify`'s, and the threads to use.
// For the typings: `ManyOptions` reads the object.
#[allow(dead_code)]
#[napi(object, object_to_js = false)]
pub struct VerifyManyOptions {
    /// `true`: make the bots' logged moves without searching for them (the
    /// faster check, for a server re-reading its own records). Default
    /// `false`: the full check.
    pub trust_bots: Option<bool>,
    /// The older name for the default (with `trustBots: true`,
    /// `INVALID_ARGUMENT`).
    pub rerun_bots: Option<bool>,
    /// The oldest log format taken: an older log's verdict is
    /// `VERSION_TOO_OLD`.
    pub min_version: Option<u32>,
    /// The host's key: every log is a sealed log, opened with it (a plain
    /// one's verdict is `NOT_SEALED`, a broken seal's `SEAL_BROKEN`).
    pub key: Option<napi::bindgen_prelude::Uint8Array>,
    /// The most threads the engine judges on: a whole number; `0` (the
    /// default) means one per core, `1` this thread only. Negative or
    /// fractional: `INVALID_ARGUMENT`. The verdicts never depend on it.
    pub threads: Option<u32>,
}

/// The options of `verifyManyAsync`: `verifyMany`'s, and a way to stop the
/// call and to watch it.
// For the typings: `ManyAsyncOptions` reads the object.
#[allow(dead_code)]
#[napi(object, object_to_js = false)]
pub struct VerifyManyAsyncOptions {
    /// `true`: make the bots' logged moves without searching for them (the
    /// faster check, for a server re-reading its own records). Default
    /// `false`: the full check.
    pub trust_bots: Option<bool>,
    /// The older name for the default (with `trustBots: true`,
    /// `INVALID_ARGUMENT`).
    pub rerun_bots: Option<bool>,
    /// The oldest log format taken: an older log's verdict is
    /// `VERSION_TOO_OLD`.
    pub min_version: Option<u32>,
    /// The host's key: every log is a sealed log, opened with it (a plain
    /// one's verdict is `NOT_SEALED`, a broken seal's `SEAL_BROKEN`).
    pub key: Option<napi::bindgen_prelude::Uint8Array>,
    /// The most threads the engine judges on: a whole number; `0` (the
    /// default) means one per core, `1` one thread. Negative or
    /// fractional: `INVALID_ARGUMENT`. The verdicts never depend on it.
    pub threads: Option<u32>,
    /// Aborting it stops the call after the records under way and rejects
    /// the promise with an `Error` whose `name` is `'AbortError'` (`code`
    /// `'ABORT_ERR'`, `cause` the signal's `reason`); a signal aborted
    /// before the call rejects at once, reading nothing. Anything but an
    /// `AbortSignal` is a `TypeError`.
    #[napi(ts_type = "AbortSignal")]
    pub signal: Option<napi::bindgen_prelude::Unknown<'static>>,
    /// Called on the JS thread with the records judged so far and the
    /// number of records: at most every 250 ms while they are judged
    /// (`done` only grows), then once with `(total, total)` just before the
    /// promise resolves (never after an abort). If it throws, the call
    /// stops and the promise rejects with what it threw. Anything but a
    /// function is a `TypeError`.
    #[napi(ts_type = "(done: number, total: number) => void")]
    pub on_progress: Option<napi::bindgen_prelude::Unknown<'static>>,
}
