//! `gridwords verify-many PATH`: a season of records judged at once, on
//! every core (`gridwords::verify`). PATH is a folder, where each
//! `NAME.log.json` is judged against the claimed `NAME.result.json` beside
//! it, or `-`: JSON lines on stdin, each `{"log": ..., "result": ...}`
//! (each a JSON object or its text; an optional `"name"` names the line in
//! the output, else its line number does).
//!
//! One line per record on stdout, in input order: `NAME<TAB>verified`,
//! `NAME<TAB>MISMATCH<TAB>what is false`, or `NAME<TAB>CODE<TAB>message`
//! for a record that could not be judged (a folder's log without its
//! result is `MISSING_RESULT`); `--json` prints the core's verdicts as
//! JSON lines instead. A summary goes to stderr. Exit status: 0 every
//! record verified; 1 some claim false; 3 some record not judged (it
//! wins over 1); 2 a usage error; a folder or stream that cannot be read
//! at all is 3 with nothing judged.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Args;
use gridwords::verify::{verify_many_into, Verdict, VerifyMany};

use crate::input::read_bytes;
use crate::progress::Progress;
use crate::replay_cmd::{check_of, words_lexicon, Verdict as Exit};

type CliResult = Result<(), Box<dyn std::error::Error>>;

#[derive(Args)]
pub struct VerifyManyArgs {
    /// A folder of `NAME.log.json` files, each with its `NAME.result.json`,
    /// or `-` for JSON lines on stdin (`{"log": ..., "result": ...}`).
    path: PathBuf,
    /// Trust the bots' moves the logs hold (make them, never search): the
    /// fast check, for records you wrote yourself.
    #[arg(long)]
    trust_bots: bool,
    /// The oldest log format taken (1 to today's); an older log is its own
    /// VERSION_TOO_OLD verdict.
    #[arg(long, value_name = "VERSION")]
    min_version: Option<u64>,
    /// Every log is sealed with the key in FILE (its bytes, 16 to 1024).
    #[arg(long, value_name = "FILE")]
    key: Option<PathBuf>,
    /// The word list the games were played with, if not the shipped one.
    #[arg(long, value_name = "FILE")]
    words: Option<PathBuf>,
    /// The most threads to use (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: u64,
    /// Print each verdict as the core's JSON, one line per record.
    #[arg(long)]
    json: bool,
}

/// A record as read: its name, and its log and result text, or why it
/// could not be read (a verdict of its own).
struct Read {
    name: String,
    record: Result<(String, String), Verdict>,
}

fn unreadable(code: &'static str, message: String) -> Verdict {
    Verdict {
        verified: false,
        report: None,
        code: Some(code),
        message: Some(message),
    }
}

/// A folder's records, by name: every `NAME.log.json`, sorted.
fn from_folder(dir: &Path) -> io::Result<Vec<Read>> {
    let mut logs: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_str().is_some_and(|s| s.ends_with(".log.json")))
        .collect();
    logs.sort();
    Ok(logs
        .into_iter()
        .map(|log| {
            let file = log.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            let name = file.trim_end_matches(".log.json").to_string();
            let result = log.with_file_name(format!("{name}.result.json"));
            let record = match (
                std::fs::read_to_string(&log),
                std::fs::read_to_string(&result),
            ) {
                (Ok(l), Ok(r)) => Ok((l, r)),
                (Err(e), _) => Err(unreadable("UNREADABLE", format!("{}: {e}", log.display()))),
                (_, Err(e)) => Err(unreadable(
                    "MISSING_RESULT",
                    format!("{}: {e}", result.display()),
                )),
            };
            Read { name, record }
        })
        .collect())
}

/// JSON lines' records: `{"log": ..., "result": ..., "name"?: ...}`.
fn from_lines(input: impl BufRead) -> io::Result<Vec<Read>> {
    let mut out = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let parsed: Result<serde_json::Value, _> = serde_json::from_str(&line);
        let name = parsed
            .as_ref()
            .ok()
            .and_then(|v| v.get("name"))
            .and_then(|n| n.as_str())
            .map_or_else(|| format!("line {}", i + 1), str::to_string);
        let text = |v: &serde_json::Value| match v {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let record = match parsed {
            Ok(v) => match (v.get("log"), v.get("result")) {
                (Some(l), Some(r)) => Ok((text(l), text(r))),
                _ => Err(unreadable(
                    "INVALID_JSON",
                    "a line is {\"log\": ..., \"result\": ...}".into(),
                )),
            },
            Err(e) => Err(unreadable("INVALID_JSON", format!("line {}: {e}", i + 1))),
        };
        out.push(Read { name, record });
    }
    Ok(out)
}

pub fn run(args: VerifyManyArgs) -> CliResult {
    let threads = gridwords::hunt::threads_arg(args.threads)?;
    let lexicon = words_lexicon(args.words.as_deref())?;
    let key = args.key.as_ref().map(|k| read_bytes(k)).transpose()?;
    let check = check_of(args.trust_bots, args.min_version)?;
    let unreadable_input = |e: io::Error| Exit {
        status: 3,
        message: format!("{}: {e}", args.path.display()),
    };
    let reads = if args.path.as_os_str() == "-" {
        from_lines(io::stdin().lock()).map_err(unreadable_input)?
    } else {
        from_folder(&args.path).map_err(unreadable_input)?
    };
    let records: Vec<(&str, &str)> = reads
        .iter()
        .filter_map(|r| r.record.as_ref().ok())
        .map(|(l, r)| (l.as_str(), r.as_str()))
        .collect();
    let how = VerifyMany {
        lexicon: lexicon.as_ref(),
        check,
        key: key.as_deref(),
        threads,
    };
    let progress = Progress::new(records.len(), "records");
    let started = Instant::now();
    let mut judged = vec![None; records.len()];
    verify_many_into(&records, &how, &mut judged, &|n| {
        progress.advance(n);
        true
    })?;
    let secs = started.elapsed().as_secs_f64();
    progress.finish();

    let mut judged = judged.into_iter().flatten();
    let (mut verified, mut false_claims, mut not_judged) = (0, 0, 0);
    let mut out = io::BufWriter::new(io::stdout().lock());
    for read in &reads {
        let verdict = match &read.record {
            Ok(_) => judged
                .next()
                .unwrap_or_else(|| unreadable("PANIC", "no verdict".into())),
            Err(v) => v.clone(),
        };
        match (&verdict.report, verdict.code) {
            _ if verdict.verified => verified += 1,
            (Some(_), _) => false_claims += 1,
            _ => not_judged += 1,
        }
        if args.json {
            writeln!(out, "{}", verdict.to_json())?;
        } else if verdict.verified {
            writeln!(out, "{}\tverified", read.name)?;
        } else if let Some(report) = &verdict.report {
            writeln!(out, "{}\tMISMATCH\t{report}", read.name)?;
        } else {
            let (code, message) = (
                verdict.code.unwrap_or(""),
                verdict.message.unwrap_or_default(),
            );
            writeln!(out, "{}\t{code}\t{message}", read.name)?;
        }
    }
    out.flush()?;
    let rate = if secs > 0.0 {
        records.len() as f64 / secs
    } else {
        0.0
    };
    eprintln!(
        "{} records: {verified} verified, {false_claims} false, {not_judged} not judged \
         ({rate:.1} records/s on {} threads)",
        reads.len(),
        gridwords::hunt::effective_threads(threads)
    );
    let status = match (not_judged, false_claims) {
        (0, 0) => return Ok(()),
        (0, _) => 1,
        _ => 3,
    };
    Err(Box::new(Exit {
        status,
        message: format!("{false_claims} false, {not_judged} not judged"),
    }))
}
