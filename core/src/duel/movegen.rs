//! Every legal move of a position.
//!
//! For each empty cell touching a filled one and each letter that could
//! start, continue or end a word through it, the board is walked from every
//! filled cell along the solver trie; a word counts when its path passes
//! through the new cell, it has two letters or more, and it has not been
//! played. Each (cell, letter, word) is listed once, with its smallest path
//! (the path the convenience form of a move would pick).

use std::collections::HashSet;

use super::board::{neighbours, Board, CELLS};
use super::moves::Move;
use crate::lexicon::{Lexicon, Trie};

/// Every legal move on `board` given the words `played`, sorted by cell,
/// then letter, then word.
pub fn legal_moves(board: &Board, played: &[String], lexicon: &Lexicon) -> Vec<Move> {
    let mut out = Vec::new();
    search(board, played, lexicon, &mut |m| {
        out.push(m);
        true
    });
    out.sort_by(|a, b| (a.cell, a.letter, &a.word).cmp(&(b.cell, b.letter, &b.word)));
    out.dedup_by(|a, b| (a.cell, a.letter, &a.word) == (b.cell, b.letter, &b.word));
    out
}

/// Whether the player to move has any legal move (stops at the first).
pub fn has_legal_move(board: &Board, played: &[String], lexicon: &Lexicon) -> bool {
    let mut found = false;
    search(board, played, lexicon, &mut |_| {
        found = true;
        false
    });
    found
}

/// Calls `found` with legal moves (each (cell, letter, word) with its
/// smallest path, possibly more than once) until it returns false.
fn search(
    board: &Board,
    played: &[String],
    lexicon: &Lexicon,
    found: &mut dyn FnMut(Move) -> bool,
) {
    let trie = lexicon.trie();
    let played: HashSet<&str> = played.iter().map(String::as_str).collect();
    let frontier: Vec<usize> = board.frontier().collect();
    for cell in frontier {
        for l in b'a'..=b'z' {
            let after = board.with(cell, l);
            let mut words: Vec<(Vec<u8>, String)> = Vec::new();
            for start in 0..CELLS {
                if after.get(start).is_some() {
                    let mut path = Vec::with_capacity(8);
                    walk(
                        &after,
                        trie,
                        trie.root(),
                        start,
                        cell,
                        0,
                        &mut path,
                        &mut String::new(),
                        &mut words,
                    );
                }
            }
            // Paths come in lexicographic order of cell sequences: keep the
            // first (smallest) per word.
            let mut seen: HashSet<String> = HashSet::new();
            for (path, word) in words {
                if word.len() >= 2 && !played.contains(word.as_str()) && seen.insert(word.clone()) {
                    let m = Move {
                        cell: cell as u8,
                        letter: l as char,
                        path,
                        word,
                    };
                    if !found(m) {
                        return;
                    }
                }
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn walk(
    board: &Board,
    trie: &Trie,
    node: crate::lexicon::TrieNode,
    at: usize,
    through: usize,
    used: u32,
    path: &mut Vec<u8>,
    word: &mut String,
    out: &mut Vec<(Vec<u8>, String)>,
) {
    let Some(letter) = board.get(at) else { return };
    let Some(i) = node.child(letter - b'a') else {
        return;
    };
    let next = trie.nodes()[i as usize];
    let used = used | 1 << at;
    path.push(at as u8);
    word.push(letter as char);
    if next.is_word() && used & (1 << through) != 0 {
        out.push((path.clone(), word.clone()));
    }
    for &n in neighbours(at) {
        if used & (1 << n) == 0 {
            walk(
                board, trie, next, n as usize, through, used, path, word, out,
            );
        }
    }
    path.pop();
    word.pop();
}
