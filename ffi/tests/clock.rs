//! A game and its clock: a game carried by gw_game_rebase to a new host
//! clock (a phone's uptime clock after a reboot) takes the new clock's
//! times, through a snapshot too, and a refused rebase changes nothing;
//! gw_game_play_out runs a bot game to its end.

mod support;

use std::ptr;

use gridwords_ffi::game::{
    gw_game_advance, gw_game_clock_ms, gw_game_free, gw_game_new, gw_game_rebase, gw_game_restore,
    gw_game_snapshot, Game,
};
use gridwords_ffi::strings::gw_bytes_free;
use gridwords_ffi::{Bytes, Status};
use support::{c, last_error};

fn clock(g: *const Game) -> u64 {
    let mut out = 0;
    // SAFETY: a live handle and a writable out-param.
    assert_eq!(unsafe { gw_game_clock_ms(g, &mut out) }, Status::Ok);
    out
}

#[test]
fn a_rebased_game_takes_the_new_clock_through_a_snapshot() {
    let config = c(r#"{"game":"solo","seed":3}"#);
    let mut g = ptr::null_mut();
    // SAFETY: valid C string and out-params; NULL lexicon; NULL events.
    unsafe {
        assert_eq!(
            gw_game_new(config.as_ptr(), ptr::null(), 9_000_000, &mut g),
            Status::Ok
        );
        assert_eq!(gw_game_advance(g, 9_100_000, ptr::null_mut()), Status::Ok);
        // Refused: an old-clock time before the game's; nothing changes.
        assert_eq!(
            gw_game_rebase(g, 9_000_000, 500, ptr::null_mut()),
            Status::TimeWentBackwards
        );
        assert!(
            last_error().starts_with("TIME_WENT_BACKWARDS"),
            "{}",
            last_error()
        );
        assert_eq!(clock(g), 9_100_000);
        assert_eq!(
            gw_game_rebase(g, 9_100_000, 500, ptr::null_mut()),
            Status::Ok
        );
    }
    assert_eq!(clock(g), 500);
    let mut snap = Bytes::null();
    let mut back = ptr::null_mut();
    // SAFETY: a live handle, writable out-params, bytes from the library.
    unsafe {
        assert_eq!(gw_game_snapshot(g, &mut snap), Status::Ok);
        let bytes = snap.as_slice();
        assert_eq!(
            gw_game_restore(bytes.as_ptr(), bytes.len(), ptr::null(), &mut back),
            Status::Ok
        );
        gw_bytes_free(&mut snap);
    }
    assert_eq!(clock(back), 500);
    // SAFETY: live handles, freed once.
    unsafe {
        assert_eq!(gw_game_advance(back, 1_000, ptr::null_mut()), Status::Ok);
        assert_eq!(
            gw_game_advance(back, 999, ptr::null_mut()),
            Status::TimeWentBackwards
        );
        gw_game_free(g);
        gw_game_free(back);
    }
}

#[test]
fn play_out_runs_a_bot_game_to_its_end() {
    use gridwords_ffi::game::{gw_game_is_over, gw_game_play_out};
    let config = c(r#"{"game":"duel","seats":["bot:medium","bot:easy"],"seed":4}"#);
    let mut g = ptr::null_mut();
    let mut over = false;
    // SAFETY: valid C string and out-params; NULL lexicon; NULL events.
    unsafe {
        assert_eq!(
            gw_game_new(config.as_ptr(), ptr::null(), 0, &mut g),
            Status::Ok
        );
        assert_eq!(gw_game_play_out(g, ptr::null_mut()), Status::Ok);
        assert_eq!(gw_game_is_over(g, &mut over), Status::Ok);
        assert_eq!(
            gw_game_play_out(ptr::null_mut(), ptr::null_mut()),
            Status::NullArgument
        );
        gw_game_free(g);
    }
    assert!(over);
}
