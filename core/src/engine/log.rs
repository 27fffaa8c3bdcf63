//! The game log, shared by every game: the public record from which
//! [`Log::replay`] (in `replay.rs`) rebuilds the game.
//!
//! ```json
//! {"version":4,"game":"hunt","lexicon":"embedded",
//!  "lexicon_sha256":"c0230fb0…",
//!  "config":{"seats":["human","bot"],"seed":"0x000000000000002a"},
//!  "created_ms":0,
//!  "actions":[{"seq":1,"at_ms":500,"seat":0,"action":"ready"},
//!             {"seq":2,"at_ms":3600,"seat":0,"action":"submit","word":"tone"}],
//!  "until_ms":183500,
//!  "derived":{...}}
//! ```
//!
//! * `actions`: every action a seat took that the rules accepted or
//!   recorded, in order; refused calls are not actions. Each action's JSON
//!   is exactly what the JSON surface takes (`{"action": ..., "seat": ...}`).
//!   A bot that searches for its moves (Wordgrid's) has them here too, as
//!   actions of its seat: replay makes them instead of searching again
//!   (version 3 on; a version 2 log replays by searching).
//! * `lexicon_sha256`: the word list's fingerprint
//!   ([`Lexicon::fingerprint`](crate::Lexicon::fingerprint)), version 4
//!   on. Replay and verify with another list are refused
//!   (`LEXICON_MISMATCH`, naming both); a log written before it existed is
//!   read as pinned to the list shipped then
//!   ([`FIRST_SHIPPED_FINGERPRINT`](crate::lexicon::FIRST_SHIPPED_FINGERPRINT))
//!   when it says `"embedded"`, and as unpinned when it says `"custom"`.
//! * `until_ms`: the last time the game saw.
//! * `derived`: what the rules derived rather than a seat did (for Word
//!   Grid: forfeits, disqualifications with their rule, the end). Replay
//!   re-derives it and refuses a log whose record disagrees.
//!
//! The log holds the seed and every seat's actions: keep it on the server
//! until the game is over. Version 3 logs (written before the word list's
//! fingerprint), version 2 logs (written before the bots' moves
//! were logged) and version 1 logs (gridwords 0.1, Word Grid only, seed as
//! bare hex, no `derived`) still replay.

use serde::{Deserialize, Serialize};

use super::rules::{Logged, Rules};
use crate::error::{Error, ErrorCode, Result};

/// The log format this build writes.
pub const LOG_VERSION: u32 = 4;

/// A game's log.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(concrete(R = R), bound = "R::Config: ts_rs::TS, R::Action: ts_rs::TS, R::Derived: ts_rs::TS"))]
#[serde(deny_unknown_fields, bound = "")]
pub struct Log<R: Rules> {
    /// The format: [`LOG_VERSION`] in every log this build writes; 3, 2 or
    /// 1 for an older log read back (3: without the list's fingerprint; 2:
    /// without the bots' moves either).
    pub version: u32,
    /// The game's name ([`Rules::GAME`], e.g. `"hunt"`).
    pub game: String,
    /// `"embedded"`, or `"custom"` when the game used another word list
    /// (replay then needs that list).
    pub lexicon: String,
    /// The word list's fingerprint ([`Lexicon::fingerprint`](crate::Lexicon::fingerprint)):
    /// in every log from version 4 on, absent before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lexicon_sha256: Option<String>,
    /// The config the game was created with, seed included.
    pub config: R::Config,
    /// When the game was created, in ms on the host's clock; replay creates
    /// it at this time.
    pub created_ms: u64,
    /// Every action the rules accepted or recorded, in `seq` order; refused
    /// calls are not here.
    pub actions: Vec<Logged<R::Action>>,
    /// The game's clock when the log was taken (the last time a successful
    /// call saw); replay advances to it after the last action.
    pub until_ms: u64,
    /// Absent only in version 1 logs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub derived: Option<R::Derived>,
    /// The game's clock minus the host's after a
    /// [`rebase`](super::Session::rebase); absent when 0. Every time in the
    /// log is on the game's own clock, so replay never needs it; a game
    /// rebuilt from the log takes the host's new clock's times with it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub clock_offset_ms: i64,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

impl<R: Rules> Clone for Log<R> {
    fn clone(&self) -> Self {
        Log {
            version: self.version,
            game: self.game.clone(),
            lexicon: self.lexicon.clone(),
            lexicon_sha256: self.lexicon_sha256.clone(),
            config: self.config.clone(),
            created_ms: self.created_ms,
            actions: self.actions.clone(),
            until_ms: self.until_ms,
            derived: self.derived.clone(),
            clock_offset_ms: self.clock_offset_ms,
        }
    }
}

impl<R: Rules> std::fmt::Debug for Log<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_json())
    }
}

impl<R: Rules> PartialEq for Log<R> {
    fn eq(&self, other: &Self) -> bool {
        self.to_json() == other.to_json()
    }
}

pub(crate) fn bad_log(why: impl Into<String>) -> Error {
    Error::new(ErrorCode::InvalidLog, why.into())
}

impl<R: Rules> Log<R> {
    /// The log as compact JSON (the shape in the module docs), which
    /// [`Log::from_json`] reads back.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses a JSON log of this game (version 1 or 2).
    pub fn from_json(json: &str) -> Result<Log<R>> {
        crate::limits::check_bytes("log", json.len(), crate::limits::MAX_RECORD_BYTES)?;
        let mut v: serde_json::Value =
            super::unique::parse(json).map_err(|e| bad_log(format!("{} log: {e}", R::GAME)))?;
        crate::seal::refuse_sealed_json(v.as_object(), "log")?;
        let version = v.get("version").and_then(serde_json::Value::as_u64);
        let game = v.get("game").and_then(serde_json::Value::as_str);
        match (game, version) {
            (Some(g), _) if g != R::GAME => return Err(Error::wrong_game("log", g, R::GAME)),
            (_, Some(1)) if R::GAME == "hunt" => upgrade_v1(&mut v),
            (_, Some(v)) if (2..=u64::from(LOG_VERSION)).contains(&v) => {}
            _ => {
                let found = match v.get("version") {
                    None => "the log has no \"version\"".to_string(),
                    Some(found) => format!("unknown log version {found}"),
                };
                return Err(bad_log(format!(
                    "{found}; this build reads versions 1 to {LOG_VERSION}"
                )));
            }
        }
        let given = action_keys(&v);
        let mut log: Log<R> = serde_json::from_value(v).map_err(|e| {
            let why = Error::serde_message(e.to_string());
            bad_log(format!("{} log: {why}", R::GAME))
        })?;
        R::read_logged_config(&mut log.config, log.version)
            .map_err(|e| bad_log(format!("config: {}", e.message())))?;
        check_action_fields(&log.actions, &given)?;
        crate::limits::check_actions(log.actions.len())?;
        log.check_fingerprint_field()?;
        log.check_times()?;
        if log.version >= 2 && log.derived.is_none() {
            return Err(bad_log(format!(
                "a version {} log needs its \"derived\" record",
                log.version
            )));
        }
        Ok(log)
    }
}

impl<R: Rules> Log<R> {
    /// The list's fingerprint is where the version says it is, in its form.
    fn check_fingerprint_field(&self) -> Result<()> {
        match (&self.lexicon_sha256, self.version >= 4) {
            (None, true) => Err(bad_log(format!(
                "a version {} log needs its \"lexicon_sha256\"",
                self.version
            ))),
            (Some(_), false) => Err(bad_log(format!(
                "unknown field \"lexicon_sha256\" in a version {} log (it came with version 4)",
                self.version
            ))),
            (Some(f), true) if !crate::lexicon::is_fingerprint(f) => Err(bad_log(format!(
                "\"lexicon_sha256\" {f:?} is not 64 lower-case hex digits"
            ))),
            _ => Ok(()),
        }
    }

    /// Every time in the log is one the engine takes
    /// ([`MAX_TIME_MS`](crate::limits::MAX_TIME_MS)).
    fn check_times(&self) -> Result<()> {
        let times = [("created_ms", self.created_ms), ("until_ms", self.until_ms)];
        let actions = self.actions.iter().enumerate();
        let at = actions.map(|(i, a)| (format!("action #{i}: at_ms"), a.at_ms));
        for (what, t) in times.map(|(w, t)| (w.to_string(), t)).into_iter().chain(at) {
            crate::limits::check_time(&what, t).map_err(|e| bad_log(e.message()))?;
        }
        Ok(())
    }

    /// The fingerprint of the list the log was played with: the one it
    /// records, or for an older log that says `"embedded"`, the list shipped
    /// then; `None` for an older custom-list log (it pinned nothing).
    pub fn pinned_fingerprint(&self) -> Option<&str> {
        match (&self.lexicon_sha256, self.lexicon.as_str()) {
            (Some(f), _) => Some(f),
            (None, "embedded") => Some(crate::lexicon::FIRST_SHIPPED_FINGERPRINT),
            (None, _) => None,
        }
    }
}

/// Version 1 (gridwords 0.1, Word Grid) wrote the seed as 16 bare hex
/// digits; the one seed syntax now reads bare digits as decimal.
fn upgrade_v1(v: &mut serde_json::Value) {
    if let Some(seed) = v.pointer_mut("/config/seed") {
        if let Some(s) = seed.as_str() {
            if !s.starts_with("0x") && !s.starts_with("0X") {
                *seed = serde_json::Value::String(format!("0x{s}"));
            }
        }
    }
}

/// The keys each action of a log's JSON gives.
fn action_keys(v: &serde_json::Value) -> Vec<Vec<String>> {
    let actions = v.get("actions").and_then(serde_json::Value::as_array);
    actions.map_or_else(Vec::new, |list| {
        list.iter()
            .map(|a| {
                a.as_object()
                    .map_or_else(Vec::new, |m| m.keys().cloned().collect())
            })
            .collect()
    })
}

/// Every field a logged action gives is one that action has, as the live
/// JSON surface demands (serde lets a unit variant, `{"action":"finish"}`,
/// ignore any other field, and a flattened one any unknown field).
fn check_action_fields<A: Serialize>(actions: &[Logged<A>], given: &[Vec<String>]) -> Result<()> {
    for (i, (a, keys)) in actions.iter().zip(given).enumerate() {
        let Ok(serde_json::Value::Object(known)) = serde_json::to_value(a) else {
            continue;
        };
        if let Some(k) = keys.iter().find(|k| !known.contains_key(k.as_str())) {
            return Err(bad_log(format!("action #{i}: unknown field {k:?}")));
        }
    }
    Ok(())
}
