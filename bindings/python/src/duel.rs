//! Wordgrid's analysis calls (no game needed) and its replay. The work
//! runs without the GIL; the results are built after.

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use gridwords::duel::{self, Duel};

use crate::args::{Board, Cell, Log, Path, Played, Title, K};
use crate::lexicon::{or_default, Lexicon};
use crate::topy::to_py;
use crate::{typed, OrPy};

/// Every legal move of the position for the player to move, as
/// `(cell, letter, path, word)` tuples: each (cell, letter, word) once with
/// its smallest path, sorted by cell, then letter, then word.
#[pyfunction]
#[pyo3(signature = (board, played, *, lexicon=None))]
fn duel_legal_moves<'py>(
    py: Python<'py>,
    board: Board,
    played: Played,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyList>> {
    let lex = or_default(lexicon);
    let moves = py.detach(|| duel::legal_moves(&board.0, &played.0, &lex));
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
    board: Board,
    played: Played,
    k: Option<K>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, PyAny>> {
    let k = k.map_or(duel::BEST_MOVES_K, |k| k.0);
    let lex = or_default(lexicon);
    let best = py.detach(|| duel::best_moves(&board.0, &played.0, k, &lex));
    to_py(py, &best)
}

/// Replays a Wordgrid log (JSON) and returns the result JSON: the same
/// bytes in every binding. A log of another game is `WRONG_GAME`.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn duel_replay_json(py: Python<'_>, log: Log, lexicon: Option<&Lexicon>) -> PyResult<String> {
    typed::replay_json::<Duel>(py, log, lexicon)
}

/// The board drawn as an SVG document (the core's `svg::board`): `cell`
/// marked (a move's new letter), `path` (a word's cells) drawn; `title` is
/// its `<title>`.
#[pyfunction]
#[pyo3(signature = (board, *, cell=None, path=None, title=None))]
fn duel_board_svg(
    board: Board,
    cell: Option<Cell>,
    path: Option<Path>,
    title: Option<Title<'_>>,
) -> PyResult<String> {
    let path = path.map(|p| p.0).unwrap_or_default();
    gridwords::svg::board(&board.0, cell.map(|c| c.0), &path, title.map(|t| t.0)).or_py()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(duel_board_svg, m)?)?;
    // The bot levels, weakest first, from the core's list (a seat kind is
    // `"bot:<level>"`).
    let levels = duel::Level::ALL.map(duel::Level::name);
    m.add("DUEL_LEVELS", PyTuple::new(m.py(), levels)?)?;
    m.add_function(wrap_pyfunction!(duel_legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(duel_best_moves, m)?)?;
    m.add_function(wrap_pyfunction!(duel_replay_json, m)?)?;
    Ok(())
}
