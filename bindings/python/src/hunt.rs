//! Word Grid's analysis calls (no game needed) and its replay.

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};

use gridwords::hunt::{self, Found, Hunt, Tray};
use gridwords::{Error as CoreError, ErrorCode};

use crate::args::{self, Log, Points, Seed, Threads};
use crate::lexicon::{or_default, Lexicon};
use crate::watch::watched;
use crate::{err, memory, numpy, py_err, typed, OrPy};

/// The tray dealt from `seed` (an int, or a seed string): 16 lower-case
/// letters, row-major.
#[pyfunction]
fn hunt_deal(seed: Seed) -> String {
    hunt::deal(seed.0).as_str().to_string()
}

/// Every word the tray holds -> its first path (cells 0-15, row-major),
/// longest words first, then alphabetical.
#[pyfunction]
#[pyo3(signature = (tray, *, lexicon=None))]
fn hunt_solve<'py>(
    py: Python<'py>,
    tray: args::Tray,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyDict>> {
    let lex = or_default(lexicon);
    let found = py.detach(|| hunt::solve(&tray.0, &lex));
    found_dict(py, found)
}

/// A solve as `hunt.solve` gives it: word -> its first path.
pub(crate) fn found_dict(py: Python<'_>, found: Vec<Found>) -> PyResult<Bound<'_, PyDict>> {
    let out = PyDict::new(py);
    for f in found {
        // Cells as a list of ints (a `&[u8]` would become `bytes`), made
        // with no Rust allocation: when memory runs out, Python's
        // allocations fail first, as a `MemoryError` (a Rust one aborts).
        let cells = PyList::new(py, f.path.as_slice().iter().map(|&c| u32::from(c)))?;
        out.set_item(f.word.as_str(), cells)?;
    }
    Ok(out)
}

/// The core's one JSON shape of a solve (the CLI's `--json`, C and Node
/// give the same bytes).
#[pyfunction]
#[pyo3(signature = (tray, *, lexicon=None))]
fn hunt_solve_json(py: Python<'_>, tray: args::Tray, lexicon: Option<&Lexicon>) -> String {
    let lex = or_default(lexicon);
    py.detach(|| hunt::solve_json(&tray.0, &lex))
}

/// The total for finding every word of the tray.
#[pyfunction]
#[pyo3(signature = (tray, *, points=None, lexicon=None))]
fn hunt_score(
    py: Python<'_>,
    tray: args::Tray,
    points: Option<Points>,
    lexicon: Option<&Lexicon>,
) -> u64 {
    let points = points.unwrap_or_default().0;
    let lex = or_default(lexicon);
    py.detach(|| hunt::score(&tray.0, &points, &lex))
}

/// A tray of a batch: `trays[i]` in messages, the core's code kept.
fn tray_at(i: usize, s: &str) -> PyResult<Tray> {
    Tray::parse(s).map_err(|e| {
        py_err(CoreError::new(
            e.code(),
            format!("trays[{i}]: {}", e.message()),
        ))
    })
}

/// The trays of a batch, and the shape of the numpy array they came in
/// (`None` for any other iterable of `str`).
pub(crate) struct Batch<'py> {
    pub(crate) trays: Vec<Tray>,
    pub(crate) numpy_shape: Option<Bound<'py, PyAny>>,
}

impl<'a, 'py> FromPyObject<'a, 'py> for Batch<'py> {
    type Error = PyErr;
    fn extract(trays: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        read_batch(&trays)
    }
}

/// A batch argument: a numpy array of fixed-width strings (dtype `S<n>`
/// or `U<n>`, e.g. `'S16'`), read from its bytes without a Python object
/// per tray (numpy itself is never imported here), or else any iterable
/// of `str`. Trailing NULs of a numpy string are padding, as in numpy.
/// Any `numpy.ndarray` counts as numpy (it gives a numpy result); other
/// dtypes than strings (an object array of `str`) are read item by item in
/// C order.
fn read_batch<'py>(trays: &Bound<'py, PyAny>) -> PyResult<Batch<'py>> {
    let ty = trays.get_type();
    let is_numpy = ty.module()?.to_cow()? == "numpy" && ty.name()?.to_cow()? == "ndarray";
    if is_numpy {
        if let Some(batch) = read_numpy_strings(trays)? {
            return Ok(batch);
        }
    }
    // A bare str is one tray, not a batch of one-letter trays: refused as
    // every sequence argument refuses it.
    if trays.is_instance_of::<pyo3::types::PyString>() || trays.is_instance_of::<PyBytes>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "trays must be an iterable of str or a numpy array of strings, not {} \
             (one tray: pass [tray])",
            trays.get_type().name()?
        )));
    }
    let items = if is_numpy {
        trays.getattr("flat")?
    } else {
        trays.clone()
    };
    let mut parsed = memory::with_capacity(trays.len().unwrap_or(0))?;
    for (i, t) in items.try_iter()?.enumerate() {
        let t = t?;
        parsed.push(tray_at(
            i,
            &args::tray_text(t.as_borrowed(), format_args!("trays[{i}]"))?,
        )?);
    }
    let numpy_shape = if is_numpy {
        Some(trays.getattr("shape")?)
    } else {
        None
    };
    Ok(Batch {
        trays: parsed,
        numpy_shape,
    })
}

/// `Some` for a numpy array of dtype kind `S` or `U`, `None` for other
/// dtypes. Trays are numbered in C order (`trays[i]` of the flattened
/// array).
fn read_numpy_strings<'py>(trays: &Bound<'py, PyAny>) -> PyResult<Option<Batch<'py>>> {
    let dtype = trays.getattr("dtype")?;
    let kind: String = dtype.getattr("kind")?.extract()?;
    if kind == "u" || kind == "i" {
        return read_numpy_codes(trays, &dtype);
    }
    if kind != "S" && kind != "U" {
        return Ok(None);
    }
    let itemsize: usize = dtype.getattr("itemsize")?.extract()?;
    let byteorder: String = dtype.getattr("byteorder")?.extract()?;
    let data = trays.call_method0("tobytes")?;
    let data = data.cast::<PyBytes>()?.as_bytes();
    let count: usize = trays.getattr("size")?.extract()?;
    let mut parsed = memory::with_capacity(count)?;
    if itemsize > 0 {
        for (i, item) in data.chunks_exact(itemsize).enumerate() {
            let tray = if kind == "S" {
                let end = item.iter().rposition(|&b| b != 0).map_or(0, |p| p + 1);
                let s = std::str::from_utf8(&item[..end]).map_err(|e| {
                    err(
                        ErrorCode::InvalidUtf8,
                        format!("trays[{i}] is not valid UTF-8: {e}"),
                    )
                })?;
                tray_at(i, s)?
            } else {
                tray_at(i, &ucs4(i, item, &byteorder)?)?
            };
            parsed.push(tray);
        }
    } else {
        // Zero-width strings: every tray is empty (the core says why).
        for i in 0..count {
            parsed.push(tray_at(i, "")?);
        }
    }
    Ok(Some(Batch {
        trays: parsed,
        numpy_shape: Some(trays.getattr("shape")?),
    }))
}

/// A numpy matrix of letter codes, one byte each (`uint8` or `int8`), its
/// last axis the 16 cells: the codes 0-25 (`a` = 0) or the ASCII letters
/// `a`-`z` (97-122), one or the other for the whole array; the trays keep
/// the array's shape but its last axis. `None` for other integer arrays.
fn read_numpy_codes<'py>(
    trays: &Bound<'py, PyAny>,
    dtype: &Bound<'py, PyAny>,
) -> PyResult<Option<Batch<'py>>> {
    let itemsize: usize = dtype.getattr("itemsize")?.extract()?;
    let shape: Vec<usize> = trays.getattr("shape")?.extract()?;
    if itemsize != 1 || shape.last() != Some(&16) {
        return Ok(None);
    }
    let data = trays.call_method0("tobytes")?;
    let data = data.cast::<PyBytes>()?.as_bytes();
    let codes = data.iter().all(|&b| b < 26);
    let mut parsed = memory::with_capacity(data.len() / 16)?;
    for (i, cells) in data.chunks_exact(16).enumerate() {
        let mut letters = [0u8; 16];
        for (l, &b) in letters.iter_mut().zip(cells) {
            *l = if codes { b + b'a' } else { b };
        }
        parsed.push(Tray::from_letters(letters).map_err(|e| {
            py_err(CoreError::new(
                e.code(),
                format!(
                    "trays[{i}]: {} (a matrix of letter codes holds 0-25 or the ASCII letters a-z)",
                    e.message()
                ),
            ))
        })?);
    }
    let py = trays.py();
    let outer = pyo3::types::PyTuple::new(py, &shape[..shape.len() - 1])?.into_any();
    Ok(Some(Batch {
        trays: parsed,
        numpy_shape: Some(outer),
    }))
}

/// A numpy `U<n>` item (UCS-4 code points in `byteorder`) as a `String`;
/// a lone surrogate is `INVALID_UTF8`, as for a `str` argument.
fn ucs4(i: usize, item: &[u8], byteorder: &str) -> PyResult<String> {
    let mut out = String::with_capacity(item.len() / 4);
    let mut codes: Vec<u32> = item
        .chunks_exact(4)
        .map(|b| {
            let b = [b[0], b[1], b[2], b[3]];
            match byteorder {
                ">" => u32::from_be_bytes(b),
                "<" => u32::from_le_bytes(b),
                _ => u32::from_ne_bytes(b),
            }
        })
        .collect();
    while codes.last() == Some(&0) {
        codes.pop();
    }
    for (at, &c) in codes.iter().enumerate() {
        let ch = char::from_u32(c).ok_or_else(|| {
            err(
                ErrorCode::InvalidUtf8,
                format!(
                    "trays[{i}] is not valid Unicode: it holds the lone surrogate U+{c:04X} \
                     at index {at}, which has no UTF-8 form"
                ),
            )
        })?;
        out.push(ch);
    }
    Ok(out)
}

/// `hunt_score` for many trays, on up to `threads` threads (`None`: one per
/// core), without the GIL. A numpy array of strings gives a numpy `uint64`
/// array of its shape; any other iterable of `str` gives a list.
/// `progress(done, total)` is called a few times a second and at the end;
/// Ctrl-C stops the call within a fraction of a second (`watch.rs`).
#[pyfunction]
#[pyo3(signature = (trays, *, points=None, lexicon=None, threads=None, progress=None))]
fn hunt_score_many<'py>(
    py: Python<'py>,
    trays: Batch<'py>,
    points: Option<Points>,
    lexicon: Option<&Lexicon>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let (points, threads) = (points.unwrap_or_default().0, threads.unwrap_or_default().0);
    let lex = or_default(lexicon);
    let mut scores = memory::filled(trays.trays.len(), 0u64)?;
    let n = trays.trays.len();
    let batch = &trays.trays;
    let out = &mut scores;
    watched(py, n, progress, |report| {
        hunt::score_many_into(batch, &points, &lex, threads, out, report)
    })?
    .or_py()?;
    let Some(shape) = trays.numpy_shape else {
        return Ok(PyList::new(py, scores)?.into_any());
    };
    // numpy is there: the caller gave a numpy array.
    numpy::array_of(py, &scores, "uint64", shape, |s| s.to_ne_bytes())
}

/// The trays of many seeds (as `hunt_deal`), on up to `threads` threads,
/// without the GIL: a numpy array of dtype `S16` in the seeds' shape
/// (numpy needed). `seeds`: a numpy array of integers or any iterable of
/// seeds (int, numpy integer, or str in the seed syntax) but a `str`.
/// `progress` and Ctrl-C as for `hunt_score_many`.
#[pyfunction]
#[pyo3(signature = (seeds, *, threads=None, progress=None))]
fn hunt_deal_many<'py>(
    py: Python<'py>,
    seeds: Bound<'py, PyAny>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let threads = threads.unwrap_or_default().0;
    let numpy = py.import("numpy")?;
    let (items, shape) = if seeds.is_instance(&numpy.getattr("ndarray")?)? {
        let shape = seeds.getattr("shape")?;
        (seeds.call_method0("ravel")?.call_method0("tolist")?, shape)
    } else {
        let items = args::sequence(&seeds, "seeds", "an iterable of seeds (int or str)")?;
        let list = PyList::empty(py);
        for s in items {
            list.append(s?)?;
        }
        let shape = (list.len(),).into_pyobject(py)?.into_any();
        (list.into_any(), shape)
    };
    let mut list = Vec::new();
    for s in items.try_iter()? {
        // A bad seed is refused as `hunt_deal` refuses it.
        list.push(s?.extract::<args::Seed>()?.0);
    }
    let mut trays = memory::filled(list.len(), Tray::default())?;
    let out = &mut trays;
    watched(py, list.len(), progress, |report| {
        hunt::deal_many_into(&list, threads, out, report)
    })?
    .or_py()?;
    numpy::array_of(py, &trays, "S16", shape, |t| *t.letters())
}

/// Every tray's word count and longest word's length (the words
/// `hunt_solve` lists, without listing them), on up to `threads` threads,
/// without the GIL: `(words, longest)`, numpy arrays of dtypes `uint32`
/// and `uint8` in the trays' shape (numpy needed; a list of `str` gives
/// one-dimensional arrays). `progress` and Ctrl-C as for `hunt_score_many`.
#[pyfunction]
#[pyo3(signature = (trays, *, lexicon=None, threads=None, progress=None))]
fn hunt_count_many<'py>(
    py: Python<'py>,
    trays: Batch<'py>,
    lexicon: Option<&Lexicon>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
    let threads = threads.unwrap_or_default().0;
    let lex = or_default(lexicon);
    let batch = &trays.trays;
    let mut counts = memory::filled(batch.len(), (0u32, 0u8))?;
    let out = &mut counts;
    watched(py, batch.len(), progress, |report| {
        hunt::count_many_into(batch, &lex, threads, out, report)
    })?
    .or_py()?;
    let shape = match trays.numpy_shape {
        Some(s) => s,
        None => (batch.len(),).into_pyobject(py)?.into_any(),
    };
    let words = numpy::array_of(py, &counts, "uint32", shape.clone(), |c| c.0.to_ne_bytes())?;
    let longest = numpy::array_of(py, &counts, "uint8", shape, |c| [c.1])?;
    Ok((words, longest))
}

/// Replays a Word Grid log (JSON) and returns the result JSON: the same
/// bytes in every binding. A log of another game is `WRONG_GAME`.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn hunt_replay_json(py: Python<'_>, log: Log, lexicon: Option<&Lexicon>) -> PyResult<String> {
    typed::replay_json::<Hunt>(py, log, lexicon)
}

/// The first path of `word` in the tray (as typed: trimmed and folded; not
/// looked up in a word list), cells 0-15 row-major: the core's `trace`.
/// A word the tray cannot hold is `INVALID_ARGUMENT`.
#[pyfunction]
fn hunt_trace<'py>(
    py: Python<'py>,
    tray: args::Tray,
    word: args::Word<'_>,
) -> PyResult<Bound<'py, PyList>> {
    let path = hunt::trace(&tray.0, word.0).or_py()?;
    PyList::new(py, path.as_slice().iter().map(|&c| u32::from(c)))
}

/// The tray drawn as an SVG document (the core's `svg::tray`), with
/// `word`'s first path when given; `title` is its `<title>`.
#[pyfunction]
#[pyo3(signature = (tray, word=None, *, title=None))]
fn hunt_tray_svg(
    tray: args::Tray,
    word: Option<args::Word<'_>>,
    title: Option<args::Title<'_>>,
) -> PyResult<String> {
    gridwords::svg::tray(&tray.0, word.map(|w| w.0), title.map(|t| t.0)).or_py()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(hunt_trace, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_tray_svg, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_deal, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_solve, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_solve_json, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_score, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_score_many, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_deal_many, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_count_many, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_replay_json, m)?)?;
    Ok(())
}
