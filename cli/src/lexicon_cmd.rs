//! `gridwords lexicon …`

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use clap::Subcommand;
use gridwords::Lexicon;

type CliResult = Result<(), Box<dyn std::error::Error>>;

#[derive(Subcommand)]
pub enum LexiconCmd {
    /// Summary of the embedded lexicon as JSON (with its `fingerprint`, the
    /// `lexicon_sha256` logs played with it record).
    Info,
    /// For each word, print `word yes|no` (input is folded to lower case).
    Check {
        #[arg(required = true)]
        words: Vec<String>,
    },
    /// Print every word, sorted, one per line.
    Dump,
    /// Build the blob, manifest and licence from the pinned sources
    /// (implements shared/lexicon/RECIPE.md).
    Build {
        /// The lexicon source folder (holding SHA256SUMS, sources/, licences/).
        #[arg(long, default_value = "../shared/lexicon")]
        sources: PathBuf,
        /// Where to write gridwords.fst, gridwords.manifest, LICENCE-wordlists.txt.
        #[arg(long, default_value = "core/lexicon")]
        out: PathBuf,
    },
}

pub fn run(cmd: LexiconCmd) -> CliResult {
    let lex = Lexicon::embedded;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match cmd {
        LexiconCmd::Info => {
            let m: serde_json::Value = serde_json::from_str(lex().manifest_json())?;
            let info = serde_json::json!({
                "words": lex().len(),
                "list_sha256": m["list_sha256"],
                // What logs and snapshots record (`lexicon_sha256`): the
                // same sha256, from the core.
                "fingerprint": lex().fingerprint(),
                "blob_bytes": lex().as_bytes().len(),
                "blob_sha256": m["blob_sha256"],
                "words_by_length": m["words_by_length"],
                "sources": m["sources"],
                "recipe_version": m["recipe_version"],
            });
            writeln!(out, "{}", serde_json::to_string_pretty(&info)?)?;
        }
        LexiconCmd::Check { words } => {
            for w in words {
                let folded = w.trim().to_lowercase();
                let yes = lex().contains(&folded);
                writeln!(out, "{folded} {}", if yes { "yes" } else { "no" })?;
            }
        }
        LexiconCmd::Dump => {
            for w in lex().words() {
                out.write_all(w.as_bytes())?;
                out.write_all(b"\n")?;
            }
        }
        LexiconCmd::Build { sources, out: dir } => {
            let b = gridwords_lexicon_builder::build_into(&sources, &dir)?;
            writeln!(
                out,
                "built {} words, blob {} bytes (sha256 {}), list sha256 {} into {}",
                b.manifest.total_words,
                b.manifest.blob_bytes,
                b.manifest.blob_sha256,
                b.manifest.list_sha256,
                dir.display()
            )?;
        }
    }
    out.flush()?;
    Ok(())
}
