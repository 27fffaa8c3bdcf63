//! A game moved to a new host clock (a phone's uptime clock after a
//! reboot): it plays on exactly as the same game on one continuous clock,
//! its records stay on its own clock, and snapshots and logs carry the
//! offset so a restored or rebuilt game takes the new clock's times.

use gridwords::duel::{Config, Game, Level, SeatKind};
use gridwords::engine::Log;
use gridwords::{AnyGame, ErrorCode};

const OLD: u64 = 5_000_000; // the game's clock when the phone went off
const NEW: u64 = 1_200; // the new uptime clock when the app restored it

fn start() -> Game {
    let mut g = Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Easy)], 7),
        4_990_000,
    )
    .unwrap();
    g.play(0, 6, 'a', "ha", 4_995_000).unwrap();
    g
}

#[test]
fn a_rebased_game_plays_on_as_on_one_clock() {
    let mut twin = start();
    let mut g = start();
    // Saved and restored after a reboot: the old clock is gone.
    let mut g2 = Game::restore(&g.snapshot()).unwrap();
    assert_eq!(g2.clock_ms(), 4_995_000);
    let events = g2.rebase(OLD, NEW).unwrap();
    assert_eq!(events, twin.advance(OLD).unwrap()); // what fell due by OLD
    assert_eq!(g2.clock_ms(), NEW);
    assert_eq!(g2.clock_offset_ms(), (OLD - NEW) as i64);
    // next_due on the new clock: the same instant as the twin's.
    assert_eq!(
        g2.next_due().unwrap() + (OLD - NEW),
        twin.next_due().unwrap()
    );
    // From here the two play the same game, one on each clock.
    for step in [3_000, 9_000, 30_000, 700_000] {
        let a = g2.advance(NEW + step).unwrap();
        let b = twin.advance(OLD + step).unwrap();
        assert_eq!(a, b, "at +{step}");
        assert_eq!(g2.view(None).unwrap(), twin.view(None).unwrap());
    }
    // The records are the twin's: on the game's own clock.
    assert_eq!(g2.result(), twin.result());
    let (l2, lt) = (g2.log(), twin.log());
    assert_eq!(l2.actions, lt.actions);
    assert_eq!(l2.until_ms, lt.until_ms);
    assert_eq!(l2.clock_offset_ms, (OLD - NEW) as i64);
    assert_eq!(lt.clock_offset_ms, 0);
    assert!(!twin.log_json().contains("clock_offset_ms"));
    // g itself was never rebased and still takes old-clock times.
    g.advance(OLD).unwrap();
}

#[test]
fn snapshots_and_logs_carry_the_offset() {
    let mut g = start();
    g.rebase(OLD, NEW).unwrap();
    // A game never rebased writes the bytes it always did; this one a
    // trailer, which restore reads back.
    let plain = start();
    assert!(g.snapshot().len() > plain.snapshot().len());
    let back = Game::restore(&g.snapshot()).unwrap();
    assert_eq!(back.clock_ms(), NEW);
    assert_eq!(back.snapshot(), g.snapshot());
    let rebuilt = Log::<gridwords::duel::Duel>::from_json(&g.log_json())
        .unwrap()
        .replay_embedded()
        .unwrap();
    assert_eq!(rebuilt.snapshot(), g.snapshot());
    // Both take the new clock's times.
    for mut x in [back, rebuilt] {
        assert_eq!(x.clock_ms(), NEW);
        x.advance(NEW + 10).unwrap();
        assert_eq!(
            x.advance(NEW).unwrap_err().code(),
            ErrorCode::TimeWentBackwards
        );
    }
}

#[test]
fn refused_rebases_change_nothing() {
    let mut g = start();
    let before = g.snapshot();
    let e = g.rebase(4_000_000, NEW).unwrap_err();
    assert_eq!(e.code(), ErrorCode::TimeWentBackwards);
    let e = g.rebase(OLD, u64::MAX).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidArgument);
    assert!(e.message().contains("now_new"), "{e}");
    // A host time the engine takes, which the offset would carry past
    // 2^53 - 1 on the game's own clock.
    let max = gridwords::limits::MAX_TIME_MS;
    let mut ahead = start();
    ahead.rebase(OLD, NEW).unwrap();
    let kept = ahead.snapshot();
    let e = ahead.advance(max).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidArgument, "{e}");
    assert!(e.message().contains("end of this game's clock"), "{e}");
    assert_eq!(ahead.snapshot(), kept);
    assert_eq!(g.snapshot(), before);
    // Through the JSON surface, the same call and the same refusals.
    let mut any = AnyGame::restore(&before, None).unwrap();
    assert_eq!(
        any.rebase(0, NEW).unwrap_err().code(),
        ErrorCode::TimeWentBackwards
    );
    any.rebase(OLD, NEW).unwrap();
    assert_eq!(any.clock_ms(), NEW);
    assert_eq!(any.clock_offset_ms(), (OLD - NEW) as i64);
}

#[test]
fn a_crafted_offset_is_refused() {
    let mut g = start();
    g.rebase(OLD, NEW).unwrap();
    let mut log: serde_json::Value = serde_json::from_str(&g.log_json()).unwrap();
    // An offset larger than the game's clock: no host time maps onto it.
    log["clock_offset_ms"] = serde_json::json!(i64::MAX);
    let e = AnyGame::from_log_json(&log.to_string(), None).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidLog);
    assert!(e.message().contains("clock offset"), "{e}");
}
