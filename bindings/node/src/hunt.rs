//! `hunt`: Word Grid analysis helpers (no game needed): `deal`, `solve`,
//! `score`, `scoreMany`, `scoreManyAsync`. The game is `hunt_game.rs`.

use napi::bindgen_prelude::AsyncTask;
use napi::{Env, Task};
use napi_derive::napi;

use gridwords::hunt::{self as core_hunt, Points, Tray};

use crate::args::{self, PointsArg, Seed, TrayArg, Trays};
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
/// while the core's threads score).
pub struct ScoreMany {
    trays: Vec<Tray>,
    points: Points,
    lexicon: gridwords::Lexicon,
    threads: usize,
}

impl Task for ScoreMany {
    type Output = Vec<f64>;
    type JsValue = Vec<f64>;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| {
            numbers(core_hunt::score_many(
                &self.trays,
                &self.points,
                &self.lexicon,
                self.threads,
            ))
        })
    }

    fn resolve(&mut self, _env: Env, output: Self::Output) -> napi::Result<Self::JsValue> {
        Ok(output)
    }

    fn reject(&mut self, env: Env, err: napi::Error) -> napi::Result<Self::JsValue> {
        crate::reject_panic(env, err)
    }
}

/// `scoreMany` off the event loop: one libuv pool thread hands the trays to
/// the core, which scores them on up to `options.threads` threads (`0` or
/// absent: one per core); resolves to the list of scores. Bad input throws
/// synchronously, before any work starts.
#[napi(
    namespace = "hunt",
    ts_args_type = "trays: string[], points?: hunt.Points | null, lexicon?: Lexicon | null, options?: hunt.ScoreManyOptions | null",
    ts_return_type = "Promise<number[]>"
)]
pub fn score_many_async(
    trays: Trays,
    points: PointsArg,
    lexicon: LexiconArg,
    options: args::ScoreManyOptions,
) -> Result<AsyncTask<ScoreMany>> {
    crate::guard(|| {
        Ok(AsyncTask::new(ScoreMany {
            trays: parse_trays(&trays.0)?,
            points: points_or_default(points)?,
            lexicon: lexicon.or_embedded(),
            threads: options.threads,
        }))
    })
}

/// The options of `scoreMany` and `scoreManyAsync`.
// For the typings: `args::ScoreManyOptions` reads the object.
#[allow(dead_code)]
#[napi(object, namespace = "hunt")]
pub struct ScoreManyOptions {
    /// The most threads the engine scores on: a whole number; `0` (the
    /// default) means one per core, `1` one thread. Negative or fractional:
    /// `INVALID_ARGUMENT`.
    pub threads: Option<u32>,
}
