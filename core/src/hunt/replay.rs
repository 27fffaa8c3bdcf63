//! Replaying and verifying Word Grid logs: thin typed calls over the
//! engine's [`Log`](crate::engine::Log).

use super::game::Hunt;
use super::settle::GameResult;
use crate::engine;
use crate::error::Result;
use crate::lexicon::Lexicon;

/// A Word Grid log.
pub type Log = engine::Log<Hunt>;

/// Replays a log (embedded lexicon) and returns the settled result.
pub fn replay(log: &Log) -> Result<GameResult> {
    log.replay_embedded()?
        .outcome()
        .cloned()
        .ok_or_else(engine::unfinished)
}

/// Replays a log with another word list.
pub fn replay_with(log: &Log, lexicon: Lexicon) -> Result<GameResult> {
    log.outcome(&lexicon)
}

/// Replays a JSON log and returns the result JSON: the exact bytes every
/// binding returns for the same log.
pub fn replay_json(log_json: &str) -> Result<String> {
    Ok(replay(&Log::from_json(log_json)?)?.to_json())
}

/// Whether `result` is the true result of `log`, and the log's derived
/// record (who left, how, the end) is true.
pub fn verify(log: &Log, result: &GameResult) -> Result<bool> {
    log.verify(Lexicon::embedded(), result)
}

/// Whether a JSON result is the true result of a JSON log (compared as
/// values, so formatting does not matter).
pub fn verify_json(log_json: &str, result_json: &str) -> Result<bool> {
    engine::verify_json::<Hunt>(log_json, result_json, None)
}
