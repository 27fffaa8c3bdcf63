//! What every fuzz target checks after each call: the game's invariants,
//! that a refused call changed nothing, and that replaying the log so far
//! gives the live game back. A broken invariant panics (libFuzzer reports
//! it as a crash and keeps the input).

use gridwords::{AnyGame, Error, ErrorCode};
use serde_json::Value;

/// Parses JSON the engine produced; it must always be valid.
pub fn json(s: &str) -> Value {
    match serde_json::from_str(s) {
        Ok(v) => v,
        Err(e) => panic!("the engine produced invalid JSON ({e}): {s}"),
    }
}

fn u(v: &Value) -> u64 {
    v.as_u64()
        .unwrap_or_else(|| panic!("not an unsigned integer: {v}"))
}

/// An error must carry a stable code and a non-empty message.
pub fn check_error(e: &Error) {
    let code: ErrorCode = e.code();
    assert!(!code.name().is_empty(), "error without a code: {e:?}");
    assert!(!e.message().is_empty(), "error without a message: {e:?}");
}

/// What a refused call may not change.
#[derive(Debug, PartialEq, Eq)]
pub struct Fingerprint {
    snapshot: Vec<u8>,
    log: String,
    clock_ms: u64,
}

/// The game's full state, to compare before and after a refused call.
pub fn fingerprint(g: &AnyGame) -> Fingerprint {
    Fingerprint {
        snapshot: g.snapshot(),
        log: g.log_json(),
        clock_ms: g.clock_ms(),
    }
}

/// Scores are the sum of their parts; payout + fee = pot; every solo cell is
/// Free, Frozen or Fixed, and the counts match the move records.
pub fn check_result(game: &str, r: &Value) {
    match game {
        "hunt" => {
            for s in r["seats"].as_array().expect("hunt result seats") {
                let finished = s["status"] == "finished";
                let sum: u64 = s["words"]
                    .as_array()
                    .expect("seat words")
                    .iter()
                    .filter(|w| w["cancelled"] == false)
                    .map(|w| u(&w["points"]))
                    .sum();
                let want = if finished { sum } else { 0 };
                assert_eq!(
                    u(&s["score"]),
                    want,
                    "hunt seat score is not its words: {s}"
                );
            }
        }
        "duel" => {
            let scores = r["scores"].as_array().expect("duel scores");
            let mut sums = [0u64; 2];
            for m in r["moves"].as_array().expect("duel moves") {
                let seat = u(&m["seat"]) as usize;
                assert!(seat < 2, "duel move by seat {seat}");
                assert_eq!(
                    u(&m["points"]),
                    m["word"].as_str().expect("word").len() as u64,
                    "a duel move scores its word's length: {m}"
                );
                sums[seat] += u(&m["points"]);
            }
            assert_eq!(u(&scores[0]), sums[0], "duel score 0: {r}");
            assert_eq!(u(&scores[1]), sums[1], "duel score 1: {r}");
            let st = &r["settlement"];
            if !st.is_null() {
                let (stake, pot) = (u(&st["stake"]), u(&st["pot"]));
                let (payout, fee, refund) = (u(&st["payout"]), u(&st["fee"]), u(&st["refund"]));
                assert_eq!(pot, stake * 2, "pot is both stakes: {st}");
                if r["draw"] == true {
                    assert_eq!((payout, fee, refund), (0, 0, stake), "a draw refunds: {st}");
                } else {
                    assert_eq!(payout + fee, pot, "payout + fee = pot: {st}");
                    assert_eq!(refund, 0, "no refund without a draw: {st}");
                }
            }
        }
        "solo" => check_solo(r),
        other => panic!("unknown game {other}"),
    }
}

/// Solo: the score is the sum of the moves' points; Free + Frozen + Fixed =
/// 100, with Frozen and Fixed the cells the moves froze and fixed.
pub fn check_solo(v: &Value) {
    let cells = v["cells"].as_array().expect("solo cells");
    assert_eq!(cells.len(), 100, "a solo field has 100 cells");
    let (mut free, mut frozen, mut fixed) = (0, 0, 0);
    for c in cells {
        match c.as_str().expect("cell state") {
            "free" => free += 1,
            "across" | "down" | "both" => frozen += 1,
            "fixed" => fixed += 1,
            other => panic!("unknown cell state {other}"),
        }
    }
    assert_eq!(free + frozen + fixed, 100);
    let mut froze = std::collections::BTreeSet::new();
    let mut fixes = std::collections::BTreeSet::new();
    let mut points = 0;
    let moves = v["moves"].as_array().cloned().unwrap_or_default();
    for m in &moves {
        let res = m;
        for c in res["frozen"].as_array().expect("frozen") {
            froze.insert(u(c));
        }
        for c in res["fixed"].as_array().expect("fixed") {
            fixes.insert(u(c));
        }
        points += u(&res["points"]);
    }
    if v.get("moves").is_some_and(Value::is_array) {
        assert_eq!(u(&v["score"]), points, "solo score is its moves' points");
        assert_eq!(
            frozen,
            froze.len(),
            "frozen cells are the moves' frozen cells"
        );
        assert_eq!(fixed, fixes.len(), "fixed cells are the moves' fixed cells");
    }
}

/// The invariants that hold after every call, live or over.
pub fn check_game(g: &AnyGame) {
    let game = g.game();
    let n = g.seat_count();
    for viewer in (0..n).map(Some).chain([None]) {
        let view = json(&g.view_json(viewer).expect("a view of a seat of the game"));
        match game {
            "duel" => {
                let mut sums = [0u64; 2];
                for m in view["moves"].as_array().expect("duel view moves") {
                    sums[u(&m["seat"]) as usize] += u(&m["points"]);
                }
                assert_eq!(u(&view["scores"][0]), sums[0], "duel view score 0");
                assert_eq!(u(&view["scores"][1]), sums[1], "duel view score 1");
            }
            "solo" => {
                let cells = view["cells"].as_array().expect("solo view cells");
                assert_eq!(cells.len(), 100);
            }
            _ => {
                if let Some(me) = viewer {
                    let own = &view["you"];
                    assert_eq!(u(&own["seat"]), me as u64);
                    let words = own["words"].as_array().expect("own words");
                    assert_eq!(
                        words.len() as u64,
                        u(&view["seats"][me]["words"]),
                        "own words = the public count"
                    );
                    if let Some(tray) = view["tray"].as_str() {
                        let tray = tray.as_bytes();
                        for w in words {
                            let word = w["word"].as_str().expect("word");
                            let path: Vec<u8> = w["path"]
                                .as_array()
                                .expect("path")
                                .iter()
                                .map(|c| tray[u(c) as usize])
                                .collect();
                            assert_eq!(word.as_bytes(), &path[..], "a word's path spells it");
                            assert!(g.lexicon().contains(word), "accepted non-word {word}");
                        }
                    }
                } else {
                    assert!(view["you"].is_null(), "spectators have no own record");
                }
            }
        }
    }
    if let Some(r) = g.result_json() {
        assert!(g.is_over());
        check_result(game, &json(&r));
    } else {
        assert!(!g.is_over());
    }
}

/// Replaying the log so far gives the live game back: the same log, views
/// and result (and `replay_json` answers the result once over).
pub fn check_replay(g: &AnyGame) {
    let log = g.log_json();
    let back = match AnyGame::from_log_json(&log, None) {
        Ok(b) => b,
        Err(e) => panic!("the game's own log does not replay: {e:?}\n{log}"),
    };
    assert_eq!(back.log_json(), log, "the replayed log differs");
    assert_eq!(
        back.result_json(),
        g.result_json(),
        "the replayed result differs"
    );
    for viewer in (0..g.seat_count()).map(Some).chain([None]) {
        assert_eq!(
            back.view_json(viewer).ok(),
            g.view_json(viewer).ok(),
            "the replayed view for {viewer:?} differs"
        );
    }
    match (AnyGame::replay_json(&log, None), g.result_json()) {
        (Ok(r), Some(want)) => {
            assert_eq!(r, want, "replay_json differs from the live result");
            assert_eq!(AnyGame::verify_json(&log, &r, None).ok(), Some(true));
        }
        (Err(e), None) => check_error(&e),
        (got, want) => panic!("replay_json {got:?} but the live result is {want:?}"),
    }
    // A snapshot restores to the same game.
    let snap = g.snapshot();
    let restored = AnyGame::restore(&snap, None).expect("the game's own snapshot restores");
    assert_eq!(restored.snapshot(), snap, "snapshot round trip");
    assert_eq!(restored.log_json(), log, "restored log differs");
}

/// Applies one call's outcome: on success the invariants hold; on refusal
/// the error is typed and the game is unchanged.
pub fn after_call<T>(g: &AnyGame, before: &Fingerprint, outcome: &gridwords::Result<T>) {
    match outcome {
        Ok(_) => check_game(g),
        Err(e) => {
            check_error(e);
            assert_eq!(
                &fingerprint(g),
                before,
                "a refused call changed the game: {e:?}"
            );
        }
    }
}

thread_local! {
    static IN_LEXICON_CHECK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` (a call that opens lexicon bytes) with the one panic the core
/// expects: `Lexicon::from_bytes` walks a foreign blob under
/// `catch_unwind` (core/src/lexicon/mod.rs, `open_validated`) because the
/// `fst` crate indexes out of bounds on some malformed blobs; the core turns
/// that panic into `LEXICON_CORRUPT`. libFuzzer's panic hook aborts on every
/// panic, caught or not, so this hook lets exactly those through: panics
/// raised inside the `fst` crate during `f`. Any other panic still aborts.
pub fn opening_lexicon<T>(f: impl FnOnce() -> T) -> T {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let fuzzer_hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let in_fst = info
                .location()
                .is_some_and(|l| l.file().contains("/fst-0."));
            if !(in_fst && IN_LEXICON_CHECK.with(|c| c.get())) {
                fuzzer_hook(info);
            }
        }));
    });
    IN_LEXICON_CHECK.with(|c| c.set(true));
    let out = f();
    IN_LEXICON_CHECK.with(|c| c.set(false));
    out
}
