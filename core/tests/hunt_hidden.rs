//! Hidden information is enforced, not trusted: over random rounds, before
//! settlement nothing handed to a seat (the events it may see and its view)
//! names another seat's words, misses or paths, the bot's schedule or the
//! seed; before T0 nothing names the tray.

use std::collections::{HashMap, HashSet};

use gridwords::hunt::{self, Config, Event, Game, SeatKind};
use gridwords::Lexicon;
use proptest::prelude::*;
use serde_json::Value;

#[derive(Clone, Debug)]
enum Op {
    Ready(usize),
    Submit(usize, usize),
    Junk(usize),
    Resign(usize),
    Advance,
}

fn ops() -> impl Strategy<Value = Vec<(Op, u64)>> {
    let op = prop_oneof![
        2 => (0usize..4).prop_map(Op::Ready),
        10 => (0usize..4, 0usize..60).prop_map(|(s, w)| Op::Submit(s, w)),
        2 => (0usize..4).prop_map(Op::Junk),
        1 => (0usize..4).prop_map(Op::Resign),
        2 => Just(Op::Advance),
    ];
    prop::collection::vec((op, 0u64..6_000), 1..120)
}

fn config() -> impl Strategy<Value = Config> {
    (
        prop_oneof![
            Just(vec![SeatKind::Human, SeatKind::Bot]),
            Just(vec![SeatKind::Human; 2]),
            Just(vec![SeatKind::Human; 3]),
            Just(vec![SeatKind::Human; 4]),
        ],
        0u64..40,
    )
        .prop_map(|(seats, seed)| Config::new(seats, seed))
}

/// Every string under a `"word"` key, anywhere in `v`.
fn words_in(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if k == "word" {
                    if let Value::String(s) = x {
                        out.push(s.clone());
                    }
                }
                words_in(x, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| words_in(x, out)),
        _ => {}
    }
}

/// Checks what `viewer` is handed: `events` (already filtered for it) and
/// its view, against the words each seat really sent.
fn check(g: &Game, viewer: Option<usize>, events: &[Event], own: &HashMap<usize, HashSet<String>>) {
    let seed_text = gridwords::seed::format(g.config().seed);
    let tray = hunt::deal_with(g.config().seed, Lexicon::embedded()).unwrap();
    let view = g.view_json(viewer).unwrap();
    let handed = format!("{}{}", hunt::events_json(events), view);
    let empty = HashSet::new();
    let mine = viewer.and_then(|s| own.get(&s)).unwrap_or(&empty);
    let mut words = Vec::new();
    words_in(
        &serde_json::from_str(&hunt::events_json(events)).unwrap(),
        &mut words,
    );
    words_in(&serde_json::from_str(&view).unwrap(), &mut words);
    for w in &words {
        assert!(
            mine.contains(w),
            "{viewer:?} was handed {w:?}, not its own: {handed}"
        );
    }
    for e in events {
        if let Event::Accepted { seat, .. } | Event::Miss { seat, .. } = e {
            assert_eq!(Some(*seat), viewer, "{viewer:?} saw seat {seat}'s event");
        }
    }
    assert!(
        !handed.contains(&seed_text),
        "{viewer:?} was handed the seed"
    );
    assert!(!handed.contains(&format!("{:016x}", g.config().seed)));
    if g.tray().is_none() {
        assert!(
            !handed.contains(tray.as_str()),
            "{viewer:?} saw the tray before T0"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn nothing_hidden_reaches_a_seat_before_settlement(config in config(), ops in ops()) {
        let seats = config.seats.len();
        let words: Vec<String> = hunt::solve(&hunt::deal(config.seed), Lexicon::embedded())
            .into_iter()
            .map(|f| f.word)
            .collect();
        let mut g = Game::new(config, 0).unwrap();
        let mut own: HashMap<usize, HashSet<String>> = HashMap::new();
        let mut at = 0;
        for (op, dt) in ops {
            at += dt;
            let r = match op {
                Op::Ready(s) => g.ready(s % seats, at),
                Op::Submit(s, w) => g.submit(s % seats, &words[w % words.len()], at),
                Op::Junk(s) => g.submit(s % seats, "Qzx", at),
                Op::Resign(s) => g.resign(s % seats, at),
                Op::Advance => g.advance(at),
            };
            let Ok(events) = r else { continue };
            for e in &events {
                if let Event::Accepted { seat, word, .. } | Event::Miss { seat, word, .. } = e {
                    own.entry(*seat).or_default().insert(word.clone());
                }
            }
            if g.is_over() {
                break;
            }
            for viewer in (0..seats).map(Some).chain([None]) {
                check(&g, viewer, &Game::visible(&events, viewer), &own);
            }
        }
    }
}
