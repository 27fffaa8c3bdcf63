//! Arbitrary bytes as a lexicon: `Lexicon::from_bytes` answers a lexicon or
//! a typed error; a lexicon answers contains, words and its trie
//! consistently.
#![no_main]

use gridwords::Lexicon;
use gridwords_fuzz::{check_error, opening_lexicon};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let lex = match opening_lexicon(|| Lexicon::from_bytes(data.to_vec())) {
        Ok(l) => l,
        Err(e) => {
            check_error(&e);
            return;
        }
    };
    let _ = lex.manifest_json();
    // Probes (words of the input itself) answered by the fst first...
    let text = String::from_utf8_lossy(data);
    let probes: Vec<&str> = text
        .split(|c: char| !c.is_ascii_lowercase())
        .take(64)
        .collect();
    let by_fst: Vec<bool> = probes.iter().map(|w| lex.contains(w)).collect();
    // ...then by the trie (once built, it answers contains).
    let trie = lex.trie();
    for (w, fst) in probes.iter().zip(by_fst) {
        assert_eq!(
            lex.contains(w),
            fst,
            "the trie and the fst disagree on {w:?}"
        );
        assert_eq!(
            trie.contains(w.as_bytes()),
            fst,
            "the trie and the fst disagree on {w:?}"
        );
    }
    let mut n = 0;
    for w in lex.words().take(2_000) {
        assert!(lex.contains(&w), "a listed word is not contained: {w:?}");
        assert!(
            trie.contains(w.as_bytes()),
            "a listed word is not in the trie: {w:?}"
        );
        n += 1;
    }
    if n < 2_000 {
        assert_eq!(n, lex.len(), "words() and len() disagree");
        assert_eq!(trie.word_count(), lex.len(), "trie and list disagree");
    }
    assert_eq!(
        opening_lexicon(|| Lexicon::from_bytes(lex.as_bytes().to_vec()))
            .map(|l| l.len())
            .ok(),
        Some(lex.len())
    );
});
