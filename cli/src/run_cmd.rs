//! `gridwords run CONFIG`: any game driven by JSON, one call a line, for
//! scripts, for relaying, and for seeing what the engine says to a
//! mistake. Every call goes through `AnyGame`'s JSON surface, the one the
//! generic `Game` of C, Python and Node stands on, so a refused call has
//! here the code and message it has there (`cli/tests/errors.rs` runs the
//! shared table, `tests/errors/cases.json`). The clock is the caller's:
//! every line says its `now_ms`, so a run is as repeatable as a replay.
//!
//! One line out for every line in (blank lines are skipped): the call's
//! events as a JSON array, or `{"error":{"code":..,"message":..}}`. Both go
//! to stdout so that a driver reading line by line gets each answer in
//! order; stderr is kept for failures of the command itself (an unreadable
//! file), which are not the game's.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use gridwords::{AnyEvents, AnyGame, Error, ErrorCode};
use serde_json::Value;

use crate::input::read_text;

type CliResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

#[derive(Args)]
pub struct RunArgs {
    /// The game's config, `{"game": "hunt" | "duel" | "solo", ...}`: inline
    /// JSON (anything that starts with `{`), a file holding it, or `-` for
    /// the first line of stdin.
    config: String,
    /// The host's clock when the game is created, in ms.
    #[arg(long, default_value_t = 0, value_name = "MS")]
    now_ms: u64,
    /// After a refused call, go on with the next line (a refused call
    /// changes nothing); the exit status is 1 all the same.
    #[arg(long)]
    keep_going: bool,
    /// When the run ends, write the game's log (JSON) to FILE, for
    /// `gridwords replay`.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
}

/// A refusal already printed as JSON on stdout: `main` exits with status 1
/// and adds nothing on stderr.
#[derive(Debug)]
pub struct Refused;

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the engine refused a call")
    }
}

impl std::error::Error for Refused {}

pub fn run(args: RunArgs) -> CliResult {
    let mut lines = io::stdin().lock().lines();
    let config = if args.config.trim_start().starts_with('{') {
        args.config.clone()
    } else if args.config == "-" {
        lines.next().ok_or("no config: stdin is empty")??
    } else {
        read_text(Path::new(&args.config))?
    };
    let mut out = io::stdout().lock();
    // The text goes to the core as it is: a config that is not JSON is the
    // core's INVALID_JSON, worded as every binding words it.
    let mut game = match AnyGame::new(&config, None, args.now_ms) {
        Ok(g) => g,
        Err(e) => {
            print_error(&mut out, &e)?;
            return Err(Refused.into());
        }
    };
    let accepted = drive(&mut game, lines, &mut out, args.keep_going);
    // The log also when a call was refused: the game is as it was before it.
    if let Some(path) = &args.log {
        std::fs::write(path, game.log_json() + "\n")
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    if accepted? {
        Ok(())
    } else {
        Err(Refused.into())
    }
}

/// Makes each line's call and prints its answer; whether every call was
/// accepted.
fn drive(
    game: &mut AnyGame,
    lines: impl Iterator<Item = io::Result<String>>,
    out: &mut impl Write,
    keep_going: bool,
) -> CliResult<bool> {
    let mut accepted = true;
    for line in lines {
        let line = line.map_err(|e| format!("stdin: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        match call(game, &line) {
            Ok(events) => writeln!(out, "{}", events.to_json())?,
            Err(e) => {
                print_error(out, &e)?;
                accepted = false;
                if !keep_going {
                    break;
                }
            }
        }
    }
    Ok(accepted)
}

/// One line's call: `{"action": ..., "seat": n, ..., "now_ms": t}` acts,
/// `{"now_ms": t}` alone brings the game up to `t` (a clock running out, a
/// tray opening).
fn call(game: &mut AnyGame, line: &str) -> gridwords::Result<AnyEvents> {
    let Ok(Value::Object(mut action)) = gridwords::engine::parse_json_unique(line) else {
        // Not a JSON object, or one naming a key twice: handed to the core
        // as it is, which refuses it (it reads actions with the same
        // parser) with the INVALID_JSON or LIMIT_REACHED message every
        // binding gives. serde_json alone would keep the last of two keys
        // and pass the core an action the line does not say.
        return game.act_json(line, game.clock_ms());
    };
    let now = match action.remove("now_ms") {
        Some(v) => v.as_u64().ok_or_else(|| {
            Error::new(
                ErrorCode::InvalidArgument,
                format!("now_ms must be a whole number 0-18446744073709551615; got {v}"),
            )
        })?,
        None => {
            return Err(Error::new(
                ErrorCode::InvalidJson,
                "action: missing \"now_ms\" (the host's clock, in ms)",
            ))
        }
    };
    if action.is_empty() {
        return game.advance(now);
    }
    game.act_json(&Value::Object(action).to_string(), now)
}

fn print_error(out: &mut impl Write, e: &Error) -> io::Result<()> {
    let error = serde_json::json!({
        "error": {"code": e.code().name(), "message": e.message()}
    });
    writeln!(out, "{error}")
}
