//! `gridwords hunt score-file`: the same total whatever `--threads`, parse
//! errors named by line, and no progress bar when stderr is not a terminal.

use std::path::PathBuf;
use std::process::{Command, Output};

use gridwords::hunt::{deal, score, Points};
use gridwords::Lexicon;

fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridwords-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn score_file(path: &PathBuf, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gridwords"))
        .args(["hunt", "score-file"])
        .arg(path)
        .args(extra)
        .output()
        .unwrap()
}

#[test]
fn every_thread_count_gives_the_same_total() {
    // Three of the core's 256-tray chunks and a bit, with blank lines.
    let trays: Vec<_> = (0..800).map(deal).collect();
    let mut text = String::new();
    for (i, t) in trays.iter().enumerate() {
        text.push_str(&format!("{t}\n"));
        if i % 100 == 0 {
            text.push('\n');
        }
    }
    let path = file("trays.txt", &text);
    let want: u64 = trays
        .iter()
        .map(|t| score(t, &Points::default(), Lexicon::embedded()))
        .sum();
    for threads in [None, Some("0"), Some("1"), Some("2"), Some("5")] {
        let args: Vec<&str> = threads.map_or(vec![], |n| vec!["--threads", n]);
        let out = score_file(&path, &args);
        assert!(out.status.success(), "{threads:?}: {out:?}");
        let stdout = String::from_utf8(out.stdout.clone()).unwrap();
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 3, "{stdout}");
        assert_eq!(lines[0], "trays 800");
        assert_eq!(lines[1], format!("points {want}"));
        assert!(lines[2].starts_with("trays_per_second "), "{stdout}");
        // stderr is a pipe here: no progress bar.
        assert!(out.stderr.is_empty(), "{threads:?}: {out:?}");
    }
}

#[test]
fn a_bad_line_is_named_and_nothing_is_scored() {
    let path = file("bad.txt", &format!("{}\n\n{}\nabc\n", deal(1), deal(2)));
    let out = score_file(&path, &["--threads", "2"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("bad.txt:4:"), "{stderr}");
}

#[test]
fn threads_must_be_a_whole_number_up_to_1024() {
    let path = file("one.txt", &format!("{}\n", deal(1)));
    for bad in ["-1", "1.5", "two", "1025"] {
        let out = score_file(&path, &["--threads", bad]);
        assert!(!out.status.success(), "--threads {bad}");
    }
}
