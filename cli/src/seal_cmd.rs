//! `gridwords seal` and `gridwords open`: a log, result or snapshot sealed
//! with the host's key (HMAC-SHA-256, the core's `gridwords::seal`;
//! docs/rules/records.md, "Sealed records"), and opened again once its seal
//! holds. The key is read from a file (its bytes), never from the command
//! line, where other users of the machine could read it. `gridwords replay
//! LOG --verify RESULT --key FILE` verifies a sealed log.
//!
//! Exit status as `replay`'s: 0 done; 2 a usage error; 3 unreadable (a file
//! that cannot be read, a record to seal that is not JSON); 4 refused
//! (`SEAL_BROKEN`, `NOT_SEALED`, `INVALID_KEY`). Nothing is written to OUT
//! unless the call succeeds.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;
use gridwords::seal::{self, Kind};

use crate::input::read_bytes;
use crate::replay_cmd::sorted;

type CliResult = Result<(), Box<dyn std::error::Error>>;

#[derive(Args)]
pub struct SealArgs {
    /// The record to seal: a log or result (JSON, its exact bytes) or a
    /// snapshot's bytes; `-` for stdin.
    input: PathBuf,
    /// Where the sealed record goes; `-` (the default) for stdout.
    #[arg(default_value = "-")]
    output: PathBuf,
    /// A file whose bytes are the key (16 to 1024 bytes).
    #[arg(long, value_name = "FILE")]
    key: PathBuf,
    /// The key's id, written in the seal so that keys can be rotated: 1 to
    /// 64 printable ASCII characters, no spaces.
    #[arg(long, value_name = "ID")]
    key_id: String,
    /// What the record is: log, result or snapshot.
    #[arg(long, default_value = "log")]
    kind: String,
}

#[derive(Args)]
pub struct OpenArgs {
    /// The sealed record: a sealed log or result (JSON) or a sealed
    /// snapshot; `-` for stdin.
    input: PathBuf,
    /// Where the record goes, byte for byte as it was sealed, once its
    /// seal holds; `-` (the default) for stdout.
    #[arg(default_value = "-")]
    output: PathBuf,
    /// A file whose bytes are the key.
    #[arg(long, value_name = "FILE", required_unless_present = "show_key_id")]
    key: Option<PathBuf>,
    /// Write only the key id the seal names, read without checking the
    /// seal (to pick the key by), and no record.
    #[arg(long, conflicts_with = "key")]
    show_key_id: bool,
}

/// `gridwords seal`.
pub fn seal(args: SealArgs) -> CliResult {
    sealed(args).map_err(sorted)
}

fn sealed(args: SealArgs) -> CliResult {
    let kind = Kind::from_name(&args.kind)?;
    let record = read_bytes(&args.input)?;
    let key = read_bytes(&args.key)?;
    let out = match kind {
        Kind::Snapshot => seal::seal_snapshot(&record, &key, &args.key_id)?,
        kind => {
            let text = std::str::from_utf8(&record)
                .map_err(|e| format!("{}: not UTF-8 text: {e}", args.input.display()))?;
            seal::seal_json(kind, text, &key, &args.key_id)?.into_bytes()
        }
    };
    write(&args.output, &out)
}

/// `gridwords open`.
pub fn open(args: OpenArgs) -> CliResult {
    opened(args).map_err(sorted)
}

fn opened(args: OpenArgs) -> CliResult {
    let sealed = read_bytes(&args.input)?;
    let Some(key) = &args.key else {
        let id = seal::key_id(&sealed)?;
        return write(&args.output, format!("{id}\n").as_bytes());
    };
    let key = read_bytes(key)?;
    // A sealed log or result is JSON text; anything else is judged as a
    // sealed snapshot (NOT_SEALED for bytes that are neither).
    let record = match std::str::from_utf8(&sealed) {
        Ok(text) if !sealed.starts_with(seal::SNAPSHOT_MAGIC) => {
            seal::open_json(text, &key)?.record.into_bytes()
        }
        _ => seal::open_snapshot(&sealed, &key)?.record,
    };
    write(&args.output, &record)
}

/// Writes `bytes` to `path` (`-`: stdout).
fn write(path: &Path, bytes: &[u8]) -> CliResult {
    if path.as_os_str() == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes)?;
        return Ok(out.flush()?);
    }
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()).into())
}
