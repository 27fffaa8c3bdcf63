//! What the C ABI tests written in Rust share: C strings in, the last
//! error's text, strings the library hands out, and word lists.

use std::ffi::{c_char, CStr, CString};

use gridwords_ffi::gw_last_error_message;
use gridwords_ffi::lexicon::{gw_lexicon_from_words, Lexicon};
use gridwords_ffi::strings::gw_string_free;

/// A C string (the test's own text never holds a NUL).
pub fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

/// The text of the last failure on this thread (`"CODE: message"`).
pub fn last_error() -> String {
    // SAFETY: never NULL, valid until the next call on this thread.
    unsafe { CStr::from_ptr(gw_last_error_message()) }
        .to_string_lossy()
        .into_owned()
}

/// Takes a string the library handed out, and frees it.
#[allow(dead_code)]
pub fn take(p: *mut c_char) -> String {
    assert!(!p.is_null());
    // SAFETY: a live NUL-terminated string from this library.
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
    // SAFETY: the library's string, freed once, here.
    unsafe { gw_string_free(p) };
    s
}

/// A lexicon handle of `words` through gw_lexicon_from_words (free it with
/// gw_lexicon_free).
#[allow(dead_code)]
pub fn from_words<S: AsRef<str>>(words: &[S]) -> *mut Lexicon {
    let owned: Vec<_> = words.iter().map(|w| c(w.as_ref())).collect();
    let ptrs: Vec<*const c_char> = owned.iter().map(|w| w.as_ptr()).collect();
    let mut lex: *mut Lexicon = std::ptr::null_mut();
    // SAFETY: `count` C strings and an out-param.
    let status = unsafe { gw_lexicon_from_words(ptrs.as_ptr(), ptrs.len(), &mut lex) };
    assert_eq!(status, gridwords_ffi::Status::Ok, "{}", last_error());
    lex
}
