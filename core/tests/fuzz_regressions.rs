//! Inputs the fuzz targets (fuzz/, docs/hardening.md "Fuzzing") found, kept
//! as tests of the fixed behaviour.

use gridwords::{AnyGame, ErrorCode};

const CONFIGS: [&str; 3] = [
    r#"{"game":"hunt","seats":["human","bot"],"seed":7}"#,
    r#"{"game":"duel","seats":["human","bot:easy"],"seed":7}"#,
    r#"{"game":"solo","seed":7}"#,
];

/// c_abi found it: a game created at `now_ms` = 2^64 - 1 had its deadlines
/// saturate to its creation time, so its own log (which ends there) replayed
/// to a game already over while the live game was not. Times past 2^53 - 1
/// are refused now; a game whose first timer would fall past that is
/// refused too ("too late"); a late one that leaves room for the timers
/// still works and replays to itself.
#[test]
fn creation_at_the_end_of_the_clock_is_refused() {
    use gridwords::limits::MAX_TIME_MS;
    for config in CONFIGS {
        let err = AnyGame::new(config, None, u64::MAX).unwrap_err();
        assert_eq!(err.code(), ErrorCode::InvalidArgument, "{config}: {err:?}");
        assert!(err.message().contains("2^53 - 1"), "{err:?}");
        let err = AnyGame::new(config, None, MAX_TIME_MS).unwrap_err();
        assert_eq!(err.code(), ErrorCode::InvalidArgument, "{config}: {err:?}");
        assert!(err.message().contains("too late"), "{err:?}");

        let late = MAX_TIME_MS - 1_000_000;
        let g = AnyGame::new(config, None, late).unwrap();
        let back = AnyGame::from_log_json(&g.log_json(), None).unwrap();
        assert_eq!(back.log_json(), g.log_json(), "{config}");
        assert_eq!(back.view_json(None).unwrap(), g.view_json(None).unwrap());
        assert!(!back.is_over());
    }
}
