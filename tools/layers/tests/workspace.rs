//! The workspace itself holds to the rules, and ARCHITECTURE.md draws the
//! layers the checker holds the core to.

use std::path::PathBuf;

use gridwords_layers::{check_workspace, drawn_layers, CORE_LAYERS};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn the_workspace_has_no_circle_and_the_core_keeps_its_layers() {
    let problems = check_workspace(&root());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn architecture_md_draws_the_checked_layers() {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let drawn = drawn_layers(&doc);
    let declared: Vec<(String, Vec<String>)> = CORE_LAYERS
        .iter()
        .map(|l| {
            let modules = l.modules.iter().map(|m| match *m {
                "" => "lib".to_string(),
                m => m.to_string(),
            });
            (l.name.to_string(), modules.collect())
        })
        .collect();
    assert_eq!(drawn, declared, "ARCHITECTURE.md's drawing of the layers");
}
