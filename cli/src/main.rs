//! `gridwords`: the command-line host for the gridwords engine. Unlike the
//! core crate it does I/O: it reads files, prints, and keeps the real clock.
//!
//! Files named for a game (`<game>_cmd.rs`, `hunt_*.rs`) hold that game's
//! commands; the rest serve every game through the core's `AnyGame`:
//! `run_cmd.rs` (any game driven by JSON lines), `replay_cmd.rs` (any
//! game's log), `seal_cmd.rs` (sealed records) and `input.rs`.

mod duel_cmd;
mod hunt_cmd;
mod hunt_demo;
mod hunt_play;
mod hunt_render;
mod input;
mod lexicon_cmd;
mod options;
mod progress;
mod replay_cmd;
mod run_cmd;
mod seal_cmd;
mod solo_cmd;
mod verify_many_cmd;

use std::process::ExitCode;

use input::parse_seed;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "gridwords",
    version,
    about = "Grid word games engine: any game driven by JSON, replays, each game's \
             analysis, demos and terminal play, and the word list"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Any game driven by JSON: CONFIG makes it, then each line of stdin is
    /// one call, answered by one line of JSON on stdout.
    ///
    /// A line is an action with the host's clock, e.g. `{"action": "ready",
    /// "seat": 0, "now_ms": 100}`, or `{"now_ms": 5000}` alone to bring the
    /// game up to that time. The answer is the call's events as a JSON
    /// array, or `{"error": {"code": "NOT_YOUR_TURN", "message": "..."}}`
    /// for a refused call (or config): then the run stops with exit status
    /// 1, having changed nothing, unless `--keep-going`.
    Run(run_cmd::RunArgs),
    /// Replay any game's log (JSON) and print the result JSON; with
    /// `--verify RESULT`, say whether that claimed result is the true one.
    Replay(replay_cmd::ReplayArgs),
    /// Verify many records at once, on every core: a folder of
    /// `NAME.log.json` files, each with its `NAME.result.json`, or `-` for
    /// JSON lines `{"log": ..., "result": ...}` on stdin. One line per
    /// record (`NAME<TAB>verified`, `NAME<TAB>MISMATCH<TAB>why`,
    /// `NAME<TAB>CODE<TAB>message`); exit status 0 all verified, 1 some
    /// claim false, 3 some record not judged.
    VerifyMany(verify_many_cmd::VerifyManyArgs),
    /// Seal a log, result or snapshot with your key (HMAC-SHA-256; the key
    /// read from a file): `gridwords seal --key FILE --key-id ID [--kind
    /// log|result|snapshot] IN [OUT]`. `replay --verify --key` and `open`
    /// check the seal.
    Seal(seal_cmd::SealArgs),
    /// Open a sealed record with its key: the record, byte for byte, once
    /// its seal holds (SEAL_BROKEN, exit status 4, if it does not).
    Open(seal_cmd::OpenArgs),
    /// The word list: info, check, dump, build.
    #[command(subcommand)]
    Lexicon(lexicon_cmd::LexiconCmd),
    /// Word Grid: deal, solve and score trays.
    #[command(subcommand)]
    Hunt(hunt_cmd::HuntCmd),
    /// Wordgrid: the legal moves of a position.
    #[command(subcommand)]
    Duel(duel_cmd::DuelCmd),
    /// Sóló: a seed's field and its best swaps.
    #[command(subcommand)]
    Solo(solo_cmd::SoloCmd),
    /// Play a game in the terminal on the real clock.
    #[command(subcommand)]
    Play(PlayCmd),
    /// A whole game on a simulated clock (finishes at once): Word Grid,
    /// the bot against a scripted player (`hunt`, the default), or
    /// Wordgrid, the hard bot against the medium bot (`duel`), or Sóló,
    /// greedy best swaps (`solo`).
    Demo {
        /// Which game.
        #[arg(value_enum, default_value_t = GameName::Hunt)]
        game: GameName,
        /// The game seed (decimal, or hex with 0x).
        #[arg(long, default_value = "0x7c53c3ad17bf46a7")]
        seed: String,
        /// Any option of the game, NAME=VALUE (repeatable): the options
        /// are in docs/rules/<game>.md.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
    },
}

/// The games `demo` can show.
#[derive(Clone, Copy, clap::ValueEnum)]
enum GameName {
    Hunt,
    Duel,
    Solo,
}

/// A bot level on the command line.
#[derive(Clone, Copy, clap::ValueEnum)]
enum BotLevel {
    Easy,
    Medium,
    Hard,
}

#[derive(Subcommand)]
enum PlayCmd {
    /// Word Grid against the bot: Ready, 3-2-1, type words, see the settlement.
    Hunt {
        /// The game seed (decimal, or hex with 0x); random when omitted.
        #[arg(long)]
        seed: Option<String>,
        /// Any option of the game, NAME=VALUE (repeatable; e.g.
        /// `round_ms=60000`): the options are in docs/rules/hunt.md.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
    },
    /// Sóló: swap letters for five minutes.
    Solo {
        /// The game seed (decimal, or hex with 0x); random when omitted.
        #[arg(long)]
        seed: Option<String>,
    },
    /// Wordgrid against a bot: you move first; ten-minute clocks.
    Duel {
        /// The game seed (decimal, or hex with 0x); random when omitted.
        #[arg(long)]
        seed: Option<String>,
        /// The bot's level.
        #[arg(long, value_enum, default_value_t = BotLevel::Medium)]
        bot: BotLevel,
        /// Any option of the game, NAME=VALUE (repeatable; e.g.
        /// `clock_ms=300000`): the options are in docs/rules/duel.md.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
    },
}

/// The seed given, or a fresh one from the clock (a host may read its own).
fn seed_or_clock(seed: Option<String>) -> Result<u64, Box<dyn std::error::Error>> {
    match seed {
        Some(s) => parse_seed(&s).map_err(Into::into),
        None => Ok(std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Run(args) => run_cmd::run(args),
        Command::Replay(args) => replay_cmd::run(args),
        Command::VerifyMany(args) => verify_many_cmd::run(args).map_err(replay_cmd::sorted),
        Command::Seal(args) => seal_cmd::seal(args),
        Command::Open(args) => seal_cmd::open(args),
        Command::Lexicon(cmd) => lexicon_cmd::run(cmd),
        Command::Hunt(cmd) => hunt_cmd::run(cmd),
        Command::Duel(cmd) => duel_cmd::run(cmd),
        Command::Solo(cmd) => solo_cmd::run(cmd),
        Command::Play(PlayCmd::Solo { seed }) => seed_or_clock(seed).and_then(solo_cmd::play),
        Command::Demo {
            game,
            seed,
            options,
        } => parse_seed(&seed)
            .map_err(Into::into)
            .and_then(|s| match game {
                GameName::Hunt => hunt_demo::run(s, &options),
                GameName::Duel => duel_cmd::demo(s, &options),
                GameName::Solo => solo_cmd::demo(s, &options),
            }),
        Command::Play(PlayCmd::Duel { seed, bot, options }) => {
            let level = match bot {
                BotLevel::Easy => gridwords::duel::Level::Easy,
                BotLevel::Medium => gridwords::duel::Level::Medium,
                BotLevel::Hard => gridwords::duel::Level::Hard,
            };
            seed_or_clock(seed).and_then(|s| duel_cmd::play(s, level, &options))
        }
        Command::Play(PlayCmd::Hunt { seed, options }) => {
            seed_or_clock(seed).and_then(|s| hunt_play::run(s, &options))
        }
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stops early (`| head`) is not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        // `run` printed the refusal as JSON already.
        Err(e) if e.is::<run_cmd::Refused>() => ExitCode::FAILURE,
        // `replay`'s own statuses (replay_cmd.rs), `seal`'s and `open`'s.
        Err(e) if e.is::<replay_cmd::Verdict>() => {
            let v = e
                .downcast_ref::<replay_cmd::Verdict>()
                .map_or(1, |v| v.status);
            eprintln!("gridwords: {e}");
            ExitCode::from(v)
        }
        Err(e) => {
            eprintln!("gridwords: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn seeds_in_the_one_syntax() {
        assert_eq!(super::parse_seed("42"), Ok(42));
        assert_eq!(super::parse_seed("0xff"), Ok(255));
        assert_eq!(
            super::parse_seed("0x7c53c3ad17bf46a7"),
            Ok(0x7c53c3ad17bf46a7)
        );
        assert_eq!(super::parse_seed("18446744073709551615"), Ok(u64::MAX));
        assert!(super::parse_seed("-1").is_err());
        assert!(super::parse_seed("0xg").is_err());
        assert!(super::parse_seed("").is_err());
    }
}
