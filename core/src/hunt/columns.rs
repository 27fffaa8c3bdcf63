//! Solved trays as columns: every word of one or many trays in one byte
//! buffer, each with its first path packed into a `u64`.
//!
//! A `Vec<Found>` costs a `String` per word, and a batch of a million
//! trays holds over a hundred million words: the allocations, not the
//! walk, were most of what solving cost. Here a batch is four flat
//! vectors whatever its size (the word bytes, where each word ends, the
//! packed paths, where each tray's rows end), filled by the same walk that
//! scores a tray ([`solve`](super::solve) reads a tray's rows back as
//! `Found`s). The rows of a tray come in [`solve`](super::solve)'s order,
//! longest word first, then alphabetical, with the same first paths.
//!
//! **Packed paths.** Cell `k` of a path (0–15) is bits `4k..4k + 4` of the
//! `u64`, first letter lowest; its length is the word's. [`unpack`] gives
//! the [`Path`].

use std::ops::Range;

use crate::lexicon::Lexicon;

use super::path::{Found, Path};
use super::tray::Tray;
use super::walk::{walk, Sink};
use super::word::MIN_WORD_LEN;
use crate::lexicon::Trie;

/// The words of trays solved one after another: rows of (word, first
/// path), tray after tray, each tray's in [`solve`](super::solve)'s order.
///
/// ```rust
/// use gridwords::hunt::{solve, SolveColumns, Tray};
/// use gridwords::Lexicon;
///
/// let lex = Lexicon::embedded();
/// let trays = [Tray::parse("perslatgsineters")?, Tray::parse("abcdefghijklmnop")?];
/// let mut cols = SolveColumns::new();
/// for t in &trays {
///     cols.push(t, lex);
/// }
/// assert_eq!(cols.trays(), 2);
/// let first = cols.tray_rows(0);
/// assert_eq!(first.len(), 1071);
/// assert_eq!(cols.word(first.start), "replastering");
/// assert_eq!(cols.found(1), solve(&trays[1], lex));
/// # Ok::<(), gridwords::Error>(())
/// ```
#[derive(Clone, Default)]
pub struct SolveColumns {
    /// Every row's word, one after another (letters a–z).
    text: Vec<u8>,
    /// Row `r`'s word is `text[ends[r - 1]..ends[r]]` (from 0 for row 0).
    ends: Vec<usize>,
    /// Row `r`'s first path, packed (see the module docs).
    paths: Vec<u64>,
    /// Tray `t`'s rows are `tray_ends[t - 1]..tray_ends[t]`.
    tray_ends: Vec<usize>,
    /// The current tray's hits as sort keys (length, trie node, hit), and
    /// their paths in the order found: scratch kept between trays.
    keys: Vec<u64>,
    found: Vec<u64>,
}

/// Equal when they hold the same trays and rows (the scratch a push
/// leaves behind is not part of them).
impl PartialEq for SolveColumns {
    fn eq(&self, other: &SolveColumns) -> bool {
        self.text == other.text
            && self.ends == other.ends
            && self.paths == other.paths
            && self.tray_ends == other.tray_ends
    }
}

impl Eq for SolveColumns {}

impl std::fmt::Debug for SolveColumns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SolveColumns")
            .field("trays", &self.trays())
            .field("rows", &self.rows())
            .finish()
    }
}

impl SolveColumns {
    /// No trays yet.
    pub fn new() -> SolveColumns {
        SolveColumns::default()
    }

    /// Solves `tray` and appends its words as the next tray's rows.
    /// Allocates only when the columns grow.
    pub fn push(&mut self, tray: &Tray, lexicon: &Lexicon) {
        let hits = HitSink {
            keys: &mut self.keys,
            paths: &mut self.found,
        };
        walk(tray, lexicon, hits);
        // Sorted by trie node: the trie is laid out breadth-first from
        // sorted words, so nodes of one depth are in alphabetical order of
        // the prefixes they spell, and depth follows depth. The rows are
        // longest first: the depths' runs are taken last first.
        self.keys.sort_unstable();
        let letters = tray.letters();
        let rows = self.keys.len();
        self.ends.reserve(rows);
        self.paths.reserve(rows);
        let starts = lexicon.trie().depth_starts();
        let keys = &self.keys;
        // Where the words of `len` letters begin among the sorted keys.
        let first_of = |len: usize| match starts.get(len) {
            Some(&s) => keys.partition_point(|&k| k >> HIT_BITS < u64::from(s)),
            None => rows,
        };
        let mut end = rows;
        for len in (MIN_WORD_LEN..DEPTHS).rev() {
            let start = first_of(len);
            for &key in &keys[start..end] {
                let path = self.found[(key & HIT_MASK) as usize];
                // All 16 letters looked up at once (no branch on the
                // length), the word's kept; a fixed 16 bytes copies as one
                // store, and the extra are cut.
                let cells = unpack_cells(path, MAX_LEN, 0);
                let word: [u8; MAX_LEN] =
                    std::array::from_fn(|k| letters[usize::from(cells[k] & 15)]);
                let text_end = self.text.len() + len;
                self.text.extend_from_slice(&word);
                self.text.truncate(text_end);
                self.ends.push(self.text.len());
                self.paths.push(path);
            }
            end = start;
        }
        self.tray_ends.push(self.paths.len());
    }

    /// Makes room for `rows` more rows of `text` more letters in all, in
    /// `trays` more trays.
    pub fn reserve(&mut self, rows: usize, text: usize, trays: usize) {
        self.text.reserve(text);
        self.ends.reserve(rows);
        self.paths.reserve(rows);
        self.tray_ends.reserve(trays);
    }

    /// Appends `other`'s trays after these (a batch solved in chunks).
    pub fn append(&mut self, other: &SolveColumns) {
        let text = self.text.len();
        let rows = self.paths.len();
        self.text.extend_from_slice(&other.text);
        self.ends.extend(other.ends.iter().map(|e| e + text));
        self.paths.extend_from_slice(&other.paths);
        self.tray_ends
            .extend(other.tray_ends.iter().map(|e| e + rows));
    }

    /// Forgets every tray, keeping the memory.
    pub fn clear(&mut self) {
        self.text.clear();
        self.ends.clear();
        self.paths.clear();
        self.tray_ends.clear();
    }

    /// Number of trays.
    pub fn trays(&self) -> usize {
        self.tray_ends.len()
    }

    /// Number of rows (words) of every tray.
    pub fn rows(&self) -> usize {
        self.paths.len()
    }

    /// Whether there is no row.
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    /// The rows of tray `t` (empty past the last tray).
    pub fn tray_rows(&self, t: usize) -> Range<usize> {
        let end = self.tray_ends.get(t).copied().unwrap_or(self.rows());
        let start = match t {
            0 => 0,
            _ => self.tray_ends.get(t - 1).copied().unwrap_or(self.rows()),
        };
        start..end
    }

    /// The bytes of row `r`'s word (empty past the last row).
    pub fn word_bytes(&self, r: usize) -> &[u8] {
        let end = self.ends.get(r).copied().unwrap_or(0);
        let start = match r {
            0 => 0,
            _ => self.ends.get(r - 1).copied().unwrap_or(0),
        };
        self.text.get(start..end).unwrap_or_default()
    }

    /// Row `r`'s word (empty past the last row).
    pub fn word(&self, r: usize) -> &str {
        // Letters a–z only, so always UTF-8.
        std::str::from_utf8(self.word_bytes(r)).unwrap_or_default()
    }

    /// Row `r`'s first path (empty past the last row).
    pub fn path(&self, r: usize) -> Path {
        match self.paths.get(r) {
            Some(&p) => unpack(p, self.word_bytes(r).len()),
            None => Path::default(),
        }
    }

    /// Tray `t`'s words as [`solve`](super::solve) gives them.
    pub fn found(&self, t: usize) -> Vec<Found> {
        self.tray_rows(t)
            .map(|r| Found {
                word: self.word(r).to_owned(),
                path: self.path(r),
            })
            .collect()
    }

    /// Every row's word, one after another.
    pub fn text(&self) -> &[u8] {
        &self.text
    }

    /// Where each row's word ends in [`text`](Self::text).
    pub fn ends(&self) -> &[usize] {
        &self.ends
    }

    /// Every row's packed first path (see the module docs).
    pub fn packed_paths(&self) -> &[u64] {
        &self.paths
    }

    /// Where each tray's rows end.
    pub fn tray_ends(&self) -> &[usize] {
        &self.tray_ends
    }
}

/// The [`Path`] of the first `len` cells of a packed path.
pub fn unpack(packed: u64, len: usize) -> Path {
    let len = len.min(16);
    Path::from_cells(&unpack_cells(packed, len, 0)[..len]).unwrap_or_default()
}

/// The first `len` cells (at most 16) of a packed path as bytes, one a
/// cell, and `fill` in every byte after them: a path as a fixed-width row
/// of a table (Python's `path` column fills with 255). Without a loop:
/// each nibble is spread into its own byte.
pub fn unpack_cells(packed: u64, len: usize, fill: u8) -> [u8; 16] {
    /// Nibble `k` of `x` into byte `k`.
    fn spread(x: u32) -> u64 {
        let mut v = u64::from(x);
        v = (v | v << 16) & 0x0000_ffff_0000_ffff;
        v = (v | v << 8) & 0x00ff_00ff_00ff_00ff;
        (v | v << 4) & 0x0f0f_0f0f_0f0f_0f0f
    }
    let cells = u128::from(spread(packed as u32)) | u128::from(spread((packed >> 32) as u32)) << 64;
    // The bytes from `len` on (none when `len` is 16).
    let rest = u128::MAX.checked_shl(8 * len.min(16) as u32).unwrap_or(0);
    let fills = u128::from_le_bytes([fill; 16]);
    (cells & !rest | fills & rest).to_le_bytes()
}

/// The words of a tray for [`SolveColumns::push`], from the walk's lists
/// of word nodes found and their first paths: each word of 3–16 letters as
/// its sort key ([`key`]) in `keys` and every path in `paths` (the key's
/// low bits say which is its).
struct HitSink<'a> {
    keys: &'a mut Vec<u64>,
    paths: &'a mut Vec<u64>,
}

impl Sink for HitSink<'_> {
    const PATH: bool = true;
    fn hit(&mut self, _node: u32, _len: usize) {}
    fn found(&mut self, trie: &Trie, nodes: &[u32], paths: &[u64]) {
        self.keys.clear();
        self.paths.clear();
        self.paths.extend_from_slice(paths);
        let starts = trie.depth_starts();
        // Words shorter than three letters, and none longer than a tray
        // holds, are left out: their nodes are below the first or past the
        // last depth kept.
        let lo = starts.get(MIN_WORD_LEN).copied().unwrap_or(u32::MAX);
        let hi = starts.get(DEPTHS).copied().unwrap_or(u32::MAX);
        self.keys.extend(
            nodes
                .iter()
                .enumerate()
                .filter(|&(_, &node)| (lo..hi).contains(&node))
                .map(|(hit, &node)| key(node, hit)),
        );
    }
}

/// Words are at most 16 letters: depths 0 to 16.
const MAX_LEN: usize = 16;
const DEPTHS: usize = MAX_LEN + 1;
/// A key's low bits number the hit (its path's index in `found`).
const HIT_BITS: u32 = 32;
const HIT_MASK: u64 = (1 << HIT_BITS) - 1;

/// The sort key of the word at trie node `node`, the `hit`-th found on
/// its tray: by node, which is by length, then alphabetical.
#[inline(always)]
fn key(node: u32, hit: usize) -> u64 {
    u64::from(node) << HIT_BITS | (hit as u64 & HIT_MASK)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows and trays past the end answer empty, never panic.
    #[test]
    fn reads_past_the_end_are_empty() {
        let lex = Lexicon::embedded();
        let mut cols = SolveColumns::new();
        assert!(cols.is_empty());
        assert_eq!(cols.tray_rows(0), 0..0);
        assert_eq!(cols.word(0), "");
        assert!(cols.path(0).is_empty());
        assert!(cols.found(3).is_empty());
        cols.push(&Tray::parse("perslatgsineters").unwrap(), lex);
        let rows = cols.rows();
        assert_eq!(cols.tray_rows(0), 0..rows);
        assert_eq!(cols.tray_rows(1), rows..rows);
        assert_eq!(cols.tray_rows(usize::MAX), rows..rows);
        assert_eq!(cols.word(rows), "");
        assert_eq!(cols.word(usize::MAX), "");
        assert!(cols.path(usize::MAX).is_empty());
        assert_eq!(cols.ends().len(), rows);
        assert_eq!(cols.text().len(), *cols.ends().last().unwrap());
        assert_eq!(cols.tray_ends(), &[rows]);
    }

    /// Appending and clearing keep every tray's rows as solved alone.
    #[test]
    fn append_and_clear() {
        let lex = Lexicon::embedded();
        let trays: Vec<Tray> = (0..5).map(crate::hunt::deal).collect();
        let mut a = SolveColumns::new();
        let mut b = SolveColumns::new();
        for t in &trays[..2] {
            a.push(t, lex);
        }
        for t in &trays[2..] {
            b.push(t, lex);
        }
        a.append(&b);
        assert_eq!(a.trays(), 5);
        for (k, t) in trays.iter().enumerate() {
            assert_eq!(a.found(k), crate::hunt::solve(t, lex), "tray {k}");
        }
        // Equal by content: `b` was filled from other trays' scratch.
        let mut whole = SolveColumns::new();
        for t in &trays {
            whole.push(t, lex);
        }
        assert_eq!(a, whole);
        b.clear();
        assert_eq!(b, SolveColumns::new(), "a cleared columns equals a new one");
        assert_ne!(a, b);
        a.clear();
        assert_eq!((a.trays(), a.rows(), a.text().len()), (0, 0, 0));
        a.push(&trays[4], lex);
        assert_eq!(a.found(0), crate::hunt::solve(&trays[4], lex));
    }

    #[test]
    fn unpack_reads_at_most_sixteen_cells() {
        let packed = 0xfedc_ba98_7654_3210u64;
        assert_eq!(unpack(packed, 3).as_slice(), &[0, 1, 2]);
        assert_eq!(unpack(packed, 16).len(), 16);
        assert_eq!(unpack(packed, 99).len(), 16);
        assert!(unpack(packed, 0).is_empty());
        let cells: [u8; 16] = std::array::from_fn(|k| k as u8);
        assert_eq!(unpack_cells(packed, 16, 255), cells);
        assert_eq!(unpack_cells(packed, 99, 255), cells);
        let mut two = [255u8; 16];
        two[..2].copy_from_slice(&[0, 1]);
        assert_eq!(unpack_cells(packed, 2, 255), two);
        assert_eq!(unpack_cells(packed, 0, 7), [7; 16]);
        assert!(key(7, 9) < key(8, 0), "by trie node first");
        assert_eq!(key(7, 9) & HIT_MASK, 9, "then the hit it names");
    }

    /// The trie's depths are contiguous runs of nodes: each node's depth
    /// is its prefix's length, which the rows' lengths are read from.
    #[test]
    fn depth_runs_are_word_lengths() {
        let lex = Lexicon::embedded();
        let trie = lex.trie();
        let starts = trie.depth_starts();
        assert_eq!(starts[0], 0);
        assert_eq!(starts[1], 1, "the root alone at depth 0");
        assert_eq!(*starts.last().unwrap() as usize, trie.len());
        assert!(starts.windows(2).all(|w| w[0] < w[1]));
        // Walk a few words down the trie: each node lands in its depth's run.
        for word in ["cat", "replastering", "tone"] {
            let mut node = 0u32;
            for (d, c) in word.bytes().enumerate() {
                node = trie.nodes()[node as usize].child(c - b'a').unwrap();
                let depth = starts.partition_point(|&s| s <= node) - 1;
                assert_eq!(depth, d + 1, "{word}");
            }
        }
    }
}
