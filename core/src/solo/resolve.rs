//! What a swap scores: the candidates through the two swapped cells, the
//! choices among them, the one that scores, and what it freezes.
//!
//! Only segments through the swapped cells can change, so a swap is
//! resolved from those two cells alone, never by rescanning the field.

use std::cmp::Ordering;
use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::field::{Axis, CellState, CELLS};
use crate::lexicon::Lexicon;

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

fn line(cell: usize, axis: Axis) -> [usize; 10] {
    let (r, c) = (cell / 10, cell % 10);
    let mut out = [0; 10];
    for (k, o) in out.iter_mut().enumerate() {
        *o = match axis {
            Axis::Across => r * 10 + k,
            Axis::Down => k * 10 + c,
        };
    }
    out
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
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut text = String::with_capacity(10);
    for axis in [Axis::Across, Axis::Down] {
        for s in [a, b] {
            let ln = line(s, axis);
            let p = ln.iter().position(|&c| c == s).unwrap_or(0);
            let open = |k: usize| !cells[ln[k]].blocks(axis);
            let mut lo = p;
            while lo > 0 && open(lo - 1) {
                lo -= 1;
            }
            let mut hi = p;
            while hi < 9 && open(hi + 1) {
                hi += 1;
            }
            for i in lo..=p {
                for j in p..=hi {
                    if j + 1 - i < 3 || !seen.insert((axis, ln[i], ln[j])) {
                        continue;
                    }
                    text.clear();
                    text.extend(ln[i..=j].iter().map(|&c| letters[c] as char));
                    let forward = lexicon.contains(&text);
                    let backward = !forward && {
                        let r: String = text.chars().rev().collect();
                        lexicon.contains(&r)
                    };
                    if forward || backward {
                        let mut cs: Vec<u8> = ln[i..=j].iter().map(|&c| c as u8).collect();
                        if backward {
                            cs.reverse();
                        }
                        out.push(Word {
                            word: cs.iter().map(|&c| letters[c as usize] as char).collect(),
                            cells: cs,
                            axis,
                            reversed: backward,
                        });
                    }
                }
            }
        }
    }
    out
}

/// The ranking key of a choice (see `docs/rules/solo.md`).
struct Key {
    new: usize,
    letters: usize,
    dist: usize,
    edge: usize,
    ids: Vec<(u8, Axis, bool)>,
    /// The engine's own last rule (the rules' five can tie when two choices
    /// start at the same cells with traded lengths): the sorted list of the
    /// words' cell lists, smallest first.
    runs: Vec<Vec<u8>>,
}

impl Key {
    fn of(words: &[&Word], cells: &[CellState; CELLS], a: usize, b: usize) -> Key {
        let mut all = BTreeSet::new();
        for w in words {
            all.extend(w.cells.iter().copied());
        }
        let new = all
            .iter()
            .filter(|&&c| !cells[c as usize].is_frozen())
            .count();
        let dist = words
            .iter()
            .map(|w| {
                w.cells
                    .iter()
                    .position(|&c| c as usize == a || c as usize == b)
                    .unwrap_or(0)
            })
            .sum();
        let edge = words
            .iter()
            .map(|w| {
                let f = w.cells[0] as usize;
                let (r, c) = (f / 10, f % 10);
                r.min(c).min(9 - r).min(9 - c)
            })
            .sum();
        let mut ids: Vec<(u8, Axis, bool)> = words
            .iter()
            .map(|w| (w.cells[0], w.axis, w.reversed))
            .collect();
        ids.sort();
        let mut runs: Vec<Vec<u8>> = words.iter().map(|w| w.cells.clone()).collect();
        runs.sort();
        Key {
            runs,
            new,
            letters: words.iter().map(|w| w.cells.len()).sum(),
            dist,
            edge,
            ids,
        }
    }

    /// `Greater` when `self` is the better choice.
    fn cmp(&self, o: &Key) -> Ordering {
        self.new
            .cmp(&o.new)
            .then(self.letters.cmp(&o.letters))
            .then(o.dist.cmp(&self.dist))
            .then(o.edge.cmp(&self.edge))
            .then(o.ids.cmp(&self.ids))
            .then(o.runs.cmp(&self.runs))
    }
}

fn holds(w: &Word, c: usize) -> bool {
    w.cells.iter().any(|&x| x as usize == c)
}

/// Whether two candidates may score together: each swapped cell in at most
/// one of them, and no cell shared along one axis.
fn compatible(x: &Word, y: &Word, a: usize, b: usize) -> bool {
    let swapped = |w: &Word| (holds(w, a), holds(w, b));
    let (xa, xb) = swapped(x);
    let (ya, yb) = swapped(y);
    if (xa && ya) || (xb && yb) {
        return false;
    }
    !(x.axis == y.axis && x.cells.iter().any(|&c| y.cells.contains(&c)))
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
    let cands = candidates(letters, cells, a, b, lexicon);
    // Choices as indices into `cands`: one word, or two compatible ones.
    let mut best: Vec<usize> = Vec::new();
    let mut best_key = Key::of(&[], cells, a, b);
    for i in 0..cands.len() {
        let mut choices = vec![vec![i]];
        for j in i + 1..cands.len() {
            if compatible(&cands[i], &cands[j], a, b) {
                choices.push(vec![i, j]);
            }
        }
        for choice in choices {
            let words: Vec<&Word> = choice.iter().map(|&k| &cands[k]).collect();
            let k = Key::of(&words, cells, a, b);
            if k.cmp(&best_key) == Ordering::Greater {
                best_key = k;
                best = choice;
            }
        }
    }
    let best: Vec<&Word> = best.iter().map(|&k| &cands[k]).collect();
    let mut frozen = BTreeSet::new();
    for w in &best {
        for &c in &w.cells {
            if !cells[c as usize].is_frozen() {
                frozen.insert(c);
            }
        }
    }
    let fixed: Vec<u8> = [a.min(b), a.max(b)]
        .into_iter()
        .filter(|&s| !best.iter().any(|w| holds(w, s)))
        .map(|s| s as u8)
        .collect();
    let mut words: Vec<Word> = best.into_iter().cloned().collect();
    words.sort_by(|x, y| (x.cells[0], x.axis, x.reversed).cmp(&(y.cells[0], y.axis, y.reversed)));
    Resolution {
        points: frozen.len() as u32,
        frozen: frozen.into_iter().collect(),
        fixed,
        words,
    }
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
