//! Every word a tray holds: the solver and the scorer.
//!
//! One walk (`walk.rs`) serves [`score`], [`count`] and [`solve`]: each is
//! a sink for the words it meets. [`solve`] reads its words back from
//! [`SolveColumns`], which the walk fills with each word's first path (the
//! path rule, `path.rs`).
//!
//! Words are lexicon words of [`MIN_WORD_LEN`] (3) to 16 letters; shorter
//! lexicon words are walked through but never reported.

use serde::Serialize;

use crate::lexicon::Lexicon;

use super::columns::SolveColumns;
use super::path::Found;
use super::points::Points;
use super::tray::Tray;
use super::walk::{walk, Sink};
use super::word::MIN_WORD_LEN;

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

struct ScoreSink {
    by_len: [u32; 17],
    total: u64,
}

impl Sink for ScoreSink {
    const PATH: bool = false;
    #[inline(always)]
    fn hit(&mut self, _node: u32, len: usize) {
        self.total += u64::from(self.by_len[len]);
    }
    #[inline(always)]
    fn hit_if(&mut self, fresh: bool, _node: u32, len: usize) {
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
    fn hit(&mut self, node: u32, len: usize) {
        self.hit_if(true, node, len);
    }
    #[inline(always)]
    fn hit_if(&mut self, fresh: bool, _node: u32, len: usize) {
        let counts = fresh & (len >= MIN_WORD_LEN);
        self.words += usize::from(counts);
        self.longest = self.longest.max(len * usize::from(counts));
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
    let mut cols = SolveColumns::new();
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

#[cfg(test)]
mod tests {
    use super::super::path::trace;
    use super::*;

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
            super::super::walk::FORCE_TABLE_POPCOUNT.with(|f| f.set(true));
            let table = (score(&tray, &p, lex), count(&tray, lex), solve(&tray, lex));
            super::super::walk::FORCE_TABLE_POPCOUNT.with(|f| f.set(false));
            assert_eq!(fast, table, "{}", tray.as_str());
        }
    }
}
