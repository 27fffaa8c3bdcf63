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
//! **The technique.** One walk serves [`score`], [`count`] and [`solve`]
//! (through [`SolveColumns`](super::SolveColumns)): it follows the
//! lexicon's [`Trie`](crate::lexicon::Trie) (8-byte nodes: a 26-bit child
//! mask and a word bit, children contiguous and found by popcount)
//! together with the tray, as the fastest public Boggle scorer does
//! (`docs/performance.md`), but shaped for what a CPU does badly:
//!
//! * **by letter, not by neighbour.** A step takes a letter the node and
//!   the cell's neighbours share (`node mask & near[cell]`), and the
//!   neighbours holding it (`by_letter[cell][letter] & !used`): the child
//!   is found once per letter and entered on all its cells, where trying
//!   each neighbour against the mask failed most of the time;
//! * **no branch on the data.** Whether the letter has an unused cell,
//!   whether the child is a word, whether it is new on this board and
//!   whether its prefix goes on are each right or wrong about as often as
//!   a coin, so a branch on them mispredicted about once per step (400 a
//!   uniform board, 970 a hunt-weighted one, by cachegrind): the walk
//!   computes them as values instead. Its depth-first search keeps its own
//!   stack of frames; a frame is written always and kept (the stack
//!   pointer moved) only when it has a letter to try; a word bit is or-ed
//!   into the "seen on this board" bitset as 0 for a non-word; points are
//!   added masked. That costs 1.7× the instructions and leaves 60
//!   mispredictions a uniform board (120 a hunt-weighted one);
//! * **two searches interleaved.** A search without branches waits on
//!   every node it reads before it knows the next one, so two run side by
//!   side, each taking the tray's first letters in turn, and the CPU
//!   overlaps their memory reads. Words with different first letters
//!   share no trie node, so the searches never meet;
//! * the seen marks are a bitset over trie nodes (52 KB for the shipped
//!   trie) with the list of the nodes set, cleared after the board, held
//!   in a thread-local scratch with the search stacks; [`score`] and
//!   [`count`] allocate nothing per call;
//! * the popcount is the `popcnt` instruction when the CPU has it (chosen
//!   at run time; the crate builds for baseline x86-64), otherwise two
//!   lookups in a 13-bit table.
//!
//! Frames are taken lowest letter first and pushed highest cell first, so
//! each search meets a word's paths in the order of the path rule: the
//! first time it reaches a word is its first path, which [`solve`] keeps.
//!
//! Words are lexicon words of 3–16 letters; shorter lexicon words are walked
//! through but never reported.

use std::cell::RefCell;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::lexicon::{Lexicon, Trie, TrieNode};

use super::points::Points;
use super::tray::{neighbours, Tray, CELLS};

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
    /// `touched[..n]`: the word nodes found on the current board, to clear
    /// their bits afterwards. One slot more than the trie has words, so
    /// the walk can write a node at `n` before it knows whether to keep it.
    touched: Vec<u32>,
    /// The walk's searches, made once (their frames are written before
    /// they are read, so a tray need not clear them).
    lanes: Vec<Lane>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = const {
        RefCell::new(Scratch { seen: Vec::new(), touched: Vec::new(), lanes: Vec::new() })
    };
}

/// Runs `f` with a cleared seen-bitset for `trie`'s nodes and room in
/// `touched` for every word; `f` answers how many nodes it set.
fn with_marks<R>(
    trie: &Trie,
    f: impl FnOnce(&mut [u64], &mut [u32], &mut [Lane]) -> (R, usize),
) -> R {
    fn run<R>(
        s: &mut Scratch,
        trie: &Trie,
        f: impl FnOnce(&mut [u64], &mut [u32], &mut [Lane]) -> (R, usize),
    ) -> R {
        let words = trie.len().div_ceil(64);
        if s.seen.len() < words {
            s.seen.resize(words, 0);
        }
        if s.touched.len() <= trie.word_count() {
            s.touched.resize(trie.word_count() + 1, 0);
        }
        while s.lanes.len() < LANES {
            s.lanes.push(Lane {
                stack: [Frame {
                    node: TrieNode::default(),
                    letters: 0,
                    at: 0,
                }; STACK],
                paths: [0; STACK],
                sp: 0,
            });
        }
        let (r, n) = f(&mut s.seen, &mut s.touched, &mut s.lanes);
        for &i in &s.touched[..n] {
            s.seen[(i >> 6) as usize] = 0;
        }
        r
    }
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut s) => run(&mut s, trie, f),
        // Only reachable if `f` itself re-entered the solver; use a private
        // array rather than fail.
        Err(_) => run(
            &mut Scratch {
                seen: Vec::new(),
                touched: Vec::new(),
                lanes: Vec::new(),
            },
            trie,
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
    fn hit(&mut self, node: u32, len: usize, path: u64);
    /// [`Sink::hit`] when `fresh`: sinks whose hit is arithmetic take it
    /// without a branch.
    #[inline(always)]
    fn hit_if(&mut self, fresh: bool, node: u32, len: usize, path: u64) {
        if fresh {
            self.hit(node, len, path);
        }
    }
}

/// One pending step of the walk: the prefix at trie node `node`, ending
/// on a cell, with `letters` still to try from there; `at` packs the cells
/// used (bits 0–15), the cell (16–20; [`ROOT`] before the first letter)
/// and the prefix's length (21–25).
#[derive(Clone, Copy)]
struct Frame {
    node: TrieNode,
    letters: u32,
    at: u32,
}

/// Frames the walk can hold: the prefix's cells (16 levels), each with up
/// to 8 neighbours holding one letter, or 16 cells at the root.
const STACK: usize = 256;

/// The cell of the empty prefix: its "neighbours" are every cell.
const ROOT: usize = 16;

/// The tray as the walk reads it.
struct Board {
    /// Per cell, the letters of its neighbours (bit `l`); [`ROOT`]: every
    /// letter of the tray.
    near: [u32; 17],
    /// `by_letter[cell][l]`: the neighbours of `cell` holding letter `l`;
    /// for [`ROOT`], every cell holding it.
    by_letter: [[u16; 32]; 17],
}

/// One depth-first search of the walk: its stack of frames, their paths
/// (for sinks that want them) and its height.
struct Lane {
    stack: [Frame; STACK],
    paths: [u64; STACK],
    sp: usize,
}

/// Searches interleaved by the walk (see [`walk_board`]).
const LANES: usize = 2;

/// The walk's shared state: the trie, the tray, the seen marks and the
/// sink.
struct Shared<'a, S, P> {
    nodes: &'a [TrieNode],
    board: &'a Board,
    seen: &'a mut [u64],
    touched: &'a mut [u32],
    n_touched: usize,
    sink: &'a mut S,
    pop: P,
}

impl<S: Sink, P: Fn(u32) -> u32> Shared<'_, S, P> {
    /// Takes the next letter of `lane`'s top frame and enters its child on
    /// every cell that holds the letter (none: nothing happens), pushing
    /// the frames that go on.
    #[inline(always)]
    fn step(&mut self, lane: &mut Lane) {
        let top = (lane.sp - 1) % STACK;
        let f = lane.stack[top];
        let l = f.letters.trailing_zeros();
        let bit = 1u32 << l;
        let left = f.letters ^ bit;
        lane.stack[top].letters = left;
        lane.sp -= usize::from(left == 0);
        let used = f.at & 0xffff;
        let len = f.at >> 21;
        let path = if S::PATH { lane.paths[top] } else { 0 };
        let cells =
            u32::from(self.board.by_letter[(f.at >> 16) as usize & 31][(l & 31) as usize]) & !used;
        let some = cells != 0;
        // With no cell, read the root (always cached) instead.
        let i = (f.node.first_index() + (self.pop)(f.node.mask() & (bit - 1)))
            & 0u32.wrapping_sub(u32::from(some));
        let child = self.nodes[i as usize];
        let word = u64::from(child.is_word() & some);
        let slot = (i >> 6) as usize;
        let mark = word << (i & 63);
        let w = self.seen[slot];
        let fresh = mark & !w != 0;
        self.seen[slot] = w | mark;
        self.touched[self.n_touched] = i;
        self.n_touched += usize::from(fresh);
        let shift = (4 * len) & 63;
        // A frame of 16 letters (a prefix of a longer word through every
        // cell) has no cell left, so nothing is fresh; capped, its length
        // stays a length a word can have.
        let word_len = (len as usize + 1).min(CELLS);
        if S::PATH {
            let low = u64::from(cells.trailing_zeros() & 15);
            self.sink.hit_if(fresh, i, word_len, path | low << shift);
        } else {
            self.sink.hit_if(fresh, i, word_len, 0);
        }
        let cm = child.mask();
        // A frame for the highest cell (or, with no cell, one never
        // kept), then the others, downwards.
        let mut rest = cells;
        let mut n = 31u32.wrapping_sub(cells.leading_zeros()) & 15;
        loop {
            let letters = cm & self.board.near[n as usize];
            let at = lane.sp % STACK;
            lane.stack[at] = Frame {
                node: child,
                letters,
                at: (used | 1 << n) | n << 16 | (len + 1) << 21,
            };
            if S::PATH {
                lane.paths[at] = path | u64::from(n) << shift;
            }
            lane.sp += usize::from(some & (letters != 0));
            // 16 cells at the first letter, then at most 8 a letter deeper.
            debug_assert!(lane.sp <= 16 + 15 * 8);
            rest &= !(1 << n);
            if rest == 0 {
                break;
            }
            n = 31 - rest.leading_zeros();
        }
    }
}

/// The walk: every word of the board, each given to `sink` once with its
/// first path; how many nodes it set in `seen` (listed in `touched`).
/// `pop` is the popcount (the table's or the instruction's).
///
/// Depth-first searches with their own stacks of [`Frame`]s rather than
/// recursion, so that a step needs no branch on whether there is a cell
/// to step to, whether the node is a word, whether it is new or whether
/// the prefix goes on: none of those is predictable, and a mispredicted
/// branch cost more than the step. A frame is written always and kept
/// (the stack pointer moved) only when it has a letter to try. Frames are
/// taken lowest letter first and pushed highest cell first, so a search
/// meets prefixes in the order of the path rule: a word's first visit is
/// its first path.
///
/// Without branches to predict, a search waits on each node it reads
/// before it knows the next; so [`LANES`] searches run interleaved, each
/// taking the tray's first letters in turn. Words with different first
/// letters share no trie node, so the searches never meet in `seen`, and
/// each keeps the path order.
#[inline(always)]
fn walk_board<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    lanes: &mut [Lane],
    sink: &mut S,
    pop: impl Fn(u32) -> u32,
) -> usize {
    let root = nodes[0];
    for lane in lanes.iter_mut() {
        lane.sp = 0;
    }
    let mut firsts = root.mask() & board.near[ROOT];
    let mut sh = Shared {
        nodes,
        board,
        seen,
        touched,
        n_touched: 0,
        sink,
        pop,
    };
    loop {
        let mut busy = false;
        for lane in lanes[..LANES].iter_mut() {
            if lane.sp == 0 && firsts != 0 {
                // The next first letter, from the root.
                let l = firsts & firsts.wrapping_neg();
                firsts ^= l;
                lane.stack[0] = Frame {
                    node: root,
                    letters: l,
                    at: (ROOT as u32) << 16,
                };
                lane.paths[0] = 0;
                lane.sp = 1;
            }
            if lane.sp > 0 {
                sh.step(lane);
                busy = true;
            }
        }
        if !busy {
            break;
        }
    }
    sh.n_touched
}

fn walk_table<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    lanes: &mut [Lane],
    sink: &mut S,
) -> usize {
    walk_board(nodes, board, seen, touched, lanes, sink, pop26)
}

/// [`walk_board`] with the `popcnt` instruction (and BMI's bit scans).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
fn walk_popcnt<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    lanes: &mut [Lane],
    sink: &mut S,
) -> usize {
    walk_board(nodes, board, seen, touched, lanes, sink, u32::count_ones)
}

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
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("lzcnt")
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

/// Runs the walk ([`walk_board`]) over `tray` with `lexicon`'s trie,
/// giving each word found to `sink`.
fn walk<S: Sink>(tray: &Tray, lexicon: &Lexicon, mut sink: S) -> S {
    let trie = lexicon.trie();
    let nodes = trie.nodes();
    let letters = tray.letters();
    let mut board = Board {
        near: [0; 17],
        by_letter: [[0; 32]; 17],
    };
    for (c, &l) in letters.iter().enumerate() {
        let l = (l - b'a') as usize;
        board.near[ROOT] |= 1 << l;
        board.by_letter[ROOT][l] |= 1 << c;
    }
    for cell in 0..CELLS {
        for &n in neighbours(cell) {
            let l = (letters[n as usize] - b'a') as usize;
            board.near[cell] |= 1 << l;
            board.by_letter[cell][l] |= 1 << n;
        }
    }
    with_marks(trie, |seen, touched, lanes| {
        let n = if has_popcnt() {
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            // SAFETY: `walk_popcnt` needs only `popcnt`, BMI1, BMI2 and
            // `lzcnt`, which `has_popcnt` just found on this CPU.
            unsafe {
                walk_popcnt(nodes, &board, seen, touched, lanes, &mut sink)
            }
            #[cfg(not(target_arch = "x86_64"))]
            0
        } else {
            walk_table(nodes, &board, seen, touched, lanes, &mut sink)
        };
        ((), n)
    });
    sink
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

struct ScoreSink {
    by_len: [u32; 17],
    total: u64,
}

impl Sink for ScoreSink {
    const PATH: bool = false;
    #[inline(always)]
    fn hit(&mut self, _node: u32, len: usize, _path: u64) {
        self.total += u64::from(self.by_len[len]);
    }
    #[inline(always)]
    fn hit_if(&mut self, fresh: bool, _node: u32, len: usize, _path: u64) {
        self.total += u64::from(self.by_len[len] & 0u32.wrapping_sub(u32::from(fresh)));
    }
}

struct CountSink {
    words: usize,
    longest: usize,
}

impl Sink for CountSink {
    const PATH: bool = false;
    #[inline(always)]
    fn hit(&mut self, node: u32, len: usize, path: u64) {
        self.hit_if(true, node, len, path);
    }
    #[inline(always)]
    fn hit_if(&mut self, fresh: bool, _node: u32, len: usize, _path: u64) {
        let counts = fresh & (len >= MIN_WORD_LEN);
        self.words += usize::from(counts);
        self.longest = self.longest.max(len * usize::from(counts));
    }
}

/// Each word's sort key ([`columns::key`](super::columns)) and packed
/// first path, for [`SolveColumns`](super::SolveColumns).
struct HitSink<'a> {
    keys: &'a mut Vec<u64>,
    paths: &'a mut Vec<u64>,
}

impl Sink for HitSink<'_> {
    const PATH: bool = true;
    #[inline(always)]
    fn hit(&mut self, node: u32, len: usize, path: u64) {
        if len >= MIN_WORD_LEN {
            self.keys
                .push(super::columns::key(len, node, self.paths.len()));
            self.paths.push(path);
        }
    }
}

/// Appends every word of `tray` (3–16 letters) as its sort key to `keys`
/// and its packed first path to `paths`, in the walk's order.
pub(super) fn walk_hits(tray: &Tray, lexicon: &Lexicon, keys: &mut Vec<u64>, paths: &mut Vec<u64>) {
    walk(tray, lexicon, HitSink { keys, paths });
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
    let mut cols = super::columns::SolveColumns::new();
    cols.push(tray, lexicon);
    cols.found(0)
}

/// Total points of every distinct word of 3–16 letters in the tray.
/// Allocates nothing per call (the marks live in a thread-local scratch).
/// Saturates at `u32::MAX` with absurd custom tables.
pub fn score(tray: &Tray, points: &Points, lexicon: &Lexicon) -> u64 {
    let sink = walk(
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
    let sink = walk(
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
            let fast = (score(&tray, &p, lex), count(&tray, lex), solve(&tray, lex));
            FORCE_TABLE_POPCOUNT.with(|f| f.set(true));
            let table = (score(&tray, &p, lex), count(&tray, lex), solve(&tray, lex));
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
