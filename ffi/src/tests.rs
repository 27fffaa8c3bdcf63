use std::ffi::{c_char, CStr, CString};
use std::ptr;

use gridwords::{Error, ErrorCode};

use super::*;
use crate::hunt::*;
use crate::lexicon::*;
use crate::strings::*;

fn last_error() -> String {
    // SAFETY: never NULL, valid until the next call on this thread.
    unsafe { CStr::from_ptr(gw_last_error_message()) }
        .to_string_lossy()
        .into_owned()
}

/// "NotYourTurn" -> "NOT_YOUR_TURN": how cbindgen's
/// QualifiedScreamingSnakeCase names the C constant after `GW_STATUS_`.
fn screaming(variant: &str) -> String {
    let mut out = String::new();
    for (i, ch) in variant.chars().enumerate() {
        if ch.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(ch.to_ascii_uppercase());
    }
    out
}

#[test]
fn every_error_code_has_a_status_with_the_same_number_and_name() {
    for &code in ErrorCode::ALL {
        let status = Status::from_number(code.number())
            .unwrap_or_else(|| panic!("no GwStatus for {} = {}", code.name(), code.number()));
        assert_eq!(status.name(), code.name());
        assert_eq!(Status::from_code(code), status);
        // The C constant is GW_STATUS_ + the screaming-snake variant name.
        assert_eq!(screaming(&format!("{status:?}")), code.name());
    }
    // And nothing extra but OK.
    assert_eq!(Status::all().len(), ErrorCode::ALL.len() + 1);
    assert_eq!(Status::Ok.number(), 0);
    assert_eq!(Status::all()[0], Status::Ok);
}

#[test]
fn the_checked_in_header_lists_every_status() {
    let header = include_str!("../../include/gridwords.h");
    for &s in Status::all() {
        let line = format!("GW_STATUS_{} = {},", s.name(), s.number());
        assert!(header.contains(&line), "header lacks `{line}`");
    }
    assert!(header.contains(&format!("#define GW_ABI_VERSION {ABI_VERSION}")));
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
        assert_eq!(
            gw_lexicon_from_bytes(blob.ptr, blob.len, &mut again),
            Status::Ok
        );
        let mut m = 0usize;
        assert_eq!(gw_lexicon_size(again, &mut m), Status::Ok);
        assert_eq!(m, n);
        assert_eq!(
            gw_lexicon_from_bytes(blob.ptr, 10, &mut again),
            Status::LexiconCorrupt
        );
        gw_bytes_free(&mut blob);
        assert!(blob.ptr.is_null());
        gw_bytes_free(&mut blob);
        gw_bytes_free(ptr::null_mut());
        gw_lexicon_free(again);
        gw_lexicon_free(lex);
        gw_lexicon_free(ptr::null_mut());
    }
}

#[test]
fn solve_json_has_the_documented_shape() {
    let tray = gridwords::hunt::deal(7);
    let json: serde_json::Value =
        serde_json::from_str(&solve_json(&tray, gridwords::Lexicon::embedded())).unwrap();
    assert_eq!(json["version"], SOLVE_JSON_VERSION);
    assert_eq!(json["tray"], tray.as_str());
    let words = json["words"].as_array().unwrap();
    assert!(!words.is_empty());
    for w in words {
        let word = w["word"].as_str().unwrap();
        assert_eq!(w["path"].as_array().unwrap().len(), word.len());
    }
}

#[test]
fn score_refuses_bad_points_without_writing() {
    unsafe {
        let mut lex: *mut Lexicon = ptr::null_mut();
        assert_eq!(gw_lexicon_embedded(&mut lex), Status::Ok);
        let tray = CString::new(gridwords::hunt::deal(1).as_str()).unwrap();
        let mut out = 12345u32;
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
