//! Every word a tray holds: the solver, the scorer and the path finder.
//!
//! **The path rule.** A word is in the tray when its letters can be traced
//! through touching cells (see [`neighbours`]) without using a cell twice.
//! Its path is the one a depth-first search finds first when it tries start
//! cells in index order and neighbours in index order: the lexicographically
//! smallest sequence of cell indices (`docs/rules/hunt.md`). A pre-order DFS visits
//! cell sequences in lexicographic order, so the first time the walk reaches a
//! word is exactly its smallest path.
//!
//! **The technique.** The walk follows the lexicon's
//! [`Trie`](crate::lexicon::Trie) (8-byte nodes: a 26-bit child mask and a
//! word bit, children contiguous and found by popcount) together with the
//! tray, as the fastest public Boggle scorer does (performance.md):
//!
//! * a bitmask of used cells, and a precomputed neighbour bitmask per cell,
//!   so the neighbour loop is `candidates = neighbours & !used`, taken lowest
//!   bit first (which is ascending index order, as the path rule needs);
//! * per-cell letter bits, so a neighbour costs one AND against the node's
//!   mask; a child is only descended into when its mask shares a letter with
//!   the cell's neighbours (computed once per tray), which cuts most dead
//!   ends one call early;
//! * the popcount is two lookups in a 13-bit table: the crate builds for
//!   baseline x86-64, where `count_ones` is a dozen ALU operations;
//! * instead of a set of found words, each trie node has a "seen on board
//!   number *g*" mark in a `Vec<u32>` as long as the trie, held in a
//!   thread-local scratch. Every board takes the next generation number, so
//!   nothing is hashed and nothing is cleared between boards (the marks are
//!   wiped only when the 32-bit counter wraps). The scratch grows to the
//!   largest trie the thread has walked (1.7 MB for the shipped lexicon) and
//!   is kept; [`score`] and [`count`] allocate nothing per call.
//!
//! Words are lexicon words of 3–16 letters; shorter lexicon words are walked
//! through but never reported.

use std::cell::RefCell;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::lexicon::{Lexicon, TrieNode};

use super::points::Points;
use super::tray::{neighbours, Tray, CELLS, GRID};

/// Shortest word that counts.
pub const MIN_WORD_LEN: usize = 3;

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

/// The version of [`solve_json`]'s shape.
pub const SOLVE_JSON_VERSION: u32 = 1;

/// Every word of `tray` with its first path, as the one JSON shape every
/// surface (CLI `--json`, C, Node, Python's `solve_json`) gives:
/// `{"version":1,"tray":"...","words":[{"word":"...","path":[0,1,...]},...]}`,
/// longest words first, then alphabetical.
pub fn solve_json(tray: &Tray, lexicon: &Lexicon) -> String {
    #[derive(Serialize)]
    struct Solution<'a> {
        version: u32,
        tray: &'a str,
        words: Vec<Found>,
    }
    serde_json::to_string(&Solution {
        version: SOLVE_JSON_VERSION,
        tray: tray.as_str(),
        words: solve(tray, lexicon),
    })
    .unwrap_or_default()
}

// ---------------------------------------------------------------------------
// Scratch: a "seen on this board" bit per trie node.

struct Scratch {
    /// Bit `i` set once trie node `i` was reported on the current board.
    seen: Vec<u64>,
    /// The nodes set on the current board, to clear them afterwards.
    touched: Vec<u32>,
}

impl Scratch {
    /// Marks trie node `i` seen on this board; whether it was new. Both
    /// walks report a word only the first time they reach it.
    #[inline(always)]
    fn first_time(&mut self, i: u32) -> bool {
        let w = &mut self.seen[(i >> 6) as usize];
        let bit = 1u64 << (i & 63);
        if *w & bit != 0 {
            return false;
        }
        *w |= bit;
        self.touched.push(i);
        true
    }
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = const { RefCell::new(Scratch { seen: Vec::new(), touched: Vec::new() }) };
}

/// Runs `f` with a cleared seen-bitset for `len` trie nodes.
fn with_marks<R>(len: usize, f: impl FnOnce(&mut Scratch) -> R) -> R {
    fn run<R>(s: &mut Scratch, len: usize, f: impl FnOnce(&mut Scratch) -> R) -> R {
        let words = len.div_ceil(64);
        if s.seen.len() < words {
            s.seen.resize(words, 0);
        }
        let r = f(s);
        for &i in &s.touched {
            s.seen[(i >> 6) as usize] = 0;
        }
        s.touched.clear();
        r
    }
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut s) => run(&mut s, len, f),
        // Only reachable if `f` itself re-entered the solver; use a private
        // array rather than fail.
        Err(_) => run(
            &mut Scratch {
                seen: Vec::new(),
                touched: Vec::new(),
            },
            len,
            f,
        ),
    })
}

// ---------------------------------------------------------------------------
// The walk.

/// What the walk does with each word node the first time it reaches it.
trait Sink {
    /// Whether the walk must keep the current path for [`Sink::hit`].
    const PATH: bool;
    /// A word of `len` letters, trie node `node`, first reached along `path`
    /// (valid only when `PATH`).
    fn hit(&mut self, node: u32, len: usize, path: &[u8]);
}

struct Walk<'a, S> {
    nodes: &'a [TrieNode],
    scratch: &'a mut Scratch,
    /// Letter bit (1 << (letter − 'a')) per cell.
    bits: [u32; 16],
    /// Union of the letter bits of each cell's neighbours: a child whose
    /// mask misses it cannot continue from that cell.
    near: [u32; 16],
    path: [u8; 16],
    sink: S,
}

impl<S: Sink> Walk<'_, S> {
    /// Tries every unused neighbour of `cell` (ascending) after the
    /// `len`-letter prefix at `node`.
    fn dfs(&mut self, node: TrieNode, cell: usize, used: u32, len: usize) {
        let m = node.mask();
        let first = node.first_index();
        let mut cand = NEIGHBOUR_MASKS[cell] & !used;
        while cand != 0 {
            let n = cand.trailing_zeros() as usize;
            cand &= cand - 1;
            let bit = self.bits[n];
            if m & bit == 0 {
                continue;
            }
            let i = first + pop26(m & (bit - 1));
            self.step(i, n, used, len);
        }
    }

    /// Enters trie node `i` on `cell`, making a word of `len + 1` letters.
    #[inline(always)]
    fn step(&mut self, i: u32, cell: usize, used: u32, len: usize) {
        let child = self.nodes[i as usize];
        if S::PATH {
            self.path[len] = cell as u8;
        }
        if child.is_word() && self.scratch.first_time(i) {
            self.sink.hit(i, len + 1, &self.path[..len + 1]);
        }
        if child.mask() & self.near[cell] != 0 {
            self.dfs(child, cell, used | (1 << cell), len + 1);
        }
    }

    fn run(&mut self) {
        let root = self.nodes[0];
        let m = root.mask();
        for cell in 0..CELLS {
            let bit = self.bits[cell];
            if m & bit != 0 {
                let i = root.first_index() + (m & (bit - 1)).count_ones();
                self.step(i, cell, 0, 0);
            }
        }
    }
}

/// The walk for [`score`] and [`count`], where only the set of words
/// matters, not the order or path that reaches them. Instead of trying each
/// neighbour of a cell against the node's letters (most fail), it takes the
/// letters the node and the cell's neighbours have in common and, per such
/// letter, the neighbours that hold it: every iteration is a real step, the
/// child is found once per letter rather than once per neighbour, and the
/// loop branches far less.
struct Grouped<'a, S> {
    nodes: &'a [TrieNode],
    scratch: &'a mut Scratch,
    /// Union of the letter bits of each cell's neighbours.
    near: [u32; 16],
    /// `by_letter[cell][l]`: the neighbours of `cell` holding letter `l`.
    by_letter: [[u16; 26]; 16],
    sink: S,
}

/// The [`Grouped`] walk's methods, written once and compiled twice: with the
/// portable table popcount ([`pop26`]), and on x86-64 with the `popcnt`
/// instruction, chosen at run time (the crate builds for baseline x86-64,
/// where `count_ones` is a dozen instructions; nearly every x86-64 CPU in
/// use has `popcnt`).
macro_rules! grouped_walk {
    ($dfs:ident, $enter:ident, $run:ident, $pop:path, [$(#[$attr:meta])*], [$(#[$enter_attr:meta])*]) => {
        impl<S: Sink> Grouped<'_, S> {
            /// Every continuation of the `len`-letter prefix at `node`,
            /// which ends on `cell`.
            $(#[$attr])*
            fn $dfs(&mut self, node: TrieNode, cell: usize, used: u32, len: usize) {
                let m = node.mask();
                let first = node.first_index();
                let mut letters = m & self.near[cell];
                while letters != 0 {
                    let l = letters.trailing_zeros();
                    let bit = 1u32 << l;
                    letters ^= bit;
                    let cells = u32::from(self.by_letter[cell][l as usize]) & !used;
                    if cells != 0 {
                        self.$enter(first + $pop(m & (bit - 1)), cells, used, len);
                    }
                }
            }

            /// Enters trie node `i` (a prefix of `len + 1` letters) on each
            /// of `cells`, all holding its last letter.
            $(#[$attr])*
            $(#[$enter_attr])*
            fn $enter(&mut self, i: u32, mut cells: u32, used: u32, len: usize) {
                let child = self.nodes[i as usize];
                if child.is_word() && self.scratch.first_time(i) {
                    self.sink.hit(i, len + 1, &[]);
                }
                let cm = child.mask();
                if cm == 0 {
                    return;
                }
                while cells != 0 {
                    let n = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    if cm & self.near[n] != 0 {
                        self.$dfs(child, n, used | (1 << n), len + 1);
                    }
                }
            }

            $(#[$attr])*
            fn $run(&mut self, cells_of: &[u16; 26]) {
                let root = self.nodes[0];
                let m = root.mask();
                let mut letters = 0u32;
                for (l, &c) in cells_of.iter().enumerate() {
                    if c != 0 {
                        letters |= 1 << l;
                    }
                }
                letters &= m;
                while letters != 0 {
                    let l = letters.trailing_zeros();
                    let bit = 1u32 << l;
                    letters ^= bit;
                    let i = root.first_index() + $pop(m & (bit - 1));
                    self.$enter(i, u32::from(cells_of[l as usize]), 0, 0);
                }
            }
        }
    };
}

grouped_walk!(dfs, enter, run, pop26, [], [#[inline(always)]]);
#[cfg(target_arch = "x86_64")]
grouped_walk!(
    dfs_popcnt,
    enter_popcnt,
    run_popcnt,
    u32::count_ones,
    [#[target_feature(enable = "popcnt")]],
    [#[inline]]
);

/// Whether this CPU has the `popcnt` instruction (tests can turn it off to
/// cover the portable walk on any machine).
#[inline]
fn has_popcnt() -> bool {
    #[cfg(test)]
    if FORCE_TABLE_POPCOUNT.with(|f| f.get()) {
        return false;
    }
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

#[cfg(test)]
thread_local! {
    static FORCE_TABLE_POPCOUNT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// [`walk`] for sinks that need no path: the [`Grouped`] walk.
fn walk_grouped<S: Sink>(tray: &Tray, lexicon: &Lexicon, sink: S) -> S {
    let trie = lexicon.trie();
    let nodes = trie.nodes();
    let letters = tray.letters();
    let mut cells_of = [0u16; 26];
    for (c, &l) in letters.iter().enumerate() {
        cells_of[(l - b'a') as usize] |= 1 << c;
    }
    let mut near = [0u32; 16];
    let mut by_letter = [[0u16; 26]; 16];
    for cell in 0..CELLS {
        for &n in neighbours(cell) {
            let l = (letters[n as usize] - b'a') as usize;
            near[cell] |= 1 << l;
            by_letter[cell][l] |= 1 << n;
        }
    }
    with_marks(nodes.len(), |scratch| {
        let mut w = Grouped {
            nodes,
            scratch,
            near,
            by_letter,
            sink,
        };
        if has_popcnt() {
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            // SAFETY: `run_popcnt` needs only the `popcnt` instruction, which
            // `has_popcnt` just found on this CPU.
            unsafe {
                w.run_popcnt(&cells_of)
            };
        } else {
            w.run(&cells_of);
        }
        w.sink
    })
}

static POP13: [u8; 8192] = {
    let mut t = [0u8; 8192];
    let mut i = 0;
    while i < 8192 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

#[inline(always)]
fn pop26(x: u32) -> u32 {
    u32::from(POP13[(x & 8191) as usize]) + u32::from(POP13[((x >> 13) & 8191) as usize])
}

/// Bit `n` set when cell `n` touches the cell (the table of [`neighbours`]).
const NEIGHBOUR_MASKS: [u32; CELLS] = GRID.neighbour_masks();

fn walk<S: Sink>(tray: &Tray, lexicon: &Lexicon, sink: S) -> S {
    let trie = lexicon.trie();
    let nodes = trie.nodes();
    let mut bits = [0u32; 16];
    for (c, &l) in tray.letters().iter().enumerate() {
        bits[c] = 1 << (l - b'a');
    }
    let mut near = [0u32; 16];
    for (cell, slot) in near.iter_mut().enumerate() {
        for &n in neighbours(cell) {
            *slot |= bits[n as usize];
        }
    }
    with_marks(nodes.len(), |scratch| {
        let mut w = Walk {
            nodes,
            scratch,
            bits,
            near,
            path: [0; 16],
            sink,
        };
        w.run();
        w.sink
    })
}

struct ScoreSink {
    by_len: [u32; 17],
    total: u64,
}

impl Sink for ScoreSink {
    const PATH: bool = false;
    #[inline(always)]
    fn hit(&mut self, _node: u32, len: usize, _path: &[u8]) {
        self.total += u64::from(self.by_len[len]);
    }
}

struct CountSink {
    words: usize,
    longest: usize,
}

impl Sink for CountSink {
    const PATH: bool = false;
    #[inline(always)]
    fn hit(&mut self, _node: u32, len: usize, _path: &[u8]) {
        if len >= MIN_WORD_LEN {
            self.words += 1;
            if len > self.longest {
                self.longest = len;
            }
        }
    }
}

struct SolveSink {
    found: Vec<Path>,
}

impl Sink for SolveSink {
    const PATH: bool = true;
    fn hit(&mut self, _node: u32, len: usize, path: &[u8]) {
        if len >= MIN_WORD_LEN {
            if let Some(p) = Path::from_cells(path) {
                self.found.push(p);
            }
        }
    }
}

/// Every lexicon word of 3–16 letters the tray holds, each with its first
/// path (the lexicographically smallest cell sequence), longest first, then
/// alphabetical.
///
/// ```rust
/// use gridwords::hunt::{neighbours, solve, Tray};
/// use gridwords::Lexicon;
///
/// // Rows "pers", "latg", "sine", "ters"; cells 0-15 row-major.
/// let tray = Tray::parse("perslatgsineters")?;
/// let words = solve(&tray, Lexicon::embedded());
/// assert_eq!(words.len(), 1071);
/// assert_eq!(words[0].word, "replastering"); // longest first
/// assert_eq!(words[0].path.as_slice(), &[2, 1, 0, 4, 5, 8, 12, 13, 14, 9, 10, 7]);
/// // Every path spells its word through touching cells.
/// for f in &words {
///     let cells = f.path.as_slice();
///     let spelled: Vec<u8> = cells.iter().map(|&c| tray.letter(c.into())).collect();
///     assert_eq!(spelled, f.word.as_bytes());
///     assert!(cells.windows(2).all(|w| neighbours(w[0].into()).contains(&w[1])));
/// }
/// # Ok::<(), gridwords::Error>(())
/// ```
pub fn solve(tray: &Tray, lexicon: &Lexicon) -> Vec<Found> {
    let sink = walk(
        tray,
        lexicon,
        SolveSink {
            found: Vec::with_capacity(256),
        },
    );
    let letters = tray.letters();
    let mut out: Vec<Found> = sink
        .found
        .into_iter()
        .map(|path| Found {
            word: path
                .as_slice()
                .iter()
                .map(|&c| letters[c as usize] as char)
                .collect(),
            path,
        })
        .collect();
    out.sort_unstable_by(|a, b| {
        b.word
            .len()
            .cmp(&a.word.len())
            .then_with(|| a.word.cmp(&b.word))
    });
    out
}

/// Total points of every distinct word of 3–16 letters in the tray.
/// Allocates nothing per call (the marks live in a thread-local scratch).
/// Saturates at `u32::MAX` with absurd custom tables.
pub fn score(tray: &Tray, points: &Points, lexicon: &Lexicon) -> u64 {
    let sink = walk_grouped(
        tray,
        lexicon,
        ScoreSink {
            by_len: points.by_len(),
            total: 0,
        },
    );
    sink.total
}

/// (distinct words of 3–16 letters, length of the longest; 0 if none).
/// The deal checks' walk; allocates nothing per call.
pub fn count(tray: &Tray, lexicon: &Lexicon) -> (usize, usize) {
    let sink = walk_grouped(
        tray,
        lexicon,
        CountSink {
            words: 0,
            longest: 0,
        },
    );
    (sink.words, sink.longest)
}

/// The first path (see the module docs) spelling `word` in the tray, or
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
    fn seen_bits_are_cleared_between_trays() {
        let lex = Lexicon::embedded();
        let tray = Tray::parse("perslatgsineters").unwrap();
        let want = count(&tray, lex);
        for _ in 0..5 {
            assert_eq!(count(&tray, lex), want);
        }
        SCRATCH.with(|s| {
            let s = s.borrow();
            assert!(s.touched.is_empty());
            assert!(s.seen.iter().all(|&w| w == 0), "every seen bit cleared");
        });
    }

    /// A word as typed traces the path the solver lists for it.
    #[test]
    fn trace_gives_the_solvers_path() {
        let lex = Lexicon::embedded();
        let tray = Tray::parse("perslatgsineters").unwrap();
        for f in solve(&tray, lex) {
            let typed = format!(" {} ", f.word.to_uppercase());
            assert_eq!(trace(&tray, &typed).unwrap(), f.path, "{}", f.word);
        }
        let e = trace(&tray, "zebra").unwrap_err();
        assert_eq!(e.code(), crate::error::ErrorCode::InvalidArgument);
        let e = trace(&tray, " ").unwrap_err();
        assert_eq!(e.code(), crate::error::ErrorCode::EmptyWord);
    }

    /// The portable walk and the `popcnt` one find the same words.
    #[test]
    fn both_popcount_walks_agree() {
        let lex = Lexicon::embedded();
        let mut rng = crate::rng::GameRng::new(3, 7);
        let p = Points::default();
        for _ in 0..300 {
            let tray = super::super::deal::draw(&mut rng);
            let fast = (score(&tray, &p, lex), count(&tray, lex));
            FORCE_TABLE_POPCOUNT.with(|f| f.set(true));
            let table = (score(&tray, &p, lex), count(&tray, lex));
            FORCE_TABLE_POPCOUNT.with(|f| f.set(false));
            assert_eq!(fast, table, "{}", tray.as_str());
        }
    }

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
