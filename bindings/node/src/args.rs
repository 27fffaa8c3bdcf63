//! Arguments from JS, by one rule (the same as the Python binding's):
//!
//! * the wrong JS type (a number for a word, a string for a time) throws a
//!   `TypeError` (with Node's usual code `ERR_INVALID_ARG_TYPE`), never
//!   napi's own codes such as `StringExpected`;
//! * the right type with a bad value (a negative or fractional time or
//!   seat, a seed past 2^64-1 or not a safe integer) throws a gridwords
//!   `Error` with code `INVALID_ARGUMENT`;
//! * a string that is not well-formed Unicode (a lone surrogate,
//!   `'\ud800'`, has no UTF-8 form) throws a gridwords `Error` with code
//!   `INVALID_UTF8` naming the argument, never a silent U+FFFD: every
//!   string argument, and every string value and key inside an object or
//!   array, is read by [`text`];
//! * what the core judges (a config, an action, a seed string, a word)
//!   keeps the core's code: configs and actions cross as JSON text to the
//!   core's own parser, seed strings go through `gridwords::seed::parse`.
//!
//! Each argument type reads its value with one raw Node-API call where it
//! can (the hot paths: `submit` is three of these) and throws its own error,
//! so napi-rs's glue passes the pending exception through unchanged.

use std::ffi::c_char;
use std::fmt::Display;
use std::ptr;

use napi::bindgen_prelude::FromNapiValue;
use napi::{sys, Status};
use serde_json::{Map, Number, Value};

use gridwords::ErrorCode;

/// The largest integer a JS number holds exactly (2^53 - 1).
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// What napi-rs's glue gets back once we have thrown: it sees the pending
/// exception and lets it through.
pub(crate) fn thrown() -> napi::Error {
    napi::Error::new(Status::PendingException, "thrown")
}

pub(crate) unsafe fn js_string(env: sys::napi_env, s: &str) -> sys::napi_value {
    let mut out = ptr::null_mut();
    unsafe { sys::napi_create_string_utf8(env, s.as_ptr().cast(), s.len() as isize, &mut out) };
    out
}

/// Throws a `TypeError` with code `ERR_INVALID_ARG_TYPE`.
pub(crate) fn type_error(env: sys::napi_env, msg: &str) -> napi::Error {
    unsafe {
        let mut err = ptr::null_mut();
        let (code, text) = (js_string(env, "ERR_INVALID_ARG_TYPE"), js_string(env, msg));
        sys::napi_create_type_error(env, code, text, &mut err);
        sys::napi_throw(env, err);
    }
    thrown()
}

/// Throws a gridwords `Error` with `code` and the message `msg`.
pub(crate) fn throw(env: sys::napi_env, code: ErrorCode, msg: &str) -> napi::Error {
    unsafe { sys::napi_throw(env, js_error(env, code, msg)) };
    thrown()
}

/// A JS `Error` whose `code` is the catalogue name, not thrown.
pub(crate) fn js_error(env: sys::napi_env, code: ErrorCode, msg: &str) -> sys::napi_value {
    let mut err = ptr::null_mut();
    unsafe {
        let (c, text) = (js_string(env, code.name()), js_string(env, msg));
        sys::napi_create_error(env, c, text, &mut err);
    }
    err
}

pub(crate) fn invalid(env: sys::napi_env, msg: String) -> napi::Error {
    throw(env, ErrorCode::InvalidArgument, &msg)
}

/// A JSON argument that has no JSON form the core reads: `INVALID_JSON`,
/// the code Python gives the same value and the core gives such text.
fn invalid_json(env: sys::napi_env, msg: String) -> napi::Error {
    throw(env, ErrorCode::InvalidJson, &msg)
}

/// The JS type of `v`, as `typeof` names it (`null` and arrays by name).
pub(crate) unsafe fn type_of(env: sys::napi_env, v: sys::napi_value) -> sys::napi_valuetype {
    let mut t = sys::ValueType::napi_undefined;
    unsafe { sys::napi_typeof(env, v, &mut t) };
    t
}

unsafe fn type_name(env: sys::napi_env, v: sys::napi_value) -> &'static str {
    match unsafe { type_of(env, v) } {
        sys::ValueType::napi_undefined => "undefined",
        sys::ValueType::napi_null => "null",
        sys::ValueType::napi_boolean => "a boolean",
        sys::ValueType::napi_number => "a number",
        sys::ValueType::napi_string => "a string",
        sys::ValueType::napi_symbol => "a symbol",
        sys::ValueType::napi_function => "a function",
        sys::ValueType::napi_bigint => "a bigint",
        _ => {
            let mut is_array = false;
            unsafe { sys::napi_is_array(env, v, &mut is_array) };
            if is_array {
                "an array"
            } else {
                "an object"
            }
        }
    }
}

pub(crate) fn wrong_type(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
    want: &str,
) -> napi::Error {
    let got = unsafe { type_name(env, v) };
    type_error(env, &format!("{what} must be {want}, not {got}"))
}

pub(crate) unsafe fn is_nullish(env: sys::napi_env, v: sys::napi_value) -> bool {
    matches!(
        unsafe { type_of(env, v) },
        sys::ValueType::napi_undefined | sys::ValueType::napi_null
    )
}

/// A number, or a `TypeError` naming `what`.
pub(crate) unsafe fn number(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
) -> napi::Result<f64> {
    let mut n = 0.0;
    match unsafe { sys::napi_get_value_double(env, v, &mut n) } {
        sys::Status::napi_ok => Ok(n),
        _ => Err(wrong_type(env, v, what, "a number")),
    }
}

/// A whole number 0..=2^53-1 from a JS number.
pub(crate) fn whole(env: sys::napi_env, n: f64, what: &str) -> napi::Result<u64> {
    if n.fract() == 0.0 && (0.0..=MAX_SAFE).contains(&n) {
        Ok(n as u64)
    } else {
        Err(invalid(
            env,
            format!("{what} must be a whole number 0..=2^53-1, got {n}"),
        ))
    }
}

/// A time in ms from a JS number: any whole number a `u64` holds, so that
/// the core, not the binding, judges its range (it takes up to 2^53 - 1,
/// `gridwords::limits::MAX_TIME_MS`, in every language alike).
pub(crate) fn time(env: sys::napi_env, n: f64, what: &str) -> napi::Result<u64> {
    // 2^64 as an f64: every whole number below it converts exactly.
    const TWO_64: f64 = 18_446_744_073_709_551_616.0;
    if n.fract() == 0.0 && (0.0..TWO_64).contains(&n) {
        Ok(n as u64)
    } else {
        Err(invalid(
            env,
            format!("{what} must be a whole number of ms, got {n}"),
        ))
    }
}

/// Why a JS value is not text the engine can take.
enum NotText {
    /// Not a string.
    NotString,
    /// A string with an unpaired surrogate (the code unit, at this UTF-16
    /// index): it has no UTF-8 form.
    LoneSurrogate(u16, usize),
}

/// The error for `e`, naming the value `what` (lazy: only formatted here).
#[cold]
fn not_text(env: sys::napi_env, v: sys::napi_value, e: NotText, what: impl Display) -> napi::Error {
    match e {
        NotText::NotString => wrong_type(env, v, &what.to_string(), "a string"),
        NotText::LoneSurrogate(unit, at) => throw(
            env,
            ErrorCode::InvalidUtf8,
            &format!(
                "{what} is not valid Unicode: it holds the lone surrogate U+{unit:04X} \
                 at index {at}, which has no UTF-8 form"
            ),
        ),
    }
}

/// A string, or a `TypeError` / `INVALID_UTF8` naming `what`.
#[inline]
pub(crate) unsafe fn string(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
) -> napi::Result<String> {
    unsafe { text(env, v) }.map_err(|e| not_text(env, v, e, what))
}

/// A string's text, read without napi-rs's two-call conversion when it is
/// short. Node-API's UTF-8 read silently writes U+FFFD for a lone
/// surrogate, so text that is not all ASCII goes through [`checked`].
#[inline]
unsafe fn text(env: sys::napi_env, v: sys::napi_value) -> Result<String, NotText> {
    let mut buf = [0u8; 128];
    let mut len = 0usize;
    let status = unsafe {
        sys::napi_get_value_string_utf8(
            env,
            v,
            buf.as_mut_ptr().cast::<c_char>(),
            buf.len(),
            &mut len,
        )
    };
    if status != sys::Status::napi_ok {
        return Err(NotText::NotString);
    }
    // Node-API writes at most `buf.len() - 1` bytes and never part of a
    // character (at most 4 bytes), so with 4 bytes to spare nothing was cut.
    if len + 4 < buf.len() {
        let bytes = &buf[..len];
        if bytes.is_ascii() {
            // The hot path (a word, a seed): no U+FFFD, nothing to check.
            // SAFETY: ASCII is UTF-8.
            return Ok(unsafe { String::from_utf8_unchecked(bytes.to_vec()) });
        }
        // V8 writes valid UTF-8.
        return unsafe { checked(env, v, String::from_utf8_lossy(bytes).into_owned()) };
    }
    // Possibly cut short: ask for the length, then read it all.
    unsafe { sys::napi_get_value_string_utf8(env, v, ptr::null_mut(), 0, &mut len) };
    let mut big = vec![0u8; len + 1];
    unsafe {
        sys::napi_get_value_string_utf8(env, v, big.as_mut_ptr().cast(), big.len(), &mut len)
    };
    big.truncate(len);
    let s = String::from_utf8(big)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    unsafe { checked(env, v, s) }
}

/// `s`, V8's UTF-8 for the string `v`, unless a U+FFFD in it stands for a
/// lone surrogate: only then is `v` read again, as UTF-16, where a literal
/// U+FFFD (fine) and a lone surrogate (refused) differ.
#[inline(never)]
unsafe fn checked(env: sys::napi_env, v: sys::napi_value, s: String) -> Result<String, NotText> {
    if s.contains(char::REPLACEMENT_CHARACTER) {
        if let Some((unit, at)) = unsafe { lone_surrogate(env, v) } {
            return Err(NotText::LoneSurrogate(unit, at));
        }
    }
    Ok(s)
}

/// The first unpaired surrogate of a JS string and its UTF-16 index.
unsafe fn lone_surrogate(env: sys::napi_env, v: sys::napi_value) -> Option<(u16, usize)> {
    let mut len = 0usize;
    unsafe { sys::napi_get_value_string_utf16(env, v, ptr::null_mut(), 0, &mut len) };
    let mut units = vec![0u16; len + 1];
    unsafe { sys::napi_get_value_string_utf16(env, v, units.as_mut_ptr(), units.len(), &mut len) };
    units.truncate(len);
    let mut at = 0;
    for c in char::decode_utf16(units) {
        match c {
            Ok(c) => at += c.len_utf16(),
            Err(e) => return Some((e.unpaired_surrogate(), at)),
        }
    }
    None
}

/// A bigint's sign and magnitude when the magnitude fits in 64 bits, else
/// `None`; a `TypeError` naming `what` for anything else.
unsafe fn bigint(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
) -> napi::Result<Option<(bool, u64)>> {
    // V8 reports the words the value needs (without leading zero words), so
    // a count over 1 means it does not fit.
    let mut words = [0u64; 2];
    let mut count = words.len();
    let mut sign = 0;
    let status = unsafe {
        sys::napi_get_value_bigint_words(env, v, &mut sign, &mut count, words.as_mut_ptr())
    };
    if status != sys::Status::napi_ok {
        return Err(wrong_type(env, v, what, "a bigint"));
    }
    Ok(match count {
        0 => Some((false, 0)),
        1 => Some((sign != 0 && words[0] != 0, words[0])),
        _ => None,
    })
}

/// A u64 from a bigint, or `INVALID_ARGUMENT` outside 0..=2^64-1.
pub(crate) unsafe fn bigint_u64(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
) -> napi::Result<u64> {
    match unsafe { bigint(env, v, what) }? {
        Some((false, n)) => Ok(n),
        _ => Err(invalid(env, format!("{what} must be in 0..=2^64-1"))),
    }
}

macro_rules! arg_type {
    ($(#[$doc:meta])* $name:ident($ty:ty), |$env:ident, $v:ident| $body:expr) => {
        $(#[$doc])*
        pub struct $name(pub $ty);

        impl FromNapiValue for $name {
            unsafe fn from_napi_value($env: sys::napi_env, $v: sys::napi_value) -> napi::Result<Self> {
                #[allow(unused_unsafe, clippy::redundant_closure_call)]
                let value = (|| -> napi::Result<$ty> { unsafe { $body } })();
                value.map($name)
            }
        }
    };
}
pub(crate) use arg_type;

/// A seat: any whole number a JS number holds exactly, so a seat the game
/// does not have is the core's `UNKNOWN_SEAT`, as in Python and C.
fn seat_of(env: sys::napi_env, n: f64) -> napi::Result<usize> {
    let n = whole(env, n, "seat")?;
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

arg_type!(
    /// A seat number: a whole number (the core says `UNKNOWN_SEAT` when
    /// the game has no such seat).
    Seat(usize),
    |env, v| seat_of(env, number(env, v, "seat")?)
);

arg_type!(
    /// A seat, or `null`/`undefined` for a spectator.
    Viewer(Option<usize>),
    |env, v| {
        if is_nullish(env, v) {
            Ok(None)
        } else {
            let mut n = 0.0;
            match sys::napi_get_value_double(env, v, &mut n) {
                sys::Status::napi_ok => seat_of(env, n).map(Some),
                _ => Err(wrong_type(env, v, "viewer", "a seat number or null")),
            }
        }
    }
);

arg_type!(
    /// The host's clock in ms: a whole number (the core takes 0..=2^53-1).
    NowMs(u64),
    |env, v| time(env, number(env, v, "nowMs")?, "nowMs")
);

arg_type!(
    /// `rebase`'s time on the game's clock so far: as `NowMs`.
    NowOld(u64),
    |env, v| time(env, number(env, v, "nowOld")?, "nowOld")
);

arg_type!(
    /// `rebase`'s time on the new clock: as `NowMs`.
    NowNew(u64),
    |env, v| time(env, number(env, v, "nowNew")?, "nowNew")
);

arg_type!(
    /// `clampTimes`' value: a boolean.
    ClampTimes(bool),
    |env, v| {
        if type_of(env, v) != sys::ValueType::napi_boolean {
            return Err(wrong_type(env, v, "clampTimes", "a boolean"));
        }
        let mut b = false;
        sys::napi_get_value_bool(env, v, &mut b);
        Ok(b)
    }
);

arg_type!(
    /// A count (`reveal`'s `top`).
    Count(usize),
    |env, v| whole(env, number(env, v, "top")?, "top").map(|n| n as usize)
);

arg_type!(
    /// A word as typed (the core trims, folds and judges it).
    Word(String),
    |env, v| string(env, v, "word")
);

arg_type!(
    /// A game's name (the core judges it: `UNKNOWN_GAME`).
    GameArg(String),
    |env, v| string(env, v, "game")
);

arg_type!(
    /// A tray as text (the core judges the letters: `INVALID_TRAY`).
    TrayArg(String),
    |env, v| string(env, v, "tray")
);

arg_type!(
    /// Events as `actJson` returned them: JSON text.
    EventsJson(String),
    |env, v| string(env, v, "eventsJson")
);

arg_type!(
    /// A seed: a number (a safe integer ≥ 0), a bigint 0..=2^64-1, or a
    /// string in the core's one seed syntax (`gridwords::seed::parse`:
    /// decimal, or `0x` and 1–16 hex digits).
    Seed(u64),
    |env, v| match type_of(env, v) {
        sys::ValueType::napi_number => whole(env, number(env, v, "seed")?, "seed"),
        sys::ValueType::napi_bigint => bigint_u64(env, v, "seed"),
        sys::ValueType::napi_string => {
            let s = string(env, v, "seed")?;
            gridwords::seed::parse(&s).map_err(|e| throw(env, e.code(), e.message()))
        }
        _ => Err(wrong_type(env, v, "seed", "a number, a bigint or a string")),
    }
);

/// A `Buffer` or another `Uint8Array`'s bytes, copied; `None` for any
/// other value.
unsafe fn uint8_array(env: sys::napi_env, v: sys::napi_value) -> Option<Vec<u8>> {
    let mut is_typed = false;
    unsafe { sys::napi_is_typedarray(env, v, &mut is_typed) };
    let mut kind = 0;
    let (mut len, mut data) = (0usize, ptr::null_mut());
    let (mut buffer, mut offset) = (ptr::null_mut(), 0usize);
    if !is_typed
        || unsafe {
            sys::napi_get_typedarray_info(
                env,
                v,
                &mut kind,
                &mut len,
                &mut data,
                &mut buffer,
                &mut offset,
            )
        } != sys::Status::napi_ok
        || kind != sys::TypedarrayType::uint8_array
    {
        return None;
    }
    Some(if len == 0 {
        Vec::new()
    } else {
        unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) }.to_vec()
    })
}

/// Bytes named `what` in a `TypeError`: a `Buffer` or another `Uint8Array`.
unsafe fn bytes(env: sys::napi_env, v: sys::napi_value, what: &str) -> napi::Result<Vec<u8>> {
    unsafe { uint8_array(env, v) }
        .ok_or_else(|| wrong_type(env, v, what, "a Buffer or a Uint8Array"))
}

arg_type!(
    /// Bytes: a `Buffer` or another `Uint8Array`.
    Bytes(Vec<u8>),
    |env, v| bytes(env, v, "bytes")
);

arg_type!(
    /// A host's key for sealed records (`key`): a `Buffer` or another
    /// `Uint8Array` (the core judges its length: `INVALID_KEY`).
    Key(Vec<u8>),
    |env, v| bytes(env, v, "key")
);

arg_type!(
    /// A key id to write in a seal (`keyId`): a string (the core judges
    /// it: `INVALID_KEY`).
    KeyId(String),
    |env, v| string(env, v, "keyId")
);

arg_type!(
    /// What a seal is of (`kind`): `'log'`, `'result'` or `'snapshot'`,
    /// read by the core (`INVALID_ARGUMENT` for another name).
    SealKind(gridwords::seal::Kind),
    |env, v| {
        let name = string(env, v, "kind")?;
        gridwords::seal::Kind::from_name(&name).map_err(|e| throw(env, e.code(), e.message()))
    }
);

/// A record as a host holds it: a log's or result's exact JSON text, or a
/// snapshot's bytes.
pub enum Record {
    /// A string.
    Text(String),
    /// A `Buffer` or another `Uint8Array`.
    Bytes(Vec<u8>),
}

arg_type!(
    /// A record or sealed record (`record`, `sealed`): a string (a log's
    /// or result's exact JSON text) or a `Buffer`/`Uint8Array` (a
    /// snapshot's bytes). An object is a `TypeError`: its JSON would be
    /// `JSON.stringify`'s bytes, not the record's.
    RecordArg(Record),
    |env, v| {
        if type_of(env, v) == sys::ValueType::napi_string {
            return string(env, v, "record").map(Record::Text);
        }
        uint8_array(env, v).map(Record::Bytes).ok_or_else(|| {
            wrong_type(env, v, "record", "a string (a log or result) or a Uint8Array (a snapshot)")
        })
    }
);

/// A list of strings; `what` names it and its items (`trays[3]`).
unsafe fn strings(env: sys::napi_env, v: sys::napi_value, what: &str) -> napi::Result<Vec<String>> {
    let items = unsafe { array(env, v, what, "an array of strings") }?;
    items
        .into_iter()
        .enumerate()
        .map(|(i, item)| {
            unsafe { text(env, item) }
                .map_err(|e| not_text(env, item, e, format_args!("{what}[{i}]")))
        })
        .collect()
}

arg_type!(
    /// Seat kinds (`'human'`, `'bot'`, Wordgrid's `'bot:easy'`, …: the
    /// core judges them).
    Seats(Vec<String>),
    |env, v| strings(env, v, "seats")
);

arg_type!(
    /// Trays as text.
    Trays(Vec<String>),
    |env, v| strings(env, v, "trays")
);

/// Trays as text, read when the call is ready for them: converting the
/// argument only checks that it is an array (else a `TypeError`), and
/// [`TraysLater::read`] reads the items (a `TypeError` or `INVALID_UTF8`
/// naming `trays[i]`, as [`Trays`]), so `scoreManyAsync` refuses an aborted
/// signal before it reads a million strings. Good only during the call that
/// converted it.
pub struct TraysLater {
    env: sys::napi_env,
    array: sys::napi_value,
}

impl FromNapiValue for TraysLater {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut is_array = false;
        unsafe { sys::napi_is_array(env, v, &mut is_array) };
        if !is_array {
            return Err(wrong_type(env, v, "trays", "an array of strings"));
        }
        Ok(TraysLater { env, array: v })
    }
}

impl TraysLater {
    /// The trays' text (throws as [`Trays`] does).
    pub(crate) fn read(&self) -> napi::Result<Vec<String>> {
        // SAFETY: still inside the call that converted the argument.
        unsafe { strings(self.env, self.array, "trays") }
    }
}

arg_type!(
    /// A word list's words.
    Words(Vec<String>),
    |env, v| strings(env, v, "words")
);

arg_type!(
    /// A points table: six whole numbers, or `null`/`undefined` for the
    /// rules' table (the core judges the count and the sizes:
    /// `INVALID_POINTS`).
    PointsArg(Option<Vec<u64>>),
    |env, v| {
        if is_nullish(env, v) {
            return Ok(None);
        }
        let items = array(env, v, "points", "an array of numbers")?;
        items
            .into_iter()
            .map(|item| {
                whole(env, number(env, item, "every points value")?, "a points value")
            })
            .collect::<napi::Result<Vec<u64>>>()
            .map(Some)
    }
);

/// The elements of a JS array, or a `TypeError`.
pub(crate) unsafe fn array(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
    want: &str,
) -> napi::Result<Vec<sys::napi_value>> {
    let mut is_array = false;
    unsafe { sys::napi_is_array(env, v, &mut is_array) };
    if !is_array {
        return Err(wrong_type(env, v, what, want));
    }
    let mut len = 0u32;
    unsafe { sys::napi_get_array_length(env, v, &mut len) };
    (0..len)
        .map(|i| {
            let mut item = ptr::null_mut();
            unsafe { sys::napi_get_element(env, v, i, &mut item) };
            Ok(item)
        })
        .collect()
}

// ----- JSON arguments ---------------------------------------------------------

/// How deep a JSON argument may nest (a cycle is refused at this depth).
const MAX_DEPTH: usize = 64;

/// A JS value as JSON, the way `JSON.stringify` writes it, except that a
/// bigint is written as the exact integer (seeds past 2^53) and a function
/// or symbol is a `TypeError` instead of being dropped. Properties whose
/// value is `undefined` are left out, as `JSON.stringify` does.
pub(crate) unsafe fn to_json(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
    depth: usize,
) -> napi::Result<Value> {
    if depth > MAX_DEPTH {
        return Err(invalid_json(
            env,
            format!("{what}: nested more than {MAX_DEPTH} deep (or a cycle)"),
        ));
    }
    Ok(match unsafe { type_of(env, v) } {
        sys::ValueType::napi_null | sys::ValueType::napi_undefined => Value::Null,
        sys::ValueType::napi_boolean => {
            let mut b = false;
            unsafe { sys::napi_get_value_bool(env, v, &mut b) };
            Value::Bool(b)
        }
        sys::ValueType::napi_number => {
            let n = unsafe { number(env, v, "a number") }?;
            if n.fract() == 0.0 && (0.0..18_446_744_073_709_551_616.0).contains(&n) {
                Value::Number(Number::from(n as u64))
            } else if n.fract() == 0.0 && (-9_223_372_036_854_775_808.0..0.0).contains(&n) {
                Value::Number(Number::from(n as i64))
            } else {
                // JSON.stringify would write NaN and ±Infinity as null: a
                // caller's bug passed on silently. Python refuses them too.
                Value::Number(Number::from_f64(n).ok_or_else(|| {
                    invalid_json(env, format!("{what}: {n} is not a JSON number"))
                })?)
            }
        }
        sys::ValueType::napi_string => Value::String(
            unsafe { text(env, v) }
                .map_err(|e| not_text(env, v, e, format_args!("a string value in {what}")))?,
        ),
        sys::ValueType::napi_bigint => match unsafe { bigint(env, v, "a bigint") }? {
            Some((false, n)) => Value::Number(Number::from(n)),
            Some((true, n)) if n <= 1 << 63 => {
                Value::Number(Number::from((n as i64).wrapping_neg()))
            }
            _ => {
                return Err(invalid_json(
                    env,
                    format!("{what}: a bigint past 64 bits is not a number gridwords reads"),
                ))
            }
        },
        sys::ValueType::napi_object => {
            let mut is_array = false;
            unsafe { sys::napi_is_array(env, v, &mut is_array) };
            if is_array {
                let items = unsafe { array(env, v, "", "") }?;
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    out.push(unsafe { to_json(env, item, what, depth + 1) }?);
                }
                Value::Array(out)
            } else {
                Value::Object(unsafe { object(env, v, what, depth) }?)
            }
        }
        _ => {
            return Err(wrong_type(
                env,
                v,
                "a value in a JSON argument",
                "JSON data (no functions or symbols)",
            ))
        }
    })
}

/// The own enumerable string-keyed properties of an object whose values
/// are not `undefined`, with their names (`what` names the object in the
/// error for a key that is not text).
pub(crate) unsafe fn entries(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
) -> napi::Result<Vec<(String, sys::napi_value)>> {
    let mut keys = ptr::null_mut();
    unsafe {
        sys::napi_get_all_property_names(
            env,
            v,
            sys::KeyCollectionMode::own_only,
            sys::KeyFilter::enumerable | sys::KeyFilter::skip_symbols,
            sys::KeyConversion::numbers_to_strings,
            &mut keys,
        )
    };
    let mut out = Vec::new();
    for key in unsafe { array(env, keys, "", "") }? {
        let mut value = ptr::null_mut();
        unsafe { sys::napi_get_property(env, v, key, &mut value) };
        if unsafe { type_of(env, value) } == sys::ValueType::napi_undefined {
            continue;
        }
        let name = unsafe { text(env, key) }
            .map_err(|e| not_text(env, key, e, format_args!("a key in {what}")))?;
        out.push((name, value));
    }
    Ok(out)
}

/// An object's own enumerable string-keyed properties, as JSON.
unsafe fn object(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
    depth: usize,
) -> napi::Result<Map<String, Value>> {
    let mut out = Map::new();
    for (name, value) in unsafe { entries(env, v, what) }? {
        out.insert(name, unsafe { to_json(env, value, what, depth + 1) }?);
    }
    Ok(out)
}

/// What a JSON argument may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// An object, or its JSON text.
    ObjectOrText,
    /// An array (events as `act` returned them).
    Array,
}

/// JSON text for the core from an object or its JSON text, or an array.
unsafe fn json_text(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
    shape: Shape,
) -> napi::Result<String> {
    let want = match shape {
        Shape::ObjectOrText => "an object or a JSON string",
        Shape::Array => "an array",
    };
    match unsafe { type_of(env, v) } {
        sys::ValueType::napi_string if shape == Shape::ObjectOrText => unsafe {
            string(env, v, what)
        },
        sys::ValueType::napi_object => {
            let mut is_array = false;
            unsafe { sys::napi_is_array(env, v, &mut is_array) };
            if is_array != (shape == Shape::Array) {
                return Err(wrong_type(env, v, what, want));
            }
            let value = unsafe { to_json(env, v, what, 0) }?;
            Ok(value.to_string())
        }
        _ => Err(wrong_type(env, v, what, want)),
    }
}

arg_type!(
    /// A config: an object (`{game: 'hunt', seats, seed, ...}`) or its JSON text.
    ConfigArg(String),
    |env, v| json_text(env, v, "config", Shape::ObjectOrText)
);

arg_type!(
    /// An action: an object (`{action: 'submit', seat: 0, word: 'tone'}`)
    /// or its JSON text.
    ActionArg(String),
    |env, v| json_text(env, v, "action", Shape::ObjectOrText)
);

arg_type!(
    /// Events as `act` returned them: an array of event objects.
    EventsArg(String),
    |env, v| json_text(env, v, "events", Shape::Array)
);

arg_type!(
    /// A result: an object or its JSON text.
    ResultArg(String),
    |env, v| json_text(env, v, "result", Shape::ObjectOrText)
);

arg_type!(
    /// A log: its JSON text (as `log()` writes it) or the parsed object.
    LogArg(String),
    |env, v| json_text(env, v, "log", Shape::ObjectOrText)
);

/// A log's or a result's JSON text read as [`LogArg`] and [`ResultArg`]
/// read theirs, `what` naming it in an error: `verifyMany` takes each
/// record's log and result exactly as `verify` takes its arguments.
pub(crate) unsafe fn log_or_result(
    env: sys::napi_env,
    v: sys::napi_value,
    what: &str,
) -> napi::Result<String> {
    unsafe { json_text(env, v, what, Shape::ObjectOrText) }
}

// ----- Wordgrid (`duel`) arguments -------------------------------------------

arg_type!(
    /// A cell: a whole number (the core says `CELL_OUT_OF_RANGE` past 24).
    Cell(usize),
    |env, v| whole(env, number(env, v, "cell")?, "cell").map(|n| n as usize)
);

arg_type!(
    /// The letter a move writes: a string, judged by the core as every
    /// binding's is (`NOT_A_LETTER` unless it is one character, then a–z
    /// with the move).
    Letter(char),
    |env, v| {
        let s = string(env, v, "letter")?;
        gridwords::duel::letter_from_text(&s).map_err(|e| throw(env, e.code(), e.message()))
    }
);

/// How a move names its word: the word itself, or its path.
pub enum Trace {
    /// The word; the engine finds its smallest path through the new cell.
    Word(String),
    /// The cells, in order.
    Path(Vec<usize>),
}

arg_type!(
    /// A move's word (a string) or path (an array of whole numbers).
    PathOrWord(Trace),
    |env, v| match type_of(env, v) {
        sys::ValueType::napi_string => string(env, v, "pathOrWord").map(Trace::Word),
        _ => {
            let want = "a word (a string) or a path (an array of cell numbers)";
            let cells = array(env, v, "pathOrWord", want)?;
            cells
                .into_iter()
                .map(|c| {
                    let n = whole(env, number(env, c, "every cell of a path")?, "a path's cell")?;
                    Ok(n as usize)
                })
                .collect::<napi::Result<Vec<usize>>>()
                .map(Trace::Path)
        }
    }
);

arg_type!(
    /// A board as text: 25 characters, `.` for empty (the core judges it:
    /// `INVALID_BOARD`).
    BoardArg(String),
    |env, v| string(env, v, "board")
);

arg_type!(
    /// The words spent so far, the start word first (folded by the core's
    /// `duel::spent_words`, as every surface's are).
    Played(Vec<String>),
    |env, v| strings(env, v, "played").map(|w| gridwords::duel::spent_words(&w))
);

arg_type!(
    /// How many moves to keep, or `null`/`undefined` for the default.
    TopK(Option<usize>),
    |env, v| {
        if is_nullish(env, v) {
            Ok(None)
        } else {
            whole(env, number(env, v, "k")?, "k").map(|n| Some(n as usize))
        }
    }
);

/// The options of `hunt.scoreMany` / `hunt.scoreManyAsync`: `{threads}`,
/// optional. `threads` is the most threads the core may use: a whole number,
/// `0` (or absent) for one per core, `1` for one thread; a negative or
/// fractional number is `INVALID_ARGUMENT`, a non-number a `TypeError`. Any
/// other key is refused with `INVALID_ARGUMENT`.
#[derive(Default)]
pub struct ScoreManyOptions {
    /// The core's `threads` (0: one per core).
    pub threads: usize,
}

impl FromNapiValue for ScoreManyOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut out = ScoreManyOptions::default();
        for (key, value) in unsafe { options_entries(env, v) }? {
            match key.as_str() {
                "threads" => out.threads = unsafe { threads(env, value) }?,
                other => {
                    return Err(invalid(
                        env,
                        format!("unknown option {other:?}; expected threads"),
                    ))
                }
            }
        }
        Ok(out)
    }
}

/// `options.threads` of a batch call: a whole number, checked by the core
/// (`gridwords::hunt::threads_arg`).
pub(crate) unsafe fn threads(env: sys::napi_env, value: sys::napi_value) -> napi::Result<usize> {
    let n = unsafe { number(env, value, "options.threads") }?;
    if n.fract() != 0.0 || !(0.0..=1e15).contains(&n) {
        return Err(invalid(
            env,
            format!("options.threads must be a whole number (0: one per core), got {n}"),
        ));
    }
    gridwords::hunt::threads_arg(n as u64)
        .map_err(|e| throw(env, e.code(), &format!("options.{}", e.message())))
}

/// The entries of an options object: none for `undefined`/`null`, a
/// `TypeError` for anything but a plain object (an array included).
pub(crate) unsafe fn options_entries(
    env: sys::napi_env,
    v: sys::napi_value,
) -> napi::Result<Vec<(String, sys::napi_value)>> {
    if unsafe { is_nullish(env, v) } {
        return Ok(Vec::new());
    }
    let mut is_array = false;
    unsafe { sys::napi_is_array(env, v, &mut is_array) };
    if unsafe { type_of(env, v) } != sys::ValueType::napi_object || is_array {
        return Err(wrong_type(env, v, "options", "an object"));
    }
    unsafe { entries(env, v, "options") }
}

/// `restore`'s options, `{key?: Uint8Array}`: `key` (a `Buffer` or
/// `Uint8Array`) says the bytes are a snapshot the host sealed, opened and
/// restored by the core (`AnyGame::restore_sealed`). A value of the wrong
/// type is a `TypeError`; another key `INVALID_ARGUMENT`.
#[derive(Default)]
pub struct RestoreOptions {
    /// The host's key, for a sealed snapshot.
    pub key: Option<Vec<u8>>,
}

impl FromNapiValue for RestoreOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut key = None;
        for (name, value) in unsafe { options_entries(env, v) }? {
            match name.as_str() {
                "key" if !unsafe { is_nullish(env, value) } => {
                    key = Some(unsafe { bytes(env, value, "options.key") }?);
                }
                "key" => {}
                other => {
                    return Err(invalid(
                        env,
                        format!("unknown option {other:?}; expected key"),
                    ))
                }
            }
        }
        Ok(RestoreOptions { key })
    }
}

/// `verify`'s and `verifyReport`'s options, `{trustBots?: boolean,
/// rerunBots?: boolean, minVersion?: number, key?: Uint8Array}`. The full check (every bot's
/// logged move searched for again) is the default; `trustBots: true` skips
/// it and makes the logged bot moves as they are (the faster check, for a
/// server re-reading its own records). `rerunBots` is the older name for
/// the default: `true` or `false` alone both give the full check, and
/// `trustBots: true` with `rerunBots: true` is a contradiction
/// (`INVALID_ARGUMENT`). `minVersion`: the oldest log format taken, judged
/// by the core. A value of the wrong type is a `TypeError`; another key
/// `INVALID_ARGUMENT`. `key` (a `Buffer` or `Uint8Array`): the log is
/// sealed, opened with it by the core (`AnyGame::verify_sealed_report`).
#[derive(Default)]
pub struct VerifyOptions {
    /// How the core judges the record.
    pub check: gridwords::engine::Check,
    /// The host's key, for a sealed log.
    pub key: Option<Vec<u8>>,
}

/// A boolean option's value, or a `TypeError` naming it.
unsafe fn bool_option(
    env: sys::napi_env,
    value: sys::napi_value,
    name: &str,
) -> napi::Result<bool> {
    if unsafe { type_of(env, value) } != sys::ValueType::napi_boolean {
        return Err(wrong_type(
            env,
            value,
            &format!("options.{name}"),
            "a boolean",
        ));
    }
    let mut b = false;
    unsafe { sys::napi_get_value_bool(env, value, &mut b) };
    Ok(b)
}

/// The keys [`VerifyReader`] takes, in the order error messages list them.
pub(crate) const VERIFY_KEYS: [&str; 4] = ["trustBots", "rerunBots", "minVersion", "key"];

/// `names` as an "unknown option" message lists them: `a, b or c`.
pub(crate) fn one_of(names: &[&str]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// `verify`'s option keys as an options object gives them, read one by one
/// so that every call taking them (`verify*`, and `verifyMany*` beside
/// their own keys) reads each the same way and judges their combination in
/// one place ([`VerifyReader::finish`]).
#[derive(Default)]
pub(crate) struct VerifyReader {
    trust: bool,
    rerun: bool,
    min_version: Option<u64>,
    key: Option<Vec<u8>>,
}

impl VerifyReader {
    /// Takes `key` if it is one of [`VERIFY_KEYS`] (`Ok(false)`: another
    /// key). A value of the wrong type is a `TypeError`.
    pub(crate) unsafe fn read(
        &mut self,
        env: sys::napi_env,
        key: &str,
        value: sys::napi_value,
    ) -> napi::Result<bool> {
        match key {
            "trustBots" => self.trust = unsafe { bool_option(env, value, "trustBots") }?,
            "rerunBots" => self.rerun = unsafe { bool_option(env, value, "rerunBots") }?,
            "minVersion" if !unsafe { is_nullish(env, value) } => {
                let n = unsafe { number(env, value, "options.minVersion") }?;
                self.min_version = Some(whole(env, n, "options.minVersion")?);
            }
            "key" if !unsafe { is_nullish(env, value) } => {
                self.key = Some(unsafe { bytes(env, value, "options.key") }?);
            }
            "minVersion" | "key" => {}
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The options read: `INVALID_ARGUMENT` for `trustBots` with
    /// `rerunBots` (a contradiction) or a `minVersion` the core refuses.
    pub(crate) fn finish(self, env: sys::napi_env) -> napi::Result<VerifyOptions> {
        if self.trust && self.rerun {
            return Err(invalid(
                env,
                "options.trustBots and options.rerunBots contradict each other: \
                 rerunBots is the full check (the default), trustBots skips it"
                    .into(),
            ));
        }
        let bots = if self.trust {
            gridwords::engine::BotReplay::Apply
        } else {
            gridwords::engine::BotReplay::Rerun
        };
        let check = gridwords::engine::Check::from(bots);
        let check = match self.min_version {
            Some(v) => check
                .min_version(v)
                .map_err(|e| invalid(env, e.message().to_string()))?,
            None => check,
        };
        Ok(VerifyOptions {
            check,
            key: self.key,
        })
    }
}

impl FromNapiValue for VerifyOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        let mut reader = VerifyReader::default();
        for (key, value) in unsafe { options_entries(env, v) }? {
            if !unsafe { reader.read(env, &key, value) }? {
                return Err(invalid(
                    env,
                    format!("unknown option {key:?}; expected {}", one_of(&VERIFY_KEYS)),
                ));
            }
        }
        reader.finish(env)
    }
}

arg_type!(
    /// A history of Sóló scores, oldest first: an array of whole numbers
    /// 0..=2^32-1 (`INVALID_ARGUMENT` otherwise).
    Scores(Vec<u32>),
    |env, v| {
        let items = array(env, v, "scores", "an array of numbers")?;
        items
            .into_iter()
            .map(|item| {
                let n = whole(env, number(env, item, "every score")?, "a score")?;
                u32::try_from(n).map_err(|_| invalid(env, format!("a score {n} is over 2^32-1")))
            })
            .collect::<napi::Result<Vec<u32>>>()
    }
);
