//! What a Word Grid game is made from: its seats, its seed, and the timing
//! and scoring overrides that analysis may want.
//!
//! Config crosses every boundary as JSON:
//! `{"seats": ["human", "bot"], "seed": 42, "round_ms": 180000, ...}`.
//! Only `seats` and `seed` are required. The seed is a u64; JSON carries it
//! as an integer or a string in the one seed syntax of [`crate::seed`]
//! (decimal, or `0x` hex), and the engine writes it back as
//! `"0x"` + 16 hex digits, because JavaScript numbers lose precision above
//! 2⁵³.

use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::points::{Points, DEFAULT_POINTS, MAX_WORD_POINTS};
use crate::engine::options::{Default, Kind, OptionSpec};
use crate::error::{Error, ErrorCode, Result};

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A player who acts through `ready`, `submit` and `resign`. JSON
    /// `"human"`.
    Human,
    /// The engine's own player: ready from creation, its words scheduled
    /// from the seed (see [`bot_plan`](super::bot_plan)); actions on
    /// its seat are `BOT_SEAT` errors. At most one, and only opposite exactly
    /// one human. JSON `"bot"`.
    Bot,
}

/// Default round length (the seed's three minutes).
pub const ROUND_MS: u64 = 180_000;
/// Default countdown between the last Ready and the tray opening.
pub const COUNTDOWN_MS: u64 = 3_000;
/// Default move deadline, counted from the game's creation.
pub const MOVE_DEADLINE_MS: u64 = 60_000;
/// Longest round, countdown or deadline an override may ask for (one day).
pub const MAX_OVERRIDE_MS: u64 = 86_400_000;
/// The bot rules every game this build makes follows: 2, its words and its
/// points each at most [`MAX_SHARE_PERCENT`](super::MAX_SHARE_PERCENT) of the tray's. 1 is the rules
/// before (words under half, points uncapped), kept for older records.
pub const BOT_RULES: u64 = 2;

/// Word Grid's options: timings and points that analysis may change (a
/// game that changes any is not rated).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "round_ms",
        kind: Kind::Whole { min: 1, max: MAX_OVERRIDE_MS },
        default: Default::Whole(ROUND_MS),
        analysis: true,
        doc: "Length of the round in ms, from the tray opening.",
    },
    OptionSpec {
        name: "countdown_ms",
        kind: Kind::Whole { min: 0, max: MAX_OVERRIDE_MS },
        default: Default::Whole(COUNTDOWN_MS),
        analysis: true,
        doc: "Ms between the last seat pressing Ready and the tray opening (0 opens it at once).",
    },
    OptionSpec {
        name: "move_deadline_ms",
        kind: Kind::Whole { min: 1, max: MAX_OVERRIDE_MS },
        default: Default::Whole(MOVE_DEADLINE_MS),
        analysis: true,
        doc: "Ms after creation before which every human seat must press Ready, else it is forfeited.",
    },
    OptionSpec {
        name: "points",
        kind: Kind::Table { len: 6, max: MAX_WORD_POINTS as u64 },
        default: Default::Table(&DEFAULT_POINTS),
        analysis: true,
        doc: "Points for words of 3, 4, 5, 6, 7 and 8 or more letters.",
    },
    OptionSpec {
        name: "bot_rules",
        kind: Kind::Whole { min: 1, max: BOT_RULES },
        default: Default::Whole(BOT_RULES),
        analysis: false,
        doc: "The rules the bot follows: 2 holds its words and its points each to at most 45 % of the tray's. 1, the rules of gridwords 0.1.0 (only its words under half), exists only so that release's records replay: a new game refuses it.",
    },
];

crate::whole::readers!(round_ms, countdown_ms, move_deadline_ms);

/// A game's configuration.
///
/// Serialized by hand (below) only so that JSON leaves `bot_rules` out
/// when it is `None` while postcard, which reads fields by position, always
/// writes it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Who sits where; a seat's number is its 0-based index here. 2–4
    /// humans, or one human and one bot. Required.
    pub seats: Vec<SeatKind>,
    /// The game seed: it deals the tray and drives the bot, so the same seed
    /// is the same game. Required; JSON takes an integer or a string in the
    /// [`seed`](crate::seed) syntax and writes `"0x"` + 16 hex digits.
    #[serde(with = "crate::seed")]
    #[cfg_attr(feature = "ts", ts(type = "number | bigint | string"))]
    pub seed: u64,
    /// Length of the round in ms, from T0 (the tray opening). Default
    /// [`ROUND_MS`]; 1..=[`MAX_OVERRIDE_MS`].
    #[serde(default = "default_round", deserialize_with = "round_ms")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub round_ms: u64,
    /// Ms between the last seat pressing Ready and T0. Default
    /// [`COUNTDOWN_MS`]; 0..=[`MAX_OVERRIDE_MS`] (0 opens the tray at once).
    #[serde(default = "default_countdown", deserialize_with = "countdown_ms")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub countdown_ms: u64,
    /// Ms after the game's creation before which every human seat must press
    /// Ready (exactly at the deadline is too late); a seat that has not is
    /// forfeited. Default
    /// [`MOVE_DEADLINE_MS`]; 1..=[`MAX_OVERRIDE_MS`].
    #[serde(default = "default_deadline", deserialize_with = "move_deadline_ms")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub move_deadline_ms: u64,
    /// Points per word length; JSON an array of six numbers. Default the
    /// rules' table.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub points: Points,
    /// The rules the bot follows ([`BOT_RULES`] or 1; see the bot's
    /// module docs): a new game sets [`BOT_RULES`] when the config leaves
    /// it out (it changes nothing without a bot). A bot game's log without
    /// it was written before it existed and is read as 1; `None` (absent
    /// from JSON) only in a game restored from such a record without a
    /// bot.
    #[serde(default, deserialize_with = "bot_rules")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub bot_rules: Option<u64>,
}

impl Serialize for Config {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        struct Seed(u64);
        impl Serialize for Seed {
            fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
                crate::seed::serialize(&self.0, s)
            }
        }
        let with_rules = self.bot_rules.is_some() || !s.is_human_readable();
        let mut st = s.serialize_struct("Config", 6 + usize::from(with_rules))?;
        st.serialize_field("seats", &self.seats)?;
        st.serialize_field("seed", &Seed(self.seed))?;
        st.serialize_field("round_ms", &self.round_ms)?;
        st.serialize_field("countdown_ms", &self.countdown_ms)?;
        st.serialize_field("move_deadline_ms", &self.move_deadline_ms)?;
        st.serialize_field("points", &self.points)?;
        if with_rules {
            st.serialize_field("bot_rules", &self.bot_rules)?;
        }
        st.end()
    }
}

/// Serde: `bot_rules` as a whole number in JSON, an `Option` in postcard.
fn bot_rules<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Option<u64>, D::Error> {
    if d.is_human_readable() {
        crate::whole::whole(d, "bot_rules").map(Some)
    } else {
        Option::<u64>::deserialize(d)
    }
}

fn default_round() -> u64 {
    ROUND_MS
}
fn default_countdown() -> u64 {
    COUNTDOWN_MS
}
fn default_deadline() -> u64 {
    MOVE_DEADLINE_MS
}

impl Config {
    /// A config with the default timings and points.
    pub fn new(seats: Vec<SeatKind>, seed: u64) -> Config {
        Config {
            seats,
            seed,
            round_ms: ROUND_MS,
            countdown_ms: COUNTDOWN_MS,
            move_deadline_ms: MOVE_DEADLINE_MS,
            points: Points::default(),
            bot_rules: None,
        }
    }

    /// A config read from a log of format `version`. gridwords 0.1.0
    /// wrote version 1 logs without `bot_rules`, its bot playing by rules
    /// 1: such a bot game reads as 1, and a version 1 log naming the field
    /// is refused (no release wrote one). From version 2 on, every bot
    /// game's log names its rules and every version 4 log names them
    /// (each game this build makes records them): one that leaves them
    /// out is refused, never read as the old rules.
    pub(crate) fn read_logged(&mut self, version: u32) -> Result<()> {
        match (version, self.bot_rules) {
            (1, None) if self.has_bot() => self.bot_rules = Some(1),
            (1, Some(_)) => {
                return Err(Error::new(
                    ErrorCode::InvalidConfig,
                    "\"bot_rules\" in a version 1 log (gridwords 0.1.0 wrote none)",
                ))
            }
            (v, None) if v >= 4 || self.has_bot() => {
                return Err(Error::new(
                    ErrorCode::InvalidConfig,
                    format!(
                        "a version {v} log{} needs its \"bot_rules\"",
                        if self.has_bot() {
                            " of a game with a bot"
                        } else {
                            ""
                        }
                    ),
                ))
            }
            _ => {}
        }
        Ok(())
    }

    /// Bot rules 1 (gridwords 0.1.0's bot, which could take more than half
    /// a tray's points, against the rules) only for records: a new game
    /// is played by today's. A record names its rules (only a version 1
    /// log leaves them out, `read_logged`), so one under rules 1 says so.
    pub(crate) fn refuse_legacy(&self) -> Result<()> {
        match self.bot_rules {
            Some(r) if r != BOT_RULES => Err(Error::new(
                ErrorCode::InvalidConfig,
                format!(
                    "bot_rules {r}: bot rules 1 are only for replaying gridwords 0.1.0's records; \
                     a new game is played by bot rules {BOT_RULES}"
                ),
            )),
            _ => Ok(()),
        }
    }

    /// The config as JSON (the seed as 16 hex digits).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Whether the game is played by the rules as written: every analysis
    /// option of [`OPTIONS`] at its default (the round, countdown, deadline
    /// and points). Only such games are rated.
    pub fn is_standard(&self) -> bool {
        crate::engine::options::is_standard(OPTIONS, self)
    }

    /// Whether the bot plays in this game.
    pub fn has_bot(&self) -> bool {
        self.seats.contains(&SeatKind::Bot)
    }

    /// Checks the seat rule (2–4 humans, or one human and one bot) and the
    /// points table; the engine checks the ranges of [`OPTIONS`] first
    /// ([`crate::engine::judge`], the one door every config goes through).
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(Error::new(ErrorCode::InvalidConfig, m));
        let humans = self.seats.iter().filter(|k| **k == SeatKind::Human).count();
        let bots = self.seats.len() - humans;
        let seats_ok = match bots {
            0 => (2..=4).contains(&humans),
            1 => humans == 1,
            _ => false,
        };
        if !seats_ok {
            return bad(format!(
                "a Word Grid game seats 2-4 humans, or one human and one bot; got {humans} human(s) and {bots} bot(s)"
            ));
        }
        self.points.checked()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_round_trip_and_seed_forms() {
        let c = Config::from_json(r#"{"seats":["human","bot"],"seed":42}"#).unwrap();
        assert_eq!(c, Config::new(vec![SeatKind::Human, SeatKind::Bot], 42));
        assert!(c.to_json().contains(r#""seed":"0x000000000000002a""#));
        assert_eq!(Config::from_json(&c.to_json()).unwrap(), c);
        let h = Config::from_json(r#"{"seats":["human","human"],"seed":"0xffffffffffffffff"}"#)
            .unwrap();
        assert_eq!(h.seed, u64::MAX);
        let h = Config::from_json(r#"{"seats":["human","human"],"seed":"255"}"#).unwrap();
        assert_eq!(h.seed, 255);
        assert_eq!(
            Config::from_json(r#"{"seats":["human","human"],"seed":"ff"}"#)
                .unwrap_err()
                .code(),
            ErrorCode::InvalidJson
        );
    }

    #[test]
    fn bad_configs_are_refused() {
        for (json, code) in [
            (r#"{"seats":["human"],"seed":1}"#, ErrorCode::InvalidConfig),
            (
                r#"{"seats":["human","human","human","human","human"],"seed":1}"#,
                ErrorCode::InvalidConfig,
            ),
            (
                r#"{"seats":["bot","bot"],"seed":1}"#,
                ErrorCode::InvalidConfig,
            ),
            (
                r#"{"seats":["human","human","bot"],"seed":1}"#,
                ErrorCode::InvalidConfig,
            ),
            (
                r#"{"seats":["human","human"],"seed":1,"round_ms":0}"#,
                ErrorCode::InvalidConfig,
            ),
            (
                r#"{"seats":["human","human"],"seed":"xyz"}"#,
                ErrorCode::InvalidJson,
            ),
            (
                r#"{"seats":["human","robot"],"seed":1}"#,
                ErrorCode::InvalidJson,
            ),
            (
                r#"{"seats":["human","human"],"seed":1,"colour":1}"#,
                ErrorCode::InvalidJson,
            ),
            (
                r#"{"seats":["human","human"],"seed":1,"points":[1,2]}"#,
                ErrorCode::InvalidPoints,
            ),
            ("not json", ErrorCode::InvalidJson),
        ] {
            assert_eq!(Config::from_json(json).unwrap_err().code(), code, "{json}");
        }
    }
}
