//! The best swaps of a position: every pair of free cells resolved, the
//! `k` that would score most kept.

use crate::lexicon::Lexicon;

use super::field::{Axis, CellState, CELLS};
use super::game::{Game, State};
use super::resolve::{self, Word};

/// One swap with what it would score.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Scored {
    /// One cell.
    pub a: usize,
    /// The other (`a < b`).
    pub b: usize,
    /// What the swap would score.
    pub points: u32,
    /// The words it would score.
    pub words: Vec<Word>,
}

/// How many swaps the best-swaps calls list when a host does not say:
/// the one default every binding and the CLI use.
pub const BEST_SWAPS_K: usize = 10;

/// The `k` swaps of Free cells that would score most on `state`, most
/// points first, then smaller `a`, then smaller `b`; the game is unchanged.
/// ([`BEST_SWAPS_K`] when a host does not say.)
///
/// Each pair is resolved on one scratch copy of the letters, swapped in
/// place and back, from the segments through its two cells only; the
/// candidates of a cell whose partner is off its line depend only on the
/// letter it receives and are cached per (cell, axis, letter); the words
/// are built for the `k` kept.
pub fn best_swaps(state: &State, k: usize, lexicon: &Lexicon) -> Vec<Scored> {
    let mut letters = [0u8; CELLS];
    letters.copy_from_slice(&state.letters[..CELLS]);
    let mut cells = [CellState::Free; CELLS];
    cells.copy_from_slice(&state.cells[..CELLS]);
    let free: Vec<usize> = (0..CELLS)
        .filter(|&c| cells[c] == CellState::Free)
        .collect();
    let trie = lexicon.trie();
    let unfrozen = resolve::free_mask(&cells);
    let mut cands = Vec::with_capacity(16);
    let mut cache: Vec<Option<Vec<resolve::Cand>>> = vec![None; CELLS * 2 * 26];
    let mut all: Vec<(u32, usize, usize, [resolve::Cand; 2], usize)> = Vec::new();
    for (i, &a) in free.iter().enumerate() {
        for &b in &free[i + 1..] {
            if resolve::same_letters(&letters, a, b) {
                all.push((0, a, b, [resolve::Cand::NONE; 2], 0));
                continue;
            }
            letters.swap(a, b);
            cands.clear();
            for (ax, axis) in [Axis::Across, Axis::Down].into_iter().enumerate() {
                if resolve::same_line(a, b, axis) {
                    resolve::line_into(&letters, &cells, axis, a, b, false, trie, &mut cands);
                    resolve::line_into(&letters, &cells, axis, b, a, true, trie, &mut cands);
                } else {
                    // Off each other's line, a cell's candidates depend
                    // only on the letter it receives: cached.
                    for (s, o) in [(a, b), (b, a)] {
                        let l = letters[s].wrapping_sub(b'a') as usize;
                        if l >= 26 {
                            resolve::line_into(
                                &letters, &cells, axis, s, o, false, trie, &mut cands,
                            );
                            continue;
                        }
                        let key = (s * 2 + ax) * 26 + l;
                        let hit = cache[key].get_or_insert_with(|| {
                            let mut v = Vec::new();
                            resolve::line_into(&letters, &cells, axis, s, o, false, trie, &mut v);
                            v
                        });
                        cands.extend_from_slice(hit);
                    }
                }
            }
            let (best, n) = resolve::best_choice(&cands, a, b, unfrozen);
            letters.swap(a, b);
            let points = resolve::points_of(&best[..n], unfrozen);
            all.push((points, a, b, best, n));
        }
    }
    all.sort_by(|x, y| y.0.cmp(&x.0).then((x.1, x.2).cmp(&(y.1, y.2))));
    all.truncate(k);
    all.into_iter()
        .map(|(points, a, b, best, n)| {
            letters.swap(a, b);
            let r = resolve::resolution_of(&letters, &best[..n], a, b, unfrozen);
            letters.swap(a, b);
            Scored {
                a,
                b,
                points,
                words: r.words,
            }
        })
        .collect()
}

impl Game {
    /// The `k` swaps that would score most now, without changing the game.
    pub fn best_swaps(&self, k: usize) -> Vec<Scored> {
        best_swaps(&self.rules.st, k, &self.rules.lexicon)
    }
}
