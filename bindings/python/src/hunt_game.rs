//! `gridwords.hunt.Game`: a `gridwords.Game` with Word Grid's typed calls,
//! each a thin wrapper over the shared plumbing in [`crate::typed`].

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use gridwords::hunt::Hunt;

use crate::args::{NowMs, Seat, Seats, Seed, Word};
use crate::lexicon::Lexicon;
use crate::typed::{self, typed_class};

typed_class! {
    /// A Word Grid game: `gridwords.Game` with the typed calls. Thread-safe:
    /// calls from several threads are serialised by an internal lock.
    HuntGame for Hunt, module = "gridwords.hunt", title = "Word Grid",
    view = "What `seat` may see now (None: a spectator), as a dict. It answers for any seat it is asked about (another seat's words included): the host must ask for the seat of the player who is asking.",
    result = "The settled result as a dict once the game is over, else None.",
    {
    /// A new game: `seats` are "human" or "bot", `seed` an int or a seed
    /// string ("42", "0x2a"), `now_ms` the host's clock.
    /// The options (`gridwords.options("hunt")`; the table in
    /// `docs/rules/hunt.md`) follow `now_ms`, by position in that order or
    /// by keyword; `None` (the default) leaves one to the rules' default.
    /// They go into the config as they are, so the core judges them as it
    /// judges any config (`INVALID_JSON`, `INVALID_CONFIG`, `INVALID_POINTS`); a name
    /// it does not declare is a `TypeError`.
    #[new]
    #[pyo3(signature = (seats, seed, now_ms, *options, lexicon=None, **named))]
    fn new(
        py: Python<'_>,
        seats: Seats<'_>,
        seed: Seed,
        now_ms: NowMs,
        options: &Bound<'_, PyTuple>,
        lexicon: Option<&Lexicon>,
        named: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyClassInitializer<HuntGame>> {
        let required = [("seats", seats.0), ("seed", seed.0.into_pyobject(py)?.into_any())];
        typed::create_from_args(py, &required, options, named, now_ms, lexicon)
    }

    /// `seat` presses Ready. Returns the events (list of dicts).
    fn ready<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.ready(seat.0, now_ms.0))
    }

    /// `seat` sends `word` (as typed). A word that does not score is a
    /// "miss" event; refusals raise Error.
    fn submit<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        word: Word<'_>,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.submit(seat.0, word.0, now_ms.0))
    }

    /// `seat` resigns.
    fn resign<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.resign(seat.0, now_ms.0))
    }

    /// The tray once it has opened, else None.
    #[getter]
    fn tray(slf: &Bound<'_, Self>) -> PyResult<Option<String>> {
        typed::with(slf, |g| Ok(g.tray().map(|t| t.as_str().to_string())))
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let (seats, phase) = typed::with(slf, |g| Ok((g.seat_count(), g.phase())))?;
        // The phase as views name it ("waiting", "countdown", "live",
        // "over"): its JSON, not its Rust name.
        let phase = serde_json::to_value(phase)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        Ok(format!("<gridwords.hunt.Game: {seats} seats, {phase}>"))
    }
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // Named "Game" in gridwords.hunt; exported from _core as HuntGame.
    m.add("HuntGame", m.py().get_type::<HuntGame>())
}
