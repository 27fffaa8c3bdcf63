//! Arguments from Python, by one rule (the same as the Node binding's):
//!
//! * the wrong Python type (a number for a word, a string for a time, a
//!   bool for a seat) raises `TypeError`, as Python does;
//! * the right type with a bad value (a negative time, a seat or seed past
//!   what the engine's integers hold, a float where a whole number is
//!   needed) raises `gridwords.Error` with code `INVALID_ARGUMENT`, never
//!   `OverflowError`;
//! * what the core judges (a config, a seed string, a word) keeps the
//!   core's code;
//! * a `str` that is not valid Unicode (a lone surrogate, `"\ud800"`, has
//!   no UTF-8 form) raises `gridwords.Error` with code `INVALID_UTF8`,
//!   naming the argument, never `UnicodeEncodeError`: every string argument
//!   and every str inside a dict or list goes through [`text`] or [`utf8`].
//!
//! Seeds are an `int` 0..=2^64-1 or a string in the core's one seed syntax
//! (`gridwords::seed::parse`: decimal, or `0x` and 1-16 hex digits); this
//! layer never parses a seed itself.

use std::fmt::Display;

use pyo3::exceptions::{PyOverflowError, PyTypeError, PyUnicodeEncodeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};

use gridwords::hunt::Points;
use gridwords::ErrorCode;

use crate::{err, OrPy};

fn type_name(v: &Bound<'_, PyAny>) -> String {
    v.get_type()
        .name()
        .map_or_else(|_| "?".to_string(), |n| n.to_string())
}

fn type_error(what: &str, want: &str, v: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!("{what} must be {want}, not {}", type_name(v)))
}

/// A string argument: a `str` (else `TypeError`) whose text is valid
/// Unicode (else `INVALID_UTF8`), borrowed from the Python object. `what`
/// names the argument in messages (`format_args!` keeps it lazy).
pub fn text<'a>(v: &'a Bound<'_, PyAny>, what: impl Display) -> PyResult<&'a str> {
    match v.cast::<PyString>() {
        Ok(s) => utf8(s, what),
        Err(_) => Err(type_error(&what.to_string(), "a str", v)),
    }
}

/// The text of a `str`: `INVALID_UTF8` (naming `what`) when it holds a
/// lone surrogate, which has no UTF-8 form.
pub fn utf8<'a>(s: &'a Bound<'_, PyString>, what: impl Display) -> PyResult<&'a str> {
    s.to_str().map_err(|e| {
        let py = s.py();
        if !e.is_instance_of::<PyUnicodeEncodeError>(py) {
            return e;
        }
        // UnicodeEncodeError.start: the index of the first unencodable
        // character (a surrogate, U+D800..U+DFFF).
        let at = e
            .value(py)
            .getattr("start")
            .and_then(|i| i.extract::<usize>())
            .ok();
        let code = at.and_then(|i| {
            s.get_item(i)
                .and_then(|c| py.import("builtins")?.getattr("ord")?.call1((c,)))
                .and_then(|n| n.extract::<u32>())
                .ok()
        });
        let detail = match (code, at) {
            (Some(c), Some(i)) => format!("the lone surrogate U+{c:04X} at index {i}"),
            (None, Some(i)) => format!("a lone surrogate at index {i}"),
            _ => "a lone surrogate".to_string(),
        };
        err(
            ErrorCode::InvalidUtf8,
            format!("{what} is not valid Unicode: it holds {detail}, which has no UTF-8 form"),
        )
    })
}

/// A whole number 0..=2^64-1 (`what` names it in messages).
pub fn uint(v: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    uint_in(v, what, "0..=18446744073709551615")
}

/// A whole number 0..=2^64-1; `range` says what is accepted when it is not.
fn uint_in(v: &Bound<'_, PyAny>, what: &str, range: &str) -> PyResult<u64> {
    if v.is_instance_of::<PyBool>() {
        return Err(type_error(what, "an int", v));
    }
    if v.is_instance_of::<PyFloat>() {
        return Err(err(
            ErrorCode::InvalidArgument,
            format!("{what} must be a whole number (an int); got the float {v}"),
        ));
    }
    match v.extract::<u64>() {
        Ok(n) => Ok(n),
        Err(e) if e.is_instance_of::<PyOverflowError>(v.py()) => Err(err(
            ErrorCode::InvalidArgument,
            format!("{what} {v} is not in {range}"),
        )),
        Err(_) => Err(type_error(what, "an int", v)),
    }
}

/// A time on the host's clock, in ms.
pub fn time(v: &Bound<'_, PyAny>) -> PyResult<u64> {
    uint(v, "now_ms")
}

/// A seat number (the core says `UNKNOWN_SEAT` when the game has no such
/// seat).
pub fn seat(v: &Bound<'_, PyAny>) -> PyResult<usize> {
    let n = uint_in(v, "seat", "the seat numbers 0, 1, ...")?;
    usize::try_from(n).map_err(|_| {
        err(
            ErrorCode::InvalidArgument,
            format!("seat {n} is out of range"),
        )
    })
}

/// An index into the engine's arrays (a cell): a whole number; the core
/// judges its range (`CELL_OUT_OF_RANGE`).
pub fn index(v: &Bound<'_, PyAny>, what: &str) -> PyResult<usize> {
    let n = uint(v, what)?;
    usize::try_from(n).map_err(|_| {
        err(
            ErrorCode::InvalidArgument,
            format!("{what} {n} is out of range"),
        )
    })
}

/// A letter to write: a `str`, judged by the core as every binding's is
/// (`NOT_A_LETTER` unless it is one character, then a–z with the move).
pub fn character(v: &Bound<'_, PyAny>, what: &str) -> PyResult<char> {
    gridwords::duel::letter_from_text(text(v, what)?).or_py()
}

/// A seat, or `None` for spectators.
pub fn viewer(v: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
    match v {
        Some(v) if !v.is_none() => seat(v).map(Some),
        _ => Ok(None),
    }
}

/// A seed: an int 0..=2^64-1, or a string read by `gridwords::seed::parse`.
pub fn seed(v: &Bound<'_, PyAny>) -> PyResult<u64> {
    if let Ok(s) = v.cast::<PyString>() {
        return gridwords::seed::parse(utf8(s, "seed")?).map_err(crate::py_err);
    }
    if v.is_instance_of::<PyBool>() {
        return Err(type_error("seed", "an int or a str", v));
    }
    uint(v, "seed").map_err(|e| {
        if e.is_instance_of::<PyTypeError>(v.py()) {
            type_error("seed", "an int or a str", v)
        } else {
            e
        }
    })
}

/// JSON text for the core: a `str` as it is, a dict (or, when `lists`, a
/// list or tuple instead) written as JSON here, as `json.dumps` would
/// (without its cost). A value JSON cannot hold is a `TypeError`, as in
/// `json.dumps`; what the text means is the core's to judge.
pub fn json_text(v: &Bound<'_, PyAny>, what: &str, lists: bool) -> PyResult<String> {
    if let Ok(s) = v.cast::<PyString>() {
        return Ok(utf8(s, what)?.to_owned());
    }
    let ok = if lists {
        v.is_instance_of::<PyList>() || v.is_instance_of::<PyTuple>()
    } else {
        v.is_instance_of::<PyDict>()
    };
    if !ok {
        let want = if lists {
            "a list of dicts or a JSON str"
        } else {
            "a dict or a JSON str"
        };
        return Err(type_error(what, want, v));
    }
    let mut out = String::with_capacity(64);
    write_json(v, &mut out, 0, what)?;
    Ok(out)
}

/// Deeper nesting than any config, action or event list has.
const MAX_DEPTH: usize = 64;

fn write_json(v: &Bound<'_, PyAny>, out: &mut String, depth: usize, what: &str) -> PyResult<()> {
    if depth > MAX_DEPTH {
        return Err(err(
            ErrorCode::InvalidJson,
            format!("{what}: nested more than {MAX_DEPTH} deep (or a cycle)"),
        ));
    }
    if v.is_none() {
        out.push_str("null");
    } else if let Ok(b) = v.cast::<PyBool>() {
        out.push_str(if b.is_true() { "true" } else { "false" });
    } else if let Ok(s) = v.cast::<PyString>() {
        push_str(out, utf8(s, format_args!("a str value in {what}"))?);
    } else if v.is_instance_of::<PyInt>() || v.is_instance_of::<PyFloat>() {
        // int: its digits (however large: the core judges the range);
        // float: its repr, as json.dumps writes it; NaN and ±inf have no
        // JSON form (json.dumps would write them anyway; Node refuses them
        // too).
        let digits = if v.is_instance_of::<PyInt>() {
            v.call_method0("__index__")?.str()?
        } else {
            let x: f64 = v.extract()?;
            if !x.is_finite() {
                return Err(err(
                    ErrorCode::InvalidJson,
                    format!("{what}: {x} is not a JSON number"),
                ));
            }
            v.repr()?
        };
        out.push_str(utf8(&digits, format_args!("a number in {what}"))?);
    } else if let Ok(d) = v.cast::<PyDict>() {
        out.push('{');
        for (i, (k, val)) in d.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let k = k.cast::<PyString>().map_err(|_| {
                PyTypeError::new_err(format!("{what}: keys must be str, not {}", type_name(&k)))
            })?;
            push_str(out, utf8(k, format_args!("a dict key in {what}"))?);
            out.push(':');
            write_json(&val, out, depth + 1, what)?;
        }
        out.push('}');
    } else if v.is_instance_of::<PyList>() || v.is_instance_of::<PyTuple>() {
        out.push('[');
        for (i, item) in v.try_iter()?.enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_json(&item?, out, depth + 1, what)?;
        }
        out.push(']');
    } else {
        return Err(PyTypeError::new_err(format!(
            "{what}: a {} cannot be written as JSON",
            type_name(v)
        )));
    }
    Ok(())
}

fn push_str(out: &mut String, s: &str) {
    // serde_json writes a str as a JSON string (quotes and escapes).
    out.push_str(&serde_json::to_string(s).unwrap_or_default());
}

/// A points table: six whole numbers, or the rules' table when `None`.
pub fn points(v: Option<&Bound<'_, PyAny>>) -> PyResult<Points> {
    let Some(v) = v.filter(|v| !v.is_none()) else {
        return Ok(Points::default());
    };
    if v.is_instance_of::<PyString>() {
        return Err(type_error("points", "a sequence of ints", v));
    }
    let mut list = Vec::new();
    for p in v
        .try_iter()
        .map_err(|_| type_error("points", "a sequence of ints", v))?
    {
        let n = uint(&p?, "a points value")?;
        list.push(u32::try_from(n).map_err(|_| {
            err(
                ErrorCode::InvalidArgument,
                format!("a points value {n} is over {}", u32::MAX),
            )
        })?);
    }
    Points::from_slice(&list).map_err(crate::py_err)
}

/// A batch call's thread count: `None` or `0` is one per core, else a
/// whole number up to the core's `MAX_THREADS`; `1` runs on the caller's
/// thread. The core's `threads_arg` judges the range.
pub fn threads(v: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    let Some(v) = v.filter(|v| !v.is_none()) else {
        return Ok(0);
    };
    let range = format!(
        "0..={} (0 or None: one per core)",
        gridwords::hunt::MAX_THREADS
    );
    let n = uint_in(v, "threads", &range)?;
    gridwords::hunt::threads_arg(n).map_err(crate::py_err)
}
