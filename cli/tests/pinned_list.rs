//! The word list pinned in every record through the CLI (issue 28):
//! `lexicon info` shows the shipped list's fingerprint, and `replay` (with
//! or without `--verify`) of a log played with another list than the one
//! given (the shipped one, or `--words`) is refused with the core's
//! `LEXICON_MISMATCH` naming both fingerprints, as the CLI refuses
//! everything: `gridwords: CODE: message` on stderr, exit status 1.

use std::path::PathBuf;

mod support;
use support::gridwords;

use gridwords::lexicon::FIRST_SHIPPED_FINGERPRINT;
use gridwords::{AnyGame, Lexicon};
use serde_json::Value;

fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("gridwords-cli-pinned-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p: PathBuf = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

/// A finished two-human Wordgrid game on `lexicon` (`None`: shipped): its
/// log and result.
fn resigned(lexicon: Option<&Lexicon>) -> (String, String) {
    let config = r#"{"game":"duel","seats":["human","human"],"seed":21}"#;
    let mut g = AnyGame::new(config, lexicon, 0).unwrap();
    g.act_json(r#"{"action":"resign","seat":0}"#, 1_000)
        .unwrap();
    (g.log_json(), g.result_json().unwrap())
}

fn refused(args: &[&str], want: &str, given: &str) {
    let out = gridwords(args, "");
    let err = String::from_utf8_lossy(&out.stderr);
    // Refused, not unreadable: replay's exit status 4.
    assert_eq!(out.status.code(), Some(4), "{args:?}: {out:?}");
    assert!(out.stdout.is_empty(), "{args:?}: {out:?}");
    assert!(err.starts_with("gridwords: LEXICON_MISMATCH: "), "{err}");
    assert!(err.contains(want) && err.contains(given), "{err}");
}

#[test]
fn lexicon_info_shows_the_fingerprint() {
    let out = gridwords(&["lexicon", "info"], "");
    assert!(out.status.success(), "{out:?}");
    let info: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(info["fingerprint"], FIRST_SHIPPED_FINGERPRINT);
    assert_eq!(info["fingerprint"], Lexicon::embedded().fingerprint());
    assert_eq!(info["fingerprint"], info["list_sha256"]);
}

#[test]
fn replay_with_another_list_is_lexicon_mismatch_naming_both() {
    let words = ["ha", "sheep", "hah"];
    let small = Lexicon::from_words(words).unwrap();
    let words_file = temp("small.words.txt", "sheep\nha\n\nhah\nha\n");
    let (log, result) = resigned(Some(&small));
    let (log, result) = (
        temp("custom.log.json", &log),
        temp("custom.result.json", &result),
    );

    // With its list: the result, and verified.
    let out = gridwords(&["replay", &log, "--words", &words_file], "");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim_end(),
        std::fs::read_to_string(&result).unwrap()
    );
    let out = gridwords(
        &["replay", &log, "--verify", &result, "--words", &words_file],
        "",
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "verified\n",
        "{out:?}"
    );

    // With the shipped list: refused, naming both.
    let (want, shipped) = (small.fingerprint(), FIRST_SHIPPED_FINGERPRINT);
    refused(&["replay", &log], want, shipped);
    refused(&["replay", &log, "--verify", &result], want, shipped);
    refused(
        &["replay", &log, "--verify", &result, "--trust-bots"],
        want,
        shipped,
    );

    // A shipped-list log given a custom list.
    let (log, result) = resigned(None);
    let (log, result) = (
        temp("shipped.log.json", &log),
        temp("shipped.result.json", &result),
    );
    assert!(gridwords(&["replay", &log], "").status.success());
    refused(&["replay", &log, "--words", &words_file], shipped, want);
    refused(
        &["replay", &log, "--verify", &result, "--words", &words_file],
        shipped,
        want,
    );
}

#[test]
fn a_words_file_with_a_bad_word_is_the_cores_refusal() {
    let (log, _) = resigned(None);
    let log = temp("bad-words.log.json", &log);
    let bad = temp("bad.words.txt", "ha\nSheep\n");
    let out = gridwords(&["replay", &log, "--words", &bad], "");
    // A list the engine cannot read: replay's "unreadable", exit status 3.
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("gridwords: INVALID_LEXICON_WORD: "),
        "{err}"
    );
}
