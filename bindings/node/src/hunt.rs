//! `hunt`: Word Grid analysis helpers (no game needed): `deal`, `solve`,
//! `score`, `scoreMany`, `scoreManyAsync`. The game is `hunt_game.rs`.

use napi::bindgen_prelude::PromiseRaw;
use napi::{Env, Task};
use napi_derive::napi;

use gridwords::hunt::{self as core_hunt, Points, Tray};

use crate::args::{self, PointsArg, Seed, TrayArg, Trays};
use crate::batch::Batch;
use crate::json::Json;
use crate::options::LexiconArg;
use crate::{OrJs, Result};

fn points_or_default(points: PointsArg) -> Result<Points> {
    points
        .0
        .map_or(Ok(Points::default()), |p| Points::from_values(&p).or_js())
}

/// The tray dealt from `seed` (a number, a bigint, or a string: decimal or
/// `0x` hex): 16 lower-case letters, row-major. The same seed gives the
/// same tray in every version and binding.
#[napi(namespace = "hunt", ts_args_type = "seed: number | bigint | string")]
pub fn deal(seed: Seed) -> crate::Result<String> {
    crate::guard(|| Ok(core_hunt::deal(seed.0).as_str().to_string()))
}

/// Every word the tray holds with its first path (cells 0–15, row-major),
/// longest words first, then alphabetical: the engine's one solve shape
/// (`{version, tray, words: [{word, path}]}`, as the CLI's `--json` and the
/// C ABI give it). `lexicon` defaults to the shipped one. Throws
/// `INVALID_TRAY`.
#[napi(
    namespace = "hunt",
    ts_args_type = "tray: string, lexicon?: Lexicon | null",
    ts_return_type = "hunt.Solution"
)]
pub fn solve(tray: TrayArg, lexicon: LexiconArg) -> Result<Json> {
    crate::guard(|| {
        let tray = Tray::parse(&tray.0).or_js()?;
        Ok(Json(core_hunt::solve_json(&tray, &lexicon.or_embedded())))
    })
}

/// The total for finding every word of the tray. `points` is six numbers,
/// for words of 3, 4, 5, 6, 7 and 8+ letters (default: the rules' table),
/// each at most `10**8`: totals are summed in 64 bits and stay below
/// 2^53, so a JS number holds every one exactly.
#[napi(
    namespace = "hunt",
    ts_args_type = "tray: string, points?: hunt.Points | null, lexicon?: Lexicon | null"
)]
pub fn score(tray: TrayArg, points: PointsArg, lexicon: LexiconArg) -> Result<f64> {
    crate::guard(|| {
        let tray = Tray::parse(&tray.0).or_js()?;
        let points = points_or_default(points)?;
        Ok(core_hunt::score(&tray, &points, &lexicon.or_embedded()) as f64)
    })
}

/// Scores as JS numbers: exact, since no total reaches 2^53
/// (`gridwords::hunt::MAX_WORD_POINTS`).
fn numbers(scores: Vec<u64>) -> Vec<f64> {
    scores.into_iter().map(|s| s as f64).collect()
}

fn parse_trays(trays: &[String]) -> Result<Vec<Tray>> {
    trays
        .iter()
        .enumerate()
        .map(|(i, t)| {
            Tray::parse(t).map_err(|e| {
                crate::to_js(gridwords::Error::new(
                    e.code(),
                    format!("trays[{i}]: {}", e.message()),
                ))
            })
        })
        .collect()
}

/// `score` for many trays at once, on up to `options.threads` threads (the
/// core's `score_many`; `0` or absent: one per core, `1`: this thread
/// only). Synchronous: the event loop waits for the whole call.
#[napi(
    namespace = "hunt",
    ts_args_type = "trays: string[], points?: hunt.Points | null, lexicon?: Lexicon | null, options?: hunt.ScoreManyOptions | null"
)]
pub fn score_many(
    trays: Trays,
    points: PointsArg,
    lexicon: LexiconArg,
    options: args::ScoreManyOptions,
) -> Result<Vec<f64>> {
    crate::guard(|| {
        let trays = parse_trays(&trays.0)?;
        let points = points_or_default(points)?;
        Ok(numbers(core_hunt::score_many(
            &trays,
            &points,
            &lexicon.or_embedded(),
            options.threads,
        )))
    })
}

/// The work of `scoreManyAsync`, run on the libuv thread pool (which waits
/// while the core's threads score), with its `signal` and `onProgress`
/// (`crate::batch`).
pub struct ScoreMany {
    trays: Vec<Tray>,
    points: Points,
    lexicon: gridwords::Lexicon,
    threads: usize,
    batch: Batch,
}

impl Task for ScoreMany {
    /// `None`: stopped early (aborted, or `onProgress` threw).
    type Output = Option<Vec<f64>>;
    type JsValue = Vec<f64>;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| {
            if self.batch.stopped() {
                // Aborted while it waited for a pool thread: nothing starts.
                return None;
            }
            let mut out = vec![0; self.trays.len()];
            let all = core_hunt::score_many_into(
                &self.trays,
                &self.points,
                &self.lexicon,
                self.threads,
                &mut out,
                &self.batch.hook(),
            )
            .expect("one score per tray");
            all.then(|| numbers(out))
        })
    }

    fn resolve(&mut self, env: Env, output: Self::Output) -> napi::Result<Self::JsValue> {
        self.batch.settle(&env, output)
    }

    fn reject(&mut self, env: Env, err: napi::Error) -> napi::Result<Self::JsValue> {
        self.batch.release(&env);
        crate::reject_panic(env, err)
    }

    fn finally(mut self, env: Env) -> napi::Result<()> {
        self.batch.release(&env);
        Ok(())
    }
}

/// `scoreMany` off the event loop: one libuv pool thread hands the trays to
/// the core, which scores them on up to `options.threads` threads (`0` or
/// absent: one per core); resolves to the list of scores. Bad input throws
/// synchronously, before any work starts (an aborted signal is looked at
/// first, before the trays are read).
///
/// `options.signal` (an `AbortSignal`) stops the call: scoring stops within
/// a chunk of 256 trays a thread (milliseconds) and the promise rejects with
/// an `Error` whose `name` is `'AbortError'` (`code` `'ABORT_ERR'`, `cause`
/// the signal's `reason`); an already aborted signal rejects at once,
/// scoring nothing. `options.onProgress(done, total)` is called on the JS
/// thread at most every 250 ms while the trays are scored and once with
/// `(total, total)` just before the promise resolves (not after an abort);
/// if it throws, scoring stops and the promise rejects with what it threw.
#[napi(
    namespace = "hunt",
    ts_args_type = "trays: string[], points?: hunt.Points | null, lexicon?: Lexicon | null, options?: hunt.ScoreManyAsyncOptions | null",
    ts_return_type = "Promise<number[]>"
)]
pub fn score_many_async<'env>(
    env: &'env Env,
    trays: args::TraysLater,
    points: PointsArg,
    lexicon: LexiconArg,
    options: crate::batch::ScoreManyAsyncOptions,
) -> Result<PromiseRaw<'env, Vec<f64>>> {
    crate::guard(|| {
        // Before the trays are read: an aborted call costs nothing.
        if let Some(error) = options.batch.aborted(env).map_err(crate::from_napi)? {
            return PromiseRaw::reject(env, error).map_err(crate::from_napi);
        }
        let trays = parse_trays(&trays.read().map_err(crate::from_napi)?)?;
        let points = points_or_default(points)?;
        let batch = Batch::start(env, options.batch, trays.len()).map_err(crate::from_napi)?;
        let task = ScoreMany {
            trays,
            points,
            lexicon: lexicon.or_embedded(),
            threads: options.threads,
            batch,
        };
        let work = env.spawn(task).map_err(crate::from_napi)?;
        Ok(work.promise_object())
    })
}

/// The options of `scoreMany`.
// For the typings: `args::ScoreManyOptions` reads the object.
#[allow(dead_code)]
#[napi(object, namespace = "hunt")]
pub struct ScoreManyOptions {
    /// The most threads the engine scores on: a whole number; `0` (the
    /// default) means one per core, `1` one thread. Negative or fractional:
    /// `INVALID_ARGUMENT`.
    pub threads: Option<u32>,
}

/// The options of `scoreManyAsync`: `scoreMany`'s, and a way to stop the
/// call and to watch it.
// For the typings: `batch::ScoreManyAsyncOptions` reads the object.
#[allow(dead_code)]
#[napi(object, namespace = "hunt", object_to_js = false)]
pub struct ScoreManyAsyncOptions {
    /// The most threads the engine scores on: a whole number; `0` (the
    /// default) means one per core, `1` one thread. Negative or fractional:
    /// `INVALID_ARGUMENT`.
    pub threads: Option<u32>,
    /// Aborting it stops the scoring within milliseconds (after the chunk
    /// of 256 trays each thread is on) and rejects the promise with an
    /// `Error` whose `name` is `'AbortError'` (`code` `'ABORT_ERR'`,
    /// `cause` the signal's `reason`), as Node's own calls do; a signal
    /// aborted before the call rejects at once, scoring nothing. Anything
    /// but an `AbortSignal` is a `TypeError`.
    #[napi(ts_type = "AbortSignal")]
    pub signal: Option<napi::bindgen_prelude::Unknown<'static>>,
    /// Called on the JS thread with the trays scored so far and the number
    /// of trays: at most every 250 ms while they are scored (`done` only
    /// grows), then once with `(total, total)` just before the promise
    /// resolves (never after an abort). If it throws, the scoring stops and
    /// the promise rejects with what it threw. Anything but a function is a
    /// `TypeError`.
    #[napi(ts_type = "(done: number, total: number) => void")]
    pub on_progress: Option<napi::bindgen_prelude::Unknown<'static>>,
}
