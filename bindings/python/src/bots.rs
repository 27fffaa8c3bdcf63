//! The bots as data: what Word Grid's bot would find in a tray, and Sóló's
//! built-in players' games, without a host driving a game. The core
//! decides everything; this file converts.

use pyo3::prelude::*;

use gridwords::hunt;
use gridwords::solo::{self, Strategy};

use pyo3::types::PyList;

use crate::args::{self, Points, Seed, Threads};
use crate::lexicon::{or_default, Lexicon};
use crate::solo_game::SoloGame;
use crate::stream::{OutBytes, Seeds, SLICE};
use crate::topy::to_py;
use crate::watch::Watch;
use crate::{memory, typed, OrPy};

/// What the Word Grid bot of `strength` (1-5) would find in `tray`, drawn
/// from stream 1 of `seed` as in a game: a list of `{"word", "at_ms"}`,
/// the times in ms from the round's opening, in the order it sends them.
/// `round_ms`, `points` and `bot_rules` default to the game's (a standard
/// round, table and today's bot rules). With the seed's own strength and
/// tray this is exactly what the bot of that seed's game sends.
#[pyfunction]
#[pyo3(signature = (tray, strength, seed, *, round_ms=None, points=None, bot_rules=None, lexicon=None))]
#[allow(clippy::too_many_arguments)]
fn hunt_bot_words<'py>(
    py: Python<'py>,
    tray: args::Tray,
    strength: Bound<'py, PyAny>,
    seed: Seed,
    round_ms: Option<Bound<'py, PyAny>>,
    points: Option<Points>,
    bot_rules: Option<Bound<'py, PyAny>>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyAny>> {
    let strength = args::uint(&strength, "strength")?;
    let round_ms = match round_ms {
        Some(v) => args::uint(&v, "round_ms")?,
        None => hunt::ROUND_MS,
    };
    let rules = match bot_rules {
        Some(v) => args::uint(&v, "bot_rules")?,
        None => hunt::BOT_RULES,
    };
    let points = points.unwrap_or_default().0;
    let lex = or_default(lexicon);
    let words = py
        .detach(|| hunt::bot_plan(seed.0, strength, &tray.0, &lex, round_ms, &points, rules))
        .or_py()?;
    to_py(py, &words)
}

/// The Word Grid bot's strength (1-5) for `seed`, as a game with that
/// seed draws it when it is made.
#[pyfunction]
fn hunt_bot_strength(seed: Seed) -> u8 {
    hunt::bot_strength(seed.0)
}

/// `hunt_bot_strength` for many seeds: a numpy `uint8` array in the seeds'
/// shape (numpy needed). `seeds` as for `hunt_deal_many` (read a slice at
/// a time); `progress` and Ctrl-C as for the batch calls.
#[pyfunction]
#[pyo3(signature = (seeds, *, progress=None))]
fn hunt_bot_strength_many<'py>(
    py: Python<'py>,
    seeds: Bound<'py, PyAny>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let numpy = py.import("numpy")?;
    let mut input = Seeds::open(&seeds, &numpy.getattr("ndarray")?)?;
    let mut watch = Watch::new(input.total(), 0, progress)?;
    let mut out = OutBytes::new(py, input.declared_len(), 1, "seeds")?;
    input.each_slice(py, SLICE, &mut watch, |watch, seeds| {
        let strengths: Vec<u8> = watch.run(py, seeds.len(), |_| {
            seeds.iter().map(|&s| hunt::bot_strength(s)).collect()
        })?;
        out.push(seeds.len(), |b| b.copy_from_slice(&strengths))
    })?;
    out.into_array("u1", input.shape(py)?)
}

/// `solo_play_out` for many seeds, on up to `threads` threads without the
/// GIL: the result dicts, in input order (`solo_play_out(seed, strategy)`
/// gives any one's game). `seeds` as for `hunt_deal_many` (read a slice at
/// a time); `progress` and Ctrl-C as for the batch calls.
#[pyfunction]
#[pyo3(signature = (seeds, strategy, *, lexicon=None, threads=None, progress=None))]
fn solo_play_out_many<'py>(
    py: Python<'py>,
    seeds: Bound<'py, PyAny>,
    strategy: &str,
    lexicon: Option<&Lexicon>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let strategy = Strategy::from_name(strategy).or_py()?;
    let threads = threads.unwrap_or_default().0;
    let lex = or_default(lexicon);
    let ndarray = py.import("numpy")?.getattr("ndarray")?;
    let mut input = Seeds::open(&seeds, &ndarray)?;
    let mut watch = Watch::new(input.total(), 0, progress)?;
    let out = PyList::empty(py);
    // A game takes milliseconds: slices of a few hundred keep the read
    // seeds and the results small.
    const GAMES: usize = 512;
    let mut results = Vec::new();
    input.each_slice(py, GAMES, &mut watch, |watch, seeds| {
        memory::resize(&mut results, seeds.len(), None)?;
        let (played, lex) = (&mut results, &lex);
        watch
            .run(py, seeds.len(), |report| {
                solo::play_out_many_into(seeds, strategy, lex, threads, played, report)
            })?
            .or_py()?;
        results.iter().try_for_each(|r| out.append(to_py(py, r)?))
    })?;
    Ok(out)
}

/// The Sóló game of `seed` played to its end by a built-in player
/// (`"greedy"` or `"random"`, see `docs/rules/solo.md`): the finished
/// `solo.Game`, created at 0.
#[pyfunction]
#[pyo3(signature = (seed, strategy, *, lexicon=None))]
fn solo_play_out(
    py: Python<'_>,
    seed: Seed,
    strategy: &str,
    lexicon: Option<&Lexicon>,
) -> PyResult<Py<SoloGame>> {
    let strategy = Strategy::from_name(strategy).or_py()?;
    let lex = or_default(lexicon);
    let game = py
        .detach(|| solo::play_out_game(seed.0, strategy, &lex))
        .or_py()?;
    Py::new(py, typed::init::<SoloGame>(game))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("solo_strategies", Strategy::NAMES.to_vec())?;
    m.add_function(wrap_pyfunction!(hunt_bot_words, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_bot_strength, m)?)?;
    m.add_function(wrap_pyfunction!(solo_play_out, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_bot_strength_many, m)?)?;
    m.add_function(wrap_pyfunction!(solo_play_out_many, m)?)?;
    Ok(())
}
