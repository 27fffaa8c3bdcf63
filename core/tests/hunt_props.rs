//! Property tests over random action sequences: no panic on any input,
//! replay reproduces the result, snapshot/restore continues identically, and
//! refused calls change nothing.

use gridwords::hunt::{self, Config, Game, SeatKind};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Ready(usize),
    Submit(usize, usize),
    SubmitRaw(usize, String),
    Resign(usize),
    Advance,
    Snapshot,
}

fn op() -> impl Strategy<Value = (Op, u64)> {
    let o = prop_oneof![
        3 => (0usize..5).prop_map(Op::Ready),
        12 => (0usize..5, 0usize..200).prop_map(|(s, w)| Op::Submit(s, w)),
        2 => (0usize..5, "\\PC{0,12}").prop_map(|(s, w)| Op::SubmitRaw(s, w)),
        1 => (0usize..5).prop_map(Op::Resign),
        2 => Just(Op::Advance),
        1 => Just(Op::Snapshot),
    ];
    // Mostly forward steps, sometimes a step back in time (an error).
    (
        o,
        prop_oneof![8 => 0u64..4_000, 1 => 0u64..60_000, 1 => Just(u64::MAX / 2)],
    )
}

fn config() -> impl Strategy<Value = Config> {
    (
        prop_oneof![
            Just(vec![SeatKind::Human, SeatKind::Bot]),
            Just(vec![SeatKind::Bot, SeatKind::Human]),
            Just(vec![SeatKind::Human; 2]),
            Just(vec![SeatKind::Human; 3]),
            Just(vec![SeatKind::Human; 4]),
        ],
        0u64..50,
    )
        .prop_map(|(seats, seed)| Config::new(seats, seed))
}

/// Plays the ops; on the way checks that refusals change nothing and that a
/// restored snapshot plays on identically. Returns the game.
fn play(config: Config, ready_first: bool, ops: &[(Op, u64)]) -> Game {
    let words: Vec<String> = {
        let t = hunt::deal(config.seed);
        let mut w: Vec<String> = hunt::solve(&t, gridwords::Lexicon::embedded())
            .into_iter()
            .map(|f| f.word)
            .collect();
        w.extend(["zzz", "qi", "cat", "x"].map(String::from));
        w
    };
    let humans: Vec<usize> = (0..config.seats.len())
        .filter(|&i| config.seats[i] == SeatKind::Human)
        .collect();
    let mut g = Game::new(config, 0).unwrap();
    if ready_first {
        // Most runs start with everyone ready so the ops exercise the round.
        for s in humans {
            g.ready(s, 100).unwrap();
        }
    }
    let mut twin: Option<Game> = None;
    let mut now = g.clock_ms();
    for (op, dt) in ops {
        let at = if *dt == u64::MAX / 2 {
            now.saturating_sub(1)
        } else {
            now + dt
        };
        let before = g.snapshot();
        let apply = |g: &mut Game| match op {
            Op::Ready(s) => g.ready(*s, at),
            Op::Submit(s, w) => g.submit(*s, &words[w % words.len()], at),
            Op::SubmitRaw(s, w) => g.submit(*s, w, at),
            Op::Resign(s) => g.resign(*s, at),
            Op::Advance | Op::Snapshot => g.advance(at),
        };
        let r = apply(&mut g);
        if let Some(t) = twin.as_mut() {
            // The same call, the same answer: the same events, or the same
            // error.
            assert_eq!(apply(t), r, "restored twin answered otherwise");
            assert_eq!(t.snapshot(), g.snapshot(), "restored twin diverged");
        }
        match r {
            Ok(_) => now = at,
            Err(e) => assert_eq!(g.snapshot(), before, "refusal {e} changed the game"),
        }
        if matches!(op, Op::Snapshot) {
            twin = Some(Game::restore(&g.snapshot()).unwrap());
        }
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn replay_reproduces_and_restore_continues(config in config(), ready in prop::bool::weighted(0.8), ops in prop::collection::vec(op(), 0..120)) {
        let mut g = play(config, ready, &ops);
        // Finish the game so it has a result, then replay its log.
        let end = g.clock_ms() + 400_000;
        g.advance(end).unwrap();
        let result = g.result_json().unwrap();
        prop_assert_eq!(hunt::replay_json(&g.log_json()).unwrap(), result.clone());
        let log = g.log();
        prop_assert!(hunt::verify(&log, g.result().unwrap()).unwrap());
        // A restored finished game reports the same result.
        prop_assert_eq!(Game::restore(&g.snapshot()).unwrap().result_json().unwrap(), result);
    }

    #[test]
    fn unfinished_logs_replay_to_the_same_state(config in config(), ready in prop::bool::weighted(0.8), ops in prop::collection::vec(op(), 0..60)) {
        let g = play(config, ready, &ops);
        let again = Game::from_log(&g.log()).unwrap();
        prop_assert_eq!(again.view_json(None).unwrap(), g.view_json(None).unwrap());
        prop_assert_eq!(again.log_json(), g.log_json());
    }
}
