//! `duel.Game`: a Wordgrid game with typed calls (`play`, `offerDraw`,
//! `acceptDraw`, `declineDraw`, `resign`, `board`, `scores`, …) on the
//! shared game machinery: it holds the same `AnyGame` as the generic `Game`
//! and has every generic method too (`game_methods!`). Its typed calls
//! match `AnyGame::Duel`; a restored snapshot or log of another game is
//! refused with `WRONG_GAME` (`typed_class!`).
//!
//! Translation only: every rule lives in `gridwords::duel`; the config is
//! built as the core's JSON and parsed by the core.

use napi_derive::napi;
use serde_json::Value;

use gridwords::duel as core_duel;
use gridwords::AnyGame;

use crate::args::{Cell, ConfigArg, Letter, LogArg, NowMs, PathOrWord, Seat, Seats, Seed, Trace};
use crate::game::{game_methods, typed_class, typed_records, GameClass};
use crate::json::{array_json, DuelEvents, Json};
use crate::options::{ConfigOptions, LexiconArg};
use crate::{OrJs, Result};

/// A live or finished Wordgrid game: two seats grow words out of SHEEP on
/// a 5×5 grid, one letter a move, on chess clocks. Every call that changes
/// it takes the host's clock `nowMs` (integer milliseconds that never go
/// backwards) and returns the events it caused, in order; a refused call
/// throws an `Error` with `code` and changes nothing. A bot seat's search
/// begins on a background thread as soon as its turn does; an action whose
/// `nowMs` is past the bot's due move while that search runs throws
/// `BOT_THINKING` at once (retry after `advanceAsync`), unless the rules
/// refuse it whatever the bot plays (`BOT_SEAT`, `NO_DRAW_OFFER`, …).
#[napi(namespace = "duel")]
pub struct Game {
    pub(crate) inner: crate::cell::GameCell,
}

typed_class!(Game, core_duel::Game);

/// A pair of engine numbers as JS numbers.
fn pair<T: Copy + Into<f64>>(p: [T; 2]) -> Vec<f64> {
    p.iter().map(|&n| n.into()).collect()
}

impl Game {
    /// `play`'s core call.
    fn play_core(
        &self,
        seat: Seat,
        cell: Cell,
        letter: Letter,
        trace: PathOrWord,
        now_ms: NowMs,
    ) -> Result<Vec<core_duel::Event>> {
        self.act_typed(|g| match &trace.0 {
            Trace::Word(w) => g.play(seat.0, cell.0, letter.0, w, now_ms.0),
            Trace::Path(p) => g.play_path(seat.0, cell.0, letter.0, p, now_ms.0),
        })
    }
}

#[napi(namespace = "duel")]
impl Game {
    /// A new game: `seats` are `'human'`, `'bot:easy'`, `'bot:medium'` or
    /// `'bot:hard'` (two of them; seat 0 moves first); `seed` a number (a
    /// safe integer), a bigint or a string (decimal, or `0x` and 1–16 hex
    /// digits); `nowMs` the host's clock (seat 0's clock starts here);
    /// `options`: the config's optional keys in camelCase
    /// (`duel.GameOptions`, generated from the core's declaration:
    /// `options('duel')` lists them), and `lexicon` (the shipped list if
    /// omitted). They are parsed by the engine with the rest:
    /// `INVALID_JSON` for a bad shape (an unknown seat kind or option, a
    /// value of the wrong type), `INVALID_CONFIG` for a rule broken (seat
    /// count, a value out of its range); `INVALID_ARGUMENT` for a bad seed
    /// or time, or an option that repeats an argument (`seed`).
    #[napi(
        constructor,
        ts_args_type = "seats: duel.SeatKind[], seed: number | bigint | string, nowMs: number, options?: duel.GameOptions | null"
    )]
    pub fn new(seats: Seats, seed: Seed, now_ms: NowMs, options: ConfigOptions) -> Result<Game> {
        crate::guard(|| {
            let given = vec![
                ("seats", Value::from(seats.0)),
                ("seed", Value::from(seed.0)),
            ];
            Ok(Game {
                inner: options.new_game(Game::GAME, given, None, now_ms.0)?.into(),
            })
        })
    }

    /// A new game from a config as JSON (or its object), the shape the C
    /// ABI and logs use: `{"seats": ["human", "bot:hard"], "seed": 42 |
    /// "0x2a"}` and any of the options `options('duel')` lists
    /// (`"game": "duel"` optional). Throws `INVALID_JSON`, `INVALID_CONFIG`, `WRONG_GAME`.
    #[napi(
        factory,
        ts_args_type = "config: duel.Config | string, nowMs: number, lexicon?: Lexicon | null"
    )]
    pub fn from_config_json(config: ConfigArg, now_ms: NowMs, lexicon: LexiconArg) -> Result<Game> {
        crate::guard(|| {
            Game::wrap(
                AnyGame::new_as(Game::GAME, &config.0, lexicon.0.as_ref(), now_ms.0).or_js()?,
            )
        })
    }

    /// The seat to move writes `letter` into the empty `cell` (0–24,
    /// row-major; it must share a side with a filled cell) and plays a word
    /// through it: `pathOrWord` is the word (the engine traces its smallest
    /// path through the cell) or the path itself (cells in order). The word
    /// scores its length and is spent for both seats. Returns the `move`
    /// event (and a `draw_lapsed` or `game_over` after it). Throws
    /// `NOT_YOUR_TURN`, `CELL_OUT_OF_RANGE`, `CELL_FILLED`,
    /// `CELL_NOT_ADJACENT`, `NOT_A_LETTER`, `PATH_NOT_CONNECTED`,
    /// `PATH_REPEATS_CELL`, `PATH_MISSES_NEW_CELL`, `PATH_CROSSES_EMPTY`,
    /// `WORD_NOT_ON_BOARD`, `WORD_NOT_IN_LIST`, `WORD_ALREADY_PLAYED`,
    /// `TIME_UP`, `GAME_OVER`, `BOT_SEAT`, `UNKNOWN_SEAT`,
    /// `TIME_WENT_BACKWARDS`, `BOT_THINKING`.
    #[napi(
        ts_args_type = "seat: number, cell: number, letter: string, pathOrWord: duel.PathOrWord, nowMs: number",
        ts_return_type = "duel.Event[]"
    )]
    pub fn play(
        &self,
        seat: Seat,
        cell: Cell,
        letter: Letter,
        path_or_word: PathOrWord,
        now_ms: NowMs,
    ) -> Result<DuelEvents> {
        crate::guard(|| {
            self.play_core(seat, cell, letter, path_or_word, now_ms)
                .map(DuelEvents)
        })
    }

    /// `play` for hosts that relay events as text: the same events as a
    /// JSON array string (the engine's bytes), without building JS objects.
    #[napi(
        ts_args_type = "seat: number, cell: number, letter: string, pathOrWord: duel.PathOrWord, nowMs: number"
    )]
    pub fn play_json(
        &self,
        seat: Seat,
        cell: Cell,
        letter: Letter,
        path_or_word: PathOrWord,
        now_ms: NowMs,
    ) -> Result<String> {
        crate::guard(|| {
            let ev = self.play_core(seat, cell, letter, path_or_word, now_ms)?;
            Ok(array_json(&ev))
        })
    }

    /// The seat offers the other a draw; the offer stays open until it is
    /// accepted or declined, or lapses when the other seat moves. Throws
    /// `DRAW_ALREADY_OFFERED`, `GAME_OVER`, …
    #[napi(
        ts_args_type = "seat: number, nowMs: number",
        ts_return_type = "duel.Event[]"
    )]
    pub fn offer_draw(&self, seat: Seat, now_ms: NowMs) -> Result<DuelEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.offer_draw(seat.0, now_ms.0))
                .map(DuelEvents)
        })
    }

    /// The seat accepts the other seat's open offer: the game ends in a
    /// draw and stakes are refunded. Throws `NO_DRAW_OFFER`, …
    #[napi(
        ts_args_type = "seat: number, nowMs: number",
        ts_return_type = "duel.Event[]"
    )]
    pub fn accept_draw(&self, seat: Seat, now_ms: NowMs) -> Result<DuelEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.accept_draw(seat.0, now_ms.0))
                .map(DuelEvents)
        })
    }

    /// The seat declines the other seat's open offer. Throws
    /// `NO_DRAW_OFFER`, …
    #[napi(
        ts_args_type = "seat: number, nowMs: number",
        ts_return_type = "duel.Event[]"
    )]
    pub fn decline_draw(&self, seat: Seat, now_ms: NowMs) -> Result<DuelEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.decline_draw(seat.0, now_ms.0))
                .map(DuelEvents)
        })
    }

    /// The seat resigns, at any time (on either turn): it loses.
    #[napi(
        ts_args_type = "seat: number, nowMs: number",
        ts_return_type = "duel.Event[]"
    )]
    pub fn resign(&self, seat: Seat, now_ms: NowMs) -> Result<DuelEvents> {
        crate::guard(|| {
            self.act_typed(|s| s.resign(seat.0, now_ms.0))
                .map(DuelEvents)
        })
    }

    /// The board: 25 characters a–z, row-major, `.` for an empty cell.
    #[napi(getter)]
    pub fn board(&self) -> Result<String> {
        crate::guard(|| Ok(self.typed()?.board().to_text()))
    }

    /// The seat to move; `null` once the game is over.
    #[napi(getter)]
    pub fn to_move(&self) -> Result<Option<u32>> {
        crate::guard(|| Ok(self.typed()?.to_move().map(|s| s as u32)))
    }

    /// Each seat's points.
    #[napi(getter, ts_return_type = "[number, number]")]
    pub fn scores(&self) -> Result<Vec<f64>> {
        crate::guard(|| Ok(pair(self.typed()?.scores())))
    }

    /// Every spent word, the start word first.
    #[napi(getter)]
    pub fn played(&self) -> Result<Vec<String>> {
        crate::guard(|| Ok(self.typed()?.played().to_vec()))
    }

    /// Each seat's time left as of the game's clock (`clockMs`: the latest
    /// `nowMs` a call saw; call `advance` first for the time now).
    #[napi(getter, ts_return_type = "[number, number]")]
    pub fn clocks_ms(&self) -> Result<Vec<f64>> {
        crate::guard(|| {
            let [a, b] = self.typed()?.clocks_ms();
            Ok(vec![a as f64, b as f64])
        })
    }

    /// The seat whose draw offer is open, else `null`.
    #[napi(getter)]
    pub fn draw_offer(&self) -> Result<Option<u32>> {
        crate::guard(|| Ok(self.typed()?.draw_offer().map(|s| s as u32)))
    }
}

game_methods!(
    Game,
    [namespace = "duel"],
    game = "'duel'",
    example = "(`{action: 'play', seat: 0, cell: 7, letter: 'a', word: 'heaps'}`)",
    action = "action: duel.SeatAction | string, nowMs: number",
    events = "duel.Event[]",
    async_events = "Promise<duel.Event[]>",
    events_for = "events: duel.Event[], viewer: number | null",
    view = "duel.View",
    result = "duel.GameResult | null",
    config = "{ game: 'duel' } & duel.Config"
);

typed_records!("duel", Game::GAME, result = "duel.GameResult");
