//! `gridwords demo hunt`: a whole Word Grid round between the bot and a
//! scripted player on a simulated clock, printed as it happens. It finishes
//! in well under a second because the clock is ours: the engine never reads
//! one.

use std::io::{self, Write};

use gridwords::hunt::{solve, Config, Event, Game, SeatKind};
use gridwords::Lexicon;

use crate::hunt_render;

type CliResult = Result<(), Box<dyn std::error::Error>>;

pub fn run(seed: u64, options: &[String]) -> CliResult {
    let names = vec!["player".to_string(), "bot".to_string()];
    let config = Config::new(vec![SeatKind::Human, SeatKind::Bot], seed);
    let config = crate::options::apply::<gridwords::hunt::Hunt>(config, options)?;
    let mut game = Game::new(config, 0)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(
        out,
        "Word Grid demo: seed {seed:016x}, a scripted player against the bot (strength {}).",
        game.bot_strength().unwrap_or(0)
    )?;
    let show = |out: &mut io::StdoutLock, g: &Game, events: Vec<Event>| -> io::Result<()> {
        for e in events {
            writeln!(out, "{}", hunt_render::event(&e, &names, g.t0_ms()))?;
        }
        Ok(())
    };

    let ev = game.ready(0, 1_200)?;
    show(&mut out, &game, ev)?;
    let t0 = game.t0_ms().ok_or("the countdown did not start")?;
    let ev = game.advance(t0)?;
    show(&mut out, &game, ev)?;

    // The scripted player: a steady hand that finds every seventh word of
    // the tray, a word every six seconds, with a few honest mistakes.
    let tray = game.tray().ok_or("the tray did not open")?;
    let found = solve(&tray, Lexicon::embedded());
    let mut plan: Vec<String> = found
        .iter()
        .rev()
        .step_by(7)
        .map(|f| f.word.clone())
        .collect();
    plan.insert(2, "xyzzy".into());
    plan.insert(4, "qi".into());
    if let Some(first) = plan.first().cloned() {
        plan.insert(6, first.to_uppercase());
    }
    let mut at = t0 + 2_500;
    for word in plan.iter().take(28) {
        let ev = game.submit(0, word, at)?;
        show(&mut out, &game, ev)?;
        at += 6_000;
    }
    let end = game.ends_at_ms().ok_or("no round end")?;
    let ev = game.advance(end)?;
    show(&mut out, &game, ev)?;

    let r = game.result().ok_or("the round did not settle")?;
    writeln!(out, "\n{}", hunt_render::result(r, &names, 12))?;
    writeln!(
        out,
        "Replay check: the log ({} actions) replays to the same result: {}",
        game.log().actions.len(),
        gridwords::hunt::verify(&game.log(), r)?
    )?;
    Ok(())
}
