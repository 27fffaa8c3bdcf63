//! Arguments that carry a word list: a `Lexicon` argument, and the
//! options objects of the typed constructors (which may hold one). Apart
//! from `args.rs` so that the plain arguments (which `lexicon.rs` uses)
//! and the `Lexicon` class do not import each other.

use napi::bindgen_prelude::{FromNapiRef, FromNapiValue};
use napi::sys;
use serde_json::{Map, Value};
use std::ptr;

use gridwords::ErrorCode;

use crate::args::{arg_type, entries, is_nullish, to_json, type_error, type_of, wrong_type};
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

/// The options object of a typed constructor (`new hunt.Game(seats, seed,
/// nowMs, options)`, `new duel.Game(…, options)`, `new solo.Game(seed,
/// nowMs, options)`): the config's optional keys in camelCase (or spelt as
/// the config JSON spells them), and `lexicon`. The binding knows no config
/// key: each is renamed to snake_case and the core parses the config, so an
/// unknown key, a wrong type or a bad value gets the core's code
/// (`INVALID_JSON`, `INVALID_CONFIG`) exactly as in a config JSON. Values
/// cross as JSON does (a bigint as its exact integer); a key set to `null`
/// or `undefined` is not given (the core's default), as Python's `None`.
#[derive(Default)]
pub struct ConfigOptions {
    /// The config keys, snake_case.
    config: Map<String, Value>,
    /// The word list, if given.
    lexicon: Option<gridwords::Lexicon>,
}

impl FromNapiValue for ConfigOptions {
    unsafe fn from_napi_value(env: sys::napi_env, v: sys::napi_value) -> napi::Result<Self> {
        if unsafe { is_nullish(env, v) } {
            return Ok(ConfigOptions::default());
        }
        let mut is_array = false;
        unsafe { sys::napi_is_array(env, v, &mut is_array) };
        if unsafe { type_of(env, v) } != sys::ValueType::napi_object || is_array {
            return Err(wrong_type(env, v, "options", "an object"));
        }
        let mut out = ConfigOptions::default();
        for (key, value) in unsafe { entries(env, v, "options") }? {
            if key == "lexicon" {
                out.lexicon = unsafe { LexiconArg::from_napi_value(env, value) }?.0;
            } else if unsafe { is_nullish(env, value) } {
                // Not given: the core's default, as Python's `None`.
            } else {
                let json = unsafe { to_json(env, value, "options", 1) }?;
                out.config.insert(snake_case(&key), json);
            }
        }
        Ok(out)
    }
}

/// `someKey` -> `some_key` (`some_key` stays as it is).
fn snake_case(key: &str) -> String {
    let mut out = String::with_capacity(key.len() + 2);
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

impl ConfigOptions {
    /// A new `game` from the constructor's own arguments (`given`: `seats`,
    /// `seed`) and these options, on `lexicon` (a separate argument of
    /// `hunt.Game`'s; `None` elsewhere) or the options' `lexicon`. An option
    /// that repeats an argument is refused: which one should win is the
    /// caller's to say.
    pub(crate) fn new_game(
        self,
        game: &str,
        given: Vec<(&str, Value)>,
        lexicon: Option<gridwords::Lexicon>,
        now_ms: u64,
    ) -> crate::Result<gridwords::AnyGame> {
        use crate::OrJs;
        let refuse =
            |what: String| crate::to_js(gridwords::Error::new(ErrorCode::InvalidArgument, what));
        let mut config = Map::new();
        config.insert("game".into(), Value::from(game));
        for (key, value) in given {
            if self.config.contains_key(key) {
                return Err(refuse(format!(
                    "options.{key}: {key} is the constructor's own argument"
                )));
            }
            config.insert(key.into(), value);
        }
        config.extend(self.config);
        let lexicon = match (lexicon, self.lexicon) {
            (Some(_), Some(_)) => {
                return Err(refuse(
                    "options.lexicon: the word list is given twice (as an argument too)".into(),
                ))
            }
            (a, b) => a.or(b),
        };
        gridwords::AnyGame::new(&Value::Object(config).to_string(), lexicon.as_ref(), now_ms)
            .or_js()
    }
}
