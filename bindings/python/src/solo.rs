//! Sóló's analysis calls (no game needed) and its replay.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;

use gridwords::solo::{self, Solo};

use crate::lexicon::Lexicon;
use crate::topy::to_py;
use crate::{args, typed};

/// The field dealt from `seed` (an int, or a seed string): 100 lower-case
/// letters, row-major.
#[pyfunction]
fn solo_deal(seed: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(solo::text(&solo::deal(args::seed(seed)?)))
}

/// A player's standing over their scores (any iterable of int, oldest
/// first): `{"rating": the mean of the best 8 of the last 10 (of the best
/// min(8, n) with fewer games) or None, "best": the best score or None}`.
#[pyfunction]
fn solo_rating<'py>(scores: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    if scores.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "scores must be a list of int, not a str",
        ));
    }
    let mut out = Vec::new();
    for (i, s) in scores
        .try_iter()
        .map_err(|_| {
            PyTypeError::new_err(format!(
                "scores must be a list of int, not {}",
                scores
                    .get_type()
                    .name()
                    .map_or_else(|_| "?".into(), |n| n.to_string())
            ))
        })?
        .enumerate()
    {
        let v = args::uint(&s?, &format!("scores[{i}]"))?;
        out.push(u32::try_from(v).map_err(|_| {
            crate::err(
                gridwords::ErrorCode::InvalidArgument,
                format!("scores[{i}] must be at most {}", u32::MAX),
            )
        })?);
    }
    to_py(scores.py(), &solo::rating(&out))
}

/// Replays a Sóló log (JSON) and returns the result JSON: the same bytes
/// in every binding. A log of another game is `WRONG_GAME`.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn solo_replay_json(
    py: Python<'_>,
    log: &Bound<'_, PyAny>,
    lexicon: Option<&Lexicon>,
) -> PyResult<String> {
    typed::replay_json::<Solo>(py, log, lexicon)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solo_deal, m)?)?;
    m.add_function(wrap_pyfunction!(solo_rating, m)?)?;
    m.add_function(wrap_pyfunction!(solo_replay_json, m)?)?;
    Ok(())
}
