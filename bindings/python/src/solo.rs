//! Sóló's analysis calls (no game needed) and its replay.

use pyo3::prelude::*;

use gridwords::solo::{self, Solo};

use crate::args::{CellStates, Field, Log, Scores, Seed, Title};
use crate::lexicon::Lexicon;
use crate::topy::to_py;
use crate::{typed, OrPy};

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

/// The field drawn as an SVG document (the core's `svg::field`), each cell
/// shaded by its state in `cells` (100 names; `None`: every cell Free);
/// `title` is its `<title>`.
#[pyfunction]
#[pyo3(signature = (field, cells=None, *, title=None))]
fn solo_field_svg(
    field: Field,
    cells: Option<CellStates>,
    title: Option<Title<'_>>,
) -> PyResult<String> {
    let cells = cells.map_or_else(|| vec![solo::CellState::Free; solo::CELLS], |c| c.0);
    gridwords::svg::field(&field.0, &cells, title.map(|t| t.0)).or_py()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solo_field_svg, m)?)?;
    // The rules' clock, from the core (no binding writes a rule down).
    m.add("solo_clock_ms", gridwords::solo::CLOCK_MS)?;
    m.add_function(wrap_pyfunction!(solo_deal, m)?)?;
    m.add_function(wrap_pyfunction!(solo_rating, m)?)?;
    m.add_function(wrap_pyfunction!(solo_replay_json, m)?)?;
    Ok(())
}
