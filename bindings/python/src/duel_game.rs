//! `gridwords.duel.Game`: a `gridwords.Game` with Wordgrid's typed calls,
//! each a thin wrapper over the shared plumbing in [`crate::typed`].

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};

use gridwords::duel::Duel;

use crate::args::{self, Cell, Letter, NowMs, Seat, Seats, Seed};
use crate::lexicon::Lexicon;
use crate::typed::{self, typed_class};

/// How a move names its word (`path_or_word`): by the word (a `str`) or
/// by its path (a list or tuple of cells).
enum Trace<'a> {
    Word(&'a str),
    Path(Vec<usize>),
}

impl<'a, 'py> FromPyObject<'a, 'py> for Trace<'a> {
    type Error = PyErr;
    fn extract(v: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        if v.is_instance_of::<PyString>() {
            return Ok(Trace::Word(args::text(v, "word")?));
        }
        if v.is_instance_of::<PyList>() || v.is_instance_of::<PyTuple>() {
            let mut path = Vec::with_capacity(8);
            for (i, c) in v.try_iter()?.enumerate() {
                path.push(args::index(&c?, format_args!("path[{i}]"))?);
            }
            return Ok(Trace::Path(path));
        }
        Err(PyTypeError::new_err(format!(
            "path_or_word must be a str (the word) or a list of int (the path), not {}",
            v.get_type().name()?
        )))
    }
}

typed_class! {
    /// A Wordgrid game: `gridwords.Game` with the typed calls. Thread-safe:
    /// calls from several threads are serialised by an internal lock.
    DuelGame for Duel, module = "gridwords.duel", title = "Wordgrid",
    view = "What `seat` may see now (None: a spectator), as a dict. Nothing is hidden in Wordgrid but the seed, until the end. It answers for any seat it is asked about: the host asks for the seat of the player who is asking.",
    result = "The settled result as a dict once the game is over, else None.",
    {
    /// A new game: `seats` two of "human", "bot:easy", "bot:medium",
    /// "bot:hard" (seat 0 moves first); `seed` an int or a seed string
    /// ("42", "0x2a"); `now_ms` the host's clock (seat 0's clock starts
    /// here). The options (`gridwords.options("duel")`; the table in
    /// `docs/rules/duel.md`) follow `now_ms`, by position in that order or
    /// by keyword; `None` (the default) leaves one to the rules' default.
    /// They go into the config as they are, so the core judges them as it
    /// judges any config (`INVALID_JSON`, `INVALID_CONFIG`), as
    /// `hunt.Game`'s and Node's options are; a name it does not declare is
    /// a `TypeError`.
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
    ) -> PyResult<PyClassInitializer<DuelGame>> {
        let required = [("seats", seats.0), ("seed", seed.0.into_pyobject(py)?.into_any())];
        typed::create_from_args(py, &required, options, named, now_ms, lexicon)
    }

    /// `seat` writes `letter` into the empty `cell` (0-24, row-major) and
    /// plays a word through it: `path_or_word` is the word (a str: the
    /// engine traces its smallest path through the cell) or its path (a
    /// list of cells). Returns the events: the move
    /// (`{"type": "move", "seat", "cell", "letter", "path", "word",
    /// "points", "at_ms"}`), then whatever it caused (a lapsed draw offer,
    /// the end). A refused move raises Error and changes nothing.
    fn play<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        cell: Cell,
        letter: Letter,
        path_or_word: Trace<'_>,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (seat, cell, letter, now) = (seat.0, cell.0, letter.0, now_ms.0);
        match path_or_word {
            Trace::Word(w) => typed::act(slf, |g| g.play(seat, cell, letter, w, now)),
            Trace::Path(p) => typed::act(slf, |g| g.play_path(seat, cell, letter, &p, now)),
        }
    }

    /// `seat` offers the other seat a draw (it lapses when that seat moves).
    fn offer_draw<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.offer_draw(seat.0, now_ms.0))
    }

    /// `seat` accepts the other seat's open offer: the game ends, stakes
    /// refunded.
    fn accept_draw<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.accept_draw(seat.0, now_ms.0))
    }

    /// `seat` declines the other seat's open offer.
    fn decline_draw<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.decline_draw(seat.0, now_ms.0))
    }

    /// `seat` resigns and loses (at any time, on either turn).
    fn resign<'py>(
        slf: &Bound<'py, Self>,
        seat: Seat,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        typed::act(slf, |g| g.resign(seat.0, now_ms.0))
    }

    /// The board: 25 characters row-major, lower case, "." for empty.
    #[getter]
    fn board(slf: &Bound<'_, Self>) -> PyResult<String> {
        typed::with(slf, |g| Ok(g.board().to_text()))
    }

    /// The seat to move; None once the game is over.
    #[getter]
    fn to_move(slf: &Bound<'_, Self>) -> PyResult<Option<usize>> {
        typed::with(slf, |g| Ok(g.to_move()))
    }

    /// Each seat's points.
    #[getter]
    fn scores(slf: &Bound<'_, Self>) -> PyResult<[u32; 2]> {
        typed::with(slf, |g| Ok(g.scores()))
    }

    /// Every spent word, the start word first.
    #[getter]
    fn played(slf: &Bound<'_, Self>) -> PyResult<Vec<String>> {
        typed::with(slf, |g| Ok(g.played().to_vec()))
    }

    /// Each seat's time left, in ms, as of the latest time the game has
    /// seen (only the seat to move spends its clock).
    #[getter]
    fn clocks_ms(slf: &Bound<'_, Self>) -> PyResult<[u64; 2]> {
        typed::with(slf, |g| Ok(g.clocks_ms()))
    }

    /// The seat whose draw offer is open, else None.
    #[getter]
    fn draw_offer(slf: &Bound<'_, Self>) -> PyResult<Option<usize>> {
        typed::with(slf, |g| Ok(g.draw_offer()))
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let (board, to_move, scores) =
            typed::with(slf, |g| Ok((g.board().to_text(), g.to_move(), g.scores())))?;
        let state = match to_move {
            Some(s) => format!("seat {s} to move"),
            None => "over".to_string(),
        };
        Ok(format!(
            "<gridwords.duel.Game: {board:?}, scores {}-{}, {state}>",
            scores[0], scores[1]
        ))
    }
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // Named "Game" in gridwords.duel; exported from _core as DuelGame.
    m.add("DuelGame", m.py().get_type::<DuelGame>())
}
