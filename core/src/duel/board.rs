//! The 5×5 Wordgrid board: cells 0–24 row-major, orthogonal neighbours, a
//! letter a–z or nothing in each cell.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::{Error, ErrorCode, Result};
use crate::grid::{Adjacency, Grid, NeighbourTable};

/// The board's geometry.
pub const GRID: Grid = Grid::new(5, 5, Adjacency::Orthogonal);
/// Number of cells.
pub const CELLS: usize = 25;
/// The word every match starts from, across the middle row (cells 10–14).
pub const START_WORD: &str = "sheep";
/// The first cell of the middle row.
pub const START_CELL: usize = 10;

static NEIGHBOURS: NeighbourTable<CELLS> = GRID.neighbour_table();

/// The cells sharing a side with `cell`, ascending.
pub fn neighbours(cell: usize) -> &'static [u8] {
    NEIGHBOURS.get(cell)
}

/// A position's letters. As text: 25 characters row-major, `.` for an empty
/// cell (`"..........sheep.........."`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board([u8; CELLS]);

fn invalid(msg: String) -> Error {
    Error::new(ErrorCode::InvalidBoard, msg)
}

impl Board {
    /// The starting position: `word` (five letters a–z, any case) across
    /// the middle row, every other cell empty.
    pub fn start(word: &str) -> Result<Board> {
        let w = word.trim().to_ascii_lowercase();
        if w.len() != 5 || !w.bytes().all(|b| b.is_ascii_lowercase()) {
            return Err(invalid(format!(
                "the start word {word:?} is not five letters a-z"
            )));
        }
        let mut cells = [0u8; CELLS];
        cells[START_CELL..START_CELL + 5].copy_from_slice(w.as_bytes());
        Ok(Board(cells))
    }

    /// Parses 25 characters, row-major: a letter (any case) or `.` for an
    /// empty cell. Any position is accepted for analysis, connected or not.
    pub fn parse(text: &str) -> Result<Board> {
        let b = text.trim().as_bytes();
        if b.len() != CELLS {
            return Err(invalid(format!(
                "a board is 25 characters (a-z or '.'); got {} bytes",
                b.len()
            )));
        }
        let mut cells = [0u8; CELLS];
        for (i, &c) in b.iter().enumerate() {
            cells[i] = match c {
                b'.' => 0,
                b'a'..=b'z' => c,
                b'A'..=b'Z' => c.to_ascii_lowercase(),
                _ => {
                    return Err(invalid(format!(
                        "character {i} of the board is not a-z or '.'"
                    )))
                }
            };
        }
        Ok(Board(cells))
    }

    /// The letter in `cell` (`b'a'..=b'z'`), or `None` when empty or out of
    /// range.
    pub fn get(&self, cell: usize) -> Option<u8> {
        self.0.get(cell).copied().filter(|&c| c != 0)
    }

    /// Whether `cell` is on the board and empty.
    pub fn is_empty_cell(&self, cell: usize) -> bool {
        self.0.get(cell) == Some(&0)
    }

    /// The board with `letter` written into `cell` (no checks).
    pub fn with(&self, cell: usize, letter: u8) -> Board {
        let mut b = *self;
        b.0[cell] = letter;
        b
    }

    /// Whether every cell is filled.
    pub fn is_full(&self) -> bool {
        self.0.iter().all(|&c| c != 0)
    }

    /// How many cells hold a letter.
    pub fn filled(&self) -> usize {
        self.0.iter().filter(|&&c| c != 0).count()
    }

    /// The empty cells that share a side with a filled one: where a letter
    /// may be written. Ascending.
    pub fn frontier(&self) -> impl Iterator<Item = usize> + '_ {
        (0..CELLS).filter(move |&c| {
            self.0[c] == 0 && neighbours(c).iter().any(|&n| self.0[n as usize] != 0)
        })
    }

    /// Bit `c` set when cell `c` holds a letter.
    pub fn filled_mask(&self) -> u32 {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, &c)| c != 0)
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// The letters as bytes, 0 for an empty cell.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.0
    }

    /// The text form: 25 characters, `.` for empty.
    pub fn to_text(&self) -> String {
        self.0
            .iter()
            .map(|&c| if c == 0 { '.' } else { c as char })
            .collect()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.to_text())
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_text())
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Board::parse(&s).map_err(|e| serde::de::Error::custom(e.message()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_parse_and_frontier() {
        let b = Board::start("SHEEP").unwrap();
        assert_eq!(b.to_text(), "..........sheep..........");
        assert_eq!(Board::parse(&b.to_text()).unwrap(), b);
        assert_eq!(
            b.frontier().collect::<Vec<_>>(),
            [5, 6, 7, 8, 9, 15, 16, 17, 18, 19]
        );
        assert_eq!(b.filled(), 5);
        assert_eq!(neighbours(0), &[1, 5]);
        assert_eq!(neighbours(12), &[7, 11, 13, 17]);
        for bad in ["sheepy", "shee", "sh3ep"] {
            assert_eq!(
                Board::start(bad).unwrap_err().code(),
                ErrorCode::InvalidBoard
            );
        }
        for bad in ["", "..........sheep.........", "..........sheep.........1"] {
            assert_eq!(
                Board::parse(bad).unwrap_err().code(),
                ErrorCode::InvalidBoard
            );
        }
    }
}
