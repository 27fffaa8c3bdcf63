//! A compact letter trie for board solvers.
//!
//! Each node is 8 bytes: a 26-bit mask of the letters that continue a word,
//! a word bit, and the index of its first child. A node's children are stored
//! contiguously in letter order, so the child for letter `c` is
//! `first + popcount(mask & ((1 << c) − 1))`. This is the layout of the
//! fastest public Boggle scorer (see performance.md); it is several times
//! faster to walk than the `fst` it is built from, and about 8 bytes a node.
//!
//! The trie is built breadth-first from the lexicon's sorted words: every
//! node's children are allocated in one block when the node is reached, which
//! keeps siblings adjacent and the root's neighbourhood hot in cache. So the
//! nodes of one depth are contiguous, in alphabetical order of the prefixes
//! they spell, and a node's index alone says how deep it is
//! ([`Trie::depth_starts`]).

use std::collections::VecDeque;
use std::fmt;

use fst::{IntoStreamer, Streamer};

const WORD_BIT: u32 = 1 << 31;
const MASK: u32 = (1 << 26) - 1;

/// One trie node (8 bytes).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
#[repr(C)]
pub struct TrieNode {
    bits: u32,
    first: u32,
}

impl fmt::Debug for TrieNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TrieNode")
            .field("mask", &format_args!("{:026b}", self.bits & MASK))
            .field("word", &self.is_word())
            .field("first", &self.first)
            .finish()
    }
}

impl TrieNode {
    /// Whether the path to this node spells a word.
    #[inline(always)]
    pub fn is_word(self) -> bool {
        self.bits & WORD_BIT != 0
    }

    /// Bit `c` set when letter `b'a' + c` continues some word.
    #[inline(always)]
    pub fn mask(self) -> u32 {
        self.bits & MASK
    }

    /// Index of the first child (the child of the lowest letter in
    /// [`TrieNode::mask`]); the child for letter `c` is this plus the number
    /// of mask bits below `c`.
    #[inline(always)]
    pub fn first_index(self) -> u32 {
        self.first
    }

    /// Index of the child for letter index `c` (0 = a), if any.
    #[inline(always)]
    pub fn child(self, c: u8) -> Option<u32> {
        let m = self.bits & MASK;
        let bit = 1u32 << c;
        if m & bit == 0 {
            None
        } else {
            Some(self.first + (m & (bit - 1)).count_ones())
        }
    }
}

/// The solver trie; node 0 is the root (the empty prefix).
#[derive(Clone)]
pub struct Trie {
    nodes: Vec<TrieNode>,
    words: usize,
    /// `depth_starts[d]`: the first node of depth `d` (the root is depth
    /// 0), and one past the last node at the end.
    depth_starts: Vec<u32>,
}

impl fmt::Debug for Trie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Trie")
            .field("nodes", &self.nodes.len())
            .field("words", &self.words)
            .finish()
    }
}

impl Trie {
    /// Builds the trie of every word in `set` (a lexicon's).
    pub(crate) fn from_set<D: AsRef<[u8]>>(set: &fst::Set<D>) -> Trie {
        // Concatenate the sorted words once; ranges of this list sharing a
        // prefix become subtrees.
        let mut text: Vec<u8> = Vec::with_capacity(set.as_fst().as_bytes().len() * 4);
        let mut ends: Vec<u32> = Vec::with_capacity(set.len());
        let mut stream = set.into_stream();
        while let Some(k) = stream.next() {
            text.extend_from_slice(k);
            ends.push(text.len() as u32);
        }
        let word = |i: usize| -> &[u8] {
            let start = if i == 0 { 0 } else { ends[i - 1] as usize };
            &text[start..ends[i] as usize]
        };

        let mut nodes = vec![TrieNode { bits: 0, first: 0 }];
        let mut depth_starts = vec![0u32];
        // (node index, word range lo..hi sharing the node's prefix, depth)
        let mut queue: VecDeque<(usize, usize, usize, usize)> = VecDeque::new();
        queue.push_back((0, 0, ends.len(), 0));
        while let Some((node, mut lo, hi, depth)) = queue.pop_front() {
            let mut bits = 0u32;
            if lo < hi && word(lo).len() == depth {
                bits |= WORD_BIT;
                lo += 1;
            }
            let first = nodes.len() as u32;
            let mut i = lo;
            while i < hi {
                let c = word(i)[depth];
                let mut j = i + 1;
                while j < hi && word(j)[depth] == c {
                    j += 1;
                }
                bits |= 1 << (c - b'a');
                let child = nodes.len();
                // Breadth-first: every node of depth d + 1 is made after
                // every node of depth d.
                if depth_starts.len() == depth + 1 {
                    depth_starts.push(child as u32);
                }
                nodes.push(TrieNode { bits: 0, first: 0 });
                queue.push_back((child, i, j, depth + 1));
                i = j;
            }
            nodes[node] = TrieNode { bits, first };
        }
        nodes.shrink_to_fit();
        depth_starts.push(nodes.len() as u32);
        Trie {
            nodes,
            words: ends.len(),
            depth_starts,
        }
    }

    /// All nodes; index 0 is the root.
    #[inline(always)]
    pub fn nodes(&self) -> &[TrieNode] {
        &self.nodes
    }

    /// The root node.
    #[inline(always)]
    pub fn root(&self) -> TrieNode {
        self.nodes[0]
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the trie holds no word. (It always has the root node, so
    /// this counts words, not [`len`](Self::len)'s nodes.)
    pub fn is_empty(&self) -> bool {
        self.words == 0
    }

    /// Number of words the trie holds.
    pub fn word_count(&self) -> usize {
        self.words
    }

    /// Heap bytes the trie uses.
    pub fn heap_bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<TrieNode>()
            + self.depth_starts.capacity() * std::mem::size_of::<u32>()
    }

    /// Where each depth's nodes start: the nodes of depth `d` (prefixes of
    /// `d` letters) are `depth_starts()[d]` up to `depth_starts()[d + 1]`,
    /// the last entry one past the last node. A solver sorts found words
    /// by node index alone and reads their lengths from these bounds.
    pub fn depth_starts(&self) -> &[u32] {
        &self.depth_starts
    }

    /// Whether `word` (a–z) is in the trie; a reference for tests.
    pub fn contains(&self, word: &[u8]) -> bool {
        let mut n = self.root();
        for &b in word {
            if !b.is_ascii_lowercase() {
                return false;
            }
            match n.child(b - b'a') {
                Some(i) => n = self.nodes[i as usize],
                None => return false,
            }
        }
        n.is_word()
    }
}
