//! # gridwords for Python: the `gridwords._core` extension module
//!
//! Translation only: every rule lives in the `gridwords` crate. The public
//! API is the pure-Python package `gridwords` (python/gridwords), which
//! re-exports what is defined here under its contract names; `_core.pyi`
//! describes this module and a test keeps it in step with the runtime.
//!
//! * Errors raise `gridwords.Error` with `.code` (the stable error-code name,
//!   e.g. `"NOT_YOUR_TURN"`, the C status name without `GW_STATUS_`) and
//!   `.number` (the C status number).
//! * Structured results (events, views, results, logs) are the engine's
//!   JSON, turned into dicts and lists by the standard `json` module.
//! * Heavy calls (solving and scoring many trays, replaying a log, building
//!   a lexicon) release the GIL. A `Game` guards its state with a mutex and
//!   never releases the GIL while holding it, so two threads touching one
//!   game get one call after the other, never "Already borrowed".

#![allow(missing_debug_implementations)] // pyclasses are opaque to Python

mod topy;

use std::sync::{Mutex, MutexGuard, TryLockError};

use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString, PyTuple};

use gridwords::hunt::Points;
use gridwords::hunt::solve as core_solve;
use gridwords::hunt::{deal, Config, Event, Game, Log, Tray};
use gridwords::{Error as CoreError, ErrorCode};

pyo3::create_exception!(
    gridwords,
    Error,
    PyException,
    "Every refusal of the engine. `.code` is the stable error-code name (e.g. \"NOT_YOUR_TURN\"), `.number` its stable number."
);

/// An engine error as a `gridwords.Error` with `code` and `number`.
fn py_err(e: CoreError) -> PyErr {
    Python::attach(|py| {
        let err = PyErr::new::<Error, _>(e.to_string());
        let value = err.value(py);
        let set = value
            .setattr("code", e.code().name())
            .and_then(|()| value.setattr("number", e.code().number()));
        match set {
            Ok(()) => err,
            Err(other) => other,
        }
    })
}

fn err(code: ErrorCode, message: impl Into<String>) -> PyErr {
    py_err(CoreError::new(code, message))
}

trait OrPy<T> {
    fn or_py(self) -> PyResult<T>;
}

impl<T> OrPy<T> for gridwords::Result<T> {
    fn or_py(self) -> PyResult<T> {
        self.map_err(py_err)
    }
}

fn json_loads<'py>(py: Python<'py>, s: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (s,))
}

fn json_dumps(py: Python<'_>, v: &Bound<'_, PyAny>) -> PyResult<String> {
    py.import("json")?
        .call_method1("dumps", (v,))?
        .extract::<String>()
}

/// A serde value as plain Python objects, the shape `json.loads` gives for
/// the engine's JSON (see `topy`).
fn to_py<'py, T: serde::Serialize>(py: Python<'py>, v: &T) -> PyResult<Bound<'py, PyAny>> {
    topy::to_py(py, v)
}

// ---------------------------------------------------------------------------
// Lexicon

/// A read-only word list, shareable between threads and games.
#[pyclass(frozen, module = "gridwords", name = "Lexicon")]
#[derive(Clone)]
pub struct Lexicon {
    inner: gridwords::Lexicon,
}

fn lexicon_or_default(lexicon: Option<&Lexicon>) -> gridwords::Lexicon {
    lexicon.map_or_else(
        || gridwords::Lexicon::embedded().clone(),
        |l| l.inner.clone(),
    )
}

#[pymethods]
impl Lexicon {
    /// The shipped English lexicon (one shared list per process).
    #[staticmethod]
    fn default(py: Python<'_>) -> Lexicon {
        let inner = py.detach(|| gridwords::Lexicon::embedded().clone());
        Lexicon { inner }
    }

    /// A lexicon of the given words (1-32 letters a-z, lower case; order and
    /// duplicates do not matter). Raises Error(code="INVALID_LEXICON_WORD").
    #[staticmethod]
    fn from_words(py: Python<'_>, words: &Bound<'_, PyAny>) -> PyResult<Lexicon> {
        let mut list: Vec<String> = Vec::new();
        for w in words.try_iter()? {
            list.push(w?.extract::<String>()?);
        }
        let inner = py
            .detach(|| gridwords::Lexicon::from_words(&list))
            .or_py()?;
        Ok(Lexicon { inner })
    }

    /// Opens a lexicon blob (as `to_bytes()` returns). Raises
    /// Error(code="LEXICON_CORRUPT").
    #[staticmethod]
    fn from_bytes(py: Python<'_>, data: Vec<u8>) -> PyResult<Lexicon> {
        let inner = py.detach(|| gridwords::Lexicon::from_bytes(data)).or_py()?;
        Ok(Lexicon { inner })
    }

    /// Whether `word` (lower-case a-z) is in the list.
    fn contains(&self, word: &str) -> bool {
        self.inner.contains(word)
    }

    fn __contains__(&self, word: &Bound<'_, PyAny>) -> bool {
        match word.cast::<PyString>() {
            Ok(s) => s.to_str().is_ok_and(|w| self.inner.contains(w)),
            Err(_) => false,
        }
    }

    fn __len__(&self) -> usize {
        self.inner.len()
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let words: Vec<String> = self.inner.words().collect();
        words.into_pyobject(py)?.try_iter().map(Bound::into_any)
    }

    /// The manifest as a dict.
    #[getter]
    fn manifest<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, self.inner.manifest_json())
    }

    /// The blob (reopen with `Lexicon.from_bytes`).
    fn to_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.inner.as_bytes())
    }

    fn __repr__(&self) -> String {
        format!("<gridwords.Lexicon of {} words>", self.inner.len())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let cls = py.get_type::<Lexicon>();
        if gridwords::Lexicon::ptr_eq(&self.inner, gridwords::Lexicon::embedded()) {
            (cls.getattr("default")?, PyTuple::empty(py)).into_pyobject(py)
        } else {
            let bytes = PyBytes::new(py, self.inner.as_bytes());
            (cls.getattr("from_bytes")?, (bytes,)).into_pyobject(py)
        }
    }
}

// ---------------------------------------------------------------------------
// hunt: analysis

fn parse_tray(t: &str) -> PyResult<Tray> {
    Tray::parse(t).or_py()
}

fn points_or_default(points: Option<Vec<u32>>) -> PyResult<Points> {
    points.map_or(Ok(Points::default()), |p| Points::from_slice(&p).or_py())
}

/// The tray dealt from `seed`: 16 lower-case letters, row-major.
#[pyfunction]
fn hunt_deal(seed: u64) -> String {
    deal(seed).as_str().to_string()
}

/// Every word the tray holds -> its first path (cells 0-15, row-major),
/// longest words first, then alphabetical.
#[pyfunction]
#[pyo3(signature = (tray, *, lexicon=None))]
fn hunt_solve<'py>(
    py: Python<'py>,
    tray: &str,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyDict>> {
    let tray = parse_tray(tray)?;
    let lex = lexicon_or_default(lexicon);
    let found = py.detach(|| core_solve::solve(&tray, &lex));
    let out = PyDict::new(py);
    for f in found {
        // Cells as a list of ints (a Vec<u8> would become `bytes`).
        let cells: Vec<u32> = f.path.as_slice().iter().map(|&c| u32::from(c)).collect();
        out.set_item(f.word, cells)?;
    }
    Ok(out)
}

/// The total for finding every word of the tray.
#[pyfunction]
#[pyo3(signature = (tray, *, points=None, lexicon=None))]
fn hunt_score(
    py: Python<'_>,
    tray: &str,
    points: Option<Vec<u32>>,
    lexicon: Option<&Lexicon>,
) -> PyResult<u32> {
    let tray = parse_tray(tray)?;
    let points = points_or_default(points)?;
    let lex = lexicon_or_default(lexicon);
    Ok(py.detach(|| core_solve::score(&tray, &points, &lex)))
}

/// `hunt_score` for many trays, without the GIL.
#[pyfunction]
#[pyo3(signature = (trays, *, points=None, lexicon=None))]
fn hunt_score_many(
    py: Python<'_>,
    trays: &Bound<'_, PyAny>,
    points: Option<Vec<u32>>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Vec<u32>> {
    let mut parsed = Vec::new();
    for (i, t) in trays.try_iter()?.enumerate() {
        let t = t?;
        let s = t.cast::<PyString>()?.to_str()?;
        parsed.push(Tray::parse(s).map_err(|e| {
            py_err(CoreError::new(
                e.code(),
                format!("trays[{i}]: {}", e.message()),
            ))
        })?);
    }
    let points = points_or_default(points)?;
    let lex = lexicon_or_default(lexicon);
    Ok(py.detach(|| {
        parsed
            .iter()
            .map(|t| core_solve::score(t, &points, &lex))
            .collect()
    }))
}

/// Replays a log (JSON) and returns the result JSON: the same bytes in
/// every binding.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn hunt_replay_json(py: Python<'_>, log: &str, lexicon: Option<&Lexicon>) -> PyResult<String> {
    let lex = lexicon.map(|l| l.inner.clone());
    py.detach(|| match lex {
        None => gridwords::hunt::replay_json(log),
        Some(lex) => {
            let log = Log::from_json(log)?;
            Ok(gridwords::hunt::replay_with(&log, lex)?.to_json())
        }
    })
    .or_py()
}

// ---------------------------------------------------------------------------
// hunt: the game

/// A Word Grid game. Thread-safe: calls from several threads are
/// serialised by an internal lock.
#[pyclass(frozen, module = "gridwords.hunt", name = "Game")]
pub struct HuntGame {
    inner: Mutex<Game>,
}

impl HuntGame {
    /// Takes the game's lock. Uncontended, it is one atomic operation; when
    /// another thread holds it, this thread waits with the GIL released, so
    /// the holder can always finish. Nothing that may run Python code (and
    /// so hand the GIL to another thread) runs while the lock is held: the
    /// callers convert errors and results only after dropping the guard.
    fn lock(&self, py: Python<'_>) -> PyResult<MutexGuard<'_, Game>> {
        loop {
            match self.inner.try_lock() {
                Ok(g) => return Ok(g),
                Err(TryLockError::Poisoned(_)) => return Err(err(
                    ErrorCode::Panic,
                    "this game was left unusable by an earlier panic; restore it from a snapshot",
                )),
                // Wait (without the GIL) until the holder lets go, then try
                // again with the GIL. A guard cannot leave `detach`.
                Err(TryLockError::WouldBlock) => py.detach(|| drop(self.inner.lock())),
            }
        }
    }

    /// Runs `f` on the game under its lock, and only then turns the outcome
    /// into Python objects.
    fn with<R>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Game) -> gridwords::Result<R>,
    ) -> PyResult<R> {
        let outcome = {
            let mut g = self.lock(py)?;
            f(&mut g)
        };
        outcome.or_py()
    }

    fn act<'py>(
        &self,
        py: Python<'py>,
        f: impl FnOnce(&mut Game) -> gridwords::Result<Vec<Event>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let events = self.with(py, f)?;
        to_py(py, &events)
    }
}

#[pymethods]
impl HuntGame {
    /// A new game: `seats` are "human" or "bot", `seed` an int, `now_ms` the
    /// host's clock; `overrides` are the optional config fields (round_ms,
    /// countdown_ms, move_deadline_ms, points).
    #[new]
    #[pyo3(signature = (seats, seed, now_ms, *, lexicon=None, **overrides))]
    fn new(
        py: Python<'_>,
        seats: &Bound<'_, PyAny>,
        seed: &Bound<'_, PyAny>,
        now_ms: u64,
        lexicon: Option<&Lexicon>,
        overrides: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<HuntGame> {
        let config = PyDict::new(py);
        if let Some(o) = overrides {
            for (k, v) in o.iter() {
                config.set_item(k, v)?;
            }
        }
        config.set_item("seats", seats)?;
        config.set_item("seed", seed)?;
        let json = json_dumps(py, config.as_any())
            .map_err(|e| err(ErrorCode::InvalidConfig, format!("config: {e}")))?;
        HuntGame::from_config_json(&json, now_ms, lexicon)
    }

    /// A new game from a JSON config (as the C ABI takes it).
    #[staticmethod]
    #[pyo3(signature = (config_json, now_ms, *, lexicon=None))]
    fn from_config_json(
        config_json: &str,
        now_ms: u64,
        lexicon: Option<&Lexicon>,
    ) -> PyResult<HuntGame> {
        let config = Config::from_json(config_json).or_py()?;
        let game = match lexicon {
            None => Game::new(config, now_ms),
            Some(l) => Game::with_lexicon(config, l.inner.clone(), now_ms),
        }
        .or_py()?;
        Ok(HuntGame {
            inner: Mutex::new(game),
        })
    }

    /// `seat` presses Ready. Returns the events (list of dicts).
    fn ready<'py>(&self, py: Python<'py>, seat: usize, now_ms: u64) -> PyResult<Bound<'py, PyAny>> {
        self.act(py, |g| g.ready(seat, now_ms))
    }

    /// `seat` sends `word` (as typed). A word that does not score is a
    /// "miss" event; refusals raise Error.
    fn submit<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
        word: &str,
        now_ms: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.act(py, |g| g.submit(seat, word, now_ms))
    }

    /// `seat` resigns.
    fn resign<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
        now_ms: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.act(py, |g| g.resign(seat, now_ms))
    }

    /// Moves the clock: whatever fell due happens. Returns the events.
    fn advance<'py>(&self, py: Python<'py>, now_ms: u64) -> PyResult<Bound<'py, PyAny>> {
        self.act(py, |g| g.advance(now_ms))
    }

    /// What `seat` may see now (None: a spectator), as a dict.
    #[pyo3(signature = (seat=None))]
    fn view<'py>(&self, py: Python<'py>, seat: Option<usize>) -> PyResult<Bound<'py, PyAny>> {
        let view = self.with(py, |g| g.view(seat))?;
        to_py(py, &view)
    }

    /// The settled result as a dict once the game is over, else None.
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let result = self.with(py, |g| Ok(g.result().cloned()))?;
        result.map(|r| to_py(py, &r)).transpose()
    }

    /// The result JSON once over (the bytes `replay_json` gives), else None.
    fn result_json(&self, py: Python<'_>) -> PyResult<Option<String>> {
        self.with(py, |g| Ok(g.result_json()))
    }

    /// Whether the game is over.
    #[getter]
    fn is_over(&self, py: Python<'_>) -> PyResult<bool> {
        self.with(py, |g| Ok(g.is_over()))
    }

    /// The tray once it has opened, else None.
    #[getter]
    fn tray(&self, py: Python<'_>) -> PyResult<Option<String>> {
        self.with(py, |g| Ok(g.tray().map(|t| t.as_str().to_string())))
    }

    /// The log as JSON (replay it with `gridwords.hunt.replay`).
    fn log(&self, py: Python<'_>) -> PyResult<String> {
        self.with(py, |g| Ok(g.log_json()))
    }

    /// The full state as versioned snapshot bytes.
    fn snapshot<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = self.with(py, |g| Ok(g.snapshot()))?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// A game restored from `snapshot()` bytes.
    #[staticmethod]
    #[pyo3(signature = (data, *, lexicon=None))]
    fn restore(data: &[u8], lexicon: Option<&Lexicon>) -> PyResult<HuntGame> {
        let game = match lexicon {
            None => Game::restore(data),
            Some(l) => Game::restore_with(data, l.inner.clone()),
        }
        .or_py()?;
        Ok(HuntGame {
            inner: Mutex::new(game),
        })
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let (bytes, lex) = self.with(py, |g| Ok((g.snapshot(), g.lexicon().clone())))?;
        let restore = py.import("gridwords.hunt")?.getattr("_restore")?;
        let bytes = PyBytes::new(py, &bytes);
        if gridwords::Lexicon::ptr_eq(&lex, gridwords::Lexicon::embedded()) {
            (restore, (bytes,)).into_pyobject(py)
        } else {
            (restore, (bytes, Lexicon { inner: lex })).into_pyobject(py)
        }
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let (seats, phase) = self.with(py, |g| Ok((g.seat_count(), g.phase())))?;
        Ok(format!("<gridwords.hunt.Game: {seats} seats, {phase:?}>"))
    }
}

/// Every error code: name -> number.
#[pyfunction]
fn error_codes<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for c in ErrorCode::ALL {
        d.set_item(c.name(), c.number())?;
    }
    Ok(d)
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    // The C ABI version this build matches (GW_ABI_VERSION).
    m.add("ABI_VERSION", 1u32)?;
    m.add("Error", py.get_type::<Error>())?;
    m.add_class::<Lexicon>()?;
    m.add_class::<HuntGame>()?;
    m.add_function(wrap_pyfunction!(error_codes, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_deal, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_solve, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_score, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_score_many, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_replay_json, m)?)?;
    Ok(())
}
