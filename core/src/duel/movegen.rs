//! Every legal move of a position.
//!
//! One depth-first walk of the board along the solver trie finds them all
//! (the "shared walk" of `docs/performance.md`, Wordgrid: legal moves). It
//! starts from every cell in index order and steps to neighbours in index
//! order; a filled cell is entered only when its letter continues a word,
//! and the walk may enter at most one empty cell that touches a filled one
//! (the new cell), where it branches over the letters the trie node allows
//! there (its child mask, never 26 blind letters). Every word found after
//! the new cell is a legal move unless it was played. So one walk serves
//! every empty cell and every letter, and the walks through filled cells
//! that lead to several empty cells are made once, not once per cell.
//!
//! The walk visits paths in lexicographic order of their cell sequences, so
//! the first path found for a (cell, letter, word) is the smallest one, the
//! path [`find_path`](super::moves::find_path) picks; a stable sort by
//! (cell, letter, word) keeps it first, and the later copies are dropped.
//! (Few words have two paths: a set of keys to skip them as they come cost
//! more than it saved.)
//!
//! The hard bot's search walks the same paths thousands of times a move
//! and needs only each (cell, letter)'s longest word: [`Longest`] is this
//! walk keeping just that, with no `Move` built.

use super::board::{neighbours, Board, CELLS};
use super::moves::Move;
use crate::lexicon::{Lexicon, TrieNode};

/// Every legal move on `board` given the words `played`: each (cell, letter,
/// word) once, with its lexicographically smallest path, sorted by cell,
/// then letter, then word.
pub fn legal_moves(board: &Board, played: &[String], lexicon: &Lexicon) -> Vec<Move> {
    let mut w = Walk::new(
        board,
        lexicon,
        Moves {
            played: sorted_played(played, lexicon),
            out: Vec::with_capacity(256),
            first_only: false,
        },
    );
    w.run();
    let mut out = w.on.out;
    // Stable: of the copies of one (cell, letter, word), the first found,
    // the smallest path, stays first and is the one kept.
    out.sort_by(|a, b| (a.cell, a.letter, &a.word).cmp(&(b.cell, b.letter, &b.word)));
    out.dedup_by(|later, first| {
        (later.cell, later.letter, &later.word) == (first.cell, first.letter, &first.word)
    });
    out
}

/// Whether the player to move has any legal move; the walk stops at the
/// first one. The same as `!legal_moves(..).is_empty()`.
pub fn has_legal_move(board: &Board, played: &[String], lexicon: &Lexicon) -> bool {
    let mut w = Walk::new(
        board,
        lexicon,
        Moves {
            played: sorted_played(played, lexicon),
            out: Vec::new(),
            first_only: true,
        },
    );
    w.run();
    w.done
}

/// A cell with no letter, in [`Walk::cells`].
const EMPTY: u8 = u8::MAX;
/// No new cell entered yet.
const NONE: u8 = u8::MAX;

/// What the walk does with each word it finds through the new cell.
trait OnWord {
    /// A word through the new cell `new`, holding letter index `letter`
    /// (0–25), at trie node `node`, along `path` spelling `letters` (a–z);
    /// whether the walk stops here.
    fn word(&mut self, new: u8, letter: u8, node: u32, path: &[u8], letters: &[u8]) -> bool;
}

/// The walk of the module docs, over one position.
struct Walk<'a, W> {
    /// Letter index 0–25 per cell, or [`EMPTY`].
    cells: [u8; CELLS],
    /// Bit `c` set for each empty cell touching a filled one.
    frontier: u32,
    nodes: &'a [TrieNode],
    /// The path walked so far and its letters (a–z).
    path: [u8; CELLS],
    letters: [u8; CELLS],
    len: usize,
    /// The letter index written into the new cell, once entered.
    new_letter: u8,
    /// Set once `on` asked the walk to stop.
    done: bool,
    on: W,
}

impl<'a, W: OnWord> Walk<'a, W> {
    fn new(board: &Board, lexicon: &'a Lexicon, on: W) -> Self {
        let mut cells = [EMPTY; CELLS];
        for (c, &b) in board.cells().iter().enumerate() {
            if b != 0 {
                cells[c] = b - b'a';
            }
        }
        let mut frontier = 0u32;
        for (c, &l) in cells.iter().enumerate() {
            if l == EMPTY && neighbours(c).iter().any(|&n| cells[n as usize] != EMPTY) {
                frontier |= 1 << c;
            }
        }
        Walk {
            cells,
            frontier,
            nodes: lexicon.trie().nodes(),
            path: [0; CELLS],
            letters: [0; CELLS],
            len: 0,
            new_letter: 0,
            done: false,
            on,
        }
    }

    fn run(&mut self) {
        if self.frontier == 0 {
            return;
        }
        let root = self.nodes[0];
        for start in 0..CELLS {
            self.enter(start, root, 0, NONE);
            if self.done {
                return;
            }
        }
    }

    /// Steps onto `at` from a path whose trie node is `parent`, with the
    /// cells `used` and the new cell `new` (or [`NONE`]).
    #[inline]
    fn enter(&mut self, at: usize, parent: TrieNode, used: u32, new: u8) {
        let l = self.cells[at];
        let mask = parent.mask();
        if l != EMPTY {
            if mask & (1 << l) != 0 {
                let i = parent.first_index() + (mask & ((1 << l) - 1)).count_ones();
                self.visit(at, l, i, used | 1 << at, new);
            }
        } else if new == NONE && self.frontier & (1 << at) != 0 {
            // The new cell: every letter that continues a word here.
            let mut m = mask;
            let mut i = parent.first_index();
            while m != 0 && !self.done {
                let l = m.trailing_zeros() as u8;
                self.new_letter = l;
                self.visit(at, l, i, used | 1 << at, at as u8);
                m &= m - 1;
                i += 1;
            }
        }
    }

    /// On `at` holding letter `l`, at trie node `node`.
    fn visit(&mut self, at: usize, l: u8, node: u32, used: u32, new: u8) {
        let n = self.nodes[node as usize];
        self.path[self.len] = at as u8;
        self.letters[self.len] = b'a' + l;
        self.len += 1;
        if n.is_word() && new != NONE && self.len >= 2 {
            let len = self.len;
            self.done = self.on.word(
                new,
                self.new_letter,
                node,
                &self.path[..len],
                &self.letters[..len],
            );
        }
        if n.mask() != 0 && !self.done {
            for &next in neighbours(at) {
                if used & (1 << next) == 0 {
                    self.enter(next as usize, n, used, new);
                    if self.done {
                        break;
                    }
                }
            }
        }
        self.len -= 1;
    }
}

/// [`legal_moves`]' and [`has_legal_move`]'s use of a word: a `Move`
/// unless it was played (or, first only, a stop).
struct Moves {
    /// Trie node indices of the played words, sorted.
    played: Vec<u32>,
    out: Vec<Move>,
    /// Stop at the first legal move ([`has_legal_move`]).
    first_only: bool,
}

impl OnWord for Moves {
    fn word(&mut self, new: u8, letter: u8, node: u32, path: &[u8], letters: &[u8]) -> bool {
        if self.played.binary_search(&node).is_ok() {
            return false;
        }
        if self.first_only {
            return true;
        }
        self.out.push(Move {
            cell: new,
            letter: char::from(b'a' + letter),
            path: path.to_vec(),
            // a–z only, so never lossy.
            word: String::from_utf8_lossy(letters).into_owned(),
        });
        false
    }
}

/// [`played_nodes`], sorted for a binary search.
fn sorted_played(played: &[String], lexicon: &Lexicon) -> Vec<u32> {
    let mut nodes = played_nodes(played, lexicon);
    nodes.sort_unstable();
    nodes
}

/// The trie node of `word` when it is a word of the trie.
fn node_of(nodes: &[TrieNode], word: &[u8]) -> Option<u32> {
    let mut i = 0u32;
    for &b in word {
        if !b.is_ascii_lowercase() {
            return None;
        }
        i = nodes[i as usize].child(b - b'a')?;
    }
    nodes[i as usize].is_word().then_some(i)
}

/// The trie nodes of the words in `played` that are words of the lexicon
/// (the others can never be found, so never need skipping).
pub(super) fn played_nodes(played: &[String], lexicon: &Lexicon) -> Vec<u32> {
    let nodes = lexicon.trie().nodes();
    played
        .iter()
        .filter_map(|w| node_of(nodes, w.as_bytes()))
        .collect()
}

/// The best word found for one (cell, letter) by [`Longest`].
#[derive(Clone, Copy, Debug)]
pub(super) struct Best {
    /// Its length (0: none found yet).
    pub len: u8,
    /// Its trie node: the word's identity.
    pub node: u32,
    /// Its letters, a–z (the first `len`).
    pub letters: [u8; CELLS],
}

const NO_BEST: Best = Best {
    len: 0,
    node: 0,
    letters: [0; CELLS],
};

/// For the hard bot's search, which stands each (cell, letter) of a
/// position for its longest word: the same walk as [`legal_moves`], but
/// it keeps only that word per (cell, letter), the first of equals in
/// alphabetical order (as grouping `legal_moves`' sorted list does), and
/// builds no `Move`, `String` or path; the search expands thousands of
/// positions per move, and those were most of its time. Its buffers are
/// kept from one position to the next.
#[derive(Debug)]
pub(super) struct Longest {
    /// Per slot `cell × 26 + letter index`.
    best: Vec<Best>,
    /// The slots the walk filled, in the order it filled them.
    touched: Vec<u16>,
}

impl Longest {
    pub fn new() -> Self {
        Longest {
            best: vec![NO_BEST; CELLS * 26],
            touched: Vec::with_capacity(CELLS * 26),
        }
    }

    /// Walks `board` with the words whose trie nodes are `played` spent,
    /// then calls `each(cell, letter a–z, best)` once per (cell, letter)
    /// that has a legal move, in no particular order.
    pub fn walk(
        &mut self,
        board: &Board,
        played: &[u32],
        lexicon: &Lexicon,
        mut each: impl FnMut(u8, u8, &Best),
    ) {
        let mut w = Walk::new(
            board,
            lexicon,
            Keep {
                played,
                best: &mut self.best,
                touched: &mut self.touched,
            },
        );
        w.run();
        for &slot in self.touched.iter() {
            let b = &mut self.best[usize::from(slot)];
            each((slot / 26) as u8, b'a' + (slot % 26) as u8, b);
            b.len = 0;
        }
        self.touched.clear();
    }
}

/// [`Longest`]'s use of a word: kept as its (cell, letter)'s best.
struct Keep<'a> {
    played: &'a [u32],
    best: &'a mut [Best],
    touched: &'a mut Vec<u16>,
}

impl OnWord for Keep<'_> {
    /// A word through the new cell `new`: kept when it is longer than the
    /// slot's best, or as long and alphabetically first, and not played.
    fn word(&mut self, new: u8, letter: u8, node: u32, _path: &[u8], letters: &[u8]) -> bool {
        let slot = usize::from(new) * 26 + usize::from(letter);
        let b = &mut self.best[slot];
        let n = letters.len();
        let len = n as u8;
        if len < b.len
            || (len == b.len && letters >= &b.letters[..n])
            || self.played.contains(&node)
        {
            return false;
        }
        if b.len == 0 {
            self.touched.push(slot as u16);
        }
        b.len = len;
        b.node = node;
        b.letters[..n].copy_from_slice(letters);
        false
    }
}
