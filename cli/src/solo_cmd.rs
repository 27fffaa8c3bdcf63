//! `gridwords solo …`, `gridwords demo solo` and `gridwords play solo`:
//! Sóló's field and best swaps, a greedy game on a simulated clock, and a
//! game in the terminal on the real clock. Cells are named by column letter
//! and row digit: `c7` is column c (the third), row 7, cell 72.

use std::io::{self, IsTerminal, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Subcommand;
use gridwords::solo::{self, CellState, Event, Game};

type CliResult = Result<(), Box<dyn std::error::Error>>;

#[derive(Subcommand)]
pub enum SoloCmd {
    /// The field a seed deals, as 10 lines.
    Deal {
        /// The game seed (decimal, or hex with 0x).
        seed: String,
    },
    /// The swaps that would score most on a seed's fresh field.
    Best {
        /// The game seed (decimal, or hex with 0x).
        seed: String,
        /// How many swaps to list.
        #[arg(long, default_value_t = gridwords::solo::BEST_SWAPS_K)]
        k: usize,
    },
}

/// `c7` for cell 72.
fn name(cell: usize) -> String {
    format!("{}{}", (b'a' + (cell % 10) as u8) as char, cell / 10)
}

/// Cell 72 for `c7`.
fn parse_cell(s: &str) -> Option<usize> {
    let b = s.trim().as_bytes();
    match b {
        [c @ b'a'..=b'j', r @ b'0'..=b'9'] => {
            Some(usize::from(r - b'0') * 10 + usize::from(c - b'a'))
        }
        _ => None,
    }
}

/// The field as 10 lines: Free letters lower case, Frozen upper case (green
/// on a terminal), Fixed in brackets-free dim (or `#`-marked without colour).
fn draw(field: &str, cells: &[CellState]) -> String {
    let colour = io::stdout().is_terminal();
    let mut s = String::from("     a b c d e f g h i j\n");
    for r in 0..10 {
        s.push_str(&format!("  {r}  "));
        for c in 0..10 {
            let i = r * 10 + c;
            let l = field.as_bytes()[i] as char;
            let cell = match (cells[i], colour) {
                (CellState::Free, _) => l.to_string(),
                (CellState::Fixed, true) => format!("\x1b[2m{l}\x1b[0m"),
                (CellState::Fixed, false) => "#".to_string(),
                (_, true) => format!("\x1b[32m{}\x1b[0m", l.to_ascii_uppercase()),
                (_, false) => l.to_ascii_uppercase().to_string(),
            };
            s.push_str(&cell);
            s.push(' ');
        }
        s.push('\n');
    }
    s
}

fn describe(e: &Event) -> String {
    match e {
        Event::Swap {
            a,
            b,
            points,
            words,
            ..
        } => {
            let w: Vec<String> = words.iter().map(|w| w.word.to_uppercase()).collect();
            format!("{} <-> {}: +{points} {}", name(*a), name(*b), w.join(" "))
        }
        Event::GameOver { reason, .. } => format!("game over ({reason:?})"),
    }
}

pub fn run(cmd: SoloCmd) -> CliResult {
    let mut out = io::stdout().lock();
    match cmd {
        SoloCmd::Deal { seed } => {
            let field = solo::text(&solo::deal(crate::input::parse_seed(&seed)?));
            for r in 0..10 {
                writeln!(out, "{}", &field[r * 10..r * 10 + 10])?;
            }
        }
        SoloCmd::Best { seed, k } => {
            let g = Game::new(crate::input::parse_seed(&seed)?, 0)?;
            for s in g.best_swaps(k) {
                let w: Vec<String> = s.words.iter().map(|w| w.word.clone()).collect();
                writeln!(
                    out,
                    "{} {} +{} {}",
                    name(s.a),
                    name(s.b),
                    s.points,
                    w.join(" ")
                )?;
            }
        }
    }
    Ok(())
}

/// `gridwords demo solo`: the best swap every three seconds until no swap
/// scores, on a simulated clock.
pub fn demo(seed: u64, options: &[String]) -> CliResult {
    // Sóló declares no options: any given is refused with the core's list.
    crate::options::apply::<gridwords::solo::Solo>(gridwords::solo::Config { seed }, options)?;
    let mut g = Game::new(seed, 0)?;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "Sóló demo: seed {}, best swaps on a simulated clock.\n{}",
        gridwords::seed::format(seed),
        draw(&g.field(), g.cells())
    )?;
    let mut now = 0;
    while !g.is_over() {
        now += 3_000;
        let best = g.best_swaps(1);
        let ev = match best.first() {
            Some(s) if s.points > 0 => g.swap(s.a, s.b, now)?,
            _ => g.finish(now)?,
        };
        for e in &ev {
            writeln!(out, "{}", describe(e))?;
        }
    }
    writeln!(out, "{}\nScore {}", draw(&g.field(), g.cells()), g.score())?;
    let r = g.result_json().ok_or("the game did not end")?;
    writeln!(
        out,
        "Replay check: {}",
        gridwords::AnyGame::verify_json(&g.log_json(), &r, None)?
    )?;
    Ok(())
}

/// `gridwords play solo`: swap two cells by name (`c7 d2`), `hint`,
/// `finish`, `/quit` (cancels before the first move).
pub fn play(seed: u64) -> CliResult {
    let start = Instant::now();
    let now = || start.elapsed().as_millis() as u64;
    let mut g = Game::new(seed, now())?;
    let rx = crate::input::typed_lines();
    println!(
        "Sóló: five minutes. Type two cells to swap (e.g. `c7 d2`), `hint`, `finish`.\n{}",
        draw(&g.field(), g.cells())
    );
    while !g.is_over() {
        let events = match rx.recv_timeout(Duration::from_millis(200)) {
            Ok(line) => {
                let t = now();
                let parts: Vec<&str> = line.split_whitespace().collect();
                match parts.as_slice() {
                    ["finish"] => g.finish(t),
                    ["/quit"] => g.cancel(t).or_else(|_| g.finish(t)),
                    ["hint"] => {
                        for s in g.best_swaps(3) {
                            println!("  {} {} (+{})", name(s.a), name(s.b), s.points);
                        }
                        continue;
                    }
                    [a, b] => match (parse_cell(a), parse_cell(b)) {
                        (Some(a), Some(b)) => g.swap(a, b, t),
                        _ => {
                            println!("cells are a0 … j9");
                            continue;
                        }
                    },
                    _ => {
                        println!("type two cells, e.g. `c7 d2`");
                        continue;
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => g.advance(now()),
            Err(mpsc::RecvTimeoutError::Disconnected) => g.finish(now()),
        };
        match events {
            Ok(ev) if !ev.is_empty() => {
                for e in &ev {
                    println!("{}", describe(e));
                }
                let left =
                    gridwords::solo::CLOCK_MS.saturating_sub(now().saturating_sub(g.created_ms()));
                println!(
                    "{}score {}   clock {}:{:02}",
                    draw(&g.field(), g.cells()),
                    g.score(),
                    left / 60_000,
                    left / 1_000 % 60
                );
            }
            Ok(_) => {}
            Err(e) => println!("{}", crate::input::refusal(&e)),
        }
    }
    println!("Final score {}", g.score());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names_round_trip() {
        assert_eq!(name(72), "c7");
        assert_eq!(parse_cell("c7"), Some(72));
        assert_eq!(parse_cell("j9"), Some(99));
        assert_eq!(parse_cell("a0"), Some(0));
        assert_eq!(parse_cell("k1"), None);
        for c in 0..100 {
            assert_eq!(parse_cell(&name(c)), Some(c));
        }
    }
}
