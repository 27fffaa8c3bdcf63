//! Text by pointer and length: each `_n` twin reads exactly the bytes it is
//! given, so a NUL reaches the engine and is judged as the core judges it
//! (the same code and message as Python and Node give), where the plain
//! call stops at the first NUL. NULL is refused even with length 0, an
//! empty text is `""`, and bad UTF-8 names its offset, as for the plain
//! calls.

use std::ffi::c_char;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords_ffi::duel::{gw_duel_best_moves_n, gw_duel_legal_moves, gw_duel_legal_moves_n};
use gridwords_ffi::game::{
    gw_game_act_n, gw_game_events_for_n, gw_game_free, gw_game_from_log_n, gw_game_log,
    gw_game_new, gw_game_new_n, gw_game_options_n, gw_verify_n, Game,
};
use gridwords_ffi::hunt::{gw_hunt_score_n, gw_hunt_solve_n, gw_hunt_submit, gw_hunt_submit_n};
use gridwords_ffi::lexicon::{
    gw_lexicon_contains_n, gw_lexicon_free, gw_lexicon_from_words_n, Lexicon,
};
use gridwords_ffi::Status;

fn ptr_of(s: &[u8]) -> *const c_char {
    s.as_ptr().cast()
}

fn new_n(config: &[u8]) -> (Status, *mut Game) {
    let mut g: *mut Game = ptr::null_mut();
    // SAFETY: `config.len()` bytes, the shipped list, an out-param.
    let st = unsafe { gw_game_new_n(ptr_of(config), config.len(), ptr::null(), 0, &mut g) };
    (st, g)
}

/// A Word Grid game whose round is open at time 0.
fn open_hunt() -> *mut Game {
    let (st, g) = new_n(br#"{"game":"hunt","seats":["human","human"],"seed":1,"countdown_ms":0}"#);
    assert_eq!(st, Status::Ok, "{}", last_error());
    for seat in [0, 1] {
        let a = format!(r#"{{"action":"ready","seat":{seat}}}"#);
        // SAFETY: a live handle, `a.len()` bytes, NULL events.
        let st = unsafe { gw_game_act_n(g, ptr_of(a.as_bytes()), a.len(), 0, ptr::null_mut()) };
        assert_eq!(st, Status::Ok, "{}", last_error());
    }
    g
}

fn log_of(g: *mut Game) -> String {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle and an out-param.
    assert_eq!(unsafe { gw_game_log(g, &mut out) }, Status::Ok);
    take(out)
}

#[test]
fn a_word_holding_nul_is_judged_whole_by_the_n_call_and_cut_by_the_plain_one() {
    let g = open_hunt();
    let before = log_of(g);
    let word = b"tea\0s";
    // SAFETY: a live handle, `word.len()` bytes, NULL events.
    let st = unsafe { gw_hunt_submit_n(g, 0, ptr_of(word), word.len(), 5, ptr::null_mut()) };
    assert_eq!(st, Status::ControlCharacter);
    assert_eq!(
        last_error(),
        "CONTROL_CHARACTER: the word contains a control character"
    );
    assert_eq!(log_of(g), before, "a refused word changes nothing");
    // The plain call reads up to the NUL: "tea" is what it sends, as the
    // header says (hosts whose strings hold NUL use the `_n` twins).
    let mut events: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle, a C string, an out-param.
    let st = unsafe { gw_hunt_submit(g, 0, word.as_ptr().cast(), 5, &mut events) };
    assert_eq!(st, Status::Ok);
    assert!(take(events).contains(r#""word":"tea""#));
    // SAFETY: this test's handle, freed once.
    unsafe { gw_game_free(g) };
}

#[test]
fn json_holding_nul_is_invalid_json_not_a_shorter_document() {
    // A valid config followed by a NUL: the plain call sees a good config;
    // the engine, given every byte, refuses the trailing character.
    let config = b"{\"game\":\"solo\",\"seed\":1}\0garbage";
    let (st, g) = new_n(config);
    assert_eq!(st, Status::InvalidJson, "{}", last_error());
    assert!(g.is_null());
    let mut plain: *mut Game = ptr::null_mut();
    // SAFETY: a C string (cut at its NUL), the shipped list, an out-param.
    let st = unsafe { gw_game_new(config.as_ptr().cast(), ptr::null(), 0, &mut plain) };
    assert_eq!(st, Status::Ok);
    // The log, the events to filter and the action texts take the same rule.
    let log = log_of(plain);
    let mut cut = log.clone().into_bytes();
    cut.extend_from_slice(b"\0");
    let mut g2: *mut Game = ptr::null_mut();
    // SAFETY: `cut.len()` bytes, the shipped list, an out-param.
    let st = unsafe { gw_game_from_log_n(ptr_of(&cut), cut.len(), ptr::null(), &mut g2) };
    assert_eq!(st, Status::InvalidLog, "{}", last_error());
    // SAFETY: `log.len()` bytes: the whole log, no NUL, is a good one.
    let st = unsafe { gw_game_from_log_n(ptr_of(log.as_bytes()), log.len(), ptr::null(), &mut g2) };
    assert_eq!(st, Status::Ok, "{}", last_error());
    let events = b"[]\0";
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle, `events.len()` bytes, an out-param.
    let st = unsafe { gw_game_events_for_n(g2, ptr_of(events), events.len(), 0, &mut out) };
    assert_eq!(st, Status::InvalidJson, "{}", last_error());
    // SAFETY: `2` bytes of "[]".
    let st = unsafe { gw_game_events_for_n(g2, ptr_of(events), 2, 0, &mut out) };
    assert_eq!(st, Status::Ok);
    assert_eq!(take(out), "[]");
    let mut yes = false;
    let result = b"{}";
    // SAFETY: texts of their lengths, the shipped list, a writable bool.
    let st = unsafe {
        gw_verify_n(
            ptr_of(&cut),
            cut.len(),
            ptr_of(result),
            2,
            ptr::null(),
            &mut yes,
        )
    };
    assert_eq!(st, Status::InvalidLog, "{}", last_error());
    // SAFETY: the test's handles, each freed once.
    unsafe {
        gw_game_free(plain);
        gw_game_free(g2);
    }
}

#[test]
fn names_trays_boards_and_lists_with_nul() {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: 5 bytes, an out-param.
    let st = unsafe { gw_game_options_n(ptr_of(b"hunt\0"), 5, &mut out) };
    assert_eq!(st, Status::UnknownGame, "{}", last_error());
    // SAFETY: 4 bytes of "hunt\0", an out-param.
    let st = unsafe { gw_game_options_n(ptr_of(b"hunt\0"), 4, &mut out) };
    assert_eq!(st, Status::Ok);
    assert!(take(out).starts_with('['));

    let tray = b"abcdefghijklmno\0";
    let mut total = 0u64;
    // SAFETY: 16 bytes, the shipped list, an out-param.
    let st = unsafe { gw_hunt_score_n(ptr_of(tray), 16, ptr::null(), &mut total) };
    assert_eq!(st, Status::InvalidTray, "{}", last_error());
    // SAFETY: as above.
    let st = unsafe { gw_hunt_solve_n(ptr_of(tray), 16, ptr::null(), &mut out) };
    assert_eq!(st, Status::InvalidTray);
    // SAFETY: 16 good letters.
    let st = unsafe { gw_hunt_score_n(ptr_of(b"serstnrateaolnig"), 16, ptr::null(), &mut total) };
    assert_eq!(st, Status::Ok, "{}", last_error());
    assert!(total > 0);

    let board = b"..........sheep..........";
    let played: [*const c_char; 1] = [ptr_of(b"sheep\0x")];
    let lens = [7usize];
    // SAFETY: 25 bytes, one word of 7 bytes, the shipped list, an out-param.
    let st = unsafe {
        gw_duel_legal_moves_n(
            ptr_of(board),
            25,
            played.as_ptr(),
            lens.as_ptr(),
            1,
            ptr::null(),
            &mut out,
        )
    };
    assert_eq!(st, Status::Ok, "{}", last_error());
    let with_nul = take(out);
    let sheep = c("sheep");
    let plain_played = [sheep.as_ptr()];
    let board_c = c(std::str::from_utf8(board).unwrap());
    // SAFETY: C strings, the shipped list, an out-param.
    let st = unsafe {
        gw_duel_legal_moves(
            board_c.as_ptr(),
            plain_played.as_ptr(),
            1,
            ptr::null(),
            &mut out,
        )
    };
    assert_eq!(st, Status::Ok);
    // "sheep\0x" is not "sheep": the start word counts as unplayed, so the
    // moves differ from those after "sheep" alone (which the plain call,
    // cut at the NUL, would give).
    assert_ne!(with_nul, take(out));
    // Lengths are required with words: NULL lens is NULL_ARGUMENT.
    // SAFETY: NULL lens with one word: refused before any read.
    let st = unsafe {
        gw_duel_best_moves_n(
            ptr_of(board),
            25,
            played.as_ptr(),
            ptr::null(),
            1,
            3,
            ptr::null(),
            &mut out,
        )
    };
    assert_eq!(st, Status::NullArgument);
    assert_eq!(
        last_error(),
        "NULL_ARGUMENT: argument `played_lens` is NULL"
    );

    let words: [*const c_char; 2] = [ptr_of(b"cat"), ptr_of(b"do\0g")];
    let wlens = [3usize, 4];
    let mut lex: *mut Lexicon = ptr::null_mut();
    // SAFETY: two words of their lengths, an out-param.
    let st = unsafe { gw_lexicon_from_words_n(words.as_ptr(), wlens.as_ptr(), 2, &mut lex) };
    assert_eq!(st, Status::InvalidLexiconWord, "{}", last_error());
    // SAFETY: the first word alone.
    let st = unsafe { gw_lexicon_from_words_n(words.as_ptr(), wlens.as_ptr(), 1, &mut lex) };
    assert_eq!(st, Status::Ok);
    let mut yes = true;
    // SAFETY: a live list, 4 bytes, a writable bool.
    assert_eq!(
        unsafe { gw_lexicon_contains_n(lex, ptr_of(b"cat\0"), 4, &mut yes) },
        Status::Ok
    );
    assert!(!yes, "\"cat\\0\" is not the word \"cat\"");
    // SAFETY: 3 bytes.
    assert_eq!(
        unsafe { gw_lexicon_contains_n(lex, ptr_of(b"cat"), 3, &mut yes) },
        Status::Ok
    );
    assert!(yes);
    // SAFETY: the test's list, freed once.
    unsafe { gw_lexicon_free(lex) };
}

#[test]
fn null_empty_and_bad_utf8() {
    let (st, g) = {
        let mut g: *mut Game = ptr::null_mut();
        // SAFETY: NULL with length 0, an out-param.
        let st = unsafe { gw_game_new_n(ptr::null(), 0, ptr::null(), 0, &mut g) };
        (st, g)
    };
    assert_eq!(st, Status::NullArgument);
    assert_eq!(
        last_error(),
        "NULL_ARGUMENT: argument `config_json` is NULL"
    );
    assert!(g.is_null());
    let (st, _) = new_n(b"");
    assert_eq!(st, Status::InvalidJson, "an empty text is \"\", not NULL");
    let (st, _) = new_n(b"{\"game\":\"solo\xff\"}");
    assert_eq!(st, Status::InvalidUtf8);
    assert_eq!(
        last_error(),
        "INVALID_UTF8: argument `config_json` is not valid UTF-8 (bad byte at offset 13)"
    );
}
