//! Engine values handed to JS as plain values.
//!
//! The engine writes every structured value (events, views, results) as
//! JSON; the binding passes that text to the JS engine's own `JSON.parse`.
//! So objects keep the engine's key order, every number is a JS number (a
//! clock read from `Date.now()` is above 2³², where napi's serde path would
//! make bigints), and the values are byte for byte what the C ABI and the
//! other bindings return.
//!
//! The hot paths skip the parse: `hunt.Game.submit`'s usual answer, one
//! `accepted` or `miss` event, `duel.Game.play`'s, one `move` event, and
//! `solo.Game.swap`'s, one `swap` event, are built by small JS functions
//! from the event's fields (a JSON.parse of one
//! costs about 0.6 µs, the call about 0.2 µs). The functions write the same
//! keys in the same order as the engine's JSON; test/game.test.mjs and
//! test/duel.test.mjs check `JSON.stringify` of their objects against the
//! engine's JSON text for every kind they build.
//!
//! `JSON.parse` and the builders are looked up once per JS environment
//! (main thread or worker) and kept as references in the addon's instance
//! data.

use std::ffi::c_void;
use std::ptr;

use napi::bindgen_prelude::{ToNapiValue, TypeName};
use napi::{check_status, sys};

use gridwords::duel::Event as DuelEvent;
use gridwords::hunt::Event;
use gridwords::solo::{Axis, Event as SoloEvent};

/// JSON text that crosses to JS as the value it encodes.
pub struct Json(pub String);

impl Json {
    /// `[]` without a parse (most `advance` calls return no events).
    pub const EMPTY_ARRAY: Json = Json(String::new());
}

/// The builders of the hot events: one function per event kind, each
/// returning a one-event array. Its keys and their order are the engine's
/// (`core/src/hunt/events.rs`, `core/src/duel/events.rs`); Word Grid paths
/// come packed four bits a cell, Wordgrid paths and Sóló cell lists as
/// strings whose char codes are the cells.
const BUILDERS: &str = r"(() => {
  'use strict'
  const path = (n, lo, hi) => {
    const p = []
    for (let i = 0; i < n; i++) p.push(i < 8 ? (lo >>> (4 * i)) & 15 : (hi >>> (4 * (i - 8))) & 15)
    return p
  }
  return [
    (seat, word, n, lo, hi, points, at) => [{ type: 'accepted', seat, word, path: path(n, lo, hi), points, at_ms: at }],
    (seat, word, reason, at) => [{ type: 'miss', seat, word, reason, at_ms: at }],
    (seat, cell, letter, cells, word, points, at) => {
      const path = []
      for (let i = 0; i < cells.length; i++) path.push(cells.charCodeAt(i))
      return [{ type: 'move', seat, cell, letter, path, word, points, at_ms: at }]
    },
    (a, b, points, frozen, fixed, at, ...w) => {
      const codes = (s) => {
        const out = []
        for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i))
        return out
      }
      const words = []
      for (let i = 0; i < w.length; i += 4) words.push({ word: w[i], cells: codes(w[i + 1]), axis: w[i + 2], reversed: w[i + 3] })
      return [{ type: 'swap', a, b, points, words, frozen: codes(frozen), fixed: codes(fixed), at_ms: at }]
    },
  ]
})()";

/// What one environment keeps: references to `JSON.parse` and the builders.
struct Cache {
    parse: sys::napi_ref,
    accepted: sys::napi_ref,
    miss: sys::napi_ref,
    duel_move: sys::napi_ref,
    solo_swap: sys::napi_ref,
}

unsafe extern "C" fn drop_cache(_env: sys::napi_env, data: *mut c_void, _hint: *mut c_void) {
    // The references die with the environment; only the box is ours.
    drop(unsafe { Box::from_raw(data.cast::<Cache>()) });
}

unsafe fn reference(env: sys::napi_env, v: sys::napi_value) -> napi::Result<sys::napi_ref> {
    let mut r = ptr::null_mut();
    check_status!(unsafe { sys::napi_create_reference(env, v, 1, &mut r) })?;
    Ok(r)
}

unsafe fn get(
    env: sys::napi_env,
    object: sys::napi_value,
    name: &std::ffi::CStr,
) -> napi::Result<sys::napi_value> {
    let mut v = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_named_property(env, object, name.as_ptr(), &mut v) })?;
    Ok(v)
}

/// The cache of `env`, made on first use.
unsafe fn cache(env: sys::napi_env) -> napi::Result<&'static Cache> {
    let mut data: *mut c_void = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_instance_data(env, &mut data) })?;
    if !data.is_null() {
        return Ok(unsafe { &*data.cast::<Cache>() });
    }
    let mut global = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_global(env, &mut global) })?;
    let json = unsafe { get(env, global, c"JSON") }?;
    let parse = unsafe { get(env, json, c"parse") }?;
    let mut source = ptr::null_mut();
    check_status!(unsafe {
        sys::napi_create_string_utf8(
            env,
            BUILDERS.as_ptr().cast(),
            BUILDERS.len() as isize,
            &mut source,
        )
    })?;
    let mut builders = ptr::null_mut();
    check_status!(unsafe { sys::napi_run_script(env, source, &mut builders) })?;
    let mut accepted = ptr::null_mut();
    let mut miss = ptr::null_mut();
    let mut duel_move = ptr::null_mut();
    let mut solo_swap = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_element(env, builders, 0, &mut accepted) })?;
    check_status!(unsafe { sys::napi_get_element(env, builders, 1, &mut miss) })?;
    check_status!(unsafe { sys::napi_get_element(env, builders, 2, &mut duel_move) })?;
    check_status!(unsafe { sys::napi_get_element(env, builders, 3, &mut solo_swap) })?;
    let c = Box::new(Cache {
        parse: unsafe { reference(env, parse) }?,
        accepted: unsafe { reference(env, accepted) }?,
        miss: unsafe { reference(env, miss) }?,
        duel_move: unsafe { reference(env, duel_move) }?,
        solo_swap: unsafe { reference(env, solo_swap) }?,
    });
    let raw = Box::into_raw(c);
    let set = check_status!(unsafe {
        sys::napi_set_instance_data(env, raw.cast(), Some(drop_cache), ptr::null_mut())
    });
    if let Err(e) = set {
        drop(unsafe { Box::from_raw(raw) });
        return Err(e);
    }
    Ok(unsafe { &*raw })
}

unsafe fn value(env: sys::napi_env, r: sys::napi_ref) -> napi::Result<sys::napi_value> {
    let mut v = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_reference_value(env, r, &mut v) })?;
    Ok(v)
}

/// A JS string; ASCII (nearly always: words are a-z) is Latin-1, which V8
/// copies without decoding UTF-8.
unsafe fn js_str(env: sys::napi_env, s: &str) -> napi::Result<sys::napi_value> {
    let mut out = ptr::null_mut();
    let (bytes, len) = (s.as_ptr().cast(), s.len() as isize);
    check_status!(unsafe {
        if s.is_ascii() {
            sys::napi_create_string_latin1(env, bytes, len, &mut out)
        } else {
            sys::napi_create_string_utf8(env, bytes, len, &mut out)
        }
    })?;
    Ok(out)
}

/// A JS string of Latin-1 bytes (any byte is one char code).
unsafe fn latin1(env: sys::napi_env, bytes: &[u8]) -> napi::Result<sys::napi_value> {
    let mut out = ptr::null_mut();
    check_status!(unsafe {
        sys::napi_create_string_latin1(env, bytes.as_ptr().cast(), bytes.len() as isize, &mut out)
    })?;
    Ok(out)
}

unsafe fn uint(env: sys::napi_env, n: u32) -> napi::Result<sys::napi_value> {
    let mut out = ptr::null_mut();
    check_status!(unsafe { sys::napi_create_uint32(env, n, &mut out) })?;
    Ok(out)
}

unsafe fn boolean(env: sys::napi_env, b: bool) -> napi::Result<sys::napi_value> {
    let mut out = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_boolean(env, b, &mut out) })?;
    Ok(out)
}

unsafe fn num(env: sys::napi_env, n: f64) -> napi::Result<sys::napi_value> {
    let mut out = ptr::null_mut();
    check_status!(unsafe { sys::napi_create_double(env, n, &mut out) })?;
    Ok(out)
}

unsafe fn call(
    env: sys::napi_env,
    f: sys::napi_ref,
    args: &[sys::napi_value],
) -> napi::Result<sys::napi_value> {
    let f = unsafe { value(env, f) }?;
    let mut out = ptr::null_mut();
    check_status!(
        // The functions ignore their receiver: any value will do.
        unsafe { sys::napi_call_function(env, f, f, args.len(), args.as_ptr(), &mut out) },
        "building an engine value failed"
    )?;
    Ok(out)
}

/// `JSON.parse(text)`.
unsafe fn parse(env: sys::napi_env, text: &str) -> napi::Result<sys::napi_value> {
    let c = unsafe { cache(env) }?;
    let s = unsafe { js_str(env, text) }?;
    unsafe { call(env, c.parse, &[s]) }
}

impl TypeName for Json {
    fn type_name() -> &'static str {
        "Object"
    }

    fn value_type() -> napi::ValueType {
        napi::ValueType::Object
    }
}

impl ToNapiValue for Json {
    unsafe fn to_napi_value(env: sys::napi_env, val: Self) -> napi::Result<sys::napi_value> {
        if val.0.is_empty() {
            let mut out = ptr::null_mut();
            check_status!(unsafe { sys::napi_create_array(env, &mut out) })?;
            return Ok(out);
        }
        unsafe { parse(env, &val.0) }
    }
}

/// Word Grid events from a typed call: the hot single events built
/// directly, anything else through the engine's JSON.
pub struct HuntEvents(pub Vec<Event>);

impl ToNapiValue for HuntEvents {
    unsafe fn to_napi_value(env: sys::napi_env, val: Self) -> napi::Result<sys::napi_value> {
        match val.0.as_slice() {
            [] => unsafe { Json::to_napi_value(env, Json::EMPTY_ARRAY) },
            [Event::Accepted {
                seat,
                word,
                path,
                points,
                at_ms,
            }] => {
                let c = unsafe { cache(env) }?;
                let (mut lo, mut hi) = (0u32, 0u32);
                for (i, &cell) in path.as_slice().iter().enumerate() {
                    let bits = u32::from(cell & 15);
                    if i < 8 {
                        lo |= bits << (4 * i);
                    } else {
                        hi |= bits << (4 * (i - 8));
                    }
                }
                let args = unsafe {
                    [
                        uint(env, *seat as u32)?,
                        js_str(env, word)?,
                        uint(env, path.len() as u32)?,
                        uint(env, lo)?,
                        uint(env, hi)?,
                        uint(env, *points)?,
                        num(env, *at_ms as f64)?,
                    ]
                };
                unsafe { call(env, c.accepted, &args) }
            }
            [Event::Miss {
                seat,
                word,
                reason,
                at_ms,
            }] => {
                let c = unsafe { cache(env) }?;
                // The reason's name as the engine writes it (`"not_in_list"`).
                let name = serde_json::to_string(reason).unwrap_or_default();
                let args = unsafe {
                    [
                        uint(env, *seat as u32)?,
                        js_str(env, word)?,
                        js_str(env, name.trim_matches('"'))?,
                        num(env, *at_ms as f64)?,
                    ]
                };
                unsafe { call(env, c.miss, &args) }
            }
            events => unsafe { parse(env, &gridwords::hunt::events_json(events)) },
        }
    }
}

/// Wordgrid events from a typed call: a lone `move` (what `play` and a
/// bot's turn usually give) built directly, anything else through the
/// engine's JSON.
pub struct DuelEvents(pub Vec<DuelEvent>);

impl ToNapiValue for DuelEvents {
    unsafe fn to_napi_value(env: sys::napi_env, val: Self) -> napi::Result<sys::napi_value> {
        match val.0.as_slice() {
            [] => unsafe { Json::to_napi_value(env, Json::EMPTY_ARRAY) },
            [DuelEvent::Move {
                seat,
                cell,
                letter,
                path,
                word,
                points,
                at_ms,
            }] => {
                let c = unsafe { cache(env) }?;
                let mut buf = [0u8; 4];
                let args = unsafe {
                    [
                        uint(env, *seat as u32)?,
                        uint(env, u32::from(*cell))?,
                        js_str(env, letter.encode_utf8(&mut buf))?,
                        latin1(env, path)?,
                        js_str(env, word)?,
                        uint(env, *points)?,
                        num(env, *at_ms as f64)?,
                    ]
                };
                unsafe { call(env, c.duel_move, &args) }
            }
            events => unsafe { parse(env, &array_json(events)) },
        }
    }
}

/// Sóló events from a typed call: a lone `swap` (what `swap` gives until
/// the field fills) built directly, anything else through the engine's
/// JSON.
pub struct SoloEvents(pub Vec<SoloEvent>);

impl ToNapiValue for SoloEvents {
    unsafe fn to_napi_value(env: sys::napi_env, val: Self) -> napi::Result<sys::napi_value> {
        match val.0.as_slice() {
            [] => unsafe { Json::to_napi_value(env, Json::EMPTY_ARRAY) },
            [SoloEvent::Swap {
                a,
                b,
                points,
                words,
                frozen,
                fixed,
                at_ms,
            }] => {
                let c = unsafe { cache(env) }?;
                let mut args = Vec::with_capacity(6 + 4 * words.len());
                unsafe {
                    args.push(uint(env, *a as u32)?);
                    args.push(uint(env, *b as u32)?);
                    args.push(uint(env, *points)?);
                    args.push(latin1(env, frozen)?);
                    args.push(latin1(env, fixed)?);
                    args.push(num(env, *at_ms as f64)?);
                    for w in words {
                        args.push(js_str(env, &w.word)?);
                        args.push(latin1(env, &w.cells)?);
                        args.push(js_str(
                            env,
                            match w.axis {
                                Axis::Across => "across",
                                Axis::Down => "down",
                            },
                        )?);
                        args.push(boolean(env, w.reversed)?);
                    }
                    call(env, c.solo_swap, &args)
                }
            }
            events => unsafe { parse(env, &array_json(events)) },
        }
    }
}

/// A list the engine hands out (events, moves, swaps, cells) as its JSON
/// text (events: what `actJson` returns).
pub fn array_json<T: serde::Serialize + ?Sized>(list: &T) -> String {
    serde_json::to_string(list).unwrap_or_else(|_| "[]".into())
}
