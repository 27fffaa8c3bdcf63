//! Engine JSON handed to JS as plain values.
//!
//! The engine writes every structured value (events, views, results) as
//! JSON; the binding passes that text to the JS engine's own `JSON.parse`.
//! So objects keep the engine's key order, every number is a JS number (a
//! clock read from `Date.now()` is above 2³², where napi's serde path would
//! make bigints), and the values are byte for byte what the C ABI and the
//! other bindings return. `JSON.parse` is looked up once per JS environment
//! (main thread or worker) and kept as a reference in the addon's instance
//! data.

use std::ffi::c_void;
use std::ptr;

use napi::bindgen_prelude::ToNapiValue;
use napi::{check_status, sys};

/// JSON text that crosses to JS as the value it encodes.
pub struct Json(pub String);

impl Json {
    /// `[]` without a parse (most `advance` calls return no events).
    pub const EMPTY_ARRAY: Json = Json(String::new());
}

/// A reference to `JSON.parse` of one environment.
struct Parser {
    parse: sys::napi_ref,
}

unsafe extern "C" fn drop_parser(_env: sys::napi_env, data: *mut c_void, _hint: *mut c_void) {
    // The references die with the environment; only the box is ours.
    drop(unsafe { Box::from_raw(data.cast::<Parser>()) });
}

/// `JSON.parse` of `env`, cached on first use.
unsafe fn parser(env: sys::napi_env) -> napi::Result<sys::napi_value> {
    let mut data: *mut c_void = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_instance_data(env, &mut data) })?;
    if data.is_null() {
        let mut global = ptr::null_mut();
        let mut json = ptr::null_mut();
        let mut parse = ptr::null_mut();
        check_status!(unsafe { sys::napi_get_global(env, &mut global) })?;
        check_status!(unsafe {
            sys::napi_get_named_property(env, global, c"JSON".as_ptr(), &mut json)
        })?;
        check_status!(unsafe {
            sys::napi_get_named_property(env, json, c"parse".as_ptr(), &mut parse)
        })?;
        let mut p = Box::new(Parser {
            parse: ptr::null_mut(),
        });
        check_status!(unsafe { sys::napi_create_reference(env, parse, 1, &mut p.parse) })?;
        let raw = Box::into_raw(p).cast::<c_void>();
        let set = check_status!(unsafe {
            sys::napi_set_instance_data(env, raw, Some(drop_parser), ptr::null_mut())
        });
        if let Err(e) = set {
            drop(unsafe { Box::from_raw(raw.cast::<Parser>()) });
            return Err(e);
        }
        return Ok(parse);
    }
    let p = unsafe { &*data.cast::<Parser>() };
    let mut parse = ptr::null_mut();
    check_status!(unsafe { sys::napi_get_reference_value(env, p.parse, &mut parse) })?;
    Ok(parse)
}

impl ToNapiValue for Json {
    unsafe fn to_napi_value(env: sys::napi_env, val: Self) -> napi::Result<sys::napi_value> {
        let mut out = ptr::null_mut();
        if val.0.is_empty() {
            check_status!(unsafe { sys::napi_create_array(env, &mut out) })?;
            return Ok(out);
        }
        let parse = unsafe { parser(env) }?;
        let mut text = ptr::null_mut();
        let (bytes, len) = (val.0.as_ptr().cast(), val.0.len() as isize);
        // ASCII (nearly always: words are a-z) is Latin-1: V8 copies it
        // without decoding UTF-8.
        check_status!(unsafe {
            if val.0.is_ascii() {
                sys::napi_create_string_latin1(env, bytes, len, &mut text)
            } else {
                sys::napi_create_string_utf8(env, bytes, len, &mut text)
            }
        })?;
        check_status!(
            // `JSON.parse` ignores its receiver: any value will do.
            unsafe { sys::napi_call_function(env, parse, parse, 1, &text, &mut out) },
            "JSON.parse of an engine value failed"
        )?;
        Ok(out)
    }
}
