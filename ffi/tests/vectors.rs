//! The shared replay vectors: every log of tests/vectors/hunt (version 2)
//! and tests/vectors/hunt-v1 (version 1 logs with today's results) replays
//! to its result file byte for byte through the C ABI's gw_replay(), and
//! gw_verify() accepts it (core/tests/hunt_vectors.rs checks the engine
//! itself and that the vectors have not drifted).

use std::ffi::{c_char, CStr, CString};
use std::path::PathBuf;
use std::ptr;

use gridwords_ffi::game::{gw_replay, gw_verify};
use gridwords_ffi::strings::gw_string_free;
use gridwords_ffi::Status;

fn vectors(folder: &str) -> Vec<(String, String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/vectors")
        .join(folder);
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".log.json") {
            let log = std::fs::read_to_string(&path).unwrap();
            let result = std::fs::read_to_string(dir.join(format!("{stem}.result.json")))
                .unwrap_or_else(|_| panic!("{stem}: no result file"));
            out.push((format!("{folder}/{stem}"), log, result));
        }
    }
    out.sort();
    out
}

#[test]
fn every_folder_has_its_vectors() {
    assert!(
        vectors("hunt").len() >= 23,
        "{} vectors",
        vectors("hunt").len()
    );
    assert!(
        vectors("hunt-v1").len() >= 4,
        "{} v1 vectors",
        vectors("hunt-v1").len()
    );
}

#[test]
fn the_c_abi_replays_every_vector_byte_for_byte() {
    for (name, log, result) in vectors("hunt").into_iter().chain(vectors("hunt-v1")) {
        let log = CString::new(log).unwrap();
        let mut out: *mut c_char = ptr::null_mut();
        // SAFETY: valid C string and out-param; NULL lexicon is the shipped one.
        let st = unsafe { gw_replay(log.as_ptr(), ptr::null(), &mut out) };
        assert_eq!(st, Status::Ok, "{name}");
        // SAFETY: a string handed out by the library.
        let got = unsafe { CStr::from_ptr(out) }.to_str().unwrap().to_string();
        // SAFETY: freed once.
        unsafe { gw_string_free(out) };
        assert_eq!(got, result, "{name}");

        let claimed = CString::new(result).unwrap();
        let mut yes = false;
        // SAFETY: valid C strings and out-param.
        let st = unsafe { gw_verify(log.as_ptr(), claimed.as_ptr(), ptr::null(), &mut yes) };
        assert_eq!(st, Status::Ok, "{name}");
        assert!(yes, "{name}: verify refused the true result");
    }
}
