//! A crate's module tree read from its files, and the imports between
//! its files.
//!
//! A file imports another when it names a path into it: a `use` (of any
//! visibility, anywhere in the file) or a path written in code or in an
//! attribute (`crate::a::B`, `super::b`, a child module's `c::d`). A path
//! to an item a module re-exports (`pub use solve::solve` in `hunt/mod.rs`)
//! is followed to the file the item comes from, so importing
//! `crate::hunt::Config` is importing `hunt/config.rs`, not `hunt/mod.rs`.
//! Declaring a child (`mod solve;`) is not an import of it.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use crate::lex::{tokens, Token};

/// A module's path from the crate root (`["hunt", "solve"]`; the root is
/// empty).
pub type ModPath = Vec<String>;

/// One file of the crate.
#[derive(Debug)]
pub struct File {
    /// Relative to the crate's `src/` (`hunt/solve.rs`).
    pub rel: String,
    /// The module the file is.
    pub module: ModPath,
    tokens: Vec<Token>,
}

/// One import of one file by another, with where it is written.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Import {
    /// The importing file (index into [`Crate::files`]).
    pub from: usize,
    /// The imported file.
    pub to: usize,
    /// The path as written (`super::config::Config`).
    pub path: String,
    /// Its line in the importing file.
    pub line: usize,
}

/// What a module binds by name: its `use` declarations (name to the
/// absolute path it stands for), its globs, and the names it defines.
#[derive(Debug, Default)]
struct Scope {
    uses: BTreeMap<String, ModPath>,
    globs: Vec<ModPath>,
    defines: BTreeSet<String>,
}

/// A crate: its files and the imports between them.
#[derive(Debug)]
pub struct Crate {
    /// Every file of the module tree, test-only ones left out.
    pub files: Vec<File>,
    /// Every import between two different files, once per place written.
    pub imports: Vec<Import>,
    by_module: BTreeMap<ModPath, usize>,
    scopes: BTreeMap<ModPath, Scope>,
}

impl Crate {
    /// Reads the crate whose root file is `root` (`src/lib.rs` or
    /// `src/main.rs`), following its `mod` declarations.
    pub fn read(root: &Path) -> Result<Crate, String> {
        let mut files = Vec::new();
        let src = root.parent().unwrap_or(Path::new("."));
        let mut todo = vec![(root.to_path_buf(), ModPath::new())];
        while let Some((path, module)) = todo.pop() {
            let text = fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let tokens = tokens(&text);
            let dir = child_dir(&path, module.is_empty());
            for (child, test_only) in declared_children(&tokens) {
                if test_only {
                    continue;
                }
                let file = [
                    dir.join(format!("{child}.rs")),
                    dir.join(&child).join("mod.rs"),
                ]
                .into_iter()
                .find(|p| p.is_file())
                .ok_or_else(|| format!("{}: no file for `mod {child};`", path.display()))?;
                let mut m = module.clone();
                m.push(child);
                todo.push((file, m));
            }
            let rel = path
                .strip_prefix(src)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            files.push(File {
                rel,
                module,
                tokens,
            });
        }
        files.sort_by(|a, b| a.rel.cmp(&b.rel));
        Ok(Crate::from_files(files))
    }

    /// A crate from files given as (path under `src/`, text), for tests.
    pub fn from_sources(sources: &[(&str, &str)]) -> Crate {
        let files = sources
            .iter()
            .map(|(rel, text)| File {
                rel: (*rel).to_string(),
                module: module_of(rel),
                tokens: tokens(text),
            })
            .collect();
        Crate::from_files(files)
    }

    fn from_files(files: Vec<File>) -> Crate {
        let by_module = files
            .iter()
            .enumerate()
            .map(|(i, f)| (f.module.clone(), i))
            .collect();
        let mut c = Crate {
            files,
            imports: Vec::new(),
            by_module,
            scopes: BTreeMap::new(),
        };
        let scans: Vec<Scan> = c.files.iter().map(scan).collect();
        for (f, found) in c.files.iter().zip(&scans) {
            let scope = c.scope_of(f, found);
            c.scopes.insert(f.module.clone(), scope);
        }
        let mut imports = BTreeSet::new();
        for (i, found) in scans.iter().enumerate() {
            for w in found.uses.iter().chain(&found.paths) {
                let Some(path) = c.absolute(&w.module, &w.segs) else {
                    continue;
                };
                if let Some(to) = c.resolve(&path, 0) {
                    if to != i {
                        imports.insert(Import {
                            from: i,
                            to,
                            path: path.join("::"),
                            line: w.line,
                        });
                    }
                }
            }
        }
        c.imports = imports.into_iter().collect();
        c
    }

    /// The bindings of file `f`'s module: its `use`s (outside inline
    /// modules) and the items it defines.
    fn scope_of(&self, f: &File, found: &Scan) -> Scope {
        let mut scope = Scope {
            defines: found.defines.clone(),
            ..Scope::default()
        };
        for w in found.uses.iter().filter(|w| w.module == f.module) {
            let Some(abs) = self.absolute(&f.module, &w.segs) else {
                continue;
            };
            match w.alias.as_deref() {
                Some("*") => scope.globs.push(abs),
                Some("_") => {}
                Some(name) => {
                    scope.uses.insert(name.to_string(), abs);
                }
                None => {
                    if let Some(last) = abs.last().cloned() {
                        scope.uses.insert(last, abs);
                    }
                }
            }
        }
        scope
    }

    /// The file of module `m`, if it is one.
    pub fn file_of(&self, m: &[String]) -> Option<usize> {
        self.by_module.get(m).copied()
    }

    fn is_module(&self, m: &[String]) -> bool {
        self.by_module.contains_key(m)
    }

    /// `segs` written in module `m` as a path from the crate root, or
    /// `None` when it leads out of the crate (another crate, `std`, a
    /// local name): a bare first segment counts only when it is a child
    /// module of `m` (a name `m` imported by `use` was counted at its `use`).
    fn absolute(&self, m: &[String], segs: &[String]) -> Option<ModPath> {
        let mut base: ModPath = m.to_vec();
        let mut rest = segs;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                base.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
            }
            Some(first) => {
                let mut child = base.clone();
                child.push(first.to_string());
                if !self.is_module(&child) {
                    return None;
                }
            }
            None => return None,
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file an absolute path leads into: the deepest module it names,
    /// or, for an item a module binds by `use`, the file the item comes
    /// from.
    fn resolve(&self, abs: &[String], depth: usize) -> Option<usize> {
        let mut n = 0;
        while n < abs.len() && self.is_module(&abs[..=n]) {
            n += 1;
        }
        let module = &abs[..n];
        let here = self.file_of(module)?;
        let Some(name) = abs.get(n) else {
            return Some(here);
        };
        if depth > 16 {
            return Some(here);
        }
        let scope = self.scopes.get(module)?;
        if let Some(target) = scope.uses.get(name) {
            if target.as_slice() != abs {
                let mut next = target.clone();
                next.extend(abs[n + 1..].iter().cloned());
                return self.resolve(&next, depth + 1).or(Some(here));
            }
        }
        if scope.defines.contains(name) {
            return Some(here);
        }
        for g in &scope.globs {
            let mut next = g.clone();
            next.extend(abs[n..].iter().cloned());
            if let Some(f) = self.resolve(&next, depth + 1) {
                let m = &self.files[f].module;
                let binds = self
                    .scopes
                    .get(m)
                    .is_some_and(|s| s.defines.contains(name) || s.uses.contains_key(name));
                if binds || next.len() == m.len() {
                    return Some(f);
                }
            }
        }
        Some(here)
    }
}

/// A path as a file writes it: its segments, the module it is written in
/// (an inline `mod name { .. }` moves it), its `use` alias (`*` for a
/// glob), and its line.
#[derive(Debug)]
struct Written {
    module: ModPath,
    segs: ModPath,
    alias: Option<String>,
    line: usize,
}

/// What one pass over a file finds: its `use` trees, the paths in its code
/// that may lead into the crate (from `crate`, `super`, `self` or any other
/// first segment; [`Crate::absolute`] keeps those that do), and the names
/// its own module defines (outside inline modules).
#[derive(Debug, Default)]
struct Scan {
    uses: Vec<Written>,
    paths: Vec<Written>,
    defines: BTreeSet<String>,
}

fn scan(f: &File) -> Scan {
    let t = &f.tokens;
    let mut out = Scan::default();
    let mut module = f.module.clone();
    // Per open brace, the depth of `module` before it (an inline module's
    // brace is the one that deepens it).
    let mut braces: Vec<usize> = Vec::new();
    let mut k = 0;
    while k < t.len() {
        let s = t[k].text.as_str();
        let at_top = module.len() == f.module.len();
        match s {
            "{" => {
                braces.push(module.len());
                if k >= 2 && t[k - 2].text == "mod" {
                    module.push(t[k - 1].text.clone());
                }
            }
            "}" => module.truncate(braces.pop().unwrap_or(module.len())),
            "use" => {
                let (trees, end) = use_trees(t, k + 1);
                for (segs, alias) in trees {
                    out.uses.push(Written {
                        module: module.clone(),
                        segs,
                        alias,
                        line: t[k].line,
                    });
                }
                k = end;
                continue;
            }
            "fn" | "struct" | "enum" | "trait" | "type" | "const" | "static" | "union"
                if at_top =>
            {
                if let Some(name) = t.get(k + 1) {
                    out.defines.insert(name.text.clone());
                }
            }
            "macro_rules" if at_top => {
                if let Some(name) = t.get(k + 2) {
                    out.defines.insert(name.text.clone());
                }
            }
            // A path starts here unless it continues one (`a::b`'s `b`)
            // or follows a `$` (`$crate`).
            _ if is_ident(s)
                && t.get(k + 1).is_some_and(|x| x.text == "::")
                && !(k > 0 && matches!(t[k - 1].text.as_str(), "::" | "$")) =>
            {
                let mut segs = vec![s.to_string()];
                let mut j = k + 1;
                while t.get(j).is_some_and(|x| x.text == "::")
                    && t.get(j + 1).is_some_and(|x| is_ident(&x.text))
                {
                    segs.push(t[j + 1].text.clone());
                    j += 2;
                }
                out.paths.push(Written {
                    module: module.clone(),
                    segs,
                    alias: None,
                    line: t[k].line,
                });
                k = j;
                continue;
            }
            _ => {}
        }
        k += 1;
    }
    out
}

/// The folder a file's children live in: beside it for `lib.rs`,
/// `main.rs` and `mod.rs`, in a folder named for it otherwise.
fn child_dir(path: &Path, is_root: bool) -> PathBuf {
    let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    let name = path.file_stem().map(|s| s.to_string_lossy().to_string());
    match name.as_deref() {
        Some("mod") => dir,
        _ if is_root => dir,
        Some(n) => dir.join(n),
        None => dir,
    }
}

/// The module a path under `src/` is (`hunt/mod.rs` and `hunt.rs`:
/// `["hunt"]`; `lib.rs`: the root).
pub fn module_of(rel: &str) -> ModPath {
    let rel = rel.strip_suffix(".rs").unwrap_or(rel);
    let mut parts: ModPath = rel.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("mod")) {
        parts.pop();
    }
    if parts.len() == 1 && matches!(parts[0].as_str(), "lib" | "main") {
        parts.clear();
    }
    parts
}

/// The `mod name;` declarations of a file, each with whether it is
/// test-only.
fn declared_children(t: &[Token]) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for k in 0..t.len() {
        if t[k].text == "mod" && t.get(k + 2).is_some_and(|x| x.text == ";") {
            let test_only = k > 0 && t[k - 1].text == "cfg_test";
            out.push((t[k + 1].text.clone(), test_only));
        }
    }
    out
}

fn is_ident(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// The paths a `use` tree starting at `t[k]` names, each with its alias
/// (`as x`, or `*` for a glob), and the index after its `;`.
fn use_trees(t: &[Token], k: usize) -> (Vec<(ModPath, Option<String>)>, usize) {
    let mut out = Vec::new();
    let end = t[k..]
        .iter()
        .position(|x| x.text == ";")
        .map_or(t.len(), |p| k + p);
    tree(&t[k..end], &mut Vec::new(), &mut out);
    (out, end + 1)
}

/// One use tree (`a::b::{c, d as e, f::*}`) under `prefix`.
fn tree(t: &[Token], prefix: &mut ModPath, out: &mut Vec<(ModPath, Option<String>)>) {
    let mut segs = prefix.clone();
    let mut k = 0;
    // A leading `::` (an extern path) changes nothing here.
    while k < t.len() {
        let s = t[k].text.as_str();
        match s {
            "::" => k += 1,
            "{" => {
                let close = matching(t, k);
                for part in split_commas(&t[k + 1..close]) {
                    tree(part, &mut segs, out);
                }
                return;
            }
            "*" => {
                out.push((segs, Some("*".into())));
                return;
            }
            "as" => {
                let alias = t.get(k + 1).map(|x| x.text.clone());
                out.push((segs, alias));
                return;
            }
            "self" if !segs.is_empty() && k > 0 => {
                // `a::{self, b}`: `a` itself.
                k += 1;
            }
            _ => {
                segs.push(s.to_string());
                k += 1;
            }
        }
    }
    if !segs.is_empty() && segs != *prefix {
        out.push((segs, None));
    }
}

fn matching(t: &[Token], open: usize) -> usize {
    let mut depth = 0i32;
    for (j, x) in t.iter().enumerate().skip(open) {
        match x.text.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    t.len()
}

fn split_commas(t: &[Token]) -> Vec<&[Token]> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (j, x) in t.iter().enumerate() {
        match x.text.as_str() {
            "{" => depth += 1,
            "}" => depth -= 1,
            "," if depth == 0 => {
                parts.push(&t[start..j]);
                start = j + 1;
            }
            _ => {}
        }
    }
    parts.push(&t[start..]);
    parts.retain(|p| !p.is_empty());
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edges(c: &Crate) -> Vec<(String, String)> {
        c.imports
            .iter()
            .map(|i| (c.files[i.from].rel.clone(), c.files[i.to].rel.clone()))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect()
    }

    fn e(a: &str, b: &str) -> (String, String) {
        (a.to_string(), b.to_string())
    }

    #[test]
    fn re_exports_lead_to_the_defining_file() {
        let c = Crate::from_sources(&[
            ("lib.rs", "mod a; mod b; pub use a::Thing;"),
            ("a/mod.rs", "mod inner; pub use inner::Thing;"),
            ("a/inner.rs", "pub struct Thing;"),
            ("b.rs", "use crate::Thing; fn f() { crate::a::Thing; }"),
        ]);
        let got = edges(&c);
        assert!(got.contains(&e("b.rs", "a/inner.rs")), "{got:?}");
        assert!(
            !got.iter().any(|(f, t)| f == "b.rs" && t != "a/inner.rs"),
            "{got:?}"
        );
        // Declaring a module is not importing it; re-exporting it is.
        assert!(got.contains(&e("a/mod.rs", "a/inner.rs")));
        assert!(got.contains(&e("lib.rs", "a/inner.rs")));
    }

    #[test]
    fn super_self_groups_and_child_paths() {
        let c = Crate::from_sources(&[
            ("lib.rs", "mod h;"),
            ("h/mod.rs", "mod x; mod y; mod z; fn f() { z::go(); }"),
            ("h/x.rs", "use super::{y::{self, Y}, z::*};"),
            ("h/y.rs", "pub struct Y;"),
            ("h/z.rs", "pub fn go() {} mod t { use super::super::y::Y; }"),
        ]);
        let got = edges(&c);
        for want in [
            e("h/x.rs", "h/y.rs"),
            e("h/x.rs", "h/z.rs"),
            e("h/mod.rs", "h/z.rs"),
            e("h/z.rs", "h/y.rs"),
        ] {
            assert!(got.contains(&want), "{want:?} in {got:?}");
        }
    }

    #[test]
    fn other_crates_and_locals_are_not_imports() {
        let c = Crate::from_sources(&[
            ("lib.rs", "mod a; mod b;"),
            (
                "a.rs",
                "use serde::Serialize; use std::fmt; fn f() { fmt::Debug; Vec::<u8>::new(); }",
            ),
            (
                "b.rs",
                "// crate::a::x\nconst S: &str = \"crate::a\"; #[cfg(test)] use crate::a;",
            ),
        ]);
        assert_eq!(edges(&c), vec![]);
    }

    #[test]
    fn attributes_are_code() {
        let c = Crate::from_sources(&[
            ("lib.rs", "mod a; mod b;"),
            (
                "a.rs",
                "#[cfg_attr(feature = \"x\", thing(concrete(R = crate::b::B)))] struct A;",
            ),
            ("b.rs", "pub struct B;"),
        ]);
        assert_eq!(edges(&c), vec![e("a.rs", "b.rs")]);
    }

    #[test]
    fn module_paths() {
        assert_eq!(module_of("lib.rs"), ModPath::new());
        assert_eq!(module_of("hunt/mod.rs"), vec!["hunt".to_string()]);
        assert_eq!(
            module_of("hunt/solve.rs"),
            vec!["hunt".to_string(), "solve".into()]
        );
    }
}
