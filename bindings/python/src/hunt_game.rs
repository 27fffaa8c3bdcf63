//! `gridwords.hunt.Game`: a `gridwords.Game` with Word Grid's typed calls,
//! each a thin wrapper over the shared plumbing in [`crate::typed`].

use pyo3::prelude::*;

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
    /// string ("42", "0x2a"), `now_ms` the host's clock. The keyword
    /// arguments are the config's optional fields (`gridwords::hunt::Config`):
    /// `round_ms`, `countdown_ms`, `move_deadline_ms` (ints, ms) and
    /// `points` (six ints); `None` (the default) leaves a field to the
    /// rules' default. The given ones go into the config as they are, so
    /// the core judges them as it judges any config (`INVALID_JSON`,
    /// `INVALID_CONFIG`, `INVALID_POINTS`); an unknown keyword is a
    /// `TypeError`.
    #[new]
    #[pyo3(signature = (
        seats, seed, now_ms, *,
        round_ms=None, countdown_ms=None, move_deadline_ms=None, points=None, lexicon=None
    ))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        seats: Seats<'_>,
        seed: Seed,
        now_ms: NowMs,
        round_ms: Option<Bound<'_, PyAny>>,
        countdown_ms: Option<Bound<'_, PyAny>>,
        move_deadline_ms: Option<Bound<'_, PyAny>>,
        points: Option<Bound<'_, PyAny>>,
        lexicon: Option<&Lexicon>,
    ) -> PyResult<PyClassInitializer<HuntGame>> {
        let fields = [
            ("round_ms", round_ms),
            ("countdown_ms", countdown_ms),
            ("move_deadline_ms", move_deadline_ms),
            ("points", points),
        ];
        typed::create_from_args(py, seats, seed, fields, now_ms, lexicon)
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
        Ok(format!("<gridwords.hunt.Game: {seats} seats, {phase:?}>"))
    }
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // Named "Game" in gridwords.hunt; exported from _core as HuntGame.
    m.add("HuntGame", m.py().get_type::<HuntGame>())
}
