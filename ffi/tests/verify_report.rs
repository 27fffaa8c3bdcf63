//! gw_verify_report(): what is false in a claim, through the C ABI, the
//! core's text (`gridwords::AnyGame::verify_report`) exactly: NULL for a
//! true claim, the seat and time of a logged bot move that is not the
//! bot's, a result that is not the log's; errors as gw_verify_with(), the
//! out-param untouched.

use std::ffi::c_char;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords::engine::BotReplay;
use gridwords::AnyGame;
use gridwords_ffi::game::{gw_verify_report, gw_verify_with, VERIFY_TRUST_BOTS};
use gridwords_ffi::Status;

fn fixture(name: &str) -> String {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/errors")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The report (None for NULL) and the status.
fn report(log: &str, result: &str, flags: u32) -> (Status, Option<String>) {
    let mut out: *mut c_char = ptr::null_mut();
    // SAFETY: C strings alive for the call, NULL lexicon, an out-param.
    let st = unsafe {
        gw_verify_report(
            c(log).as_ptr(),
            c(result).as_ptr(),
            ptr::null(),
            flags,
            &mut out,
        )
    };
    (st, (!out.is_null()).then(|| take(out)))
}

fn verified(log: &str, result: &str, flags: u32) -> bool {
    let mut yes = false;
    // SAFETY: as above.
    let st = unsafe {
        gw_verify_with(
            c(log).as_ptr(),
            c(result).as_ptr(),
            ptr::null(),
            flags,
            &mut yes,
        )
    };
    assert_eq!(st, Status::Ok, "{}", last_error());
    yes
}

#[test]
fn a_forged_bot_move_is_named_by_seat_and_time() {
    let (log, claim) = (
        fixture("forged_bot_move.log.json"),
        fixture("forged_bot_move.result.json"),
    );
    let (st, why) = report(&log, &claim, 0);
    assert_eq!(st, Status::Ok);
    let why = why.expect("a false claim");
    // The fixture is a version 3 log: the report names the format.
    assert_eq!(
        why,
        "action #1: seat 1's move at 9487 is not the one its bot makes; judged as a version 3 log (no fingerprint in it: pinned to the list shipped then)"
    );
    let core = AnyGame::verify_report(&log, &claim, None, BotReplay::Rerun).unwrap();
    assert_eq!(core.as_deref(), Some(why.as_str()));
    assert!(!verified(&log, &claim, 0));
    // Trusting the bots' logged moves, the claim is the log's result.
    assert_eq!(report(&log, &claim, VERIFY_TRUST_BOTS), (Status::Ok, None));
    assert!(verified(&log, &claim, VERIFY_TRUST_BOTS));
}

#[test]
fn a_true_claim_is_null_and_a_false_result_says_so() {
    let log = fixture("forged_bot_move.log.json");
    let truth = AnyGame::replay_json(&log, None).unwrap();
    assert_eq!(report(&log, &truth, VERIFY_TRUST_BOTS), (Status::Ok, None));
    let other = truth.replacen("\"scores\":[", "\"scores\":[9", 1);
    assert_eq!(
        report(&log, &other, VERIFY_TRUST_BOTS),
        (
            Status::Ok,
            Some("the claimed result is not the log's result; judged as a version 3 log (no fingerprint in it: pinned to the list shipped then)".into())
        )
    );
}

#[test]
fn errors_are_gw_verify_withs_and_leave_the_out_param() {
    let (log, claim) = (
        fixture("forged_bot_move.log.json"),
        fixture("forged_bot_move.result.json"),
    );
    let sentinel = c("sentinel");
    for (log, result, flags, status, text) in [
        (
            log.as_str(),
            "{not json",
            0,
            Status::InvalidJson,
            "INVALID_JSON: result:",
        ),
        (
            "{not json",
            claim.as_str(),
            0,
            Status::InvalidLog,
            "INVALID_LOG:",
        ),
        (
            log.as_str(),
            claim.as_str(),
            8,
            Status::InvalidArgument,
            "INVALID_ARGUMENT: flags: 0x8",
        ),
        (
            log.as_str(),
            claim.as_str(),
            4,
            Status::VersionTooOld,
            "VERSION_TOO_OLD: a version 3 log, where this check takes versions 4 to 4",
        ),
        (
            log.as_str(),
            claim.as_str(),
            3,
            Status::InvalidArgument,
            "INVALID_ARGUMENT: flags: 0x3",
        ),
    ] {
        let mut out = sentinel.as_ptr().cast_mut();
        // SAFETY: C strings alive for the call, NULL lexicon, an out-param.
        let st = unsafe {
            gw_verify_report(
                c(log).as_ptr(),
                c(result).as_ptr(),
                ptr::null(),
                flags,
                &mut out,
            )
        };
        assert_eq!(st, status, "{}", last_error());
        assert!(last_error().starts_with(text), "{}", last_error());
        assert_eq!(out.cast_const(), sentinel.as_ptr(), "out untouched");
    }
    // SAFETY: NULL pointers are refused before anything is read.
    unsafe {
        let mut out = sentinel.as_ptr().cast_mut();
        let claim = c(&claim);
        assert_eq!(
            gw_verify_report(ptr::null(), claim.as_ptr(), ptr::null(), 0, &mut out),
            Status::NullArgument
        );
        assert_eq!(
            gw_verify_report(
                claim.as_ptr(),
                claim.as_ptr(),
                ptr::null(),
                0,
                ptr::null_mut()
            ),
            Status::NullArgument
        );
        assert_eq!(out.cast_const(), sentinel.as_ptr());
    }
}
