//! `gridwords hunt …`: Word Grid analysis — deal a seed's tray, solve a
//! tray, and score a file of trays (the solver's throughput on real input).

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use clap::Subcommand;
use gridwords::hunt::Points;
use gridwords::hunt::{deal, Tray};
use gridwords::hunt::{score, solve, solve_json};
use gridwords::Lexicon;

type CliResult = Result<(), Box<dyn std::error::Error>>;

#[derive(Subcommand)]
pub enum HuntCmd {
    /// Deal the tray of a game seed (decimal, or hex with a 0x prefix).
    Deal {
        /// The game seed, e.g. `42` or `0x7c53c3ad17bf46a7`.
        seed: String,
    },
    /// Every word a tray holds with its path, longest first.
    Solve {
        /// The tray: 16 letters, row-major.
        tray: String,
        /// Print a JSON array of {"word", "path", "points"}.
        #[arg(long)]
        json: bool,
    },
    /// Replay a game log (JSON) and print the result JSON; with `--verify
    /// RESULT.json`, say whether that claimed result is the true one.
    Replay {
        /// The log file, as written by `Game::log_json` or any binding.
        log: PathBuf,
        /// A claimed result to check against the replay.
        #[arg(long)]
        verify: Option<PathBuf>,
    },
    /// Score every tray of a file (one 16-letter tray per line, blank lines
    /// ignored) and time the scoring.
    ScoreFile {
        /// The file of trays.
        file: PathBuf,
        /// Points for 3, 4, 5, 6, 7 and 8+ letters, e.g. "1,2,3,5,8,12".
        #[arg(long)]
        points: Option<String>,
        /// A word list (one word per line) to use instead of the shipped lexicon.
        #[arg(long)]
        words: Option<PathBuf>,
    },
}

fn parse_points(s: &str) -> Result<Points, Box<dyn std::error::Error>> {
    let nums = s
        .split(',')
        .map(|p| p.trim().parse::<u32>())
        .collect::<Result<Vec<u32>, _>>()
        .map_err(|e| format!("--points {s:?}: {e}"))?;
    Ok(Points::from_slice(&nums)?)
}

fn path_text(path: &[u8]) -> String {
    path.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join("-")
}

pub fn run(cmd: HuntCmd) -> CliResult {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match cmd {
        HuntCmd::Replay { log, verify } => {
            let log =
                std::fs::read_to_string(&log).map_err(|e| format!("{}: {e}", log.display()))?;
            match verify {
                None => writeln!(out, "{}", gridwords::AnyGame::replay_json(&log, None)?)?,
                Some(claim) => {
                    let claim = std::fs::read_to_string(&claim)
                        .map_err(|e| format!("{}: {e}", claim.display()))?;
                    let ok = gridwords::AnyGame::verify_json(&log, &claim, None)?;
                    writeln!(out, "{}", if ok { "verified" } else { "MISMATCH" })?;
                    if !ok {
                        out.flush()?;
                        return Err("the claimed result is not the log's result".into());
                    }
                }
            }
        }
        HuntCmd::Deal { seed } => {
            let seed = crate::parse_seed(&seed)?;
            let tray = deal(seed);
            for row in tray.rows() {
                let spaced: Vec<String> = row
                    .chars()
                    .map(|c| c.to_ascii_uppercase().to_string())
                    .collect();
                writeln!(out, "{}", spaced.join(" "))?;
            }
            writeln!(out, "tray {tray}")?;
            writeln!(out, "seed {}", gridwords::seed::format(seed))?;
        }
        HuntCmd::Solve { tray, json } => {
            let tray = Tray::parse(&tray)?;
            if json {
                writeln!(out, "{}", solve_json(&tray, Lexicon::embedded()))?;
            } else {
                let found = solve(&tray, Lexicon::embedded());
                let points = Points::default();
                let total: u32 = found.iter().map(|f| points.for_len(f.word.len())).sum();
                writeln!(out, "{} words, {total} points", found.len())?;
                for f in &found {
                    writeln!(out, "{} {}", f.word, path_text(f.path.as_slice()))?;
                }
            }
        }
        HuntCmd::ScoreFile {
            file,
            points,
            words,
        } => {
            let points = match points {
                Some(p) => parse_points(&p)?,
                None => Points::default(),
            };
            let lexicon = match words {
                Some(path) => {
                    let text = std::fs::read_to_string(&path)
                        .map_err(|e| format!("{}: {e}", path.display()))?;
                    Lexicon::from_words(text.lines().map(str::trim).filter(|w| !w.is_empty()))?
                }
                None => Lexicon::embedded().clone(),
            };
            let text =
                std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let mut trays = Vec::new();
            for (i, line) in text.lines().enumerate() {
                if line.trim().is_empty() {
                    continue;
                }
                trays.push(
                    Tray::parse(line).map_err(|e| format!("{}:{}: {e}", file.display(), i + 1))?,
                );
            }
            // Build the solver trie before the clock starts.
            let _ = lexicon.trie();
            let started = Instant::now();
            let mut total: u64 = 0;
            for t in &trays {
                total += u64::from(score(t, &points, &lexicon));
            }
            let secs = started.elapsed().as_secs_f64();
            let rate = if secs > 0.0 {
                trays.len() as f64 / secs
            } else {
                0.0
            };
            writeln!(out, "trays {}", trays.len())?;
            writeln!(out, "points {total}")?;
            writeln!(out, "trays_per_second {rate:.0}")?;
        }
    }
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_and_points() {
        assert_eq!(crate::parse_seed("42"), Ok(42));
        assert_eq!(crate::parse_seed("0xff"), Ok(255));
        assert_eq!(
            crate::parse_seed("0x7c53c3ad17bf46a7"),
            Ok(0x7c53c3ad17bf46a7)
        );
        assert_eq!(crate::parse_seed("18446744073709551615"), Ok(u64::MAX));
        assert!(crate::parse_seed("-1").is_err());
        assert!(crate::parse_seed("0xg").is_err());
        assert!(crate::parse_seed("").is_err());
        assert_eq!(parse_points("1,2,3,5,8,12").unwrap(), Points::default());
        assert!(parse_points("1,2,3").is_err());
        assert!(parse_points("1,2,x,4,5,6").is_err());
        assert_eq!(path_text(&[0, 1, 5]), "0-1-5");
    }
}
