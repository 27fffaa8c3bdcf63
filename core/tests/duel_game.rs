//! Scripted Wordgrid games with scores worked out by hand, every refusal
//! (and the game unchanged after it), clock edges, draw offers, stakes, and
//! property tests over random action sequences.
//!
//! The start position (cells 0–24 row-major, SHEEP across the middle):
//! ```text
//!  0  1  2  3  4
//!  5  6  7  8  9
//!  s  h  e  e  p      (10 11 12 13 14)
//! 15 16 17 18 19
//! 20 21 22 23 24
//! ```

use gridwords::duel::{self, Config, EndReason, Event, Game, Level, SeatKind, Settlement};
use gridwords::{AnyGame, ErrorCode, Lexicon};
use proptest::prelude::*;

fn humans(seed: u64) -> Game {
    Game::new(Config::new(vec![SeatKind::Human; 2], seed), 0).unwrap()
}

fn staked(stake: u64) -> Game {
    let mut c = Config::new(vec![SeatKind::Human; 2], 5);
    c.stake = stake;
    Game::new(c, 0).unwrap()
}

fn code<T: std::fmt::Debug>(r: gridwords::Result<T>) -> ErrorCode {
    r.unwrap_err().code()
}

#[test]
fn a_scripted_game_scores_word_lengths() {
    let mut g = humans(1);
    assert_eq!(g.board().to_text(), "..........sheep..........");
    assert_eq!(g.played(), ["sheep"]);
    // Seat 0: "a" above H (cell 6), "ha" = h11 a6: 2 points.
    let ev = g.play(0, 6, 'A', "ha", 1_000).unwrap();
    assert_eq!(
        ev,
        vec![Event::Move {
            seat: 0,
            cell: 6,
            letter: 'a',
            path: vec![11, 6],
            word: "ha".into(),
            points: 2,
            at_ms: 1_000
        }]
    );
    // Seat 1 traces by path: "t" below the second E (cell 18), "pet"?
    // p14 e13 t18: 14-13 share a side, 13-18 share a side: 3 points.
    g.play_path(1, 18, 't', &[14, 13, 18], 4_000).unwrap();
    // Seat 0: "hat" = h11 a6 t7 with "t" at 7: 3 points.
    g.play(0, 7, 't', "hat", 5_000).unwrap();
    assert_eq!(g.scores(), [5, 3]);
    assert_eq!(g.played(), ["sheep", "ha", "pet", "hat"]);
    assert_eq!(g.board().to_text(), "......at..sheep...t......");
    // Clocks: seat 0 spent 1 000 + 1 000, seat 1 3 000.
    g.advance(5_000).unwrap();
    assert_eq!(g.clocks_ms(), [598_000, 597_000]);
    // Resigning ends it: seat 1 resigns, seat 0 wins.
    let ev = g.resign(1, 6_000).unwrap();
    assert!(matches!(
        ev.as_slice(),
        [
            Event::Resigned { seat: 1, .. },
            Event::GameOver {
                reason: EndReason::Resignation,
                winner: Some(0),
                ..
            }
        ]
    ));
    let r = g.result().unwrap();
    assert_eq!((r.winner, r.draw, r.scores), (Some(0), false, [5, 3]));
    assert_eq!(r.settlement, None, "practice: no settlement");
    assert_eq!(r.moves.len(), 3);
    assert_eq!(duel_replay(&g), g.result_json().unwrap());
}

fn duel_replay(g: &Game) -> String {
    AnyGame::replay_json(&g.log_json(), None).unwrap()
}

#[test]
fn every_refusal_is_typed_and_changes_nothing() {
    let mut g = humans(1);
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    let snap = g.snapshot();
    let cases: Vec<(gridwords::Result<Vec<Event>>, ErrorCode)> = vec![
        (
            g.clone().play(0, 16, 'e', "he", 2_000),
            ErrorCode::NotYourTurn,
        ),
        (
            g.clone().play(1, 25, 'e', "he", 2_000),
            ErrorCode::CellOutOfRange,
        ),
        (
            g.clone().play(1, 11, 'e', "he", 2_000),
            ErrorCode::CellFilled,
        ),
        (
            g.clone().play(1, 0, 'e', "he", 2_000),
            ErrorCode::CellNotAdjacent,
        ),
        (
            g.clone().play(1, 16, '3', "he", 2_000),
            ErrorCode::NotALetter,
        ),
        (
            g.clone().play(1, 16, 'é', "he", 2_000),
            ErrorCode::NotALetter,
        ),
        (
            g.clone().play_path(1, 16, 'e', &[11, 17], 2_000),
            ErrorCode::PathNotConnected,
        ),
        (
            g.clone().play_path(1, 16, 'e', &[11, 16, 11], 2_000),
            ErrorCode::PathRepeatsCell,
        ),
        (
            g.clone().play_path(1, 16, 'e', &[10, 11], 2_000),
            ErrorCode::PathMissesNewCell,
        ),
        (
            g.clone().play_path(1, 16, 'e', &[16, 21], 2_000),
            ErrorCode::PathCrossesEmpty,
        ),
        (
            g.clone().play_path(1, 16, 'e', &[16, 99], 2_000),
            ErrorCode::CellOutOfRange,
        ),
        (
            g.clone().play_path(1, 16, 'x', &[11, 16], 2_000),
            ErrorCode::WordNotInList,
        ),
        (
            g.clone().play(1, 16, 'x', "hx", 2_000),
            ErrorCode::WordNotInList,
        ),
        (
            g.clone().play(1, 5, 'a', "ha", 2_000),
            ErrorCode::WordAlreadyPlayed,
        ),
        (
            g.clone().play(1, 16, 'e', "pe", 2_000),
            ErrorCode::WordNotOnBoard,
        ),
        (
            g.clone().play(1, 16, 'e', "h e", 2_000),
            ErrorCode::WordNotInList,
        ),
        (
            g.clone().play(2, 16, 'e', "he", 2_000),
            ErrorCode::UnknownSeat,
        ),
        (
            g.clone().play(1, 16, 'e', "he", 999),
            ErrorCode::TimeWentBackwards,
        ),
        (g.clone().accept_draw(1, 2_000), ErrorCode::NoDrawOffer),
        (g.clone().decline_draw(0, 2_000), ErrorCode::NoDrawOffer),
    ];
    for (i, (r, want)) in cases.into_iter().enumerate() {
        assert_eq!(code(r), want, "case {i}");
    }
    // Sheep is spent from the start.
    let mut s = humans(1);
    assert_eq!(
        code(s.play(0, 15, 's', "sheep", 10)),
        ErrorCode::WordAlreadyPlayed
    );
    // Both a path and a word, or neither, through the JSON surface.
    let mut any = AnyGame::Duel(g.clone());
    for json in [
        r#"{"action":"play","seat":1,"cell":16,"letter":"e","path":[11,16],"word":"he"}"#,
        r#"{"action":"play","seat":1,"cell":16,"letter":"e"}"#,
    ] {
        assert_eq!(
            code(any.act_json(json, 2_000)),
            ErrorCode::InvalidArgument,
            "{json}"
        );
    }
    assert_eq!(
        code(any.act_json(r#"{"action":"castle","seat":1}"#, 2_000)),
        ErrorCode::UnknownAction
    );
    assert_eq!(g.snapshot(), snap, "a refusal changed the game");
    // The same move, accepted, through the JSON surface.
    any.act_json(
        r#"{"action":"play","seat":1,"cell":16,"letter":"e","path":[11,16]}"#,
        2_000,
    )
    .unwrap();
    assert!(any
        .view_json(None)
        .unwrap()
        .contains(r#""played":["sheep","ha","he"]"#));
}

#[test]
fn clocks_run_only_on_the_movers_turn_and_a_late_move_is_refused() {
    let mut c = Config::new(vec![SeatKind::Human; 2], 1);
    c.clock_ms = 10_000;
    let mut g = Game::new(c, 0).unwrap();
    g.play(0, 6, 'a', "ha", 4_000).unwrap(); // seat 0 has 6 000 left
    g.play(1, 16, 'e', "he", 9_999).unwrap(); // seat 1 spent 5 999: 4 001 left
    assert_eq!(g.clocks_ms(), [6_000, 4_001]);
    // Seat 0's time is gone at 9 999 + 6 000 = 15 999: a move then is late.
    let mut late = g.clone();
    assert_eq!(code(late.play(0, 7, 't', "hat", 15_999)), ErrorCode::TimeUp);
    // ...and the other seat is told the game is over.
    assert_eq!(code(late.clone().resign(1, 16_000)), ErrorCode::GameOver);
    // One millisecond earlier it counts.
    g.play(0, 7, 't', "hat", 15_998).unwrap();
    // advance alone ends the game when the mover's time runs out, whatever
    // the score: seat 1 (behind) times out at 15 998 + 4 001.
    let ev = g.advance(20_000).unwrap();
    assert_eq!(
        ev,
        vec![Event::GameOver {
            at_ms: 19_999,
            reason: EndReason::Timeout,
            winner: Some(0)
        }]
    );
    assert_eq!(g.clocks_ms(), [1, 0]);
    assert_eq!(duel_replay(&g), g.result_json().unwrap());
}

#[test]
fn a_timeout_loses_even_when_ahead() {
    let mut c = Config::new(vec![SeatKind::Human; 2], 1);
    c.clock_ms = 10_000;
    let mut g = Game::new(c, 0).unwrap();
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    g.play(1, 16, 'e', "he", 2_000).unwrap();
    g.play(0, 7, 't', "hat", 3_000).unwrap(); // seat 0 leads 5-2
    g.play(1, 21, 'y', "hey", 4_000).unwrap(); // h11 e16 y21: 5-5
    g.advance(100_000).unwrap(); // seat 0 had 8 000 left at 4 000
    let r = g.result().unwrap();
    assert_eq!(
        (r.reason, r.winner, r.ended_at_ms),
        (EndReason::Timeout, Some(1), 12_000)
    );
}

#[test]
fn draw_offers_lapse_decline_and_accept_with_refunds() {
    let mut g = staked(1_000);
    g.offer_draw(0, 100).unwrap();
    assert_eq!(
        code(g.clone().offer_draw(0, 200)),
        ErrorCode::DrawAlreadyOffered
    );
    assert_eq!(
        code(g.clone().offer_draw(1, 200)),
        ErrorCode::DrawAlreadyOffered
    );
    assert_eq!(code(g.clone().accept_draw(0, 200)), ErrorCode::NoDrawOffer);
    g.play(0, 6, 'a', "ha", 1_000).unwrap(); // the offerer moving keeps it open
    assert_eq!(g.draw_offer(), Some(0));
    // Seat 1 moves: seat 0's offer lapses.
    let ev = g.play(1, 16, 'e', "he", 2_000).unwrap();
    assert!(matches!(
        ev.last(),
        Some(Event::DrawLapsed {
            seat: 0,
            at_ms: 2_000
        })
    ));
    assert_eq!(g.draw_offer(), None);
    // Off-turn offer, declined.
    g.offer_draw(1, 2_500).unwrap();
    g.decline_draw(0, 2_600).unwrap();
    assert_eq!(g.draw_offer(), None);
    // Offered again and accepted: both stakes back.
    g.offer_draw(1, 3_000).unwrap();
    let ev = g.accept_draw(0, 3_100).unwrap();
    assert!(matches!(
        ev.as_slice(),
        [Event::GameOver {
            reason: EndReason::Agreement,
            winner: None,
            ..
        }]
    ));
    let r = g.result().unwrap();
    assert!(r.draw);
    assert_eq!(
        r.settlement,
        Some(Settlement {
            stake: 1_000,
            pot: 2_000,
            payout: 0,
            fee: 0,
            refund: 1_000
        })
    );
    assert_eq!(duel_replay(&g), g.result_json().unwrap());
}

#[test]
fn stakes_and_configs() {
    let mut g = staked(333);
    g.resign(0, 10).unwrap();
    assert_eq!(
        g.result().unwrap().settlement,
        Some(Settlement {
            stake: 333,
            pot: 666,
            payout: 600,
            fee: 66,
            refund: 0
        })
    );
    for json in [
        r#"{"seats":["human","human"],"seed":1,"stake":9223372036854775808}"#,
        r#"{"seats":["human"],"seed":1}"#,
        r#"{"seats":["human","human"],"seed":1,"start_word":"zzzzz"}"#,
        r#"{"seats":["human","human"],"seed":1,"start_word":"shee"}"#,
        r#"{"seats":["human","human"],"seed":1,"stake":5,"clock_ms":1000}"#,
        r#"{"seats":["human","human"],"seed":1,"clock_ms":0}"#,
    ] {
        let r = AnyGame::new(&format!(r#"{{"game":"duel",{}"#, &json[1..]), None, 0);
        assert_eq!(code(r), ErrorCode::InvalidConfig, "{json}");
    }
    assert_eq!(
        code(AnyGame::new(
            r#"{"game":"duel","seats":["human","bot:genius"],"seed":1}"#,
            None,
            0
        )),
        ErrorCode::InvalidJson
    );
    // Stakes are between two people: any bot seat, any level, either seat,
    // refused with a clear error through JSON and the typed call alike.
    for seats in [
        r#"["human","bot:easy"]"#,
        r#"["bot:medium","human"]"#,
        r#"["human","bot:hard"]"#,
        r#"["bot:hard","bot:easy"]"#,
    ] {
        let json = format!(r#"{{"game":"duel","seats":{seats},"seed":1,"stake":100}}"#);
        let e = AnyGame::new(&json, None, 0).unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidConfig, "{seats}");
        assert!(e.message().contains("practice"), "{}", e.message());
        assert_eq!(
            code(Config::from_json(&json)),
            ErrorCode::InvalidConfig,
            "{seats}"
        );
        // Practice against the same bots is fine.
        let free = format!(r#"{{"game":"duel","seats":{seats},"seed":1,"stake":0}}"#);
        assert!(AnyGame::new(&free, None, 0).is_ok(), "{seats}");
    }
    let mut c = Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Hard)], 1);
    c.stake = 100;
    assert_eq!(code(Game::new(c, 0)), ErrorCode::InvalidConfig);
    // The start word in any case: a match from SHEEP however it is written.
    for start in ["sheep", "Sheep", "SHEEP", " sHeEp "] {
        let mut c = Config::new(vec![SeatKind::Human; 2], 1);
        c.stake = 100;
        c.start_word = start.into();
        assert!(c.is_standard(), "{start:?}");
        let mut g = Game::new(c, 0).unwrap_or_else(|e| panic!("{start:?}: {e}"));
        assert_eq!(g.board().to_text(), "..........sheep..........");
        assert_eq!(g.played(), ["sheep"]);
        g.resign(0, 5).unwrap();
        assert_eq!(g.result().unwrap().settlement.unwrap().pot, 200);
        let json = format!(
            r#"{{"game":"duel","seats":["human","human"],"seed":1,"stake":100,"start_word":{start:?}}}"#
        );
        assert!(AnyGame::new(&json, None, 0).is_ok(), "{json}");
    }
    // Another start word for analysis.
    let mut c = Config::new(vec![SeatKind::Human; 2], 1);
    c.start_word = "Crane".into();
    let g = Game::new(c, 0).unwrap();
    assert_eq!(g.board().to_text(), "..........crane..........");
}

#[test]
fn bots_play_on_advance_and_never_for_the_host() {
    let mut g = Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Medium)], 9),
        0,
    )
    .unwrap();
    assert_eq!(
        code(g.clone().play(1, 16, 'e', "he", 10)),
        ErrorCode::BotSeat
    );
    assert_eq!(code(g.clone().resign(1, 10)), ErrorCode::BotSeat);
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    let due = g.next_due().unwrap();
    assert!(
        (1_000 + 3_000..=1_000 + 8_000).contains(&due),
        "think time {due}"
    );
    assert!(g.advance(due - 1).unwrap().is_empty());
    let ev = g.advance(due).unwrap();
    assert!(
        matches!(ev.as_slice(), [Event::Move { seat: 1, .. }]),
        "{ev:?}"
    );
    assert_eq!(g.to_move(), Some(0));
    // The same seed plays the same game.
    let mut h = Game::new(
        Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Medium)], 9),
        0,
    )
    .unwrap();
    h.play(0, 6, 'a', "ha", 1_000).unwrap();
    h.advance(due).unwrap();
    assert_eq!(h.snapshot(), g.snapshot());
}

#[test]
fn snapshots_restore_and_damage_is_refused() {
    let mut g = staked(50);
    g.play(0, 6, 'a', "ha", 1_000).unwrap();
    let snap = g.snapshot();
    let mut r = Game::restore(&snap).unwrap();
    assert_eq!(r.snapshot(), snap);
    g.play(1, 16, 'e', "he", 2_000).unwrap();
    r.play(1, 16, 'e', "he", 2_000).unwrap();
    assert_eq!(g.snapshot(), r.snapshot());
    for i in 0..snap.len() {
        let mut b = snap.clone();
        b[i] ^= 0x10;
        assert_eq!(
            code(Game::restore(&b)),
            ErrorCode::InvalidSnapshot,
            "byte {i}"
        );
    }
    // A Word Grid snapshot is not a Wordgrid game.
    let hunt = gridwords::hunt::Game::new(
        gridwords::hunt::Config::new(vec![gridwords::hunt::SeatKind::Human; 2], 1),
        0,
    )
    .unwrap();
    assert_eq!(code(Game::restore(&hunt.snapshot())), ErrorCode::WrongGame);
    assert!(matches!(
        AnyGame::restore(&snap, None).unwrap(),
        AnyGame::Duel(_)
    ));
}

#[test]
fn analysis_helpers() {
    let b = duel::Board::start("sheep").unwrap();
    let played = vec!["sheep".to_string()];
    let moves = duel::legal_moves(&b, &played, Lexicon::embedded());
    assert!(moves
        .iter()
        .any(|m| m.cell == 6 && m.letter == 'a' && m.word == "ha" && m.path == [11, 6]));
    assert!(moves.iter().all(|m| m.word != "sheep"));
    let best = duel::best_moves(&b, &played, 5, Lexicon::embedded());
    assert_eq!(best.len(), 5);
    assert!(best.windows(2).all(|w| {
        i64::from(w[0].points) - i64::from(w[0].reply)
            >= i64::from(w[1].points) - i64::from(w[1].reply)
    }));
    assert_eq!(
        duel::find_path(&b.with(6, b'a'), 6, b"ha"),
        Some(vec![11, 6])
    );
}

// ----- properties -----------------------------------------------------------------

#[derive(Clone, Debug)]
enum Op {
    Play(usize),
    Junk(usize, usize, char),
    Offer(usize),
    Accept(usize),
    Decline(usize),
    Resign(usize),
    Advance,
}

fn op() -> impl Strategy<Value = (Op, u64)> {
    (
        prop_oneof![
            12 => (0usize..400).prop_map(Op::Play),
            2 => (0usize..30, 0usize..2, prop::char::range('0', 'z')).prop_map(|(c, s, l)| Op::Junk(c, s, l)),
            1 => (0usize..2).prop_map(Op::Offer),
            1 => (0usize..2).prop_map(Op::Accept),
            1 => (0usize..2).prop_map(Op::Decline),
            1 => (0usize..40).prop_map(Op::Resign),
            2 => Just(Op::Advance),
        ],
        prop_oneof![8 => 0u64..20_000, 1 => 0u64..200_000],
    )
}

fn seats() -> impl Strategy<Value = Vec<SeatKind>> {
    prop_oneof![
        Just(vec![SeatKind::Human; 2]),
        Just(vec![SeatKind::Human, SeatKind::Bot(Level::Easy)]),
        Just(vec![SeatKind::Bot(Level::Medium), SeatKind::Human]),
    ]
}

fn apply(g: &mut Game, op: &Op, at: u64) -> gridwords::Result<Vec<Event>> {
    let seat = g.to_move().unwrap_or(0);
    match *op {
        Op::Play(i) => {
            let moves = duel::legal_moves(&g.board(), g.played(), Lexicon::embedded());
            if moves.is_empty() {
                return g.advance(at);
            }
            let m = &moves[i % moves.len()];
            g.play(seat, m.cell as usize, m.letter, &m.word, at)
        }
        Op::Junk(c, s, l) => g.play(s, c, l, "zq", at),
        Op::Offer(s) => g.offer_draw(s, at),
        Op::Accept(s) => g.accept_draw(s, at),
        Op::Decline(s) => g.decline_draw(s, at),
        Op::Resign(s) if s < 2 => g.resign(s, at),
        Op::Resign(_) | Op::Advance => g.advance(at),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random action sequences: refusals change nothing, a twin restored
    /// from a snapshot plays on identically, replay reproduces the game,
    /// payout + fee = pot.
    #[test]
    fn replay_snapshot_and_settlement_hold(seats in seats(), seed in 0u64..1000, stake in prop_oneof![Just(0u64), 1u64..1_000_000], ops in prop::collection::vec(op(), 1..40)) {
        let mut c = Config::new(seats, seed);
        // Stakes are for two people: a staked bot game is refused.
        c.stake = stake;
        if c.has_bot() && stake > 0 {
            prop_assert_eq!(code(Game::new(c.clone(), 0)), ErrorCode::InvalidConfig);
            c.stake = 0;
        }
        let stake = c.stake;
        let mut g = Game::new(c, 0).unwrap();
        let mut twin = Game::restore(&g.snapshot()).unwrap();
        let mut at = 0;
        for (i, (op, dt)) in ops.iter().enumerate() {
            at += dt;
            let before = g.snapshot();
            let r = apply(&mut g, op, at);
            // The same call, the same answer: the same events or error.
            let rt = apply(&mut twin, op, at);
            prop_assert_eq!(&rt, &r);
            if r.is_err() {
                prop_assert_eq!(g.snapshot(), before);
            }
            prop_assert_eq!(g.snapshot(), twin.snapshot());
            if i % 3 == 0 {
                twin = Game::restore(&g.snapshot()).unwrap();
            }
            if g.is_over() { break; }
        }
        g.advance(at + 2_000_000).unwrap();
        prop_assert!(g.is_over());
        let r = g.result().unwrap();
        if let Some(s) = r.settlement {
            if r.draw {
                prop_assert_eq!((s.payout, s.fee, s.refund), (0, 0, s.stake));
            } else {
                prop_assert_eq!(s.payout + s.fee, s.pot);
                prop_assert_eq!(s.pot, 2 * s.stake);
            }
        } else {
            prop_assert_eq!(stake, 0);
        }
        prop_assert_eq!(duel_replay(&g), g.result_json().unwrap());
    }
}

/// An analysis increment: each accepted move adds `increment_ms` to the
/// mover's clock after its time is taken off; the timeout follows it, the
/// game is practice (a stake with it is refused), and it replays and
/// snapshots exactly.
#[test]
fn an_increment_is_added_after_each_move() {
    let mut c = Config::new(vec![SeatKind::Human, SeatKind::Human], 1);
    c.clock_ms = 10_000;
    c.increment_ms = 2_000;
    assert!(!c.is_standard());
    let mut g = Game::new(c.clone(), 0).unwrap();
    g.play(0, 6, 'a', "ha", 3_000).unwrap();
    assert_eq!(g.clocks_ms(), [9_000, 10_000]);
    g.play_path(1, 18, 't', &[14, 13, 18], 4_000).unwrap();
    assert_eq!(g.clocks_ms(), [9_000, 11_000]);
    // Seat 0's time now runs out at 4 000 + 9 000, not 4 000 + 7 000.
    assert_eq!(g.next_due(), Some(13_000));
    let snap = Game::restore(&g.snapshot()).unwrap();
    assert_eq!(snap.clocks_ms(), g.clocks_ms());
    g.advance(13_000).unwrap();
    let r = g.result().unwrap();
    assert_eq!((r.reason, r.winner), (EndReason::Timeout, Some(1)));
    assert_eq!(
        AnyGame::replay_json(&g.log_json(), None).unwrap(),
        g.result_json().unwrap()
    );
    // A stake needs a match's clock: no increment.
    c.stake = 100;
    let e = Game::new(c, 0).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidConfig);
    assert_eq!(
        e.message(),
        "a game with a stake is a match: start_word, clock_ms and increment_ms at their defaults"
    );
}
