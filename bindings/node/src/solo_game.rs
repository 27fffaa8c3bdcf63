//! `solo.Game`: a Sóló game with typed calls (`swap`, `finish`, `cancel`,
//! `field`, `cells`, `score`) on the shared game machinery: it holds the
//! same `AnyGame` as the generic `Game` and has every generic method too
//! (`game_methods!`). Its typed calls match `AnyGame::Solo`; a restored
//! snapshot or log of another game is refused with `WRONG_GAME`
//! (`typed_class!`).
//!
//! Translation only: every rule lives in `gridwords::solo`; the config is
//! built as the core's JSON and parsed by the core.

use napi_derive::napi;
use serde_json::Value;

use gridwords::solo as core_solo;
use gridwords::AnyGame;

use crate::args::{Cell, ConfigArg, LogArg, NowMs, Seed};
use crate::game::{game_methods, typed_class, typed_records, GameClass};
use crate::json::{Json, SoloEvents};
use crate::options::{ConfigOptions, LexiconArg};
use crate::{OrJs, Result};

/// A live or finished Sóló game: one player swaps letters on a 10×10
/// field against a five-minute clock that starts at creation and never
/// pauses; every scored word freezes, one point a newly frozen letter.
/// Every call that changes it takes the host's clock `nowMs` (integer
/// milliseconds that never go backwards) and returns the events it caused,
/// in order; a refused call throws an `Error` with `code` and changes
/// nothing.
#[napi(namespace = "solo")]
pub struct Game {
    pub(crate) inner: crate::cell::GameCell,
}

typed_class!(Game, core_solo::Game);

impl Game {
    /// A copy of the typed game, for the analysis functions
    /// (`solo.bestSwaps`), which run off the JS thread.
    pub(crate) fn session(&self) -> Result<core_solo::Game> {
        Ok(self.typed()?.clone())
    }
}

#[napi(namespace = "solo")]
impl Game {
    /// A new game: `seed` a number (a safe integer), a bigint or a string
    /// (decimal, or `0x` and 1–16 hex digits) places the 100 letters;
    /// `nowMs` the host's clock (the five minutes start here); `options`:
    /// `lexicon` (the shipped list if omitted). `INVALID_ARGUMENT` for a
    /// bad seed or time; `INVALID_JSON` for an unknown option.
    #[napi(
        constructor,
        ts_args_type = "seed: number | bigint | string, nowMs: number, options?: solo.GameOptions | null"
    )]
    pub fn new(seed: Seed, now_ms: NowMs, options: ConfigOptions) -> Result<Game> {
        crate::guard(|| {
            let given = vec![("seed", Value::from(seed.0))];
            Ok(Game {
                inner: options.new_game(Game::GAME, given, None, now_ms.0)?.into(),
            })
        })
    }

    /// A new game from a config as JSON (or its object): `{"seed": 42 |
    /// "0x2a"}` (`"game": "solo"` optional). Throws `INVALID_JSON`,
    /// `INVALID_CONFIG`, `WRONG_GAME`.
    #[napi(
        factory,
        ts_args_type = "config: solo.Config | string, nowMs: number, lexicon?: Lexicon | null"
    )]
    pub fn from_config_json(config: ConfigArg, now_ms: NowMs, lexicon: LexiconArg) -> Result<Game> {
        crate::guard(|| {
            Game::wrap(
                AnyGame::new_as(Game::GAME, &config.0, lexicon.0.as_ref(), now_ms.0).or_js()?,
            )
        })
    }

    /// Trades the letters of the Free cells `a` and `b` (0–99, row-major)
    /// and scores what the swap makes: returns the `swap` event
    /// (`{type, a, b, points, words, frozen, fixed, at_ms}`) and a
    /// `game_over` after it when the field is full. Throws `SAME_CELL`,
    /// `CELL_OUT_OF_RANGE`, `CELL_NOT_FREE`, `TIME_UP`, `GAME_OVER`,
    /// `TIME_WENT_BACKWARDS`.
    #[napi(
        ts_args_type = "a: number, b: number, nowMs: number",
        ts_return_type = "solo.Event[]"
    )]
    pub fn swap(&self, a: Cell, b: Cell, now_ms: NowMs) -> Result<SoloEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.swap(a.0, b.0, now_ms.0))
                .map(SoloEvents)
        })
    }

    /// Ends the game now, keeping the score (`game_over`, reason
    /// `finished`). Throws `GAME_OVER`, `TIME_UP`, …
    #[napi(ts_args_type = "nowMs: number", ts_return_type = "solo.Event[]")]
    pub fn finish(&self, now_ms: NowMs) -> Result<SoloEvents> {
        crate::guard(|| self.act_typed(|s| s.finish(now_ms.0)).map(SoloEvents))
    }

    /// Abandons the game before its first swap (`game_over`, reason
    /// `cancelled`: not counted). Throws `CANCEL_TOO_LATE` after a swap,
    /// `GAME_OVER`, …
    #[napi(ts_args_type = "nowMs: number", ts_return_type = "solo.Event[]")]
    pub fn cancel(&self, now_ms: NowMs) -> Result<SoloEvents> {
        crate::guard(|| self.act_typed(|s| s.cancel(now_ms.0)).map(SoloEvents))
    }

    /// The letters: 100 lower-case letters, row-major.
    #[napi(getter)]
    pub fn field(&self) -> Result<String> {
        crate::guard(|| Ok(self.typed()?.field()))
    }

    /// Each cell's state, row-major.
    #[napi(getter, ts_return_type = "solo.CellState[]")]
    pub fn cells(&self) -> Result<Json> {
        crate::guard(|| Ok(Json(crate::json::array_json(self.typed()?.cells()))))
    }

    /// The points so far: one per frozen letter.
    #[napi(getter)]
    pub fn score(&self) -> Result<u32> {
        crate::guard(|| Ok(self.typed()?.score()))
    }
}

game_methods!(
    Game,
    [namespace = "solo"],
    game = "'solo'",
    example = "(`{action: 'swap', seat: 0, a: 12, b: 13}`)",
    action = "action: solo.SeatAction | string, nowMs: number",
    events = "solo.Event[]",
    async_events = "Promise<solo.Event[]>",
    events_for = "events: solo.Event[], viewer: number | null",
    view = "solo.View",
    result = "solo.GameResult | null",
    config = "{ game: 'solo' } & solo.Config"
);

typed_records!("solo", Game::GAME, result = "solo.GameResult");
