//! The structure ARCHITECTURE.md draws, checked against the code.
//!
//! Reads each crate of the workspace from its own `mod`, `use` and
//! `crate::`/`super::` paths (no compiler, no dependency: `lex.rs` strips
//! comments, strings and `#[cfg(test)]` items; `modules.rs` builds the
//! module tree and resolves each path, through re-exports, to the file it
//! leads into) and holds it to two rules (`check.rs`): no two modules,
//! files or folders, import each other, in any crate; and the core's
//! modules import only the layers below their own, in the order
//! [`CORE_LAYERS`] writes once.
//!
//! `make check` and `make test` run it (`cargo run -p gridwords-layers`),
//! and its tests (`cargo test -p gridwords-layers`) hold the workspace to
//! it too, with ARCHITECTURE.md's drawing to the same order.

pub mod check;
pub mod lex;
pub mod modules;

use std::path::Path;

pub use check::Layer;
use modules::Crate;

/// The core's layers, top first: each module of `core/src` in exactly
/// one, and a layer's files import only modules of the layers under it
/// (and, where `open`, the other modules of their own layer). This is the
/// one place the order is written; ARCHITECTURE.md's drawing is checked
/// against it.
pub const CORE_LAYERS: &[Layer] = &[
    Layer {
        name: "root",
        modules: &[""],
        open: false,
    },
    Layer {
        name: "records",
        modules: &["verify"],
        open: false,
    },
    Layer {
        name: "registry",
        modules: &["games"],
        open: false,
    },
    Layer {
        name: "pictures",
        modules: &["svg"],
        open: false,
    },
    Layer {
        name: "games",
        modules: &["hunt", "duel", "solo"],
        open: false,
    },
    Layer {
        name: "engine",
        modules: &["engine"],
        open: false,
    },
    Layer {
        name: "basics",
        modules: &[
            "lexicon", "rng", "seed", "grid", "error", "limits", "whole", "batch", "seal",
        ],
        open: true,
    },
];

/// The workspace's crates the checker reads, by root file: the core with
/// its layers, the others for circles.
pub const CRATES: &[&str] = &[
    "core/src/lib.rs",
    "ffi/src/lib.rs",
    "cli/src/main.rs",
    "bindings/python/src/lib.rs",
    "bindings/node/src/lib.rs",
    "tools/lexicon-builder/src/lib.rs",
    "tools/layers/src/lib.rs",
];

/// Every problem of the workspace at `root`: one line each.
pub fn check_workspace(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for rel in CRATES {
        let name = rel.split("/src/").next().unwrap_or(rel);
        match Crate::read(&root.join(rel)) {
            Err(e) => out.push(format!("{name}: {e}")),
            Ok(krate) => {
                out.extend(check::circles(&krate, name));
                if *rel == "core/src/lib.rs" {
                    out.extend(check::layers(&krate, name, CORE_LAYERS));
                }
            }
        }
    }
    out
}

/// The core's layers as ARCHITECTURE.md's drawing gives them, top first:
/// each line `name: core/src/...` of the drawing under "The layers", with
/// the lines under it that carry on the layer (`core/src/duel/`), as
/// (layer, modules).
pub fn drawn_layers(architecture: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let Some(start) = architecture.find("## The layers") else {
        return out;
    };
    let body = &architecture[start..];
    let Some(open) = body.find("```") else {
        return out;
    };
    let rest = &body[open + 3..];
    let drawing = &rest[..rest.find("```").unwrap_or(rest.len())];
    for line in drawing.lines() {
        let Some(at) = line.find("core/src/") else {
            continue;
        };
        let head = line[..at].trim();
        let after = &line[at + "core/src/".len()..];
        let after = after.split('│').next().unwrap_or("").trim();
        let spec = match (after.starts_with('{'), after.find('}')) {
            (true, Some(close)) => &after[..=close],
            _ => after.split_whitespace().next().unwrap_or(""),
        };
        let modules = expand(spec);
        match head.strip_suffix(':') {
            Some(name) => out.push((name.trim().to_string(), modules)),
            None => {
                if let Some(last) = out.last_mut() {
                    last.1.extend(modules);
                }
            }
        }
    }
    out
}

/// `hunt/` -> `hunt`; `games.rs` -> `games`; `{lexicon/, rng, seed}.rs` ->
/// `lexicon`, `rng`, `seed`.
fn expand(spec: &str) -> Vec<String> {
    let one = |s: &str| {
        s.trim()
            .trim_end_matches('/')
            .trim_end_matches(".rs")
            .to_string()
    };
    match (spec.find('{'), spec.find('}')) {
        (Some(a), Some(b)) if a < b => spec[a + 1..b].split(',').map(one).collect(),
        _ => vec![one(spec)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawings_are_read() {
        let doc = "## The layers\n\n```\n hosts: x\n registry: core/src/games.rs │ a\n games:    core/src/hunt/    │ b\n           core/src/duel/    │ c\n basics:   core/src/{lexicon/, rng, error}.rs\n```\n";
        assert_eq!(
            drawn_layers(doc),
            vec![
                ("registry".to_string(), vec!["games".to_string()]),
                ("games".to_string(), vec!["hunt".to_string(), "duel".into()]),
                (
                    "basics".to_string(),
                    vec!["lexicon".to_string(), "rng".into(), "error".into()]
                ),
            ]
        );
    }
}
