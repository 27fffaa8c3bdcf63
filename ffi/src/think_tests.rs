//! The engine's rule for a bot's turn through the C ABI (`game.rs`):
//! every handle's searches run apart; gw_game_think runs the standing
//! turn's search so the advance at its due time searches no more; an
//! action while the search runs elsewhere is BOT_THINKING at once and
//! changes nothing, a refusal the rules judge alone runs no search, an
//! advance waits; clamped times; gw_warm_up; handles never alias.

use std::ffi::{c_char, CStr, CString};
use std::ptr;
use std::sync::mpsc;
use std::time::Duration;

use gridwords::engine::searches_run_here;

use crate::duel::*;
use crate::game::*;
use crate::lexicon::*;
use crate::strings::*;
use crate::{gw_last_error_message, Bytes, Status};

fn last_error() -> String {
    // SAFETY: never NULL, valid until the next call on this thread.
    unsafe { CStr::from_ptr(gw_last_error_message()) }
        .to_string_lossy()
        .into_owned()
}

fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

/// A raw handle that may cross threads (the library's handles are
/// thread-safe; raw pointers are not `Send` by themselves).
#[derive(Clone, Copy)]
struct Shared(*mut Game);
// SAFETY: a GwGame handle may be used from any thread (its own lock).
unsafe impl Send for Shared {}

/// Human (seat 0) against the hard bot; seat 0 has played its first legal
/// move at 1 000 ms, so the bot's turn stands.
fn bots_turn(seed: u64) -> *mut Game {
    let config = format!(r#"{{"game":"duel","seats":["human","bot:hard"],"seed":{seed}}}"#);
    let mut g = ptr::null_mut();
    let mut board: *mut c_char = ptr::null_mut();
    let mut moves: *mut c_char = ptr::null_mut();
    // SAFETY: valid strings and out-params; the played word is the start word.
    unsafe {
        assert_eq!(
            gw_game_new(c(&config).as_ptr(), ptr::null(), 0, &mut g),
            Status::Ok
        );
        assert_eq!(gw_duel_board(g, &mut board), Status::Ok);
        let played = [c"sheep".as_ptr()];
        assert_eq!(
            gw_duel_legal_moves(board, played.as_ptr(), 1, ptr::null(), &mut moves),
            Status::Ok
        );
        let all: serde_json::Value =
            serde_json::from_str(CStr::from_ptr(moves).to_str().unwrap()).unwrap();
        let first = &all[0];
        let action = serde_json::json!({
            "action": "play", "seat": 0, "cell": first["cell"],
            "letter": first["letter"], "path": first["path"],
        });
        assert_eq!(
            gw_game_act(g, c(&action.to_string()).as_ptr(), 1_000, ptr::null_mut()),
            Status::Ok,
            "{}",
            last_error()
        );
        gw_string_free(board);
        gw_string_free(moves);
    }
    g
}

fn next_due(g: *const Game) -> u64 {
    let (mut ms, mut has) = (0, false);
    // SAFETY: a live handle, writable out-params.
    assert_eq!(
        unsafe { gw_game_next_due(g, &mut ms, &mut has) },
        Status::Ok
    );
    assert!(has);
    ms
}

fn snapshot(g: *const Game) -> Vec<u8> {
    let mut b = Bytes::null();
    // SAFETY: a live handle, a writable out-param, bytes from the library.
    unsafe {
        assert_eq!(gw_game_snapshot(g, &mut b), Status::Ok);
        let v = b.as_slice().to_vec();
        gw_bytes_free(&mut b);
        v
    }
}

#[test]
fn think_runs_the_turns_search_once_and_the_advance_searches_no_more() {
    let g = bots_turn(5);
    let due = next_due(g);
    let before = snapshot(g);
    let here = searches_run_here();
    // SAFETY: a live handle.
    unsafe {
        assert_eq!(gw_game_think(g), Status::Ok);
        assert_eq!(searches_run_here(), here + 1, "think ran the search");
        assert_eq!(snapshot(g), before, "nothing a getter shows changed");
        assert_eq!(gw_game_think(g), Status::Ok);
        assert_eq!(searches_run_here(), here + 1, "begun once: OK at once");
        assert_eq!(gw_game_advance(g, due, ptr::null_mut()), Status::Ok);
        assert_eq!(searches_run_here(), here + 1, "the move was found already");
        // The human's turn: nothing to think about.
        assert_eq!(gw_game_think(g), Status::Ok);
        assert_eq!(searches_run_here(), here + 1);
        assert_eq!(gw_game_think(ptr::null_mut()), Status::NullArgument);
        gw_game_free(g);
        assert_eq!(gw_game_think(g), Status::InvalidHandle);
    }
}

#[test]
fn an_action_during_the_search_is_bot_thinking_at_once_and_the_advance_waits() {
    let g = bots_turn(8);
    let due = next_due(g);
    let search = claim_search_for_test(g).expect("the bot's turn stands");
    let before = snapshot(g);
    let here = searches_run_here();
    let mut events: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle; NULL or writable out-params.
    unsafe {
        assert_eq!(
            gw_duel_offer_draw(g, 0, due + 10, &mut events),
            Status::BotThinking
        );
        assert!(last_error().starts_with("BOT_THINKING"), "{}", last_error());
        assert_eq!(
            gw_duel_resign(g, 0, due + 10, &mut events),
            Status::BotThinking
        );
        let resign = c(r#"{"action":"resign","seat":0}"#);
        assert_eq!(
            gw_game_act(g, resign.as_ptr(), due + 10, &mut events),
            Status::BotThinking
        );
        // Refusals the rules judge whatever the bot plays: no search.
        assert_eq!(
            gw_duel_decline_draw(g, 0, due + 10, &mut events),
            Status::NoDrawOffer
        );
        assert_eq!(
            gw_duel_offer_draw(g, 1, due + 10, &mut events),
            Status::BotSeat
        );
        assert_eq!(snapshot(g), before, "every refusal changed nothing");
        // Before the move is due the action never needed it.
        assert_eq!(
            gw_duel_offer_draw(g, 0, due - 1, ptr::null_mut()),
            Status::Ok
        );
    }
    assert!(events.is_null(), "refused calls write no events");
    assert_eq!(searches_run_here(), here);
    // The advance waits for the search running elsewhere (lock free: the
    // view answers meanwhile), and runs none itself.
    let (tx, rx) = mpsc::channel();
    let shared = Shared(g);
    let advancer = std::thread::spawn(move || {
        let shared = shared;
        let here = searches_run_here();
        // SAFETY: a live handle.
        let st = unsafe { gw_game_advance(shared.0, due, ptr::null_mut()) };
        tx.send((st, searches_run_here() - here)).unwrap();
    });
    std::thread::sleep(Duration::from_millis(20));
    assert!(rx.try_recv().is_err(), "the advance waits for the search");
    let mut view: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle, a writable out-param.
    unsafe {
        assert_eq!(gw_game_view(g, -1, &mut view), Status::Ok);
        gw_string_free(view);
    }
    search.run();
    let (st, searched) = rx.recv_timeout(Duration::from_secs(60)).unwrap();
    advancer.join().unwrap();
    assert_eq!((st, searched), (Status::Ok, 0));
    let mut seat = 9;
    let mut has = false;
    // SAFETY: a live handle, writable out-params.
    unsafe {
        assert_eq!(gw_duel_to_move(g, &mut seat, &mut has), Status::Ok);
        assert_eq!((seat, has), (0, true), "the bot moved");
        gw_game_free(g);
    }
}

#[test]
fn an_action_past_a_due_move_nobody_began_runs_its_search_here() {
    let g = bots_turn(3);
    let due = next_due(g);
    let here = searches_run_here();
    let mut events: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle, a writable out-param.
    unsafe {
        assert_eq!(gw_duel_offer_draw(g, 0, due + 10, &mut events), Status::Ok);
        let text = CStr::from_ptr(events).to_str().unwrap().to_string();
        assert!(text.starts_with(r#"[{"type":"move""#), "{text}");
        assert!(text.contains("draw_offered"), "{text}");
        gw_string_free(events);
        gw_game_free(g);
    }
    assert_eq!(searches_run_here(), here + 1);
}

#[test]
fn restored_and_rebuilt_handles_run_their_searches_apart() {
    let g = bots_turn(4);
    let due = next_due(g);
    let snap = snapshot(g);
    let mut log: *mut c_char = ptr::null_mut();
    let (mut restored, mut rebuilt) = (ptr::null_mut(), ptr::null_mut());
    // SAFETY: live handles, valid bytes and strings, writable out-params.
    unsafe {
        assert_eq!(gw_game_log(g, &mut log), Status::Ok);
        assert_eq!(
            gw_game_restore(snap.as_ptr(), snap.len(), ptr::null(), &mut restored),
            Status::Ok
        );
        assert_eq!(gw_game_from_log(log, ptr::null(), &mut rebuilt), Status::Ok);
        gw_string_free(log);
        for h in [restored, rebuilt] {
            let _search = claim_search_for_test(h).expect("the bot's turn stands");
            // Apart: refused at once (a game searching in the call would
            // wait for the held search forever).
            assert_eq!(
                gw_duel_resign(h, 0, due + 1, ptr::null_mut()),
                Status::BotThinking
            );
            gw_game_free(h);
        }
        gw_game_free(g);
    }
}

#[test]
fn clamped_times_take_the_games_clock_and_restored_games_are_strict() {
    let mut g = ptr::null_mut();
    let mut clamp = true;
    let mut clock = 0;
    // SAFETY: valid strings and out-params.
    unsafe {
        assert_eq!(
            gw_game_new(
                c(r#"{"game":"solo","seed":2}"#).as_ptr(),
                ptr::null(),
                100,
                &mut g
            ),
            Status::Ok
        );
        assert_eq!(gw_game_clamp_times(g, &mut clamp), Status::Ok);
        assert!(!clamp, "strict by default");
        assert_eq!(gw_game_advance(g, 500, ptr::null_mut()), Status::Ok);
        assert_eq!(
            gw_game_advance(g, 400, ptr::null_mut()),
            Status::TimeWentBackwards
        );
        assert_eq!(gw_game_set_clamp_times(g, true), Status::Ok);
        assert_eq!(gw_game_clamp_times(g, &mut clamp), Status::Ok);
        assert!(clamp);
        assert_eq!(gw_game_advance(g, 400, ptr::null_mut()), Status::Ok);
        assert_eq!(gw_game_clock_ms(g, &mut clock), Status::Ok);
        assert_eq!(clock, 500, "taken as the game's clock");
        assert_eq!(
            gw_solo_swap_for_test(g, 300),
            Status::Ok,
            "an action at an earlier time too: {}",
            last_error()
        );
        assert_eq!(
            gw_game_rebase(g, 400, 10, ptr::null_mut()),
            Status::TimeWentBackwards,
            "rebase stays strict"
        );
        let snap = snapshot(g);
        let mut back = ptr::null_mut();
        assert_eq!(
            gw_game_restore(snap.as_ptr(), snap.len(), ptr::null(), &mut back),
            Status::Ok
        );
        assert_eq!(gw_game_clamp_times(back, &mut clamp), Status::Ok);
        assert!(!clamp, "a host setting, not in the snapshot");
        assert_eq!(
            gw_game_clamp_times(g, ptr::null_mut()),
            Status::NullArgument
        );
        assert_eq!(
            gw_game_set_clamp_times(ptr::null_mut(), true),
            Status::NullArgument
        );
        gw_game_free(back);
        gw_game_free(g);
        assert_eq!(gw_game_set_clamp_times(g, true), Status::InvalidHandle);
    }
}

/// A Sóló game's first best swap, made at `now`.
///
/// # Safety
/// `g` is a live Sóló handle.
unsafe fn gw_solo_swap_for_test(g: *mut Game, now: u64) -> Status {
    use crate::solo::{gw_solo_best_swaps, gw_solo_swap};
    let mut json: *mut c_char = ptr::null_mut();
    // SAFETY: by the caller's contract.
    unsafe {
        assert_eq!(gw_solo_best_swaps(g, 1, &mut json), Status::Ok);
        let best: serde_json::Value =
            serde_json::from_str(CStr::from_ptr(json).to_str().unwrap()).unwrap();
        gw_string_free(json);
        let (a, b) = (
            best[0]["a"].as_u64().unwrap(),
            best[0]["b"].as_u64().unwrap(),
        );
        gw_solo_swap(g, a as u32, b as u32, now, ptr::null_mut())
    }
}

#[test]
fn warm_up_takes_null_or_a_live_lexicon() {
    let mut lex = ptr::null_mut();
    // SAFETY: valid out-params; handles from the library.
    unsafe {
        assert_eq!(gw_warm_up(ptr::null()), Status::Ok);
        assert_eq!(gw_warm_up(ptr::null()), Status::Ok);
        let words = [c"cat".as_ptr(), c"dog".as_ptr()];
        assert_eq!(
            gw_lexicon_from_words(words.as_ptr(), 2, &mut lex),
            Status::Ok
        );
        assert_eq!(gw_warm_up(lex), Status::Ok);
        gw_lexicon_free(lex);
        assert_eq!(gw_warm_up(lex), Status::InvalidHandle);
    }
}

#[test]
fn a_freed_game_handle_never_names_a_new_game() {
    let config = c(r#"{"game":"solo","seed":1}"#);
    let mut stale = ptr::null_mut();
    let mut clock = 0;
    // SAFETY: valid strings and out-params; freed handles are only judged.
    unsafe {
        assert_eq!(
            gw_game_new(config.as_ptr(), ptr::null(), 0, &mut stale),
            Status::Ok
        );
        gw_game_free(stale);
        for _ in 0..200 {
            let mut fresh = ptr::null_mut();
            assert_eq!(
                gw_game_new(config.as_ptr(), ptr::null(), 0, &mut fresh),
                Status::Ok
            );
            assert_ne!(fresh, stale);
            assert_eq!(gw_game_clock_ms(stale, &mut clock), Status::InvalidHandle);
            gw_game_free(fresh);
        }
    }
}
