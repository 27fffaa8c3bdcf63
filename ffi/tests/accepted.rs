//! The cross-language table of accepted inputs (`tests/errors/accepted.json`,
//! written by `core/tests/accepted.rs`) through the C ABI: every config
//! `gw_game_new` takes gives back, from `gw_game_config`, the table's
//! `config` and, from `gw_game_view` (viewer -1, a spectator), its `view`;
//! every action `gw_game_act` takes returns the table's `events` and leaves
//! the table's `view`. Compared as parsed JSON, as in the core, Python and
//! Node, never as text. An input given as a string is sent as that text.

use std::ffi::c_char;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords_ffi::game::{
    gw_game_act, gw_game_config, gw_game_free, gw_game_new, gw_game_view, Game,
};
use gridwords_ffi::Status;
use serde_json::Value;

/// The row's input as the text sent: a string as it is, else its JSON.
fn text(input: &Value) -> String {
    match input {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn parse(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

fn new_game(config: &str, now: u64, name: &str) -> *mut Game {
    let mut g: *mut Game = ptr::null_mut();
    // SAFETY: a C string, NULL lexicon (the shipped one), an out-param.
    let status = unsafe { gw_game_new(c(config).as_ptr(), ptr::null(), now, &mut g) };
    assert_eq!(status, Status::Ok, "{name}: {}", last_error());
    g
}

/// gw_game_act's events, parsed.
fn act(g: *mut Game, action: &str, now: u64, name: &str) -> Value {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle, a C string, an out-param.
    let status = unsafe { gw_game_act(g, c(action).as_ptr(), now, &mut out) };
    assert_eq!(status, Status::Ok, "{name}: {}", last_error());
    parse(&take(out))
}

/// The spectator's view (viewer -1), parsed.
fn view(g: *mut Game) -> Value {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle and an out-param.
    assert_eq!(unsafe { gw_game_view(g, -1, &mut out) }, Status::Ok);
    parse(&take(out))
}

fn config(g: *mut Game) -> Value {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle and an out-param.
    assert_eq!(unsafe { gw_game_config(g, &mut out) }, Status::Ok);
    parse(&take(out))
}

#[test]
fn every_accepted_input_gives_the_cores_outcome() {
    let path =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/accepted.json");
    let rows: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(rows.len() >= 15);
    for row in &rows {
        let name = row["name"].as_str().unwrap();
        let now = row["now"].as_u64().unwrap();
        let g = match row["call"].as_str().unwrap() {
            "new" => {
                let g = new_game(&text(&row["input"]), now, name);
                assert_eq!(config(g), row["config"], "{name}: config");
                g
            }
            "act" => {
                let g = new_game(&text(&row["config"]), 0, name);
                for step in row["before"].as_array().into_iter().flatten() {
                    act(g, &text(&step[0]), step[1].as_u64().unwrap(), name);
                }
                let events = act(g, &text(&row["input"]), now, name);
                assert_eq!(events, row["events"], "{name}: events");
                g
            }
            other => panic!("{name}: a call this test does not know: {other}"),
        };
        assert_eq!(view(g), row["view"], "{name}: view");
        // SAFETY: a handle from gw_game_new, freed once.
        unsafe { gw_game_free(g) };
    }
}
