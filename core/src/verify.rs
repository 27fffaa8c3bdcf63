//! Many records verified in one call, on every core.
//!
//! An organiser checks a season's games before paying out: thousands of
//! logs, each with the result claimed for it. [`verify_many`] judges each
//! exactly as [`AnyGame::verify_report`] (or, with a key,
//! [`AnyGame::verify_sealed_report`]) judges one, on the batch runner's
//! threads (`crate::batch`: progress, stopping, forks), one record per
//! piece of work so that progress and a binding's Ctrl-C are heard after
//! every record. The verdicts come back in input order whatever the
//! thread count, and one record that cannot be read is its own verdict,
//! never the batch's failure: a season is judged whole.
//!
//! The bot searches inside one record (the full check runs each bot's
//! search again) run on the same threads: the log fixes every position,
//! so they need not wait for one another (`engine/bots.rs`).

use serde::Serialize;

use crate::batch::{run_chunks_of, Progress};
use crate::engine::Check;
use crate::error::{Error, ErrorCode, Result};
use crate::games::AnyGame;
use crate::lexicon::Lexicon;

/// How [`verify_many`] judges its records: the same check for each.
#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyMany<'a> {
    /// The word list the games were played with (`None`: the shipped one,
    /// as each log says).
    pub lexicon: Option<&'a Lexicon>,
    /// The bots' moves and the oldest log format taken, as for one record
    /// (its `threads` is this call's).
    pub check: Check,
    /// The host's seal key: every log must be sealed with it (a claimed
    /// result may be sealed too), as [`AnyGame::verify_sealed_report`].
    pub key: Option<&'a [u8]>,
    /// The most threads the call may use (`0`: one per core; `1`: the
    /// caller's thread only).
    pub threads: usize,
}

/// The verdict on one record: what [`AnyGame::verify_report`] says of it.
///
/// As JSON (what every binding hands out): `{"verified": true}`,
/// `{"verified": false, "report": "..."}` for a false claim, or
/// `{"verified": false, "code": "INVALID_LOG", "message": "..."}` for a
/// record the engine could not judge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Whether the claim is true.
    pub verified: bool,
    /// What is false in the claim (a claim judged false).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub report: Option<String>,
    /// The error's code name (a record not judged: `INVALID_LOG`,
    /// `SEAL_BROKEN`, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
    /// The error's message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

impl Verdict {
    /// The verdict of one judgement.
    pub fn of(judged: Result<Option<String>>) -> Verdict {
        match judged {
            Ok(None) => Verdict {
                verified: true,
                report: None,
                code: None,
                message: None,
            },
            Ok(Some(report)) => Verdict {
                verified: false,
                report: Some(report),
                code: None,
                message: None,
            },
            Err(e) => Verdict {
                verified: false,
                report: None,
                code: Some(e.code().name()),
                message: Some(e.message().to_string()),
            },
        }
    }

    /// The verdict as JSON, in the shape above.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// One record judged as `how` says: its log and the result claimed for it.
/// Its bots' searches run on `how.threads`.
pub fn verify_one(log: &str, result: &str, how: &VerifyMany<'_>) -> Verdict {
    let check = how.check.threads(how.threads);
    Verdict::of(match how.key {
        Some(key) => AnyGame::verify_sealed_report(log, result, key, how.lexicon, check),
        None => AnyGame::verify_report(log, result, how.lexicon, check),
    })
}

/// Every record's verdict, in input order: `records` are (log, claimed
/// result) pairs of JSON text, any game's, mixed.
///
/// ```rust
/// use gridwords::verify::{verify_many, VerifyMany};
/// use gridwords::AnyGame;
///
/// let mut g = AnyGame::new(r#"{"game":"solo","seed":7}"#, None, 0).unwrap();
/// g.advance(300_000).unwrap();
/// let (log, result) = (g.log_json(), g.result_json().unwrap());
/// let verdicts = verify_many(&[(log.as_str(), result.as_str()), (log.as_str(), "{}")], &VerifyMany::default());
/// assert!(verdicts[0].verified);
/// assert!(!verdicts[1].verified && verdicts[1].report.is_some());
/// ```
pub fn verify_many<S: AsRef<str> + Sync>(records: &[(S, S)], how: &VerifyMany<'_>) -> Vec<Verdict> {
    let mut out = vec![None; records.len()];
    // The lengths agree by construction, and nothing stops the batch.
    let _ = verify_many_into(records, how, &mut out, &|_| true);
    out.into_iter().flatten().collect()
}

/// [`verify_many`] into a caller's buffer (exactly as long as `records`:
/// `INVALID_ARGUMENT` otherwise, and nothing is written), reporting
/// [`Progress`] after each record, which may stop the call. `Ok(true)`:
/// every record is judged; `Ok(false)`: `progress` stopped it, and the
/// records not judged are `None`.
pub fn verify_many_into<S: AsRef<str> + Sync>(
    records: &[(S, S)],
    how: &VerifyMany<'_>,
    out: &mut [Option<Verdict>],
    progress: Progress<'_>,
) -> Result<bool> {
    if out.len() != records.len() {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!(
                "the output holds {} verdicts but there are {} records",
                out.len(),
                records.len()
            ),
        ));
    }
    // The shipped list is opened once, before any thread needs it.
    if how.lexicon.is_none() {
        Lexicon::embedded().trie();
    }
    Ok(run_chunks_of(out, 1, how.threads, progress, &|i, slot| {
        let (log, result) = &records[i];
        slot[0] = Some(verify_one(log.as_ref(), result.as_ref(), how));
    }))
}
