//! gw_game_options(): each game's options as the core declares them, the
//! same JSON every surface reads; another name is UNKNOWN_GAME and leaves
//! the out-param alone.

use std::ffi::c_char;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords_ffi::game::gw_game_options;
use gridwords_ffi::Status;

#[test]
fn each_games_options_are_the_cores() {
    for game in gridwords::GAMES {
        let mut out: *mut c_char = ptr::null_mut();
        // SAFETY: a C string and an out-param.
        let st = unsafe { gw_game_options(c(game).as_ptr(), &mut out) };
        assert_eq!(st, Status::Ok, "{game}: {}", last_error());
        let got: serde_json::Value = serde_json::from_str(&take(out)).unwrap();
        let spec = gridwords::AnyGame::options(game).unwrap();
        assert_eq!(got, gridwords::engine::options::spec_json(spec), "{game}");
    }
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: as above.
    let st = unsafe { gw_game_options(c("chess").as_ptr(), &mut out) };
    assert_eq!(st, Status::UnknownGame);
    assert!(out.is_null());
    assert!(last_error().starts_with("UNKNOWN_GAME"), "{}", last_error());
}
