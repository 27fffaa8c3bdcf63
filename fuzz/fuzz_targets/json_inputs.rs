//! Arbitrary bytes as config JSON, action JSON, log JSON, result JSON and
//! snapshot bytes for every game: never a panic, every error typed. The
//! seed corpus holds the committed vectors (tests/vectors/**), which the
//! fuzzer mutates.
#![no_main]

use gridwords::AnyGame;
use gridwords_fuzz::{after_call, check_error, check_game, check_replay, fingerprint};
use libfuzzer_sys::fuzz_target;

fn typed<T>(r: gridwords::Result<T>) -> Option<T> {
    match r {
        Ok(v) => Some(v),
        Err(e) => {
            check_error(&e);
            None
        }
    }
}

fuzz_target!(|data: &[u8]| {
    // The whole input as a snapshot.
    if let Some(g) = typed(AnyGame::restore(data, None)) {
        check_game(&g);
        let _ = g.log_json();
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // As a log: rebuild, replay, verify against itself and a false claim.
    if let Some(g) = typed(AnyGame::from_log_json(text, None)) {
        check_game(&g);
        check_replay(&g);
    }
    if let Some(r) = typed(AnyGame::replay_json(text, None)) {
        assert_eq!(typed(AnyGame::verify_json(text, &r, None)), Some(true));
    }
    let _ = typed(AnyGame::verify_json(text, text, None));
    // As a config, then as actions on a game of each kind.
    if let Some(g) = typed(AnyGame::new(text, None, 0)) {
        check_game(&g);
        check_replay(&g);
    }
    for config in [
        r#"{"game":"hunt","seats":["human","human"],"seed":1}"#,
        r#"{"game":"duel","seats":["human","human"],"seed":1,"stake":10}"#,
        r#"{"game":"solo","seed":1}"#,
    ] {
        let mut g = AnyGame::new(config, None, 0).unwrap();
        let before = fingerprint(&g);
        let out = g.act_json(text, 5_000);
        after_call(&g, &before, &out);
        let _ = typed(g.events_for_json(text, None));
        if out.is_ok() {
            check_replay(&g);
        }
    }
    // A log whose result JSON is this text.
    for log in [
        include_str!("../../tests/vectors/duel/07_resignation_staked.log.json"),
        include_str!("../../tests/vectors/solo/09_cancelled.log.json"),
    ] {
        let _ = typed(AnyGame::verify_json(log, text, None));
    }
});
