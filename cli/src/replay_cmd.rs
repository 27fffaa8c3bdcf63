//! `gridwords replay LOG`: any game's log replayed through the core to its
//! result, or a claimed result checked against it. Generic: the log says
//! which game it is of, and `AnyGame` does the rest. `gridwords hunt
//! replay` (from when only Word Grid had logs) is a hidden alias of it.

use std::io::{self, Write};
use std::path::PathBuf;

use clap::Args;
use gridwords::engine::BotReplay;
use gridwords::AnyGame;

use crate::input::read_text;

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
}

pub fn run(args: ReplayArgs) -> CliResult {
    let log = read_text(&args.log)?;
    let mut out = io::stdout().lock();
    match args.verify {
        None => writeln!(out, "{}", AnyGame::replay_json(&log, None)?)?,
        Some(claim) => {
            let claim = read_text(&claim)?;
            let bots = if args.trust_bots {
                BotReplay::Apply
            } else {
                BotReplay::Rerun
            };
            match AnyGame::verify_report(&log, &claim, None, bots)? {
                None => writeln!(out, "verified")?,
                Some(false_claim) => {
                    writeln!(out, "MISMATCH")?;
                    out.flush()?;
                    return Err(false_claim.into());
                }
            }
        }
    }
    Ok(())
}
