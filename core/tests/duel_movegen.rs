//! Wordgrid's legal-move generator against deliberately simple references.
//!
//! `reference` tries every frontier cell × every letter a–z × every simple
//! path through the filled cells (the new one counted as filled), checks each
//! word with `Lexicon::contains`, and keeps the smallest path per (cell,
//! letter, word) by comparing paths. The only shortcut it takes is to stop a
//! path whose letters are no prefix of any word of the list (a `HashSet` of
//! every prefix, built here from the word list), which cannot drop a word;
//! `exhaustive` does without even that, on the positions where enumerating
//! every path is affordable, to check the reference itself.
//!
//! Positions come from random games from SHEEP: the generator under test only
//! advances them (a random legal move each ply); the references judge them.
//! Each position is checked with the words played so far and again with
//! extra words marked played (about a third of the position's own legal
//! words), and every fourth with all of them played (a stuck player).

use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

use gridwords::duel::{
    find_path, has_legal_move, judge, legal_moves, neighbours, Board, Move, Trace, CELLS,
};
use gridwords::rng::GameRng;
use gridwords::Lexicon;

fn lex() -> &'static Lexicon {
    Lexicon::embedded()
}

/// Every prefix (the empty one and whole words included) of every word.
fn prefixes(lexicon: &Lexicon) -> HashSet<Vec<u8>> {
    let mut set = HashSet::new();
    for w in lexicon.words() {
        let b = w.as_bytes();
        for i in 0..=b.len() {
            set.insert(b[..i].to_vec());
        }
    }
    set
}

fn embedded_prefixes() -> &'static HashSet<Vec<u8>> {
    static SET: OnceLock<HashSet<Vec<u8>>> = OnceLock::new();
    SET.get_or_init(|| prefixes(lex()))
}

fn longest_word(lexicon: &Lexicon) -> usize {
    lexicon.words().map(|w| w.len()).max().unwrap_or(0)
}

/// The empty cells sharing a side with a filled cell, by hand.
fn frontier(board: &Board) -> Vec<usize> {
    (0..CELLS)
        .filter(|&c| {
            board.get(c).is_none() && neighbours(c).iter().any(|&n| board.get(n.into()).is_some())
        })
        .collect()
}

type Found = BTreeMap<(u8, char, String), Vec<u8>>;

struct Search<'a> {
    after: Board,
    cell: usize,
    lexicon: &'a Lexicon,
    played: &'a [String],
    /// `Some`: stop paths that are no prefix of a word; `None`: no pruning,
    /// paths up to `max_len` cells.
    prefixes: Option<&'a HashSet<Vec<u8>>>,
    max_len: usize,
    path: Vec<u8>,
    word: Vec<u8>,
}

impl Search<'_> {
    fn walk(&mut self, at: usize, found: &mut Found) {
        let Some(letter) = self.after.get(at) else {
            return;
        };
        self.path.push(at as u8);
        self.word.push(letter);
        let alive = match self.prefixes {
            Some(p) => p.contains(&self.word),
            None => self.word.len() <= self.max_len,
        };
        if alive {
            let word = std::str::from_utf8(&self.word).unwrap();
            if word.len() >= 2
                && self.path.contains(&(self.cell as u8))
                && self.lexicon.contains(word)
                && !self.played.iter().any(|p| p == word)
            {
                let letter = self.after.get(self.cell).unwrap() as char;
                let key = (self.cell as u8, letter, word.to_string());
                let best = found.entry(key).or_insert_with(|| self.path.clone());
                if self.path < *best {
                    *best = self.path.clone();
                }
            }
            for &n in neighbours(at) {
                if !self.path.contains(&n) {
                    self.walk(n.into(), found);
                }
            }
        }
        self.path.pop();
        self.word.pop();
    }
}

fn brute_force(
    board: &Board,
    played: &[String],
    lexicon: &Lexicon,
    prefixes: Option<&HashSet<Vec<u8>>>,
) -> Vec<Move> {
    let mut found = Found::new();
    // Only the unpruned search needs the bound (and it costs a pass over the
    // list).
    let max_len = if prefixes.is_none() {
        longest_word(lexicon)
    } else {
        0
    };
    for cell in frontier(board) {
        for letter in b'a'..=b'z' {
            let mut s = Search {
                after: board.with(cell, letter),
                cell,
                lexicon,
                played,
                prefixes,
                max_len,
                path: Vec::new(),
                word: Vec::new(),
            };
            for start in 0..CELLS {
                s.walk(start, &mut found);
            }
        }
    }
    // BTreeMap order: cell, letter, word.
    found
        .into_iter()
        .map(|((cell, letter, word), path)| Move {
            cell,
            letter,
            path,
            word,
        })
        .collect()
}

fn reference(board: &Board, played: &[String]) -> Vec<Move> {
    brute_force(board, played, lex(), Some(embedded_prefixes()))
}

fn exhaustive(board: &Board, played: &[String], lexicon: &Lexicon) -> Vec<Move> {
    brute_force(board, played, lexicon, None)
}

/// Every position of a random game from SHEEP (the final, moveless one
/// included), with the words spent before it.
fn random_game(seed: u64) -> Vec<(Board, Vec<String>)> {
    let mut rng = GameRng::new(seed, 3);
    let mut board = Board::start("sheep").unwrap();
    let mut played = vec!["sheep".to_string()];
    let mut out = Vec::new();
    loop {
        out.push((board, played.clone()));
        let moves = legal_moves(&board, &played, lex());
        if moves.is_empty() {
            return out;
        }
        let m = &moves[rng.below(moves.len() as u64) as usize];
        board = board.with(m.cell.into(), m.letter as u8);
        played.push(m.word.clone());
    }
}

/// The generator's answer and the reference agree, and every move listed
/// is one the rules accept, with the path the word form would pick.
fn check(board: &Board, played: &[String], want: &[Move]) {
    let got = legal_moves(board, played, lex());
    assert_eq!(
        got, want,
        "legal moves of {board} with played {played:?} differ from the reference"
    );
    assert_eq!(
        has_legal_move(board, played, lex()),
        !want.is_empty(),
        "has_legal_move of {board} with played {played:?}"
    );
    for m in &got {
        let after = board.with(m.cell.into(), m.letter as u8);
        assert_eq!(
            find_path(&after, m.cell.into(), m.word.as_bytes()).as_deref(),
            Some(m.path.as_slice()),
            "{m:?} on {board}"
        );
        let path: Vec<usize> = m.path.iter().map(|&c| c.into()).collect();
        let judged = judge(
            board,
            played,
            lex(),
            m.cell.into(),
            m.letter,
            Trace::Path(&path),
        )
        .unwrap_or_else(|e| panic!("{m:?} on {board} is refused: {e}"));
        assert_eq!(&judged, m, "on {board}");
    }
}

/// Checks every position of the games `seeds`, as played and with extra
/// words spent; returns how many positions (each counted once) it checked.
fn check_games(seeds: std::ops::Range<u64>) -> usize {
    let mut positions = 0;
    for seed in seeds {
        let mut rng = GameRng::new(seed, 4);
        for (board, played) in random_game(seed) {
            let want = reference(&board, &played);
            check(&board, &played, &want);
            // Spend about a third of the words available here as well.
            let mut more = played.clone();
            for m in &want {
                if rng.below(3) == 0 && !more.contains(&m.word) {
                    more.push(m.word.clone());
                }
            }
            if more.len() > played.len() {
                let want_more = reference(&board, &more);
                assert!(want_more.iter().all(|m| !more.contains(&m.word)));
                assert!(want_more.len() < want.len());
                check(&board, &more, &want_more);
            }
            // Every word here spent: the player to move is stuck.
            if positions % 4 == 0 && !want.is_empty() {
                let mut all = played.clone();
                all.extend(want.iter().map(|m| m.word.clone()));
                assert!(reference(&board, &all).is_empty());
                check(&board, &all, &[]);
            }
            positions += 1;
        }
    }
    positions
}

// Four tests so the harness runs them in parallel: 840 positions in all
// (each game runs until the board is full).
#[test]
fn random_games_0_to_9_match_the_reference() {
    assert!(check_games(0..10) >= 125);
}

#[test]
fn random_games_10_to_19_match_the_reference() {
    assert!(check_games(10..20) >= 125);
}

#[test]
fn random_games_20_to_29_match_the_reference() {
    assert!(check_games(20..30) >= 125);
}

#[test]
fn random_games_30_to_39_match_the_reference() {
    assert!(check_games(30..40) >= 125);
}

/// The reference's one shortcut (prefix pruning) drops nothing: on early
/// positions, where every path can be enumerated, it matches a search with
/// no pruning at all.
#[test]
fn the_reference_matches_an_unpruned_search() {
    let mut checked = 0;
    for seed in 100..106 {
        for (board, played) in random_game(seed) {
            if board.filled() > 9 {
                break;
            }
            let want = exhaustive(&board, &played, lex());
            assert_eq!(reference(&board, &played), want, "{board}");
            check(&board, &played, &want);
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}

#[test]
fn a_full_board_has_no_legal_move() {
    let full = Board::parse("abcdefghijklmnopqrstuvwxy").unwrap();
    assert!(legal_moves(&full, &[], lex()).is_empty());
    assert!(!has_legal_move(&full, &[], lex()));
    let words = Board::parse("sheeptonesratesdealsbears").unwrap();
    assert!(legal_moves(&words, &[], lex()).is_empty());
    assert!(!has_legal_move(&words, &[], lex()));
}

#[test]
fn a_stuck_position_has_no_legal_move() {
    // Ten empty cells touch the row, but no letter next to a V makes a word.
    let board = Board::parse("..........vvvvv..........").unwrap();
    assert!(reference(&board, &[]).is_empty());
    assert!(legal_moves(&board, &[], lex()).is_empty());
    assert!(!has_legal_move(&board, &[], lex()));

    // One empty corner: VAV is its only word; once played, the player is
    // stuck.
    let board = Board::parse(".vvvvvvvvvvvvvvvvvvvvvvvv").unwrap();
    let moves = legal_moves(&board, &[], lex());
    assert_eq!(
        moves,
        [Move {
            cell: 0,
            letter: 'a',
            path: vec![1, 0, 5],
            word: "vav".into()
        }]
    );
    assert!(has_legal_move(&board, &[], lex()));
    let played = vec!["vav".to_string()];
    assert!(legal_moves(&board, &played, lex()).is_empty());
    assert!(!has_legal_move(&board, &played, lex()));

    // An empty board has no frontier at all.
    let empty = Board::parse(".........................").unwrap();
    assert!(legal_moves(&empty, &[], lex()).is_empty());
    assert!(!has_legal_move(&empty, &[], lex()));
}

#[test]
fn the_start_position() {
    let start = Board::start("sheep").unwrap();
    let played = vec!["sheep".to_string()];
    let moves = legal_moves(&start, &played, lex());
    assert_eq!(moves, reference(&start, &played));
    // The rules' example: T under the second E spells SHEET.
    let sheet = moves
        .iter()
        .find(|m| (m.cell, m.letter, m.word.as_str()) == (18, 't', "sheet"))
        .unwrap();
    assert_eq!(sheet.path, [10, 11, 12, 13, 18]);
    assert!(moves.iter().all(|m| m.word != "sheep"));
    // Spent words are not offered again.
    let spent = vec!["sheep".to_string(), "sheet".to_string()];
    assert!(legal_moves(&start, &spent, lex())
        .iter()
        .all(|m| m.word != "sheet"));
    // Only frontier cells, each (cell, letter, word) once, in order.
    assert!(moves
        .iter()
        .all(|m| (5..10).contains(&m.cell) || (15..20).contains(&m.cell)));
    assert!(moves
        .windows(2)
        .all(|w| (w[0].cell, w[0].letter, &w[0].word) < (w[1].cell, w[1].letter, &w[1].word)));
}

#[test]
fn a_small_lexicon_gives_exact_moves_and_smallest_paths() {
    let small = Lexicon::from_words(["a", "ab", "ba", "aba", "bab"]).unwrap();
    let mv = |cell: u8, word: &str, path: &[u8]| Move {
        cell,
        letter: 'b',
        path: path.to_vec(),
        word: word.into(),
    };

    // One A in the middle: a B beside it spells AB and BA; the one-letter
    // word A never counts.
    let one = Board::parse("............a............").unwrap();
    let want = vec![
        mv(7, "ab", &[12, 7]),
        mv(7, "ba", &[7, 12]),
        mv(11, "ab", &[12, 11]),
        mv(11, "ba", &[11, 12]),
        mv(13, "ab", &[12, 13]),
        mv(13, "ba", &[13, 12]),
        mv(17, "ab", &[12, 17]),
        mv(17, "ba", &[17, 12]),
    ];
    assert_eq!(legal_moves(&one, &[], &small), want);
    assert_eq!(exhaustive(&one, &[], &small), want);
    let played = vec!["ab".to_string()];
    let no_ab: Vec<Move> = want.into_iter().filter(|m| m.word != "ab").collect();
    assert_eq!(legal_moves(&one, &played, &small), no_ab);
    assert!(has_legal_move(&one, &played, &small));
    let both = vec!["ab".to_string(), "ba".to_string()];
    assert!(legal_moves(&one, &both, &small).is_empty());
    assert!(!has_legal_move(&one, &both, &small));

    // A . A: a B between them spells each word by two paths; the smallest
    // is listed.
    let two = Board::parse("...........a.a...........").unwrap();
    let got: Vec<Move> = legal_moves(&two, &[], &small)
        .into_iter()
        .filter(|m| m.cell == 12)
        .collect();
    assert_eq!(
        got,
        [
            mv(12, "ab", &[11, 12]),
            mv(12, "aba", &[11, 12, 13]),
            mv(12, "ba", &[12, 11]),
        ]
    );
    assert_eq!(
        legal_moves(&two, &[], &small),
        exhaustive(&two, &[], &small)
    );
}
