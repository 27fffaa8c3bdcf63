//! The bots' moves in the log: replay makes them instead of searching,
//! the full check searches again and catches a move the bot would not
//! make, and logs from before (version 2) still replay. Searches run
//! apart: `duel_think.rs`.

#[path = "support/duel_first_move.rs"]
mod first_move;

use first_move::play_first_move;
use gridwords::duel::{legal_moves, Action, Config, Duel, Game, Level, SeatKind};
use gridwords::engine::{BotReplay, Log};
use gridwords::{AnyGame, ErrorCode, Lexicon};

fn human_vs_hard(seed: u64) -> Game {
    Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Hard)], seed),
        0,
    )
    .unwrap()
}

/// Seat 0 plays its first legal move at 1 000 ms, the hard bot answers,
/// seat 0 resigns at 20 000 ms.
fn played(seed: u64) -> Game {
    let mut g = human_vs_hard(seed);
    play_first_move(&mut g, 1_000);
    g.advance(19_000).unwrap();
    assert_eq!(g.to_move(), Some(0), "the bot has moved");
    g.resign(0, 20_000).unwrap();
    g
}

#[test]
fn the_log_holds_each_bot_move_as_its_seats_play_with_a_path() {
    let g = played(5);
    let log = g.log();
    assert_eq!(log.version, gridwords::engine::LOG_VERSION);
    let bot: Vec<_> = log.actions.iter().filter(|a| a.seat == 1).collect();
    assert_eq!(bot.len(), 1);
    assert!(matches!(
        &bot[0].action,
        Action::Play {
            path: Some(_),
            word: None,
            ..
        }
    ));
    // In order: the human's play, the bot's answer, the resignation.
    let seqs: Vec<u32> = log.actions.iter().map(|a| a.seq).collect();
    assert_eq!(seqs, [1, 2, 3]);
    let seats: Vec<usize> = log.actions.iter().map(|a| a.seat).collect();
    assert_eq!(seats, [0, 1, 0]);
    // The log replays to the same game; the JSON surface refuses the
    // bot's move as an action of a seat (the engine plays it).
    let again = log.replay_embedded().unwrap();
    assert_eq!(again.snapshot(), g.snapshot());
    let mut any = AnyGame::new(
        r#"{"game":"duel","seats":["human","bot:hard"],"seed":5}"#,
        None,
        0,
    )
    .unwrap();
    let mut action = serde_json::to_value(bot[0]).unwrap();
    action.as_object_mut().unwrap().remove("seq");
    action.as_object_mut().unwrap().remove("at_ms");
    let e = any.act_json(&action.to_string(), 1).unwrap_err();
    assert_eq!(e.code(), ErrorCode::BotSeat);
}

/// The log with the bot's move replaced by another legal move.
fn tampered(g: &Game) -> Log<Duel> {
    let mut log = g.log();
    let before = human_vs_hard(5);
    let mut before = before;
    let first = log.actions[0].clone();
    before.act(0, &first.action, first.at_ms).unwrap();
    let alternatives = legal_moves(&before.board(), before.played(), Lexicon::embedded());
    let bot = &mut log.actions[1];
    let other = alternatives
        .iter()
        .map(|m| Action::Play {
            cell: usize::from(m.cell),
            letter: m.letter,
            path: Some(m.path.iter().map(|&c| usize::from(c)).collect()),
            word: None,
        })
        .find(|a| *a != bot.action)
        .unwrap();
    bot.action = other;
    log
}

#[test]
fn replay_trusts_the_logged_move_and_the_full_check_searches_again() {
    let g = played(5);
    let log = g.log();
    let truth = g.result().unwrap().clone();
    let lex = Lexicon::embedded();
    assert!(log.verify(lex, &truth).unwrap());
    assert!(log.verify_with(lex, &truth, BotReplay::Apply).unwrap());

    // Another legal move in the bot's place: a replay makes it (the log is
    // the record), and the full check, the default, finds it is not the
    // bot's; trusting the bots' moves does not.
    let forged = tampered(&g);
    let replayed = forged.replay(lex).unwrap();
    assert_ne!(replayed.board(), g.board());
    let claim = replayed.result().unwrap().clone();
    assert!(!forged.verify(lex, &claim).unwrap());
    assert!(forged.verify_with(lex, &claim, BotReplay::Apply).unwrap());
    let (log_json, claim_json) = (forged.to_json(), serde_json::to_string(&claim).unwrap());
    assert!(!AnyGame::verify_json(&log_json, &claim_json, None).unwrap());
    assert!(AnyGame::verify_json_with(&log_json, &claim_json, None, BotReplay::Apply).unwrap());
    let why = AnyGame::verify_report(&log_json, &claim_json, None, BotReplay::Rerun).unwrap();
    let bot_move = &forged.actions[1];
    assert_eq!(
        why.unwrap(),
        format!(
            "action #1: seat 1's move at {} is not the one its bot makes",
            bot_move.at_ms
        )
    );
    // The bot's own move written with a capital letter is still its move.
    let mut capital = g.log();
    if let Action::Play { letter, .. } = &mut capital.actions[1].action {
        *letter = letter.to_ascii_uppercase();
    }
    assert!(capital.verify(lex, &truth).unwrap());
    // A true log with a false result: the result is what is false.
    let mut other = truth.clone();
    other.scores[0] += 1;
    let why = AnyGame::verify_report(
        &g.log_json(),
        &serde_json::to_string(&other).unwrap(),
        None,
        BotReplay::Rerun,
    )
    .unwrap();
    assert_eq!(why.unwrap(), "the claimed result is not the log's result");
}

#[test]
fn a_wrong_bot_move_in_a_log_is_an_invalid_log_that_names_it() {
    let g = played(5);
    let lex = Lexicon::embedded();
    // A move that is not legal.
    let mut log = g.log();
    log.actions[1].action = Action::Play {
        cell: 0,
        letter: 'q',
        path: Some(vec![0]),
        word: None,
    };
    let e = log.replay(lex).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidLog);
    assert!(
        e.message().starts_with("action #1: seat 1's bot move"),
        "{e}"
    );
    // At another time than the bot's turn.
    let mut log = g.log();
    log.actions[1].at_ms += 1;
    let e = log.replay(lex).unwrap_err();
    assert!(
        e.message().contains("the log has seat 1's bot move at"),
        "{e}"
    );
    // Missing.
    let mut log = g.log();
    log.actions.remove(1);
    let e = log.replay(lex).unwrap_err();
    assert!(
        e.message().contains("the log lacks seat 1's bot move"),
        "{e}"
    );
    // Never due: a bot's move after the game's end.
    let mut log = g.log();
    let mut extra = log.actions[1].clone();
    extra.seq = 9;
    extra.at_ms = 30_000;
    log.actions.push(extra);
    let e = log.replay(lex).unwrap_err();
    assert!(e.message().contains("was never due"), "{e}");
}

#[test]
fn a_version_2_log_without_the_bots_moves_replays_by_searching() {
    let g = played(5);
    let mut log = g.log();
    log.actions.retain(|a| a.seat == 0);
    log.version = 2;
    // Version 2 numbered only the moves it held, as the v2 vectors show.
    let kept = log.clone();
    for (i, a) in log.actions.iter_mut().enumerate() {
        a.seq = i as u32 + 1;
    }
    let again = log.replay_embedded().unwrap();
    // With today's numbering (the bot's moves counted) it is not the
    // record a version 2 build wrote.
    let e = kept.replay_embedded().unwrap_err();
    assert!(e.message().contains("where the game numbers it"), "{e}");
    assert_eq!(again.result(), g.result());
    // Written again, it is today's log, the bot's move in it.
    assert_eq!(again.log_json(), g.log_json());
}
