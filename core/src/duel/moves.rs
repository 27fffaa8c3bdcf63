//! A move and the rules that judge it: where a letter may go, which paths
//! count, which words score.
//!
//! A move writes one letter into an empty cell that shares a side with a
//! filled cell, then traces a path: distinct cells, each sharing a side with
//! the next, all filled once the letter is in, through the new cell. The
//! word it spells must be in the list (two letters or more) and not played
//! yet in the game by either seat. It scores its length.

use serde::{Deserialize, Serialize};

use super::board::{neighbours, Board, CELLS};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// One legal move: the letter written, where, and the word traced.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Move {
    /// The cell written into, 0–24 row-major.
    pub cell: u8,
    /// The letter written, a–z.
    pub letter: char,
    /// The cells the word is traced through, in order; contains `cell`.
    pub path: Vec<u8>,
    /// The word the path spells.
    pub word: String,
}

impl Move {
    /// What the move scores: its word's length.
    pub fn points(&self) -> u32 {
        self.word.len() as u32
    }
}

/// How the player named the word: by its path, or by the word itself (the
/// engine then finds the smallest path through the new cell).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trace<'a> {
    /// The cells, in order.
    Path(&'a [usize]),
    /// The word as typed (folded to lower case here).
    Word(&'a str),
}

fn err(code: ErrorCode, msg: impl Into<String>) -> Error {
    Error::new(code, msg.into())
}

/// The letter a host sent as text (a Python `str`, a JS string, a JSON
/// string): exactly one character, else `NOT_A_LETTER`, as the rules
/// say of anything but a single letter. Whether that character is a letter
/// a–z is judged with the move ([`fold_letter`]), in the rules' order.
pub fn letter_from_text(text: &str) -> Result<char> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(err(
            ErrorCode::NotALetter,
            format!("{text:?} is not a letter a-z"),
        )),
    }
}

/// Serde: reads a move's `letter` through [`letter_from_text`].
pub(crate) fn letter_field<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> std::result::Result<char, D::Error> {
    use serde::de::Error as _;
    let text = <std::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
    letter_from_text(&text).map_err(|e| D::Error::custom(e.to_serde()))
}

/// Folds a typed letter to a–z, or `NOT_A_LETTER`.
pub fn fold_letter(letter: char) -> Result<u8> {
    if letter.is_ascii_alphabetic() {
        Ok(letter.to_ascii_lowercase() as u8)
    } else {
        Err(err(
            ErrorCode::NotALetter,
            format!("{letter:?} is not a letter a-z"),
        ))
    }
}

/// Checks where the letter goes: on the board, empty, touching a filled
/// cell.
pub fn check_cell(board: &Board, cell: usize) -> Result<()> {
    if cell >= CELLS {
        return Err(err(
            ErrorCode::CellOutOfRange,
            format!("cell {cell} is off the board (cells are 0-24)"),
        ));
    }
    if !board.is_empty_cell(cell) {
        return Err(err(ErrorCode::CellFilled, format!("cell {cell} is filled")));
    }
    if !neighbours(cell)
        .iter()
        .any(|&n| board.get(n as usize).is_some())
    {
        return Err(err(
            ErrorCode::CellNotAdjacent,
            format!("cell {cell} shares no side with a filled cell"),
        ));
    }
    Ok(())
}

/// A word as a caller types it, as the rules compare it: trimmed and
/// folded to lower case (`" Sheep"` is `"sheep"`).
fn fold_word(w: &str) -> String {
    w.trim().to_lowercase()
}

/// The spent words of a position as a caller gives them (to
/// [`legal_moves`](crate::duel::legal_moves) and
/// [`best_moves`](crate::duel::best_moves)), each folded as a played
/// word is, so `"SHEEP"` is the start word, spent, from every language.
///
/// ```rust
/// use gridwords::duel::{legal_moves, spent_words, Board, START_WORD};
/// use gridwords::Lexicon;
///
/// assert_eq!(spent_words(&[" SHEEP", "Ha"]), ["sheep", "ha"]);
/// let board = Board::start(START_WORD)?;
/// let lex = Lexicon::embedded();
/// let typed = legal_moves(&board, &spent_words(&["SHEEP"]), lex);
/// assert_eq!(typed, legal_moves(&board, &["sheep".to_string()], lex));
/// # Ok::<(), gridwords::Error>(())
/// ```
pub fn spent_words<S: AsRef<str>>(words: &[S]) -> Vec<String> {
    words.iter().map(|w| fold_word(w.as_ref())).collect()
}

/// Judges a whole move on `board` with the words `played` so far, and
/// returns it with its path and word. Checks run in the order the error
/// list of `docs/rules/duel.md` gives.
pub fn judge(
    board: &Board,
    played: &[String],
    lexicon: &Lexicon,
    cell: usize,
    letter: char,
    trace: Trace<'_>,
) -> Result<Move> {
    check_cell(board, cell)?;
    let l = fold_letter(letter)?;
    let after = board.with(cell, l);
    let (path, word) = match trace {
        Trace::Path(p) => {
            let word = check_path(&after, cell, p)?;
            (p.iter().map(|&c| c as u8).collect::<Vec<u8>>(), word)
        }
        Trace::Word(w) => {
            let word = fold_word(w);
            if word.len() > CELLS || !word.bytes().all(|b| b.is_ascii_lowercase()) {
                return Err(err(
                    ErrorCode::WordNotInList,
                    format!("{w:?} is not a word of the list"),
                ));
            }
            check_word(lexicon, played, &word)?;
            let path = find_path(&after, cell, word.as_bytes()).ok_or_else(|| {
                err(
                    ErrorCode::WordNotOnBoard,
                    format!("{word:?} cannot be traced through cell {cell}"),
                )
            })?;
            (path, word)
        }
    };
    if let Trace::Path(_) = trace {
        check_word(lexicon, played, &word)?;
    }
    Ok(Move {
        cell: cell as u8,
        letter: l as char,
        path,
        word,
    })
}

fn check_word(lexicon: &Lexicon, played: &[String], word: &str) -> Result<()> {
    if word.len() < 2 || !lexicon.contains(word) {
        return Err(err(
            ErrorCode::WordNotInList,
            format!("{word:?} is not in the word list"),
        ));
    }
    if played.iter().any(|p| p == word) {
        return Err(err(
            ErrorCode::WordAlreadyPlayed,
            format!("{word:?} has been played in this game"),
        ));
    }
    Ok(())
}

/// Checks a path on the board after the letter is in, and returns the word
/// it spells.
fn check_path(after: &Board, cell: usize, path: &[usize]) -> Result<String> {
    if let Some(&c) = path.iter().find(|&&c| c >= CELLS) {
        return Err(err(
            ErrorCode::CellOutOfRange,
            format!("path cell {c} is off the board (cells are 0-24)"),
        ));
    }
    if let Some(w) = path
        .windows(2)
        .find(|w| !neighbours(w[0]).contains(&(w[1] as u8)))
    {
        return Err(err(
            ErrorCode::PathNotConnected,
            format!("cells {} and {} do not share a side", w[0], w[1]),
        ));
    }
    let mut seen = 0u32;
    for &c in path {
        if seen & (1 << c) != 0 {
            return Err(err(
                ErrorCode::PathRepeatsCell,
                format!("the path visits cell {c} twice"),
            ));
        }
        seen |= 1 << c;
    }
    if !path.contains(&cell) {
        return Err(err(
            ErrorCode::PathMissesNewCell,
            format!("the path does not pass through the new cell {cell}"),
        ));
    }
    if let Some(&c) = path.iter().find(|&&c| after.get(c).is_none()) {
        return Err(err(
            ErrorCode::PathCrossesEmpty,
            format!("the path crosses empty cell {c}"),
        ));
    }
    Ok(path
        .iter()
        .filter_map(|&c| after.get(c).map(char::from))
        .collect())
}

/// The lexicographically smallest path through `through` that spells `word`
/// on `board` (cells tried in index order, neighbours in index order).
pub fn find_path(board: &Board, through: usize, word: &[u8]) -> Option<Vec<u8>> {
    fn walk(
        board: &Board,
        through: usize,
        word: &[u8],
        at: usize,
        path: &mut Vec<u8>,
        used: u32,
    ) -> bool {
        if board.get(at) != Some(word[path.len()]) {
            return false;
        }
        path.push(at as u8);
        let used = used | 1 << at;
        if path.len() == word.len() {
            if used & (1 << through) != 0 {
                return true;
            }
        } else {
            for &n in neighbours(at) {
                if used & (1 << n) == 0 && walk(board, through, word, n as usize, path, used) {
                    return true;
                }
            }
        }
        path.pop();
        false
    }
    if word.is_empty() || word.len() > CELLS {
        return None;
    }
    let mut path = Vec::with_capacity(word.len());
    (0..CELLS)
        .any(|start| walk(board, through, word, start, &mut path, 0))
        .then_some(path)
}
