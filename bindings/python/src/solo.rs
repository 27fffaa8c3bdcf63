//! Sóló's analysis calls (no game needed) and its replay.

use pyo3::prelude::*;

use gridwords::solo::{self, Solo};

use crate::args::{Log, Scores, Seed};
use crate::lexicon::Lexicon;
use crate::topy::to_py;
use crate::typed;

/// The field dealt from `seed` (an int, or a seed string): 100 lower-case
/// letters, row-major.
#[pyfunction]
fn solo_deal(seed: Seed) -> String {
    solo::text(&solo::deal(seed.0))
}

/// A player's standing over their scores (any iterable of int, oldest
/// first): `{"rating": the mean of the best 8 of the last 10 (of the best
/// min(8, n) with fewer games) or None, "best": the best score or None}`.
#[pyfunction]
fn solo_rating(py: Python<'_>, scores: Scores) -> PyResult<Bound<'_, PyAny>> {
    to_py(py, &solo::rating(&scores.0))
}

/// Replays a Sóló log (JSON) and returns the result JSON: the same bytes
/// in every binding. A log of another game is `WRONG_GAME`.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn solo_replay_json(py: Python<'_>, log: Log, lexicon: Option<&Lexicon>) -> PyResult<String> {
    typed::replay_json::<Solo>(py, log, lexicon)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // The rules' clock, from the core (no binding writes a rule down).
    m.add("solo_clock_ms", gridwords::solo::CLOCK_MS)?;
    m.add_function(wrap_pyfunction!(solo_deal, m)?)?;
    m.add_function(wrap_pyfunction!(solo_rating, m)?)?;
    m.add_function(wrap_pyfunction!(solo_replay_json, m)?)?;
    Ok(())
}
