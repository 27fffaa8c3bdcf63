//! The 10×10 Sóló field: the same 100 letters every game, placed by the
//! seed, and the state of each cell.

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorCode, Result};
use crate::grid::{Adjacency, Grid};
use crate::rng::GameRng;

/// The field's geometry (adjacency is unused: words run along rows and
/// columns).
pub const GRID: Grid = Grid::new(10, 10, Adjacency::Orthogonal);
/// Number of cells.
pub const CELLS: usize = 100;
/// How many of each letter a–z the field holds (100 in all).
pub const LETTER_COUNTS: [u8; 26] = [
    9, 2, 2, 4, 13, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 5, 6, 4, 2, 2, 1, 2, 1,
];
/// The field's ChaCha20 stream.
pub const FIELD_STREAM: u64 = 0;

/// What a cell is now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CellState {
    /// May be swapped.
    #[default]
    Free,
    /// Part of a scored word read along its row.
    Across,
    /// Part of a scored word read down its column.
    Down,
    /// Part of scored words both ways.
    Both,
    /// A swapped letter that froze nothing: out of the game, an edge to
    /// every word.
    Fixed,
}

impl CellState {
    /// Whether a word on `axis` may not pass through this cell.
    pub fn blocks(self, axis: Axis) -> bool {
        match self {
            CellState::Free | CellState::Down if axis == Axis::Across => false,
            CellState::Free | CellState::Across if axis == Axis::Down => false,
            _ => true,
        }
    }

    /// Whether the cell holds part of a scored word.
    pub fn is_frozen(self) -> bool {
        matches!(self, CellState::Across | CellState::Down | CellState::Both)
    }

    /// The state named as views write it (`"free"`, `"across"`,
    /// `"down"`, `"both"`, `"fixed"`): a host's list of states read back
    /// (the pictures of a field). Any other name is `INVALID_ARGUMENT`.
    pub fn from_name(name: &str) -> Result<CellState> {
        serde_json::from_value(serde_json::Value::String(name.to_owned())).map_err(|_| {
            Error::new(
                ErrorCode::InvalidArgument,
                format!("{name:?} is not a cell state (free, across, down, both or fixed)"),
            )
        })
    }

    /// The state after freezing on `axis`.
    pub fn frozen_on(self, axis: Axis) -> CellState {
        match (self, axis) {
            (CellState::Free, Axis::Across) => CellState::Across,
            (CellState::Free, Axis::Down) => CellState::Down,
            (CellState::Across, Axis::Down) | (CellState::Down, Axis::Across) => CellState::Both,
            (s, _) => s,
        }
    }
}

/// Which way a word runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Axis {
    /// Along a row.
    Across,
    /// Down a column.
    Down,
}

/// The 100 letters, alphabetical: where the shuffle starts.
pub fn alphabetical() -> [u8; CELLS] {
    let mut out = [0u8; CELLS];
    let mut i = 0;
    for (l, &n) in LETTER_COUNTS.iter().enumerate() {
        for _ in 0..n {
            out[i] = b'a' + l as u8;
            i += 1;
        }
    }
    out
}

/// The field a seed deals: the letters in alphabetical order, shuffled by
/// Fisher–Yates from the top on ChaCha20 stream 0 ([`GameRng::shuffle`]).
pub fn deal(seed: u64) -> [u8; CELLS] {
    let mut letters = alphabetical();
    GameRng::new(seed, FIELD_STREAM).shuffle(&mut letters);
    letters
}

/// The letters as text, 100 lower-case letters row-major.
pub fn text(letters: &[u8; CELLS]) -> String {
    letters.iter().map(|&c| c as char).collect()
}

/// A field read from its text, 100 letters row-major (any case, folded
/// to lower): what [`text`] writes. Any 100 letters a–z are a field to
/// draw, whether or not a seed deals them; anything else is
/// `INVALID_ARGUMENT`.
pub fn from_text(text: &str) -> Result<[u8; CELLS]> {
    let t = text.trim();
    let bad = |msg: String| Error::new(ErrorCode::InvalidArgument, msg);
    if let Some((i, c)) = t.char_indices().find(|(_, c)| !c.is_ascii_alphabetic()) {
        return Err(bad(format!(
            "a field is 100 letters a-z; {c:?} at byte {i} is not a letter a-z"
        )));
    }
    if t.len() != CELLS {
        return Err(bad(format!("a field is 100 letters a-z; got {}", t.len())));
    }
    let mut out = [0u8; CELLS];
    for (dst, b) in out.iter_mut().zip(t.bytes()) {
        *dst = b.to_ascii_lowercase();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_letters_are_the_rules_hundred() {
        assert_eq!(
            LETTER_COUNTS.iter().map(|&n| n as usize).sum::<usize>(),
            100
        );
        let a = alphabetical();
        assert_eq!(&a[..9], b"aaaaaaaaa");
        assert_eq!(a[99], b'z');
        let mut d = deal(42);
        d.sort_unstable();
        assert_eq!(d, a);
        assert_ne!(deal(1), deal(2));
    }

    #[test]
    fn a_field_and_its_states_read_back() {
        let d = deal(7);
        assert_eq!(from_text(&text(&d)).unwrap(), d);
        assert_eq!(from_text(&text(&d).to_uppercase()).unwrap(), d);
        for bad in ["", "abc", &"a".repeat(101), &format!("{}1", "a".repeat(99))] {
            let e = from_text(bad).unwrap_err();
            assert_eq!(e.code(), ErrorCode::InvalidArgument, "{bad:?}");
        }
        for s in [
            CellState::Free,
            CellState::Across,
            CellState::Down,
            CellState::Both,
            CellState::Fixed,
        ] {
            let name = serde_json::to_value(s).unwrap();
            assert_eq!(CellState::from_name(name.as_str().unwrap()).unwrap(), s);
        }
        let e = CellState::from_name("Frozen").unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidArgument);
    }
}
