//! What a player typed, made into a word the rules can judge.
//!
//! hunt.md: input is trimmed of surrounding white space and folded to lower
//! case; empty input, input over 64 bytes and input with control characters
//! are errors (not misses, and not logged). The 64-byte limit applies to the
//! trimmed text and again to the folded text: padding is not part of what
//! the player meant to send, and what is recorded must replay.
//! Folding is Unicode lower-casing, so "ÉTÉ" becomes "été" and is then simply
//! not in the list; a capital letter is never a different word.

use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::{Error, ErrorCode, Result};

/// Longest accepted input, in bytes, after trimming.
pub const MAX_INPUT_BYTES: usize = 64;

/// Shortest word that counts: a shorter word is a miss (`too_short`), and
/// the solver and scorer never report one.
pub const MIN_WORD_LEN: usize = 3;

/// Trims and folds raw input, or says why it is not a word at all.
/// Input already trimmed and in lower case (what every replay feeds) is
/// borrowed, not copied.
pub fn normalize(input: &str) -> Result<Cow<'_, str>> {
    let t = input.trim();
    if t.is_empty() {
        return Err(Error::new(ErrorCode::EmptyWord, "the word is empty"));
    }
    // Judging the raw length first keeps a flood of huge input cheap;
    // judging the folded length too keeps what is recorded replayable
    // (folding can grow text: "İ" is 2 bytes, its lower case 3).
    let too_long = |n: usize| {
        Error::new(
            ErrorCode::WordTooLong,
            format!(
                "the word is {n} bytes after trimming and folding; the limit is {MAX_INPUT_BYTES}"
            ),
        )
    };
    if t.len() > MAX_INPUT_BYTES {
        return Err(too_long(t.len()));
    }
    if t.chars().any(char::is_control) {
        return Err(Error::new(
            ErrorCode::ControlCharacter,
            "the word contains a control character",
        ));
    }
    if t.is_ascii() {
        if !t.bytes().any(|b| b.is_ascii_uppercase()) {
            return Ok(Cow::Borrowed(t));
        }
        return Ok(Cow::Owned(t.to_ascii_lowercase()));
    }
    let folded = t.to_lowercase();
    if folded.len() > MAX_INPUT_BYTES {
        return Err(too_long(folded.len()));
    }
    Ok(Cow::Owned(folded))
}

/// An accepted word: at most 16 letters a–z, stored inline so a live game
/// holds hundreds of them without an allocation each.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Word {
    len: u8,
    bytes: [u8; 16],
}

impl Word {
    /// The word for `s` when it is 1–16 letters a–z.
    pub fn new(s: &str) -> Option<Word> {
        let b = s.as_bytes();
        if b.is_empty() || b.len() > 16 || !b.iter().all(u8::is_ascii_lowercase) {
            return None;
        }
        let mut bytes = [0u8; 16];
        bytes[..b.len()].copy_from_slice(b);
        Some(Word {
            len: b.len() as u8,
            bytes,
        })
    }

    /// The letters as bytes, `b'a'..=b'z'`.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }

    /// The letters as a string.
    pub fn as_str(&self) -> &str {
        // Only a–z is ever stored.
        std::str::from_utf8(self.as_bytes()).unwrap_or("")
    }

    /// Number of letters, 1–16 (a word is never empty, hence no
    /// `is_empty`).
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.len as usize
    }
}

impl fmt::Debug for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The words one seat has found, for the already-found judgement in O(1)
/// (a seat of a long game holds hundreds, and restore replays each).
/// Not part of the state: rebuilt from it (`Hunt::found_sets`).
#[derive(Clone, Debug, Default)]
pub(crate) struct WordSet(HashSet<u128, BuildHasherDefault<KeyHasher>>);

impl WordSet {
    pub(crate) fn with_capacity(n: usize) -> WordSet {
        WordSet(HashSet::with_capacity_and_hasher(n, Default::default()))
    }

    /// Inserts `w`; false if it was there.
    pub(crate) fn insert(&mut self, w: Word) -> bool {
        self.0.insert(w.key())
    }

    pub(crate) fn contains(&self, w: &Word) -> bool {
        self.0.contains(&w.key())
    }
}

impl Word {
    /// The word as one number, five bits a letter (1-26), so that distinct
    /// words are distinct keys (a shorter word ends in zero bits).
    fn key(&self) -> u128 {
        self.as_bytes()
            .iter()
            .fold(0u128, |k, &b| (k << 5) | u128::from(b - b'a' + 1))
    }
}

/// A multiply-fold hash for [`WordSet`]'s keys: they are the engine's own,
/// not an attacker's choice of hash inputs to a shared table, so SipHash's
/// flood resistance buys nothing here.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, v: u128) {
        self.write_u64(v as u64);
        self.write_u64((v >> 64) as u64);
    }
}

impl Serialize for Word {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Word {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Word, D::Error> {
        // A visitor rather than `String::deserialize`: restoring a snapshot
        // reads hundreds of words, and this way none of them allocates.
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Word;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a word of 1-16 letters a-z")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> std::result::Result<Word, E> {
                Word::new(s)
                    .ok_or_else(|| E::custom(format!("{s:?} is not a word of 1-16 letters a-z")))
            }
        }
        d.deserialize_str(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_rules() {
        assert_eq!(normalize("  Quiet\t").unwrap(), "quiet");
        assert_eq!(normalize("ÉTÉ").unwrap(), "été");
        assert_eq!(normalize(" \n ").unwrap_err().code(), ErrorCode::EmptyWord);
        assert_eq!(normalize("").unwrap_err().code(), ErrorCode::EmptyWord);
        assert_eq!(
            normalize(&"a".repeat(65)).unwrap_err().code(),
            ErrorCode::WordTooLong
        );
        assert_eq!(
            normalize(&format!("  {}  ", "a".repeat(64))).unwrap(),
            "a".repeat(64)
        );
        assert_eq!(
            normalize(&"é".repeat(33)).unwrap_err().code(),
            ErrorCode::WordTooLong
        );
        assert_eq!(
            normalize("ca\u{7}t").unwrap_err().code(),
            ErrorCode::ControlCharacter
        );
        assert_eq!(
            normalize("ca\nt").unwrap_err().code(),
            ErrorCode::ControlCharacter
        );
    }

    #[test]
    fn word_inline() {
        let w = Word::new("quiet").unwrap();
        assert_eq!(w.as_str(), "quiet");
        assert_eq!(w.len(), 5);
        assert!(Word::new("").is_none());
        assert!(Word::new("abcdefghijklmnopq").is_none());
        assert!(Word::new("Cat").is_none());
    }
}
