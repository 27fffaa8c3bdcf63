//! Pictures: each game's board drawn as a self-contained SVG document.
//!
//! A notebook, a web page or a bug report wants to see a tray, a board or
//! a field, not read 16, 25 or 100 letters in a row. The drawing lives
//! here, once, so every binding shows the same picture of the same game
//! (Python's `_repr_svg_` and `tray_svg`, Node's `toSvg`), and so a
//! picture of a game draws only what its view shows: [`spectator`] draws
//! the spectator's view, the one every viewer may see (a Word Grid tray
//! stays blank until the round opens).
//!
//! Pure string building: no I/O, no dependency, no floating point. The
//! same input always gives the same bytes. Every document is
//! `<svg xmlns="http://www.w3.org/2000/svg" viewBox="…">` with a `<title>`
//! first (the picture's accessible name), every piece of text escaped,
//! and class attributes naming what each element is, for tests and style
//! sheets: `frame` (behind the board), `cell` (one per cell, with the
//! cell's state: `hidden`, `empty`, `last`, `free`, `frozen`, `across`,
//! `down`, `both`, `fixed`), `letter`, `path` and `start` (a word's cells
//! and its first one). Colours are presentation attributes, never a style
//! sheet, so an inline picture cannot restyle the page it sits in.
//!
//! * [`tray`]: a Word Grid tray, optionally one word's path.
//! * [`board`]: a Wordgrid board, optionally a move's cell and path.
//! * [`field`]: a Sóló field with its cells' states.
//! * [`Picture`] and [`spectator`]: a game's view drawn (every game of
//!   the registry has one: `AnyGame::spectator_svg`).
//!
//! This module stands above the games (it reads their types) and below
//! the registry; no game imports it.

mod board;
mod doc;
mod field;
mod picture;
mod tray;

#[cfg(test)]
mod tests;

pub use board::board;
pub use field::field;
pub use picture::{spectator, Picture};
pub use tray::tray;
