//! Builds the gridwords lexicon from the pinned public sources.
//!
//! This is the one place that implements `shared/lexicon/RECIPE.md`. It reads
//! the ENABLE list and the SCOWL size lists, refuses any file whose sha256 is
//! not the one pinned in `SHA256SUMS`, applies the recipe's set algebra, and
//! writes three files:
//!
//! * `gridwords.fst` — the `fst::Set` blob the core crate embeds,
//! * `gridwords.manifest` — JSON recording exactly what was built from what,
//! * `LICENCE-wordlists.txt` — the ENABLE statement and SCOWL's notice in full.
//!
//! Every step is deterministic (sets are `BTreeSet`s of bytes, the manifest has
//! a fixed field order), so a rebuild from the same sources is byte-identical,
//! which the test suite checks.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Serialize;
use sha2::{Digest, Sha256};

/// Version of RECIPE.md that this builder implements.
pub const RECIPE_VERSION: u32 = 1;
/// Version of this builder, recorded in the manifest.
pub const BUILDER_VERSION: &str = env!("CARGO_PKG_VERSION");
/// Word count the recipe promises.
pub const EXPECTED_WORDS: usize = 185_253;
/// sha256 of the sorted, newline-terminated list that the recipe promises.
pub const EXPECTED_LIST_SHA256: &str =
    "c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667";

const SCOWL_SIZES: [u32; 9] = [10, 20, 35, 40, 50, 55, 60, 70, 80];

/// What can go wrong while building; the builder does I/O, so this is its own
/// error type rather than the core crate's.
#[derive(Debug)]
pub enum BuildError {
    Io(PathBuf, std::io::Error),
    /// A source file is not listed in SHA256SUMS, or its digest differs.
    Unpinned {
        file: String,
        why: String,
    },
    /// The result does not match the figures the recipe promises.
    Mismatch(String),
    Fst(String),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            BuildError::Unpinned { file, why } => write!(f, "refusing source {file}: {why}"),
            BuildError::Mismatch(m) => write!(f, "recipe check failed: {m}"),
            BuildError::Fst(m) => write!(f, "fst build failed: {m}"),
        }
    }
}

impl std::error::Error for BuildError {}

fn read(path: &Path) -> Result<Vec<u8>, BuildError> {
    fs::read(path).map_err(|e| BuildError::Io(path.to_path_buf(), e))
}

fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// `keep(x)` from the recipe: lines (line ending stripped) matching
/// `^[a-z]{2,16}$`. Works on bytes because SCOWL files are Latin-1.
fn keep(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes.split(|&b| b == b'\n').filter_map(|line| {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let ok = (2..=16).contains(&line.len()) && line.iter().all(u8::is_ascii_lowercase);
        ok.then_some(line)
    })
}

/// One source file as recorded in the manifest.
#[derive(Debug, Clone, Serialize)]
pub struct SourceRecord {
    pub file: String,
    pub sha256: String,
}

/// The manifest written beside the blob. Field order is the JSON order.
#[derive(Debug, Clone, Serialize)]
pub struct Manifest {
    pub recipe_version: u32,
    pub builder_version: String,
    pub sources: Vec<SourceRecord>,
    pub words_by_length: BTreeMap<String, usize>,
    pub total_words: usize,
    pub list_sha256: String,
    pub blob_sha256: String,
    pub blob_bytes: usize,
}

/// The outcome of a build: the blob, the manifest, the licence text and the
/// sorted word list itself (for checks).
#[derive(Debug)]
pub struct Build {
    pub words: Vec<Vec<u8>>,
    pub blob: Vec<u8>,
    pub manifest: Manifest,
    pub manifest_json: String,
    pub licence: String,
}

struct Sources {
    dir: PathBuf,
    pinned: BTreeMap<String, String>,
    used: Vec<SourceRecord>,
}

impl Sources {
    fn open(dir: &Path) -> Result<Self, BuildError> {
        let sums_path = dir.join("SHA256SUMS");
        let sums = read(&sums_path)?;
        let sums = String::from_utf8_lossy(&sums);
        let mut pinned = BTreeMap::new();
        for line in sums.lines().filter(|l| !l.trim().is_empty()) {
            let mut parts = line.split_whitespace();
            match (parts.next(), parts.next()) {
                (Some(hash), Some(name)) => {
                    pinned.insert(
                        name.trim_start_matches('*').to_string(),
                        hash.to_lowercase(),
                    );
                }
                _ => {
                    return Err(BuildError::Unpinned {
                        file: "SHA256SUMS".into(),
                        why: format!("unreadable line {line:?}"),
                    })
                }
            }
        }
        Ok(Sources {
            dir: dir.to_path_buf(),
            pinned,
            used: Vec::new(),
        })
    }

    /// Reads `sources/<name>` and checks it against its pinned digest.
    fn load(&mut self, name: &str) -> Result<Vec<u8>, BuildError> {
        let want = self.pinned.get(name).ok_or_else(|| BuildError::Unpinned {
            file: name.to_string(),
            why: "not listed in SHA256SUMS".into(),
        })?;
        let bytes = read(&self.dir.join("sources").join(name))?;
        let got = sha256_hex(&bytes);
        if &got != want {
            return Err(BuildError::Unpinned {
                file: name.to_string(),
                why: format!("sha256 {got}, pinned {want}"),
            });
        }
        if !self.used.iter().any(|r| r.file == name) {
            self.used.push(SourceRecord {
                file: name.to_string(),
                sha256: got,
            });
        }
        Ok(bytes)
    }

    fn scowl(
        &mut self,
        categories: &[&str],
        max_size: u32,
    ) -> Result<BTreeSet<Vec<u8>>, BuildError> {
        let mut set = BTreeSet::new();
        for cat in categories {
            for size in SCOWL_SIZES.iter().filter(|&&s| s <= max_size) {
                let bytes = self.load(&format!("scowl/{cat}-words.{size}"))?;
                set.extend(keep(&bytes).map(<[u8]>::to_vec));
            }
        }
        Ok(set)
    }
}

/// Builds the lexicon from `lexicon_dir` (the folder holding `SHA256SUMS`,
/// `sources/` and `licences/`), checking the recipe's promised figures.
pub fn build(lexicon_dir: &Path) -> Result<Build, BuildError> {
    let mut src = Sources::open(lexicon_dir)?;

    // 1. E = keep(enable1.txt)
    let enable = src.load("enable1.txt")?;
    let e: BTreeSet<Vec<u8>> = keep(&enable).map(<[u8]>::to_vec).collect();
    // 2. B70 = keep(english ∪ british), sizes ≤ 70
    let b70 = src.scowl(&["english", "british"], 70)?;
    // 3. Brit80 = British-only spellings, sizes ≤ 80
    let brit = src.scowl(&["english", "british", "british_variant_1"], 80)?;
    let amer = src.scowl(&["english", "american", "variant_1"], 80)?;
    // 4. Added = (B70 ∪ Brit80) − E
    let added: BTreeSet<Vec<u8>> = b70
        .iter()
        .chain(brit.difference(&amer))
        .filter(|w| !e.contains(*w))
        .cloned()
        .collect();
    // 5. Abbreviations: 2–3 letters and no vowel (y counts as a vowel here).
    let is_abbrev = |w: &[u8]| w.len() <= 3 && !w.iter().any(|c| b"aeiouy".contains(c));
    // 6. Lexicon = E ∪ (Added − Abbreviations)
    let mut all = e;
    all.extend(added.into_iter().filter(|w| !is_abbrev(w)));
    let words: Vec<Vec<u8>> = all.into_iter().collect();

    let mut list = Vec::with_capacity(words.len() * 10);
    let mut by_len: BTreeMap<usize, usize> = BTreeMap::new();
    for w in &words {
        list.extend_from_slice(w);
        list.push(b'\n');
        *by_len.entry(w.len()).or_default() += 1;
    }
    let list_sha256 = sha256_hex(&list);
    if words.len() != EXPECTED_WORDS || list_sha256 != EXPECTED_LIST_SHA256 {
        return Err(BuildError::Mismatch(format!(
            "{} words with list sha256 {list_sha256}; the recipe promises {EXPECTED_WORDS} and {EXPECTED_LIST_SHA256}",
            words.len()
        )));
    }

    let blob = fst::Set::from_iter(words.iter())
        .map_err(|e| BuildError::Fst(e.to_string()))?
        .into_fst()
        .into_inner();

    let manifest = Manifest {
        recipe_version: RECIPE_VERSION,
        builder_version: BUILDER_VERSION.to_string(),
        sources: {
            let mut used = src.used.clone();
            used.sort_by(|a, b| a.file.cmp(&b.file));
            used
        },
        words_by_length: by_len
            .into_iter()
            .map(|(len, n)| (format!("{len:02}"), n))
            .collect(),
        total_words: words.len(),
        list_sha256,
        blob_sha256: sha256_hex(&blob),
        blob_bytes: blob.len(),
    };
    let mut manifest_json = serde_json::to_string_pretty(&manifest)
        .map_err(|e| BuildError::Mismatch(format!("manifest: {e}")))?;
    manifest_json.push('\n');
    let licence = licence_text(lexicon_dir, &manifest)?;
    Ok(Build {
        words,
        blob,
        manifest,
        manifest_json,
        licence,
    })
}

fn licence_text(lexicon_dir: &Path, m: &Manifest) -> Result<String, BuildError> {
    let licences = lexicon_dir.join("licences");
    let enable = read(&licences.join("ENABLE-public-domain-statement.txt"))?;
    let scowl = read(&licences.join("SCOWL-COPYRIGHT-section.txt"))?;
    let mut out = String::new();
    out.push_str(&format!(
        "gridwords word list: licences\n\
         =============================\n\n\
         The gridwords lexicon ({} words, lower-case a-z, 2 to 16 letters) is the\n\
         ENABLE word list with British spellings added from SCOWL 2020.12.07\n\
         (\"words\" lists of the english, british and british_variant_1 categories,\n\
         minus American-only spellings and 2-3 letter abbreviations), built by\n\
         gridwords-lexicon-builder {} following RECIPE.md version {}.\n\
         The exact build (every source file with its sha256, the list's sha256)\n\
         is recorded in gridwords.manifest beside this file.\n\n\
         Below, in full: the ENABLE public-domain statement, then the copyright\n\
         section of SCOWL's README, which must accompany all copies.\n\n",
        m.total_words, m.builder_version, m.recipe_version
    ));
    out.push_str("----------------------------------------------------------------------\n");
    out.push_str("ENABLE (Enhanced North American Benchmark Lexicon): public-domain statement\n");
    out.push_str("----------------------------------------------------------------------\n\n");
    out.push_str(&String::from_utf8_lossy(&enable));
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str("\n----------------------------------------------------------------------\n");
    out.push_str("SCOWL (Spell Checker Oriented Word Lists) 2020.12.07: copyright notice\n");
    out.push_str("----------------------------------------------------------------------\n\n");
    out.push_str(&String::from_utf8_lossy(&scowl));
    if !out.ends_with('\n') {
        out.push('\n');
    }
    Ok(out)
}

/// Builds and writes the three output files into `out_dir`.
pub fn build_into(lexicon_dir: &Path, out_dir: &Path) -> Result<Build, BuildError> {
    let b = build(lexicon_dir)?;
    fs::create_dir_all(out_dir).map_err(|e| BuildError::Io(out_dir.to_path_buf(), e))?;
    let write = |name: &str, bytes: &[u8]| {
        let p = out_dir.join(name);
        fs::write(&p, bytes).map_err(|e| BuildError::Io(p, e))
    };
    write("gridwords.fst", &b.blob)?;
    write("gridwords.manifest", b.manifest_json.as_bytes())?;
    write("LICENCE-wordlists.txt", b.licence.as_bytes())?;
    Ok(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keep_filters_like_the_recipe() {
        let input = b"aa\r\nA\nab\nabc-d\nzz\n\xe9t\xe9\nabcdefghijklmnopq\nabcdefghijklmnop\n";
        let kept: Vec<&[u8]> = keep(input).collect();
        assert_eq!(kept, vec![&b"aa"[..], b"ab", b"zz", b"abcdefghijklmnop"]);
    }
}
