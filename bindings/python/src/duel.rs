//! Wordgrid's analysis calls (no game needed) and its replay. The work
//! runs without the GIL; the results are built after.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use gridwords::duel::{self, Board, Duel};

use crate::lexicon::{or_default, Lexicon};
use crate::topy::to_py;
use crate::{args, typed, OrPy};

/// A position for analysis: the board (25 characters a-z or '.', the core
/// judges them: `INVALID_BOARD`) and the spent words (any iterable of str
/// but a str itself; trimmed and folded to lower case, as the C ABI and
/// the CLI's `--played` do).
fn position(board: &Bound<'_, PyAny>, played: &Bound<'_, PyAny>) -> PyResult<(Board, Vec<String>)> {
    let board = Board::parse(args::text(board, "board")?).or_py()?;
    if played.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "played must be a list of str (the spent words), not a str",
        ));
    }
    let mut words = Vec::new();
    for (i, w) in played
        .try_iter()
        .map_err(|_| {
            PyTypeError::new_err(format!(
                "played must be a list of str, not {}",
                played
                    .get_type()
                    .name()
                    .map_or_else(|_| "?".into(), |n| n.to_string())
            ))
        })?
        .enumerate()
    {
        let w = w?;
        words.push(
            args::text(&w, format_args!("played[{i}]"))?
                .trim()
                .to_lowercase(),
        );
    }
    Ok((board, words))
}

/// Every legal move of the position for the player to move, as
/// `(cell, letter, path, word)` tuples: each (cell, letter, word) once with
/// its smallest path, sorted by cell, then letter, then word.
#[pyfunction]
#[pyo3(signature = (board, played, *, lexicon=None))]
fn duel_legal_moves<'py>(
    py: Python<'py>,
    board: &Bound<'py, PyAny>,
    played: &Bound<'py, PyAny>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyList>> {
    let (board, played) = position(board, played)?;
    let lex = or_default(lexicon);
    let moves = py.detach(|| duel::legal_moves(&board, &played, &lex));
    let out = PyList::empty(py);
    for m in moves {
        // The path as a list of ints (a Vec<u8> would become `bytes`).
        let path = PyList::new(py, m.path.iter().map(|&c| u32::from(c)))?;
        let item = PyTuple::new(
            py,
            [
                m.cell.into_pyobject(py)?.into_any(),
                m.letter.into_pyobject(py)?.into_any(),
                path.into_any(),
                PyString::new(py, &m.word).into_any(),
            ],
        )?;
        out.append(item)?;
    }
    Ok(out)
}

/// The `k` best moves of the position: dicts `{"cell", "letter", "path",
/// "word", "points", "reply"}` (`reply`: the opponent's best answer in
/// points), most `points - reply` first.
#[pyfunction]
#[pyo3(
    signature = (board, played, k=None, *, lexicon=None),
    text_signature = "(board, played, k=10, *, lexicon=None)"
)]
fn duel_best_moves<'py>(
    py: Python<'py>,
    board: &Bound<'py, PyAny>,
    played: &Bound<'py, PyAny>,
    k: Option<&Bound<'py, PyAny>>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyAny>> {
    let (board, played) = position(board, played)?;
    let k = match k {
        Some(k) => args::index(k, "k")?,
        None => 10,
    };
    let lex = or_default(lexicon);
    let best = py.detach(|| duel::best_moves(&board, &played, k, &lex));
    to_py(py, &best)
}

/// Replays a Wordgrid log (JSON) and returns the result JSON: the same
/// bytes in every binding. A log of another game is `WRONG_GAME`.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn duel_replay_json(
    py: Python<'_>,
    log: &Bound<'_, PyAny>,
    lexicon: Option<&Lexicon>,
) -> PyResult<String> {
    typed::replay_json::<Duel>(py, log, lexicon)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(duel_legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(duel_best_moves, m)?)?;
    m.add_function(wrap_pyfunction!(duel_replay_json, m)?)?;
    Ok(())
}
