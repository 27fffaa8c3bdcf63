//! The bots as data: what Word Grid's bot would find in a tray, and Sóló's
//! built-in players' games, without a host driving a game. The core
//! decides everything; this file converts.

use pyo3::prelude::*;

use gridwords::hunt;
use gridwords::solo::{self, Strategy};

use crate::args::{self, Points, Seed};
use crate::lexicon::{or_default, Lexicon};
use crate::solo_game::SoloGame;
use crate::topy::to_py;
use crate::{typed, OrPy};

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
    Ok(())
}
