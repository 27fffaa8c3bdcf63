//! The word list pinned in every record through the C ABI (issue 28):
//! gw_lexicon_fingerprint() is the core's fingerprint, logs and snapshots
//! carry it, and gw_replay(), gw_game_from_log(), gw_game_restore() and
//! gw_verify() with another list are `LEXICON_MISMATCH` naming both
//! fingerprints (core/tests/pinned_list.rs checks the engine itself).

use std::ffi::c_char;
use std::ptr;

mod support;
use support::{c, from_words, last_error, take};

use gridwords::lexicon::FIRST_SHIPPED_FINGERPRINT;
use gridwords_ffi::game::{
    gw_game_act, gw_game_free, gw_game_from_log, gw_game_log, gw_game_new, gw_game_restore,
    gw_game_result, gw_game_snapshot, gw_replay, gw_verify, gw_verify_with, Game,
    VERIFY_TRUST_BOTS,
};
use gridwords_ffi::lexicon::{
    gw_lexicon_embedded, gw_lexicon_fingerprint, gw_lexicon_free, Lexicon,
};
use gridwords_ffi::strings::gw_bytes_free;
use gridwords_ffi::{Bytes, Status};
use serde_json::{json, Value};

fn fingerprint(lex: *const Lexicon) -> String {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a live handle (or NULL, refused) and an out-param.
    assert_eq!(unsafe { gw_lexicon_fingerprint(lex, &mut out) }, Status::Ok);
    take(out)
}

fn shipped() -> *mut Lexicon {
    let mut lex: *mut Lexicon = ptr::null_mut();
    // SAFETY: an out-param.
    assert_eq!(unsafe { gw_lexicon_embedded(&mut lex) }, Status::Ok);
    lex
}

/// A finished two-human Wordgrid game on `lex` (NULL: the shipped list):
/// (game, log, result, snapshot bytes).
fn resigned(lex: *const Lexicon) -> (*mut Game, String, String, Vec<u8>) {
    let config = c(r#"{"game":"duel","seats":["human","human"],"seed":21}"#);
    let mut g: *mut Game = ptr::null_mut();
    // SAFETY: a C string, a live lexicon or NULL, an out-param.
    assert_eq!(
        unsafe { gw_game_new(config.as_ptr(), lex, 0, &mut g) },
        Status::Ok
    );
    let resign = c(r#"{"action":"resign","seat":0}"#);
    // SAFETY: a live game, a C string, NULL events.
    let status = unsafe { gw_game_act(g, resign.as_ptr(), 1_000, ptr::null_mut()) };
    assert_eq!(status, Status::Ok);
    let (mut log, mut result) = (ptr::null_mut(), ptr::null_mut());
    let mut snap = Bytes::null();
    // SAFETY: a live game and out-params.
    unsafe {
        assert_eq!(gw_game_log(g, &mut log), Status::Ok);
        assert_eq!(gw_game_result(g, &mut result), Status::Ok);
        assert_eq!(gw_game_snapshot(g, &mut snap), Status::Ok);
    }
    let bytes = snap.as_slice().to_vec();
    // SAFETY: the library's buffer, freed once.
    unsafe { gw_bytes_free(&mut snap) };
    (g, take(log), take(result), bytes)
}

fn replay(log: &str, lex: *const Lexicon) -> (Status, Option<String>) {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: a C string, a live lexicon or NULL, an out-param.
    let status = unsafe { gw_replay(c(log).as_ptr(), lex, &mut out) };
    (status, (!out.is_null()).then(|| take(out)))
}

/// The last call was refused as another list's record, naming both.
fn mismatch(status: Status, want: &str, given: &str) {
    let message = last_error();
    assert_eq!(status, Status::LexiconMismatch, "{message}");
    assert!(message.starts_with("LEXICON_MISMATCH: "), "{message}");
    assert!(message.contains(want), "{message}");
    assert!(message.contains(given), "{message}");
}

#[test]
fn the_fingerprint_is_the_cores() {
    let lex = shipped();
    assert_eq!(fingerprint(lex), FIRST_SHIPPED_FINGERPRINT);
    assert_eq!(
        fingerprint(lex),
        gridwords::Lexicon::embedded().fingerprint()
    );
    let small = from_words(&["ha", "sheep", "hah"]);
    let again = from_words(&["sheep", "hah", "ha", "ha"]);
    assert_eq!(fingerprint(small), fingerprint(again));
    assert_eq!(
        fingerprint(small),
        gridwords::Lexicon::from_words(["ha", "hah", "sheep"])
            .unwrap()
            .fingerprint()
    );
    assert_ne!(fingerprint(small), FIRST_SHIPPED_FINGERPRINT);

    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: NULL and foreign handles are judged, never read.
    unsafe {
        assert_eq!(
            gw_lexicon_fingerprint(ptr::null(), &mut out),
            Status::NullArgument
        );
        assert_eq!(
            gw_lexicon_fingerprint(small, ptr::null_mut()),
            Status::NullArgument
        );
        let foreign = &mut out as *mut *mut c_char as *const Lexicon;
        assert_eq!(
            gw_lexicon_fingerprint(foreign, &mut out),
            Status::InvalidHandle
        );
    }
    assert!(out.is_null());
    for l in [lex, small, again] {
        // SAFETY: live handles, each freed once.
        unsafe { gw_lexicon_free(l) };
    }
}

#[test]
fn records_carry_it_and_another_list_is_refused_naming_both() {
    let lex = shipped();
    let small = from_words(&["ha", "sheep", "hah"]);
    let again = from_words(&["sheep", "hah", "ha"]);
    let (shipped_fp, small_fp) = (fingerprint(lex), fingerprint(small));
    let (g, log, result, snap) = resigned(small);
    let v: Value = serde_json::from_str(&log).unwrap();
    assert_eq!(v["version"], gridwords::engine::LOG_VERSION);
    assert_eq!(v["version"], 4);
    assert_eq!(v["lexicon"], "custom");
    assert_eq!(v["lexicon_sha256"], small_fp.as_str());
    assert_eq!(replay(&log, again), (Status::Ok, Some(result.clone())));

    for other in [ptr::null(), lex.cast_const()] {
        let (status, out) = replay(&log, other);
        mismatch(status, &small_fp, &shipped_fp);
        assert_eq!(out, None);
        let mut none: *mut Game = ptr::null_mut();
        let mut yes = true;
        // SAFETY: C strings, live handles or NULL, out-params.
        unsafe {
            let status = gw_game_from_log(c(&log).as_ptr(), other, &mut none);
            mismatch(status, &small_fp, &shipped_fp);
            let status = gw_game_restore(snap.as_ptr(), snap.len(), other, &mut none);
            mismatch(status, &small_fp, &shipped_fp);
            let status = gw_verify(c(&log).as_ptr(), c(&result).as_ptr(), other, &mut yes);
            mismatch(status, &small_fp, &shipped_fp);
            let status = gw_verify_with(
                c(&log).as_ptr(),
                c(&result).as_ptr(),
                other,
                VERIFY_TRUST_BOTS,
                &mut yes,
            );
            mismatch(status, &small_fp, &shipped_fp);
        }
        assert!(none.is_null());
        assert!(yes);
    }
    // The same words in another handle restore it.
    let mut twin: *mut Game = ptr::null_mut();
    // SAFETY: the snapshot's bytes, a live lexicon, an out-param.
    let status = unsafe { gw_game_restore(snap.as_ptr(), snap.len(), again, &mut twin) };
    assert_eq!(status, Status::Ok, "{}", last_error());

    // A shipped-list game, replayed with a custom list.
    let (g2, log2, result2, _) = resigned(ptr::null());
    let v: Value = serde_json::from_str(&log2).unwrap();
    assert_eq!(v["lexicon_sha256"], FIRST_SHIPPED_FINGERPRINT);
    let (status, _) = replay(&log2, small);
    mismatch(status, &shipped_fp, &small_fp);
    assert_eq!(replay(&log2, lex), (Status::Ok, Some(result2.clone())));

    // The same log as version 3 wrote it (no fingerprint): pinned to the
    // list shipped then.
    let mut v3: Value = serde_json::from_str(&log2).unwrap();
    v3["version"] = json!(3);
    v3.as_object_mut().unwrap().remove("lexicon_sha256");
    let v3 = v3.to_string();
    assert_eq!(replay(&v3, ptr::null()), (Status::Ok, Some(result2)));
    let (status, _) = replay(&v3, small);
    mismatch(status, FIRST_SHIPPED_FINGERPRINT, &small_fp);

    // SAFETY: live handles, each freed once.
    unsafe {
        gw_game_free(g);
        gw_game_free(g2);
        gw_game_free(twin);
        for l in [lex, small, again] {
            gw_lexicon_free(l);
        }
    }
}
