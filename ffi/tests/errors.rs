//! The cross-language error table (`tests/errors/cases.json`) through the
//! C ABI: every mistake gets the status and message the core gives it
//! (`core/tests/errors.rs`), the same as in Python and Node, and changes
//! nothing (the game's log, clock included, is the same after it).
//!
//! C's typed `gw_duel_play_word` takes the letter as one code point by its
//! type, so a "letter" of zero or two characters cannot be sent through it:
//! those cases run through `gw_game_act`, where C hosts send them, as do
//! seats past `u32` (the C seat type).
//!
//! `replay` cases go through `gw_replay` and `gw_game_from_log`, `verify`
//! cases through `gw_verify_report` and `gw_verify_with` (flags 0, or
//! `GW_VERIFY_TRUST_BOTS` for `"trust_bots": true`, with
//! `GW_VERIFY_CURRENT_VERSION` for `"min_version"` at today's), with a lexicon of the
//! case's `words` when it has them; an input given as a string is sent as
//! that text. Texts go by pointer and length (the `_n` calls), as a host
//! whose strings can hold NUL sends them, so a word holding a NUL reaches
//! the engine whole; the records' plain calls are checked to agree.
//!
//! The seals: `seal` cases go through `gw_seal_json_n` (kinds
//! `GW_SEAL_KIND_LOG`, `GW_SEAL_KIND_RESULT`) or `gw_seal_snapshot_n`,
//! `open` cases through `gw_open_json_n` or `gw_open_snapshot`, `restore`
//! cases through `gw_game_restore`, and a `verify` case with a `key`
//! through `gw_verify_sealed_n` and `gw_verify_sealed`.

use std::ffi::c_char;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords_ffi::duel::gw_duel_play_word_n;
use gridwords_ffi::game::gw_game_restore;
use gridwords_ffi::game::{
    gw_game_act, gw_game_act_n, gw_game_free, gw_game_from_log, gw_game_log, gw_game_new,
    gw_game_new_n, gw_replay, gw_replay_n, gw_verify_report, gw_verify_report_n, gw_verify_with,
    Game, VERIFY_CURRENT_VERSION, VERIFY_TRUST_BOTS,
};
use gridwords_ffi::lexicon::{gw_lexicon_free, Lexicon};
use gridwords_ffi::seal::{
    gw_open_json_n, gw_open_snapshot, gw_seal_json_n, gw_seal_snapshot_n, gw_verify_sealed,
    gw_verify_sealed_n, SEAL_KIND_LOG, SEAL_KIND_RESULT,
};
use gridwords_ffi::{Bytes, Status};
use serde_json::Value;

/// The case's input as the text sent: a string as it is, else its JSON.
fn text(input: &Value) -> String {
    match input {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The list a record is judged with: a handle of the case's `words`, else
/// NULL (the shipped list). Freed by the caller with gw_lexicon_free.
fn lexicon(case: &Value) -> *mut Lexicon {
    case.get("words").map_or(ptr::null_mut(), |words| {
        let words: Vec<&str> = words
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_str().unwrap())
            .collect();
        support::from_words(&words)
    })
}

/// A `replay` case: the status and last error of gw_replay, the same from
/// gw_game_from_log; the out-params untouched.
fn replay(case: &Value) -> (Status, String) {
    let log = c(&text(&case["input"]));
    let lex = lexicon(case);
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a C string, a live lexicon or NULL, an out-param.
    let status = unsafe { gw_replay(log.as_ptr(), lex, &mut out) };
    let message = last_error();
    assert!(out.is_null(), "{}", case["name"]);
    let bytes = log.as_bytes();
    // SAFETY: `bytes.len()` bytes, a live lexicon or NULL, an out-param.
    let by_len = unsafe { gw_replay_n(bytes.as_ptr().cast(), bytes.len(), lex, &mut out) };
    assert_eq!((by_len, last_error()), (status, message.clone()));
    let mut g: *mut Game = ptr::null_mut();
    // SAFETY: as above.
    let again = unsafe { gw_game_from_log(log.as_ptr(), lex, &mut g) };
    assert_eq!((again, last_error()), (status, message.clone()));
    assert!(g.is_null(), "{}", case["name"]);
    // SAFETY: this test's handle (or NULL), freed once.
    unsafe { gw_lexicon_free(lex) };
    (status, message)
}

/// A `verify` case: gw_verify_report's status and report (None: NULL) or
/// last error, checked against gw_verify_with.
fn verify(case: &Value) -> (Status, Result<Option<String>, String>) {
    let (log, result) = (c(&text(&case["input"])), c(&text(&case["result"])));
    let mut flags = if case["trust_bots"] == true {
        VERIFY_TRUST_BOTS
    } else {
        0
    };
    match case["min_version"].as_u64() {
        None => {}
        Some(v) if v == u64::from(gridwords::engine::LOG_VERSION) => {
            flags |= VERIFY_CURRENT_VERSION
        }
        Some(v) => panic!(
            "{}: the C ABI takes only today's version as a minimum, not {v}",
            case["name"]
        ),
    }
    let lex = lexicon(case);
    if let Some(key) = case["key"].as_str() {
        let answer = verify_sealed(case, &unhex(key), lex, flags);
        // SAFETY: this test's handle (or NULL), freed once.
        unsafe { gw_lexicon_free(lex) };
        return answer;
    }
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: C strings, a live lexicon or NULL, an out-param.
    let status = unsafe { gw_verify_report(log.as_ptr(), result.as_ptr(), lex, flags, &mut out) };
    let first = last_error();
    let (l, r) = (log.as_bytes(), result.as_bytes());
    let mut again: *mut c_char = ptr::null_mut();
    // SAFETY: texts of their lengths, a live lexicon or NULL, an out-param.
    let by_len = unsafe {
        let (lp, rp) = (l.as_ptr().cast(), r.as_ptr().cast());
        gw_verify_report_n(lp, l.len(), rp, r.len(), lex, flags, &mut again)
    };
    assert_eq!(by_len, status, "{}", case["name"]);
    if status != Status::Ok {
        assert_eq!(last_error(), first, "{}", case["name"]);
    }
    let again = (!again.is_null()).then(|| take(again));
    let answer = if status != Status::Ok {
        assert!(out.is_null());
        Err(first)
    } else {
        let report = (!out.is_null()).then(|| take(out));
        assert_eq!(report, again, "{}", case["name"]);
        let mut yes = false;
        // SAFETY: as above, a writable bool.
        let st = unsafe { gw_verify_with(log.as_ptr(), result.as_ptr(), lex, flags, &mut yes) };
        assert_eq!(st, Status::Ok);
        assert_eq!(yes, report.is_none(), "{}", case["name"]);
        Ok(report)
    };
    // SAFETY: this test's handle (or NULL), freed once.
    unsafe { gw_lexicon_free(lex) };
    (status, answer)
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

/// A `verify` case with a `key`: gw_verify_sealed_n's status and report
/// (the out-params untouched on a refusal), the plain call agreeing.
fn verify_sealed(
    case: &Value,
    key: &[u8],
    lex: *mut Lexicon,
    flags: u32,
) -> (Status, Result<Option<String>, String>) {
    let (log, result) = (text(&case["input"]), text(&case["result"]));
    let (mut yes, mut report): (bool, *mut c_char) = (false, ptr::null_mut());
    // SAFETY: texts of their lengths, a live lexicon or NULL, the key's
    // bytes, out-params.
    let status = unsafe {
        gw_verify_sealed_n(
            log.as_ptr().cast(),
            log.len(),
            result.as_ptr().cast(),
            result.len(),
            lex,
            key.as_ptr(),
            key.len(),
            flags,
            &mut yes,
            &mut report,
        )
    };
    let message = last_error();
    let (log_c, result_c) = (c(&log), c(&result));
    let mut again = false;
    // SAFETY: C strings, a live lexicon or NULL, the key, an out-param.
    let plain = unsafe {
        let (l, r) = (log_c.as_ptr(), result_c.as_ptr());
        gw_verify_sealed(
            l,
            r,
            lex,
            key.as_ptr(),
            key.len(),
            flags,
            &mut again,
            ptr::null_mut(),
        )
    };
    assert_eq!(plain, status, "{}", case["name"]);
    if status != Status::Ok {
        assert!(report.is_null() && !yes, "{}", case["name"]);
        return (status, Err(message));
    }
    let report = (!report.is_null()).then(|| take(report));
    assert_eq!((yes, again), (report.is_none(), report.is_none()));
    (status, Ok(report))
}

/// A `seal`, `open` or `restore` case (a snapshot's bytes in hex): the
/// status and last error of its C call (the `_n` twin where text goes in),
/// the out-params untouched; `None` for another call.
fn record_call(case: &Value) -> Option<(Status, String)> {
    let input = case["input"].as_str().unwrap_or_default();
    let key = unhex(case["key"].as_str().unwrap_or_default());
    let id = case["key_id"].as_str().unwrap_or_default();
    let snapshot = case["kind"] == "snapshot";
    let (mut text_out, mut bytes_out): (*mut c_char, Bytes) = (ptr::null_mut(), Bytes::null());
    let (k, kl) = (key.as_ptr(), key.len());
    // SAFETY (every call): buffers and texts of their lengths, out-params.
    let status = match case["call"].as_str()? {
        "seal" if snapshot => {
            let snap = unhex(input);
            unsafe {
                gw_seal_snapshot_n(
                    snap.as_ptr(),
                    snap.len(),
                    k,
                    kl,
                    id.as_ptr().cast(),
                    id.len(),
                    &mut bytes_out,
                )
            }
        }
        "seal" => {
            let kind = match case["kind"].as_str().unwrap() {
                "log" => SEAL_KIND_LOG,
                "result" => SEAL_KIND_RESULT,
                other => panic!("kind {other}"),
            };
            unsafe {
                let (r, i) = (input.as_ptr().cast(), id.as_ptr().cast());
                gw_seal_json_n(kind, r, input.len(), k, kl, i, id.len(), &mut text_out)
            }
        }
        "open" if snapshot => {
            let sealed = unhex(input);
            unsafe {
                gw_open_snapshot(
                    sealed.as_ptr(),
                    sealed.len(),
                    k,
                    kl,
                    &mut text_out,
                    &mut bytes_out,
                )
            }
        }
        "open" => {
            let mut kind = 0;
            let mut id_out: *mut c_char = ptr::null_mut();
            let st = unsafe {
                gw_open_json_n(
                    input.as_ptr().cast(),
                    input.len(),
                    k,
                    kl,
                    &mut kind,
                    &mut id_out,
                    &mut text_out,
                )
            };
            assert!(id_out.is_null() && kind == 0, "{}", case["name"]);
            st
        }
        "restore" => {
            let snap = unhex(input);
            let lex = lexicon(case);
            let mut g: *mut Game = ptr::null_mut();
            let st = unsafe { gw_game_restore(snap.as_ptr(), snap.len(), lex, &mut g) };
            assert!(g.is_null(), "{}", case["name"]);
            // SAFETY: this test's handle (or NULL), freed once.
            unsafe { gw_lexicon_free(lex) };
            st
        }
        _ => return None,
    };
    assert!(
        text_out.is_null() && bytes_out.is_empty(),
        "{}",
        case["name"]
    );
    Some((status, last_error()))
}

fn log_of(g: *mut Game) -> String {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle and an out-param.
    assert_eq!(unsafe { gw_game_log(g, &mut out) }, Status::Ok);
    take(out)
}

fn new_game(config: &Value, now: u64) -> (Status, *mut Game) {
    let mut g: *mut Game = ptr::null_mut();
    // SAFETY: a C string, NULL lexicon (the shipped one), an out-param.
    let status = unsafe { gw_game_new(c(&config.to_string()).as_ptr(), ptr::null(), now, &mut g) };
    (status, g)
}

fn act(g: *mut Game, action: &Value, now: u64) -> Status {
    // SAFETY: a live handle, a C string, NULL events.
    unsafe { gw_game_act(g, c(&action.to_string()).as_ptr(), now, ptr::null_mut()) }
}

/// gw_game_act_n with `text`, by pointer and length.
fn act_n(g: *mut Game, text: &str, now: u64) -> Status {
    // SAFETY: a live handle, `text.len()` bytes, NULL events.
    unsafe { gw_game_act_n(g, text.as_ptr().cast(), text.len(), now, ptr::null_mut()) }
}

#[test]
fn same_status_and_message_as_the_core() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors");
    let table = std::fs::read_to_string(dir.join("cases.json")).unwrap();
    let cases: Vec<Value> = serde_json::from_str(&table).unwrap();
    assert!(cases.len() >= 15);
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let (input, now) = (&case["input"], case["now"].as_u64().unwrap());
        if case["call"] == "verify" && case.get("code").is_none() {
            let (status, report) = verify(case);
            assert_eq!(status, Status::Ok, "{name}: {report:?}");
            let report = report.unwrap().map_or(Value::Null, Value::String);
            assert_eq!(report, case["report"], "{name}");
            continue;
        }
        let want = format!(
            "{}: {}",
            case["code"].as_str().unwrap(),
            case["message"].as_str().unwrap()
        );
        let (status, message, g) = if let Some((status, message)) = record_call(case) {
            (status, message, ptr::null_mut())
        } else if case["call"] == "replay" {
            let (status, message) = replay(case);
            (status, message, ptr::null_mut())
        } else if case["call"] == "verify" {
            let (status, message) = verify(case);
            (status, message.unwrap_err(), ptr::null_mut())
        } else if case["call"] == "new" {
            let mut g: *mut Game = ptr::null_mut();
            let config = text(input);
            // SAFETY: `config.len()` bytes, NULL lexicon (the shipped one), an out-param.
            let status = unsafe {
                gw_game_new_n(
                    config.as_ptr().cast(),
                    config.len(),
                    ptr::null(),
                    now,
                    &mut g,
                )
            };
            assert!(g.is_null(), "{name}");
            (status, last_error(), g)
        } else {
            let (ok, g) = new_game(&case["config"], 0);
            assert_eq!(ok, Status::Ok, "{name}");
            for step in case["before"].as_array().into_iter().flatten() {
                assert_eq!(
                    act(g, &step[0], step[1].as_u64().unwrap()),
                    Status::Ok,
                    "{name}"
                );
            }
            let before = log_of(g);
            let letter = input["letter"].as_str().unwrap_or_default();
            let status = match case["call"].as_str().unwrap() {
                "act" => act_n(g, &text(input), now),
                "duel.play"
                    if letter.chars().count() == 1
                        && u32::try_from(input["seat"].as_u64().unwrap()).is_ok() =>
                {
                    let word = input["word"].as_str().unwrap();
                    // SAFETY: a live handle, `word.len()` bytes, NULL events.
                    unsafe {
                        gw_duel_play_word_n(
                            g,
                            input["seat"].as_u64().unwrap() as u32,
                            input["cell"].as_u64().unwrap() as u32,
                            letter.chars().next().unwrap() as u32,
                            word.as_ptr().cast(),
                            word.len(),
                            now,
                            ptr::null_mut(),
                        )
                    }
                }
                "duel.play" => {
                    let mut json = input.clone();
                    json["action"] = "play".into();
                    act(g, &json, now)
                }
                other => panic!("unknown call {other}"),
            };
            let message = last_error();
            assert_eq!(
                log_of(g),
                before,
                "{name}: the refused call changed the game"
            );
            (status, message, g)
        };
        assert_eq!(status.name(), case["code"], "{name}");
        assert_eq!(message, want, "{name}");
        // SAFETY: a handle from gw_game_new (or NULL), freed once.
        unsafe { gw_game_free(g) };
    }
}
