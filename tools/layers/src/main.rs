//! `cargo run -p gridwords-layers [WORKSPACE]`: checks the workspace's
//! module structure (see the library's docs) and exits 1 with one line per
//! problem, or 0 with a line saying what it read.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = std::env::args_os().nth(1).map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."),
        PathBuf::from,
    );
    let problems = gridwords_layers::check_workspace(&root);
    if problems.is_empty() {
        println!(
            "layers: {} crates, no module imports one that imports it; the core's {} layers hold",
            gridwords_layers::CRATES.len(),
            gridwords_layers::CORE_LAYERS.len()
        );
        return ExitCode::SUCCESS;
    }
    for p in &problems {
        eprintln!("layers: {p}");
    }
    eprintln!(
        "layers: {} problem(s); ARCHITECTURE.md, \"The layers\"",
        problems.len()
    );
    ExitCode::FAILURE
}
