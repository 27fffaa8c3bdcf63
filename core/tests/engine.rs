//! The engine under every game: the JSON surface (`AnyGame`), snapshots
//! with their checksum and golden bytes, logs with derived outcomes, the
//! miss cap, and the ladder's rated rule — each with results worked out by
//! hand from the rules, not taken from the engine.

use gridwords::hunt::{self, Config, Event, FinalStatus, Game, SeatKind, MAX_MISSES};
use gridwords::rng::GameRng;
use gridwords::{AnyGame, ErrorCode, Lexicon};

/// Seed 1 deals `oencnmirapraeapb`:
/// ```text
///  0 o  1 e  2 n  3 c
///  4 n  5 m  6 i  7 r
///  8 a  9 p 10 r 11 a
/// 12 e 13 a 14 p 15 b
/// ```
const SEED: u64 = 1;

fn two_humans_live() -> Game {
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], SEED), 0).unwrap();
    g.ready(0, 1_000).unwrap();
    g.ready(1, 1_000).unwrap();
    g.advance(4_000).unwrap();
    g
}

fn code<T: std::fmt::Debug>(r: gridwords::Result<T>) -> ErrorCode {
    r.unwrap_err().code()
}

// ----- the JSON surface ------------------------------------------------------

#[test]
fn a_round_through_json_equals_the_typed_round() {
    let mut typed = two_humans_live();
    let mut any = AnyGame::new(
        r#"{"game":"hunt","seats":["human","human"],"seed":1}"#,
        None,
        0,
    )
    .unwrap();
    assert_eq!(any.game(), "hunt");
    for (seat, at) in [(0, 1_000), (1, 1_000)] {
        any.act_json(&format!(r#"{{"action":"ready","seat":{seat}}}"#), at)
            .unwrap();
    }
    any.advance(4_000).unwrap();
    // Words of this tray found by hand: "mine" is m5 i6 n2 e1 and "rape"
    // r10 a13 p9 e12, chains of touching cells.
    let script = [
        (0, "mine", 5_000),
        (1, "mine", 6_000),
        (0, "rape", 7_000),
        (1, "zzz", 8_000),
    ];
    for (seat, word, at) in script {
        let typed_ev = typed.submit(seat, word, at).unwrap();
        let any_ev = any
            .act_json(
                &format!(r#"{{"action":"submit","seat":{seat},"word":"{word}"}}"#),
                at,
            )
            .unwrap();
        assert_eq!(any_ev.to_json(), hunt::events_json(&typed_ev));
    }
    typed.advance(184_000).unwrap();
    any.advance(184_000).unwrap();
    assert_eq!(any.result_json(), typed.result_json());
    assert_eq!(any.log_json(), typed.log_json());
    // By hand: "mine" (4 letters, 2 points) found by both finishers
    // cancels; "rape" (2 points) scores for seat 0; "zzz" is a miss.
    let r = typed.result().unwrap();
    assert_eq!((r.seats[0].score, r.seats[1].score), (2, 0));
    assert_eq!((r.seats[0].place, r.seats[1].place), (Some(1), Some(2)));
    assert!(r.seats[0].words[0].cancelled && r.seats[1].words[0].cancelled);
    assert_eq!(r.seats[1].misses.len(), 1);
    assert!(r.seats.iter().all(|s| s.rated));
}

#[test]
fn json_surface_errors_are_typed_and_change_nothing() {
    assert_eq!(
        code(AnyGame::new(r#"{"game":"chess","seed":1}"#, None, 0)),
        ErrorCode::UnknownGame
    );
    assert_eq!(
        code(AnyGame::new(
            r#"{"seats":["human","human"],"seed":1}"#,
            None,
            0
        )),
        ErrorCode::InvalidJson
    );
    assert_eq!(
        code(AnyGame::new(r#"{"game":7}"#, None, 0)),
        ErrorCode::InvalidJson
    );
    assert_eq!(code(AnyGame::new("[1]", None, 0)), ErrorCode::InvalidJson);
    assert_eq!(code(AnyGame::new("{", None, 0)), ErrorCode::InvalidJson);
    assert_eq!(
        code(AnyGame::new(
            r#"{"game":"hunt","seats":["human","robot"],"seed":1}"#,
            None,
            0
        )),
        ErrorCode::InvalidJson
    );
    assert_eq!(
        code(AnyGame::new(
            r#"{"game":"hunt","seats":["human","human"],"seed":1,"colour":2}"#,
            None,
            0
        )),
        ErrorCode::InvalidJson
    );
    assert_eq!(
        code(AnyGame::new(
            r#"{"game":"hunt","seats":["human"],"seed":1}"#,
            None,
            0
        )),
        ErrorCode::InvalidConfig
    );
    let mut g = AnyGame::new(
        r#"{"game":"hunt","seats":["human","human"],"seed":"0x1"}"#,
        None,
        0,
    )
    .unwrap();
    let before = g.snapshot();
    for (json, want) in [
        (r#"{"action":"dance","seat":0}"#, ErrorCode::UnknownAction),
        (r#"{"action":"ready"}"#, ErrorCode::InvalidJson),
        (r#"{"seat":0}"#, ErrorCode::InvalidJson),
        (r#"{"action":"ready","seat":-1}"#, ErrorCode::InvalidJson),
        (r#"{"action":"ready","seat":"0"}"#, ErrorCode::InvalidJson),
        (r#"{"action":"submit","seat":0}"#, ErrorCode::InvalidJson),
        (
            r#"{"action":"submit","seat":0,"word":5}"#,
            ErrorCode::InvalidJson,
        ),
        (
            r#"{"action":"ready","seat":0,"extra":1}"#,
            ErrorCode::InvalidJson,
        ),
        (r#"{"action":"ready","seat":9}"#, ErrorCode::UnknownSeat),
        (
            r#"{"action":"submit","seat":0,"word":"tone"}"#,
            ErrorCode::RoundNotOpen,
        ),
        ("null", ErrorCode::InvalidJson),
    ] {
        assert_eq!(code(g.act_json(json, 10)), want, "{json}");
        assert_eq!(g.snapshot(), before, "{json} changed the game");
    }
    assert_eq!(code(g.view_json(Some(2))), ErrorCode::UnknownSeat);
    assert!(g.result_json().is_none());
    assert_eq!(
        g.config_json(),
        r#"{"game":"hunt","seats":["human","human"],"seed":"0x0000000000000001","round_ms":180000,"countdown_ms":3000,"move_deadline_ms":60000,"points":[1,2,3,5,8,12],"bot_rules":2}"#
    );
    assert!(AnyGame::new(&g.config_json(), None, 0).is_ok());
}

// ----- hidden information ---------------------------------------------------

#[test]
fn events_carry_their_audience() {
    let mut g = two_humans_live();
    let ev = g.submit(0, "mine", 5_000).unwrap();
    let ev2 = g.submit(1, "zzz", 6_000).unwrap();
    assert_eq!(Game::visible(&ev, Some(0)).len(), 1);
    assert!(Game::visible(&ev, Some(1)).is_empty());
    assert!(Game::visible(&ev, None).is_empty());
    assert!(Game::visible(&ev2, Some(0)).is_empty());
    let end = g.advance(184_000).unwrap();
    assert!(matches!(
        Game::visible(&end, Some(1)).as_slice(),
        [Event::GameOver { .. }]
    ));
    let any = AnyGame::Hunt(g);
    assert_eq!(
        any.events_for_json(&hunt::events_json(&ev), Some(1))
            .unwrap(),
        "[]"
    );
    assert_eq!(
        code(any.events_for_json("[{\"type\":\"nope\"}]", None)),
        ErrorCode::InvalidJson
    );
    assert_eq!(
        code(any.events_for_json("[]", Some(2))),
        ErrorCode::UnknownSeat
    );
}

// ----- snapshots --------------------------------------------------------------

#[path = "support/golden.rs"]
mod golden;

#[test]
fn no_single_bit_flip_restores_silently() {
    let mut g = golden::hunt_game();
    g.advance(60_000).unwrap();
    let snap = g.snapshot();
    let bits = snap.len() * 8;
    let mut rng = GameRng::new(7, 0);
    let mut silent = 0;
    for _ in 0..10_000 {
        let bit = rng.below(bits as u64) as usize;
        let mut b = snap.clone();
        b[bit / 8] ^= 1 << (bit % 8);
        match Game::restore(&b) {
            Ok(_) => silent += 1,
            Err(e) => assert_eq!(e.code(), ErrorCode::InvalidSnapshot),
        }
    }
    assert_eq!(silent, 0, "of 10 000 single-bit flips, {silent} restored");
    // Truncations and extensions too.
    for n in 0..snap.len() {
        assert!(Game::restore(&snap[..n]).is_err());
    }
    let mut longer = snap.clone();
    longer.push(0);
    assert!(Game::restore(&longer).is_err());
}

#[test]
fn a_snapshot_of_another_game_or_a_different_list_is_refused() {
    let g = two_humans_live();
    let words = Lexicon::from_words(["cat", "mine"]).unwrap();
    let custom = Game::with_lexicon(Config::new(vec![SeatKind::Human; 2], 3), words.clone(), 0);
    // Seed 3's tray under a two-word list cannot pass the deal checks.
    assert!(custom.is_err());
    let snap = g.snapshot();
    let e = Game::restore_with(&snap, words.clone()).unwrap_err();
    assert_eq!(e.code(), ErrorCode::LexiconMismatch);
    let shipped = Lexicon::embedded().fingerprint();
    assert!(e.message().contains(shipped), "{e}");
    assert!(e.message().contains(words.fingerprint()), "{e}");
    assert!(AnyGame::restore(&snap, None).is_ok());
}

// ----- logs ---------------------------------------------------------------------

#[test]
fn the_log_records_who_left_how_and_verify_checks_it() {
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 3], SEED), 0).unwrap();
    g.ready(0, 1_000).unwrap();
    g.ready(1, 1_000).unwrap();
    g.advance(60_000).unwrap(); // seat 2 forfeits; the countdown starts
    g.advance(63_000).unwrap();
    g.resign(1, 70_000).unwrap(); // one seat left: the game ends
    let log = g.log_json();
    assert!(
        log.ends_with(r#""derived":{"out":[{"seat":1,"status":"resigned","at_ms":70000},{"seat":2,"status":"forfeited","at_ms":60000}],"ended":{"at_ms":70000,"reason":"too_few_seats"}}}"#),
        "{log}"
    );
    let result = g.result_json().unwrap();
    assert!(hunt::verify_json(&log, &result).unwrap());
    // A log that lies about who left is refused by replay and is false to verify.
    let forged = log.replace(
        r#""status":"forfeited""#,
        r#""status":"disqualified","rule":"window""#,
    );
    assert_eq!(code(hunt::replay_json(&forged)), ErrorCode::InvalidLog);
    assert!(!hunt::verify_json(&forged, &result).unwrap());
    // By hand: seat 0 is the lone finisher (place 1, score 0); resigned and
    // forfeited seats share place 2; all three are rated.
    let r = g.result().unwrap();
    assert_eq!(
        r.seats
            .iter()
            .map(|s| (s.status, s.place, s.rated))
            .collect::<Vec<_>>(),
        vec![
            (FinalStatus::Finished, Some(1), true),
            (FinalStatus::Resigned, Some(2), true),
            (FinalStatus::Forfeited, Some(2), true),
        ]
    );
}

#[test]
fn logs_of_other_games_and_versions_are_typed_errors() {
    let g = two_humans_live();
    let log = g.log_json();
    assert_eq!(
        code(hunt::replay_json(
            &log.replace(r#""game":"hunt""#, r#""game":"solo""#)
        )),
        ErrorCode::WrongGame
    );
    assert_eq!(
        code(AnyGame::replay_json(
            &log.replace(r#""game":"hunt""#, r#""game":"chess""#),
            None
        )),
        ErrorCode::UnknownGame
    );
    assert_eq!(
        code(hunt::replay_json(
            &log.replace(r#""version":2"#, r#""version":9"#)
        )),
        ErrorCode::InvalidLog
    );
    // The log ends before the game does: it rebuilds, but has no result.
    assert_eq!(
        code(AnyGame::replay_json(&log, None)),
        ErrorCode::InvalidLog
    );
    assert!(AnyGame::from_log_json(&log, None).is_ok());
}

// ----- limits and input ---------------------------------------------------------

#[test]
fn misses_are_capped_at_the_cap_and_one_past_it() {
    let mut g = two_humans_live();
    let mut at = 5_000;
    for i in 0..MAX_MISSES {
        at += 1;
        let ev = g.submit(0, &format!("zz{i}"), at).unwrap();
        assert!(matches!(ev.as_slice(), [Event::Miss { .. }]));
    }
    let snap = g.snapshot();
    let e = g.submit(0, "zzzz", at + 1).unwrap_err();
    assert_eq!(e.code(), ErrorCode::LimitReached);
    assert_eq!(g.snapshot(), snap, "a refusal at the cap changes nothing");
    // Accepted words still count at the cap, and the other seat is untouched.
    assert!(matches!(
        g.submit(0, "mine", at + 2).unwrap().as_slice(),
        [Event::Accepted { .. }]
    ));
    assert!(matches!(
        g.submit(1, "zzzz", at + 3).unwrap().as_slice(),
        [Event::Miss { .. }]
    ));
    g.advance(184_000).unwrap();
    assert_eq!(g.result().unwrap().seats[0].misses.len(), MAX_MISSES);
    assert_eq!(
        hunt::replay_json(&g.log_json()).unwrap(),
        g.result_json().unwrap()
    );
}

#[test]
fn folded_input_is_judged_after_folding_and_replays() {
    let mut g = two_humans_live();
    // 32 × "İ": 64 bytes as typed, 96 folded: refused, nothing recorded.
    let snap = g.snapshot();
    assert_eq!(
        code(g.submit(0, &"İ".repeat(32), 5_000)),
        ErrorCode::WordTooLong
    );
    assert_eq!(g.snapshot(), snap);
    // 21 × "İ": 63 bytes folded: a recorded miss, and the log replays.
    g.submit(0, &"İ".repeat(21), 5_000).unwrap();
    g.advance(184_000).unwrap();
    assert_eq!(
        hunt::replay_json(&g.log_json()).unwrap(),
        g.result_json().unwrap()
    );
}

// ----- rated --------------------------------------------------------------------

fn rated(g: &Game) -> Vec<bool> {
    g.result().unwrap().seats.iter().map(|s| s.rated).collect()
}

#[test]
fn the_ladder_rates_only_standard_games_with_a_rated_opponent() {
    // Against the bot: nobody is rated.
    let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Bot], SEED), 0).unwrap();
    g.ready(0, 0).unwrap();
    g.advance(200_000).unwrap();
    assert_eq!(rated(&g), [false, false]);
    // Everyone forfeits: nobody finished, nobody is rated (all share place 1).
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], SEED), 0).unwrap();
    g.advance(60_000).unwrap();
    assert_eq!(rated(&g), [false, false]);
    // An override (a custom points table) makes the game unrated.
    let mut c = Config::new(vec![SeatKind::Human; 2], SEED);
    c.points = hunt::Points([1, 1, 2, 3, 5, 11]);
    let mut g = Game::new(c, 0).unwrap();
    g.ready(0, 0).unwrap();
    g.ready(1, 0).unwrap();
    g.advance(200_000).unwrap();
    assert_eq!(rated(&g), [false, false]);
    // The same game on the standard table is rated.
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], SEED), 0).unwrap();
    g.ready(0, 0).unwrap();
    g.ready(1, 0).unwrap();
    g.advance(200_000).unwrap();
    assert_eq!(rated(&g), [true, true]);
}

#[test]
fn which_game_a_record_holds_is_refused_like_the_record() {
    use gridwords::{AnyGame, ErrorCode};
    let code = |r: gridwords::Result<&str>| r.unwrap_err().code();
    assert_eq!(
        code(AnyGame::game_of_snapshot(b"not a snapshot")),
        ErrorCode::InvalidSnapshot
    );
    assert_eq!(code(AnyGame::game_of_log("{")), ErrorCode::InvalidLog);
    assert_eq!(
        code(AnyGame::game_of_log(r#"{"game": "chess"}"#)),
        ErrorCode::UnknownGame
    );
    // The same codes as the calls that do the work.
    assert_eq!(
        AnyGame::from_log_json(r#"{"game": "chess"}"#, None)
            .unwrap_err()
            .code(),
        ErrorCode::UnknownGame
    );
    assert_eq!(
        AnyGame::restore(b"not a snapshot", None)
            .unwrap_err()
            .code(),
        ErrorCode::InvalidSnapshot
    );
}

#[test]
fn a_log_of_an_unknown_version_says_what_it_found() {
    use gridwords::{AnyGame, ErrorCode};
    for (log, said) in [
        (r#"{"game": "hunt"}"#, "the log has no \"version\""),
        (r#"{"game": "duel", "version": 5}"#, "unknown log version 5"),
        (
            r#"{"game": "solo", "version": "2"}"#,
            "unknown log version \"2\"",
        ),
    ] {
        let e = AnyGame::from_log_json(log, None).unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidLog);
        assert!(e.message().starts_with(said), "{log}: {}", e.message());
        assert!(!e.message().contains("None") && !e.message().contains("Some("));
    }
}

#[test]
fn a_typed_restore_or_rebuild_refuses_another_game_as_the_typed_session_does() {
    let g = two_humans_live();
    let (snapshot, log) = (g.snapshot(), g.log_json());
    let any = AnyGame::restore_as("duel", &snapshot, None).unwrap_err();
    let typed = gridwords::duel::Game::restore_bytes(&snapshot, None).unwrap_err();
    assert_eq!((any.code(), any.message()), (typed.code(), typed.message()));
    assert_eq!(
        any.message(),
        r#"this is a "hunt" snapshot, not a "duel" one"#
    );
    let any = AnyGame::from_log_as("solo", &log, None).unwrap_err();
    let typed =
        gridwords::engine::session_from_log::<gridwords::solo::Solo>(&log, None).unwrap_err();
    assert_eq!((any.code(), any.message()), (typed.code(), typed.message()));
    assert_eq!(any.code(), ErrorCode::WrongGame);
    let same = AnyGame::restore_as("hunt", &snapshot, None).unwrap();
    assert_eq!(same.snapshot(), snapshot);
    assert_eq!(
        AnyGame::from_log_as("hunt", &log, None).unwrap().log_json(),
        log
    );
    assert_eq!(
        code(AnyGame::restore_as("chess", &snapshot, None)),
        ErrorCode::UnknownGame
    );
}
