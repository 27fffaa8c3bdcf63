//! The word list every game plays with.
//!
//! The shipped lexicon is an `fst::Set` blob compiled by
//! `gridwords lexicon build` from ENABLE and SCOWL (see
//! `core/lexicon/gridwords.manifest` and `LICENCE-wordlists.txt`) and embedded
//! in the crate with `include_bytes!`. Opening it is zero-copy: the `fst`
//! header is read in place, and the full checksum and content validation run
//! once per process, the first time [`Lexicon::embedded`] is called.
//!
//! A [`Lexicon`] is cheap to clone (it is an `Arc`) and read-only, so one value
//! serves every game and thread. Other word lists are welcome for analysis:
//! [`Lexicon::from_bytes`] opens any blob built the same way, and
//! [`Lexicon::from_words`] builds one in memory.
//!
//! Membership ([`Lexicon::contains`]) takes already-folded input: lower-case
//! a–z. Trimming and folding what a player typed is each game's rule, not the
//! lexicon's.
//!
//! Solvers that walk a tray letter by letter use [`Trie`], a compact
//! popcount trie derived from the set once, lazily, on first use
//! ([`Lexicon::trie`]); walking the `fst` itself is about 2.5× slower on
//! that job (performance.md), so `fst` answers membership and the trie serves
//! search.

mod trie;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, OnceLock};

use fst::{IntoStreamer, Streamer};

use crate::error::{Error, ErrorCode, Result};

pub use trie::{Trie, TrieNode};

/// The compiled blob shipped with the crate.
pub static EMBEDDED_BLOB: &[u8] = include_bytes!("../../lexicon/gridwords.fst");
/// The manifest of the shipped blob (JSON).
pub static EMBEDDED_MANIFEST: &str = include_str!("../../lexicon/gridwords.manifest");

/// Longest word any lexicon may hold.
pub const MAX_WORD_LEN: usize = 32;

struct Inner {
    set: fst::Set<Cow<'static, [u8]>>,
    manifest: String,
    len: usize,
    trie: OnceLock<Trie>,
    fingerprint: OnceLock<String>,
}

/// A read-only, shareable word list.
#[derive(Clone)]
pub struct Lexicon {
    inner: Arc<Inner>,
}

impl fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lexicon")
            .field("words", &self.inner.len)
            .field("blob_bytes", &self.inner.set.as_fst().as_bytes().len())
            .finish()
    }
}

fn corrupt(why: impl fmt::Display) -> Error {
    Error::new(
        ErrorCode::LexiconCorrupt,
        format!("lexicon blob rejected: {why}"),
    )
}

fn is_lexicon_word(w: &[u8]) -> bool {
    (1..=MAX_WORD_LEN).contains(&w.len()) && w.iter().all(u8::is_ascii_lowercase)
}

/// Opens and fully validates a blob: the `fst` header, the checksum over
/// every byte, and every key (sorted a–z words of 1–32 letters). Returns the
/// set and its word count. Never panics: the walk runs under `catch_unwind`
/// in case a blob with a valid checksum but a malformed structure trips an
/// assertion inside `fst`.
fn open_validated(data: Cow<'static, [u8]>) -> Result<(fst::Set<Cow<'static, [u8]>>, usize)> {
    let set = fst::Set::new(data).map_err(corrupt)?;
    set.as_fst().verify().map_err(corrupt)?;
    let walk = catch_unwind(AssertUnwindSafe(|| -> Result<usize> {
        let mut stream = set.stream();
        let mut n = 0usize;
        while let Some(key) = stream.next() {
            if !is_lexicon_word(key) {
                return Err(corrupt(format!(
                    "key {:?} is not a word of 1-32 letters a-z",
                    String::from_utf8_lossy(key)
                )));
            }
            n += 1;
        }
        Ok(n)
    }))
    .map_err(|_| corrupt("structure is malformed"))??;
    if walk != set.len() {
        return Err(corrupt(format!(
            "header says {} keys, the walk found {walk}",
            set.len()
        )));
    }
    Ok((set, walk))
}

fn derived_manifest(source: &str, set: &fst::Set<Cow<'static, [u8]>>) -> String {
    let mut by_len: BTreeMap<String, usize> = BTreeMap::new();
    let mut stream = set.stream();
    while let Some(k) = stream.next() {
        *by_len.entry(format!("{:02}", k.len())).or_default() += 1;
    }
    serde_json::json!({
        "source": source,
        "total_words": set.len(),
        "words_by_length": by_len,
        "blob_bytes": set.as_fst().as_bytes().len(),
    })
    .to_string()
}

impl Lexicon {
    fn from_parts(set: fst::Set<Cow<'static, [u8]>>, len: usize, manifest: String) -> Self {
        Lexicon {
            inner: Arc::new(Inner {
                set,
                manifest,
                len,
                trie: OnceLock::new(),
                fingerprint: OnceLock::new(),
            }),
        }
    }

    /// The shipped lexicon, shared by everything in the process. The first
    /// call validates the blob fully; later calls return the same value.
    pub fn embedded() -> &'static Lexicon {
        static EMBEDDED: OnceLock<Lexicon> = OnceLock::new();
        EMBEDDED.get_or_init(|| match open_validated(Cow::Borrowed(EMBEDDED_BLOB)) {
            Ok((set, len)) => {
                let lex = Lexicon::from_parts(set, len, EMBEDDED_MANIFEST.trim_end().to_string());
                // The builder recorded the list's sha256 in the manifest; a
                // test checks it against the words, so no process pays
                // for hashing the shipped list.
                if let Some(sha) = manifest_list_sha256(EMBEDDED_MANIFEST) {
                    let _ = lex.inner.fingerprint.set(sha);
                }
                lex
            }
            // The blob is part of the crate and checked by the test suite;
            // reaching this means the build itself is broken.
            Err(e) => panic!("the embedded lexicon blob is invalid: {e}"),
        })
    }

    /// Opens the embedded blob without the one-time validation: the
    /// zero-copy header read that `embedded()` amortises. Exposed for the
    /// benchmark of "open the shipped blob".
    /// Returns the number of words, so `fst` stays a private dependency.
    #[doc(hidden)]
    pub fn open_embedded_unchecked() -> Result<usize> {
        fst::Set::new(EMBEDDED_BLOB)
            .map(|s| s.len())
            .map_err(corrupt)
    }

    /// Opens a blob built like the shipped one (an `fst::Set` of a–z words).
    /// A truncated, corrupt or foreign blob is a `LEXICON_CORRUPT` error.
    pub fn from_bytes(bytes: impl Into<Vec<u8>>) -> Result<Lexicon> {
        let (set, len) = open_validated(Cow::Owned(bytes.into()))?;
        let manifest = derived_manifest("from_bytes", &set);
        Ok(Lexicon::from_parts(set, len, manifest))
    }

    /// Builds a lexicon from any word list, for analysis. Words must be 1–32
    /// letters a–z (already folded); anything else is an
    /// `INVALID_LEXICON_WORD` error naming the word. Order and duplicates do
    /// not matter.
    pub fn from_words<I, S>(words: I) -> Result<Lexicon>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut list: Vec<Vec<u8>> = Vec::new();
        for (i, w) in words.into_iter().enumerate() {
            let w = w.as_ref();
            if !is_lexicon_word(w.as_bytes()) {
                return Err(Error::new(
                    ErrorCode::InvalidLexiconWord,
                    format!("word #{i} {w:?} is not 1-32 letters a-z (lower case)"),
                ));
            }
            list.push(w.as_bytes().to_vec());
        }
        list.sort_unstable();
        list.dedup();
        let set = fst::Set::from_iter(list.iter())
            .map_err(|e| Error::new(ErrorCode::InvalidLexiconWord, e.to_string()))?;
        let bytes = set.into_fst().into_inner();
        let set = fst::Set::new(Cow::Owned(bytes)).map_err(corrupt)?;
        let manifest = derived_manifest("from_words", &set);
        Ok(Lexicon::from_parts(set, list.len(), manifest))
    }

    /// Whether `word` (lower-case a–z) is in the list.
    ///
    /// ```rust
    /// use gridwords::Lexicon;
    ///
    /// let lex = Lexicon::embedded();
    /// assert!(lex.contains("tone"));
    /// assert!(!lex.contains("Tone")); // no folding here: fold first
    /// assert!(!lex.contains("qzx"));
    ///
    /// let small = Lexicon::from_words(["act", "cat"])?;
    /// assert!(small.contains("cat") && !small.contains("tac"));
    /// assert_eq!(small.len(), 2);
    /// # Ok::<(), gridwords::Error>(())
    /// ```
    #[inline]
    pub fn contains(&self, word: &str) -> bool {
        self.contains_bytes(word.as_bytes())
    }

    /// Whether the byte string is in the list.
    ///
    /// Once the solver trie is built (any solve, score, bot or Sóló swap
    /// builds it), it answers: a popcount step per letter is several times
    /// quicker than the `fst` walk (performance.md). Before that the `fst`
    /// answers, so a host that only checks words never pays for the trie.
    /// Both hold exactly the same words.
    #[inline]
    pub fn contains_bytes(&self, word: &[u8]) -> bool {
        match self.inner.trie.get() {
            Some(trie) => trie.contains(word),
            None => self.inner.set.contains(word),
        }
    }

    /// Number of words.
    pub fn len(&self) -> usize {
        self.inner.len
    }

    /// Whether the list holds no word (possible only for one built with
    /// [`Lexicon::from_words`] or [`Lexicon::from_bytes`]).
    pub fn is_empty(&self) -> bool {
        self.inner.len == 0
    }

    /// The words in byte order.
    pub fn words(&self) -> Words<'_> {
        Words {
            stream: self.inner.set.into_stream(),
        }
    }

    /// The manifest as JSON: for the shipped blob, the builder's record of the
    /// exact build; for other lexicons, their source and counts.
    pub fn manifest_json(&self) -> &str {
        &self.inner.manifest
    }

    /// The blob's bytes (`fst` format).
    pub fn as_bytes(&self) -> &[u8] {
        self.inner.set.as_fst().as_bytes()
    }

    /// A cursor at the empty prefix, for walking the `fst` letter by letter.
    pub fn prefix_root(&self) -> Prefix<'_> {
        let fst = self.inner.set.as_fst();
        Prefix {
            fst,
            node: fst.root(),
        }
    }

    /// The solver trie, built from this lexicon on first use and then shared.
    pub fn trie(&self) -> &Trie {
        self.inner.trie.get_or_init(|| self.build_trie())
    }

    /// A new solver trie of this lexicon, built now (what [`trie`](Self::trie)
    /// builds once and keeps; the benchmark of building it calls this).
    pub fn build_trie(&self) -> Trie {
        Trie::from_set(&self.inner.set)
    }

    /// Does the one-time work of this list now (the solver's trie, about
    /// 30 ms for the shipped list), so that no game's first call pays for
    /// it: an app calls it off the UI thread at launch
    /// ([`warm_up`](crate::warm_up) for the shipped list).
    pub fn warm_up(&self) {
        self.trie();
    }

    /// The list's fingerprint: the sha256 (64 lower-case hex digits) of its
    /// words sorted byte-wise, each followed by `"\n"` — for the shipped
    /// list, the `list_sha256` its manifest and `RECIPE.md` state. Logs
    /// and snapshots record it, and replay, restore and verify refuse a
    /// list whose fingerprint differs (`LEXICON_MISMATCH`): a game is only
    /// ever judged by the words it was played with.
    ///
    /// Computed once per list, on first use (about 10 ms for a list the
    /// size of the shipped one; the shipped list's is read from its
    /// manifest).
    ///
    /// ```rust
    /// use gridwords::Lexicon;
    ///
    /// let small = Lexicon::from_words(["cat", "act"])?;
    /// // sha256 of "act\ncat\n"
    /// assert_eq!(small.fingerprint().len(), 64);
    /// assert_eq!(small.fingerprint(), Lexicon::from_words(["act", "cat", "cat"])?.fingerprint());
    /// assert_ne!(small.fingerprint(), Lexicon::embedded().fingerprint());
    /// # Ok::<(), gridwords::Error>(())
    /// ```
    pub fn fingerprint(&self) -> &str {
        self.inner.fingerprint.get_or_init(|| self.list_sha256())
    }

    /// `LEXICON_MISMATCH` unless this is the list of fingerprint `want`
    /// that a record (`what`: a log, a snapshot) pinned: one message for
    /// every record, naming both lists.
    pub(crate) fn check_pinned(&self, what: &str, want: &str) -> Result<()> {
        let got = self.fingerprint();
        if got == want {
            return Ok(());
        }
        let shipped = if got == Lexicon::embedded().fingerprint() {
            " (the shipped list)"
        } else {
            ""
        };
        Err(Error::new(
            ErrorCode::LexiconMismatch,
            format!(
                "this {what} was played with the word list of fingerprint {want}; the list given has \
                 fingerprint {got}{shipped}: use the list it was played with"
            ),
        ))
    }

    /// The sha256 of the sorted, newline-terminated list, computed from the
    /// words (what [`fingerprint`](Self::fingerprint) caches).
    pub(crate) fn list_sha256(&self) -> String {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        let mut stream = self.inner.set.stream();
        while let Some(k) = stream.next() {
            h.update(k);
            h.update(b"\n");
        }
        hex(&h.finalize())
    }

    /// Whether two handles share one list (cheap identity check).
    pub fn ptr_eq(a: &Lexicon, b: &Lexicon) -> bool {
        Arc::ptr_eq(&a.inner, &b.inner)
    }
}

/// The fingerprint of the list every record written before fingerprints
/// existed was played with, when it says `"lexicon":"embedded"`: the one
/// list gridwords shipped until then (`RECIPE.md`, recipe version 1).
/// Such a log or snapshot is read as pinned to it, so a build shipping
/// another list refuses it (`LEXICON_MISMATCH`) instead of judging it by
/// other words.
pub const FIRST_SHIPPED_FINGERPRINT: &str =
    "c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667";

/// Whether `s` has a fingerprint's form: 64 lower-case hex digits.
pub fn is_fingerprint(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 15)] as char);
    }
    s
}

fn manifest_list_sha256(manifest: &str) -> Option<String> {
    let v: serde_json::Value = serde_json::from_str(manifest).ok()?;
    let sha = v.get("list_sha256")?.as_str()?;
    is_fingerprint(sha).then(|| sha.to_string())
}

/// Sorted iteration over a lexicon's words.
pub struct Words<'a> {
    stream: fst::set::Stream<'a>,
}

impl fmt::Debug for Words<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Words")
    }
}

impl Iterator for Words<'_> {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        // Keys were validated as a–z, so this is always valid UTF-8.
        self.stream
            .next()
            .map(|k| String::from_utf8_lossy(k).into_owned())
    }
}

/// A position in the `fst` after some prefix: the primitive for walking
/// candidate words one letter at a time (e.g. along a path on a board).
#[derive(Clone, Copy)]
pub struct Prefix<'a> {
    fst: &'a fst::raw::Fst<Cow<'static, [u8]>>,
    node: fst::raw::Node<'a>,
}

impl fmt::Debug for Prefix<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Prefix")
            .field("is_word", &self.is_word())
            .finish()
    }
}

impl<'a> Prefix<'a> {
    /// The cursor after one more letter, or `None` when no word continues so.
    #[inline]
    pub fn step(&self, letter: u8) -> Option<Prefix<'a>> {
        let i = self.node.find_input(letter)?;
        let t = self.node.transition(i);
        Some(Prefix {
            fst: self.fst,
            node: self.fst.node(t.addr),
        })
    }

    /// Whether the prefix walked so far is itself a word.
    #[inline]
    pub fn is_word(&self) -> bool {
        self.node.is_final()
    }

    /// Whether any word is longer than this prefix.
    #[inline]
    pub fn has_continuations(&self) -> bool {
        !self.node.is_empty()
    }
}

#[cfg(test)]
mod tests;
