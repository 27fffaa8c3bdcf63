use std::ffi::{c_char, CStr, CString};
use std::ptr;

use gridwords::{AnyGame, Error, ErrorCode};

use super::*;
use crate::duel::*;
use crate::game::*;
use crate::hunt::*;
use crate::lexicon::*;
use crate::strings::*;

fn last_error() -> String {
    // SAFETY: never NULL, valid until the next call on this thread.
    unsafe { CStr::from_ptr(gw_last_error_message()) }
        .to_string_lossy()
        .into_owned()
}

#[test]
fn the_checked_in_header_lists_every_status() {
    let header = include_str!("../../include/gridwords.h");
    for &s in Status::all() {
        let line = format!("GW_STATUS_{} = {},", s.name(), s.number());
        assert!(header.contains(&line), "header lacks `{line}`");
    }
    assert!(header.contains(&format!("#define GW_ABI_VERSION {ABI_VERSION}")));
    assert!(header.contains("#define GW_ABI_VERSION 2"));
    // The ABI 1 handle functions are gone.
    for gone in ["gw_hunt_game_new(", "gw_hunt_game_free(", "gw_hunt_replay("] {
        assert!(!header.contains(gone), "{gone}");
    }
    assert!(header.contains("GwStatus gw_game_new("));
}

#[test]
fn status_names_are_static_c_strings() {
    for &s in Status::all() {
        // SAFETY: static NUL-terminated strings.
        let name = unsafe { CStr::from_ptr(gw_status_name(s.number())) };
        assert_eq!(name.to_str().unwrap(), s.name());
    }
    // SAFETY: as above.
    let unknown = unsafe { CStr::from_ptr(gw_status_name(9999)) };
    assert_eq!(unknown.to_str().unwrap(), "UNKNOWN");
    assert_eq!(gw_abi_version(), ABI_VERSION);
}

#[test]
fn a_panic_becomes_panic_status_with_a_message() {
    let st = ffi_call(|| panic!("boom {}", 42));
    assert_eq!(st, Status::Panic);
    assert!(last_error().contains("boom 42"), "{}", last_error());
    assert_eq!(ffi_call(|| Ok(())), Status::Ok);
    assert_eq!(last_error(), "");
}

#[test]
fn an_engine_error_becomes_its_status() {
    let st = ffi_call(|| Err(Error::new(ErrorCode::RoundOver, "too late")));
    assert_eq!(st, Status::RoundOver);
    assert_eq!(last_error(), "ROUND_OVER: too late");
}

#[test]
fn lexicon_calls_check_their_arguments() {
    unsafe {
        let mut lex: *mut Lexicon = ptr::null_mut();
        assert_eq!(gw_lexicon_embedded(&mut lex), Status::Ok);
        assert!(!lex.is_null());
        let mut yes = false;
        let word = CString::new("cat").unwrap();
        assert_eq!(
            gw_lexicon_contains(lex, word.as_ptr(), &mut yes),
            Status::Ok
        );
        assert!(yes);
        assert_eq!(
            gw_lexicon_contains(ptr::null(), word.as_ptr(), &mut yes),
            Status::NullArgument
        );
        assert_eq!(
            gw_lexicon_contains(lex, ptr::null(), &mut yes),
            Status::NullArgument
        );
        assert!(last_error().contains("`word`"));
        let bad = [0xffu8, 0x61, 0];
        assert_eq!(
            gw_lexicon_contains(lex, bad.as_ptr() as *const c_char, &mut yes),
            Status::InvalidUtf8
        );
        let mut n = 0usize;
        assert_eq!(gw_lexicon_size(lex, &mut n), Status::Ok);
        assert_eq!(n, gridwords::Lexicon::embedded().len());

        let mut blob = Bytes::null();
        assert_eq!(gw_lexicon_to_bytes(lex, &mut blob), Status::Ok);
        let mut again: *mut Lexicon = ptr::null_mut();
        let bytes = blob.as_slice();
        assert_eq!(blob.len(), bytes.len());
        assert_eq!(
            gw_lexicon_from_bytes(bytes.as_ptr(), bytes.len(), &mut again),
            Status::Ok
        );
        let mut m = 0usize;
        assert_eq!(gw_lexicon_size(again, &mut m), Status::Ok);
        assert_eq!(m, n);
        assert_eq!(
            gw_lexicon_from_bytes(blob.as_slice().as_ptr(), 10, &mut again),
            Status::LexiconCorrupt
        );
        gw_bytes_free(&mut blob);
        assert!(blob.is_empty() && blob.as_slice().is_empty());
        gw_bytes_free(&mut blob);
        gw_bytes_free(ptr::null_mut());
        gw_lexicon_free(again);
        gw_lexicon_free(lex);
        gw_lexicon_free(ptr::null_mut());
    }
}

#[test]
fn solve_hands_out_the_core_solve_json() {
    let tray = gridwords::hunt::deal(7);
    let lex = gridwords::Lexicon::embedded();
    let c_tray = CString::new(tray.as_str()).unwrap();
    let json = unsafe {
        let mut handle: *mut Lexicon = ptr::null_mut();
        assert_eq!(gw_lexicon_embedded(&mut handle), Status::Ok);
        let mut out: *mut c_char = ptr::null_mut();
        assert_eq!(gw_hunt_solve(c_tray.as_ptr(), handle, &mut out), Status::Ok);
        gw_lexicon_free(handle);
        take(out)
    };
    assert_eq!(json, gridwords::hunt::solve_json(&tray, lex));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["version"], SOLVE_JSON_VERSION);
    assert_eq!(v["tray"], tray.as_str());
}

#[test]
fn score_refuses_bad_points_without_writing() {
    unsafe {
        let mut lex: *mut Lexicon = ptr::null_mut();
        assert_eq!(gw_lexicon_embedded(&mut lex), Status::Ok);
        let tray = CString::new(gridwords::hunt::deal(1).as_str()).unwrap();
        let mut out = 12345u64;
        let pts = [1u32, 2, 3, 4, 5];
        assert_eq!(
            gw_hunt_score_with_points(tray.as_ptr(), pts.as_ptr(), pts.len(), lex, &mut out),
            Status::InvalidPoints
        );
        assert_eq!(out, 12345);
        let bad = CString::new("abc").unwrap();
        assert_eq!(
            gw_hunt_score(bad.as_ptr(), lex, &mut out),
            Status::InvalidTray
        );
        assert_eq!(out, 12345);
        assert_eq!(gw_hunt_score(tray.as_ptr(), lex, &mut out), Status::Ok);
        assert_ne!(out, 12345);
        gw_lexicon_free(lex);
    }
}

/// Takes a string handed out by the library.
///
/// # Safety
/// `p` came from the library and is not used again.
unsafe fn take(p: *mut c_char) -> String {
    assert!(!p.is_null());
    // SAFETY: by the caller's contract.
    let s = unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_string();
    // SAFETY: freed once.
    unsafe { gw_string_free(p) };
    s
}

fn cstr(s: &str) -> CString {
    CString::new(s).unwrap()
}

/// A new game from a config, checked.
fn new_game(config: &str) -> *mut Game {
    let mut g: *mut Game = ptr::null_mut();
    // SAFETY: valid arguments.
    let st = unsafe { gw_game_new(cstr(config).as_ptr(), ptr::null(), 0, &mut g) };
    assert_eq!(st, Status::Ok, "{}", last_error());
    g
}

fn act(g: *mut Game, action: &str, now: u64) -> String {
    let mut ev: *mut c_char = ptr::null_mut();
    // SAFETY: valid arguments.
    unsafe {
        assert_eq!(
            gw_game_act(g, cstr(action).as_ptr(), now, &mut ev),
            Status::Ok,
            "{action}: {}",
            last_error()
        );
        take(ev)
    }
}

fn events_for(g: *mut Game, events: &str, viewer: i64) -> String {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: valid arguments.
    unsafe {
        assert_eq!(
            gw_game_events_for(g, cstr(events).as_ptr(), viewer, &mut out),
            Status::Ok
        );
        take(out)
    }
}

const TWO_HUMANS: &str = r#"{"game":"hunt","seats":["human","human"],"seed":1}"#;

#[test]
fn the_generic_handle_plays_a_round_and_matches_the_core() {
    let g = new_game(TWO_HUMANS);
    let mut core = AnyGame::new(TWO_HUMANS, None, 0).unwrap();
    let script: &[(&str, u64)] = &[
        (r#"{"action":"ready","seat":0}"#, 1000),
        (r#"{"action":"ready","seat":1}"#, 1000),
    ];
    for &(a, t) in script {
        assert_eq!(act(g, a, t), core.act_json(a, t).unwrap().to_json());
    }
    let mut ev: *mut c_char = ptr::null_mut();
    // SAFETY: valid arguments.
    unsafe {
        let (mut due, mut has) = (0u64, false);
        assert_eq!(gw_game_next_due(g, &mut due, &mut has), Status::Ok);
        assert!(has);
        assert_eq!(due, core.next_due().unwrap());
        assert_eq!(gw_game_advance(g, due, &mut ev), Status::Ok);
        assert_eq!(take(ev), core.advance(due).unwrap().to_json());
    }
    let all = act(g, r#"{"action":"submit","seat":0,"word":"cinema"}"#, 5000);
    core.act_json(r#"{"action":"submit","seat":0,"word":"cinema"}"#, 5000)
        .unwrap();
    assert!(all.contains("cinema"));
    assert!(events_for(g, &all, 0).contains("cinema"));
    assert_eq!(events_for(g, &all, 1), "[]");
    assert_eq!(events_for(g, &all, -1), "[]");
    // SAFETY: valid arguments.
    unsafe {
        let mut out: *mut c_char = ptr::null_mut();
        let e = cstr(&all);
        assert_eq!(
            gw_game_events_for(g, e.as_ptr(), -2, &mut out),
            Status::InvalidArgument
        );
        assert_eq!(
            gw_game_events_for(g, e.as_ptr(), 2, &mut out),
            Status::UnknownSeat
        );
        assert_eq!(
            gw_game_events_for(g, cstr("{").as_ptr(), 0, &mut out),
            Status::InvalidJson
        );
        assert!(out.is_null());
        assert_eq!(gw_game_view(g, 1, &mut out), Status::Ok);
        let view = take(out);
        assert!(!view.contains("cinema"));
        assert_eq!(view, core.view_json(Some(1)).unwrap());
        let mut out: *mut c_char = ptr::dangling_mut();
        assert_eq!(gw_game_result(g, &mut out), Status::Ok);
        assert!(out.is_null(), "no result before the end");
        assert_eq!(gw_game_advance(g, 200_000, ptr::null_mut()), Status::Ok);
        core.advance(200_000).unwrap();
        assert_eq!(gw_game_result(g, &mut out), Status::Ok);
        let result = take(out);
        assert_eq!(Some(result.clone()), core.result_json());
        assert_eq!(gw_game_log(g, &mut out), Status::Ok);
        let log = take(out);
        assert_eq!(log, core.log_json());
        assert_eq!(
            gw_replay(cstr(&log).as_ptr(), ptr::null(), &mut out),
            Status::Ok
        );
        assert_eq!(take(out), result);
        let mut yes = false;
        assert_eq!(
            gw_verify(
                cstr(&log).as_ptr(),
                cstr(&result).as_ptr(),
                ptr::null(),
                &mut yes
            ),
            Status::Ok
        );
        assert!(yes);
        assert_eq!(gw_game_config(g, &mut out), Status::Ok);
        assert_eq!(take(out), core.config_json());
        let mut name: *const c_char = ptr::null();
        assert_eq!(gw_game_name(g, &mut name), Status::Ok);
        assert_eq!(CStr::from_ptr(name).to_str().unwrap(), "hunt");
        gw_game_free(g);
    }
}

#[test]
fn unknown_games_and_actions_have_their_statuses() {
    // SAFETY: valid arguments.
    unsafe {
        let mut g: *mut Game = ptr::null_mut();
        let chess = cstr(r#"{"game":"chess","seats":["human","human"]}"#);
        assert_eq!(
            gw_game_new(chess.as_ptr(), ptr::null(), 0, &mut g),
            Status::UnknownGame
        );
        assert!(g.is_null());
        let g = new_game(TWO_HUMANS);
        let mut ev: *mut c_char = ptr::null_mut();
        let fly = cstr(r#"{"action":"fly","seat":0}"#);
        assert_eq!(
            gw_game_act(g, fly.as_ptr(), 0, &mut ev),
            Status::UnknownAction
        );
        assert!(ev.is_null());
        gw_game_free(g);
    }
}

const DUEL_HUMANS: &str = r#"{"game":"duel","seats":["human","human"],"seed":1}"#;

#[test]
fn a_typed_call_on_another_game_is_wrong_game() {
    let hunt = new_game(TWO_HUMANS);
    let duel = new_game(DUEL_HUMANS);
    // SAFETY: valid arguments.
    unsafe {
        let mut ev: *mut c_char = ptr::null_mut();
        assert_eq!(
            gw_hunt_submit(duel, 0, cstr("tone").as_ptr(), 10, &mut ev),
            Status::WrongGame
        );
        assert_eq!(
            last_error(),
            "WRONG_GAME: this is a \"duel\" game, not a \"hunt\" one"
        );
        assert_eq!(gw_hunt_ready(duel, 0, 10, &mut ev), Status::WrongGame);
        let mut tray: *mut c_char = ptr::null_mut();
        assert_eq!(gw_hunt_tray(duel, &mut tray), Status::WrongGame);
        assert_eq!(
            gw_duel_play_word(hunt, 0, 6, 'a' as u32, cstr("ha").as_ptr(), 10, &mut ev),
            Status::WrongGame
        );
        assert!(last_error().contains("this is a \"hunt\" game, not a \"duel\" one"));
        assert_eq!(gw_duel_resign(hunt, 0, 10, &mut ev), Status::WrongGame);
        let mut scores = [7u32; 2];
        assert_eq!(gw_duel_scores(hunt, &mut scores), Status::WrongGame);
        assert_eq!(scores, [7, 7]);
        assert!(ev.is_null() && tray.is_null());
        gw_game_free(hunt);
        gw_game_free(duel);
    }
}

#[test]
fn duel_typed_calls_match_the_generic_ones() {
    let g = new_game(DUEL_HUMANS);
    let mut core = AnyGame::new(DUEL_HUMANS, None, 0).unwrap();
    // SAFETY: valid arguments.
    unsafe {
        let mut ev: *mut c_char = ptr::null_mut();
        assert_eq!(
            gw_duel_play_word(g, 0, 6, 'A' as u32, cstr("Ha").as_ptr(), 1_000, &mut ev),
            Status::Ok,
            "{}",
            last_error()
        );
        assert_eq!(
            take(ev),
            core.act_json(
                r#"{"action":"play","seat":0,"cell":6,"letter":"A","word":"Ha"}"#,
                1_000
            )
            .unwrap()
            .to_json()
        );
        let path = [11u32, 16];
        assert_eq!(
            gw_duel_play_path(g, 1, 16, 'e' as u32, path.as_ptr(), 2, 2_000, &mut ev),
            Status::Ok
        );
        assert_eq!(
            take(ev),
            core.act_json(
                r#"{"action":"play","seat":1,"cell":16,"letter":"e","path":[11,16]}"#,
                2_000
            )
            .unwrap()
            .to_json()
        );
        let mut board: *mut c_char = ptr::null_mut();
        assert_eq!(gw_duel_board(g, &mut board), Status::Ok);
        assert_eq!(take(board), "......a...sheep.e........");
        let mut played: *mut c_char = ptr::null_mut();
        assert_eq!(gw_duel_played(g, &mut played), Status::Ok);
        assert_eq!(take(played), r#"["sheep","ha","he"]"#);
        let (mut scores, mut clocks) = ([0u32; 2], [0u64; 2]);
        assert_eq!(gw_duel_scores(g, &mut scores), Status::Ok);
        assert_eq!(scores, [2, 2]);
        assert_eq!(gw_duel_clocks_ms(g, &mut clocks), Status::Ok);
        assert_eq!(clocks, [599_000, 599_000]);
        let (mut seat, mut has) = (9u32, false);
        assert_eq!(gw_duel_to_move(g, &mut seat, &mut has), Status::Ok);
        assert_eq!((seat, has), (0, true));
        assert_eq!(gw_duel_offer_draw(g, 1, 2_500, ptr::null_mut()), Status::Ok);
        core.act_json(r#"{"action":"offer_draw","seat":1}"#, 2_500)
            .unwrap();
        assert_eq!(gw_duel_draw_offer(g, &mut seat, &mut has), Status::Ok);
        assert_eq!((seat, has), (1, true));
        assert_eq!(gw_duel_decline_draw(g, 0, 2_600, &mut ev), Status::Ok);
        assert_eq!(
            take(ev),
            core.act_json(r#"{"action":"decline_draw","seat":0}"#, 2_600)
                .unwrap()
                .to_json()
        );
        assert_eq!(gw_duel_offer_draw(g, 0, 2_700, ptr::null_mut()), Status::Ok);
        core.act_json(r#"{"action":"offer_draw","seat":0}"#, 2_700)
            .unwrap();
        assert_eq!(gw_duel_accept_draw(g, 1, 2_800, &mut ev), Status::Ok);
        assert_eq!(
            take(ev),
            core.act_json(r#"{"action":"accept_draw","seat":1}"#, 2_800)
                .unwrap()
                .to_json()
        );
        assert_eq!(gw_duel_to_move(g, &mut seat, &mut has), Status::Ok);
        assert_eq!((seat, has), (0, false));
        let mut out: *mut c_char = ptr::null_mut();
        assert_eq!(gw_game_log(g, &mut out), Status::Ok);
        assert_eq!(take(out), core.log_json());
        assert_eq!(gw_game_result(g, &mut out), Status::Ok);
        assert_eq!(Some(take(out)), core.result_json());
        gw_game_free(g);
    }
}

#[test]
fn duel_arguments_are_checked_before_the_game() {
    let g = new_game(DUEL_HUMANS);
    // SAFETY: valid arguments but for the ones under test.
    unsafe {
        let mut ev: *mut c_char = ptr::null_mut();
        assert_eq!(
            gw_duel_play_word(g, 0, 6, 0xd800, cstr("ha").as_ptr(), 10, &mut ev),
            Status::InvalidArgument
        );
        assert_eq!(
            gw_duel_play_word(g, 0, 6, 0x11_0000, cstr("ha").as_ptr(), 10, &mut ev),
            Status::InvalidArgument
        );
        assert_eq!(
            gw_duel_play_word(g, 0, 6, 'é' as u32, cstr("ha").as_ptr(), 10, &mut ev),
            Status::NotALetter
        );
        assert_eq!(
            gw_duel_play_word(g, 0, 6, 'a' as u32, ptr::null(), 10, &mut ev),
            Status::NullArgument
        );
        assert_eq!(
            gw_duel_play_path(g, 0, 6, 'a' as u32, ptr::null(), 2, 10, &mut ev),
            Status::NullArgument
        );
        assert_eq!(
            gw_duel_play_path(g, 0, 6, 'a' as u32, ptr::null(), 0, 10, &mut ev),
            Status::PathMissesNewCell
        );
        assert_eq!(
            gw_duel_play_path(
                g,
                0,
                6,
                'a' as u32,
                ptr::dangling(),
                usize::MAX,
                10,
                &mut ev
            ),
            Status::InvalidArgument
        );
        assert!(ev.is_null());
        let mut clock = 1u64;
        assert_eq!(gw_game_clock_ms(g, &mut clock), Status::Ok);
        assert_eq!(clock, 0, "refusals changed nothing");
        gw_game_free(g);
    }
}

#[test]
fn duel_analysis_hands_out_the_core_json() {
    let start = "..........sheep..........";
    let lex = gridwords::Lexicon::embedded();
    let board = gridwords::duel::Board::parse(start).unwrap();
    let played = vec!["sheep".to_string()];
    let c_board = cstr(start);
    let words = [cstr(" SHEEP ")];
    let ptrs: Vec<*const c_char> = words.iter().map(|w| w.as_ptr()).collect();
    // SAFETY: valid arguments.
    unsafe {
        let mut out: *mut c_char = ptr::null_mut();
        assert_eq!(
            gw_duel_legal_moves(c_board.as_ptr(), ptrs.as_ptr(), 1, ptr::null(), &mut out),
            Status::Ok
        );
        assert_eq!(
            take(out),
            serde_json::to_string(&gridwords::duel::legal_moves(&board, &played, lex)).unwrap()
        );
        assert_eq!(
            gw_duel_best_moves(c_board.as_ptr(), ptrs.as_ptr(), 1, 3, ptr::null(), &mut out),
            Status::Ok
        );
        assert_eq!(
            take(out),
            serde_json::to_string(&gridwords::duel::best_moves(&board, &played, 3, lex)).unwrap()
        );
        out = ptr::null_mut();
        assert_eq!(
            gw_duel_legal_moves(
                cstr("sheep").as_ptr(),
                ptr::null(),
                0,
                ptr::null(),
                &mut out
            ),
            Status::InvalidBoard
        );
        assert_eq!(
            gw_duel_legal_moves(c_board.as_ptr(), ptr::null(), 1, ptr::null(), &mut out),
            Status::NullArgument
        );
        let nulls = [ptr::null::<c_char>()];
        assert_eq!(
            gw_duel_legal_moves(c_board.as_ptr(), nulls.as_ptr(), 1, ptr::null(), &mut out),
            Status::NullArgument
        );
        assert_eq!(last_error(), "NULL_ARGUMENT: argument `played[0]` is NULL");
        assert!(out.is_null());
    }
}

#[test]
fn snapshots_restore_and_damaged_ones_are_refused() {
    let g = new_game(TWO_HUMANS);
    act(g, r#"{"action":"ready","seat":0}"#, 10);
    // SAFETY: valid arguments.
    unsafe {
        let mut snap = Bytes::null();
        assert_eq!(gw_game_snapshot(g, &mut snap), Status::Ok);
        let bytes = snap.as_slice().to_vec();
        assert!(!bytes.is_empty());
        let mut twin: *mut Game = ptr::null_mut();
        assert_eq!(
            gw_game_restore(bytes.as_ptr(), bytes.len(), ptr::null(), &mut twin),
            Status::Ok
        );
        let mut again = Bytes::null();
        assert_eq!(gw_game_snapshot(twin, &mut again), Status::Ok);
        assert_eq!(again.as_slice(), bytes.as_slice());
        gw_bytes_free(&mut again);
        for bit in 0..bytes.len() * 8 {
            let mut bad = bytes.clone();
            bad[bit / 8] ^= 1 << (bit % 8);
            let mut out: *mut Game = ptr::null_mut();
            assert_eq!(
                gw_game_restore(bad.as_ptr(), bad.len(), ptr::null(), &mut out),
                Status::InvalidSnapshot,
                "bit {bit}"
            );
            assert!(out.is_null());
        }
        gw_bytes_free(&mut snap);
        gw_game_free(twin);
        gw_game_free(g);
    }
}

#[test]
fn typed_calls_match_the_generic_ones() {
    let g = new_game(TWO_HUMANS);
    let mut core = AnyGame::new(TWO_HUMANS, None, 0).unwrap();
    // SAFETY: valid arguments.
    unsafe {
        let mut ev: *mut c_char = ptr::null_mut();
        assert_eq!(gw_hunt_ready(g, 0, 100, &mut ev), Status::Ok);
        assert_eq!(
            take(ev),
            core.act_json(r#"{"action":"ready","seat":0}"#, 100)
                .unwrap()
                .to_json()
        );
        assert_eq!(gw_hunt_ready(g, 1, 100, ptr::null_mut()), Status::Ok);
        core.act_json(r#"{"action":"ready","seat":1}"#, 100)
            .unwrap();
        let mut tray: *mut c_char = ptr::dangling_mut();
        assert_eq!(gw_hunt_tray(g, &mut tray), Status::Ok);
        assert!(tray.is_null());
        assert_eq!(gw_game_advance(g, 3100, ptr::null_mut()), Status::Ok);
        core.advance(3100).unwrap();
        assert_eq!(gw_hunt_tray(g, &mut tray), Status::Ok);
        assert_eq!(take(tray), "oencnmirapraeapb");
        assert_eq!(
            gw_hunt_submit(g, 1, cstr(" Barman ").as_ptr(), 4000, &mut ev),
            Status::Ok
        );
        assert_eq!(
            take(ev),
            core.act_json(r#"{"action":"submit","seat":1,"word":" Barman "}"#, 4000)
                .unwrap()
                .to_json()
        );
        assert_eq!(gw_hunt_resign(g, 0, 5000, &mut ev), Status::Ok);
        assert_eq!(
            take(ev),
            core.act_json(r#"{"action":"resign","seat":0}"#, 5000)
                .unwrap()
                .to_json()
        );
        let mut out: *mut c_char = ptr::null_mut();
        assert_eq!(gw_game_log(g, &mut out), Status::Ok);
        assert_eq!(take(out), core.log_json());
        gw_game_free(g);
    }
}
