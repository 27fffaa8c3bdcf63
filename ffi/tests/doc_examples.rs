//! The examples of records in the docs a user reads name the versions the
//! engine writes now: a log example (`{"version":N,"game":...}`) in the
//! shipped header, the C and JSON docs, the READMEs and the core's module
//! docs carries `gridwords::engine::LOG_VERSION`, and a solver example
//! (`{"version":N,"tray":...}`) `GW_HUNT_SOLVE_JSON_VERSION`. A version bump
//! fails here until every example says so (the header's came from
//! `gw_game_log`'s doc, which said 2 for two releases). Older versions are
//! named in prose ("version 2 logs replay ..."), never as an example.

use std::path::{Path, PathBuf};

/// The files whose examples are checked, from the workspace root.
const DOCS: &[&str] = &[
    "include/gridwords.h",
    "ffi/README.md",
    "README.md",
    "ARCHITECTURE.md",
    "docs",
    "bindings/python/README.md",
    "bindings/node/README.md",
    "bindings/kotlin/README.md",
    "core/src/engine/log.rs",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every file under `path` (itself if a file) that is Markdown, a header or
/// Rust source.
fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<_> = std::fs::read_dir(path)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for e in entries {
            files(&e, out);
        }
    } else if matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("md" | "h" | "rs")
    ) {
        out.push(path.to_path_buf());
    }
}

/// The version numbers of every `{"version":N,"<key>"` in `text`, spaces
/// allowed around the punctuation, with their line numbers.
fn examples(text: &str, key: &str) -> Vec<(usize, u32)> {
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let mut rest = squeezed.as_str();
        while let Some(at) = rest.find("{\"version\":") {
            rest = &rest[at + "{\"version\":".len()..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let after = &rest[digits.len()..];
            if !digits.is_empty() && after.starts_with(&format!(",\"{key}\"")) {
                found.push((i + 1, digits.parse().unwrap()));
            }
        }
    }
    found
}

#[test]
fn record_examples_name_the_current_versions() {
    let mut paths = Vec::new();
    for doc in DOCS {
        let p = root().join(doc);
        if p.exists() {
            files(&p, &mut paths);
        }
    }
    assert!(paths.iter().any(|p| p.ends_with("include/gridwords.h")));
    let mut wrong = Vec::new();
    let mut seen = 0;
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        for (key, want) in [
            ("game", gridwords::engine::LOG_VERSION),
            ("tray", gridwords_ffi::hunt::SOLVE_JSON_VERSION),
        ] {
            for (line, version) in examples(&text, key) {
                seen += 1;
                if version != want {
                    wrong.push(format!(
                        "{}:{line}: {{\"version\":{version},\"{key}\"...}} (now {want})",
                        path.strip_prefix(root()).unwrap_or(path).display()
                    ));
                }
            }
        }
    }
    assert!(seen >= 4, "found only {seen} examples: is the scan broken?");
    assert!(
        wrong.is_empty(),
        "examples of an old version:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_scan_finds_examples_with_spaces_and_skips_other_keys() {
    let text = "a `{\"version\": 2, \"game\": \"hunt\"}` b {\"version\":1,\"tray\":\"x\"}\n{\"version\":3}";
    assert_eq!(examples(text, "game"), vec![(1, 2)]);
    assert_eq!(examples(text, "tray"), vec![(1, 1)]);
}
