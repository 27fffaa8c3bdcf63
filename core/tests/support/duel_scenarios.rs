//! The scripted and bot Wordgrid games behind `tests/vectors/duel/`.
//! Shared by the generator (`cargo run -p gridwords --example duel_vectors`)
//! and the test that checks the committed vectors are still what the engine
//! produces.

use gridwords::duel::{Config, EndReason, Game, Level, SeatKind};

pub struct Scenario {
    pub name: &'static str,
    pub game: Game,
    /// The word list, when the game was played on its own list (written
    /// beside the vector as `NN_name.words.txt`, one word a line).
    pub words: Option<&'static [&'static str]>,
}

fn humans(seed: u64, stake: u64) -> Game {
    let mut c = Config::new(vec![SeatKind::Human; 2], seed);
    c.stake = stake;
    Game::new(c, 0).unwrap()
}

fn bots(a: Level, b: Level, seed: u64, stake: u64) -> Game {
    let mut c = Config::new(vec![SeatKind::Bot(a), SeatKind::Bot(b)], seed);
    c.stake = stake;
    let mut g = Game::new(c, 0).unwrap();
    run(&mut g);
    g
}

/// Advances in one-second steps until the game is over.
fn run(g: &mut Game) {
    let mut now = g.clock_ms();
    while !g.is_over() {
        now += 1_000;
        g.advance(now).unwrap();
    }
}

/// The first bot-vs-bot game from `seeds` whose result satisfies `want`.
fn find(a: Level, b: Level, seeds: std::ops::Range<u64>, want: impl Fn(&Game) -> bool) -> Game {
    for seed in seeds {
        let g = bots(a, b, seed, 0);
        if want(&g) {
            return g;
        }
    }
    panic!("no seed in range gives the wanted game");
}

/// The word list of the stuck-player game: with the shipped list a player
/// practically never runs out of moves (there are over a hundred two-letter
/// words), so this analysis game uses a list of two words.
pub const STUCK_WORDS: &[&str] = &["ha", "sheep"];

/// Seat 0 plays HA; seat 1 has no legal move left with 19 cells empty.
fn stuck_game() -> Game {
    let lexicon = gridwords::Lexicon::from_words(STUCK_WORDS.iter().copied()).unwrap();
    let mut g = Game::with_lexicon(Config::new(vec![SeatKind::Human; 2], 21), lexicon, 0).unwrap();
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    assert_eq!(g.result().unwrap().reason, EndReason::NoLegalMove);
    g
}

pub fn all() -> Vec<Scenario> {
    let mut out = Vec::new();
    let mut push = |name, game| {
        out.push(Scenario {
            name,
            game,
            words: None,
        })
    };

    // Bots fill the grid: the score decides.
    push(
        "full_grid_medium_vs_easy",
        bots(Level::Medium, Level::Easy, 1, 0),
    );
    // Each level, each seat (a bot game is practice: no stake).
    push("easy_vs_medium", bots(Level::Easy, Level::Medium, 2, 0));
    push("hard_vs_medium", bots(Level::Hard, Level::Medium, 3, 0));
    // A stuck player: no legal move with empty cells left.
    out.push(Scenario {
        name: "stuck_player",
        game: stuck_game(),
        words: Some(STUCK_WORDS),
    });
    let mut push = |name, game| {
        out.push(Scenario {
            name,
            game,
            words: None,
        })
    };
    // A level score goes to seat 1 (the first seed on which two easy bots
    // end level).
    push(
        "level_score_goes_to_seat_1",
        find(Level::Easy, Level::Easy, 0..200, |g| {
            let r = g.result().unwrap();
            r.scores[0] == r.scores[1]
        }),
    );

    // Scripted: both forms of a move, then a timeout while ahead.
    let mut g = humans(11, 100);
    g.play(0, 6, 'a', "ha", 2_000).unwrap();
    g.play_path(1, 16, 'e', &[11, 16], 5_000).unwrap();
    g.play(0, 7, 't', "hat", 9_000).unwrap(); // 5-2
    g.play_path(1, 5, 'a', &[5, 6], 12_000).unwrap(); // "aa": 5-4
    run(&mut g); // seat 0, ahead, runs out of time
    assert_eq!(g.result().unwrap().winner, Some(1));
    push("timeout_while_ahead", g);

    // Resignation with a stake.
    let mut g = humans(12, 500);
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    g.play(1, 16, 'e', "he", 2_000).unwrap();
    g.resign(1, 3_000).unwrap();
    push("resignation_staked", g);

    // An agreed draw refunds both stakes.
    let mut g = humans(13, 1_000);
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    g.offer_draw(0, 1_500).unwrap();
    g.accept_draw(1, 2_000).unwrap();
    push("agreed_draw_refunds", g);

    // An offer lapses when the seat it was made to moves; another is
    // declined; the game ends by resignation.
    let mut g = humans(14, 40);
    g.offer_draw(1, 500).unwrap();
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    g.offer_draw(0, 1_200).unwrap();
    g.decline_draw(1, 1_300).unwrap();
    g.play(1, 16, 'e', "he", 2_000).unwrap();
    g.resign(0, 2_500).unwrap();
    push("offer_lapsed_and_declined", g);

    // A human against the hard bot, who resigns after two moves.
    let mut g = Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Hard)], 15),
        0,
    )
    .unwrap();
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    let due = g.next_due().unwrap();
    g.advance(due).unwrap();
    let word = g.played().last().cloned().unwrap();
    assert_ne!(word, "ha");
    g.resign(0, due + 5_000).unwrap();
    push("human_resigns_to_hard_bot", g);

    // The easy bot moves first against a human who runs out of time.
    let mut c = Config::new(vec![SeatKind::Bot(Level::Easy), SeatKind::Human], 16);
    c.clock_ms = 30_000;
    let mut g = Game::new(c, 0).unwrap();
    run(&mut g);
    push("human_times_out_against_easy_bot", g);

    // Analysis: another start word, medium against medium.
    let mut c = Config::new(vec![SeatKind::Bot(Level::Medium); 2], 17);
    c.start_word = "crane".into();
    let mut g = Game::new(c, 0).unwrap();
    run(&mut g);
    push("start_word_crane", g);

    // The largest seed.
    push("largest_seed", bots(Level::Easy, Level::Hard, u64::MAX, 0));
    out
}
