//! One game machinery for every game class.
//!
//! Every JS game class, the generic `Game` and the typed `hunt.Game` and
//! `duel.Game`, holds a `gridwords::AnyGame`. Every method that works on
//! any game (act, advance, per-seat events, views, results, logs, snapshots
//! and restore) is written once, in [`game_methods!`], and given to each;
//! what makes a class typed to one game is written once too:
//! [`typed_class!`] (refusing another game's snapshot or log, and the typed
//! access its fast calls use), [`typed_records!`] (the namespace's
//! `replay`, `replayJson`, `verify` and `verifyReport`). A new game
//! adds one typed class file with its fast calls and one line of each.
//!
//! Translation only: the JSON surface is `AnyGame`'s, per-seat filtering is
//! the core's audience rule (`AnyGame::events_for_json`), and every config
//! and action is parsed by the core.

use gridwords::AnyGame;
use napi_derive::napi;

use crate::args::{LogArg, ResultArg};
use crate::json::Json;
use crate::options::LexiconArg;
use crate::{to_js, OrJs, Result};

/// A JS game class over `AnyGame`.
pub(crate) trait GameClass: Sized {
    /// The game the class is typed to (`None`: any game).
    const TYPED: Option<&'static str>;

    /// Wraps a game, or refuses one of another kind (`WRONG_GAME`).
    fn wrap(game: AnyGame) -> Result<Self>;

    /// A game of the class's kind from snapshot bytes, sealed ones with
    /// `key`: the core's `restore_keyed_as` (a typed class's `WRONG_GAME`,
    /// as in Python and C).
    fn restore(
        bytes: &[u8],
        lexicon: Option<&gridwords::Lexicon>,
        key: Option<&[u8]>,
    ) -> Result<Self> {
        Self::wrap(AnyGame::restore_keyed_as(Self::TYPED, bytes, lexicon, key).or_js()?)
    }

    /// A game of the class's kind from its JSON log (`from_log_as`).
    fn from_log(log: &str, lexicon: Option<&gridwords::Lexicon>) -> Result<Self> {
        let g = match Self::TYPED {
            Some(game) => AnyGame::from_log_as(game, log, lexicon),
            None => AnyGame::from_log_json(log, lexicon),
        };
        Self::wrap(g.or_js()?)
    }
}

/// A JS class typed to one game: `$class` holds `inner: AnyGame` of the
/// game of `$session` only (restoring or rebuilding another game is
/// `WRONG_GAME`), and its typed calls reach the game's `Session` through
/// `typed()` (reads) / `act_typed()` (a seat's action).
macro_rules! typed_class {
    ($class:ident, $session:ty) => {
        impl $crate::game::GameClass for $class {
            const TYPED: Option<&'static str> = Some(<$session as $crate::game::SessionOf>::GAME);

            fn wrap(inner: gridwords::AnyGame) -> $crate::Result<Self> {
                inner
                    .session::<<$session as $crate::game::SessionOf>::R>()
                    .or_js()?;
                Ok($class {
                    inner: inner.into(),
                })
            }
        }

        impl $class {
            /// The game's name (configs, logs, snapshots).
            const GAME: &'static str = <$session as $crate::game::SessionOf>::GAME;

            /// The typed game (which arm holds it, and WRONG_GAME, are the
            /// core's registry).
            #[allow(dead_code)]
            fn typed(
                &self,
            ) -> $crate::Result<$crate::cell::Typed<'_, <$session as $crate::game::SessionOf>::R>>
            {
                self.inner.typed().or_js()
            }

            /// Makes a seat's action on the typed game (`cell::Caller::Seat`:
            /// refused with `BOT_THINKING` rather than search or wait).
            fn act_typed<T>(
                &self,
                mut call: impl FnMut(
                    &mut gridwords::Session<<$session as $crate::game::SessionOf>::R>,
                ) -> gridwords::Result<T>,
            ) -> $crate::Result<T> {
                self.inner
                    .change($crate::cell::Caller::Seat, |g| {
                        call(g.session_mut::<<$session as $crate::game::SessionOf>::R>()?)
                    })
                    .or_js()
            }
        }
    };
}

pub(crate) use typed_class;

/// The rules and game name of a typed session (`Session<R>`: `R::GAME`).
pub(crate) trait SessionOf {
    type R: gridwords::Registered;
    const GAME: &'static str;
}

impl<R: gridwords::Registered> SessionOf for gridwords::Session<R> {
    type R = R;
    const GAME: &'static str = R::GAME;
}

/// A log of the game `want` as a game, else `WRONG_GAME`.
pub(crate) fn typed_log(
    log: &str,
    lexicon: Option<&gridwords::Lexicon>,
    want: &str,
) -> Result<AnyGame> {
    AnyGame::from_log_as(want, log, lexicon).or_js()
}

/// The exact result JSON of a finished log of the game `want`.
pub(crate) fn typed_replay_json(
    log: &str,
    lexicon: Option<&gridwords::Lexicon>,
    want: &str,
) -> Result<String> {
    typed_log(log, lexicon, want)?
        .result_json()
        .ok_or_else(|| to_js(gridwords::engine::unfinished()))
}

/// A typed namespace's `replay`, `replayJson`, `verify` and `verifyReport`:
/// the generic
/// ones restricted to logs of the game `$game` (`WRONG_GAME` otherwise).
/// `$ns` is the namespace (a string literal), `$result` the TypeScript
/// type of its result.
macro_rules! typed_records {
    ($ns:literal, $game:expr, result = $result:literal) => {
        /// Replays a log of this namespace's game (JSON, as `Game.log()`
        /// writes, or the parsed object) and returns its result. Throws
        /// `INVALID_JSON`, `INVALID_LOG`, `WRONG_GAME` (another game's log), …
        #[napi(
            namespace = $ns,
            ts_args_type = "log: string | object, lexicon?: Lexicon | null",
            ts_return_type = $result
        )]
        pub fn replay(
            log: $crate::args::LogArg,
            lexicon: $crate::options::LexiconArg,
        ) -> $crate::Result<$crate::json::Json> {
            $crate::guard(|| {
                $crate::game::typed_replay_json(&log.0, lexicon.0.as_ref(), $game)
                    .map($crate::json::Json)
            })
        }

        /// Replays a log of this namespace's game and returns the exact
        /// result JSON the engine writes (the same bytes in every binding:
        /// the test vectors compare these).
        #[napi(
            namespace = $ns,
            ts_args_type = "log: string | object, lexicon?: Lexicon | null"
        )]
        pub fn replay_json(
            log: $crate::args::LogArg,
            lexicon: $crate::options::LexiconArg,
        ) -> $crate::Result<String> {
            $crate::guard(|| {
                $crate::game::typed_replay_json(&log.0, lexicon.0.as_ref(), $game)
            })
        }

        /// Whether replaying the log (of this namespace's game) gives
        /// exactly `result` (both JSON text or objects), its record of how
        /// the game went is true and every bot's logged move is the move
        /// its bot makes: the full check by default (every bot's search
        /// again: as slow as the game's bots were); `{trustBots: true}`
        /// makes the logged bot moves without searching (a server
        /// re-reading its own records). `verifyReport` says what is false.
        #[napi(
            namespace = $ns,
            ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null"
        )]
        pub fn verify(
            log: $crate::args::LogArg,
            result: $crate::args::ResultArg,
            lexicon: $crate::options::LexiconArg,
            options: $crate::args::VerifyOptions,
        ) -> $crate::Result<bool> {
            $crate::guard(|| {
                $crate::OrJs::or_js($crate::game::verify_report_of(
                    &log.0,
                    &result.0,
                    lexicon.0.as_ref(),
                    &options,
                    Some($game),
                ))
                .map(|r| r.is_none())
            })
        }

        /// What is false in the claim that `result` is the result of the
        /// log (of this namespace's game), or `null` when `verify` would
        /// say `true` (the same check and options): which seat's bot move
        /// at which time is not its bot's, a false record of how the game
        /// went, or a result that is not the log's.
        #[napi(
            namespace = $ns,
            ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null"
        )]
        pub fn verify_report(
            log: $crate::args::LogArg,
            result: $crate::args::ResultArg,
            lexicon: $crate::options::LexiconArg,
            options: $crate::args::VerifyOptions,
        ) -> $crate::Result<Option<String>> {
            $crate::guard(|| {
                $crate::OrJs::or_js($crate::game::verify_report_of(
                    &log.0,
                    &result.0,
                    lexicon.0.as_ref(),
                    &options,
                    Some($game),
                ))
            })
        }

        /// `verify` off the event loop (the full check runs every bot's
        /// search again: about 6 ms a hard bot's move), on the libuv
        /// thread pool: resolves to the same boolean; a log that cannot be
        /// replayed, or another game's (`WRONG_GAME`), rejects with the
        /// error `verify` throws. Arguments of the wrong type throw
        /// synchronously.
        #[napi(
            namespace = $ns,
            ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null",
            ts_return_type = "Promise<boolean>"
        )]
        pub fn verify_async(
            log: $crate::args::LogArg,
            result: $crate::args::ResultArg,
            lexicon: $crate::options::LexiconArg,
            options: $crate::args::VerifyOptions,
        ) -> $crate::Result<napi::bindgen_prelude::AsyncTask<$crate::game::VerifyTask>> {
            $crate::guard(|| {
                Ok(napi::bindgen_prelude::AsyncTask::new($crate::game::VerifyTask(
                    $crate::game::VerifyWork::new(log, result, lexicon, options, Some($game)),
                )))
            })
        }

        /// `verifyReport` off the event loop, as `verifyAsync` is
        /// `verify`'s: resolves to what is false, or `null` when the claim
        /// is true; rejects as `verifyReport` throws.
        #[napi(
            namespace = $ns,
            ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null",
            ts_return_type = "Promise<string | null>"
        )]
        pub fn verify_report_async(
            log: $crate::args::LogArg,
            result: $crate::args::ResultArg,
            lexicon: $crate::options::LexiconArg,
            options: $crate::args::VerifyOptions,
        ) -> $crate::Result<napi::bindgen_prelude::AsyncTask<$crate::game::VerifyReportTask>>
        {
            $crate::guard(|| {
                Ok(napi::bindgen_prelude::AsyncTask::new(
                    $crate::game::VerifyReportTask($crate::game::VerifyWork::new(
                        log,
                        result,
                        lexicon,
                        options,
                        Some($game),
                    )),
                ))
            })
        }
    };
}

pub(crate) use typed_records;

/// Events as JSON, `[]` without a parse when there are none.
pub(crate) fn events(json: String, empty: bool) -> Json {
    if empty {
        Json::EMPTY_ARRAY
    } else {
        Json(json)
    }
}

/// `advanceAsync`'s work on the libuv pool: `advance` by the engine's rule
/// for shared games (`cell::Caller::Driver`): each bot's search runs here,
/// or is waited for here, with the game's lock free.
///
/// It holds a clone of the game's cell (the same game), not a borrow of
/// the JS object: a method returning napi-rs's `AsyncTask` keeps the
/// receiver's borrow until the task settles, and every other call on that
/// object then failed with napi's own `InvalidArg` ("cannot be borrowed
/// mutably while another borrow is active"), for as long as the task sat
/// in the libuv pool's queue too. `Env::spawn` takes no such lease.
pub struct Advance {
    game: crate::cell::GameCell,
    now_ms: u64,
}

/// Spawns `advanceAsync`'s task and returns its promise.
pub(crate) fn advance_async<'env>(
    env: &'env napi::Env,
    game: &crate::cell::GameCell,
    now_ms: u64,
) -> Result<napi::bindgen_prelude::PromiseRaw<'env, Json>> {
    let work = env
        .spawn(Advance {
            game: game.clone(),
            now_ms,
        })
        .map_err(crate::from_napi)?;
    Ok(work.promise_object())
}

impl napi::Task for Advance {
    type Output = gridwords::Result<(String, bool)>;
    type JsValue = Json;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| {
            let now_ms = self.now_ms;
            self.game
                .change(crate::cell::Caller::Worker, |g| g.advance(now_ms))
                .map(|ev| (ev.to_json(), ev.is_empty()))
        })
    }

    fn resolve(&mut self, env: napi::Env, output: Self::Output) -> napi::Result<Json> {
        match output {
            Ok((json, empty)) => Ok(events(json, empty)),
            Err(e) => crate::reject_with(env, e.code(), e.message()),
        }
    }

    fn reject(&mut self, env: napi::Env, err: napi::Error) -> napi::Result<Json> {
        crate::reject_panic(env, err)
    }
}

/// The methods every game class has, on `self.inner: AnyGame`. `$ns` is
/// the class's `#[napi(...)]` namespace argument (or nothing); the string
/// literals are the TypeScript types of its name, actions, events, views,
/// results and configs, and the class's own example of an action (each
/// class's doc comments name its own game, not another's).
macro_rules! game_methods {
    ($class:ident, [$($ns:tt)*], game = $game:tt, example = $example:tt,
     action = $action:tt, events = $events:tt, async_events = $async_events:tt,
     events_for = $events_for:tt, view = $view:tt, result = $result:tt, config = $config:tt) => {
        #[napi($($ns)*)]
        impl $class {
            /// A seat's action, as the JSON surface takes it: an object
            #[doc = $example]
            /// or its JSON
            /// text. Returns every event it caused, for the host: filter
            /// with `eventsFor` before forwarding to a seat. Throws
            /// `INVALID_JSON`, `UNKNOWN_ACTION`, `UNKNOWN_SEAT`,
            /// `INVALID_UTF8` (a string or key that is not well-formed
            /// Unicode) and the rules' codes; a refused call changes nothing.
            /// Never searches or waits: when its time is past a bot's due
            /// move whose search is not finished (and the rules do not
            /// refuse it whatever the bot plays), it throws `BOT_THINKING`
            /// at once, the search goes on (or starts) on a background
            /// thread, and the same call made again once it is done goes
            /// through (`await advanceAsync(nowMs)`, then retry).
            #[napi(ts_args_type = $action, ts_return_type = $events)]
            pub fn act(
                &self,
                action: $crate::args::ActionArg,
                now_ms: $crate::args::NowMs,
            ) -> Result<Json> {
                $crate::guard(|| {
                    let ev = self
                        .inner
                        .change($crate::cell::Caller::Seat, |g| g.act_json(&action.0, now_ms.0))
                        .or_js()?;
                    Ok($crate::game::events(ev.to_json(), ev.is_empty()))
                })
            }

            /// `act`, with the events as the engine's JSON text.
            #[napi(ts_args_type = $action)]
            pub fn act_json(
                &self,
                action: $crate::args::ActionArg,
                now_ms: $crate::args::NowMs,
            ) -> Result<String> {
                $crate::guard(|| {
                    let ev = self
                        .inner
                        .change($crate::cell::Caller::Seat, |g| g.act_json(&action.0, now_ms.0))
                        .or_js()?;
                    Ok(ev.to_json())
                })
            }

            /// Brings the game up to `nowMs`: whatever fell due by the
            /// game's rules (deadlines, timers, bot moves, the end) happens,
            /// and its events come back (all of them: filter with
            /// `eventsFor`). Call it from the host's tick loop, at `nextDue`;
            /// it throws only `TIME_WENT_BACKWARDS`. A Wordgrid bot's move
            /// is a search (the hard bot about 6 ms typical on a desktop
            /// core, up to about half a second), begun on a background
            /// thread when the bot's turn began; this call waits on the
            /// event loop for it to finish, or runs it here if nobody began
            /// it (analysis, scripts): a server uses `advanceAsync`.
            #[napi(ts_args_type = "nowMs: number", ts_return_type = $events)]
            pub fn advance(&self, now_ms: $crate::args::NowMs) -> Result<Json> {
                $crate::guard(|| {
                    let ev = self
                        .inner
                        .change($crate::cell::Caller::Driver, |g| g.advance(now_ms.0))
                        .or_js()?;
                    Ok($crate::game::events(ev.to_json(), ev.is_empty()))
                })
            }

            /// Plays the game to its end with no seat acting: the clock
            /// jumps from each due time to the next (bots move, deadlines
            /// pass), so a bot-only game ends as it would on the clock; a
            /// human seat that never acts forfeits or runs out of time.
            /// Returns every event. Bots' searches run on (or are waited for
            /// on) the calling thread: analysis; a server uses
            /// `advanceAsync`.
            #[napi(ts_return_type = $events)]
            pub fn play_out(&self) -> Result<Json> {
                $crate::guard(|| {
                    let ev = self.inner.play_out().or_js()?;
                    Ok($crate::game::events(ev.to_json(), ev.is_empty()))
                })
            }

            /// Moves the game to a new host clock: `nowOld` on the clock the
            /// game has been stepped with is `nowNew` on the new one, and
            /// later calls take the new clock's times (`clockMs` and
            /// `nextDue` answer on it). What fell due up to `nowOld`
            /// happens first; its events come back. After a restart on a
            /// clock that began again: `g.rebase(g.clockMs, now)`. Events,
            /// views, results and logs stay on the game's own clock (count
            /// a time left against a view's `now_ms`); snapshots and logs
            /// carry the offset. Throws `TIME_WENT_BACKWARDS` for a `nowOld`
            /// before the game's clock (even with `clampTimes`); a refused
            /// call changes nothing. Like `advance`, it waits on the calling
            /// thread for a bot's search due by `nowOld`.
            #[napi(ts_args_type = "nowOld: number, nowNew: number", ts_return_type = $events)]
            pub fn rebase(
                &self,
                now_old: $crate::args::NowOld,
                now_new: $crate::args::NowNew,
            ) -> Result<Json> {
                $crate::guard(|| {
                    let ev = self
                        .inner
                        .change($crate::cell::Caller::Driver, |g| g.rebase(now_old.0, now_new.0))
                        .or_js()?;
                    Ok($crate::game::events(ev.to_json(), ev.is_empty()))
                })
            }

            /// `advance` off the event loop: on the libuv thread pool, it
            /// waits for each bot's search due by `nowMs` (begun on a
            /// background thread when the bot's turn began) or runs it
            /// there, with the game free. Meanwhile every other call on this
            /// game answers at once: reads see the game as it is (without
            /// the bot's move until it is made), and a seat's action either
            /// goes through (one the rules judge without the bot's move, or
            /// one before its due time) or throws `BOT_THINKING` (a time past
            /// the bot's due move, whose search is not done: retry after this
            /// promise settles). Resolves to the events; rejects with
            /// `TIME_WENT_BACKWARDS` as `advance` throws it.
            #[napi(ts_args_type = "nowMs: number", ts_return_type = $async_events)]
            pub fn advance_async<'env>(
                &self,
                env: &'env napi::Env,
                now_ms: $crate::args::NowMs,
            ) -> Result<napi::bindgen_prelude::PromiseRaw<'env, Json>> {
                $crate::guard(|| {
                    $crate::game::advance_async(env, &self.inner, now_ms.0)
                })
            }

            /// The events (as `act`/`advance` returned them) that `viewer`
            /// may see, in order: a seat number, or `null` for spectators.
            /// The rule is the engine's, per game (in Word Grid a seat's own
            /// words and misses go only to that seat until the game is over;
            /// Wordgrid and Sóló events are public).
            #[napi(ts_args_type = $events_for, ts_return_type = $events)]
            pub fn events_for(
                &self,
                events: $crate::args::EventsArg,
                viewer: $crate::args::Viewer,
            ) -> Result<Json> {
                $crate::guard(|| {
                    Ok(Json(self.inner.get().events_for_json(&events.0, viewer.0).or_js()?))
                })
            }

            /// `eventsFor` on the JSON text `actJson` returns.
            #[napi(ts_args_type = "eventsJson: string, viewer: number | null")]
            pub fn events_for_json(
                &self,
                events_json: $crate::args::EventsJson,
                viewer: $crate::args::Viewer,
            ) -> Result<String> {
                $crate::guard(|| {
                    self.inner.get().events_for_json(&events_json.0, viewer.0).or_js()
                })
            }

            /// What `viewer` may see now: a seat number, or no argument /
            /// `null` for the spectators' view. Throws `UNKNOWN_SEAT`. It
            /// answers for any seat (the engine cannot know who asks): a
            /// seat's view holds that seat's secrets (its own Word Grid
            /// words), so the host gives it to that seat only.
            #[napi(ts_args_type = "viewer?: number | null", ts_return_type = $view)]
            pub fn view(&self, viewer: $crate::args::Viewer) -> Result<Json> {
                $crate::guard(|| {
                    Ok(Json(self.inner.get().view_json(viewer.0).or_js()?))
                })
            }

            /// `view`, as the engine's JSON text.
            #[napi(ts_args_type = "viewer?: number | null")]
            pub fn view_json(&self, viewer: $crate::args::Viewer) -> Result<String> {
                $crate::guard(|| {
                    self.inner.get().view_json(viewer.0).or_js()
                })
            }

            /// The game drawn as an SVG document (`<svg xmlns=... viewBox=...>`
            /// with a `<title>`), as a spectator sees it now: what any
            /// viewer may be shown (a Word Grid tray stays blank until the
            /// round opens). The core draws it; the same game gives the
            /// same bytes in every binding.
            #[napi]
            pub fn to_svg(&self) -> $crate::Result<String> {
                $crate::guard(|| self.inner.get().spectator_svg().or_js())
            }

            /// The settled result once the game is over, else `null`.
            #[napi(ts_return_type = $result)]
            pub fn result(&self) -> $crate::Result<Option<Json>> {
                $crate::guard(|| Ok(self.inner.get().result_json().map(Json)))
            }

            /// The exact result JSON once over (what `replayJson` gives for
            /// this game's log, in every binding), else `null`.
            #[napi]
            pub fn result_json(&self) -> $crate::Result<Option<String>> {
                $crate::guard(|| Ok(self.inner.get().result_json()))
            }

            /// The log as JSON: the config (seed included) and every
            /// accepted action. A server-side secret until the game is
            /// over: it reveals the tray and every seat's words.
            #[napi]
            pub fn log(&self) -> $crate::Result<String> {
                $crate::guard(|| Ok(self.inner.get().log_json()))
            }

            /// The config the game was made from, `game` first (the seed
            /// as `"0x"` + 16 hex digits: a secret until the game is over).
            #[napi(ts_return_type = $config)]
            pub fn config(&self) -> $crate::Result<Json> {
                $crate::guard(|| Ok(Json(self.inner.get().config_json())))
            }

            /// The whole state as bytes (framed and checksummed); `restore`
            /// continues it exactly. Like the log, a server-side secret
            /// until the game is over.
            #[napi]
            pub fn snapshot(&self) -> $crate::Result<napi::bindgen_prelude::Buffer> {
                $crate::guard(|| Ok(self.inner.get().snapshot().into()))
            }

            /// A game from `snapshot()` bytes, with the word list it was
            /// played with (`lexicon`; the shipped one if omitted). Throws
            /// `INVALID_SNAPSHOT` for damaged or foreign bytes. `{key}`: the
            /// bytes are a snapshot this host sealed (`seal('snapshot', …)`),
            /// whose seal must hold (`SEAL_BROKEN`; plain bytes
            /// `NOT_SEALED`); the seal then stands for the replay of the
            /// snapshot's own record that a plain restore runs.
            #[napi(
                factory,
                ts_args_type = "bytes: Uint8Array, lexicon?: Lexicon | null, options?: RestoreOptions | null"
            )]
            pub fn restore(
                bytes: $crate::args::Bytes,
                lexicon: LexiconArg,
                options: $crate::args::RestoreOptions,
            ) -> Result<$class> {
                $crate::guard(|| {
                    <$class as $crate::game::GameClass>::restore(
                        &bytes.0,
                        lexicon.0.as_ref(),
                        options.key.as_deref(),
                    )
                })
            }

            /// A game rebuilt from its log (JSON text or the parsed object),
            /// where the log ends: a finished game, or a live one to go on
            /// with. Throws `INVALID_LOG`, `INVALID_JSON`.
            #[napi(factory, ts_args_type = "log: string | object, lexicon?: Lexicon | null")]
            pub fn from_log(log: LogArg, lexicon: LexiconArg) -> Result<$class> {
                $crate::guard(|| {
                    <$class as $crate::game::GameClass>::from_log(&log.0, lexicon.0.as_ref())
                })
            }

            /// The game's name, as configs, logs and snapshots spell it:
            /// narrow a `TypedGame` on it.
            #[napi(getter, ts_return_type = $game)]
            pub fn game(&self) -> $crate::Result<&'static str> {
                $crate::guard(|| Ok(self.inner.get().game()))
            }

            /// When the game next needs the clock (call `advance` then), or
            /// `null` if nothing will happen by itself. A host's figure: it
            /// reveals when a bot will act (its think time is drawn from the
            /// seed) and when a hidden timer ends.
            #[napi(getter)]
            pub fn next_due(&self) -> $crate::Result<Option<f64>> {
                $crate::guard(|| Ok(self.inner.get().next_due().map(|t| t as f64)))
            }

            /// Whether the game is over (settled; `result()` answers).
            #[napi(getter)]
            pub fn is_over(&self) -> $crate::Result<bool> {
                $crate::guard(|| Ok(self.inner.get().is_over()))
            }

            /// The number of seats.
            #[napi(getter)]
            pub fn seat_count(&self) -> $crate::Result<u32> {
                $crate::guard(|| Ok(u32::try_from(self.inner.get().seat_count()).unwrap_or(u32::MAX)))
            }

            /// The latest `nowMs` a successful call has seen.
            #[napi(getter)]
            pub fn clock_ms(&self) -> $crate::Result<f64> {
                $crate::guard(|| Ok(self.inner.get().clock_ms() as f64))
            }

            /// Whether a `nowMs` earlier than the game's clock is taken as
            /// the game's clock (`true`) instead of refused with
            /// `TIME_WENT_BACKWARDS` (`false`, the default): for a host
            /// whose callers read the clock before they reach the game (two
            /// workers, a request and a timer), so that a late time never
            /// fails a call. `rebase` stays strict. Not kept in a snapshot or
            /// log: a restored game is strict again until the host sets it.
            #[napi(getter)]
            pub fn clamp_times(&self) -> $crate::Result<bool> {
                $crate::guard(|| {
                    Ok(self.inner.get().times() == gridwords::engine::Times::Clamp)
                })
            }

            /// Sets `clampTimes`; a value that is not a boolean is a
            /// `TypeError`.
            #[napi(setter, js_name = "clampTimes", ts_args_type = "value: boolean")]
            pub fn set_clamp_times(&self, value: $crate::args::ClampTimes) -> $crate::Result<()> {
                $crate::guard(|| {
                    self.inner.get().set_times(if value.0 {
                        gridwords::engine::Times::Clamp
                    } else {
                        gridwords::engine::Times::Strict
                    });
                    Ok(())
                })
            }
        }
    };
}

pub(crate) use game_methods;

/// A game of any kind, made from a config (`{game: 'hunt', ...}`) and driven
/// through the engine's JSON surface: `act` takes an action object, events,
/// views and results are the engine's JSON shapes. Every call that changes
/// it takes the host's clock `nowMs` (integer milliseconds that never go
/// backwards); a refused call throws an `Error` with `code` and changes
/// nothing.
///
/// Bots' searches (every class has these rules): a bot's search begins on
/// a background thread as soon as its turn does, so it is done before its
/// move falls due. Reads (`view`, `nextDue`, `log`, `snapshot`, …) never
/// wait for a search; a seat's action never searches or waits (a time past
/// a due move still being searched: `BOT_THINKING`, nothing changed);
/// `advance`, `rebase` and `playOut` wait for (or run) the search on the
/// calling thread, and `advanceAsync` on the libuv pool.
#[napi]
pub struct Game {
    pub(crate) inner: crate::cell::GameCell,
}

impl GameClass for Game {
    const TYPED: Option<&'static str> = None;

    fn wrap(inner: AnyGame) -> Result<Self> {
        Ok(Game {
            inner: inner.into(),
        })
    }
}

#[napi]
impl Game {
    /// A new game from its config: an object (`{game: 'hunt', seats:
    /// ['human', 'bot'], seed: 42}`) or its JSON text, parsed by the engine
    /// (the same codes as in C and Python: `INVALID_JSON` for a bad shape or
    /// an unknown key, `INVALID_CONFIG` for a rule broken, `UNKNOWN_GAME`).
    /// `lexicon`: the word list (the shipped one if omitted; a game on
    /// another list is unrated, and its log and snapshots need that list).
    #[napi(
        constructor,
        ts_args_type = "config: AnyConfig | string, nowMs: number, lexicon?: Lexicon | null"
    )]
    pub fn new(
        config: crate::args::ConfigArg,
        now_ms: crate::args::NowMs,
        lexicon: LexiconArg,
    ) -> Result<Game> {
        crate::guard(|| {
            Ok(Game {
                inner: AnyGame::new(&config.0, lexicon.0.as_ref(), now_ms.0)
                    .or_js()?
                    .into(),
            })
        })
    }
}

game_methods!(
    Game,
    [],
    game = "GameName",
    example = "(`{action: 'submit', seat: 0, word: 'tone'}` in Word Grid)",
    action = "action: AnyAction | string, nowMs: number",
    events = "AnyEvent[]",
    async_events = "Promise<AnyEvent[]>",
    events_for = "events: AnyEvent[], viewer: number | null",
    view = "AnyView",
    result = "AnyResult | null",
    config = "AnyConfig"
);

/// Replays a log (JSON text or the parsed object) of any game and returns
/// its result. Throws `INVALID_LOG`, `INVALID_JSON`, `UNKNOWN_GAME`.
#[napi(
    ts_args_type = "log: string | object, lexicon?: Lexicon | null",
    ts_return_type = "AnyResult"
)]
pub fn replay(log: LogArg, lexicon: LexiconArg) -> Result<Json> {
    crate::guard(|| {
        AnyGame::replay_json(&log.0, lexicon.0.as_ref())
            .map(Json)
            .map_err(to_js)
    })
}

/// Replays a log and returns the exact result JSON the engine writes (the
/// same bytes in every binding: the test vectors compare these).
#[napi(ts_args_type = "log: string | object, lexicon?: Lexicon | null")]
pub fn replay_json(log: LogArg, lexicon: LexiconArg) -> Result<String> {
    crate::guard(|| AnyGame::replay_json(&log.0, lexicon.0.as_ref()).or_js())
}

/// The options of every `restore`.
// For the typings: `args::RestoreOptions` reads the object.
#[allow(dead_code)]
#[napi(object)]
pub struct RestoreOptions {
    /// The host's key (a `Buffer` or `Uint8Array`, 16 to 1024 bytes): the
    /// bytes are a snapshot this host sealed (`seal`), whose seal must hold
    /// (`SEAL_BROKEN`; plain bytes `NOT_SEALED`). Without it a sealed
    /// snapshot throws `NOT_SEALED`.
    pub key: Option<napi::bindgen_prelude::Uint8Array>,
}

/// The options of every `verify` and `verifyReport`. The full check is the
/// default; pass `trustBots` to skip it.
// For the typings: `args::VerifyOptions` reads the object.
#[allow(dead_code)]
#[napi(object)]
pub struct VerifyOptions {
    /// `true`: make the bots' logged moves without searching for them (the
    /// faster check, for a server re-reading its own records; a forged bot
    /// move then goes unseen). Default `false`: the full check.
    pub trust_bots: Option<bool>,
    /// The older name for the default: `true` or `false` alone both give
    /// the full check (every bot's search runs again and a logged move the
    /// bot would not make is a false claim). With `trustBots: true` it is a
    /// contradiction (`INVALID_ARGUMENT`).
    pub rerun_bots: Option<bool>,
    /// The oldest log format taken (1 to the version logs are written in
    /// today): a log of an older format throws `VERSION_TOO_OLD` instead
    /// of being judged under that format's rules. Default: every format
    /// this build reads.
    pub min_version: Option<u32>,
    /// The host's key (a `Buffer` or `Uint8Array`, 16 to 1024 bytes): the
    /// log is a sealed log (`seal`) whose seal must hold before anything is
    /// replayed (`SEAL_BROKEN`; a plain log `NOT_SEALED`), and the result
    /// may be sealed too. Without it a sealed log or result throws
    /// `NOT_SEALED`.
    pub key: Option<napi::bindgen_prelude::Uint8Array>,
}

/// Whether replaying `log` gives exactly `result` (compared as JSON values),
/// the log's record of who left and how is true, and every bot's logged
/// move is the move its bot makes (compared as the rules read it: a letter
/// in either case is the same letter). The full check is the default:
/// every bot's search runs again, taking as long as the game's bots took.
/// `{trustBots: true}` makes the logged bot moves without searching (a
/// hard-vs-hard Wordgrid game verifies in well under a millisecond), for a
/// server re-reading records it wrote itself. `verifyReport` says what is
/// false. A log that cannot be replayed throws (`INVALID_LOG`, …).
#[napi(
    ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null"
)]
pub fn verify(
    log: LogArg,
    result: ResultArg,
    lexicon: LexiconArg,
    options: crate::args::VerifyOptions,
) -> Result<bool> {
    crate::guard(|| {
        verify_report_of(&log.0, &result.0, lexicon.0.as_ref(), &options, None)
            .or_js()
            .map(|r| r.is_none())
    })
}

/// What is false in the claim that `result` is the result of `log`, or
/// `null` when `verify` with the same arguments says `true`: e.g. "action
/// #3: seat 1's move at 12345 is not the one its bot makes", "the claimed
/// result is not the log's result", "the log's record of how the game went
/// is false: …". The same check and options as `verify` (the full check by
/// default; `{trustBots: true}` skips the bots' searches).
#[napi(
    ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null"
)]
pub fn verify_report(
    log: LogArg,
    result: ResultArg,
    lexicon: LexiconArg,
    options: crate::args::VerifyOptions,
) -> Result<Option<String>> {
    crate::guard(|| verify_report_of(&log.0, &result.0, lexicon.0.as_ref(), &options, None).or_js())
}

/// The core's report on a claim (`None`: true), for every `verify` and
/// `verifyReport` (sync, async, generic and typed): the log sealed and
/// opened with `options.key` when there is one
/// (`AnyGame::verify_sealed_report`); `game`: a typed namespace's game,
/// whose logs alone it takes (`WRONG_GAME` otherwise, judged on the log
/// inside the seal).
pub(crate) fn verify_report_of(
    log: &str,
    result: &str,
    lexicon: Option<&gridwords::Lexicon>,
    options: &crate::args::VerifyOptions,
    game: Option<&str>,
) -> gridwords::Result<Option<String>> {
    use gridwords::seal::{open_json_as, Kind};
    if let Some(want) = game {
        match &options.key {
            Some(key) => {
                AnyGame::from_log_as(want, &open_json_as(Kind::Log, log, key)?.record, lexicon)
            }
            None => AnyGame::from_log_as(want, log, lexicon),
        }?;
    }
    match &options.key {
        Some(key) => AnyGame::verify_sealed_report(log, result, key, lexicon, options.check),
        None => AnyGame::verify_report(log, result, lexicon, options.check),
    }
}

/// The work of `verifyAsync` and `verifyReportAsync` (generic and on each
/// typed namespace), run on the libuv pool: the same check as `verify`,
/// every bot's search included, off the event loop. The arguments are read
/// (and refused, as `verify` refuses them) on the JS thread; the log is
/// parsed and replayed here. `game`: the typed namespace's game, whose logs
/// alone it takes (`WRONG_GAME` otherwise).
pub struct VerifyWork {
    log: String,
    result: String,
    lexicon: Option<gridwords::Lexicon>,
    options: crate::args::VerifyOptions,
    game: Option<&'static str>,
}

impl VerifyWork {
    pub(crate) fn new(
        log: LogArg,
        result: ResultArg,
        lexicon: LexiconArg,
        options: crate::args::VerifyOptions,
        game: Option<&'static str>,
    ) -> VerifyWork {
        VerifyWork {
            log: log.0,
            result: result.0,
            lexicon: lexicon.0,
            options,
            game,
        }
    }

    /// What `verifyReport` says.
    fn run(&self) -> gridwords::Result<Option<String>> {
        let lexicon = self.lexicon.as_ref();
        verify_report_of(&self.log, &self.result, lexicon, &self.options, self.game)
    }
}

/// `verifyAsync`'s task: resolves to `verify`'s boolean.
pub struct VerifyTask(pub(crate) VerifyWork);

impl napi::Task for VerifyTask {
    type Output = gridwords::Result<Option<String>>;
    type JsValue = bool;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| self.0.run())
    }

    fn resolve(&mut self, env: napi::Env, output: Self::Output) -> napi::Result<bool> {
        match output {
            Ok(report) => Ok(report.is_none()),
            Err(e) => crate::reject_with(env, e.code(), e.message()),
        }
    }

    fn reject(&mut self, env: napi::Env, err: napi::Error) -> napi::Result<bool> {
        crate::reject_panic(env, err)
    }
}

/// `verifyReportAsync`'s task: resolves to `verifyReport`'s text or `null`.
pub struct VerifyReportTask(pub(crate) VerifyWork);

impl napi::Task for VerifyReportTask {
    type Output = gridwords::Result<Option<String>>;
    type JsValue = Option<String>;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| self.0.run())
    }

    fn resolve(&mut self, env: napi::Env, output: Self::Output) -> napi::Result<Option<String>> {
        match output {
            Ok(report) => Ok(report),
            Err(e) => crate::reject_with(env, e.code(), e.message()),
        }
    }

    fn reject(&mut self, env: napi::Env, err: napi::Error) -> napi::Result<Option<String>> {
        crate::reject_panic(env, err)
    }
}

/// `verify` off the event loop: the same check and options (the full check
/// by default, every bot's logged move searched for again: a hard bot's
/// move takes about 6 ms, a whole hard-vs-hard game about 130 ms; a server
/// must not block its event loop on it), run on the libuv thread pool;
/// resolves to the same boolean. Arguments of the wrong type throw
/// synchronously; a log that cannot be replayed rejects with the error
/// `verify` throws (`INVALID_LOG`, …, with its `code`).
#[napi(
    ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null",
    ts_return_type = "Promise<boolean>"
)]
pub fn verify_async(
    log: LogArg,
    result: ResultArg,
    lexicon: LexiconArg,
    options: crate::args::VerifyOptions,
) -> Result<napi::bindgen_prelude::AsyncTask<VerifyTask>> {
    crate::guard(|| {
        Ok(napi::bindgen_prelude::AsyncTask::new(VerifyTask(
            VerifyWork::new(log, result, lexicon, options, None),
        )))
    })
}

/// `verifyReport` off the event loop, as `verifyAsync` is `verify`'s:
/// resolves to what is false (the same text) or `null` when the claim is
/// true; rejects as `verifyReport` throws.
#[napi(
    ts_args_type = "log: string | object, result: string | object, lexicon?: Lexicon | null, options?: VerifyOptions | null",
    ts_return_type = "Promise<string | null>"
)]
pub fn verify_report_async(
    log: LogArg,
    result: ResultArg,
    lexicon: LexiconArg,
    options: crate::args::VerifyOptions,
) -> Result<napi::bindgen_prelude::AsyncTask<VerifyReportTask>> {
    crate::guard(|| {
        Ok(napi::bindgen_prelude::AsyncTask::new(VerifyReportTask(
            VerifyWork::new(log, result, lexicon, options, None),
        )))
    })
}

/// Which game `snapshot()` bytes hold (`'hunt'`, `'duel'`, `'solo'`),
/// read from the frame without restoring: the package's `restore` picks
/// the typed class with it. Throws `INVALID_SNAPSHOT`, `UNKNOWN_GAME`.
#[napi(ts_args_type = "bytes: Uint8Array", ts_return_type = "GameName")]
pub fn game_of_snapshot(bytes: crate::args::Bytes) -> Result<&'static str> {
    crate::guard(|| AnyGame::game_of_snapshot(&bytes.0).or_js())
}

/// Which game a sealed snapshot holds, read inside the seal without
/// checking it (a name to pick the class by, never proof): the package's
/// `restore(bytes, lexicon, {key})` picks the typed class with it, and the
/// class's restore checks the seal, once. Throws `NOT_SEALED` for a plain
/// snapshot, `SEAL_BROKEN` for a malformed seal, then as `gameOfSnapshot`.
#[napi(ts_args_type = "sealed: Uint8Array", ts_return_type = "GameName")]
pub fn game_of_sealed_snapshot(sealed: crate::args::Bytes) -> Result<&'static str> {
    crate::guard(|| AnyGame::game_of_sealed_snapshot(&sealed.0).or_js())
}

/// Which game a log (JSON text or the parsed object) is of, without
/// replaying it. Throws `INVALID_LOG`, `INVALID_JSON`, `UNKNOWN_GAME`.
#[napi(ts_args_type = "log: string | object", ts_return_type = "GameName")]
pub fn game_of_log(log: LogArg) -> Result<&'static str> {
    crate::guard(|| AnyGame::game_of_log(&log.0).or_js())
}
