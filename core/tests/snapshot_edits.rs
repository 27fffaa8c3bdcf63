//! Snapshots that agree with their game (issue 41): a snapshot edited in
//! one byte, its checksum recomputed, either is refused or restores into a
//! game that is exactly what its own record replays to by the rules. The
//! edits run over every byte of a staked, finished Wordgrid game between two
//! people, a Word Grid round against the bot with words and a miss, and
//! Sóló games mid-way and finished; none may restore with a false result.

use gridwords::AnyGame;

/// The replacement bytes tried at each position.
fn edits(b: u8) -> [u8; 4] {
    [b ^ 0x01, b ^ 0x80, b.wrapping_add(1), b.wrapping_sub(1)]
}

fn with_crc(mut bytes: Vec<u8>) -> Vec<u8> {
    let n = bytes.len() - 4;
    let crc = crc32fast::hash(&bytes[..n]);
    bytes[n..].copy_from_slice(&crc.to_le_bytes());
    bytes
}

/// Every view, the result and the log of `g`.
fn seen(g: &AnyGame) -> Vec<Option<String>> {
    let mut out: Vec<Option<String>> = (0..g.seat_count())
        .map(|s| g.view_json(Some(s)).ok())
        .collect();
    out.push(g.view_json(None).ok());
    out.push(g.result_json());
    out.push(Some(g.log_json()));
    out
}

/// Edits every byte of `g`'s snapshot; returns (tried, restored).
fn fuzz(name: &str, g: &AnyGame) -> (usize, usize) {
    let snap = g.snapshot();
    let truth = g.result_json();
    let (mut tried, mut restored, mut changed, mut false_results) = (0, 0, 0, 0);
    for at in 0..snap.len() - 4 {
        for b in edits(snap[at]) {
            let mut bytes = snap.clone();
            bytes[at] = b;
            let bytes = with_crc(bytes);
            tried += 1;
            let Ok(r) = AnyGame::restore(&bytes, None) else {
                continue;
            };
            restored += 1;
            // Exactly what its own record replays to by the rules.
            let again = AnyGame::from_log_json(&r.log_json(), None)
                .unwrap_or_else(|e| panic!("{name}: byte {at} = {b:#x} restored; its log: {e}"));
            assert_eq!(seen(&r), seen(&again), "{name}: byte {at} = {b:#x}");
            // A changed result comes only from an edit of the record the
            // snapshot carries (a move's time, a miss's letters, a points
            // table): the true result of that record, as asserted above,
            // which only a seal tells from the original. An edit anywhere
            // else that changed the result would be a false game.
            if r.result_json() != truth {
                changed += 1;
                if r.log_json() == g.log_json() {
                    eprintln!("{name}: byte {at} = {b:#x} changed the result, not the record");
                    false_results += 1;
                }
            }
        }
    }
    eprintln!(
        "{name}: {tried} edits, {} refused, {restored} restored ({changed} with a changed result, \
         each the true result of its edited record)",
        tried - restored
    );
    assert_eq!(false_results, 0, "{name}: restored with a false result");
    (tried, restored)
}

fn any(snapshot: Vec<u8>) -> AnyGame {
    AnyGame::restore(&snapshot, None).unwrap()
}

#[test]
fn no_edit_restores_a_staked_wordgrid_game_with_a_false_result() {
    use gridwords::duel::{best_moves, Config, Game, SeatKind};
    let mut config = Config::new(vec![SeatKind::Human, SeatKind::Human], 7);
    config.stake = 500;
    let mut g = Game::new(config, 0).unwrap();
    let lexicon = gridwords::Lexicon::embedded();
    // Each seat plays its best move until six are made, then seat 1 resigns.
    for i in 0..6u64 {
        let seat = g.to_move().unwrap();
        let best = best_moves(&g.board(), g.played(), 1, lexicon);
        let m = &best[0].mv;
        g.play_path(
            seat,
            m.cell as usize,
            m.letter,
            &m.path.iter().map(|&c| c as usize).collect::<Vec<_>>(),
            1_000 * (i + 1),
        )
        .unwrap();
    }
    g.resign(1, 9_000).unwrap();
    assert!(g.result().is_some());
    let (tried, restored) = fuzz("duel", &any(g.snapshot()));
    assert!(tried > 1_000 && restored < tried, "{tried} {restored}");
}

#[test]
fn no_edit_restores_a_word_grid_round_with_a_false_result() {
    use gridwords::hunt::{solve, Config, Game, SeatKind};
    let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Bot], 42), 0).unwrap();
    g.ready(0, 500).unwrap();
    g.advance(3_500 + 20_000).unwrap();
    let tray = g.tray().unwrap();
    for (i, f) in solve(&tray, gridwords::Lexicon::embedded())
        .into_iter()
        .take(3)
        .enumerate()
    {
        g.submit(0, &f.word, 30_000 + 2_000 * i as u64).unwrap();
    }
    g.submit(0, "qqq", 40_000).unwrap();
    // Mid-round, and after the round (the bot's words and the settlement).
    let mid = any(g.snapshot());
    fuzz("hunt mid-round", &mid);
    g.advance(400_000).unwrap();
    assert!(g.result().is_some());
    fuzz("hunt settled", &any(g.snapshot()));
}

#[test]
fn no_edit_restores_a_solo_game_with_a_false_result() {
    let mut g = gridwords::solo::Game::new(42, 0).unwrap();
    for i in 0..3u64 {
        let best = g.best_swaps(1).remove(0);
        g.swap(best.a, best.b, 1_000 * (i + 1)).unwrap();
    }
    fuzz("solo mid-game", &any(g.snapshot()));
    g.finish(10_000).unwrap();
    fuzz("solo finished", &any(g.snapshot()));
}
