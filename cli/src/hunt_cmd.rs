//! `gridwords hunt …`: Word Grid analysis — deal a seed's tray, solve a
//! tray, and score a file of trays (the solver's throughput on real input).
//! Word Grid's demo, terminal game and printing are `hunt_demo.rs`,
//! `hunt_play.rs` and `hunt_render.rs`.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use clap::Subcommand;
use gridwords::hunt::Points;
use gridwords::hunt::{deal, Tray};
use gridwords::hunt::{score_many_into, solve, solve_json};
use gridwords::Lexicon;

use crate::hunt_render;
use crate::progress::Progress;

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
    /// `gridwords replay`, under the name it had when only Word Grid had
    /// logs: hidden, and kept so that scripts written then still run.
    #[command(hide = true)]
    Replay(crate::replay_cmd::ReplayArgs),
    /// Score every tray of a file (one 16-letter tray per line, blank lines
    /// ignored) and time the scoring. All trays are read first, then scored
    /// on `--threads` threads; a progress bar shows on stderr (when it is a
    /// terminal) once scoring has taken more than a second.
    ScoreFile {
        /// The file of trays.
        file: PathBuf,
        /// Points for 3, 4, 5, 6, 7 and 8+ letters, e.g. "1,2,3,5,8,12".
        #[arg(long)]
        points: Option<String>,
        /// A word list (one word per line) to use instead of the shipped lexicon.
        #[arg(long)]
        words: Option<PathBuf>,
        /// The most threads to score on: 0 (the default) means one per core,
        /// 1 the main thread only.
        #[arg(long, default_value_t = 0)]
        threads: usize,
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

pub fn run(cmd: HuntCmd) -> CliResult {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match cmd {
        HuntCmd::Replay(args) => crate::replay_cmd::run(args)?,
        HuntCmd::Deal { seed } => {
            let seed = crate::input::parse_seed(&seed)?;
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
                let total: u64 = found
                    .iter()
                    .map(|f| u64::from(points.for_len(f.word.len())))
                    .sum();
                writeln!(out, "{} words, {total} points", found.len())?;
                for f in &found {
                    writeln!(out, "{} {}", f.word, hunt_render::path(f.path.as_slice()))?;
                }
            }
        }
        HuntCmd::ScoreFile {
            file,
            points,
            words,
            threads,
        } => {
            let threads = gridwords::hunt::threads_arg(threads as u64)?;
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
            let mut scores = vec![0u64; trays.len()];
            let progress = Progress::new(trays.len(), "trays");
            let started = Instant::now();
            score_many_into(&trays, &points, &lexicon, threads, &mut scores, &|n| {
                progress.advance(n);
                true
            })?;
            let secs = started.elapsed().as_secs_f64();
            progress.finish();
            let total: u64 = scores.iter().sum();
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
    fn points() {
        assert_eq!(parse_points("1,2,3,5,8,12").unwrap(), Points::default());
        assert!(parse_points("1,2,3").is_err());
        assert!(parse_points("1,2,x,4,5,6").is_err());
    }
}
