//! `gridwords`: the command-line host for the gridwords engine. Unlike the
//! core crate it does I/O: it reads files, prints, and keeps the real clock.

mod hunt_cmd;
mod lexicon_cmd;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "gridwords",
    version,
    about = "Grid word games engine: lexicon tools, analysis, demo and play"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The word list: info, check, dump, build.
    #[command(subcommand)]
    Lexicon(lexicon_cmd::LexiconCmd),
    /// Word Grid: deal, solve and score trays.
    #[command(subcommand)]
    Hunt(hunt_cmd::HuntCmd),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Lexicon(cmd) => lexicon_cmd::run(cmd),
        Command::Hunt(cmd) => hunt_cmd::run(cmd),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gridwords: {e}");
            ExitCode::FAILURE
        }
    }
}
