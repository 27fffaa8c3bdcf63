//! Word Grid's analysis calls (no game needed) and its replay.

use pyo3::prelude::*;
use pyo3::types::PyDict;

use gridwords::hunt::{self, Hunt, Tray};
use gridwords::Error as CoreError;

use crate::lexicon::{or_default, Lexicon};
use crate::{args, py_err, typed, OrPy};

/// A tray argument: a `str` of 16 letters (the core judges the letters).
fn parse_tray(t: &Bound<'_, PyAny>) -> PyResult<Tray> {
    Tray::parse(args::text(t, "tray")?).or_py()
}

/// The tray dealt from `seed` (an int, or a seed string): 16 lower-case
/// letters, row-major.
#[pyfunction]
fn hunt_deal(seed: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(hunt::deal(args::seed(seed)?).as_str().to_string())
}

/// Every word the tray holds -> its first path (cells 0-15, row-major),
/// longest words first, then alphabetical.
#[pyfunction]
#[pyo3(signature = (tray, *, lexicon=None))]
fn hunt_solve<'py>(
    py: Python<'py>,
    tray: &Bound<'py, PyAny>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyDict>> {
    let tray = parse_tray(tray)?;
    let lex = or_default(lexicon);
    let found = py.detach(|| hunt::solve(&tray, &lex));
    let out = PyDict::new(py);
    for f in found {
        // Cells as a list of ints (a Vec<u8> would become `bytes`).
        let cells: Vec<u32> = f.path.as_slice().iter().map(|&c| u32::from(c)).collect();
        out.set_item(f.word, cells)?;
    }
    Ok(out)
}

/// The core's one JSON shape of a solve (the CLI's `--json`, C and Node
/// give the same bytes).
#[pyfunction]
#[pyo3(signature = (tray, *, lexicon=None))]
fn hunt_solve_json(
    py: Python<'_>,
    tray: &Bound<'_, PyAny>,
    lexicon: Option<&Lexicon>,
) -> PyResult<String> {
    let tray = parse_tray(tray)?;
    let lex = or_default(lexicon);
    Ok(py.detach(|| hunt::solve_json(&tray, &lex)))
}

/// The total for finding every word of the tray.
#[pyfunction]
#[pyo3(signature = (tray, *, points=None, lexicon=None))]
fn hunt_score(
    py: Python<'_>,
    tray: &Bound<'_, PyAny>,
    points: Option<&Bound<'_, PyAny>>,
    lexicon: Option<&Lexicon>,
) -> PyResult<u32> {
    let tray = parse_tray(tray)?;
    let points = args::points(points)?;
    let lex = or_default(lexicon);
    Ok(py.detach(|| hunt::score(&tray, &points, &lex)))
}

/// `hunt_score` for many trays, without the GIL.
#[pyfunction]
#[pyo3(signature = (trays, *, points=None, lexicon=None))]
fn hunt_score_many(
    py: Python<'_>,
    trays: &Bound<'_, PyAny>,
    points: Option<&Bound<'_, PyAny>>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Vec<u32>> {
    let mut parsed = Vec::new();
    for (i, t) in trays.try_iter()?.enumerate() {
        let t = t?;
        let s = args::text(&t, format_args!("trays[{i}]"))?;
        parsed.push(Tray::parse(s).map_err(|e| {
            py_err(CoreError::new(
                e.code(),
                format!("trays[{i}]: {}", e.message()),
            ))
        })?);
    }
    let points = args::points(points)?;
    let lex = or_default(lexicon);
    Ok(py.detach(|| {
        parsed
            .iter()
            .map(|t| hunt::score(t, &points, &lex))
            .collect()
    }))
}

/// Replays a Word Grid log (JSON) and returns the result JSON: the same
/// bytes in every binding. A log of another game is `WRONG_GAME`.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn hunt_replay_json(
    py: Python<'_>,
    log: &Bound<'_, PyAny>,
    lexicon: Option<&Lexicon>,
) -> PyResult<String> {
    typed::replay_json::<Hunt>(py, log, lexicon)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(hunt_deal, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_solve, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_solve_json, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_score, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_score_many, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_replay_json, m)?)?;
    Ok(())
}
