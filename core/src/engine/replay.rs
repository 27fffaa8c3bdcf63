//! Replaying and verifying logs: rebuilding a [`Session`] from its
//! [`Log`], for every game. Apart from `log.rs` so that the log (a record)
//! and the session (a live game) do not import each other: this module
//! stands above both.

use super::log::{bad_log, Log};
use super::rules::Rules;
use super::session::Session;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// The error of a log that ends before its game does, wherever a finished
/// game is asked of one: one message for every game and every surface.
pub fn unfinished() -> Error {
    Error::new(
        ErrorCode::InvalidLog,
        "the log ends before the game does (rebuild it with from_log to continue it)",
    )
}

impl<R: Rules> Log<R> {
    /// Replays the log on `lexicon` (the list the game was played with).
    pub fn replay(&self, lexicon: &Lexicon) -> Result<Session<R>> {
        let g = self.replay_unchecked(lexicon)?;
        if let Some(d) = &self.derived {
            let truth = g.rules.derived();
            if *d != truth {
                return Err(bad_log(format!(
                    "the log's derived record disagrees with its replay: the log says {}, the replay {}",
                    serde_json::to_string(d).unwrap_or_default(),
                    serde_json::to_string(&truth).unwrap_or_default()
                )));
            }
        }
        Ok(g)
    }

    /// Replays on the shipped list, refusing a custom-list log.
    pub fn replay_embedded(&self) -> Result<Session<R>> {
        if self.lexicon != "embedded" {
            return Err(bad_log(
                "this log was played with a custom word list; replay it with that list",
            ));
        }
        self.replay(Lexicon::embedded())
    }

    /// Whether `claimed` is the true outcome of this log, and the log's
    /// derived record is the true one.
    pub fn verify(&self, lexicon: &Lexicon, claimed: &R::Outcome) -> Result<bool> {
        let g = self.replay_unchecked(lexicon)?;
        let derived_ok = self
            .derived
            .as_ref()
            .is_none_or(|d| *d == g.rules.derived());
        Ok(derived_ok && g.outcome() == Some(claimed))
    }

    fn replay_unchecked(&self, lexicon: &Lexicon) -> Result<Session<R>> {
        let bad = |i: usize, e: Error| bad_log(format!("action #{i} cannot be replayed: {e}"));
        R::validate(&self.config).map_err(|e| bad_log(format!("config: {e}")))?;
        let mut g = Session::<R>::recreate(self.config.clone(), lexicon, self.created_ms)
            .map_err(|e| bad_log(format!("config: {e}")))?;
        for (i, a) in self.actions.iter().enumerate() {
            g.act(a.seat, &a.action, a.at_ms).map_err(|e| bad(i, e))?;
        }
        g.advance(self.until_ms)
            .map_err(|e| bad(self.actions.len(), e))?;
        Ok(g)
    }

    /// Replays the log to its end and returns the game's outcome; a log
    /// that ends before the game does is [`unfinished`].
    pub fn outcome(&self, lexicon: &Lexicon) -> Result<R::Outcome> {
        self.replay(lexicon)?
            .outcome()
            .cloned()
            .ok_or_else(unfinished)
    }
}
