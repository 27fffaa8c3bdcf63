//! The Sóló games behind `tests/vectors/solo/`. Shared by the generator
//! (`cargo run -p gridwords --example solo_vectors`) and the test that
//! checks the committed vectors are still what the engine produces.

use gridwords::rng::GameRng;
use gridwords::solo::{CellState, Game};

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
    out
}
