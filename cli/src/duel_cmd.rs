//! `gridwords duel …`, `gridwords demo duel` and `gridwords play duel`:
//! Wordgrid's analysis, a bot-against-bot game on a simulated clock, and a
//! game against a bot in the terminal on the real clock.

use std::io::{self, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Subcommand;
use gridwords::duel::{self, Board, Config, Event, Game, GameResult, Level, SeatKind};
use gridwords::Lexicon;

type CliResult = Result<(), Box<dyn std::error::Error>>;

#[derive(Subcommand)]
pub enum DuelCmd {
    /// Every legal move of a position, best first (points minus the
    /// opponent's best reply, then points).
    Moves {
        /// 25 characters row-major, `.` for an empty cell, e.g.
        /// `..........sheep..........`.
        board: String,
        /// Words already played, comma-separated (the start word is always
        /// spent: give it too when the board has one).
        #[arg(long, default_value = "sheep")]
        played: String,
        /// Show at most this many moves.
        #[arg(long, default_value_t = 20)]
        top: usize,
        /// Print JSON (`[{"cell","letter","path","word","points","reply"}]`).
        #[arg(long)]
        json: bool,
    },
}

pub fn run(cmd: DuelCmd) -> CliResult {
    match cmd {
        DuelCmd::Moves {
            board,
            played,
            top,
            json,
        } => {
            let board = Board::parse(&board)?;
            let given: Vec<&str> = played.split(',').filter(|w| !w.trim().is_empty()).collect();
            let played = duel::spent_words(&given);
            let best = duel::best_moves(&board, &played, top, Lexicon::embedded());
            let mut out = io::stdout().lock();
            if json {
                writeln!(out, "{}", serde_json::to_string(&best)?)?;
            } else {
                let all = duel::legal_moves(&board, &played, Lexicon::embedded()).len();
                writeln!(out, "{all} legal moves; the best {}:", best.len())?;
                for s in &best {
                    writeln!(
                        out,
                        "{:>2}{} {:<12} {:>2} points, reply {:>2}  path {:?}",
                        s.mv.cell, s.mv.letter, s.mv.word, s.points, s.reply, s.mv.path
                    )?;
                }
            }
            Ok(())
        }
    }
}

/// The board as five rows, the last move's letter in capitals.
fn grid(board: &Board, last: Option<u8>) -> String {
    let text = board.to_text();
    let mut s = String::new();
    for row in 0..5 {
        s.push_str("   ");
        for col in 0..5 {
            let i = row * 5 + col;
            let c = text.as_bytes()[i] as char;
            let c = if Some(i as u8) == last {
                c.to_ascii_uppercase()
            } else {
                c
            };
            s.push(c);
            s.push(' ');
        }
        s.push_str(&format!("   {:>2}-{:>2}\n", row * 5, row * 5 + 4));
    }
    s
}

fn clock(ms: u64) -> String {
    format!("{}:{:02}", ms / 60_000, ms / 1_000 % 60)
}

fn event(e: &Event, names: &[String]) -> String {
    match e {
        Event::Move {
            seat,
            cell,
            letter,
            word,
            points,
            path,
            ..
        } => format!(
            "{} writes {letter} in cell {cell} and plays {} (+{points}) along {path:?}",
            names[*seat],
            word.to_uppercase()
        ),
        Event::DrawOffered { seat, .. } => format!("{} offers a draw", names[*seat]),
        Event::DrawDeclined { seat, .. } => format!("{} declines the draw", names[*seat]),
        Event::DrawLapsed { seat, .. } => format!("{}'s draw offer lapses", names[*seat]),
        Event::Resigned { seat, .. } => format!("{} resigns", names[*seat]),
        Event::GameOver { reason, winner, .. } => match winner {
            Some(w) => format!("game over ({reason:?}): {} wins", names[*w]),
            None => format!("game over ({reason:?}): a draw"),
        },
    }
}

fn summary(r: &GameResult, names: &[String]) -> String {
    let mut s = format!(
        "Final: {} {} – {} {}  ({:?})",
        names[0], r.scores[0], r.scores[1], names[1], r.reason
    );
    if let Some(st) = r.settlement {
        s.push_str(&format!(
            "\nSettlement: pot {}, payout {}, fee {}, refund {} each",
            st.pot, st.payout, st.fee, st.refund
        ));
    }
    s
}

/// `gridwords demo duel`: the hard bot against the medium bot on a
/// simulated clock.
pub fn demo(seed: u64, options: &[String]) -> CliResult {
    let names = vec!["hard bot".to_string(), "medium bot".to_string()];
    // Bots play practice: stakes are for two people.
    let config = Config::new(
        vec![SeatKind::Bot(Level::Hard), SeatKind::Bot(Level::Medium)],
        seed,
    );
    let config = crate::options::apply::<duel::Duel>(config, options)?;
    let mut g = Game::new(config, 0)?;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "Wordgrid demo: seed {}, the hard bot against the medium bot (practice).\n{}",
        gridwords::seed::format(seed),
        grid(&g.board(), None)
    )?;
    while let Some(due) = g.next_due() {
        for e in g.advance(due)? {
            writeln!(out, "{}", event(&e, &names))?;
            if let Event::Move { cell, .. } = e {
                let c = g.clocks_ms();
                writeln!(
                    out,
                    "{}   clocks {} / {}   score {} – {}",
                    grid(&g.board(), Some(cell)),
                    clock(c[0]),
                    clock(c[1]),
                    g.scores()[0],
                    g.scores()[1]
                )?;
            }
        }
    }
    let r = g.result().ok_or("the game did not end")?;
    writeln!(out, "{}", summary(r, &names))?;
    writeln!(
        out,
        "Replay check: the log replays to the same result: {}",
        gridwords::AnyGame::verify_json(&g.log_json(), &r.to_json(), None)?
    )?;
    Ok(())
}

/// `gridwords play duel`: you (seat 0, first to move) against a bot.
pub fn play(seed: u64, level: Level, options: &[String]) -> CliResult {
    let names = vec!["you".to_string(), "bot".to_string()];
    let start = Instant::now();
    let now = || start.elapsed().as_millis() as u64;
    let config = Config::new(vec![SeatKind::Human, SeatKind::Bot(level)], seed);
    let config = crate::options::apply::<duel::Duel>(config, options)?;
    let mut g = Game::new(config, now())?;
    let rx = crate::input::typed_lines();
    println!(
        "Wordgrid against the {level:?} bot. You move first. Type CELL LETTER WORD \
         (e.g. `6 a ha`), `moves` for hints, `draw`, or `/quit` to resign.\n{}",
        grid(&g.board(), None)
    );
    let mut shown_turn = None;
    while !g.is_over() {
        if g.to_move() == Some(0) && shown_turn != Some(g.played().len()) {
            shown_turn = Some(g.played().len());
            let c = g.clocks_ms();
            println!("your move ({} left; bot {}):", clock(c[0]), clock(c[1]));
        }
        let events = match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(line) => {
                let t = now();
                let parts: Vec<&str> = line.split_whitespace().collect();
                match parts.as_slice() {
                    ["/quit"] => g.resign(0, t),
                    ["draw"] => g.offer_draw(0, t),
                    ["moves"] => {
                        for s in duel::best_moves(&g.board(), g.played(), 5, Lexicon::embedded()) {
                            println!("  {} {} {}", s.mv.cell, s.mv.letter, s.mv.word);
                        }
                        continue;
                    }
                    // The cell is converted here (the engine takes a number);
                    // the letter, any text, is judged by the core's one
                    // reader of letters, as every host's is, and the
                    // rest by the move itself.
                    [cell, letter, word] => match cell.parse::<usize>() {
                        Ok(c) => {
                            duel::letter_from_text(letter).and_then(|l| g.play(0, c, l, word, t))
                        }
                        Err(_) => {
                            println!("type CELL LETTER WORD, e.g. `6 a ha`");
                            continue;
                        }
                    },
                    _ => {
                        println!("type CELL LETTER WORD, e.g. `6 a ha`");
                        continue;
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => g.advance(now()),
            Err(mpsc::RecvTimeoutError::Disconnected) => g.resign(0, now()),
        };
        match events {
            Ok(ev) => {
                for e in &ev {
                    println!("{}", event(e, &names));
                    if let Event::Move { cell, .. } = e {
                        println!("{}", grid(&g.board(), Some(*cell)));
                    }
                }
            }
            Err(e) => println!("{}", crate::input::refusal(&e)),
        }
    }
    if let Some(r) = g.result() {
        println!("{}", summary(r, &names));
    }
    Ok(())
}
