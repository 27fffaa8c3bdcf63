//! What a swap scores: the candidates through the two swapped cells, the
//! choices among them, the one that scores, and what it freezes.
//!
//! Only segments through the swapped cells can change, so a swap is
//! resolved from those two cells alone, never by rescanning the field.

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

use super::field::{Axis, CellState, CELLS};
use crate::lexicon::{Lexicon, Trie};

/// A scored word.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Word {
    /// The word as read.
    pub word: String,
    /// Its cells in reading order.
    pub cells: Vec<u8>,
    /// Along a row or down a column.
    pub axis: Axis,
    /// Whether it reads right to left (across) or bottom to top (down).
    pub reversed: bool,
}

/// What one swap does.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Resolution {
    /// The words that score (none, one, or two).
    pub words: Vec<Word>,
    /// Cells frozen by this swap that were not frozen before, ascending.
    pub frozen: Vec<u8>,
    /// Swapped cells in no scored word: now Fixed, ascending.
    pub fixed: Vec<u8>,
    /// +1 per newly frozen letter.
    pub points: u32,
}

/// A candidate without allocation: its cells are `start + k * step` for
/// `k < len`, in reading order.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cand {
    start: u8,
    step: i8,
    len: u8,
    axis: Axis,
    reversed: bool,
    /// Bit `c` set for each cell `c` of the word.
    mask: u128,
    /// Cells from the reading start to the nearest swapped cell (rule 3).
    dist: u8,
}

impl Cand {
    /// A placeholder in a fixed-size choice, never read.
    pub(crate) const NONE: Cand = Cand {
        start: 0,
        step: 1,
        len: 0,
        axis: Axis::Across,
        reversed: false,
        mask: 0,
        dist: 0,
    };

    #[inline]
    fn cell(&self, k: usize) -> usize {
        (self.start as isize + k as isize * self.step as isize) as usize
    }

    fn cells(&self) -> ([u8; 10], usize) {
        let mut out = [0u8; 10];
        for (k, o) in out.iter_mut().enumerate().take(self.len as usize) {
            *o = self.cell(k) as u8;
        }
        (out, self.len as usize)
    }

    fn edge(&self) -> usize {
        let f = self.start as usize;
        let (r, c) = (f / 10, f % 10);
        r.min(c).min(9 - r).min(9 - c)
    }

    fn id(&self) -> (u8, Axis, bool) {
        (self.start, self.axis, self.reversed)
    }

    fn word(&self, letters: &[u8; CELLS]) -> Word {
        let (cs, n) = self.cells();
        Word {
            word: cs[..n]
                .iter()
                .map(|&c| letters[c as usize] as char)
                .collect(),
            cells: cs[..n].to_vec(),
            axis: self.axis,
            reversed: self.reversed,
        }
    }
}

/// A reusable list of candidates.
pub(crate) type Cands = Vec<Cand>;

/// Lists the candidates through `a` and `b` into `out` (cleared first):
/// each open stretch through a swapped cell is walked with the solver trie,
/// forward from every start before the cell and backward from every end
/// after it, stopping where no word continues.
pub(crate) fn candidates_into(
    letters: &[u8; CELLS],
    cells: &[CellState; CELLS],
    a: usize,
    b: usize,
    trie: &Trie,
    out: &mut Cands,
) {
    out.clear();
    for axis in [Axis::Across, Axis::Down] {
        line_into(letters, cells, axis, a, b, false, trie, out);
        line_into(letters, cells, axis, b, a, true, trie, out);
    }
}

/// A cell's line (its first cell) and its index along that line.
type LinePos = fn(usize) -> (usize, usize);

/// Whether `x` and `y` lie on one line along `axis`.
pub(crate) fn same_line(x: usize, y: usize, axis: Axis) -> bool {
    match axis {
        Axis::Across => x / 10 == y / 10,
        Axis::Down => x % 10 == y % 10,
    }
}

/// Appends the candidates along `axis` through swapped cell `s`; `other` is
/// the other swapped cell. On the `second` cell of a pair, segments that
/// also hold the first (on the same line) are skipped: listed already.
/// When `other` is off this line the result depends only on the line's
/// letters, so it may be cached by (cell, axis, letter).
#[allow(clippy::too_many_arguments)]
pub(crate) fn line_into(
    letters: &[u8; CELLS],
    cells: &[CellState; CELLS],
    axis: Axis,
    s: usize,
    other: usize,
    second: bool,
    trie: &Trie,
    out: &mut Cands,
) {
    let nodes = trie.nodes();
    let root = trie.root();
    let (stride, pos): (usize, LinePos) = match axis {
        Axis::Across => (1, |c| (c / 10 * 10, c % 10)),
        Axis::Down => (10, |c| (c % 10, c / 10)),
    };
    let (base, p) = pos(s);
    let at = |k: usize| base + k * stride;
    // The other swapped cell on this same line, for the second pass:
    // segments through both were listed by the first.
    let (ob, op) = pos(other);
    let op = (ob == base).then_some(op);
    let dup_at = if second { op } else { None };
    let open = |k: usize| !cells[at(k)].blocks(axis);
    let mut lo = p;
    while lo > 0 && open(lo - 1) {
        lo -= 1;
    }
    let mut hi = p;
    while hi < 9 && open(hi + 1) {
        hi += 1;
    }
    if hi - lo < 2 {
        return;
    }
    let dup = |i: usize, j: usize| dup_at.is_some_and(|o| i <= o && o <= j);
    // The other swapped cell's index when it lies on this line.
    // Rule 3: cells from the reading start to the nearest swapped
    // cell inside the word `i..=j`.
    let dist = |i: usize, j: usize, fwd: bool| -> u8 {
        let d = |q: usize| if fwd { q - i } else { j - q };
        let mut best = d(p);
        if let Some(o) = op.filter(|&o| i <= o && o <= j) {
            best = best.min(d(o));
        }
        best as u8
    };
    let mut fwd_words: u128 = 0;
    for i in lo..=p {
        let mut node = root;
        let mut mask: u128 = 0;
        for j in i..=hi {
            let c = letters[at(j)].wrapping_sub(b'a');
            if c >= 26 {
                break;
            }
            match node.child(c) {
                Some(x) => node = nodes[x as usize],
                None => break,
            }
            mask |= 1u128 << at(j);
            if j >= p && j >= i + 2 && node.is_word() {
                fwd_words |= 1u128 << (i * 10 + j);
                if !dup(i, j) {
                    out.push(Cand {
                        start: at(i) as u8,
                        step: stride as i8,
                        len: (j + 1 - i) as u8,
                        axis,
                        reversed: false,
                        mask,
                        dist: dist(i, j, true),
                    });
                }
            }
        }
    }
    for j in p..=hi {
        let mut node = root;
        let mut mask: u128 = 0;
        for i in (lo..=j).rev() {
            let c = letters[at(i)].wrapping_sub(b'a');
            if c >= 26 {
                break;
            }
            match node.child(c) {
                Some(x) => node = nodes[x as usize],
                None => break,
            }
            mask |= 1u128 << at(i);
            if i <= p
                && j >= i + 2
                && node.is_word()
                && fwd_words & (1u128 << (i * 10 + j)) == 0
                && !dup(i, j)
            {
                out.push(Cand {
                    start: at(j) as u8,
                    step: -(stride as i8),
                    len: (j + 1 - i) as u8,
                    axis,
                    reversed: true,
                    mask,
                    dist: dist(i, j, false),
                });
            }
        }
    }
}

/// Every candidate: a segment of 3+ cells on a row or column through `a` or
/// `b`, crossing no Fixed cell and no cell frozen on its axis, that reads as
/// a word forward or else backward.
pub fn candidates(
    letters: &[u8; CELLS],
    cells: &[CellState; CELLS],
    a: usize,
    b: usize,
    lexicon: &Lexicon,
) -> Vec<Word> {
    let mut out = Vec::new();
    candidates_into(letters, cells, a, b, lexicon.trie(), &mut out);
    out.iter().map(|c| c.word(letters)).collect()
}

/// The number of ranking rules in `docs/rules/solo.md`.
pub(crate) const RULES: u8 = 6;

/// Compares two choices (each one or two candidates) by ranking rule
/// `rule` (1 to 6) of `docs/rules/solo.md` alone; `Greater` when `x` is the
/// better. `free` has bit `c` set for each cell not Frozen before the move.
fn compare_by(rule: u8, x: &[Cand], y: &[Cand], free: u128) -> Ordering {
    match rule {
        1 => {
            let new = |ch: &[Cand]| (ch.iter().fold(0u128, |m, w| m | w.mask) & free).count_ones();
            new(x).cmp(&new(y))
        }
        2 => {
            let letters = |ch: &[Cand]| ch.iter().map(|w| w.len as usize).sum::<usize>();
            letters(x).cmp(&letters(y))
        }
        3 => {
            let dist = |ch: &[Cand]| ch.iter().map(|w| w.dist as usize).sum::<usize>();
            dist(y).cmp(&dist(x))
        }
        4 => {
            let edge = |ch: &[Cand]| ch.iter().map(Cand::edge).sum::<usize>();
            edge(y).cmp(&edge(x))
        }
        5 => {
            let ids = |ch: &[Cand]| {
                let mut v: Vec<(u8, Axis, bool)> = ch.iter().map(Cand::id).collect();
                v.sort();
                v
            };
            ids(y).cmp(&ids(x))
        }
        _ => {
            let runs = |ch: &[Cand]| {
                let mut v: Vec<Vec<u8>> = ch
                    .iter()
                    .map(|w| {
                        let (c, n) = w.cells();
                        c[..n].to_vec()
                    })
                    .collect();
                v.sort();
                v
            };
            runs(y).cmp(&runs(x))
        }
    }
}

/// Compares two choices by the six rules in order; `Greater` when `x` is
/// the better.
fn compare(x: &[Cand], y: &[Cand], free: u128) -> Ordering {
    (1..=RULES)
        .map(|rule| compare_by(rule, x, y, free))
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

/// Whether two candidates may score together: each swapped cell in at most
/// one of them, and no cell shared along one axis.
#[inline]
fn compatible(x: &Cand, y: &Cand, swapped: u128) -> bool {
    if x.mask & y.mask & swapped != 0 {
        return false;
    }
    !(x.axis == y.axis && x.mask & y.mask != 0)
}

/// The bit mask of cells not Frozen on any axis.
pub(crate) fn free_mask(cells: &[CellState; CELLS]) -> u128 {
    let mut m = 0u128;
    for (c, s) in cells.iter().enumerate() {
        if !s.is_frozen() {
            m |= 1u128 << c;
        }
    }
    m
}

/// The best choice among `cands` (empty when there is none): at most two
/// candidates.
pub(crate) fn best_choice(cands: &[Cand], a: usize, b: usize, free: u128) -> ([Cand; 2], usize) {
    let swapped = (1u128 << a) | (1u128 << b);
    let mut best = [Cand::NONE; 2];
    let mut n = 0usize;
    for i in 0..cands.len() {
        if n == 0 || compare(&cands[i..=i], &best[..n], free) == Ordering::Greater {
            best[0] = cands[i];
            n = 1;
        }
        for j in i + 1..cands.len() {
            if compatible(&cands[i], &cands[j], swapped) {
                let pair = [cands[i], cands[j]];
                if compare(&pair, &best[..n], free) == Ordering::Greater {
                    best = pair;
                    n = 2;
                }
            }
        }
    }
    (best, n)
}

/// The points of a choice: its distinct cells not Frozen before the move.
pub(crate) fn points_of(choice: &[Cand], free: u128) -> u32 {
    (choice.iter().fold(0u128, |m, w| m | w.mask) & free).count_ones()
}

/// Builds the full resolution of a chosen set of candidates.
pub(crate) fn resolution_of(
    letters: &[u8; CELLS],
    choice: &[Cand],
    a: usize,
    b: usize,
    free: u128,
) -> Resolution {
    let all = choice.iter().fold(0u128, |m, w| m | w.mask);
    let new = all & free;
    let frozen: Vec<u8> = (0..CELLS as u8).filter(|&c| new >> c & 1 == 1).collect();
    let fixed: Vec<u8> = [a.min(b), a.max(b)]
        .into_iter()
        .filter(|&s| all >> s & 1 == 0)
        .map(|s| s as u8)
        .collect();
    let mut sorted: Vec<Cand> = choice.to_vec();
    sorted.sort_by_key(Cand::id);
    Resolution {
        points: frozen.len() as u32,
        frozen,
        fixed,
        words: sorted.iter().map(|w| w.word(letters)).collect(),
    }
}

/// Resolves the swap of `a` and `b` on `letters` (already swapped) with the
/// cell states before the move.
pub fn resolve(
    letters: &[u8; CELLS],
    cells: &[CellState; CELLS],
    a: usize,
    b: usize,
    lexicon: &Lexicon,
) -> Resolution {
    if same_letters(letters, a, b) {
        return resolution_of(letters, &[], a, b, free_mask(cells));
    }
    let mut cands = Vec::new();
    candidates_into(letters, cells, a, b, lexicon.trie(), &mut cands);
    let free = free_mask(cells);
    let (best, n) = best_choice(&cands, a, b, free);
    resolution_of(letters, &best[..n], a, b, free)
}

/// Whether `a` and `b` hold the same letter: such a swap changes nothing
/// on the field, so no run it touches is new and it scores nothing (the
/// seed scores "every new run"); both cells become Fixed.
#[inline]
pub(crate) fn same_letters(letters: &[u8; CELLS], a: usize, b: usize) -> bool {
    letters[a] == letters[b]
}

/// Which ranking rule (1 to 6 of `docs/rules/solo.md`) made the scoring
/// choice beat the runner-up for the swap of `a` and `b` on `letters`
/// (already swapped); `None` when there were fewer than two choices.
///
/// An analysis aid, for explaining a move and for proving that test games
/// exercise every rule: it ranks every choice, so it is far slower than
/// [`resolve`].
pub fn deciding_rule(
    letters: &[u8; CELLS],
    cells: &[CellState; CELLS],
    a: usize,
    b: usize,
    lexicon: &Lexicon,
) -> Option<u8> {
    if same_letters(letters, a, b) {
        return None;
    }
    let mut cands = Vec::new();
    candidates_into(letters, cells, a, b, lexicon.trie(), &mut cands);
    let free = free_mask(cells);
    let swapped = (1u128 << a) | (1u128 << b);
    let mut choices: Vec<Vec<Cand>> = Vec::new();
    for (i, x) in cands.iter().enumerate() {
        choices.push(vec![*x]);
        for y in &cands[i + 1..] {
            if compatible(x, y, swapped) {
                choices.push(vec![*x, *y]);
            }
        }
    }
    if choices.len() < 2 {
        return None;
    }
    choices.sort_by(|x, y| compare(y, x, free));
    (1..=RULES).find(|&rule| compare_by(rule, &choices[0], &choices[1], free).is_ne())
}

/// Applies a resolution to the cell states.
pub fn apply(cells: &mut [CellState; CELLS], r: &Resolution) {
    for w in &r.words {
        for &c in &w.cells {
            cells[c as usize] = cells[c as usize].frozen_on(w.axis);
        }
    }
    for &c in &r.fixed {
        cells[c as usize] = CellState::Fixed;
    }
}
