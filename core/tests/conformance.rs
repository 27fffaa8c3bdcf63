//! The engine's contract, written once and run for every game (Word Grid,
//! Wordgrid, Sóló) over random action sequences on random configs:
//!
//! * **refusals change nothing**: a refused call leaves the snapshot bytes,
//!   the log and the clock as they were;
//! * **the clock is honoured**: after every successful call (and a restore)
//!   nothing due is left undone (`next_due` is later than the clock); the
//!   clock alone ends every game, and once over time changes nothing;
//! * **audiences hold**: the events a call returns, filtered with
//!   `Session::visible` for each seat and a spectator, are exactly the
//!   events whose `audience` admits that viewer, in order; a seat-only event
//!   is addressed to a real seat, the one it is about; spectators see only
//!   events for everyone; every event reads back from its JSON;
//! * **snapshot/restore plays on identically**: a twin restored from the
//!   game's snapshot mid-game is sent the same further calls (actions and
//!   advances alike) and answers each exactly as the game does (the same
//!   events JSON, or the same error code and message), with the same
//!   snapshot bytes after every call and the same log and views at the end;
//! * **replay reproduces**: the log, read back from its JSON, is in order
//!   and within the game's time, and replays (by `Log::replay`, by
//!   `AnyGame::from_log_json`, and action by action through
//!   `AnyGame::act_json`) to a game with the same snapshot bytes, mid-game
//!   and once over; once over, the replayed outcome,
//!   `AnyGame::replay_json` and a restored snapshot give the same result
//!   JSON, and `verify` accepts it.
//!
//! Each game supplies only how to make a game from a case number and how to
//! pick a random action for a seat ([`conformance`]); the checks are here
//! once. A failure names the game, the case and the step.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use gridwords::duel::{self, Duel, Level};
use gridwords::engine::{Audience, Log, Rules, Session};
use gridwords::hunt::{self, Hunt, Phase};
use gridwords::rng::GameRng;
use gridwords::solo::{self, Solo, CELLS};
use gridwords::{AnyGame, ErrorCode, Lexicon};
use serde::Serialize;

/// Random calls per game.
const STEPS: usize = 60;

/// One call to a session: a seat's action or the clock moving on.
#[derive(Clone, Debug)]
enum Step<A> {
    Act(usize, A, u64),
    Advance(u64),
}

/// What one call answered, in a form two games' answers compare by: the
/// events as JSON, or the error's code and message.
type Reply = Result<String, (ErrorCode, String)>;

fn call<R: Rules>(g: &mut Session<R>, step: &Step<R::Action>) -> gridwords::Result<Vec<R::Event>> {
    match step {
        Step::Act(seat, action, at) => g.act(*seat, action, *at),
        Step::Advance(at) => g.advance(*at),
    }
}

fn reply<E: Serialize>(r: &gridwords::Result<Vec<E>>) -> Reply {
    match r {
        Ok(events) => Ok(json(events)),
        Err(e) => Err((e.code(), e.message().to_string())),
    }
}

fn json<T: Serialize + ?Sized>(v: &T) -> String {
    serde_json::to_string(v).expect("serialisable")
}

/// Every viewer: each seat, then a spectator.
fn viewers(seats: usize) -> impl Iterator<Item = Option<usize>> {
    (0..seats).map(Some).chain([None])
}

/// A time for the next call: mostly a little later, sometimes much later,
/// often exactly when (or just before) the next thing falls due if that is
/// soon, now and then earlier than the clock (`TIME_WENT_BACKWARDS`).
fn next_time(rng: &mut GameRng, clock: u64, due: Option<u64>) -> u64 {
    let soon = due.filter(|&t| t.saturating_sub(clock) <= 30_000);
    match (rng.below(100), soon) {
        (0..=2, _) => clock.saturating_sub(1 + rng.below(5_000)),
        (3..=8, Some(t)) => t,
        (9..=12, Some(t)) => t.saturating_sub(1).max(clock),
        (..=79, _) => clock + rng.below(2_000),
        (..=96, _) => clock + rng.below(20_000),
        _ => clock + rng.below(120_000),
    }
}

/// The harness: `cases` games made by `make` (from the case number), each
/// sent [`STEPS`] random calls, mostly actions chosen by `random_action`.
/// `GW_CONFORMANCE_CASES=n` runs `n` cases of each game instead, for a
/// longer soak.
fn conformance<R: Rules>(
    cases: u64,
    make: impl Fn(u64) -> Session<R>,
    random_action: impl Fn(&Session<R>, &mut GameRng) -> (usize, R::Action),
) {
    let cases = std::env::var("GW_CONFORMANCE_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(cases);
    for case in 0..cases {
        let mut rng = GameRng::new(case, 0xc0f0);
        let g = make(case);
        play_case(
            g,
            &mut rng,
            &random_action,
            &format!("{} case {case}", R::GAME),
        );
    }
}

fn play_case<R: Rules>(
    mut g: Session<R>,
    rng: &mut GameRng,
    random_action: &impl Fn(&Session<R>, &mut GameRng) -> (usize, R::Action),
    case: &str,
) {
    check_settled_clock(&g, case, "creation");
    let seats = g.seat_count();
    // The first twin is restored within the first half of the game, so it
    // follows many calls; later ones replace it now and then.
    let first_twin = rng.below(STEPS as u64 / 2) as usize;
    let mut twin: Option<Session<R>> = None;
    let mut refused = 0;
    let mut refused_last = false;
    for i in 0..STEPS {
        let at = next_time(rng, g.clock_ms(), g.next_due());
        // Mostly an action; otherwise time passes, more often after a
        // refusal (the clock moves only on success: a game whose bot is
        // thinking would otherwise stall).
        let advance_odds = if refused_last { 50 } else { 15 };
        let step = if rng.below(100) >= advance_odds {
            let (mut seat, action) = random_action(&g, rng);
            if rng.below(40) == 0 {
                seat = seats + rng.below(3) as usize; // UNKNOWN_SEAT
            }
            Step::Act(seat, action, at)
        } else {
            Step::Advance(at)
        };
        let ctx = format!("{case}, step {i}: {step:?}");
        let before = g.snapshot();
        let before_log = g.log_json();
        let before_clock = g.clock_ms();
        let r = call(&mut g, &step);
        refused_last = r.is_err();
        match &r {
            Err(e) => {
                refused += 1;
                assert_eq!(
                    g.snapshot(),
                    before,
                    "{ctx}: refusal {e} changed the snapshot"
                );
                assert_eq!(
                    g.log_json(),
                    before_log,
                    "{ctx}: refusal {e} changed the log"
                );
                assert_eq!(
                    g.clock_ms(),
                    before_clock,
                    "{ctx}: refusal {e} moved the clock"
                );
            }
            Ok(events) => {
                check_settled_clock(&g, &ctx, "the call");
                check_audiences(&g, events, &ctx);
            }
        }
        if let Some(t) = twin.as_mut() {
            let rt = call(t, &step);
            assert_eq!(
                reply(&rt),
                reply(&r),
                "{ctx}: the restored twin answered otherwise"
            );
            assert_eq!(
                t.snapshot(),
                g.snapshot(),
                "{ctx}: the restored twin diverged"
            );
        }
        if i == first_twin || (i > first_twin && rng.below(12) == 0) {
            let snap = g.snapshot();
            let t = Session::<R>::restore_bytes(&snap, None)
                .unwrap_or_else(|e| panic!("{ctx}: its own snapshot does not restore: {e}"));
            assert_eq!(
                t.snapshot(),
                snap,
                "{ctx}: restore then snapshot is not the identity"
            );
            check_settled_clock(&t, &ctx, "restore");
            twin = Some(t);
        }
    }
    assert!(refused < STEPS, "{case}: every call was refused");
    // Whatever state the calls left, the log replays to it.
    check_replay(&g, &format!("{case}, after the calls"));
    // The clock alone ends every game: step to each due time in turn; the
    // twin follows.
    let mut twin = twin.expect("a twin is always restored");
    for n in 0.. {
        let Some(t) = g.next_due() else { break };
        assert!(n < 10_000, "{case}: next_due never settles ({t})");
        let step = Step::Advance(t);
        let ctx = format!("{case}, to the end: {step:?}");
        let r = call(&mut g, &step);
        let events = r.as_ref().unwrap_or_else(|e| panic!("{ctx}: {e}"));
        check_settled_clock(&g, &ctx, "advance");
        check_audiences(&g, events, &ctx);
        assert_eq!(reply(&call(&mut twin, &step)), reply(&r), "{ctx}: twin");
    }
    assert!(
        g.is_over(),
        "{case}: nothing is due, yet the game is not over"
    );
    // Once over, time changes nothing but the clock.
    let result = json(g.outcome().expect("over"));
    let later = g.clock_ms() + 1_000_000;
    assert_eq!(
        reply(&g.advance(later)),
        Ok("[]".into()),
        "{case}: after the end"
    );
    assert_eq!(
        json(g.outcome().unwrap()),
        result,
        "{case}: the result changed after the end"
    );
    assert_eq!(reply(&twin.advance(later)), Ok("[]".into()));
    // The twin ends where the game ends, down to the byte.
    assert_eq!(
        twin.snapshot(),
        g.snapshot(),
        "{case}: the twin's end differs"
    );
    assert_eq!(
        twin.log_json(),
        g.log_json(),
        "{case}: the twin's log differs"
    );
    for v in viewers(g.seat_count()) {
        assert_eq!(
            json(&twin.view_for(v).unwrap()),
            json(&g.view_for(v).unwrap()),
            "{case}: the twin's view for {v:?} differs"
        );
    }
    check_replay(&g, &format!("{case}, over"));
}

/// After a successful call (or a restore) nothing due is left undone.
fn check_settled_clock<R: Rules>(g: &Session<R>, ctx: &str, what: &str) {
    if let Some(t) = g.next_due() {
        assert!(
            t > g.clock_ms(),
            "{ctx}: after {what}, {t} is due but the clock is at {}",
            g.clock_ms()
        );
    }
}

/// The events one call returned, against their audiences.
fn check_audiences<R: Rules>(g: &Session<R>, events: &[R::Event], ctx: &str) {
    let seats = g.seat_count();
    for e in events {
        let text = json(e);
        let back: R::Event = serde_json::from_str(&text)
            .unwrap_or_else(|err| panic!("{ctx}: event {text} does not read back: {err}"));
        assert_eq!(&back, e, "{ctx}: event {text} reads back otherwise");
        if let Audience::Seat(s) = Session::<R>::audience(e) {
            assert!(s < seats, "{ctx}: {text} is for seat {s}, of {seats}");
            // A seat's own event goes to the seat it is about.
            if let Some(about) = serde_json::to_value(e).unwrap().get("seat") {
                assert_eq!(about, s, "{ctx}: {text} is shown to seat {s}");
            }
        }
    }
    for v in viewers(seats) {
        let shown = Session::<R>::visible(events, v);
        for e in &shown {
            assert!(
                Session::<R>::audience(e).admits(v),
                "{ctx}: {} shown to {v:?}, outside its audience",
                json(e)
            );
        }
        // ... and nothing the viewer may see is dropped or reordered.
        let admitted: Vec<&R::Event> = events
            .iter()
            .filter(|e| Session::<R>::audience(e).admits(v))
            .collect();
        assert_eq!(
            shown.iter().collect::<Vec<_>>(),
            admitted,
            "{ctx}: what {v:?} sees"
        );
        // Spectators see exactly what everyone may see.
        if v.is_none() {
            assert!(shown
                .iter()
                .all(|e| Session::<R>::audience(e) == Audience::Everyone));
        }
    }
}

/// The log replays to this very game; once over, every way of asking for
/// the result agrees.
fn check_replay<R: Rules>(g: &Session<R>, ctx: &str) {
    let text = g.log_json();
    // Which game a record holds is read without replaying or restoring it.
    assert_eq!(gridwords::AnyGame::game_of_log(&text).unwrap(), R::GAME);
    assert_eq!(
        gridwords::AnyGame::game_of_snapshot(&g.snapshot()).unwrap(),
        R::GAME
    );
    let log = Log::<R>::from_json(&text).unwrap_or_else(|e| panic!("{ctx}: log: {e}"));
    assert_eq!(
        log.to_json(),
        text,
        "{ctx}: the log does not read back as written"
    );
    // The record itself: actions in order, within the game's time.
    assert_eq!(log.created_ms, g.created_ms());
    assert_eq!(log.until_ms, g.clock_ms());
    for w in log.actions.windows(2) {
        assert!(w[0].seq < w[1].seq, "{ctx}: seq out of order\n{text}");
        assert!(w[0].at_ms <= w[1].at_ms, "{ctx}: time out of order\n{text}");
    }
    for a in &log.actions {
        assert!(a.seat < g.seat_count(), "{ctx}: seat {}\n{text}", a.seat);
        assert!(
            (log.created_ms..=log.until_ms).contains(&a.at_ms),
            "{ctx}: an action at {} outside the game\n{text}",
            a.at_ms
        );
    }
    let again = log
        .replay(g.lexicon())
        .unwrap_or_else(|e| panic!("{ctx}: replay: {e}\n{text}"));
    assert_eq!(
        again.log_json(),
        text,
        "{ctx}: the replayed game's log differs"
    );
    assert_eq!(
        again.snapshot(),
        g.snapshot(),
        "{ctx}: the replayed game differs\n{text}"
    );
    let any = AnyGame::from_log_json(&text, None).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(
        any.snapshot(),
        g.snapshot(),
        "{ctx}: AnyGame::from_log_json differs"
    );
    // Each logged action, minus its `seq` and `at_ms`, is what the JSON
    // surface takes: played through `AnyGame` it makes the same game (the
    // bots' logged moves are theirs: they make them again by themselves).
    let mut config = serde_json::to_value(g.config()).unwrap();
    config["game"] = R::GAME.into();
    let mut any = AnyGame::new(&config.to_string(), None, g.created_ms())
        .unwrap_or_else(|e| panic!("{ctx}: {config}: {e}"));
    for a in log.actions.iter().filter(|a| !g.rules().bot_logged(a.seat)) {
        let mut action = serde_json::to_value(a).unwrap();
        let fields = action.as_object_mut().unwrap();
        fields.remove("seq");
        fields.remove("at_ms");
        any.act_json(&action.to_string(), a.at_ms)
            .unwrap_or_else(|e| panic!("{ctx}: {action} at {}: {e}", a.at_ms));
    }
    any.advance(log.until_ms).unwrap();
    assert_eq!(
        any.snapshot(),
        g.snapshot(),
        "{ctx}: the logged actions through the JSON surface make another game"
    );
    match g.outcome() {
        None => {
            assert!(again.outcome().is_none());
            let e = AnyGame::replay_json(&text, None).unwrap_err();
            assert_eq!(e.code(), ErrorCode::InvalidLog, "{ctx}: {e}");
        }
        Some(outcome) => {
            let result = json(outcome);
            assert_eq!(
                again.outcome().map(json),
                Some(result.clone()),
                "{ctx}: replayed result"
            );
            assert_eq!(
                AnyGame::replay_json(&text, None).unwrap_or_else(|e| panic!("{ctx}: {e}")),
                result,
                "{ctx}: AnyGame::replay_json"
            );
            assert!(log.verify(g.lexicon(), outcome).unwrap(), "{ctx}: verify");
            assert!(
                AnyGame::verify_json(&text, &result, None).unwrap(),
                "{ctx}: verify_json"
            );
            let restored = Session::<R>::restore_bytes(&g.snapshot(), None).unwrap();
            assert_eq!(
                restored.outcome().map(json),
                Some(result),
                "{ctx}: restored result"
            );
        }
    }
}

// ----- the games ------------------------------------------------------------

fn pick<T: Clone>(rng: &mut GameRng, items: &[T]) -> T {
    items[rng.below(items.len() as u64) as usize].clone()
}

/// A creation time: the epoch, a little after, or a real host clock.
fn created_ms(rng: &mut GameRng) -> u64 {
    pick(rng, &[0, 1_000, 1_700_000_000_000])
}

#[test]
fn word_grid_conforms() {
    use hunt::{Action, Config, SeatKind};
    use SeatKind::{Bot, Human};
    // The words of each seed's tray, solved once.
    let words: RefCell<HashMap<u64, Rc<Vec<String>>>> = RefCell::default();
    conformance::<Hunt>(
        100,
        |case| {
            let mut rng = GameRng::new(case, 1);
            let seats = pick(
                &mut rng,
                &[
                    vec![Human, Bot],
                    vec![Bot, Human],
                    vec![Human; 2],
                    vec![Human; 3],
                    vec![Human; 4],
                ],
            );
            let seed = rng.below(1 << 20);
            let at = created_ms(&mut rng);
            Session::create(Config::new(seats, seed), Lexicon::embedded(), at).unwrap()
        },
        |g, rng| {
            let seed = g.config().seed;
            let list = words
                .borrow_mut()
                .entry(seed)
                .or_insert_with(|| {
                    let tray = hunt::deal(seed);
                    Rc::new(
                        hunt::solve(&tray, g.lexicon())
                            .into_iter()
                            .map(|f| f.word)
                            .collect(),
                    )
                })
                .clone();
            // Mostly a human seat; now and then the bot's (`BOT_SEAT`).
            let seats = &g.config().seats;
            let humans: Vec<usize> = (0..seats.len()).filter(|&s| seats[s] == Human).collect();
            let seat = if rng.below(10) == 0 {
                rng.below(seats.len() as u64) as usize
            } else {
                pick(rng, &humans)
            };
            let ready_odds = if g.phase() == Phase::Waiting { 60 } else { 5 };
            let roll = rng.below(100);
            let action = if roll < ready_odds {
                Action::Ready
            } else if roll < 99 && !list.is_empty() && rng.below(8) != 0 {
                Action::Submit {
                    word: pick(rng, &list),
                }
            } else if roll < 99 {
                // Misses and refusals: too short, not a word, folding,
                // control characters, too long.
                let junk = [
                    "", "  ", "qi", "zzz", "xqzv", " ToNe ", "İİİ", "ca\u{7}t", "\u{301}a",
                ];
                let word = match rng.below(10) {
                    0 => "a".repeat(70),
                    // Any characters at all.
                    1..=3 => (0..rng.below(13))
                        .filter_map(|_| char::from_u32(rng.below(0x11_0000) as u32))
                        .collect(),
                    _ => pick(rng, &junk).to_string(),
                };
                Action::Submit { word }
            } else {
                Action::Resign
            };
            (seat, action)
        },
    );
}

#[test]
fn wordgrid_conforms() {
    use duel::{Action, Config, SeatKind};
    use SeatKind::{Bot, Human};
    conformance::<Duel>(
        80,
        |case| {
            let mut rng = GameRng::new(case, 1);
            // Not the hard bot: its look-ahead takes seconds a move in a debug
            // build (duel_bots.rs plays it).
            let level = pick(&mut rng, &[Level::Easy, Level::Medium]);
            let seats = match rng.below(8) {
                0..=3 => vec![Human, Human],
                4..=5 => vec![Human, Bot(level)],
                6 => vec![Bot(level), Human],
                _ => vec![Bot(Level::Easy), Bot(level)],
            };
            let mut c = Config::new(seats, rng.below(1 << 20));
            let at = created_ms(&mut rng);
            if c.has_bot() {
                // Stakes are between two people: a staked bot game is
                // refused; practice against the same bots is not.
                let mut staked = c.clone();
                staked.stake = 1 + rng.below(1_000_000);
                let e = Session::<Duel>::create(staked, Lexicon::embedded(), at).unwrap_err();
                assert_eq!(e.code(), ErrorCode::InvalidConfig);
            } else {
                match rng.below(4) {
                    0 | 1 => c.stake = 1 + rng.below(1_000_000),
                    2 => c.clock_ms = 5_000 + rng.below(60_000),
                    _ => {}
                }
            }
            if c.stake == 0 && rng.below(6) == 0 {
                c.start_word = pick(&mut rng, &["crane", "Stone", " PLAIN "]).into();
            }
            Session::create(c, Lexicon::embedded(), at).unwrap()
        },
        |g, rng| {
            // Mostly the seat to move, or the human while the bot thinks;
            // now and then either (`NOT_YOUR_TURN`, `BOT_SEAT`).
            let human = |s: usize| g.config().seats[s] == Human;
            let seat = match g.to_move() {
                _ if rng.below(10) == 0 => rng.below(2) as usize,
                Some(s) if !human(s) && human(1 - s) => 1 - s,
                Some(s) => s,
                None => rng.below(2) as usize,
            };
            let action = match rng.below(100) {
                0..=78 => {
                    let moves = duel::legal_moves(&g.board(), g.played(), g.lexicon());
                    if moves.is_empty() {
                        Action::OfferDraw
                    } else {
                        let m = pick(rng, &moves);
                        let letter = if rng.below(4) == 0 {
                            m.letter.to_ascii_uppercase()
                        } else {
                            m.letter
                        };
                        // Named by its path or by its word.
                        let (path, word) = if rng.below(2) == 0 {
                            (Some(m.path.iter().map(|&c| c as usize).collect()), None)
                        } else {
                            (None, Some(m.word.clone()))
                        };
                        Action::Play {
                            cell: m.cell as usize,
                            letter,
                            path,
                            word,
                        }
                    }
                }
                79..=86 => {
                    // Junk: any cell, any character, a path or a word that
                    // is seldom right, sometimes both or neither.
                    let cell = rng.below(30) as usize;
                    let letter = pick(rng, &['a', 'e', 'z', 'Q', '3', 'é', ' ']);
                    let path: Vec<usize> =
                        (0..rng.below(4)).map(|_| rng.below(27) as usize).collect();
                    let word = pick(rng, &["zq", "he", "sheep", "a"]).to_string();
                    let (path, word) = match rng.below(4) {
                        0 => (Some(path), None),
                        1 => (None, Some(word)),
                        2 => (Some(path), Some(word)),
                        _ => (None, None),
                    };
                    Action::Play {
                        cell,
                        letter,
                        path,
                        word,
                    }
                }
                87..=92 => Action::OfferDraw,
                93..=95 => Action::AcceptDraw,
                96..=98 => Action::DeclineDraw,
                _ => Action::Resign,
            };
            (seat, action)
        },
    );
}

#[test]
fn solo_conforms() {
    use solo::{Action, CellState, Config};
    conformance::<Solo>(
        60,
        |case| {
            let mut rng = GameRng::new(case, 1);
            let seed = rng.below(1 << 20);
            let at = created_ms(&mut rng);
            Session::create(Config { seed }, Lexicon::embedded(), at).unwrap()
        },
        |g, rng| {
            let free: Vec<usize> = (0..CELLS)
                .filter(|&c| g.cells()[c] == CellState::Free)
                .collect();
            let action = match rng.below(100) {
                // The best swap, so words freeze.
                0..=14 => match g.best_swaps(1).first() {
                    Some(s) => Action::Swap { a: s.a, b: s.b },
                    None => Action::Finish,
                },
                // Two Free cells, in either order.
                15..=89 if free.len() >= 2 => {
                    let a = pick(rng, &free);
                    let b = pick(rng, &free);
                    Action::Swap { a, b }
                }
                // Any cells: off the field, the same, not Free.
                15..=97 => Action::Swap {
                    a: rng.below(CELLS as u64 + 5) as usize,
                    b: rng.below(CELLS as u64 + 5) as usize,
                },
                98 => Action::Finish,
                _ => Action::Cancel,
            };
            (0, action)
        },
    );
}
