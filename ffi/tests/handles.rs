//! Handles that are not what a call takes get `INVALID_HANDLE`, never
//! undefined behaviour: a freed game (before: a hang in its lock, or a
//! crash), a lexicon passed as a game and a game as a lexicon, a pointer
//! that never came from the library; a double free is harmless; a game
//! freed on one thread while another thread's call is inside it stays
//! alive until that call ends. The handle is looked up, never read, so all
//! of this is clean under the sanitizers too (`make test-c-sanitize` runs
//! the C side of it).

mod support;

use std::ptr;

use gridwords_ffi::game::{gw_game_advance, gw_game_clock_ms, gw_game_free, gw_game_new, Game};
use gridwords_ffi::lexicon::{gw_lexicon_embedded, gw_lexicon_free, gw_lexicon_size, Lexicon};
use gridwords_ffi::Status;
use support::{c, last_error};

fn new_game() -> *mut Game {
    let config = c(r#"{"game":"duel","seats":["human","human"],"seed":1}"#);
    let mut g = ptr::null_mut();
    // SAFETY: valid C string and out-param; NULL lexicon is the shipped one.
    assert_eq!(
        unsafe { gw_game_new(config.as_ptr(), ptr::null(), 0, &mut g) },
        Status::Ok
    );
    g
}

fn new_lexicon() -> *mut Lexicon {
    let mut l = ptr::null_mut();
    // SAFETY: a valid out-param.
    assert_eq!(unsafe { gw_lexicon_embedded(&mut l) }, Status::Ok);
    l
}

/// `gw_game_clock_ms` on `g`: its status, and whether `out` was left alone.
fn clock_of(g: *const Game) -> (Status, bool) {
    let mut out = 777u64;
    // SAFETY: any pointer value is judged, not read; `out` is writable.
    let st = unsafe { gw_game_clock_ms(g, &mut out) };
    (st, out == 777)
}

#[test]
fn a_freed_game_is_an_invalid_handle_and_a_double_free_is_harmless() {
    let g = new_game();
    assert_eq!(clock_of(g).0, Status::Ok);
    // SAFETY: a live handle, freed; then freed again (harmless by contract).
    unsafe {
        gw_game_free(g);
        gw_game_free(g);
    }
    assert_eq!(clock_of(g), (Status::InvalidHandle, true));
    assert!(
        last_error().starts_with("INVALID_HANDLE: game must be a live GwGame*"),
        "{}",
        last_error()
    );
    assert!(last_error().contains("freed already"));
    // SAFETY: as above: the pointer is looked up, not read.
    assert_eq!(
        unsafe { gw_game_advance(g, 10, ptr::null_mut()) },
        Status::InvalidHandle
    );
}

#[test]
fn a_handle_of_another_kind_is_refused_by_name() {
    let (g, l) = (new_game(), new_lexicon());
    assert_eq!(clock_of(l.cast()), (Status::InvalidHandle, true));
    assert!(
        last_error().ends_with("this is a GwLexicon*"),
        "{}",
        last_error()
    );
    let mut n = 0usize;
    // SAFETY: a game pointer where a lexicon belongs: looked up, not read.
    assert_eq!(
        unsafe { gw_lexicon_size(g.cast(), &mut n) },
        Status::InvalidHandle
    );
    assert!(
        last_error().ends_with("this is a GwGame*"),
        "{}",
        last_error()
    );
    // A lexicon freed as a game (and the other way) is not freed: both stay live.
    // SAFETY: the wrong kind is ignored by contract.
    unsafe {
        gw_game_free(l.cast());
        gw_lexicon_free(g.cast());
    }
    assert_eq!(clock_of(g).0, Status::Ok);
    // SAFETY: a live lexicon handle.
    assert_eq!(unsafe { gw_lexicon_size(l, &mut n) }, Status::Ok);
    assert!(n > 100_000);
    // SAFETY: live handles, freed once each.
    unsafe {
        gw_game_free(g);
        gw_lexicon_free(l);
    }
    // A pointer the library never made, and a small odd address.
    let mine = 12345u64;
    assert_eq!(
        clock_of(ptr::from_ref(&mine).cast()).0,
        Status::InvalidHandle
    );
    assert_eq!(
        clock_of(ptr::without_provenance(3)).0,
        Status::InvalidHandle
    );
    assert_eq!(clock_of(ptr::null()).0, Status::NullArgument);
}

#[test]
fn a_game_freed_while_another_thread_is_inside_it_lives_until_the_call_ends() {
    // Many rounds of: one thread advancing and reading the game in a loop,
    // another freeing it at some point; every call answers Ok or
    // INVALID_HANDLE, and the process neither crashes nor hangs.
    for _ in 0..50 {
        let g = new_game() as usize;
        let reader = std::thread::spawn(move || {
            let mut seen = (0, 0);
            for t in 0..2_000u64 {
                // SAFETY: any pointer value is judged, not read.
                match unsafe { gw_game_advance(g as *mut Game, t, ptr::null_mut()) } {
                    Status::Ok => seen.0 += 1,
                    Status::InvalidHandle => seen.1 += 1,
                    other => panic!("{other:?}"),
                }
            }
            seen
        });
        std::thread::yield_now();
        // SAFETY: a live handle, freed once (the reader may still be inside).
        unsafe { gw_game_free(g as *mut Game) };
        let (ok, invalid) = reader.join().unwrap();
        assert_eq!(ok + invalid, 2_000);
        assert_eq!(clock_of(g as *const Game).0, Status::InvalidHandle);
    }
}
