//! The shared replay vectors (tests/vectors/hunt): every log replays to its
//! result file byte for byte through the C ABI (core/tests/hunt_vectors.rs
//! checks the engine itself and that the vectors have not drifted).

use std::ffi::{c_char, CStr, CString};
use std::path::PathBuf;
use std::ptr;

use gridwords_ffi::hunt::gw_hunt_replay;
use gridwords_ffi::strings::gw_string_free;
use gridwords_ffi::Status;

fn vectors() -> Vec<(String, String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/hunt");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/vectors/hunt") {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".log.json") {
            let log = std::fs::read_to_string(&path).unwrap();
            let result = std::fs::read_to_string(dir.join(format!("{stem}.result.json")))
                .unwrap_or_else(|_| panic!("{stem}: no result file"));
            out.push((stem.to_string(), log, result));
        }
    }
    out.sort();
    out
}

#[test]
fn there_are_at_least_twelve_vectors() {
    assert!(vectors().len() >= 12, "{} vectors", vectors().len());
}

#[test]
fn the_c_abi_replays_every_vector_byte_for_byte() {
    for (name, log, result) in vectors() {
        let log = CString::new(log).unwrap();
        let mut out: *mut c_char = ptr::null_mut();
        // SAFETY: valid C string and out-param.
        let st = unsafe { gw_hunt_replay(log.as_ptr(), &mut out) };
        assert_eq!(st, Status::Ok, "{name}");
        // SAFETY: a string handed out by the library.
        let got = unsafe { CStr::from_ptr(out) }.to_str().unwrap().to_string();
        // SAFETY: freed once.
        unsafe { gw_string_free(out) };
        assert_eq!(got, result, "{name}");
    }
}
