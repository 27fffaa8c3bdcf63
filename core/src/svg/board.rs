//! Wordgrid's picture: the 5×5 board, and a move's new cell and word.

use super::doc::{colour, Layout, Svg};
use super::picture::Picture;
use crate::duel::{Board, Duel, View, CELLS};
use crate::error::{Error, ErrorCode, Result};

const LAYOUT: Layout = Layout {
    cols: 5,
    rows: 5,
    cell: 48,
    gap: 4,
    margin: 10,
    radius: 6,
    font: 26,
};

/// An empty cell: paler, with a dashed outline.
const EMPTY: &str = "#f3efe4";
/// The cell a move wrote into.
const LAST: &str = "#ffe08a";

/// The board as a picture: 25 cells (`class="cell"`, `"cell empty"` for
/// an empty one) and a letter (`class="letter"`, upper case) in each
/// filled cell. `cell` marks one cell (`"cell last"`: a move's new
/// letter) and `path` draws a word's cells in order (`class="path"`, a
/// dot on the first, `class="start"`), as given: a cell off the board
/// (0–24) is `CELL_OUT_OF_RANGE`, nothing else is judged (a picture of a
/// position need not be a legal move). `title` is the picture's `<title>`;
/// `None` describes the board.
pub fn board(
    board: &Board,
    cell: Option<usize>,
    path: &[usize],
    title: Option<&str>,
) -> Result<String> {
    let off = |what: String| {
        Error::new(
            ErrorCode::CellOutOfRange,
            format!("{what} is not on the board (cells are 0-{})", CELLS - 1),
        )
    };
    if let Some(c) = cell.filter(|&c| c >= CELLS) {
        return Err(off(format!("cell {c}")));
    }
    if let Some((i, c)) = path.iter().enumerate().find(|(_, &c)| c >= CELLS) {
        return Err(off(format!("path[{i}] = {c}")));
    }
    let described;
    let title = match title {
        Some(t) => t,
        None => {
            described = format!("Wordgrid board, {} of {CELLS} cells filled", board.filled());
            &described
        }
    };
    Ok(draw(board.cells(), cell, path, title))
}

/// The picture of a board's letters (`0`: an empty cell).
fn draw(letters: &[u8; CELLS], last: Option<usize>, path: &[usize], title: &str) -> String {
    let mut svg = Svg::open(LAYOUT, "duel", title);
    for (cell, &letter) in letters.iter().enumerate() {
        let empty = letter == 0;
        let (class, fill) = match (last == Some(cell), empty) {
            (true, true) => ("cell empty last", LAST),
            (true, false) => ("cell last", LAST),
            (false, true) => ("cell empty", EMPTY),
            (false, false) => ("cell", colour::TILE),
        };
        svg.cell(cell, class, fill, empty);
    }
    svg.path(path);
    for (cell, &letter) in letters.iter().enumerate() {
        if letter != 0 {
            svg.letter(cell, letter);
        }
    }
    svg.finish()
}

/// A Wordgrid view drawn: the board, the last move's new cell marked and
/// its word's path drawn. Everyone sees the same board (Wordgrid hides
/// only the seed).
impl Picture for Duel {
    fn picture(view: &View) -> String {
        // The view's board is one the core wrote; were it ever unreadable
        // the picture would show an empty board, never a wrong letter.
        let letters = Board::parse(&view.board).map_or([0; CELLS], |b| *b.cells());
        let last = view.moves.last();
        let [a, b] = view.scores;
        let mut title = match (&view.result, view.to_move) {
            (Some(r), _) => match r.winner {
                Some(w) if !r.draw => format!("Wordgrid, over: seat {w} won, {a}-{b}"),
                _ => format!("Wordgrid, over: drawn by agreement, {a}-{b}"),
            },
            (None, Some(s)) => format!("Wordgrid: seat {s} to move, {a}-{b}"),
            (None, None) => format!("Wordgrid, over, {a}-{b}"),
        };
        if let Some(m) = last {
            title.push_str(&format!(
                "; last move {} by seat {}",
                m.word.to_ascii_uppercase(),
                m.seat
            ));
        }
        let path: Vec<usize> = last
            .map(|m| m.path.iter().map(|&c| usize::from(c)).collect())
            .unwrap_or_default();
        let cell = last.map(|m| usize::from(m.cell));
        draw(&letters, cell, &path, &title)
    }
}
