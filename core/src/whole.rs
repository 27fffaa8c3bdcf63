//! Whole-number config fields (stakes, clocks, timings) as JSON carries them.
//!
//! serde's own message for a bad `u64` ("invalid type: floating point
//! `1.8446744073709552e+19`, expected u64") names neither the field nor the
//! range, and a JavaScript or Python caller meets it as soon as a number
//! grows past 2⁶⁴ (JSON writes it as a float) or goes negative. These
//! readers say which field, which range, and what came instead. Binary
//! formats (the snapshot's postcard) read the plain integer.

use serde::de::{Deserializer, Error as _, IgnoredAny};
use serde::Deserialize;

/// Reads a `u64` named `field`; anything else is an error that names it.
pub(crate) fn whole<'de, D: Deserializer<'de>>(d: D, field: &str) -> Result<u64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Num {
        Whole(u64),
        Negative(i64),
        Float(f64),
        Other(IgnoredAny),
    }
    if !d.is_human_readable() {
        return u64::deserialize(d);
    }
    let got = match Num::deserialize(d)? {
        Num::Whole(n) => return Ok(n),
        Num::Negative(n) => n.to_string(),
        // 2^64 and past: a whole number JSON wrote as a float, too big.
        Num::Float(x) if x.fract() == 0.0 && x >= 18_446_744_073_709_551_616.0 => {
            format!("{x:e}, over the top")
        }
        // A float, even a whole one (`1e15`): written as a float, so
        // said so, for a caller whose JSON library made it one.
        Num::Float(x) if x.fract() == 0.0 => format!("the float {x:?}"),
        Num::Float(x) => x.to_string(),
        Num::Other(_) => "something that is not a number".to_owned(),
    };
    Err(D::Error::custom(format!(
        "{field} must be a whole number 0-18446744073709551615; got {got}"
    )))
}

/// Declares, in the calling module (a game's `config.rs`), one serde reader
/// per whole-number field, named as the field, so a game's options are
/// read where they are declared: `crate::whole::readers!(clock_ms);` then
/// `#[serde(deserialize_with = "clock_ms")]`.
macro_rules! readers {
    ($($name:ident),* $(,)?) => {$(
        #[doc = concat!("Serde: reads `", stringify!($name), "` as a whole number.")]
        fn $name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
            crate::whole::whole(d, stringify!($name))
        }
    )*};
}
pub(crate) use readers;

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    crate::whole::readers!(stake);

    #[derive(Deserialize, Debug)]
    struct C {
        #[serde(deserialize_with = "stake")]
        stake: u64,
    }

    fn msg(json: &str) -> String {
        match serde_json::from_str::<C>(json) {
            Ok(c) => format!("ok {}", c.stake),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn names_the_field_and_what_came() {
        assert_eq!(msg(r#"{"stake": 0}"#), "ok 0");
        assert_eq!(
            msg(r#"{"stake": 18446744073709551615}"#),
            "ok 18446744073709551615"
        );
        for (json, got) in [
            (
                r#"{"stake": 18446744073709551616}"#,
                "1.8446744073709552e19, over the top",
            ),
            (r#"{"stake": 1e30}"#, "1e30, over the top"),
            (r#"{"stake": 1e15}"#, "the float 1000000000000000.0"),
            (r#"{"stake": 5.0}"#, "the float 5.0"),
            (r#"{"stake": -5}"#, "-5"),
            (r#"{"stake": 1.5}"#, "1.5"),
            (r#"{"stake": "500"}"#, "something that is not a number"),
            (r#"{"stake": null}"#, "something that is not a number"),
        ] {
            let m = msg(json);
            assert!(
                m.starts_with(&format!(
                    "stake must be a whole number 0-18446744073709551615; got {got}"
                )),
                "{json}: {m}"
            );
        }
    }
}
