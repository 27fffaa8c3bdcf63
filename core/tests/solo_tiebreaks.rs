//! Sóló: one hand-built field per ranking rule of `docs/rules/solo.md`,
//! each set up so that the rules before it tie and it alone decides, checked
//! both by the words that score and by `solo::deciding_rule`.
//!
//! Every field is `q` except the words written in, and every lexicon holds
//! only the words the case is about, so no stray candidate can interfere.

use gridwords::solo::{self, Axis, CellState, Resolution, CELLS};
use gridwords::Lexicon;

/// A field of `q` with each `(cell, text)` written across from `cell`.
fn across(words: &[(usize, &str)]) -> [u8; CELLS] {
    let mut f = [b'q'; CELLS];
    for &(at, w) in words {
        for (k, c) in w.bytes().enumerate() {
            f[at + k] = c;
        }
    }
    f
}

/// Writes `text` down a column from `cell`.
fn down(f: &mut [u8; CELLS], at: usize, text: &str) {
    for (k, c) in text.bytes().enumerate() {
        f[at + 10 * k] = c;
    }
}

/// Cells all Free except `frozen`, each Frozen along the given axis.
fn cells(frozen: &[(usize, CellState)]) -> [CellState; CELLS] {
    let mut out = [CellState::Free; CELLS];
    for &(c, s) in frozen {
        out[c] = s;
    }
    out
}

/// The resolution and the deciding rule of the swap of `a` and `b`.
fn run(
    f: &[u8; CELLS],
    cells: &[CellState; CELLS],
    a: usize,
    b: usize,
    words: &[&str],
) -> (Resolution, Option<u8>) {
    let lex = Lexicon::from_words(words).unwrap();
    (
        solo::resolve(f, cells, a, b, &lex),
        solo::deciding_rule(f, cells, a, b, &lex),
    )
}

fn scored(r: &Resolution) -> Vec<(&str, Axis, bool)> {
    r.words
        .iter()
        .map(|w| (w.word.as_str(), w.axis, w.reversed))
        .collect()
}

#[test]
fn rule_1_most_new_letters_beats_more_letters() {
    // Swapped cell 2 holds the a of CRATE (across 0-4) and of ARTS (down
    // 2, 12, 22, 32). CRATE crosses two old down words at cells 0 and 1, so
    // it brings 3 new letters of 5; ARTS brings 4 of 4 and scores.
    let mut f = across(&[(0, "crate")]);
    down(&mut f, 2, "arts");
    let c = cells(&[(0, CellState::Down), (1, CellState::Down)]);
    let (r, rule) = run(&f, &c, 2, 99, &["crate", "arts"]);
    assert_eq!(scored(&r), [("arts", Axis::Down, false)]);
    assert_eq!((r.points, r.fixed.clone()), (4, vec![99]));
    assert_eq!(rule, Some(1));
}

#[test]
fn rule_2_most_letters_when_new_letters_tie() {
    // As above with one crossing only: CRATE brings 4 new of 5 letters,
    // ARTS 4 of 4; the longer scores, and the crossed cell turns Both.
    let mut f = across(&[(0, "crate")]);
    down(&mut f, 2, "arts");
    let c = cells(&[(0, CellState::Down)]);
    let (r, rule) = run(&f, &c, 2, 99, &["crate", "arts"]);
    assert_eq!(scored(&r), [("crate", Axis::Across, false)]);
    assert_eq!(r.points, 4);
    assert_eq!(r.frozen, [1, 2, 3, 4]);
    let mut after = c;
    solo::apply(&mut after, &r);
    assert_eq!(after[0], CellState::Both);
    assert_eq!(rule, Some(2));
}

#[test]
fn rule_3_swapped_letter_nearest_the_reading_start() {
    // Row 4 reads SPOTOPS; swapped cell 43 is its middle T. SPOT (40-43)
    // reaches it after 3 cells, TOPS (43-46) starts on it: TOPS scores.
    // (Both also read backward as words; forward wins for each segment.)
    let f = across(&[(40, "spotops")]);
    let (r, rule) = run(&f, &cells(&[]), 43, 99, &["spot", "tops"]);
    assert_eq!(scored(&r), [("tops", Axis::Across, false)]);
    assert_eq!(r.words[0].cells, [43, 44, 45, 46]);
    assert_eq!(rule, Some(3));
}

#[test]
fn rule_4_start_nearest_the_edge() {
    // Row 4 reads STARE; swapped cell 42 is its A. TARE starts at 41 (one
    // from the left edge) and RATS reads backward from 43 (three from it);
    // each reaches the swapped A after one cell. TARE scores.
    let f = across(&[(40, "stare")]);
    let (r, rule) = run(&f, &cells(&[]), 42, 99, &["tare", "rats"]);
    assert_eq!(scored(&r), [("tare", Axis::Across, false)]);
    assert_eq!(rule, Some(4));
}

#[test]
fn rule_5_across_before_down_and_forward_before_backward() {
    // CAT across and COT down both start on swapped cell 44: across first.
    let mut f = across(&[(44, "cat")]);
    down(&mut f, 44, "cot");
    let (r, rule) = run(&f, &cells(&[]), 44, 99, &["cat", "cot"]);
    assert_eq!(scored(&r), [("cat", Axis::Across, false)]);
    assert_eq!(rule, Some(5));
    // BAC|AT: CAT forward and CAB backward both start on swapped cell 44
    // along the row: forward first.
    let f = across(&[(42, "bacat")]);
    let (r, rule) = run(&f, &cells(&[]), 44, 99, &["cat", "cab"]);
    assert_eq!(scored(&r), [("cat", Axis::Across, false)]);
    assert_eq!(rule, Some(5));
}

#[test]
fn rule_6_cells_break_the_last_tie() {
    // Row 2 reads CATSPOT with swapped cells 20 (its C) and 26 (its last
    // T). From 20 forward: CAT or CATS; from 26 backward: TOP or TOPS. CATS
    // and TOPS would share cell 23 on one axis, so the choices are CATS+TOP
    // and CAT+TOPS: 7 letters, 7 new, both starting on a swapped cell, at
    // the same cells, axes and directions. The sorted cell lists decide:
    // [20, 21, 22] comes before [20, 21, 22, 23], so CAT+TOPS scores.
    let f = across(&[(20, "catspot")]);
    let (r, rule) = run(&f, &cells(&[]), 20, 26, &["cat", "cats", "top", "tops"]);
    assert_eq!(
        scored(&r),
        [("cat", Axis::Across, false), ("tops", Axis::Across, true)]
    );
    assert_eq!(r.words[1].cells, [26, 25, 24, 23]);
    assert_eq!((r.points, r.fixed.len()), (7, 0));
    assert_eq!(rule, Some(6));
}

#[test]
fn one_word_through_both_swapped_letters() {
    // Swapping into cells 1 and 2 of CAT: one word holds both letters,
    // nothing is Fixed.
    let f = across(&[(0, "cat")]);
    let (r, rule) = run(&f, &cells(&[]), 1, 2, &["cat"]);
    assert_eq!(scored(&r), [("cat", Axis::Across, false)]);
    assert_eq!((r.points, r.fixed.len()), (3, 0));
    assert_eq!(rule, None, "one choice only: no rule needed");
}

#[test]
fn no_candidate_fixes_both_cells_and_no_rule_decides() {
    let f = across(&[]);
    let (r, rule) = run(&f, &cells(&[]), 5, 50, &["cat"]);
    assert_eq!((r.points, r.fixed.clone()), (0, vec![5, 50]));
    assert_eq!(rule, None);
}
