//! The shared replay vectors: every log of every folder of tests/vectors
//! (hunt, version 4; hunt-v1, version 1 logs with today's results; duel;
//! solo; a new game's folder without a line here) replays to its result
//! file byte for byte through the C ABI's gw_replay(), and
//! gw_verify() accepts it; a game played on its own word list
//! (`NAME.words.txt` beside it, one word a line) replays on that list
//! through gw_lexicon_from_words() (core/tests/*_vectors.rs check the
//! engine itself and that the vectors have not drifted). `GW_VECTORS_DIR`
//! overrides the folder that holds them (default: the repository's
//! tests/vectors).

use std::ffi::{c_char, CStr, CString};
use std::path::PathBuf;
use std::ptr;

use gridwords_ffi::game::{gw_replay, gw_verify};
use gridwords_ffi::lexicon::{gw_lexicon_free, Lexicon};
use gridwords_ffi::strings::gw_string_free;
use gridwords_ffi::Status;

mod support;

/// (name, log, result, the vector's own word list if it has one).
type Vector = (String, String, String, Option<Vec<String>>);

fn root() -> PathBuf {
    std::env::var_os("GW_VECTORS_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors"),
        PathBuf::from,
    )
}

/// Every folder of vectors (one or more a game), by name.
fn folders() -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(root())
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

fn vectors(folder: &str) -> Vec<Vector> {
    let root = root();
    let dir = root.join(folder);
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".log.json") {
            let log = std::fs::read_to_string(&path).unwrap();
            let result = std::fs::read_to_string(dir.join(format!("{stem}.result.json")))
                .unwrap_or_else(|_| panic!("{stem}: no result file"));
            let words = std::fs::read_to_string(dir.join(format!("{stem}.words.txt")))
                .ok()
                .map(|w| w.lines().map(str::to_string).collect());
            out.push((format!("{folder}/{stem}"), log, result, words));
        }
    }
    out.sort();
    out
}

#[test]
fn every_folder_has_its_vectors_and_every_game_a_folder() {
    let mut games = std::collections::BTreeSet::new();
    for folder in folders() {
        let found = vectors(&folder);
        assert!(found.len() >= 4, "{folder}: {} vectors", found.len());
        for (_, log, _, _) in &found {
            let v: serde_json::Value = serde_json::from_str(log).unwrap();
            games.insert(v["game"].as_str().unwrap().to_string());
        }
    }
    let want: std::collections::BTreeSet<String> =
        gridwords::GAMES.iter().map(|g| g.to_string()).collect();
    assert_eq!(games, want);
}

/// A lexicon handle from the C ABI for a vector's word list (NULL: the
/// shipped list).
fn lexicon_of(words: &Option<Vec<String>>) -> *mut Lexicon {
    words
        .as_deref()
        .map_or(ptr::null_mut(), support::from_words)
}

#[test]
fn the_c_abi_replays_every_vector_byte_for_byte() {
    for (name, log, result, words) in folders().iter().flat_map(|f| vectors(f)) {
        let lex = lexicon_of(&words);
        let log = CString::new(log).unwrap();
        let mut out: *mut c_char = ptr::null_mut();
        // SAFETY: valid C string, lexicon (or NULL: the shipped one) and out-param.
        let st = unsafe { gw_replay(log.as_ptr(), lex, &mut out) };
        assert_eq!(st, Status::Ok, "{name}");
        // SAFETY: a string handed out by the library.
        let got = unsafe { CStr::from_ptr(out) }.to_str().unwrap().to_string();
        // SAFETY: freed once.
        unsafe { gw_string_free(out) };
        assert_eq!(got, result, "{name}");

        let claimed = CString::new(result).unwrap();
        let mut yes = false;
        // SAFETY: valid C strings, lexicon and out-param.
        let st = unsafe { gw_verify(log.as_ptr(), claimed.as_ptr(), lex, &mut yes) };
        assert_eq!(st, Status::Ok, "{name}");
        assert!(yes, "{name}: verify refused the true result");
        if !lex.is_null() {
            // SAFETY: valid C string and out-param.
            let st = unsafe { gw_replay(log.as_ptr(), ptr::null(), &mut out) };
            // The log pins its list: the shipped one is another.
            assert_eq!(
                st,
                Status::LexiconMismatch,
                "{name}: replayed without its word list"
            );
        }
        // SAFETY: a handle from gw_lexicon_from_words (or NULL), freed once.
        unsafe { gw_lexicon_free(lex) };
    }
}
