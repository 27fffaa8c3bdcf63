//! Many records verified at once (`gridwords::verify`): each verdict is
//! the one `verify_report` gives that record alone, in input order, on
//! any number of threads; a record that cannot be read is its own verdict;
//! progress hears every record and may stop the batch. The bot searches
//! of one record, run on every core, catch the same false move as run one
//! by one.

use std::sync::atomic::{AtomicUsize, Ordering};

use gridwords::duel::{legal_moves, Action, Duel};
use gridwords::engine::{BotReplay, Check, Log, Logged};

use gridwords::verify::{verify_many, verify_many_into, verify_one, Verdict, VerifyMany};
use gridwords::{AnyGame, Lexicon};

/// A hard-vs-hard Wordgrid game of `seed`, played to its end: its log
/// and result.
fn hard_vs_hard(seed: u64) -> (String, String) {
    let config = format!(r#"{{"game":"duel","seats":["bot:hard","bot:hard"],"seed":{seed}}}"#);
    let mut g = AnyGame::new(&config, None, 0).unwrap();
    g.advance(3_600_000).unwrap();
    (
        g.log_json(),
        g.result_json().expect("the bots play to the end"),
    )
}

/// A Sóló game of `seed` left to run out: its log and result.
fn solo(seed: u64) -> (String, String) {
    let mut g = AnyGame::new(&format!(r#"{{"game":"solo","seed":{seed}}}"#), None, 0).unwrap();
    g.advance(300_000).unwrap();
    (g.log_json(), g.result_json().unwrap())
}

/// The hard-vs-hard log of `seed` with its `nth` move replaced by another
/// legal move and the game played on from there by the bots: a consistent
/// game (a replay that trusts the bots accepts it) that only the full
/// check catches.
fn forged(seed: u64, nth: usize) -> Option<(String, String)> {
    let (log_json, _) = hard_vs_hard(seed);
    let log = Log::<Duel>::from_json(&log_json).unwrap();
    let at = log.actions.get(nth)?.clone();
    // The bots play the same game again up to just before the move.
    let mut g = gridwords::duel::Game::new(log.config.clone(), log.created_ms).unwrap();
    g.advance(at.at_ms - 1).unwrap();
    let before = g.log();
    assert_eq!(before.actions, log.actions[..nth]);
    let other = legal_moves(&g.board(), g.played(), Lexicon::embedded())
        .into_iter()
        .map(|m| Action::Play {
            cell: usize::from(m.cell),
            letter: m.letter,
            path: Some(m.path.iter().map(|&c| usize::from(c)).collect()),
            word: None,
        })
        .find(|a| *a != at.action)?;
    let mut forged = before;
    forged.actions.push(Logged {
        action: other,
        ..at
    });
    forged.until_ms = forged.actions[nth].at_ms;
    let mut json: serde_json::Value = serde_json::from_str(&forged.to_json()).unwrap();
    json["derived"]["moves"] = (nth + 1).into();
    let mut rebuilt = AnyGame::from_log_json(&json.to_string(), None).unwrap();
    rebuilt.advance(3_600_000).unwrap();
    Some((rebuilt.log_json(), rebuilt.result_json()?))
}

#[test]
fn each_verdict_is_the_records_own_in_input_order_on_any_threads() {
    let (hh_log, hh_result) = hard_vs_hard(3);
    let (s_log, s_result) = solo(11);
    let records = vec![
        (hh_log.clone(), hh_result.clone()),
        (s_log.clone(), s_result.clone()),
        (s_log.clone(), hh_result.clone()),
        ("{not json".to_string(), s_result.clone()),
        (hh_log.clone(), "{}".to_string()),
    ];
    let one_by_one: Vec<Verdict> = records
        .iter()
        .map(|(l, r)| Verdict::of(AnyGame::verify_report(l, r, None, Check::default())))
        .collect();
    assert!(one_by_one[0].verified && one_by_one[1].verified);
    assert_eq!(
        one_by_one[2].report.as_deref(),
        Some("the claimed result is not the log's result")
    );
    assert_eq!(one_by_one[3].code, Some("INVALID_LOG"));
    assert!(!one_by_one[4].verified);
    for threads in [1, 2, 0] {
        let how = VerifyMany {
            threads,
            ..VerifyMany::default()
        };
        assert_eq!(verify_many(&records, &how), one_by_one, "threads {threads}");
    }
    assert_eq!(one_by_one[0].to_json(), r#"{"verified":true}"#);
    assert!(one_by_one[3]
        .to_json()
        .starts_with(r#"{"verified":false,"code":"INVALID_LOG","message":"#));
}

#[test]
fn a_forged_bot_move_is_found_the_same_on_every_core() {
    // Forge a move in the middle of the game, so that searches after it
    // run too: the first false one in log order is the one named.
    let (log, result) = (1..20)
        .find_map(|seed| forged(seed, 5))
        .expect("a game whose sixth move can be swapped");
    let trusted = AnyGame::verify_report(&log, &result, None, BotReplay::Apply).unwrap();
    assert_eq!(
        trusted, None,
        "a consistent game: only the full check sees it"
    );
    let mut reports = Vec::new();
    for threads in [1, 2, 0] {
        let check = Check::default().threads(threads);
        reports.push(AnyGame::verify_report(&log, &result, None, check).unwrap());
    }
    let first = reports[0].clone().expect("the forged move is caught");
    assert!(first.starts_with("action #5: seat "), "{first}");
    assert!(first.ends_with("is not the one its bot makes"), "{first}");
    assert!(reports.iter().all(|r| r.as_deref() == Some(first.as_str())));
}

#[test]
fn progress_hears_every_record_and_may_stop_the_batch() {
    let (log, result) = solo(5);
    let records: Vec<(&str, &str)> = (0..40).map(|_| (log.as_str(), result.as_str())).collect();
    let heard = AtomicUsize::new(0);
    let how = VerifyMany {
        threads: 2,
        ..VerifyMany::default()
    };
    let mut out = vec![None; records.len()];
    let all = verify_many_into(&records, &how, &mut out, &|n| {
        heard.fetch_add(n, Ordering::SeqCst);
        true
    })
    .unwrap();
    assert!(all);
    assert_eq!(heard.load(Ordering::SeqCst), 40);
    assert!(out.iter().all(|v| v.as_ref().is_some_and(|v| v.verified)));

    let mut out = vec![None; records.len()];
    let stopped = AtomicUsize::new(0);
    let all = verify_many_into(&records, &how.clone(), &mut out, &|_| {
        stopped.fetch_add(1, Ordering::SeqCst) < 3
    })
    .unwrap();
    assert!(!all);
    let judged = out.iter().filter(|v| v.is_some()).count();
    assert!((4..40).contains(&judged), "{judged} judged after the stop");

    let mut short = vec![None; 3];
    let e = verify_many_into(&records, &how, &mut short, &|_| true).unwrap_err();
    assert_eq!(e.code(), gridwords::ErrorCode::InvalidArgument);
    assert!(short.iter().all(Option::is_none));
}

#[test]
fn a_sealed_batch_holds_every_log_to_the_key() {
    let key = [7u8; 32];
    let (log, result) = solo(9);
    let sealed = gridwords::seal::seal_json(gridwords::seal::Kind::Log, &log, &key, "k1").unwrap();
    let records = [
        (sealed.as_str(), result.as_str()),
        (log.as_str(), result.as_str()),
    ];
    let how = VerifyMany {
        key: Some(&key),
        ..VerifyMany::default()
    };
    let v = verify_many(&records, &how);
    assert!(v[0].verified);
    assert_eq!(v[1].code, Some("NOT_SEALED"));
    assert_eq!(verify_one(records[1].0, records[1].1, &how), v[1]);
}
