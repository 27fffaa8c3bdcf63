//! Paths through the tray, and the path rule.
//!
//! **The path rule.** A word is in the tray when its letters can be traced
//! through touching cells (see [`neighbours`]) without using a cell twice.
//! Its path is the one a depth-first search finds first when it tries start
//! cells in index order and neighbours in index order: the lexicographically
//! smallest sequence of cell indices (`docs/rules/hunt.md`). [`find_path`]
//! gives it for one word; the solver's walk (`walk.rs`) meets every word's
//! first path first, so [`solve`](super::solve) gives the same ones.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::tray::{neighbours, Tray, CELLS};

/// A path through the tray: up to 16 distinct cell indices.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "Vec<u8>"))]
pub struct Path {
    cells: [u8; 16],
    len: u8,
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Path {
    /// The cell indices, first letter first.
    #[inline]
    pub fn as_slice(&self) -> &[u8] {
        &self.cells[..self.len as usize]
    }

    /// Number of cells.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the path has no cells.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// A path from cell indices; `None` if more than 16 or any index over 15.
    /// (Adjacency and repeats are not checked: this is a container.)
    pub fn from_cells(cells: &[u8]) -> Option<Path> {
        if cells.len() > CELLS || cells.iter().any(|&c| c as usize >= CELLS) {
            return None;
        }
        let mut p = Path {
            cells: [0; 16],
            len: cells.len() as u8,
        };
        p.cells[..cells.len()].copy_from_slice(cells);
        Some(p)
    }
}

impl Serialize for Path {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Path {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        Path::from_cells(&v)
            .ok_or_else(|| serde::de::Error::custom("a path is at most 16 cell indices 0-15"))
    }
}

/// One word of a tray with its first path.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Found {
    /// The word, 3–16 letters a–z.
    pub word: String,
    /// Its first path: cells 0–15 row-major, first letter first.
    pub path: Path,
}

/// The first path (the path rule, in the module docs) spelling `word` in the tray, or
/// `None` when the tray cannot hold it. `word` is lower-case a–z; empty
/// words, words over 16 letters and other bytes give `None`. The lexicon is
/// not consulted.
pub fn find_path(tray: &Tray, word: &[u8]) -> Option<Path> {
    let n = word.len();
    if n == 0 || n > CELLS {
        return None;
    }
    let letters = tray.letters();
    // Cheap refusal: every letter of the word must be somewhere in the tray.
    let mut have = 0u32;
    for &l in letters {
        have |= 1 << (l - b'a');
    }
    for &b in word {
        if !b.is_ascii_lowercase() || have & (1 << (b - b'a')) == 0 {
            return None;
        }
    }
    let mut path = Path {
        cells: [0; 16],
        len: n as u8,
    };
    for start in 0..CELLS {
        if letters[start] == word[0] {
            path.cells[0] = start as u8;
            if extend(letters, word, 1, start, 1 << start, &mut path.cells) {
                return Some(path);
            }
        }
    }
    None
}

/// The first path of `input` in the tray, the word as a player types it:
/// trimmed and folded by [`normalize`](super::normalize) (so `" Tone "` is
/// `tone`), then [`find_path`]. The lexicon is not consulted: any letters
/// that touch in order have a path. What the pictures draw and what the
/// bindings' `trace` calls give; a word the tray cannot hold is
/// `INVALID_ARGUMENT`, and [`normalize`](super::normalize)'s refusals
/// (`EMPTY_WORD`, `WORD_TOO_LONG`, `CONTROL_CHARACTER`) are its own.
pub fn trace(tray: &Tray, input: &str) -> crate::error::Result<Path> {
    let word = super::word::normalize(input)?;
    find_path(tray, word.as_bytes()).ok_or_else(|| {
        crate::error::Error::new(
            crate::error::ErrorCode::InvalidArgument,
            format!("the word {word:?} cannot be traced in the tray {tray}"),
        )
    })
}

fn extend(
    letters: &[u8; 16],
    word: &[u8],
    i: usize,
    cell: usize,
    used: u32,
    path: &mut [u8; 16],
) -> bool {
    let Some(&want) = word.get(i) else {
        return true;
    };
    for &n in neighbours(cell) {
        let n = n as usize;
        if used & (1 << n) == 0 && letters[n] == want {
            path[i] = n as u8;
            if extend(letters, word, i + 1, n, used | (1 << n), path) {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_container() {
        let p = Path::from_cells(&[0, 1, 5]).unwrap();
        assert_eq!(p.as_slice(), &[0, 1, 5]);
        assert_eq!(p.len(), 3);
        assert!(!p.is_empty());
        assert!(Path::from_cells(&[]).unwrap().is_empty());
        assert!(Path::from_cells(&[16]).is_none());
        assert!(Path::from_cells(&[0; 17]).is_none());
        assert_eq!(serde_json::to_string(&p).unwrap(), "[0,1,5]");
        assert_eq!(serde_json::from_str::<Path>("[0,1,5]").unwrap(), p);
        assert!(serde_json::from_str::<Path>("[0,1,16]").is_err());
        assert_eq!(format!("{p:?}"), "[0, 1, 5]");
    }

    #[test]
    fn find_path_basics() {
        let t = Tray::parse("abcdefghijklmnop").unwrap();
        assert_eq!(find_path(&t, b"abf").unwrap().as_slice(), &[0, 1, 5]);
        assert_eq!(find_path(&t, b"afkp").unwrap().as_slice(), &[0, 5, 10, 15]);
        assert!(find_path(&t, b"ac").is_none());
        assert!(find_path(&t, b"aba").is_none());
        assert!(find_path(&t, b"").is_none());
        assert!(find_path(&t, b"abz").is_none());
        assert!(find_path(&t, b"aBf").is_none());
        // Repeated letters: the smallest sequence wins.
        let t = Tray::parse("aaaaaaaaaaaaaaaa").unwrap();
        assert_eq!(find_path(&t, b"aaa").unwrap().as_slice(), &[0, 1, 2]);
        assert_eq!(find_path(&t, &[b'a'; 16]).unwrap().len(), 16);
        assert!(find_path(&t, &[b'a'; 17]).is_none());
    }
}
