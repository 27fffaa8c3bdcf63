//! The walk: every word of a tray, each met once, first along its first
//! path, given to a [`Sink`]; what [`score`](super::score),
//! [`count`](super::count) and [`solve`](super::solve) (through
//! [`SolveColumns`](super::SolveColumns)) are built on.
//!
//! **The technique.** The walk follows the lexicon's
//! [`Trie`](crate::lexicon::Trie) (8-byte nodes: a 26-bit child mask and a
//! word bit, children contiguous and found by popcount) together with the
//! tray, as the fastest public Boggle scorer does (`docs/performance.md`),
//! but shaped for what a CPU does badly:
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
//!   in a thread-local scratch with the search stacks; a walk allocates
//!   nothing per tray;
//! * the popcount is the CPU's own: on x86-64 the `popcnt` instruction
//!   when the CPU has it (chosen at run time; the crate builds for
//!   baseline x86-64), on aarch64 (phones) always NEON's `cnt`, which
//!   every aarch64 CPU has (Advanced SIMD is part of Armv8-A's base);
//!   elsewhere two lookups in a 13-bit table.
//!
//! Frames are taken lowest letter first and pushed highest cell first, so
//! each search meets a word's paths in the order of the path rule: the
//! first time it reaches a word is its first path (the path rule of
//! `path.rs`), which [`solve`](super::solve) keeps.
//!
//! Every word node is reported, whatever its length: the sinks keep the
//! words of [`MIN_WORD_LEN`](super::MIN_WORD_LEN) letters or more. A sink
//! that wants paths (the solver's) is not called per node: beside its list
//! of word nodes found, the walk writes each node's first path (one store
//! a step, kept by the same count) and hands both lists over at the end;
//! a call per step, however branch-free, cost the solver a quarter of its
//! time.

use std::cell::RefCell;

use crate::lexicon::{Lexicon, Trie, TrieNode};

use super::tray::{neighbours, Tray, CELLS};

// ---------------------------------------------------------------------------
// Scratch: a "seen on this board" bit per trie node.

struct Scratch {
    /// Bit `i` set once trie node `i` was reported on the current board.
    seen: Vec<u64>,
    /// `touched[..n]`: the word nodes found on the current board, to clear
    /// their bits afterwards. One slot more than the trie has words, so
    /// the walk can write a node at `n` before it knows whether to keep it.
    touched: Vec<u32>,
    /// `paths[..n]`: the first path of each word node in `touched[..n]`,
    /// for sinks that want paths ([`Sink::PATH`]; empty until one walks).
    paths: Vec<u64>,
    /// The walk's searches, made once (their frames are written before
    /// they are read, so a tray need not clear them).
    lanes: Vec<Lane>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = const {
        RefCell::new(Scratch { seen: Vec::new(), touched: Vec::new(), paths: Vec::new(), lanes: Vec::new() })
    };
}

/// Runs `f` with a cleared seen-bitset for `trie`'s nodes and room in
/// `touched` for every word (and in `paths`, if `paths`); `f` answers how
/// many nodes it set.
fn with_marks<R>(
    trie: &Trie,
    paths: bool,
    f: impl FnOnce(&mut [u64], &mut [u32], &mut [u64], &mut [Lane]) -> (R, usize),
) -> R {
    fn run<R>(
        s: &mut Scratch,
        trie: &Trie,
        paths: bool,
        f: impl FnOnce(&mut [u64], &mut [u32], &mut [u64], &mut [Lane]) -> (R, usize),
    ) -> R {
        let words = trie.len().div_ceil(64);
        if s.seen.len() < words {
            s.seen.resize(words, 0);
        }
        if s.touched.len() <= trie.word_count() {
            s.touched.resize(trie.word_count() + 1, 0);
        }
        if paths && s.paths.len() <= trie.word_count() {
            s.paths.resize(trie.word_count() + 1, 0);
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
        let (r, n) = f(&mut s.seen, &mut s.touched, &mut s.paths, &mut s.lanes);
        for &i in &s.touched[..n] {
            s.seen[(i >> 6) as usize] = 0;
        }
        r
    }
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut s) => run(&mut s, trie, paths, f),
        // Only reachable if `f` itself re-entered the solver; use a private
        // array rather than fail.
        Err(_) => run(
            &mut Scratch {
                seen: Vec::new(),
                touched: Vec::new(),
                paths: Vec::new(),
                lanes: Vec::new(),
            },
            trie,
            paths,
            f,
        ),
    })
}

// ---------------------------------------------------------------------------
// The walk.

/// What the walk does with each word node the first time it reaches it.
pub(super) trait Sink {
    /// Whether the sink wants each word's first path. Such a sink hears
    /// nothing during the walk: the walk writes each word's node and path
    /// in step with its list of word nodes found (one store a step, never
    /// a branch on whether the node is a new word), and hands the lists
    /// over at the end ([`Sink::found`]).
    const PATH: bool;
    /// A word of `len` letters, trie node `node` (only when not `PATH`).
    fn hit(&mut self, node: u32, len: usize);
    /// [`Sink::hit`] when `fresh`: sinks whose hit is arithmetic take it
    /// without a branch.
    #[inline(always)]
    fn hit_if(&mut self, fresh: bool, node: u32, len: usize) {
        if fresh {
            self.hit(node, len);
        }
    }
    /// `PATH` sinks, after the walk: every word node found, in the order
    /// found, with its first path (packed as `columns.rs` says), every
    /// length (the trie's [`depth_starts`](Trie::depth_starts) give it).
    fn found(&mut self, _trie: &Trie, _nodes: &[u32], _paths: &[u64]) {}
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
    paths: &'a mut [u64],
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
        let shift = (4 * len) & 63;
        if S::PATH {
            // The word's first path: its prefix's, then the lowest cell
            // holding the letter (kept only if the node is a new word).
            let low = u64::from(cells.trailing_zeros() & 15);
            self.paths[self.n_touched] = path | low << shift;
        } else {
            // A frame of 16 letters (a prefix of a longer word through
            // every cell) has no cell left, so nothing is fresh; capped,
            // its length stays a length a word can have.
            let word_len = (len as usize + 1).min(CELLS);
            self.sink.hit_if(fresh, i, word_len);
        }
        self.n_touched += usize::from(fresh);
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
#[allow(clippy::too_many_arguments)] // the walk's whole state, in registers
fn walk_board<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    paths: &mut [u64],
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
        paths,
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
    paths: &mut [u64],
    lanes: &mut [Lane],
    sink: &mut S,
) -> usize {
    walk_board(nodes, board, seen, touched, paths, lanes, sink, pop26)
}

/// [`walk_board`] with the `popcnt` instruction (and BMI's bit scans).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
fn walk_popcnt<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    paths: &mut [u64],
    lanes: &mut [Lane],
    sink: &mut S,
) -> usize {
    walk_board(
        nodes,
        board,
        seen,
        touched,
        paths,
        lanes,
        sink,
        u32::count_ones,
    )
}

/// The walk with the CPU's own bit count, once [`has_popcnt`] said yes.
#[cfg(target_arch = "x86_64")]
fn walk_fast<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    paths: &mut [u64],
    lanes: &mut [Lane],
    sink: &mut S,
) -> usize {
    #[allow(unsafe_code)]
    // SAFETY: `walk_popcnt` needs only `popcnt`, BMI1, BMI2 and `lzcnt`,
    // which `has_popcnt` found on this CPU before this was called.
    unsafe {
        walk_popcnt(nodes, board, seen, touched, paths, lanes, sink)
    }
}

/// [`walk_board`] with aarch64's bit count (`u32::count_ones` compiles to
/// NEON's `cnt` and an add across the lanes: no table and no run-time
/// check, since no aarch64 CPU lacks it).
#[cfg(target_arch = "aarch64")]
fn walk_fast<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    paths: &mut [u64],
    lanes: &mut [Lane],
    sink: &mut S,
) -> usize {
    walk_board(
        nodes,
        board,
        seen,
        touched,
        paths,
        lanes,
        sink,
        u32::count_ones,
    )
}

/// Elsewhere the table is the walk ([`has_popcnt`] says no).
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn walk_fast<S: Sink>(
    nodes: &[TrieNode],
    board: &Board,
    seen: &mut [u64],
    touched: &mut [u32],
    paths: &mut [u64],
    lanes: &mut [Lane],
    sink: &mut S,
) -> usize {
    walk_table(nodes, board, seen, touched, paths, lanes, sink)
}

/// Whether this CPU counts bits itself: the `popcnt` instruction (and
/// BMI's bit scans) on x86-64, checked at run time; always on aarch64
/// (tests can turn it off to cover the portable walk on any machine).
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
    #[cfg(target_arch = "aarch64")]
    {
        true
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        false
    }
}

#[cfg(test)]
thread_local! {
    pub(super) static FORCE_TABLE_POPCOUNT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs the walk ([`walk_board`]) over `tray` with `lexicon`'s trie,
/// giving each word found to `sink`.
pub(super) fn walk<S: Sink>(tray: &Tray, lexicon: &Lexicon, mut sink: S) -> S {
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
    with_marks(trie, S::PATH, |seen, touched, paths, lanes| {
        let n = if has_popcnt() {
            walk_fast(nodes, &board, seen, touched, paths, lanes, &mut sink)
        } else {
            walk_table(nodes, &board, seen, touched, paths, lanes, &mut sink)
        };
        if S::PATH {
            sink.found(trie, &touched[..n], &paths[..n]);
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts the word nodes the walk reports.
    struct Hits(usize);

    impl Sink for Hits {
        const PATH: bool = false;
        fn hit(&mut self, _node: u32, _len: usize) {
            self.0 += 1;
        }
    }

    #[test]
    fn seen_bits_are_cleared_between_trays() {
        let lex = Lexicon::embedded();
        let tray = Tray::parse("perslatgsineters").unwrap();
        let want = walk(&tray, lex, Hits(0)).0;
        assert!(want > 1000);
        for _ in 0..5 {
            assert_eq!(walk(&tray, lex, Hits(0)).0, want);
        }
        SCRATCH.with(|s| {
            let s = s.borrow();
            assert!(s.seen.iter().all(|&w| w == 0), "every seen bit cleared");
        });
    }
}
