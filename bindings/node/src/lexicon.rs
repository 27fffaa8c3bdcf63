//! `Lexicon`: the embedded word list, or one built from words or a blob.

use napi::bindgen_prelude::Buffer;
use napi_derive::napi;

use crate::args::{Bytes, Word, Words};
use crate::{OrJs, Result};

/// A read-only word list. Cheap to share: games and calls hold a reference.
#[napi]
#[derive(Clone)]
pub struct Lexicon {
    pub(crate) inner: gridwords::Lexicon,
}

#[napi]
impl Lexicon {
    /// The shipped English lexicon (one shared list per process).
    #[napi(factory, js_name = "default")]
    pub fn embedded() -> crate::Result<Lexicon> {
        crate::guard(|| {
            Ok({
                Lexicon {
                    inner: gridwords::Lexicon::embedded().clone(),
                }
            })
        })
    }

    /// A lexicon of the given words (1–32 letters a–z, lower case; order and
    /// duplicates do not matter). Throws `INVALID_LEXICON_WORD`.
    #[napi(factory, ts_args_type = "words: string[]")]
    pub fn from_words(words: Words) -> Result<Lexicon> {
        crate::guard(|| {
            Ok(Lexicon {
                inner: gridwords::Lexicon::from_words(words.0).or_js()?,
            })
        })
    }

    /// Opens a lexicon blob (as `toBytes()` returns). Throws `LEXICON_CORRUPT`.
    #[napi(factory, ts_args_type = "bytes: Uint8Array")]
    pub fn from_bytes(bytes: Bytes) -> Result<Lexicon> {
        crate::guard(|| {
            Ok(Lexicon {
                inner: gridwords::Lexicon::from_bytes(bytes.0).or_js()?,
            })
        })
    }

    /// Whether `word` (lower-case a–z) is in the list.
    #[napi(ts_args_type = "word: string")]
    pub fn contains(&self, word: Word) -> crate::Result<bool> {
        crate::guard(|| Ok(self.inner.contains(&word.0)))
    }

    /// Whether `word` is in the list (alias of `contains`, as on a `Set`).
    #[napi(ts_args_type = "word: string")]
    pub fn has(&self, word: Word) -> crate::Result<bool> {
        crate::guard(|| Ok(self.inner.contains(&word.0)))
    }

    /// The number of words.
    #[napi(getter)]
    pub fn size(&self) -> crate::Result<u32> {
        crate::guard(|| Ok(u32::try_from(self.inner.len()).unwrap_or(u32::MAX)))
    }

    /// Every word, sorted.
    #[napi]
    pub fn words(&self) -> crate::Result<Vec<String>> {
        crate::guard(|| Ok(self.inner.words().collect()))
    }

    /// The manifest: for the shipped list the builder's record, for others
    /// `{ source, total_words, words_by_length, blob_bytes }`.
    #[napi(getter)]
    pub fn manifest(&self) -> Result<serde_json::Value> {
        crate::guard(|| {
            serde_json::from_str(self.inner.manifest_json()).map_err(|e| {
                crate::to_js(gridwords::Error::new(
                    gridwords::ErrorCode::InvalidJson,
                    e.to_string(),
                ))
            })
        })
    }

    /// The list's fingerprint: the sha256 (64 lower-case hex digits) of its
    /// words sorted, each followed by a newline (the shipped list's is its
    /// manifest's `list_sha256`). The same words give the same fingerprint
    /// however the list was made. Logs (`lexicon_sha256`) and snapshots
    /// record it; replay, restore, fromLog and verify with a list of another
    /// fingerprint throw `LEXICON_MISMATCH`, naming both. Computed on first
    /// use (about 10 ms for a list the size of the shipped one).
    #[napi(getter)]
    pub fn fingerprint(&self) -> crate::Result<String> {
        crate::guard(|| Ok(self.inner.fingerprint().to_string()))
    }

    /// The blob (reopen with `Lexicon.fromBytes`).
    #[napi]
    pub fn to_bytes(&self) -> crate::Result<Buffer> {
        crate::guard(|| Ok(self.inner.as_bytes().to_vec().into()))
    }
}
