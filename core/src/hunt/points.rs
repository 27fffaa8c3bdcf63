//! The points table of Word Grid.
//!
//! A word scores by its length only: 3→1, 4→2, 5→3, 6→5, 7→8, 8 or more→12
//! (`docs/rules/hunt.md`). Analysis may override the six numbers; the table is six
//! entries so that any override covers every length the tray can hold
//! (3–16 letters), with the last entry for 8 letters or more.

use serde::de::{Deserializer, Error as _};
use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorCode, Result};

/// The most a word may score in a points table: 10^8. Totals are summed in
/// 64 bits, and with at most about 12 million distinct words on a tray
/// (every path of 3 or more cells) no total can pass 2^53, so a score is
/// exact in every language, JavaScript's numbers included.
pub const MAX_WORD_POINTS: u32 = 100_000_000;

/// The rules' table: 3→1, 4→2, 5→3, 6→5, 7→8, 8 or more→12.
pub const DEFAULT_POINTS: [u32; 6] = [1, 2, 3, 5, 8, 12];

/// Points for words of 3, 4, 5, 6, 7 and 8-or-more letters.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Points(pub [u32; 6]);

/// A table in a JSON config is judged as the typed calls judge theirs
/// ([`Points::from_values`]): six whole numbers, none over
/// [`MAX_WORD_POINTS`], else `INVALID_POINTS` (carried through serde by
/// [`Error::to_serde`]), so `[1, 2]` or `4294967296` is the same mistake
/// whichever way it comes. What is not a whole number at all stays
/// `INVALID_JSON`, naming the value. Binary snapshots read the six `u32`s.
impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Points, D::Error> {
        struct Whole(u64);
        impl<'de> Deserialize<'de> for Whole {
            fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Whole, D::Error> {
                crate::whole::whole(d, "a points value").map(Whole)
            }
        }
        if !d.is_human_readable() {
            return <[u32; 6]>::deserialize(d).map(Points);
        }
        let values: Vec<u64> = Vec::<Whole>::deserialize(d)?
            .into_iter()
            .map(|w| w.0)
            .collect();
        Points::from_values(&values).map_err(|e| D::Error::custom(e.to_serde()))
    }
}

impl Default for Points {
    /// The rules' table: `[1, 2, 3, 5, 8, 12]`.
    fn default() -> Self {
        Points(DEFAULT_POINTS)
    }
}

impl Points {
    /// A table from exactly six numbers, each at most
    /// [`MAX_WORD_POINTS`]; anything else is an `INVALID_POINTS` error.
    pub fn from_slice(p: &[u32]) -> Result<Points> {
        match <[u32; 6]>::try_from(p) {
            Ok(a) => Points(a).checked(),
            Err(_) => Err(Error::new(
                ErrorCode::InvalidPoints,
                format!(
                    "a points table is six numbers (for 3, 4, 5, 6, 7 and 8+ letters); got {}",
                    p.len()
                ),
            )),
        }
    }

    /// A table from six whole numbers as a binding reads them (any size):
    /// [`from_slice`](Self::from_slice)'s rule, so a value over
    /// [`MAX_WORD_POINTS`] is `INVALID_POINTS` however large it is.
    pub fn from_values(p: &[u64]) -> Result<Points> {
        if let Some(&big) = p.iter().find(|&&n| n > u64::from(MAX_WORD_POINTS)) {
            return Points([0; 6]).too_many(big);
        }
        let small: Vec<u32> = p.iter().map(|&n| n as u32).collect();
        Points::from_slice(&small)
    }

    fn too_many<T: std::fmt::Display>(self, p: T) -> Result<Points> {
        Err(Error::new(
            ErrorCode::InvalidPoints,
            format!(
                "a word scores at most {MAX_WORD_POINTS} points, so every total stays exact in every language; got {p}"
            ),
        ))
    }

    /// The table, if no word scores more than [`MAX_WORD_POINTS`]; else
    /// `INVALID_POINTS`. Every way in (a config, an analysis call) checks.
    pub fn checked(self) -> Result<Points> {
        match self.0.iter().find(|&&p| p > MAX_WORD_POINTS) {
            None => Ok(self),
            Some(&p) => self.too_many(p),
        }
    }

    /// Points for a word of `len` letters; 0 below 3.
    #[inline]
    pub fn for_len(&self, len: usize) -> u32 {
        match len {
            0..=2 => 0,
            3..=7 => self.0[len - 3],
            _ => self.0[5],
        }
    }

    /// Points indexed by word length 0..=16 (0 for lengths 0–2), for the
    /// solver's inner loop.
    pub(crate) fn by_len(&self) -> [u32; 17] {
        let mut t = [0u32; 17];
        for (len, slot) in t.iter_mut().enumerate() {
            *slot = self.for_len(len);
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_table_and_lengths() {
        let p = Points::default();
        let got: Vec<u32> = (0..=17).map(|l| p.for_len(l)).collect();
        assert_eq!(
            got,
            [0, 0, 0, 1, 2, 3, 5, 8, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12]
        );
        assert_eq!(p.by_len()[16], 12);
        assert_eq!(p.by_len()[2], 0);
    }

    #[test]
    fn from_slice_checks_length() {
        assert_eq!(
            Points::from_slice(&[1, 1, 2, 3, 5, 11]).unwrap(),
            Points([1, 1, 2, 3, 5, 11])
        );
        for bad in [&[][..], &[1, 2, 3, 4, 5][..], &[1, 2, 3, 4, 5, 6, 7][..]] {
            let e = Points::from_slice(bad).unwrap_err();
            assert_eq!(e.code(), ErrorCode::InvalidPoints);
        }
    }

    #[test]
    fn serde_round_trip() {
        let p = Points([1, 2, 3, 4, 5, 6]);
        let j = serde_json::to_string(&p).unwrap();
        assert_eq!(j, "[1,2,3,4,5,6]");
        assert_eq!(serde_json::from_str::<Points>(&j).unwrap(), p);
        let bytes = postcard::to_allocvec(&p).unwrap();
        assert_eq!(postcard::from_bytes::<Points>(&bytes).unwrap(), p);
    }

    #[test]
    fn json_tables_are_judged_as_typed_ones() {
        let coded = |json: &str| {
            let text = serde_json::from_str::<Points>(json)
                .unwrap_err()
                .to_string();
            Error::from_serde(&text).map(|e| e.code())
        };
        assert_eq!(coded("[1,2]"), Some(ErrorCode::InvalidPoints));
        assert_eq!(
            coded("[1,2,3,5,8,4294967296]"),
            Some(ErrorCode::InvalidPoints)
        );
        assert_eq!(
            coded("[1,2,3,5,8,100000001]"),
            Some(ErrorCode::InvalidPoints)
        );
        for not_whole in [
            "[1,2,3,5,8,-1]",
            "[1,2,3,5,8,1.5]",
            "[1,2,3,5,8,\"8\"]",
            "7",
        ] {
            assert_eq!(coded(not_whole), None, "{not_whole}");
        }
    }
}
