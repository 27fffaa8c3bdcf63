//! What a Wordgrid game is made from.
//!
//! As JSON: `{"seats": ["human", "bot:hard"], "seed": 42, "stake": 500}`;
//! only `seats` and `seed` are required. `start_word` (default `"sheep"`)
//! and `clock_ms` (default 600 000) are for analysis: a game that changes
//! them is practice and carries no settlement. A stake is for two people
//! (the seed: "Practice is free: pick a bot … Nothing is staked"), so a
//! config with a stake and a bot seat is refused.

use serde::{Deserialize, Serialize};

use super::board::{Board, START_WORD};
use crate::engine::options::{Default, Kind, OptionSpec};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// Each seat's time for the whole game.
pub const CLOCK_MS: u64 = 600_000;
/// Longest clock an analysis config may ask for (one day).
pub const MAX_CLOCK_MS: u64 = 86_400_000;

/// The largest stake: the pot (twice the stake) fits in 64 bits.
pub const MAX_STAKE: u64 = u64::MAX / 2;

/// Wordgrid's options: the stake, and the start word and clock that
/// analysis may change (a game that changes either is practice).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "stake",
        kind: Kind::Whole {
            min: 0,
            max: MAX_STAKE,
        },
        default: Default::Whole(0),
        analysis: false,
        doc: "Each seat's stake in integer minor units; 0 is practice. Two human seats only.",
    },
    OptionSpec {
        name: "start_word",
        kind: Kind::Word { len: 5 },
        default: Default::Text(START_WORD),
        analysis: true,
        doc: "The word across the middle row (any case).",
    },
    OptionSpec {
        name: "clock_ms",
        kind: Kind::Whole {
            min: 1,
            max: MAX_CLOCK_MS,
        },
        default: Default::Whole(CLOCK_MS),
        analysis: true,
        doc: "Each seat's time for the whole game, in ms.",
    },
    OptionSpec {
        name: "increment_ms",
        kind: Kind::Whole {
            min: 0,
            max: MAX_INCREMENT_MS,
        },
        default: Default::Whole(0),
        analysis: true,
        doc: "Ms added to a seat's clock after each of its moves (a Fischer increment).",
    },
];

/// Longest increment an analysis config may ask for (one hour a move).
pub const MAX_INCREMENT_MS: u64 = 3_600_000;

/// A bot's level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Short, plausible words.
    Easy,
    /// The longest word it can find.
    Medium,
    /// Looks ahead at the opponent's best reply.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's name, as in its seat kind `"bot:<name>"`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

/// Who sits in a seat: `"human"`, `"bot:easy"`, `"bot:medium"` or
/// `"bot:hard"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "ts",
    derive(ts_rs::TS),
    ts(type = r#""human" | "bot:easy" | "bot:medium" | "bot:hard""#)
)]
pub enum SeatKind {
    /// A person; the host sends their actions.
    Human,
    /// The engine plays this seat at the given level.
    Bot(Level),
}

impl SeatKind {
    /// The JSON name.
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(Level::Easy) => "bot:easy",
            SeatKind::Bot(Level::Medium) => "bot:medium",
            SeatKind::Bot(Level::Hard) => "bot:hard",
        }
    }

    /// Reads a JSON name: `"human"`, or `"bot:"` and a [`Level::name`].
    pub fn from_name(name: &str) -> Option<SeatKind> {
        if name == "human" {
            return Some(SeatKind::Human);
        }
        let level = name.strip_prefix("bot:")?;
        Level::ALL
            .into_iter()
            .find(|l| l.name() == level)
            .map(SeatKind::Bot)
    }
}

impl Serialize for SeatKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for SeatKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        SeatKind::from_name(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown seat kind {s:?}; expected \"human\", \"bot:easy\", \"bot:medium\" or \"bot:hard\""
            ))
        })
    }
}

fn default_start() -> String {
    START_WORD.into()
}
fn default_clock() -> u64 {
    CLOCK_MS
}

crate::whole::readers!(stake, clock_ms, increment_ms);

/// A Wordgrid game's configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Two seats; seat 0 moves first.
    pub seats: Vec<SeatKind>,
    /// The game's seed (bots' choices and think times).
    #[serde(with = "crate::seed")]
    #[cfg_attr(feature = "ts", ts(type = "number | bigint | string"))]
    pub seed: u64,
    /// Each seat's stake in integer minor units; 0 is practice.
    #[serde(default, deserialize_with = "stake")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub stake: u64,
    /// The word across the middle row (analysis only; matches use SHEEP).
    #[serde(default = "default_start")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub start_word: String,
    /// Each seat's time for the whole game, ms (analysis only).
    #[serde(default = "default_clock", deserialize_with = "clock_ms")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub clock_ms: u64,
    /// Ms added to a seat's clock after each of its moves (analysis only).
    #[serde(default, deserialize_with = "increment_ms")]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub increment_ms: u64,
}

impl Config {
    /// A match between `seats` with the rules' defaults and no stake.
    pub fn new(seats: Vec<SeatKind>, seed: u64) -> Config {
        Config {
            seats,
            seed,
            stake: 0,
            start_word: START_WORD.into(),
            clock_ms: CLOCK_MS,
            increment_ms: 0,
        }
    }

    /// The start word as the board holds it: trimmed and folded to lower
    /// case, so `"Sheep"` and `"SHEEP"` are SHEEP. Every reader of
    /// `start_word` goes through this one fold.
    pub fn start_word_folded(&self) -> String {
        self.start_word.trim().to_ascii_lowercase()
    }

    /// Whether this is a match by the rules as written: every analysis
    /// option of [`OPTIONS`] at its default (SHEEP in any case, ten
    /// minutes); only a standard game with a stake is settled.
    pub fn is_standard(&self) -> bool {
        crate::engine::options::is_standard(OPTIONS, self)
    }

    /// Whether either seat is a bot: such a game is practice.
    pub fn has_bot(&self) -> bool {
        self.seats.iter().any(|s| matches!(s, SeatKind::Bot(_)))
    }

    /// Checks the config: two seats, a five-letter start word, a stake
    /// only in a match; the engine checks the ranges of [`OPTIONS`] first
    /// ([`crate::engine::judge`], the one door every config goes through).
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(Error::new(ErrorCode::InvalidConfig, m));
        if self.seats.len() != 2 {
            return bad(format!(
                "a Wordgrid game has two seats; got {}",
                self.seats.len()
            ));
        }
        Board::start(&self.start_word)
            .map_err(|e| Error::new(ErrorCode::InvalidConfig, e.message().to_string()))?;
        if self.stake > 0 && !self.is_standard() {
            return bad(format!(
                "a game with a stake is a match: {} at their defaults",
                crate::engine::options::analysis_names(OPTIONS)
            ));
        }
        Ok(())
    }

    /// The rules a game must meet to be made now (see
    /// [`Rules::admit`](crate::engine::Rules::admit)): no stake against a
    /// bot. A staked bot game stored by an earlier version still replays
    /// and restores with its settlement.
    pub fn admit(&self) -> Result<()> {
        if self.stake > 0 && self.has_bot() {
            return Err(Error::new(
                ErrorCode::InvalidConfig,
                format!(
                    "stake {}: a game with a bot seat is practice and carries no stake; \
                     stakes are for two human seats",
                    self.stake
                ),
            ));
        }
        Ok(())
    }

    /// Checks that the start word is in `lexicon` (it is spent from the
    /// start, so it must be a word).
    pub(crate) fn check_start_word(&self, lexicon: &Lexicon) -> Result<()> {
        if lexicon.contains(&self.start_word_folded()) {
            Ok(())
        } else {
            Err(Error::new(
                ErrorCode::InvalidConfig,
                format!(
                    "the start word {:?} is not in the word list",
                    self.start_word
                ),
            ))
        }
    }
}

#[cfg(test)]
mod seat_kind_tests {
    use super::{Level, SeatKind};

    #[test]
    fn every_kind_reads_back_from_its_name_and_nothing_else_does() {
        let kinds = [SeatKind::Human]
            .into_iter()
            .chain(Level::ALL.map(SeatKind::Bot));
        for kind in kinds {
            assert_eq!(SeatKind::from_name(kind.name()), Some(kind));
        }
        for bad in [
            "",
            "bot",
            "bot:",
            "bot:Easy",
            "bots:easy",
            "bot:easy ",
            "Human",
            "bot:human",
        ] {
            assert_eq!(SeatKind::from_name(bad), None, "{bad:?}");
        }
    }
}
