//! Sóló's picture: the 10×10 field, each cell shaded by its state.

use super::doc::{colour, Layout, Svg};
use super::picture::Picture;
use crate::error::{Error, ErrorCode, Result};
use crate::solo::{from_text, CellState, Solo, View, CELLS};

const LAYOUT: Layout = Layout {
    cols: 10,
    rows: 10,
    cell: 30,
    gap: 2,
    margin: 8,
    radius: 4,
    font: 17,
};

/// A cell's class and fill by its state: frozen cells (part of a scored
/// word) shaded by axis, Fixed ones (out of the game) grey.
fn look(state: CellState) -> (&'static str, &'static str) {
    match state {
        CellState::Free => ("cell free", colour::TILE),
        CellState::Across => ("cell frozen across", "#a5d8ff"),
        CellState::Down => ("cell frozen down", "#ffd8a8"),
        CellState::Both => ("cell frozen both", "#b2f2bb"),
        CellState::Fixed => ("cell fixed", "#ced4da"),
    }
}

/// The field as a picture: 100 cells, each with its state's class
/// (`"cell free"`, `"cell frozen across"`, `"cell frozen down"`, `"cell
/// frozen both"`, `"cell fixed"`) and shade, and a letter in each
/// (`class="letter"`, upper case). `cells` are the 100 states in cell
/// order (a view's `cells`); any other count is `INVALID_ARGUMENT`.
/// `title` is the picture's `<title>`; `None` counts the frozen and Fixed
/// cells.
pub fn field(letters: &[u8; CELLS], cells: &[CellState], title: Option<&str>) -> Result<String> {
    let cells: &[CellState; CELLS] = cells.try_into().map_err(|_| {
        Error::new(
            ErrorCode::InvalidArgument,
            format!("a field has {CELLS} cell states; got {}", cells.len()),
        )
    })?;
    let described;
    let title = match title {
        Some(t) => t,
        None => {
            let frozen = cells.iter().filter(|s| s.is_frozen()).count();
            let fixed = cells.iter().filter(|&&s| s == CellState::Fixed).count();
            described = format!("Sóló field, {frozen} cells frozen, {fixed} fixed");
            &described
        }
    };
    Ok(draw(letters, cells, title))
}

fn draw(letters: &[u8; CELLS], cells: &[CellState; CELLS], title: &str) -> String {
    let mut svg = Svg::open(LAYOUT, "solo", title);
    for (cell, &state) in cells.iter().enumerate() {
        let (class, fill) = look(state);
        svg.cell(cell, class, fill, false);
    }
    for (cell, &letter) in letters.iter().enumerate() {
        svg.letter(cell, letter);
    }
    svg.finish()
}

/// A Sóló view drawn: the field with every cell's state. The player and a
/// spectator see the same.
impl Picture for Solo {
    fn picture(view: &View) -> String {
        // The view's field and states are the core's own; were either ever
        // unreadable the picture would show no letter or a Free cell, never
        // a wrong one.
        let letters = from_text(&view.field).unwrap_or([0; CELLS]);
        let mut cells = [CellState::Free; CELLS];
        for (dst, &s) in cells.iter_mut().zip(&view.cells) {
            *dst = s;
        }
        let n = view.moves.len();
        let swaps = if n == 1 { "swap" } else { "swaps" };
        let title = match view.result {
            Some(_) => format!("Sóló, over: {} points in {n} {swaps}", view.score),
            None => format!("Sóló: {} points after {n} {swaps}", view.score),
        };
        draw(&letters, &cells, &title)
    }
}
