//! The cross-language error table (`tests/errors/cases.json`) through the
//! C ABI: every mistake gets the status and message the core gives it
//! (`core/tests/errors.rs`), the same as in Python and Node, and changes
//! nothing (the game's log, clock included, is the same after it).
//!
//! C's typed `gw_duel_play_word` takes the letter as one code point by its
//! type, so a "letter" of zero or two characters cannot be sent through it:
//! those cases run through `gw_game_act`, where C hosts send them, as do
//! seats past `u32` (the C seat type).

use std::ffi::c_char;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords_ffi::duel::gw_duel_play_word;
use gridwords_ffi::game::{gw_game_act, gw_game_free, gw_game_log, gw_game_new, Game};
use gridwords_ffi::Status;
use serde_json::Value;

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

#[test]
fn same_status_and_message_as_the_core() {
    let path =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/cases.json");
    let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(cases.len() >= 15);
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let (input, now) = (&case["input"], case["now"].as_u64().unwrap());
        let want = format!(
            "{}: {}",
            case["code"].as_str().unwrap(),
            case["message"].as_str().unwrap()
        );
        let (status, message, g) = if case["call"] == "new" {
            let (status, g) = new_game(input, now);
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
                "act" => act(g, input, now),
                "duel.play"
                    if letter.chars().count() == 1
                        && u32::try_from(input["seat"].as_u64().unwrap()).is_ok() =>
                {
                    // SAFETY: a live handle, a C string, NULL events.
                    unsafe {
                        gw_duel_play_word(
                            g,
                            input["seat"].as_u64().unwrap() as u32,
                            input["cell"].as_u64().unwrap() as u32,
                            letter.chars().next().unwrap() as u32,
                            c(input["word"].as_str().unwrap()).as_ptr(),
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
