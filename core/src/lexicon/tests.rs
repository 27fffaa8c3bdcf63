use super::*;

#[test]
fn embedded_opens_and_answers() {
    let lex = Lexicon::embedded();
    assert_eq!(lex.len(), 185_253);
    for w in [
        "aa",
        "qi",
        "colour",
        "favourite",
        "realise",
        "centre",
        "zyzzyva",
    ] {
        assert!(lex.contains(w), "{w} should be in the list");
    }
    for w in ["za", "kb", "csc", "", "Colour", "a"] {
        assert!(!lex.contains(w), "{w} should not be in the list");
    }
    assert!(Lexicon::ptr_eq(lex, Lexicon::embedded()));
}

#[test]
fn iteration_is_sorted_and_complete() {
    let lex = Lexicon::embedded();
    let mut prev = String::new();
    let mut n = 0;
    for w in lex.words() {
        assert!(w > prev, "{w} after {prev}");
        prev = w;
        n += 1;
    }
    assert_eq!(n, lex.len());
}

#[test]
fn manifest_is_the_builders_record() {
    let m: serde_json::Value = serde_json::from_str(Lexicon::embedded().manifest_json()).unwrap();
    assert_eq!(m["total_words"], 185_253);
    assert_eq!(
        m["list_sha256"],
        "c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667"
    );
    assert_eq!(m["blob_bytes"], EMBEDDED_BLOB.len());
}

#[test]
fn blob_is_within_budget() {
    assert!(
        EMBEDDED_BLOB.len() <= 800 * 1024,
        "{} bytes",
        EMBEDDED_BLOB.len()
    );
}

#[test]
fn corrupt_blobs_are_errors_not_panics() {
    let good = EMBEDDED_BLOB;
    let mut cases: Vec<(String, Vec<u8>)> = vec![
        ("empty".into(), vec![]),
        ("one byte".into(), vec![3]),
        ("header only".into(), good[..64].to_vec()),
        ("truncated by one".into(), good[..good.len() - 1].to_vec()),
        ("truncated half".into(), good[..good.len() / 2].to_vec()),
        ("tail only".into(), good[good.len() / 2..].to_vec()),
    ];
    for pos in [
        0,
        8,
        17,
        100,
        good.len() / 3,
        good.len() - 40,
        good.len() - 9,
        good.len() - 1,
    ] {
        let mut b = good.to_vec();
        b[pos] ^= 0x5a;
        cases.push((format!("flipped byte {pos}"), b));
    }
    let mut rng = crate::rng::GameRng::new(11, 0);
    for len in [16usize, 40, 1000, 100_000] {
        let b: Vec<u8> = (0..len).map(|_| rng.next_u32() as u8).collect();
        cases.push((format!("random {len}"), b));
    }
    for (name, bytes) in cases {
        let err = Lexicon::from_bytes(bytes).expect_err(&name);
        assert_eq!(err.code(), ErrorCode::LexiconCorrupt, "{name}: {err}");
    }
    // And the untouched blob opens.
    assert_eq!(Lexicon::from_bytes(good.to_vec()).unwrap().len(), 185_253);
}

#[test]
fn a_valid_fst_with_non_words_is_refused() {
    let set = fst::Set::from_iter(["Abc", "abc"]).unwrap();
    let err = Lexicon::from_bytes(set.into_fst().into_inner()).unwrap_err();
    assert_eq!(err.code(), ErrorCode::LexiconCorrupt);
}

#[test]
fn from_words_validates_and_dedups() {
    let lex = Lexicon::from_words(["cat", "act", "cat", "tac"]).unwrap();
    assert_eq!(lex.len(), 3);
    assert_eq!(lex.words().collect::<Vec<_>>(), ["act", "cat", "tac"]);
    assert!(lex.contains("tac") && !lex.contains("ca"));
    for bad in [
        "",
        "Cat",
        "ca t",
        "café",
        "abcdefghijklmnopqrstuvwxyzabcdefg",
    ] {
        let e = Lexicon::from_words(["ok", bad]).unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidLexiconWord, "{bad:?}");
        assert!(e.message().contains("#1"), "{}", e.message());
    }
    let m: serde_json::Value = serde_json::from_str(lex.manifest_json()).unwrap();
    assert_eq!(m["source"], "from_words");
    assert_eq!(m["total_words"], 3);
}

#[test]
fn prefix_walk_matches_membership() {
    let lex = Lexicon::embedded();
    let walk = |w: &str| {
        let mut p = lex.prefix_root();
        for b in w.bytes() {
            p = p.step(b)?;
        }
        Some(p)
    };
    assert!(walk("colour").unwrap().is_word());
    assert!(!walk("colo").unwrap().is_word());
    assert!(walk("colo").unwrap().has_continuations());
    assert!(walk("qzx").is_none());
}

#[test]
fn trie_holds_exactly_the_lexicon() {
    let lex = Lexicon::embedded();
    let trie = lex.trie();
    assert_eq!(trie.word_count(), lex.len());
    for w in lex.words().step_by(97) {
        assert!(trie.contains(w.as_bytes()), "{w}");
    }
    for w in ["za", "kb", "colourx", "", "aaaaaaa"] {
        assert!(!trie.contains(w.as_bytes()), "{w}");
    }
    assert!(
        trie.heap_bytes() <= 4 * 1024 * 1024,
        "{} bytes",
        trie.heap_bytes()
    );
    // Count word nodes by a full walk: must equal the word count.
    let words = trie.nodes().iter().filter(|n| n.is_word()).count();
    assert_eq!(words, lex.len());
}

/// `contains` answers from the `fst` before the trie is built and from the
/// trie after: both must give the same answer for words, near misses,
/// prefixes, over-long input and bytes outside a–z.
#[test]
fn contains_is_the_same_before_and_after_the_trie() {
    let lex = Lexicon::from_bytes(EMBEDDED_BLOB.to_vec()).unwrap();
    let mut probes: Vec<Vec<u8>> = Vec::new();
    for w in lex.words().step_by(31) {
        let b = w.into_bytes();
        probes.push(b[..b.len() - 1].to_vec());
        let mut off = b.clone();
        off[0] = if off[0] == b'z' { b'a' } else { off[0] + 1 };
        probes.push(off);
        let mut longer = b.clone();
        longer.push(b's');
        probes.push(longer);
        probes.push(b);
    }
    probes.extend([
        b"".to_vec(),
        b"CAT".to_vec(),
        "caf\u{e9}".as_bytes().to_vec(),
        vec![b'a'; 40],
        b"c\0t".to_vec(),
    ]);
    let before: Vec<bool> = probes.iter().map(|p| lex.contains_bytes(p)).collect();
    assert!(lex.inner.trie.get().is_none(), "nothing built the trie yet");
    lex.trie();
    let after: Vec<bool> = probes.iter().map(|p| lex.contains_bytes(p)).collect();
    assert_eq!(before, after);
    assert!(before.iter().filter(|&&x| x).count() > 1000);
}

#[test]
fn the_shipped_fingerprint_is_the_hash_of_its_words() {
    let lex = Lexicon::embedded();
    // The manifest's list_sha256 (read, not computed, by `fingerprint`)
    // is the sha256 of the words themselves, and the one RECIPE.md states.
    assert_eq!(lex.fingerprint(), lex.list_sha256());
    assert_eq!(
        lex.fingerprint(),
        super::FIRST_SHIPPED_FINGERPRINT,
        "the shipped list changed: records without a fingerprint were played with \
         FIRST_SHIPPED_FINGERPRINT's list and must stay pinned to it (keep the constant)"
    );
}

#[test]
fn a_fingerprint_is_the_words_not_how_they_were_given() {
    let a = Lexicon::from_words(["cat", "act"]).unwrap();
    let b = Lexicon::from_words(["act", "cat", "act"]).unwrap();
    let c = Lexicon::from_bytes(a.as_bytes().to_vec()).unwrap();
    assert_eq!(a.fingerprint(), b.fingerprint());
    assert_eq!(a.fingerprint(), c.fingerprint());
    // sha256("act\ncat\n"), by an independent tool (sha256sum).
    assert_eq!(
        a.fingerprint(),
        "1f536abf4172901484779a70fddd09dd471c20b81dd4786218faeefcfd9deb0b"
    );
    assert_ne!(
        a.fingerprint(),
        Lexicon::from_words(["act"]).unwrap().fingerprint()
    );
    assert!(super::is_fingerprint(a.fingerprint()));
    assert!(!super::is_fingerprint(&a.fingerprint().to_uppercase()));
    let empty = Lexicon::from_words(Vec::<String>::new()).unwrap();
    assert_eq!(
        empty.fingerprint(),
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    );
}
