//! The solver against a brute-force reference, and the scorer and path
//! finder against the solver.

use std::collections::BTreeMap;

use gridwords::hunt::draw;
use gridwords::hunt::Points;
use gridwords::hunt::{count, find_path, score, solve, Found, Path};
use gridwords::hunt::{neighbours, Tray};
use gridwords::rng::GameRng;
use gridwords::{ErrorCode, Lexicon};

/// A lexicon word with what the reference needs to rule it out quickly.
struct RefWord {
    word: Vec<u8>,
    mask: u32,
    counts: [u8; 26],
}

fn ref_words(lex: &Lexicon) -> Vec<RefWord> {
    lex.words()
        .filter(|w| (3..=16).contains(&w.len()))
        .map(|w| {
            let mut counts = [0u8; 26];
            let mut mask = 0u32;
            for b in w.bytes() {
                counts[(b - b'a') as usize] += 1;
                mask |= 1 << (b - b'a');
            }
            RefWord {
                word: w.into_bytes(),
                mask,
                counts,
            }
        })
        .collect()
}

/// Plain recursive DFS: start cells in index order, neighbours in index order.
fn ref_path(tray: &[u8; 16], word: &[u8]) -> Option<Vec<u8>> {
    fn go(tray: &[u8; 16], word: &[u8], path: &mut Vec<u8>, used: &mut [bool; 16]) -> bool {
        if path.len() == word.len() {
            return true;
        }
        let last = *path.last().unwrap() as usize;
        for &n in neighbours(last) {
            let n = n as usize;
            if !used[n] && tray[n] == word[path.len()] {
                used[n] = true;
                path.push(n as u8);
                if go(tray, word, path, used) {
                    return true;
                }
                path.pop();
                used[n] = false;
            }
        }
        false
    }
    for start in 0..16 {
        if tray[start] == word[0] {
            let mut used = [false; 16];
            used[start] = true;
            let mut path = vec![start as u8];
            if go(tray, word, &mut path, &mut used) {
                return Some(path);
            }
        }
    }
    None
}

/// word -> first path, by brute force over the whole list.
fn reference(tray: &Tray, words: &[RefWord]) -> BTreeMap<Vec<u8>, Vec<u8>> {
    let mut counts = [0u8; 26];
    let mut mask = 0u32;
    for &b in tray.letters() {
        counts[(b - b'a') as usize] += 1;
        mask |= 1 << (b - b'a');
    }
    let mut out = BTreeMap::new();
    for w in words {
        if w.mask & !mask != 0 || w.counts.iter().zip(&counts).any(|(a, b)| a > b) {
            continue;
        }
        if let Some(p) = ref_path(tray.letters(), &w.word) {
            out.insert(w.word.clone(), p);
        }
    }
    out
}

fn random_trays(n: usize) -> Vec<Tray> {
    let mut rng = GameRng::new(0x5017e, 3);
    (0..n)
        .map(|i| {
            if i % 2 == 0 {
                draw(&mut rng)
            } else {
                let mut l = [0u8; 16];
                for x in l.iter_mut() {
                    *x = b'a' + rng.below(26) as u8;
                }
                Tray::from_letters(l).unwrap()
            }
        })
        .collect()
}

fn points_sum(found: &[Found], p: &Points) -> u64 {
    found
        .iter()
        .map(|f| u64::from(p.for_len(f.word.len())))
        .sum()
}

fn check_order(found: &[Found]) {
    for w in found.windows(2) {
        let (a, b) = (&w[0].word, &w[1].word);
        assert!(
            a.len() > b.len() || (a.len() == b.len() && a < b),
            "order: {a} then {b}"
        );
    }
}

#[test]
fn solver_matches_brute_force() {
    let lex = Lexicon::embedded();
    let words = ref_words(lex);
    let custom = Points([1, 1, 2, 3, 5, 11]);
    let mut total_words = 0;
    // Include degenerate trays: all one letter, and the must-show tray.
    let mut trays = random_trays(1_000);
    trays.push(Tray::parse("aaaaaaaaaaaaaaaa").unwrap());
    trays.push(Tray::parse("eeeeeeeeeeeeeeee").unwrap());
    trays.push(Tray::parse("perslatgsineters").unwrap());
    for tray in &trays {
        let want = reference(tray, &words);
        let got = solve(tray, lex);
        check_order(&got);
        let got_map: BTreeMap<Vec<u8>, Vec<u8>> = got
            .iter()
            .map(|f| (f.word.clone().into_bytes(), f.path.as_slice().to_vec()))
            .collect();
        assert_eq!(got_map.len(), got.len(), "duplicate words for {tray}");
        assert_eq!(got_map, want, "tray {tray}");
        total_words += got.len();

        // Paths spell their words along touching, distinct cells.
        for f in &got {
            let p = f.path.as_slice();
            let spelled: String = p.iter().map(|&c| tray.letter(c as usize) as char).collect();
            assert_eq!(spelled, f.word);
            for w in p.windows(2) {
                assert!(neighbours(w[0] as usize).contains(&w[1]));
            }
            let mut seen = 0u32;
            for &c in p {
                assert_eq!(seen & (1 << c), 0);
                seen |= 1 << c;
            }
            assert_eq!(
                find_path(tray, f.word.as_bytes()),
                Some(f.path),
                "{}",
                f.word
            );
        }

        assert_eq!(
            score(tray, &Points::default(), lex),
            points_sum(&got, &Points::default())
        );
        assert_eq!(score(tray, &custom, lex), points_sum(&got, &custom));
        let longest = got.first().map_or(0, |f| f.word.len());
        assert_eq!(count(tray, lex), (got.len(), longest));
    }
    assert!(total_words > 50_000, "the sample holds {total_words} words");
}

#[test]
fn find_path_refuses_words_not_in_the_tray() {
    let lex = Lexicon::embedded();
    let words = ref_words(lex);
    for tray in random_trays(200) {
        let found: std::collections::HashSet<String> =
            solve(&tray, lex).into_iter().map(|f| f.word).collect();
        let mut tried = 0;
        for w in words.iter().step_by(7) {
            let s = std::str::from_utf8(&w.word).unwrap();
            if !found.contains(s) {
                assert_eq!(find_path(&tray, &w.word), None, "{s} in {tray}");
                tried += 1;
            }
        }
        assert!(tried > 20_000);
    }
}

#[test]
fn must_show_tray_has_1071_words() {
    let lex = Lexicon::embedded();
    let tray = Tray::parse("perslatgsineters").unwrap();
    let found = solve(&tray, lex);
    assert_eq!(found.len(), 1071);
    assert_eq!(count(&tray, lex).0, 1071);
    // Stable across calls (the scratch marks do not leak between boards).
    assert_eq!(solve(&tray, lex), found);
    assert_eq!(
        score(&tray, &Points::default(), lex),
        points_sum(&found, &Points::default())
    );
}

#[test]
fn custom_lexicon_and_points() {
    let lex = Lexicon::from_words([
        "at", "cat", "act", "tact", "cats", "scat", "a", "dog", "tacts",
    ])
    .unwrap();
    // c a t
    // s . . (rest x)
    let tray = Tray::parse("catxsxxxxxxxxxxx").unwrap();
    // c a t x / s x x x / ...: "cat" 0-1-2 and "scat" 4-0-1-2 are there;
    // "act" is not (c(0) and t(2) do not touch), nor "cats" (t(2), s(4)),
    // and the one- and two-letter words never count.
    let found = solve(&tray, &lex);
    let names: Vec<&str> = found.iter().map(|f| f.word.as_str()).collect();
    assert_eq!(names, ["scat", "cat"]);
    assert_eq!(found[0].path, Path::from_cells(&[4, 0, 1, 2]).unwrap());
    assert_eq!(found[1].path.as_slice(), &[0, 1, 2]);
    assert_eq!(count(&tray, &lex), (2, 4));
    assert_eq!(score(&tray, &Points::default(), &lex), 2 + 1);
    let p = Points::from_slice(&[10, 20, 30, 40, 50, 60]).unwrap();
    assert_eq!(score(&tray, &p, &lex), 20 + 10);
    // Words the list lacks do not count even if the tray holds them.
    let empty_lex = Lexicon::from_words(["zzz"]).unwrap();
    assert!(solve(&tray, &empty_lex).is_empty());
    assert_eq!(count(&tray, &empty_lex), (0, 0));
    // Interleaving lexicons on one thread keeps results right.
    let big = Lexicon::embedded();
    let a = solve(&tray, big);
    assert_eq!(solve(&tray, &lex).len(), 2);
    assert_eq!(solve(&tray, big), a);
    assert_eq!(
        Points::from_slice(&[1]).unwrap_err().code(),
        ErrorCode::InvalidPoints
    );
}

#[test]
fn q_is_a_plain_letter() {
    let lex = Lexicon::from_words(["qat", "quit", "quiet"]).unwrap();
    let tray = Tray::parse("qatxuixxxxxxxxxx").unwrap();
    let names: Vec<String> = solve(&tray, &lex).into_iter().map(|f| f.word).collect();
    assert_eq!(names, ["quit", "qat"]);
    assert!(find_path(&tray, b"qta").is_none());
    assert_eq!(find_path(&tray, b"quit").unwrap().as_slice(), &[0, 4, 5, 2]);
}

/// A 16-cell path that spells the prefix of a longer lexicon word whose
/// next letter stands next to the path's end: the walk keeps that prefix
/// (its node goes on with a letter of a neighbour) and then finds no cell
/// left. Every call answers, and the 16-letter word counts once.
#[test]
fn a_prefix_through_every_cell_of_a_longer_word() {
    // a b c d / h g f e / i j k l / p o n m: a..p along the snake, which
    // ends on p (cell 12), next to o (cell 13, used).
    let tray = Tray::parse("abcdhgfeijklponm").unwrap();
    let lex = Lexicon::from_words(["abcdefghijklmnopo", "abcdefghijklmnop", "abc"]).unwrap();
    let found = solve(&tray, &lex);
    let names: Vec<&str> = found.iter().map(|f| f.word.as_str()).collect();
    assert_eq!(names, ["abcdefghijklmnop", "abc"]);
    assert_eq!(
        found[0].path.as_slice(),
        &[0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11, 15, 14, 13, 12]
    );
    assert_eq!(count(&tray, &lex), (2, 16));
    assert_eq!(score(&tray, &Points::default(), &lex), 12 + 1);
}
