//! `gridwords replay LOG`: any game's log replayed through the core to its
//! result, or a claimed result checked against it. Generic: the log says
//! which game it is of, and `AnyGame` does the rest. `gridwords hunt
//! replay` (from when only Word Grid had logs) is a hidden alias of it.
//!
//! A log pins the word list it was played with (its `lexicon_sha256`):
//! replayed or verified with another list (the shipped one, or `--words`)
//! it is refused with the core's `LEXICON_MISMATCH`, naming both lists'
//! fingerprints, as every other error: `gridwords: CODE: message` on
//! stderr.
//!
//! Exit status, so that a script tells a false claim from a record it
//! could not judge: 0 replayed or verified; 1 a false claim (`MISMATCH`,
//! what is false on stderr); 2 a usage error (clap's); 3 unreadable (a
//! file that cannot be read, a log or result the engine cannot read or
//! replay: `INVALID_LOG`, `INVALID_JSON`, `LIMIT_REACHED`, ...); 4 refused
//! (a record the engine reads but will not judge as asked:
//! `LEXICON_MISMATCH`, `VERSION_TOO_OLD` under `--min-version`, and the
//! seal's codes).

use std::io::{self, Write};
use std::path::PathBuf;

use clap::Args;
use gridwords::engine::{BotReplay, Check};
use gridwords::{AnyGame, Lexicon};

use crate::input::{read_bytes, read_text};

type CliResult = Result<(), Box<dyn std::error::Error>>;

#[derive(Args)]
pub struct ReplayArgs {
    /// The log (JSON, as `log_json` of any binding or `gridwords run --log`
    /// writes it), or `-` to read it from stdin.
    log: PathBuf,
    /// A claimed result (JSON) to check against the replay: prints
    /// `verified`, or `MISMATCH` and exits with status 1.
    #[arg(long, value_name = "RESULT")]
    verify: Option<PathBuf>,
    /// With `--verify`: search again for every bot's move the log holds
    /// and call a logged move the bot would not make a mismatch. This is
    /// the default; the flag stays for scripts written before.
    #[arg(long, requires = "verify", conflicts_with = "trust_bots")]
    rerun_bots: bool,
    /// With `--verify`: trust the bots' moves the log holds (make them,
    /// never search): the fast check, for records you wrote yourself.
    #[arg(long, requires = "verify")]
    trust_bots: bool,
    /// With `--verify`: the oldest log format taken (1 to today's); an
    /// older log is refused (VERSION_TOO_OLD, exit status 4) instead of
    /// being judged under its format's rules.
    #[arg(long, requires = "verify", value_name = "VERSION")]
    min_version: Option<u64>,
    /// With `--verify`: the log is sealed (`gridwords seal`) with the key
    /// in FILE (its bytes, 16 to 1024; never the key itself on the command
    /// line): its seal must hold (SEAL_BROKEN, a plain log NOT_SEALED:
    /// exit status 4), and the claimed result may be sealed too.
    #[arg(long, requires = "verify", value_name = "FILE")]
    key: Option<PathBuf>,
    /// The word list the game was played with, if not the shipped one: a
    /// file of words, one a line (lower-case a-z; order and duplicates do
    /// not matter). A log played with another list is LEXICON_MISMATCH.
    #[arg(long, value_name = "FILE")]
    words: Option<PathBuf>,
}

/// How `replay` ended, when not with status 0: the status and what goes
/// on stderr.
#[derive(Debug)]
pub struct Verdict {
    pub status: u8,
    pub message: String,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Verdict {}

/// The codes of a record the engine reads but will not judge as asked.
const REFUSED: &[&str] = &[
    "LEXICON_MISMATCH",
    "VERSION_TOO_OLD",
    "SEAL_BROKEN",
    "NOT_SEALED",
    "INVALID_KEY",
];

/// The replay, its errors sorted into the exit statuses above.
pub fn run(args: ReplayArgs) -> CliResult {
    replay(args).map_err(sorted)
}

/// An error sorted into the exit statuses above (`replay`'s, and `seal`'s
/// and `open`'s): 4 refused, 3 unreadable; a verdict as it is.
pub fn sorted(e: Box<dyn std::error::Error>) -> Box<dyn std::error::Error> {
    if e.is::<Verdict>() {
        return e;
    }
    let status = match e.downcast_ref::<gridwords::Error>() {
        Some(g) if REFUSED.contains(&g.code().name()) => 4,
        _ => 3,
    };
    Box::new(Verdict {
        status,
        message: e.to_string(),
    })
}

/// The check `--trust-bots` and `--min-version` ask for (`replay --verify`
/// and `verify-many`).
pub fn check_of(trust_bots: bool, min_version: Option<u64>) -> gridwords::Result<Check> {
    let bots = if trust_bots {
        BotReplay::Apply
    } else {
        BotReplay::Rerun
    };
    match min_version {
        Some(v) => Check::from(bots).min_version(v),
        None => Ok(Check::from(bots)),
    }
}

/// The list `--words FILE` names (one word a line), or `None` for the
/// shipped one.
pub fn words_lexicon(
    path: Option<&std::path::Path>,
) -> Result<Option<Lexicon>, Box<dyn std::error::Error>> {
    let Some(path) = path else {
        return Ok(None);
    };
    let text = read_text(path)?;
    let words = text.lines().map(str::trim).filter(|w| !w.is_empty());
    Ok(Some(Lexicon::from_words(words)?))
}

fn replay(args: ReplayArgs) -> CliResult {
    let log = read_text(&args.log)?;
    let lexicon = words_lexicon(args.words.as_deref())?;
    let lexicon = lexicon.as_ref();
    let mut out = io::stdout().lock();
    match args.verify {
        None => writeln!(out, "{}", AnyGame::replay_json(&log, lexicon)?)?,
        Some(claim) => {
            let claim = read_text(&claim)?;
            let check = check_of(args.trust_bots, args.min_version)?;
            let report = match &args.key {
                Some(key) => {
                    let key = read_bytes(key)?;
                    AnyGame::verify_sealed_report(&log, &claim, &key, lexicon, check)?
                }
                None => AnyGame::verify_report(&log, &claim, lexicon, check)?,
            };
            match report {
                None => writeln!(out, "verified")?,
                Some(false_claim) => {
                    writeln!(out, "MISMATCH")?;
                    out.flush()?;
                    return Err(Box::new(Verdict {
                        status: 1,
                        message: false_claim,
                    }));
                }
            }
        }
    }
    Ok(())
}
