//! The Sóló games behind `tests/vectors/solo/`. Shared by the generator
//! (`cargo run -p gridwords --example solo_vectors`) and the test that
//! checks the committed vectors are still what the engine produces.

#[path = "solo_features.rs"]
pub mod solo_features;

use gridwords::rng::GameRng;
use gridwords::solo::{self, CellState, Game, CELLS};
use gridwords::Lexicon;
use std::collections::BTreeSet;

pub struct Scenario {
    pub name: &'static str,
    pub game: Game,
}

/// Up to `moves` swaps, each the first pair of Free cells (in cell order,
/// starting from a seeded offset) that scores, a second apart from 1 000.
fn first_scoring(seed: u64, moves: usize) -> Game {
    let mut g = Game::new(seed, 0).unwrap();
    let mut rng = GameRng::new(seed, 7);
    let mut now = 0;
    for _ in 0..moves {
        let free: Vec<usize> = (0..100)
            .filter(|&c| g.cells()[c] == CellState::Free)
            .collect();
        let start = rng.below(free.len() as u64) as usize;
        let mut done = false;
        'pairs: for i in 0..free.len() {
            let a = free[(start + i) % free.len()];
            for &b in &free {
                if b == a {
                    continue;
                }
                let mut t = g.clone();
                now += 1;
                if let Ok(ev) = t.swap(a, b, now) {
                    if matches!(ev.first(), Some(gridwords::solo::Event::Swap { points, .. }) if *points > 0)
                    {
                        g = t;
                        done = true;
                        break 'pairs;
                    }
                }
            }
        }
        if !done || g.is_over() {
            break;
        }
        now += 1_000;
    }
    g
}

/// Random swaps of Free cells until the game ends (the field fills).
fn random_play(seed: u64) -> Game {
    let mut g = Game::new(seed, 0).unwrap();
    let mut rng = GameRng::new(seed, 8);
    let mut now = 0;
    while !g.is_over() {
        let free: Vec<usize> = (0..100)
            .filter(|&c| g.cells()[c] == CellState::Free)
            .collect();
        let a = free[rng.below(free.len() as u64) as usize];
        let b = free[rng.below(free.len() as u64) as usize];
        now += 500;
        let _ = g.swap(a, b, now);
    }
    g
}

/// A game steered to show the features in `wanted`: at each position the
/// first pair of Free cells (in cell order) whose swap shows a feature still
/// missing is played; when none does, the best swap and a seeded swap of two
/// Free cells (which usually fixes both) take turns, so the field gets both
/// frozen words and Fixed cells. Stops once every wanted feature was shown
/// or after `max_moves`, then finishes.
fn steered(seed: u64, wanted: &[&'static str], max_moves: usize) -> Game {
    let lex = Lexicon::embedded();
    let mut missing: BTreeSet<&str> = wanted.iter().copied().collect();
    let mut g = Game::new(seed, 0).unwrap();
    let mut rng = GameRng::new(seed, 10);
    let mut now = 0;
    for turn in 0..max_moves {
        if missing.is_empty() || g.is_over() {
            break;
        }
        let mut letters = [0u8; CELLS];
        letters.copy_from_slice(g.field().as_bytes());
        let cells = g.cells().to_vec();
        let mut states = [CellState::Free; CELLS];
        states.copy_from_slice(&cells);
        let before = solo_features::Before {
            letters,
            cells: &cells,
        };
        let free: Vec<usize> = (0..CELLS)
            .filter(|&c| cells[c] == CellState::Free)
            .collect();
        let mut pick = None;
        'scan: for (i, &a) in free.iter().enumerate() {
            for &b in &free[i + 1..] {
                let mut l = letters;
                l.swap(a, b);
                let r = solo::resolve(&l, &states, a, b, lex);
                let shown = solo_features::move_features(&before, a, b, &r);
                if let Some(f) = shown.iter().find(|f| missing.contains(*f)) {
                    missing.remove(f);
                    pick = Some((a, b));
                    break 'scan;
                }
            }
        }
        let (a, b) = pick.unwrap_or_else(|| {
            let best = g.best_swaps(1);
            match best.first() {
                Some(s) if turn % 2 == 0 && s.points > 0 => (s.a, s.b),
                _ => {
                    let a = free[rng.below(free.len() as u64) as usize];
                    let others: Vec<usize> = free.iter().copied().filter(|&c| c != a).collect();
                    (a, others[rng.below(others.len() as u64) as usize])
                }
            }
        });
        now += 1_000;
        g.swap(a, b, now).unwrap();
    }
    if !g.is_over() {
        g.finish(now + 1_000).unwrap();
    }
    g
}

/// The move features the steered vectors show between them (the test over
/// the committed vectors checks each is really there).
pub use solo_features::MOVE_FEATURES;

/// The seed whose steered game shows every move feature (found by trying
/// seeds in order; the coverage test fails if it ever stops doing so).
const STEERED_SEED: u64 = 26;

pub fn all() -> Vec<Scenario> {
    let mut out = Vec::new();
    let mut push = |name, game| out.push(Scenario { name, game });
    for (name, seed, moves) in [
        ("first_scoring_seed_1", 1, 6),
        ("first_scoring_seed_2", 2, 6),
        ("first_scoring_seed_3", 3, 8),
        ("first_scoring_seed_42", 42, 10),
        ("first_scoring_largest_seed", u64::MAX, 6),
    ] {
        let mut g = first_scoring(seed, moves);
        let at = g.clock_ms() + 1_000;
        g.finish(at).unwrap();
        push(name, g);
    }
    push("random_play_fills_the_field", random_play(5));
    push("random_play_fills_the_field_again", random_play(6));
    // The clock runs out after some moves.
    let mut g = first_scoring(7, 4);
    g.advance(300_000).unwrap();
    push("clock_runs_out", g);
    // Cancelled before the first move.
    let mut g = Game::new(8, 0).unwrap();
    g.cancel(2_000).unwrap();
    push("cancelled", g);
    // The clock runs out with no move: cancelled.
    let mut g = Game::new(9, 0).unwrap();
    g.advance(301_000).unwrap();
    push("no_move_before_the_clock", g);
    // A mixed game: scoring swaps, then random ones, then finish.
    let mut g = first_scoring(10, 3);
    let mut rng = GameRng::new(10, 9);
    let mut now = g.clock_ms();
    for _ in 0..12 {
        let free: Vec<usize> = (0..100)
            .filter(|&c| g.cells()[c] == CellState::Free)
            .collect();
        now += 700;
        let _ = g.swap(
            free[rng.below(free.len() as u64) as usize],
            free[rng.below(free.len() as u64) as usize],
            now,
        );
    }
    g.finish(now + 1).unwrap();
    push("scoring_then_random_then_finish", g);
    // Refused calls leave no trace: the same game with errors in between.
    let mut g = first_scoring(11, 2);
    let t = g.clock_ms();
    assert!(g.swap(0, 0, t + 10).is_err());
    assert!(g.cancel(t + 20).is_err());
    g.finish(t + 30).unwrap();
    push("refusals_leave_no_trace", g);
    push(
        "steered_to_every_reading_and_rule",
        steered(STEERED_SEED, MOVE_FEATURES, 40),
    );
    out
}
