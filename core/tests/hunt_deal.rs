//! Dealing: golden vectors (a seed names one tray forever), the deal checks
//! over many seeds, and custom lexicons.

use std::time::Instant;

use gridwords::hunt::Tray;
use gridwords::hunt::{deal, deal_with, draw, stats};
use gridwords::rng::GameRng;
use gridwords::{ErrorCode, Lexicon};

/// Pinned: changing any of these changes the tray of every game ever dealt.
const GOLDEN: &[(u64, &str)] = &[
    (0x0, "nrdaueaamlyyelvo"),
    (0x1, "oencnmirapraeapb"),
    (0x2, "baugtnibititltye"),
    (0x3, "rrftentraocawers"),
    (0x7, "aooienniibsieuie"),
    (0x2a, "badigenstkkioeoe"),
    (0x64, "bunyuoishnoepnop"),
    (0x3e8, "faeisiikragiegnn"),
    (0x7ea, "uiinrltnemwgdutv"),
    (0x3039, "xseibiioererhepk"),
    (0x7a69, "nerjgdbaataecrio"),
    (0xffff, "uotetanrgseoiaat"),
    (0xf423f, "rraizilmbamsgadi"),
    (0xffffffff, "giaahneiesehlats"),
    (0x100000000, "elauuuonaolsuedn"),
    (0xdeadbeef, "teeyosechleieovv"),
    (0xcafebabe, "aeitgwsljdoollfa"),
    (0x7c53c3ad17bf46a7, "iokyetmduaatryeg"),
    (0x123456789abcdef, "smoeirisiregeciv"),
    (0x8000000000000000, "aeodeieseknioynd"),
    (0xfffffffffffffffe, "njtevneyatronuya"),
    (0xffffffffffffffff, "inluguefernlnott"),
];

#[test]
fn golden_deals() {
    assert_eq!(deal(1).as_str(), "oencnmirapraeapb");
    for &(seed, tray) in GOLDEN {
        assert_eq!(deal(seed).as_str(), tray, "seed {seed:#018x}");
        assert_eq!(deal_with(seed, Lexicon::embedded()).unwrap().as_str(), tray);
    }
}

/// The deal is "draw whole trays from stream 0 until one passes", spelled
/// out with the public pieces.
#[test]
fn deal_is_the_first_passing_draw() {
    let lex = Lexicon::embedded();
    let mut redraws = 0;
    for seed in [0u64, 1, 2, 42, 0xDEADBEEF, u64::MAX] {
        let mut rng = GameRng::new(seed, 0);
        let want = loop {
            let t = draw(&mut rng);
            if stats(&t, lex).passes() {
                break t;
            }
            redraws += 1;
        };
        assert_eq!(deal(seed), want);
    }
    // At least one of these seeds needed a redraw, so the "same stream
    // continues" rule is exercised by the golden vectors.
    assert!(redraws > 0);
}

#[test]
fn ten_thousand_seeds_pass_the_checks() {
    let lex = Lexicon::embedded();
    let started = Instant::now();
    let mut vowels = 0;
    for seed in 0..10_000u64 {
        let t = deal(seed);
        let s = stats(&t, lex);
        assert!(s.passes(), "seed {seed}: {t} {s:?}");
        assert!(s.vowels >= 3 && s.rare <= 2 && s.words >= 40 && s.longest >= 7);
        vowels += s.vowels;
    }
    let took = started.elapsed();
    eprintln!(
        "10 000 deals + stats in {took:?}; mean vowels {}",
        vowels as f64 / 10_000.0
    );
}

#[test]
fn custom_lexicons() {
    // The same words as the embedded list, built in memory: same trays.
    let copy = Lexicon::from_words(Lexicon::embedded().words()).unwrap();
    for &(seed, tray) in &GOLDEN[..5] {
        assert_eq!(deal_with(seed, &copy).unwrap().as_str(), tray);
    }
    // A list that can never give 40 words: refused, not an endless loop.
    let poor = Lexicon::from_words(["cat", "dog", "tea", "eat", "ate", "rain"]).unwrap();
    let e = deal_with(7, &poor).unwrap_err();
    assert_eq!(e.code(), ErrorCode::InvalidConfig);
    assert!(
        e.message().contains("cannot produce a tray"),
        "{}",
        e.message()
    );
}

#[test]
fn draws_follow_the_weights() {
    let mut rng = GameRng::new(77, 0);
    let mut counts = [0u32; 26];
    for _ in 0..6_125 {
        for &b in draw(&mut rng).letters() {
            counts[(b - b'a') as usize] += 1;
        }
    }
    // 98 000 letters: expected weight × 1000 each.
    for (i, &c) in counts.iter().enumerate() {
        let want = f64::from(gridwords::hunt::LETTER_WEIGHTS[i]) * 1000.0;
        assert!(
            (f64::from(c) - want).abs() < 5.0 * want.sqrt() + 10.0,
            "{}: {c} vs {want}",
            (b'a' + i as u8) as char
        );
    }
    let _ = Tray::parse("abcdefghijklmnop").unwrap();
}
