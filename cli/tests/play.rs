//! `gridwords play hunt|duel|solo`, the terminal games, driven from stdin:
//! the lines are all there at once and stdin then ends (the player
//! leaving), so each game answers the lines in order at once and ends; the
//! real clock matters only for clocks of minutes that never run out here.
//!
//! A refused line is shown the same way in every game: the core's own
//! error for the same call, `CODE: message`, indented. A Wordgrid letter is
//! judged by the core (`duel::letter_from_text`), not by the CLI: `ab` is
//! `NOT_A_LETTER`, as through `gridwords run` and every binding.

mod support;

use gridwords::{Error, ErrorCode};

/// `gridwords play ARGS` with `stdin` on its stdin; its stdout.
fn play(args: &[&str], stdin: &str) -> String {
    let args: Vec<&str> = ["play"].iter().chain(args).copied().collect();
    let out = support::gridwords(&args, stdin);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "play {args:?}: {}\n{stdout}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The one form of a refusal on the terminal.
fn shown(e: &Error) -> String {
    format!("  {}: {}", e.code().name(), e.message())
}

/// The lines of `stdout` that look like a refusal: indented, a code in
/// SCREAMING_SNAKE_CASE, a colon.
fn refusals(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|l| {
            l.strip_prefix("  ")
                .and_then(|rest| rest.split_once(": "))
                .is_some_and(|(code, _)| {
                    !code.is_empty()
                        && code.starts_with(|c: char| c.is_ascii_uppercase())
                        && code.chars().all(|c| c.is_ascii_uppercase() || c == '_')
                })
        })
        .collect()
}

#[test]
fn duel_two_letters_are_not_a_letter_as_the_core_says() {
    let want = gridwords::duel::letter_from_text("ab").unwrap_err();
    assert_eq!(want.code(), ErrorCode::NotALetter);
    // `6 ab ha`: two letters; `zz`: a line of the wrong shape, which only
    // the CLI can answer (with its usage hint).
    let out = play(&["duel", "--seed", "1"], "6 ab ha\nzz\n");
    assert_eq!(
        refusals(&out),
        [shown(&want)],
        "one refusal, the core's:\n{out}"
    );
    assert_eq!(
        shown(&want),
        "  NOT_A_LETTER: \"ab\" is not a letter a-z",
        "{out}"
    );
    let hints: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("type CELL LETTER WORD"))
        .collect();
    assert_eq!(hints.len(), 1, "the usage hint only for `zz`:\n{out}");
    // Nothing was played: stdin ended, the player resigned.
    assert!(out.contains("Final: you 0 – 0 bot  (Resignation)"), "{out}");
}

#[test]
fn duel_a_single_non_letter_is_judged_by_the_move() {
    // One character passes the reader; the move judges it (after the
    // cell, in the rules' order): cell 6 is empty and touches SHEEP.
    let mut g = gridwords::duel::Game::new(
        gridwords::duel::Config::new(
            vec![
                gridwords::duel::SeatKind::Human,
                gridwords::duel::SeatKind::Bot(gridwords::duel::Level::Medium),
            ],
            1,
        ),
        0,
    )
    .unwrap();
    let want = g.play(0, 6, '1', "ha", 1).unwrap_err();
    assert_eq!(want.code(), ErrorCode::NotALetter);
    let out = play(&["duel", "--seed", "1"], "6 1 ha\n");
    assert_eq!(refusals(&out), [shown(&want)], "{out}");
}

#[test]
fn hunt_shows_a_refusal_in_the_one_form() {
    // The first line is Ready; the second is over the input limit, an
    // error in any phase.
    let long = "a".repeat(65);
    let mut g = gridwords::hunt::Game::new(
        gridwords::hunt::Config::new(
            vec![
                gridwords::hunt::SeatKind::Human,
                gridwords::hunt::SeatKind::Bot,
            ],
            1,
        ),
        0,
    )
    .unwrap();
    g.ready(0, 0).unwrap();
    let want = g.submit(0, &long, 1).unwrap_err();
    assert_eq!(want.code(), ErrorCode::WordTooLong);
    let out = play(
        &["hunt", "--seed", "1", "--option", "round_ms=1000"],
        &format!("\n{long}\n"),
    );
    assert_eq!(refusals(&out), [shown(&want)], "{out}");
}

#[test]
fn solo_shows_a_refusal_in_the_one_form() {
    let want = gridwords::solo::Game::new(1, 0)
        .unwrap()
        .swap(0, 0, 1)
        .unwrap_err();
    assert_eq!(want.code(), ErrorCode::SameCell);
    let out = play(&["solo", "--seed", "1"], "a0 a0\n");
    assert_eq!(refusals(&out), [shown(&want)], "{out}");
}

#[test]
fn an_option_is_judged_by_the_core_and_an_unknown_one_lists_the_declared() {
    let out = support::gridwords(
        &["play", "hunt", "--seed", "1", "--option", "round_ms=0"],
        "",
    );
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "gridwords: round_ms 0 is not in 1..=86400000"
    );
    let out = support::gridwords(&["demo", "solo", "--option", "clock_ms=1"], "");
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "gridwords: --option clock_ms: solo has no options"
    );
}
