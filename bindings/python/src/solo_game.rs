//! `gridwords.solo.Game`: a `gridwords.Game` with Sóló's typed calls, each
//! a thin wrapper over the shared plumbing in [`crate::typed`].

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use gridwords::solo::Solo;

use crate::args::{CellA, CellB, NowMs, Seed, K};
use crate::game::Game;
use crate::lexicon::Lexicon;
use crate::topy::to_py;
use crate::typed::{self, typed_class};

typed_class! {
    /// A Sóló game: `gridwords.Game` with the typed calls. Thread-safe: calls
    /// from several threads are serialised by an internal lock.
    SoloGame for Solo, module = "gridwords.solo", title = "Sóló",
    view = "What the player (or a spectator) sees now, as a dict: `{\"now_ms\", \"field\", \"cells\", \"score\", \"clock_ms\", \"moves\", \"seed\", \"result\"}` (the seed only once over).",
    result = "The settled result as a dict once the game is over, else None: `{\"seed\", \"score\", \"reason\", \"moves\", \"field\", \"cells\"}`.",
    {
    /// A new game: `seed` an int or a seed string ("42", "0x2a") places the
    /// letters; `now_ms` is the host's clock, where the five minutes start.
    #[new]
    #[pyo3(signature = (seed, now_ms, *options, lexicon=None, **named))]
    fn new(
        py: Python<'_>,
        seed: Seed,
        now_ms: NowMs,
        options: &Bound<'_, PyTuple>,
        lexicon: Option<&Lexicon>,
        named: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyClassInitializer<SoloGame>> {
        let required = [("seed", seed.0.into_pyobject(py)?.into_any())];
        typed::create_from_args(py, &required, options, named, now_ms, lexicon)
    }

    /// Swaps the letters of the Free cells `a` and `b` (0-99, row-major).
    /// Returns the events: the swap (`{"type": "swap", "a", "b", "points",
    /// "words", "frozen", "fixed", "at_ms"}`), then the end if the field
    /// filled up. A refused swap raises Error and changes nothing.
    fn swap<'py>(
        slf: &Bound<'py, Self>,
        a: CellA,
        b: CellB,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.swap(a.0, b.0, now_ms.0))
    }

    /// Ends the game now, keeping the score.
    fn finish<'py>(slf: &Bound<'py, Self>, now_ms: NowMs) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.finish(now_ms.0))
    }

    /// Cancels the game: only before the first swap (else
    /// `CANCEL_TOO_LATE`); a cancelled game is not counted.
    fn cancel<'py>(slf: &Bound<'py, Self>, now_ms: NowMs) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.cancel(now_ms.0))
    }

    /// The letters: 100 lower-case letters, row-major.
    #[getter]
    fn field(slf: &Bound<'_, Self>) -> PyResult<String> {
        typed::with(slf, |g| Ok(g.field()))
    }

    /// Each cell's state: "free", "across", "down", "both" or "fixed".
    #[getter]
    fn cells<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let cells = typed::with(slf, |g| Ok(g.cells().to_vec()))?;
        to_py(slf.py(), &cells)
    }

    /// The points so far: one per frozen cell.
    #[getter]
    fn score(slf: &Bound<'_, Self>) -> PyResult<u32> {
        typed::with(slf, |g| Ok(g.score()))
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let (score, over) = typed::with(slf, |g| Ok((g.score(), g.is_over())))?;
        let state = if over { "over" } else { "in play" };
        Ok(format!("<gridwords.solo.Game: score {score}, {state}>"))
    }
    }
}

/// The `k` swaps that would score most now (`{"a", "b", "points",
/// "words"}`), without the GIL; `game` is any `gridwords.Game` holding a
/// Sóló game (else `WRONG_GAME`).
#[pyfunction]
#[pyo3(
    signature = (game, k=None),
    text_signature = "(game, k=10)"
)]
fn solo_best_swaps<'py>(game: &Bound<'py, Game>, k: Option<K>) -> PyResult<Bound<'py, PyAny>> {
    let py = game.py();
    let k = k.map_or(gridwords::solo::BEST_SWAPS_K, |k| k.0);
    let best = game
        .get()
        .typed_detached::<Solo, _>(py, |g| Ok(g.best_swaps(k)))?;
    to_py(py, &best)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // Named "Game" in gridwords.solo; exported from _core as SoloGame.
    m.add("SoloGame", m.py().get_type::<SoloGame>())?;
    m.add_function(wrap_pyfunction!(solo_best_swaps, m)?)?;
    Ok(())
}
