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
//!   and every str inside a dict or list goes through [`text`].
//!
//! Each kind of argument is a newtype ([`Seat`], [`NowMs`], [`Word`], ...)
//! whose `FromPyObject` applies the rule and names the argument in its
//! messages, so a method takes `seat: Seat, now_ms: NowMs` and its body only
//! calls the core. pyo3 passes an extraction's error on unchanged (it adds
//! the note "while processing 'seat'", shown under a traceback).
//!
//! Seeds are an `int` 0..=2^64-1 or a string in the core's one seed syntax
//! (`gridwords::seed::parse`: decimal, or `0x` and 1-16 hex digits); this
//! layer never parses a seed itself.

use std::borrow::Cow;
use std::fmt::Display;

use pyo3::exceptions::{PyOverflowError, PyTypeError, PyUnicodeEncodeError};
use pyo3::prelude::*;
use pyo3::pybacked::PyBackedBytes;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyInt, PyIterator, PyList, PyMemoryView,
    PyString, PyTuple,
};

use gridwords::{duel, hunt, seal, solo, ErrorCode};

use crate::{err, OrPy};

/// Declares argument newtypes, `Name(inner) = |v| reader`: the newtype's
/// `FromPyObject` runs `reader` on the argument `v` (a `Borrowed` object).
macro_rules! arg_types {
    ($($(#[$m:meta])* $ty:ident $(<$a:lifetime>)? ($inner:ty) = |$v:ident| $read:expr;)*) => {$(
        $(#[$m])*
        pub struct $ty$(<$a>)?(pub $inner);

        impl<'a, 'py> FromPyObject<'a, 'py> for $ty$(<$a>)? {
            type Error = PyErr;
            fn extract($v: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
                $read.map($ty)
            }
        }
    )*};
}

arg_types! {
    /// A seat number (the core says `UNKNOWN_SEAT` when the game has no
    /// such seat); `Option<Seat>` is a viewer, `None` for spectators.
    Seat(usize) = |v| seat(&v);
    /// A time on the host's clock, in ms (`now_ms`).
    NowMs(u64) = |v| uint(&v, "now_ms");
    /// `rebase`'s time on the game's clock so far (`now_old`).
    NowOld(u64) = |v| uint(&v, "now_old");
    /// `rebase`'s time on the new clock (`now_new`).
    NowNew(u64) = |v| uint(&v, "now_new");
    /// A seed: an int 0..=2^64-1, or a string read by `gridwords::seed::parse`.
    Seed(u64) = |v| seed(&v);
    /// A cell (`cell`): a whole number; the core judges its range
    /// (`CELL_OUT_OF_RANGE`), as for `CellA`, `CellB` and path cells.
    Cell(usize) = |v| index(&v, "cell");
    /// Sóló's swap's first cell (`a`).
    CellA(usize) = |v| index(&v, "a");
    /// Sóló's swap's second cell (`b`).
    CellB(usize) = |v| index(&v, "b");
    /// How many best moves or swaps (`k`).
    K(usize) = |v| index(&v, "k");
    /// Trays per chunk of `solve_chunks` (`chunk`): 1 or more.
    Chunk(usize) = |v| index(&v, "chunk");
    /// A word (`word`), borrowed from the `str`.
    Word<'a>(&'a str) = |v| text(v, "word");
    /// A game's log (`log`), a dict (as `json.loads` gives it) or JSON
    /// text, as JSON text: as Node takes the object too.
    Log(String) = |v| json_text(&v, "log", false);
    /// A letter to write: a `str`, judged by the core as every binding's is
    /// (`NOT_A_LETTER` unless it is one character, then a–z with the move).
    Letter(char) = |v| text(v, "letter").and_then(|t| duel::letter_from_text(t).or_py());
    /// A Word Grid tray: a `str` of 16 letters, or bytes-like (`bytes`,
    /// `bytearray`, `memoryview`; the core judges the letters; see
    /// `tray_text`).
    Tray(hunt::Tray) = |v| tray_text(v, "tray").and_then(|t| hunt::Tray::parse(&t).or_py());
    /// A snapshot's bytes (`data`): `bytes`, `bytearray` or `memoryview`
    /// (see `bytes_like`); what they hold is the core's to judge.
    Data(PyBackedBytes) = |v| bytes_like(v, "data");
    /// A host's key for sealed records (`key`): bytes-like; the core
    /// judges its length (`INVALID_KEY`).
    Key(PyBackedBytes) = |v| bytes_like(v, "key");
    /// A key id to write in a seal (`key_id`), a `str` the core judges
    /// (`INVALID_KEY`).
    KeyId<'a>(&'a str) = |v| text(v, "key_id");
    /// What a seal is of (`kind`): `"log"`, `"result"` or `"snapshot"`,
    /// read by the core (`INVALID_ARGUMENT` for another name).
    SealKind(seal::Kind) = |v| text(v, "kind").and_then(|t| seal::Kind::from_name(t).or_py());
    /// A Wordgrid board: 25 characters a-z or '.' (the core judges them:
    /// `INVALID_BOARD`).
    Board(duel::Board) = |v| text(v, "board").and_then(|t| duel::Board::parse(t).or_py());
    /// A picture's `<title>` (`title`), any `str` (the core escapes it).
    Title<'a>(&'a str) = |v| text(v, "title");
    /// A word's cells (`path`): a list or tuple of whole numbers, in order
    /// (the core judges their range: `CELL_OUT_OF_RANGE`).
    Path(Vec<usize>) = |v| path(&v);
    /// A Sóló field (`field`): 100 letters a-z (the core judges them:
    /// `INVALID_ARGUMENT`).
    Field([u8; solo::CELLS]) = |v| text(v, "field").and_then(|t| solo::from_text(t).or_py());
    /// Sóló cell states (`cells`): any iterable of their names but a str,
    /// each read by the core (`CellState::from_name`; the core judges the
    /// count).
    CellStates(Vec<solo::CellState>) = |v| cell_states(&v);
    /// A game's config (`config`), a dict or JSON text, as JSON text.
    Config(String) = |v| json_text(&v, "config", false);
    /// A game's config (`config_json`), a dict or JSON text, as JSON text.
    ConfigJson(String) = |v| json_text(&v, "config_json", false);
    /// A seat's action (`action`), a dict or JSON text, as JSON text.
    Action(String) = |v| json_text(&v, "action", false);
    /// A game's result (`result`), a dict or JSON text, as JSON text.
    ResultJson(String) = |v| json_text(&v, "result", false);
    /// Events (`events`), a list of dicts or JSON text, as JSON text.
    Events(String) = |v| json_text(&v, "events", true);
    /// A game's seats: a list or tuple (each seat kind is the core's to
    /// judge).
    Seats<'py>(Bound<'py, PyAny>) = |v| seats(&v);
    /// A points table: six whole numbers (`Option<Points>`: the rules'
    /// table when `None`).
    #[derive(Default)]
    Points(hunt::Points) = |v| points(&v);
    /// A batch call's thread count: `0` (or `None`, as `Option<Threads>`)
    /// is one per core, else a whole number up to the core's
    /// `MAX_THREADS`; `1` runs on the caller's thread. The core's
    /// `threads_arg` judges the range.
    #[derive(Default)]
    Threads(usize) = |v| threads(&v);
    /// Words for a lexicon: any iterable of `str` but a `str` itself
    /// (`from_words("cat")` made a lexicon of "c", "a" and "t").
    Words(Vec<String>) = |v| words(&v);
    /// Wordgrid's spent words (any iterable of str but a str itself),
    /// trimmed and folded to lower case, as the C ABI and the CLI's
    /// `--played` do.
    Played(Vec<String>) = |v| played(&v);
    /// Sóló scores: any iterable of whole numbers up to 2^32-1 but a str.
    Scores(Vec<u32>) = |v| scores(&v);
}

fn type_name(v: &Bound<'_, PyAny>) -> String {
    v.get_type()
        .name()
        .map_or_else(|_| "?".to_string(), |n| n.to_string())
}

fn type_error(what: impl Display, want: &str, v: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!("{what} must be {want}, not {}", type_name(v)))
}

/// A string argument: a `str` (else `TypeError`) whose text is valid
/// Unicode (else `INVALID_UTF8`), borrowed from the Python object. `what`
/// names the argument in messages (`format_args!` keeps it lazy).
pub fn text<'a>(v: Borrowed<'a, '_, PyAny>, what: impl Display) -> PyResult<&'a str> {
    v.extract::<&str>().map_err(|e| match v.cast::<PyString>() {
        Ok(s) => not_unicode(e, &s, what),
        Err(_) => type_error(what, "a str", &v),
    })
}

/// A tray's text: a `str`, or bytes-like (`bytes` such as a numpy `S16`
/// item, `hunt.deal_many(...)[i]` being a `numpy.bytes_`; `bytearray`;
/// `memoryview`), its trailing NULs dropped as numpy drops them. Bytes
/// that are not UTF-8 become U+FFFD, which the core refuses as it refuses
/// any other character that is not a letter (`INVALID_TRAY`), whichever
/// bytes-like type held them.
pub fn tray_text<'a>(v: Borrowed<'a, '_, PyAny>, what: impl Display) -> PyResult<Cow<'a, str>> {
    if v.is_instance_of::<PyString>() {
        return text(v, what).map(Cow::Borrowed);
    }
    let Some(bytes) = bytes_of(&v)? else {
        return Err(type_error(
            what,
            "a str or bytes-like (bytes, bytearray, memoryview)",
            &v,
        ));
    };
    let end = bytes.iter().rposition(|&c| c != 0).map_or(0, |i| i + 1);
    Ok(Cow::Owned(
        String::from_utf8_lossy(&bytes[..end]).into_owned(),
    ))
}

/// A bytes-like argument: `bytes` (borrowed), `bytearray` (copied, so a
/// later change to it cannot reach the core) or `memoryview` (its bytes in
/// C order, as `memoryview.tobytes()` gives them, whatever its format);
/// anything else is a `TypeError` naming `what`.
pub fn bytes_like(v: Borrowed<'_, '_, PyAny>, what: impl Display) -> PyResult<PyBackedBytes> {
    match bytes_of(&v)? {
        Some(bytes) => Ok(bytes),
        None => Err(type_error(what, "bytes, bytearray or memoryview", &v)),
    }
}

/// `Some` for a bytes-like object (see [`bytes_like`]), `None` for any
/// other type.
fn bytes_of(v: &Bound<'_, PyAny>) -> PyResult<Option<PyBackedBytes>> {
    if let Ok(b) = v.cast::<PyBytes>() {
        return Ok(Some(b.clone().into()));
    }
    if let Ok(b) = v.cast::<PyByteArray>() {
        return Ok(Some(b.clone().into()));
    }
    if v.is_instance_of::<PyMemoryView>() {
        let b = v.call_method0("tobytes")?.cast_into::<PyBytes>()?;
        return Ok(Some(b.into()));
    }
    Ok(None)
}

/// `INVALID_UTF8` (naming `what`) for the `UnicodeEncodeError` of a `str`
/// holding a lone surrogate, which has no UTF-8 form; other errors as
/// they are.
fn not_unicode(e: PyErr, s: &Bound<'_, PyString>, what: impl Display) -> PyErr {
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
}

/// A whole number 0..=2^64-1 (`what` names it in messages).
pub fn uint(v: &Bound<'_, PyAny>, what: impl Display) -> PyResult<u64> {
    uint_in(v, what, "0..=18446744073709551615")
}

/// A whole number 0..=2^64-1; `range` says what is accepted when it is not.
fn uint_in(v: &Bound<'_, PyAny>, what: impl Display, range: impl Display) -> PyResult<u64> {
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

/// A whole number that indexes the engine's arrays (its range is the
/// core's to judge), or is a seat.
fn usize_of(n: u64, what: impl Display) -> PyResult<usize> {
    usize::try_from(n).map_err(|_| {
        err(
            ErrorCode::InvalidArgument,
            format!("{what} {n} is out of range"),
        )
    })
}

fn seat(v: &Bound<'_, PyAny>) -> PyResult<usize> {
    usize_of(uint_in(v, "seat", "the seat numbers 0, 1, ...")?, "seat")
}

/// An index into the engine's arrays (a cell): a whole number; the core
/// judges its range (`CELL_OUT_OF_RANGE`).
pub fn index(v: &Bound<'_, PyAny>, what: impl Display + Copy) -> PyResult<usize> {
    usize_of(uint(v, what)?, what)
}

fn seed(v: &Bound<'_, PyAny>) -> PyResult<u64> {
    if v.is_instance_of::<PyString>() {
        return gridwords::seed::parse(text(v.as_borrowed(), "seed")?).or_py();
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

/// A list or tuple of `str` (`TypeError` for anything else, as in Node);
/// which kinds the strings name is the core's to judge.
fn seats<'py>(v: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    if !(v.is_instance_of::<PyList>() || v.is_instance_of::<PyTuple>()) {
        return Err(type_error("seats", "a list of str", v));
    }
    for (i, kind) in v.try_iter()?.enumerate() {
        text(kind?.as_borrowed(), format_args!("seats[{i}]"))?;
    }
    Ok(v.clone())
}

/// The items of a list argument: any iterable but a `str` (else
/// `TypeError`: "`what` must be `want`").
pub(crate) fn sequence<'py>(
    v: &Bound<'py, PyAny>,
    what: &str,
    want: &str,
) -> PyResult<Bound<'py, PyIterator>> {
    items(v, what, want)
}

/// As [`sequence`].
fn items<'py>(v: &Bound<'py, PyAny>, what: &str, want: &str) -> PyResult<Bound<'py, PyIterator>> {
    if v.is_instance_of::<PyString>() {
        return Err(type_error(what, want, v));
    }
    v.try_iter().map_err(|_| type_error(what, want, v))
}

fn points(v: &Bound<'_, PyAny>) -> PyResult<hunt::Points> {
    let mut list = Vec::new();
    for p in items(v, "points", "a sequence of ints")? {
        list.push(uint(&p?, "a points value")?);
    }
    hunt::Points::from_values(&list).or_py()
}

fn threads(v: &Bound<'_, PyAny>) -> PyResult<usize> {
    let range = format!("0..={} (0 or None: one per core)", hunt::MAX_THREADS);
    hunt::threads_arg(uint_in(v, "threads", range)?).or_py()
}

fn words(v: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let mut list = Vec::new();
    for (i, w) in items(v, "words", "an iterable of str (the words)")?.enumerate() {
        list.push(text(w?.as_borrowed(), format_args!("words[{i}]"))?.to_owned());
    }
    Ok(list)
}

fn played(v: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let mut words = Vec::new();
    for (i, w) in items(v, "played", "a list of str (the spent words)")?.enumerate() {
        words.push(text(w?.as_borrowed(), format_args!("played[{i}]"))?.to_owned());
    }
    Ok(gridwords::duel::spent_words(&words))
}

fn path(v: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    if !(v.is_instance_of::<PyList>() || v.is_instance_of::<PyTuple>()) {
        return Err(type_error("path", "a list of int (cells)", v));
    }
    let mut out = Vec::new();
    for (i, c) in v.try_iter()?.enumerate() {
        out.push(index(&c?, format_args!("path[{i}]"))?);
    }
    Ok(out)
}

fn cell_states(v: &Bound<'_, PyAny>) -> PyResult<Vec<solo::CellState>> {
    let mut out = Vec::new();
    for (i, s) in items(v, "cells", "an iterable of str (cell states)")?.enumerate() {
        let s = s?;
        let name = text(s.as_borrowed(), format_args!("cells[{i}]"))?;
        out.push(solo::CellState::from_name(name).or_py()?);
    }
    Ok(out)
}

fn scores(v: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
    let mut out = Vec::new();
    for (i, s) in items(v, "scores", "a list of int")?.enumerate() {
        let n = uint(&s?, format_args!("scores[{i}]"))?;
        out.push(u32::try_from(n).map_err(|_| {
            err(
                ErrorCode::InvalidArgument,
                format!("scores[{i}] must be at most {}", u32::MAX),
            )
        })?);
    }
    Ok(out)
}

/// JSON text for the core: a `str` as it is, a dict (or, when `lists`, a
/// list or tuple instead) written as JSON here, as `json.dumps` would
/// (without its cost). A value JSON cannot hold is a `TypeError`, as in
/// `json.dumps`; what the text means is the core's to judge.
pub fn json_text(v: &Bound<'_, PyAny>, what: &str, lists: bool) -> PyResult<String> {
    if v.is_instance_of::<PyString>() {
        return Ok(text(v.as_borrowed(), what)?.to_owned());
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
    } else if v.is_instance_of::<PyString>() {
        push_str(
            out,
            text(v.as_borrowed(), format_args!("a str value in {what}"))?,
        );
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
        let digits = digits.into_any();
        out.push_str(text(
            digits.as_borrowed(),
            format_args!("a number in {what}"),
        )?);
    } else if let Ok(d) = v.cast::<PyDict>() {
        out.push('{');
        for (i, (k, val)) in d.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            if !k.is_instance_of::<PyString>() {
                return Err(PyTypeError::new_err(format!(
                    "{what}: keys must be str, not {}",
                    type_name(&k)
                )));
            }
            push_str(
                out,
                text(k.as_borrowed(), format_args!("a dict key in {what}"))?,
            );
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
    } else if let Some(json) = numpy_scalar(v, what)? {
        out.push_str(&json);
    } else {
        return Err(PyTypeError::new_err(format!(
            "{what}: a {} cannot be written as JSON",
            type_name(v)
        )));
    }
    Ok(())
}

/// A numpy scalar (`np.int64(3)`, `np.float32(0.5)`, `np.True_`) as the
/// JSON of the Python value it stands for, so a dict built from an array
/// reads as one built by hand; `None` for anything else.
fn numpy_scalar(v: &Bound<'_, PyAny>, what: &str) -> PyResult<Option<String>> {
    let ty = v.get_type();
    if ty.module()?.to_cow()? != "numpy" {
        return Ok(None);
    }
    let name = ty.name()?;
    let name = name.to_cow()?;
    if name == "bool" || name == "bool_" {
        return Ok(Some(if v.is_truthy()? { "true" } else { "false" }.into()));
    }
    if let Ok(i) = v.call_method0("__index__") {
        return Ok(Some(i.str()?.to_cow()?.into_owned()));
    }
    if let Ok(f) = v.call_method0("__float__") {
        let x: f64 = f.extract()?;
        if !x.is_finite() {
            return Err(err(
                ErrorCode::InvalidJson,
                format!("{what}: {x} is not a JSON number"),
            ));
        }
        return Ok(Some(f.repr()?.to_cow()?.into_owned()));
    }
    Ok(None)
}

fn push_str(out: &mut String, s: &str) {
    // serde_json writes a str as a JSON string (quotes and escapes).
    out.push_str(&serde_json::to_string(s).unwrap_or_default());
}
