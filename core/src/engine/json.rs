//! The JSON surface of one game, generic over its [`Rules`]: configs,
//! actions, logs, snapshots and results as text, judged exactly as the
//! typed calls judge them. [`AnyGame`](crate::AnyGame) dispatches to these
//! by the game's name; a binding that knows which game it holds calls them
//! directly. Nothing here names a game.

use serde_json::{Map, Value};

use super::bots::BotReplay;
use super::log::Log;
use super::replay::{unfinished, Check};
use super::rules::Rules;
use super::session::Session;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;
use crate::limits;

pub(crate) fn json_err(what: &str, e: impl std::fmt::Display) -> Error {
    Error::new(ErrorCode::InvalidJson, format!("{what}: {e}"))
}

/// A serde error as the engine's error: the coded error a field's reader
/// carried through serde ([`Error::from_serde`]) keeps its code; anything
/// else is `INVALID_JSON` about `what`.
fn serde_err(what: &str, text: String) -> Error {
    Error::from_serde(&text).unwrap_or_else(|| json_err(what, text))
}

pub(crate) fn object(json: &str, what: &str) -> Result<Map<String, Value>> {
    let max = if what == "log" {
        limits::MAX_RECORD_BYTES
    } else {
        limits::MAX_INPUT_JSON_BYTES
    };
    limits::check_bytes(what, json.len(), max)?;
    match super::unique::parse(json).map_err(|e| json_err(what, e))? {
        Value::Object(m) => Ok(m),
        _ => Err(json_err(what, "expected a JSON object")),
    }
}

pub(crate) fn lexicon_or_embedded(lexicon: Option<&Lexicon>) -> &Lexicon {
    lexicon.unwrap_or_else(|| Lexicon::embedded())
}

// ----- generic over the rules ----------------------------------------------

/// A game's config from its JSON object (`"game"` already taken out):
/// parsed (`INVALID_JSON` naming the game), then judged by the rules.
pub(crate) fn config_from_map<R: Rules>(config: Map<String, Value>) -> Result<R::Config> {
    let config: R::Config = serde_json::from_value(Value::Object(config))
        .map_err(|e| serde_err(&format!("{} config", R::GAME), e.to_string()))?;
    super::judge::<R>(&config, true)?;
    Ok(config)
}

/// The one way config JSON becomes a game's config, for every surface that
/// knows which game it wants (typed classes, `Config::from_json`):
/// the size cap, a JSON object, `"game"` optional but, when present,
/// `R::GAME` (another game's name is `WRONG_GAME`), then the fields and the
/// rules' checks, exactly as [`AnyGame::new`](crate::AnyGame::new) judges them.
///
/// ```rust
/// use gridwords::engine::config_from_json;
/// use gridwords::hunt::Hunt;
/// use gridwords::ErrorCode;
///
/// let c = config_from_json::<Hunt>(r#"{"seats": ["human", "bot"], "seed": 42}"#)?;
/// assert_eq!(c.seed, 42);
/// let same = config_from_json::<Hunt>(r#"{"game": "hunt", "seats": ["human", "bot"], "seed": 42}"#)?;
/// assert_eq!(same, c);
/// let e = config_from_json::<Hunt>(r#"{"game": "duel", "seats": ["human", "bot"], "seed": 42}"#);
/// assert_eq!(e.unwrap_err().code(), ErrorCode::WrongGame);
/// # Ok::<(), gridwords::Error>(())
/// ```
pub fn config_from_json<R: Rules>(json: &str) -> Result<R::Config> {
    let mut m = object(json, "config")?;
    match m.remove("game") {
        None => {}
        Some(Value::String(g)) if g == R::GAME => {}
        Some(Value::String(g)) => return Err(Error::wrong_game("config", &g, R::GAME)),
        Some(_) => return Err(json_err("config", "\"game\" must be a string")),
    }
    config_from_map::<R>(m)
}

pub(crate) fn create<R: Rules>(
    config: Map<String, Value>,
    lexicon: &Lexicon,
    now_ms: u64,
) -> Result<Session<R>> {
    Session::create(config_from_map::<R>(config)?, lexicon, now_ms)
}

pub(crate) fn create_as<R: Rules>(
    config_json: &str,
    lexicon: &Lexicon,
    now_ms: u64,
) -> Result<Session<R>> {
    Session::create(config_from_json::<R>(config_json)?, lexicon, now_ms)
}

pub(crate) fn restore<R: Rules>(bytes: &[u8], lexicon: Option<&Lexicon>) -> Result<Session<R>> {
    Session::restore_bytes(bytes, lexicon)
}

/// The session a JSON log of this game rebuilds, over or not (`None`: the
/// shipped word list; a custom-list log then is refused); another game's
/// log is `WRONG_GAME`.
pub fn from_log<R: Rules>(json: &str, lexicon: Option<&Lexicon>) -> Result<Session<R>> {
    let log = Log::<R>::from_json(json)?;
    match lexicon {
        Some(l) => log.replay(l),
        None => log.replay_embedded(),
    }
}

/// Parses `{"action": ..., "seat": n, ...fields}` into the seat and the
/// rules' action.
pub(crate) fn parse_action<R: Rules>(json: &str) -> Result<(usize, R::Action)> {
    let mut m = object(json, "action")?;
    let seat = match m.remove("seat") {
        Some(Value::Number(n)) => n
            .as_u64()
            .and_then(|s| usize::try_from(s).ok())
            .ok_or_else(|| json_err("action", "\"seat\" must be a seat number 0, 1, ..."))?,
        Some(_) => {
            return Err(json_err(
                "action",
                "\"seat\" must be a seat number 0, 1, ...",
            ))
        }
        None => return Err(json_err("action", "missing \"seat\"")),
    };
    match m.get("action") {
        Some(Value::String(_)) => {}
        Some(_) => return Err(json_err("action", "\"action\" must be a string")),
        None => return Err(json_err("action", "missing \"action\"")),
    }
    let keys: Vec<String> = m.keys().cloned().collect();
    let action: R::Action = serde_json::from_value(Value::Object(m)).map_err(|e| {
        let text = e.to_string();
        if text.starts_with("unknown variant") {
            Error::new(
                ErrorCode::UnknownAction,
                format!("{} action: {text}", R::GAME),
            )
        } else {
            serde_err(&format!("{} action", R::GAME), text)
        }
    })?;
    // Serde lets a unit variant ignore extra fields; a relaying host's typo
    // should not pass silently, so every field given must be one the action
    // has.
    if let Ok(Value::Object(known)) = serde_json::to_value(&action) {
        if let Some(k) = keys.iter().find(|k| !known.contains_key(k.as_str())) {
            return Err(json_err(
                &format!("{} action", R::GAME),
                format!("unknown field {k:?}"),
            ));
        }
    }
    Ok((seat, action))
}

pub(crate) fn act<R: Rules>(g: &mut Session<R>, json: &str, now_ms: u64) -> Result<Vec<R::Event>> {
    let (seat, action) = parse_action::<R>(json)?;
    g.act(seat, &action, now_ms)
}

pub(crate) fn to_json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// Replays a JSON log of this game to its end: the result JSON, the exact
/// bytes every binding returns for the same log.
pub fn replay_json<R: Rules>(log_json: &str, lexicon: Option<&Lexicon>) -> Result<String> {
    let g = from_log::<R>(log_json, lexicon)?;
    g.outcome().map(to_json).ok_or_else(unfinished)
}

/// Whether `result_json` is the true result of `log_json` (a log of this
/// game): the full check ([`verify_report`] with [`BotReplay::Rerun`]).
pub fn verify_json<R: Rules>(
    log_json: &str,
    result_json: &str,
    lexicon: Option<&Lexicon>,
) -> Result<bool> {
    verify_json_with::<R>(log_json, result_json, lexicon, BotReplay::Rerun)
}

/// [`verify_json`] with the bots' logged moves checked as `bots` says:
/// [`BotReplay::Rerun`] (the default) searches again for each,
/// [`BotReplay::Apply`] trusts them (a server re-reading its own records).
pub fn verify_json_with<R: Rules>(
    log_json: &str,
    result_json: &str,
    lexicon: Option<&Lexicon>,
    check: impl Into<Check>,
) -> Result<bool> {
    verify_report::<R>(log_json, result_json, lexicon, check).map(|r| r.is_none())
}

/// What is false in the claim that `result_json` is the result of
/// `log_json`, or `None` when it is true: a bot's logged move that is not
/// the bot's (which seat, at which time; looked for with
/// [`BotReplay::Rerun`]), a false record of how the game went, or a result
/// that differs from the log's (compared as JSON values; a result in an
/// earlier version's shape is upgraded first,
/// [`Rules::upgrade_outcome_json`]); for a log of an older format, the
/// report ends by saying so ([`Log::older_rules`]). A log that cannot be
/// replayed is an error (`INVALID_LOG`), not a false claim; one older than
/// the check's [`min_version`](Check::min_version) is `VERSION_TOO_OLD`.
pub fn verify_report<R: Rules>(
    log_json: &str,
    result_json: &str,
    lexicon: Option<&Lexicon>,
    check: impl Into<Check>,
) -> Result<Option<String>> {
    let check = check.into();
    limits::check_bytes("result", result_json.len(), limits::MAX_RECORD_BYTES)?;
    let mut claimed: Value =
        super::unique::parse(result_json).map_err(|e| json_err("result", e))?;
    crate::seal::refuse_sealed_json(claimed.as_object(), "result")?;
    let log = Log::<R>::from_json(log_json)?;
    check.admits(&log)?;
    let report = falsehood(&log, &mut claimed, lexicon, check)?;
    Ok(report.map(|r| match log.older_rules() {
        Some(older) => format!("{r}; {older}"),
        None => r,
    }))
}

/// What [`verify_report`] finds false, before it names an older format.
fn falsehood<R: Rules>(
    log: &Log<R>,
    claimed: &mut Value,
    lexicon: Option<&Lexicon>,
    check: Check,
) -> Result<Option<String>> {
    let lexicon = match lexicon {
        Some(l) => l,
        None => log.embedded_for()?,
    };
    let (g, forged) = log.replay_unchecked(lexicon, check)?;
    if let Some(forged) = forged {
        return Ok(Some(forged));
    }
    if let Some(d) = &log.derived {
        if *d != g.rules.derived() {
            return Ok(Some(format!(
                "the log's record of how the game went is false: it says {}, the replay {}",
                to_json(d),
                to_json(&g.rules.derived())
            )));
        }
    }
    R::upgrade_outcome_json(claimed);
    let truth: Option<Value> = g
        .outcome()
        .map(to_json)
        .and_then(|r| serde_json::from_str(&r).ok());
    Ok(match truth {
        Some(t) if t == *claimed => None,
        Some(_) => Some("the claimed result is not the log's result".into()),
        None => Some("the log ends before the game does".into()),
    })
}
