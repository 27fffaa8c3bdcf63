//! Sóló swap resolution against a brute-force reference written here from
//! `docs/rules/solo.md`: every segment through the swapped cells on both
//! axes, read forward or else backward with `Lexicon::contains`, every
//! choice of at most two candidates, ranked by the six rules literally.
//! Swaps come from random games played through the game API.

use std::cmp::Ordering;
use std::collections::BTreeSet;

use gridwords::rng::GameRng;
use gridwords::solo::{self, Axis, CellState, Event, Game, CELLS};
use gridwords::Lexicon;

/// A candidate: cells in reading order, axis, reversed.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Cand {
    cells: Vec<u8>,
    axis: Axis,
    reversed: bool,
}

fn blocked(s: CellState, axis: Axis) -> bool {
    match s {
        CellState::Free => false,
        CellState::Fixed | CellState::Both => true,
        CellState::Across => axis == Axis::Across,
        CellState::Down => axis == Axis::Down,
    }
}

fn cands(
    letters: &[u8; CELLS],
    cells: &[CellState],
    a: usize,
    b: usize,
    lex: &Lexicon,
) -> Vec<Cand> {
    let mut out = Vec::new();
    for axis in [Axis::Across, Axis::Down] {
        // Every line of this axis; every segment of 3+ cells in it.
        for l in 0..10 {
            let cell = |k: usize| match axis {
                Axis::Across => l * 10 + k,
                Axis::Down => k * 10 + l,
            };
            for i in 0..10 {
                for j in i + 2..10 {
                    let seg: Vec<usize> = (i..=j).map(cell).collect();
                    if !seg.contains(&a) && !seg.contains(&b) {
                        continue;
                    }
                    if seg.iter().any(|&c| blocked(cells[c], axis)) {
                        continue;
                    }
                    let fw: String = seg.iter().map(|&c| letters[c] as char).collect();
                    let bw: String = fw.chars().rev().collect();
                    let (ok, reversed) = if lex.contains(&fw) {
                        (true, false)
                    } else if lex.contains(&bw) {
                        (true, true)
                    } else {
                        (false, false)
                    };
                    if ok {
                        let mut cs: Vec<u8> = seg.iter().map(|&c| c as u8).collect();
                        if reversed {
                            cs.reverse();
                        }
                        out.push(Cand {
                            cells: cs,
                            axis,
                            reversed,
                        });
                    }
                }
            }
        }
    }
    out
}

fn valid(choice: &[&Cand], a: usize, b: usize) -> bool {
    for s in [a as u8, b as u8] {
        if choice.iter().filter(|w| w.cells.contains(&s)).count() > 1 {
            return false;
        }
    }
    if choice.len() == 2 {
        let (x, y) = (choice[0], choice[1]);
        if x.axis == y.axis && x.cells.iter().any(|c| y.cells.contains(c)) {
            return false;
        }
    }
    true
}

/// `Less` when `x` is the better choice, by rules 1-6.
fn rank(x: &[&Cand], y: &[&Cand], cells: &[CellState], a: usize, b: usize) -> Ordering {
    let new = |ch: &[&Cand]| {
        let s: BTreeSet<u8> = ch.iter().flat_map(|w| w.cells.iter().copied()).collect();
        s.iter()
            .filter(|&&c| cells[c as usize] == CellState::Free)
            .count()
    };
    let letters = |ch: &[&Cand]| ch.iter().map(|w| w.cells.len()).sum::<usize>();
    let dist = |ch: &[&Cand]| {
        ch.iter()
            .map(|w| {
                w.cells
                    .iter()
                    .position(|&c| c as usize == a || c as usize == b)
                    .unwrap()
            })
            .sum::<usize>()
    };
    let edge = |ch: &[&Cand]| {
        ch.iter()
            .map(|w| {
                let f = w.cells[0] as usize;
                let (r, c) = (f / 10, f % 10);
                r.min(c).min(9 - r).min(9 - c)
            })
            .sum::<usize>()
    };
    let ax = |a: Axis| if a == Axis::Across { 0 } else { 1 };
    let pos = |ch: &[&Cand]| {
        let mut v: Vec<(u8, u8, bool)> = ch
            .iter()
            .map(|w| (w.cells[0], ax(w.axis), w.reversed))
            .collect();
        v.sort();
        v
    };
    let runs = |ch: &[&Cand]| {
        let mut v: Vec<Vec<u8>> = ch.iter().map(|w| w.cells.clone()).collect();
        v.sort();
        v
    };
    new(y)
        .cmp(&new(x))
        .then(letters(y).cmp(&letters(x)))
        .then(dist(x).cmp(&dist(y)))
        .then(edge(x).cmp(&edge(y)))
        .then(pos(x).cmp(&pos(y)))
        .then(runs(x).cmp(&runs(y)))
}

/// The reference outcome: (words sorted by (start, axis, direction), points,
/// frozen, fixed).
type Outcome = (Vec<Cand>, u32, Vec<u8>, Vec<u8>);

fn reference(
    letters: &[u8; CELLS],
    cells: &[CellState],
    a: usize,
    b: usize,
    lex: &Lexicon,
) -> Outcome {
    // Two identical letters: the field is unchanged, no run is new, and
    // both swapped cells are Fixed.
    if letters[a] == letters[b] {
        return (vec![], 0, vec![], vec![a.min(b) as u8, a.max(b) as u8]);
    }
    let cs = cands(letters, cells, a, b, lex);
    let mut choices: Vec<Vec<&Cand>> = vec![vec![]];
    for i in 0..cs.len() {
        choices.push(vec![&cs[i]]);
        for j in i + 1..cs.len() {
            choices.push(vec![&cs[i], &cs[j]]);
        }
    }
    choices.retain(|c| valid(c, a, b));
    let best = choices
        .iter()
        .min_by(|x, y| rank(x, y, cells, a, b))
        .unwrap();
    // Exactly one best: the ranking is total over distinct choices.
    let n_best = choices
        .iter()
        .filter(|c| rank(c, best, cells, a, b) == Ordering::Equal)
        .count();
    assert_eq!(n_best, 1, "a tie survived rule 6");
    let mut words: Vec<Cand> = best.iter().map(|&w| w.clone()).collect();
    let ax = |a: Axis| if a == Axis::Across { 0 } else { 1 };
    words.sort_by_key(|w| (w.cells[0], ax(w.axis), w.reversed));
    let frozen: BTreeSet<u8> = words
        .iter()
        .flat_map(|w| w.cells.iter().copied())
        .filter(|&c| cells[c as usize] == CellState::Free)
        .collect();
    let fixed: Vec<u8> = [a.min(b), a.max(b)]
        .into_iter()
        .filter(|&s| !words.iter().any(|w| w.cells.contains(&(s as u8))))
        .map(|s| s as u8)
        .collect();
    (
        words,
        frozen.len() as u32,
        frozen.into_iter().collect(),
        fixed,
    )
}

fn outcome_of(r: &solo::Resolution, letters: &[u8; CELLS]) -> Outcome {
    let words = r
        .words
        .iter()
        .map(|w| {
            let read: String = w
                .cells
                .iter()
                .map(|&c| letters[c as usize] as char)
                .collect();
            assert_eq!(read, w.word, "the word is its cells read in order");
            Cand {
                cells: w.cells.clone(),
                axis: w.axis,
                reversed: w.reversed,
            }
        })
        .collect();
    (words, r.points, r.frozen.clone(), r.fixed.clone())
}

fn arr(f: &str) -> [u8; CELLS] {
    f.as_bytes().try_into().unwrap()
}

#[test]
fn resolve_matches_brute_force_on_random_games() {
    let lex = Lexicon::embedded();
    let mut rng = GameRng::new(0x501_0E5, 3);
    let mut checked = 0usize;
    let mut scoring = 0usize;
    let mut two_words = 0usize;
    let mut game_no = 0u64;
    while checked < 2_400 {
        game_no += 1;
        let mut g = Game::new(game_no * 7919 + 1, 0).unwrap();
        let mut now = 0u64;
        loop {
            let free: Vec<usize> = (0..CELLS)
                .filter(|&c| g.cells()[c] == CellState::Free)
                .collect();
            if free.len() < 2 || g.result().is_some() {
                break;
            }
            // Half the time a scoring swap when one exists, so late,
            // crowded positions are reached too.
            let (a, b) = if rng.below(2) == 0 {
                let best = g.best_swaps(1);
                match best.first() {
                    Some(s) if s.points > 0 => (s.a, s.b),
                    _ => {
                        let i = rng.below(free.len() as u64) as usize;
                        let mut j = rng.below(free.len() as u64 - 1) as usize;
                        if j >= i {
                            j += 1;
                        }
                        (free[i], free[j])
                    }
                }
            } else {
                let i = rng.below(free.len() as u64) as usize;
                let mut j = rng.below(free.len() as u64 - 1) as usize;
                if j >= i {
                    j += 1;
                }
                (free[i], free[j])
            };
            let cells: Vec<CellState> = g.cells().to_vec();
            let cells_arr: [CellState; CELLS] = cells.clone().try_into().unwrap();
            let mut letters = arr(&g.field());
            letters.swap(a, b);
            let want = reference(&letters, &cells, a, b, lex);
            let got = solo::resolve(&letters, &cells_arr, a, b, lex);
            assert_eq!(
                outcome_of(&got, &letters),
                want,
                "game {game_no}, swap {a}<->{b}"
            );
            // The game applies the same outcome.
            let before = g.score();
            now += 1_000;
            let ev = g.swap(a, b, now).unwrap();
            match &ev[0] {
                Event::Swap {
                    points,
                    words,
                    frozen,
                    fixed,
                    ..
                } => {
                    assert_eq!(*points, want.1);
                    assert_eq!(words, &got.words);
                    assert_eq!(frozen, &want.2);
                    assert_eq!(fixed, &want.3);
                }
                e => panic!("unexpected event {e:?}"),
            }
            assert_eq!(g.score(), before + want.1);
            let frozen_cells = g
                .cells()
                .iter()
                .filter(|c| matches!(c, CellState::Across | CellState::Down | CellState::Both))
                .count();
            assert_eq!(g.score() as usize, frozen_cells, "score = frozen cells");
            checked += 1;
            if want.1 > 0 {
                scoring += 1;
            }
            if want.0.len() == 2 {
                two_words += 1;
            }
            // Clock: 1 s per swap, at most 50 swaps, well inside 300 s.
        }
    }
    assert!(scoring >= 300, "too few scoring swaps: {scoring}");
    assert!(two_words >= 10, "too few two-word swaps: {two_words}");
}

#[test]
fn best_swaps_agree_with_resolving_each_pair() {
    let lex = Lexicon::embedded();
    let mut rng = GameRng::new(77, 3);
    for seed in [1u64, 42, 99] {
        let mut g = Game::new(seed, 0).unwrap();
        for step in 0..8u64 {
            let cells: [CellState; CELLS] = g.cells().to_vec().try_into().unwrap();
            let field = arr(&g.field());
            let free: Vec<usize> = (0..CELLS)
                .filter(|&c| cells[c] == CellState::Free)
                .collect();
            let mut all = Vec::new();
            for (i, &a) in free.iter().enumerate() {
                for &b in &free[i + 1..] {
                    let mut l = field;
                    l.swap(a, b);
                    let r = solo::resolve(&l, &cells, a, b, lex);
                    all.push((r.points, a, b, r.words));
                }
            }
            all.sort_by(|x, y| y.0.cmp(&x.0).then((x.1, x.2).cmp(&(y.1, y.2))));
            let best = g.best_swaps(25);
            assert_eq!(best.len(), 25.min(all.len()));
            for (s, w) in best.iter().zip(&all) {
                assert_eq!((s.points, s.a, s.b, &s.words), (w.0, w.1, w.2, &w.3));
            }
            assert_eq!(g.field(), solo::text(&field), "best_swaps changes nothing");
            let (a, b) = if step % 2 == 0 {
                (best[0].a, best[0].b)
            } else {
                let i = rng.below(free.len() as u64) as usize;
                (free[i], free[(i + 1) % free.len()])
            };
            g.swap(a, b, step * 1_000 + 1).unwrap();
        }
    }
}
