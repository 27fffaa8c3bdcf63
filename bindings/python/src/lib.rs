//! # gridwords for Python: the `gridwords._core` extension module
//!
//! Translation only: every rule lives in the `gridwords` crate. The public
//! API is the pure-Python package `gridwords` (python/gridwords), which
//! re-exports what is defined here under its contract names; `_core.pyi`
//! describes this module and a test keeps it in step with the runtime.
//!
//! * [`game::Game`] (`gridwords.Game`) wraps the core's `AnyGame`: any game,
//!   driven by JSON-shaped dicts. [`hunt_game::HuntGame`]
//!   (`gridwords.hunt.Game`), [`duel_game::DuelGame`]
//!   (`gridwords.duel.Game`) and [`solo_game::SoloGame`]
//!   (`gridwords.solo.Game`) are its subclasses with each game's typed
//!   calls, over one shared, generic plumbing ([`typed`]).
//! * `gridwords.restore` and `gridwords.from_log` ([`typed`]) give a
//!   snapshot or log of any game back as its game's typed class.
//! * Errors raise `gridwords.Error` with `.code` (the stable error-code name,
//!   e.g. `"NOT_YOUR_TURN"`, the C status name without `GW_STATUS_`),
//!   `.number` (the C status number) and `.message` (the core's message);
//!   `str(e)` is `"CODE: message"`, so a traceback shows the code.
//! * Arguments ([`args`]): a wrong Python type is `TypeError`; the right type
//!   with a bad value (a negative time, a seed over 2^64-1) is
//!   `gridwords.Error`, never `OverflowError`; a `str` that is not valid
//!   Unicode (a lone surrogate) is `INVALID_UTF8`, never
//!   `UnicodeEncodeError`.
//! * Structured results (events, views, results) are the engine's JSON
//!   shapes as dicts and lists.
//! * Heavy calls (solving and scoring many trays, Wordgrid's legal and best
//!   moves, Sóló's best swaps, replaying a log, building a lexicon, writing
//!   a log or a snapshot, a bot's search) release the GIL. A game guards
//!   its state with a mutex, so two threads touching one game get one call
//!   after the other, never "Already borrowed"; no call holds it while a
//!   bot searches ([`game`]: `Searches::Apart`, the engine's
//!   `call_shared` loop, `BOT_THINKING`, `Game.think`).
//! * `gridwords.warm_up` ([`lexicon`]) does the one-time work at launch.

#![allow(missing_debug_implementations)] // pyclasses are opaque to Python

mod args;
mod bots;
mod duel;
mod duel_game;
mod errors;
mod game;
mod hunt;
mod hunt_game;
mod lexicon;
mod memory;
mod numpy;
mod records;
mod seal;
mod solo;
mod solo_game;
mod solves;
mod stream;
mod topy;
mod typed;
mod verify_many;
mod watch;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use gridwords::{ErrorCode, GAMES};

pub(crate) use errors::{err, json_loads, py_err, OrPy};
use errors::{error_init, Error};

/// Every error code: name -> number.
#[pyfunction]
fn error_codes<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for c in ErrorCode::ALL {
        d.set_item(c.name(), c.number())?;
    }
    Ok(d)
}

/// The options of `game`'s config, as the core declares them (one dict
/// each: `name`, `type`, the range, `default`, `analysis`, `doc`);
/// `UNKNOWN_GAME` for another name.
#[pyfunction]
fn options<'py>(py: Python<'py>, game: &str) -> PyResult<Bound<'py, PyAny>> {
    let spec = gridwords::AnyGame::options(game).or_py()?;
    topy::to_py(py, &gridwords::engine::options::spec_json(spec))
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    // The C ABI version this build matches (GW_ABI_VERSION): the core's.
    m.add("ABI_VERSION", gridwords::ABI_VERSION)?;
    error_init(py)?;
    m.add("Error", py.get_type::<Error>())?;
    m.add_function(wrap_pyfunction!(error_codes, m)?)?;
    m.add_function(wrap_pyfunction!(options, m)?)?;
    // The type names a host annotates with, built from the core's lists so
    // they cannot drift at runtime; the stub spells them out for type
    // checkers, and tests/test_stubs.py holds the two equal.
    let literal = py.import("typing")?.getattr("Literal")?;
    let codes = PyTuple::new(py, ErrorCode::ALL.iter().map(|c| c.name()))?;
    m.add("ErrorCode", literal.get_item(codes)?)?;
    m.add("GameName", literal.get_item(PyTuple::new(py, GAMES)?)?)?;
    lexicon::register(m)?;
    game::register(m)?;
    hunt::register(m)?;
    solves::register(m)?;
    hunt_game::register(m)?;
    duel::register(m)?;
    duel_game::register(m)?;
    solo::register(m)?;
    solo_game::register(m)?;
    records::register(m)?;
    seal::register(m)?;
    bots::register(m)?;
    verify_many::register(m)?;
    Ok(())
}
