//! How a Word Grid tray is dealt from a game seed.
//!
//! **Sampling.** A tray is 16 independent draws, cell 0 first, each one
//! [`GameRng::weighted`] over [`LETTER_WEIGHTS`] (the tile counts per 98 of
//! `docs/rules/hunt.md`) on stream 0 of the game seed. A drawn tray is dealt only if
//! it passes the four checks of [`TrayStats::passes`]: at least 3 vowels, at
//! most 2 of J/Q/X/Z, at least 40 distinct words of 3–16 letters and one of
//! at least 7 letters. Otherwise the whole tray is drawn again from the same
//! stream (the draws continue; nothing is reseeded), so a seed names exactly
//! one tray forever. The letter checks are made first because they cost
//! nothing; the word checks run the solver's counting walk.

use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;
use crate::rng::GameRng;

use super::solve;
use super::tray::{Tray, CELLS};

/// Letter weights a–z per 98 draws (`docs/rules/hunt.md`):
/// A9 B2 C2 D4 E12 F2 G3 H2 I9 J1 K1 L4 M2 N6 O8 P2 Q1 R6 S4 T6 U4 V2 W2 X1 Y2 Z1.
pub const LETTER_WEIGHTS: [u32; 26] = [
    9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1,
];

/// What the deal checks look at.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TrayStats {
    /// Cells holding a, e, i, o or u (y is not a vowel).
    pub vowels: usize,
    /// Cells holding j, q, x or z.
    pub rare: usize,
    /// Distinct lexicon words of 3–16 letters the tray holds.
    pub words: usize,
    /// Length of the longest such word (0 if none).
    pub longest: usize,
}

/// Minimum vowels for a tray to be dealt.
pub const MIN_VOWELS: usize = 3;
/// Maximum j/q/x/z for a tray to be dealt.
pub const MAX_RARE: usize = 2;
/// Minimum distinct words for a tray to be dealt.
pub const MIN_WORDS: usize = 40;
/// A dealt tray holds a word at least this long.
pub const MIN_LONGEST: usize = 7;

impl TrayStats {
    /// Whether a tray with these stats may be dealt: vowels ≥ 3, rare ≤ 2,
    /// words ≥ 40 and longest ≥ 7.
    pub fn passes(&self) -> bool {
        self.vowels >= MIN_VOWELS
            && self.rare <= MAX_RARE
            && self.words >= MIN_WORDS
            && self.longest >= MIN_LONGEST
    }
}

/// (vowels, rare) of a tray.
fn letter_counts(tray: &Tray) -> (usize, usize) {
    let mut vowels = 0;
    let mut rare = 0;
    for &b in tray.letters() {
        match b {
            b'a' | b'e' | b'i' | b'o' | b'u' => vowels += 1,
            b'j' | b'q' | b'x' | b'z' => rare += 1,
            _ => {}
        }
    }
    (vowels, rare)
}

/// The deal-check figures of `tray` with `lexicon`.
pub fn stats(tray: &Tray, lexicon: &Lexicon) -> TrayStats {
    let (vowels, rare) = letter_counts(tray);
    let (words, longest) = solve::count(tray, lexicon);
    TrayStats {
        vowels,
        rare,
        words,
        longest,
    }
}

/// The four deal checks, cheap letter checks first.
fn passes(tray: &Tray, lexicon: &Lexicon) -> bool {
    let (vowels, rare) = letter_counts(tray);
    if vowels < MIN_VOWELS || rare > MAX_RARE {
        return false;
    }
    let (words, longest) = solve::count(tray, lexicon);
    words >= MIN_WORDS && longest >= MIN_LONGEST
}

/// One tray: 16 independent draws of [`GameRng::weighted`] over
/// [`LETTER_WEIGHTS`], cell 0 first. No checks.
pub fn draw(rng: &mut GameRng) -> Tray {
    let mut letters = [0u8; CELLS];
    for l in letters.iter_mut() {
        // The table's weights are all positive, so `weighted` always answers.
        let i = rng.weighted(&LETTER_WEIGHTS).unwrap_or(0);
        *l = b'a' + i as u8;
    }
    Tray::from_drawn(letters)
}

/// The tray of game `seed` with the embedded lexicon: whole trays are drawn
/// from stream 0 until one passes the deal checks.
///
/// This never fails in practice: with the embedded lexicon about 56% of
/// drawn trays pass the checks (measured over 100 000 draws), the test suite
/// deals 10 000 consecutive seeds (none needed more than 12 draws), so the
/// chance of a seed needing even 100 draws is below 10⁻³⁵. (Unlike
/// [`deal_with`] it has no draw limit, because the embedded list is known to
/// produce passing trays.)
///
/// ```rust
/// use gridwords::hunt::{deal, stats};
/// use gridwords::Lexicon;
///
/// let tray = deal(42);
/// assert_eq!(tray.as_str(), "badigenstkkioeoe"); // a seed names one tray forever
/// assert_eq!(tray.rows(), ["badi", "gens", "tkki", "oeoe"]);
/// let s = stats(&tray, Lexicon::embedded());
/// assert!(s.passes() && s.vowels >= 3 && s.words >= 40 && s.longest >= 7);
/// ```
pub fn deal(seed: u64) -> Tray {
    let lexicon = Lexicon::embedded();
    let mut rng = GameRng::new(seed, 0);
    loop {
        let tray = draw(&mut rng);
        if passes(&tray, lexicon) {
            return tray;
        }
    }
}

/// Draws allowed by [`deal_with`] before it gives up.
pub const MAX_DRAWS: u32 = 100_000;

/// The tray of game `seed` with `lexicon`, dealt like [`deal`]. A lexicon
/// too poor to pass the checks within [`MAX_DRAWS`] trays is an
/// `INVALID_CONFIG` error. With the embedded lexicon this equals `deal(seed)`.
pub fn deal_with(seed: u64, lexicon: &Lexicon) -> Result<Tray> {
    let mut rng = GameRng::new(seed, 0);
    for _ in 0..MAX_DRAWS {
        let tray = draw(&mut rng);
        if passes(&tray, lexicon) {
            return Ok(tray);
        }
    }
    Err(Error::new(
        ErrorCode::InvalidConfig,
        format!(
            "this lexicon cannot produce a tray that passes the deal checks \
             (no pass in {MAX_DRAWS} draws)"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_sum_to_98() {
        assert_eq!(LETTER_WEIGHTS.iter().sum::<u32>(), 98);
        assert_eq!(LETTER_WEIGHTS[4], 12);
        assert_eq!(LETTER_WEIGHTS[16], 1);
    }

    #[test]
    fn stats_and_checks() {
        let lex = Lexicon::embedded();
        let s = stats(&Tray::parse("perslatgsineters").unwrap(), lex);
        assert_eq!((s.vowels, s.rare), (5, 0));
        assert!(s.passes());
        assert_eq!(s.words, 1071);
        let s = stats(&Tray::parse("qzxjbcdfghklmnpr").unwrap(), lex);
        assert_eq!((s.vowels, s.rare), (0, 4));
        assert!(!s.passes());
        let base = TrayStats {
            vowels: 3,
            rare: 2,
            words: 40,
            longest: 7,
        };
        assert!(base.passes());
        assert!(!TrayStats { vowels: 2, ..base }.passes());
        assert!(!TrayStats { rare: 3, ..base }.passes());
        assert!(!TrayStats { words: 39, ..base }.passes());
        assert!(!TrayStats { longest: 6, ..base }.passes());
    }
}
