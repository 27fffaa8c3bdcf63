//! `hunt.Game`: a Word Grid game stepped by the host's clock, and the
//! record helpers (`replay`, `replayJson`, `verify`).
//!
//! Translation only: every rule lives in `gridwords::hunt`. Events, views and
//! results cross as plain objects built from the engine's own serde shapes
//! (the JSON documented in the top-level README).

use napi::bindgen_prelude::{BigInt, Buffer, Either3};
use napi_derive::napi;
use serde_json::Value;

use gridwords::hunt::{self as core_hunt, Config, Event, SeatKind};
use gridwords::{Error, ErrorCode};

use crate::{to_js, to_ms, to_u64, OrJs, Result};

/// Timing and scoring overrides of a new game (analysis, tests, variants).
#[napi(object, namespace = "hunt")]
pub struct GameOptions {
    /// Round length (default 180000).
    pub round_ms: Option<f64>,
    /// Countdown between the last Ready and the tray opening (default 3000).
    pub countdown_ms: Option<f64>,
    /// Move deadline, from the game's creation (default 60000).
    pub move_deadline_ms: Option<f64>,
    /// Six numbers: points for words of 3, 4, 5, 6, 7 and 8+ letters.
    pub points: Option<Vec<u32>>,
}

fn invalid_config(msg: String) -> napi::Error<String> {
    to_js(Error::new(ErrorCode::InvalidConfig, msg))
}

/// A seed from a number, a bigint or a string of 1–16 hex digits (`0x` optional).
pub(crate) fn seed_u64(seed: &Either3<f64, BigInt, String>) -> Result<u64> {
    match seed {
        Either3::A(n) => to_u64(&napi::bindgen_prelude::Either::A(*n), "seed"),
        Either3::B(b) => {
            let (negative, value, lossless) = b.get_u64();
            if negative || !lossless {
                Err(crate::invalid_argument("seed must fit in 0..2^64"))
            } else {
                Ok(value)
            }
        }
        Either3::C(s) => core_hunt::config::seed_from_str(s).or_js(),
    }
}

fn config(
    seats: &[String],
    seed: &Either3<f64, BigInt, String>,
    options: Option<GameOptions>,
) -> Result<Config> {
    let kinds = seats
        .iter()
        .map(|s| match s.as_str() {
            "human" => Ok(SeatKind::Human),
            "bot" => Ok(SeatKind::Bot),
            other => Err(invalid_config(format!(
                "seat kind {other:?} is not \"human\" or \"bot\""
            ))),
        })
        .collect::<Result<Vec<_>>>()?;
    let mut c = Config::new(kinds, seed_u64(seed)?);
    if let Some(o) = options {
        if let Some(ms) = o.round_ms {
            c.round_ms = to_ms(ms, "roundMs")?;
        }
        if let Some(ms) = o.countdown_ms {
            c.countdown_ms = to_ms(ms, "countdownMs")?;
        }
        if let Some(ms) = o.move_deadline_ms {
            c.move_deadline_ms = to_ms(ms, "moveDeadlineMs")?;
        }
        if let Some(p) = o.points {
            c.points = core_hunt::Points::from_slice(&p).or_js()?;
        }
    }
    c.validate().or_js()?;
    Ok(c)
}

fn seat_index(seat: u32) -> usize {
    seat as usize
}

/// Serializes an engine value into a plain JS-ready JSON value.
fn to_value<T: serde::Serialize>(v: &T) -> Result<Value> {
    serde_json::to_value(v).map_err(|e| to_js(Error::new(ErrorCode::InvalidJson, e.to_string())))
}

fn parse_json(s: &str) -> Result<Value> {
    serde_json::from_str(s).map_err(|e| to_js(Error::new(ErrorCode::InvalidJson, e.to_string())))
}

fn events(ev: gridwords::Result<Vec<Event>>) -> Result<Value> {
    to_value(&ev.or_js()?)
}

/// A live or finished Word Grid game. Every call that changes it takes the
/// host's clock `nowMs` (milliseconds, never going backwards) and returns
/// the events it caused; a refused call throws and changes nothing.
#[napi(namespace = "hunt")]
pub struct Game {
    inner: core_hunt::Game,
}

#[napi(namespace = "hunt")]
impl Game {
    /// A new game: `seats` are `"human"` or `"bot"` (2–4 humans, or one
    /// human and one bot), `seed` a number, bigint or hex string, `nowMs`
    /// the host's clock. Throws `INVALID_CONFIG`, `INVALID_POINTS`.
    #[napi(constructor)]
    pub fn new(
        seats: Vec<String>,
        seed: Either3<f64, BigInt, String>,
        now_ms: f64,
        overrides: Option<GameOptions>,
    ) -> Result<Game> {
        let c = config(&seats, &seed, overrides)?;
        let now = to_ms(now_ms, "nowMs")?;
        Ok(Game {
            inner: core_hunt::Game::new(c, now).or_js()?,
        })
    }

    /// The seat presses Ready.
    #[napi]
    pub fn ready(&mut self, seat: u32, now_ms: f64) -> Result<Value> {
        let now = to_ms(now_ms, "nowMs")?;
        events(self.inner.ready(seat_index(seat), now))
    }

    /// The seat sends a word (raw input: trimmed and folded by the engine).
    #[napi]
    pub fn submit(&mut self, seat: u32, word: String, now_ms: f64) -> Result<Value> {
        let now = to_ms(now_ms, "nowMs")?;
        events(self.inner.submit(seat_index(seat), &word, now))
    }

    /// The seat resigns.
    #[napi]
    pub fn resign(&mut self, seat: u32, now_ms: f64) -> Result<Value> {
        let now = to_ms(now_ms, "nowMs")?;
        events(self.inner.resign(seat_index(seat), now))
    }

    /// Brings the game up to `nowMs`: deadlines, the tray opening, the
    /// bot's words and the round's end, as they fall due.
    #[napi]
    pub fn advance(&mut self, now_ms: f64) -> Result<Value> {
        let now = to_ms(now_ms, "nowMs")?;
        events(self.inner.advance(now))
    }

    /// What `seat` may see now; no seat is the spectators' view.
    #[napi]
    pub fn view(&self, seat: Option<u32>) -> Result<Value> {
        parse_json(&self.inner.view_json(seat.map(seat_index)).or_js()?)
    }

    /// The settled result once the game is over, else `null`.
    #[napi]
    pub fn result(&self) -> Result<Option<Value>> {
        self.inner.result_json().map(|j| parse_json(&j)).transpose()
    }

    /// The game's log as JSON (replay it with `hunt.replay`).
    #[napi]
    pub fn log(&self) -> String {
        self.inner.log_json()
    }

    /// The tray once it has opened (16 letters, row-major), else `null`.
    #[napi(getter)]
    pub fn tray(&self) -> Option<String> {
        self.inner.tray().map(|t| t.as_str().to_string())
    }

    /// The whole state as bytes (`Game.restore` continues it).
    #[napi]
    pub fn snapshot(&self) -> Buffer {
        self.inner.snapshot().into()
    }

    /// A game from `snapshot()` bytes. Throws `INVALID_SNAPSHOT`.
    #[napi(factory)]
    pub fn restore(bytes: Buffer) -> Result<Game> {
        Ok(Game {
            inner: core_hunt::Game::restore(&bytes).or_js()?,
        })
    }
}

/// Replays a log (JSON) and returns the exact result JSON the engine writes.
#[napi(namespace = "hunt")]
pub fn replay_json(log: String) -> Result<String> {
    core_hunt::replay_json(&log).or_js()
}

/// Replays a log (JSON) and returns its result.
#[napi(namespace = "hunt")]
pub fn replay(log: String) -> Result<Value> {
    parse_json(&core_hunt::replay_json(&log).or_js()?)
}

/// Whether replaying `log` gives exactly `result` (both JSON).
#[napi(namespace = "hunt")]
pub fn verify(log: String, result: String) -> Result<bool> {
    core_hunt::verify_json(&log, &result).or_js()
}
