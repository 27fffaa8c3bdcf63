//! `hunt.Game`: a Word Grid game stepped by the host's clock, and the
//! record helpers (`replay`, `replayJson`, `verify`).
//!
//! Translation only: every rule lives in `gridwords::hunt`. Events, views and
//! results cross as plain objects built from the engine's own serde shapes
//! (the JSON documented in the top-level README).

use napi::bindgen_prelude::{BigInt, Buffer, Either3};
use napi_derive::napi;

use gridwords::hunt::{self as core_hunt, Config, Event, Phase, SeatKind};
use gridwords::{Error, ErrorCode};

use crate::json::Json;
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
        Either3::C(s) => core_hunt::seed_from_str(s).or_js(),
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

/// A seat number from JS: an integer; a negative one is no seat.
fn seat_index(seat: f64) -> Result<usize> {
    if seat.fract() != 0.0 || !seat.is_finite() {
        return Err(crate::invalid_argument(format!(
            "seat must be an integer, got {seat}"
        )));
    }
    if seat < 0.0 || seat > f64::from(u32::MAX) {
        return Err(to_js(Error::new(
            ErrorCode::UnknownSeat,
            format!("no seat {seat}"),
        )));
    }
    Ok(seat as usize)
}

fn events(ev: gridwords::Result<Vec<Event>>) -> Result<Json> {
    let ev = ev.or_js()?;
    Ok(if ev.is_empty() {
        Json::EMPTY_ARRAY
    } else {
        Json(core_hunt::events_json(&ev))
    })
}

/// A live or finished Word Grid game. Every call that changes it takes the
/// host's clock `nowMs` (integer milliseconds that never go backwards) and
/// returns the events it caused, in order; a refused call throws an `Error`
/// with `code` and changes nothing.
#[napi(namespace = "hunt")]
pub struct Game {
    inner: core_hunt::Game,
}

#[napi(namespace = "hunt")]
impl Game {
    /// A new game: `seats` are `"human"` or `"bot"` (2–4 humans, or one
    /// human and one bot); `seed` a number, a bigint or a string of 1–16 hex
    /// digits; `nowMs` the host's clock (the move deadline counts from
    /// here). Throws `INVALID_CONFIG`, `INVALID_POINTS`, `INVALID_ARGUMENT`.
    #[napi(constructor)]
    pub fn new(
        #[napi(ts_arg_type = "hunt.SeatKind[]")] seats: Vec<String>,
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

    /// A new game from a config as JSON, the shape the C ABI and logs use:
    /// `{"seats": ["human", "bot"], "seed": 42 | "hex", "round_ms"?,
    /// "countdown_ms"?, "move_deadline_ms"?, "points"?}`. Throws
    /// `INVALID_JSON`, `INVALID_CONFIG`.
    #[napi(factory)]
    pub fn from_config_json(config: String, now_ms: f64) -> Result<Game> {
        let c = Config::from_json(&config).or_js()?;
        let now = to_ms(now_ms, "nowMs")?;
        Ok(Game {
            inner: core_hunt::Game::new(c, now).or_js()?,
        })
    }

    /// The seat presses Ready. Throws `UNKNOWN_SEAT`, `TIME_WENT_BACKWARDS`,
    /// `ALREADY_READY`, `BOT_SEAT`, `SEAT_OUT`, `GAME_OVER`.
    #[napi(ts_return_type = "hunt.Event[]")]
    pub fn ready(&mut self, seat: f64, now_ms: f64) -> Result<Json> {
        let (seat, now) = (seat_index(seat)?, to_ms(now_ms, "nowMs")?);
        events(self.inner.ready(seat, now))
    }

    /// The seat sends a word: raw input, trimmed and folded by the engine.
    /// A word that scores nothing is a `miss` event, not an error. Throws
    /// `ROUND_NOT_OPEN`, `ROUND_OVER`, `EMPTY_WORD`, `WORD_TOO_LONG`, …
    #[napi(ts_return_type = "hunt.Event[]")]
    pub fn submit(&mut self, seat: f64, word: String, now_ms: f64) -> Result<Json> {
        let (seat, now) = (seat_index(seat)?, to_ms(now_ms, "nowMs")?);
        events(self.inner.submit(seat, &word, now))
    }

    /// `submit` for hosts that relay events as text: the same events as a
    /// JSON array string (the engine's bytes), without building JS objects.
    /// This is the fastest way to judge a word from Node.
    #[napi]
    pub fn submit_json(&mut self, seat: f64, word: String, now_ms: f64) -> Result<String> {
        let (seat, now) = (seat_index(seat)?, to_ms(now_ms, "nowMs")?);
        let ev = self.inner.submit(seat, &word, now).or_js()?;
        Ok(core_hunt::events_json(&ev))
    }

    /// The seat resigns: out at once; its words go with it.
    #[napi(ts_return_type = "hunt.Event[]")]
    pub fn resign(&mut self, seat: f64, now_ms: f64) -> Result<Json> {
        let (seat, now) = (seat_index(seat)?, to_ms(now_ms, "nowMs")?);
        events(self.inner.resign(seat, now))
    }

    /// Brings the game up to `nowMs`: the move deadline, the tray opening,
    /// the bot's words and the round's end, as they fall due. Call it from
    /// the host's tick loop; it never throws except `TIME_WENT_BACKWARDS`.
    #[napi(ts_return_type = "hunt.Event[]")]
    pub fn advance(&mut self, now_ms: f64) -> Result<Json> {
        events(self.inner.advance(to_ms(now_ms, "nowMs")?))
    }

    /// What `seat` may see now; no seat (or `null`) is the spectators' view.
    /// This is the hiding layer: relay views, not other seats' events.
    #[napi(ts_return_type = "hunt.View")]
    pub fn view(&self, seat: Option<f64>) -> Result<Json> {
        let seat = seat.map(seat_index).transpose()?;
        Ok(Json(self.inner.view_json(seat).or_js()?))
    }

    /// The settled result once the game is over, else `null`.
    #[napi(ts_return_type = "hunt.GameResult | null")]
    pub fn result(&self) -> Option<Json> {
        self.inner.result_json().map(Json)
    }

    /// The exact result JSON once over (what `hunt.replayJson` gives for
    /// this game's log), else `null`.
    #[napi]
    pub fn result_json(&self) -> Option<String> {
        self.inner.result_json()
    }

    /// The game's log as JSON: the config and every accepted action (replay
    /// it with `hunt.replay` or any other binding).
    #[napi]
    pub fn log(&self) -> String {
        self.inner.log_json()
    }

    /// The tray once it has opened (16 letters, row-major), else `null`.
    #[napi(getter)]
    pub fn tray(&self) -> Option<String> {
        self.inner.tray().map(|t| t.as_str().to_string())
    }

    /// Where the game is.
    #[napi(getter, ts_return_type = "hunt.Phase")]
    pub fn phase(&self) -> &'static str {
        match self.inner.phase() {
            Phase::Waiting => "waiting",
            Phase::Countdown => "countdown",
            Phase::Live => "live",
            Phase::Over => "over",
        }
    }

    /// Whether the game is over (settled; `result()` answers).
    #[napi(getter)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// The number of seats.
    #[napi(getter)]
    pub fn seat_count(&self) -> u32 {
        u32::try_from(self.inner.seat_count()).unwrap_or(u32::MAX)
    }

    /// The latest `nowMs` a successful call has seen.
    #[napi(getter)]
    pub fn clock_ms(&self) -> f64 {
        self.inner.clock_ms() as f64
    }

    /// The bot's strength (1–5) if a bot plays, else `null` (public: drawn
    /// when the game is made).
    #[napi(getter)]
    pub fn bot_strength(&self) -> Option<u32> {
        self.inner.bot_strength().map(u32::from)
    }

    /// Once over, every word the tray holds, longest first then
    /// alphabetical, with who found it; `top` keeps the first N. Before the
    /// end, `null`.
    #[napi(ts_return_type = "hunt.RevealWord[] | null")]
    pub fn reveal(&self, top: Option<u32>) -> Result<Option<Json>> {
        self.inner
            .reveal(top.map(|n| n as usize))
            .map(|words| {
                serde_json::to_string(words)
                    .map(Json)
                    .map_err(|e| to_js(Error::new(ErrorCode::InvalidJson, e.to_string())))
            })
            .transpose()
    }

    /// The whole state as bytes; `Game.restore` continues it exactly.
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

/// Replays a log (JSON, as `Game.log()` writes) and returns its result.
/// Throws `INVALID_JSON`, `INVALID_LOG`, …
#[napi(namespace = "hunt", ts_return_type = "hunt.GameResult")]
pub fn replay(log: String) -> Result<Json> {
    Ok(Json(core_hunt::replay_json(&log).or_js()?))
}

/// Replays a log and returns the exact result JSON the engine writes (the
/// same bytes in every binding: the test vectors compare these).
#[napi(namespace = "hunt")]
pub fn replay_json(log: String) -> Result<String> {
    core_hunt::replay_json(&log).or_js()
}

/// Whether replaying `log` gives exactly `result` (both JSON).
#[napi(namespace = "hunt")]
pub fn verify(log: String, result: String) -> Result<bool> {
    core_hunt::verify_json(&log, &result).or_js()
}
