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
    /// With `--verify`: also search again for every bot's move the log
    /// holds, and call a logged move the bot would not make a mismatch
    /// (as slow as the game's bots were; without it the logged moves are
    /// made as they are).
    #[arg(long, requires = "verify")]
    rerun_bots: bool,
}

pub fn run(args: ReplayArgs) -> CliResult {
    let log = read_text(&args.log)?;
    let mut out = io::stdout().lock();
    match args.verify {
        None => writeln!(out, "{}", AnyGame::replay_json(&log, None)?)?,
        Some(claim) => {
            let claim = read_text(&claim)?;
            let bots = if args.rerun_bots {
                BotReplay::Rerun
            } else {
                BotReplay::Apply
            };
            let ok = AnyGame::verify_json_with(&log, &claim, None, bots)?;
            writeln!(out, "{}", if ok { "verified" } else { "MISMATCH" })?;
            if !ok {
                out.flush()?;
                return Err("the claimed result is not the log's result".into());
            }
        }
    }
    Ok(())
}
