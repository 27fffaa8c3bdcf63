//! One enum over every game, for hosts that speak JSON (the C handle, the
//! Python and Node `Game` classes, relaying servers).
//!
//! Adding a game is one arm in each of the two enums below, one line in
//! [`GAMES`] and one in each of this file's five dispatch macros:
//! everything else is generic over [`Rules`].

use serde_json::{Map, Value};

use super::log::Log;
use super::rules::Rules;
use super::session::Session;
use super::snapshot;
use crate::duel::Duel;
use crate::error::{Error, ErrorCode, Result};
use crate::hunt::Hunt;
use crate::lexicon::Lexicon;
use crate::limits;
use crate::solo::Solo;

/// The games this build knows, by the name configs, logs and snapshots use.
pub const GAMES: &[&str] = &[Hunt::GAME, Duel::GAME, Solo::GAME];

/// A game of any kind.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum AnyGame {
    /// Word Grid.
    Hunt(Session<Hunt>),
    /// Wordgrid.
    Duel(Session<Duel>),
    /// Sóló.
    Solo(Session<Solo>),
}

/// The events one call caused, of the game that caused them.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum AnyEvents {
    /// Word Grid events.
    Hunt(Vec<<Hunt as Rules>::Event>),
    /// Wordgrid events.
    Duel(Vec<<Duel as Rules>::Event>),
    /// Sóló events.
    Solo(Vec<<Solo as Rules>::Event>),
}

// Every game is named once in each macro below (and in the two enums,
// `GAMES` and `by_name!`): adding a game adds one line to each. In each arm
// `R` names the game's rules type.

/// Runs `$body` with `$g` bound to the session, whatever the game.
macro_rules! each_game {
    ($value:expr, $g:pat => $body:expr) => {
        match $value {
            AnyGame::Hunt($g) => {
                #[allow(dead_code)]
                type R = Hunt;
                $body
            }
            AnyGame::Duel($g) => {
                #[allow(dead_code)]
                type R = Duel;
                $body
            }
            AnyGame::Solo($g) => {
                #[allow(dead_code)]
                type R = Solo;
                $body
            }
        }
    };
}

/// As `each_game!`, wrapping the events `$body` returns (in a `Result`) in
/// the game's `AnyEvents` arm.
macro_rules! each_game_events {
    ($value:expr, $g:pat => $body:expr) => {
        match $value {
            AnyGame::Hunt($g) => $body.map(AnyEvents::Hunt),
            AnyGame::Duel($g) => $body.map(AnyEvents::Duel),
            AnyGame::Solo($g) => $body.map(AnyEvents::Solo),
        }
    };
}

/// Runs `$body` with `$e` bound to the events, whatever the game.
macro_rules! each_events {
    ($value:expr, $e:pat => $body:expr) => {
        match $value {
            AnyEvents::Hunt($e) => {
                #[allow(dead_code)]
                type R = Hunt;
                $body
            }
            AnyEvents::Duel($e) => {
                #[allow(dead_code)]
                type R = Duel;
                $body
            }
            AnyEvents::Solo($e) => {
                #[allow(dead_code)]
                type R = Solo;
                $body
            }
        }
    };
}

/// As `each_events!`, wrapping the events `$body` returns in the same arm.
macro_rules! map_events {
    ($value:expr, $e:pat => $body:expr) => {
        match $value {
            AnyEvents::Hunt($e) => {
                type R = Hunt;
                AnyEvents::Hunt($body)
            }
            AnyEvents::Duel($e) => {
                type R = Duel;
                AnyEvents::Duel($body)
            }
            AnyEvents::Solo($e) => {
                type R = Solo;
                AnyEvents::Solo($body)
            }
        }
    };
}

/// Calls a generic function with the rules type named by `$name`.
macro_rules! by_name {
    ($name:expr, $f:ident ( $($arg:expr),* )) => {
        match $name {
            n if n == Hunt::GAME => $f::<Hunt>($($arg),*).map(AnyGame::Hunt),
            n if n == Duel::GAME => $f::<Duel>($($arg),*).map(AnyGame::Duel),
            n if n == Solo::GAME => $f::<Solo>($($arg),*).map(AnyGame::Solo),
            other => Err(unknown_game(other)),
        }
    };
}

fn unknown_game(name: &str) -> Error {
    Error::new(
        ErrorCode::UnknownGame,
        format!("no game {name:?}; this build knows {GAMES:?}"),
    )
}

fn json_err(what: &str, e: impl std::fmt::Display) -> Error {
    Error::new(ErrorCode::InvalidJson, format!("{what}: {e}"))
}

fn object(json: &str, what: &str) -> Result<Map<String, Value>> {
    let max = if what == "log" {
        limits::MAX_RECORD_BYTES
    } else {
        limits::MAX_INPUT_JSON_BYTES
    };
    limits::check_bytes(what, json.len(), max)?;
    match serde_json::from_str::<Value>(json).map_err(|e| json_err(what, e))? {
        Value::Object(m) => Ok(m),
        _ => Err(json_err(what, "expected a JSON object")),
    }
}

fn lexicon_or_embedded(lexicon: Option<&Lexicon>) -> &Lexicon {
    lexicon.unwrap_or_else(|| Lexicon::embedded())
}

// ----- generic over the rules ----------------------------------------------

/// A game's config from its JSON object (`"game"` already taken out):
/// parsed (`INVALID_JSON` naming the game), then judged by the rules.
fn config_from_map<R: Rules>(config: Map<String, Value>) -> Result<R::Config> {
    let config: R::Config = serde_json::from_value(Value::Object(config))
        .map_err(|e| json_err(&format!("{} config", R::GAME), e))?;
    R::validate(&config)?;
    R::admit(&config)?;
    Ok(config)
}

/// The one way config JSON becomes a game's config, for every surface that
/// knows which game it wants (typed classes, `Config::from_json`):
/// the size cap, a JSON object, `"game"` optional but, when present,
/// `R::GAME` (another game's name is `WRONG_GAME`), then the fields and the
/// rules' checks, exactly as [`AnyGame::new`] judges them.
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
        Some(Value::String(g)) => {
            return Err(Error::new(
                ErrorCode::WrongGame,
                format!("this is a {g:?} config, not a {:?} one", R::GAME),
            ))
        }
        Some(_) => return Err(json_err("config", "\"game\" must be a string")),
    }
    config_from_map::<R>(m)
}

fn create<R: Rules>(
    config: Map<String, Value>,
    lexicon: &Lexicon,
    now_ms: u64,
) -> Result<Session<R>> {
    Session::create(config_from_map::<R>(config)?, lexicon, now_ms)
}

fn create_as<R: Rules>(config_json: &str, lexicon: &Lexicon, now_ms: u64) -> Result<Session<R>> {
    Session::create(config_from_json::<R>(config_json)?, lexicon, now_ms)
}

fn restore<R: Rules>(bytes: &[u8], lexicon: Option<&Lexicon>) -> Result<Session<R>> {
    Session::restore_bytes(bytes, lexicon)
}

fn from_log<R: Rules>(json: &str, lexicon: Option<&Lexicon>) -> Result<Session<R>> {
    let log = Log::<R>::from_json(json)?;
    match lexicon {
        Some(l) => log.replay(l),
        None => log.replay_embedded(),
    }
}

/// Parses `{"action": ..., "seat": n, ...fields}` into the seat and the
/// rules' action.
fn parse_action<R: Rules>(json: &str) -> Result<(usize, R::Action)> {
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
            json_err(&format!("{} action", R::GAME), text)
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

fn act<R: Rules>(g: &mut Session<R>, json: &str, now_ms: u64) -> Result<Vec<R::Event>> {
    let (seat, action) = parse_action::<R>(json)?;
    g.act(seat, &action, now_ms)
}

fn to_json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

// ----- the enum --------------------------------------------------------------

impl AnyGame {
    /// A new game from `{"game": "hunt", ...that game's config}`, created at
    /// `now_ms`, on `lexicon` (`None`: the shipped list).
    ///
    /// ```rust
    /// use gridwords::AnyGame;
    ///
    /// let config = r#"{"game": "hunt", "seats": ["human", "human"], "seed": 42}"#;
    /// let mut g = AnyGame::new(config, None, 0)?;
    /// assert_eq!(g.game(), "hunt");
    /// g.act_json(r#"{"action": "ready", "seat": 0}"#, 100)?;
    /// g.act_json(r#"{"action": "ready", "seat": 1}"#, 200)?; // T0 = 3 200
    ///
    /// // What fell due comes first: the tray opens, then the word is judged.
    /// let events = g.act_json(r#"{"action": "submit", "seat": 0, "word": "Bead"}"#, 5_000)?;
    /// assert_eq!(events.len(), 2);
    /// assert!(events.to_json().contains(r#""type":"accepted","seat":0,"word":"bead""#));
    /// // Seat 1 may not see seat 0's words: filter before forwarding.
    /// assert!(!events.to_json_for(Some(1)).contains("bead"));
    ///
    /// let view: serde_json::Value = serde_json::from_str(&g.view_json(Some(0))?)?;
    /// assert_eq!(view["phase"], "live");
    /// assert_eq!(view["tray"], "badigenstkkioeoe"); // cells 0-15, row-major
    /// assert_eq!(view["you"]["words"][0]["path"], serde_json::json!([0, 5, 1, 2]));
    /// assert_eq!(view["seed"], serde_json::Value::Null); // revealed only at the end
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(config_json: &str, lexicon: Option<&Lexicon>, now_ms: u64) -> Result<AnyGame> {
        let mut m = object(config_json, "config")?;
        let name = match m.remove("game") {
            Some(Value::String(s)) => s,
            Some(_) => return Err(json_err("config", "\"game\" must be a string")),
            None => {
                return Err(json_err(
                    "config",
                    format!("missing \"game\" (one of {GAMES:?})"),
                ))
            }
        };
        let lex = lexicon_or_embedded(lexicon);
        by_name!(name.as_str(), create(m, lex, now_ms))
    }

    /// A new game of the kind named `game` (`"hunt"`) from that game's
    /// config JSON, `"game"` optional (see [`config_from_json`]): for hosts
    /// whose call already says which game it makes.
    pub fn new_as(
        game: &str,
        config_json: &str,
        lexicon: Option<&Lexicon>,
        now_ms: u64,
    ) -> Result<AnyGame> {
        let lex = lexicon_or_embedded(lexicon);
        by_name!(game, create_as(config_json, lex, now_ms))
    }

    /// The game's name (`"hunt"`).
    pub fn game(&self) -> &'static str {
        each_game!(self, _ => R::GAME)
    }

    /// Applies `{"action": "...", "seat": n, ...}` at `now_ms`.
    pub fn act_json(&mut self, action_json: &str, now_ms: u64) -> Result<AnyEvents> {
        each_game_events!(self, g => act(g, action_json, now_ms))
    }

    /// Brings the game up to `now_ms`.
    pub fn advance(&mut self, now_ms: u64) -> Result<AnyEvents> {
        each_game_events!(self, g => g.advance(now_ms))
    }

    /// When the game next needs the clock, if ever.
    pub fn next_due(&self) -> Option<u64> {
        each_game!(self, g => g.next_due())
    }

    /// Number of seats; seats are numbered `0..seat_count()` in config order.
    pub fn seat_count(&self) -> usize {
        each_game!(self, g => g.seat_count())
    }

    /// The latest `now_ms` a successful call has seen, in ms on the host's
    /// clock; an earlier time is `TIME_WENT_BACKWARDS`.
    pub fn clock_ms(&self) -> u64 {
        each_game!(self, g => g.clock_ms())
    }

    /// Whether the game is over and settled (then
    /// [`result_json`](Self::result_json) answers).
    pub fn is_over(&self) -> bool {
        each_game!(self, g => g.is_over())
    }

    /// The word list the game plays with.
    pub fn lexicon(&self) -> &Lexicon {
        each_game!(self, g => g.lexicon())
    }

    /// What `viewer` may see now (`None`: a spectator), as JSON.
    pub fn view_json(&self, viewer: Option<usize>) -> Result<String> {
        each_game!(self, g => g.view_for(viewer).map(|v| to_json(&v)))
    }

    /// The settled result as JSON, once over.
    pub fn result_json(&self) -> Option<String> {
        each_game!(self, g => g.outcome().map(to_json))
    }

    /// The log as JSON.
    pub fn log_json(&self) -> String {
        each_game!(self, g => g.log().to_json())
    }

    /// The config as JSON, `"game"` first: what [`AnyGame::new`] takes.
    pub fn config_json(&self) -> String {
        let config = each_game!(self, g => to_json(g.config()));
        let name = to_json(&self.game());
        match config.strip_prefix('{') {
            Some("}") => format!("{{\"game\":{name}}}"),
            Some(rest) => format!("{{\"game\":{name},{rest}"),
            None => format!("{{\"game\":{name}}}"),
        }
    }

    /// The snapshot bytes.
    pub fn snapshot(&self) -> Vec<u8> {
        each_game!(self, g => g.snapshot())
    }

    /// Restores a snapshot of any game.
    pub fn restore(bytes: &[u8], lexicon: Option<&Lexicon>) -> Result<AnyGame> {
        let name = snapshot::game_of(bytes)?;
        by_name!(name, restore(bytes, lexicon))
    }

    /// Rebuilds a game from its JSON log (any game; the log says which).
    pub fn from_log_json(log_json: &str, lexicon: Option<&Lexicon>) -> Result<AnyGame> {
        let m = object(log_json, "log").map_err(|e| match e.code() {
            ErrorCode::LimitReached => e,
            _ => Error::new(ErrorCode::InvalidLog, e.message().to_string()),
        })?;
        let name = m
            .get("game")
            .and_then(Value::as_str)
            .ok_or_else(|| Error::new(ErrorCode::InvalidLog, "the log has no \"game\""))?;
        by_name!(name, from_log(log_json, lexicon))
    }

    /// Replays a JSON log and returns the result JSON: the exact bytes every
    /// binding returns for the same log.
    pub fn replay_json(log_json: &str, lexicon: Option<&Lexicon>) -> Result<String> {
        AnyGame::from_log_json(log_json, lexicon)?
            .result_json()
            .ok_or_else(|| {
                Error::new(
                    ErrorCode::InvalidLog,
                    "the log ends before the game does (rebuild it with from_log to continue it)",
                )
            })
    }

    /// Whether `result_json` is the true result of `log_json` and the log's
    /// derived record is true (results compared as JSON values).
    pub fn verify_json(
        log_json: &str,
        result_json: &str,
        lexicon: Option<&Lexicon>,
    ) -> Result<bool> {
        limits::check_bytes("result", result_json.len(), limits::MAX_RECORD_BYTES)?;
        let mut claimed: Value =
            serde_json::from_str(result_json).map_err(|e| json_err("result", e))?;
        let g = match AnyGame::from_log_json(log_json, lexicon) {
            Ok(g) => g,
            // A log whose derived record is false is a false claim.
            Err(e) if e.message().contains("derived record disagrees") => return Ok(false),
            Err(e) => return Err(e),
        };
        each_game!(&g, _ => R::upgrade_outcome_json(&mut claimed));
        let truth: Option<Value> = g.result_json().and_then(|r| serde_json::from_str(&r).ok());
        Ok(truth.as_ref() == Some(&claimed))
    }

    /// Keeps the events of a JSON array (as `act_json` gave them) that
    /// `viewer` may see (`None`: spectators).
    pub fn events_for_json(&self, events_json: &str, viewer: Option<usize>) -> Result<String> {
        if let Some(seat) = viewer {
            let n = self.seat_count();
            if seat >= n {
                return Err(Error::new(
                    ErrorCode::UnknownSeat,
                    format!("no seat {seat}; this game has seats 0-{}", n - 1),
                ));
            }
        }
        limits::check_bytes("events", events_json.len(), limits::MAX_RECORD_BYTES)?;
        let events = each_game_events!(self, _ => {
            serde_json::from_str(events_json).map_err(|e| json_err("events", e))
        })?;
        Ok(events.to_json_for(viewer))
    }
}

impl serde::Serialize for AnyEvents {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        each_events!(self, e => e.serialize(s))
    }
}

impl AnyEvents {
    /// The events `viewer` may see (`None`: spectators), in order.
    pub fn visible(&self, viewer: Option<usize>) -> AnyEvents {
        map_events!(self, e => Session::<R>::visible(e, viewer))
    }

    /// Every event, as a JSON array (for the host, not for players).
    pub fn to_json(&self) -> String {
        each_events!(self, e => to_json(e))
    }

    /// The events `viewer` may see (`None`: spectators), as a JSON array.
    pub fn to_json_for(&self, viewer: Option<usize>) -> String {
        to_json(&self.visible(viewer))
    }

    /// Number of events.
    pub fn len(&self) -> usize {
        each_events!(self, e => e.len())
    }

    /// Whether the call caused no event.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
