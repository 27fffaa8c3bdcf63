//! The two rules, held against a crate's imports.
//!
//! * **No circles.** No file imports a file that imports it, directly or
//!   through others; and no module, file or folder, does: among the
//!   entries of one folder (its files, its own `mod.rs`, its subfolders,
//!   each subfolder standing for every file under it) no entry imports one
//!   that imports it.
//! * **Layers.** Each module of the crate belongs to a layer, and a file
//!   imports only modules of lower layers, or of its own module. Modules
//!   of one layer import one another only where the layer says they may.

use std::collections::{BTreeMap, BTreeSet};

use crate::modules::{Crate, Import};

/// One layer: the modules in it (top-level module names; `""` is the
/// crate root file), and whether they may import one another.
#[derive(Clone, Copy, Debug)]
pub struct Layer {
    /// The layer's name, as ARCHITECTURE.md draws it.
    pub name: &'static str,
    /// Its modules: each a top-level module of the crate, the folder or
    /// file with every file under it.
    pub modules: &'static [&'static str],
    /// Whether its modules may import one another (the basics may; one
    /// game may not import another).
    pub open: bool,
}

/// Every import circle among files, and among the entries of each
/// folder: one message each, naming the imports that close it.
pub fn circles(krate: &Crate, name: &str) -> Vec<String> {
    let mut out = Vec::new();
    // Files.
    let nodes: Vec<usize> = (0..krate.files.len()).collect();
    let edges: Vec<(usize, usize, &Import)> =
        krate.imports.iter().map(|i| (i.from, i.to, i)).collect();
    for scc in strongly_connected(&nodes, &edges) {
        let names: Vec<&str> = scc.iter().map(|&f| krate.files[f].rel.as_str()).collect();
        out.push(format!(
            "{name}: files import each other: {} ({})",
            names.join(", "),
            closing(krate, &scc, &edges)
        ));
    }
    // Folders: the entries of each folder.
    let mut folders: BTreeSet<Vec<String>> = BTreeSet::new();
    for f in &krate.files {
        for n in 0..f.module.len() {
            folders.insert(f.module[..n].to_vec());
        }
    }
    for folder in folders {
        // A file's entry in `folder`: the next segment of its module under
        // it, or "" for the folder's own file (its `mod.rs`).
        let entry_of = |file: usize| -> Option<String> {
            let m = &krate.files[file].module;
            m.starts_with(&folder)
                .then(|| m.get(folder.len()).cloned().unwrap_or_default())
        };
        let entries: Vec<String> = (0..krate.files.len())
            .filter_map(entry_of)
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let id = |e: &String| entries.binary_search(e).ok();
        // Each entry as a message names it, and whether it is a folder.
        let labels: Vec<(String, bool)> = entries
            .iter()
            .map(|e| {
                let mut m = folder.clone();
                if !e.is_empty() {
                    m.push(e.clone());
                }
                let is_folder = !e.is_empty()
                    && krate
                        .files
                        .iter()
                        .any(|f| f.module.len() > m.len() && f.module.starts_with(&m));
                let label = match (is_folder, krate.file_of(&m)) {
                    (true, _) => format!("{}/", m.join("/")),
                    (false, Some(f)) => krate.files[f].rel.clone(),
                    (false, None) => m.join("/"),
                };
                (label, is_folder)
            })
            .collect();
        let mut entry_edges = Vec::new();
        for i in &krate.imports {
            let from = entry_of(i.from).and_then(|e| id(&e));
            let to = entry_of(i.to).and_then(|e| id(&e));
            if let (Some(a), Some(b)) = (from, to) {
                if a != b {
                    entry_edges.push((a, b, i));
                }
            }
        }
        let ids: Vec<usize> = (0..entries.len()).collect();
        for scc in strongly_connected(&ids, &entry_edges) {
            // A circle of single files was reported above.
            if !scc.iter().any(|&e| labels[e].1) {
                continue;
            }
            let mut names: Vec<&str> = scc.iter().map(|&e| labels[e].0.as_str()).collect();
            names.sort_unstable();
            out.push(format!(
                "{name}: modules import each other: {} ({})",
                names.join(", "),
                closing(krate, &scc, &entry_edges)
            ));
        }
    }
    out
}

/// Every import of a file into a module of a higher layer, or into another
/// module of its own closed layer; and every file in no layer.
pub fn layers(krate: &Crate, name: &str, layers: &[Layer]) -> Vec<String> {
    let mut out = Vec::new();
    let layer_of = |file: usize| -> Option<(usize, &'static str)> {
        let top = krate.files[file].module.first().map_or("", String::as_str);
        layers
            .iter()
            .enumerate()
            .find_map(|(i, l)| l.modules.iter().find(|m| **m == top).map(|m| (i, *m)))
    };
    for (f, file) in krate.files.iter().enumerate() {
        if layer_of(f).is_none() {
            out.push(format!(
                "{name}: {} is in no layer: add its module to a layer (tools/layers/src/lib.rs) \
                 and to ARCHITECTURE.md's drawing",
                file.rel
            ));
        }
    }
    // Layers are listed top first: a lower layer has a higher index.
    for i in &krate.imports {
        let (Some((lf, mf)), Some((lt, mt))) = (layer_of(i.from), layer_of(i.to)) else {
            continue;
        };
        let what = import_text(krate, i);
        if lt < lf {
            out.push(format!(
                "{name}: the {} layer imports the {} layer above it: {what}",
                layers[lf].name, layers[lt].name
            ));
        } else if lt == lf && mf != mt && !layers[lf].open {
            out.push(format!(
                "{name}: {mf} imports {mt}, another module of the {} layer: {what}",
                layers[lf].name
            ));
        }
    }
    out
}

fn import_text(krate: &Crate, i: &Import) -> String {
    format!(
        "{} line {} names {} ({})",
        krate.files[i.from].rel, i.line, i.path, krate.files[i.to].rel
    )
}

/// The imports between the members of a circle, as a message lists them.
fn closing(krate: &Crate, scc: &[usize], edges: &[(usize, usize, &Import)]) -> String {
    let why: Vec<String> = edges
        .iter()
        .filter(|(a, b, _)| scc.contains(a) && scc.contains(b))
        .map(|(_, _, i)| import_text(krate, i))
        .collect();
    why.join("; ")
}

/// The strongly connected components of more than one node (Tarjan's
/// algorithm), each sorted, in order of their least node.
fn strongly_connected<T>(nodes: &[usize], edges: &[(usize, usize, T)]) -> Vec<Vec<usize>> {
    struct State<'a> {
        adj: BTreeMap<usize, Vec<usize>>,
        index: BTreeMap<usize, usize>,
        low: BTreeMap<usize, usize>,
        on_stack: BTreeSet<usize>,
        stack: Vec<usize>,
        next: usize,
        out: &'a mut Vec<Vec<usize>>,
    }
    fn visit(s: &mut State<'_>, v: usize) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.adj.get(&v).cloned().unwrap_or_default() {
            if !s.index.contains_key(&w) {
                visit(s, w);
                let lw = s.low[&w];
                if let Some(x) = s.low.get_mut(&v) {
                    *x = (*x).min(lw);
                }
            } else if s.on_stack.contains(&w) {
                let iw = s.index[&w];
                if let Some(x) = s.low.get_mut(&v) {
                    *x = (*x).min(iw);
                }
            }
        }
        if s.low[&v] == s.index[&v] {
            let mut scc = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(&w);
                scc.push(w);
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                scc.sort_unstable();
                s.out.push(scc);
            }
        }
    }
    let mut out = Vec::new();
    let mut adj: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (a, b, _) in edges {
        adj.entry(*a).or_default().push(*b);
    }
    let mut s = State {
        adj,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        on_stack: BTreeSet::new(),
        stack: Vec::new(),
        next: 0,
        out: &mut out,
    };
    for &v in nodes {
        if !s.index.contains_key(&v) {
            visit(&mut s, v);
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const LAYERS: &[Layer] = &[
        Layer {
            name: "root",
            modules: &[""],
            open: false,
        },
        Layer {
            name: "games",
            modules: &["hunt", "duel"],
            open: false,
        },
        Layer {
            name: "engine",
            modules: &["engine"],
            open: false,
        },
        Layer {
            name: "basics",
            modules: &["error", "grid"],
            open: true,
        },
    ];

    fn clean() -> Vec<(&'static str, &'static str)> {
        vec![
            ("lib.rs", "pub mod hunt; pub mod duel; pub mod engine; pub mod error; pub mod grid; pub use engine::Rules;"),
            ("hunt/mod.rs", "mod game; mod tray; pub use game::Hunt;"),
            ("hunt/game.rs", "use super::tray::Tray; use crate::engine::Rules; pub struct Hunt;"),
            ("hunt/tray.rs", "use crate::grid::Grid; pub struct Tray;"),
            ("duel/mod.rs", "use crate::Rules; use crate::error::Error;"),
            ("engine/mod.rs", "mod rules; pub use rules::Rules;"),
            ("engine/rules.rs", "use crate::error::Error; pub trait Rules {}"),
            ("error.rs", "pub struct Error;"),
            ("grid.rs", "use crate::error::Error; pub struct Grid;"),
        ]
    }

    fn problems(sources: &[(&str, &str)]) -> Vec<String> {
        let c = Crate::from_sources(sources);
        let mut p = circles(&c, "core");
        p.extend(layers(&c, "core", LAYERS));
        p
    }

    fn with(edit: &[(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
        let mut s = clean();
        for (path, text) in edit {
            match s.iter_mut().find(|(p, _)| p == path) {
                Some(entry) => entry.1 = text,
                None => s.push((path, text)),
            }
        }
        s
    }

    #[test]
    fn a_clean_crate_passes() {
        assert_eq!(problems(&clean()), Vec::<String>::new());
    }

    #[test]
    fn two_files_importing_each_other_are_a_circle() {
        let p = problems(&with(&[(
            "hunt/tray.rs",
            "use crate::grid::Grid; use super::game::Hunt; pub struct Tray;",
        )]));
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(
            p[0].contains("files import each other: hunt/game.rs, hunt/tray.rs"),
            "{p:?}"
        );
        assert!(
            p[0].contains("hunt/tray.rs line 1 names hunt::game::Hunt"),
            "{p:?}"
        );
    }

    #[test]
    fn a_longer_circle_is_found() {
        let p = problems(&with(&[
            (
                "hunt/mod.rs",
                "mod game; mod tray; mod word; pub use game::Hunt;",
            ),
            ("hunt/tray.rs", "use super::word::W; pub struct Tray;"),
            ("hunt/word.rs", "use super::game::Hunt; pub struct W;"),
        ]));
        assert!(
            p.iter()
                .any(|m| m.contains("hunt/game.rs, hunt/tray.rs, hunt/word.rs")),
            "{p:?}"
        );
    }

    #[test]
    fn folders_importing_each_other_are_a_circle() {
        // No two files import each other, but engine/ and hunt/ do.
        let p = problems(&with(&[
            ("engine/mod.rs", "mod rules; mod log; pub use rules::Rules;"),
            (
                "engine/log.rs",
                "#[cfg_attr(feature = \"ts\", ts(concrete(R = crate::hunt::Hunt)))] struct Log;",
            ),
        ]));
        assert!(
            p.iter()
                .any(|m| m.contains("modules import each other: engine/, hunt/")),
            "{p:?}"
        );
        assert!(
            p.iter().any(|m| m.contains("the engine layer imports the games layer above it: engine/log.rs line 1 names hunt::Hunt (hunt/game.rs)")),
            "{p:?}"
        );
    }

    #[test]
    fn an_import_from_below_is_refused() {
        let p = problems(&with(&[(
            "grid.rs",
            "use crate::error::Error; pub struct Grid; fn f() { crate::engine::Rules; }",
        )]));
        assert!(
            p.iter()
                .any(|m| m.contains("the basics layer imports the engine layer above it")),
            "{p:?}"
        );
    }

    #[test]
    fn the_root_is_above_everything() {
        let p = problems(&with(&[
            ("lib.rs", "pub mod hunt; pub mod duel; pub mod engine; pub mod error; pub mod grid; pub const V: u32 = 1;"),
            ("error.rs", "pub struct Error; const W: u32 = crate::V;"),
        ]));
        assert!(
            p.iter()
                .any(|m| m.contains("the basics layer imports the root layer above it")),
            "{p:?}"
        );
    }

    #[test]
    fn games_do_not_import_each_other() {
        let p = problems(&with(&[(
            "duel/mod.rs",
            "use crate::Rules; use crate::hunt::Hunt;",
        )]));
        assert!(
            p.iter()
                .any(|m| m.contains("duel imports hunt, another module of the games layer")),
            "{p:?}"
        );
        // The basics may import one another.
        assert!(!p.iter().any(|m| m.contains("grid imports error")), "{p:?}");
    }

    #[test]
    fn a_module_in_no_layer_is_reported() {
        let p = problems(&with(&[
            ("lib.rs", "pub mod hunt; pub mod duel; pub mod engine; pub mod error; pub mod grid; mod extra;"),
            ("extra.rs", ""),
        ]));
        assert!(
            p.iter().any(|m| m.contains("extra.rs is in no layer")),
            "{p:?}"
        );
    }

    #[test]
    fn test_code_and_comments_do_not_count() {
        let p = problems(&with(&[(
            "grid.rs",
            "use crate::error::Error; pub struct Grid;\n\
             /// See [`Rules`](crate::engine::Rules).\n\
             #[cfg(test)] mod tests { use crate::hunt::Hunt; }",
        )]));
        assert_eq!(p, Vec::<String>::new());
    }
}
