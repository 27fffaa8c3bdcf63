//! The Word Grid tray: 16 letters in a 4×4 grid.
//!
//! Cells are numbered row-major 0..15 (see [`GRID`]); a cell's neighbours
//! are the up to eight cells touching it (king moves), listed in ascending
//! index order so that every search that walks them finds the
//! lexicographically smallest path first (see [`path`](mod@super::path)).
//! How a tray is dealt is in [`deal`](mod@super::deal).
//!
//! Q is a plain letter: there is no Qu tile.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::{Error, ErrorCode, Result};
use crate::grid::{Adjacency, Grid, NeighbourTable};

/// The tray's board: 4×4 cells, king-move neighbours.
pub const GRID: Grid = Grid::new(4, 4, Adjacency::King);

/// Number of cells in a tray.
pub const CELLS: usize = GRID.cells();

/// 16 lower-case ascii letters a–z, row-major, cell index 0..15.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Tray([u8; 16]);

impl Default for Tray {
    /// Sixteen `a`s: a placeholder for buffers the batch calls fill
    /// ([`deal_many_into`](super::deal_many_into)).
    fn default() -> Tray {
        Tray([b'a'; 16])
    }
}

fn invalid(msg: String) -> Error {
    Error::new(ErrorCode::InvalidTray, msg)
}

impl Tray {
    /// Reads a tray from its 16 letters. Surrounding white space is trimmed
    /// and ASCII upper case folded to lower; anything other than exactly 16
    /// letters a–z is an `INVALID_TRAY` error.
    pub fn parse(s: &str) -> Result<Tray> {
        let t = s.trim();
        if let Some((i, c)) = t.char_indices().find(|(_, c)| !c.is_ascii_alphabetic()) {
            return Err(invalid(format!(
                "a tray is 16 letters a-z; {c:?} at byte {i} is not a letter a-z"
            )));
        }
        let n = t.len();
        if n != CELLS {
            return Err(invalid(format!("a tray is 16 letters a-z; got {n}")));
        }
        let mut letters = [0u8; 16];
        for (dst, b) in letters.iter_mut().zip(t.bytes()) {
            *dst = b.to_ascii_lowercase();
        }
        Ok(Tray(letters))
    }

    /// A tray from 16 lower-case letters; anything else is `INVALID_TRAY`.
    pub fn from_letters(letters: [u8; 16]) -> Result<Tray> {
        if let Some(i) = letters.iter().position(|b| !b.is_ascii_lowercase()) {
            return Err(invalid(format!(
                "a tray is 16 letters a-z; cell {i} holds byte {}",
                letters[i]
            )));
        }
        Ok(Tray(letters))
    }

    /// A tray from letters known to be a–z: the dealer's draws, which skip
    /// the check of [`Tray::from_letters`].
    #[inline]
    pub(super) fn from_drawn(letters: [u8; 16]) -> Tray {
        debug_assert!(letters.iter().all(u8::is_ascii_lowercase));
        Tray(letters)
    }

    /// The 16 letters (lower-case ASCII), row-major.
    #[inline]
    pub fn letters(&self) -> &[u8; 16] {
        &self.0
    }

    /// The 16 letters as a string.
    pub fn as_str(&self) -> &str {
        // Always valid: the constructors admit a–z only.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }

    /// The letter in `cell` (0..15). Panics if `cell` is out of range.
    #[inline]
    pub fn letter(&self, cell: usize) -> u8 {
        self.0[cell]
    }

    /// The four rows of four letters, top first.
    pub fn rows(&self) -> [&str; 4] {
        let s = self.as_str();
        [&s[0..4], &s[4..8], &s[8..12], &s[12..16]]
    }
}

impl fmt::Display for Tray {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Tray {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Tray {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Tray::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// The table behind [`neighbours`], built from [`GRID`].
static NEIGHBOURS: NeighbourTable<CELLS> = GRID.neighbour_table();

/// The cells touching `cell` (king moves), in ascending index order.
/// Panics if `cell` is 16 or more.
#[inline]
pub fn neighbours(cell: usize) -> &'static [u8] {
    NEIGHBOURS.get(cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_accepts_and_folds() {
        let t = Tray::parse("  PERSlatgsineters\n").unwrap();
        assert_eq!(t.as_str(), "perslatgsineters");
        assert_eq!(t.to_string(), "perslatgsineters");
        assert_eq!(t.rows(), ["pers", "latg", "sine", "ters"]);
        assert_eq!(t.letter(15), b's');
        assert_eq!(Tray::from_letters(*t.letters()).unwrap(), t);
    }

    #[test]
    fn parse_errors() {
        for bad in [
            "",
            "abcdefghijklmno",
            "abcdefghijklmnopq",
            "abcdefghijklmn0p",
            "abcdefghijklmnöp",
            "abcdefghijklmnoé",
            "abcd efghijklmnop",
            "abcdefghijklmnop\u{0}",
        ] {
            let e = Tray::parse(bad).unwrap_err();
            assert_eq!(e.code(), ErrorCode::InvalidTray, "{bad:?}");
            assert!(e.message().contains("16 letters"), "{}", e.message());
        }
        let mut l = *b"abcdefghijklmnop";
        l[3] = b'A';
        assert_eq!(
            Tray::from_letters(l).unwrap_err().code(),
            ErrorCode::InvalidTray
        );
    }

    #[test]
    fn serde_as_string() {
        let t = Tray::parse("perslatgsineters").unwrap();
        let j = serde_json::to_string(&t).unwrap();
        assert_eq!(j, "\"perslatgsineters\"");
        assert_eq!(serde_json::from_str::<Tray>(&j).unwrap(), t);
        assert!(serde_json::from_str::<Tray>("\"abc\"").is_err());
        assert!(serde_json::from_str::<Tray>("12").is_err());
    }

    #[test]
    fn neighbour_table() {
        assert_eq!(neighbours(0), &[1, 4, 5]);
        assert_eq!(neighbours(5), &[0, 1, 2, 4, 6, 8, 9, 10]);
        assert_eq!(neighbours(15), &[10, 11, 14]);
        assert_eq!(neighbours(7), &[2, 3, 6, 10, 11]);
        let total: usize = (0..16).map(|c| neighbours(c).len()).sum();
        assert_eq!(total, 84);
        for a in 0..16 {
            assert!(neighbours(a).windows(2).all(|w| w[0] < w[1]));
            for &b in neighbours(a) {
                assert!(neighbours(b as usize).contains(&(a as u8)));
            }
        }
    }
}
