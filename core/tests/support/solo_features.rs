//! What a Sóló move shows, judged from the position before it: the
//! features the cross-language vectors must cover (each ranking rule
//! deciding, readings, crossings, refused lengthenings, Fixed edges).
//! Shared by the vector generator, which steers games towards missing
//! features, and the test that proves the committed vectors cover them.

#![allow(dead_code)]

use gridwords::solo::{self, CellState, Game, GameResult, Resolution, CELLS};
use gridwords::Lexicon;
use std::collections::BTreeSet;

/// Every feature a move can show, by name.
pub const MOVE_FEATURES: &[&str] = &[
    "reversed_word",
    "palindrome_read_once",
    "one_word_through_both_letters",
    "two_words_one_per_letter",
    "crossing_a_frozen_word",
    "refused_lengthening_of_a_frozen_word",
    "fixed_cell_as_an_edge",
    "rule_1_decides",
    "rule_2_decides",
    "rule_3_decides",
    "rule_4_decides",
    "rule_5_decides",
    "rule_6_decides",
];

/// The position before a move.
pub struct Before<'a> {
    pub letters: [u8; CELLS],
    pub cells: &'a [CellState],
}

/// The features the swap of `a` and `b` shows from `before` (letters not
/// yet swapped), with `r` its resolution.
pub fn move_features(
    before: &Before,
    a: usize,
    b: usize,
    r: &Resolution,
) -> BTreeSet<&'static str> {
    let lex = Lexicon::embedded();
    let mut letters = before.letters;
    letters.swap(a, b);
    let mut cells = [CellState::Free; CELLS];
    cells.copy_from_slice(before.cells);
    let mut out = BTreeSet::new();
    for w in &r.words {
        if w.reversed {
            out.insert("reversed_word");
        }
        let rev: String = w.word.chars().rev().collect();
        if rev == w.word {
            out.insert("palindrome_read_once");
        }
        if w.cells.contains(&(a as u8)) && w.cells.contains(&(b as u8)) {
            out.insert("one_word_through_both_letters");
        }
        if w.cells.iter().any(|&c| cells[c as usize].is_frozen()) {
            out.insert("crossing_a_frozen_word");
        }
    }
    if r.words.len() == 2 {
        out.insert("two_words_one_per_letter");
    }
    // With every frozen cell opened, a word would run through a cell frozen
    // along its own axis: the rules refused to lengthen a frozen word.
    let mut open = cells;
    for c in open.iter_mut() {
        if c.is_frozen() {
            *c = CellState::Free;
        }
    }
    if solo::candidates(&letters, &open, a, b, lex)
        .iter()
        .any(|w| {
            w.cells
                .iter()
                .any(|&c| cells[c as usize].blocks(w.axis) && cells[c as usize] != CellState::Fixed)
        })
    {
        out.insert("refused_lengthening_of_a_frozen_word");
    }
    // With every Fixed cell opened, a word would run through one: the Fixed
    // cell acted as an edge.
    let mut open = cells;
    for c in open.iter_mut() {
        if *c == CellState::Fixed {
            *c = CellState::Free;
        }
    }
    if solo::candidates(&letters, &open, a, b, lex)
        .iter()
        .any(|w| {
            w.cells
                .iter()
                .any(|&c| cells[c as usize] == CellState::Fixed)
        })
    {
        out.insert("fixed_cell_as_an_edge");
    }
    if let Some(rule) = solo::deciding_rule(&letters, &cells, a, b, lex) {
        out.insert(MOVE_FEATURES[6 + rule as usize]);
    }
    out
}

/// Every feature of every move of a finished game, replayed from its result
/// on a fresh game of the same seed.
pub fn game_features(result: &GameResult, created_ms: u64) -> BTreeSet<&'static str> {
    let mut g = Game::new(result.seed, created_ms).unwrap();
    let mut out = BTreeSet::new();
    for m in &result.moves {
        let mut letters = [0u8; CELLS];
        letters.copy_from_slice(g.field().as_bytes());
        let cells = g.cells().to_vec();
        let before = Before {
            letters,
            cells: &cells,
        };
        let r = Resolution {
            words: m.words.clone(),
            frozen: m.frozen.clone(),
            fixed: m.fixed.clone(),
            points: m.points,
        };
        out.extend(move_features(&before, m.a, m.b, &r));
        g.swap(m.a, m.b, m.at_ms).unwrap();
    }
    out
}
