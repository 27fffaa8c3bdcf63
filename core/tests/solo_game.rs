//! Sóló: golden fields, hand-built resolutions for the freezing rules and
//! tie-breaks, refusals that change nothing, the clock, and properties over
//! random games (score = sum of move points = frozen cells; the Frozen and
//! Fixed cells are exactly those the moves froze and fixed; replay and
//! snapshot equivalence).

use gridwords::rng::GameRng;
use gridwords::solo::{self, Axis, CellState, EndReason, Event, Game, CELLS};
use gridwords::{AnyGame, ErrorCode, Lexicon};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn code<T: std::fmt::Debug>(r: gridwords::Result<T>) -> ErrorCode {
    r.unwrap_err().code()
}

#[test]
fn the_field_is_the_documented_shuffle() {
    // An independent Fisher-Yates from the top over the alphabetical
    // letters, drawing with the project's unbiased `below`.
    for seed in [0u64, 1, 2, 3, 42, 0x7c53_c3ad_17bf_46a7, u64::MAX] {
        let mut want = solo::alphabetical();
        let mut rng = GameRng::new(seed, 0);
        for i in (1..CELLS).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            want.swap(i, j);
        }
        assert_eq!(solo::deal(seed), want, "seed {seed}");
    }
    // Golden: these fields must never change.
    assert_eq!(
        solo::text(&solo::deal(42)),
        "ebdeeveaeaflcrtdgkaipnroetbsheivyrfesesonuntrxminioaqatsouaadietgziopilsgrdienjlweoohcmotilayrenawuu"
    );
}

/// A field of `q` (no word holds three q's in a row) with `rows` written in.
fn field(words: &[(usize, &str)]) -> [u8; CELLS] {
    let mut f = [b'q'; CELLS];
    for &(at, w) in words {
        for (k, c) in w.bytes().enumerate() {
            f[at + k] = c;
        }
    }
    f
}

fn free() -> [CellState; CELLS] {
    [CellState::Free; CELLS]
}

fn resolve(f: &[u8; CELLS], cells: &[CellState; CELLS], a: usize, b: usize) -> solo::Resolution {
    solo::resolve(f, cells, a, b, Lexicon::embedded())
}

#[test]
fn words_read_forward_backward_and_palindromes_once() {
    // "cat" across cells 0-2, a swapped into cell 1.
    let r = resolve(&field(&[(0, "cat")]), &free(), 1, 55);
    assert_eq!(r.words.len(), 1);
    assert_eq!(
        (r.words[0].word.as_str(), r.words[0].reversed),
        ("cat", false)
    );
    assert_eq!(r.words[0].cells, [0, 1, 2]);
    assert_eq!(
        (r.points, r.frozen.clone(), r.fixed.clone()),
        (3, vec![0, 1, 2], vec![55])
    );
    // "tac" reads backward as "cat": cells in reading order.
    let r = resolve(&field(&[(0, "tac")]), &free(), 1, 55);
    assert_eq!(
        (r.words[0].word.as_str(), r.words[0].reversed),
        ("cat", true)
    );
    assert_eq!(r.words[0].cells, [2, 1, 0]);
    // A palindrome scores once, forward.
    let r = resolve(&field(&[(0, "pop")]), &free(), 1, 55);
    assert_eq!(r.words.len(), 1);
    assert!(!r.words[0].reversed);
    // Nothing: both swapped cells become Fixed, no points.
    let r = resolve(&field(&[]), &free(), 1, 55);
    assert_eq!((r.points, r.fixed.clone()), (0, vec![1, 55]));
}

#[test]
fn frozen_words_are_crossed_never_lengthened_and_fixed_cells_are_edges() {
    // "cat" frozen across at 0-2; "cats" would lengthen it along its axis.
    let mut cells = free();
    for c in cells.iter_mut().take(3) {
        *c = CellState::Across;
    }
    let r = resolve(&field(&[(0, "cats")]), &cells, 3, 55);
    assert!(r.words.is_empty(), "{r:?}");
    // Crossing it down is fine: "ace"? a at 1, c at 11, e at 21 reads "ace"
    // down column 1 through the frozen a; only c and e are new.
    let r = resolve(&field(&[(0, "cat"), (11, "c"), (21, "e")]), &cells, 11, 55);
    assert_eq!(r.words.len(), 1, "{r:?}");
    assert_eq!(r.words[0].axis, Axis::Down);
    assert_eq!(r.points, 2);
    // A Fixed cell is an edge: with cell 3 Fixed, "cats" cannot form, "cat"
    // can.
    let mut cells = free();
    cells[3] = CellState::Fixed;
    let r = resolve(&field(&[(0, "cats")]), &cells, 1, 55);
    assert_eq!(r.words[0].word, "cat");
}

#[test]
fn the_choice_with_most_new_letters_then_most_letters_scores() {
    // Through swapped cell 1: "cat" (0-2) and "cattle"? Use "cats" (0-3) vs
    // "cat": the longer has more new letters.
    let r = resolve(&field(&[(0, "cats")]), &free(), 1, 55);
    assert_eq!(r.words[0].word, "cats");
    // One word through each letter beats one word: "cat" through 1 and
    // "dog" through 51 (cells 50-52).
    let r = resolve(&field(&[(0, "cat"), (50, "dog")]), &free(), 1, 51);
    assert_eq!(r.words.len(), 2);
    assert_eq!(r.points, 6);
    assert!(r.fixed.is_empty());
}

#[test]
fn refusals_change_nothing_and_the_clock_ends_the_game() {
    let mut g = Game::new(42, 0).unwrap();
    let snap = g.snapshot();
    assert_eq!(code(g.swap(0, 0, 10)), ErrorCode::SameCell);
    assert_eq!(code(g.swap(0, 100, 10)), ErrorCode::CellOutOfRange);
    assert_eq!(g.snapshot(), snap);
    let best = g.best_swaps(1);
    assert!(!best.is_empty());
    let (a, b) = (best[0].a, best[0].b);
    let ev = g.swap(a, b, 1_000).unwrap();
    assert!(matches!(ev.as_slice(), [Event::Swap { points, .. }] if *points == best[0].points));
    let frozen = g.cells().iter().position(|c| c.is_frozen()).unwrap();
    let snap = g.snapshot();
    assert_eq!(code(g.swap(frozen, 99, 2_000)), ErrorCode::CellNotFree);
    assert_eq!(code(g.cancel(2_000)), ErrorCode::CancelTooLate);
    assert_eq!(code(g.finish(999)), ErrorCode::TimeWentBackwards);
    assert_eq!(g.snapshot(), snap);
    // A swap at exactly creation + 300 000 is too late.
    assert_eq!(code(g.clone().swap(0, 1, 300_000)), ErrorCode::TimeUp);
    let ev = g.advance(300_000).unwrap();
    assert!(matches!(
        ev.as_slice(),
        [Event::GameOver {
            reason: EndReason::Clock,
            ..
        }]
    ));
    assert_eq!(g.result().unwrap().score, best[0].points);
    // No move before the clock ran out: cancelled.
    let mut g = Game::new(1, 0).unwrap();
    g.advance(400_000).unwrap();
    assert_eq!(g.result().unwrap().reason, EndReason::Cancelled);
    let mut g = Game::new(1, 0).unwrap();
    g.cancel(5).unwrap();
    assert_eq!(code(g.swap(0, 1, 6)), ErrorCode::GameOver);
}

#[test]
fn rating_over_a_history() {
    let r = solo::rating(&[10, 20, 30]);
    assert_eq!((r.rating, r.best), (Some(20.0), Some(30)));
}

/// The cells against the moves that made them. Every cell is Free, Frozen
/// or Fixed; the Frozen cells are exactly the cells the moves froze, each
/// once and worth one point (so as many as the score); the Fixed cells are
/// exactly the swapped cells that lay in no scored word.
fn check_cells(cells: &[CellState], moves: &[solo::Move], score: u32) -> Result<(), TestCaseError> {
    let free = cells.iter().filter(|&&c| c == CellState::Free).count();
    let frozen: Vec<usize> = (0..CELLS).filter(|&c| cells[c].is_frozen()).collect();
    let fixed: Vec<usize> = (0..CELLS)
        .filter(|&c| cells[c] == CellState::Fixed)
        .collect();
    prop_assert_eq!(free + frozen.len() + fixed.len(), CELLS);
    prop_assert_eq!(frozen.len() as u32, score);
    prop_assert_eq!(moves.iter().map(|m| m.points).sum::<u32>(), score);
    let (mut froze, mut fixed_by) = (Vec::new(), Vec::new());
    for m in moves {
        prop_assert_eq!(m.points as usize, m.frozen.len(), "{:?}", m);
        for c in [m.a as u8, m.b as u8] {
            let in_word = m.words.iter().any(|w| w.cells.contains(&c));
            prop_assert_eq!(m.fixed.contains(&c), !in_word, "cell {} of {:?}", c, m);
            prop_assert_eq!(m.frozen.contains(&c), in_word, "cell {} of {:?}", c, m);
        }
        prop_assert!(m
            .fixed
            .iter()
            .all(|&c| usize::from(c) == m.a || usize::from(c) == m.b));
        froze.extend(m.frozen.iter().map(|&c| usize::from(c)));
        fixed_by.extend(m.fixed.iter().map(|&c| usize::from(c)));
    }
    froze.sort_unstable();
    fixed_by.sort_unstable();
    prop_assert_eq!(
        froze,
        frozen,
        "the frozen cells are not the ones the moves froze"
    );
    prop_assert_eq!(
        fixed_by,
        fixed,
        "the Fixed cells are not the ones the moves fixed"
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random swaps (some of them the best one, so words freeze): the cells
    /// agree with the moves ([`check_cells`]); refusals change nothing; a
    /// twin restored from a snapshot plays the same following swaps and
    /// answers each alike; replay reproduces the result.
    #[test]
    fn invariants_replay_and_snapshots(seed in 0u64..500, picks in prop::collection::vec((0usize..100, 0usize..100, prop::bool::weighted(0.25), 0u64..30_000), 1..30)) {
        let mut g = Game::new(seed, 0).unwrap();
        let mut twin: Option<Game> = None;
        let mut at = 0;
        for (i, (a, b, best, dt)) in picks.into_iter().enumerate() {
            at += dt;
            let (a, b) = match g.best_swaps(1).first() {
                Some(s) if best => (s.a, s.b),
                _ => (a, b),
            };
            let before = g.snapshot();
            let r = g.swap(a, b, at);
            if r.is_err() {
                prop_assert_eq!(g.snapshot(), before);
            }
            if let Some(t) = twin.as_mut() {
                prop_assert_eq!(t.swap(a, b, at), r, "the restored twin answered otherwise");
                prop_assert_eq!(t.snapshot(), g.snapshot(), "the restored twin diverged");
            }
            let view = g.view_for(Some(0)).unwrap();
            check_cells(g.cells(), &view.moves, g.score())?;
            if i % 4 == 0 {
                let t = Game::restore_bytes(&g.snapshot(), None).unwrap();
                prop_assert_eq!(t.snapshot(), g.snapshot());
                twin = Some(t);
            }
            if g.is_over() { break; }
        }
        let end = at.max(300_000);
        let finished = (g.finish(at), g.advance(end));
        let r = g.result().unwrap();
        check_cells(&r.cells, &r.moves, r.score)?;
        if let Some(mut t) = twin {
            prop_assert_eq!((t.finish(at), t.advance(end)), finished);
            prop_assert_eq!(t.result_json(), g.result_json());
        }
        let log = g.log_json();
        prop_assert_eq!(AnyGame::replay_json(&log, None).unwrap(), g.result_json().unwrap());
    }
}

#[test]
fn finish_before_the_first_move_cancels_the_game() {
    // The seed never counts a game without a move: Finish then cancels it,
    // as Cancel and a clock run out with no move do.
    let mut g = Game::new(7, 0).unwrap();
    let ev = g.finish(1_000).unwrap();
    assert!(matches!(
        ev.as_slice(),
        [Event::GameOver {
            reason: EndReason::Cancelled,
            at_ms: 1_000
        }]
    ));
    let r = g.result().unwrap();
    assert_eq!(
        (r.reason, r.score, r.moves.len()),
        (EndReason::Cancelled, 0, 0)
    );
    assert_eq!(code(g.swap(0, 1, 2_000)), ErrorCode::GameOver);
    assert_eq!(code(g.finish(2_000)), ErrorCode::GameOver);
    // The log keeps the finish as sent and replays to the same result.
    assert!(g.log_json().contains(r#""action":"finish""#));
    assert_eq!(
        AnyGame::replay_json(&g.log_json(), None).unwrap(),
        g.result_json().unwrap()
    );
    // After a move, Finish keeps the score.
    let mut g = Game::new(7, 0).unwrap();
    let best = g.best_swaps(1)[0].clone();
    g.swap(best.a, best.b, 500).unwrap();
    g.finish(1_000).unwrap();
    let r = g.result().unwrap();
    assert_eq!((r.reason, r.score), (EndReason::Finished, best.points));
}

#[test]
fn a_swap_of_two_identical_letters_scores_nothing_and_fixes_both() {
    // CAT across cells 0-2 and another A at cell 55: swapping the two A's
    // leaves the field as it was, so no run is new (it used to score CAT).
    let f = field(&[(0, "cat"), (55, "a")]);
    let r = resolve(&f, &free(), 1, 55);
    assert_eq!(r.words, vec![]);
    assert_eq!(
        (r.points, r.frozen.clone(), r.fixed.clone()),
        (0, vec![], vec![1, 55])
    );
    assert_eq!(
        solo::deciding_rule(&f, &free(), 1, 55, Lexicon::embedded()),
        None
    );
    // A different letter in the same place does score.
    let mut g2 = f;
    g2[55] = b'o';
    g2.swap(1, 55);
    assert_eq!(resolve(&g2, &free(), 1, 55).points, 3, "COT");

    // In a game: two cells holding the same letter, swapped.
    let mut g = Game::new(42, 0).unwrap();
    let field = g.field().into_bytes();
    let (a, b) = (0..CELLS)
        .flat_map(|a| (a + 1..CELLS).map(move |b| (a, b)))
        .find(|&(a, b)| field[a] == field[b])
        .unwrap();
    // best_swaps agrees: that swap would score 0 with no words.
    let all = g.best_swaps(4_950);
    let listed = all.iter().find(|s| (s.a, s.b) == (a, b)).unwrap();
    assert_eq!((listed.points, listed.words.len()), (0, 0));
    let ev = g.swap(a, b, 1_000).unwrap();
    assert!(matches!(
        ev.as_slice(),
        [Event::Swap { points: 0, words, frozen, fixed, .. }]
            if words.is_empty() && frozen.is_empty() && *fixed == vec![a as u8, b as u8]
    ));
    assert_eq!(g.cells()[a], CellState::Fixed);
    assert_eq!(g.cells()[b], CellState::Fixed);
    assert_eq!(g.field().into_bytes(), field);
    assert_eq!(g.score(), 0);
}

#[test]
fn the_disputed_choice_of_field_10031_is_fid_and_sae() {
    // Checked by hand (docs/rules/solo.md, "A worked case"): before the
    // last swap row 8 reads d i j n f a s d i e with cells 85-88 Frozen
    // down, 82 Fixed, 83, 84 and 89 Free. Swapping 89 and 84 gives
    // d i j n e a s d i f. Through 89, across and backward: FID (89-87)
    // and FIDS (89-86); through 84: SAE (86-84), backward. FIDS + SAE would
    // share cell 86 along the row, which no choice may (a frozen word is
    // closed in its own direction), so the pairs are FID + SAE (new
    // letters 89 and 84: 2) or FIDS alone (1): FID + SAE scores 2.
    let mut g = Game::new(10031, 0).unwrap();
    for (a, b, t) in [
        (23, 95, 500),
        (82, 27, 1000),
        (41, 56, 1500),
        (1, 73, 2000),
        (54, 68, 2500),
        (4, 65, 3000),
        (28, 52, 3500),
        (6, 51, 4000),
        (12, 61, 4500),
        (20, 70, 5000),
        (35, 87, 5500),
        (0, 29, 6000),
        (9, 78, 6500),
        (31, 59, 7000),
    ] {
        g.swap(a, b, t).unwrap();
    }
    assert_eq!(&g.field()[80..90], "dijnfasdie");
    use CellState::{Down, Fixed, Free};
    assert_eq!(
        &g.cells()[82..90],
        &[Fixed, Free, Free, Down, Down, Down, Down, Free]
    );
    let ev = g.swap(89, 84, 7500).unwrap();
    let Event::Swap {
        points,
        words,
        frozen,
        fixed,
        ..
    } = &ev[0]
    else {
        panic!("{ev:?}")
    };
    let read: Vec<(&str, &[u8])> = words
        .iter()
        .map(|w| (w.word.as_str(), w.cells.as_slice()))
        .collect();
    assert_eq!(
        read,
        [("sae", &[86, 85, 84][..]), ("fid", &[89, 88, 87][..])]
    );
    assert!(words.iter().all(|w| w.axis == Axis::Across && w.reversed));
    assert_eq!(
        (*points, frozen.clone(), fixed.clone()),
        (2, vec![84, 89], vec![])
    );
}

#[test]
fn results_and_views_list_moves_in_the_event_shape() {
    // One shape for a move everywhere: the swap event's fields (without
    // "type") in the result's moves and in the view's moves.
    let mut g = Game::new(42, 0).unwrap();
    let best = g.best_swaps(2);
    let ev = g.swap(best[0].a, best[0].b, 1_000).unwrap();
    let mut event = serde_json::to_value(&ev[0]).unwrap();
    event.as_object_mut().unwrap().remove("type");
    let view = serde_json::to_value(g.view_for(Some(0)).unwrap()).unwrap();
    assert_eq!(view["moves"], serde_json::json!([event.clone()]));
    g.finish(2_000).unwrap();
    let result = serde_json::to_value(g.result().unwrap()).unwrap();
    assert_eq!(result["moves"], serde_json::json!([event]));
    // The same bytes, in the same order, as the event.
    let text = serde_json::to_string(&ev[0])
        .unwrap()
        .replace(r#""type":"swap","#, "");
    assert!(text.starts_with(r#"{"a":"#), "{text}");
    assert!(g
        .result_json()
        .unwrap()
        .contains(&format!(r#""moves":[{text}]"#)));
}

#[test]
fn a_result_in_the_old_nested_shape_still_verifies() {
    // Results of gridwords 0.1 nested each move's points, words, frozen and
    // fixed under "resolution"; a stored one still verifies against its log.
    let mut g = Game::new(42, 0).unwrap();
    let best = g.best_swaps(1)[0].clone();
    g.swap(best.a, best.b, 1_000).unwrap();
    g.finish(2_000).unwrap();
    let log = g.log_json();
    let mut old: serde_json::Value = serde_json::from_str(&g.result_json().unwrap()).unwrap();
    for m in old["moves"].as_array_mut().unwrap() {
        let o = m.as_object_mut().unwrap();
        let mut r = serde_json::Map::new();
        for k in ["words", "frozen", "fixed", "points"] {
            r.insert(k.into(), o.remove(k).unwrap());
        }
        o.insert("resolution".into(), r.into());
    }
    let old = old.to_string();
    assert!(old.contains(r#""resolution":{"#));
    assert!(AnyGame::verify_json(&log, &old, None).unwrap());
    // ... and a false one in the old shape is still false.
    let forged = old.replace(&format!(r#""points":{}"#, best.points), r#""points":99"#);
    assert_ne!(forged, old);
    assert!(!AnyGame::verify_json(&log, &forged, None).unwrap());
}
