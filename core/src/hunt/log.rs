//! The game log and replay.
//!
//! The log is the game's public record: its config (seed included), when it
//! was created, every action a human seat took that the rules accepted or
//! recorded (Ready, each word sent — misses included — and resignations),
//! with seat and time, in the order they happened, and the last time the
//! game saw (`until_ms`). Refused calls are not actions and are not logged.
//! The bot's words, forfeits, the countdown and the end follow from the seed
//! and the clock, so they are not logged either: [`replay`] re-derives them.
//!
//! The log is derived from the game's state rather than kept beside it (each
//! record carries a sequence number), which keeps a live game small.
//!
//! ```json
//! {"version":1,"game":"hunt","lexicon":"embedded",
//!  "config":{"seats":["human","bot"],"seed":"000000000000002a",...},
//!  "created_ms":0,
//!  "actions":[{"seq":1,"at_ms":500,"seat":0,"action":"ready"},
//!             {"seq":2,"at_ms":3600,"seat":0,"action":"submit","word":"tone"}],
//!  "until_ms":183500}
//! ```

use serde::{Deserialize, Serialize};

use super::config::Config;
use super::game::Game;
use super::settle::GameResult;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// Log format version.
pub const LOG_VERSION: u32 = 1;

/// What an action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    Ready,
    Submit,
    Resign,
}

/// One logged action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Action {
    pub seq: u32,
    pub at_ms: u64,
    pub seat: usize,
    pub action: ActionKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word: Option<String>,
}

/// A game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Log {
    pub version: u32,
    pub game: String,
    /// "embedded", or "custom" when the game used another word list (replay
    /// then needs that list: [`replay_with`]).
    pub lexicon: String,
    pub config: Config,
    pub created_ms: u64,
    pub actions: Vec<Action>,
    pub until_ms: u64,
}

impl Log {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(json: &str) -> Result<Log> {
        let log: Log = serde_json::from_str(json)
            .map_err(|e| Error::new(ErrorCode::InvalidLog, format!("hunt log: {e}")))?;
        if log.version != LOG_VERSION || log.game != "hunt" {
            return Err(Error::new(
                ErrorCode::InvalidLog,
                format!(
                    "this is a {:?} log of version {}; expected a hunt log of version {LOG_VERSION}",
                    log.game, log.version
                ),
            ));
        }
        Ok(log)
    }
}

impl Game {
    /// The log of everything so far.
    pub fn log(&self) -> Log {
        let mut actions = Vec::new();
        for (seat, s) in self.st.seats.iter().enumerate() {
            if s.kind == super::config::SeatKind::Bot {
                continue;
            }
            if let Some(r) = s.ready {
                actions.push(Action {
                    seq: r.seq,
                    at_ms: r.at_ms,
                    seat,
                    action: ActionKind::Ready,
                    word: None,
                });
            }
            if s.status == super::game::SeatStatus::Resigned {
                if let Some(o) = s.out {
                    actions.push(Action {
                        seq: o.seq,
                        at_ms: o.at_ms,
                        seat,
                        action: ActionKind::Resign,
                        word: None,
                    });
                }
            }
            for a in &s.words {
                actions.push(Action {
                    seq: a.seq,
                    at_ms: a.at_ms,
                    seat,
                    action: ActionKind::Submit,
                    word: Some(a.word.to_string()),
                });
            }
            for m in &s.misses {
                actions.push(Action {
                    seq: m.seq,
                    at_ms: m.at_ms,
                    seat,
                    action: ActionKind::Submit,
                    word: Some(m.word.clone()),
                });
            }
        }
        actions.sort_by_key(|a| a.seq);
        Log {
            version: LOG_VERSION,
            game: "hunt".into(),
            lexicon: if self.st.custom_lexicon {
                "custom"
            } else {
                "embedded"
            }
            .into(),
            config: self.st.config.clone(),
            created_ms: self.st.created_ms,
            actions,
            until_ms: self.st.clock_ms,
        }
    }

    /// The log as JSON.
    pub fn log_json(&self) -> String {
        self.log().to_json()
    }

    /// Rebuilds a game from its log on the embedded lexicon.
    pub fn from_log(log: &Log) -> Result<Game> {
        if log.lexicon != "embedded" {
            return Err(Error::new(
                ErrorCode::InvalidLog,
                "this log was played with a custom word list; replay it with that list (replay_with)",
            ));
        }
        Game::from_log_with(log, Lexicon::embedded().clone())
    }

    /// Rebuilds a game from its log with the given word list.
    pub fn from_log_with(log: &Log, lexicon: Lexicon) -> Result<Game> {
        let bad = |i: usize, e: Error| {
            Error::new(
                ErrorCode::InvalidLog,
                format!("action #{i} cannot be replayed: {e}"),
            )
        };
        let mut g = Game::with_lexicon(log.config.clone(), lexicon, log.created_ms)
            .map_err(|e| Error::new(ErrorCode::InvalidLog, format!("config: {e}")))?;
        for (i, a) in log.actions.iter().enumerate() {
            let r = match (a.action, &a.word) {
                (ActionKind::Ready, None) => g.ready(a.seat, a.at_ms),
                (ActionKind::Resign, None) => g.resign(a.seat, a.at_ms),
                (ActionKind::Submit, Some(w)) => g.submit(a.seat, w, a.at_ms),
                _ => Err(Error::new(
                    ErrorCode::InvalidLog,
                    "a submit needs a word; nothing else has one",
                )),
            };
            r.map_err(|e| bad(i, e))?;
        }
        g.advance(log.until_ms)
            .map_err(|e| bad(log.actions.len(), e))?;
        Ok(g)
    }
}

/// Replays a log (embedded lexicon) and returns the settled result.
pub fn replay(log: &Log) -> Result<GameResult> {
    finished(Game::from_log(log)?)
}

/// Replays a log with another word list.
pub fn replay_with(log: &Log, lexicon: Lexicon) -> Result<GameResult> {
    finished(Game::from_log_with(log, lexicon)?)
}

fn finished(g: Game) -> Result<GameResult> {
    g.result().cloned().ok_or_else(|| {
        Error::new(
            ErrorCode::InvalidLog,
            "the log ends before the game does (replay it with Game::from_log to continue it)",
        )
    })
}

/// Replays a JSON log and returns the result JSON: the exact bytes every
/// binding returns for the same log.
pub fn replay_json(log_json: &str) -> Result<String> {
    Ok(replay(&Log::from_json(log_json)?)?.to_json())
}

/// Whether `result` is the true result of `log`.
pub fn verify(log: &Log, result: &GameResult) -> Result<bool> {
    Ok(&replay(log)? == result)
}

/// Whether a JSON result is the true result of a JSON log (compared as
/// values, so formatting does not matter).
pub fn verify_json(log_json: &str, result_json: &str) -> Result<bool> {
    let claimed: serde_json::Value = serde_json::from_str(result_json)
        .map_err(|e| Error::new(ErrorCode::InvalidJson, format!("result: {e}")))?;
    let truth: serde_json::Value = serde_json::from_str(&replay_json(log_json)?)
        .map_err(|e| Error::new(ErrorCode::InvalidJson, e.to_string()))?;
    Ok(claimed == truth)
}
