//! The lexicon: the embedded word list, or one opened from a blob or a list.

use std::ffi::c_char;

use gridwords::Result;

use crate::strings::{bytes_arg, out_arg, string_out, Text, Texts};
use crate::{ffi_call, handles, Bytes, Status};

/// A read-only word list (opaque). Shared: any number of threads and games
/// may use one handle at once. Release with gw_lexicon_free(); games that
/// use it keep their own reference, so it may be freed before them.
#[derive(Debug, Clone)]
pub struct Lexicon {
    pub(crate) inner: gridwords::Lexicon,
}

impl handles::Handle for Lexicon {
    const C_TYPE: &'static str = "GwLexicon*";
}

/// The list behind a required lexicon handle argument (looked up, never
/// dereferenced: `handles.rs`): NULL is `NULL_ARGUMENT`, anything but a
/// live lexicon `INVALID_HANDLE`.
///
/// # Safety
/// None beyond the C ABI's: any pointer value is judged, not read.
pub(crate) unsafe fn lexicon_arg(p: *const Lexicon, name: &str) -> Result<gridwords::Lexicon> {
    Ok(handles::require(p, name)?.inner.clone())
}

/// An optional lexicon argument: NULL (`None`) means the shipped lexicon;
/// anything but a live lexicon is `INVALID_HANDLE`.
///
/// # Safety
/// None beyond the C ABI's: any pointer value is judged, not read.
pub(crate) unsafe fn lexicon_opt(p: *const Lexicon) -> Result<Option<gridwords::Lexicon>> {
    Ok(handles::get(p, "lexicon")?.map(|l| l.inner.clone()))
}

/// An optional lexicon argument, NULL being the shipped list.
///
/// # Safety
/// As [`lexicon_opt`].
pub(crate) unsafe fn lexicon_or_embedded(p: *const Lexicon) -> Result<gridwords::Lexicon> {
    // SAFETY: as the caller's.
    Ok(unsafe { lexicon_opt(p) }?.unwrap_or_else(|| gridwords::Lexicon::embedded().clone()))
}

/// Hands a new lexicon handle to `*out`.
///
/// # Safety
/// `out` is NULL or writable as a `*mut Lexicon`.
unsafe fn hand_out(
    out: *mut *mut Lexicon,
    make: impl FnOnce() -> Result<gridwords::Lexicon>,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out, "out") }?;
        let inner = make()?;
        out.set(handles::register(Lexicon { inner })?);
        Ok(())
    })
}

/// The shipped English lexicon. The first use in a process (this call,
/// gw_game_new() ...) validates it (about 20 ms of CPU; gw_warm_up() does
/// it ahead, off the UI thread); later calls are cheap and share one list.
/// `*out` receives a new handle: free it with gw_lexicon_free().
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_embedded(out: *mut *mut Lexicon) -> Status {
    // SAFETY: by the caller's contract.
    unsafe { hand_out(out, || Ok(gridwords::Lexicon::embedded().clone())) }
}

/// Does the process's one-time work now, so that no later call pays for it
/// on whichever thread makes it: opens and checks the shipped word list
/// (about 40 ms of CPU, otherwise paid by the first gw_game_new() or
/// gw_lexicon_embedded()) and builds the solver's trie of `lexicon` (NULL:
/// the shipped list; about 30 ms, otherwise paid by the first bot move,
/// Sóló swap or analysis call on that list). Call it once at launch from a
/// background thread, never the UI thread; later calls return at once.
/// Anything but NULL or a live lexicon is ::GW_STATUS_INVALID_HANDLE.
#[no_mangle]
pub unsafe extern "C" fn gw_warm_up(lexicon: *const Lexicon) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let lexicon = unsafe { lexicon_opt(lexicon) }?;
        gridwords::warm_up(lexicon.as_ref());
        Ok(())
    })
}

/// Opens a lexicon blob (the `fst` format the lexicon builder writes, or
/// the bytes of gw_lexicon_to_bytes()). The bytes are copied. A truncated or
/// corrupt blob is ::GW_STATUS_LEXICON_CORRUPT. `data` may be NULL only when
/// `len` is 0. `*out` receives a new handle: free it with gw_lexicon_free().
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_from_bytes(
    data: *const u8,
    len: usize,
    out: *mut *mut Lexicon,
) -> Status {
    let make = || {
        // SAFETY: by the caller's contract.
        let bytes = unsafe { bytes_arg(data, len, "data") }?;
        gridwords::Lexicon::from_bytes(bytes)
    };
    // SAFETY: by the caller's contract.
    unsafe { hand_out(out, make) }
}

/// Builds a lexicon from `count` NUL-terminated words, each 1–32 letters
/// a–z (lower case); order and duplicates do not matter. A word outside
/// that is ::GW_STATUS_INVALID_LEXICON_WORD. `words` may be NULL only when
/// `count` is 0. `*out` receives a new handle: free it with gw_lexicon_free().
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_from_words(
    words: *const *const c_char,
    count: usize,
    out: *mut *mut Lexicon,
) -> Status {
    // SAFETY: the same contract.
    unsafe { from_words(Texts::c(words, count), out) }
}

/// gw_lexicon_from_words() with word `i` as `lens[i]` bytes (text by
/// pointer and length); `lens` may be NULL only when `count` is 0.
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_from_words_n(
    words: *const *const c_char,
    lens: *const usize,
    count: usize,
    out: *mut *mut Lexicon,
) -> Status {
    // SAFETY: the same contract.
    unsafe { from_words(Texts::n(words, lens, count), out) }
}

/// # Safety
/// As gw_lexicon_from_words().
unsafe fn from_words(words: Texts, out: *mut *mut Lexicon) -> Status {
    let make = || {
        // SAFETY: by the caller's contract.
        let list = unsafe { words.read("words") }?;
        gridwords::Lexicon::from_words(list)
    };
    // SAFETY: by the caller's contract.
    unsafe { hand_out(out, make) }
}

/// Whether `word` is in the lexicon. `word` is taken as it is: lower-case
/// a–z (anything else is simply not a word). `*out` receives the answer.
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_contains(
    lexicon: *const Lexicon,
    word: *const c_char,
    out: *mut bool,
) -> Status {
    // SAFETY: the same contract.
    unsafe { contains(lexicon, Text::c(word), out) }
}

/// gw_lexicon_contains() with the word as `word_len` bytes (text by pointer
/// and length).
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_contains_n(
    lexicon: *const Lexicon,
    word: *const c_char,
    word_len: usize,
    out: *mut bool,
) -> Status {
    // SAFETY: the same contract.
    unsafe { contains(lexicon, Text::n(word, word_len), out) }
}

/// # Safety
/// As gw_lexicon_contains().
unsafe fn contains(lexicon: *const Lexicon, word: Text, out: *mut bool) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let word = unsafe { word.read("word") }?;
        out.set(lex.contains(word));
        Ok(())
    })
}

/// The number of words in the lexicon.
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_size(lexicon: *const Lexicon, out: *mut usize) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out, "out") }?;
        out.set(lex.len());
        Ok(())
    })
}

/// A text read off a lexicon, as a new string in `*out`.
///
/// # Safety
/// `lexicon` and `out` as every lexicon getter takes them.
unsafe fn lexicon_string(
    lexicon: *const Lexicon,
    out: *mut *mut c_char,
    read: impl FnOnce(&gridwords::Lexicon) -> String,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        out.set(string_out(read(&lex))?);
        Ok(())
    })
}

/// The lexicon's manifest as a JSON object: for the shipped lexicon the
/// builder's record of its sources and counts, for others
/// {"source", "total_words", "words_by_length", "blob_bytes"}.
/// `*out` receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_manifest_json(
    lexicon: *const Lexicon,
    out: *mut *mut c_char,
) -> Status {
    // SAFETY: by the caller's contract.
    unsafe { lexicon_string(lexicon, out, |lex| lex.manifest_json().to_string()) }
}

/// The lexicon's fingerprint: the sha256, as 64 lower-case hex digits, of
/// its words sorted byte-wise, each followed by "\n" (for the shipped list
/// its manifest's `list_sha256`). The same words give the same fingerprint
/// however the list was made (order and duplicates do not matter). Logs
/// (`"lexicon_sha256"`) and snapshots record it, and gw_replay(),
/// gw_game_from_log(), gw_game_restore() and gw_verify() with a list whose
/// fingerprint differs are ::GW_STATUS_LEXICON_MISMATCH. Computed once per
/// list on first use (about 10 ms for a list the size of the shipped one;
/// the shipped list's is read from its manifest). `*out` receives a new
/// string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_fingerprint(
    lexicon: *const Lexicon,
    out: *mut *mut c_char,
) -> Status {
    // SAFETY: by the caller's contract.
    unsafe { lexicon_string(lexicon, out, |lex| lex.fingerprint().to_string()) }
}

/// The lexicon's blob (reopen it with gw_lexicon_from_bytes()).
/// `*out` receives a new buffer: free it with gw_bytes_free().
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_to_bytes(lexicon: *const Lexicon, out: *mut Bytes) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        // SAFETY: by the caller\'s contract.
        let out = unsafe { out_arg(out, "out") }?;
        out.set(Bytes::from_vec(lex.as_bytes().to_vec()));
        Ok(())
    })
}

/// Releases a lexicon handle. NULL, a handle freed already and a pointer
/// that is not a live lexicon are ignored (a double free is harmless).
/// Games created with it keep working.
#[no_mangle]
pub unsafe extern "C" fn gw_lexicon_free(lexicon: *mut Lexicon) {
    handles::free(lexicon);
}
