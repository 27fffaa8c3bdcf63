//! Word Grid's analysis calls (no game needed) and its replay.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use gridwords::hunt::{self, Found, Hunt, Tray};

use crate::args::{self, Log, Points, Seed, Threads};
use crate::lexicon::{or_default, Lexicon};
use crate::stream::{OutBytes, OutList, Seeds, Trays, SLICE};
use crate::watch::Watch;
use crate::{memory, typed, OrPy};

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

/// Reads `input` slice by slice (up to `max` trays each, into `batch`),
/// keeping `watch`'s total up to date; the trays read (0: none left).
pub(crate) fn next_trays(
    py: Python<'_>,
    input: &mut Trays,
    max: usize,
    batch: &mut Vec<Tray>,
    watch: &mut Watch<'_>,
) -> PyResult<usize> {
    batch.clear();
    let n = input.read(py, max, batch)?;
    watch.set_total(input.total());
    Ok(n)
}

/// `hunt_score` for many trays, on up to `threads` threads (`None`: one per
/// core), without the GIL. A numpy array of strings gives a numpy `uint64`
/// array of its shape; any other iterable of `str` gives a list. The trays
/// are read and scored slice by slice (`stream.rs`).
/// `progress(done, total)` is called a few times a second and at the end;
/// Ctrl-C stops the call within a fraction of a second (`watch.rs`).
#[pyfunction]
#[pyo3(signature = (trays, *, points=None, lexicon=None, threads=None, progress=None))]
fn hunt_score_many<'py>(
    py: Python<'py>,
    trays: Bound<'py, PyAny>,
    points: Option<Points>,
    lexicon: Option<&Lexicon>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let (points, threads) = (points.unwrap_or_default().0, threads.unwrap_or_default().0);
    let lex = or_default(lexicon);
    let mut input = Trays::open(&trays)?;
    let mut watch = Watch::new(input.total(), 0, progress)?;
    let (mut array, mut list) = if input.is_numpy() {
        (
            Some(OutBytes::new(py, input.declared_len(), 8, "trays")?),
            None,
        )
    } else {
        (None, Some(OutList::new(py, input.declared_len(), "trays")?))
    };
    let mut batch = memory::with_capacity(SLICE.min(input.total()))?;
    let mut scores = Vec::new();
    while next_trays(py, &mut input, SLICE, &mut batch, &mut watch)? > 0 {
        memory::resize(&mut scores, batch.len(), 0u64)?;
        let (trays, out) = (&batch, &mut scores);
        watch
            .run(py, trays.len(), |report| {
                hunt::score_many_into(trays, &points, &lex, threads, out, report)
            })?
            .or_py()?;
        if let Some(a) = &mut array {
            a.push(scores.len(), |b| {
                for (o, s) in b.chunks_exact_mut(8).zip(&scores) {
                    o.copy_from_slice(&s.to_ne_bytes());
                }
            })?;
        }
        if let Some(l) = &mut list {
            l.push(&scores)?;
        }
    }
    watch.finish()?;
    match (array, list) {
        // numpy is there: the caller gave a numpy array.
        (Some(a), _) => a.into_array("uint64", input.shape(py)?),
        (None, Some(l)) => Ok(l.into_list()?.into_any()),
        (None, None) => Ok(PyList::empty(py).into_any()),
    }
}

/// The trays of many seeds (as `hunt_deal`), on up to `threads` threads,
/// without the GIL: a numpy array of dtype `S16` in the seeds' shape
/// (numpy needed). `seeds`: a numpy array of integers or any iterable of
/// seeds (int, numpy integer, or str in the seed syntax) but a `str`,
/// read slice by slice. `progress` and Ctrl-C as for `hunt_score_many`.
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
    let mut input = Seeds::open(&seeds, &numpy.getattr("ndarray")?)?;
    let mut watch = Watch::new(input.total(), 0, progress)?;
    let mut out = OutBytes::new(py, input.declared_len(), 16, "seeds")?;
    let mut trays = Vec::new();
    input.each_slice(py, SLICE, &mut watch, |watch, seeds| {
        let n = seeds.len();
        memory::resize(&mut trays, n, Tray::default())?;
        let dealt = &mut trays;
        watch
            .run(py, n, |report| {
                hunt::deal_many_into(seeds, threads, dealt, report)
            })?
            .or_py()?;
        out.push(n, |b| {
            for (o, t) in b.chunks_exact_mut(16).zip(&trays) {
                o.copy_from_slice(t.letters());
            }
        })
    })?;
    out.into_array("S16", input.shape(py)?)
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
    trays: Bound<'py, PyAny>,
    lexicon: Option<&Lexicon>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
    let threads = threads.unwrap_or_default().0;
    let lex = or_default(lexicon);
    let mut input = Trays::open(&trays)?;
    let mut watch = Watch::new(input.total(), 0, progress)?;
    let mut words = OutBytes::new(py, input.declared_len(), 4, "trays")?;
    let mut longest = OutBytes::new(py, input.declared_len(), 1, "trays")?;
    let mut batch = memory::with_capacity(SLICE.min(input.total()))?;
    let mut counts = Vec::new();
    while next_trays(py, &mut input, SLICE, &mut batch, &mut watch)? > 0 {
        memory::resize(&mut counts, batch.len(), (0u32, 0u8))?;
        let (trays, out) = (&batch, &mut counts);
        watch
            .run(py, trays.len(), |report| {
                hunt::count_many_into(trays, &lex, threads, out, report)
            })?
            .or_py()?;
        words.push(counts.len(), |b| {
            for (o, c) in b.chunks_exact_mut(4).zip(&counts) {
                o.copy_from_slice(&c.0.to_ne_bytes());
            }
        })?;
        longest.push(counts.len(), |b| {
            for (o, c) in b.iter_mut().zip(&counts) {
                *o = c.1;
            }
        })?;
    }
    watch.finish()?;
    let shape = input.shape(py)?;
    Ok((
        words.into_array("uint32", shape.clone())?,
        longest.into_array("uint8", shape)?,
    ))
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
