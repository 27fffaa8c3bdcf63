//! Arguments that carry a word list: a `Lexicon` argument, and the
//! options objects of the typed constructors (which may hold one). Apart
//! from `args.rs` so that the plain arguments (which `lexicon.rs` uses)
//! and the `Lexicon` class do not import each other.

use napi::bindgen_prelude::{FromNapiRef, FromNapiValue};
use napi::sys;
use serde_json::{Map, Value};
use std::ptr;

use gridwords::ErrorCode;

use crate::args::{
    arg_type, bigint_u64, entries, is_nullish, number, string, throw, type_error, type_of, whole,
    wrong_type,
};
use crate::lexicon::Lexicon;

arg_type!(
    /// A word list: a `Lexicon`, or `null`/`undefined` for the shipped one.
    LexiconArg(Option<gridwords::Lexicon>),
    |env, v| {
        if is_nullish(env, v) {
            return Ok(None);
        }
        if type_of(env, v) != sys::ValueType::napi_object {
            return Err(wrong_type(env, v, "lexicon", "a Lexicon"));
        }
        match <Lexicon as FromNapiRef>::from_napi_ref(env, v) {
            Ok(l) => Ok(Some(l.inner.clone())),
            Err(_) => {
                // napi-rs may have thrown already; ours says what was wanted.
                let mut pending = false;
                sys::napi_is_exception_pending(env, &mut pending);
                if pending {
                    let mut e = ptr::null_mut();
                    sys::napi_get_and_clear_last_exception(env, &mut e);
                }
                Err(type_error(env, "lexicon must be a Lexicon, not another object"))
            }
        }
    }
);

impl LexiconArg {
    /// The list, or the shipped one.
    pub(crate) fn or_embedded(self) -> gridwords::Lexicon {
        self.0
            .unwrap_or_else(|| gridwords::Lexicon::embedded().clone())
    }
}

/// The options of `new duel.Game(...)`: `{stake, startWord, clockMs,
/// lexicon}`, all optional. The first three become the config's `stake`,
/// `start_word` and `clock_ms` (the core judges them: `INVALID_CONFIG`);
/// any other key is refused with `INVALID_JSON`, as an unknown key of a
/// config JSON is.
#[derive(Default)]
pub struct DuelOptions {
    /// The config keys, snake_case.
    pub config: Map<String, Value>,
    /// The word list, if given.
    pub lexicon: Option<gridwords::Lexicon>,
}

impl FromNapiValue for DuelOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        if unsafe { is_nullish(env, v) } {
            return Ok(DuelOptions::default());
        }
        let mut is_array = false;
        unsafe { sys::napi_is_array(env, v, &mut is_array) };
        if unsafe { type_of(env, v) } != sys::ValueType::napi_object || is_array {
            return Err(wrong_type(env, v, "options", "an object"));
        }
        let mut out = DuelOptions::default();
        for (key, value) in unsafe { entries(env, v, "options") }? {
            let (name, json) = match key.as_str() {
                "lexicon" => {
                    out.lexicon = unsafe { LexiconArg::from_napi_value(env, value) }?.0;
                    continue;
                }
                "stake" => (
                    "stake",
                    match unsafe { type_of(env, value) } {
                        sys::ValueType::napi_bigint => {
                            unsafe { bigint_u64(env, value, "options.stake") }?
                        }
                        sys::ValueType::napi_number => whole(
                            env,
                            unsafe { number(env, value, "options.stake") }?,
                            "options.stake",
                        )?,
                        _ => {
                            return Err(wrong_type(
                                env,
                                value,
                                "options.stake",
                                "a number or a bigint",
                            ))
                        }
                    }
                    .into(),
                ),
                "startWord" => (
                    "start_word",
                    unsafe { string(env, value, "options.startWord") }?.into(),
                ),
                "clockMs" => (
                    "clock_ms",
                    whole(
                        env,
                        unsafe { number(env, value, "options.clockMs") }?,
                        "options.clockMs",
                    )?
                    .into(),
                ),
                other => {
                    return Err(throw(
                        env,
                        ErrorCode::InvalidJson,
                        &format!(
                        "unknown option {other:?}; expected stake, startWord, clockMs or lexicon"
                    ),
                    ))
                }
            };
            out.config.insert(name.to_string(), json);
        }
        Ok(out)
    }
}

/// The options of `new solo.Game(...)`: `{lexicon}`, optional (Sóló's
/// config is its seed alone); any other key is refused with
/// `INVALID_JSON`, as an unknown key of a config JSON is.
#[derive(Default)]
pub struct SoloOptions {
    /// The word list, if given.
    pub lexicon: Option<gridwords::Lexicon>,
}

impl FromNapiValue for SoloOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        if unsafe { is_nullish(env, v) } {
            return Ok(SoloOptions::default());
        }
        let mut is_array = false;
        unsafe { sys::napi_is_array(env, v, &mut is_array) };
        if unsafe { type_of(env, v) } != sys::ValueType::napi_object || is_array {
            return Err(wrong_type(env, v, "options", "an object"));
        }
        let mut out = SoloOptions::default();
        for (key, value) in unsafe { entries(env, v, "options") }? {
            match key.as_str() {
                "lexicon" => out.lexicon = unsafe { LexiconArg::from_napi_value(env, value) }?.0,
                other => {
                    return Err(throw(
                        env,
                        ErrorCode::InvalidJson,
                        &format!("unknown option {other:?}; expected lexicon"),
                    ))
                }
            }
        }
        Ok(out)
    }
}
