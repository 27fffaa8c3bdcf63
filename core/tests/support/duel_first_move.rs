//! Seat 0's first legal move, for tests that need a bot's turn to begin.

use gridwords::duel::{legal_moves, Game};
use gridwords::Lexicon;

/// Seat 0 plays the first legal move of the position at `at_ms`.
pub fn play_first_move(g: &mut Game, at_ms: u64) {
    let mv = legal_moves(&g.board(), g.played(), Lexicon::embedded())
        .into_iter()
        .next()
        .unwrap();
    let path: Vec<usize> = mv.path.iter().map(|&c| usize::from(c)).collect();
    g.play_path(0, usize::from(mv.cell), mv.letter, &path, at_ms)
        .unwrap();
}
