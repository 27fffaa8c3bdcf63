//! Wordgrid's part of a snapshot: the invariants a restored state must hold.

use super::board::Board;
use super::state::State;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// Checks a decoded state so a crafted snapshot is an error, never a panic
/// or a silently different game later.
pub(crate) fn check(st: &State, lexicon: &Lexicon) -> Result<()> {
    let fail = |m: &str| Err(Error::new(ErrorCode::InvalidSnapshot, m.to_string()));
    st.config.validate()?;
    if st.custom_lexicon == Lexicon::ptr_eq(lexicon, Lexicon::embedded()) {
        return fail("the word list does not match the one the game was played with");
    }
    if st.to_move > 1 || st.draw_offer.is_some_and(|s| s > 1) {
        return fail("seat out of range");
    }
    if st.played.len() != st.moves.len() + 1 || st.moves.len() + 5 > 25 {
        return fail("moves and spent words disagree");
    }
    let mut board = Board::start(&st.config.start_word_folded())?;
    let mut scores = [0u32; 2];
    for m in &st.moves {
        let cell = m.mv.cell as usize;
        if m.seat > 1 || !board.is_empty_cell(cell) || !m.mv.letter.is_ascii_lowercase() {
            return fail("a move does not fit the board");
        }
        board = board.with(cell, m.mv.letter as u8);
        scores[m.seat] += m.mv.points();
    }
    if board != st.board || scores != st.scores {
        return fail("the board or scores do not follow from the moves");
    }
    if st.clock_left.iter().any(|&c| c > st.config.clock_ms) || st.turn_since < st.created_ms {
        return fail("clocks out of range");
    }
    if st.ended.is_some_and(|e| e.winner.is_some_and(|w| w > 1)) {
        return fail("winner out of range");
    }
    Ok(())
}
