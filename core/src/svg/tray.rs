//! Word Grid's picture: the 4×4 tray, and a word's path over it.

use super::doc::{colour, Layout, Svg};
use super::picture::Picture;
use crate::error::Result;
use crate::hunt::{self, Hunt, Phase, Tray, View, CELLS};

/// Tiles of 56 px, like a tray on a table.
const LAYOUT: Layout = Layout {
    cols: 4,
    rows: 4,
    cell: 56,
    gap: 6,
    margin: 10,
    radius: 8,
    font: 30,
};

/// What a picture without the tray says.
const HIDDEN_NOTE: &str = "the tray is hidden until the round opens";

/// A cell whose letter the viewer may not see yet.
const HIDDEN: &str = "#d8d0bc";

/// The tray as a picture: 16 cells (`class="cell"`) and their letters
/// (`class="letter"`, drawn upper case). With `word`, its first path is
/// drawn over the cells (`class="path"`, a point per letter, a dot on the
/// first, `class="start"`): the path [`hunt::trace`] gives (the word as
/// typed, trimmed and folded; not looked up in a word list), which is the
/// one `solve` lists for a word of the list. A word the tray cannot hold
/// is `INVALID_ARGUMENT`. `title` is the picture's `<title>` (its
/// accessible name); `None` describes the tray and the word.
pub fn tray(tray: &Tray, word: Option<&str>, title: Option<&str>) -> Result<String> {
    let path = word.map(|w| hunt::trace(tray, w)).transpose()?;
    let cells: Vec<usize> = path
        .iter()
        .flat_map(|p| p.as_slice().iter().map(|&c| usize::from(c)))
        .collect();
    let described;
    let title = match title {
        Some(t) => t,
        None => {
            let spelled: String = cells
                .iter()
                .map(|&c| char::from(tray.letter(c).to_ascii_uppercase()))
                .collect();
            described = match path {
                Some(_) => format!("{}, with the path of {spelled}", describe(tray)),
                None => describe(tray),
            };
            &described
        }
    };
    Ok(draw(Some(tray), &cells, title))
}

/// "Word Grid tray ABCD EFGH IJKL MNOP": the letters by row, for a
/// screen reader.
fn describe(tray: &Tray) -> String {
    format!(
        "Word Grid tray {}",
        tray.rows().join(" ").to_ascii_uppercase()
    )
}

/// The picture of `tray` (`None`: hidden, every cell blank) with `path`.
fn draw(tray: Option<&Tray>, path: &[usize], title: &str) -> String {
    let mut svg = Svg::open(LAYOUT, "hunt", title);
    for cell in 0..CELLS {
        match tray {
            Some(_) => svg.cell(cell, "cell", colour::TILE, false),
            None => svg.cell(cell, "cell hidden", HIDDEN, false),
        }
    }
    svg.path(path);
    if let Some(t) = tray {
        for cell in 0..CELLS {
            svg.letter(cell, t.letter(cell));
        }
    }
    svg.finish()
}

/// A Word Grid view drawn: the tray once the view shows it (from T0), 16
/// blank cells (`class="cell hidden"`) before, since nobody may see the
/// letters before the round opens. No word is drawn: during the round
/// which words a seat found is that seat's own, and a spectator's view
/// holds none.
impl Picture for Hunt {
    fn picture(view: &View) -> String {
        // The view's tray is one the core wrote; were it ever unreadable
        // the picture would show it hidden, never a wrong letter.
        let tray = view.tray.as_deref().and_then(|t| Tray::parse(t).ok());
        let words: Vec<String> = view.seats.iter().map(|s| s.words.to_string()).collect();
        let title = match (view.phase, &tray) {
            (Phase::Live, Some(t)) => format!(
                "{}, round open; words found by seat: {}",
                describe(t),
                words.join(", ")
            ),
            (Phase::Over, Some(t)) => format!("{}, round over", describe(t)),
            (Phase::Waiting, _) => {
                format!("Word Grid, waiting for every seat to press Ready: {HIDDEN_NOTE}")
            }
            (Phase::Countdown, _) => format!("Word Grid, counting down: {HIDDEN_NOTE}"),
            (_, None) => format!("Word Grid: {HIDDEN_NOTE}"),
        };
        draw(tray.as_ref(), &[], &title)
    }
}
