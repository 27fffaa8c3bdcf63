//! `hunt.Game`: a Word Grid game with typed calls (`ready`, `submit`,
//! `resign`, `tray`, …) on the shared game machinery: it holds the same
//! `AnyGame` as the generic `Game` and has every generic method too
//! (`game_methods!`). Its typed calls match `AnyGame::Hunt`; a restored
//! snapshot or log of another game is refused with `WRONG_GAME`
//! (`typed_class!`).
//!
//! Translation only: every rule lives in `gridwords::hunt`; the config is
//! built as the core's JSON and parsed by the core.

use napi_derive::napi;
use serde_json::Value;

use gridwords::hunt::{self as core_hunt, Phase};
use gridwords::{AnyGame, Error, ErrorCode};

use crate::args::{ConfigArg, Count, LogArg, NowMs, Seat, Seats, Seed, Word};
use crate::game::{game_methods, typed_class, typed_records, GameClass};
use crate::json::{HuntEvents, Json};
use crate::options::{ConfigOptions, LexiconArg};
use crate::{to_js, OrJs, Result};

/// A live or finished Word Grid game. Every call that changes it takes the
/// host's clock `nowMs` (integer milliseconds that never go backwards) and
/// returns the events it caused, in order (all of them: a host filters with
/// `eventsFor` before forwarding); a refused call throws an `Error` with
/// `code` and changes nothing.
#[napi(namespace = "hunt")]
pub struct Game {
    pub(crate) inner: crate::cell::GameCell,
}

typed_class!(Game, core_hunt::Game);

#[napi(namespace = "hunt")]
impl Game {
    /// A new game: `seats` are `'human'` or `'bot'` (2–4 humans, or one
    /// human and one bot); `seed` a number (a safe integer), a bigint or a
    /// string (decimal, or `0x` and 1–16 hex digits); `nowMs` the host's
    /// clock (the move deadline counts from here); `overrides` the config's
    /// optional keys in camelCase (`hunt.GameOptions`, generated from the
    /// core's declaration: `options('hunt')` lists them; any other key is
    /// refused, as in a config JSON; one that repeats an argument is
    /// `INVALID_ARGUMENT`); `lexicon` the word list (the shipped one if
    /// omitted; or `overrides.lexicon`, not both). The
    /// config is parsed by the engine: `INVALID_JSON` for a bad shape (an
    /// unknown seat kind or key), `INVALID_CONFIG` for a rule broken;
    /// `INVALID_ARGUMENT` for a bad seed or time.
    #[napi(
        constructor,
        ts_args_type = "seats: hunt.SeatKind[], seed: number | bigint | string, nowMs: number, overrides?: hunt.GameOptions | null, lexicon?: Lexicon | null"
    )]
    pub fn new(
        seats: Seats,
        seed: Seed,
        now_ms: NowMs,
        overrides: ConfigOptions,
        lexicon: LexiconArg,
    ) -> Result<Game> {
        crate::guard(|| {
            let given = vec![
                ("seats", Value::from(seats.0)),
                ("seed", Value::from(seed.0)),
            ];
            Ok(Game {
                inner: overrides
                    .new_game(Game::GAME, given, lexicon.0, now_ms.0)?
                    .into(),
            })
        })
    }

    /// A new game from a config as JSON (or its object), the shape the C
    /// ABI and logs use: `{"seats": ["human", "bot"], "seed": 42 | "0x2a"}`
    /// and any of the options `options('hunt')` lists (`"game": "hunt"`
    /// optional). Throws `INVALID_JSON`, `INVALID_CONFIG`,
    /// `WRONG_GAME`.
    #[napi(
        factory,
        ts_args_type = "config: hunt.Config | string, nowMs: number, lexicon?: Lexicon | null"
    )]
    pub fn from_config_json(config: ConfigArg, now_ms: NowMs, lexicon: LexiconArg) -> Result<Game> {
        crate::guard(|| {
            Game::wrap(
                AnyGame::new_as(Game::GAME, &config.0, lexicon.0.as_ref(), now_ms.0).or_js()?,
            )
        })
    }

    /// The seat presses Ready. Throws `UNKNOWN_SEAT`, `TIME_WENT_BACKWARDS`,
    /// `ALREADY_READY`, `BOT_SEAT`, `SEAT_OUT`, `GAME_OVER`.
    #[napi(
        ts_args_type = "seat: number, nowMs: number",
        ts_return_type = "hunt.Event[]"
    )]
    pub fn ready(&self, seat: Seat, now_ms: NowMs) -> Result<HuntEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.ready(seat.0, now_ms.0))
                .map(HuntEvents)
        })
    }

    /// The seat sends a word: raw input, trimmed and folded by the engine.
    /// A word that scores nothing is a `miss` event, not an error. Throws
    /// `ROUND_NOT_OPEN`, `ROUND_OVER`, `EMPTY_WORD`, `WORD_TOO_LONG`,
    /// `LIMIT_REACHED`, … and `INVALID_UTF8` for a word that is not
    /// well-formed Unicode (a lone surrogate, never read as U+FFFD).
    #[napi(
        ts_args_type = "seat: number, word: string, nowMs: number",
        ts_return_type = "hunt.Event[]"
    )]
    pub fn submit(&self, seat: Seat, word: Word, now_ms: NowMs) -> Result<HuntEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.submit(seat.0, &word.0, now_ms.0))
                .map(HuntEvents)
        })
    }

    /// `submit` for hosts that relay events as text: the same events as a
    /// JSON array string (the engine's bytes), without building JS objects.
    #[napi(ts_args_type = "seat: number, word: string, nowMs: number")]
    pub fn submit_json(&self, seat: Seat, word: Word, now_ms: NowMs) -> Result<String> {
        crate::guard(|| {
            let ev = self.act_typed(|s| s.submit(seat.0, &word.0, now_ms.0))?;
            Ok(core_hunt::events_json(&ev))
        })
    }

    /// The seat resigns: out at once; its words go with it.
    #[napi(
        ts_args_type = "seat: number, nowMs: number",
        ts_return_type = "hunt.Event[]"
    )]
    pub fn resign(&self, seat: Seat, now_ms: NowMs) -> Result<HuntEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.resign(seat.0, now_ms.0))
                .map(HuntEvents)
        })
    }

    /// The tray once it has opened (16 letters, row-major), else `null`.
    #[napi(getter)]
    pub fn tray(&self) -> Result<Option<String>> {
        crate::guard(|| Ok(self.typed()?.tray().map(|t| t.as_str().to_string())))
    }

    /// Where the game is.
    #[napi(getter, ts_return_type = "hunt.Phase")]
    pub fn phase(&self) -> Result<&'static str> {
        crate::guard(|| {
            Ok(match self.typed()?.phase() {
                Phase::Waiting => "waiting",
                Phase::Countdown => "countdown",
                Phase::Live => "live",
                Phase::Over => "over",
            })
        })
    }

    /// The bot's strength (1–5) if a bot plays, else `null` (public: drawn
    /// when the game is made).
    #[napi(getter)]
    pub fn bot_strength(&self) -> Result<Option<u32>> {
        crate::guard(|| Ok(self.typed()?.bot_strength().map(u32::from)))
    }

    /// Once over, every word the tray holds, longest first then
    /// alphabetical, with who found it; `top` keeps the first N. Before the
    /// end, `null`.
    #[napi(
        ts_args_type = "top?: number | null",
        ts_return_type = "hunt.RevealWord[] | null"
    )]
    pub fn reveal(&self, top: Option<Count>) -> Result<Option<Json>> {
        crate::guard(|| {
            self.typed()?
                .reveal(top.map(|n| n.0))
                .map(|words| {
                    serde_json::to_string(words)
                        .map(Json)
                        .map_err(|e| to_js(Error::new(ErrorCode::InvalidJson, e.to_string())))
                })
                .transpose()
        })
    }
}

game_methods!(
    Game,
    [namespace = "hunt"],
    game = "'hunt'",
    example = "(`{action: 'submit', seat: 0, word: 'tone'}`)",
    action = "action: hunt.SeatAction | string, nowMs: number",
    events = "hunt.Event[]",
    async_events = "Promise<hunt.Event[]>",
    events_for = "events: hunt.Event[], viewer: number | null",
    view = "hunt.View",
    result = "hunt.GameResult | null",
    config = "{ game: 'hunt' } & hunt.Config"
);

typed_records!("hunt", Game::GAME, result = "hunt.GameResult");
