//! Game seeds as people and JSON see them.
//!
//! A seed is a `u64`. Every language and the CLI read it the same way and
//! write it the same way, so a seed copied from a result, a log or a
//! terminal means the same game wherever it is pasted:
//!
//! * **In**: a decimal number (`"42"`) or `0x`-prefixed hexadecimal
//!   (`"0x2a"`, 1–16 digits, either case). Surrounding white space is
//!   ignored. Nothing else: a bare `"2a"` is an error, not a guess.
//! * **Out**: `0x` and 16 lower-case hex digits (`"0x000000000000002a"`),
//!   which reads back as the same seed.
//!
//! JSON carries seeds as such strings (an integer is accepted on input)
//! because JavaScript numbers lose precision above 2⁵³.

use serde::{Deserialize, Deserializer, Serializer};

use crate::error::{Error, ErrorCode, Result};

/// The one text form of a seed: `0x` and 16 lower-case hex digits.
///
/// ```rust
/// use gridwords::seed;
///
/// assert_eq!(seed::format(42), "0x000000000000002a");
/// assert_eq!(seed::format(u64::MAX), "0xffffffffffffffff");
/// // It always reads back as the same seed.
/// assert_eq!(seed::parse(&seed::format(u64::MAX)), Ok(u64::MAX));
/// ```
pub fn format(seed: u64) -> String {
    format!("0x{seed:016x}")
}

/// Reads a seed: decimal digits, or `0x` followed by 1–16 hex digits.
/// Anything else is `INVALID_ARGUMENT`.
///
/// ```rust
/// use gridwords::{seed, ErrorCode};
///
/// assert_eq!(seed::parse("42")?, 42);
/// assert_eq!(seed::parse(" 0x2A ")?, 42); // white space trimmed, either case
/// assert_eq!(seed::parse("18446744073709551615")?, u64::MAX);
/// // Bare hex is refused rather than guessed at.
/// assert_eq!(seed::parse("2a").unwrap_err().code(), ErrorCode::InvalidArgument);
/// assert_eq!(seed::parse("-1").unwrap_err().code(), ErrorCode::InvalidArgument);
/// # Ok::<(), gridwords::Error>(())
/// ```
pub fn parse(text: &str) -> Result<u64> {
    let t = text.trim();
    let bad = || {
        Error::new(
            ErrorCode::InvalidArgument,
            format!(
                "seed {text:?} is not a number 0-18446744073709551615 or 0x followed by 1-16 hex digits"
            ),
        )
    };
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        if hex.is_empty() || hex.len() > 16 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad());
        }
        u64::from_str_radix(hex, 16).map_err(|_| bad())
    } else {
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        t.parse::<u64>().map_err(|_| bad())
    }
}

/// Serde: writes the seed in its text form (postcard and other binary
/// formats keep the plain integer).
pub(crate) fn serialize<S: Serializer>(seed: &u64, s: S) -> std::result::Result<S::Ok, S::Error> {
    if s.is_human_readable() {
        s.serialize_str(&format(*seed))
    } else {
        s.serialize_u64(*seed)
    }
}

/// Serde: reads an integer or the text form.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<u64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Seed {
        Num(u64),
        Str(String),
    }
    if !d.is_human_readable() {
        return u64::deserialize(d);
    }
    match Seed::deserialize(d) {
        Ok(Seed::Num(n)) => Ok(n),
        Ok(Seed::Str(s)) => parse(&s).map_err(|e| serde::de::Error::custom(e.message())),
        Err(_) => Err(serde::de::Error::custom(
            "seed must be an integer 0-18446744073709551615 or a string (decimal, or 0x and 1-16 hex digits)",
        )),
    }
}

/// Serde for an optional seed (views show it only once the game is over).
pub(crate) mod opt {
    use serde::Serializer;

    pub(crate) fn serialize<S: Serializer>(
        seed: &Option<u64>,
        s: S,
    ) -> std::result::Result<S::Ok, S::Error> {
        match seed {
            Some(v) => super::serialize(v, s),
            None => s.serialize_none(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_in_and_out() {
        assert_eq!(parse("42"), Ok(42));
        assert_eq!(parse(" 42 "), Ok(42));
        assert_eq!(parse("0x2a"), Ok(42));
        assert_eq!(parse("0X2A"), Ok(42));
        assert_eq!(parse("0x7c53c3ad17bf46a7"), Ok(0x7c53_c3ad_17bf_46a7));
        assert_eq!(parse("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(parse("0xffffffffffffffff"), Ok(u64::MAX));
        for bad in [
            "",
            "0x",
            "-1",
            "2a",
            "0xg",
            "18446744073709551616",
            "0x1ffffffffffffffff",
            "4 2",
            "+1",
        ] {
            assert_eq!(
                parse(bad).map_err(|e| e.code()),
                Err(ErrorCode::InvalidArgument),
                "{bad:?}"
            );
        }
        assert_eq!(format(42), "0x000000000000002a");
        for s in [0, 1, 42, u64::MAX, 0x7c53_c3ad_17bf_46a7] {
            assert_eq!(parse(&format(s)), Ok(s));
        }
    }
}
