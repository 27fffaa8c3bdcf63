//! `gridwords play hunt`: a real Word Grid round in the terminal against the
//! bot, on the real clock. The engine keeps no clock of its own, so this
//! host measures milliseconds since start and feeds them to every call; a
//! reader thread delivers typed lines while the main loop ticks `advance`.

use std::io::{self, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use gridwords::hunt::{Config, Event, Game, SeatKind};

use crate::hunt_render;

type CliResult = Result<(), Box<dyn std::error::Error>>;

pub fn run(seed: u64, options: &[String]) -> CliResult {
    let config = Config::new(vec![SeatKind::Human, SeatKind::Bot], seed);
    let config = crate::options::apply::<gridwords::hunt::Hunt>(config, options)?;
    let names = vec!["you".to_string(), "bot".to_string()];
    let start = Instant::now();
    let now = || start.elapsed().as_millis() as u64;
    let mut game = Game::new(config, now())?;

    let rx = crate::input::typed_lines();

    println!(
        "Word Grid against the bot (strength {}). Press Enter when you are ready \
         (you have a minute). Type words and press Enter; /quit resigns.",
        game.bot_strength().unwrap_or(0)
    );
    let print = |g: &Game, events: &[Event]| {
        // Only what seat 0 may see: the bot's words stay hidden until the
        // end, as for any opponent (the engine decides, not this host).
        for e in Game::visible(events, Some(0)) {
            println!("{}", hunt_render::event(&e, &names, g.t0_ms()));
        }
    };
    let mut last_count: Option<u64> = None;
    while !game.is_over() {
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(line) => {
                let t = now();
                let outcome = if game.t0_ms().is_none() {
                    game.ready(0, t)
                } else if line.trim() == "/quit" {
                    game.resign(0, t)
                } else if line.trim().is_empty() {
                    continue;
                } else {
                    game.submit(0, &line, t)
                };
                match outcome {
                    Ok(ev) => print(&game, &ev),
                    Err(e) => println!("{}", crate::input::refusal(&e)),
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let ev = game.resign(0, now()).unwrap_or_default();
                print(&game, &ev);
                break;
            }
        }
        let t = now();
        // The 3-2-1 of the countdown.
        if let (Some(t0), gridwords::hunt::Phase::Countdown) = (game.t0_ms(), game.phase()) {
            let left = t0.saturating_sub(t).div_ceil(1000);
            if left > 0 && last_count != Some(left) {
                println!("  {left}...");
                last_count = Some(left);
            }
        }
        let ev = game.advance(t)?;
        print(&game, &ev);
        if let (Some(end), gridwords::hunt::Phase::Live) = (game.ends_at_ms(), game.phase()) {
            let left = end.saturating_sub(t) / 1000;
            if left % 30 == 0 && last_count != Some(10_000 + left) && left > 0 {
                let v = game.view(Some(0))?;
                println!(
                    "  -- {left}s left; you have {} words, the bot {} --",
                    v.seats[0].words, v.seats[1].words
                );
                last_count = Some(10_000 + left);
            }
        }
        io::stdout().flush()?;
    }
    if let Some(r) = game.result() {
        println!("\n{}", hunt_render::result(r, &names, 15));
    }
    Ok(())
}
