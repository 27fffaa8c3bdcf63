//! The scripted and random Word Grid rounds behind `tests/vectors/hunt/`.
//! Shared by the generator (`cargo run -p gridwords --example hunt_vectors`)
//! and the test that checks the committed vectors are still what the engine
//! produces.

use gridwords::hunt::{self, Config, Game, SeatKind};
use gridwords::rng::GameRng;
use gridwords::Lexicon;

pub struct Scenario {
    pub name: &'static str,
    pub game: Game,
}

fn words_of(seed: u64) -> Vec<String> {
    let mut w: Vec<String> = hunt::solve(&hunt::deal(seed), Lexicon::embedded())
        .into_iter()
        .map(|f| f.word)
        .collect();
    w.sort();
    w
}

fn start(seats: Vec<SeatKind>, seed: u64) -> Game {
    let humans: Vec<usize> = (0..seats.len())
        .filter(|&i| seats[i] == SeatKind::Human)
        .collect();
    let mut g = Game::new(Config::new(seats, seed), 0).unwrap();
    for (k, s) in humans.into_iter().enumerate() {
        g.ready(s, 500 + 100 * k as u64).unwrap();
    }
    g
}

fn t0(g: &Game) -> u64 {
    g.t0_ms().unwrap()
}

fn finish(mut g: Game) -> Game {
    if !g.is_over() {
        let end = g.ends_at_ms().unwrap_or(g.clock_ms() + 60_000);
        g.advance(end.max(g.clock_ms())).unwrap();
    }
    g
}

fn random_round(seed: u64, seats: usize) -> Game {
    let words = words_of(seed);
    let mut rng = GameRng::new(seed ^ 0xC0FFEE, 9);
    let mut g = start(vec![SeatKind::Human; seats], seed);
    let mut at = t0(&g);
    for _ in 0..80 {
        at += 500 + rng.below(3_000);
        let seat = rng.below(seats as u64) as usize;
        let w = if rng.below(8) == 0 {
            "nope".to_string()
        } else {
            words[rng.below(words.len() as u64) as usize].to_uppercase()
        };
        if g.submit(seat, &w, at).is_err() {
            break;
        }
    }
    finish(g)
}

pub fn all() -> Vec<Scenario> {
    let mut out = Vec::new();
    let mut push = |name, game| out.push(Scenario { name, game });

    // Seed 1: tray oencnmirapraeapb.
    let mut g = start(vec![SeatKind::Human; 3], 1);
    let t = t0(&g);
    for (i, (s, w)) in [
        (0, "crappie"),
        (1, "crappie"),
        (0, "cinema"),
        (1, "appear"),
        (0, "barman"),
        (1, "riprap"),
        (2, "cinema"),
        (2, "appear"),
        (2, "aim"),
    ]
    .iter()
    .enumerate()
    {
        g.submit(*s, w, t + 2_000 * (i as u64 + 1)).unwrap();
    }
    push("duplicates_shared_place", finish(g));

    let mut g = start(vec![SeatKind::Human; 2], 1);
    let t = t0(&g);
    g.submit(0, "cinema", t + 1_000).unwrap();
    g.submit(1, "barman", t + 2_000).unwrap();
    g.submit(0, "aim", t + 3_000).unwrap();
    g.submit(1, "air", t + 4_000).unwrap();
    push("tie", finish(g));

    let mut g = start(vec![SeatKind::Human; 3], 1);
    let t = t0(&g);
    g.submit(0, "crappie", t + 1_000).unwrap();
    g.submit(1, "crappie", t + 2_000).unwrap();
    g.resign(1, t + 30_000).unwrap();
    g.submit(2, "aim", t + 40_000).unwrap();
    push("resign_mid_round", finish(g));

    let mut g = start(vec![SeatKind::Human; 2], 1);
    let t = t0(&g);
    g.submit(1, "aim", t + 1_000).unwrap();
    g.resign(0, t + 2_000).unwrap();
    push("resign_ends_game", finish(g));

    let mut g = Game::new(Config::new(vec![SeatKind::Human; 3], 1), 0).unwrap();
    g.ready(0, 100).unwrap();
    g.ready(2, 200).unwrap();
    g.advance(63_000).unwrap();
    g.submit(0, "aim", 63_500).unwrap();
    g.submit(2, "aim", 64_000).unwrap();
    push("forfeit_one_of_three", finish(g));

    let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], 1), 0).unwrap();
    g.ready(0, 100).unwrap();
    g.advance(60_000).unwrap();
    push("forfeit_ends_game", finish(g));

    let words = words_of(1);
    let mut g = start(vec![SeatKind::Human; 2], 1);
    let t = t0(&g);
    for (i, w) in words.iter().take(10).enumerate() {
        g.submit(0, w, t + 900 * (i as u64 + 1)).unwrap();
    }
    push("dq_whole_round", finish(g));

    let mut g = start(vec![SeatKind::Human; 3], 1);
    let t = t0(&g) + 60_000;
    for (i, w) in words.iter().take(21).enumerate() {
        g.submit(1, w, t + 999 * i as u64).unwrap();
    }
    g.submit(0, &words[0], t + 30_000).unwrap();
    push("dq_window", finish(g));

    let mut g = start(vec![SeatKind::Human, SeatKind::Bot], 0x7c53c3ad17bf46a7);
    let t = t0(&g);
    for (i, w) in ["data", "gay", "tie", "amateur", "xyzzy", "qi", "Tie"]
        .iter()
        .enumerate()
    {
        g.submit(0, w, t + 7_000 * (i as u64 + 1)).unwrap();
    }
    push("bot_round", finish(g));

    let mut g = Game::new(Config::new(vec![SeatKind::Bot, SeatKind::Human], 99), 0).unwrap();
    g.advance(60_000).unwrap();
    push("bot_wins_by_forfeit", finish(g));

    let mut g = start(vec![SeatKind::Human; 2], 1);
    let t = t0(&g);
    for (i, w) in [
        "  CINEMA ",
        "qi",
        "zzzz",
        "cat",
        "cinema",
        "Ç'est",
        "crappie",
    ]
    .iter()
    .enumerate()
    {
        g.submit(0, w, t + 1_000 * (i as u64 + 1)).unwrap();
    }
    push("misses_every_reason", finish(g));

    let mut c = Config::new(vec![SeatKind::Human; 4], 5);
    c.round_ms = 30_000;
    c.countdown_ms = 0;
    c.points = hunt::Points([1, 1, 2, 3, 5, 10]);
    let w5 = words_of(5);
    let mut g = Game::new(c, 1_000).unwrap();
    for s in 0..4 {
        g.ready(s, 1_000 + s as u64).unwrap();
    }
    let t = t0(&g);
    for (i, w) in w5.iter().rev().take(12).enumerate() {
        g.submit(i % 4, w, t + 1_000 * (i as u64 + 1)).unwrap();
    }
    push("four_players_custom_overrides", finish(g));

    push("random_2p_seed_11", random_round(11, 2));
    push("random_3p_seed_12", random_round(12, 3));
    push("random_4p_seed_13", random_round(13, 4));

    let mut g = start(vec![SeatKind::Human, SeatKind::Bot], 2024);
    let words = words_of(2024);
    let t = t0(&g);
    for (i, w) in words.iter().step_by(3).take(25).enumerate() {
        g.submit(0, w, t + 4_000 * (i as u64 + 1)).unwrap();
    }
    push("bot_round_busy_human", finish(g));

    // The largest seed, with the bot.
    let mut g = start(vec![SeatKind::Human, SeatKind::Bot], u64::MAX);
    let t = t0(&g);
    let long: Vec<String> = words_of(u64::MAX)
        .into_iter()
        .filter(|w| w.len() >= 5)
        .take(5)
        .collect();
    for (i, w) in long.iter().enumerate() {
        g.submit(0, w, t + 10_000 + 20_000 * i as u64).unwrap();
    }
    push("largest_seed", finish(g));

    // Resigning before Ready against the bot ends the game at once.
    let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Bot], 16), 0).unwrap();
    g.resign(0, 500).unwrap();
    push("resign_before_ready", finish(g));

    // A short round with a short countdown: a word in the last millisecond.
    let mut c = Config::new(vec![SeatKind::Human; 2], 14);
    c.round_ms = 30_000;
    c.countdown_ms = 1_000;
    let mut g = Game::new(c, 0).unwrap();
    g.ready(0, 1_000).unwrap();
    g.ready(1, 1_000).unwrap();
    let t = t0(&g);
    let w14 = words_of(14);
    for (i, w) in w14.iter().take(6).enumerate() {
        g.submit(i % 2, w, t + 500 + 4_000 * i as u64).unwrap();
    }
    g.submit(0, &w14[7], t + 30_000 - 1).unwrap();
    push("short_round_last_millisecond", finish(g));

    // Late readies under a short deadline, with advance steps between words.
    let mut c = Config::new(vec![SeatKind::Human; 2], 20);
    c.move_deadline_ms = 20_000;
    c.countdown_ms = 5_000;
    let mut g = Game::new(c, 0).unwrap();
    g.advance(5_000).unwrap();
    g.ready(1, 10_000).unwrap();
    g.advance(15_000).unwrap();
    g.ready(0, 19_999).unwrap();
    for (i, w) in words_of(20).iter().take(4).enumerate() {
        g.advance(25_000 + 1_000 * i as u64).unwrap();
        g.submit(i % 2, w, 25_500 + 1_000 * i as u64).unwrap();
    }
    push("late_readies_and_advance_steps", finish(g));

    // Input that grows when folded: 21 × "İ" is 42 bytes as typed and 63
    // folded (recorded, a miss that must replay); 22 × "İ" folds to 66
    // bytes and is refused (WORD_TOO_LONG), so it is not in the log.
    let mut g = start(vec![SeatKind::Human; 2], 21);
    let t = t0(&g);
    g.submit(0, &"İ".repeat(21), t + 1_000).unwrap();
    assert!(g.submit(0, &"İ".repeat(22), t + 2_000).is_err());
    g.submit(1, "  ÉTÉ  ", t + 3_000).unwrap();
    let w21 = words_of(21);
    g.submit(1, &w21[0].to_uppercase(), t + 4_000).unwrap();
    push("folded_input_grows", finish(g));

    // Every seat forfeits: nobody finished, so nobody is rated.
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 3], 22), 0).unwrap();
    g.advance(60_000).unwrap();
    push("everyone_forfeits", finish(g));

    // A lone finisher after the others left: rated with them (resigned and
    // forfeited seats are rated losses).
    let mut g = Game::new(Config::new(vec![SeatKind::Human; 3], 23), 0).unwrap();
    g.ready(0, 1_000).unwrap();
    g.ready(1, 2_000).unwrap();
    g.resign(1, 3_000).unwrap();
    g.advance(60_000).unwrap();
    push("lone_finisher_rated", finish(g));
    out
}
