//! A rebuild from the pinned sources must reproduce the committed blob and
//! manifest byte for byte.

use std::path::PathBuf;

fn sources_dir() -> PathBuf {
    match std::env::var_os("GRIDWORDS_LEXICON_SOURCES") {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/lexicon"),
    }
}

#[test]
fn rebuild_is_byte_identical_to_the_committed_blob() {
    let dir = sources_dir();
    if !dir.join("SHA256SUMS").exists() {
        println!(
            "LEXICON REBUILD NOT CHECKED: no sources at {} (set GRIDWORDS_LEXICON_SOURCES)",
            dir.display()
        );
        return;
    }
    let out =
        std::env::temp_dir().join(format!("gridwords-lexicon-rebuild-{}", std::process::id()));
    let built =
        gridwords_lexicon_builder::build_into(&dir, &out).expect("build from pinned sources");
    let committed = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../core/lexicon");
    for name in [
        "gridwords.fst",
        "gridwords.manifest",
        "LICENCE-wordlists.txt",
    ] {
        let a = std::fs::read(out.join(name)).unwrap();
        let b = std::fs::read(committed.join(name)).unwrap();
        assert!(
            a == b,
            "{name} differs from the committed copy ({} vs {} bytes)",
            a.len(),
            b.len()
        );
    }
    assert_eq!(built.words.len(), 185_253);
    assert!(built.blob.len() <= 800 * 1024);
    std::fs::remove_dir_all(&out).ok();
}

#[test]
fn a_tampered_source_is_refused() {
    let dir = sources_dir();
    if !dir.join("SHA256SUMS").exists() {
        println!(
            "LEXICON SOURCE CHECK NOT RUN: no sources at {}",
            dir.display()
        );
        return;
    }
    // Copy the tree into a temp dir with one byte of enable1.txt changed.
    let tmp = std::env::temp_dir().join(format!("gridwords-lexicon-tamper-{}", std::process::id()));
    std::fs::create_dir_all(tmp.join("sources/scowl")).unwrap();
    std::fs::copy(dir.join("SHA256SUMS"), tmp.join("SHA256SUMS")).unwrap();
    let mut enable = std::fs::read(dir.join("sources/enable1.txt")).unwrap();
    enable[0] = b'b';
    std::fs::write(tmp.join("sources/enable1.txt"), enable).unwrap();
    let err = gridwords_lexicon_builder::build(&tmp).unwrap_err();
    assert!(
        err.to_string().contains("refusing source enable1.txt"),
        "{err}"
    );
    std::fs::remove_dir_all(&tmp).ok();
}
