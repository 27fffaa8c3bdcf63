//! A bot's turn is searched once (`engine/think.rs`): a game whose
//! searches run apart plays the game `advance` plays; a search begun
//! early is the one the move falls due with; a call during the search is
//! refused with `BOT_THINKING` and changes nothing, or waits; a refusal
//! the rules judge without the bot's move runs no search; a late time is
//! clamped when the host asks.

#[path = "support/duel_first_move.rs"]
mod first_move;

use first_move::play_first_move;
use gridwords::duel::{Config, Game, Level, SeatKind};
use gridwords::engine::{searches_run_here, Patience, Searches, Times};
use gridwords::{AnyGame, ErrorCode};

fn human_vs(level: Level, seed: u64) -> Game {
    Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(level)], seed),
        0,
    )
    .unwrap()
}

/// Seat 0 plays its first legal move at 1 000 ms: the bot's turn begins.
fn bots_turn(level: Level, seed: u64) -> Game {
    let mut g = human_vs(level, seed);
    play_first_move(&mut g, 1_000);
    assert_eq!(g.to_move(), Some(1));
    g
}

fn code<T: std::fmt::Debug>(r: gridwords::Result<T>) -> ErrorCode {
    r.unwrap_err().code()
}

#[test]
fn searches_apart_play_the_game_searches_in_the_call_play() {
    for seats in [
        vec![SeatKind::Bot(Level::Hard), SeatKind::Bot(Level::Medium)],
        vec![SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)],
    ] {
        let config = Config::new(seats, 11);
        let mut whole = Game::new(config.clone(), 0).unwrap();
        let mut apart = Game::new(config, 0).unwrap();
        apart.set_searches(Searches::Apart);
        let mut t = 0;
        while !whole.is_over() {
            t += 7_000;
            let events = whole.advance(t).unwrap();
            let stepped = loop {
                let before = apart.snapshot();
                match apart.advance(t) {
                    Ok(ev) => break ev,
                    Err(e) => {
                        assert_eq!(e.code(), ErrorCode::BotThinking, "{e}");
                        assert_eq!(apart.snapshot(), before, "a refusal changes nothing");
                        apart.claim_search().expect("the search to run").run();
                    }
                }
            };
            assert_eq!(stepped, events, "at {t}");
            assert_eq!(apart.snapshot(), whole.snapshot(), "at {t}");
        }
        assert_eq!(apart.log_json(), whole.log_json());
    }
}

#[test]
fn a_search_begun_with_the_turn_is_the_one_its_move_falls_due_with() {
    let mut g = bots_turn(Level::Hard, 5);
    let mut reference = g.clone();
    let due = g.next_due().unwrap();
    let search = g.claim_search().expect("the bot's turn stands");
    assert_eq!(search.turn().seat, 1);
    assert_eq!(search.turn().at_ms, due);
    // Begun once: nothing more to claim, while it runs or after.
    assert!(g.claim_search().is_none());
    std::thread::spawn(move || search.run()).join().unwrap();
    assert!(g.claim_search().is_none());
    let here = searches_run_here();
    let events = g.advance(due).unwrap();
    assert_eq!(searches_run_here(), here, "the move was found already");
    assert_eq!(events, reference.advance(due).unwrap());
    assert_eq!(g.log_json(), reference.log_json());
}

#[test]
fn a_call_during_the_search_is_refused_or_waits_and_changes_nothing() {
    let mut g = bots_turn(Level::Hard, 8);
    g.set_searches(Searches::Apart);
    let due = g.next_due().unwrap();
    let search = g.claim_search().unwrap();
    let before = g.snapshot();
    // Every call that needs the move is refused at once, getters answer.
    assert_eq!(code(g.offer_draw(0, due + 10)), ErrorCode::BotThinking);
    assert_eq!(code(g.resign(0, due + 10)), ErrorCode::BotThinking);
    assert_eq!(code(g.advance(due)), ErrorCode::BotThinking);
    assert_eq!(g.snapshot(), before);
    assert_eq!(g.clock_ms(), 1_000);
    // Nothing new to claim: the search runs elsewhere, and can be waited for.
    assert!(g.claim_search().is_none());
    let wait = g.bot_wait().expect("a search runs");
    let searcher = std::thread::spawn(move || search.run());
    wait.wait();
    searcher.join().unwrap();
    assert!(g.bot_wait().is_none());
    // A call before the move falls due never needed it.
    let mut early = g.clone();
    assert_eq!(early.offer_draw(0, due - 1).unwrap().len(), 1);
    // Once found, the call goes through: the bot's move, then the action.
    let events = g.resign(0, due + 10).unwrap();
    assert_eq!(events.len(), 3, "{events:?}"); // move, resigned, game_over
}

#[test]
fn a_game_that_searches_in_the_call_waits_for_a_search_running_elsewhere() {
    let mut g = bots_turn(Level::Medium, 9);
    let reference = g.clone();
    let due = g.next_due().unwrap();
    let search = g.claim_search().unwrap();
    let searcher = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(50));
        search.run();
    });
    let here = searches_run_here();
    g.advance(due).unwrap();
    assert_eq!(searches_run_here(), here, "it waited, it did not search");
    searcher.join().unwrap();
    let mut again = reference;
    again.advance(due).unwrap();
    assert_eq!(g.snapshot(), again.snapshot());
}

#[test]
fn a_refusal_the_rules_judge_without_the_bots_move_runs_no_search() {
    let g = bots_turn(Level::Hard, 12);
    let due = g.next_due().unwrap();
    for searches in [Searches::InCall, Searches::Apart] {
        let mut g = g.clone();
        g.set_searches(searches);
        let before = g.snapshot();
        let here = searches_run_here();
        assert_eq!(code(g.decline_draw(0, due + 5)), ErrorCode::NoDrawOffer);
        assert_eq!(code(g.accept_draw(0, due + 5)), ErrorCode::NoDrawOffer);
        assert_eq!(code(g.offer_draw(1, due + 5)), ErrorCode::BotSeat);
        let both = r#"{"action":"play","seat":0,"cell":0,"letter":"a","word":"ah","path":[0,5]}"#;
        let mut any = AnyGame::from(g.clone());
        assert_eq!(
            code(any.act_json(both, due + 5)),
            ErrorCode::InvalidArgument
        );
        assert_eq!(searches_run_here(), here, "{searches:?}");
        assert_eq!(g.snapshot(), before);
        // A refusal that needs the move does need it.
        if searches == Searches::Apart {
            assert_eq!(code(g.offer_draw(0, due + 5)), ErrorCode::BotThinking);
            assert!(g.claim_search().is_some(), "the refused call left it");
        }
    }
}

#[test]
fn a_search_for_a_turn_the_game_has_left_changes_nothing() {
    let mut g = bots_turn(Level::Easy, 3);
    g.set_searches(Searches::Apart);
    let due = g.next_due().unwrap();
    let search = g.claim_search().unwrap();
    // The human resigns during the bot's turn, before its move is due.
    g.resign(0, due - 1).unwrap();
    assert!(g.is_over());
    let before = g.snapshot();
    search.run();
    assert!(g.claim_search().is_none() && g.bot_wait().is_none());
    assert!(g.advance(due + 1).unwrap().is_empty());
    assert!(g.is_over());
    assert_eq!(
        Game::restore_bytes(&before, None).unwrap().result(),
        g.result()
    );
}

#[test]
fn call_shared_runs_each_search_with_the_lock_free() {
    let config = r#"{"game":"duel","seats":["bot:medium","bot:easy"],"seed":21}"#;
    let mut whole = AnyGame::new(config, None, 0).unwrap();
    let mut g = AnyGame::new(config, None, 0).unwrap();
    g.set_searches(Searches::Apart);
    let game = std::sync::Mutex::new(g);
    let expected = whole.play_out().unwrap();
    let mut finished = 0;
    let events = AnyGame::play_out_shared(
        |step| {
            step(&mut game.lock().unwrap());
            Ok(())
        },
        |blocked| {
            assert!(game.try_lock().is_ok(), "the lock is free");
            blocked.finish();
            finished += 1;
            true
        },
    )
    .unwrap();
    assert!(finished > 3);
    assert_eq!(events, expected);
    // An action whose search the host sends elsewhere is refused.
    let mut g = AnyGame::from(bots_turn(Level::Hard, 4));
    g.set_searches(Searches::Apart);
    let due = g.next_due().unwrap();
    let mut sent = None;
    let r = AnyGame::call_shared(
        Patience::Refuse,
        |step| {
            step(&mut g);
            Ok(())
        },
        |blocked| {
            sent = Some(blocked);
            false
        },
        |g| g.act_json(r#"{"action":"offer_draw","seat":0}"#, due + 1),
    );
    assert_eq!(code(r), ErrorCode::BotThinking);
    sent.unwrap().finish();
    assert!(g.claim_search().is_none());
    let here = searches_run_here();
    assert!(g
        .act_json(r#"{"action":"offer_draw","seat":0}"#, due + 1)
        .is_ok());
    assert_eq!(searches_run_here(), here);
}

#[test]
fn a_clamped_game_takes_a_late_time_as_its_clock() {
    let mut g = human_vs(Level::Easy, 2);
    assert_eq!(
        code(g.advance(500).and_then(|_| g.advance(400))),
        ErrorCode::TimeWentBackwards
    );
    g.set_times(Times::Clamp);
    assert_eq!(g.times(), Times::Clamp);
    assert!(g.advance(300).unwrap().is_empty());
    assert_eq!(g.clock_ms(), 500);
    let events = g.offer_draw(0, 100).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(g.clock_ms(), 500);
    // rebase stays strict: its old time is the game's own clock.
    assert_eq!(code(g.rebase(100, 0)), ErrorCode::TimeWentBackwards);
    // Not part of the game: a restored copy is strict again.
    let back = Game::restore_bytes(&g.snapshot(), None).unwrap();
    assert_eq!(back.times(), Times::Strict);
}
