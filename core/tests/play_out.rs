//! `play_out`: a game run to its end with no seat acting, as analysts
//! run bot-only games (issue 20).

use gridwords::AnyGame;

#[test]
fn play_out_runs_a_game_to_its_end_with_no_seat_acting() {
    // Bots against bots: the game their clocks would give.
    let config = r#"{"game":"duel","seats":["bot:medium","bot:easy"],"seed":4}"#;
    let mut a = AnyGame::new(config, None, 0).unwrap();
    let mut b = AnyGame::new(config, None, 0).unwrap();
    let events = a.play_out().unwrap();
    assert!(a.is_over() && !events.is_empty());
    b.advance(100_000_000).unwrap();
    assert_eq!(a.result_json(), b.result_json());
    assert!(a.play_out().unwrap().is_empty(), "over: nothing more");
    // A human who never acts: Word Grid's move deadline, Sóló's clock.
    for config in [
        r#"{"game":"hunt","seats":["human","bot"],"seed":4}"#,
        r#"{"game":"solo","seed":4}"#,
    ] {
        let mut g = AnyGame::new(config, None, 0).unwrap();
        g.play_out().unwrap();
        assert!(g.is_over(), "{config}");
    }
}
