//! Scripted Word Grid rounds with exact expected scores and places, the
//! clock and ceiling boundaries, forfeits, the bot, and the rule that a
//! refused call changes nothing.
//!
//! Seed 1 deals the tray `oencnmirapraeapb`:
//! ```text
//!  0 o  1 e  2 n  3 c
//!  4 n  5 m  6 i  7 r
//!  8 a  9 p 10 r 11 a
//! 12 e 13 a 14 p 15 b
//! ```

use gridwords::hunt::{
    self, Config, DqRule, EndReason, Event, FinalStatus, Game, MissReason, Phase, SeatKind,
    SeatStatus,
};
use gridwords::ErrorCode;

const SEED: u64 = 1;
const T0: u64 = 4_000; // everyone ready at 1 000, countdown 3 000
const END: u64 = T0 + 180_000;

fn humans(n: usize) -> Game {
    let mut g = Game::new(Config::new(vec![SeatKind::Human; n], SEED), 0).unwrap();
    for s in 0..n {
        g.ready(s, 1_000).unwrap();
    }
    assert_eq!(g.t0_ms(), Some(T0));
    g.advance(T0).unwrap();
    assert_eq!(g.phase(), Phase::Live);
    g
}

fn accepted(ev: &[Event]) -> Vec<(usize, String, u32)> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Accepted {
                seat, word, points, ..
            } => Some((*seat, word.clone(), *points)),
            _ => None,
        })
        .collect()
}

fn submit_ok(g: &mut Game, seat: usize, word: &str, at: u64) -> Vec<Event> {
    g.submit(seat, word, at)
        .unwrap_or_else(|e| panic!("{word} at {at}: {e}"))
}

/// Distinct words of the seed-1 tray, for ceiling tests (the rules count
/// accepted words, so any real words will do).
fn tray_words(n: usize) -> Vec<String> {
    let t = hunt::deal(SEED);
    let mut w: Vec<String> = hunt::solve(&t, gridwords::Lexicon::embedded())
        .into_iter()
        .map(|f| f.word)
        .collect();
    w.sort();
    assert!(w.len() >= n);
    w.truncate(n);
    w
}

#[test]
fn seed_one_tray_is_the_documented_one() {
    assert_eq!(hunt::deal(SEED).to_string(), "oencnmirapraeapb");
}

#[test]
fn duplicates_cancel_across_three_players_with_a_shared_place() {
    let mut g = humans(3);
    let at = |i: u64| T0 + 5_000 * i;
    // P0: crappie (dup P1), cinema (dup P2), barman (unique, 5)
    // P1: crappie, appear (dup P2), riprap (unique, 5)
    // P2: cinema, appear, aim (unique, 1)
    let ev = submit_ok(&mut g, 0, "  CRAPPIE ", at(1));
    assert_eq!(accepted(&ev), vec![(0, "crappie".to_string(), 8)]);
    submit_ok(&mut g, 1, "crappie", at(1));
    submit_ok(&mut g, 0, "cinema", at(2));
    submit_ok(&mut g, 1, "appear", at(2));
    submit_ok(&mut g, 0, "barman", at(3));
    submit_ok(&mut g, 1, "riprap", at(3));
    submit_ok(&mut g, 2, "cinema", at(4));
    submit_ok(&mut g, 2, "appear", at(5));
    submit_ok(&mut g, 2, "aim", at(6));
    // Misses: recorded, no points.
    let misses = [
        ("qi", MissReason::TooShort),
        ("zzzz", MissReason::NotInList),
        ("cat", MissReason::NoPath),
        ("barman", MissReason::AlreadyFound),
    ];
    for (i, (w, why)) in misses.iter().enumerate() {
        let ev = submit_ok(&mut g, 0, w, at(7) + i as u64);
        assert!(
            matches!(&ev[..], [Event::Miss { reason, .. }] if reason == why),
            "{w}: {ev:?}"
        );
    }
    // Nobody sees anybody's words during the round.
    let v = g.view(Some(1)).unwrap();
    assert_eq!(v.you.as_ref().unwrap().words.len(), 3);
    assert_eq!(
        v.seats.iter().map(|s| s.words).collect::<Vec<_>>(),
        vec![3, 3, 3]
    );
    assert!(v.result.is_none() && v.seed.is_none());
    assert!(
        !v.to_json().contains("barman"),
        "seat 1 must not see seat 0's words"
    );

    let ev = g.advance(END).unwrap();
    assert!(matches!(
        ev.last(),
        Some(Event::GameOver {
            at_ms: END,
            reason: EndReason::Time
        })
    ));
    let r = g.result().unwrap();
    let scores: Vec<u64> = r.seats.iter().map(|s| s.score).collect();
    let places: Vec<Option<u32>> = r.seats.iter().map(|s| s.place).collect();
    assert_eq!(scores, vec![5, 5, 1]);
    assert_eq!(places, vec![Some(1), Some(1), Some(3)]);
    let cancelled: Vec<(&str, bool)> = r.seats[0]
        .words
        .iter()
        .map(|w| (w.word.as_str(), w.cancelled))
        .collect();
    assert_eq!(
        cancelled,
        vec![("crappie", true), ("cinema", true), ("barman", false)]
    );
    assert_eq!(r.seats[0].misses.len(), 4);
    assert!(r
        .seats
        .iter()
        .all(|s| s.rated && s.status == FinalStatus::Finished));
    // The reveal: every word, longest first then alphabetical, with finders.
    assert_eq!(r.reveal.len(), 133);
    assert!(r
        .reveal
        .windows(2)
        .all(|p| (p[1].word.len(), &p[0].word) < (p[0].word.len(), &p[1].word)));
    let crappie = r.reveal.iter().find(|w| w.word == "crappie").unwrap();
    assert_eq!(crappie.found_by, vec![0, 1]);
    // After the end everybody sees everything, the seed included.
    let v = g.view(Some(2)).unwrap();
    assert_eq!(v.seed, Some(SEED));
    assert!(v.result.is_some());
}

#[test]
fn resignation_mid_round_cancels_nothing() {
    let mut g = humans(3);
    submit_ok(&mut g, 0, "crappie", T0 + 1_000);
    submit_ok(&mut g, 1, "crappie", T0 + 2_000);
    submit_ok(&mut g, 1, "barman", T0 + 3_000);
    submit_ok(&mut g, 2, "aim", T0 + 3_000);
    let ev = g.resign(1, T0 + 50_000).unwrap();
    assert_eq!(
        ev,
        vec![Event::Resigned {
            seat: 1,
            at_ms: T0 + 50_000
        }]
    );
    assert_eq!(
        g.submit(1, "cinema", T0 + 51_000).unwrap_err().code(),
        ErrorCode::SeatOut
    );
    submit_ok(&mut g, 2, "cinema", T0 + 60_000);
    g.advance(END).unwrap();
    let r = g.result().unwrap();
    assert_eq!(
        r.seats.iter().map(|s| s.score).collect::<Vec<_>>(),
        vec![8, 0, 6]
    );
    assert_eq!(
        r.seats.iter().map(|s| s.place).collect::<Vec<_>>(),
        vec![Some(1), Some(3), Some(2)]
    );
    assert_eq!(r.seats[1].status, FinalStatus::Resigned);
    assert!(r.seats[1].rated);
    assert!(
        !r.seats[0].words[0].cancelled,
        "a resigned player's words cancel nothing"
    );
}

#[test]
fn resignation_leaving_one_seat_ends_the_game_at_once() {
    let mut g = humans(2);
    submit_ok(&mut g, 1, "aim", T0 + 1_000);
    let ev = g.resign(0, T0 + 2_000).unwrap();
    assert!(matches!(
        ev.last(),
        Some(Event::GameOver {
            reason: EndReason::TooFewSeats,
            ..
        })
    ));
    let r = g.result().unwrap();
    assert_eq!((r.seats[1].score, r.seats[1].place), (1, Some(1)));
    assert_eq!(
        (r.seats[0].status, r.seats[0].place),
        (FinalStatus::Resigned, Some(2))
    );
    assert_eq!(
        g.submit(1, "air", T0 + 3_000).unwrap_err().code(),
        ErrorCode::GameOver
    );
}

#[test]
fn whole_round_rule_boundaries() {
    let words = tray_words(12);
    // Nine words in the first 100 ms: nothing is judged before the 10th.
    let mut g = humans(2);
    for (i, w) in words[..9].iter().enumerate() {
        submit_ok(&mut g, 0, w, T0 + 10 * i as u64);
    }
    assert_eq!(g.seat_status(0).unwrap(), SeatStatus::Playing);
    // The 10th at t = 10 000 stays (10 × 1000 > 10 000 is false)...
    submit_ok(&mut g, 0, &words[9], T0 + 10_000);
    assert_eq!(g.seat_status(0).unwrap(), SeatStatus::Playing);
    // ...the 11th at t = 10 999 goes (11 000 > 10 999).
    let ev = submit_ok(&mut g, 0, &words[10], T0 + 10_999);
    assert!(matches!(ev[0], Event::Accepted { .. }));
    assert_eq!(
        ev[1],
        Event::Disqualified {
            seat: 0,
            rule: DqRule::WholeRound,
            at_ms: T0 + 10_999
        }
    );
    assert!(matches!(
        ev.last(),
        Some(Event::GameOver {
            reason: EndReason::TooFewSeats,
            ..
        })
    ));
    let r = g.result().unwrap();
    assert_eq!(
        (r.seats[0].status, r.seats[0].place, r.seats[0].rated),
        (FinalStatus::Disqualified, None, false)
    );
    assert_eq!(r.seats[0].rule, Some(DqRule::WholeRound));
    assert_eq!(r.seats[1].place, Some(1));

    // The 10th at t = 9 999 goes.
    let mut g = humans(3);
    for (i, w) in words[..9].iter().enumerate() {
        submit_ok(&mut g, 0, w, T0 + i as u64);
    }
    let ev = submit_ok(&mut g, 0, &words[9], T0 + 9_999);
    assert!(ev.contains(&Event::Disqualified {
        seat: 0,
        rule: DqRule::WholeRound,
        at_ms: T0 + 9_999
    }));
    assert_eq!(
        g.submit(0, &words[10], T0 + 20_000).unwrap_err().code(),
        ErrorCode::SeatOut
    );
    // Two remain: the round goes on, and the others rank among themselves.
    assert_eq!(g.phase(), Phase::Live);
    submit_ok(&mut g, 1, &words[0], T0 + 30_000);
    g.advance(END).unwrap();
    let r = g.result().unwrap();
    assert_eq!(
        r.seats.iter().map(|s| s.place).collect::<Vec<_>>(),
        vec![None, Some(1), Some(2)]
    );
    assert!(
        !r.seats[1].words[0].cancelled,
        "a disqualified player's words cancel nothing"
    );
}

#[test]
fn window_rule_boundaries() {
    let words = tray_words(22);
    let start = T0 + 60_000; // late enough that the whole-round rule is quiet
                             // 21 words with last − first = 20 000 stay.
    let mut g = humans(2);
    for (i, w) in words[..20].iter().enumerate() {
        submit_ok(&mut g, 0, w, start + 1_000 * i as u64);
    }
    submit_ok(&mut g, 0, &words[20], start + 20_000);
    assert_eq!(g.seat_status(0).unwrap(), SeatStatus::Playing);
    // 20 words within 20 s stay too (the window needs 21).
    let mut g = humans(2);
    for (i, w) in words[..20].iter().enumerate() {
        submit_ok(&mut g, 0, w, start + 1_000 * i as u64);
    }
    assert_eq!(g.seat_status(0).unwrap(), SeatStatus::Playing);
    // The 21st within 19 999 ms goes.
    let ev = submit_ok(&mut g, 0, &words[20], start + 19_999);
    assert!(ev.contains(&Event::Disqualified {
        seat: 0,
        rule: DqRule::Window,
        at_ms: start + 19_999
    }));
    let r = g.result().unwrap();
    assert_eq!(r.seats[0].rule, Some(DqRule::Window));
}

#[test]
fn forfeit_at_the_move_deadline() {
    // Three seats, one never ready: it forfeits, the others play on.
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 3], SEED), 0).unwrap();
    g.ready(0, 100).unwrap();
    g.ready(1, 200).unwrap();
    assert!(g.advance(59_999).unwrap().is_empty());
    let ev = g.advance(60_000).unwrap();
    assert_eq!(
        ev,
        vec![
            Event::Forfeited {
                seat: 2,
                at_ms: 60_000
            },
            Event::Countdown {
                at_ms: 60_000,
                t0_ms: 63_000
            }
        ]
    );
    assert_eq!(g.ready(2, 60_001).unwrap_err().code(), ErrorCode::SeatOut);
    submit_ok(&mut g, 0, "aim", 63_000);
    g.advance(63_000 + 180_000).unwrap();
    let r = g.result().unwrap();
    assert_eq!(r.seats[2].status, FinalStatus::Forfeited);
    assert_eq!(
        r.seats.iter().map(|s| s.place).collect::<Vec<_>>(),
        vec![Some(1), Some(2), Some(3)]
    );

    // Two seats, one never ready: the game ends at once, the other wins.
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], SEED), 0).unwrap();
    g.ready(1, 100).unwrap();
    let ev = g.advance(70_000).unwrap();
    assert_eq!(
        ev[0],
        Event::Forfeited {
            seat: 0,
            at_ms: 60_000
        }
    );
    assert_eq!(
        ev[1],
        Event::GameOver {
            at_ms: 60_000,
            reason: EndReason::TooFewSeats
        }
    );
    let r = g.result().unwrap();
    assert_eq!((r.seats[1].place, r.seats[0].place), (Some(1), Some(2)));

    // The human never ready against the bot: the bot is the only finisher.
    let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Bot], SEED), 0).unwrap();
    g.advance(60_000).unwrap();
    let r = g.result().unwrap();
    assert_eq!(r.seats[1].place, Some(1));
    assert_eq!(r.seats[0].status, FinalStatus::Forfeited);
}

#[test]
fn words_only_count_inside_the_round() {
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], SEED), 0).unwrap();
    assert_eq!(
        g.submit(0, "aim", 10).unwrap_err().code(),
        ErrorCode::RoundNotOpen
    );
    g.ready(0, 1_000).unwrap();
    let ev = g.ready(1, 1_000).unwrap();
    assert_eq!(
        ev.last(),
        Some(&Event::Countdown {
            at_ms: 1_000,
            t0_ms: T0
        })
    );
    assert!(
        g.tray().is_none() && g.view(None).unwrap().tray.is_none(),
        "no tray before T0"
    );
    assert_eq!(
        g.submit(0, "aim", T0 - 1).unwrap_err().code(),
        ErrorCode::RoundNotOpen
    );
    let ev = submit_ok(&mut g, 0, "aim", T0);
    assert!(matches!(ev[0], Event::RoundOpen { at_ms: T0, .. }));
    assert!(matches!(ev[1], Event::Accepted { at_ms: T0, .. }));
    submit_ok(&mut g, 0, "air", END - 1);
    let before = g.snapshot();
    assert_eq!(
        g.submit(0, "map", END).unwrap_err().code(),
        ErrorCode::RoundOver
    );
    assert_eq!(
        g.snapshot(),
        before,
        "a refused word at the end changes nothing"
    );
    g.advance(END).unwrap();
    assert_eq!(
        g.submit(0, "map", END + 5).unwrap_err().code(),
        ErrorCode::RoundOver
    );
    assert_eq!(g.result().unwrap().seats[0].score, 2);
}

type Action = Box<dyn Fn(&mut Game) -> gridwords::Result<Vec<Event>>>;

#[test]
fn every_refusal_changes_nothing() {
    let mut g = humans(3);
    submit_ok(&mut g, 0, "aim", T0 + 1_000);
    g.resign(2, T0 + 1_500).unwrap();
    let long = "a".repeat(10_000);
    let cases: Vec<(Action, ErrorCode)> = vec![
        (
            Box::new(|g| g.submit(7, "aim", T0 + 2_000)),
            ErrorCode::UnknownSeat,
        ),
        (
            Box::new(|g| g.submit(0, "air", T0)),
            ErrorCode::TimeWentBackwards,
        ),
        (Box::new(|g| g.advance(T0)), ErrorCode::TimeWentBackwards),
        (
            Box::new(|g| g.submit(0, "   ", T0 + 2_000)),
            ErrorCode::EmptyWord,
        ),
        (
            Box::new(move |g| g.submit(0, &long, T0 + 2_000)),
            ErrorCode::WordTooLong,
        ),
        (
            Box::new(|g| g.submit(0, "ai\0r", T0 + 2_000)),
            ErrorCode::ControlCharacter,
        ),
        (
            Box::new(|g| g.submit(2, "air", T0 + 2_000)),
            ErrorCode::SeatOut,
        ),
        (Box::new(|g| g.resign(2, T0 + 2_000)), ErrorCode::SeatOut),
        (
            Box::new(|g| g.ready(0, T0 + 2_000)),
            ErrorCode::AlreadyReady,
        ),
        (
            Box::new(|g| g.resign(9, T0 + 2_000)),
            ErrorCode::UnknownSeat,
        ),
        // Events due before the refusal (the round's end) are not applied either.
        (
            Box::new(|g| g.submit(0, "air", END + 10)),
            ErrorCode::RoundOver,
        ),
        (Box::new(|g| g.ready(0, END + 10)), ErrorCode::RoundOver),
    ];
    for (i, (f, code)) in cases.iter().enumerate() {
        let before = g.snapshot();
        let log_before = g.log_json();
        let err = f(&mut g).unwrap_err();
        assert_eq!(err.code(), *code, "case {i}: {err}");
        assert!(!err.message().is_empty());
        assert_eq!(g.snapshot(), before, "case {i} changed the game");
        assert_eq!(g.log_json(), log_before, "case {i} changed the log");
    }
    assert_eq!(g.view(Some(5)).unwrap_err().code(), ErrorCode::UnknownSeat);
}

#[test]
fn bot_seat_refuses_host_actions() {
    let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Bot], SEED), 0).unwrap();
    for code in [
        g.ready(1, 5).unwrap_err().code(),
        g.submit(1, "aim", 5).unwrap_err().code(),
        g.resign(1, 5).unwrap_err().code(),
    ] {
        assert_eq!(code, ErrorCode::BotSeat);
    }
}

fn bot_round(seed: u64) -> Game {
    let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Bot], seed), 0).unwrap();
    g.ready(0, 500).unwrap();
    g.advance(3_500 + 180_000).unwrap();
    g
}

#[test]
fn bot_rounds_stay_under_half_and_under_the_ceiling() {
    for seed in 0..40u64 {
        let g = bot_round(seed);
        let r = g.result().unwrap();
        let bot = &r.seats[1];
        assert_eq!(bot.status, FinalStatus::Finished, "seed {seed}");
        assert!(
            2 * bot.words.len() < r.reveal.len(),
            "seed {seed}: {} of {}",
            bot.words.len(),
            r.reveal.len()
        );
        assert!(!bot.words.is_empty());
        assert!(bot.misses.is_empty());
        assert_eq!(r.seats[0].place, Some(2));
        assert!(!bot.rated);
    }
}

#[test]
fn bot_share_grows_with_strength() {
    let mut share = [(0usize, 0usize); 5];
    for seed in 0..100u64 {
        let g = bot_round(seed);
        let s = g.bot_strength().unwrap() as usize - 1;
        let r = g.result().unwrap();
        share[s].0 += r.seats[1].words.len();
        share[s].1 += r.reveal.len();
    }
    let pct: Vec<f64> = share
        .iter()
        .map(|(a, b)| 100.0 * *a as f64 / (*b).max(1) as f64)
        .collect();
    for (i, want) in [8.0, 15.0, 22.0, 30.0, 40.0].iter().enumerate() {
        assert!(
            (pct[i] - want).abs() < 2.0,
            "strength {}: {:.1}% ({pct:?})",
            i + 1,
            pct[i]
        );
    }
}

#[test]
fn bot_golden_schedule() {
    // Seed 1: strength 5, and the first three words of its schedule.
    let g = bot_round(SEED);
    assert_eq!(g.bot_strength(), Some(5));
    let r = g.result().unwrap();
    let first: Vec<&str> = r.seats[1]
        .words
        .iter()
        .take(3)
        .map(|w| w.word.as_str())
        .collect();
    assert_eq!(first, GOLDEN_BOT_FIRST_WORDS);
    let sched = hunt::bot_plan(
        SEED,
        5,
        &hunt::deal(SEED),
        gridwords::Lexicon::embedded(),
        180_000,
        &hunt::Points::default(),
        hunt::BOT_RULES,
    )
    .unwrap();
    let times: Vec<u64> = sched.iter().take(5).map(|b| b.at_ms).collect();
    assert_eq!(times, GOLDEN_BOT_TIMES);
    assert_eq!(sched.len(), r.seats[1].words.len());
}

const GOLDEN_BOT_FIRST_WORDS: [&str; 3] = ["omen", "neon", "ape"];
const GOLDEN_BOT_TIMES: [u64; 5] = [10126, 12157, 14434, 17232, 18954];

#[test]
fn same_seed_same_round() {
    assert_eq!(bot_round(77).result_json(), bot_round(77).result_json());
    assert_ne!(bot_round(77).result_json(), bot_round(78).result_json());
}

#[test]
fn replay_and_snapshot_of_a_scripted_round() {
    let mut g = humans(3);
    submit_ok(&mut g, 0, "crappie", T0 + 1_000);
    submit_ok(&mut g, 1, "crappie", T0 + 2_000);
    submit_ok(&mut g, 2, "nope", T0 + 2_000);
    let mid = g.snapshot();
    let mut restored = Game::restore(&mid).unwrap();
    assert_eq!(restored.snapshot(), mid);
    for h in [&mut g, &mut restored] {
        h.resign(2, T0 + 3_000).unwrap();
        h.submit(0, "aim", T0 + 4_000).unwrap();
        h.advance(END).unwrap();
    }
    assert_eq!(g.result_json(), restored.result_json());
    let log = g.log();
    assert_eq!(hunt::replay(&log).unwrap(), *g.result().unwrap());
    assert!(hunt::verify(&log, g.result().unwrap()).unwrap());
    let mut forged = g.result().unwrap().clone();
    forged.seats[0].score += 1;
    assert!(!hunt::verify(&log, &forged).unwrap());
    assert_eq!(
        hunt::replay_json(&g.log_json()).unwrap(),
        g.result_json().unwrap()
    );
}

#[test]
fn corrupt_snapshots_and_logs_are_errors() {
    let g = humans(2);
    let snap = g.snapshot();
    for bad in [
        &[][..],
        b"GWHUNT",
        &snap[..snap.len() - 1],
        b"nonsense bytes here",
    ] {
        assert_eq!(
            Game::restore(bad).unwrap_err().code(),
            ErrorCode::InvalidSnapshot
        );
    }
    let mut v = snap.clone();
    v[6] = 99;
    assert_eq!(
        Game::restore(&v).unwrap_err().code(),
        ErrorCode::InvalidSnapshot
    );
    // Every damaged byte is refused; were one ever to restore, it would
    // have to play on and replay consistently (checked, not assumed).
    for i in 0..snap.len() {
        let mut b = snap.clone();
        b[i] ^= 0xff;
        match Game::restore(&b) {
            Err(e) => assert_eq!(e.code(), ErrorCode::InvalidSnapshot),
            Ok(mut g) => {
                let end = g.clock_ms().max(END);
                g.advance(end).unwrap();
                assert_eq!(
                    hunt::replay_json(&g.log_json()).unwrap(),
                    g.result_json().unwrap(),
                    "byte {i} restored into a game that does not replay"
                );
                panic!("byte {i} flipped restored silently");
            }
        }
    }
    for bad in ["", "{}", r#"{"version":2,"game":"hunt"}"#, "[1,2]"] {
        assert_eq!(
            hunt::replay_json(bad).unwrap_err().code(),
            ErrorCode::InvalidLog,
            "{bad}"
        );
    }
}

#[test]
fn ready_at_the_deadline_is_too_late_and_reveal_top() {
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 3], SEED), 0).unwrap();
    g.ready(0, 10).unwrap();
    g.ready(1, 59_999).unwrap();
    assert_eq!(g.ready(2, 60_000).unwrap_err().code(), ErrorCode::SeatOut);
    assert!(g.reveal(None).is_none());
    g.advance(60_000).unwrap();
    assert_eq!(g.seat_status(2).unwrap(), SeatStatus::Forfeited);
    g.advance(63_000 + 180_000).unwrap();
    let top = g.reveal(Some(3)).unwrap();
    assert_eq!(
        top.iter().map(|w| w.word.as_str()).collect::<Vec<_>>(),
        ["apnoeic", "crappie", "airman"]
    );
    assert_eq!(g.reveal(None).unwrap().len(), 133);
    assert_eq!(g.public_view().to_json(), g.view(None).unwrap().to_json());
}

/// Totals are 64-bit: at the largest points a table may hold, a seat with
/// five words outscores a seat with one (in 32 bits five words wrapped to
/// less than one), and the result JSON holds the exact totals.
#[test]
fn totals_at_the_largest_points_do_not_overflow() {
    let max = hunt::MAX_WORD_POINTS;
    let mut c = Config::new(vec![SeatKind::Human; 2], SEED);
    c.points = hunt::Points([max; 6]);
    let mut g = Game::new(c, 0).unwrap();
    for s in 0..2 {
        g.ready(s, 1_000).unwrap();
    }
    g.advance(T0).unwrap();
    let words = tray_words(6);
    for (i, w) in words[..5].iter().enumerate() {
        submit_ok(&mut g, 0, w, T0 + 10_000 * (i as u64 + 1));
    }
    submit_ok(&mut g, 1, &words[5], T0 + 60_000);
    g.advance(END).unwrap();
    let r = g.result().unwrap();
    let scores: Vec<u64> = r.seats.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![5 * u64::from(max), u64::from(max)]);
    assert!(scores[0] > u64::from(u32::MAX) / 10);
    assert_eq!(r.seats[0].place, Some(1));
    assert_eq!(r.seats[1].place, Some(2));
    assert!(g.result_json().unwrap().contains("\"score\":500000000"));

    // The analysis total: every word of the tray at the largest points,
    // past 2^32 and exact.
    let tray = hunt::deal(SEED);
    let n = hunt::solve(&tray, gridwords::Lexicon::embedded()).len() as u64;
    let total = hunt::score(
        &tray,
        &hunt::Points([max; 6]),
        gridwords::Lexicon::embedded(),
    );
    assert_eq!(total, n * u64::from(max));
    assert!(total > u64::from(u32::MAX), "{n} words");
}

#[test]
fn a_points_table_past_the_largest_is_refused() {
    let max = hunt::MAX_WORD_POINTS;
    let e = hunt::Points::from_slice(&[1, 2, 3, 5, 8, max + 1]).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidPoints);
    assert!(e.message().contains(&(max + 1).to_string()), "{e}");
    assert!(hunt::Points::from_slice(&[max; 6]).is_ok());
    let json = format!(
        r#"{{"seats":["human","human"],"seed":1,"points":[1,2,3,5,8,{}]}}"#,
        max + 1
    );
    assert_eq!(
        Config::from_json(&json).unwrap_err().code(),
        ErrorCode::InvalidPoints
    );
    let mut c = Config::new(vec![SeatKind::Human; 2], SEED);
    c.points = hunt::Points([u32::MAX; 6]);
    assert_eq!(
        Game::new(c, 0).unwrap_err().code(),
        ErrorCode::InvalidPoints
    );
}
